"""Vectorization of tensor.pad with in-bounds checks (seed 001's pattern, IREE's
VectorizePadWithConditions): a padded tile of statically known shape is assembled row by row, each
row read from the source under an scf.if that checks the row lies inside the (possibly dynamic)
source, or the padding value otherwise.

    %p = tensor.pad %s low[0, 0, 0, 0] high[0, %h, %w, 0] { tensor.yield %cst } : tensor<1x?x?x3xf32> to tensor<1x1x3x3xf32>
  ->
    %r0 = scf.if %in0 -> (vector<3xf32>) {                 (%in0: 0 < dim(%s, 1) and 0 < dim(%s, 2))
      %v = vector.transfer_read %s[%c0, %c0, %c0, %c0], %cst {in_bounds = [true]} : tensor<1x?x?x3xf32>, vector<3xf32>
      scf.yield %v : vector<3xf32>
    } else {
      scf.yield %splat : vector<3xf32>
    }
    %a0 = vector.insert_strided_slice %r0, %init {offsets = [0, 0], strides = [1]} : vector<3xf32> into vector<3x3xf32>
    ... (one row per index of the leading dims; unit dims are dropped from the assembled vector)
    %e = tensor.empty() : tensor<1x1x3x3xf32>
    %w = vector.transfer_write %a2, %e[%c0, %c0, %c0, %c0] {in_bounds = [true, true]} : vector<3x3xf32>, tensor<1x1x3x3xf32>

Requirements: a static result shape, a padding value defined outside the pad, static low padding,
and an innermost dimension that is static in the source and not padded (rows are read whole).
Conditions that are known statically are folded (no scf.if for rows known inside or outside).
"""

from __future__ import annotations

import itertools

from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.attrs import DenseElementsAttr, IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ...ir.op import OP_REGISTRY
from ...ir.types import DYNAMIC, VectorType, i1, i64, index
from ..vector._build import insert_strided_slice
from .vectorize import VectorizationError, _emit, transfer_read, transfer_write


def _const_index(b: Builder, v: int, cache: dict) -> Value:
    if v not in cache:
        cache[v] = _emit(b, "arith.constant", [], [index], {"value": IntegerAttr(v, index)}).results[0]
    return cache[v]


def _pad_value(op) -> Value:
    block = op.regions[0].blocks[0]
    y = block.last
    v = y.operands[0] if y is not None and y.operands else None
    if v is None or block.first is not y or (v.parent_block is block):
        raise VectorizationError("the padding value must be defined outside tensor.pad")
    return v


def vectorize_pad_with_conditions(op) -> Operation:
    if op.name != "tensor.pad":
        raise VectorizationError(f"'{op.name}' is not tensor.pad")
    src = op.operands[0]
    st, rt = src.type, op.results[0].type
    if any(s == DYNAMIC for s in rt.shape):
        raise VectorizationError("the padded shape must be static")
    lows = op.mixed_low
    highs = op.mixed_high
    if not all(isinstance(x, int) for x in lows):
        raise VectorizationError("low padding must be static")
    r = len(rt.shape)
    n = rt.shape[-1]
    if st.shape[-1] != n or lows[-1] != 0 or highs[-1] != 0:
        raise VectorizationError("the innermost dimension must be static and not padded")
    pad = _pad_value(op)
    e = rt.element_type
    b = Builder.before(op)
    consts: dict = {}
    row_t = VectorType((n,), e)
    kept = [d for d in range(r - 1) if rt.shape[d] != 1] + [r - 1]
    acc_t = VectorType(tuple(rt.shape[d] for d in kept), e)
    pad_owner = pad.owner if hasattr(pad, "owner") else None
    if getattr(pad_owner, "name", None) == "arith.constant":
        val = pad_owner.properties["value"].value
        splat_row = _emit(b, "arith.constant", [], [row_t], {"value": DenseElementsAttr(row_t, (val,), True)}).results[0]
        acc = _emit(b, "arith.constant", [], [acc_t], {"value": DenseElementsAttr(acc_t, (val,), True)}).results[0]
    else:
        splat_row = _emit(b, "vector.broadcast", [pad], [row_t]).results[0]
        acc = _emit(b, "vector.broadcast", [pad], [acc_t]).results[0]
    dims: dict = {}
    for idx in itertools.product(*(range(rt.shape[d]) for d in range(r - 1))):
        conds, known = [], True
        for d, i in enumerate(idx):
            j = i - lows[d]  # the row's index in the source
            if j < 0:
                known = False
                break
            if st.shape[d] != DYNAMIC:
                if j >= st.shape[d]:
                    known = False
                    break
                continue
            if d not in dims:
                dims[d] = b.insert(OP_REGISTRY["tensor.dim"].build_dim(src, _const_index(b, d, consts))).results[0]
            pred = IntegerAttr(2, i64)  # slt
            conds.append(_emit(b, "arith.cmpi", [_const_index(b, j, consts), dims[d]], [i1],
                               {"predicate": pred}).results[0])
        if not known:
            row = splat_row
        else:
            read_idx = [_const_index(b, i - lows[d], consts) for d, i in enumerate(idx)] + [_const_index(b, 0, consts)]
            if not conds:
                row = transfer_read(b, src, read_idx, pad, row_t, AffineMap(r, 0, [dim(r - 1)]), in_bounds=True)
            else:
                cond = conds[0]
                for c in conds[1:]:
                    cond = _emit(b, "arith.andi", [cond, c], [i1]).results[0]
                if_op = b.insert(OP_REGISTRY["scf.if"].build_if(cond, [row_t], with_else=True))
                tb = Builder.at_end(if_op.regions[0].blocks[0])
                v = transfer_read(tb, src, read_idx, pad, row_t, AffineMap(r, 0, [dim(r - 1)]), in_bounds=True)
                tb.insert(OP_REGISTRY["scf.yield"].create([v]))
                Builder.at_end(if_op.regions[1].blocks[0]).insert(OP_REGISTRY["scf.yield"].create([splat_row]))
                row = if_op.results[0]
        offsets = [idx[d] for d in kept[:-1]] + [0]
        acc = insert_strided_slice(b, None, row, acc, offsets, [1])
    empty = b.insert(OP_REGISTRY["tensor.empty"].build_empty(rt.shape, e)).results[0]
    c0 = _const_index(b, 0, consts)
    w = transfer_write(b, acc, empty, [c0] * r, AffineMap(r, 0, [dim(d) for d in kept]), in_bounds=True)
    op.replace_all_uses_with([w.results[0]])
    op.erase()
    return w


def vectorize_pads(root: Operation) -> list[Operation]:
    return [vectorize_pad_with_conditions(o) for o in [o for o in root.walk() if o.name == "tensor.pad"]]


__all__ = ["vectorize_pad_with_conditions", "vectorize_pads"]
