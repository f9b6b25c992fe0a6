"""Region simplification run by the greedy driver after each iteration (upstream's simplifyRegions):
erase blocks unreachable from the entry, then region DCE — a liveness fixpoint that erases dead ops
and dead non-entry block arguments together with the branch operands feeding them; at the
"aggressive" level, block merging follows (merge_blocks.py).

Branch terminators expose their successor operands with ``successor_operand_range(i) -> (lo, hi)``
and ``erase_successor_operand(i, j)`` (upstream's BranchOpInterface); for other terminators every
successor argument is live.
"""

from __future__ import annotations

from ..ir.core import Block, BlockArgument, Operation, OpResult, Region
from ..ir.op import Terminator
from .driver import would_be_trivially_dead
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


def erase_unreachable_blocks(regions: list[Region], rw: Rewriter) -> bool:
    changed = False
    worklist = list(regions)
    while worklist:
        r = worklist.pop()
        if not r.blocks:
            continue
        if len(r.blocks) > 1:
            live = _reachable(r)
            dead = [b for b in r.blocks if b not in live]
            for b in dead:  # uses of a dead block's values can only be in other dead blocks
                for v in list(b.args) + [res for op in b.ops for res in op.results]:
                    for u in list(v.uses):
                        v._unlink(u)
                        u.value = None
            for b in dead:
                rw.erase_block(b)
                changed = True
        for b in r.blocks:
            for op in b.ops:
                worklist.extend(op.regions)
    return changed


def _post_order(entry: Block) -> list[Block]:
    """Blocks reachable from ``entry`` in DFS post-order (successors in order), like llvm::post_order."""
    out, seen = [], {entry}
    stack = [(entry, iter(entry.last.successors if entry.last is not None else ()))]
    while stack:
        b, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            out.append(b)
        elif nxt not in seen:
            seen.add(nxt)
            stack.append((nxt, iter(nxt.last.successors if nxt.last is not None else ())))
    return out


class _Live:
    __slots__ = ("values", "ops", "changed")

    def __init__(self) -> None:
        self.values: set = set()
        self.ops: set = set()
        self.changed = False

    def set_value(self, v) -> None:
        if isinstance(v, OpResult):  # results are live through their op
            self.set_op(v.owner)
            return
        if v not in self.values:
            self.values.add(v)
            self.changed = True

    def set_op(self, op: Operation) -> None:
        if op not in self.ops:
            self.ops.add(op)
            self.changed = True

    def value_live(self, v) -> bool:
        if isinstance(v, OpResult):
            return v.owner in self.ops
        return v in self.values


def _successor_arg(term: Operation, operand_index: int) -> BlockArgument | None:
    rng = getattr(term, "successor_operand_range", None)
    if rng is None:
        return None
    for i, s in enumerate(term.successors):
        lo, hi = rng(i)
        if lo <= operand_index < hi:
            return s.args[operand_index - lo]
    return None


def _process_value(v, live: _Live) -> None:
    for u in v.uses:
        owner = u.owner
        if Terminator in type(owner).traits:
            arg = _successor_arg(owner, u.index)
            if arg is not None and not live.value_live(arg):
                continue
        if owner in live.ops:
            live.set_value(v)
            return


def _propagate_terminator(op: Operation, live: _Live) -> None:
    live.set_op(op)
    rng = getattr(op, "successor_operand_range", None)
    for i, s in enumerate(op.successors):
        if rng is None:
            for a in s.args:
                live.set_value(a)
        # forwarded operands are reasoned about individually (no produced operands in vecir)


def _propagate_op(op: Operation, live: _Live) -> None:
    for r in op.regions:
        _propagate_region(r, live)
    if Terminator in type(op).traits:
        _propagate_terminator(op, live)
        return
    if op in live.ops:
        return
    if not would_be_trivially_dead(op):
        live.set_op(op)
        return
    for r in op.results:
        _process_value(r, live)


def _propagate_region(region: Region, live: _Live) -> None:
    if not region.blocks:
        return
    for b in _post_order(region.blocks[0]):
        op = b.last
        while op is not None:
            _propagate_op(op, live)
            op = op.prev
        if b.is_entry:
            continue
        for a in b.args:
            if a not in live.values:
                _process_value(a, live)


def _erase_successor_operands(term: Operation, live: _Live) -> None:
    rng = getattr(term, "successor_operand_range", None)
    if rng is None:
        return
    for i in reversed(range(len(term.successors))):
        succ = term.successors[i]
        lo, hi = rng(i)
        for j in reversed(range(hi - lo)):
            if succ.args[j] not in live.values:
                term.erase_successor_operand(i, j)


def _delete_dead(regions: list[Region], live: _Live, rw: Rewriter) -> bool:
    erased = False
    for region in regions:
        if not region.blocks:
            continue
        single = len(region.blocks) == 1
        for b in _post_order(region.blocks[0]):
            if not single and b.last is not None:
                _erase_successor_operands(b.last, live)
            op = b.last
            while op is not None:
                prev = op.prev
                if op not in live.ops:
                    for r in op.results:
                        for u in list(r.uses):
                            r._unlink(u)
                            u.value = None
                    rw.erase_op(op)
                    erased = True
                else:
                    erased |= _delete_dead(op.regions, live, rw)
                op = prev
        for b in region.blocks[1:]:
            dead = [a for a in b.args if a not in live.values]
            for a in reversed(dead):
                for u in list(a.uses):  # only dead ops could still use it; they are gone
                    a._unlink(u)
                b.erase_argument(a.index)
                erased = True
    return erased


def run_region_dce(regions: list[Region], rw: Rewriter) -> bool:
    live = _Live()
    live.changed = True
    while live.changed:
        live.changed = False
        for r in regions:
            _propagate_region(r, live)
    return _delete_dead(regions, live, rw)


def simplify_regions(region: Region, rw: Rewriter, merge_blocks: bool = False) -> bool:
    """Upstream's simplifyRegions; ``merge_blocks`` (region-simplify=aggressive) also merges
    identical blocks and drops block arguments every predecessor passes the same value."""
    regions = [region]
    changed = erase_unreachable_blocks(regions, rw)
    changed |= run_region_dce(regions, rw)
    if merge_blocks:
        from .merge_blocks import drop_redundant_arguments, merge_identical_blocks

        changed |= merge_identical_blocks(regions, rw)
        changed |= drop_redundant_arguments(regions, rw)
    return changed
