"""Unrolling of vector ops to a native shape (upstream's VectorUnroll.cpp, populateVectorUnrollPatterns).

An op on a large vector becomes one op per native-sized tile: operands are cut with
`vector.extract_strided_slice` (transfers get shifted indices instead), results are put back together
with `vector.insert_strided_slice` into a zero constant. The greedy driver then folds the
extract-of-insert pairs between two unrolled ops, so chains of unrolled ops talk in native vectors.

    %c = vector.contract {(m, k), (k, n), (m, n)} %a, %b, %acc : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
  ==> native shape [1, 4, 1] (m, n, k):
    %a00 = vector.extract_strided_slice %a offsets = [0, 0], sizes = [1, 1] ...        (per tile)
    %c0 = vector.contract ... %a00, %b0, %acc0 : vector<1x1xf32>, vector<1x4xf32> into vector<1x4xf32>
    %c1 = vector.contract ... %a01, %b1, %c0 ...     (the accumulator is chained over k)
    %r = vector.insert_strided_slice %c3, %zero offsets = [0, 0] ...                 (per result tile)

:class:`UnrollVectorOptions` holds the native-shape function (per op: seed 001 unrolls transfers
and compute to different shapes, e.g. 128-bit transfers and 4-wide contracts), the traversal order
of the tiles and a filter. Upstream exposes these patterns only through test passes and downstream
projects (IREE); here they are the pass ``vector-unroll`` (unroll_native.py, with the native-shape
policies), checked by running the programs before and after (tests/vector_lowering/unroll*.mlir,
tests/unit/test_vector_unroll.py). The fixed GPU policies iree-opt 3.13 does ship
(``transform.apply_patterns.gpu.unroll_vectors_subgroup_mma``, ``...iree.unroll_vectors_gpu_mma_sync``,
``...iree.unroll_vectors_gpu_wmma_sync``: unroll_gpu_mma.py) compare contract, transfer_read/write
and elementwise unrolling, tile order included, with upstream byte for byte
(tests/unit/test_vector_unroll_upstream.py).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr
from ...ir.op import Elementwise
from ...ir.types import VectorType, index
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .unroll_elements import UnrollFromElements, UnrollToElements
from .unroll_memory import make_unroll_load_store

NativeShapeFn = Callable[[object], Optional[Sequence[int]]]


@dataclass
class UnrollVectorOptions:
    """upstream's UnrollVectorOptions: ``native_shape(op)`` gives the target shape (None: leave the op),
    ``traversal_order(op)`` the order of the tile loops (outermost first; default row-major),
    ``filter(op)`` a precondition (False: leave the op)."""

    native_shape: NativeShapeFn
    traversal_order: Optional[Callable[[object], Optional[Sequence[int]]]] = None
    filter: Optional[Callable[[object], bool]] = None


# -- the shape an op unrolls over (VectorUnrollOpInterface::getShapeForUnroll) ---------------------

def contract_iteration_shape(op) -> list[int]:
    """The sizes of a contraction's iteration dims, read off its operands through the indexing maps."""
    maps = op._maps()
    sizes = [0] * maps[0].num_dims
    for v, m in zip((op.lhs, op.rhs, op.acc), maps):
        if not isinstance(v.type, VectorType):
            continue
        for r in range(m.num_results):
            sizes[m.get_dim_position(r)] = v.type.shape[r]
    return sizes


def shape_for_unroll(op) -> Optional[list[int]]:
    n = op.name
    if n == "vector.contract":
        return contract_iteration_shape(op)
    if n == "vector.transfer_read":
        return list(op.vector.type.shape)
    if n == "vector.transfer_write":
        return list(op.valueToStore.type.shape)
    if n in ("vector.reduction", "vector.multi_reduction"):
        return list(op.operands[0].type.shape)
    if n == "vector.store":
        return list(op.valueToStore.type.shape)
    if n == "vector.load":
        return list(op.result_.type.shape)
    if op.results and isinstance(op.results[0].type, VectorType) and (
            n in ("vector.transpose", "vector.broadcast", "vector.gather", "vector.step", "vector.fma")
            or Elementwise in getattr(type(op), "traits", ())):
        return list(op.results[0].type.shape)
    return None


def target_shape(options: UnrollVectorOptions, op) -> Optional[list[int]]:
    """upstream's getTargetShape: the native shape when it divides the op's shape and differs from it."""
    if options.filter is not None and not options.filter(op):
        return None
    parent = op.parent.parent_op if op.parent is not None else None
    if parent is not None and parent.name == "vector.mask":
        return None  # the tiles would not fit under one mask (it masks a single op)
    if any(isinstance(v.type, VectorType) and any(v.type.scalable)
           for v in itertools.chain(op.operands, op.results)):
        return None  # tiles are built with fixed-size slices: scalable dims would lose their flag
    shape = shape_for_unroll(op)
    if shape is None:
        return None
    t = options.native_shape(op)
    if t is None:
        return None
    t = list(t)
    if len(t) > len(shape) or any(d <= 0 for d in t):
        return None
    tail = shape[len(shape) - len(t):]
    if any(s % d for s, d in zip(tail, t)):
        return None
    if all(s == d for s, d in zip(tail, t)):
        return None
    return t


def unroll_order(options: UnrollVectorOptions, op, rank: int) -> list[int]:
    if options.traversal_order is not None:
        order = options.traversal_order(op)
        if order is not None:
            return list(order)
    return list(range(rank))


def tile_offsets(shape: Sequence[int], tile: Sequence[int], order: Sequence[int] | None = None):
    """upstream's StaticTileOffsetRange: the element offsets of every tile, the dim ``order[-1]``
    varying fastest."""
    rank = len(shape)
    order = list(order) if order is not None else list(range(rank))
    counts = [shape[d] // tile[d] for d in range(rank)]
    for idx in itertools.product(*[range(counts[d]) for d in order]):
        offs = [0] * rank
        for d, i in zip(order, idx):
            offs[d] = i * tile[d]
        yield offs


# -- builders with upstream's createOrFold shortcuts ---------------------------------------------

def _slice(rw, loc, v, offsets, sizes):
    t = v.type
    if list(sizes) == list(t.shape[:len(sizes)]) and not any(offsets):
        return v
    return B.extract_strided_slice(rw, loc, v, offsets, sizes, [1] * len(sizes))


def _insert(rw, loc, v, dest, offsets):
    if tuple(v.type.shape) == tuple(dest.type.shape):
        return v
    return B.insert_strided_slice(rw, loc, v, dest, offsets, [1] * len(v.type.shape))


def _clone(rw, op, operands, result_types):
    props = dict(op.properties)
    return B.emit(rw, op.name, operands, result_types, props, dict(op.attributes), loc=op.loc)


def _permute(m: AffineMap, values: Sequence[int]) -> list[int]:
    return [values[m.get_dim_position(r)] for r in range(m.num_results)]


def slice_transfer_indices(rw, loc, offsets, indices, pmap: AffineMap) -> list:
    """Shift the transfer's indices by the tile offsets: `affine.apply (d0) -> (d0 + off)` per dim
    the permutation map reads (broadcast dims keep their index)."""
    out = list(indices)
    for r, e in enumerate(pmap.results):
        if isinstance(e, AffineConstantExpr):
            continue
        pos = e.position
        amap = AffineMap.get(1, 0, [AffineDimExpr(0) + AffineConstantExpr(offsets[r])])
        out[pos] = B.emit(rw, "affine.apply", [indices[pos]], [index], {"map": AffineMapAttr(amap)},
                          loc=loc).results[0]
    return out


class _UnrollPattern(RewritePattern):
    options: UnrollVectorOptions

    def _target(self, op, rw):
        t = target_shape(self.options, op)
        if t is None:
            rw.fail(op, "no native shape that divides the op's shape (or nothing to unroll)")
        return t

    def _transfer_target(self, op, rw, vt, rank_mismatch: str):
        """The native tile of a transfer moving ``vt``, or None (the failure reason reported)."""
        why = "0-d transfer" if not vt.shape else "masked transfer" if op.mask is not None else None
        if why is not None:
            rw.fail(op, why)
            return None
        t = self._target(op, rw)
        if t is not None and len(t) != len(vt.shape):
            rw.fail(op, rank_mismatch)
            return None
        return t


class UnrollTransferRead(_UnrollPattern):
    """    %r = vector.transfer_read %t[%i, %j], %p : tensor<8x8xf32>, vector<2x4xf32>     (native [1, 4])
      ==> %r0 = vector.transfer_read %t[%i, %j], %p : ..., vector<1x4xf32>
          %r1 = vector.transfer_read %t[%i+1, %j], %p : ..., vector<1x4xf32>      (affine.apply)
          %r = insert_strided_slice %r0, %r1 into a zero vector<2x4xf32>

    Fails for 0-d and masked transfers."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        vt = op.vector.type
        t = self._transfer_target(op, rw, vt, "native shape rank differs from the vector rank")
        if t is None:
            return False
        loc = op.loc
        rw.set_before(op)
        result = B.zero(rw, loc, vt)
        tile_t = VectorType(tuple(t), vt.element_type)
        props = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
        for offs in tile_offsets(vt.shape, t, unroll_order(self.options, op, len(vt.shape))):
            idx = slice_transfer_indices(rw, loc, offs, list(op.indices), op.permutation_map.value)
            new = rw.insert(B.op_class("vector.transfer_read").build(
                operands={"base": op.base, "indices": idx, "padding": op.padding, "mask": None},
                results={"vector": tile_t}, props=dict(props), attributes=dict(op.attributes), loc=loc))
            result = _insert(rw, loc, new.results[0], result, offs)
        rw.replace_op(op, [result])
        return True


class UnrollTransferWrite(_UnrollPattern):
    """    %w = vector.transfer_write %v, %t[%i, %j] : vector<2x4xf32>, tensor<8x8xf32>       (native [1, 4])
      ==> %v0 = vector.extract_strided_slice %v offsets = [0, 0], sizes = [1, 4]
          %w0 = vector.transfer_write %v0, %t[%i, %j]
          %w = vector.transfer_write %v1, %w0[%i+1, %j]        (tensors: chained through the results)

    Fails for 0-d and masked transfers and when the native shape's rank differs from the vector's."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        vt = op.valueToStore.type
        t = self._transfer_target(op, rw, vt, "expected source input vector rank to match target shape rank")
        if t is None:
            return False
        loc = op.loc
        rw.set_before(op)
        props = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
        dest = op.base
        result_t = op.result_.type if op.result_ is not None else None
        last = None
        for offs in tile_offsets(vt.shape, t, unroll_order(self.options, op, len(vt.shape))):
            piece = _slice(rw, loc, op.valueToStore, offs, t)
            idx = slice_transfer_indices(rw, loc, offs, list(op.indices), op.permutation_map.value)
            last = rw.insert(B.op_class("vector.transfer_write").build(
                operands={"valueToStore": piece, "base": dest, "indices": idx, "mask": None},
                results={"result_": result_t}, props=dict(props), attributes=dict(op.attributes), loc=loc))
            if result_t is not None:
                dest = last.results[0]
        if result_t is not None:
            rw.replace_op(op, [dest])
        else:
            rw.erase_op(op)
        return True


class UnrollContraction(_UnrollPattern):
    """Tiles the iteration space; the accumulator tile of each (parallel) result tile is carried
    from one reduction tile to the next, then the result tiles are inserted into a zero vector.
    See the module docstring for an IR sketch. Fails for scalar results."""

    root = "vector.contract"

    def match_and_rewrite(self, op, rw):
        if not isinstance(op.result_.type, VectorType):
            return rw.fail(op, "contraction to a scalar")
        t = self._target(op, rw)
        if t is None:
            return False
        shape = contract_iteration_shape(op)
        if len(t) != len(shape):
            return rw.fail(op, "native shape rank differs from the iteration space rank")
        maps = op._maps()
        loc = op.loc
        dst_t = op.result_.type
        rw.set_before(op)
        acc_cache: dict[tuple, object] = {}
        for offs in tile_offsets(shape, t, unroll_order(self.options, op, len(shape))):
            lhs = _slice(rw, loc, op.lhs, _permute(maps[0], offs), _permute(maps[0], t))
            rhs = _slice(rw, loc, op.rhs, _permute(maps[1], offs), _permute(maps[1], t))
            acc_offs = tuple(_permute(maps[2], offs))
            acc = acc_cache.get(acc_offs)
            if acc is None:
                acc = _slice(rw, loc, op.acc, list(acc_offs), _permute(maps[2], t))
            tile_t = VectorType(tuple(_permute(maps[2], t)), dst_t.element_type)
            acc_cache[acc_offs] = _clone(rw, op, [lhs, rhs, acc], [tile_t]).results[0]
        result = B.zero(rw, loc, dst_t)
        for offs, v in acc_cache.items():
            result = _insert(rw, loc, v, result, list(offs))
        rw.replace_op(op, [result])
        return True


class UnrollMultiReduction(_UnrollPattern):
    """    %r = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>  (native [2, 4])
      ==> per tile: multi_reduction of a 2x4 slice into the 2-wide accumulator tile, chained over
          the reduced dim, inserted into a zero vector<4xf32>. Fails for scalar results."""

    root = "vector.multi_reduction"

    def match_and_rewrite(self, op, rw):
        if not isinstance(op.dest.type, VectorType):
            return rw.fail(op, "Unrolling scalars is not supported")
        t = self._target(op, rw)
        if t is None:
            return False
        shape = list(op.source.type.shape)
        if len(t) != len(shape):
            return rw.fail(op, "native shape rank differs from the source rank")
        reduced = set(op.reduction_dims.value)
        loc = op.loc
        rw.set_before(op)
        cache: dict[tuple, object] = {}
        for offs in tile_offsets(shape, t):
            src = _slice(rw, loc, op.source, offs, t)
            dst_offs = tuple(offs[i] for i in range(len(t)) if i not in reduced)
            dst_shape = [t[i] for i in range(len(t)) if i not in reduced]
            acc = cache.get(dst_offs)
            if acc is None:
                acc = _slice(rw, loc, op.acc, list(dst_offs), dst_shape)
            tile_t = VectorType(tuple(dst_shape), op.source.type.element_type)
            cache[dst_offs] = _clone(rw, op, [src, acc], [tile_t]).results[0]
        result = B.zero(rw, loc, op.dest.type)
        for offs, v in cache.items():
            result = _insert(rw, loc, v, result, list(offs))
        rw.replace_op(op, [result])
        return True


class UnrollElementwise(_UnrollPattern):
    """    %s = arith.addf %a, %b : vector<4x4xf32>                                     (native [1, 4])
      ==> %a0 = vector.extract_strided_slice %a offsets = [0, 0], sizes = [1, 4] ...  (per tile)
          %s0 = arith.addf %a0, %b0 : vector<1x4xf32> ; inserted into a zero vector<4x4xf32>

    A native shape of lower rank gets leading unit dims for slicing and the slices are shape_cast to it."""

    root_trait = Elementwise

    def match_and_rewrite(self, op, rw):
        if len(op.results) != 1 or not isinstance(op.results[0].type, VectorType) or op.regions:
            return rw.fail(op, "not an elementwise op with one vector result")
        t = self._target(op, rw)
        if t is None:
            return False
        dst_t = op.results[0].type
        shape = list(dst_t.shape)
        adj = [1] * (len(shape) - len(t)) + list(t)
        loc = op.loc
        rw.set_before(op)
        result = B.zero(rw, loc, dst_t)
        for offs in tile_offsets(shape, adj):
            operands = []
            for v in op.operands:
                if not isinstance(v.type, VectorType):
                    operands.append(v)
                    continue
                piece = _slice(rw, loc, v, offs, adj)
                if len(adj) > len(t):
                    piece = B.shape_cast(rw, loc, VectorType(tuple(t), v.type.element_type), piece)
                operands.append(piece)
            new = _clone(rw, op, operands, [VectorType(tuple(t), dst_t.element_type)]).results[0]
            result = B.insert_strided_slice(rw, loc, new, result, offs, [1] * len(t)) \
                if tuple(new.type.shape) != tuple(shape) else new
        rw.replace_op(op, [result])
        return True


class UnrollFma(UnrollElementwise):
    """The same for vector.fma (ElementwiseMappable upstream)."""

    root_trait = None
    root = "vector.fma"


class UnrollReduction(_UnrollPattern):
    """    %r = vector.reduction <add>, %v : vector<16xf32> into f32                          (native [4])
      ==> %r0 = vector.reduction <add>, %v[0:4] ; ... ; %r = %r0 + %r1 + %r2 + %r3 (arith, in order)"""

    root = "vector.reduction"

    def match_and_rewrite(self, op, rw):
        t = self._target(op, rw)
        if t is None:
            return False
        kind = op.kind.value if hasattr(op.kind, "value") else op.kind
        loc = op.loc
        rw.set_before(op)
        acc = None
        for offs in tile_offsets(op.vector.type.shape, t):
            piece = _slice(rw, loc, op.vector, offs, t)
            # the accumulator joins the first partial reduction only (upstream drops it altogether)
            extra = [op.acc] if op.acc is not None and acc is None else []
            r = _clone(rw, op, [piece] + extra, [op.dest.type]).results[0]
            acc = r if acc is None else B.arith_reduction(rw, loc, kind, acc, r)
        rw.replace_op(op, [acc])
        return True


class UnrollTranspose(_UnrollPattern):
    """    %x = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>            (native [2, 2])
      ==> per result tile: extract the permuted source tile, transpose it, insert it."""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        rt = op.result.type
        if len(rt.shape) == 0:
            return rw.fail(op, "0-d transpose")
        t = self._target(op, rw)
        if t is None:
            return False
        perm = list(op.permutation.value)
        loc = op.loc
        rw.set_before(op)
        result = B.zero(rw, loc, rt)
        for offs in tile_offsets(rt.shape, t):
            src_offs, src_shape = [0] * len(perm), [0] * len(perm)
            for i, p in enumerate(perm):
                src_offs[p], src_shape[p] = offs[i], t[i]
            piece = _slice(rw, loc, op.vector, src_offs, src_shape)
            result = _insert(rw, loc, B.transpose(rw, loc, piece, perm), result, offs)
        rw.replace_op(op, [result])
        return True


class UnrollBroadcast(_UnrollPattern):
    """    %b = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>                        (native [1, 2])
      ==> per tile: broadcast of the matching source slice (unit source dims stay unit)."""

    root = "vector.broadcast"

    def match_and_rewrite(self, op, rw):
        t = self._target(op, rw)
        if t is None:
            return False
        rt = op.vector.type
        if len(t) != len(rt.shape):
            return rw.fail(op, "native shape rank differs from the result rank")
        src_t = op.source.type
        loc = op.loc
        rw.set_before(op)
        result = B.zero(rw, loc, rt)
        tile_t = VectorType(tuple(t), rt.element_type)
        for offs in tile_offsets(rt.shape, t):
            src = op.source
            if isinstance(src_t, VectorType):
                rank = len(src_t.shape)
                s_offs = list(offs[len(offs) - rank:]) if rank else []
                s_shape = list(t[len(t) - rank:]) if rank else []
                for i in range(rank):
                    if src_t.shape[i] == 1:
                        s_offs[i], s_shape[i] = 0, 1
                if rank:
                    src = _slice(rw, loc, src, s_offs, s_shape)
            new = _clone(rw, op, [src], [tile_t]).results[0]
            result = _insert(rw, loc, new, result, offs)
        rw.replace_op(op, [result])
        return True


class UnrollGather(_UnrollPattern):
    """    %g = vector.gather %b[%c0] [%idx], %mask, %pass : ... vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
      ==> per native tile: a gather of the index/mask/pass-through slices, inserted into a zero vector."""

    root = "vector.gather"

    def match_and_rewrite(self, op, rw):
        vt = op.result_.type
        if len(vt.shape) == 0:
            return rw.fail(op, "0-d gather")
        t = self._target(op, rw)
        if t is None:
            return False
        if len(t) != len(vt.shape):
            return rw.fail(op, "native shape rank differs from the result rank")
        loc = op.loc
        rw.set_before(op)
        result = B.zero(rw, loc, vt)
        tile_t = VectorType(tuple(t), vt.element_type)
        for offs in tile_offsets(vt.shape, t, unroll_order(self.options, op, len(vt.shape))):
            pieces = [_slice(rw, loc, v, offs, t) for v in (op.index_vec, op.mask, op.pass_thru)]
            props = {k: v for k, v in op.properties.items()}
            new = B.emit(rw, "vector.gather", [op.base, *op.offsets, *pieces], [tile_t], props,
                         dict(op.attributes), loc=loc).results[0]
            result = _insert(rw, loc, new, result, offs)
        rw.replace_op(op, [result])
        return True


class UnrollStep(_UnrollPattern):
    """    %s = vector.step : vector<8xindex>                                                (native [4])
      ==> %b = vector.step : vector<4xindex> ; tile k = %b + dense<4k>, inserted at offset 4k."""

    root = "vector.step"

    def match_and_rewrite(self, op, rw):
        vt = op.result.type
        if any(vt.scalable):
            return rw.fail(op, "scalable step")
        t = self._target(op, rw)
        if t is None:
            return False
        from ...ir.attrs import DenseElementsAttr

        loc = op.loc
        rw.set_before(op)
        result = B.zero(rw, loc, vt)
        tile_t = VectorType(tuple(t), vt.element_type)
        base = B.emit(rw, "vector.step", [], [tile_t], loc=loc).results[0]
        for offs in tile_offsets(vt.shape, t):
            off = B.constant(rw, loc, DenseElementsAttr(tile_t, (offs[0],), True), tile_t)
            seg = B.binary(rw, loc, "arith.addi", base, off)
            result = _insert(rw, loc, seg, result, offs)
        rw.replace_op(op, [result])
        return True


UnrollLoad, UnrollStore = make_unroll_load_store(_UnrollPattern, target_shape, unroll_order, tile_offsets,
                                                 _slice, _insert)

UNROLL_PATTERNS = (UnrollTransferRead, UnrollTransferWrite, UnrollContraction, UnrollElementwise, UnrollFma,
                   UnrollReduction, UnrollMultiReduction, UnrollTranspose, UnrollGather, UnrollBroadcast,
                   UnrollStep, UnrollFromElements, UnrollToElements, UnrollLoad, UnrollStore)


def populate_vector_unroll_patterns(patterns: PatternSet, options: UnrollVectorOptions) -> None:
    """upstream's populateVectorUnrollPatterns."""
    B.load_dialects()
    for cls in UNROLL_PATTERNS:
        patterns.add(cls(options=options))
