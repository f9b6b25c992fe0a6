"""tensor.pad under `transform.structured.vectorize %pad vector_sizes [...]` (upstream's
vectorizeAsTensorPadOp): a masked read of the source padded with the constant padding value, written
into a tensor.empty of the pad's reified shape (masked when the vector does not cover it).

    %p = tensor.pad %s low[0, 0] high[%h0, %h1] { tensor.yield %cst } : tensor<?x?xf32> to tensor<?x?xf32>
  vector_sizes [2, 4] ==>
    %n0 = affine.apply ()[s0, s1] -> (s0 + s1) ()[%dim0, %h0]        (reified result sizes)
    %m = vector.create_mask %dim0, %dim1 : vector<2x4xi1>              (the source's sizes)
    %r = vector.mask %m { vector.transfer_read %s[%c0, %c0], %cst {in_bounds = [true, true]} ... }
    %e = tensor.empty(%n0, %n1) : tensor<?x?xf32>
    %w = vector.mask %m2 { vector.transfer_write %r, %e[%c0, %c0] {in_bounds = [true, true]} ... }

Preconditions as upstream's vectorizePadOpPrecondition: a constant padding value, vector sizes
covering the static result sizes, zero low padding except on unit result dims.
"""

from __future__ import annotations

from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.builder import Builder
from ...ir.op import OP_REGISTRY
from ...ir.types import VectorType, i1
from .vectorize import VectorizationError, _const, _emit, transfer_read, transfer_write, valid_vector_element
from .vectorize_masked import _masked
from .vectorize_pad_patterns import _const_index, constant_padding_value

_SUM3 = AffineMap(3, 0, [dim(0) + dim(1) + dim(2)])


def _mixed_sizes(b: Builder, v) -> list:
    """tensor::getMixedSizes: ints for static dims, `tensor.dim` (of an index constant) for dynamic ones."""
    out = []
    for d, n in enumerate(v.type.shape):
        if n >= 0:
            out.append(n)
        else:
            out.append(b.insert(OP_REGISTRY["tensor.dim"].build_dim(v, _const(b, d))).results[0])
    return out


def _values(b: Builder, sizes) -> list:
    return [_const(b, s) if isinstance(s, int) else s for s in sizes]


def vectorize_pad_masked(pad, vector_sizes) -> list:
    from .fuse import composed_folded_apply

    pt, st = pad.results[0].type, pad.source.type
    value = constant_padding_value(pad)
    sizes = list(vector_sizes or [])
    if value is None or len(sizes) != len(pt.shape) or not valid_vector_element(pt.element_type):
        raise VectorizationError("tensor.pad needs a constant padding value and one vector size per dim")
    if any(n >= 0 and s < n for n, s in zip(pt.shape, sizes)):
        raise VectorizationError("vector sizes smaller than the static result sizes")
    for d, low in enumerate(pad.mixed_low):
        if _const_index(low) != 0 and pt.shape[d] != 1:
            raise VectorizationError("low padding on a non-unit result dim")
    b = Builder.before(pad)
    # reifyResultShapes: source size + low + high per dynamic result dim
    reified = []
    for d, n in enumerate(pt.shape):
        if n >= 0:
            reified.append(n)
            continue
        src = b.insert(OP_REGISTRY["tensor.dim"].build_dim(pad.source, _const(b, d))).results[0] \
            if st.shape[d] < 0 else st.shape[d]
        reified.append(composed_folded_apply(b, _SUM3, [src, pad.mixed_low[d], pad.mixed_high[d]]))
    # createReadOrMaskedRead
    rank = len(sizes)
    zero = _const(b, 0)
    vt = VectorType(tuple(sizes), pt.element_type)
    if list(st.shape) == sizes:
        read = transfer_read(b, pad.source, [zero] * rank, value, vt, AffineMap.identity(rank), in_bounds=True)
    else:
        mask = _emit(b, "vector.create_mask", _values(b, _mixed_sizes(b, pad.source)),
                     [VectorType(tuple(sizes), i1)]).results[0]
        read = _masked(b, mask, "vector.transfer_read", [pad.source, *([zero] * rank), value], [vt],
                       _read_props(rank))[0]
    dyn = [s for s in reified if not isinstance(s, int)]
    empty = b.insert(OP_REGISTRY["tensor.empty"].build_empty(pt.shape, pt.element_type, dyn)).results[0]
    # createWriteOrMaskedWrite
    zero_w = _const(b, 0)
    if list(pt.shape) == sizes:
        w = transfer_write(b, read, empty, [zero_w] * rank, AffineMap.identity(rank), in_bounds=True)
        res = list(w.results)
    else:
        mask = _emit(b, "vector.create_mask", _values(b, _mixed_sizes(b, empty)),
                     [VectorType(tuple(sizes), i1)]).results[0]
        res = _masked(b, mask, "vector.transfer_write", [read, empty, *([zero_w] * rank)], [pt], _write_props(rank))
    pad.replace_all_uses_with(res)
    pad.erase()
    return res


def _read_props(rank):
    from ...dialects.tensor.slice import _seg
    from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr

    return {"permutation_map": AffineMapAttr(AffineMap.identity(rank)),
            "in_bounds": ArrayAttr([BoolAttr(True)] * rank), "operandSegmentSizes": _seg(1, rank, 1, 0)}


def _write_props(rank):
    from ...dialects.tensor.slice import _seg
    from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr

    return {"permutation_map": AffineMapAttr(AffineMap.identity(rank)),
            "in_bounds": ArrayAttr([BoolAttr(True)] * rank), "operandSegmentSizes": _seg(1, 1, rank, 0)}
