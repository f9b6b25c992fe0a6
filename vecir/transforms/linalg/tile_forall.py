"""Tiling of linalg structured ops into one scf.forall (upstream's tileToForallOpImpl, what
`transform.structured.tile_using_forall %op tile_sizes [...]` / `num_threads [...]` runs).

    %r = linalg.matmul ins(%a, %b : tensor<100x200xf32>, tensor<200x300xf32>) outs(%c : tensor<100x300xf32>)
  num_threads [10, 21] ->
    %r = scf.forall (%i, %j) in (10, 21) shared_outs(%o = %c) -> (tensor<100x300xf32>) {
      %oi = affine.apply (d0) -> (d0 * 10) (%i)              thread offsets: t * ceildiv(range, n)
      %oj = affine.apply (d0) -> (d0 * 15) (%j)
      %m = affine.min (d0) -> (d0 * -15 + 300, 15) (%j)      the last threads run short ...
      %s = affine.max (d0) -> (0, d0) (%m)                    ... or past the end
      ... slices, the tiled matmul ...
      scf.forall.in_parallel { tensor.parallel_insert_slice %t into %o[%oi, %oj] [10, %s] [1, 1] ... }
    }
  tile_sizes [10, 21] ->
    the forall over `(%i, %j) = (0, 0) to (100, 300) step (10, 21)` of tile_using_for's tiles,
    normalized: `in (10, 15)`, each iv rebuilt as `affine.apply (d0) -> (d0 * 10)` at the top.

The loop nest and the tile itself are tile.py's (tile_linalg_op with use_forall); this module adds
the normalization of tile_sizes' forall (upstream's normalizeForallLoopOp).
"""

from __future__ import annotations

from typing import Sequence

from ...ir.affine_expr import dim, sym
from ...ir.affine_map import AffineMap
from ...ir.builder import Builder
from ...ir.core import Operation
from .tile import TiledResult, tile_linalg_op

_NORMALIZED_UB = AffineMap(0, 3, [(sym(1) - sym(0)).ceildiv(sym(2))])  # (ub - lb) ceildiv step
_DENORMALIZED_IV = AffineMap(1, 2, [sym(0) + dim(0) * sym(1)])  # lb + iv * step


def _is_const(v, c: int) -> bool:
    from .tile import _constant_int

    return _constant_int(v) == c


def normalize_forall(loop: Operation) -> Operation:
    """normalizeForallLoopOp: an scf.forall with a lower bound other than 0 or a step other than 1
    becomes `in (ceildiv(ub - lb, step), ...)` (the bounds built before it), its body using
    `lb + iv * step` (built at the top of the body) for each old iv. Returns the new forall (or
    ``loop`` when it is normalized already)."""
    from ...dialects.scf.parallel import ForallOp
    from .fuse import composed_folded_apply

    lbs, ubs, steps, outs = loop._mixed()
    if all(_is_const(x, 0) for x in lbs) and all(_is_const(x, 1) for x in steps):
        return loop
    b = Builder.before(loop)
    new_ubs = [composed_folded_apply(b, _NORMALIZED_UB, [lb, ub, step]) for lb, ub, step in zip(lbs, ubs, steps)]
    new = ForallOp.build_forall([0] * len(new_ubs), new_ubs, [1] * len(new_ubs), list(outs),
                                loop.properties.get("mapping"), loc=loop.loc)
    b.insert(new)
    new.attributes = dict(loop.attributes)
    body = loop.regions[0].blocks[0]  # mergeBlocks: the old body (same arguments) moves over
    new.regions[0].blocks.clear()
    loop.regions[0].blocks.remove(body)
    new.regions[0].add_block(body)
    top = Builder.at_start(body)
    for k, (lb, step) in enumerate(zip(lbs, steps)):
        iv = body.args[k]
        uses = list(iv.uses)
        v = composed_folded_apply(top, _DENORMALIZED_IV, [iv, lb, step])
        if isinstance(v, int):  # getValueOrCreateConstantIndexOp
            from .fuse import _value

            v = _value(top, v)
        if v is iv:
            continue
        for u in uses:
            u.owner.set_operand(u.index, v)
    for old_r, new_r in zip(loop.results, new.results):
        old_r.replace_all_uses_with(new_r)
    loop.erase()
    return new


def tile_using_forall(op: Operation, tile_sizes: Sequence = (), num_threads: Sequence | None = None,
                      mapping=None) -> TiledResult:
    """tileToForallOpImpl: tile ``op`` with one scf.forall, by ``num_threads`` when given (ints or
    index Values), else by ``tile_sizes`` (then the forall is normalized). The op is replaced; the
    result's loops hold the forall. Raises TilingError when the op cannot be tiled."""
    res = tile_linalg_op(op, tile_sizes, use_forall=True, num_threads=num_threads, mapping=mapping)
    if num_threads is None and res.loops:
        res.loops[0] = normalize_forall(res.loops[0])
    return res
