"""Pass registry (names as upstream) and the pass manager."""

from .base import PASS_REGISTRY, Pass, PassFailure, lookup_pass, register_pass

# Passes are imported lazily: name -> "module:Class".
PASS_REGISTRY.update({
    "canonicalize": "vecir.transforms.canonicalize:Canonicalize",
    "cse": "vecir.transforms.cse:CSE",
    "symbol-dce": "vecir.transforms.symbol_dce:SymbolDCE",
    "inline": "vecir.transforms.inline:Inliner",
    "loop-invariant-code-motion": "vecir.transforms.licm:LoopInvariantCodeMotion",
    "print-ir": "vecir.passes.print_ir:PrintIR",
    "transform-interpreter": "vecir.transforms.transform_interpreter:TransformInterpreter",
    "transform-preload-library": "vecir.transforms.transform_interpreter:TransformPreloadLibrary",
    "reconcile-unrealized-casts": "vecir.transforms.reconcile_casts:ReconcileUnrealizedCasts",
    "lower-affine": "vecir.transforms.affine.lower_affine:LowerAffine",
    "vector-lower-contraction": "vecir.transforms.vector.passes:VectorLowerContraction",
    "vector-lower-outerproduct": "vecir.transforms.vector.passes:VectorLowerOuterProduct",
    "vector-lower-transpose": "vecir.transforms.vector.passes:VectorLowerTranspose",
    "vector-lower-broadcast": "vecir.transforms.vector.passes:VectorLowerBroadcast",
    "vector-lower-shape-cast": "vecir.transforms.vector.passes:VectorLowerShapeCast",
    "lower-vector-multi-reduction": "vecir.transforms.vector.passes:LowerVectorMultiReduction",
    "vector-reorder-multi-reduction-dims": "vecir.transforms.vector.passes:VectorReorderMultiReductionDims",
    "vector-multi-reduction-flattening": "vecir.transforms.vector.passes:VectorMultiReductionFlattening",
    "vector-multi-reduction-unrolling": "vecir.transforms.vector.passes:VectorMultiReductionUnrolling",
    "vector-lower-masks": "vecir.transforms.vector.passes:VectorLowerMasks",
    "vector-lower-masked-transfers": "vecir.transforms.vector.passes:VectorLowerMaskedTransfers",
    "lower-vector-mask": "vecir.transforms.vector.passes:LowerVectorMask",
    "vector-lower-scan": "vecir.transforms.vector.passes:VectorLowerScan",
    "vector-lower-gather": "vecir.transforms.vector.passes:VectorLowerGather",
    "vector-lower-interleave": "vecir.transforms.vector.passes:VectorLowerInterleave",
    "vector-interleave-to-shuffle": "vecir.transforms.vector.passes:VectorInterleaveToShuffle",
    "vector-lower-bitcast": "vecir.transforms.vector.passes:VectorLowerBitCast",
    "vector-lower-step": "vecir.transforms.vector.passes:VectorLowerStep",
    "vector-strided-slice-decomposition": "vecir.transforms.vector.passes:VectorStridedSliceDecomposition",
    "vector-strided-slice-to-shuffles": "vecir.transforms.vector.passes:VectorStridedSliceToShuffles",
    "vector-cast-away-leading-one-dim": "vecir.transforms.vector.drop_unit_dims:VectorCastAwayLeadingOneDim",
    "vector-drop-unit-dims-with-shape-cast": "vecir.transforms.vector.drop_unit_dims:VectorDropUnitDimsWithShapeCast",
    "vector-unroll": "vecir.transforms.vector.unroll_native:VectorUnroll",
    "hoist-redundant-vector-transfers": "vecir.transforms.vector.hoisting:HoistRedundantVectorTransfers",
    "loop-invariant-subset-hoisting": "vecir.transforms.vector.hoisting:LoopInvariantSubsetHoisting",
    "transfer-forwarding": "vecir.transforms.vector.transfer_forwarding:TransferForwarding",
    "vector-unroll-from-elements": "vecir.transforms.vector.unroll_elements:VectorUnrollFromElements",
    "vector-unroll-to-elements": "vecir.transforms.vector.unroll_elements:VectorUnrollToElements",
    "vector-rank-reducing-subview": "vecir.transforms.vector.drop_unit_dims_subview:VectorRankReducingSubview",
    "vector-transfer-permutation-lowering": "vecir.transforms.vector.lower_transfer_permutation:VectorTransferPermutationLowering",
    "vector-lower-transfer": "vecir.transforms.vector.lower_transfer:VectorLowerTransfer",
    "convert-vector-to-scf": "vecir.transforms.vector.vector_to_scf:ConvertVectorToSCF",
    "vector-flatten-transfer": "vecir.transforms.vector.flatten_transfer:VectorFlattenTransfer",
    "linalg-tile": "vecir.transforms.linalg.passes:LinalgTile",
    "linalg-vectorize": "vecir.transforms.linalg.passes:LinalgVectorize",
    "linalg-decompose": "vecir.transforms.linalg.passes:LinalgDecompose",
    "linalg-vectorize-pad-with-conditions": "vecir.transforms.linalg.passes:LinalgVectorizePadWithConditions",
})

from .manager import PassManager, PassManagerFailure, PipelineError  # noqa: E402

__all__ = ["PASS_REGISTRY", "Pass", "PassFailure", "PassManager", "PassManagerFailure", "PipelineError",
           "lookup_pass", "register_pass"]
