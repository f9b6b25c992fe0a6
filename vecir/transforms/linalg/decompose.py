"""Decomposition of a 2-D convolution with a unit window dimension into a 1-D convolution (upstream's
`transform.structured.decompose` on linalg.conv_2d_nhwc_hwcf): seed 001's trick is to tile the
filter window loops by 1 (and the output height by 1), after which the H dimension is 1 everywhere.

    %c = linalg.conv_2d_nhwc_hwcf {strides = dense<2>, dilations = dense<1>}
           ins(%i, %f : tensor<1x1x3x3xf32>, tensor<1x1x3x4xf32>) outs(%o : tensor<1x1x2x4xf32>)
  ->
    %i1 = tensor.extract_slice %i[0, 0, 0, 0] [1, 1, 3, 3] [1, 1, 1, 1] : ... to tensor<1x3x3xf32>
    %f1 = tensor.extract_slice %f[0, 0, 0, 0] [1, 1, 3, 4] [1, 1, 1, 1] : ... to tensor<1x3x4xf32>
    %o1 = tensor.extract_slice %o[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : ... to tensor<1x2x4xf32>
    %c1 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ...
    %r = tensor.insert_slice %c1 into %o[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1]

When instead the W window and output width are 1, the W dimension is dropped (the H stride and
dilation are kept). Convolutions on memrefs are left alone, as upstream leaves them.
"""

from __future__ import annotations


from ...ir.attrs import DenseElementsAttr
from ...ir.builder import Builder
from ...ir.core import Operation
from ...ir.op import OP_REGISTRY
from ...ir.types import RankedTensorType, i64
from .vectorize import VectorizationError


def _drop(t, d):
    shape = list(t.shape)
    del shape[d]
    return shape


def decompose_conv_2d_nhwc_hwcf(op) -> Operation:
    """Rewrite ``op`` into a conv_1d_nwc_wcf on rank-reducing slices; returns the new op."""
    if op.name != "linalg.conv_2d_nhwc_hwcf":
        raise VectorizationError(f"'{op.name}' is not decomposed")
    it, ft, ot = (v.type for v in op.operands)
    if any(s < 0 for t in (it, ft, ot) for s in t.shape):
        raise VectorizationError("only static convolutions are decomposed")
    strides, dilations = op.stride_values(), op.dilation_values()
    if ft.shape[0] == 1 and ot.shape[1] == 1:
        drop_in, drop_f, keep = 1, 0, 1
    elif ft.shape[1] == 1 and ot.shape[2] == 1:
        drop_in, drop_f, keep = 2, 1, 0
    else:
        raise VectorizationError("a convolution is decomposed only when one window dimension and the matching "
                                 "output dimension are 1")
    if not isinstance(ot, RankedTensorType):  # upstream decomposes only on tensors ("to be implemented" for buffers)
        raise VectorizationError("convolutions on buffers are not decomposed")
    b = Builder.before(op)
    slices = []
    for v, d in zip(op.operands, (drop_in, drop_f, drop_in)):
        t = v.type
        shape = _drop(t, d)
        rt = RankedTensorType(tuple(shape), t.element_type)
        sl = OP_REGISTRY["tensor.extract_slice"].build_slice(v, [0] * len(t.shape), list(t.shape),
                                                             [1] * len(t.shape), result_type=rt)
        slices.append(b.insert(sl).results[0])

    def attr(v):
        from ...ir.types import RankedTensorType as RT

        return DenseElementsAttr(RT((1,), i64), (int(v),), True)

    props = {"strides": attr(strides[keep]), "dilations": attr(dilations[keep])}
    conv1 = OP_REGISTRY["linalg.conv_1d_nwc_wcf"].build_named(slices[:2], slices[2:], props)
    b.insert(conv1)
    ins = OP_REGISTRY["tensor.insert_slice"].build_slice(conv1.results[0], op.outputs[0], [0] * 4, list(ot.shape),
                                                        [1] * 4)
    b.insert(ins)
    op.replace_all_uses_with([ins.results[0]])
    op.erase()
    return conv1


def decompose_all(root: Operation) -> list[Operation]:
    """Decompose every convolution that qualifies; the others are left as they are (like a pattern
    that does not match)."""
    out = []
    for o in [o for o in root.walk() if o.name == "linalg.conv_2d_nhwc_hwcf"]:
        try:
            out.append(decompose_conv_2d_nhwc_hwcf(o))
        except VectorizationError:
            continue
    return out
