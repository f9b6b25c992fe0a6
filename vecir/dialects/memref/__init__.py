"""The memref dialect: buffers, views and element access, with upstream's syntax, verifiers and folds.

    alloc.py    alloc, alloca, realloc, dealloc, alloca_scope(.return), global, get_global
    access.py   load, store, atomic_rmw, generic_atomic_rmw, atomic_yield, copy, prefetch, dim, rank,
                assume_alignment, extract_strided_metadata, extract_aligned_pointer_as_index
    views.py    subview, cast, reinterpret_cast, collapse_shape, expand_shape, view,
                memory_space_cast, transpose, reshape
    canonicalize.py  canonicalization patterns (folds live on the op classes)

Run time (``interpret``): a memref is a :class:`vecir.interp.memory.MemRef`, a bounds-checked
strided view of a flat NumPy buffer; views share their source's buffer. New allocations are
zero-filled. Strides and offsets of layouts come from :mod:`vecir.ir.memref_layout`.
"""

from . import access, alloc, views  # noqa: F401  (registers the ops)
from . import canonicalize  # noqa: F401  (attaches canonicalization patterns)
from .access import (  # noqa: F401
    ATOMIC_KINDS, AssumeAlignmentOp, AtomicRMWOp, AtomicYieldOp, CopyOp, DimOp, ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetadataOp, GenericAtomicRMWOp, LoadOp, PrefetchOp, RankOp, StoreOp, atomic_combine,
)
from .alloc import (  # noqa: F401
    AllocaOp, AllocaScopeOp, AllocaScopeReturnOp, AllocOp, DeallocOp, GetGlobalOp, GlobalOp, ReallocOp,
)
from .views import (  # noqa: F401
    CastOp, CollapseShapeOp, ExpandShapeOp, MemorySpaceCastOp, ReinterpretCastOp, ReshapeOp, SubViewOp,
    TransposeOp, ViewOp, can_fold_into_consumer, cast_compatible, fold_memref_cast, infer_subview_type,
    infer_rank_reduced_subview_type,
)
