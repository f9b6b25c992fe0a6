"""The affine dialect (seed 004): affine.apply/min/max, for, if, parallel, yield, load/store,
vector_load/vector_store, prefetch, dma_start/dma_wait, delinearize_index/linearize_index, with
upstream's custom syntax, verifiers (dimension and symbol rules included), folders,
canonicalization patterns and NumPy semantics.

Modules: ``_common`` (dimension/symbol rules, the map-of-SSA-ids syntax, map canonicalization),
``apply`` (apply, min, max), ``loops`` (for, if, yield), ``parallel``, ``memory`` (load, store,
vector_load, vector_store, prefetch), ``dma_index`` (dma_start, dma_wait, delinearize_index,
linearize_index), ``canonicalize`` (folders), ``patterns`` (canonicalization patterns),
``index_canonicalize`` (folds and patterns of the index ops).
"""

from __future__ import annotations

from .apply import ApplyOp, MaxOp, MinOp
from .dma_index import DelinearizeIndexOp, DmaStartOp, DmaWaitOp, LinearizeIndexOp
from .loops import ForOp, IfOp, YieldOp
from .memory import LoadOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp
from .parallel import ParallelOp
from . import index_canonicalize as _index_canonicalize
from . import patterns as _patterns

_patterns.attach()
_index_canonicalize.attach()

__all__ = ["ApplyOp", "DelinearizeIndexOp", "DmaStartOp", "DmaWaitOp", "ForOp", "IfOp", "LinearizeIndexOp",
           "LoadOp", "MaxOp", "MinOp", "ParallelOp", "PrefetchOp", "StoreOp", "VectorLoadOp", "VectorStoreOp",
           "YieldOp"]
