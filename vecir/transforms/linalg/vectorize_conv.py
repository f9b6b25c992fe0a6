"""Vectorization of 1-D convolutions and poolings as upstream's Conv1DGenerator does it, for named
ops and linalg.generic alike: the layout is recognised from the indexing maps (strides and
dilations read off the input's window expression `w * stride + kw * dilation`), the kind of
computation from the body.

  * conv (n, w, f, kw, c): in{n, sw*w + dw*kw, c}, filter{kw, c, f}, out{n, w, f}
    (and the channel-first ncw/fcw/nfw layout, transposed to it and back)
        one vector.contract per (kw, w) slice; inputs extended to the output's element type first
  * pooling (n, w, c, kw): in{n, sw*w + dw*kw, c}, window{kw}, out{n, w, c} (and ncw)
        the body's combiner (addf, maxsi, minimumf, ...) per slice, after its cast of the input
  * depthwise (n, w, c, kw): in{n, sw*w + dw*kw, c}, filter{kw, c}, out{n, w, c}
        vector.fma (floats) or muli + addi with the filter row broadcast; `flatten` collapses
        {w, c} into one dimension (the filter row repeated by a vector.shuffle)

    %in  = vector.transfer_read ... : tensor<1x5x4xf32>, vector<1x5x4xf32>   (the rows the windows reach)
    %flt = vector.transfer_read ... : tensor<2x4xf32>, vector<2x4xf32>
    %out = vector.transfer_read ... : tensor<1x4x4xf32>, vector<1x4x4xf32>
    %i0 = vector.extract_strided_slice %in offsets = [0, 0, 0], sizes = [1, 4, 4] ...  (w * stride + kw * dilation)
    %f0 = vector.extract %flt[0] : vector<4xf32> from vector<2x4xf32>                  (per kw)
    %b0 = vector.broadcast %f0 : vector<4xf32> to vector<1x4x4xf32>
    %r0 = vector.fma %i0, %b0, %out : vector<1x4x4xf32>
    ...
    vector.transfer_write %r1, ...

The output columns are one slice of width W when the stride is 1, else one slice per column (the
full-size slices are kept, as upstream keeps them; canonicalize folds them).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.affine_expr import AffineDimExpr, dim
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, FloatAttr, IntegerAttr
from ...ir.core import BlockArgument
from ...ir.op import OP_REGISTRY
from ...ir.types import FloatType, IntegerType, ShapedType, VectorType
from ..vector._build import extract_strided_slice, insert_strided_slice, shape_cast, shuffle, transpose
from .vectorize import (VectorizationError, _const, _emit, _kind_attr, builder_before, replace_linalg_op, transfer_read,
                        transfer_write, valid_vector_element)

_CASTS = frozenset({"arith.extsi", "arith.extui", "arith.extf", "arith.sitofp", "arith.uitofp", "arith.truncf",
                    "arith.trunci", "arith.fptosi", "arith.fptoui", "arith.index_cast", "arith.bitcast"})
_POOL_KINDS = {"arith.addf": "add", "arith.addi": "add", "arith.maximumf": "maximumf", "arith.minimumf": "minimumf",
               "arith.maxnumf": "maxnumf", "arith.minnumf": "minnumf", "arith.maxsi": "maxsi", "arith.maxui": "maxui",
               "arith.minsi": "minsi", "arith.minui": "minui"}
_CONV_KINDS = {"arith.addf": "add", "arith.addi": "add", "arith.ori": "or"}


@dataclass
class ConvPlan:
    """What Conv1DGenerator found: the layout ("nwc"/"ncw"), the operation ("conv", "pool",
    "depthwise"), stride and dilation, the body's combiner and (pooling) its input cast."""

    order: str
    oper: str
    stride: int
    dilation: int
    red_op: str
    kind: str
    pool_ext: str | None = None


def _is_cast_of_arg(op) -> bool:
    return op is not None and op.name in _CASTS and len(op.operands) == 1 and isinstance(op.operands[0], BlockArgument)


def _oper_kind(op):
    """setOperKind: (oper, combiner op, kind, pool cast) of the body, or None."""
    block = op.body_block
    y = block.last
    if y is None or y.name != "linalg.yield" or len(y.operands) != 1:
        return None
    red = y.operands[0].defining_op
    out_arg = block.args[-1]
    if red is None or len(red.operands) != 2 or out_arg not in red.operands:  # matchLinalgReduction
        return None
    n_args = sum(1 for v in red.operands if isinstance(v, BlockArgument))
    if n_args == 2:
        oper, ext = "pool", None
    elif n_args == 1:
        feed = next(v for v in red.operands if not isinstance(v, BlockArgument)).defining_op
        if _is_cast_of_arg(feed):
            oper, ext = "pool", feed.name
        elif feed is not None and feed.name in ("arith.mulf", "arith.muli", "arith.andi") and all(
                isinstance(v, BlockArgument) or _is_cast_of_arg(v.defining_op) for v in feed.operands):
            oper, ext = "conv", None
        else:
            return None
    else:
        return None
    kind = (_POOL_KINDS if oper == "pool" else _CONV_KINDS).get(red.name)
    if kind is None:
        return None
    return oper, red.name, kind, ext


def _window(e, w: int, kw: int):
    """(stride, dilation) when ``e`` is `d_w * stride + d_kw * dilation` (either factor may be 1)."""
    terms = []

    def flatten(x):
        if getattr(x, "kind", None) == "add":
            flatten(x.lhs)
            flatten(x.rhs)
        else:
            terms.append(x)
    flatten(e)
    coeff = {}
    for t in terms:
        if isinstance(t, AffineDimExpr):
            coeff[t.position] = coeff.get(t.position, 0) + 1
        elif getattr(t, "kind", None) == "mul" and isinstance(t.lhs, AffineDimExpr) and hasattr(t.rhs, "value"):
            coeff[t.lhs.position] = coeff.get(t.lhs.position, 0) + t.rhs.value
        else:
            return None
    if set(coeff) != {w, kw} or coeff[w] < 1 or coeff[kw] < 1:
        return None
    return coeff[w], coeff[kw]


# loops (in binding order) -> (iterators, lhs, rhs, res); "W" marks the window expression
_LAYOUTS = {
    ("conv", "w"): ("w kw", "pr", "W", "kw", "w"),
    ("conv", "nwc"): ("n w f kw c", "ppprr", "n W c", "kw c f", "n w f"),
    ("conv", "ncw"): ("n f w c kw", "ppprr", "n c W", "f c kw", "n f w"),
    ("pool", "nwc"): ("n w c kw", "pppr", "n W c", "kw", "n w c"),
    ("pool", "ncw"): ("n c w kw", "pppr", "n c W", "kw", "n c w"),
    ("depthwise", "nwc"): ("n w c kw", "pppr", "n W c", "kw c", "n w c"),
}


def _match_layout(op, oper, order):
    loops, its, lhs, rhs, res = _LAYOUTS[(oper, order)]
    names = loops.split()
    if [t[0] for t in op.iterator_type_names()] != list(its):
        return None
    pos = {n: i for i, n in enumerate(names)}
    maps = op.indexing_maps_list()
    if len(maps) != 3 or maps[0].num_symbols:
        return None
    sw = None
    for m, spec in zip(maps, (lhs, rhs, res)):
        idx = spec.split()
        if len(m.results) != len(idx):
            return None
        for e, s in zip(m.results, idx):
            if s == "W":
                sw = _window(e, pos["w"], pos["kw"])
                if sw is None:
                    return None
            elif not (isinstance(e, AffineDimExpr) and e.position == pos[s]):
                return None
    return sw


def conv_plan(op) -> ConvPlan | None:
    """The Conv1DGenerator match (generateNwcConv, generateNcwConv, generateNwcPooling,
    generateNcwPooling, generateDilatedConv, in upstream's order); None when ``op`` is none of them."""
    if len(op.inputs) != 2 or len(op.outputs) != 1:
        return None
    types = [v.type for v in op.operands]
    if not all(isinstance(t, ShapedType) for t in types):
        return None
    ranks = (len(types[0].shape), len(types[2].shape))
    if ranks not in ((3, 3), (1, 1)):  # channeled, or single-channel {w + kw}, {kw}, {w}
        return None
    ok = _oper_kind(op)
    if ok is None:
        return None
    oper, red, kind, ext = ok
    rhs_rank = len(types[1].shape)
    if (oper == "pool" and rhs_rank != 1) or (oper == "conv" and rhs_rank not in (1, 2, 3)):
        return None
    if ranks == (1, 1):
        sw = _match_layout(op, "conv", "w") if oper == "conv" and rhs_rank == 1 else None
        # generateNonChanneledConv: the window is {w + kw} (unit stride and dilation)
        return ConvPlan("w", "conv", 1, 1, red, kind, ext) if sw == (1, 1) else None
    if oper == "pool":
        tries = [("pool", "nwc"), ("pool", "ncw")]
    else:
        tries = [("depthwise", "nwc")] if rhs_rank == 2 else [("conv", "nwc"), ("conv", "ncw")]
    for o, order in tries:
        sw = _match_layout(op, o, order)
        if sw is not None:
            return ConvPlan(order, o, sw[0], sw[1], red, kind, ext)
    return None


def vectorize_convolution(op, plan: ConvPlan | None = None, flatten: bool = False, vector_sizes=None,
                          scalable=None):
    """Replace ``op`` (a 1-D convolution, pooling or depthwise convolution) by vector ops; returns
    the transfer_write. Raises VectorizationError when it is not one or cannot be vectorized.
    With dynamic shapes only linalg.depthwise_conv_1d_nwc_wc is vectorized, given ``vector_sizes``
    (upstream's vectorizeDynamicConvOpPrecondition): its dynamic channel dim takes vector_sizes[2]
    (scalable if marked) and every transfer is masked by vector.create_mask of its operand's sizes;
    on static shapes the sizes are not used."""
    plan = plan or conv_plan(op)
    if plan is None:
        raise VectorizationError("unvectorizable 1-D conv/pool")
    types = [v.type for v in op.operands]
    ch = None
    if vector_sizes and any(s < 0 for t in types for s in t.shape):  # static: the sizes are not used
        if flatten:
            raise VectorizationError("Vectorization of flattened convs with dynamic shapes is not supported")
        if op.name != "linalg.depthwise_conv_1d_nwc_wc":
            raise VectorizationError("Not a 1D depth-wise WC conv, dynamic shapes are not supported")
        if any(s < 0 for s in types[0].shape[:-1]):
            raise VectorizationError("only channel dim can be dynamic")
        ch = (vector_sizes[2], bool(scalable[2]) if scalable else False)
    if ch is None and any(s < 0 for t in types for s in t.shape):
        raise VectorizationError("only static convolutions are vectorized")
    if not all(valid_vector_element(t.element_type) for t in types):
        raise VectorizationError("element types cannot be vectorized")
    re = types[2].element_type
    casts = _body_casts(op)
    if plan.oper != "pool":
        for k in (0, 1):  # refused before any IR is built
            _promotion(types[k].element_type, re, casts.get(k))
    if plan.oper == "depthwise":
        return _depthwise(op, plan, flatten, casts, ch)
    return _conv(op, plan, casts)


def _body_casts(op) -> dict:
    """Input position -> the cast the body applies to that block argument (the promotion to use)."""
    block = op.body_block
    out = {}
    for bop in block.ops:
        if _is_cast_of_arg(bop) and bop.operands[0] in block.args:
            out.setdefault(block.args.index(bop.operands[0]), bop.name)
    return out


def _reads(b, op, shapes, scalable=None):
    """One transfer_read per operand of its full shape (None: not read), masked when ``scalable``
    (the channel dim's scalable flag) is given."""
    c0 = _const(b, 0)
    reads = []
    for v, shape in zip(op.operands, shapes):
        if shape is None:
            reads.append(None)
            continue
        e = v.type.element_type
        zero = FloatAttr(0.0, e) if isinstance(e, FloatType) else IntegerAttr(0, e)
        pad = _emit(b, "arith.constant", [], [e], {"value": zero}).results[0]
        rank = len(v.type.shape)
        flags = (False,) * (rank - 1) + (bool(scalable),)
        vt = VectorType(tuple(shape), e, flags)
        r = transfer_read(b, v, [c0] * rank, pad, vt, AffineMap.identity(rank), in_bounds=scalable is not None)
        if scalable is not None:
            r = _mask(b, r.owner, v, vt).results[0]
        reads.append(r)
    return c0, reads


def _mask(b, xfer, v, vt):
    """maybeMaskXferOp: vector.create_mask of the operand's sizes (getMixedSizesXfer: tensor/memref.dim
    of the dynamic ones first, then the static ones as constants) around ``xfer``."""
    from ...ir.types import MemRefType, index
    from ..vector._build import mask_operation

    dim_op = "memref.dim" if isinstance(v.type, MemRefType) else "tensor.dim"
    sizes = []
    for d, s in enumerate(v.type.shape):
        if s < 0:
            c = _const(b, d)
            sizes.append(_emit(b, dim_op, [v, c], [index]).results[0])
        else:
            sizes.append(s)
    sizes = [_const(b, s) if isinstance(s, int) else s for s in sizes]
    mask = _emit(b, "vector.create_mask", sizes, [VectorType(vt.shape, _i1(), vt.scalable)]).results[0]
    return mask_operation(b, xfer, mask)


def _i1():
    from ...ir.types import IntegerType

    return IntegerType(1)


def _finish(op, b, c0, out, masked=False):
    rank = len(op.outputs[0].type.shape)
    wr = transfer_write(b, out, op.outputs[0], [c0] * rank, AffineMap.identity(rank), in_bounds=masked)
    if masked:
        wr = _mask(b, wr, op.outputs[0], out.type)
    replace_linalg_op(op, [wr.results[0]] if wr.results else [])
    return [wr]


def _conv_w(op, plan, casts):
    """The single-channel case: lhs{w + kw - 1}, rhs{kw}, res{w}; one vector.outerproduct of each
    window slice with the filter tap (both extended to the output's element type)."""
    it, ft, ot = (v.type for v in op.operands)
    (w,), (kw,) = ot.shape, ft.shape
    b = builder_before(op)
    _loop_sizes(b, op)
    c0, (lhs, rhs, res) = _reads(b, op, [(w + kw - 1,), (kw,), (w,)])
    lhs_vals = [_slice(b, lhs, [k], [w]) for k in range(kw)]
    rhs_vals = [b.insert(OP_REGISTRY["vector.extract"].build_extract(rhs, [k])).results[0] for k in range(kw)]
    acc = _slice(b, res, [0], [w])
    re = ot.element_type
    for k in range(kw):
        lv = _promote(b, lhs_vals[k], re, casts.get(0))
        rv = _promote_scalar(b, rhs_vals[k], re, casts.get(1))
        acc = _emit(b, "vector.outerproduct", [lv, rv, acc], [acc.type], {"kind": _kind_attr(plan.kind)}).results[0]
    out = insert_strided_slice(b, None, acc, res, [0], [1])
    return _finish(op, b, c0, out)


def _promote_scalar(b, v, e, cast=None):
    name = _promotion(v.type, e, cast)
    return v if name is None else _emit(b, name, [v], [e]).results[0]


def _conv(op, plan, casts):
    if plan.order == "w":
        return _conv_w(op, plan, casts)
    it, ft, ot = (v.type for v in op.operands)
    sw, dw = plan.stride, plan.dilation
    pool = plan.oper == "pool"
    if plan.order == "nwc":
        n, w, f = ot.shape
        kw = ft.shape[0]
        c = f if pool else ft.shape[1]
        iw = ((w - 1) * sw + 1) + ((kw - 1) * dw + 1) - 1
        shapes = [(n, iw, c), None if pool else (kw, c, f), (n, w, f)]
    else:
        n, f, w = ot.shape
        kw = ft.shape[0] if pool else ft.shape[2]
        c = f if pool else ft.shape[1]
        iw = ((w - 1) * sw + 1) + ((kw - 1) * dw + 1) - 1
        shapes = [(n, c, iw), None if pool else (f, c, kw), (n, f, w)]
    b = builder_before(op)
    _loop_sizes(b, op)  # upstream materializes the loop ranges (unused)
    c0, (lhs, rhs, res) = _reads(b, op, shapes)
    if plan.order == "ncw":
        lhs = transpose(b, None, lhs, [0, 2, 1])
        if rhs is not None:
            rhs = transpose(b, None, rhs, [2, 1, 0])
        res = transpose(b, None, res, [0, 2, 1])
    step = w if sw == 1 else 1
    cols = list(range(0, w, step))
    lhs_vals = [[_slice(b, lhs, [0, wi * sw + k * dw, 0], [n, step, c]) for wi in cols] for k in range(kw)]
    rhs_vals = [] if pool else [b.insert(OP_REGISTRY["vector.extract"].build_extract(rhs, [k])).results[0]
                                for k in range(kw)]
    res_vals = [_slice(b, res, [0, wi, 0], [n, step, f]) for wi in cols]
    re = ot.element_type
    if not pool:
        d = [dim(i) for i in range(4)]
        maps = ArrayAttr([AffineMapAttr(AffineMap(4, 0, [d[0], d[1], d[3]])),
                          AffineMapAttr(AffineMap(4, 0, [d[3], d[2]])),
                          AffineMapAttr(AffineMap(4, 0, [d[0], d[1], d[2]]))])
        from ...dialects.vector.attrs import IteratorTypeAttr

        its = ArrayAttr([IteratorTypeAttr(x) for x in ("parallel", "parallel", "parallel", "reduction")])
    for k in range(kw):
        for j in range(len(cols)):
            acc = res_vals[j]
            if pool:
                x = lhs_vals[k][j]
                if plan.pool_ext:
                    x = _emit(b, plan.pool_ext, [x], [VectorType(x.type.shape, re)]).results[0]
                res_vals[j] = _emit(b, plan.red_op, [x, acc], [acc.type]).results[0]
            else:
                lv = _promote(b, lhs_vals[k][j], re, casts.get(0))
                rv = _promote(b, rhs_vals[k], re, casts.get(1))
                res_vals[j] = _emit(b, "vector.contract", [lv, rv, acc], [acc.type],
                                    {"indexing_maps": maps, "iterator_types": its,
                                     "kind": _kind_attr(plan.kind)}).results[0]
    out = res
    for j, wi in enumerate(cols):
        out = insert_strided_slice(b, None, res_vals[j], out, [0, wi, 0], [1, 1, 1])
    if plan.order == "ncw":
        out = transpose(b, None, out, [0, 2, 1])
    return _finish(op, b, c0, out)


def _depthwise(op, plan, flatten, casts, ch=None):
    it, ft, ot = (v.type for v in op.operands)
    sw, dw = plan.stride, plan.dilation
    kw, c = ft.shape
    scalable = None
    if ch is not None and c < 0:
        c, scalable = ch
    n, w = ot.shape[0], ot.shape[1]
    iw = ((w - 1) * sw + 1) + ((kw - 1) * dw + 1) - 1
    b = builder_before(op)
    _loop_sizes(b, op)
    c0, (lhs, rhs, res) = _reads(b, op, [(n, iw, c), (kw, c), (n, w, c)], scalable)
    step = w if sw == 1 else 1
    cols = list(range(0, w, step))
    lhs_vals = [[_slice(b, lhs, [0, wi * sw + k * dw, 0], [n, step, c]) for wi in cols] for k in range(kw)]
    rhs_vals = [b.insert(OP_REGISTRY["vector.extract"].build_extract(rhs, [k])).results[0] for k in range(kw)]
    res_vals = [_slice(b, res, [0, wi, 0], [n, step, c]) for wi in cols]
    re, le = ot.element_type, it.element_type
    for k in range(kw):
        for j in range(len(cols)):
            lv, acc = lhs_vals[k][j], res_vals[j]
            if flatten:
                lv = shape_cast(b, None, VectorType((n, step * c), le), lv)
                acc = shape_cast(b, None, VectorType((n, step * c), re), acc)
            lv = _promote(b, lv, re, casts.get(0))
            rv = rhs_vals[k]
            if flatten:
                rv = shuffle(b, None, rv, rv, [j2 for _ in range(step * c // c) for j2 in range(c)])
            rv = _emit(b, "vector.broadcast", [rv], [VectorType(acc.type.shape, rv.type.element_type,
                                                                 acc.type.scalable)]).results[0]
            rv = _promote(b, rv, re, casts.get(1))
            if isinstance(re, FloatType):
                r = _emit(b, "vector.fma", [lv, rv, acc], [acc.type]).results[0]
            else:
                m = _emit(b, "arith.muli", [lv, rv], [acc.type]).results[0]
                r = _emit(b, "arith.addi", [m, acc], [acc.type]).results[0]
            if flatten:
                r = shape_cast(b, None, VectorType((n, step, c), re), r)
            res_vals[j] = r
    out = res
    for j, wi in enumerate(cols):
        out = insert_strided_slice(b, None, res_vals[j], out, [0, wi, 0], [1, 1, 1])
    return _finish(op, b, c0, out, masked=scalable is not None)


def _loop_sizes(b, op):
    """precomputeIterSpaceValueSizes: an index constant per static loop range, a tensor/memref.dim
    of the first operand a projected-permutation map gives the loop for a dynamic one (unused)."""
    from ...ir.types import MemRefType, index

    ranges = op.static_loop_ranges()
    for d, r in enumerate(ranges):
        if r >= 0:
            _const(b, r)
            continue
        for v, m in zip(op.operands, op.indexing_maps_list()):
            if not m.is_projected_permutation():
                continue
            pos = [k for k, e in enumerate(m.results) if isinstance(e, AffineDimExpr) and e.position == d]
            if pos:
                c = _const(b, pos[0])
                _emit(b, "memref.dim" if isinstance(v.type, MemRefType) else "tensor.dim", [v, c], [index])
                break


def _promote(b, v, e, cast=None):
    """upstream's promote: a value of a narrower element type is converted to the output's, with the
    cast the body applies to that operand (extui keeps an unsigned input unsigned), else sitofp /
    extf / extsi; the same type is kept."""
    name = _promotion(v.type.element_type, e, cast)
    if name is None:
        return v
    return _emit(b, name, [v], [VectorType(v.type.shape, e, v.type.scalable)]).results[0]


def _promotion(src, e, cast=None) -> str | None:
    if src is e:
        return None
    if cast is not None and cast in ("arith.extui", "arith.uitofp", "arith.extsi", "arith.sitofp", "arith.extf"):
        return cast
    if isinstance(src, IntegerType) and isinstance(e, FloatType):
        return "arith.sitofp"
    if isinstance(src, FloatType) and isinstance(e, FloatType) and src.width < e.width:
        return "arith.extf"
    if isinstance(src, IntegerType) and isinstance(e, IntegerType) and src.width < e.width:
        return "arith.extsi"
    raise VectorizationError("unsupported element types in a convolution")


def _slice(b, v, offsets, sizes):
    return extract_strided_slice(b, None, v, offsets, sizes, [1] * len(sizes))
