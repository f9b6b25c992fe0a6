"""Named passes for the linalg transformations.

    vecir-opt in.mlir -p 'linalg-tile{tile-sizes=8,32,0}'
    vecir-opt in.mlir -p 'linalg-tile{tile-sizes=0,1,2,4,1,1,0 op-name=linalg.conv_2d_nhwc_hwcf}'
    vecir-opt in.mlir -p 'linalg-fuse{tile-sizes=0,1,2,4 op-name=linalg.generic}'

Upstream has no non-test tiling pass any more (its `linalg-tile` was removed in favour of
`transform.structured.tile_using_for`); these passes run the same transformation on every matching
op, in program order.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.core import Operation
from ...passes.base import Pass, PassFailure, register_pass


@register_pass("linalg-tile", "Tile linalg structured ops into scf.for loops over slices "
                              "(transform.structured.tile_using_for)")
@dataclass
class LinalgTile(Pass):
    tile_sizes: tuple[int, ...] = ()
    op_name: str = ""

    def run(self, op: Operation) -> None:
        from .tile import TilingError, tile_all

        try:
            tile_all(op, self.tile_sizes, (self.op_name,) if self.op_name else ())
        except TilingError as e:
            raise PassFailure(str(e), op)


@register_pass("linalg-fuse", "Tile the last matching linalg op of each chain and fuse its producers into the "
                              "loops (transform.structured.fuse)")
@dataclass
class LinalgFuse(Pass):
    tile_sizes: tuple[int, ...] = ()
    op_name: str = ""

    def run(self, op: Operation) -> None:
        from ...dialects.linalg.structured import StructuredOp
        from .fuse import FusionError
        from .fuse_producers import tile_consumer_and_fuse_producers
        from .tile import TilingError

        targets = [o for o in op.walk() if isinstance(o, StructuredOp) and (not self.op_name or o.name == self.op_name)]
        # consumers first: an op whose result feeds another target is fused into that one's loops
        targets = [t for t in targets if not any(u in targets for r in t.results for u in r.users)]
        try:
            for t in targets:
                if t.parent is not None:
                    tile_consumer_and_fuse_producers(t, self.tile_sizes)
        except (TilingError, FusionError) as e:
            raise PassFailure(str(e), op)


@register_pass("linalg-vectorize", "Vectorize statically shaped linalg ops into vector transfers and compute "
                                   "(transform.structured.vectorize)")
@dataclass
class LinalgVectorize(Pass):
    op_name: str = ""
    contractions: bool = False
    vector_sizes: tuple[int, ...] = ()

    def run(self, op: Operation) -> None:
        from .vectorize import VectorizationError, vectorize_all

        try:
            vectorize_all(op, self.contractions, (self.op_name,) if self.op_name else (), self.vector_sizes)
        except VectorizationError as e:
            raise PassFailure(str(e), op)


@register_pass("linalg-decompose", "Decompose 2-D convolutions with a unit window dimension into 1-D "
                                   "convolutions (transform.structured.decompose)")
@dataclass
class LinalgDecompose(Pass):
    def run(self, op: Operation) -> None:
        from .decompose import decompose_all
        from .vectorize import VectorizationError

        try:
            decompose_all(op)
        except VectorizationError as e:
            raise PassFailure(str(e), op)


@register_pass("linalg-vectorize-pad-with-conditions",
               "Vectorize tensor.pad of a static shape row by row under scf.if in-bounds checks (seed 001)")
@dataclass
class LinalgVectorizePadWithConditions(Pass):
    def run(self, op: Operation) -> None:
        from .vectorize import VectorizationError
        from .vectorize_pad import vectorize_pads

        try:
            vectorize_pads(op)
        except VectorizationError as e:
            raise PassFailure(str(e), op)
