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

Accesses are compared as upstream's MemRefAccess (maps composed with affine.apply producers, the
difference simplified to zero), across blocks and loops: the store (or earlier load) must dominate
the load, reach it (a loop-independent dependence), and no op in between may write the memref
(scalrep_effects.has_no_intervening_effect, which asks the dependence analysis about affine
accesses at every depth).  Control flow across blocks of one region is not followed: such cases
are left alone.  Why a load that a store dominates is not forwarded, why a load is not replaced
by an earlier one, why a store overwritten later is kept and why a forwarded-from alloc stays is
printed with VECIR_DEBUG_ONLY=affine-scalrep, naming the ops and their lines:

    [affine-scalrep] 'affine.load' at line 5 not forwarded from a dominating store to the same
      access: an op between the store and the load may write the memref ('affine.store' at line 3,
      then 'affine.store' at line 4)
"""

from __future__ import annotations

from dataclasses import dataclass

from ...passes.base import Pass, register_pass
from .debug import debug, debug_enabled
from .scalrep_effects import (
    ALLOCS, AFFINE_READS, AFFINE_WRITES, access_memref, describe, dominates, has_no_intervening_effect,
    intervening_effect, must_reach_at_innermost, post_dominates, same_access,
)

DEBUG_TYPE = "affine-scalrep"


def _say(message) -> None:
    """debug(DEBUG_TYPE, message()) when enabled: the message names ops by their source lines."""
    if debug_enabled(DEBUG_TYPE):
        debug(DEBUG_TYPE, message())


def _users(memref) -> list:
    out = []
    for u in memref.users:
        if u not in out:
            out.append(u)
    return out


def _forward_store_to_load(load, erase: list, memrefs: list) -> bool:
    memref = access_memref(load)
    last = None
    why = None
    for store in _users(memref):
        if store.name not in AFFINE_WRITES or access_memref(store) is not memref:
            continue
        if not same_access(store, load) or not dominates(store, load):
            continue
        if not must_reach_at_innermost(store, load):
            why = lambda store=store: (f"the store ({describe(store)}) does not reach it in the same "
                                       f"iteration (a loop-carried dependence)")
            continue
        culprit = intervening_effect(store, load, "write")
        if culprit is not None:
            why = lambda store=store, culprit=culprit: (
                f"an op between the store and the load may write the memref ({describe(store)}, then {culprit})")
            continue
        last = store
    if last is None:
        if why is not None and debug_enabled(DEBUG_TYPE):
            debug(DEBUG_TYPE, f"{describe(load)} not forwarded from a dominating store to the same access: {why()}")
        return False
    value = last.operands[0]
    if value.type != load.results[0].type:
        debug(DEBUG_TYPE, f"{describe(load)} not forwarded from {describe(last)}: the stored type {value.type} "
                          f"differs from the loaded type {load.results[0].type}")
        return False
    load.results[0].replace_all_uses_with(value)
    if memref not in memrefs:
        memrefs.append(memref)
    erase.append(load)
    return True


def _load_cse(load, erase: list) -> None:
    memref = access_memref(load)
    cands = []
    for other in _users(memref):
        if other is load or other.name not in AFFINE_READS or access_memref(other) is not memref:
            continue
        if not same_access(other, load) or not dominates(other, load):
            continue
        culprit = intervening_effect(other, load, "write")
        if culprit is not None:
            _say(lambda: f"{describe(load)} not replaced by the earlier load ({describe(other)}): "
                              f"{culprit} in between may write the memref")
            continue
        if other.results[0].type != load.results[0].type:
            _say(lambda: f"{describe(load)} not replaced by the earlier load ({describe(other)}): it loads "
                              f"{other.results[0].type}, not {load.results[0].type}")
            continue
        cands.append(other)
    for c in cands:
        if all(d is c or dominates(c, d) for d in cands):
            load.results[0].replace_all_uses_with(c.results[0])
            erase.append(load)
            return


def _is_unused_store(store) -> bool:
    memref = access_memref(store)
    for other in _users(memref):
        if other is store or other.name not in AFFINE_WRITES or access_memref(other) is not memref:
            continue
        if not same_access(other, store):
            continue
        # only a later store is worth a debug message
        later = debug_enabled(DEBUG_TYPE) and dominates(store, other)
        if other.parent_region is not store.parent_region:
            if later:
                _say(lambda: f"{describe(store)} kept: the later store to the same access ({describe(other)}) "
                             f"is in another region")
            continue
        if other.operands[0].type != store.operands[0].type:
            # a narrower vector leaves lanes of the first store live
            if later:
                _say(lambda: f"{describe(store)} kept: the later store to the same access ({describe(other)}) "
                             f"writes {other.operands[0].type}, not {store.operands[0].type}")
            continue
        if not post_dominates(other, store):
            if later:
                _say(lambda: f"{describe(store)} kept: the later store to the same access ({describe(other)}) "
                             f"does not post-dominate it")
            continue
        culprit = intervening_effect(store, other, "read")
        if culprit is not None:
            if later:
                _say(lambda: f"{describe(store)} kept: {culprit} may read the memref before the later store "
                             f"to the same access ({describe(other)})")
            continue
        return True
    return False


def affine_scalar_replace(func) -> None:
    erase: list = []
    forwarded: list = []
    for op in list(func.walk()):
        if op.name in AFFINE_READS and not _forward_store_to_load(op, erase, forwarded):
            _load_cse(op, erase)
    for op in erase:
        op.erase()
    erase = [op for op in func.walk() if op.name in AFFINE_WRITES and _is_unused_store(op)]
    for op in erase:
        op.erase()
    for memref in forwarded:
        d = memref.defining_op
        if d is None or d.name not in ALLOCS:
            continue
        users = _users(memref)
        keep = next((u for u in users if u.name not in AFFINE_WRITES and u.name != "memref.dealloc"), None)
        if keep is not None:
            _say(lambda: f"{describe(d)} kept: still used by {describe(keep)}")
            continue
        keep = next((u for u in users if u.name in AFFINE_WRITES and access_memref(u) is not memref), None)
        if keep is not None:
            _say(lambda: f"{describe(d)} kept: {describe(keep)} stores the buffer itself")
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
