"""Vectorization of statically shaped linalg ops (upstream's `linalg::vectorize`, what
`transform.structured.vectorize` runs): every operand is read whole into a vector of the iteration
space, the body runs once on vectors, and the yielded vectors are written back.

    %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>)
  ->
    %c4 = arith.constant 4 : index ... (one constant per loop range, as upstream creates them)
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %A = vector.transfer_read %a[%c0, %c0], %0 {permutation_map = affine_map<(d0, d1) -> (d0, 0, d1)>}
         : tensor<4x8xf32>, vector<4x4x8xf32>                  (inputs: broadcast to all loops)
    %B = vector.transfer_read %b[...] {permutation_map = affine_map<(d0, d1) -> (0, d1, d0)>} ...
    %C = vector.transfer_read %c[...] : tensor<4x4xf32>, vector<4x4xf32>   (inits: their own dims)
    %p = arith.mulf %A, %B : vector<4x4x8xf32>
    %r = vector.multi_reduction <add>, %p, %C [2] : vector<4x4x8xf32> to vector<4x4xf32>
    %w = vector.transfer_write %r, %c[%c0_1, %c0_1] : vector<4x4xf32>, tensor<4x4xf32>

The combiner of a reduction (`out = addf(out, x)` with reduction loops) becomes a
vector.multi_reduction over the reduction dims; a scalar from outside the body is broadcast
(folded into a dense constant when it is a constant); `linalg.index` becomes vector.step broadcast
(and transposed) over the iteration space. With ``contractions=True`` a contraction
(matmul, batch_matmul, or a generic multiply-accumulate over projected permutations) becomes one
vector.contract with the op's indexing maps on reads of the operands' own shapes — the form
upstream reaches after `vectorize_children_and_apply_patterns` folds the reduction into a
contraction. 1-D convolutions, depthwise convolutions and poolings (named or generic) are vectorized as
upstream's Conv1DGenerator does (`vectorize_conv.py`).
"""

from __future__ import annotations

from ...dialects.linalg.structured import StructuredOp, elem_of
from ...ir.affine_expr import AffineDimExpr
from ...ir.affine_map import AffineMap, inverse_and_broadcast_projected_permutation
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr, DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ...ir.op import OP_REGISTRY
from ...ir.types import FloatType, RankedTensorType, ShapedType, VectorType, index


class VectorizationError(Exception):
    """Why an op cannot be vectorized."""


# combiner op name -> vector.kind
REDUCTION_KINDS = {
    "arith.addf": "add", "arith.addi": "add", "arith.mulf": "mul", "arith.muli": "mul",
    "arith.maxnumf": "maxnumf", "arith.minnumf": "minnumf", "arith.maximumf": "maximumf",
    "arith.minimumf": "minimumf", "arith.maxsi": "maxsi", "arith.minsi": "minsi", "arith.maxui": "maxui",
    "arith.minui": "minui", "arith.andi": "and", "arith.ori": "or", "arith.xori": "xor",
}
_ELEMENTWISE_PREFIXES = ("arith.", "math.")


# the pattern rewriter vectorization runs under when it is a pattern of a greedy rewrite
# (vectorize_children.py): new ops and the replacement are then reported to the driver
_ACTIVE_REWRITERS: list = []


def builder_before(op: Operation) -> Builder:
    """A builder before ``op`` whose inserted ops the active rewriter's listener hears about."""
    from ...ir.builder import InsertionPoint

    rw = _ACTIVE_REWRITERS[-1] if _ACTIVE_REWRITERS else None
    return Builder(InsertionPoint.before(op), listener=rw.listener if rw is not None else None)


def replace_linalg_op(op: Operation, results: list) -> None:
    """Replace the vectorized op by the tensor results of its writes (none on memrefs) and erase it."""
    if _ACTIVE_REWRITERS:
        rw = _ACTIVE_REWRITERS[-1]
        if results:
            rw.replace_op(op, results)
        else:
            rw.erase_op(op)
        return
    if results:
        op.replace_all_uses_with(results)
    op.erase()


def _const(b: Builder, v: int) -> Value:
    return b.insert(OP_REGISTRY["arith.constant"].create([], [index], {"value": IntegerAttr(v, index)})).results[0]


def _emit(b: Builder, name: str, operands, result_types, props=None, attrs=None) -> Operation:
    return b.insert(OP_REGISTRY[name].create(list(operands), list(result_types), dict(props or {}),
                                             dict(attrs or {})))


def transfer_read(b: Builder, source: Value, indices, padding: Value, vtype: VectorType, pmap: AffineMap,
                  in_bounds: bool = False) -> Value:
    from ...dialects.tensor.slice import _seg

    props = {"permutation_map": AffineMapAttr(pmap),
             "in_bounds": ArrayAttr([BoolAttr(in_bounds)] * len(vtype.shape)),
             "operandSegmentSizes": _seg(1, len(indices), 1, 0)}
    return _emit(b, "vector.transfer_read", [source, *indices, padding], [vtype], props).results[0]


def transfer_write(b: Builder, value: Value, dest: Value, indices, pmap: AffineMap, in_bounds: bool = False):
    from ...dialects.tensor.slice import _seg

    props = {"permutation_map": AffineMapAttr(pmap),
             "in_bounds": ArrayAttr([BoolAttr(in_bounds)] * len(value.type.shape)),
             "operandSegmentSizes": _seg(1, 1, len(indices), 0)}
    rt = [dest.type] if isinstance(dest.type, RankedTensorType) else []
    return _emit(b, "vector.transfer_write", [value, dest, *indices], rt, props)


def broadcast(b: Builder, v: Value, vtype: VectorType) -> Value:
    """`vector.broadcast`, folded to a dense constant when ``v`` is an arith.constant scalar
    (upstream's createOrFold)."""
    if v.type is vtype:
        return v
    d = v.owner if hasattr(v, "owner") else None
    if d is not None and getattr(d, "name", "") == "arith.constant" and not isinstance(v.type, ShapedType):
        val = d.properties["value"]
        attr = DenseElementsAttr(vtype, (val.value,), True)
        return _emit(b, "arith.constant", [], [vtype], {"value": attr}).results[0]
    return _emit(b, "vector.broadcast", [v], [vtype]).results[0]


def _output_dims(m: AffineMap) -> list[int]:
    """The loops an init's map reads, in loop order (the dims of its vector)."""
    return sorted(e.position for e in m.results if isinstance(e, AffineDimExpr))


def _output_transfer_map(m: AffineMap) -> AffineMap:
    """(init dims) -> (vector dims): the vector's dims are the init's loops in loop order."""
    dims = _output_dims(m)
    pos = [e.position if isinstance(e, AffineDimExpr) else None for e in m.results]  # (a constant: broadcast)
    return AffineMap(len(m.results), 0, [AffineDimExpr(pos.index(d)) for d in dims])


def valid_vector_element(t) -> bool:
    """VectorType::isValidElementType: integers, index and floats."""
    from ...ir.types import IndexType, IntegerType

    return isinstance(t, (IntegerType, IndexType, FloatType))


def _check(op: StructuredOp, nd_extract: bool = False) -> None:
    for v in op.operands:  # upstream's precondition: every operand's element type fits in a vector
        if not valid_vector_element(elem_of(v.type)):
            raise VectorizationError(f"element type {elem_of(v.type)} cannot be vectorized")
    for v in op.operands:
        if isinstance(v.type, ShapedType) and any(s < 0 for s in v.type.shape):
            raise VectorizationError("only statically shaped ops are vectorized")
    for m in op.indexing_maps_list():
        if not m.is_projected_permutation(allow_zero_in_results=True):
            raise VectorizationError("indexing maps must be projected permutations (decompose convolutions first)")
    for bop in op.body_block.ops:
        if bop.name == "linalg.yield":
            continue
        if bop.name in ("linalg.index", "affine.apply"):
            continue
        if bop.name == "tensor.extract" and _extract_precondition(op, bop, nd_extract):
            continue
        if not bop.name.startswith(_ELEMENTWISE_PREFIXES) or bop.regions:
            raise VectorizationError(f"body op '{bop.name}' is not elementwise")


def vectorize_linalg_op(op: StructuredOp, contractions: bool = False, vector_sizes=None,
                        nd_extract: bool = False, scalable=None, named_contraction: bool = False,
                        flatten: bool = False) -> list[Operation]:
    """Replace ``op`` with vector ops; returns the transfer_writes. Raises VectorizationError.
    With ``vector_sizes`` (one per loop) the op may have dynamic shapes: see vectorize_masked.py.
    ``named_contraction`` (structured.vectorize's create_named_contraction) turns named
    contractions into one vector.contract (vectorize_as_linalg_contraction)."""
    if named_contraction and op.name in _NAMED_CONTRACTIONS:
        for v in op.operands:
            if not valid_vector_element(elem_of(v.type)):
                raise VectorizationError(f"element type {elem_of(v.type)} cannot be vectorized")
        return vectorize_as_linalg_contraction(op, vector_sizes or None, scalable)
    from .vectorize_conv import conv_plan, vectorize_convolution

    plan = conv_plan(op)
    if plan is not None:  # 1-D convolutions and poolings, named or generic (Conv1DGenerator)
        return vectorize_convolution(op, plan, flatten=flatten, vector_sizes=vector_sizes, scalable=scalable)
    if vector_sizes:
        from .vectorize_masked import vectorize_masked

        return vectorize_masked(op, vector_sizes, scalable, nd_extract)
    _check(op, nd_extract)
    if contractions and is_contraction(op):
        return _vectorize_contraction(op)
    _convert_affine_apply(op)
    b = builder_before(op)
    ranges = op.static_loop_ranges()
    for r in ranges:  # upstream materializes the loop ranges (unused)
        _const(b, r)
    c0 = _const(b, 0)
    maps = op.indexing_maps_list()
    n_in = len(op.inputs)
    block = op.body_block
    vals: dict = {}
    for k, (v, arg, m) in enumerate(zip(op.operands, block.args, maps)):
        if not isinstance(v.type, ShapedType):
            vals[arg] = v
            continue
        e = elem_of(v.type)
        if k < n_in:
            pmap = inverse_and_broadcast_projected_permutation(m)
            vt = VectorType(tuple(ranges), e)
        else:
            pmap = _output_transfer_map(m)
            vt = VectorType(tuple(ranges[d] for d in _output_dims(m)), e)
        pad = b.insert(OP_REGISTRY["ub.poison"].build_poison(e)).results[0]
        vals[arg] = transfer_read(b, v, [c0] * len(v.type.shape), pad, vt, pmap)
        if not v.type.shape:  # a 0-d operand is used as its scalar
            vals[arg] = _emit(b, "vector.extract", [vals[arg]], [e],
                              {"static_position": _i64_array([])}).results[0]
    reds = [d for d, it in enumerate(op.iterator_type_names()) if it == "reduction"]
    yield_op = block.last
    for bop in block.ops:
        if bop is yield_op:
            break
        if bop.name == "linalg.index":
            vals[bop.results[0]] = _vectorize_index(b, bop.dim.value, ranges)
            continue
        if bop.name == "tensor.extract":
            vals[bop.results[0]] = _vectorize_tensor_extract(b, op, bop, vals, ranges)
            continue
        kind = _combiner_kind(op, bop, reds)
        if kind is not None:
            out_arg, other = kind[1], kind[2]
            src = _as_full(b, vals.get(other, other), ranges, bop)
            acc = vals[out_arg]
            red = _emit(b, "vector.multi_reduction", [src, acc], [acc.type],
                        {"kind": _kind_attr(kind[0]), "reduction_dims": _i64_array(reds)})
            vals[bop.results[0]] = red.results[0]
            continue
        operands = [vals.get(x, x) for x in bop.operands]
        # upstream's vectorizeOneOp: operands are broadcast to the first operand vector of the
        # highest rank; an op of scalars only (values from outside, constants) stays scalar
        shape = None
        for x in operands:
            if isinstance(x.type, VectorType) and (shape is None or len(x.type.shape) > len(shape)):
                shape = x.type.shape
        if shape is None:
            new = b.insert(bop.clone({x: vals.get(x, x) for x in bop.operands}))
            for r, nr in zip(bop.results, new.results):
                vals[r] = nr
            continue
        new_operands = []
        for x in operands:
            xt = VectorType(shape, x.type.element_type if isinstance(x.type, VectorType) else x.type)
            if x.type is not xt and not _broadcastable(x.type, xt):
                raise VectorizationError("operands of mismatched vector shapes")
            new_operands.append(broadcast(b, x, xt))
        rtypes = [VectorType(shape, r.type) for r in bop.results]
        new = _emit(b, bop.name, new_operands, rtypes, bop.properties, bop.attributes)
        for r, nr in zip(bop.results, new.results):
            vals[r] = nr
    writes = []
    results = []
    for k, (y, v) in enumerate(zip(yield_op.operands, op.outputs)):
        m = maps[n_in + k]
        c0w = _const(b, 0)
        vt = VectorType(tuple(ranges[d] for d in _output_dims(m)), elem_of(v.type))
        val = vals.get(y, y)
        if not isinstance(val.type, VectorType) or (val.type.shape != vt.shape and _broadcastable(val.type, vt)):
            val = broadcast(b, val, vt)
        elif val.type.shape != vt.shape:
            raise VectorizationError("yielded vector does not match the init's dims")
        w = transfer_write(b, val, v, [c0w] * len(v.type.shape), _output_transfer_map(m))
        writes.append(w)
        if w.results:
            results.append(w.results[0])
    replace_linalg_op(op, results)
    return writes


def _vectorize_index(b, d: int, ranges, scalable=None) -> Value:
    """`linalg.index d` as upstream vectorizes it: vector.step over loop d broadcast to the iteration
    space (a non-trailing loop is broadcast with d moved last, then transposed into place)."""
    from ...ir.types import index as index_t

    sc = list(scalable) if scalable else [False] * len(ranges)
    step = _emit(b, "vector.step", [], [VectorType((ranges[d],), index_t, (sc[d],))]).results[0]
    n = len(ranges)
    if d == n - 1:  # the trailing loop's steps are broadcast where they are used
        return step
    perm = list(range(n))
    perm[d], perm[-1] = perm[-1], perm[d]
    bt = VectorType(tuple(ranges[p] for p in perm), index_t, tuple(sc[p] for p in perm))
    br = _emit(b, "vector.broadcast", [step], [bt]).results[0]
    return _emit(b, "vector.transpose", [br], [VectorType(tuple(ranges), index_t, tuple(sc))],
                 {"permutation": _i64_array(perm)}).results[0]


def _extract_precondition(op: StructuredOp, ext: Operation, nd_extract: bool = False) -> bool:
    """upstream's tensorExtractVectorizationPrecondition: a 1-D extract, or an n-D one with
    ``nd_extract``, of a tensor defined outside the op."""
    t = ext.operands[0]
    if len(ext.operands) - 1 > 1 and not nd_extract:
        return False
    return t.defining_op is None or not op.is_ancestor_of(t.defining_op)


def _effectively_1d(shape) -> bool:
    return sum(1 for s in shape if s > 1) == 1


def _body_arg(op: StructuredOp, v: Value) -> bool:
    return v in op.body_block.args


def _in_body_ancestor(op: StructuredOp, v: Value) -> Operation | None:
    """findAncestorOpInBlock: the op of the body block that (transitively) holds v's definition."""
    d = v.defining_op
    while d is not None and d.parent is not op.body_block:
        d = d.parent_op
    return d


def _is_loop_invariant_idx(op: StructuredOp, v: Value, ranges) -> bool:
    """isLoopInvariantIdx: computed from values defined outside the op, constants and linalg.index
    of unit loops only."""
    if v.defining_op is None:
        return not _body_arg(op, v)
    d = v.defining_op
    if d.name == "linalg.index":
        return ranges[d.dim.value] == 1
    anc = _in_body_ancestor(op, v)
    if anc is None or anc.name == "arith.constant":
        return True
    return all(_is_loop_invariant_idx(op, x, ranges) for x in anc.operands)


def _trailing_non_unit_loop(ranges) -> int:
    idx = len(ranges) - 1
    while idx != 0 and ranges[idx] == 1:
        idx -= 1
    return idx


def _is_contiguous_load_idx(op: StructuredOp, v: Value, ranges, found: list) -> bool:
    """isContiguousLoadIdx: loop-invariant values, `linalg.index` (``found`` set when it indexes the
    trailing non-unit loop) and arith.addi / arith.constant of those."""
    if v.defining_op is None:
        return not _body_arg(op, v)
    d = v.defining_op
    if d.name == "linalg.index":
        found[0] = d.dim.value == _trailing_non_unit_loop(ranges)
        return True
    anc = _in_body_ancestor(op, v)
    if anc is None or anc.name not in ("arith.addi", "arith.constant", "linalg.index"):
        return False
    result = False
    for x in anc.operands:
        result |= _is_contiguous_load_idx(op, x, ranges, found)
    return result


def extract_access_kind(op: StructuredOp, ext: Operation, ranges) -> str:
    """getTensorExtractMemoryAccessPattern: "scalar" (a loop-invariant element, broadcast),
    "contiguous" (a row read by one transfer_read) or "gather"."""
    shape = ext.operands[0].type.shape
    if not shape or not ranges:  # a 0-d tensor, or a 0-d iteration space: one element
        return "scalar"
    if not _effectively_1d(ranges):
        return "gather"
    indices = list(ext.operands[1:])
    if not all(_is_loop_invariant_idx(op, v, ranges) for i, v in enumerate(indices[:-1]) if shape[i] != 1):
        return "gather"
    if _is_loop_invariant_idx(op, indices[-1], ranges):
        return "scalar"
    found = [False]
    contiguous = _is_contiguous_load_idx(op, indices[-1], ranges, found)
    if contiguous and found[0] and ranges[-1] != 1:
        return "contiguous"
    return "gather"


def _vectorize_tensor_extract(b, op, ext, vals, ranges, scalable=None, masks=None) -> Value:
    """upstream's vectorizeTensorExtract: a vector.gather at the row-major offset, or a
    transfer_read at the indices' first lanes (contiguous: a minor identity read; scalar: a read
    broadcast from one element, masked by an all-true vector.constant_mask [1]). ``ranges`` are the
    vector sizes (``scalable`` flags them); with ``masks`` (masked vectorization: get(loops) gives
    the create_mask of those loops, or None) the gather and the contiguous read run under the
    iteration-space mask, a contiguous read of a lower-rank source under the mask of the loops it reads."""
    from ...ir.affine_expr import const
    from ...ir.attrs import DenseElementsAttr as Dense
    from ...ir.types import i1, index as index_t

    sc = tuple(scalable) if scalable else (False,) * len(ranges)
    vt = lambda e: VectorType(tuple(ranges), e, sc)  # noqa: E731
    e = ext.results[0].type
    rt = vt(e)
    mt = vt(i1)
    mask = _emit(b, "arith.constant", [], [mt], {"value": Dense(mt, (True,), True)}).results[0]
    zero = OP_REGISTRY["arith.constant"].create([], [rt], {"value": Dense(rt, (_zero_of(e),), True)})
    passthru = b.insert(zero).results[0]
    tensor, indices = ext.operands[0], list(ext.operands[1:])
    c0 = _const(b, 0)
    kind = extract_access_kind(op, ext, ranges)
    it = vt(index_t)

    def index_vector(v):
        v = vals.get(v, v)
        return v if isinstance(v.type, VectorType) and tuple(v.type.shape) == tuple(ranges) else broadcast(b, v, it)

    def masked(new_op, loops):
        m = masks.get(loops) if masks is not None else None
        return (_mask(b, m, new_op) if m is not None else b.insert(new_op)).results[0]

    if kind == "gather":
        # calculateGatherOffset: the row-major linear offset, with each size read by tensor.dim
        offset = index_vector(indices[0])
        for i in range(1, len(indices)):
            dim = _emit(b, "tensor.dim", [tensor, _const(b, i)], [index_t]).results[0]
            offset = _emit(b, "arith.muli", [offset, broadcast(b, dim, it)], [it]).results[0]
            offset = _emit(b, "arith.addi", [index_vector(indices[i]), offset], [it]).results[0]
        gather = OP_REGISTRY["vector.gather"].create([tensor, *([c0] * len(indices)), offset, mask, passthru], [rt])
        return masked(gather, range(len(ranges)))
    read_idx = []
    for v in indices:
        v = vals.get(v, v)
        if not isinstance(v.type, VectorType):
            read_idx.append(v)
            continue
        flat = _emit(b, "vector.shape_cast", [v], [VectorType((ranges[-1],), index_t, (sc[-1],))]).results[0]
        read_idx.append(_emit(b, "vector.extract", [flat], [index_t], {"static_position": _i64_array([0])}).results[0])
    src_rank, dst_rank = len(tensor.type.shape), len(ranges)
    pad = b.insert(OP_REGISTRY["ub.poison"].build_poison(e)).results[0]
    if kind == "scalar":
        pmap = AffineMap(src_rank, 0, [const(0)] * dst_rank)
        read = OP_REGISTRY["vector.transfer_read"]
        from ...dialects.tensor.slice import _seg

        props = {"permutation_map": AffineMapAttr(pmap), "in_bounds": ArrayAttr([BoolAttr(True)] * dst_rank),
                 "operandSegmentSizes": _seg(1, len(read_idx), 1, 0)}
        if dst_rank == 0:
            return b.insert(read.create([tensor, *read_idx, pad], [rt], props)).results[0]
        all_true = _emit(b, "vector.constant_mask", [], [VectorType((1,), i1)],
                         {"mask_dim_sizes": _i64_array([1])}).results[0]
        return _mask(b, all_true, read.create([tensor, *read_idx, pad], [rt], props)).results[0]
    n = min(dst_rank, src_rank)
    results = [AffineDimExpr(src_rank - n + k) for k in range(n)]
    results = [const(0)] * (dst_rank - src_rank) + results
    from ...dialects.tensor.slice import _seg

    props = {"permutation_map": AffineMapAttr(AffineMap(src_rank, 0, results)),
             "in_bounds": ArrayAttr([BoolAttr(True)] * dst_rank), "operandSegmentSizes": _seg(1, len(read_idx), 1, 0)}
    read = OP_REGISTRY["vector.transfer_read"].create([tensor, *read_idx, pad], [rt], props)
    # the mask covers the vector dims the read does not broadcast (the trailing min(src, dst) loops)
    return masked(read, range(dst_rank - n, dst_rank))


def _mask(b, mask: Value, op: Operation) -> Operation:
    """maskOperation: ``op`` inside a `vector.mask %mask { ... }` returning its results."""
    from ...ir.core import Block, Region

    body = Block([])
    body.append(op)
    body.append(OP_REGISTRY["vector.yield"].create(list(op.results), []))
    return _emit_with_region(b, "vector.mask", [mask], [r.type for r in op.results], Region([body]))


def _emit_with_region(b, name, operands, result_types, region):
    return b.insert(OP_REGISTRY[name].create(list(operands), list(result_types), {}, {}, [region]))


def _broadcastable(src, dst: VectorType) -> bool:
    """vector::isBroadcastableTo for fixed shapes: a scalar, or trailing dims equal or 1."""
    if not isinstance(src, VectorType):
        return True
    if len(src.shape) > len(dst.shape):
        return False
    return all(a in (1, b_) for a, b_ in zip(reversed(src.shape), reversed(dst.shape)))


def _convert_affine_apply(op: StructuredOp) -> None:
    """upstream's convertAffineApply: affine.apply ops of the body become arith ops (expandAffineExpr)."""
    from ..affine.lower_affine import _Emitter, expand_map

    class _Insert:
        def __init__(self, anchor):
            self.b = Builder.before(anchor)

        def insert(self, new):
            return self.b.insert(new)

    for ap in [o for o in op.body_block.ops if o.name == "affine.apply"]:
        em = _Emitter(_Insert(ap), ap)
        (v,) = expand_map(em, ap.affine_map, list(ap.operands))
        ap.results[0].replace_all_uses_with(v)
        ap.erase()


def _zero_of(t):
    return 0.0 if isinstance(t, FloatType) else 0


def _as_full(b, v, ranges, bop):
    if isinstance(v.type, VectorType) and tuple(v.type.shape) == tuple(ranges):
        return v
    if not isinstance(v.type, VectorType):
        return broadcast(b, v, VectorType(tuple(ranges), v.type))
    raise VectorizationError(f"reduction operand of '{bop.name}' does not span the iteration space")


def _combiner_kind(op, bop, reds):
    """(kind, init block arg, other operand) when ``bop`` is the reduction combiner of an init."""
    if not reds or bop.name not in REDUCTION_KINDS or len(bop.operands) != 2:
        return None
    block = op.body_block
    n_in = len(op.inputs)
    outs = list(block.args[n_in:])
    yield_vals = list(block.last.operands)
    r = bop.results[0]
    if r not in yield_vals:
        return None
    out_arg = outs[yield_vals.index(r)]
    a, c = bop.operands
    if a is out_arg:
        return REDUCTION_KINDS[bop.name], out_arg, c
    if c is out_arg:
        return REDUCTION_KINDS[bop.name], out_arg, a
    return None


def _kind_attr(kind: str):
    from ...dialects.vector.attrs import CombiningKindAttr

    return CombiningKindAttr(kind)


def _i64_array(vals):
    from ...dialects import _static_dynamic as SD

    return SD.i64_array(vals)


# -- contractions ---------------------------------------------------------------------------------


def is_contraction(op: StructuredOp) -> bool:
    """Two inputs, one init, projected-permutation maps, body `out + a * b` (casts allowed)."""
    if len(op.inputs) != 2 or len(op.outputs) != 1:
        return False
    if not all(m.is_projected_permutation() for m in op.indexing_maps_list()):
        return False
    if "reduction" not in op.iterator_type_names():
        return False
    block = op.body_block
    y = block.last
    if len(y.operands) != 1:
        return False
    add = y.operands[0].owner
    if getattr(add, "name", None) not in ("arith.addf", "arith.addi"):
        return False
    out = block.args[2]
    others = [x for x in add.operands if x is not out]
    if len(others) != 1 or len(add.operands) != 2:
        return False
    mul = others[0].owner
    if getattr(mul, "name", None) not in ("arith.mulf", "arith.muli"):
        return False
    ins = set()
    for x in mul.operands:
        while getattr(x.owner, "name", "").startswith(("arith.ext", "arith.sitofp", "arith.trunc")):
            x = x.owner.operands[0]
        ins.add(x)
    return ins == {block.args[0], block.args[1]}


def _vectorize_contraction(op: StructuredOp) -> list[Operation]:
    """`vector.contract` with the op's maps on in-bounds reads of the operands' own shapes."""
    from ...dialects.vector.attrs import IteratorTypeAttr

    b = builder_before(op)
    c0 = _const(b, 0)
    maps = op.indexing_maps_list()
    vals = []
    for v in op.operands:
        e = elem_of(v.type)
        pad = b.insert(OP_REGISTRY["ub.poison"].build_poison(e)).results[0]
        vt = VectorType(tuple(v.type.shape), e)
        vals.append(transfer_read(b, v, [c0] * len(v.type.shape), pad, vt, AffineMap.identity(len(v.type.shape)),
                                  in_bounds=True))
    out_e = elem_of(op.outputs[0].type)
    lhs, rhs = (_cast_vector(b, x, out_e) for x in vals[:2])
    props = {"indexing_maps": ArrayAttr([AffineMapAttr(m) for m in maps]),
             "iterator_types": ArrayAttr([IteratorTypeAttr(x) for x in op.iterator_type_names()]),
             "kind": _kind_attr("add")}
    c = _emit(b, "vector.contract", [lhs, rhs, vals[2]], [vals[2].type], props).results[0]
    w = transfer_write(b, c, op.outputs[0], [c0] * len(vals[2].type.shape),
                       AffineMap.identity(len(vals[2].type.shape)), in_bounds=True)
    replace_linalg_op(op, [w.results[0]] if w.results else [])
    return [w]


_NAMED_CONTRACTIONS = ("linalg.matmul", "linalg.batch_matmul", "linalg.batch_reduce_matmul", "linalg.dot", "linalg.matvec",
                       "linalg.vecmat", "linalg.batch_matvec", "linalg.batch_vecmat")  # ContractionOpInterface


def vectorize_as_linalg_contraction(op: StructuredOp, vector_sizes=None, scalable=None) -> list[Operation]:
    """upstream's vectorizeAsLinalgContraction: every operand read whole (padding a zero of its
    element type, in bounds; under a `vector.create_mask` of the operand's sizes when they differ
    from the vector's), one vector.contract with the op's indexing maps and iterator types (kind from
    the body's combiner; masked by the iteration space with vector sizes), the result written back
    the same way. The loop ranges are materialized first, as the vectorization state does. Inputs
    that do not use every loop (broadcasts) are refused."""
    from ...dialects.vector.attrs import IteratorTypeAttr
    from ...ir.types import i1
    from .vectorize_masked import _check_scalable, _loop_ranges, _masked, _Masks, _transfer_props

    if not op.has_pure_tensor_semantics() and not op.has_pure_buffer_semantics():
        raise VectorizationError("expected pure tensor or buffer semantics")
    maps = op.indexing_maps_list()
    n = op.num_loops
    used = {e.position for m in maps[:2] for e in m.results if isinstance(e, AffineDimExpr)}
    if len(used) != n or not all(m.is_projected_permutation() for m in maps):
        raise VectorizationError("a contraction input broadcasts: decompose it first")
    y = op.body_block.last
    comb = y.operands[0].owner if len(y.operands) == 1 else None
    kinds = {"arith.addf": "add", "arith.addi": "add", "arith.mulf": "mul", "arith.muli": "mul",
             "arith.maximumf": "maximumf", "arith.minimumf": "minimumf"}
    kind = kinds.get(getattr(comb, "name", None))
    if kind is None:
        raise VectorizationError("no combiner for the contraction")
    b = builder_before(op)
    masks = None
    if vector_sizes is None:
        if any(not isinstance(v.type, ShapedType) or not v.type.has_static_shape for v in op.operands):
            raise VectorizationError("dynamic shapes need vector sizes")
        sizes = list(op.static_loop_ranges())
        scal = [False] * n
        for r in sizes:
            _const(b, r)
    else:
        sizes = list(vector_sizes)
        scal = [bool(x) for x in scalable] if scalable else [False] * n
        if len(sizes) != n:
            raise VectorizationError(f"expected {n} vector sizes, got {len(sizes)}")
        _check_scalable(op, sizes, scal)
        ranges, values = _loop_ranges(b, op)
        for d, (r, s_) in enumerate(zip(ranges, sizes)):
            if isinstance(r, int) and r > s_ and not scal[d]:
                raise VectorizationError(f"vector size {s_} of loop {d} is smaller than its static range {r}")
        masks = _Masks(b, ranges, values, sizes, scal)

    def source_mask(v, vt):
        """createReadOrMaskedRead / createWriteOrMaskedWrite's mask: none when the vector is the
        operand's static shape, else create_mask of the operand's (mixed) sizes."""
        if tuple(v.type.shape) == tuple(vt.shape) and not any(vt.scalable):
            return None
        mixed = []
        for i, size in enumerate(v.type.shape):
            if size >= 0:
                mixed.append(size)
            else:
                dim_op = "tensor.dim" if isinstance(v.type, RankedTensorType) else "memref.dim"
                mixed.append(_emit(b, dim_op, [v, _const(b, i)], [index]).results[0])
        operands = [_const(b, x) if isinstance(x, int) else x for x in mixed]
        return _emit(b, "vector.create_mask", operands, [VectorType(vt.shape, i1, vt.scalable)]).results[0]

    vals = []
    for v, m in zip(op.operands, maps):
        e = elem_of(v.type)
        zero = FloatAttr(0.0, e) if isinstance(e, FloatType) else IntegerAttr(0, e)
        pad = b.insert(OP_REGISTRY["arith.constant"].create([], [e], {"value": zero})).results[0]
        loops = [x.position for x in m.results]
        vt = VectorType(tuple(sizes[d] for d in loops), e, tuple(scal[d] for d in loops))
        c0 = _const(b, 0)
        rank = len(v.type.shape)
        mask = source_mask(v, vt)
        vals.append(_masked(b, mask, "vector.transfer_read", [v, *([c0] * rank), pad], [vt],
                            _transfer_props(AffineMap.identity(rank), rank, rank, False, True))[0])
    props = {"indexing_maps": ArrayAttr([AffineMapAttr(m) for m in maps]),
             "iterator_types": ArrayAttr([IteratorTypeAttr(x) for x in op.iterator_type_names()]),
             "kind": _kind_attr(kind)}
    cmask = masks.get(range(n)) if masks is not None else None
    c = _masked(b, cmask, "vector.contract", vals, [vals[2].type], props)[0]
    out = op.outputs[0]
    rank = len(out.type.shape)
    c0w = _const(b, 0)
    wmask = source_mask(out, c.type)
    rt = [out.type] if isinstance(out.type, RankedTensorType) else []
    res = _masked(b, wmask, "vector.transfer_write", [c, out, *([c0w] * rank)], rt,
                  _transfer_props(AffineMap.identity(rank), rank, rank, True, True))
    replace_linalg_op(op, res)
    return res


def _cast_vector(b, v, t):
    s = v.type.element_type
    if s is t:
        return v
    vt = VectorType(v.type.shape, t)
    sf, tf = isinstance(s, FloatType), isinstance(t, FloatType)
    name = ("arith.extf" if s.width < t.width else "arith.truncf") if sf and tf else \
        "arith.sitofp" if tf else "arith.fptosi" if sf else ("arith.extsi" if s.width < t.width else "arith.trunci")
    return _emit(b, name, [v], [vt]).results[0]


def vectorize_all(root: Operation, contractions: bool = False, op_names=(), vector_sizes=None) -> list[Operation]:
    targets = [o for o in root.walk() if isinstance(o, StructuredOp) and (not op_names or o.name in op_names)]
    out = []
    for o in targets:
        out += vectorize_linalg_op(o, contractions, vector_sizes)
    return out


__all__ = ["VectorizationError", "vectorize_linalg_op", "vectorize_all", "is_contraction"]
