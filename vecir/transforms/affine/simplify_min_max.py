"""affine-simplify-min-max: drop affine.min/affine.max results that the value-bounds analysis
proves never win, and compose affine.apply chains, pulling in what an affine.min operand proves
(upstream's SimplifyAffineMinMax.cpp).

    affine.for %i = 0 to 8 {
      %m = affine.min affine_map<(d0)[s0] -> (d0 + 2, 16, d0 + 1, s0)>(%i)[%n]
  ==>
      %m = affine.min affine_map<(d0)[s0] -> (s0, d0 + 1)>(%i)[%n]        // d0 + 1 < d0 + 2, d0 + 1 < 16

The results are grouped as upstream does: result i starts a class whose bound is i; every later
result not yet in the class is compared with it (``<`` for min, ``>`` for max, strongly: the
relation or its inverse must be provable); a comparable result joins the class and, when it is
the tighter one, becomes its bound.  One bound per class is kept, in the order upstream's
``DenseMap<unsigned, Variable *>`` iterates over the classes (``_dense_map_order``), on a map
whose dims have become symbols (ValueBoundsConstraintSet::Variable's form); the min/max
canonicalization patterns then turn symbols bound to loop IVs back into dims and sort the results.

affine.apply ops are fully composed with their affine.apply producers; an affine.min operand that
is provably positive also rewrites ``x ceildiv e`` and ``(x + e - 1) floordiv e`` to 1 for each of
its results ``e`` (upstream's composeAffineMin).  Only these patterns and the min/max
canonicalization patterns run (with folding), greedily, on each function.

One deliberate difference: when a single result is left, iree-opt 3.13 turns the op into an
affine.apply whose symbols are still bound to loop IVs, which fails verification ("dimensional
operand cannot be used as a symbol"); vecir canonicalizes that map first (those symbols become
dims, unused operands go), as the canonicalization patterns do when several results are left.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.affine._common import (
    _replace_dim_or_sym, canonicalize_map_and_operands, compose_with, is_valid_dim, is_valid_symbol, map_attr,
)
from ...ir.affine import AffineMap
from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr, AffineSymbolExpr
from ...ir.attrs import AffineMapAttr
from ...passes.base import Pass, PassFailure, register_pass
from ...rewrite.pattern import FrozenPatternSet, RewritePattern
from .analysis.value_bounds_strong import strong_compare
from .debug import debug

DEBUG_TYPE = "affine-min-max"


def _as_symbols(m: AffineMap) -> AffineMap:
    """The map with d_i -> s_i and s_j -> s_(num_dims + j) (how a Variable holds a map)."""
    nd, ns = m.num_dims, m.num_symbols
    return m.replace_dims_and_symbols([AffineSymbolExpr(i) for i in range(nd)],
                                      [AffineSymbolExpr(nd + j) for j in range(ns)], 0, nd + ns)


def _strong_less(lhs, rhs, operands) -> bool | None:
    """ValueBoundsConstraintSet::strongCompare(lhs, LT, rhs) of two expressions over ``operands``
    (all symbols): True if lhs < rhs is proven, False if lhs >= rhs is, None when neither is (or the
    constraints are infeasible), at upstream's precision (Fourier-Motzkin, per-expression locals)."""
    return strong_compare(lhs, "<", rhs, operands)


def _dense_map_order(keys: list[int]) -> list[int]:
    """The iteration order of an llvm::DenseMap<unsigned, ...> into which ``keys`` were inserted in
    this order (hash k * 37, quadratic probing, 64 buckets to start, doubled at 3/4 load)."""
    def place(table, k):
        mask = len(table) - 1
        b, probe = (k * 37) & mask, 1
        while table[b] is not None:
            b = (b + probe) & mask
            probe += 1
        table[b] = k

    table: list = [None] * 64
    count = 0
    for k in keys:
        if (count + 1) * 4 >= len(table) * 3:
            old, table = table, [None] * (len(table) * 2)
            for o in old:
                if o is not None:
                    place(table, o)
        place(table, k)
        count += 1
    return [k for k in table if k is not None]


def simplify_affine_min_max_op(rw, op) -> bool:
    """upstream's simplifyAffineMinOp / simplifyAffineMaxOp: set the op's map to one bound per
    class of comparable results; False when every result is its own class."""
    m = map_attr(op)
    is_min = op.name == "affine.min"
    operands = list(op.operands)
    exprs = list(_as_symbols(m).results)
    n = len(exprs)
    debug(DEBUG_TYPE, f"analyzing value: `{op.name} {m}`")
    leader = list(range(n))

    def find(i: int) -> int:
        while leader[i] != i:
            i = leader[i]
        return i

    def join(a: int, b: int) -> None:
        a, b = find(a), find(b)
        leader[max(a, b)] = min(a, b)

    bounds: dict[int, int] = {}          # class leader -> index of its bound, in insertion order
    for i in range(n):
        eq_class = find(i)
        if eq_class in bounds:
            continue
        bound = i
        for j in range(i + 1, n):
            j_class = find(j)
            if j_class == eq_class:
                continue
            other = bounds.get(j_class, j)
            lhs, rhs = (exprs[bound], exprs[other]) if is_min else (exprs[other], exprs[bound])
            res = _strong_less(lhs, rhs, operands)
            if res is None:
                debug(DEBUG_TYPE, f"- classes #{i}, #{j_class} cannot be merged")
                continue
            debug(DEBUG_TYPE, f"- merging classes #{i}, #{j_class}: {exprs[bound]} vs {exprs[other]}: {res}")
            if not res:
                bound = other
            join(eq_class, j_class)
        bounds[find(i)] = bound
    if len(bounds) >= n:
        debug(DEBUG_TYPE, "- the affine operation couldn't get simplified")
        return False
    results = [exprs[bounds[k]] for k in _dense_map_order(list(bounds))]
    new_map = AffineMap(0, len(operands), results)
    new_operands = operands
    if len(results) == 1 and any(is_valid_dim(v) and not is_valid_symbol(v) for v in operands):
        # the next pattern makes this an affine.apply, which must not bind loop IVs to symbols
        # (iree-opt 3.13 does, and fails verification): canonicalize as the min/max would be
        new_map, new_operands = canonicalize_map_and_operands(new_map, operands)

    def update():
        op.properties["map"] = AffineMapAttr(new_map)
        if new_operands is not operands:
            op.set_operands(new_operands)

    rw.modify_in_place(op, update)
    debug(DEBUG_TYPE, f"- simplified affine op: `{op.name} {new_map}`")
    return True


class SimplifyAffineMinMaxResults(RewritePattern):
    """An affine.min/max result that a comparable result always beats is dropped (see the module
    docstring); ``root`` is set per op below."""

    def match_and_rewrite(self, op, rw):
        if not simplify_affine_min_max_op(rw, op):
            return rw.fail(op, "no result is provably dominated")
        return True


class SimplifyAffineMin(SimplifyAffineMinMaxResults):
    root = "affine.min"


class SimplifyAffineMax(SimplifyAffineMinMaxResults):
    root = "affine.max"


def _positive(min_op) -> bool:
    """Every result of ``min_op`` is proven > 0 (so is the min), one comparison per result."""
    operands = list(min_op.operands)
    zero = AffineConstantExpr(0)
    return all(strong_compare(zero, "<", e, operands) is True for e in _as_symbols(map_attr(min_op)).results)


def _replace_min_bounding_box(m: AffineMap, pos: int, dims: list, syms: list) -> AffineMap | None:
    """upstream's replaceAffineMinBoundingBoxExpression: operand ``pos`` of ``m`` (dims, then syms)
    is a positive affine.min of results e_k, so ``x ceildiv e_k`` and ``(x + e_k - 1) floordiv e_k``
    are 1 (for the e_k expressible in m's dims and symbols).  None when nothing changed."""
    is_dim = pos < len(dims)
    k = pos if is_dim else pos - len(dims)
    v = dims[k] if is_dim else syms[k]
    min_op = v.defining_op
    if not _positive(min_op):
        return None
    mm = map_attr(min_op)
    x = AffineDimExpr(k) if is_dim else AffineSymbolExpr(k)
    conversion, unmapped_d, unmapped_s = {}, [], []
    for i, d in enumerate(min_op.operands[:mm.num_dims]):
        if d in dims:
            conversion[AffineDimExpr(i)] = AffineDimExpr(dims.index(d))
        else:
            unmapped_d.append(i)
    for i, s in enumerate(min_op.operands[mm.num_dims:]):
        if s in syms:
            conversion[AffineSymbolExpr(i)] = AffineSymbolExpr(syms.index(s))
        else:
            unmapped_s.append(i)
    one = AffineConstantExpr(1)
    repl = {}
    for e in mm.results:
        if any(e.is_function_of_dim(i) for i in unmapped_d) or any(e.is_function_of_symbol(i) for i in unmapped_s):
            continue
        c = e.replace(conversion)
        repl[x.ceildiv(c)] = one
        repl[(x + c - 1).floordiv(c)] = one
    new = m.replace(repl, m.num_dims, m.num_symbols)
    return None if new is m else new


def _is_def(v, name: str) -> bool:
    return v is not None and v.defining_op is not None and v.defining_op.name == name


def _replace_apply_or_min(m: AffineMap, pos: int, dims: list, syms: list):
    v = dims[pos] if pos < len(dims) else syms[pos - len(dims)]
    if _is_def(v, "affine.min"):
        return _replace_min_bounding_box(m, pos, dims, syms)
    return _replace_dim_or_sym(m, pos, dims, syms)


def compose_with_min(m: AffineMap, operands: list):
    """composeAffineMapAndOperands(composeAffineMin = true): affine.apply producers are inlined,
    positive affine.min producers rewrite the divisions they bound; then canonicalize, simplify."""
    return compose_with(m, operands, _replace_apply_or_min)


def fully_compose_with_min(m: AffineMap, operands: list):
    """fullyComposeAffineMapAndOperands(composeAffineMin = true)."""
    while any(_is_def(v, "affine.apply") for v in operands):
        m, operands = compose_with_min(m, operands)
    if any(_is_def(v, "affine.min") for v in operands):
        m, operands = compose_with_min(m, operands)
    return m, operands


class SimplifyAffineApplyWithMin(RewritePattern):
    """An affine.apply fully composed with its producers (affine.min ones included):

        %m = affine.min affine_map<(d0) -> (8, -d0 + 100)>(%i)     // %i = 0 to 100 step 8: %m >= 4
        %c = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%m)
      ==>
        %c = affine.apply affine_map<() -> (1)>()                  // then folded to a constant
    """

    root = "affine.apply"

    def match_and_rewrite(self, op, rw):
        old = map_attr(op)
        m, operands = fully_compose_with_min(old, list(op.operands))
        if m is old:
            return rw.fail(op, "map unchanged by composition")

        def update():
            op.properties["map"] = AffineMapAttr(m)
            op.set_operands(operands)

        rw.modify_in_place(op, update)
        return True


def _patterns() -> FrozenPatternSet:
    from ...dialects.affine.apply import MaxOp, MinOp

    pats = []
    for cls in (MaxOp, MinOp):              # upstream's order: canonicalization patterns first
        pats += [p() if isinstance(p, type) else p for p in cls.canonicalization_patterns]
    pats += [SimplifyAffineMax(), SimplifyAffineMin(), SimplifyAffineApplyWithMin()]
    return FrozenPatternSet(pats)


@register_pass("affine-simplify-min-max", "Simplify affine min/max/apply")
@dataclass
class SimplifyAffineMinMax(Pass):
    display_name = "SimplifyAffineMinMaxPass"
    anchor = "func.func"

    def run(self, op) -> None:
        from ...rewrite.driver import apply_patterns_greedily

        # upstream's applyPatternsGreedily defaults to bottom-up (last op first), unlike canonicalize;
        # not converging in its 10 iterations fails the pass (upstream's signalPassFailure, which
        # prints nothing: vecir says why, as its other greedy passes do)
        if not apply_patterns_greedily(op, _patterns(), top_down=False):
            raise PassFailure("greedy pattern application did not converge", op)
