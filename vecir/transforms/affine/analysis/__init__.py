"""Affine analyses: constant trip counts, memref access relations, exact dependences (islpy),
loop parallelism (upstream's isLoopParallel) and memref footprints."""

from .trip_count import constant_trip_count, trip_count_map
from .dependence import (
    DependenceComponent, DependenceResult, MemRefAccess, check_dependence, enclosing_loops,
)
from .loop_dims import ParallelDim, enclosing_loop_dims, num_common_surrounding_loops
from .parallelism import is_loop_parallel, supported_reductions, LoopReduction
from .region import MemRefRegion

__all__ = ["constant_trip_count", "trip_count_map", "DependenceComponent", "DependenceResult",
           "MemRefAccess", "check_dependence", "enclosing_loops", "ParallelDim",
           "enclosing_loop_dims", "num_common_surrounding_loops", "is_loop_parallel",
           "supported_reductions", "LoopReduction", "MemRefRegion"]
