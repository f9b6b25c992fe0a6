"""affine-loop-invariant-code-motion: hoist ops that do not depend on an affine.for's IV or
iter_args out of it, innermost loops first (upstream's AffineLoopInvariantCodeMotion).

An affine.if / affine.for / affine.parallel nested in the body moves as a whole when every op in
it qualifies.  affine.load / affine.store move only when no other op in the loop writes the same
memref (or, for a store, reads it): iree-opt 3.13 has no range-based disjointness check yet, so
neither has vecir.  Ops with other memory effects stay.  Ops that are not pure
move only when the loop has a constant trip count > 0.  Like upstream, aliasing is not checked.
Why an access stays is printed with VECIR_DEBUG_ONLY=affine-licm (upstream's DEBUG_TYPE).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.op import MemoryRead, MemoryWrite, Pure, Terminator
from ...passes.base import Pass, register_pass
from ...rewrite.driver import is_memory_effect_free
from ..licm import _speculatable
from .analysis.trip_count import constant_trip_count
from .debug import debug, debug_enabled

DEBUG_TYPE = "affine-licm"

_ACCESS = ("affine.load", "affine.store", "affine.vector_load", "affine.vector_store")
_WRITES = ("affine.store", "affine.vector_store")


def _enclosing_fors(op):
    out = []
    p = op.parent_op
    while p is not None:
        if p.name == "affine.for":
            out.append(p)
        p = p.parent_op
    return out


def _effect_on(user, memref, trait) -> bool:
    return trait in type(user).traits and any(o is memref for o in user.operands)


def _access_invariant(op, loop) -> bool:
    memref = op.memref
    is_write = op.name in _WRITES
    for user in list(memref.users):
        if user is op:
            continue
        if not (_effect_on(user, memref, MemoryWrite) or (is_write and _effect_on(user, memref, MemoryRead))):
            continue
        if loop not in _enclosing_fors(user):
            continue
        if debug_enabled(DEBUG_TYPE):
            what = "writes" if _effect_on(user, memref, MemoryWrite) else "reads"
            debug(DEBUG_TYPE, f"'{op.name}' stays in the loop: '{user.name}' in the loop {what} the same memref")
        return False
    return True


class _State:
    def __init__(self, loop):
        self.loop = loop
        self.with_users: set = set()
        self.to_hoist: set = set()


def _regions_invariant(regions, st: _State) -> bool:
    for r in regions:
        for b in r.blocks:
            for o in list(b.ops):
                if not _op_invariant(o, st):
                    return False
    return True


def _op_invariant(op, st: _State) -> bool:
    loop = st.loop
    if op.name in ("affine.if", "affine.for", "affine.parallel"):
        if not _regions_invariant(op.regions, st):
            return False
    elif op.name in _ACCESS:
        st.with_users.add(op)
        if not _access_invariant(op, loop):
            return False
    elif not type(op).registered or not is_memory_effect_free(op):
        return False
    iv = loop.induction_var
    iter_args = list(loop.region_iter_args)
    for v in op.operands:
        if v is iv or any(v is a for a in iter_args):
            return False
        d = v.defining_op
        if d is not None and d in st.with_users and d not in st.to_hoist:
            return False
    st.to_hoist.add(op)
    return True


def _is_pure(op) -> bool:
    return type(op).registered and is_memory_effect_free(op) and _speculatable(op)


def hoist_affine_for(loop) -> int:
    st = _State(loop)
    tc = constant_trip_count(loop)
    runs = tc is not None and tc > 0
    to_move = []
    for op in list(loop.regions[0].blocks[0].ops):
        if not op.use_empty:
            st.with_users.add(op)
        if Terminator in type(op).traits:
            continue
        if not runs and not _is_pure(op):
            if debug_enabled(DEBUG_TYPE) and op.name in _ACCESS + ("affine.if", "affine.for", "affine.parallel"):
                debug(DEBUG_TYPE, f"'{op.name}' stays in the loop: it has side effects and the loop's trip "
                                  f"count is {'0' if tc == 0 else 'not a constant'}")
            continue
        if _op_invariant(op, st):
            to_move.append(op)
    for op in to_move:
        op.move_before(loop)
    return len(to_move)


@register_pass("affine-loop-invariant-code-motion", "Hoist loop invariant instructions outside of affine loops")
@dataclass
class AffineLoopInvariantCodeMotion(Pass):
    display_name = "AffineLoopInvariantCodeMotion"

    def run(self, op) -> None:
        for o in list(op.walk(post_order=True)):
            if o.name == "affine.for" and o is not op:
                hoist_affine_for(o)
