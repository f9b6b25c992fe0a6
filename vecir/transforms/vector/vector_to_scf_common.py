"""Helpers shared by the vector-to-scf lowerings (upstream's VectorToSCF.cpp utilities): the composed
`base + iv` index, the in-bounds / mask check wrapped around one unpacked slice, and small builders.

The check around a slice that may be out of bounds on the unpacked source dim is

    %d = memref.dim %A, %c0 : memref<?x?xf32>          (a constant for static sizes)
    %x = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%iv)[%a]
    %lo = arith.cmpi sge, %x, %c0 : index
    %hi = arith.cmpi slt, %x, %d : index
    %ok = arith.andi %lo, %hi : i1
    scf.if %ok { in-bounds case } else { out-of-bounds case }

and a 1-D mask adds `vector.extract %mask[%iv]` to the condition.
"""

from __future__ import annotations

from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr, AffineSymbolExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import ArrayAttr, IntegerAttr
from ...ir.core import Block
from ...ir.types import RankedTensorType, i1, index
from . import _build as B
from .hoisting import constant_int

LABEL = "__vector_to_scf_lowering__"


def is_valid_symbol(v) -> bool:
    """A simplified affine::isValidSymbol: constants and the top-level values of a function."""
    if constant_int(v) is not None:
        return True
    d = v.defining_op
    if d is None:
        owner = v.owner.parent_op if hasattr(v, "owner") and v.owner is not None else None
        return owner is not None and owner.name == "func.func"
    p = d.parent_op
    return p is not None and p.name == "func.func"


def composed_add(rw, loc, base, iv):
    """makeComposedAffineApply(d0 + d1, {base, iv}): affine.apply ops producing the operands are
    composed in (`%i + 1` then `+ %iv` is one `d0 + d1 + 1`), constants fold into the map and
    top-level values become symbols (the apply folds away for `x + 0`)."""
    from ..affine.expand_index_ops import make_composed_apply

    amap = AffineMap(2, 0, [AffineDimExpr(0) + AffineDimExpr(1)])
    return make_composed_apply(rw, loc, amap, [base, iv]).results[0]


def create_or_fold_dim(rw, loc, src, d: int):
    """vector::createOrFoldDimOp: the static size as a constant, else memref.dim / tensor.dim."""
    size = src.type.shape[d]
    c = B.index_const(rw, loc, d)  # the dim op's index operand, built before the fold
    if size >= 0:
        return B.index_const(rw, loc, size)
    name = "tensor.dim" if isinstance(src.type, RankedTensorType) else "memref.dim"
    return B.emit(rw, name, [src, c], [index], loc=loc).results[0]


def unpacked_dim(op) -> int | None:
    """The source dim the next unpacking walks (None: a broadcast)."""
    e = op.permutation_map.value.results[0]
    return e.position if type(e) is AffineDimExpr else None


def mask_unpack_perm(op) -> list[int] | None:
    """The transpose that brings the mask dim of the unpacked vector dim to the front (None: it
    leads already, or nothing to unpack). A mask's dims follow the source dims the transfer uses, in
    source order (inferTransferOpMaskType), so with a transposing map the vector's first dim is mask
    dim p, the rank of its source dim among the used ones. iree-opt 3.13 slices mask dim 0 whatever p
    is: an invalid vector.extract when unrolled, a wrong mask element (and an out-of-bounds mask
    buffer load) through the buffer; later upstream transposes first, as here."""
    d = unpacked_dim(op)
    if op.mask is None or d is None or len(op.mask.type.shape) < 2:
        return None
    used = sorted({e.position for e in op.permutation_map.value.results if type(e) is AffineDimExpr})
    p = used.index(d)
    if p == 0:
        return None
    return [p] + [k for k in range(len(op.mask.type.shape)) if k != p]


def unpacked_map(op) -> AffineMap:
    m = op.permutation_map.value
    return AffineMap(m.num_dims, 0, m.results[1:])


def xfer_indices(rw, op, iv) -> list:
    """The transfer's indices with `base + iv` on the unpacked dim."""
    idx = list(op.indices)
    d = unpacked_dim(op)
    if d is not None:
        idx[d] = composed_add(rw, op.loc, idx[d], iv)
    return idx


def dim_in_bounds(op, r: int) -> bool:
    ib = op.properties.get("in_bounds")
    if isinstance(ib, ArrayAttr) and r < len(ib.value):
        return bool(ib.value[r].value)
    return False


def drop_first_in_bounds(op) -> list[bool]:
    ib = op.properties.get("in_bounds")
    return [bool(x.value) for x in ib.value[1:]] if isinstance(ib, ArrayAttr) else []


def in_bounds_check(rw, op, iv, dim, result_types, in_bounds_case, out_of_bounds_case=None):
    """generateInBoundsCheck: the value of ``in_bounds_case`` (or None) under an scf.if on the
    access being in bounds on ``dim`` (and the 1-D mask bit being set)."""
    loc = op.loc
    cond = None
    if not dim_in_bounds(op, 0) and dim is not None:
        size = create_or_fold_dim(rw, loc, op.base, dim)
        idx = composed_add(rw, loc, op.indices[dim], iv)
        c0 = B.index_const(rw, loc, 0)
        lo = _cmpi(rw, loc, 5, idx, c0)  # sge
        hi = _cmpi(rw, loc, 2, idx, size)  # slt
        cond = B.emit(rw, "arith.andi", [lo, hi], [i1], loc=loc).results[0]
    if op.mask is not None and len(op.mask.type.shape) == 1 and dim is not None:
        bit = B.extract(rw, loc, op.mask, [iv])
        cond = bit if cond is None else B.emit(rw, "arith.andi", [cond, bit], [i1], loc=loc).results[0]
    if cond is None:
        return in_bounds_case()
    result_types = list(result_types)
    # both branches are built before the scf.if is inserted, as upstream's then/else builders: the
    # greedy driver enqueues their ops only in its next sweep (which decides the constant order)
    if_op = B.op_class("scf.if").build_if(cond, result_types, with_else=True, loc=loc)
    then_b, else_b = if_op.regions[0].blocks[0], if_op.regions[1].blocks[0]
    with rw.saved():
        _fill(rw, then_b, result_types, in_bounds_case, loc)
        _fill(rw, else_b, result_types, out_of_bounds_case, loc)
    rw.insert(if_op)
    return if_op.results[0] if result_types else None


def _fill(rw, block: Block, result_types, case, loc):
    if result_types:
        rw.set_at_end(block)
        v = case()
        B.emit(rw, "scf.yield", [v], [], loc=loc)
    else:
        rw.set_before(block.last)
        if case is not None:
            case()


def _cmpi(rw, loc, pred: int, a, b):
    from ...ir.types import IntegerType

    return B.emit(rw, "arith.cmpi", [a, b], [i1], {"predicate": IntegerAttr(pred, IntegerType(64))},
                  loc=loc).results[0]


def is_tensor_op(op) -> bool:
    return isinstance(op.base.type, RankedTensorType)


def rebuild_read(rw, op, vt, indices, pmap, in_bounds, mask=None, label=False):
    from .lower_transfer_permutation import build_read

    new = build_read(rw, op.loc, vt, op.base, indices, pmap, op.padding, mask, in_bounds)
    if label:
        new.attributes[LABEL] = _unit()
    return new


def rebuild_write(rw, op, vec, base, indices, pmap, in_bounds, mask=None, label=False):
    from .lower_transfer_permutation import build_write

    new = build_write(rw, op.loc, vec, base, indices, pmap, mask, in_bounds)
    if label:
        new.attributes[LABEL] = _unit()
    return new


def _unit():
    from ...ir.attrs import UnitAttr

    return UnitAttr()
