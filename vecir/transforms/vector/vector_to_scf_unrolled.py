"""Fully unrolled vector-to-scf (upstream's UnrollTransferReadConversion /
UnrollTransferWriteConversion, `convert-vector-to-scf{full-unroll=true}` and
`transfer_to_scf full_unroll = true`): one (n-1)-D transfer per slice of the leading vector dim,
each under its own in-bounds check, no temporary buffer.

    %v = vector.transfer_read %A[%a, %b], %p : memref<?x?xf32>, vector<3x4xf32>
  ==>
    %init = vector.broadcast %p : f32 to vector<3x4xf32>
    %v0 = scf.if %ok0 -> (vector<3x4xf32>) {
      %r = vector.transfer_read %A[%a, %b], %p : memref<?x?xf32>, vector<4xf32>
      %i = vector.insert %r, %init [0] : vector<4xf32> into vector<3x4xf32>
      scf.yield %i : vector<3x4xf32>
    } else {
      scf.yield %init : vector<3x4xf32>
    }
    ... (%a + 1, %a + 2)
"""

from __future__ import annotations

from ...ir.types import VectorType
from . import _build as B
from .vector_to_scf import _ToSCFPattern, check_lowerable
from .vector_to_scf_common import (
    drop_first_in_bounds, in_bounds_check, is_tensor_op, mask_unpack_perm, rebuild_read, rebuild_write, unpacked_dim,
    unpacked_map, xfer_indices,
)


def _positions(op) -> list[int]:
    return [int(x) for x in op.properties["static_position"].value]


def _slice_mask(rw, op, i: int):
    """maybeAssignMask: the mask of slice ``i`` (None: no mask needed on the slice)."""
    if op.mask is None:
        return None
    if unpacked_dim(op) is None:
        return op.mask
    if len(op.mask.type.shape) > 1:
        perm = mask_unpack_perm(op)
        mask = op.mask if perm is None else B.transpose(rw, op.loc, op.mask, perm)
        return B.extract(rw, op.loc, mask, [i])
    return None


class UnrollTransferReadConversion(_ToSCFPattern):
    """See the module docstring. When the read's only user is a vector.insert (an outer level of
    this unrolling), the slices go straight into that insert's destination."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        if not check_lowerable(op, rw, self.options):
            return False
        uses = list(op.results[0].uses)
        insert_op = uses[0].owner if len(uses) == 1 and uses[0].owner.name == "vector.insert" \
            and uses[0].owner.operands[0] is op.results[0] and not _has_dynamic(uses[0].owner) else None
        loc = op.loc
        vt = op.vector.type
        rw.set_before(op)
        vec = insert_op.operands[1] if insert_op is not None else B.broadcast(rw, loc, vt, op.padding)
        base_pos = _positions(insert_op) if insert_op is not None else []
        slice_t = VectorType(vt.shape[1:], vt.element_type, vt.scalable[1:])
        dim = unpacked_dim(op)
        for i in range(vt.shape[0]):
            iv = B.index_const(rw, loc, i)
            cur = vec

            def in_bounds(i=i, iv=iv, cur=cur):
                idx = xfer_indices(rw, op, iv)
                new = rebuild_read(rw, op, slice_t, idx, unpacked_map(op), drop_first_in_bounds(op))
                m = _slice_mask_before(rw, op, new, i)
                if m is not None:
                    _set_mask(rw, new, m)
                piece = new.results[0]
                if not slice_t.shape:  # vector.insert takes a scalar, not a 0-d vector
                    piece = B.extract(rw, loc, piece, [])
                return B.insert(rw, loc, piece, cur, base_pos + [i])

            vec = in_bounds_check(rw, op, iv, dim, [vec.type], in_bounds, lambda cur=cur: cur)
        if insert_op is not None:
            rw.replace_op(insert_op, [vec])
            rw.erase_op(op)
        else:
            rw.replace_op(op, [vec])
        return True


def _has_dynamic(op) -> bool:
    return len(op.operands) > 2


def _slice_mask_before(rw, op, new, i):
    with rw.saved():
        rw.set_before(new)
        return _slice_mask(rw, op, i)


def _set_mask(rw, new, m):
    from .vector_to_scf import _append_mask

    rw.modify_in_place(new, lambda: _append_mask(new, m))


class UnrollTransferWriteConversion(_ToSCFPattern):
    """The write counterpart: `vector.extract %v[i]` per slice, written by an (n-1)-D transfer_write
    under the slice's in-bounds check (tensor writes thread the tensor through the scf.if results).
    When the vector comes from a vector.extract, the slices are extracted from its source."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        if not check_lowerable(op, rw, self.options):
            return False
        d = op.valueToStore.defining_op
        extract_op = d if d is not None and d.name == "vector.extract" and len(d.operands) == 1 else None
        vec = extract_op.operands[0] if extract_op is not None else op.valueToStore
        base_pos = _positions(extract_op) if extract_op is not None else []
        vt = op.valueToStore.type
        tensor = is_tensor_op(op)
        source = op.base
        loc = op.loc
        rw.set_before(op)
        dim = unpacked_dim(op)
        for i in range(vt.shape[0]):
            iv = B.index_const(rw, loc, i)
            src = source

            def in_bounds(i=i, iv=iv, src=src):
                idx = xfer_indices(rw, op, iv)
                piece = B.extract(rw, loc, vec, base_pos + [i])
                if not isinstance(piece.type, VectorType):  # a 0-d slice writes a vector<T>
                    piece = B.broadcast(rw, loc, VectorType((), piece.type), piece)
                new = rebuild_write(rw, op, piece, src, idx, unpacked_map(op), drop_first_in_bounds(op))
                m = _slice_mask_before(rw, op, new, i)
                if m is not None:
                    _set_mask(rw, new, m)
                return new.results[0] if tensor else None

            updated = in_bounds_check(rw, op, iv, dim, [op.base.type] if tensor else [], in_bounds,
                                      lambda src=src: src if tensor else None)
            if tensor:
                source = updated
        if tensor:
            rw.replace_op(op, [source])
        else:
            rw.erase_op(op)
        return True
