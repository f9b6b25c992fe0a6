"""Seed 001's vector codegen flow as one named pipeline, ``vecir-seed001-pipeline``.

    vecir-opt in.mlir -p 'vecir-seed001-pipeline{tile-sizes=8,32,16 native-vector-size=4}'
    vecir-opt in.mlir -p 'vecir-seed001-pipeline{stop-after=unroll}' --mlir-print-ir-after-all

Stages (each a nested pipeline of existing passes, cleaned up by canonicalize + cse as the seed does):

    tile           linalg on tensors -> scf.for over tensor slices, as seed 001 shows: the last op of
                   each chain (the subtraction) by the output tile of its matmul (``tile-sizes`` M,N) or
                   convolution (``conv-tile-sizes`` n,oh,ow,oc) with the fill and the matmul /
                   convolution fused into its loops (transform.structured.fuse), then the matmul tile by
                   K and the convolution tile by its filter window (the 1x1 window trick), the
                   convolution's tensor.pad fused into the window loops (a pad of a slice of the input,
                   upstream's bubbleUpPadSlice without the zero-size guard); lone fills / generics by
                   the output tile
    vectorize      tensor.pad vectorized row by row under scf.if in-bounds checks (seed 001's pad
                   pattern); linalg -> vector.transfer_read / vector.contract / arith /
                   vector.transfer_write (convolutions decomposed to 1-D first, output window unrolled)
    unroll         every vector op to native 1x..xN shapes (N = ``native-vector-size``)
    drop-unit-dims cast away leading unit dims: vector<1x4xf32> -> vector<4xf32>
    hoist          loop-invariant subsets (slice pairs, then transfer pairs) of the loop-carried tensor
                   -> loop-carried vectors
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


def _split_sizes(op, tile_sizes, conv_tile_sizes) -> tuple[list[int], list[int]]:
    """(output-tile sizes, inner sizes) of a matmul or convolution: M,N then K; the conv's output
    window (n, oh, ow, oc) then its filter window and input channels (the 1x1 window trick)."""
    if op.name.startswith("linalg.conv"):
        cts = list(conv_tile_sizes) + [0] * max(0, op.num_loops - len(conv_tile_sizes))
        return cts[:4] + [0] * (op.num_loops - 4), [0, 0, 0, 0] + cts[4:op.num_loops]
    m, n, k = (list(tile_sizes) + [0, 0, 0])[:3]
    return [m, n, 0], [0, 0, k]


def _tile_inner(tiled, tile_sizes, conv_tile_sizes) -> None:
    """The inner tiling of a matmul / convolution tile (K; filter window), then the convolution's
    tensor.pad producer fused into the window loops: each window reads a pad of a source slice."""
    from ..linalg.fuse import fuse_pad_into_slice, merge_slice_of_slice
    from ..linalg.tile import tile_linalg_op

    inner = _split_sizes(tiled, tile_sizes, conv_tile_sizes)[1]
    if any(inner):
        tiled = tile_linalg_op(tiled, inner).tiled_op
    if not tiled.name.startswith("linalg.conv"):
        return
    for v in list(tiled.inputs):
        sl = v.defining_op
        if sl is not None and sl.name == "tensor.extract_slice":
            sl = merge_slice_of_slice(sl)
            src = sl.operands[0].defining_op
            if src is not None and src.name == "tensor.pad":
                fuse_pad_into_slice(sl, zero_slice_guard=False)


def _is_compute(op) -> bool:
    return op.name == "linalg.matmul" or op.name.startswith("linalg.conv")


def _chain_computes(root) -> list:
    """The matmuls / convolutions among the structured producers of ``root`` (itself included)."""
    from ...dialects.linalg.structured import StructuredOp

    seen, stack, out = set(), [root], []
    while stack:
        o = stack.pop()
        if id(o) in seen or not isinstance(o, StructuredOp):
            continue
        seen.add(id(o))
        if _is_compute(o):
            out.append(o)
        stack.extend(v.defining_op for v in o.operands if v.defining_op is not None)
    return out


@register_pass("vecir-seed001-tile", "Seed 001's tiling: the last op of each linalg chain by the output tile of "
                                     "its matmul/convolution with its producers fused into the loops, then "
                                     "matmuls by K and convolutions by filter window (tensor.pad fused there)")
@dataclass
class Seed001Tile(Pass):
    tile_sizes: tuple[int, ...] = (8, 32, 16)
    conv_tile_sizes: tuple[int, ...] = (0, 1, 2, 4, 1, 1, 0)

    def run(self, op: Operation) -> None:
        from ..linalg.fuse import FusionError
        from ..linalg.fuse_producers import tile_consumer_and_fuse_producers
        from ..linalg.tile import TilingError, tile_linalg_op
        from ...dialects.linalg.structured import StructuredOp

        structured = [o for o in op.walk() if isinstance(o, StructuredOp)]
        roots = [o for o in structured
                 if not any(isinstance(u, StructuredOp) for r in o.results for u in r.users)]
        try:
            for root in roots:
                computes = _chain_computes(root)
                if computes:
                    sizes = _split_sizes(computes[0], self.tile_sizes, self.conv_tile_sizes)[0]
                    if root is not computes[0]:  # an elementwise consumer: its tile is the output tile
                        sizes = sizes[:root.num_loops] if computes[0].name != "linalg.matmul" else sizes[:2]
                    res = tile_consumer_and_fuse_producers(root, sizes, fuse_pads=False)
                    inside = res.loops[-1] if res.loops else None
                    tiles = [o for o in inside.walk() if isinstance(o, StructuredOp) and _is_compute(o)] \
                        if inside is not None else [res.tiled_op] if _is_compute(res.tiled_op) else []
                    for t in tiles:
                        _tile_inner(t, self.tile_sizes, self.conv_tile_sizes)
                    continue
                rank = root.num_loops
                sizes = list(self.tile_sizes[:2]) if rank == 2 else list(self.conv_tile_sizes[:rank])
                tile_linalg_op(root, sizes)
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
