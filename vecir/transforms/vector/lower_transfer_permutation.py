"""Transfer permutation-map lowering (upstream's populateVectorTransferPermutationMapLoweringPatterns,
descriptor `transform.apply_patterns.vector.transfer_permutation_patterns`, pass
``vector-transfer-permutation-lowering``): transfers whose map permutes or broadcasts become transfers
with a minor identity map (with leading broadcasts for reads) plus vector.transpose / vector.broadcast.

    %r = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>}
           : memref<4x6xf32>, vector<3x2xf32>
  ==>
    %n = vector.transfer_read %m[%i, %j], %p : memref<4x6xf32>, vector<2x3xf32>
    %r = vector.transpose %n, [1, 0] : vector<2x3xf32> to vector<3x2xf32>

The mask of a transfer is indexed in source-dim order, so it is kept as is by the transposing
patterns; reads/writes inside vector.mask stay inside a vector.mask (the permuting patterns only,
as upstream).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr
from ...ir.types import RankedTensorType, VectorType
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass


def permutation_of_minor_identity_with_broadcasting(pmap: AffineMap) -> list[int] | None:
    """upstream's isPermutationOfMinorIdentityWithBroadcasting: for each result, its position in the
    minor identity (with leading broadcasts) it is a permutation of; None if the map is not one."""
    nres, nin = len(pmap.results), pmap.num_dims
    start = nin - nres if nres < nin else 0
    leading = nres - nin if nres > nin else 0
    perm = [0] * nres
    found = [False] * max(nin, nres)
    bcast = []
    for r, e in enumerate(pmap.results):
        if type(e) is AffineConstantExpr:
            if e.value != 0:
                return None
            bcast.append(r)
        elif type(e) is AffineDimExpr:
            if e.position < start:
                return None
            perm[r] = e.position - start + leading
            found[perm[r]] = True
        else:
            return None
    pos = 0
    for r in bcast:
        while pos < len(found) and found[pos]:
            pos += 1
        perm[r] = pos
        pos += 1
    return perm


def in_bounds_of(op) -> list[bool]:
    ib = op.properties.get("in_bounds")
    n = len(op.permutation_map.value.results)
    return [bool(x.value) for x in ib.value] if isinstance(ib, ArrayAttr) else [False] * n


def bool_array(vals) -> ArrayAttr:
    return ArrayAttr([BoolAttr(bool(v)) for v in vals])


def build_read(rw, loc, vt, base, indices, pmap, padding, mask, in_bounds):
    return rw.insert(B.op_class("vector.transfer_read").build(
        operands={"base": base, "indices": list(indices), "padding": padding, "mask": mask},
        results={"vector": vt},
        props={"permutation_map": AffineMapAttr(pmap), "in_bounds": bool_array(in_bounds)}, loc=loc))


def build_write(rw, loc, vec, base, indices, pmap, mask, in_bounds):
    res = base.type if isinstance(base.type, RankedTensorType) else None
    return rw.insert(B.op_class("vector.transfer_write").build(
        operands={"valueToStore": vec, "base": base, "indices": list(indices), "mask": mask},
        results={"result_": res},
        props={"permutation_map": AffineMapAttr(pmap), "in_bounds": bool_array(in_bounds)}, loc=loc))


def _inverse_transposed(vals, perm):
    out = [False] * len(perm)
    for i, p in enumerate(perm):
        out[p] = vals[i]
    return out


def _root(op, rw):
    """(root to replace, vector.mask's mask or None); the insertion point goes before the root."""
    mop = B.masking_op(op)
    rw.set_before(mop if mop is not None else op)
    return (mop, mop.mask) if mop is not None else (op, None)


class TransferReadPermutationLowering(RewritePattern):
    """A read whose map is a permutation of a minor identity (with broadcasts) reads the un-permuted
    vector and transposes it:

        vector.transfer_read ... {permutation_map = (d0, d1, d2) -> (d2, 0, d1)} : ..., vector<4x5x3xf32>
      ==> %n = vector.transfer_read ... {permutation_map = (d0, d1, d2) -> (0, d1, d2)} : ..., vector<5x3x4xf32>
          vector.transpose %n, [2, 0, 1]

    Fails for 0-d transfers, maps that are no such permutation, and maps that are already in order."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        pmap = op.permutation_map.value
        if not pmap.results:
            return rw.fail(op, "0-d corner case not supported")
        mop = B.masking_op(op)
        if mop is not None and mop.passthru is not None:
            return rw.fail(op, "masked read with a pass-through value")
        perm = permutation_of_minor_identity_with_broadcasting(pmap)
        if perm is None:
            return rw.fail(op, "map is not permutable to minor identity, apply another pattern")
        if perm == list(range(len(perm))):
            return rw.fail(op, "map is not identity")
        new_results = [None] * len(perm)
        for i, p in enumerate(perm):
            new_results[p] = pmap.results[i]
        new_map = AffineMap(pmap.num_dims, 0, new_results)
        vt = op.vector.type
        shape, scal = [0] * len(perm), [False] * len(perm)
        for i, p in enumerate(perm):
            shape[p], scal[p] = vt.shape[i], vt.scalable[i]
        read_t = VectorType(tuple(shape), vt.element_type, tuple(scal))
        root, mask = _root(op, rw)
        new = build_read(rw, op.loc, read_t, op.base, op.indices, new_map, op.padding, op.mask,
                         _inverse_transposed(in_bounds_of(op), perm))
        new = B.mask_operation(rw, new, mask)
        rw.replace_op(root, [B.transpose(rw, op.loc, new.results[0], perm)])
        return True


class TransferWritePermutationLowering(RewritePattern):
    """A write whose map is a permutation of a minor identity transposes the vector first:

        vector.transfer_write %v, ... {permutation_map = (d0, d1, d2, d3) -> (d3, d2)} : vector<4x8xf32>, ...
      ==> %t = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
          vector.transfer_write %t, ... : vector<8x4xf32>, ...

    Fails for 0-d transfers, minor identity maps and maps that are no such permutation."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        pmap = op.permutation_map.value
        if not pmap.results:
            return rw.fail(op, "0-d corner case not supported")
        if pmap.is_minor_identity():
            return rw.fail(op, "map is already minor identity")
        perm = permutation_of_minor_identity_with_broadcasting(pmap)
        if perm is None:
            return rw.fail(op, "map is not permutable to minor identity, apply another pattern")
        comp = pmap.compress_unused_dims()
        inv = comp.inverse_permutation()
        indices = [e.position for e in inv.results]
        root, mask = _root(op, rw)
        vec = B.transpose(rw, op.loc, op.valueToStore, indices)
        new_map = AffineMap.minor_identity(pmap.num_dims, len(pmap.results))
        new = build_write(rw, op.loc, vec, op.base, op.indices, new_map, op.mask,
                          _inverse_transposed(in_bounds_of(op), perm))
        new = B.mask_operation(rw, new, mask)
        rw.replace_op(root, list(new.results))
        return True


class TransferWriteNonPermutationLowering(RewritePattern):
    """A write whose map skips inner source dims writes a vector with unit dims added for them:

        vector.transfer_write %v, ... {permutation_map = (d0, d1, d2) -> (d0, d2)} : vector<2x3xf32>, ...
      ==> %b = vector.broadcast %v : vector<2x3xf32> to vector<1x2x3xf32>
          vector.transfer_write %b, ... {permutation_map = (d0, d1, d2) -> (d1, d0, d2)} : vector<1x2x3xf32>

    A mask gets the unit dims at its end (broadcast + transpose); the new dims are in bounds. Fails
    for 0-d transfers, transfers inside vector.mask and maps that are permutations already."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        pmap = op.permutation_map.value
        if not pmap.results:
            return rw.fail(op, "0-d corner case not supported")
        if B.masking_op(op) is not None:
            return rw.fail(op, "Masked case not supported")
        if permutation_of_minor_identity_with_broadcasting(pmap) is not None:
            return rw.fail(op, "map is already permutable to minor identity, apply another pattern")
        used = {e.position for e in pmap.results}
        missing, seen_first = [], False
        for d in range(pmap.num_dims):
            if d in used:
                seen_first = True
            elif seen_first:
                missing.append(d)
        loc = op.loc
        rw.set_before(op)
        vec = _extend_rank(rw, loc, op.valueToStore, len(missing))
        mask = None
        if op.mask is not None:
            wide = _extend_rank(rw, loc, op.mask, len(missing))
            rank = len(wide.type.shape)
            mask = B.transpose(rw, loc, wide, list(range(len(missing), rank)) + list(range(len(missing))))
        new_map = AffineMap(pmap.num_dims, 0, [AffineDimExpr(d) for d in missing] + list(pmap.results))
        new = build_write(rw, loc, vec, op.base, op.indices, new_map, mask,
                          [True] * len(missing) + in_bounds_of(op))
        rw.replace_op(op, list(new.results))
        return True


def _extend_rank(rw, loc, v, added):
    t = v.type
    return B.broadcast(rw, loc, VectorType((1,) * added + tuple(t.shape), t.element_type,
                                           (False,) * added + tuple(t.scalable)), v)


class TransferOpReduceRank(RewritePattern):
    """A read whose map starts with broadcasts reads the lower-rank vector and broadcasts it:

        vector.transfer_read ... {permutation_map = (d0, d1, d2, d3) -> (0, d1, 0, d3)} : ..., vector<2x3x4x5xf32>
      ==> %n = vector.transfer_read ... {permutation_map = (d0, d1, d2, d3) -> (d1, 0, d3)} : ..., vector<3x4x5xf32>
          vector.broadcast %n : vector<3x4x5xf32> to vector<2x3x4x5xf32>

    All-broadcast maps give a 0-d read. Fails for 0-d transfers, transfers inside vector.mask, maps
    without leading broadcasts and maps whose rest is no minor identity with broadcasts."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        pmap = op.permutation_map.value
        if not pmap.results:
            return rw.fail(op, "0-d corner case not supported")
        if B.masking_op(op) is not None:
            return rw.fail(op, "Masked case not supported")
        lead = 0
        for e in pmap.results:
            if type(e) is not AffineConstantExpr or e.value != 0:
                break
            lead += 1
        if lead == 0:
            return rw.fail(op, "no leading broadcasts in map")
        vt = op.vector.type
        keep = len(vt.shape) - lead
        new_map = AffineMap(pmap.num_dims, 0, pmap.results[lead:])
        if not new_map.is_minor_identity_with_broadcasting()[0]:
            return rw.fail(op, "map is not a minor identity with broadcasting")
        read_t = VectorType(vt.shape[lead:], vt.element_type, vt.scalable[lead:])
        rw.set_before(op)
        new = build_read(rw, op.loc, read_t, op.base, op.indices, new_map, op.padding, op.mask,
                         in_bounds_of(op)[lead:] if keep else [])
        rw.replace_op(op, [B.broadcast(rw, op.loc, vt, new.results[0])])
        return True


def populate_vector_transfer_permutation_map_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorTransferPermutationMapLoweringPatterns."""
    B.load_dialects()
    patterns.add(TransferReadPermutationLowering, TransferWritePermutationLowering, TransferOpReduceRank,
                 TransferWriteNonPermutationLowering)


register_pattern_descriptor("transform.apply_patterns.vector.transfer_permutation_patterns",
                            populate_vector_transfer_permutation_map_lowering_patterns)


@register_pass("vector-transfer-permutation-lowering",
               "Lower transfer permutation maps to minor identities + transpose/broadcast "
               "(transform.apply_patterns.vector.transfer_permutation_patterns)")
@dataclass
class VectorTransferPermutationLowering(ScriptLikePass):
    def populate(self, ps):
        populate_vector_transfer_permutation_map_lowering_patterns(ps)
