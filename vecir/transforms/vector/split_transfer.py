"""Split of transfers into a full (in-bounds) fast path and a partial slow path (upstream's
VectorTransferSplitRewritePatterns.cpp; descriptor
`transform.apply_patterns.vector.split_transfer_full_partial split_transfer_strategy = "..."`,
pass ``vector-split-transfer-full-partial{split-transfer-strategy=...}``).

    %r = vector.transfer_read %A[%i, %j], %p : memref<7x8xf32>, vector<4x8xf32>
  ==>
    %buf = memref.alloca() alignment = 32 : memref<4x8xf32>          (function entry)
    %ok = (%i + 4 <= 7) && (%j + 8 <= 8)                        (arith.cmpi sle, per maybe-OOB dim)
    %s:3 = scf.if %ok -> (memref<?x8xf32, strided<[8, 1]>>, index, index) {
      scf.yield (memref.cast %A), %i, %j                          (fast path: read in place)
    } else {
      (vector-transfer) %v = the original read; store it into vector.type_cast %buf
      (linalg-copy)     linalg.fill %p into %buf; memref.copy of the valid subview of %A into %buf
      scf.yield (memref.cast %buf), %c0, %c0
    }
    %r = vector.transfer_read %s#0[%s#1, %s#2], %p {in_bounds = [true, true]}

vecir splits reads and writes on memrefs with a minor identity map and no mask (as upstream
requires); a write's slow path is an `scf.if` after the in-bounds write that copies the buffer back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, IntegerAttr, StridedLayoutAttr
from ...ir.memref_layout import try_strides_and_offset
from ...ir.types import DYNAMIC, MemRefType, i1, i64, index
from ...dialects.memref import cast_compatible
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass
from .hoisting import constant_int
from .lower_transfer_permutation import build_read, in_bounds_of
from .vector_to_scf_common import is_valid_symbol


def cast_compatible_type(a: MemRefType, b: MemRefType) -> MemRefType | None:
    """getCastCompatibleMemRefType: `a` itself when memref.cast accepts a -> b (memref<?x8xf32> for a
    memref<4x8xf32> buffer), else sizes/strides/offset kept where equal and dynamic where not, in
    the default memory space (the buffer's: a source in another space is memory_space_cast first)."""
    if cast_compatible(a, b):
        return a
    sa, sb = try_strides_and_offset(a), try_strides_and_offset(b)
    if sa is None or sb is None or len(a.shape) != len(b.shape):
        return None
    shape = tuple(x if x == y else DYNAMIC for x, y in zip(a.shape, b.shape))
    strides = tuple(x if x == y else DYNAMIC for x, y in zip(sa[0], sb[0]))
    off = sa[1] if sa[1] == sb[1] else DYNAMIC
    return MemRefType(shape, a.element_type, StridedLayoutAttr(strides, off))


def _plus_const(rw, loc, v, c: int):
    """makeComposedFoldedAffineApply(d0 + c, {v}): a constant, or `affine.apply (.. + c)`."""
    k = constant_int(v)
    if k is not None:
        return k + c
    from ...ir.affine_expr import AffineSymbolExpr

    e = AffineSymbolExpr(0) if is_valid_symbol(v) else AffineDimExpr(0)
    sym = isinstance(e, AffineSymbolExpr)
    amap = AffineMap(0 if sym else 1, 1 if sym else 0, [e + c])
    return rw.insert(B.op_class("affine.apply").build_map_op(amap, [v], loc=loc)).results[0]


def _cmpi(rw, loc, pred: int, a, b):
    return B.emit(rw, "arith.cmpi", [a, b], [i1], {"predicate": IntegerAttr(pred, i64)}, loc=loc).results[0]


def in_bounds_cond(rw, op):
    """createInBoundsCond: `index + size <= dim` for each maybe-out-of-bounds dim, and-ed (None when
    all of them are statically in bounds)."""
    loc, vt, st = op.loc, op.vector.type, op.base.type
    pmap = op.permutation_map.value
    ib = in_bounds_of(op)
    cond = None
    for r, e in enumerate(pmap.results):
        if ib[r]:
            continue
        d = e.position
        total = _plus_const(rw, loc, op.indices[d], vt.shape[r])
        size = st.shape[d]
        if isinstance(total, int) and size != DYNAMIC and total <= size:
            continue
        if isinstance(total, int):
            total = B.index_const(rw, loc, total)
        if size == DYNAMIC:
            c = B.index_const(rw, loc, d)
            dim = B.emit(rw, "memref.dim", [op.base, c], [index], loc=loc).results[0]
        else:
            dim = B.index_const(rw, loc, size)
        c = _cmpi(rw, loc, 3, total, dim)  # sle
        cond = c if cond is None else B.emit(rw, "arith.andi", [cond, c], [i1], loc=loc).results[0]
    return cond


def _cast(rw, loc, v, t):
    """castToCompatibleMemRefType: memref.memory_space_cast into `t`'s space if needed, then memref.cast."""
    st = v.type
    if st.memory_space is not t.memory_space:
        st = MemRefType(st.shape, st.element_type, st.layout, t.memory_space)
        v = B.emit(rw, "memref.memory_space_cast", [v], [st], loc=loc).results[0]
    if st is t:
        return v
    return B.emit(rw, "memref.cast", [v], [t], loc=loc).results[0]


def _cannot_split(op, vt, strategy: str) -> str | None:
    """Why a transfer (read or write) is not split, or None: upstream's preconditions."""
    if strategy == "none":
        return "split strategy is none"
    if not vt.shape or all(in_bounds_of(op)):
        return "no out-of-bounds dim"
    if not isinstance(op.base.type, MemRefType):
        return "not a memref source"
    if op.mask is not None or B.masking_op(op) is not None:
        return "masked transfer"
    if not op.permutation_map.value.is_minor_identity():
        return "not a minor identity map"
    if op.parent_op is not None and op.parent_op.name == "scf.if":
        return "directly under scf.if"
    if _scope_op(op) is None:
        return "no automatic allocation scope for the buffer"
    if any(vt.scalable):
        return "scalable vector"
    return None


def _alloca_and_fast_path_if(rw, op, alloc_t, compat, cond):
    """The buffer (an alloca at the start of the entry block) and the `scf.if %cond -> (memref, index...)`
    whose then-branch yields the original memref and indices; the caller fills the else-branch.
    Returns (alloca, if_op, rank)."""
    loc = op.loc
    with rw.saved():
        rw.set_at_start(_entry_block(op))
        alloca = rw.insert(B.op_class("memref.alloca").build_alloc(alloc_t, alignment=32)).results[0]
        alloca.defining_op.loc = loc
    rank = len(op.base.type.shape)
    if_op = rw.insert(B.op_class("scf.if").build_if(cond, [compat] + [index] * rank, with_else=True, loc=loc))
    with rw.saved():
        rw.set_at_end(if_op.regions[0].blocks[0])
        B.emit(rw, "scf.yield", [_cast(rw, loc, op.base, compat), *op.indices], [], loc=loc)
    return alloca, if_op, rank


class SplitTransferReadFullPartial(RewritePattern):
    """See the module docstring. Fails for in-bounds, 0-d, masked, tensor and permuted reads and for
    reads directly inside an scf.if (the split's own slow path)."""

    root = "vector.transfer_read"
    strategy: str = "linalg-copy"

    def match_and_rewrite(self, op, rw):
        vt = op.vector.type
        why = _cannot_split(op, vt, self.strategy)
        if why:
            return rw.fail(op, why)
        alloc_t = MemRefType(tuple(vt.shape), vt.element_type)
        compat = cast_compatible_type(op.base.type, alloc_t)
        if compat is None:
            return rw.fail(op, "no cast-compatible memref type")
        loc = op.loc
        rw.set_before(op)
        cond = in_bounds_cond(rw, op)
        if cond is None:
            return rw.fail(op, "statically in bounds")
        alloca, if_op, rank = _alloca_and_fast_path_if(rw, op, alloc_t, compat, cond)
        with rw.saved():
            rw.set_at_end(if_op.regions[1].blocks[0])
            if self.strategy == "vector-transfer":
                slow = rw.clone_op(op)
                buf = B.emit(rw, "vector.type_cast", [alloca], [MemRefType((), vt)], loc=loc).results[0]
                B.emit(rw, "memref.store", [slow.results[0], buf], [], loc=loc)
                c0 = B.index_const(rw, loc, 0)
            else:  # upstream builds the zero index first on this path
                c0 = B.index_const(rw, loc, 0)
                _linalg_copy(rw, op, alloca)
            B.emit(rw, "scf.yield", [_cast(rw, loc, alloca, compat)] + [c0] * rank, [], loc=loc)
        res = if_op.results
        new = build_read(rw, loc, vt, res[0], list(res[1:]), op.permutation_map.value, op.padding, None,
                         [True] * len(vt.shape))
        rw.replace_op(op, [new.results[0]])
        return True


class SplitTransferWriteFullPartial(RewritePattern):
    """The write counterpart: the in-bounds write goes to the memref or to the alloca, and when the
    fast-path condition fails an `scf.if` after it copies the alloca's valid part back (the original
    write from the buffer, or a memref.copy of subviews). Upstream's linalg-copy swaps the two
    subviews' offsets (a recorded miscompile); vecir copies the buffer's [0, 0] corner to the
    transfer's indices."""

    root = "vector.transfer_write"
    strategy: str = "linalg-copy"

    def match_and_rewrite(self, op, rw):
        vt = op.valueToStore.type
        why = _cannot_split(op, vt, self.strategy)
        if why:
            return rw.fail(op, why)
        alloc_t = MemRefType(tuple(vt.shape), vt.element_type)
        compat = cast_compatible_type(op.base.type, alloc_t)
        if compat is None:
            return rw.fail(op, "no cast-compatible memref type")
        loc = op.loc
        rw.set_before(op)
        cond = _write_cond(rw, op)
        if cond is None:
            return rw.fail(op, "statically in bounds")
        alloca, if_op, rank = _alloca_and_fast_path_if(rw, op, alloc_t, compat, cond)
        with rw.saved():
            rw.set_at_end(if_op.regions[1].blocks[0])
            c0 = B.index_const(rw, loc, 0)
            B.emit(rw, "scf.yield", [_cast(rw, loc, alloca, compat)] + [c0] * rank, [], loc=loc)
        res = if_op.results
        from .lower_transfer_permutation import build_write

        # upstream clones the write through an IRMapping from the old indices to the scf.if results:
        # an index value used twice maps to the result of its last position
        remap = {v: r for v, r in zip(op.indices, res[1:])}
        build_write(rw, loc, op.valueToStore, res[0], [remap[v] for v in op.indices], op.permutation_map.value,
                    None, [True] * len(vt.shape))
        true = B.constant(rw, loc, IntegerAttr(1, i1), i1)
        not_cond = B.emit(rw, "arith.xori", [cond, true], [i1], loc=loc).results[0]
        slow = rw.insert(B.op_class("scf.if").build_if(not_cond, [], loc=loc))
        with rw.saved():
            rw.set_before(slow.regions[0].blocks[0].last)
            if self.strategy == "vector-transfer":
                buf = B.emit(rw, "vector.type_cast", [alloca], [MemRefType((), vt)], loc=loc).results[0]
                vec = B.emit(rw, "memref.load", [buf], [vt], loc=loc).results[0]
                copy = rw.clone_op(op)
                copy.set_operand(0, vec)
            else:
                sizes = _valid_sizes(rw, op, vt)
                sub_cls = B.op_class("memref.subview")
                src_sv = rw.insert(sub_cls.build_subview(alloca, [0] * rank, sizes, [1] * rank)).results[0]
                dst_sv = rw.insert(sub_cls.build_subview(op.base, list(op.indices), sizes, [1] * rank)).results[0]
                src_sv.defining_op.loc = dst_sv.defining_op.loc = loc
                B.emit(rw, "memref.copy", [src_sv, dst_sv], [], loc=loc)
        rw.erase_op(op)
        return True


def _write_cond(rw, op):
    class _View:  # in_bounds_cond reads the vector type through `.vector`
        pass
    v = _View()
    v.loc, v.base, v.indices, v.permutation_map, v.properties = op.loc, op.base, op.indices, \
        op.permutation_map, op.properties
    v.vector = op.valueToStore
    return in_bounds_cond(rw, v)


def _valid_sizes(rw, op, vt):
    """`affine.min (d0 - d1, size)(dim, index, size)` per dim: the part of the vector inside."""
    loc, st = op.loc, op.base.type
    sizes = []
    for r, e in enumerate(op.permutation_map.value.results):
        d = e.position
        if st.shape[d] == DYNAMIC:
            c = B.index_const(rw, loc, d)
            dim = B.emit(rw, "memref.dim", [op.base, c], [index], loc=loc).results[0]
        else:
            dim = B.index_const(rw, loc, st.shape[d])
        vs = B.index_const(rw, loc, vt.shape[r])
        amap = AffineMap(3, 0, [AffineDimExpr(0) - AffineDimExpr(1), AffineConstantExpr(vt.shape[r])])
        sizes.append(B.emit(rw, "affine.min", [dim, op.indices[d], vs], [index], {"map": AffineMapAttr(amap)},
                            loc=loc).results[0])
    return sizes


def _linalg_copy(rw, op, alloca):
    """The linalg-copy slow path: fill the buffer with the padding, copy the valid part in."""
    loc, vt, st = op.loc, op.vector.type, op.base.type
    fill = B.op_class("linalg.fill").build_named([op.padding], [alloca], loc=loc)
    rw.insert(fill)
    sizes = []
    for r, e in enumerate(op.permutation_map.value.results):
        d = e.position
        if st.shape[d] == DYNAMIC:
            c = B.index_const(rw, loc, d)
            dim = B.emit(rw, "memref.dim", [op.base, c], [index], loc=loc).results[0]
        else:
            dim = B.index_const(rw, loc, st.shape[d])
        vs = B.index_const(rw, loc, vt.shape[r])
        amap = AffineMap(3, 0, [AffineDimExpr(0) - AffineDimExpr(1), AffineConstantExpr(vt.shape[r])])
        m = B.emit(rw, "affine.min", [dim, op.indices[d], vs], [index], {"map": AffineMapAttr(amap)},
                   loc=loc).results[0]
        sizes.append(m)
    sub_cls = B.op_class("memref.subview")
    rank = len(st.shape)
    src_sv = rw.insert(sub_cls.build_subview(op.base, list(op.indices), sizes, [1] * rank)).results[0]
    dst_sv = rw.insert(sub_cls.build_subview(alloca, [0] * rank, sizes, [1] * rank)).results[0]
    src_sv.defining_op.loc = dst_sv.defining_op.loc = loc
    B.emit(rw, "memref.copy", [src_sv, dst_sv], [], loc=loc)


def _scope_op(op):
    """Where the buffer goes: upstream's getAutomaticAllocationScope in this file, the outermost
    AutomaticAllocationScope reached from ``op`` through scf.for/affine.for parents only (so an
    affine.parallel, scf.forall or memref.alloca_scope around the transfer holds it, a plain loop
    nest does not); None when the first non-loop parent is no scope (upstream asserts)."""
    from ...ir.op import AutomaticAllocationScope

    scope, p = None, op.parent_op
    while p is not None:
        if AutomaticAllocationScope in getattr(type(p), "traits", ()):
            scope = p
        if p.name not in ("scf.for", "affine.for"):
            break
        p = p.parent_op
    return scope


def _entry_block(op):
    return _scope_op(op).regions[0].blocks[0]


def populate_vector_transfer_full_partial_patterns(patterns: PatternSet, options=None, *,
                                                   strategy: str = "linalg-copy") -> None:
    """upstream's populateVectorTransferFullPartialPatterns (VectorTransferFullPartialRewriter)."""
    B.load_dialects()
    if options is not None and options.get("split_transfer_strategy") is not None:
        v = options["split_transfer_strategy"]
        strategy = str(getattr(v, "value", v))
    patterns.add(SplitTransferReadFullPartial, SplitTransferWriteFullPartial, strategy=strategy)


register_pattern_descriptor("transform.apply_patterns.vector.split_transfer_full_partial",
                            populate_vector_transfer_full_partial_patterns)


@register_pass("vector-split-transfer-full-partial",
               "Split out-of-bounds transfer reads into an in-bounds fast path and a padded slow path "
               "(transform.apply_patterns.vector.split_transfer_full_partial)")
@dataclass
class VectorSplitTransferFullPartial(ScriptLikePass):
    split_transfer_strategy: Literal["none", "vector-transfer", "linalg-copy", "force-in-bounds"] = "linalg-copy"

    def populate(self, ps):
        populate_vector_transfer_full_partial_patterns(ps, strategy=self.split_transfer_strategy)
