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

tensor.insert_slice with vector sizes (upstream's vectorizeAsInsertSliceOp) is here too: a masked
read of the source and a write at the slice's offsets; see vectorize_insert_slice_masked for how
its write mask departs from upstream's on destinations with contents.
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


def vectorize_insert_slice_masked(sl, vector_sizes) -> list:
    """tensor.insert_slice under `transform.structured.vectorize %s vector_sizes [...]` (upstream's
    vectorizeAsInsertSliceOp with vector sizes): a read of the source masked by its sizes (padded
    with the pad value of a padded source, else zero), written at the slice's offsets under a mask of
    what the destination holds from there (`dest size - offset` per written dim)."""
    from ...ir.attrs import FloatAttr, IntegerAttr
    from ...ir.types import FloatType
    st, dt = sl.operands[0].type, sl.operands[1].type
    sizes = list(vector_sizes or [])
    e = st.element_type
    if len(sizes) != len(st.shape) or not valid_vector_element(e):
        raise VectorizationError("tensor.insert_slice needs one vector size per source dim")
    if any(s != 1 for s in sl.mixed_strides):
        raise VectorizationError("non-unit strides")
    source, dest = sl.operands[0], sl.operands[1]
    b = Builder.before(sl)
    from .vectorize_children import static_pad_value

    value = static_pad_value(sl)  # the value the destination was filled with, if known
    if value is None:
        zero_attr = FloatAttr(0.0, e) if isinstance(e, FloatType) else IntegerAttr(0, e)
        value = b.insert(OP_REGISTRY["arith.constant"].create([], [e], {"value": zero_attr})).results[0]
    rank = len(sizes)
    _const(b, 0)  # upstream's read indices (createReadOrMaskedRead makes its own)
    # createReadOrMaskedRead
    zero = _const(b, 0)
    vt = VectorType(tuple(sizes), e)
    if list(st.shape) == sizes:
        read = transfer_read(b, source, [zero] * rank, value, vt, AffineMap.identity(rank), in_bounds=True)
    else:
        mask = _emit(b, "vector.create_mask", _values(b, _mixed_sizes(b, source)),
                     [VectorType(tuple(sizes), i1)]).results[0]
        read = _masked(b, mask, "vector.transfer_read", [source, *([zero] * rank), value], [vt],
                       _read_props(rank))[0]
    # createWriteOrMaskedWrite at the slice's offsets
    from ...dialects.tensor.slice import _seg

    offsets = _values(b, list(sl.mixed_offsets))
    n_dest = len(dt.shape)
    props = _write_props(rank)
    props["operandSegmentSizes"] = _seg(1, 1, n_dest, 0)
    props["permutation_map"] = _minor_identity(n_dest, rank)
    write = b.insert(OP_REGISTRY["vector.transfer_write"].create([read, dest, *offsets], [dt], props))
    res = list(write.results)
    empty_dest = dest.defining_op is not None and dest.defining_op.name == "tensor.empty"
    if empty_dest and list(dt.shape[n_dest - rank:]) != sizes:
        # upstream's mask: what the destination holds from each offset on (dest size - offset, as
        # createOrFold(arith.subi)); the padding lanes it lets through land on undefined contents
        dest_sizes = _mixed_sizes(b, dest)
        mask_sizes = []
        for d in range(n_dest - rank, n_dest):
            size = _const(b, dest_sizes[d]) if isinstance(dest_sizes[d], int) else dest_sizes[d]
            cs, co = _const_index(size), _const_index(offsets[d])
            if co == 0:
                mask_sizes.append(size)
            elif cs is not None and co is not None:
                mask_sizes.append(_const(b, cs - co))
            else:
                mask_sizes.append(_emit(b, "arith.subi", [size, offsets[d]], [size.type]).results[0])
    elif not empty_dest and list(st.shape) != sizes:
        # a destination with contents: only the source's lanes may be written (upstream's dest-based
        # mask would also write the padding lanes over them)
        mask_sizes = _values(b, _mixed_sizes(b, source))
    else:
        mask_sizes = None
    if mask_sizes is not None:
        # no mask when every vector lane is a source lane that lands in bounds (static sizes)
        cm = [_const_index(m) for m in mask_sizes]
        if not (dt.has_static_shape and all(c is not None and c >= s_ for c, s_ in zip(cm, sizes))):
            write.erase()
            mask = _emit(b, "vector.create_mask", mask_sizes, [VectorType(tuple(sizes), i1)]).results[0]
            res = _masked(b, mask, "vector.transfer_write", [read, dest, *offsets], [dt], props)
    sl.replace_all_uses_with(res)
    sl.erase()
    return res


def _minor_identity(n: int, rank: int):
    from ...ir.attrs import AffineMapAttr

    return AffineMapAttr(AffineMap(n, 0, [dim(d) for d in range(n - rank, n)]))
