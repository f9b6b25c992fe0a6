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
leaves it out.
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
    VectorizationError, _ELEMENTWISE_PREFIXES, _combiner_kind, _const, _emit, _i64_array, _kind_attr,
    _output_dims, _output_transfer_map, broadcast,
)


class _Masks:
    """The loop ranges (ints or Values) and a cache of create_mask ops keyed by their loop lists."""

    def __init__(self, b: Builder, ranges, range_values, vector_sizes) -> None:
        self.b = b
        self.ranges = ranges
        self.values = range_values  # the Value of each range (its constant when static)
        self.sizes = vector_sizes
        self.cache: dict = {}

    def get(self, loops) -> Value | None:
        loops = tuple(loops)
        if all(isinstance(self.ranges[d], int) and self.ranges[d] == self.sizes[d] for d in loops):
            return None  # all true: no mask
        if loops not in self.cache:
            vals = [self.values[d] for d in loops]
            mt = VectorType(tuple(self.sizes[d] for d in loops), i1)
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
    `tensor.dim`/`memref.dim` of the first operand dimension that the loop indexes."""
    maps = op.indexing_maps_list()
    out, values = [], []
    for d in range(op.num_loops):
        for v, m in zip(op.operands, maps):
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


def vectorize_masked(op: StructuredOp, vector_sizes) -> list:
    n = op.num_loops
    vector_sizes = list(vector_sizes)
    if len(vector_sizes) != n:
        raise VectorizationError(f"expected {n} vector sizes, got {len(vector_sizes)}")
    for m in op.indexing_maps_list():
        if not m.is_projected_permutation(allow_zero_in_results=True):
            raise VectorizationError("indexing maps must be projected permutations")
    for bop in op.body_block.ops:
        if bop.name != "linalg.yield" and (not bop.name.startswith(_ELEMENTWISE_PREFIXES) or bop.regions):
            raise VectorizationError(f"body op '{bop.name}' is not vectorized under masks")
    b = Builder.before(op)
    ranges, range_values = _loop_ranges(b, op)
    for d, (r, s) in enumerate(zip(ranges, vector_sizes)):
        if isinstance(r, int) and r > s:
            raise VectorizationError(f"vector size {s} of loop {d} is smaller than its static range {r}")
    masks = _Masks(b, ranges, range_values, vector_sizes)
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
            vt = VectorType(tuple(vector_sizes), e)
        else:
            pmap = _output_transfer_map(m)
            vt = VectorType(tuple(vector_sizes[d] for d in _output_dims(m)), e)
        pad = b.insert(OP_REGISTRY["ub.poison"].build_poison(e)).results[0]
        mask = masks.get([x.position for x in m.results])
        rank = len(v.type.shape)
        vals[arg] = _masked(b, mask, "vector.transfer_read", [v, *([c0] * rank), pad], [vt],
                            _transfer_props(pmap, len(vt.shape), rank, False, mask is not None))[0]
    reds = [d for d, it in enumerate(op.iterator_type_names()) if it == "reduction"]
    full = tuple(vector_sizes)
    yield_op = block.last
    for bop in block.ops:
        if bop is yield_op:
            break
        kind = _combiner_kind(op, bop, reds)
        if kind is not None:
            out_arg, other = kind[1], kind[2]
            src = vals.get(other, other)
            if not isinstance(src.type, VectorType):
                src = broadcast(b, src, VectorType(full, src.type))
            acc = vals[out_arg]
            vals[bop.results[0]] = _masked(b, masks.get(range(n)), "vector.multi_reduction", [src, acc],
                                           [acc.type], {"kind": _kind_attr(kind[0]),
                                                        "reduction_dims": _i64_array(reds)})[0]
            continue
        operands = [vals.get(x, x) for x in bop.operands]
        shapes = [x.type.shape for x in operands if isinstance(x.type, VectorType)]
        shape = max(shapes, key=len) if shapes else full
        new_operands = []
        for x in operands:
            if isinstance(x.type, VectorType) and x.type.shape == shape:
                new_operands.append(x)
            elif isinstance(x.type, VectorType):
                raise VectorizationError("operands of mismatched vector shapes")
            else:
                new_operands.append(broadcast(b, x, VectorType(shape, x.type)))
        new = _emit(b, bop.name, new_operands, [VectorType(shape, r.type) for r in bop.results], bop.properties,
                    bop.attributes)
        for r, nr in zip(bop.results, new.results):
            vals[r] = nr
    results, writes = [], []
    for k, (y, v) in enumerate(zip(yield_op.operands, op.outputs)):
        m = maps[n_in + k]
        c0w = _const(b, 0)
        vt = VectorType(tuple(vector_sizes[d] for d in _output_dims(m)), elem_of(v.type))
        val = vals.get(y, y)
        if not isinstance(val.type, VectorType):
            val = broadcast(b, val, vt)
        rank = len(v.type.shape)
        rt = [v.type] if isinstance(v.type, RankedTensorType) else []
        mask = masks.get([x.position for x in m.results])
        res = _masked(b, mask, "vector.transfer_write", [val, v, *([c0w] * rank)], rt,
                      _transfer_props(_output_transfer_map(m), len(vt.shape), rank, True, mask is not None))
        writes.append(res)
        results += res
    if results:
        op.replace_all_uses_with(results)
    op.erase()
    return writes
