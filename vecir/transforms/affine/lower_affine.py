"""lower-affine: affine ops to scf + arith + memref + vector, as upstream's AffineToStandard.

Affine expressions expand into index arithmetic with upstream's exact sequences; floordiv,
ceildiv and mod by a positive constant stay correct for negative operands:

    a mod b      = let r = remsi a, b in select (r < 0), r + b, r
    a floordiv b = let neg = a < 0, q = divsi (neg ? -1 - a : a), b in neg ? -1 - q : q
    a ceildiv b  = let np = a <= 0, q = divsi (np ? -a : a - 1), b in np ? -q : q + 1

    affine.for %i = max #lb(%a)[%n] to min #ub(%a)[%n] step 2 { ... }
  ==>
    %lb = arith.maxsi ..., %ub = arith.minsi ..., %c2 = arith.constant 2 : index
    scf.for %i = %lb to %ub step %c2 { ... }

Ops are visited in pre-order; each is first folded (repeatedly, in place, or replaced by
constants), as upstream's dialect conversion does, then lowered.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...dialects import arith as ar
from ...dialects import memref as mr
from ...dialects import scf
from ...dialects.arith.attrs import CMPI_PREDICATES, IntegerOverflowAttr
from ...ir.affine import AffineBinaryExpr, AffineConstantExpr, AffineDimExpr, AffineSymbolExpr
from ...ir.affine_expr import ADD, CEILDIV, FLOORDIV, MOD, MUL
from ...ir.attrs import FloatAttr, IntegerAttr
from ...ir.core import Operation, Value
from ...ir.types import i1, i64, index
from ...passes.base import Pass, PassFailure, register_pass
from ...rewrite.driver import constant_value, materialize_constant
from ...rewrite.pattern import Rewriter

NSW = IntegerOverflowAttr(1)


class _Unsupported(Exception):
    """A lowering that cannot apply: its ops are rolled back and the op stays, with an error."""


class _Emitter:
    """Creates arith ops before an anchor op (remembering them, to roll back a failed lowering)."""

    def __init__(self, rw: Rewriter, anchor: Operation) -> None:
        self.rw = rw
        self.anchor = anchor
        self.created: list[Operation] = []

    def op(self, new: Operation):
        self.rw.insert(new)
        self.created.append(new)
        return new.results[0] if new.results else new

    def const(self, v: int, t=index):
        return self.op(ar.ConstantOp.build_constant(IntegerAttr(v, t), self.anchor.loc))

    def binary(self, cls, a, b, props=None, t=None):
        return self.op(cls.create([a, b], [t or a.type], dict(props or {}), loc=self.anchor.loc))

    def cmpi(self, pred: str, a, b):
        return self.op(ar.CmpIOp.create([a, b], [i1], {"predicate": IntegerAttr(CMPI_PREDICATES.index(pred), i64)},
                                        loc=self.anchor.loc))

    def select(self, c, a, b):
        return self.op(ar.SelectOp.create([c, a, b], [a.type], loc=self.anchor.loc))


def expand_expr(em: _Emitter, e, dims, syms):
    """upstream's AffineApplyExpander: post-order, one op per node, constants where they occur."""
    t = type(e)
    if t is AffineDimExpr:
        return dims[e.position]
    if t is AffineSymbolExpr:
        return syms[e.position]
    if t is AffineConstantExpr:
        return em.const(e.value)
    assert isinstance(e, AffineBinaryExpr)
    if e.kind in (MOD, FLOORDIV, CEILDIV) and type(e.rhs) is AffineConstantExpr and e.rhs.value <= 0:
        what = "modulo" if e.kind == MOD else "division"
        raise _Unsupported(f"{what} by non-positive value is not supported")
    lhs = expand_expr(em, e.lhs, dims, syms)
    rhs = expand_expr(em, e.rhs, dims, syms)
    if e.kind == ADD:
        return em.binary(ar.AddIOp, lhs, rhs)
    if e.kind == MUL:
        return em.binary(ar.MulIOp, lhs, rhs, {"overflowFlags": NSW})
    if e.kind == MOD:
        rem = em.binary(ar.RemSIOp, lhs, rhs)
        zero = em.const(0)
        neg = em.cmpi("slt", rem, zero)
        fixed = em.binary(ar.AddIOp, rem, rhs)
        return em.select(neg, fixed, rem)
    if e.kind == FLOORDIV:
        zero = em.const(0)
        minus_one = em.const(-1)
        neg = em.cmpi("slt", lhs, zero)
        flipped = em.binary(ar.SubIOp, minus_one, lhs)
        dividend = em.select(neg, flipped, lhs)
        q = em.binary(ar.DivSIOp, dividend, rhs)
        fq = em.binary(ar.SubIOp, minus_one, q)
        return em.select(neg, fq, q)
    zero = em.const(0)
    one = em.const(1)
    nonpos = em.cmpi("sle", lhs, zero)
    negated = em.binary(ar.SubIOp, zero, lhs)
    dec = em.binary(ar.SubIOp, lhs, one)
    dividend = em.select(nonpos, negated, dec)
    q = em.binary(ar.DivSIOp, dividend, rhs)
    nq = em.binary(ar.SubIOp, zero, q)
    iq = em.binary(ar.AddIOp, q, one)
    return em.select(nonpos, nq, iq)


def expand_map(em: _Emitter, amap, operands) -> list:
    nd = amap.num_dims
    dims, syms = list(operands[:nd]), list(operands[nd:])
    return [expand_expr(em, e, dims, syms) for e in amap.results]


def _reduce_chain(em: _Emitter, values, cls):
    acc = values[0]
    for v in values[1:]:
        acc = em.binary(cls, acc, v)
    return acc


def lower_map_max(em, amap, operands):
    return _reduce_chain(em, expand_map(em, amap, operands), ar.MaxSIOp)


def lower_map_min(em, amap, operands):
    return _reduce_chain(em, expand_map(em, amap, operands), ar.MinSIOp)


# ------------------------------------------------------------------------------------------------
# per-op lowerings (upstream's patterns); each returns nothing and replaces its op


def _lower_apply(rw, em, op):
    rw.replace_op(op, expand_map(em, op.affine_map, op.operands))


def _lower_min(rw, em, op):
    rw.replace_op(op, [lower_map_min(em, op.affine_map, op.operands)])


def _lower_max(rw, em, op):
    rw.replace_op(op, [lower_map_max(em, op.affine_map, op.operands)])


def _lower_for(rw, em, op):
    lb = lower_map_max(em, op.lower_map, op.lower_operands)
    ub = lower_map_min(em, op.upper_map, op.upper_operands)
    step = em.const(op.step_value)
    new = scf.ForOp.build_for(lb, ub, step, list(op.inits), loc=op.loc)
    rw.insert(new)
    new_body = new.regions[0].blocks[0]
    for o in list(new_body.ops):
        o.erase()
    old_body = op.regions[0].blocks[0]
    rw.merge_blocks(old_body, new_body, list(new_body.args))
    rw.replace_op(op, list(new.results))


def _lower_if(rw, em, op):
    s = op.integer_set
    operands = list(op.operands)
    zero = em.const(0)
    cond = None
    for c, eq in zip(s.constraints, s.eq_flags):
        v = expand_expr(em, c, operands[:s.num_dims], operands[s.num_dims:])
        cmp = em.cmpi("eq" if eq else "sge", v, zero)
        cond = cmp if cond is None else em.binary(ar.AndIOp, cond, cmp)
    if cond is None:
        cond = em.const(1, i1)
    has_else = bool(op.regions[1].blocks)
    new = scf.IfOp.build_if(cond, op.result_types, with_else=has_else, loc=op.loc)
    rw.insert(new)
    for i in range(2 if has_else else 1):
        dst = new.regions[i]
        for b in list(dst.blocks):
            rw.erase_block(b)
        rw.inline_region_before(op.regions[i], dst, 0)
    rw.replace_op(op, list(new.results))


def _identity(kind: str, t, em):
    if kind in ("addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"):
        v = {"addf": 0.0, "mulf": 1.0, "maximumf": float("-inf"), "minimumf": float("inf"),
             "maxnumf": math.copysign(math.nan, -1.0), "minnumf": math.nan}[kind]
        return em.op(ar.ConstantOp.build_constant(FloatAttr(v, t), em.anchor.loc))
    w = t.width
    v = {"addi": 0, "ori": 0, "xori": 0, "maxu": 0, "muli": 1, "andi": -1, "minu": -1,
         "maxs": -(1 << (w - 1)), "mins": (1 << (w - 1)) - 1}[kind]
    return em.const(v, t)


_COMBINE = {"addf": "AddFOp", "mulf": "MulFOp", "maximumf": "MaximumFOp", "minimumf": "MinimumFOp",
            "maxnumf": "MaxNumFOp", "minnumf": "MinNumFOp", "addi": "AddIOp", "muli": "MulIOp",
            "maxs": "MaxSIOp", "mins": "MinSIOp", "maxu": "MaxUIOp", "minu": "MinUIOp", "andi": "AndIOp",
            "ori": "OrIOp", "xori": "XOrIOp"}


def _lower_parallel(rw, em, op):
    if "assign" in op.reduction_kinds:
        # upstream's getIdentityValueAttr has no identity for 'assign': the pattern fails with an
        # error diagnostic and the op stays (lower-affine is a partial conversion)
        raise _Unsupported("Reduction operation type not supported")
    lbs, ubs, i, j = [], [], 0, 0
    lm, um = op.lower_map, op.upper_map
    for lg, ug in zip(op.lower_groups, op.upper_groups):
        lbs.append(lower_map_max(em, lm.get_slice_map(i, lg), op.lower_operands))
        ubs.append(lower_map_min(em, um.get_slice_map(j, ug), op.upper_operands))
        i += lg
        j += ug
    steps = [em.const(s) for s in op.step_values]
    term = op.regions[0].blocks[0].last
    kinds = op.reduction_kinds
    inits = [_identity(k, t, em) for k, t in zip(kinds, op.result_types)]
    new = scf.ParallelOp.build_parallel(lbs, ubs, steps, inits, loc=op.loc)
    rw.insert(new)
    rw.erase_block(new.regions[0].blocks[0])
    rw.inline_region_before(op.regions[0], new.regions[0], 0)
    reduce = scf.ReduceOp.build_reduce([rw.lookup(v) for v in term.operands], loc=term.loc)
    rw.create_before(term, reduce)
    for k, r in zip(kinds, reduce.regions):
        b = r.blocks[0]
        with rw.saved():
            rw.set_at_end(b)
            cls = getattr(ar, _COMBINE[k])
            res = rw.insert(cls.create([b.args[0], b.args[1]], [b.args[0].type], loc=term.loc)).results[0]
            rw.insert(scf.ReduceReturnOp.create([res], loc=term.loc))
    rw.replace_op(op, list(new.results))
    rw.erase_op(term)


def _indices(em, op):
    return expand_map(em, op.properties["map"].value, list(op.indices))


def _lower_load(rw, em, op):
    idx = _indices(em, op)
    rw.replace_op(op, [em.op(mr.LoadOp.build_load(op.memref, idx))])


def _lower_store(rw, em, op):
    idx = _indices(em, op)
    em.op(mr.StoreOp.build_store(op.value, op.memref, idx))
    rw.erase_op(op)


def _lower_prefetch(rw, em, op):
    idx = _indices(em, op)
    props = {k: op.properties[k] for k in ("isWrite", "localityHint", "isDataCache")}
    em.op(mr.PrefetchOp.create([op.memref] + idx, [], props, loc=op.loc))
    rw.erase_op(op)


def _lower_vector_load(rw, em, op):
    from ...dialects.vector import ops_compute_memory as vec

    idx = _indices(em, op)
    new = vec.LoadOp.create([op.memref] + idx, [op.results[0].type], loc=op.loc)
    rw.replace_op(op, [em.op(new)])


def _lower_vector_store(rw, em, op):
    from ...dialects.vector import ops_compute_memory as vec

    idx = _indices(em, op)
    em.op(vec.StoreOp.create([op.value, op.memref] + idx, [], loc=op.loc))
    rw.erase_op(op)


def _lower_dma_start(rw, em, op):
    src, si, dst, di, tag, ti, rest = op._layout()
    from ...dialects.affine._common import map_attr

    s_idx = expand_map(em, map_attr(op, "src_map"), list(si))
    d_idx = expand_map(em, map_attr(op, "dst_map"), list(di))
    t_idx = expand_map(em, map_attr(op, "tag_map"), list(ti))
    ops = [src] + s_idx + [dst] + d_idx + [rest[0], tag] + t_idx + list(rest[1:])
    em.op(mr.DmaStartOp.create(ops, [], loc=op.loc))
    rw.erase_op(op)


def _lower_dma_wait(rw, em, op):
    from ...dialects.affine._common import map_attr

    m = map_attr(op, "tag_map")
    tag = op.operand(0)
    idx = expand_map(em, m, list(op.operands[1:1 + m.num_inputs]))
    em.op(mr.DmaWaitOp.create([tag] + idx + [op.operands[-1]], [], loc=op.loc))
    rw.erase_op(op)


def _strides(em, dyn, statics, non_negative: bool) -> list:
    """upstream's computeStrides: suffix products of the basis (without its outer bound), static
    factors folded into one constant, dynamic ones multiplied in (nsw, and nuw when known >= 0)."""
    from ...ir.types import DYNAMIC

    flags = IntegerOverflowAttr(3 if non_negative else 1)
    out, k, dyn_part, static_part = [], len(dyn), None, 1
    for elem in reversed(statics):
        if elem == DYNAMIC:
            v = dyn[k - 1]
            dyn_part = v if dyn_part is None else em.binary(ar.MulIOp, dyn_part, v, {"overflowFlags": flags})
            k -= 1
        else:
            static_part *= elem
        if dyn_part is not None and static_part == 1:
            out.append(dyn_part)
        else:
            stride = em.const(static_part)
            if dyn_part is not None:
                stride = em.binary(ar.MulIOp, dyn_part, stride, {"overflowFlags": flags})
            out.append(stride)
    return out[::-1]


def _lower_delinearize(rw, em, op):
    """upstream's affine-expand-index-ops: the outermost result is a floordivsi by its stride, the
    others a non-negative remainder (divided by the next stride except for the innermost)."""
    statics = list(op.properties["static_basis"].value)
    n = len(op.results)
    x = op.linear_index
    if n == len(statics):
        statics = statics[1:]
    if n == 1:
        rw.replace_op(op, [x])
        return
    strides = _strides(em, list(op.dynamic_basis), statics, True)
    zero = em.const(0)

    def mod_term(stride):
        rem = em.binary(ar.RemSIOp, x, stride)
        neg = em.cmpi("slt", rem, zero)
        fixed = em.binary(ar.AddIOp, rem, stride, {"overflowFlags": NSW})
        return em.select(neg, fixed, rem)

    out = [em.binary(ar.FloorDivSIOp, x, strides[0])]
    for i in range(len(strides) - 1):
        out.append(em.binary(ar.DivSIOp, mod_term(strides[i]), strides[i + 1]))
    out.append(mod_term(strides[-1]))
    rw.replace_op(op, out)


def _invariant_loops(value, user) -> int:
    """numEnclosingInvariantLoops: enclosing loops (innermost first) that ``value`` is defined outside of."""
    from ...ir.op import LoopLike

    count, cur = 0, user
    while True:
        loop = cur.parent_op
        while loop is not None and LoopLike not in type(loop).traits:
            loop = loop.parent_op
        if loop is None or loop.is_ancestor_of(value.defining_op or value.owner.parent_op) \
                or (value.defining_op is None and value.owner.parent_op is loop):
            return count
        cur = loop
        count += 1


def _lower_linearize(rw, em, op):
    """sum of index * stride (the innermost unscaled), most loop-invariant terms first, all nsw."""
    idx = list(op.multi_index)
    if not idx:
        rw.replace_op(op, [em.const(0)])
        return
    statics = list(op.properties["static_basis"].value)
    if len(idx) == len(statics):
        statics = statics[1:]
    disjoint = op.properties.get("disjoint") is not None and not isinstance(op.properties.get("disjoint"),
                                                                           IntegerAttr)
    strides = _strides(em, list(op.dynamic_basis), statics, disjoint)
    terms = [(em.binary(ar.MulIOp, v, st, {"overflowFlags": NSW}), _invariant_loops(v, op))
             for v, st in zip(idx[:-1], strides)]
    terms.append((idx[-1], _invariant_loops(idx[-1], op)))
    terms.sort(key=lambda t: -t[1])
    acc = terms[0][0]
    for t, _ in terms[1:]:
        acc = em.binary(ar.AddIOp, acc, t, {"overflowFlags": NSW})
    rw.replace_op(op, [acc])


def _lower_yield(rw, em, op):
    parent = op.parent_op
    if parent is not None and parent.name in ("scf.for", "scf.if"):
        rw.replace_op_with_new(op, scf.YieldOp.build_yield(list(op.operands), loc=op.loc))


LOWERINGS = {
    "affine.apply": _lower_apply, "affine.min": _lower_min, "affine.max": _lower_max,
    "affine.for": _lower_for, "affine.if": _lower_if, "affine.parallel": _lower_parallel,
    "affine.load": _lower_load, "affine.store": _lower_store, "affine.prefetch": _lower_prefetch,
    "affine.vector_load": _lower_vector_load, "affine.vector_store": _lower_vector_store,
    "affine.yield": _lower_yield, "affine.dma_start": _lower_dma_start, "affine.dma_wait": _lower_dma_wait,
    "affine.delinearize_index": _lower_delinearize, "affine.linearize_index": _lower_linearize,
}


class _DeferringRewriter(Rewriter):
    """Replacements are recorded, not applied, until the conversion ends (as upstream's
    ConversionPatternRewriter): a replaced op stays in place, so later folds still see it (an
    affine.if still composes the affine.apply feeding it), while lowerings read the new values."""

    def __init__(self) -> None:
        super().__init__()
        self.mapping: dict = {}
        self.zombies: list = []
        self.replaced: set = set()

    def is_ignored(self, op) -> bool:
        """Whether ``op`` sits inside a replaced op: upstream's conversion ignores such ops (a
        zero-trip affine.for folded to its inits takes its body with it)."""
        p = op.parent_op
        while p is not None:
            if p in self.replaced:
                return True
            p = p.parent_op
        return False

    def lookup(self, v):
        while v in self.mapping:
            v = self.mapping[v]
        return v

    def replace_op(self, op, values) -> None:
        if isinstance(values, Operation):
            values = values.results
        if not op.results:
            self.erase_op(op)
            return
        for r, v in zip(op.results, values):
            self.mapping[r] = v
        self.zombies.append(op)
        self.replaced.add(op)

    def finalize(self) -> None:
        for op in self.zombies:
            for r in op.results:
                r.replace_all_uses_with(self.lookup(r))
        for op in reversed(self.zombies):
            if op.parent is not None:
                op.erase()


def _try_fold(rw: _DeferringRewriter, op) -> str:
    """upstream's legalizeWithFold: 'inplace', 'replaced' or 'none'."""
    fold = getattr(op, "fold", None)
    if fold is None:
        return "none"
    res = fold([constant_value(v) for v in op.operands])
    if res is None:
        return "none"
    if res is op or (op.results and res is op.results[0]):
        return "inplace"
    res = res if isinstance(res, (list, tuple)) else [res]
    values = []
    for r, x in zip(op.results, res):
        if isinstance(x, Value):
            values.append(x)
            continue
        with rw.saved():
            rw.set_before(op)
            c = materialize_constant(rw, "arith", x, r.type, op.loc)
        values.append(c.results[0])
    rw.replace_op(op, values)
    return "replaced"


def lower_affine(root: Operation) -> None:
    rw = _DeferringRewriter()
    todo = [o for o in root.walk() if o.name.startswith("affine.")]
    for op in todo:
        if op.parent is None or rw.is_ignored(op):
            continue
        for _ in range(100):
            r = _try_fold(rw, op)
            if r != "inplace":
                break
        if r == "replaced" or op.parent is None:
            continue
        fn = LOWERINGS.get(op.name)
        if fn is None:
            from ...syntax.printer import PrintOptions, print_op_local

            raise PassFailure(f"failed to legalize operation '{op.name}' that was explicitly marked illegal: "
                              f"{print_op_local(op, PrintOptions(generic=True))}", op)
        # the lowering reads the converted operands; a replaced op keeps its original ones (as
        # upstream's adaptor), so a later fold still composes through a chain of affine.apply
        original = list(op.operands)
        op.set_operands([rw.lookup(v) for v in original])
        em = _Emitter(rw, op)
        try:
            with rw.saved():
                rw.set_before(op)
                fn(rw, em, op)
            if op in rw.replaced:
                op.set_operands(original)
        except _Unsupported as e:
            from ...ir.diagnostics import emit_error

            for o in reversed(em.created):
                o.erase()
            emit_error(op.loc, str(e))
    rw.finalize()


@register_pass("lower-affine", "Lower Affine operations to a combination of Arith and SCF operations")
@dataclass
class LowerAffine(Pass):
    display_name = "LowerAffinePass"

    def run(self, op):
        lower_affine(op)
