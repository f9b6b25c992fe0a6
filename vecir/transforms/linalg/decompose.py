"""Decomposition of a 2-D convolution or pooling with a unit window dimension into its 1-D form
(upstream's `transform.structured.decompose`: DownscaleSizeOneWindowed2DConvolution,
DownscaleDepthwiseConv2DNhwcHwcOp and DownscaleConv2DOp). Seed 001's trick is to tile the filter window loops by 1 (and
the output height by 1), after which the H dimension is 1 everywhere.

    %c = linalg.conv_2d_nhwc_hwcf {strides = dense<2>, dilations = dense<1>}
           ins(%i, %f : tensor<1x1x3x3xf32>, tensor<1x1x3x4xf32>) outs(%o : tensor<1x1x2x4xf32>)
  ->
    %i1 = tensor.extract_slice %i[0, 0, 0, 0] [1, 1, 3, 3] [1, 1, 1, 1] : ... to tensor<1x3x3xf32>
    %f1 = tensor.extract_slice %f[0, 0, 0, 0] [1, 1, 3, 4] [1, 1, 1, 1] : ... to tensor<1x3x4xf32>
    %o1 = tensor.extract_slice %o[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : ... to tensor<1x2x4xf32>
    %c1 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ...
    %r = tensor.insert_slice %c1 into %o[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1]

When the H window and output height are 1 the H dimension is dropped (the W stride and dilation
are kept); else when the W window and output width are 1, the W dimension. Dynamic sizes are
taken with tensor.dim (upstream's getMixedSizes). Ops on memrefs are left alone, as upstream
leaves them.
"""

from __future__ import annotations

from ...ir.attrs import DenseElementsAttr, IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation
from ...ir.op import OP_REGISTRY
from ...ir.types import RankedTensorType, i64, index
from .vectorize import VectorizationError

_NHWC, _NCHW = (1, 2), (2, 3)
# 2-D op -> (1-D op, input H/W dims, filter H/W dims, output H/W dims)
DOWNSCALED = {
    "linalg.conv_2d": ("linalg.conv_1d", (0, 1), (0, 1), (0, 1)),
    "linalg.conv_2d_nhwc_hwcf": ("linalg.conv_1d_nwc_wcf", _NHWC, (0, 1), _NHWC),
    "linalg.conv_2d_nchw_fchw": ("linalg.conv_1d_ncw_fcw", _NCHW, (2, 3), _NCHW),
    "linalg.depthwise_conv_2d_nhwc_hwc": ("linalg.depthwise_conv_1d_nwc_wc", _NHWC, (0, 1), _NHWC),
    **{f"linalg.pooling_nhwc_{k}": (f"linalg.pooling_nwc_{k}", _NHWC, (0, 1), _NHWC)
       for k in ("sum", "max", "max_unsigned", "min", "min_unsigned")},
    **{f"linalg.pooling_nchw_{k}": (f"linalg.pooling_ncw_{k}", _NCHW, (0, 1), _NCHW) for k in ("sum", "max")},
}


def _mixed_sizes(b, v) -> list:
    """getMixedSizes: static sizes as ints, dynamic ones as `tensor.dim` (an index constant each)."""
    out = []
    for d, s in enumerate(v.type.shape):
        if s >= 0:
            out.append(s)
            continue
        c = b.insert(OP_REGISTRY["arith.constant"].create([], [index], {"value": IntegerAttr(d, index)})).results[0]
        out.append(b.insert(OP_REGISTRY["tensor.dim"].create([v, c], [index])).results[0])
    return out


def decompose_windowed_2d(op) -> Operation:
    """Rewrite ``op`` into its 1-D form on rank-reducing slices; returns the new op. Raises
    VectorizationError when it does not apply."""
    entry = DOWNSCALED.get(op.name)
    if entry is None:
        raise VectorizationError(f"'{op.name}' is not decomposed")
    name1d, in_hw, f_hw, out_hw = entry
    it, ft, ot = (v.type for v in op.operands)
    if not isinstance(ot, RankedTensorType):  # upstream: "to be implemented" for buffers
        raise VectorizationError("convolutions on buffers are not decomposed")
    kh, kw = (ft.shape[d] for d in f_hw)
    oh, ow = (ot.shape[d] for d in out_hw)
    if kh == 1 and oh == 1:
        drop, keep = 0, 1
    elif kw == 1 and ow == 1:
        drop, keep = 1, 0
    else:
        raise VectorizationError("a window dimension and its output dimension must be 1")
    strides, dilations = op.stride_values(), op.dilation_values()
    b = Builder.before(op)
    slices = []
    for v, hw in zip(op.operands, (in_hw, f_hw, out_hw)):
        t = v.type
        shape = list(t.shape)
        del shape[hw[drop]]
        sl = OP_REGISTRY["tensor.extract_slice"].build_slice(
            v, [0] * len(t.shape), _mixed_sizes(b, v), [1] * len(t.shape),
            result_type=RankedTensorType(tuple(shape), t.element_type))
        slices.append(b.insert(sl).results[0])

    def attr(x):
        return DenseElementsAttr(RankedTensorType((1,), i64), (int(x),), True)

    cls1d = OP_REGISTRY[name1d]
    props = {"strides": attr(strides[keep]), "dilations": attr(dilations[keep])} if cls1d.prop_names() else {}
    new = cls1d.build_named(slices[:2], slices[2:], props)
    b.insert(new)
    out = op.outputs[0]
    ins = OP_REGISTRY["tensor.insert_slice"].build_slice(new.results[0], out, [0] * len(ot.shape),
                                                        _mixed_sizes(b, out), [1] * len(ot.shape))
    b.insert(ins)
    op.replace_all_uses_with([ins.results[0]])
    op.erase()
    return new


def decompose_all(root: Operation) -> list[Operation]:
    """Decompose every convolution and pooling that qualifies; the others are left as they are
    (like a pattern that does not match)."""
    out = []
    for o in [o for o in root.walk() if o.name in DOWNSCALED]:
        try:
            out.append(decompose_windowed_2d(o))
        except VectorizationError:
            continue
    return out
