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
come from the nest's memory footprint against cache-size (KiB): 1 when it fits, as upstream;
`separate` (full/partial tile separation) is not implemented and leaves the tiled nest as is.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.affine.loops import ForOp
from ...ir.affine import AffineDimExpr, AffineMap
from ...ir.attrs import IntegerAttr
from ...ir.types import MemRefType, index
from ...passes.base import Pass, register_pass
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
    ops = [o for o in band[0].walk() if o.name in READS or o.name in WRITES]
    for d in range(1, len(band) + 2):
        for s in ops:
            for t in ops:
                r = check_dependence(s, t, d, compute_components=True)
                if r.kind == "failure":
                    return False, "dependence analysis failed: " + r.reason
                if r.kind != "dependence":
                    continue
                for c in r.components:
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


@register_pass("affine-loop-tile", "Tile affine loop nests")
@dataclass
class AffineLoopTile(Pass):
    cache_size: int = 512
    separate: bool = False
    tile_size: int = 0
    tile_sizes: tuple[int, ...] = ()
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
        if fp is None:
            sizes = []
            for loop in band:
                tc = constant_trip_count(loop)
                s = DEFAULT_TILE_SIZE
                if tc is not None:
                    while s > 1 and tc % s != 0:
                        s -= 1
                sizes.append(s)
            return sizes
        if -(-fp // (self.cache_size * 1024)) <= 1:
            return [1] * len(band)
        debug(DEBUG_TYPE, "footprint exceeds the cache size: cache-based tile sizes are not implemented")
        return None

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
                tile_perfectly_nested(band, sizes)
