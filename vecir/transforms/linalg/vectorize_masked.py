"""Masked vectorization of linalg ops with dynamic shapes (upstream's `transform.structured.vectorize
%op vector_sizes [8, 16, 4]`): the vectors take the given sizes, and every transfer (and every
reduction) runs under a `vector.create_mask` of the op's actual loop ranges.

    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>        (one range per loop, from the first operand
    ...                                                    that reads it; a constant when static)
    %m = vector.create_mask %dim, %dim_0 : vector<4x8xi1>  (one mask per distinct list of loops, cached)
    %r = vector.mask %m { vector.transfer_read %arg0[%c0_1, %c0_1], %0 {in_bounds = [true, true]}
           : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
    ... elementwise ops unmasked; vector.multi_reduction masked over all loops ...
    %w = vector.mask %m { vector.transfer_write %v, %arg1[...] {in_bounds = [true, true]} ... } : ... -> tensor<?x?xf32>

A mask that would be all true (static ranges equal to the vector sizes) is left out, as upstream
leaves it out. A body's affine.apply ops become arith first; a tensor.extract (the sizes decide its
access kind) becomes a vector.gather or a contiguous transfer_read under the iteration-space mask
(a read of a lower-rank source: the mask of the loops it reads), or a broadcast read of one element.
"""

from __future__ import annotations

from ...dialects.linalg.structured import StructuredOp, elem_of
from ...ir.affine_expr import AffineDimExpr
from ...ir.affine_map import AffineMap, inverse_and_broadcast_projected_permutation
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr
from ...ir.builder import Builder
from ...ir.core import Block, Region, Value
from ...ir.op import OP_REGISTRY
from ...ir.types import RankedTensorType, ShapedType, VectorType, i1, index
from .vectorize import (
    VectorizationError, _ELEMENTWISE_PREFIXES, _combiner_kind, _const, _convert_affine_apply, _emit,
    _extract_precondition, _i64_array, _kind_attr, _broadcastable, _output_dims, _output_transfer_map,
    _vectorize_index, _vectorize_tensor_extract, broadcast, valid_vector_element,
)


class _Masks:
    """The loop ranges (ints or Values) and a cache of create_mask ops keyed by their loop lists."""

    def __init__(self, b: Builder, ranges, range_values, vector_sizes, scalable) -> None:
        self.b = b
        self.ranges = ranges
        self.values = range_values  # the Value of each range (its constant when static)
        self.sizes = vector_sizes
        self.scalable = scalable
        self.cache: dict = {}

    def get(self, loops) -> Value | None:
        loops = tuple(loops)
        if all(isinstance(self.ranges[d], int) and self.ranges[d] == self.sizes[d] and not self.scalable[d]
               for d in loops):
            return None  # all true: no mask
        if loops not in self.cache:
            vals = [self.values[d] for d in loops]
            mt = _vec(self.sizes, self.scalable, loops, i1)
            self.cache[loops] = _emit(self.b, "vector.create_mask", vals, [mt]).results[0]
        return self.cache[loops]


def _masked(b: Builder, mask: Value | None, name: str, operands, result_types, props) -> list:
    """`op` under `vector.mask %mask { op }` (or plain when there is no mask)."""
    op = OP_REGISTRY[name].create(list(operands), list(result_types), dict(props))
    if mask is None:
        b.insert(op)
        return list(op.results)
    block = Block()
    block.append(op)
    block.append(OP_REGISTRY["vector.yield"].create(list(op.results), []))
    m = b.insert(OP_REGISTRY["vector.mask"].create([mask], list(result_types), {}, {}, [Region([block])]))
    return list(m.results)


def _transfer_props(pmap: AffineMap, rank: int, n_idx: int, write: bool, masked: bool) -> dict:
    """Masked transfers are in bounds (the mask guards them); unmasked ones keep the default."""
    from ...dialects.tensor.slice import _seg

    return {"permutation_map": AffineMapAttr(pmap), "in_bounds": ArrayAttr([BoolAttr(masked)] * rank),
            "operandSegmentSizes": _seg(1, 1, n_idx, 0) if write else _seg(1, n_idx, 1, 0)}


def _loop_ranges(b: Builder, op: StructuredOp) -> tuple[list, list]:
    """Each loop's range (an int when static) and its Value: a constant when static, else
    `tensor.dim`/`memref.dim` of the first operand dimension that the loop indexes through a
    projected permutation (upstream's mapIterationSpaceDimToOperandDim skips broadcast maps)."""
    maps = op.indexing_maps_list()
    out, values = [], []
    for d in range(op.num_loops):
        for v, m in zip(op.operands, maps):
            if not m.is_projected_permutation():
                continue
            rs = [r for r, e in enumerate(m.results) if isinstance(e, AffineDimExpr) and e.position == d]
            if rs and isinstance(v.type, ShapedType):
                size = v.type.shape[rs[0]]
                if size >= 0:
                    out.append(size)
                    values.append(_const(b, size))
                else:
                    c = _const(b, rs[0])
                    dim_op = "tensor.dim" if isinstance(v.type, RankedTensorType) else "memref.dim"
                    out.append(_emit(b, dim_op, [v, c], [index]).results[0])
                    values.append(out[-1])
                break
        else:
            raise VectorizationError(f"loop {d} is not indexed by any operand")
    return out, values


def _mask_loops(m: AffineMap) -> list[int]:
    """The loops an operand's mask covers: its map's dim results (upstream's masking map drops the
    constant-0 results of broadcast dims; no loops left means no mask)."""
    return [e.position for e in m.results if isinstance(e, AffineDimExpr)]


def _vec(sizes, scalable, loops, e) -> VectorType:
    """The vector type of the given loops' sizes (scalable where the size is `[n]`)."""
    return VectorType(tuple(sizes[d] for d in loops), e, tuple(scalable[d] for d in loops))


def _check_scalable(op: StructuredOp, sizes, scalable) -> None:
    """upstream's vectorizeScalableVectorPrecondition: at most two scalable dims; one must be the
    trailing non-unit parallel dim (or the trailing reduction dim, not of a matmul), a second one
    the parallel dim just before it; only elementwise ops, matmuls and reductions."""
    n_scalable = sum(scalable)
    if not n_scalable:
        return
    if n_scalable > 2:
        raise VectorizationError("more than 2 scalable dims")
    iters = list(op.iterator_type_names())
    flags = list(scalable)
    seen_parallel = False
    idx = len(flags) - 1
    while not flags[idx]:
        seen_parallel |= iters[idx] == "parallel" and sizes[idx] != 1
        iters.pop()
        flags.pop()
        idx -= 1
    if iters[-1] == "reduction":
        if len(iters) != len(sizes):
            raise VectorizationError("non-trailing reduction dim requested for scalable vectorization")
        if op.name == "linalg.matmul":
            raise VectorizationError("scalable vectorization of a matmul's reduction dim is not supported")
    elif seen_parallel:
        raise VectorizationError("inner parallel dim not requested for scalable vectorization")
    if n_scalable == 2:
        if iters[-1] == "reduction":
            raise VectorizationError("higher dim than the trailing reduction dim requested for scalable vectorization")
        flags.pop()
        iters.pop()
        if not flags[-1] or iters[-1] != "parallel":
            raise VectorizationError("unsupported scalable dims")
    elementwise = all(it == "parallel" for it in op.iterator_type_names()) and all(
        m.is_permutation() for m in op.indexing_maps_list()[len(op.inputs):])
    if not (elementwise or op.name == "linalg.matmul" or "reduction" in op.iterator_type_names()):
        raise VectorizationError("scalable vectorization of this op is not supported")


def vectorize_masked(op: StructuredOp, vector_sizes, scalable=None, nd_extract: bool = False) -> list:
    n = op.num_loops
    vector_sizes = list(vector_sizes)
    scalable = [bool(x) for x in scalable] if scalable else [False] * len(vector_sizes)
    if len(vector_sizes) != n:
        raise VectorizationError(f"expected {n} vector sizes, got {len(vector_sizes)}")
    _check_scalable(op, vector_sizes, scalable)
    for v in op.operands:
        if not valid_vector_element(elem_of(v.type)):
            raise VectorizationError(f"element type {elem_of(v.type)} cannot be vectorized")
    for m in op.indexing_maps_list():
        if not m.is_projected_permutation(allow_zero_in_results=True):
            raise VectorizationError("indexing maps must be projected permutations")
    for bop in op.body_block.ops:
        if bop.name in ("linalg.yield", "linalg.index", "affine.apply"):
            continue
        if bop.name == "tensor.extract" and _extract_precondition(op, bop, nd_extract):
            continue
        if not bop.name.startswith(_ELEMENTWISE_PREFIXES) or bop.regions:
            raise VectorizationError(f"body op '{bop.name}' is not vectorized under masks")
    b = Builder.before(op)
    ranges, range_values = _loop_ranges(b, op)
    for d, (r, s) in enumerate(zip(ranges, vector_sizes)):
        if isinstance(r, int) and r > s and not scalable[d]:
            raise VectorizationError(f"vector size {s} of loop {d} is smaller than its static range {r}")
    masks = _Masks(b, ranges, range_values, vector_sizes, scalable)
    _convert_affine_apply(op)
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
            vt = _vec(vector_sizes, scalable, range(n), e)
        else:
            pmap = _output_transfer_map(m)
            vt = _vec(vector_sizes, scalable, _output_dims(m), e)
        pad = b.insert(OP_REGISTRY["ub.poison"].build_poison(e)).results[0]
        mask = masks.get(_mask_loops(m))
        rank = len(v.type.shape)
        vals[arg] = _masked(b, mask, "vector.transfer_read", [v, *([c0] * rank), pad], [vt],
                            _transfer_props(pmap, len(vt.shape), rank, False, mask is not None))[0]
    reds = [d for d, it in enumerate(op.iterator_type_names()) if it == "reduction"]
    yield_op = block.last
    for bop in block.ops:
        if bop is yield_op:
            break
        if bop.name == "linalg.index":
            vals[bop.results[0]] = _vectorize_index(b, bop.dim.value, vector_sizes, scalable)
            continue
        if bop.name == "tensor.extract":
            vals[bop.results[0]] = _vectorize_tensor_extract(b, op, bop, vals, vector_sizes, scalable, masks)
            continue
        kind = _combiner_kind(op, bop, reds)
        if kind is not None:
            out_arg, other = kind[1], kind[2]
            src = vals.get(other, other)
            if not isinstance(src.type, VectorType):
                src = broadcast(b, src, _vec(vector_sizes, scalable, range(n), src.type))
            acc = vals[out_arg]
            vals[bop.results[0]] = _masked(b, masks.get(range(n)), "vector.multi_reduction", [src, acc],
                                           [acc.type], {"kind": _kind_attr(kind[0]),
                                                        "reduction_dims": _i64_array(reds)})[0]
            continue
        operands = [vals.get(x, x) for x in bop.operands]
        vts = [x.type for x in operands if isinstance(x.type, VectorType)]
        if not vts:  # scalars only (values from outside, constants): the op stays scalar, as upstream
            new = b.insert(bop.clone({x: vals.get(x, x) for x in bop.operands}))
            for r, nr in zip(bop.results, new.results):
                vals[r] = nr
            continue
        shape_t = max(vts, key=lambda t: len(t.shape))
        like = lambda e: VectorType(shape_t.shape, e, shape_t.scalable)  # noqa: E731
        new_operands = []
        for x in operands:
            xe = x.type.element_type if isinstance(x.type, VectorType) else x.type
            if isinstance(x.type, VectorType) and x.type.shape == shape_t.shape:
                new_operands.append(x)
            elif not _broadcastable(x.type, like(xe)):
                raise VectorizationError("operands of mismatched vector shapes")
            else:
                new_operands.append(broadcast(b, x, like(xe)))
        new = _emit(b, bop.name, new_operands, [like(r.type) for r in bop.results], bop.properties,
                    bop.attributes)
        for r, nr in zip(bop.results, new.results):
            vals[r] = nr
    results, writes = [], []
    for k, (y, v) in enumerate(zip(yield_op.operands, op.outputs)):
        m = maps[n_in + k]
        c0w = _const(b, 0)
        vt = _vec(vector_sizes, scalable, _output_dims(m), elem_of(v.type))
        val = vals.get(y, y)
        if not isinstance(val.type, VectorType) or (val.type.shape != vt.shape and _broadcastable(val.type, vt)):
            val = broadcast(b, val, vt)
        rank = len(v.type.shape)
        rt = [v.type] if isinstance(v.type, RankedTensorType) else []
        mask = masks.get(_mask_loops(m))
        res = _masked(b, mask, "vector.transfer_write", [val, v, *([c0w] * rank)], rt,
                      _transfer_props(_output_transfer_map(m), len(vt.shape), rank, True, mask is not None))
        writes.append(res)
        results += res
    if results:
        op.replace_all_uses_with(results)
    op.erase()
    return writes
