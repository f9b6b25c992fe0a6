"""vecir-vector-transfer-to-affine{broadcast-trick}: vector.transfer_read/transfer_write on memrefs
become affine loops of scalar loads and stores through a temporary buffer, the "notional
lowering" of seed 000 (upstream has no such pass).

    %v = vector.transfer_read %A[%e1, %e2, %e3, %e4], %pad
           {permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, 0, d0)>} : memref<?x?x?x?xf32>, vector<3x4x5xf32>
  ==> (broadcast-trick=false: every vector element is loaded from %A)
    %tmp = memref.alloca() : memref<3x4x5xf32>
    affine.for %i = 0 to 3 { affine.for %j = 0 to 4 { affine.for %k = 0 to 5 {
      %a = affine.load %A[%k + %e1, %e2, %i + %e3, %e4]
      affine.store %a, %tmp[%i, %j, %k] }}}
    %view = vector.type_cast %tmp : memref<3x4x5xf32> to memref<vector<3x4x5xf32>>
    %v = memref.load %view[] : memref<vector<3x4x5xf32>>
  ==> (broadcast-trick=true: a broadcast dim, 0 in the map, is loaded once and broadcast)
    %tmp = memref.alloca() : memref<3x1x5xf32>
    affine.for %i = 0 to 3 { affine.for %k = 0 to 5 {
      %a = affine.load %A[%k + %e1, %e2, %i + %e3, %e4]
      affine.store %a, %tmp[%i, 0, %k] }}
    %t = memref.load (vector.type_cast %tmp)[] : memref<vector<3x1x5xf32>>
    %v = vector.broadcast %t : vector<3x1x5xf32> to vector<3x4x5xf32>

Without the trick 3 * 4 * 5 = 60 values move between %A and a 60-element buffer although %A's
region is 3 * 5 = 15 values; with it 15 values move into a 15-element buffer, plus one broadcast
(`transfer_footprint` measures both with the memref region analysis).  A transfer dim that is
not in bounds is guarded by an affine.if on `index + iv <= dim - 1` (reads store the padding
otherwise, writes skip the element).  transfer_write stores the vector into the buffer and copies
it out element by element.  Masked transfers, tensors, scalable or vector-element memrefs and
indices that are not valid affine dims or symbols are left alone (VECIR_DEBUG_ONLY=
vecir-vector-transfer-to-affine says why, and gives the footprint of each lowered transfer).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects import arith as ar
from ...dialects.affine._common import compose_affine_map_and_operands, canonicalize_map_and_operands, is_valid_dim
from ...dialects.affine._common import is_top_level_value
from ...dialects.affine.loops import ForOp, IfOp, YieldOp
from ...dialects.affine.memory import LoadOp, StoreOp
from ...dialects.memref.access import DimOp
from ...dialects.memref.access import LoadOp as MemLoadOp
from ...dialects.memref.access import StoreOp as MemStoreOp
from ...dialects.memref.alloc import AllocaOp
from ...dialects.vector.ops_core import BroadcastOp
from ...dialects.vector.ops_core_shape import TypeCastOp
from ...ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, IntegerSet
from ...ir.attrs import IntegerAttr, IntegerSetAttr
from ...ir.core import Block, Region
from ...ir.types import DYNAMIC, MemRefType, VectorType, index
from ...passes.base import Pass, register_pass
from .analysis.region import MemRefRegion
from .analysis.trip_count import constant_trip_count
from .debug import debug

DEBUG_TYPE = "vecir-vector-transfer-to-affine"


class _Refused(Exception):
    pass


@dataclass
class TransferFootprint:
    """What one lowered transfer moves: distinct elements of the memref it reads or writes, size
    of the temporary buffer region, and element copies executed between them."""
    memref_elements: int | None
    buffer_elements: int | None
    transferred: int | None


def _check(op):
    src = op.base
    if op.mask is not None:
        raise _Refused("masked transfers are not lowered")
    if not isinstance(src.type, MemRefType):
        raise _Refused("the source is not a memref")
    if isinstance(src.type.element_type, VectorType):
        raise _Refused("memrefs of vectors are not lowered")
    vt = op.vector_type()
    if vt.is_scalable or not vt.shape:
        raise _Refused("scalable and 0-d vectors are not lowered")
    for k, v in enumerate(op.indices):
        if not is_valid_dim(v):
            raise _Refused(f"index #{k} is not a valid affine dim or symbol")
    pm, ib = op.permutation_map.value, _in_bounds(op)
    guarded = [r.position for r, b in zip(pm.results, ib) if type(r) is AffineDimExpr and not b]
    if any(src.type.shape[p] == DYNAMIC for p in guarded) and not is_top_level_value(src):
        raise _Refused("the bounds check needs the size of a memref that is not a valid affine symbol")
    return vt


def _in_bounds(op) -> list[bool]:
    ib = op.properties.get("in_bounds")
    return [bool(getattr(a, "value", False)) for a in ib] if ib is not None else [False] * len(op.vector_type().shape)


def _access(op, ivs_by_dim: dict) -> tuple[AffineMap, list]:
    """Map and operands of the memref element touched at the current loop IVs."""
    idx = list(op.indices)
    pm = op.permutation_map.value
    n = len(idx)
    ivs = list(ivs_by_dim.values())
    pos = {j: n + k for k, j in enumerate(ivs_by_dim)}
    results = [AffineDimExpr(p) for p in range(n)]
    for j, r in enumerate(pm.results):
        if type(r) is AffineDimExpr and j in pos:
            results[r.position] = results[r.position] + AffineDimExpr(pos[j])
    return compose_affine_map_and_operands(AffineMap(n + len(ivs), 0, results), idx + ivs)


def _guard(rw_block, op, ivs_by_dim: dict, loc):
    """Constraints `index + iv <= size - 1` for the out-of-bounds-able dims, or None."""
    idx = list(op.indices)
    pm = op.permutation_map.value
    shape = op.base.type.shape
    n = len(idx)
    extra, cons = [], []
    ib = _in_bounds(op)
    ivs = list(ivs_by_dim.values())
    pos = {j: n + k for k, j in enumerate(ivs_by_dim)}
    for j, r in enumerate(pm.results):
        if ib[j] or type(r) is not AffineDimExpr or j not in pos:
            continue
        p = r.position
        if shape[p] == DYNAMIC:
            c = ar.ConstantOp.build_constant(IntegerAttr(p, index), loc)
            d = DimOp.create([op.base, c.results[0]], [index], loc=loc)
            rw_block(c)
            rw_block(d)
            extra.append(d.results[0])
            size = AffineDimExpr(n + len(ivs) + len(extra) - 1)
        else:
            size = AffineConstantExpr(shape[p])
        cons.append(size - 1 - AffineDimExpr(p) - AffineDimExpr(pos[j]))
    if not cons:
        return None
    s = IntegerSet(n + len(ivs) + len(extra), 0, cons, [False] * len(cons))
    return canonicalize_map_and_operands(s, idx + ivs + extra)


def _loop_nest(sizes: list[int], before, loc) -> list:
    loops, body = [], None
    for s in sizes:
        loop = ForOp.build_for(AffineMap.constant_map(0), [], AffineMap.constant_map(s), [], 1, loc=loc)
        if body is None:
            before.parent.insert_before(before, loop)
        else:
            body.insert_before(body.terminator, loop)
        loops.append(loop)
        body = loop.regions[0].blocks[0]
    return loops


def _new_if(iset, operands, with_else: bool, loc):
    regions = [Region([Block([])]), Region([Block([])] if with_else else [])]
    op = IfOp.create(list(operands), [], {"condition": IntegerSetAttr(iset)}, {}, regions, loc=loc)
    for r in op.regions:
        for b in r.blocks:
            b.append(YieldOp.create(loc=loc))
    return op


def _ident(n: int) -> AffineMap:
    return AffineMap(n, 0, [AffineDimExpr(i) for i in range(n)])


def lower_transfer_read(op, broadcast_trick: bool):
    """Replace ``op``; returns (the outermost loop or None, the buffer, the affine.load)."""
    vt = _check(op)
    loc = op.loc
    pm = op.permutation_map.value
    bcast = {j for j, r in enumerate(pm.results) if type(r) is AffineConstantExpr}
    looped = [j for j in range(len(vt.shape)) if not (broadcast_trick and j in bcast)]
    buf_shape = [1 if (broadcast_trick and j in bcast) else s for j, s in enumerate(vt.shape)]
    et = vt.element_type
    buf = AllocaOp.build_alloc(MemRefType(buf_shape, et))
    op.parent.insert_before(op, buf)
    loops = _loop_nest([vt.shape[j] for j in looped], op, loc)
    ivs_by_dim = {j: l.induction_var for j, l in zip(looped, loops)}
    dims_before = []
    guard = _guard(dims_before.append, op, ivs_by_dim, loc)
    for o in dims_before:
        op.parent.insert_before(loops[0] if loops else op, o)
    body = loops[-1].regions[0].blocks[0] if loops else None
    amap, aops = _access(op, ivs_by_dim)
    load = LoadOp.build_load(op.base, amap, aops, loc=loc)
    bivs = [ivs_by_dim[j] for j in range(len(vt.shape)) if j in ivs_by_dim]
    bexprs, k = [], 0
    for j in range(len(vt.shape)):
        if j in ivs_by_dim:
            bexprs.append(AffineDimExpr(k))
            k += 1
        else:
            bexprs.append(AffineConstantExpr(0))
    bmap, bops = canonicalize_map_and_operands(AffineMap(len(bivs), 0, bexprs), bivs)
    store = StoreOp.build_store(load.results[0], buf.results[0], bmap, bops, loc=loc)
    if body is None:  # every dim is broadcast: one element, no loop
        op.parent.insert_before(op, load)
        op.parent.insert_before(op, store)
    else:
        target = body
        if guard is not None:
            gset, gops = guard
            if_op = _new_if(gset, gops, True, loc)
            body.insert_before(body.terminator, if_op)
            target = if_op.regions[0].blocks[0]
            eb = if_op.regions[1].blocks[0]
            eb.insert_before(eb.terminator, StoreOp.build_store(op.padding, buf.results[0], bmap, bops, loc=loc))
        target.insert_before(target.terminator, load)
        target.insert_before(target.terminator, store)
    view_t = MemRefType((), VectorType(buf_shape, et))
    view = TypeCastOp.create([buf.results[0]], [view_t], loc=loc)
    vec = MemLoadOp.create([view.results[0]], [view_t.element_type], loc=loc)
    op.parent.insert_before(op, view)
    op.parent.insert_before(op, vec)
    result = vec.results[0]
    if view_t.element_type != vt:
        b = BroadcastOp.create([result], [vt], loc=loc)
        op.parent.insert_before(op, b)
        result = b.results[0]
    op.results[0].replace_all_uses_with(result)
    op.erase()
    return (loops[0] if loops else None), buf, load


def lower_transfer_write(op):
    """Replace ``op``; returns (the outermost loop, the buffer, the affine.store into the memref)."""
    vt = _check(op)
    loc = op.loc
    et = vt.element_type
    buf = AllocaOp.build_alloc(MemRefType(vt.shape, et))
    view_t = MemRefType((), VectorType(vt.shape, et))
    view = TypeCastOp.create([buf.results[0]], [view_t], loc=loc)
    put = MemStoreOp.create([op.valueToStore, view.results[0]], [], loc=loc)
    for o in (buf, view, put):
        op.parent.insert_before(op, o)
    loops = _loop_nest(list(vt.shape), op, loc)
    ivs_by_dim = {j: l.induction_var for j, l in enumerate(loops)}
    dims_before = []
    guard = _guard(dims_before.append, op, ivs_by_dim, loc)
    for o in dims_before:
        op.parent.insert_before(loops[0], o)
    body = loops[-1].regions[0].blocks[0]
    bmap, bops = canonicalize_map_and_operands(_ident(len(loops)), [l.induction_var for l in loops])
    load = LoadOp.build_load(buf.results[0], bmap, bops, loc=loc)
    amap, aops = _access(op, ivs_by_dim)
    store = StoreOp.build_store(load.results[0], op.base, amap, aops, loc=loc)
    target = body
    if guard is not None:
        if_op = _new_if(*guard, False, loc)
        body.insert_before(body.terminator, if_op)
        target = if_op.regions[0].blocks[0]
    target.insert_before(target.terminator, load)
    target.insert_before(target.terminator, store)
    op.erase()
    return loops[0], buf, store


def _elements(region: MemRefRegion) -> int | None:
    shape = region.constant_bounding_shape()
    if shape is None:
        return None
    n = 1
    for s in shape:
        n *= s
    return n


def transfer_footprint(memref_access, buffer) -> TransferFootprint:
    """Footprint of a lowered transfer, from its affine access of the memref and its buffer."""
    buf_ops = [u.owner for u in buffer.results[0].uses if u.owner.name in ("affine.load", "affine.store")]
    mem = MemRefRegion(memref_access.operands[1 if memref_access.name == "affine.store" else 0],
                       [memref_access], depth=0)
    trips, p = 1, memref_access.parent_op
    while p is not None and p.name in ("affine.for", "affine.if"):
        if p.name == "affine.for":
            tc = constant_trip_count(p)
            trips = None if tc is None or trips is None else trips * tc
        p = p.parent_op
    return TransferFootprint(_elements(mem), _elements(MemRefRegion(buffer.results[0], buf_ops, depth=0)), trips)


def lower_vector_transfers_to_affine(root, broadcast_trick: bool = True) -> list[TransferFootprint]:
    out = []
    for op in [o for o in root.walk() if o.name in ("vector.transfer_read", "vector.transfer_write")]:
        try:
            if op.name == "vector.transfer_read":
                _, buf, access = lower_transfer_read(op, broadcast_trick)
            else:
                _, buf, access = lower_transfer_write(op)
        except _Refused as e:
            debug(DEBUG_TYPE, f"'{op.name}' left alone: {e}")
            continue
        fp = transfer_footprint(access, buf)
        debug(DEBUG_TYPE, f"{access.loc}: {fp.transferred} element copies between a "
                          f"{fp.memref_elements}-element memref region and a {fp.buffer_elements}-element buffer")
        out.append(fp)
    return out


@register_pass("vecir-vector-transfer-to-affine",
               "Lower vector transfers on memrefs to affine loops of scalar accesses through a buffer (seed 000)")
@dataclass
class VectorTransferToAffine(Pass):
    broadcast_trick: bool = True
    display_name = "VectorTransferToAffine"

    def run(self, op) -> None:
        lower_vector_transfers_to_affine(op, self.broadcast_trick)
