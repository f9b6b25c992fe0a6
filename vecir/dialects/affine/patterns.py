"""Canonicalization patterns of the affine ops (upstream's AffineOps.cpp), in upstream's
registration order per op; ``attach()`` sets them as the classes' ``canonicalization_patterns``."""

from __future__ import annotations

from ...ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymbolExpr, flatten_affine_expr
from ...ir.attrs import AffineMapAttr
from ...rewrite.pattern import RewritePattern
from ._common import canonicalize_map_and_operands, compose_affine_map_and_operands, map_attr
from .canonicalize import simplify_map_with_operands

# op name -> (index of the first map operand, number of trailing non-map operands)
_MAP_OPERANDS = {
    "affine.apply": 0, "affine.min": 0, "affine.max": 0, "affine.load": 1, "affine.vector_load": 1,
    "affine.prefetch": 1, "affine.store": 2, "affine.vector_store": 2,
}


class SimplifyAffineOp(RewritePattern):
    """Compose affine.apply producers into the op's map, canonicalize map and operands, and
    simplify with the operands' loop bounds.

        %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
        %v = affine.load %A[%a + 1]     ==>   %v = affine.load %A[%i * 2 + 1]
    """

    def match_and_rewrite(self, op, rw):
        start = _MAP_OPERANDS[op.name]
        old_map = map_attr(op)
        old_ops = list(op.operands[start:])
        m, ops = compose_affine_map_and_operands(old_map, old_ops)
        m, ops = canonicalize_map_and_operands(m, ops)
        m = simplify_map_with_operands(m, ops)
        if m is old_map and ops == old_ops:
            return rw.fail(op, "map and operands already canonical")
        props = dict(op.properties)
        props["map"] = AffineMapAttr(m)
        new = type(op).create(list(op.operands[:start]) + ops, op.result_types, props, dict(op.attributes),
                              loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


def _with(root: str, cls):
    return type(cls.__name__, (cls,), {"root": root})


class SimplifyDeadElse(RewritePattern):
    """Drop an else block of a result-less affine.if that holds only its yield."""

    root = "affine.if"

    def match_and_rewrite(self, op, rw):
        r = op.regions[1]
        if not r.blocks or len(r.blocks[0]) != 1 or op.results:
            return rw.fail(op, "no dead else")
        rw.modify_in_place(op, lambda: rw.erase_block(r.blocks[0]))
        return True


class AlwaysTrueOrFalseIf(RewritePattern):
    """An affine.if on the empty set (`1 == 0`) or the universe (`0 == 0`) is replaced by the
    else/then block."""

    root = "affine.if"

    def match_and_rewrite(self, op, rw):
        s = op.integer_set
        if s.is_empty_integer_set():
            if not op.results and not op.regions[1].blocks:
                rw.erase_op(op)
                return True
            block = op.regions[1].blocks[0]
        elif s.num_equalities == 1 and s.num_inequalities == 0 and s.constraints[0] is AffineConstantExpr(0):
            block = op.regions[0].blocks[0]
        else:
            return rw.fail(op, "condition is not trivially true or false")
        term = block.last
        values = list(term.operands)
        rw.inline_block_before(block, op)
        rw.replace_op(op, values)
        rw.erase_op(term)
        return True


class CanonicalizeSingleResultAffineMinMaxOp(RewritePattern):
    """affine.min/max with a single-result map becomes affine.apply."""

    def match_and_rewrite(self, op, rw):
        m = map_attr(op)
        if len(m.results) != 1:
            return rw.fail(op, "several results")
        from .apply import ApplyOp

        rw.replace_op_with_new(op, ApplyOp.create(list(op.operands), op.result_types, {"map": AffineMapAttr(m)},
                                                  loc=op.loc))
        return True


class DeduplicateAffineMinMaxExpressions(RewritePattern):
    """Drop repeated results of an affine.min/max map."""

    def match_and_rewrite(self, op, rw):
        m = map_attr(op)
        exprs = []
        for e in m.results:
            if e not in exprs:
                exprs.append(e)
        if len(exprs) == len(m.results):
            return rw.fail(op, "no duplicate results")
        new = type(op).create(list(op.operands), op.result_types,
                              {"map": AffineMapAttr(AffineMap(m.num_dims, m.num_symbols, exprs))}, loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


class MergeAffineMinMaxOp(RewritePattern):
    """A min (max) result that is exactly another min (max) op's result pulls in that op's map.

        %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)> ()[%a]
        %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)> (%0)[%b]
      ==>
        %1 = affine.min affine_map<()[s0, s1] -> (s0 + 4, s1 + 16, s1 * 8)> ()[%b, %a]
    """

    def match_and_rewrite(self, op, rw):
        m = map_attr(op)
        nd = m.num_dims
        dim_ops = list(op.operands[:nd])
        sym_ops = list(op.operands[nd:])
        exprs, producers = [], []
        for e in m.results:
            v = None
            if type(e) is AffineSymbolExpr:
                v = sym_ops[e.position]
            elif type(e) is AffineDimExpr:
                v = dim_ops[e.position]
            d = v.defining_op if v is not None else None
            if d is not None and d.name == op.name:
                producers.append(d)
                continue
            exprs.append(e)
        if not producers:
            return rw.fail(op, "no producer of the same kind")
        used_d, used_s = nd, m.num_symbols
        for prod in producers:
            pm = map_attr(prod)
            dim_ops += list(prod.operands[:pm.num_dims])
            sym_ops += list(prod.operands[pm.num_dims:])
            for e in pm.results:
                exprs.append(e.shift_dims(pm.num_dims, used_d).shift_symbols(pm.num_symbols, used_s))
            used_d += pm.num_dims
            used_s += pm.num_symbols
        new = type(op).create(dim_ops + sym_ops, op.result_types,
                              {"map": AffineMapAttr(AffineMap(used_d, used_s, exprs))}, loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


class CanonicalizeAffineMinMaxOpExprAndTermOrder(RewritePattern):
    """Sort the results of a pure-affine min/max map by their flattened coefficients."""

    def match_and_rewrite(self, op, rw):
        m = map_attr(op)
        flats = []
        for e in m.results:
            if not e.is_pure_affine():
                return rw.fail(op, "not pure affine")
            f = flatten_affine_expr(e, m.num_dims, m.num_symbols)
            if f is None or f[1]:
                return rw.fail(op, "needs local variables")
            flats.append(list(f[0]))
        if all(flats[i] <= flats[i + 1] for i in range(len(flats) - 1)):
            return rw.fail(op, "already sorted")
        perm = sorted(range(len(flats)), key=lambda i: flats[i])
        new_map = AffineMap(m.num_dims, m.num_symbols, [m.results[i] for i in perm])
        new = type(op).create(list(op.operands), op.result_types, {"map": AffineMapAttr(new_map)}, loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


def attach() -> None:
    from . import apply, loops, memory

    def simplify(root):
        return _with(root, SimplifyAffineOp)

    apply.ApplyOp.canonicalization_patterns = (simplify("affine.apply"),)
    for cls in (apply.MinOp, apply.MaxOp):
        r = cls.name
        cls.canonicalization_patterns = (
            _with(r, CanonicalizeSingleResultAffineMinMaxOp), _with(r, DeduplicateAffineMinMaxExpressions),
            _with(r, MergeAffineMinMaxOp), simplify(r), _with(r, CanonicalizeAffineMinMaxOpExprAndTermOrder))
    loops.ForOp.canonicalization_patterns = ()  # the empty-loop folder is part of fold_for
    loops.IfOp.canonicalization_patterns = (SimplifyDeadElse, AlwaysTrueOrFalseIf)
    for cls in (memory.LoadOp, memory.StoreOp, memory.VectorLoadOp, memory.VectorStoreOp, memory.PrefetchOp):
        cls.canonicalization_patterns = (simplify(cls.name),)
