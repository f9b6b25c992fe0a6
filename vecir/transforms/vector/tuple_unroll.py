"""Seed 000's tuple form of unrolling, as an alternative representation (the 2020 vector dialect's
vector.extract_slices / insert_slices / tuple / tuple_get, vecir/dialects/vector/ops_legacy.py), and
the way back to the strided-slice form the current dialect uses. Passes
``vector-strided-slices-to-tuple`` and ``vector-tuple-to-strided-slices``; no upstream counterpart in
iree-opt 3.13 (the ops are gone), so both directions are checked by interpreting before and after.

Strided-slice form -> tuple form:

    %a = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf32> to vector<2x2xf32>
    %b = vector.extract_strided_slice %v {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : ...
  ==>
    %s = vector.extract_slices %v, [2, 2], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
    %a = vector.tuple_get %s, 0 : tuple<...>      %b = vector.tuple_get %s, 1 : tuple<...>

    (a chain of insert_strided_slice ops writing every tile of a zero/poison vector once)
  ==>
    %t = vector.tuple %x0, %x1 : vector<2x2xf32>, vector<2x2xf32>
    %w = vector.insert_slices %t, [2, 2], [1, 1] : tuple<...> into vector<4x2xf32>

Tuple form -> strided-slice form: tuple_get(extract_slices %v, i) becomes the i-th
extract_strided_slice, insert_slices(%t) a chain of insert_strided_slice into a zero vector
(tuple_get of vector.tuple folds).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.vector.ops_legacy import slice_grid
from ...ir.attrs import ArrayAttr, IntegerAttr
from ...ir.types import TupleType, VectorType, i64, index
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass


def _i64s(values) -> ArrayAttr:
    return ArrayAttr(tuple(IntegerAttr(int(v), i64) for v in values))


def _slice_props(op):
    """(offsets, sizes, strides) of an extract/insert_strided_slice."""
    def get(name):
        a = op.properties.get(name) if name in op.properties else op.attributes.get(name)
        return [int(x.value) for x in a.value]
    return get("offsets"), (get("sizes") if op.name == "vector.extract_strided_slice" else None), get("strides")


def _tile_sizes(vt: VectorType, sizes) -> list[int]:
    return list(sizes) + list(vt.shape[len(sizes):])


def _grid_position(vt: VectorType, tile, offsets, shape) -> int | None:
    """The slice-grid index of the tile at ``offsets`` with ``shape`` (None if no grid tile)."""
    offsets = list(offsets) + [0] * (len(vt.shape) - len(offsets))
    for i, (o, s) in enumerate(slice_grid(vt.shape, tile)):
        if list(o) == offsets and list(s) == list(shape):
            return i
    return None


def _extract_slices(rw, v, tile):
    """The `vector.extract_slices %v, tile` right after %v's definition (reused when present)."""
    for use in v.uses:
        u = use.owner
        if u.name == "vector.extract_slices" and [int(x.value) for x in u.attributes["sizes"].value] == tile:
            return u.results[0]
    vt = v.type
    tt = TupleType(tuple(VectorType(s, vt.element_type) for _, s in slice_grid(vt.shape, tile)))
    with rw.saved():
        d = v.defining_op
        if d is not None:
            rw.set_after(d)
        else:
            rw.set_at_start(v.owner)
        op = B.emit(rw, "vector.extract_slices", [v], [tt], {},
                    {"sizes": _i64s(tile), "strides": _i64s([1] * len(tile))})
    return op.results[0]


def _sibling_tile(src) -> list[int]:
    """The grid the unit-stride extract_strided_slice users of ``src`` share: per dim, the largest
    slice size among them (boundary tiles are smaller)."""
    vt = src.type
    tile = [0] * len(vt.shape)
    for use in src.uses:
        u = use.owner
        if u.name == "vector.extract_slices":  # tiles already rewritten keep the grid
            tile = [max(t, int(x.value)) for t, x in zip(tile, u.attributes["sizes"].value)]
            continue
        if u.name != "vector.extract_strided_slice" or u.operands[0] is not src:
            continue
        _, sizes, strides = _slice_props(u)
        if any(x != 1 for x in strides):
            continue
        tile = [max(t, s) for t, s in zip(tile, _tile_sizes(vt, sizes))]
    return tile


class ExtractStridedSliceToTupleGet(RewritePattern):
    """An extract_strided_slice of one tile of a regular grid becomes a tuple_get of the grid's
    extract_slices (shared by all tiles of the same grid). Fails for non-unit strides and slices
    that are no grid tile (offsets not multiples of the sizes)."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        offsets, sizes, strides = _slice_props(op)
        if any(s != 1 for s in strides):
            return rw.fail(op, "non-unit strides")
        src = op.operands[0]
        vt = src.type
        if any(vt.scalable):
            return rw.fail(op, "scalable vector")
        tile = _sibling_tile(src)
        pos = _grid_position(vt, tile, offsets, op.results[0].type.shape)
        if pos is None:
            return rw.fail(op, "slice is not a tile of a regular grid")
        tup = _extract_slices(rw, src, tile)
        rw.set_before(op)
        get = B.emit(rw, "vector.tuple_get", [tup], [op.results[0].type], {}, {"index": IntegerAttr(pos, index)},
                     loc=op.loc)
        rw.replace_op(op, list(get.results))
        return True


class InsertStridedSliceChainToInsertSlices(RewritePattern):
    """The last insert_strided_slice of a chain that writes every tile of one grid exactly once into
    a constant/poison vector becomes vector.tuple + vector.insert_slices (earlier links of the chain
    die). Fails for partial chains, overlapping or irregular tiles, and non-unit strides."""

    root = "vector.insert_strided_slice"

    def match_and_rewrite(self, op, rw):
        rt = op.results[0].type
        if any(rt.scalable):
            return rw.fail(op, "scalable vector")
        chain, cur = [], op
        while cur is not None and cur.name == "vector.insert_strided_slice":
            chain.append(cur)
            if cur is not op and len(list(cur.results[0].uses)) != 1:
                return rw.fail(op, "an inner link of the chain has other uses")
            cur = cur.operands[1].defining_op
        if len(chain) < 2:
            return rw.fail(op, "no chain")
        for link in chain:
            if any(s != 1 for s in _slice_props(link)[2]):
                return rw.fail(op, "non-unit strides")
            if len(link.operands[0].type.shape) != len(rt.shape):
                return rw.fail(op, "rank-changing insert")
        tile = [max(d) for d in zip(*[link.operands[0].type.shape for link in chain])]
        parts: dict[int, object] = {}
        for link in chain:
            offsets = _slice_props(link)[0]
            pos = _grid_position(rt, tile, offsets, link.operands[0].type.shape)
            if pos is None or pos in parts:
                return rw.fail(op, "slices do not form one grid")
            parts[pos] = link.operands[0]  # the outermost (latest) insert wins; checked unique above
        grid = slice_grid(rt.shape, tile)
        if len(parts) != len(grid):
            return rw.fail(op, "the chain does not cover every tile")
        rw.set_before(op)
        vals = [parts[i] for i in range(len(grid))]
        tup = B.emit(rw, "vector.tuple", vals, [TupleType(tuple(v.type for v in vals))], loc=op.loc).results[0]
        ins = B.emit(rw, "vector.insert_slices", [tup], [rt], {},
                     {"sizes": _i64s(tile), "strides": _i64s([1] * len(tile))}, loc=op.loc)
        rw.replace_op(op, list(ins.results))
        return True


class TupleGetOfExtractSlices(RewritePattern):
    """`tuple_get (extract_slices %v, sizes), i` -> the i-th tile as extract_strided_slice."""

    root = "vector.tuple_get"

    def match_and_rewrite(self, op, rw):
        src = op.operands[0].defining_op
        if src is None or src.name != "vector.extract_slices":
            return rw.fail(op, "not a tuple_get of extract_slices")
        v = src.operands[0]
        sizes = [int(x.value) for x in src.attributes["sizes"].value]
        offs, shape = slice_grid(v.type.shape, sizes)[int(op.attributes["index"].value)]
        rw.set_before(op)
        r = B.extract_strided_slice(rw, op.loc, v, list(offs), list(shape), [1] * len(shape))
        rw.replace_op(op, [r])
        return True


class InsertSlicesToStridedSlices(RewritePattern):
    """`insert_slices %t, sizes` -> insert_strided_slice of each tuple element (tuple_get, which
    folds for a vector.tuple) into a zero vector, in grid order."""

    root = "vector.insert_slices"

    def match_and_rewrite(self, op, rw):
        rt = op.results[0].type
        sizes = [int(x.value) for x in op.attributes["sizes"].value]
        tup = op.operands[0]
        rw.set_before(op)
        acc = B.zero(rw, op.loc, rt)
        for i, (offs, _) in enumerate(slice_grid(rt.shape, sizes)):
            part = B.emit(rw, "vector.tuple_get", [tup], [tup.type.types[i]], {},
                          {"index": IntegerAttr(i, index)}, loc=op.loc).results[0]
            acc = B.insert_strided_slice(rw, op.loc, part, acc, list(offs), [1] * len(offs))
        rw.replace_op(op, [acc])
        return True


def populate_strided_slices_to_tuple_patterns(patterns: PatternSet, options=None) -> None:
    B.load_dialects()
    patterns.add(ExtractStridedSliceToTupleGet, InsertStridedSliceChainToInsertSlices)


def populate_tuple_to_strided_slices_patterns(patterns: PatternSet, options=None) -> None:
    B.load_dialects()
    patterns.add(TupleGetOfExtractSlices, InsertSlicesToStridedSlices)


@register_pass("vector-strided-slices-to-tuple",
               "Strided-slice unrolling to seed 000's extract_slices/insert_slices/tuple form")
@dataclass
class VectorStridedSlicesToTuple(ScriptLikePass):
    def populate(self, ps):
        populate_strided_slices_to_tuple_patterns(ps)


@register_pass("vector-tuple-to-strided-slices",
               "Seed 000's extract_slices/insert_slices/tuple form back to strided slices")
@dataclass
class VectorTupleToStridedSlices(ScriptLikePass):
    def populate(self, ps):
        populate_tuple_to_strided_slices_patterns(ps)
