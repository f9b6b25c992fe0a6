"""Flattening of contiguous row-major transfers (upstream's populateFlattenVectorTransferPatterns in
VectorTransferOpTransforms.cpp: FlattenContiguousRowMajorTransferRead/WritePattern plus the
drop-unit-dims-with-shape_cast patterns; descriptor
`transform.apply_patterns.vector.flatten_vector_transfer_ops target_vector_bitwidth = N`, pass
``vector-flatten-transfer{target-vector-bitwidth=N}``).

    %r = vector.transfer_read %m[%i, %j, %c0, %c0], %p {in_bounds = [true, true, true]}
           : memref<5x4x3x2xi8>, vector<2x3x2xi8>
  ==>
    %cs = memref.collapse_shape %m [[0], [1, 2, 3]] : memref<5x4x3x2xi8> into memref<5x24xi8>
    %o = affine.apply affine_map<()[s0] -> (s0 * 6)>()[%j]
    %f = vector.transfer_read %cs[%i, %o], %p {in_bounds = [true]} : memref<5x24xi8>, vector<12xi8>
    %r = vector.shape_cast %f : vector<12xi8> to vector<2x3x2xi8>

Only in-bounds, unmasked transfers with a minor identity map on memrefs whose trailing dims hold the
vector contiguously are flattened; vectors whose innermost dim already has at least the target bit
width are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.memref._util import reassociation_attr
from ...dialects.memref.reshapes import collapsed_layout
from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr, AffineSymbolExpr
from ...ir.affine_map import AffineMap
from ...ir.memref_layout import try_strides_and_offset
from ...ir.types import DYNAMIC, SIGNLESS, FloatType, IntegerType, MemRefType, VectorType, index
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass
from .hoisting import constant_int
from .lower_transfer_permutation import build_read, build_write, in_bounds_of
from .vector_to_scf_common import is_valid_symbol

DEFAULT_BITWIDTH = 4294967295


def trailing_dims_contiguous(t: MemRefType, n: int) -> bool:
    """MemRefType::areTrailingDimsContiguous: the last ``n`` dims are laid out row-major densely."""
    if n == 0:
        return True
    so = try_strides_and_offset(t)
    if so is None:
        return False
    strides, shape = so[0], t.shape
    expected = 1
    for k in range(len(shape) - 1, len(shape) - n - 1, -1):
        if strides[k] != expected:
            return False
        if k > len(shape) - n:
            if shape[k] == DYNAMIC:
                return False
            expected *= shape[k]
    return True


def is_contiguous_slice(mt: MemRefType, vt: VectorType) -> bool:
    """vector::isContiguousSlice: the vector (leading unit dims ignored) is a row-major block of the
    memref's trailing dims (all but its first dim match)."""
    if any(vt.scalable):
        return False
    shape = list(vt.shape)
    while shape and shape[0] == 1:
        shape.pop(0)
    n = len(shape)
    if n > len(mt.shape) or not trailing_dims_contiguous(mt, n):
        return False
    return shape[1:] == list(mt.shape[len(mt.shape) - n:])[1:]


def _bitwidth(e) -> int | None:
    if isinstance(e, (IntegerType, FloatType)):
        return e.width
    return None


def _check(op, vt: VectorType, rw, target_bitwidth: int):
    mt = op.base.type
    if not isinstance(mt, MemRefType):
        return rw.fail(op, "not a memref source")
    if len(vt.shape) <= 1:
        return rw.fail(op, "already 0-D/1-D")
    w = _bitwidth(vt.element_type)
    if w is None or (isinstance(vt.element_type, IntegerType) and vt.element_type.signedness != SIGNLESS):
        return rw.fail(op, "not a signless int or float element type")
    if vt.shape[-1] * w >= target_bitwidth:
        return rw.fail(op, "trailing vector dim is at least the target bit width")
    if not is_contiguous_slice(mt, vt):
        return rw.fail(op, "not a contiguous slice")
    if not all(in_bounds_of(op)):
        return rw.fail(op, "out-of-bounds dims")
    if not op.permutation_map.value.is_minor_identity():
        return rw.fail(op, "not a minor identity map")
    if op.mask is not None:
        return rw.fail(op, "masked transfer")
    return True


def _first_dim_to_collapse(mt: MemRefType, vt: VectorType) -> int:
    shape = list(vt.shape)
    while shape and shape[0] == 1:
        shape.pop(0)
    return len(mt.shape) - len(shape)


def _collapse_inner_dims(rw, loc, src, first: int):
    st = src.type
    if len(st.shape) == 1:
        return src
    groups = [[i] for i in range(first)] + [list(range(first, len(st.shape)))]
    shape = []
    for g in groups:
        n = 1
        for e in g:
            n = DYNAMIC if (n == DYNAMIC or st.shape[e] == DYNAMIC) else n * st.shape[e]
        shape.append(n)
    lay = None if st.layout is None else collapsed_layout(st, groups)
    rt = MemRefType(tuple(shape), st.element_type, lay, st.memory_space)
    return B.emit(rw, "memref.collapse_shape", [src], [rt], {"reassociation": reassociation_attr(groups)},
                  loc=loc).results[0]


def _collapsed_indices(rw, loc, shape, indices, first: int) -> list:
    """getCollapsedIndices: the kept indices plus the linearized offset of the collapsed ones."""
    kept, rest = list(indices[:first]), list(indices[first:])
    if all(constant_int(v) == 0 for v in rest):
        return kept + [rest[0]]
    B.index_const(rw, loc, 0)  # the initial offset upstream builds (dead once folded)
    strides, acc = [], 1
    for d in reversed(shape[first:]):
        strides.append(acc)
        acc = acc * d if d != DYNAMIC and acc != DYNAMIC else DYNAMIC
    strides.reverse()
    const, dims, syms, terms = 0, [], [], []
    for v, s in zip(rest, strides):
        c = constant_int(v)
        if c is not None:
            const += c * s
            continue
        if is_valid_symbol(v):
            if v not in syms:
                syms.append(v)
            terms.append((AffineSymbolExpr, syms, v, s))
        else:
            if v not in dims:
                dims.append(v)
            terms.append((AffineDimExpr, dims, v, s))
    if not terms:
        return kept + [B.index_const(rw, loc, const)]
    expr = None
    for kind, lst, v, s in terms:
        e = kind(lst.index(v)) * s
        expr = e if expr is None else expr + e
    if const:
        expr = expr + AffineConstantExpr(const)
    amap = AffineMap(len(dims), len(syms), [expr])
    off = rw.insert(B.op_class("affine.apply").build_map_op(amap, dims + syms, loc=loc)).results[0]
    return kept + [off]


class FlattenContiguousRowMajorTransferRead(RewritePattern):
    """See the module docstring."""

    root = "vector.transfer_read"
    target_vector_bitwidth: int = DEFAULT_BITWIDTH

    def match_and_rewrite(self, op, rw):
        vt = op.vector.type
        if not _check(op, vt, rw, self.target_vector_bitwidth):
            return False
        loc, mt = op.loc, op.base.type
        first = _first_dim_to_collapse(mt, vt)
        rw.set_before(op)
        src = _collapse_inner_dims(rw, loc, op.base, first)
        idx = _collapsed_indices(rw, loc, mt.shape, op.indices, first)
        n = 1
        for d in vt.shape:
            n *= d
        flat_t = VectorType((n,), vt.element_type)
        rank = len(src.type.shape)
        new = build_read(rw, loc, flat_t, src, idx, AffineMap(rank, 0, [AffineDimExpr(first)]), op.padding, None,
                         [True])
        rw.replace_op(op, [B.shape_cast(rw, loc, vt, new.results[0])])
        return True


class FlattenContiguousRowMajorTransferWrite(RewritePattern):
    """The write counterpart: shape_cast the vector to 1-D and write it into the collapsed memref."""

    root = "vector.transfer_write"
    target_vector_bitwidth: int = DEFAULT_BITWIDTH

    def match_and_rewrite(self, op, rw):
        vt = op.valueToStore.type
        if not _check(op, vt, rw, self.target_vector_bitwidth):
            return False
        loc, mt = op.loc, op.base.type
        first = _first_dim_to_collapse(mt, vt)
        rw.set_before(op)
        src = _collapse_inner_dims(rw, loc, op.base, first)
        idx = _collapsed_indices(rw, loc, mt.shape, op.indices, first)
        n = 1
        for d in vt.shape:
            n *= d
        flat = B.shape_cast(rw, loc, VectorType((n,), vt.element_type), op.valueToStore)
        rank = len(src.type.shape)
        build_write(rw, loc, flat, src, idx, AffineMap(rank, 0, [AffineDimExpr(first)]), None, [True])
        rw.erase_op(op)
        return True


def populate_flatten_vector_transfer_patterns(patterns: PatternSet, options=None, *,
                                              target_vector_bitwidth: int = DEFAULT_BITWIDTH) -> None:
    """upstream's populateFlattenVectorTransferPatterns (with the drop-unit-dims shape_cast patterns)."""
    from .drop_unit_dims import populate_drop_unit_dims_with_shape_cast_patterns

    B.load_dialects()
    if options is not None and options.get("target_vector_bitwidth") is not None:
        v = options["target_vector_bitwidth"]
        target_vector_bitwidth = int(getattr(v, "value", v))
    patterns.add(FlattenContiguousRowMajorTransferRead, FlattenContiguousRowMajorTransferWrite,
                 target_vector_bitwidth=target_vector_bitwidth)
    populate_drop_unit_dims_with_shape_cast_patterns(patterns)


register_pattern_descriptor("transform.apply_patterns.vector.flatten_vector_transfer_ops",
                            populate_flatten_vector_transfer_patterns)


@register_pass("vector-flatten-transfer",
               "Flatten contiguous row-major transfers to 1-D through memref.collapse_shape "
               "(transform.apply_patterns.vector.flatten_vector_transfer_ops)")
@dataclass
class VectorFlattenTransfer(ScriptLikePass):
    target_vector_bitwidth: int = DEFAULT_BITWIDTH

    def populate(self, ps):
        populate_flatten_vector_transfer_patterns(ps, target_vector_bitwidth=self.target_vector_bitwidth)


__all__ = ["VectorFlattenTransfer", "index", "populate_flatten_vector_transfer_patterns"]
