"""affine-loop-tile{tile-size tile-sizes cache-size separate}: tile the maximal perfect nest under each
top-level affine.for of a function (upstream's LoopTiling / tilePerfectlyNested).

    affine.for %i = 0 to 10 { affine.for %j = 0 to %n { S(%i, %j) } }      (tile-sizes=4,8)
  ==>
    affine.for %ti = 0 to 10 step 4 {
      affine.for %tj = 0 to %n step 8 {
        affine.for %i = (d0) -> (d0) (%ti) to min (d0) -> (d0 + 4, 10)... (a min only when the tile
          affine.for %j = ... to min (d0)[s0] -> (d0 + 8, s0)(%tj)[%n]   size does not divide the
            S(%i, %j)                                                    trip count)

Tiling is refused when the islpy dependence analysis finds a dependence whose distance along a loop
of the nest may be negative (tiles would run a sink before its source); unlike iree-opt 3.13, which
only refuses when the distance range is non-constant and entirely negative, constant negative
distances such as (1, -1) are refused too.  Non-rectangular nests and loops with iter_args are
left alone.  Reasons go to ``VECIR_DEBUG_ONLY=affine-loop-tile``.  Without tile sizes, the sizes
come from the nest's memory footprint against cache-size (KiB), as upstream: 1 when it fits, else
the n-th root of the excess factor per loop (the last loop takes the balance), each then shrunk to a
divisor of its constant trip count.

`separate` splits full tiles from partial ones (upstream's separateFullTiles), for unit-step
intra-tile loops whose bounds are linear:

    affine.for %ti = 0 to 10 step 4 {
      affine.if affine_set<(d0) : (-d0 + 6 >= 0)>(%ti) {           (every upper bound >= %ti + 4)
        affine.for %i = (d0) -> (d0) (%ti) to (d0) -> (d0 + 4) (%ti) { S(%i) }      (full tile)
      } else {
        affine.for %i = (d0) -> (d0) (%ti) to min (d0) -> (d0 + 4, 10) (%ti) { S(%i) }   (partial)
      }
    }

The condition's variables are ordered as upstream's FlatAffineValueConstraints collects them
(loop IVs as dims, each followed by the operands of its own bounds; other values as symbols), its
constraints are each other upper bound minus the full-tile one, gcd-tightened and deduplicated.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...dialects.affine._common import (
    canonicalize_map_and_operands, compose_affine_map_and_operands, for_iv_owner,
)
from ...dialects.affine.loops import ForOp, IfOp, YieldOp
from ...ir.affine import AffineDimExpr, AffineMap, IntegerSet, flatten_affine_expr
from ...ir.affine_simplify import get_affine_expr_from_flat_form
from ...ir.attrs import IntegerAttr, IntegerSetAttr
from ...ir.core import Block, Region
from ...ir.types import MemRefType, index
from ...passes.base import Pass, register_pass
from ...passes.options import typed
from .analysis.dependence import READS, WRITES, check_dependence
from .analysis.region import MemRefRegion
from .analysis.trip_count import constant_trip_count
from .debug import debug
from .loop_utils import largest_divisor_of_trip_count

DEBUG_TYPE = "affine-loop-tile"
DEFAULT_TILE_SIZE = 4


def perfectly_nested_band(root) -> list:
    band = [root]
    while True:
        body = band[-1].regions[0].blocks[0]
        first = body.first
        if len(body) == 2 and first.name == "affine.for":
            band.append(first)
        else:
            return band


def tiling_legal(band) -> tuple[bool, str]:
    """Hyper-rectangular tiling keeps every dependence when none has a distance that may be negative
    along a loop of the band.  Only the band's loops count: loops nested inside the band's body keep
    their order, and the loop carrying the dependence (depth d) has a positive distance by
    definition; so a one-loop band is always legal, as upstream tiles it."""
    ops = [o for o in band[0].walk() if o.name in READS or o.name in WRITES]
    for d in range(1, len(band) + 2):
        for s in ops:
            for t in ops:
                r = check_dependence(s, t, d, compute_components=True)
                if r.kind == "failure":
                    return False, "dependence analysis failed: " + r.reason
                if r.kind != "dependence":
                    continue
                for c in r.components[d:len(band)]:
                    if c.lb is None or c.lb < 0:
                        return False, (f"dependence from '{s.name}' to '{t.name}' at depth {d} has distance "
                                       f"[{c.lb}, {c.ub}] that may be negative: tiling is illegal")
    return True, ""


def _hyper_rectangular(band) -> bool:
    ivs = {id(l.induction_var) for l in band}
    for l in band:
        for v in list(l.lower_operands) + list(l.upper_operands):
            if id(v) in ivs:
                return False
    return True


def memory_footprint_bytes(root) -> int | None:
    by_memref: dict = {}
    for o in root.walk():
        if o.name in READS or o.name in WRITES:
            m = o.operands[1 if o.name in WRITES else 0]
            t = m.type
            if isinstance(t, MemRefType) and (t.memory_space is None or getattr(t.memory_space, "value", 0) == 0):
                by_memref.setdefault(id(m), (m, []))[1].append(o)
    total = 0
    for m, ops in by_memref.values():
        try:
            size = MemRefRegion(m, ops, depth=0).constant_footprint_bytes()
        except Exception:
            return None
        if size is None:
            return None
        total += size
    return total


def _adjust_to_divisors_of_trip_counts(band, sizes: list[int]) -> list[int]:
    """Shrink each size to at most half its loop's constant trip count, then to the largest divisor
    of that count (upstream's adjustToDivisorsOfTripCounts: no min/max in the intra-tile bounds)."""
    out = []
    for loop, size in zip(band, sizes):
        tc = constant_trip_count(loop)
        if tc is not None:
            if tc > 1 and size > tc // 2:
                size = tc // 2
            while tc % size != 0:
                size -= 1
        out.append(size)
    return out


def _new_loop(loc):
    return ForOp.build_for(AffineMap.constant_map(0), [], AffineMap.constant_map(0), [], 1, loc=loc)


def tile_perfectly_nested(band, sizes) -> list:
    """Build 2 * width loops around the band's body (tile-space then intra-tile), erase the band."""
    width = len(band)
    root = band[0]
    block = root.parent
    loc = root.loc
    loops = [None] * (2 * width)
    top = None
    for i in range(2 * width):
        loop = _new_loop(loc)
        if top is not None:
            body = loop.regions[0].blocks[0]
            top.detach()
            body.insert_before(body.first, top)
        loops[2 * width - 1 - i] = loop
        top = loop
    block.insert_before(root, top)
    inner = loops[-1].regions[0].blocks[0]
    src = band[-1].regions[0].blocks[0]
    yld = inner.terminator
    for op in list(src.ops):
        if op is src.terminator:
            continue
        op.detach()
        inner.insert_before(yld, op)
    for i, orig in enumerate(band):
        t = loops[i]
        t.set_bounds(orig.lower_map, list(orig.lower_operands), orig.upper_map, list(orig.upper_operands))
        t.properties["step"] = IntegerAttr(sizes[i] * orig.step_value, index)
    for i, orig in enumerate(band):
        p, tile_iv, step = loops[width + i], loops[i].induction_var, orig.step_value
        tc = constant_trip_count(orig)
        ident = AffineMap(1, 0, [AffineDimExpr(0)])
        if tc is not None and tc < sizes[i]:
            ub, ub_ops = AffineMap(1, 0, [AffineDimExpr(0) + tc * step]), [tile_iv]
        elif largest_divisor_of_trip_count(orig) % sizes[i] != 0:
            um, uo = orig.upper_map, list(orig.upper_operands)
            nd = um.num_dims
            ub = AffineMap(nd + 1, um.num_symbols, [AffineDimExpr(nd) + sizes[i] * step] + list(um.results))
            ub_ops = uo[:nd] + [tile_iv] + uo[nd:]
        else:
            ub, ub_ops = AffineMap(1, 0, [AffineDimExpr(0) + sizes[i] * step]), [tile_iv]
        p.set_bounds(ident, [tile_iv], ub, ub_ops)
        p.properties["step"] = IntegerAttr(step, index)
    for i, orig in enumerate(band):
        orig.induction_var.replace_all_uses_with(loops[width + i].induction_var)
    root.erase()
    return loops


class _Vars:
    """Columns of a constraint system, collected as addInductionVarOrTerminalSymbol does."""

    def __init__(self) -> None:
        self.dims: list = []
        self.syms: list = []

    def add(self, v) -> None:
        if v in self.dims or v in self.syms:
            return
        owner = for_iv_owner(v)
        if owner is None:
            self.syms.append(v)
            return
        self.dims.append(v)
        for m, ops in ((owner.lower_map, owner.lower_operands), (owner.upper_map, owner.upper_operands)):
            for w in _canonical_bound(m, list(ops))[1]:
                self.add(w)

    def columns(self) -> list:
        return self.dims + self.syms


def _canonical_bound(m, ops):
    m, ops = compose_affine_map_and_operands(m, ops)
    return canonicalize_map_and_operands(m, ops)


def _linear_rows(m, ops, cols) -> list | None:
    """Each result of ``m`` as coefficients over ``cols`` plus a constant (None: not linear)."""
    rows = []
    for e in m.results:
        flat = flatten_affine_expr(e, m.num_dims, m.num_symbols)
        if flat is None or flat[1]:
            return None
        coeffs, row = flat[0], [0] * (len(cols) + 1)
        for k, v in enumerate(ops):
            row[cols.index(v)] += coeffs[k]
        row[-1] = coeffs[-1]
        rows.append(row)
    return rows


def _full_tile_bounds(loop, cols):
    """(lb row, index of the ub result with the smallest constant distance to it, ub rows)."""
    if loop.step_value != 1 or len(loop.lower_map.results) != 1:
        return None
    lb = _linear_rows(*_canonical_bound(loop.lower_map, list(loop.lower_operands)), cols)
    ub = _linear_rows(*_canonical_bound(loop.upper_map, list(loop.upper_operands)), cols)
    if lb is None or ub is None:
        return None
    best = None
    for k, r in enumerate(ub):
        d = [a - b for a, b in zip(r, lb[0])]
        if not any(d[:-1]) and (best is None or d[-1] < ub[best][-1] - lb[0][-1]):
            best = k
    return None if best is None else (lb[0], best, ub)


def _tighten(row):
    g = 0
    for v in row[:-1]:
        g = math.gcd(g, abs(v))
    return [v // g for v in row[:-1]] + [row[-1] // g] if g > 1 else row


def separation_condition(loops):
    """(IntegerSet, operands) true exactly where every point loop runs a full tile, or None."""
    vars_ = _Vars()
    for loop in loops:
        for m, ops in ((loop.lower_map, loop.lower_operands), (loop.upper_map, loop.upper_operands)):
            for v in _canonical_bound(m, list(ops))[1]:
                vars_.add(v)
    cols = vars_.columns()
    rows = []
    for loop in loops:
        fb = _full_tile_bounds(loop, cols)
        if fb is None:
            return None
        lb, best, ub = fb
        rows += [_tighten([a - b for a, b in zip(r, ub[best])]) for k, r in enumerate(ub) if k != best]
    kept, best_of = [], {}
    for r in rows:
        if not any(r[:-1]) and r[-1] >= 0 or r in kept:
            continue
        key = tuple(r[:-1])
        if key in best_of:
            i = best_of[key]
            if kept[i] is not None and kept[i][-1] > r[-1]:
                kept[i] = None
                best_of[key] = len(kept)
                kept.append(r)
            continue
        best_of[key] = len(kept)
        kept.append(r)
    kept = [r for r in kept if r is not None]
    n = len(cols)
    if kept:
        exprs = [get_affine_expr_from_flat_form(r[:-1] + [r[-1]], n, 0, ()) for r in kept]
        iset = IntegerSet(n, 0, exprs, [False] * len(exprs))
    else:
        iset = IntegerSet.get_universe_set(n, 0)
    return canonicalize_map_and_operands(iset, cols)


def separate_full_tiles(point_loops) -> bool:
    """Guard a full-tile copy of the point loop nest with the separation condition; the original
    nest (the partial tiles) moves into the else block (upstream's separateFullTiles)."""
    first = point_loops[0]
    cols_ok = all(l.step_value == 1 for l in point_loops)
    cond = separation_condition(point_loops) if cols_ok else None
    if cond is None:
        debug(DEBUG_TYPE, "tile separation: non-unit step, non-linear bounds or no constant-size full tile")
        return False
    iset, set_ops = cond
    full, mapping, parent_body = [], {}, None
    for loop in point_loops:
        lb_m, lb_o = _canonical_bound(loop.lower_map, list(loop.lower_operands))
        ub_m, ub_o = _canonical_bound(loop.upper_map, list(loop.upper_operands))
        cols = lb_o + [v for v in ub_o if v not in lb_o]
        _, best, _ = _full_tile_bounds(loop, cols)
        ub_full = AffineMap(ub_m.num_dims, ub_m.num_symbols, [ub_m.results[best]])
        ub_full, ub_o = canonicalize_map_and_operands(ub_full, ub_o)
        new = ForOp.build_for(lb_m, [mapping.get(v, v) for v in lb_o], ub_full,
                              [mapping.get(v, v) for v in ub_o], 1, loc=loop.loc)
        if parent_body is not None:
            parent_body.insert_before(parent_body.terminator, new)
        full.append(new)
        mapping[loop.induction_var] = new.induction_var
        parent_body = new.regions[0].blocks[0]
    src = point_loops[-1].regions[0].blocks[0]
    for op in src.ops:
        if op is not src.terminator:
            parent_body.insert_before(parent_body.terminator, op.clone(mapping))
    if_op = IfOp.create(list(set_ops), [], {"condition": IntegerSetAttr(iset)}, {},
                        [Region([Block([])]), Region([Block([])])], loc=first.loc)
    then_b, else_b = if_op.regions[0].blocks[0], if_op.regions[1].blocks[0]
    then_b.append(YieldOp.create(loc=first.loc))
    else_b.append(YieldOp.create(loc=first.loc))
    first.parent.insert_before(first, if_op)
    then_b.insert_before(then_b.terminator, full[0])
    first.detach()
    else_b.insert_before(else_b.terminator, first)
    return True


@register_pass("affine-loop-tile", "Tile affine loop nests")
@dataclass
class AffineLoopTile(Pass):
    cache_size: int = typed(512, "ulong")
    separate: bool = False
    tile_size: int = typed(0, "uint")
    tile_sizes: tuple[int, ...] = typed((), "uint")
    display_name = "LoopTiling"

    def _sizes(self, band) -> list | None:
        if self.tile_size:
            return [self.tile_size] * len(band)
        if self.tile_sizes:
            s = [int(x) for x in self.tile_sizes][:len(band)]
            return s + [DEFAULT_TILE_SIZE] * (len(band) - len(s))
        if self.cache_size == 0:
            return [1] * len(band)
        fp = memory_footprint_bytes(band[0])
        if fp is None:  # unknown footprint: default sizes
            return _adjust_to_divisors_of_trip_counts(band, [DEFAULT_TILE_SIZE] * len(band))
        excess = -(-fp // (self.cache_size * 1024))
        if excess <= 1:  # the nest fits: tile size 1 (upstream still tiles)
            return [1] * len(band)
        # Split the excess evenly over the band: the n-th root of it for all loops but the last,
        # which takes the balance (upstream's LoopTiling::getTileSizes).
        t = int(math.floor(excess ** (1.0 / len(band))))
        sizes, product = [], 1
        for i in range(len(band)):
            sizes.append(t if i < len(band) - 1 else max(1, excess // product))
            product *= sizes[-1]
        return _adjust_to_divisors_of_trip_counts(band, sizes)

    def run(self, op) -> None:
        funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
        for fn in funcs:
            if not fn.regions or not fn.regions[0].blocks:
                continue
            roots = [o for o in fn.regions[0].blocks[0].ops if o.name == "affine.for"]
            for root in roots:
                band = perfectly_nested_band(root)
                ok, why = tiling_legal(band)
                if not ok:
                    debug(DEBUG_TYPE, why)
                    continue
                sizes = self._sizes(band)
                if sizes is None:
                    continue
                if any(l.inits for l in band) or not _hyper_rectangular(band):
                    debug(DEBUG_TYPE, "non-rectangular band or iter_args: not tiled")
                    continue
                loops = tile_perfectly_nested(band, sizes)
                if self.separate:
                    separate_full_tiles(loops[len(band):])
