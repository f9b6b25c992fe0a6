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
contraction. conv_1d_nwc_wcf is vectorized as in seed 001 (`vectorize_conv.py`).
"""

from __future__ import annotations

from ...dialects.linalg.structured import StructuredOp, elem_of
from ...ir.affine_expr import AffineDimExpr
from ...ir.affine_map import AffineMap, inverse_and_broadcast_projected_permutation
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr, DenseElementsAttr, IntegerAttr
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
    return AffineMap(len(m.results), 0, [AffineDimExpr([e.position for e in m.results].index(d)) for d in dims])


def _check(op: StructuredOp, nd_extract: bool = False) -> None:
    for v in op.operands:
        if isinstance(v.type, ShapedType) and any(s < 0 for s in v.type.shape):
            raise VectorizationError("only statically shaped ops are vectorized")
    for m in op.indexing_maps_list():
        if not m.is_projected_permutation(allow_zero_in_results=True):
            raise VectorizationError("indexing maps must be projected permutations (decompose convolutions first)")
    for bop in op.body_block.ops:
        if bop.name == "linalg.yield":
            continue
        if bop.name == "linalg.index":
            continue
        if bop.name == "tensor.extract" and _is_gather_extract(op, bop, nd_extract):
            continue
        if not bop.name.startswith(_ELEMENTWISE_PREFIXES) or bop.regions:
            raise VectorizationError(f"body op '{bop.name}' is not elementwise")


def vectorize_linalg_op(op: StructuredOp, contractions: bool = False, vector_sizes=None,
                        nd_extract: bool = False) -> list[Operation]:
    """Replace ``op`` with vector ops; returns the transfer_writes. Raises VectorizationError.
    With ``vector_sizes`` (one per loop) the op may have dynamic shapes: see vectorize_masked.py."""
    if vector_sizes:
        from .vectorize_masked import vectorize_masked

        return vectorize_masked(op, vector_sizes)
    if op.name == "linalg.conv_1d_nwc_wcf":
        from .vectorize_conv import vectorize_conv_1d_nwc_wcf

        return vectorize_conv_1d_nwc_wcf(op)
    _check(op, nd_extract)
    if contractions and is_contraction(op):
        return _vectorize_contraction(op)
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
            vals[bop.results[0]] = _vectorize_gather_extract(b, bop, vals, ranges)
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
        shapes = [x.type.shape for x in operands if isinstance(x.type, VectorType)]
        shape = max(shapes, key=len) if shapes else tuple(ranges)
        new_operands = []
        for x in operands:
            if isinstance(x.type, VectorType) and x.type.shape == shape:
                new_operands.append(x)
            elif isinstance(x.type, VectorType):
                raise VectorizationError("operands of mismatched vector shapes")
            else:
                new_operands.append(broadcast(b, x, VectorType(shape, x.type)))
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
        if not isinstance(val.type, VectorType):
            val = broadcast(b, val, vt)
        elif val.type.shape != vt.shape:
            raise VectorizationError("yielded vector does not match the init's dims")
        w = transfer_write(b, val, v, [c0w] * len(v.type.shape), _output_transfer_map(m))
        writes.append(w)
        if w.results:
            results.append(w.results[0])
    replace_linalg_op(op, results)
    return writes


def _vectorize_index(b, d: int, ranges) -> Value:
    """`linalg.index d` as upstream vectorizes it: vector.step over loop d broadcast to the iteration
    space (a non-trailing loop is broadcast with d moved last, then transposed into place)."""
    from ...ir.types import index as index_t

    step = _emit(b, "vector.step", [], [VectorType((ranges[d],), index_t)]).results[0]
    n = len(ranges)
    if d == n - 1:
        return broadcast(b, step, VectorType(tuple(ranges), index_t)) if n > 1 else step
    perm = list(range(n))
    perm[d], perm[-1] = perm[-1], perm[d]
    bt = VectorType(tuple(ranges[p] for p in perm), index_t)
    br = _emit(b, "vector.broadcast", [step], [bt]).results[0]
    return _emit(b, "vector.transpose", [br], [VectorType(tuple(ranges), index_t)],
                 {"permutation": _i64_array(perm)}).results[0]


def _is_gather_extract(op: StructuredOp, ext: Operation, nd_extract: bool = False) -> bool:
    """A tensor.extract that upstream vectorizes as a vector.gather and vecir supports: a static
    tensor (1-D, or n-D with ``nd_extract``) defined outside the op, indexed by values computed from
    the op's block arguments (loop-invariant and contiguous indices, which upstream reads with
    transfer_read, are not vectorized here)."""
    t = ext.operands[0]
    rank = len(t.type.shape)
    if rank == 0 or (rank > 1 and not nd_extract) or t.type.shape[-1] == 1 or any(d < 0 for d in t.type.shape):
        return False
    if t.defining_op is not None and op.is_ancestor_of(t.defining_op):
        return False
    work, seen = list(ext.operands[1:]), set()
    while work:  # the index must depend on an input block argument and on no linalg.index
        v = work.pop()
        if v in seen:
            continue
        seen.add(v)
        d = v.defining_op
        if d is None:
            if v in op.body_block.args:
                return True
            continue
        if d.name == "linalg.index" or not op.is_ancestor_of(d):
            continue
        work.extend(d.operands)
    return False


def _vectorize_gather_extract(b, ext, vals, ranges) -> Value:
    """`tensor.extract %t[%i]` -> `vector.gather %t[%c0] [%i_vec], %all_true, %zero` over the
    iteration space (upstream's vectorizeTensorExtract, gather case)."""
    from ...ir.attrs import DenseElementsAttr as Dense
    from ...ir.types import i1, index as index_t

    e = ext.results[0].type
    rt = VectorType(tuple(ranges), e)
    mt = VectorType(tuple(ranges), i1)
    mask = _emit(b, "arith.constant", [], [mt], {"value": Dense(mt, (True,), True)}).results[0]
    zero = OP_REGISTRY["arith.constant"].create([], [rt], {"value": Dense(rt, (_zero_of(e),), True)})
    passthru = b.insert(zero).results[0]
    c0 = _const(b, 0)
    it = VectorType(tuple(ranges), index_t)

    def index_vector(v):
        v = vals.get(v, v)
        return v if isinstance(v.type, VectorType) and tuple(v.type.shape) == tuple(ranges) else broadcast(b, v, it)

    # calculateGatherOffset: the row-major linear offset, with each size read by tensor.dim
    tensor, indices = ext.operands[0], list(ext.operands[1:])
    offset = index_vector(indices[0])
    for i in range(1, len(indices)):
        dim = _emit(b, "tensor.dim", [tensor, _const(b, i)], [index_t]).results[0]
        offset = _emit(b, "arith.muli", [offset, broadcast(b, dim, it)], [it]).results[0]
        offset = _emit(b, "arith.addi", [index_vector(indices[i]), offset], [it]).results[0]
    return _emit(b, "vector.gather", [tensor, *([c0] * len(indices)), offset, mask, passthru], [rt]).results[0]


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
