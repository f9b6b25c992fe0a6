"""The tensor dialect: immutable n-D values (NumPy arrays at run time, never written in place).

    basic.py    empty, extract, insert, dim, rank, cast, bitcast, from_elements, splat, concat, reshape
    slice.py    extract_slice, insert_slice, parallel_insert_slice (mixed static/dynamic lists)
    reshape.py  collapse_shape, expand_shape (reassociations)
    region.py   pad, generate, yield
    gather.py   gather, scatter

Custom forms, result names, verifiers (with upstream's diagnostic text) and folds follow upstream
MLIR as printed by iree-opt 3.13.
"""

from . import basic, gather, region, reshape, slice  # noqa: F401  (registers the ops)
from .basic import (  # noqa: F401
    BitcastOp, CastOp, ConcatOp, DimOp, EmptyOp, ExtractOp, FromElementsOp, InsertOp, RankOp, ReshapeOp, SplatOp,
)
from .gather import GatherOp, ScatterOp  # noqa: F401
from .region import GenerateOp, PadOp, YieldOp  # noqa: F401
from .reshape import CollapseShapeOp, ExpandShapeOp  # noqa: F401
from .slice import ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp  # noqa: F401
from . import canonicalize  # noqa: F401,E402  (attaches the canonicalization patterns)
