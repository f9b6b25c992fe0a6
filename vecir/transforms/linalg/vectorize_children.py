"""What `transform.structured.vectorize_children_and_apply_patterns` does to its (isolated) target,
after upstream's VectorizeChildrenAndApplyPatternsOp::applyToOne: one greedy rewrite (folding and
dead-op removal included, no canonicalize or cse beyond it) vectorizes every linalg op under the
target (an op vecir cannot vectorize is left as it is, as upstream's VectorizationPattern just does
not apply) and applies the cleanup patterns upstream adds:

  * transfer permutation-map lowering (unless disable_transfer_permutation_map_lowering_patterns),
  * vector.transfer_read / transfer_write canonicalization patterns,
  * tensor subsets folded into transfers (vectorize_fold_subsets.py):
        transfer_read(extract_slice(%t)) -> transfer_read(%t),
        insert_slice(transfer_write(%v, %e), %t) -> transfer_write(%v, %t),
  * with vectorize_padding, tensor.pad folded into the transfers and insert_slices that use it, or
    decomposed into tensor.empty + linalg.fill + tensor.insert_slice (vectorize_pad_patterns.py),
  * vector.step lowering.

    %s = tensor.extract_slice %A[%i, 0] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
    %r = linalg.generic ... ins(%s, ...) outs(%e : tensor<4x8xf32>)      (elementwise add)
    %o = tensor.insert_slice %r into %B[%i, 8] [4, 8] [1, 1]
  ==>
    %a = vector.transfer_read %A[%i, %c0], %p {in_bounds = [true, true]} : tensor<16x32xf32>, vector<4x8xf32>
    ...
    %o = vector.transfer_write %sum, %B[%i, %c8] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<16x32xf32>

Contractions become vector.contract directly (vecir's vectorizer with ``contractions=True``: the
form upstream reaches through its multi_reduction-to-contract patterns).
"""

from __future__ import annotations

from ...rewrite import PatternSet, apply_patterns_greedily
from ...rewrite.pattern import RewritePattern


def static_pad_value(op):
    """getStaticPadVal: the scalar an op pads with, looking through what produced the destination
    (a scalar vector.broadcast, linalg.fill, a transfer_write of those, an insert_slice into them)."""
    from ...ir.types import VectorType

    if op is None:
        return None
    if op.name == "vector.broadcast":
        return None if isinstance(op.operands[0].type, VectorType) else op.operands[0]
    if op.name == "linalg.fill":
        return op.operands[0]
    if op.name == "vector.transfer_write":
        return static_pad_value(op.operands[0].defining_op)
    if op.name == "tensor.insert_slice":
        return static_pad_value(op.dest.defining_op)
    return None


def vectorize_insert_slice(op, rw) -> bool:
    """vectorizeAsInsertSliceOp: the whole (static) source read in bounds, padded with the
    destination's fill value (else zero), and written at the slice's offsets:

        %r = tensor.insert_slice %s into %T[%i, 8] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x32xf32>
      ==>
        %v = vector.transfer_read %s[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
        %r = vector.transfer_write %v, %T[%i, %c8] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<16x32xf32>

    A dynamic source dim takes the destination's static size and is read out of bounds (upstream's
    useInBoundsInsteadOfMasking); its write is in bounds only when a constant offset keeps the vector
    inside the destination (a divergence: upstream marks it in bounds at any offset). Non-unit strides
    and inserts dropping non-leading unit dims are left alone (upstream's output for them writes the
    wrong elements)."""
    from ...ir.affine_map import AffineMap
    from ...ir.types import VectorType
    from ..vector import _build as B
    from ..vector.lower_transfer_permutation import build_read, build_write

    src_t, dst_t = op.source.type, op.dest.type
    if not _vectorizable_element(src_t.element_type):
        return rw.fail(op, "element type is not a valid vector element type")
    if not src_t.has_static_shape and static_pad_value(op) is None:
        return rw.fail(op, "an out-of-bounds read of a dynamic source needs a known pad value")
    rank_diff = len(dst_t.shape) - len(src_t.shape)
    vec_shape = []
    for i, n in enumerate(src_t.shape):
        if n >= 0:
            vec_shape.append(n)
        elif dst_t.shape[i] >= 0 and dst_t.shape[rank_diff + i] >= 0:
            # upstream tests result dim i and takes result dim rankDiff + i (its FIXME)
            vec_shape.append(dst_t.shape[rank_diff + i])
        else:
            return rw.fail(op, "neither the source nor the result dim is static")
    dropped = op.dropped_dims
    if any(s != 1 for s in op.mixed_strides) or dropped != set(range(len(dropped))):
        return rw.fail(op, "non-unit strides or a rank-reducing insert that drops inner dims")
    rw.set_before(op)
    loc = op.loc
    pad = static_pad_value(op)
    if pad is None:
        pad = B.zero(rw, loc, src_t.element_type)
    B.index_const(rw, loc, 0)  # upstream materializes read indices it does not use
    zero = B.index_const(rw, loc, 0)
    rank = len(src_t.shape)
    vt = VectorType(tuple(vec_shape), src_t.element_type)
    in_bounds = [n >= 0 and n == v for n, v in zip(src_t.shape, vec_shape)]
    read = build_read(rw, loc, vt, op.source, [zero] * rank, AffineMap.identity(rank), pad, None, in_bounds)
    offsets = [B.index_const(rw, loc, o) if isinstance(o, int) else o for o in op.mixed_offsets]
    d = len(dst_t.shape)
    in_bounds = []
    for i in range(rank):
        size = dst_t.shape[d - rank + i]
        ok = size >= vt.shape[i] and size >= 0
        if ok and src_t.shape[i] < 0:
            # a dynamic source dim read at the destination's size: the slice's own bounds no longer
            # cover the vector, so it is in bounds only where a constant offset proves it. upstream
            # (createWriteOrMaskedWrite, its FIXME) ignores the offset and marks the write in bounds,
            # which writes past the destination when the offset is not 0 (undefined behaviour)
            off = op.mixed_offsets[d - rank + i]
            ok = isinstance(off, int) and off + vt.shape[i] <= size
        in_bounds.append(ok)
    pmap = AffineMap(d, 0, AffineMap.identity(d).results[d - rank:])  # minor identity
    write = build_write(rw, loc, read.results[0], op.dest, offsets, pmap, None, in_bounds)
    rw.replace_op(op, [write.results[0]])
    return True


class VectorizeLinalgOp(RewritePattern):
    """Any linalg op -> its vectorized form (vectorize.py), as a pattern of the greedy rewrite so
    that the ops it creates are reported to the driver as upstream's VectorizationPattern does."""

    root = None
    contractions = True
    nd_extract = False
    flatten = False  # flatten_1d_depthwise_conv

    def match_and_rewrite(self, op, rw):
        from ...dialects.linalg.structured import StructuredOp
        from . import vectorize as V

        if op.name == "tensor.insert_slice":
            return vectorize_insert_slice(op, rw)
        if not isinstance(op, StructuredOp):
            return rw.fail(op, "Unsupported Op, cannot vectorize")
        from .vectorize_conv import conv_plan

        try:
            if conv_plan(op) is None:  # convolutions have their own generator (vectorize_conv.py)
                V._check(op, self.nd_extract)
        except V.VectorizationError as e:
            return rw.fail(op, str(e))
        V._ACTIVE_REWRITERS.append(rw)
        try:
            V.vectorize_linalg_op(op, contractions=self.contractions, nd_extract=self.nd_extract, flatten=self.flatten)
        except V.VectorizationError as e:  # refused before any IR was built
            return rw.fail(op, str(e))
        finally:
            V._ACTIVE_REWRITERS.pop()
        return True


def _vectorizable_element(t) -> bool:
    """VectorType::isValidElementType: integers, index and floats."""
    from ...ir.types import FloatType, IndexType, IntegerType

    return isinstance(t, (IntegerType, IndexType, FloatType))


class CopyVectorizationPattern(RewritePattern):
    """upstream's vectorizeCopy: a statically shaped memref.copy is one transfer_read and one
    transfer_write (a 0-d value passes through vector.extract + vector.broadcast)."""

    root = "memref.copy"

    def match_and_rewrite(self, op, rw):
        from ...ir.affine_map import AffineMap
        from ...ir.attrs import DenseArrayAttr
        from ...ir.op import OP_REGISTRY
        from ...ir.types import VectorType, i64
        from . import vectorize as V

        st, dt = op.operands[0].type, op.operands[1].type
        if any(x < 0 for x in st.shape) or any(x < 0 for x in dt.shape):
            return rw.fail(op, "dynamic shapes are not vectorized")
        if not _vectorizable_element(st.element_type) or not _vectorizable_element(dt.element_type):
            return rw.fail(op, "element type is not a valid vector element type")
        V._ACTIVE_REWRITERS.append(rw)
        try:
            b = V.builder_before(op)
            rank = len(st.shape)
            idx = [V._const(b, 0)] * rank if rank else []
            pad = b.insert(OP_REGISTRY["ub.poison"].build_poison(st.element_type)).results[0]
            v = V.transfer_read(b, op.operands[0], idx, pad, VectorType(st.shape, st.element_type),
                                AffineMap.identity(rank))
            if rank == 0:
                v = V._emit(b, "vector.extract", [v], [st.element_type],
                            {"static_position": DenseArrayAttr(i64, ())}).results[0]
                v = V._emit(b, "vector.broadcast", [v], [VectorType(dt.shape, dt.element_type)]).results[0]
            V.transfer_write(b, v, op.operands[1], idx, AffineMap.identity(rank))
        finally:
            V._ACTIVE_REWRITERS.pop()
        rw.erase_op(op)
        return True


class MultiReduceToContract(RewritePattern):
    """An add-reduction of a product is a contraction (upstream's MultiReduceToContract):

        %m = arith.mulf %a, %b : vector<4x16x16xf32>
        %r = vector.multi_reduction <add>, %m, %acc [2] : vector<4x16x16xf32> to vector<4x16xf32>
      ==>
        %r = vector.contract {indexing_maps = [(d0, d1, d2) -> (d0, d1, d2), <same>, (d0, d1, d2) -> (d0, d1)],
                              iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
               %a, %b, %acc : vector<4x16x16xf32>, vector<4x16x16xf32> into vector<4x16xf32>"""

    root = "vector.multi_reduction"

    def match_and_rewrite(self, op, rw):
        from ...dialects.vector.attrs import IteratorTypeAttr
        from ...ir.affine_expr import AffineDimExpr
        from ...ir.affine_map import AffineMap
        from ...ir.attrs import AffineMapAttr, ArrayAttr
        from ..vector import _build as B

        if op.kind.value != "add":
            return rw.fail(op, "not an add reduction")
        mul = op.source.defining_op
        if mul is None or mul.name not in ("arith.mulf", "arith.muli"):
            return rw.fail(op, "the source is not a multiplication")
        rank = len(op.source.type.shape)
        reduced = set(op._dims())
        ident = AffineMap.identity(rank)
        acc_map = AffineMap(rank, 0, [AffineDimExpr(d) for d in range(rank) if d not in reduced])
        props = {"indexing_maps": ArrayAttr([AffineMapAttr(m) for m in (ident, ident, acc_map)]),
                 "iterator_types": ArrayAttr([IteratorTypeAttr("reduction" if d in reduced else "parallel")
                                              for d in range(rank)]),
                 "kind": B.kind_attr("add")}
        rw.set_before(op)
        new = B.emit(rw, "vector.contract", [mul.operands[0], mul.operands[1], op.acc], [op.dest.type], props,
                     loc=op.loc)
        rw.replace_op(op, [new.results[0]])
        return True


def _cleanup_patterns(permutation_lowering: bool, reduction_to_contract: bool, padding: bool, nd_extract: bool,
                      flatten: bool = False, fold_extensions: bool = False):
    from ...dialects.vector.ops_compute_transfer import TransferReadOp, TransferWriteOp
    from ..vector.lower_step import populate_vector_step_lowering_patterns
    from ..vector.lower_transfer_permutation import populate_vector_transfer_permutation_map_lowering_patterns
    from ..vector.sink import populate_sink_vector_ops_patterns
    from .vectorize_fold_subsets import populate_fold_tensor_subset_into_vector_transfer_patterns

    ps = PatternSet()
    # with both cleanups on, contractions are vectorized straight to their final vector.contract
    ps.add(VectorizeLinalgOp, contractions=permutation_lowering and reduction_to_contract, nd_extract=nd_extract,
           flatten=flatten)
    if permutation_lowering:
        populate_vector_transfer_permutation_map_lowering_patterns(ps)
    if reduction_to_contract:
        ps.add(MultiReduceToContract)
    populate_sink_vector_ops_patterns(ps)
    # upstream's MaskOp::fold (an all-true vector.mask is its maskable op), which the greedy driver
    # applies to every op; vecir models it as a pattern
    from ...dialects.vector.canonicalize_memory import ElideAllTrueMask

    ps.add(ElideAllTrueMask)
    ps.add(CopyVectorizationPattern)
    ps.add(*TransferReadOp.canonicalization_patterns, *TransferWriteOp.canonicalization_patterns)
    populate_fold_tensor_subset_into_vector_transfer_patterns(ps)
    if padding:
        from .vectorize_pad_patterns import populate_decompose_pad_patterns, populate_pad_vectorization_patterns

        populate_pad_vectorization_patterns(ps)
        populate_decompose_pad_patterns(ps)
    if fold_extensions:
        from ..vector.fold_arith_extension import populate_fold_arith_extension_patterns

        populate_fold_arith_extension_patterns(ps)
    populate_vector_step_lowering_patterns(ps)
    return ps.freeze()


_FROZEN: dict = {}


def vectorize_children_and_apply_patterns(target, *, permutation_lowering: bool = True,
                                          reduction_to_contract: bool = True, padding: bool = False,
                                          nd_extract: bool = False, flatten: bool = False, fold_extensions: bool = False,
                                          listener=None) -> bool:
    """Vectorize the linalg ops under ``target`` and apply the cleanup patterns; False when the
    greedy rewrite did not converge. ``flatten`` (flatten_1d_depthwise_conv) vectorizes 1-D
    depthwise convolutions on {w * c} vectors; ``fold_extensions`` (fold_type_extensions_into_contract)
    adds the patterns that fold operand extensions into vector.contract."""
    key = (permutation_lowering, reduction_to_contract, padding, nd_extract, flatten, fold_extensions)
    frozen = _FROZEN.get(key)
    if frozen is None:
        frozen = _FROZEN[key] = _cleanup_patterns(*key)
    return apply_patterns_greedily(target, frozen, listener=listener, top_down=False)
