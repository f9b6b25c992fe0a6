"""Named passes for the vector lowering families (each one `transform.apply_patterns.vector.<name>`).

A pass applies its family's patterns with the greedy driver (folding on, bottom-up, as upstream's
default GreedyRewriteConfig, which `transform.apply_patterns` uses) to every `func.func` it finds,
the way a transform script matching `func.func` and applying the patterns to it does.

    vecir-opt in.mlir -p 'vector-lower-contraction{lowering-strategy=outerproduct}'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Literal

from ...ir.core import Operation
from ...passes.base import Pass, PassFailure, register_pass
from ...rewrite import PatternSet, apply_patterns_greedily


def apply_family(op: Operation, populate: Callable[[PatternSet], None]) -> None:
    """Apply one pattern family greedily to each function under ``op`` (``op`` itself if a function)."""
    ps = PatternSet()
    populate(ps)
    frozen = ps.freeze()
    funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
    for f in funcs:
        if not apply_patterns_greedily(f, frozen, top_down=False):
            raise PassFailure("greedy pattern application did not converge", f)


class _FamilyPass(Pass):
    def populate(self, ps: PatternSet) -> None:
        raise NotImplementedError

    def run(self, op: Operation) -> None:
        apply_family(op, self.populate)


@register_pass("vector-lower-contraction",
               "Lower vector.contract (transform.apply_patterns.vector.lower_contraction)")
@dataclass
class VectorLowerContraction(_FamilyPass):
    lowering_strategy: Literal["outerproduct", "dot", "parallelarith", "llvmintr", "matmulintrinsics"] = \
        "outerproduct"

    def populate(self, ps):
        from .lower_contract import populate_vector_contract_lowering_patterns

        populate_vector_contract_lowering_patterns(ps, self.lowering_strategy, disable_outer_product_lowering=True)


@register_pass("vector-lower-outerproduct",
               "Lower vector.outerproduct to vector.fma / arith (transform.apply_patterns.vector.lower_outerproduct)")
@dataclass
class VectorLowerOuterProduct(_FamilyPass):
    def populate(self, ps):
        from .lower_outerproduct import populate_vector_outer_product_lowering_patterns

        populate_vector_outer_product_lowering_patterns(ps)


@register_pass("vector-lower-transpose",
               "Lower vector.transpose (transform.apply_patterns.vector.lower_transpose)")
@dataclass
class VectorLowerTranspose(_FamilyPass):
    lowering_strategy: Literal["eltwise", "flat_transpose", "llvmintr", "shuffle_1d", "shuffle_16x16"] = "eltwise"

    def populate(self, ps):
        from .lower_transpose import populate_vector_transpose_lowering_patterns

        populate_vector_transpose_lowering_patterns(ps, self.lowering_strategy)


@register_pass("vector-lower-broadcast",
               "Lower n-D vector.broadcast (transform.apply_patterns.vector.lower_broadcast)")
@dataclass
class VectorLowerBroadcast(_FamilyPass):
    def populate(self, ps):
        from .lower_broadcast import populate_vector_broadcast_lowering_patterns

        populate_vector_broadcast_lowering_patterns(ps)


@register_pass("vector-lower-shape-cast",
               "Lower vector.shape_cast (transform.apply_patterns.vector.lower_shape_cast)")
@dataclass
class VectorLowerShapeCast(_FamilyPass):
    def populate(self, ps):
        from .lower_shape_cast import populate_vector_shape_cast_lowering_patterns

        populate_vector_shape_cast_lowering_patterns(ps)


@register_pass("lower-vector-multi-reduction",
               "Lower vector.multi_reduction in three phases: reorder dims, flatten to 2-D, unroll (upstream's pass)")
@dataclass
class LowerVectorMultiReduction(Pass):
    display_name = "LowerVectorMultiReductionPass"
    lowering_strategy: Literal["inner-parallel", "inner-reduction"] = "inner-parallel"

    def run(self, op):
        from .lower_multi_reduction import PHASES

        for populate in PHASES:
            apply_family(op, lambda ps, populate=populate: populate(ps, self.lowering_strategy))


@register_pass("vector-reorder-multi-reduction-dims",
               "Move multi_reduction's reduced dims innermost or outermost "
               "(transform.apply_patterns.vector.reorder_multi_reduction_dims)")
@dataclass
class VectorReorderMultiReductionDims(_FamilyPass):
    lowering_strategy: Literal["innerparallel", "innerreduction"] = "innerparallel"

    def populate(self, ps):
        from .lower_multi_reduction import populate_vector_multi_reduction_reorder_patterns

        populate_vector_multi_reduction_reorder_patterns(ps, self.lowering_strategy)


@register_pass("vector-multi-reduction-flattening",
               "Collapse multi_reduction to rank 2 (transform.apply_patterns.vector.multi_reduction_flattening)")
@dataclass
class VectorMultiReductionFlattening(_FamilyPass):
    lowering_strategy: Literal["innerparallel", "innerreduction"] = "innerparallel"

    def populate(self, ps):
        from .lower_multi_reduction import populate_vector_multi_reduction_flattening_patterns

        populate_vector_multi_reduction_flattening_patterns(ps, self.lowering_strategy)


@register_pass("vector-multi-reduction-unrolling",
               "Unroll rank-2 multi_reduction (transform.apply_patterns.vector.multi_reduction_unrolling)")
@dataclass
class VectorMultiReductionUnrolling(_FamilyPass):
    lowering_strategy: Literal["innerparallel", "innerreduction"] = "innerparallel"

    def populate(self, ps):
        from .lower_multi_reduction import populate_vector_multi_reduction_unrolling_patterns

        populate_vector_multi_reduction_unrolling_patterns(ps, self.lowering_strategy)


@register_pass("vector-lower-masks",
               "Lower n-D vector.create_mask/constant_mask (transform.apply_patterns.vector.lower_masks)")
@dataclass
class VectorLowerMasks(_FamilyPass):
    def populate(self, ps):
        from .lower_mask import populate_vector_mask_op_lowering_patterns

        populate_vector_mask_op_lowering_patterns(ps)


@register_pass("vector-lower-scan", "Lower vector.scan (transform.apply_patterns.vector.lower_scan)")
@dataclass
class VectorLowerScan(_FamilyPass):
    def populate(self, ps):
        from .lower_scan import populate_vector_scan_lowering_patterns

        populate_vector_scan_lowering_patterns(ps)


@register_pass("vector-lower-gather", "Unroll n-D vector.gather (transform.apply_patterns.vector.lower_gather)")
@dataclass
class VectorLowerGather(_FamilyPass):
    def populate(self, ps):
        from .lower_gather import populate_vector_gather_lowering_patterns

        populate_vector_gather_lowering_patterns(ps)


@register_pass("vector-lower-interleave",
               "Unroll n-D vector.interleave/deinterleave (transform.apply_patterns.vector.lower_interleave)")
@dataclass
class VectorLowerInterleave(_FamilyPass):
    def populate(self, ps):
        from .lower_interleave import populate_vector_interleave_lowering_patterns

        populate_vector_interleave_lowering_patterns(ps)


@register_pass("vector-interleave-to-shuffle",
               "1-D vector.interleave/deinterleave to vector.shuffle "
               "(transform.apply_patterns.vector.interleave_and_deinterleave_to_shuffle)")
@dataclass
class VectorInterleaveToShuffle(_FamilyPass):
    def populate(self, ps):
        from .lower_interleave import populate_vector_interleave_to_shuffle_patterns

        populate_vector_interleave_to_shuffle_patterns(ps)


@register_pass("vector-lower-bitcast", "Unroll n-D vector.bitcast (transform.apply_patterns.vector.lower_bitcast)")
@dataclass
class VectorLowerBitCast(_FamilyPass):
    def populate(self, ps):
        from .lower_bitcast import populate_vector_bitcast_lowering_patterns

        populate_vector_bitcast_lowering_patterns(ps)


@register_pass("vector-lower-step", "Fixed-size vector.step to a constant (transform.apply_patterns.vector.lower_step)")
@dataclass
class VectorLowerStep(_FamilyPass):
    def populate(self, ps):
        from .lower_step import populate_vector_step_lowering_patterns

        populate_vector_step_lowering_patterns(ps)


@register_pass("vector-strided-slice-decomposition",
               "Decompose n-D insert/extract_strided_slice to rank 1 (populateVectorInsertExtractStridedSlice"
               "DecompositionPatterns)")
@dataclass
class VectorStridedSliceDecomposition(_FamilyPass):
    def populate(self, ps):
        from .lower_strided_slice import populate_vector_insert_extract_strided_slice_decomposition_patterns

        populate_vector_insert_extract_strided_slice_decomposition_patterns(ps)


@register_pass("vector-strided-slice-to-shuffles",
               "insert/extract_strided_slice to shuffles (populateVectorInsertExtractStridedSliceTransforms)")
@dataclass
class VectorStridedSliceToShuffles(_FamilyPass):
    def populate(self, ps):
        from .lower_strided_slice import populate_vector_insert_extract_strided_slice_transforms

        populate_vector_insert_extract_strided_slice_transforms(ps)


@register_pass("vector-lower-masked-transfers",
               "vector.mask around transfer_read/transfer_write/gather to the op's mask operand "
               "(transform.apply_patterns.vector.lower_masked_transfers)")
@dataclass
class VectorLowerMaskedTransfers(_FamilyPass):
    def populate(self, ps):
        from .lower_mask import populate_vector_mask_lowering_patterns_for_side_effecting_ops

        populate_vector_mask_lowering_patterns_for_side_effecting_ops(ps)


@register_pass("lower-vector-mask",
               "vector.mask around transfers/gathers to mask operands, plus vector.mask's canonicalizations "
               "(upstream's pass)")
@dataclass
class LowerVectorMask(_FamilyPass):
    display_name = "LowerVectorMaskPass"

    def populate(self, ps):
        from ...ir.op import OP_REGISTRY
        from .lower_mask import populate_vector_mask_lowering_patterns_for_side_effecting_ops

        populate_vector_mask_lowering_patterns_for_side_effecting_ops(ps)
        for p in getattr(OP_REGISTRY["vector.mask"], "canonicalization_patterns", ()):
            ps.add(p)
