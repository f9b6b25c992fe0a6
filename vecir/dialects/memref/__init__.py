"""The memref dialect: buffers, views and element access, with upstream's syntax, verifiers and folds.

    alloc.py    alloc, alloca, realloc, dealloc, alloca_scope(.return), global, get_global
    access.py   load, store, copy, prefetch, dim, rank, assume_alignment, extract_strided_metadata,
                extract_aligned_pointer_as_index
    atomics.py  atomic_rmw, generic_atomic_rmw, atomic_yield
    dma.py      dma_start, dma_wait, distinct_objects
    views.py    subview, reinterpret_cast, cast, memory_space_cast, view, transpose
    reshapes.py collapse_shape, expand_shape, reshape
    canonicalize.py  canonicalization patterns (folds live on the op classes)

Run time (``interpret``): a memref is a :class:`vecir.interp.memory.MemRef`, a bounds-checked
strided view of a flat NumPy buffer; views share their source's buffer. New allocations are
zero-filled. Strides and offsets of layouts come from :mod:`vecir.ir.memref_layout`.
"""

from . import access, alloc, atomics, dma, reshapes, views  # noqa: F401  (registers the ops)
from .access import (  # noqa: F401
    AssumeAlignmentOp, CopyOp, DimOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, LoadOp, PrefetchOp,
    RankOp, StoreOp,
)
from .dma import DistinctObjectsOp, DmaStartOp, DmaWaitOp  # noqa: F401
from .atomics import ATOMIC_KINDS, AtomicRMWOp, AtomicYieldOp, GenericAtomicRMWOp, atomic_combine  # noqa: F401
from .alloc import (  # noqa: F401
    AllocaOp, AllocaScopeOp, AllocaScopeReturnOp, AllocOp, DeallocOp, GetGlobalOp, GlobalOp, ReallocOp,
)
from .reshapes import CollapseShapeOp, ExpandShapeOp, ReshapeOp, collapsed_layout, expanded_layout  # noqa: F401
from .views import (  # noqa: F401
    CastOp, MemorySpaceCastOp, ReinterpretCastOp, SubViewOp, TransposeOp, ViewOp, can_fold_into_consumer,
    cast_compatible, fold_memref_cast, infer_rank_reduced_subview_type, infer_subview_type,
)

from vecir._lazy import when_rewriting  # noqa: E402

when_rewriting("vecir.dialects.memref.canonicalize")  # attaches the patterns once vecir.rewrite loads
