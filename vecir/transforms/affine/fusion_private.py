"""Private buffers for fused producers (upstream's createPrivateMemRef and the affine-access part
of replaceAllMemRefUsesWith): a buffer shaped like the region the fused stores write at the fusion
depth, indexed relative to its lower bound, replacing the memref in the fused nest.  A vector
store's region covers every element it writes (iree-opt 3.13 sizes it by its first element, so a
vector<4xf32> store gets a memref<1xf32> it overruns; vecir allocates memref<4xf32>).

    affine.for %j { affine.store %v, %m[%j] ... %x = affine.load %m[%j] }      (fused at depth 1)
  ==>
    %p = memref.alloc() : memref<1xf32>
    affine.for %j { affine.store %v, %p[0] ... %x = affine.load %p[0] }
"""

from __future__ import annotations

from ...dialects.affine._common import compose_affine_map_and_operands
from ...dialects.affine.apply import ApplyOp
from ...dialects.affine.memory import LoadOp, StoreOp, VectorLoadOp, VectorStoreOp
from ...dialects.memref.alloc import AllocOp
from ...ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from ...ir.affine_simplify import simplify_affine_expr
from ...ir.attrs import AffineMapAttr, IntegerAttr
from ...ir.types import MemRefType, i64, index
from .analysis.slice_region import Region, element_size_bytes
from .debug import debug
from .fusion_graph import DEBUG_TYPE, memref_of


def _ancestor_in_block(op, block):
    while op is not None and op.parent is not block:
        op = op.parent_op
    return op


def _innermost_common_block(a, b):
    blocks = []
    op = a
    while op is not None:
        blocks.append(op.parent)
        op = op.parent_op
    op = b
    while op is not None:
        if any(op.parent is x for x in blocks):
            return op.parent
        op = op.parent_op
    return None


def _dominates(filter_op, op) -> bool:
    anc = _ancestor_in_block(op, filter_op.parent)
    return anc is not None and (anc is filter_op or filter_op.is_before_in_block(anc))


def _is_identity(m: AffineMap) -> bool:
    return m.num_symbols == 0 and len(m.results) == m.num_dims and \
        all(type(e) is AffineDimExpr and e.position == i for i, e in enumerate(m.results))


def _selects_old_indices(m: AffineMap, num_extra: int) -> bool:
    return m.num_symbols == 0 and len(m.results) == m.num_dims - num_extra and \
        all(type(e) is AffineDimExpr and e.position == num_extra + i for i, e in enumerate(m.results))


def _apply(m: AffineMap, e, operands, before):
    op = ApplyOp.create(list(operands), [index],
                        {"map": AffineMapAttr(AffineMap(m.num_dims, m.num_symbols, [e]))}, loc=before.loc)
    before.parent.insert_before(before, op)
    return op


def replace_all_memref_uses(old, new, index_remap: AffineMap, extra_operands: list, dom_filter) -> None:
    """upstream's replaceAllMemRefUsesWith for affine loads/stores dominated by ``dom_filter``: the
    new indices are ``index_remap(extra_operands, old indices)``, composed into the access map."""
    users = []
    for user in old.users:
        if _dominates(dom_filter, user) and all(user is not u for u in users):
            users.append(user)
    for user in users:
        if user.name == "memref.dealloc":
            continue
        if user.name not in ("affine.load", "affine.store", "affine.vector_load", "affine.vector_store"):
            debug(DEBUG_TYPE, f"'{user.name}' uses the memref: left alone")
            continue
        is_store = user.name in ("affine.store", "affine.vector_store")
        idx = list(user.operands[2 if is_store else 1:])
        om = user.properties["map"].value
        applies = []
        if not _is_identity(om):
            old_idx = []
            for e in om.results:
                a = _apply(om, e, idx, user)
                applies.append(a)
                old_idx.append(a.results[0])
        else:
            old_idx = idx
        remap_ops = list(extra_operands) + old_idx
        no = len(extra_operands)
        if _selects_old_indices(index_remap, no):
            # the remap only passes the old indices through (zero offsets): upstream builds no
            # apply for it, so the access map's applies die with the old op
            outs = old_idx
        elif not _is_identity(index_remap):
            outs = []
            for e in index_remap.results:
                a = _apply(index_remap, e, remap_ops, user)
                applies.append(a)
                outs.append(a.results[0])
        else:
            outs = remap_ops
        rank = new.type.rank
        m = AffineMap(rank, 0, [AffineDimExpr(i) for i in range(rank)])
        m, ops = compose_affine_map_and_operands(m, outs)
        if user.name == "affine.store":
            nop = StoreOp.build_store(user.operands[0], new, m, ops, loc=user.loc)
        elif user.name == "affine.load":
            nop = LoadOp.build_load(new, m, ops, loc=user.loc)
        elif user.name == "affine.vector_store":
            nop = VectorStoreOp.create([user.operands[0], new] + list(ops), [], {"map": AffineMapAttr(m)},
                                       loc=user.loc)
        else:
            nop = VectorLoadOp.create([new] + list(ops), [user.results[0].type], {"map": AffineMapAttr(m)},
                                      loc=user.loc)
        user.parent.insert_before(user, nop)
        if not is_store:
            user.results[0].replace_all_uses_with(nop.results[0])
        user.erase()
        for a in applies:  # in creation order, as upstream: an access-map apply that only fed a
            if not a.results[0].has_uses:  # remap apply stays behind, dead
                a.erase()


def create_private_memref(for_op, store_ops: list, dst_loop_depth: int, fast_mem_space,
                          slice_block, local_buf_threshold: int):
    """upstream's createPrivateMemRef: a buffer shaped like the region the fused stores write at
    ``dst_loop_depth``, allocated at the start of the block, replacing the memref in the nest."""
    store = store_ops[0]
    old = memref_of(store)
    ot = old.type
    region = Region(old, [store], dst_loop_depth, vector_footprint=True)
    shape, lbs = region.bounding_shape()
    outer = list(region.outer_ivs) + list(region.namer.values)
    offsets = [AffineConstantExpr(0) if lb is None else region.lb_expr(lb, outer) for lb in lbs]
    if store.name == "affine.vector_store":
        # a vector's lanes start at its indices: the lower bounds are those of the first elements,
        # read off the point region (isl words the footprint's minimum with other divisions)
        points = Region(old, [store], dst_loop_depth)
        plbs = points.bounding_shape()[1]
        for k, (lb, plb) in enumerate(zip(lbs, plbs)):
            if lb is not None and plb is not None:
                offsets[k] = points.lb_expr(plb, outer)
    es = element_size_bytes(ot)
    n = 1
    for s in shape:
        n *= s
    space = ot.memory_space
    if fast_mem_space is not None and es * n <= local_buf_threshold:
        space = IntegerAttr(fast_mem_space, i64)
    nt = MemRefType(tuple(shape), ot.element_type, None, space)
    alloc = AllocOp.build_alloc(nt)
    alloc.loc = for_op.loc
    entry = for_op.parent_region.blocks[0]
    entry.prepend(alloc)
    no, rank = len(outer), ot.rank
    remap = AffineMap(no + rank, 0, [simplify_affine_expr(AffineDimExpr(no + i) - offsets[i], no + rank, 0)
                                     for i in range(rank)])
    common = None
    for s in store_ops:
        other = slice_block.first if common is None else common.first
        common = _innermost_common_block(s, other)
    first = None
    for s in store_ops:
        anc = _ancestor_in_block(s, common)
        if first is None or anc.is_before_in_block(first):
            first = anc
    replace_all_memref_uses(old, alloc.results[0], remap, outer, first)
    return alloc.results[0]
