"""affine-loop-normalize{promote-single-iter}: affine.for loops start at 0 with step 1 (upstream's
normalizeAffineFor); the old IV is rebuilt at the top of the body.

    affine.for %i = %lb to %ub step 2 { use(%i) }
  ==>
    affine.for %i = 0 to affine_map<()[s0, s1] -> ((s0 - s1) ceildiv 2)>()[%ub, %lb] {
      %old = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%lb]
      use(%old)
    }

    affine.parallel (%i, %j) = (2, %a) to (10, %b) step (3, 1) { use(%i, %j) }
  ==> (upstream's normalizeAffineParallel)
    affine.parallel (%i, %j) = (0, 0) to (3, %b - %a) {
      %0 = affine.apply affine_map<(d0) -> (d0 * 3 + 2)>(%i)
      %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%j)[%a]
      use(%0, %1)
    }

Loops with a `max` lower bound, and affine.parallel ops with max/min bounds, are left alone
(VECIR_DEBUG_ONLY=affine-loop-normalize says so).  Normalization changes no iteration, so it needs
no dependence check.

With `use-expensive-math`, every affine.for that now runs from 0 by 1 to a single upper bound
whose smallest value is a constant m > 0 (analysis/value_bounds.py, upstream's
ValueBoundsConstraintSet) gets the constant bound m when that is also its largest value; otherwise
it is split into a copy running 0 to m and the loop itself running m to its bound, carrying the
copy's results as its iter_args (upstream's inferAffineLoopUpperConstantBound):

    affine.for %j = 0 to #ub(%i) { ... }       (%i in [2, 8]: #ub(%i) = %i + 1 in [3, 9])
  ==>
    affine.for %j = 0 to 3 { ... }
    affine.for %j = 3 to #ub(%i) { ... }
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.affine._common import canonicalize_map_and_operands, compose_affine_map_and_operands
from ...ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymbolExpr
from ...ir.attrs import AffineMapAttr, ArrayAttr, IntegerAttr
from ...ir.types import IntegerType, index
from ...passes.base import Pass, register_pass
from .analysis.trip_count import value_map_difference
from .analysis.value_bounds import constant_bounds
from .debug import debug
from .loop_utils import make_apply, promote_if_single_iteration

DEBUG_TYPE = "affine-loop-normalize"


def normalize_affine_for(op, promote_single_iter: bool = False) -> bool:
    if promote_single_iter and promote_if_single_iteration(op):
        return True
    lb, _ = op.constant_bounds()
    if lb == 0 and op.step_value == 1:
        return True
    if len(op.lower_map.results) != 1:
        debug(DEBUG_TYPE, "a max lower bound cannot be normalized")
        return False
    step = op.step_value
    lbm, lbo = op.lower_map, list(op.lower_operands)
    padded = AffineMap(lbm.num_dims, lbm.num_symbols, [lbm.results[0]] * len(op.upper_map.results))
    diff, dops = value_map_difference(op.upper_map, list(op.upper_operands), padded, lbo)
    n = len(diff.results)
    scale = AffineMap(n, 0, [AffineDimExpr(i).ceildiv(step) for i in range(n)])
    new_ub = scale.compose(diff)
    op.set_bounds(AffineMap.constant_map(0), [], new_ub, dops)
    op.properties["step"] = IntegerAttr(1, index)
    iv = op.induction_var
    body = op.regions[0].blocks[0]
    scale_iv = AffineMap(1, 0, [AffineDimExpr(0) * -step])
    m, ops = value_map_difference(lbm, lbo, scale_iv, [iv])
    first = body.first
    apply = make_apply(m, ops, op.loc, first)
    new_iv = apply.results[0]
    iv.replace_uses_if(new_iv, lambda use: use.owner is not apply)
    return True


def normalize_affine_parallel(op) -> bool:
    lbm, ubm = op.lower_map, op.upper_map
    n = len(op.ivs)
    if len(lbm.results) != n or len(ubm.results) != n:
        debug(DEBUG_TYPE, "an affine.parallel with max/min bounds is not normalized")
        return False
    steps = op.step_values
    if all(type(e) is AffineConstantExpr and e.value == 0 and s == 1 for e, s in zip(lbm.results, steps)):
        return True
    lbo = list(op.lower_operands)
    diff, dops = value_map_difference(ubm, list(op.upper_operands), lbm, lbo)
    body = op.regions[0].blocks[0]
    first = body.first
    nd = lbm.num_dims
    for i, (iv, step) in enumerate(zip(op.ivs, steps)):
        m = AffineMap(nd + 1, lbm.num_symbols, [lbm.results[i] + AffineDimExpr(nd) * step])
        apply = make_apply(m, lbo[:nd] + [iv] + lbo[nd:], op.loc, first)
        iv.replace_uses_if(apply.results[0], lambda use, a=apply: use.owner is not a)
    ub = AffineMap(diff.num_dims, diff.num_symbols, [e.ceildiv(s) for e, s in zip(diff.results, steps)])
    op.set_operands(list(dops))
    op.properties["lowerBoundsMap"] = AffineMapAttr(AffineMap(0, 0, [AffineConstantExpr(0)] * n))
    op.properties["upperBoundsMap"] = AffineMapAttr(ub)
    op.properties["steps"] = ArrayAttr([IntegerAttr(1, IntegerType(64)) for _ in steps])
    return True


def _set_constant_upper_bound(op, ub: int) -> None:
    op.set_bounds(op.lower_map, list(op.lower_operands), AffineMap.constant_map(ub), [])


def _set_constant_lower_bound(op, lb: int) -> None:
    op.set_bounds(AffineMap.constant_map(lb), [], op.upper_map, list(op.upper_operands))


def infer_constant_upper_bound(op, promote_single_iter: bool) -> bool:
    """upstream's inferAffineLoopUpperConstantBound on a normalized affine.for."""
    lb, _ = op.constant_bounds()
    if lb != 0 or op.step_value != 1 or len(op.upper_map.results) > 1:
        return False
    lo, hi = constant_bounds(op.upper_map, list(op.upper_operands))
    if lo is None or lo <= 0:
        debug(DEBUG_TYPE, "use-expensive-math: no positive constant lower bound for the upper bound")
        return False
    if hi is None or hi > lo:
        main = op.clone()
        op.parent.insert_before(op, main)
        _set_constant_upper_bound(main, lo)
        _set_constant_lower_bound(op, lo)
        n = len(op.inits)
        if n:
            ops = list(op.operands)
            op.set_operands(ops[:len(ops) - n] + list(main.results))
        if promote_single_iter:
            promote_if_single_iteration(main)
        return True
    _set_constant_upper_bound(op, lo)
    if promote_single_iter:
        promote_if_single_iteration(op)
    return True


@register_pass("affine-loop-normalize", "Apply normalization transformations to affine loop-like ops")
@dataclass
class AffineLoopNormalize(Pass):
    promote_single_iter: bool = False
    use_expensive_math: bool = False
    display_name = "AffineLoopNormalize"

    def run(self, op) -> None:
        for o in list(op.walk(post_order=True)):
            if o.name == "affine.for" and o.parent is not None:
                normalize_affine_for(o, self.promote_single_iter)
            elif o.name == "affine.parallel" and o.parent is not None:
                normalize_affine_parallel(o)
        if self.use_expensive_math:
            for o in [o for o in op.walk(post_order=True) if o.name == "affine.for" and o.parent is not None]:
                infer_constant_upper_bound(o, self.promote_single_iter)
