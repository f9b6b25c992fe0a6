"""affine-simplify-with-bounds: delinearize(linearize disjoint) pairs whose trailing bases have
equal products, proved with the value-bounds analysis (upstream's SimplifyAffineWithBounds).

Canonicalization matches bases only when they are the same constant or SSA value; these two
patterns compare products, so a group of linearize dims may meet one delinearize dim or the other
way round, also for dynamic sizes (`%n * 8` and `affine.apply (s0 * 8)(%n)` are equal):

    %l = affine.linearize_index disjoint [%a, %b, %c] by (4, 8, 8) : index
    %d:2 = affine.delinearize_index %l into (4, 64) : index, index
  ==>
    %t = affine.linearize_index disjoint [%b, %c] by (8, 8) : index     // %d#0 -> %a, %d#1 -> %t

    %l = affine.linearize_index disjoint [%a, %b] by (4, 64) : index
    %d:3 = affine.delinearize_index %l into (4, 8, 8) : index, index, index
  ==>
    %t:2 = affine.delinearize_index %b into (8, 8) : index, index         // %a, %t#0, %t#1

Both scan from the innermost dims and stop at the first dim without a match; the unmatched
prefixes stay as a smaller linearize/delinearize pair.  A third pattern drops the results of a
multi-result affine.for bound that another result provably beats strictly (SimplifyAffineForBoundMap).
The pass runs them with the two index ops' canonicalization patterns, greedily and bottom-up (upstream's
default config), on whatever op it is given.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.affine.index_canonicalize import (
    _delin_has_outer, _is_disjoint, mixed_basis, new_delinearize, new_linearize,
)
from ...ir.affine import AffineMap
from ...ir.affine_expr import AffineConstantExpr, AffineSymbolExpr
from ...passes.base import Pass, register_pass
from ...rewrite.pattern import FrozenPatternSet, RewritePattern


def _product(basis: list):
    """(expression, operands): the product of static entries and symbols for the dynamic ones."""
    expr, operands = AffineConstantExpr(1), []
    for b in basis:
        if isinstance(b, int):
            expr = expr * AffineConstantExpr(b)
        else:
            operands.append(b)
            expr = expr * AffineSymbolExpr(len(operands) - 1)
    return expr, operands


def products_equal(lhs: list, rhs: list) -> bool:
    """ValueBoundsConstraintSet::areEqual of the two products (both <= and >= proven), at upstream's
    precision (value_bounds_strong)."""
    from .analysis.value_bounds_strong import strong_compare

    le, lops = _product(lhs)
    re_, rops = _product(rhs)
    if len(lops) > 1 or len(rops) > 1:  # a product of two sizes is not affine: not provable
        return False
    shifted = re_.replace_dims_and_symbols((), [AffineSymbolExpr(len(lops) + i) for i in range(len(rops))])
    ops = lops + rops
    return strong_compare(le, "<=", shifted, ops) is True and strong_compare(le, ">=", shifted, ops) is True


def _leading_results(rw, op, lin, ins, lb, db, lin_used: int, delin_used: int) -> list:
    """Results for the unmatched prefix: a residual linearize/delinearize pair, or, when every
    delinearize basis element matched and it has no outer bound, its outermost result (0, the one
    remaining input, or the remaining inputs linearized)."""
    if delin_used < len(db):
        res_lin = new_linearize(rw, op, ins[:len(ins) - lin_used], lb[:len(lb) - lin_used], _is_disjoint(lin))
        res_del = new_delinearize(rw, op, res_lin.results[0], db[:len(db) - delin_used], _delin_has_outer(op))
        return list(res_del.results)
    if _delin_has_outer(op):
        return []
    remaining = ins[:len(ins) - lin_used]
    if not remaining:
        from ...dialects.arith.ops_misc import ConstantOp
        from ...ir.attrs import IntegerAttr
        from ...ir.types import index

        return [rw.create_before(op, ConstantOp.build_constant(IntegerAttr(0, index), op.loc)).results[0]]
    if len(remaining) == 1:
        return remaining
    return [new_linearize(rw, op, remaining, lb[:len(lb) - lin_used], _is_disjoint(lin)).results[0]]


def _pair(op):
    lin = op.linear_index.defining_op
    if lin is None or lin.name != "affine.linearize_index":
        return None, "index doesn't come from linearize"
    if not _is_disjoint(lin):
        return None, "not disjoint"
    return lin, ""


def _trailing_groups(many: list, one: list, many_is_lhs: bool) -> tuple[list[int], int, int]:
    """Match trailing basis entries from the back: each entry of ``one`` against the fewest trailing
    entries of ``many`` with the same product (``many_is_lhs``: which side products_equal gets them
    on). Returns the group sizes (back to front) and how many entries of ``many`` and ``one`` matched."""
    used_many = used_one = 0
    groups = []
    while used_many < len(many) and used_one < len(one):
        target = [one[len(one) - used_one - 1]]
        for k in range(1, len(many) - used_many + 1):
            group = many[len(many) - used_many - k:len(many) - used_many]
            if products_equal(group, target) if many_is_lhs else products_equal(target, group):
                groups.append(k)
                used_many += k
                used_one += 1
                break
        else:
            break
    return groups, used_many, used_one


class _DisjointTailPattern(RewritePattern):
    """A delinearize of a disjoint linearize whose trailing dims match in groups (``_trailing_groups``):
    the unmatched prefix goes through ``_leading_results``, each group through ``_group_results``."""

    root = "affine.delinearize_index"
    many_is_linearize: bool  # whether a group spans several linearize dims (else delinearize dims)

    def match_and_rewrite(self, op, rw):
        lin, why = _pair(op)
        if lin is None:
            return rw.fail(op, why)
        lb, db, ins = mixed_basis(lin), mixed_basis(op), list(lin.multi_index)
        if self.many_is_linearize:
            groups, lin_used, delin_used = _trailing_groups(lb, db, many_is_lhs=True)
        else:
            groups, delin_used, lin_used = _trailing_groups(db, lb, many_is_lhs=False)
        if lin_used == 0:
            return rw.fail(op, "no trailing dimensions matched")
        results = _leading_results(rw, op, lin, ins, lb, db, lin_used, delin_used)
        results += self._group_results(rw, op, groups, ins[len(ins) - lin_used:], lb[len(lb) - lin_used:],
                                       db[len(db) - delin_used:])
        rw.replace_op(op, results)
        return True


class SimplifyDelinearizeOfLinearizeDisjointManyToOneTail(_DisjointTailPattern):
    """Trailing groups of linearize dims whose basis product equals one delinearize dim each."""

    many_is_linearize = True

    def _group_results(self, rw, op, groups, matched_ins, matched_lb, matched_db) -> list:
        results, offset = [], 0
        for count in reversed(groups):
            if count == 1:
                results.append(matched_ins[offset])
            else:
                results.append(new_linearize(rw, op, matched_ins[offset:offset + count],
                                             matched_lb[offset:offset + count], True).results[0])
            offset += count
        return results


class SimplifyDelinearizeOfLinearizeDisjointOneToManyTail(_DisjointTailPattern):
    """Trailing linearize dims whose basis equals the product of a group of delinearize dims."""

    many_is_linearize = False

    def _group_results(self, rw, op, groups, matched_ins, matched_lb, matched_db) -> list:
        results, del_off = [], 0
        for in_off, count in enumerate(reversed(groups)):
            if count == 1:
                results.append(matched_ins[in_off])
            else:
                results.extend(new_delinearize(rw, op, matched_ins[in_off], matched_db[del_off:del_off + count],
                                               True).results)
            del_off += count
        return results


def _strictly_less(lhs, rhs, num_dims: int, num_symbols: int, operands) -> bool:
    """Whether ``lhs < rhs`` is proven for every value of the operands, at upstream's precision
    (ValueBoundsConstraintSet::compare, LT: Fourier-Motzkin, not isl's exact answer)."""
    from .analysis.value_bounds_strong import strong_compare

    as_symbols = [AffineSymbolExpr(i) for i in range(num_dims + num_symbols)]
    lhs = lhs.replace_dims_and_symbols(as_symbols[:num_dims], as_symbols[num_dims:])
    rhs = rhs.replace_dims_and_symbols(as_symbols[:num_dims], as_symbols[num_dims:])
    return strong_compare(lhs, "<", rhs, operands) is True


def prune_dominated_results(m: AffineMap, operands, is_max: bool) -> AffineMap:
    """``m`` without the results that some other result provably beats strictly: below another one
    for a max (a lower bound), above another one for a min (an upper bound).  Results proved equal
    both stay, and a result merely no better than another (``d0 <= 8`` next to ``8``) stays too."""
    res = list(m.results)
    keep = [e for i, e in enumerate(res)
            if not any(j != i and (_strictly_less(e, o, m.num_dims, m.num_symbols, operands) if is_max else
                                   _strictly_less(o, e, m.num_dims, m.num_symbols, operands))
                       for j, o in enumerate(res))]
    return m if len(keep) == len(res) else AffineMap(m.num_dims, m.num_symbols, keep)


class SimplifyAffineForBoundMap(RewritePattern):
    """Drops the results of a multi-result affine.for bound that another result of the same bound
    provably beats, using the value bounds of the operands (enclosing IVs, affine.min/max,
    delinearize results, arith ops):

        %x = affine.max (s0, 10)[%n]
        affine.for %i = 0 to 10 {
          affine.for %j = 0 to min (d0, s0)(%i)[%x]        // %i <= 9 < 10 <= %x
      ==>
          affine.for %j = 0 to (d0)(%i)

    The loop's fold then drops the operands no result uses."""

    root = "affine.for"

    def match_and_rewrite(self, op, rw):
        lb, ub = op.lower_map, op.upper_map
        if len(lb.results) < 2 and len(ub.results) < 2:
            return rw.fail(op, "single-result bounds")
        lb_ops, ub_ops = list(op.lower_operands), list(op.upper_operands)
        new_lb = prune_dominated_results(lb, lb_ops, True) if len(lb.results) > 1 else lb
        new_ub = prune_dominated_results(ub, ub_ops, False) if len(ub.results) > 1 else ub
        if new_lb is lb and new_ub is ub:
            return rw.fail(op, "no bound result is dominated")
        rw.modify_in_place(op, lambda: op.set_bounds(new_lb, lb_ops, new_ub, ub_ops))
        return True


def _patterns() -> FrozenPatternSet:
    from ...dialects.affine.dma_index import DelinearizeIndexOp, LinearizeIndexOp

    pats = []
    for cls in (DelinearizeIndexOp, LinearizeIndexOp):  # cheap exact matches first, as upstream
        pats += [p() if isinstance(p, type) else p for p in cls.canonicalization_patterns]
    pats += [SimplifyDelinearizeOfLinearizeDisjointManyToOneTail(),
             SimplifyDelinearizeOfLinearizeDisjointOneToManyTail(), SimplifyAffineForBoundMap()]
    return FrozenPatternSet(pats)


@register_pass("affine-simplify-with-bounds", "Simplify affine index operations using value bounds analysis")
@dataclass
class SimplifyAffineWithBounds(Pass):
    display_name = "SimplifyAffineWithBounds"

    def run(self, op) -> None:
        from ...rewrite.driver import apply_patterns_greedily

        # upstream's applyPatternsGreedily with the default config: bottom-up (canonicalize runs
        # top-down), which decides e.g. whether an affine.if composes an affine.apply operand before
        # that apply folds away
        apply_patterns_greedily(op, _patterns(), top_down=False)
