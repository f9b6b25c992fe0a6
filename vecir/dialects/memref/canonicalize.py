"""Canonicalization patterns of the memref ops (upstream MemRefOps.cpp getCanonicalizationPatterns).

Each op class lists its patterns in ``canonicalization_patterns`` in upstream's registration order.
Implemented: SimplifyAllocConst, SimplifyDeadAlloc (alloc, alloca, realloc), FoldEmptyCopy,
FoldSelfCopy, AllocaScopeInliner, AllocaScopeHoister, the subview constant-argument folder, TrivialSubViewOpFolder,
SubViewOpMemRefCastFolder, ViewOpShapeFolder, ViewOpMemrefCastFolder, CollapseShapeOpMemRefCastFolder,
ReinterpretCastOpExtractStridedMetadataFolder, ReinterpretCastOpConstantFolder, DimOfMemRefReshape,
ComposeReassociativeReshapeOps, ComposeCollapseOfExpandOp and ComposeExpandOfCollapseOp.
"""

from __future__ import annotations

from ...ir.attrs import IntegerAttr, StridedLayoutAttr
from ...ir.core import Value
from ...ir.memref_layout import layout_is_identity
from ...ir.op import AutomaticAllocationScope, Terminator
from ...ir.types import DYNAMIC, MemRefType, index
from ...rewrite.driver import constant_value
from ...rewrite.pattern import RewritePattern
from .._static_dynamic import in_bounds_slice_error
from .._reassociation import find_collapsing_reassociation, nest_reassociations
from ._util import compose_reassociation, compute_rank_reduction_mask, dense_i64, reassociation_attr
from .access import CopyOp, DimOp, ExtractStridedMetadataOp, LoadOp, StoreOp
from .alloc import AllocaOp, AllocaScopeOp, AllocOp, DeallocOp, ReallocOp
from .reshapes import CollapseShapeOp, ExpandShapeOp, ReshapeOp, collapsed_layout
from .views import CastOp, ReinterpretCastOp, SubViewOp, ViewOp, _seg, can_fold_into_consumer, infer_subview_type


def _const_int(v: Value) -> int | None:
    c = constant_value(v)
    return c.value if isinstance(c, IntegerAttr) else None


def _cast(src: Value, t, loc) -> CastOp:
    return CastOp.create([src], [t], loc=loc)


# ------------------------------------------------------------------------------------------------
# alloc / alloca / realloc


class SimplifyAllocConst(RewritePattern):
    """alloc(%c4) : memref<?xf32>  ->  cast(alloc() : memref<4xf32>) to memref<?xf32>."""

    def match_and_rewrite(self, op, rw):
        sizes = op.dynamic_sizes
        if not any((c := _const_int(v)) is not None and c >= 0 for v in sizes):
            return rw.fail(op, "no constant non-negative dynamic size")
        t = op.memref.type
        shape, dyn = [], []
        it = iter(sizes)
        for d in t.shape:
            if d != DYNAMIC:
                shape.append(d)
                continue
            v = next(it)
            c = _const_int(v)
            if c is not None and c >= 0:
                shape.append(c)
            else:
                shape.append(DYNAMIC)
                dyn.append(v)
        nt = MemRefType(shape, t.element_type, t.layout, t.memory_space)
        align = op.properties.get("alignment")
        new = type(op).build_alloc(nt, dyn, op.symbol_operands, None if align is None else align.value)
        new.loc = op.loc
        new.attributes.update(op.attributes)
        rw.create_before(op, new)
        rw.replace_op_with_new(op, _cast(new.results[0], t, op.loc))
        return True


class SimplifyDeadAlloc(RewritePattern):
    """An allocation only stored into and deallocated is erased with those users."""

    def match_and_rewrite(self, op, rw):
        alloc = op.results[0]
        users = []
        for u in alloc.uses:
            o = u.owner
            if isinstance(o, StoreOp):
                if o.value is alloc:
                    return rw.fail(op, "the allocation is stored somewhere")
            elif not isinstance(o, DeallocOp):
                return rw.fail(op, f"the allocation is used by {o.name}")
            if o not in users:
                users.append(o)
        for o in users:
            rw.erase_op(o)
        rw.erase_op(op)
        return True


class SimplifyAllocConstAlloc(SimplifyAllocConst):
    root = "memref.alloc"


class SimplifyAllocConstAlloca(SimplifyAllocConst):
    root = "memref.alloca"


class SimplifyDeadAllocAlloc(SimplifyDeadAlloc):
    root = "memref.alloc"


class SimplifyDeadAllocAlloca(SimplifyDeadAlloc):
    root = "memref.alloca"


class SimplifyDeadAllocRealloc(SimplifyDeadAlloc):
    root = "memref.realloc"


# ------------------------------------------------------------------------------------------------
# copy


class FoldEmptyCopy(RewritePattern):
    """memref.copy of a memref with a zero-sized dimension is erased."""

    root = "memref.copy"

    def match_and_rewrite(self, op, rw):
        def empty(t):
            return isinstance(t, MemRefType) and 0 in t.shape

        if not (empty(op.source.type) or empty(op.target.type)):
            return rw.fail(op, "neither side is empty")
        rw.erase_op(op)
        return True


class FoldSelfCopy(RewritePattern):
    """memref.copy %x, %x is erased."""

    root = "memref.copy"

    def match_and_rewrite(self, op, rw):
        if op.source is not op.target:
            return rw.fail(op, "source and target differ")
        rw.erase_op(op)
        return True


# ------------------------------------------------------------------------------------------------
# alloca_scope


def _potential_automatic_allocation(op) -> bool:
    """upstream isOpItselfPotentialAutomaticAllocation: alloca, or an op whose effects are unknown."""
    from ...ir.op import ConstantLike, MemoryAlloc, MemoryFree, MemoryRead, MemoryWrite, Pure, RecursiveMemoryEffects

    traits = type(op).traits
    if RecursiveMemoryEffects in traits:
        return False
    if isinstance(op, AllocaOp):
        return True
    if not type(op).registered:
        return True
    modeled = (Pure, ConstantLike, MemoryAlloc, MemoryFree, MemoryRead, MemoryWrite, Terminator)
    return not any(t in traits for t in modeled)


class AllocaScopeInliner(RewritePattern):
    """Inline a memref.alloca_scope whose body allocates nothing on the stack, or which is the last
    op of an allocation scope's single block (upstream's AllocaScopeInliner)."""

    root = "memref.alloca_scope"

    def match_and_rewrite(self, op, rw):
        has_alloca = False
        stack = [o for r in op.regions for o in r.ops()]
        while stack:
            o = stack.pop()
            if _potential_automatic_allocation(o):
                has_alloca = True
                break
            if AutomaticAllocationScope in type(o).traits:
                continue
            stack.extend(x for r in o.regions for x in r.ops())
        if has_alloca:
            parent = op.parent_op
            if parent is None or AutomaticAllocationScope not in type(parent).traits:
                return rw.fail(op, "parent is not an allocation scope")
            if not _last_non_terminator_in_region(op):
                return rw.fail(op, "not the last non-terminator op of its region")
        block = op.regions[0].blocks[0]
        term = block.last
        results = list(term.operands)
        rw.inline_block_before(block, op)
        rw.replace_op(op, results)
        rw.erase_op(term)
        return True


def _last_non_terminator_in_region(op) -> bool:
    """upstream lastNonTerminatorInRegion: ``op`` is followed only by its block's terminator, in a
    one-block region (moving anything past it would extend a lifetime)."""
    blk = op.parent
    last = None if blk is None else blk.last
    # Block::mightHaveTerminator: an unregistered last op might be a terminator
    might_terminate = last is not None and (Terminator in type(last).traits or not type(last).registered)
    return might_terminate and op.next is last and len(blk.parent.blocks) == 1


def _region_contains(region, value) -> bool:
    """``region`` is an ancestor of the region that defines ``value`` (upstream Region::isAncestor)."""
    blk = value.parent_block
    r = None if blk is None else blk.parent
    while r is not None:
        if r is region:
            return True
        parent = r.parent
        r = None if parent is None else parent.parent_region
    return False


class AllocaScopeHoister(RewritePattern):
    """Hoist the stack allocations of a memref.alloca_scope to the nearest enclosing allocation scope
    when the scope and every op between them are the last non-terminator ops of their one-block regions,
    so no lifetime grows; an alloca whose operands are defined inside that stretch stays (upstream's
    AllocaScopeHoister). Allocas of nested alloca_scopes are hoisted too, as upstream's post-order walk
    reaches them.

        func.func { scf.if %c { memref.alloca_scope { %a = memref.alloca() ... } } return }
        ->  func.func { %a = memref.alloca() ; scf.if %c { memref.alloca_scope { ... } } return }
    """

    root = "memref.alloca_scope"

    def match_and_rewrite(self, op, rw):
        outer = op.parent_op
        if outer is None or AutomaticAllocationScope in type(outer).traits:
            return rw.fail(op, "parent is already an allocation scope")
        if not _last_non_terminator_in_region(op) or not _last_non_terminator_in_region(outer):
            return rw.fail(op, "not the last non-terminator op of its region")
        while True:
            above = outer.parent_op
            if above is None:
                return rw.fail(op, "no enclosing allocation scope")
            if AutomaticAllocationScope in type(above).traits:
                break
            outer = above
            if not _last_non_terminator_in_region(outer):
                return rw.fail(op, "an enclosing op is not the last non-terminator of its region")
        containing = next(r for r in outer.regions if _region_has_op(r, op))
        to_hoist = [o for o in op.walk(post_order=True)
                    if isinstance(o, AllocaOp) and not any(_region_contains(containing, v) for v in o.operands)]
        if not to_hoist:
            return rw.fail(op, "no alloca with operands defined outside the hoisting range")
        with rw.saved():
            rw.set_before(outer)
            for a in to_hoist:
                rw.replace_op(a, rw.clone_op(a))
        return True


def _region_has_op(region, op) -> bool:
    r = op.parent_region
    while r is not None:
        if r is region:
            return True
        parent = r.parent
        r = None if parent is None else parent.parent_region
    return False


# ------------------------------------------------------------------------------------------------
# subview


def _fold_index_list(mixed, only_non_negative: bool) -> bool:
    changed = False
    for i, x in enumerate(mixed):
        if isinstance(x, int):
            continue
        c = _const_int(x)
        if c is None or (only_non_negative and c < 0):
            continue
        mixed[i] = c
        changed = True
    return changed


class SubViewConstantArgumentFolder(RewritePattern):
    """subview %m[%c0] [%c4] [%c1] -> subview %m[0] [4] [1] (+ cast back to the old type)."""

    root = "memref.subview"

    def match_and_rewrite(self, op, rw):
        offs, sizes, strides = op.mixed_offsets(), op.mixed_sizes(), op.mixed_strides()
        if not (_fold_index_list(offs, True) or _fold_index_list(sizes, True) or _fold_index_list(strides, False)):
            return rw.fail(op, "no constant operand")
        so = [x if isinstance(x, int) else DYNAMIC for x in offs]
        ss = [x if isinstance(x, int) else DYNAMIC for x in sizes]
        st = [x if isinstance(x, int) else DYNAMIC for x in strides]
        if any(v < 0 and v != DYNAMIC for v in so + ss) or any(v == 0 for v in st):
            return rw.fail(op, "invalid static offsets, sizes or strides")
        # upstream: the pattern does not apply if the produced op would not verify (one list folds per
        # application, so offsets and sizes may fold while out-of-bounds strides stay dynamic)
        if in_bounds_slice_error(op.source.type.shape, so, ss, st) is not None:
            return rw.fail(op, "the folded subview would not verify")
        rt = infer_subview_type(op.source.type, so, ss, st)
        dropped = op.dropped_dims()
        if dropped:
            lay = rt.layout
            rt = MemRefType([d for i, d in enumerate(rt.shape) if i not in dropped], rt.element_type,
                            StridedLayoutAttr([s for i, s in enumerate(lay.strides) if i not in dropped], lay.offset),
                            rt.memory_space)
        new = SubViewOp.build_subview(op.source, offs, sizes, strides, rt)
        new.loc = op.loc
        new.attributes.update(op.attributes)
        rw.create_before(op, new)
        rw.replace_op_with_new(op, _cast(new.results[0], op.result_.type, op.loc))
        return True


class SubViewOpMemRefCastFolder(RewritePattern):
    """subview(cast(%x)) -> cast(subview(%x)) when the cast only erases static information."""

    root = "memref.subview"

    def match_and_rewrite(self, op, rw):
        if any(_const_int(v) is not None for v in op.operands):
            return rw.fail(op, "constant operands are folded first")
        cast = op.source.defining_op
        if not isinstance(cast, CastOp) or not can_fold_into_consumer(cast):
            return rw.fail(op, "source is not a foldable memref.cast")
        src_t = cast.source.type
        non_reduced = infer_subview_type(src_t, op.static_offsets_, op.static_sizes_, op.static_strides_)
        drop = compute_rank_reduction_mask(non_reduced.shape, op.result_.type.shape)
        if drop is None:
            return rw.fail(op, "cannot compute the dropped dimensions")
        lay = non_reduced.layout
        rt = MemRefType([d for i, d in enumerate(non_reduced.shape) if i not in drop], non_reduced.element_type,
                        StridedLayoutAttr([s for i, s in enumerate(lay.strides) if i not in drop], lay.offset),
                        non_reduced.memory_space)
        new = SubViewOp.create([cast.source] + op.operands[1:], [rt], dict(op.properties), {}, loc=op.loc)
        rw.create_before(op, new)
        rw.replace_op_with_new(op, _cast(new.results[0], op.result_.type, op.loc))
        return True


class TrivialSubViewOpFolder(RewritePattern):
    """A subview taking everything with unit strides is its source (or a cast of it)."""

    root = "memref.subview"

    def match_and_rewrite(self, op, rw):
        st, rt = op.source.type, op.result_.type
        if len(st.shape) != len(rt.shape):
            return rw.fail(op, "rank-reducing")

        def cst(x):
            return x if isinstance(x, int) else _const_int(x)

        if any(cst(o) != 0 for o in op.mixed_offsets()) or any(cst(s) != 1 for s in op.mixed_strides()):
            return rw.fail(op, "not zero offsets and unit strides")
        if any(cst(s) != d for s, d in zip(op.mixed_sizes(), st.shape)):
            return rw.fail(op, "sizes differ from the source shape")
        if st is rt:
            rw.replace_op(op, [op.source])
        else:
            rw.replace_op_with_new(op, _cast(op.source, rt, op.loc))
        return True


# ------------------------------------------------------------------------------------------------
# view, collapse_shape, reinterpret_cast


class ViewOpShapeFolder(RewritePattern):
    """view %b[%o][%c4] : ... to memref<?xf32> -> cast(view %b[%o][] : ... to memref<4xf32>)."""

    root = "memref.view"

    def match_and_rewrite(self, op, rw):
        if not any(_const_int(v) is not None for v in op.operands):
            return rw.fail(op, "no constant operand")
        t = op.result_.type
        shape, dyn = [], []
        it = iter(op.sizes)
        for d in t.shape:
            if d != DYNAMIC:
                shape.append(d)
                continue
            v = next(it)
            c = _const_int(v)
            if c is not None:
                shape.append(c)
            else:
                shape.append(d)
                dyn.append(v)
        nt = MemRefType(shape, t.element_type, t.layout, t.memory_space)
        if nt is t:
            return rw.fail(op, "nothing new")
        new = ViewOp.create([op.source, op.byte_shift] + dyn, [nt], {}, {}, loc=op.loc)
        rw.create_before(op, new)
        rw.replace_op_with_new(op, _cast(new.results[0], t, op.loc))
        return True


class ViewOpMemrefCastFolder(RewritePattern):
    """view(cast(alloc)) -> view(alloc)."""

    root = "memref.view"

    def match_and_rewrite(self, op, rw):
        cast = op.source.defining_op
        if not isinstance(cast, CastOp) or not isinstance(cast.source.defining_op, AllocOp):
            return rw.fail(op, "source is not a cast of an alloc")
        new = ViewOp.create([cast.source, op.byte_shift] + list(op.sizes), [op.result_.type], {}, {}, loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


class CollapseShapeOpMemRefCastFolder(RewritePattern):
    """collapse_shape(cast(%x)) -> collapse_shape(%x) (+ cast) when the cast only erases static information."""

    root = "memref.collapse_shape"

    def match_and_rewrite(self, op, rw):
        cast = op.src.defining_op
        if not isinstance(cast, CastOp) or not can_fold_into_consumer(cast):
            return rw.fail(op, "source is not a foldable memref.cast")
        st = cast.source.type
        groups = op.groups()
        shape = []
        for g in groups:
            n = 1
            for e in g:
                n = DYNAMIC if (n == DYNAMIC or st.shape[e] == DYNAMIC) else n * st.shape[e]
            shape.append(n)
        lay = None if st.layout is None else collapsed_layout(st, groups)
        nt = MemRefType(shape, st.element_type, lay, st.memory_space)
        if nt is op.result_.type:
            rw.modify_in_place(op, lambda: op.set_operand(0, cast.source))
        else:
            new = CollapseShapeOp.create([cast.source], [nt], dict(op.properties), {}, loc=op.loc)
            rw.create_before(op, new)
            rw.replace_op_with_new(op, _cast(new.results[0], op.result_.type, op.loc))
        return True


class ReinterpretCastOpExtractStridedMetadataFolder(RewritePattern):
    """reinterpret_cast(extract_strided_metadata(%x).base) with %x's own offset, sizes and strides -> %x
    (a memref.cast when the types differ); with other values the cast reads %x's base directly."""

    root = "memref.reinterpret_cast"

    def match_and_rewrite(self, op, rw):
        from ...ir.memref_layout import try_strides_and_offset

        md = op.source.defining_op
        if not isinstance(md, ExtractStridedMetadataOp):
            return rw.fail(op, "source is not an extract_strided_metadata")
        st, rt = md.source.type, op.result_.type
        s_so, r_so = try_strides_and_offset(st), try_strides_and_offset(rt)
        if s_so is None or r_so is None:
            return rw.fail(op, "a layout that is not strided")

        def constify(mixed, statics):  # upstream's getConstified*: constants and static type facts as ints
            out = []
            for x, k in zip(mixed, statics):
                if k != DYNAMIC:
                    out.append(k)
                elif isinstance(x, int):
                    out.append(x)
                else:
                    c = _const_int(x)
                    out.append(x if c is None else c)
            return out

        def same(a, b):
            return len(a) == len(b) and all(x == y if isinstance(x, int) and isinstance(y, int) else x is y
                                            for x, y in zip(a, b))

        noop = (same(constify(list(md.strides), s_so[0]), constify(op.mixed_strides(), r_so[0]))
                and same(constify(list(md.sizes), list(st.shape)), constify(op.mixed_sizes(), list(rt.shape)))
                and same(constify([md.offset], [s_so[1]]), constify(op.mixed_offsets(), [r_so[1]])))
        if not noop:
            rw.modify_in_place(op, lambda: op.set_operand(0, md.source))
            return True
        if st is rt:
            rw.replace_op(op, [md.source])
        else:
            rw.replace_op_with_new(op, _cast(md.source, rt, op.loc))
        return True


class ReinterpretCastOpConstantFolder(RewritePattern):
    """Constant offset/size/stride operands (or ones the result type pins down) become static."""

    root = "memref.reinterpret_cast"

    def match_and_rewrite(self, op, rw):
        from ...ir.memref_layout import try_strides_and_offset

        rt = op.result_.type
        so = try_strides_and_offset(rt)
        if so is None:
            return rw.fail(op, "result layout is not strided")
        t_strides, t_off = so

        def constify(mixed, statics):
            out = []
            for x, s in zip(mixed, statics):
                if s != DYNAMIC:
                    out.append(s)
                elif isinstance(x, int):
                    out.append(x)
                else:
                    c = _const_int(x)
                    out.append(x if c is None else c)
            return out

        offs = constify(op.mixed_offsets(), [t_off])
        sizes = constify(op.mixed_sizes(), list(rt.shape))
        strides = constify(op.mixed_strides(), t_strides)
        before = sum(isinstance(x, int) for x in op.mixed_offsets() + op.mixed_sizes() + op.mixed_strides())
        after = sum(isinstance(x, int) for x in offs + sizes + strides)
        if before == after:
            return rw.fail(op, "nothing to constify")

        def split(xs):
            return [x if isinstance(x, int) else DYNAMIC for x in xs], [x for x in xs if not isinstance(x, int)]

        (so_, do), (ss, ds), (st, dt) = split(offs), split(sizes), split(strides)
        nt = MemRefType(ss, rt.element_type, StridedLayoutAttr(st, so_[0]), rt.memory_space)
        props = {"static_offsets": dense_i64(so_), "static_sizes": dense_i64(ss), "static_strides": dense_i64(st),
                 "operandSegmentSizes": _seg(1, len(do), len(ds), len(dt))}
        new = ReinterpretCastOp.create([op.source] + do + ds + dt, [nt], props, {}, loc=op.loc)
        rw.create_before(op, new)
        rw.replace_op_with_new(op, _cast(new.results[0], rt, op.loc))
        return True


class ExtractStridedMetadataConstantFolder(RewritePattern):
    """Uses of offsets/sizes/strides the source type pins down become arith.constant; a cast source is
    looked through (upstream's ExtractStridedMetadataOp::fold, which creates the constants)."""

    root = "memref.extract_strided_metadata"

    def match_and_rewrite(self, op, rw):
        from ...ir.memref_layout import try_strides_and_offset
        from ...ir.types import index
        from ..arith import ConstantOp as ArithConstant

        t = op.source.type
        strides, off = try_strides_and_offset(t)
        n = len(t.shape)
        res = op.results
        statics = [off] + list(t.shape) + list(strides)
        changed = False
        for r, s in zip(res[1:], statics):
            if s == DYNAMIC or not r.has_uses:
                continue
            c = ArithConstant.build_constant(IntegerAttr(s, index), loc=op.loc)
            rw.create_before(op, c)
            rw.replace_all_uses_with(r, c.results[0])
            changed = True
        prev = op.source.defining_op
        if isinstance(prev, CastOp) and isinstance(prev.source.type, MemRefType):
            rw.modify_in_place(op, lambda: op.set_operand(0, prev.source))
            changed = True
        _ = n
        return changed or rw.fail(op, "nothing to fold")


# ------------------------------------------------------------------------------------------------
# dim


def _dominates_reshape(idx: Value, reshape) -> bool:
    """Upstream's cheap dominance test of DimOfMemRefReshape: the index is defined before the reshape in
    its block (or is an argument of that block), or lives in a region that properly encloses it."""
    blk = idx.parent_block
    if blk is reshape.parent:
        d = idx.defining_op
        return d is None or not reshape.is_before_in_block(d)
    idx_region = blk.parent if blk is not None else None
    r = reshape.parent_region
    while r is not None:
        owner = r.parent
        r = owner.parent_region if owner is not None else None
        if r is idx_region:
            return True
    return False


class DimOfMemRefReshape(RewritePattern):
    """dim(memref.reshape(%src, %shape), %i) -> memref.load %shape[%i] (+ arith.index_cast to index).

    The load goes right after the reshape, where the shape memref holds the values the reshape read;
    the index must therefore dominate the reshape."""

    root = "memref.dim"

    def match_and_rewrite(self, op, rw):
        r = op.source.defining_op
        if not isinstance(r, ReshapeOp):
            return rw.fail(op, "Dim op is not defined by a reshape op.")
        if not _dominates_reshape(op.index_, r):
            return rw.fail(op, "dim.getIndex does not dominate reshape.")
        with rw.saved():
            rw.set_after(r)
            v = rw.insert(LoadOp.create([r.shape, op.index_], [r.shape.type.element_type], loc=op.loc)).results[0]
            if v.type is not op.results[0].type:
                from ...ir.op import lookup_op

                v = rw.insert(lookup_op("arith.index_cast").create([v], [op.results[0].type], loc=op.loc)).results[0]
        rw.replace_op(op, [v])
        return True


# ------------------------------------------------------------------------------------------------
# collapse_shape / expand_shape


class ComposeReassociativeReshapeOps(RewritePattern):
    """collapse(collapse(%x)) -> collapse(%x) and expand(expand(%x)) -> expand(%x), reassociations composed
    (upstream's ComposeReassociativeReshapeOps; only for identity layouts, as there)::

        %a = memref.collapse_shape %x [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
        %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32> into memref<24xf32>
      ->
        %b = memref.collapse_shape %x [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
    """

    def match_and_rewrite(self, op, rw):
        src = op.src.defining_op
        if type(src) is not type(op):
            return rw.fail(op, "source is not the same kind of reshape")
        if not all(layout_is_identity(t) for t in (src.src.type, op.src.type, op.result_.type)):
            return rw.fail(op, "a non-identity layout")
        composed = compose_reassociation(op.groups(), src.groups())
        if composed is None:
            return rw.fail(op, "reassociations do not compose")
        props = {"reassociation": reassociation_attr(composed)}
        if isinstance(op, ExpandShapeOp):
            props["static_output_shape"] = op.properties["static_output_shape"]
        new = type(op).create([src.src, *op.operands[1:]], [op.result_.type], props, loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


def _group_size(rw, op, mixed, grp):
    """The size of the expand's output dims ``grp`` collapsed into one: an int, the dim's own value, or a
    product of the dynamic sizes (arith.muli overflow<nsw>, the static factor last) built before ``op``."""
    if len(grp) == 1:
        return mixed[grp[0]]
    static, dyn = 1, []
    for d in grp:
        if isinstance(mixed[d], int):
            static *= mixed[d]
        else:
            dyn.append(mixed[d])
    if not dyn:
        return static
    from ..arith import ConstantOp as ArithConstant
    from ..arith.attrs import IntegerOverflowAttr
    from ...ir.op import lookup_op

    muli = lookup_op("arith.muli")
    nsw = {"overflowFlags": IntegerOverflowAttr(IntegerOverflowAttr.BITS["nsw"])}
    if static != 1:
        dyn.append(rw.create_before(op, ArithConstant.build_constant(IntegerAttr(static, index), loc=op.loc)).results[0])
    acc = dyn[0]
    for v in dyn[1:]:
        acc = rw.create_before(op, muli.create([acc, v], [index], dict(nsw), loc=op.loc)).results[0]
    return acc


class ComposeCollapseOfExpandOp(RewritePattern):
    """collapse(expand(%x)) -> one reshape of %x when the reassociations nest, or a memref.cast when the
    ranks agree (upstream's ComposeCollapseOfExpandOp; identity layouts only)::

        %e = memref.expand_shape %x [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
        %c = memref.collapse_shape %e [[0, 1]] : memref<1x?xf32> into memref<?xf32, 3>   ->   memref.cast %x
    """

    root = "memref.collapse_shape"

    def match_and_rewrite(self, op, rw):
        e = op.src.defining_op
        if not isinstance(e, ExpandShapeOp):
            return rw.fail(op, "source is not memref.expand_shape")
        if not all(layout_is_identity(t) for t in (op.src.type, e.src.type, e.result_.type)):
            return rw.fail(op, "a non-identity layout")
        st, rt = e.src.type, op.result_.type
        if st is rt:
            return rw.fail(op, "the pair is an identity (folded)")
        sr, rr = len(st.shape), len(rt.shape)
        higher, lower = (e.groups(), op.groups()) if sr > rr else (op.groups(), e.groups())
        composed = nest_reassociations(higher, lower)
        if composed is None:
            return rw.fail(op, "reassociations do not nest")
        if sr > rr:
            new = CollapseShapeOp.create([e.src], [rt], {"reassociation": reassociation_attr(composed)}, loc=op.loc)
        elif sr < rr:
            dyn = iter(e.output_shape)
            mixed = [next(dyn) if x == DYNAMIC else x for x in e.properties["static_output_shape"].value]
            sizes = [_group_size(rw, op, mixed, grp) for grp in op.groups()]
            statics = [x if isinstance(x, int) else DYNAMIC for x in sizes]
            new = ExpandShapeOp.create([e.src, *(x for x in sizes if not isinstance(x, int))], [rt],
                                       {"reassociation": reassociation_attr(composed),
                                        "static_output_shape": dense_i64(statics)}, loc=op.loc)
        else:
            new = _cast(e.src, rt, op.loc)
        rw.replace_op_with_new(op, new)
        return True


class ComposeExpandOfCollapseOp(RewritePattern):
    """expand(collapse(%x)) -> one collapse_shape or expand_shape of %x when, group by group, the higher-rank
    shape collapses into the lower-rank one (upstream's ComposeExpandOfCollapseOp; identity layouts only)::

        collapse [[0, 1]] : memref<6x10xf32> into memref<60xf32> ; expand [[0, 1, 2, 3]] into memref<2x3x5x2xf32>
        ->  memref.expand_shape %x [[0, 1], [2, 3]] output_shape [2, 3, 5, 2]
    """

    root = "memref.expand_shape"

    def match_and_rewrite(self, op, rw):
        c = op.src.defining_op
        if not isinstance(c, CollapseShapeOp):
            return rw.fail(op, "source is not memref.collapse_shape")
        if not all(layout_is_identity(t) for t in (op.src.type, c.src.type, c.result_.type)):
            return rw.fail(op, "a non-identity layout")
        st, rt = c.src.type, op.result_.type
        if len(st.shape) == len(rt.shape):
            return rw.fail(op, "equal ranks")
        if len(st.shape) > len(rt.shape):
            groups = find_collapsing_reassociation(c.groups(), op.groups(), st.shape, rt.shape)
            if groups is None:
                return rw.fail(op, "source shape does not collapse into the result shape")
            new = CollapseShapeOp.create([c.src], [rt], {"reassociation": reassociation_attr(groups)}, loc=op.loc)
        else:
            groups = find_collapsing_reassociation(op.groups(), c.groups(), rt.shape, st.shape)
            if groups is None:
                return rw.fail(op, "result shape does not collapse into the source shape")
            new = ExpandShapeOp.create([c.src, *op.output_shape], [rt],
                                       {"reassociation": reassociation_attr(groups),
                                        "static_output_shape": op.properties["static_output_shape"]}, loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


class ComposeReassociativeCollapse(ComposeReassociativeReshapeOps):
    root = "memref.collapse_shape"


class ComposeReassociativeExpand(ComposeReassociativeReshapeOps):
    root = "memref.expand_shape"


AllocOp.canonicalization_patterns = (SimplifyAllocConstAlloc, SimplifyDeadAllocAlloc)
AllocaOp.canonicalization_patterns = (SimplifyAllocConstAlloca, SimplifyDeadAllocAlloca)
ReallocOp.canonicalization_patterns = (SimplifyDeadAllocRealloc,)
AllocaScopeOp.canonicalization_patterns = (AllocaScopeInliner, AllocaScopeHoister)
CopyOp.canonicalization_patterns = (FoldEmptyCopy, FoldSelfCopy)
SubViewOp.canonicalization_patterns = (SubViewConstantArgumentFolder, SubViewOpMemRefCastFolder,
                                       TrivialSubViewOpFolder)
ViewOp.canonicalization_patterns = (ViewOpShapeFolder, ViewOpMemrefCastFolder)
CollapseShapeOp.canonicalization_patterns = (ComposeReassociativeCollapse, ComposeCollapseOfExpandOp,
                                             CollapseShapeOpMemRefCastFolder)
ExpandShapeOp.canonicalization_patterns = (ComposeReassociativeExpand, ComposeExpandOfCollapseOp)
ReinterpretCastOp.canonicalization_patterns = (ReinterpretCastOpExtractStridedMetadataFolder,
                                             ReinterpretCastOpConstantFolder)
ExtractStridedMetadataOp.canonicalization_patterns = (ExtractStridedMetadataConstantFolder,)
DimOp.canonicalization_patterns = (DimOfMemRefReshape,)
