"""Folds and canonicalization patterns of vector.transfer_read / vector.transfer_write (upstream's
TransferReadOp::fold, TransferWriteOp::fold and their getCanonicalizationPatterns).

    fold_transfer_read:  in_bounds inference, all-true mask dropped, memref.cast / tensor.cast
                         sources bypassed, read-after-write of the same chunk of a tensor
    fold_transfer_write: write of a full read back into a tensor, write-after-read of the same
                         chunk, in_bounds inference, all-true mask dropped, memref.cast bypassed
    patterns:            TransferReadAfterWriteToBroadcast, FoldWaw
"""

from __future__ import annotations

from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import ArrayAttr, BoolAttr, DenseArrayAttr
from ...ir.types import DYNAMIC, RankedTensorType, VectorType, i32
from ...rewrite.pattern import RewritePattern
from .canonicalize_common import MaskFormat, const_int, i64s, mask_format, new_op


def _in_bounds(op) -> list[bool]:
    ib = op.properties.get("in_bounds")
    return [bool(x.value) for x in ib.value] if isinstance(ib, ArrayAttr) else []


def _has_out_of_bounds_dim(op) -> bool:
    pmap = op._pmap()
    ib = _in_bounds(op)
    return any(not ib[i] and not isinstance(e, AffineConstantExpr) for i, e in enumerate(pmap.results))


def fold_in_bounds(op) -> bool:
    """Mark the dims that provably stay inside the source (static size and constant index with
    index + vector size <= size; broadcast dims once all the others are) in_bounds (upstream's
    foldTransferInBoundsAttribute)."""
    pmap, vt, st = op._pmap(), op.vector_type(), op.base.type
    if not vt.shape:
        return False
    ib = _in_bounds(op)
    new = list(ib)
    for i, e in enumerate(pmap.results):
        if new[i] or isinstance(e, AffineConstantExpr):
            continue
        d = e.position
        size, idx = st.shape[d], const_int(op.indices[d])
        if size != DYNAMIC and idx is not None and not vt.scalable[i] and idx + vt.shape[i] <= size:
            new[i] = True
    # broadcast dims become in bounds only once every non-broadcast dim is (as upstream)
    if all(new[i] for i, e in enumerate(pmap.results) if not isinstance(e, AffineConstantExpr)):
        new = [True if isinstance(e, AffineConstantExpr) else new[i] for i, e in enumerate(pmap.results)]
    if new == ib:
        return False
    op.properties["in_bounds"] = ArrayAttr([BoolAttr(b) for b in new])
    return True


def fold_one_element_map(op) -> bool:
    """A one-element 1-D transfer (vector<1xT>) reads or writes the same element whatever source dim
    its map names, so upstream gives it the minor identity map (a broadcast `0` included)."""
    vt, st = op.vector_type(), op.base.type
    if vt.shape != (1,) or vt.is_scalable or not st.shape:
        return False
    ident = AffineMap.minor_identity(len(st.shape), 1)
    if op._pmap() == ident:
        return False
    from ...ir.attrs import AffineMapAttr
    op.properties["permutation_map"] = AffineMapAttr(ident)
    return True


def fold_full_mask(op) -> bool:
    """Drop a mask that is all true (upstream's foldTransferFullMask)."""
    if op.mask is None or mask_format(op.mask) is not MaskFormat.ALL_TRUE:
        return False
    op.set_operands(list(op.operands)[:-1])
    segs = list(op.properties["operandSegmentSizes"].value)
    segs[-1] = 0
    op.properties["operandSegmentSizes"] = DenseArrayAttr(i32, segs)
    return True


def fold_source_cast(op) -> bool:
    """Read/write through the source of a static-information-erasing memref.cast / tensor.cast."""
    c = op.base.defining_op
    if c is None:
        return False
    if c.name == "memref.cast":
        from ..memref.views import can_fold_into_consumer
        ok = can_fold_into_consumer(c)
    elif c.name == "tensor.cast" and op.name == "vector.transfer_read":  # writes: FoldTensorCastIntoWrite
        from ..tensor.basic import can_fold_into_consumer
        ok = can_fold_into_consumer(c)
    else:
        return False
    if not ok:
        return False
    op.set_operand(list(op.operands).index(op.base), c.source)
    return True


def _same_values(a, b) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def _same_value_raw(write, read) -> bool:
    """upstream's checkSameValueRAW."""
    return (not _has_out_of_bounds_dim(write) and write.mask is None and read.mask is None
            and _same_values(write.indices, read.indices) and write.vector_type() is read.vector_type()
            and write._pmap() == read._pmap())


def disjoint_indices(a, b) -> bool:
    """upstream's isDisjointTransferIndices: constant indices prove the two chunks do not overlap."""
    if a.vector_type() is not b.vector_type():
        return False
    lead = len(a.base.type.shape) - len(a._pmap().results)
    for i, (x, y) in enumerate(zip(a.indices, b.indices)):
        cx, cy = const_int(x), const_int(y)
        if cx is None or cy is None:
            continue
        if i < lead:
            if cx != cy:
                return True
        elif abs(cx - cy) >= a.vector_type().shape[i - lead]:
            return True
    return False


def fold_read_after_write(read):
    """A tensor read of the chunk an earlier in-bounds write stored is that vector; writes to
    provably disjoint chunks are skipped (upstream's foldRAW)."""
    if not isinstance(read.base.type, RankedTensorType):
        return None
    w = read.base.defining_op
    while w is not None and w.name == "vector.transfer_write":
        if _same_value_raw(w, read):
            return w.valueToStore
        if not disjoint_indices(w, read):
            break
        w = w.base.defining_op
    return None


def fold_transfer_read(op, consts):
    if fold_one_element_map(op) or fold_in_bounds(op) or fold_full_mask(op) or fold_source_cast(op):
        return op.results[0]
    return fold_read_after_write(op)


def _is_minor_identity(m: AffineMap) -> bool:
    n, k = m.num_dims, len(m.results)
    return k <= n and all(isinstance(e, AffineDimExpr) and e.position == n - k + i for i, e in enumerate(m.results))


def fold_read_init_write(write):
    """Writing a whole-tensor read back as a whole tensor gives the read tensor
    (upstream's foldReadInitWrite)."""
    tt = write.base.type
    read = write.valueToStore.defining_op
    if not isinstance(tt, RankedTensorType) or read is None or read.name != "vector.transfer_read":
        return None
    if not write.vector_type().shape or not read.vector_type().shape:
        return None
    if not _is_minor_identity(read._pmap()) or not _is_minor_identity(write._pmap()):
        return None
    if len(read._pmap().results) != len(write._pmap().results):
        return None
    if _has_out_of_bounds_dim(read) or _has_out_of_bounds_dim(write) or read.mask is not None or write.mask is not None:
        return None
    if read.base.type is not tt or read.vector_type() is not write.vector_type():
        return None
    if tuple(read.vector_type().shape) != tuple(tt.shape):
        return None
    if any(const_int(v) != 0 for v in list(read.indices) + list(write.indices)):
        return None
    return read.base


def fold_write_after_read(write):
    """Writing back, unchanged, the chunk just read from the same tensor gives that tensor
    (upstream's foldWAR)."""
    if not isinstance(write.base.type, RankedTensorType):
        return None
    read = write.valueToStore.defining_op
    if read is None or read.name != "vector.transfer_read":
        return None
    if read.base is not write.base or not _same_values(read.indices, write.indices) \
            or read._pmap() != write._pmap() or read.vector_type() is not write.vector_type() \
            or read.mask is not None or write.mask is not None:
        return None
    return read.base


def fold_transfer_write(op, consts):
    v = fold_read_init_write(op)
    if v is None:
        v = fold_write_after_read(op)
    if v is not None:
        return v
    if fold_one_element_map(op) or fold_in_bounds(op) or fold_full_mask(op) or fold_source_cast(op):
        return op.results[0] if op.results else op
    return None


# ------------------------------------------------------------------------------------------------
# patterns


def _chunk(op) -> list[int]:
    """upstream's getTransferChunkAccessed: per source dim, the vector size it is read over (0 if none)."""
    sizes = [0] * op._pmap().num_dims
    for e, n in zip(op._pmap().results, op.vector_type().shape):
        if isinstance(e, AffineDimExpr):
            sizes[e.position] = n
    return sizes


def _used_dims(m: AffineMap) -> list[int]:
    return sorted({e.position for e in m.results if isinstance(e, AffineDimExpr)})


def _compress(m: AffineMap, used: list[int]) -> list:
    """The map's results with its used dims renumbered densely (upstream's compressUnusedDims)."""
    return [("d", used.index(e.position)) if isinstance(e, AffineDimExpr) else ("c", e.value) for e in m.results]


def _permutation_of_minor_identity_with_broadcasting(results, num_inputs):
    """upstream's AffineMap::isPermutationOfMinorIdentityWithBroadcasting on a list of results."""
    n_res = len(results)
    start = num_inputs - n_res if n_res < num_inputs else 0
    lead = n_res - num_inputs if n_res > num_inputs else 0
    perm, found, bcast = [0] * n_res, [False] * max(num_inputs, n_res), []
    for i, (kind, v) in enumerate(results):
        if kind == "c":
            if v != 0:
                return None
            bcast.append(i)
        else:
            if v < start:
                return None
            perm[i] = v - start + lead
            found[perm[i]] = True
    pos = 0
    for i in bcast:
        while pos < len(found) and found[pos]:
            pos += 1
        perm[i] = pos
        pos += 1
    return perm


class TransferReadAfterWriteToBroadcast(RewritePattern):
    """A tensor read of exactly the chunk a write stored, through a map with broadcast (or permuted)
    dims, is a broadcast (and transpose) of the stored vector:
        %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<4x8xf32>
        %r = vector.transfer_read %w[%c0, %c0], %p {in_bounds = [true, true],
               permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<4x8xf32>, vector<4x8xf32>
    ==> %r = vector.broadcast %v : vector<8xf32> to vector<4x8xf32>"""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        if _has_out_of_bounds_dim(op) or not isinstance(op.base.type, RankedTensorType):
            return rw.fail(op, "out-of-bounds dims or not a tensor")
        w = op.base.defining_op
        if w is None or w.name != "vector.transfer_write":
            return rw.fail(op, "source is not a transfer_write")
        if _chunk(op) != _chunk(w):
            return rw.fail(op, "different chunks")
        rm, wm = op._pmap(), w._pmap()
        if _used_dims(rm) != _used_dims(wm):
            return rw.fail(op, "different dims used")
        if not _same_values(op.indices, w.indices) or op.mask is not w.mask:
            return rw.fail(op, "different indices or masks")
        used = _used_dims(rm)
        r, wr = _compress(rm, used), _compress(wm, used)
        if not r:
            return rw.fail(op, "empty map")
        # compose: read(write(x)); write's compressed results are dims
        composed = [("d", wr[v][1]) if k == "d" else (k, v) for k, v in r]
        perm = _permutation_of_minor_identity_with_broadcasting(composed, len(wr))
        if perm is None:
            return rw.fail(op, "not a permuted minor identity with broadcasting")
        rt = op.vector.type
        shape, scal = [0] * len(perm), [False] * len(perm)
        for i, p in enumerate(perm):
            shape[p], scal[p] = rt.shape[i], rt.scalable[i]
        bt = VectorType(tuple(shape), rt.element_type, tuple(scal))
        b = rw.create_before(op, new_op("vector.broadcast", [w.valueToStore], [bt], loc=op.loc)).results[0]
        rw.replace_op_with_new(op, new_op("vector.transpose", [b], [rt], {"permutation": i64s(perm)}, loc=op.loc))
        return True


class FoldWaw(RewritePattern):
    """A tensor write that overwrites the same chunk as an earlier single-use write skips it:
        %w1 = vector.transfer_write %v, %t[%c0, %c0] ...
        %w2 = vector.transfer_write %u, %w1[%c0, %c0] ...
    ==> %w2 = vector.transfer_write %u, %t[%c0, %c0] ..."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        if not isinstance(op.base.type, RankedTensorType):
            return rw.fail(op, "not a tensor")
        to_modify, prev = op, op.base.defining_op
        while prev is not None and prev.name == "vector.transfer_write":
            if _same_values(prev.indices, op.indices) and prev.mask is op.mask \
                    and prev.vector_type() is op.vector_type() and prev._pmap() == op._pmap():
                target, src = to_modify, prev.base
                rw.modify_in_place(target, lambda: target.set_operand(1, src))
                return True
            if not disjoint_indices(prev, op) or sum(1 for _ in prev.results[0].uses) != 1:
                break
            to_modify, prev = prev, prev.base.defining_op
        return rw.fail(op, "no earlier write of the same chunk")


class EraseDeadTensorWrite(RewritePattern):
    """A transfer_write into a tensor whose result is unused does nothing (upstream gives tensor
    writes no memory effects, so its driver erases them as trivially dead):
        %w = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32>    (%w unused)
    ==> (erased)"""

    root = "vector.transfer_write"
    benefit = 100  # erased before any other pattern looks at it, as the driver's dead-op check would

    def match_and_rewrite(self, op, rw):
        if not op.results or op.results[0].first_use is not None:
            return rw.fail(op, "a memref write or a used result")
        rw.erase_op(op)
        return True


class FoldTensorCastIntoWrite(RewritePattern):
    """A tensor write into a static-information-erasing tensor.cast writes into the cast's source
    and casts the result (upstream's FoldTensorCastProducerOp, which applies to destination-style ops):
        %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
        %w = vector.transfer_write %v, %c[%c0, %c0] : vector<4xf32>, tensor<?x?xf32>
    ==> %w0 = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<4x8xf32>
        %w = tensor.cast %w0 : tensor<4x8xf32> to tensor<?x?xf32>"""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        from ..tensor.basic import can_fold_into_consumer
        c = op.base.defining_op
        if not op.results or c is None or c.name != "tensor.cast" or not can_fold_into_consumer(c):
            return rw.fail(op, "destination is not a foldable tensor.cast")
        ops = list(op.operands)
        ops[1] = c.source
        w = new_op(op.name, ops, [c.source.type], dict(op.properties), dict(op.attributes), loc=op.loc)
        rw.create_before(op, w)
        rw.replace_op_with_new(op, new_op("tensor.cast", [w.results[0]], [op.results[0].type], loc=op.loc))
        return True


def _attach():
    from .ops_compute_transfer import TransferReadOp, TransferWriteOp

    TransferReadOp.canonicalization_patterns = (TransferReadAfterWriteToBroadcast,)
    TransferWriteOp.canonicalization_patterns = (EraseDeadTensorWrite, FoldWaw, FoldTensorCastIntoWrite)


_attach()

