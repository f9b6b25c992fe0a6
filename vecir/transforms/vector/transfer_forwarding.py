"""Store-to-load forwarding and dead transfer_write elimination on memrefs (upstream's
vector::transferOpflowOpt, VectorTransferOpTransforms.cpp), and removal of allocations that are
only written (memref::eraseDeadAllocAndStores). Upstream exposes both, one after the other, as
`transform.memref.erase_dead_alloc_and_stores`; here they are also the pass ``transfer-forwarding``.

    vector.transfer_write %v, %m[%c0, %c0] : vector<4xf32>, memref<4x4xf32>
    %r = vector.transfer_read %m[%c0, %c0], %p : memref<4x4xf32>, vector<4xf32>    ==> uses of %r use %v
    vector.transfer_write %w, %m[%c0, %c0] : ...                                  ==> the first write is dead

A read is forwarded from the last write that dominates it at the same indices, vector type and
permutation map (no out-of-bounds dims, no masks), when every other possibly-aliasing write that can
reach the read is post-dominated by that write. A write is dead when a later write to the same
location post-dominates it and dominates every possibly-aliasing access reachable from it.
Dominance is that of structured control flow (one block per region); accesses to provably disjoint
locations (isDisjointTransferSet) are ignored.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.core import Operation
from ...ir.op import MemoryRead, MemoryWrite
from ...ir.types import MemRefType
from ...passes.base import Pass, register_pass
from ...rewrite.driver import is_memory_effect_free
from . import _build as B
from .hoisting import _is_view_like, is_disjoint_transfer_set


def _ancestor_in_block(block, op: Operation | None) -> Operation | None:
    while op is not None and op.parent is not block:
        op = op.parent_op
    return op


def dominates(a: Operation, b: Operation) -> bool:
    """``a`` dominates ``b`` (an op dominates itself) in structured control flow."""
    anc = _ancestor_in_block(a.parent, b)
    return anc is not None and (anc is a or a.is_before_in_block(anc))


def post_dominates(a: Operation, b: Operation) -> bool:
    """``a`` post-dominates ``b``: ``a``'s block holds ``b`` (or an ancestor of it) before ``a``."""
    anc = _ancestor_in_block(a.parent, b)
    return anc is not None and (anc is a or anc.is_before_in_block(a))


def _find_ancestor_in_region(region, op: Operation | None) -> Operation | None:
    while op is not None and op.parent_region is not region:
        op = op.parent_op
    return op


def _is_reachable(start: Operation, dest: Operation) -> bool:
    # single-block regions: a block reaches itself only through a cycle, which structured regions lack
    return dominates(start, dest)


def _skip_view_like(v):
    while _is_view_like(v.defining_op):
        v = v.defining_op.operands[0]
    return v


def _memref_users(v) -> list[Operation]:
    source = _skip_view_like(v)
    users, processed, out = list(source.users), set(), []
    while users:
        u = users.pop()
        if id(u) in processed:
            continue
        processed.add(id(u))
        if _is_view_like(u):
            users.extend(u.results[0].users)
            continue
        out.append(u)
    return out


def _has_out_of_bounds_dim(op: Operation) -> bool:
    ib = op.properties.get("in_bounds")
    n = len((op.vector.type if op.name == "vector.transfer_read" else op.valueToStore.type).shape)
    if ib is None:
        return n > 0
    return not all(bool(x.value) for x in ib.value)


def _vec_t(op):
    return op.vector.type if op.name == "vector.transfer_read" else op.valueToStore.type


def _same_location(a: Operation, b: Operation) -> bool:
    return (list(a.indices) == list(b.indices) and _vec_t(a) is _vec_t(b)
            and a.permutation_map.value == b.permutation_map.value)


def check_same_value_raw(write: Operation, read: Operation) -> bool:
    """upstream's checkSameValueRAW: the read gets exactly what the write stored."""
    return (not _has_out_of_bounds_dim(write) and write.mask is None and read.mask is None
            and _same_location(write, read))


def check_same_value_waw(write: Operation, prior: Operation) -> bool:
    """upstream's checkSameValueWAW: ``write`` overwrites all that ``prior`` stored."""
    return prior.mask is write.mask and _same_location(write, prior)


def _is_transfer(op: Operation) -> bool:
    return op.name in ("vector.transfer_read", "vector.transfer_write")


class TransferOptimization:
    def __init__(self) -> None:
        self.to_erase: list[Operation] = []

    def remove_dead_ops(self, rw) -> None:
        for op in self.to_erase:
            rw.erase_op(op)
        self.to_erase = []

    def dead_store(self, write: Operation) -> None:
        blocking, first_overwrite = [], None
        for u in _memref_users(write.base):
            if is_memory_effect_free(u) or u is write:
                continue
            if u.name == "vector.transfer_write" and u.base is write.base and check_same_value_waw(u, write) \
                    and post_dominates(u, write):
                if first_overwrite is None or post_dominates(first_overwrite, u):
                    first_overwrite = u
                continue
            if _is_transfer(u) and is_disjoint_transfer_set(write, u):
                continue
            blocking.append(u)
        if first_overwrite is None:
            return
        region = first_overwrite.parent_region
        write_anc = _find_ancestor_in_region(region, write)
        for access in blocking:
            anc = _find_ancestor_in_region(region, access)
            if anc is None or not _is_reachable(write_anc, anc):
                continue
            if not dominates(first_overwrite, anc):
                return
        self.to_erase.append(write)

    def store_to_load_forwarding(self, read: Operation) -> None:
        if _has_out_of_bounds_dim(read):
            return
        blocking, last_write = [], None
        for u in _memref_users(read.base):
            if is_memory_effect_free(u) or u.name == "vector.transfer_read":
                continue
            if u.name == "vector.transfer_write":
                if is_disjoint_transfer_set(u, read):
                    continue
                if u.base is read.base and dominates(u, read) and check_same_value_raw(u, read):
                    if last_write is None or dominates(last_write, u):
                        last_write = u
                    continue
            blocking.append(u)
        if last_write is None:
            return
        region = last_write.parent_region
        read_anc = _find_ancestor_in_region(region, read)
        for w in blocking:
            anc = _find_ancestor_in_region(region, w)
            if anc is None or not _is_reachable(anc, read_anc):
                continue
            if not post_dominates(last_write, w):
                return
        read.results[0].replace_all_uses_with(last_write.valueToStore)
        self.to_erase.append(read)


def transfer_op_flow_opt(root: Operation, rw=None) -> None:
    """upstream's vector::transferOpflowOpt: forwarding first (it exposes dead stores), then dead stores."""
    from ...rewrite.pattern import Rewriter

    rw = rw or Rewriter()
    opt = TransferOptimization()
    for read in [o for o in root.walk() if o.name == "vector.transfer_read"]:
        if isinstance(read.base.type, MemRefType):
            opt.store_to_load_forwarding(read)
    opt.remove_dead_ops(rw)
    for write in [o for o in root.walk() if o.name == "vector.transfer_write"]:
        if isinstance(write.base.type, MemRefType):
            opt.dead_store(write)
    opt.remove_dead_ops(rw)


def _result_is_not_read(op: Operation, uses: list[Operation]) -> bool:
    for u in op.results[0].users:
        traits = type(u).traits
        only_writes = not u.results and not u.regions and MemoryRead not in traits
        if u.name == "memref.dealloc" or only_writes or (MemoryWrite in traits and MemoryRead not in traits
                                                        and u.name != "vector.transfer_read"):
            uses.append(u)
            continue
        if _is_view_like(u) and _result_is_not_read(u, uses):
            uses.append(u)
            continue
        return False
    return True


def erase_dead_alloc_and_stores(root: Operation, rw=None) -> None:
    """upstream's memref::eraseDeadAllocAndStores: allocations only written to go, with their writes."""
    from ...rewrite.pattern import Rewriter

    rw = rw or Rewriter()
    doomed: list[Operation] = []
    for op in root.walk():
        if op.name in ("memref.alloc", "memref.alloca"):
            uses: list[Operation] = []
            if _result_is_not_read(op, uses):
                doomed.extend(uses)
                doomed.append(op)
    seen = set()
    for op in doomed:
        if id(op) not in seen and op.parent is not None:
            seen.add(id(op))
            for r in op.results:
                if any(True for _ in r.users):
                    break
            else:
                rw.erase_op(op)


@register_pass("transfer-forwarding",
               "Forward transfer_write values to transfer_reads, erase dead transfer_writes and write-only "
               "allocations (transform.memref.erase_dead_alloc_and_stores)")
@dataclass
class TransferForwarding(Pass):
    def run(self, op: Operation) -> None:
        B.load_dialects()
        funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
        for f in funcs:
            transfer_op_flow_opt(f)
            erase_dead_alloc_and_stores(f)
