"""The "aggressive" part of region simplification (upstream's mergeIdenticalBlocks and
dropRedundantArguments, run after region DCE when region-simplify=aggressive).

Merging identical blocks: non-entry blocks with the same successors whose ops match one for one
(same name, properties, attributes, result types and operand types; values defined in the block
used at the same positions) become one block. Operands that differ and come from outside become
new arguments of the kept block (the first of the cluster), passed by every predecessor:

    ^bb1:                                   ^bb1(%x: i32):
      %a = arith.addi %p, %c1 : i32           %a = arith.addi %x, %c1 : i32
      cf.br ^bb3(%a : i32)           ==>      cf.br ^bb3(%a : i32)
    ^bb2:                                   (^bb2 erased; its predecessors branch to ^bb1(%q),
      %b = arith.addi %q, %c1 : i32          the ones of ^bb1 to ^bb1(%p))
      cf.br ^bb3(%b : i32)

Blocks holding an op with a non-empty region, blocks whose arguments or results are used in
another block, and clusters whose predecessors are not all branch ops (``successor_operand_range``,
``append_successor_operands``) are left alone. Dropping redundant arguments: an argument that
every predecessor passes the same value is replaced by that value and erased.
"""

from __future__ import annotations

from ..ir.core import Block, BlockArgument, Operation, Region
from .pattern import Rewriter


def _all_successor_uses(region: Region) -> dict[Block, list[tuple[Operation, int]]]:
    """block -> (terminator, successor index) of every branch to it, in one scan of the region."""
    out: dict[Block, list[tuple[Operation, int]]] = {}
    for b in region.blocks:
        t = b.last
        if t is not None:
            for i, s in enumerate(t.successors):
                out.setdefault(s, []).append((t, i))
    return out


def _is_branch(op: Operation) -> bool:
    return hasattr(op, "successor_operand_range") and hasattr(op, "append_successor_operands")


def _used_outside(values, block: Block) -> bool:
    for v in values:
        u = v.first_use
        while u is not None:
            if u.owner.parent is not block:
                return True
            u = u.next
    return False


def _same_op(a: Operation, b: Operation) -> bool:
    """OperationEquivalence::isEquivalentTo ignoring value equivalence and locations."""
    if (a.name != b.name or len(a.regions) != len(b.regions) or len(a.successors) != len(b.successors)
            or len(a._uses) != len(b._uses) or len(a.results) != len(b.results)
            or a.properties != b.properties or a.attributes != b.attributes):
        return False
    for ua, ub in zip(a._uses, b._uses):
        va, vb = ua.value, ub.value
        if va is not vb and va.type is not vb.type:
            return False
    return all(ra.type is rb.type for ra, rb in zip(a.results, b.results))


class _BlockData:
    """A block and the position of each value it defines (arguments first, then op results)."""

    __slots__ = ("block", "order")

    def __init__(self, block: Block) -> None:
        self.block = block
        order = {a: i for i, a in enumerate(block.args)}
        n = len(block.args)
        for op in block.ops:
            for r in op.results:
                order[r] = n
                n += 1
        self.order = order


class _Cluster:
    """A leader block and the blocks found identical to it (upstream's BlockMergeCluster)."""

    def __init__(self, leader: _BlockData) -> None:
        self.leader = leader
        self.blocks: list[Block] = []
        self.operands: set[tuple[int, int]] = set()  # (op index, operand index), merged in sorted order

    def try_add(self, data: _BlockData, preds: dict) -> bool:
        lhs_block, rhs_block = self.leader.block, data.block
        if [a.type for a in lhs_block.args] != [a.type for a in rhs_block.args]:
            return False
        mismatched = []
        lhs, rhs = lhs_block.first, rhs_block.first
        i = 0
        while lhs is not None and rhs is not None:
            if not _same_op(lhs, rhs):
                return False
            for k, (ul, ur) in enumerate(zip(lhs._uses, rhs._uses)):
                vl, vr = ul.value, ur.value
                if vl is vr:
                    continue
                if vl.type is not vr.type:
                    return False
                l_in, r_in = vl in self.leader.order, vr in data.order
                if l_in != r_in:
                    return False
                if not l_in:
                    if not _valid_successor_arg(lhs_block, vl, preds) or not _valid_successor_arg(rhs_block, vr, preds):
                        return False
                    mismatched.append((i, k))
                    continue
                if self.leader.order[vl] != data.order[vr]:
                    return False
            if _used_outside(rhs.results, rhs_block) or _used_outside(lhs.results, lhs_block):
                return False
            lhs, rhs = lhs.next, rhs.next
            i += 1
        if lhs is not None or rhs is not None:
            return False
        self.operands.update(mismatched)
        self.blocks.append(rhs_block)
        return True

    def merge(self, region: Region, rw: Rewriter) -> bool:
        if not self.blocks:
            return False
        leader = self.leader.block
        uses = _all_successor_uses(region)
        preds = {b: uses.get(b, []) for b in [leader] + self.blocks}
        if self.operands:
            if not all(_is_branch(t) for b in preds for t, _ in preds[b]):
                return False
            members = [leader] + self.blocks
            ops = [list(b.ops) for b in members]
            new_args = [[] for _ in members]
            n_old = len(leader.args)
            for op_i, operand_i in sorted(self.operands):
                for m, block_ops in enumerate(ops):
                    op = block_ops[op_i]
                    v = op.operand(operand_i)
                    new_args[m].append(v)
                    if m == 0:
                        loc = v.loc if isinstance(v, BlockArgument) else v.owner.loc
                        op.set_operand(operand_i, leader.add_argument(v.type, loc))
            new_args = _prune_redundant(new_args, rw, n_old, leader)
            for m, b in enumerate(members):
                for t, s in preds[b]:
                    t.append_successor_operands(s, new_args[m])
        for b in self.blocks:
            for t, s in preds[b]:
                t.successors[s] = leader
            rw.erase_block(b)
        return True


def _valid_successor_arg(block: Block, v, preds: dict) -> bool:
    """A value produced by the terminator of a predecessor cannot be passed to the merged block."""
    if isinstance(v, BlockArgument):
        return True
    parent = v.owner.parent
    if parent is None or v.owner is not parent.last:
        return True
    return all(t.parent is not parent for t, _ in preds.get(block, ()))


def _prune_redundant(new_args: list[list], rw: Rewriter, n_old: int, block: Block) -> list[list]:
    """Upstream's pruneRedundantArguments: a new argument whose value repeats an earlier one of the
    first list, in every list, reuses that earlier argument."""
    if not new_args or not new_args[0]:
        return new_args
    first = {}
    for j, v in enumerate(new_args[0]):
        first.setdefault(v, j)
    replace = {}
    for j, v in enumerate(new_args[0]):
        k = first[v]
        if k != j and all(lst[k] is lst[j] for lst in new_args[1:]):
            replace[j] = k
    if not replace:
        return new_args
    for j, k in replace.items():
        rw.replace_all_uses_with(block.args[n_old + j], block.args[n_old + k])
    for j in sorted(replace, reverse=True):
        block.erase_argument(n_old + j)
    return [[v for j, v in enumerate(lst) if j not in replace] for lst in new_args]


def _has_nonempty_region(block: Block) -> bool:
    return any(r.blocks for op in block.ops for r in op.regions)


def _merge_in_region(region: Region, rw: Rewriter) -> bool:
    if len(region.blocks) < 2:
        return False
    groups: dict[tuple, list[Block]] = {}
    for b in region.blocks[1:]:
        t = b.last
        groups.setdefault(tuple(t.successors) if t is not None else (), []).append(b)
    merged = False
    uses = None  # block -> branches to it, computed when needed and again after a merge
    for blocks in groups.values():
        if len(blocks) == 1:
            continue
        clusters: list[_Cluster] = []
        if uses is None:
            uses = _all_successor_uses(region)
        for b in blocks:
            if _has_nonempty_region(b) or _used_outside(b.args, b):
                continue
            data = _BlockData(b)
            if not any(c.try_add(data, uses) for c in clusters):
                clusters.append(_Cluster(data))
        for c in clusters:
            if c.merge(region, rw):
                merged = True
                uses = None  # edges changed
    return merged


def merge_identical_blocks(regions: list[Region], rw: Rewriter) -> bool:
    """Merge identical blocks in ``regions`` and the regions nested in them, to a fixpoint per region."""
    worklist = list(regions)
    queued = set(worklist)
    changed = False
    while worklist:
        region = worklist.pop()
        queued.discard(region)
        if _merge_in_region(region, rw):
            worklist.append(region)
            queued.add(region)
            changed = True
        for b in region.blocks:
            for op in b.ops:
                for r in op.regions:
                    if r not in queued:
                        queued.add(r)
                        worklist.append(r)
    return changed


def _drop_redundant_in_block(block: Block, preds: list[tuple[Operation, int]], rw: Rewriter) -> bool:
    if not preds or not block.args:
        return False
    dropped = []
    for idx, arg in enumerate(block.args):
        common = None
        same = True
        for t, s in preds:
            rng = getattr(t, "successor_operand_range", None)
            if rng is None:
                same = False
                break
            lo, _ = rng(s)
            v = t.operand(lo + idx)
            if common is None:
                common = v
            elif v is not common:
                same = False
                break
        if common is not None and same:
            dropped.append(idx)
            rw.replace_all_uses_with(arg, common)
    for idx in reversed(dropped):
        block.erase_argument(idx)
        for t, s in preds:
            t.erase_successor_operand(s, idx)
    return bool(dropped)


def drop_redundant_arguments(regions: list[Region], rw: Rewriter) -> bool:
    worklist = list(regions)
    queued = set(worklist)
    changed = False
    while worklist:
        region = worklist.pop()
        queued.discard(region)
        uses = _all_successor_uses(region) if len(region.blocks) > 1 else {}
        for b in region.blocks:
            changed = _drop_redundant_in_block(b, uses.get(b), rw) or changed
            for op in b.ops:
                for r in op.regions:
                    if r not in queued:
                        queued.add(r)
                        worklist.append(r)
    return changed
