"""Unit-dim cleanup of vector ops (upstream's VectorDropLeadUnitDim.cpp and the
drop-unit-dims-with-shape-cast patterns of VectorTransforms.cpp).

Two families, both reachable as `transform.apply_patterns.vector.*` descriptors and named passes:

* ``cast_away_vector_leading_one_dim`` (pass ``vector-cast-away-leading-one-dim``): an op on a vector
  with leading unit dims is rewritten on the vector without them, the dims peeled off by
  `vector.extract %v[0, ..]` / `vector.shape_cast` and put back by `vector.broadcast` /
  `vector.shape_cast` (which fold away against each other between two rewritten ops).
* ``drop_unit_dims_with_shape_cast`` (pass ``vector-drop-unit-dims-with-shape-cast``): every
  non-scalable unit dim (not only leading ones) of elementwise ops, transposes and loop-carried
  `scf.for` vectors is dropped with `vector.shape_cast` on both sides.

This is seed 001's "drop unit dims" step: after unrolling to `vector<1x4xf32>` pieces the IR is
made of 1-D vectors again before hoisting makes loops a barrier for such cleanups.
"""

from __future__ import annotations

from ...ir.affine_expr import AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr
from ...ir.op import Elementwise
from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from ...dialects.transform import register_pattern_descriptor
from . import _build as B


def trim_leading_one_dims(t: VectorType) -> VectorType:
    """Drop the leading non-scalable unit dims of ``t``; keep the last dim if nothing else is left."""
    shape, scal = list(t.shape), list(t.scalable)
    while shape and shape[0] == 1 and not scal[0]:
        shape.pop(0)
        scal.pop(0)
    if not shape:
        shape, scal = [t.shape[-1]], [t.scalable[-1]]
    return VectorType(tuple(shape), t.element_type, tuple(scal))


def drop_non_scalable_unit_dims(t: VectorType) -> VectorType:
    """Drop every non-scalable unit dim of ``t`` (`vector<1xT>` if none is left)."""
    kept = [(d, s) for d, s in zip(t.shape, t.scalable) if not (d == 1 and not s)]
    if not kept:
        kept = [(1, False)]
    return VectorType(tuple(d for d, _ in kept), t.element_type, tuple(s for _, s in kept))


def _take_back(attr: ArrayAttr, n: int) -> ArrayAttr:
    vals = list(attr.value)
    return ArrayAttr(vals[len(vals) - n:] if n else [])


def _drop_front(attr: ArrayAttr, n: int) -> ArrayAttr:
    return ArrayAttr(list(attr.value)[n:])


# -- cast away leading one dims -------------------------------------------------------------------

class CastAwayExtractStridedSliceLeadingOneDim(RewritePattern):
    """    %e = vector.extract_strided_slice %v offsets = [0, 1], sizes = [1, 2], strides = [1, 1]
               : vector<1x4xf32> to vector<1x2xf32>
      ==> %s = vector.shape_cast %v : vector<1x4xf32> to vector<4xf32>
          %n = vector.extract_strided_slice %s offsets = [1], sizes = [2], strides = [1] : ... to vector<2xf32>
          %e = vector.shape_cast %n : vector<2xf32> to vector<1x2xf32>"""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        src_t = op.source.type
        new_src_t = trim_leading_one_dims(src_t)
        drop = len(src_t.shape) - len(new_src_t.shape)
        if drop == 0:
            return rw.fail(op, "source has no leading unit dims")
        dst_t = op.result.type
        new_dst_t = VectorType(dst_t.shape[drop:], dst_t.element_type, dst_t.scalable[drop:])
        loc = op.loc
        rw.set_before(op)
        src = B.shape_cast(rw, loc, new_src_t, op.source)
        props = {"offsets": _drop_front(op.offsets, drop), "sizes": _drop_front(op.sizes, drop),
                 "strides": _drop_front(op.strides, drop)}
        new = B.emit(rw, "vector.extract_strided_slice", [src], [new_dst_t], props, loc=loc).results[0]
        rw.replace_op(op, [B.shape_cast(rw, loc, dst_t, new)])
        return True


class CastAwayInsertStridedSliceLeadingOneDim(RewritePattern):
    """    %i = vector.insert_strided_slice %s, %d offsets = [0, 0, 2], strides = [1, 1]
               : vector<1x1xf32> into vector<1x1x3xf32>
      ==> shape_cast %s to vector<1xf32>, %d to vector<3xf32>, insert at offsets = [2], shape_cast back"""

    root = "vector.insert_strided_slice"

    def match_and_rewrite(self, op, rw):
        src_t, dst_t = op.value_to_store.type, op.dest.type
        new_src_t, new_dst_t = trim_leading_one_dims(src_t), trim_leading_one_dims(dst_t)
        if new_src_t is src_t and new_dst_t is dst_t:
            return rw.fail(op, "no leading unit dims on either operand")
        loc = op.loc
        rw.set_before(op)
        src = B.shape_cast(rw, loc, new_src_t, op.value_to_store)
        dst = B.shape_cast(rw, loc, new_dst_t, op.dest)
        props = {"offsets": _take_back(op.offsets, len(new_dst_t.shape)),
                 "strides": _take_back(op.strides, len(new_src_t.shape))}
        new = B.emit(rw, "vector.insert_strided_slice", [src, dst], [new_dst_t], props, loc=loc).results[0]
        rw.replace_op(op, [B.shape_cast(rw, loc, dst_t, new)])
        return True


class CastAwayInsertLeadingOneDim(RewritePattern):
    """    %i = vector.insert %s, %d [0, 2] : vector<4xf32> into vector<1x3x4xf32>
      ==> %n = vector.insert %s', %d' [2] : ... into vector<3x4xf32>  (%d' = vector.shape_cast %d)
          %i = vector.shape_cast %n : vector<3x4xf32> to vector<1x3x4xf32>"""

    root = "vector.insert"

    def match_and_rewrite(self, op, rw):
        if op.dynamic_position:
            return rw.fail(op, "dynamic positions are not handled")
        src_t, dst_t = op.value_to_store.type, op.dest.type
        old_src_rank = new_src_rank = 0
        new_src_t = src_t
        if isinstance(src_t, VectorType):
            new_src_t = trim_leading_one_dims(src_t)
            old_src_rank, new_src_rank = len(src_t.shape), len(new_src_t.shape)
        new_dst_t = trim_leading_one_dims(dst_t)
        src_drop = old_src_rank - new_src_rank
        dst_drop = len(dst_t.shape) - len(new_dst_t.shape)
        if src_drop == 0 and dst_drop == 0:
            return rw.fail(op, "no leading unit dims on either operand")
        loc = op.loc
        rw.set_before(op)
        src = op.value_to_store
        if old_src_rank != 0:
            src = B.shape_cast(rw, loc, new_src_t, src)
        dst = B.shape_cast(rw, loc, new_dst_t, op.dest)
        pos = list(op.static_position.value)
        new_pos_rank = max(0, len(pos) - dst_drop)
        pos = pos[len(pos) - new_pos_rank:] if new_pos_rank else []
        want = len(new_dst_t.shape) - new_src_rank
        pos = (pos + [0] * want)[:want]
        new = B.insert(rw, loc, src, dst, pos)
        rw.replace_op(op, [B.shape_cast(rw, loc, dst_t, new)])
        return True


def _trimmed_map(pmap: AffineMap, rank: int) -> AffineMap:
    res = list(pmap.results)
    return AffineMap.get(pmap.num_dims, pmap.num_symbols, res[len(res) - rank:])


def _trimmed_transfer_props(op, new_t: VectorType) -> dict:
    props = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
    props["permutation_map"] = AffineMapAttr(_trimmed_map(op.permutation_map.value, len(new_t.shape)))
    if op.properties.get("in_bounds") is not None:
        props["in_bounds"] = _take_back(op.properties["in_bounds"], len(new_t.shape))
    return props


def _trimmed_mask(rw, op, new_t: VectorType, props: dict):
    """The transfer's mask, shape_cast to the mask type of the trimmed transfer (None: unmasked)."""
    if op.mask is None:
        return None
    from ...dialects.vector.ops_compute_transfer import mask_type_for

    return B.shape_cast(rw, op.loc, mask_type_for(new_t, props["permutation_map"].value), op.mask)


class CastAwayTransferReadLeadingOneDim(RewritePattern):
    """    %r = vector.transfer_read %t[%i, %j], %p {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
      ==> %n = vector.transfer_read %t[%i, %j], %p {in_bounds = [true]} : tensor<4x4xf32>, vector<4xf32>
          %r = vector.broadcast %n : vector<4xf32> to vector<1x4xf32>

    A mask operand is shape_cast to the new transfer's mask type. Fails on 0-d transfers, transfers
    inside vector.mask and element-type changing (vector of vectors) sources."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        old_t = op.vector.type
        if len(old_t.shape) == 0:
            return rw.fail(op, "0-d transfer")
        if B.masking_op(op) is not None:
            return rw.fail(op, "transfer inside vector.mask")
        if op.base.type.element_type is not old_t.element_type:
            return rw.fail(op, "source element type differs from the vector's")
        new_t = trim_leading_one_dims(old_t)
        if new_t is old_t:
            return rw.fail(op, "no leading unit dims")
        rw.set_before(op)
        props = _trimmed_transfer_props(op, new_t)
        mask = _trimmed_mask(rw, op, new_t, props)
        new = rw.insert(B.op_class("vector.transfer_read").build(
            operands={"base": op.base, "indices": list(op.indices), "padding": op.padding, "mask": mask},
            results={"vector": new_t}, props=props, attributes=dict(op.attributes),
            loc=op.loc))
        rw.replace_op(op, [B.broadcast(rw, op.loc, old_t, new.results[0])])
        return True


class CastAwayTransferWriteLeadingOneDim(RewritePattern):
    """    vector.transfer_write %v, %m[%i, %j] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
      ==> %s = vector.shape_cast %v : vector<1x4xf32> to vector<4xf32>
          vector.transfer_write %s, %m[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>"""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        old_t = op.valueToStore.type
        if len(old_t.shape) == 0:
            return rw.fail(op, "0-d transfer")
        if B.masking_op(op) is not None:
            return rw.fail(op, "transfer inside vector.mask")
        if op.base.type.element_type is not old_t.element_type:
            return rw.fail(op, "source element type differs from the vector's")
        new_t = trim_leading_one_dims(old_t)
        if new_t is old_t:
            return rw.fail(op, "no leading unit dims")
        rw.set_before(op)
        vec = B.shape_cast(rw, op.loc, new_t, op.valueToStore)
        props = _trimmed_transfer_props(op, new_t)
        mask = _trimmed_mask(rw, op, new_t, props)
        new = rw.insert(B.op_class("vector.transfer_write").build(
            operands={"valueToStore": vec, "base": op.base, "indices": list(op.indices), "mask": mask},
            results={"result_": op.result_.type if op.result_ is not None else None},
            props=props, attributes=dict(op.attributes), loc=op.loc))
        rw.replace_op(op, new.results)
        return True


class CastAwayContractionLeadingOneDim(RewritePattern):
    """Drops the parallel dim that leads the accumulator when it has size 1:

        %c = vector.contract {maps (d0, d2), (d2, d1), (d0, d1)} %l, %r, %a
               : vector<1x1xf32>, vector<1x4xf32> into vector<1x4xf32>
      ==> %l' = vector.shape_cast %l : vector<1x1xf32> to vector<1xf32>       (operands using d0,
          %a' = vector.shape_cast %a : vector<1x4xf32> to vector<4xf32>         transposed first
          %n = vector.contract {maps (d1), (d1, d0), (d0)} %l', %r, %a'          when d0 is not leading)
          %c = vector.shape_cast %n : vector<4xf32> to vector<1x4xf32>

    A rank-1 accumulator becomes a scalar (vector.extract %a[0] ... vector.broadcast back).
    Under `vector.mask` the mask (iteration-space shaped) loses the dropped dim by a shape_cast and
    the new contract is masked by it; the vector.mask is what gets replaced. Fails for scalar
    accumulators, a non-unit leading accumulator dim, a reduction dim, and a mask of rank 1 or
    without a unit dim at the dropped position."""

    root = "vector.contract"

    def match_and_rewrite(self, op, rw):
        acc_t = op.acc.type
        if not isinstance(acc_t, VectorType) or len(acc_t.shape) < 1:
            return rw.fail(op, "accumulator is not a vector")
        if acc_t.shape[0] != 1 or acc_t.scalable[0]:
            return rw.fail(op, "leading accumulator dim is not a unit dim")
        maps = op._maps()
        iters = [it.value for it in op.iterator_types.value]
        drop = maps[2].get_dim_position(0)
        if iters[drop] != "parallel":
            return rw.fail(op, "only parallel type iterators can be dropped")
        mask_op = B.masking_op(op)
        if mask_op is not None:
            mt = mask_op.operands[0].type
            if len(mt.shape) <= 1 or drop >= len(mt.shape) or mt.shape[drop] != 1 or mt.scalable[drop]:
                return rw.fail(op, "the mask has no unit dim at the dropped position")
        loc = op.loc
        rw.set_before(op if mask_op is None else mask_op)
        operands = [op.lhs, op.rhs, op.acc]
        new_maps, new_operands = [], []
        for i, m in enumerate(maps):
            dims = [m.get_dim_position(r) for r in range(m.num_results)]
            if dims and dims[0] != drop and drop in dims:
                perm = [dims.index(drop)] + [r for r in range(len(dims)) if dims[r] != drop]
                operands[i] = B.transpose(rw, loc, operands[i], perm)
                dims = [dims[p] for p in perm]
            leading = bool(dims) and dims[0] == drop
            res = [AffineDimExpr(d if d < drop else d - 1) for d in dims if d != drop]
            new_maps.append(AffineMap.get(m.num_dims - 1, 0, res))
            v = operands[i]
            if leading:
                t = v.type
                v = B.shape_cast(rw, loc, B.drop_dim(t, 0), v) if len(t.shape) > 1 else B.extract(rw, loc, v, [0])
            new_operands.append(v)
        props = {k: v for k, v in op.properties.items()}
        props["indexing_maps"] = ArrayAttr([AffineMapAttr(m) for m in new_maps])
        props["iterator_types"] = ArrayAttr([it for d, it in enumerate(op.iterator_types.value) if d != drop])
        new_op = B.emit(rw, "vector.contract", new_operands, [new_operands[2].type], props, loc=loc)
        if mask_op is not None:
            mask = mask_op.operands[0]
            mask = B.shape_cast(rw, loc, B.drop_dim(mask.type, drop), mask)
            new_op = B.mask_operation(rw, new_op, mask)
        back = B.broadcast if len(acc_t.shape) == 1 else B.shape_cast
        rw.replace_op(op if mask_op is None else mask_op, [back(rw, loc, acc_t, new_op.results[0])])
        return True


def _is_elementwise_vector_op(op) -> bool:
    elementwise = Elementwise in getattr(type(op), "traits", ()) or op.name == "vector.fma"
    return elementwise and len(op.results) == 1 and not op.regions \
        and isinstance(op.results[0].type, VectorType)


def _recreate(rw, op, operands, result_t):
    props = {k: v for k, v in op.properties.items()}
    return B.emit(rw, op.name, operands, [result_t], props, dict(op.attributes), loc=op.loc).results[0]


class CastAwayElementwiseLeadingOneDim(RewritePattern):
    """    %s = arith.addf %a, %b : vector<1x4xf32>
      ==> %a' = vector.extract %a[0] ; %b' = vector.extract %b[0]
          %n = arith.addf %a', %b' : vector<4xf32> ; %s = vector.broadcast %n : vector<4xf32> to vector<1x4xf32>"""

    root_trait = Elementwise

    def match_and_rewrite(self, op, rw):
        if not _is_elementwise_vector_op(op):
            return rw.fail(op, "not an elementwise op with one vector result")
        t = op.results[0].type
        new_t = trim_leading_one_dims(t)
        if new_t is t:
            return rw.fail(op, "no leading unit dims")
        drop = len(t.shape) - len(new_t.shape)
        rw.set_before(op)
        operands = [B.extract(rw, op.loc, v, [0] * drop) if isinstance(v.type, VectorType) else v
                    for v in op.operands]
        new = _recreate(rw, op, operands, VectorType(new_t.shape, B.elem(t), new_t.scalable))
        rw.replace_op(op, [B.broadcast(rw, op.loc, t, new)])
        return True


class CastAwayFmaLeadingOneDim(CastAwayElementwiseLeadingOneDim):
    """The same for vector.fma (ElementwiseMappable upstream)."""

    root_trait = None
    root = "vector.fma"


class CastAwayConstantMaskLeadingOneDim(RewritePattern):
    """    %m = vector.constant_mask [1, 2] : vector<1x4xi1>
      ==> %n = vector.constant_mask [2] : vector<4xi1> ; %m = vector.broadcast %n : ... to vector<1x4xi1>

    The dropped unit dims' sizes multiply into the first kept one (a 0 makes the mask all-false)."""

    root = "vector.constant_mask"

    def match_and_rewrite(self, op, rw):
        from ...dialects._static_dynamic import i64_array

        old_t = op.result.type
        new_t = trim_leading_one_dims(old_t)
        if new_t is old_t:
            return rw.fail(op, "no leading unit dims")
        drop = len(old_t.shape) - len(new_t.shape)
        sizes = list(op.mask_dim_sizes.value)
        flat = 1
        for d in sizes[:drop + 1]:
            flat *= d
        rw.set_before(op)
        new = B.emit(rw, "vector.constant_mask", [], [new_t], {"mask_dim_sizes": i64_array([flat] + sizes[drop + 1:])},
                     loc=op.loc).results[0]
        rw.replace_op(op, [B.broadcast(rw, op.loc, old_t, new)])
        return True


class CastAwayMemoryOpLeadingOneDim(RewritePattern):
    """    %r = vector.maskedload %b[%i, %j], %m, %p : memref<4x8xf32>, vector<1x4xi1>, vector<1x4xf32> into vector<1x4xf32>
      ==> %m' = vector.extract %m[0] ; %p' = vector.extract %p[0]
          %n = vector.maskedload %b[%i, %j], %m', %p' : ..., vector<4xi1>, vector<4xf32> into vector<4xf32>
          %r = vector.broadcast %n : vector<4xf32> to vector<1x4xf32>

    For vector.load/store, maskedload/maskedstore, expandload/compressstore and gather/scatter: the
    leading unit dims of the loaded (or stored) vector go, every vector operand (value, mask,
    pass-through, index vector: all of that shape) is `vector.extract`ed at [0, ..], the base indices
    and properties stay, and a loaded vector is broadcast back. A base with vector elements is left."""

    def match_and_rewrite(self, op, rw):
        loads = op.name in _LOADING_MEMORY_OPS
        data_t = op.results[0].type if loads else op.valueToStore.type
        if not isinstance(data_t, VectorType):
            return rw.fail(op, "no vector loaded or stored")
        if isinstance(op.base.type.element_type, VectorType):
            return rw.fail(op, "base has vector elements")
        if B.masking_op(op) is not None:
            return rw.fail(op, "op inside vector.mask")
        new_t = trim_leading_one_dims(data_t)
        drop = len(data_t.shape) - len(new_t.shape)
        if drop == 0:
            return rw.fail(op, "no leading unit dims")
        rw.set_before(op)
        operands = [B.extract(rw, op.loc, v, [0] * drop) if isinstance(v.type, VectorType) else v
                    for v in op.operands]
        result_types = [new_t if loads and i == 0 else r.type for i, r in enumerate(op.results)]
        new = B.emit(rw, op.name, operands, result_types, dict(op.properties), dict(op.attributes), loc=op.loc)
        results = list(new.results)
        if loads:
            results[0] = B.broadcast(rw, op.loc, data_t, results[0])
        rw.replace_op(op, results)
        return True


_LOADING_MEMORY_OPS = ("vector.load", "vector.maskedload", "vector.expandload", "vector.gather")
_MEMORY_OP_PATTERNS = tuple(
    type(f"CastAway{name.split('.')[1].capitalize()}LeadingOneDim", (CastAwayMemoryOpLeadingOneDim,), {"root": name})
    for name in _LOADING_MEMORY_OPS + ("vector.store", "vector.maskedstore", "vector.compressstore", "vector.scatter"))


class ShapeCastOfShapeCast(RewritePattern):
    """upstream's ShapeCastOpFolder (populateShapeCastFoldingPatterns):
    `shape_cast(shape_cast(%x : A to B) : B to A)` ==> `%x`."""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op, rw):
        src = op.source.defining_op
        if src is None or src.name != "vector.shape_cast":
            return rw.fail(op, "source is not a shape_cast")
        if src.source.type is not op.result.type:
            return rw.fail(op, "not a round trip")
        rw.replace_op(op, [src.source])
        return True


def populate_cast_away_vector_leading_one_dim_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateCastAwayVectorLeadingOneDimPatterns."""
    B.load_dialects()
    patterns.add(CastAwayExtractStridedSliceLeadingOneDim, CastAwayInsertStridedSliceLeadingOneDim,
                 CastAwayInsertLeadingOneDim, CastAwayTransferReadLeadingOneDim,
                 CastAwayTransferWriteLeadingOneDim, CastAwayElementwiseLeadingOneDim,
                 CastAwayContractionLeadingOneDim, CastAwayFmaLeadingOneDim, CastAwayConstantMaskLeadingOneDim,
                 *_MEMORY_OP_PATTERNS, ShapeCastOfShapeCast)


# -- drop unit dims with shape_cast ---------------------------------------------------------------

class DropUnitDimFromElementwiseOps(RewritePattern):
    """    %m = arith.mulf %a, %b : vector<2x1x3xf32>
      ==> %a' = vector.shape_cast %a : vector<2x1x3xf32> to vector<2x3xf32>  (same for %b)
          %n = arith.mulf %a', %b' : vector<2x3xf32> ; %m = vector.shape_cast %n : ... to vector<2x1x3xf32>

    Fails for rank < 2 operands and when an operand has no unit dim."""

    root_trait = Elementwise

    def match_and_rewrite(self, op, rw):
        if not _is_elementwise_vector_op(op):
            return rw.fail(op, "not an elementwise op with one vector result")
        if not op.operands or not isinstance(op.operands[0].type, VectorType):
            return rw.fail(op, "first operand is not a vector")
        if len(op.operands[0].type.shape) < 2:
            return rw.fail(op, "operands of rank < 2")
        new_types = []
        for v in op.operands:
            if not isinstance(v.type, VectorType):
                return rw.fail(op, "scalar operand")
            nt = drop_non_scalable_unit_dims(v.type)
            if nt is v.type:
                return rw.fail(op, "No unit dimension to remove.")
            new_types.append(nt)
        rw.set_before(op)
        operands = [B.shape_cast(rw, op.loc, nt, v) for v, nt in zip(op.operands, new_types)]
        t = op.results[0].type
        new = _recreate(rw, op, operands, drop_non_scalable_unit_dims(t))
        rw.replace_op(op, [B.shape_cast(rw, op.loc, t, new)])
        return True


class DropUnitDimsFromTransposeOp(RewritePattern):
    """    %x = vector.transpose %v, [2, 0, 1] : vector<2x1x4xf32> to vector<4x2x1xf32>
      ==> %s = vector.shape_cast %v to vector<2x4xf32> ; %t = vector.transpose %s, [1, 0]
          %x = vector.shape_cast %t : vector<4x2xf32> to vector<4x2x1xf32>"""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        src_t = op.vector.type
        new_src_t = drop_non_scalable_unit_dims(src_t)
        if new_src_t is src_t:
            return rw.fail(op, "No unit dimension to remove.")
        perm = list(op.permutation.value) if hasattr(op.permutation, "value") else list(op.permutation)
        kept = [d for d in range(len(src_t.shape)) if not (src_t.shape[d] == 1 and not src_t.scalable[d])]
        new_index = {d: i for i, d in enumerate(kept)}
        new_perm = [new_index[p] for p in perm if p in new_index] or [0]
        rw.set_before(op)
        src = B.shape_cast(rw, op.loc, new_src_t, op.vector)
        tr = B.transpose(rw, op.loc, src, new_perm)
        rw.replace_op(op, [B.shape_cast(rw, op.loc, op.result.type, tr)])
        return True


class DropUnitDimsFromScfForOp(RewritePattern):
    """A loop-carried vector with unit dims is carried without them (one iter_arg per application):

        %r = scf.for ... iter_args(%a = %init) -> (vector<1x4xf32>) { ... scf.yield %y }
      ==> %i = vector.shape_cast %init : vector<1x4xf32> to vector<4xf32>
          %n = scf.for ... iter_args(%a' = %i) -> (vector<4xf32>) {
                 %a = vector.shape_cast %a' to vector<1x4xf32> ... scf.yield (vector.shape_cast %y) }
          %r = vector.shape_cast %n : vector<4xf32> to vector<1x4xf32>"""

    root = "scf.for"

    def match_and_rewrite(self, op, rw):
        from ...dialects.scf.canonicalize.for_loop import _replace_and_cast_iter_arg

        n_inits = len(op.results)
        for k, res in enumerate(op.results):
            t = res.type
            if not isinstance(t, VectorType):
                continue
            nt = drop_non_scalable_unit_dims(t)
            if nt is t:
                continue
            rw.set_before(op)
            init = B.shape_cast(rw, op.loc, nt, op.operands[len(op.operands) - n_inits + k])
            rw.replace_op(op, _replace_and_cast_iter_arg(rw, op, k, init, B.op_class("vector.shape_cast")))
            return True
        return rw.fail(op, "no loop-carried vector with unit dims")


class DropUnitDimFromFma(DropUnitDimFromElementwiseOps):
    """The same for vector.fma (ElementwiseMappable upstream)."""

    root_trait = None
    root = "vector.fma"


def populate_drop_unit_dims_with_shape_cast_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateDropUnitDimWithShapeCastPatterns."""
    B.load_dialects()
    patterns.add(DropUnitDimFromElementwiseOps, DropUnitDimFromFma, DropUnitDimsFromScfForOp,
                 DropUnitDimsFromTransposeOp)


register_pattern_descriptor("transform.apply_patterns.vector.cast_away_vector_leading_one_dim",
                            populate_cast_away_vector_leading_one_dim_patterns)
register_pattern_descriptor("transform.apply_patterns.vector.drop_unit_dims_with_shape_cast",
                            populate_drop_unit_dims_with_shape_cast_patterns)


# -- named passes ---------------------------------------------------------------------------------

from dataclasses import dataclass  # noqa: E402

from ...passes.base import Pass, PassFailure, register_pass  # noqa: E402


class ScriptLikePass(Pass):
    """Applies ``populate``'s patterns to every func.func the way `transform.apply_patterns` does
    (the greedy driver with its default configuration), so the pass and the transform script agree."""

    def populate(self, ps: PatternSet) -> None:
        raise NotImplementedError

    def run(self, op) -> None:
        from ...rewrite import apply_patterns_greedily

        ps = PatternSet()
        self.populate(ps)
        frozen = ps.freeze()
        funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
        for f in funcs:
            if not apply_patterns_greedily(f, frozen, max_iterations=10):
                raise PassFailure("greedy pattern application did not converge", f)


@register_pass("vector-cast-away-leading-one-dim",
               "Cast away leading unit dims of vector ops "
               "(transform.apply_patterns.vector.cast_away_vector_leading_one_dim)")
@dataclass
class VectorCastAwayLeadingOneDim(ScriptLikePass):
    def populate(self, ps):
        populate_cast_away_vector_leading_one_dim_patterns(ps)


@register_pass("vector-drop-unit-dims-with-shape-cast",
               "Drop unit dims of elementwise ops, transposes and loop-carried vectors with vector.shape_cast "
               "(transform.apply_patterns.vector.drop_unit_dims_with_shape_cast)")
@dataclass
class VectorDropUnitDimsWithShapeCast(ScriptLikePass):
    def populate(self, ps):
        populate_drop_unit_dims_with_shape_cast_patterns(ps)
