"""Seed 001's vector codegen flow as one named pipeline, ``vecir-seed001-pipeline``.

    vecir-opt in.mlir -p 'vecir-seed001-pipeline{tile-sizes=8,32,16 native-vector-size=4}'
    vecir-opt in.mlir -p 'vecir-seed001-pipeline{stop-after=unroll}' --mlir-print-ir-after-all

Stages (each a nested pipeline of existing passes, cleaned up by canonicalize + cse as the seed does):

    tile           linalg on tensors -> scf.for over tensor slices: matmuls by ``tile-sizes`` (M,N first,
                   then K inside), convolutions by ``conv-tile-sizes`` (the 1x1 filter-window trick),
                   fills/elementwise generics by the matching output tile; a tensor.pad producing a
                   convolution's input is fused into its innermost tile loop (the tile of the pad becomes
                   `tensor.pad (tensor.extract_slice %input)`, upstream's bubbleUpPadSlice without the
                   zero-size guard, the form seed 001 shows)
    vectorize      tensor.pad vectorized row by row under scf.if in-bounds checks (seed 001's pad
                   pattern); linalg -> vector.transfer_read / vector.contract / arith /
                   vector.transfer_write (convolutions decomposed to 1-D first, output window unrolled)
    unroll         every vector op to native 1x..xN shapes (N = ``native-vector-size``)
    drop-unit-dims cast away leading unit dims: vector<1x4xf32> -> vector<4xf32>
    hoist          loop-invariant transfer pairs on the loop-carried tensor -> loop-carried vectors
    lower-contract vector.contract -> vector.outerproduct (or ``contract-lowering``'s strategy)
    fma            vector.outerproduct -> vector.fma chains

``stages(text_or_module)`` runs them one by one from Python and returns the IR text after each.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...ir.core import Operation
from ...passes.base import Pass, PassFailure, register_pass

STAGE_NAMES = ("tile", "vectorize", "unroll", "drop-unit-dims", "hoist", "lower-contract", "fma")
_CLEANUP = "canonicalize,cse"


def stage_pipelines(tile_sizes=(8, 32, 16), conv_tile_sizes=(0, 1, 2, 4, 1, 1, 0), native_vector_size=4,
                    contract_lowering="outerproduct") -> list[tuple[str, str]]:
    """(stage name, pipeline text) for each stage, in order."""
    ts = ",".join(map(str, tile_sizes))
    cts = ",".join(map(str, conv_tile_sizes))
    return [
        ("tile", f"vecir-seed001-tile{{tile-sizes={ts} conv-tile-sizes={cts}}},{_CLEANUP}"),
        ("vectorize", f"linalg-vectorize-pad-with-conditions,linalg-decompose,linalg-vectorize{{contractions=true}},"
                      f"{_CLEANUP}"),
        ("unroll", f"vector-unroll{{native-shape=1,{native_vector_size}}},{_CLEANUP}"),
        ("drop-unit-dims", f"vector-cast-away-leading-one-dim,{_CLEANUP}"),
        ("hoist", f"loop-invariant-subset-hoisting,{_CLEANUP}"),
        ("lower-contract", f"vector-lower-contraction{{lowering-strategy={contract_lowering}}},{_CLEANUP}"),
        ("fma", f"vector-lower-outerproduct,{_CLEANUP}"),
    ]


def _op_tile_sizes(op, tile_sizes, conv_tile_sizes) -> list[list[int]]:
    """The tilings applied to one structured op, outermost first."""
    if op.name.startswith("linalg.conv"):
        return [list(conv_tile_sizes)]
    if op.name == "linalg.matmul":
        m, n, k = (list(tile_sizes) + [0, 0, 0])[:3]
        return [[m, n, 0], [0, 0, k]] if k else [[m, n, 0]]
    rank = op.num_loops
    out = list(tile_sizes[:2]) if rank == 2 else list(conv_tile_sizes[:rank])
    return [out]


@register_pass("vecir-seed001-tile", "Seed 001's tiling: matmuls M,N then K; convolutions by conv-tile-sizes; "
                                     "fills and elementwise generics by the output tile")
@dataclass
class Seed001Tile(Pass):
    tile_sizes: tuple[int, ...] = (8, 32, 16)
    conv_tile_sizes: tuple[int, ...] = (0, 1, 2, 4, 1, 1, 0)

    def run(self, op: Operation) -> None:
        from ..linalg.fuse import FusionError, fuse_pad_into_slice
        from ..linalg.tile import TilingError, tile_linalg_op
        from ...dialects.linalg.structured import StructuredOp

        try:
            for target in [o for o in op.walk() if isinstance(o, StructuredOp)]:
                for sizes in _op_tile_sizes(target, self.tile_sizes, self.conv_tile_sizes):
                    target = tile_linalg_op(target, sizes).tiled_op
                if target.name.startswith("linalg.conv"):
                    for v in list(target.inputs):
                        sl = v.defining_op
                        if sl is not None and sl.name == "tensor.extract_slice" and \
                                sl.operands[0].defining_op is not None and \
                                sl.operands[0].defining_op.name == "tensor.pad":
                            fuse_pad_into_slice(sl, zero_slice_guard=False)
        except (TilingError, FusionError) as e:
            raise PassFailure(str(e), op)


@register_pass("vecir-seed001-pipeline", "Seed 001's flow: tile, vectorize, unroll to native vectors, drop unit "
                                         "dims, hoist loop-carried transfers, lower contractions to vector.fma")
@dataclass
class Seed001Pipeline(Pass):
    tile_sizes: tuple[int, ...] = (8, 32, 16)
    conv_tile_sizes: tuple[int, ...] = (0, 1, 2, 4, 1, 1, 0)
    native_vector_size: int = 4
    contract_lowering: Literal["outerproduct", "dot", "parallelarith", "matmulintrinsics"] = "outerproduct"
    # a stage name (upstream-style enum option: an unknown name fails when the pipeline is parsed)
    stop_after: Literal["", "tile", "vectorize", "unroll", "drop-unit-dims", "hoist", "lower-contract", "fma"] = ""

    def pipelines(self) -> list[tuple[str, str]]:
        stages = stage_pipelines(self.tile_sizes, self.conv_tile_sizes, self.native_vector_size,
                                 self.contract_lowering)
        if self.stop_after:
            names = [n for n, _ in stages]
            if self.stop_after not in names:
                raise ValueError(f"unknown stage '{self.stop_after}' (stages: {', '.join(names)})")
            stages = stages[: names.index(self.stop_after) + 1]
        return stages

    def run(self, op: Operation) -> None:
        stages = self.pipelines()
        for _, text in stages:
            self.run_pipeline(text, op)


def stages(module, **options) -> list[tuple[str, str]]:
    """Run the pipeline on ``module`` (text or a parsed module, changed in place) one stage at a time;
    return [(stage name, IR text after it)]. ``options`` are Seed001Pipeline's fields."""
    import vecir
    from ...passes import PassManager

    if isinstance(module, str):
        module = vecir.parse(module)
    out = []
    for name, text in Seed001Pipeline(**options).pipelines():
        PassManager.parse(f"builtin.module({text})").run(module)
        out.append((name, str(module)))
    return out
