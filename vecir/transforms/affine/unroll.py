"""affine-loop-unroll{unroll-factor unroll-up-to-factor unroll-full-threshold unroll-num-reps
cleanup-unroll}: unroll innermost affine.for loops (upstream's LoopUnroll).

    affine.for %i = 0 to 10 { S(%i) }            (unroll-factor=4)
  ==>
    affine.for %i = 0 to 8 step 4 {
      S(%i)
      %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      S(%1) ...
    }
    affine.for %i = 8 to 10 { S(%i) }            (cleanup loop for the remaining iterations)

unroll-factor=-1 unrolls fully; with unroll-full-threshold=N (and unroll-factor=-1) only loops of
constant trip count <= N are unrolled (all loops, innermost first).  iter_args are threaded
through the copies.  Unrolling never changes which iterations run, so it needs no dependence check;
loops it cannot unroll (unknown trip count for full unrolling, min/max bounds needing a cleanup
loop) are left alone, as upstream, with a reason under ``VECIR_DEBUG_ONLY=affine-loop-unroll``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.affine import AffineDimExpr, AffineMap
from ...ir.attrs import IntegerAttr
from ...ir.types import index
from ...passes.base import Pass, register_pass
from ...passes.options import typed
from .analysis.trip_count import constant_trip_count
from .debug import debug
from .loop_utils import (
    cleanup_lower_bound, generate_unrolled_body, largest_divisor_of_trip_count, make_apply,
    promote_if_single_iteration,
)

DEBUG_TYPE = "affine-loop-unroll"


def _set_step(for_op, step: int) -> None:
    for_op.properties["step"] = IntegerAttr(step, index)


def _body_is_empty(for_op) -> bool:
    return len(for_op.regions[0].blocks[0]) == 1


def loop_unroll_full(for_op) -> bool:
    tc = constant_trip_count(for_op)
    if tc is None:
        debug(DEBUG_TYPE, "full unroll needs a constant trip count")
        return False
    if tc == 0:
        return True
    if tc == 1:
        return promote_if_single_iteration(for_op)
    return loop_unroll_by_factor(for_op, tc)


def loop_unroll_up_to_factor(for_op, factor: int) -> bool:
    tc = constant_trip_count(for_op)
    if tc == 0:  # upstream unrolls by the trip count, 0, and crashes (iree-opt 3.13 segfaults)
        debug(DEBUG_TYPE, "trip count 0: nothing to unroll")
        return False
    if tc is not None and tc < factor:
        return loop_unroll_by_factor(for_op, tc)
    return loop_unroll_by_factor(for_op, factor)


def _generate_cleanup_loop(for_op, factor: int) -> bool:
    block = for_op.parent
    cleanup = for_op.clone({})
    block.insert_after(for_op, cleanup)
    for r, cr, ci in zip(for_op.results, cleanup.results, list(cleanup.inits)):
        r.replace_all_uses_with(cr)
        for k, v in enumerate(cleanup.operands):
            if v is ci:
                cleanup.set_operand(k, r)
    lb = cleanup_lower_bound(for_op, factor)
    if lb is None:
        return False
    (m, ops), (cm, cops) = lb
    cleanup.set_bounds(cm, cops, cleanup.upper_map, list(cleanup.upper_operands))
    promote_if_single_iteration(cleanup)
    for_op.set_bounds(for_op.lower_map, list(for_op.lower_operands), m, ops)
    return True


def loop_unroll_by_factor(for_op, factor: int, cleanup_unroll: bool = False) -> bool:
    """upstream's loopUnrollByFactor."""
    tc = constant_trip_count(for_op)
    if factor == 1:
        if tc == 1 and not promote_if_single_iteration(for_op):
            return False
        return True
    if _body_is_empty(for_op):
        return True
    if tc is not None and tc < factor:
        if cleanup_unroll:
            return loop_unroll_full(for_op)
        debug(DEBUG_TYPE, f"trip count {tc} is below the unroll factor {factor}")
        return False
    if largest_divisor_of_trip_count(for_op) % factor != 0:
        if len(for_op.lower_map.results) != 1 or len(for_op.upper_map.results) != 1:
            debug(DEBUG_TYPE, "a cleanup loop is needed but the bounds are max/min expressions")
            return False
        if cleanup_unroll:
            return loop_unroll_full(for_op)
        if not _generate_cleanup_loop(for_op, factor):
            return False
    step = for_op.step_value
    _set_step(for_op, step * factor)

    def bump(i, iv, before):
        return make_apply(AffineMap(1, 0, [AffineDimExpr(0) + i * step]), [iv], for_op.loc, before).results[0]

    generate_unrolled_body(for_op, factor, bump)
    promote_if_single_iteration(for_op)
    return True


def innermost_loops(op) -> list:
    out = []
    for o in op.walk(post_order=True):
        if o.name == "affine.for" and not any(x.name == "affine.for" for x in o.walk() if x is not o):
            out.append(o)
    return out


@register_pass("affine-loop-unroll", "Unroll affine loops")
@dataclass
class AffineLoopUnroll(Pass):
    cleanup_unroll: bool = False
    unroll_factor: int = 4
    unroll_full_threshold: int = typed(4294967295, "uint")
    unroll_num_reps: int = typed(1, "uint")
    unroll_up_to_factor: bool = False
    display_name = "AffineLoopUnroll"
    anchor = "func.func"

    def run(self, op) -> None:
        full = self.unroll_factor == -1
        if full and self.unroll_full_threshold != 4294967295:
            loops = [o for o in op.walk(post_order=True) if o.name == "affine.for"
                     and (tc := constant_trip_count(o)) is not None and tc <= self.unroll_full_threshold]
            for loop in loops:
                loop_unroll_full(loop)
            return
        for _ in range(self.unroll_num_reps):
            loops = innermost_loops(op)
            if not loops:
                break
            changed = False
            for loop in loops:
                changed |= self._unroll(loop)
            if not changed:
                break

    def _unroll(self, loop) -> bool:
        if self.unroll_factor == -1:
            return loop_unroll_full(loop)
        if self.unroll_up_to_factor:
            return loop_unroll_up_to_factor(loop, self.unroll_factor)
        return loop_unroll_by_factor(loop, self.unroll_factor, self.cleanup_unroll)
