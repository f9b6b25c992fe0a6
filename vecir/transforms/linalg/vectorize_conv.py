"""Vectorization of linalg.conv_1d_nwc_wcf as upstream's Conv1DGenerator does it (seed 001's
convolution after the 1x1 filter-window tiling and decomposition): read input, filter and output
whole, slice them per window position and output column, and accumulate one vector.contract per
(kw, w) pair.

    %in  = vector.transfer_read ... : tensor<1x3x3xf32>, vector<1x3x3xf32>
    %flt = vector.transfer_read ... : tensor<1x3x4xf32>, vector<1x3x4xf32>
    %out = vector.transfer_read ... : tensor<1x2x4xf32>, vector<1x2x4xf32>
    %i0 = vector.extract_strided_slice %in offsets = [0, 0, 0], sizes = [1, 1, 3] ...   (w * stride + kw * dilation)
    %f0 = vector.extract %flt[0] : vector<3x4xf32> from vector<1x3x4xf32>              (per kw)
    %o0 = vector.extract_strided_slice %out offsets = [0, 0, 0], sizes = [1, 1, 4] ...  (per w)
    %r0 = vector.contract {(n, w, f, c): (n, w, c) x (c, f) -> (n, w, f)} %i0, %f0, %o0
    %o  = vector.insert_strided_slice %r0, %out offsets = [0, 0, 0] ...
    vector.transfer_write %o, ...

With stride 1 the output columns are handled as one slice of width W per window position (the
full-size slices are kept, as upstream keeps them; canonicalize folds them).
"""

from __future__ import annotations

from ...ir.affine_map import AffineMap
from ...ir.affine_expr import dim
from ...ir.attrs import AffineMapAttr, ArrayAttr, FloatAttr, IntegerAttr
from ...ir.builder import Builder
from ...ir.op import OP_REGISTRY
from ...ir.types import FloatType, IntegerType, VectorType
from ..vector._build import extract_strided_slice, insert_strided_slice
from .vectorize import VectorizationError, _const, _emit, _kind_attr, transfer_read, transfer_write, valid_vector_element


def vectorize_conv_1d_nwc_wcf(op):
    it, ft, ot = (v.type for v in op.operands)
    if any(s < 0 for t in (it, ft, ot) for s in t.shape):
        raise VectorizationError("only static convolutions are vectorized")
    re = ot.element_type
    if not all(valid_vector_element(t.element_type) for t in (it, ft, ot)):
        raise VectorizationError("element types cannot be vectorized")
    for t in (it, ft):  # refused before any IR is built
        _promotion(t.element_type, re)
    (sw,), (dw,) = op.stride_values(), op.dilation_values()
    n, w, f = ot.shape
    kw, c, _ = ft.shape
    b = Builder.before(op)
    for r in (n, w, f, kw, c):  # upstream materializes the loop ranges (unused)
        _const(b, r)
    c0 = _const(b, 0)
    # the input rows the windows reach: iw = (w - 1) * sw + 1 + (kw - 1) * dw
    shapes = [(n, ((w - 1) * sw + 1) + ((kw - 1) * dw + 1) - 1, c), (kw, c, f), (n, w, f)]
    reads = []
    for v, shape in zip(op.operands, shapes):
        e = v.type.element_type
        zero = FloatAttr(0.0, e) if isinstance(e, FloatType) else IntegerAttr(0, e)
        pad = _emit(b, "arith.constant", [], [e], {"value": zero}).results[0]
        rank = len(v.type.shape)
        reads.append(transfer_read(b, v, [c0] * rank, pad, VectorType(shape, e), AffineMap.identity(rank)))
    lhs, rhs, res = reads
    step = w if sw == 1 else 1
    lhs_slices = [[_slice(b, lhs, [0, wi * sw + k * dw, 0], [n, step, c]) for wi in range(0, w, step)]
                  for k in range(kw)]
    rhs_slices = [b.insert(OP_REGISTRY["vector.extract"].build_extract(rhs, [k])).results[0] for k in range(kw)]
    res_slices = [_slice(b, res, [0, wi, 0], [n, step, f]) for wi in range(0, w, step)]
    d = [dim(i) for i in range(4)]
    maps = ArrayAttr([AffineMapAttr(AffineMap(4, 0, [d[0], d[1], d[3]])), AffineMapAttr(AffineMap(4, 0, [d[3], d[2]])),
                      AffineMapAttr(AffineMap(4, 0, [d[0], d[1], d[2]]))])
    from ...dialects.vector.attrs import IteratorTypeAttr

    its = ArrayAttr([IteratorTypeAttr(x) for x in ("parallel", "parallel", "parallel", "reduction")])
    kind = "or" if isinstance(re, IntegerType) and re.width == 1 else "add"  # i1 convolutions combine with ori
    for k in range(kw):
        for j in range(len(res_slices)):
            acc = res_slices[j]
            lv, rv = _promote(b, lhs_slices[k][j], re), _promote(b, rhs_slices[k], re)
            res_slices[j] = _emit(b, "vector.contract", [lv, rv, acc], [acc.type],
                                  {"indexing_maps": maps, "iterator_types": its, "kind": _kind_attr(kind)}).results[0]
    out = res
    for j, wi in enumerate(range(0, w, step)):
        out = insert_strided_slice(b, None, res_slices[j], out, [0, wi, 0], [1, 1, 1])
    wr = transfer_write(b, out, op.outputs[0], [c0] * 3, AffineMap.identity(3))
    if wr.results:
        op.replace_all_uses_with([wr.results[0]])
    op.erase()
    return [wr]


def _promote(b, v, e):
    """upstream's promote: a slice of a narrower element type is extended to the output's
    (sitofp int -> float, extf, extsi); the same type is kept."""
    name = _promotion(v.type.element_type, e)
    if name is None:
        return v
    return _emit(b, name, [v], [VectorType(v.type.shape, e, v.type.scalable)]).results[0]


def _promotion(src, e) -> str | None:
    if src is e:
        return None
    if isinstance(src, IntegerType) and isinstance(e, FloatType):
        return "arith.sitofp"
    if isinstance(src, FloatType) and isinstance(e, FloatType) and src.width < e.width:
        return "arith.extf"
    if isinstance(src, IntegerType) and isinstance(e, IntegerType) and src.width < e.width:
        return "arith.extsi"
    raise VectorizationError("unsupported element types in a convolution")


def _slice(b, v, offsets, sizes):
    return extract_strided_slice(b, None, v, offsets, sizes, [1] * len(sizes))
