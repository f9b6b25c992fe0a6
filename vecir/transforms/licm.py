"""loop-invariant-code-motion: hoist side-effect-free, speculatable ops out of loops (upstream's LICM).

Loops are ops with the LoopLike trait; ``loop_regions()`` (default: all regions) are the bodies.
An op is hoisted when all its operands are defined outside the loop, it is free of memory effects
and speculatable (``speculatable()`` on the op, default True for Pure ops) — and, for ops with
regions, when every nested op qualifies and uses nothing defined in the loop. Inner loops first.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Operation, Region
from ..ir.op import LoopLike, Terminator
from ..passes.base import Pass, register_pass
from ..rewrite.driver import is_memory_effect_free


def _defined_outside(v, loop: Operation) -> bool:
    blk = v.parent_block
    while blk is not None:
        parent = blk.parent_op
        if parent is loop:
            return False
        if parent is None:
            return True
        blk = parent.parent
    return True


def _speculatable(op: Operation) -> bool:
    fn = getattr(op, "speculatable", None)
    if fn is not None and not fn():
        return False
    for r in op.regions:
        for inner in r.ops():
            if not _speculatable(inner):
                return False
    return True


def _can_hoist(op: Operation, loop: Operation) -> bool:
    if Terminator in type(op).traits or not type(op).registered:
        return False
    if not is_memory_effect_free(op) or not _speculatable(op):
        return False
    for sub in op.walk():
        for v in sub.operands:
            if not _defined_outside(v, loop) and not _defined_inside(v, op):
                return False
    return True


def _defined_inside(v, op: Operation) -> bool:
    blk = v.parent_block
    while blk is not None:
        parent = blk.parent_op
        if parent is op:
            return True
        if parent is None:
            return False
        blk = parent.parent
    return False


def move_loop_invariant_code(loop: Operation) -> int:
    regions = loop.loop_regions() if hasattr(loop, "loop_regions") else loop.regions
    moved = 0
    for region in regions:
        worklist = [op for b in region.blocks for op in b.ops]
        i = 0
        while i < len(worklist):
            op = worklist[i]
            i += 1
            if op.parent is None or op.parent_op is not loop:
                continue
            if _can_hoist(op, loop):
                op.move_before(loop)
                moved += 1
                # users inside the loop may have become invariant
                for r in op.results:
                    for user in r.users:
                        if user.parent_op is loop and user not in worklist[i:]:
                            worklist.append(user)
    return moved


@register_pass("loop-invariant-code-motion", "Hoist loop invariant instructions outside of the loop")
@dataclass
class LoopInvariantCodeMotion(Pass):
    display_name = "LoopInvariantCodeMotionPass"

    def run(self, op: Operation) -> None:
        for loop in list(op.walk(post_order=True)):
            if LoopLike in type(loop).traits and loop is not op:
                move_loop_invariant_code(loop)
