"""affine-scalrep: store-to-load forwarding, redundant load elimination, dead store and dead
alloc elimination (upstream's affineScalarReplace), output byte-identical to iree-opt.

    affine.store %v, %A[%i]          affine.store %v, %A[%i]
    %x = affine.load %A[%i]    ==>   use(%v)
    use(%x)

Phases, as upstream: (1) every affine.load is forwarded the value of the last affine.store to the
same access, else replaced by an earlier load of the same access (loadCSE), when nothing in
between may write the memref; (2) an affine.store followed by a store to the same access with
nothing in between that may read the memref is erased; (3) allocs that had a load forwarded and
are now used only by affine.store / memref.dealloc are erased with their users.

vecir's version is a conservative subset: the two accesses must be in the same block with the same
memref value, the same map and the same index operands (upstream compares MemRefAccess
differences and uses (post)dominance), and every op between them must be pure without regions,
or an affine/memref load or store; a store or load on a memref that may alias (anything but two
distinct allocs, or an alloc and a function argument) stops the search, where upstream would
consult the dependence analysis.  Cases beyond this are left alone (VECIR_DEBUG_ONLY=affine-scalrep
says so), which keeps the program's results but prints differently from iree-opt.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.core import BlockArgument
from ...ir.op import Pure
from ...passes.base import Pass, register_pass
from .debug import debug

DEBUG_TYPE = "affine-scalrep"

_ALLOCS = ("memref.alloc", "memref.alloca")
_READS = {"affine.load": 0, "memref.load": 0}
_WRITES = {"affine.store": 1, "memref.store": 1}


def _is_func_arg(v) -> bool:
    if not isinstance(v, BlockArgument):
        return False
    b = v.parent_block
    op = b.parent.parent if b is not None and b.parent is not None else None
    return op is not None and op.name == "func.func" and b is op.regions[0].blocks[0]


def _may_alias(a, b) -> bool:
    if a is b:
        return True
    da, db = a.defining_op, b.defining_op
    a_alloc = da is not None and da.name in _ALLOCS
    b_alloc = db is not None and db.name in _ALLOCS
    if a_alloc and b_alloc:
        return False
    if (a_alloc and _is_func_arg(b)) or (b_alloc and _is_func_arg(a)):
        return False
    return True


def _same_access(x, y) -> bool:
    return (x.memref is y.memref and x.map == y.map
            and len(x.indices) == len(y.indices) and all(a is b for a, b in zip(x.indices, y.indices)))


def _effect(op, memref, kind: str):
    """'none' if `op` cannot have an effect of `kind` ('read' or 'write') on `memref`, 'hit' if it
    may, 'unknown' if vecir cannot tell."""
    table = _READS if kind == "read" else _WRITES
    other = _WRITES if kind == "read" else _READS
    if op.name in table:
        return "hit" if _may_alias(op.operands[table[op.name]], memref) else "none"
    if op.name in other:
        return "none"
    if Pure in type(op).traits and not op.regions:
        return "none"
    return "unknown"


def _forward_or_cse(load, erase) -> bool:
    memref = load.memref
    earliest = None
    op = load.prev
    while op is not None:
        if op.name == "affine.store" and _same_access(op, load):
            load.results[0].replace_all_uses_with(op.value)
            erase.append(load)
            return True
        if op.name == "affine.load" and _same_access(op, load) and op not in erase:
            earliest = op
        e = _effect(op, memref, "write")
        if e == "unknown":
            debug(DEBUG_TYPE, f"{op.name} between accesses: left alone")
            break
        if e == "hit":
            break
        op = op.prev
    if earliest is not None:
        load.results[0].replace_all_uses_with(earliest.results[0])
        erase.append(load)
    return False


def _is_dead_store(store) -> bool:
    op = store.next
    while op is not None:
        if op.name == "affine.store" and _same_access(op, store):
            return True
        e = _effect(op, store.memref, "read")
        if e == "unknown":
            debug(DEBUG_TYPE, f"{op.name} between stores: left alone")
            return False
        if e == "hit":
            return False
        op = op.next
    return False


def affine_scalar_replace(func) -> None:
    erase: list = []
    forwarded = []
    for op in list(func.walk()):
        if op.name == "affine.load" and _forward_or_cse(op, erase):
            if op.memref not in forwarded:
                forwarded.append(op.memref)
    for op in erase:
        op.erase()
    erase = [op for op in func.walk() if op.name == "affine.store" and _is_dead_store(op)]
    for op in erase:
        op.erase()
    for memref in forwarded:
        d = memref.defining_op
        if d is None or d.name not in _ALLOCS:
            continue
        users = list(memref.users)
        if any(u.name not in ("affine.store", "memref.dealloc") for u in users):
            continue
        if any(u.name == "affine.store" and u.value is memref for u in users):
            continue
        for u in users:
            u.erase()
        d.erase()


@register_pass("affine-scalrep", "Replace affine memref accesses by scalars by forwarding stores to loads "
               "and eliminating redundant loads")
@dataclass
class AffineScalarReplacement(Pass):
    display_name = "AffineScalarReplacement"

    def run(self, op) -> None:
        funcs = [op] if op.name == "func.func" else [f for f in op.walk() if f.name == "func.func"]
        for f in funcs:
            affine_scalar_replace(f)
