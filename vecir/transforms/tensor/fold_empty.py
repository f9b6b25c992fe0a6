"""tensor.empty seen through the ops that only reshape or slice it (upstream's EmptyOpPatterns.cpp,
`transform.apply_patterns.tensor.fold_tensor_empty {fold_single_use_only}`)::

    %e = tensor.empty(%n) : tensor<2x3x?xf32>
    %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x3x?xf32> into tensor<6x?xf32>
  ->  %d = tensor.dim %e, %c2 ; %c = tensor.empty(%d) : tensor<6x?xf32>

A slice of an empty tensor is an empty tensor of the slice's sizes; a concat of empty tensors is an
empty tensor of the concat's (reified) size.
"""

from __future__ import annotations

from ...dialects.transform.descriptors import register_pattern_descriptor
from ...ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymbolExpr
from ...ir.attrs import IntegerAttr
from ...ir.op import OP_REGISTRY
from ...ir.types import DYNAMIC, RankedTensorType, index
from ...rewrite import PatternSet
from ...rewrite.pattern import RewritePattern


def _dim(rw, src, i: int, loc):
    """createOrFold<tensor::DimOp>(src, i): the size as an int when static, else a new tensor.dim."""
    if src.type.shape[i] != DYNAMIC:
        return src.type.shape[i]
    c = rw.insert(OP_REGISTRY["arith.constant"].build_constant(IntegerAttr(i, index), loc=loc))
    return rw.insert(OP_REGISTRY["tensor.dim"].build_dim(src, c.results[0], loc=loc)).results[0]


def _folded_apply(rw, combine, items, loc):
    """makeComposedFoldedAffineApply of ``combine(exprs)`` over OpFoldResults (ints or index Values):
    an int when constant, the Value when the map is one symbol, else a new affine.apply."""
    from ...dialects.affine._common import compose_affine_map_and_operands, constant_index

    exprs, values = [], []
    for x in items:
        c = x if isinstance(x, int) else constant_index(x)
        if c is not None:
            exprs.append(AffineConstantExpr(c))
        else:
            exprs.append(AffineSymbolExpr(len(values)))
            values.append(x)
    m = AffineMap(0, len(values), [combine(exprs)]).simplify()
    if values:
        m, values = compose_affine_map_and_operands(m, values)
    e = m.results[0]
    if isinstance(e, AffineConstantExpr):
        return e.value
    if isinstance(e, (AffineDimExpr, AffineSymbolExpr)) and len(values) == 1:
        return values[0]
    return rw.insert(OP_REGISTRY["affine.apply"].build_map_op(m, values, loc=loc)).results[0]


def _product(exprs):
    out = exprs[0]
    for e in exprs[1:]:
        out = out * e
    return out


def _sum(exprs):
    out = exprs[0]
    for e in exprs[1:]:
        out = out + e
    return out


def _reified_reshape_sizes(rw, op) -> list:
    """The result sizes of a collapse_shape (static, or the product of the source sizes of its group)
    or an expand_shape (its output_shape)."""
    if op.name == "tensor.expand_shape":
        return list(op.mixed_output_shape)
    src = op.operands[0]
    out = []
    for d, group in zip(op.results[0].type.shape, op.groups):
        if d != DYNAMIC:
            out.append(d)
        else:
            sizes = [_dim(rw, src, i, op.loc) for i in group]
            out.append(_folded_apply(rw, _product, sizes, op.loc))
    return out


def _empty(rw, sizes, element_type, loc):
    shape = [s if isinstance(s, int) else DYNAMIC for s in sizes]
    return rw.insert(OP_REGISTRY["tensor.empty"].build_empty(
        shape, element_type, [s for s in sizes if not isinstance(s, int)], loc=loc)).results[0]


def _empty_source(op, v, single_use: bool, rw):
    e = v.defining_op
    if getattr(e, "name", None) != "tensor.empty":
        return rw.fail(op, "source is not a tensor.empty") or None
    if single_use and not v.has_one_use:
        return rw.fail(op, "the tensor.empty has other uses") or None
    return e


class FoldEmptyTensorWithReshapeOp(RewritePattern):
    """collapse_shape/expand_shape of a tensor.empty -> a tensor.empty of the reified result sizes
    (cast to the result type when less static). One instance per reshape op (``root``)."""

    fold_single_use_only = False

    def match_and_rewrite(self, op, rw) -> bool:
        if _empty_source(op, op.operands[0], self.fold_single_use_only, rw) is None:
            return False
        rt = op.results[0].type
        with rw.saved():
            rw.set_before(op)
            v = _empty(rw, _reified_reshape_sizes(rw, op), rt.element_type, op.loc)
            if v.type is not rt:
                v = rw.insert(OP_REGISTRY["tensor.cast"].build_cast(v, rt, loc=op.loc)).results[0]
        rw.replace_op(op, [v])
        return True


class FoldEmptyTensorWithExtractSliceOp(RewritePattern):
    """extract_slice of a tensor.empty -> a tensor.empty of the slice's type and dynamic sizes."""

    root = "tensor.extract_slice"
    fold_single_use_only = False

    def match_and_rewrite(self, op, rw) -> bool:
        if _empty_source(op, op.operands[0], self.fold_single_use_only, rw) is None:
            return False
        rt = op.results[0].type
        new = OP_REGISTRY["tensor.empty"].build_empty(rt.shape, rt.element_type, list(op.sizes), rt.encoding,
                                                     loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


class FoldConcatsOfEmpty(RewritePattern):
    """tensor.concat of tensor.empty ops -> a tensor.empty of the concat's reified size."""

    root = "tensor.concat"

    def match_and_rewrite(self, op, rw) -> bool:
        ins = list(op.operands)
        if not ins or any(getattr(v.defining_op, "name", None) != "tensor.empty" for v in ins):
            return rw.fail(op, "not all operands are defined by an empty op")
        rt = op.results[0].type
        dim = op.dim.value
        inferred = [DYNAMIC] * len(rt.shape)
        for i in range(len(rt.shape)):
            if i == dim:
                continue
            for v in ins:
                if v.type.shape[i] != DYNAMIC:
                    inferred[i] = v.type.shape[i]
                    break
        with rw.saved():
            rw.set_before(op)
            sizes = [None] * len(rt.shape)
            for i, d in enumerate(rt.shape):  # upstream's ConcatOp::reifyResultShapes order: other dims first
                if i == dim:
                    continue
                if d != DYNAMIC:
                    sizes[i] = d
                elif inferred[i] != DYNAMIC:
                    sizes[i] = _index_value(rw, inferred[i], op.loc)
                else:
                    c = rw.insert(OP_REGISTRY["arith.constant"].build_constant(IntegerAttr(i, index), loc=op.loc))
                    sizes[i] = rw.insert(OP_REGISTRY["tensor.dim"].build_dim(ins[0], c.results[0],
                                                                             loc=op.loc)).results[0]
            if rt.shape[dim] != DYNAMIC:
                sizes[dim] = rt.shape[dim]
            else:
                s = _folded_apply(rw, _sum, [_dim(rw, v, dim, op.loc) for v in ins], op.loc)
                sizes[dim] = _index_value(rw, s, op.loc)
            v = _empty(rw, sizes, rt.element_type, op.loc)
        rw.replace_op(op, [v])
        return True


def _index_value(rw, s, loc):
    """getValueOrCreateConstantIndexOp."""
    if not isinstance(s, int):
        return s
    return rw.insert(OP_REGISTRY["arith.constant"].build_constant(IntegerAttr(s, index), loc=loc)).results[0]


def populate_fold_tensor_empty_patterns(patterns: PatternSet, options=None) -> None:
    single = bool(options and options.get("fold_single_use_only"))
    patterns.add(FoldEmptyTensorWithExtractSliceOp(fold_single_use_only=single),
                 FoldEmptyTensorWithReshapeOp(root="tensor.expand_shape", fold_single_use_only=single),
                 FoldEmptyTensorWithReshapeOp(root="tensor.collapse_shape", fold_single_use_only=single),
                 FoldConcatsOfEmpty())


register_pattern_descriptor("transform.apply_patterns.tensor.fold_tensor_empty", populate_fold_tensor_empty_patterns)
