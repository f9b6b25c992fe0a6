"""Loop utilities shared by the affine loop passes (upstream's LoopUtils): promoting single-iteration
loops, cloning unrolled bodies, cleanup-loop bounds.

    affine.for %i = 3 to 4 { use(%i) }      ==>   %c3 = arith.constant 3 : index (at function entry)
                                                  use(%c3)
"""

from __future__ import annotations

import math

from ...dialects import arith as ar
from ...dialects.affine._common import (
    canonicalize_map_and_operands, compose_affine_map_and_operands,
)
from ...dialects.affine.apply import ApplyOp
from ...ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymbolExpr
from ...ir.attrs import AffineMapAttr, IntegerAttr
from ...ir.affine_simplify import simplify_affine_expr
from ...ir.types import index
from .analysis.trip_count import constant_trip_count, trip_count_map


def make_apply(amap: AffineMap, operands, loc, before):
    op = ApplyOp.create(list(operands), [index] * len(amap.results), {"map": AffineMapAttr(amap)}, loc=loc)
    before.parent.insert_before(before, op)
    return op


def _function_entry(op):
    p = op.parent_op
    while p is not None and p.name not in ("func.func",):
        p = p.parent_op
    return p


def promote_if_single_iteration(for_op) -> bool:
    """upstream's promoteIfSingleIteration: a loop running once is replaced by its body."""
    if constant_trip_count(for_op) != 1 or len(for_op.lower_map.results) != 1:
        return False
    iv = for_op.induction_var
    block = for_op.parent
    if iv.has_uses:
        lb, _ = for_op.constant_bounds()
        if lb is not None:
            c = ar.ConstantOp.build_constant(IntegerAttr(lb, index), for_op.loc)
            fn = _function_entry(for_op)
            if fn is not None:
                fn.regions[0].blocks[0].prepend(c)
            else:
                block.insert_before(for_op, c)
            iv.replace_all_uses_with(c.results[0])
        else:
            lbm, ops = for_op.lower_map, list(for_op.lower_operands)
            if lbm.num_dims == 1 and lbm.num_symbols == 0 and lbm.results == (AffineDimExpr(0),):
                iv.replace_all_uses_with(ops[0])
            else:
                iv.replace_all_uses_with(make_apply(lbm, ops, for_op.loc, for_op).results[0])
    for arg, init in zip(for_op.region_iter_args, for_op.inits):
        arg.replace_all_uses_with(init)
    body = for_op.regions[0].blocks[0]
    yld = body.terminator
    for r, y in zip(for_op.results, list(yld.operands)):
        r.replace_all_uses_with(y)
    yld.erase()
    for op in list(body.ops):
        op.detach()
        block.insert_before(for_op, op)
    for_op.erase()
    return True


def generate_unrolled_body(for_op, factor: int, iv_remap) -> None:
    """Append factor - 1 copies of the body before its terminator (upstream's generateUnrolledLoop);
    iter_args of copy i are the values copy i - 1 yields."""
    body = for_op.regions[0].blocks[0]
    yld = body.terminator
    originals = [op for op in body.ops if op is not yld]
    iv = for_op.induction_var
    yielded = list(yld.operands)
    last = list(yielded)
    for i in range(1, factor):
        mapping = dict(zip(for_op.region_iter_args, last))
        if iv.has_uses:
            mapping[iv] = iv_remap(i, iv, yld)
        for op in originals:
            body.insert_before(yld, op.clone(mapping))
        for k, y in enumerate(yielded):
            d = y.defining_op
            if d is not None and d.parent is body:
                last[k] = mapping[y]
    yld.set_operands(last)


def largest_divisor_of_trip_count(for_op) -> int:
    tm = trip_count_map(for_op)
    if tm is None:
        return 1
    g = None
    for e in tm[0].results:
        v = abs(e.value) if type(e) is AffineConstantExpr else e.get_largest_known_divisor()
        g = v if g is None else math.gcd(g, v)
    return 1 if g is None else g


def cleanup_lower_bound(for_op, factor: int):
    """((map, operands) of the unrolled loop's new upper bound, (map, operands) of the cleanup loop's
    lower bound): lb + (tc - tc mod factor) * step for each trip count expression, and for a
    non-constant trip count also lb itself (a max) in the cleanup bound (upstream's
    getCleanupLoopLowerBound); None when not expressible."""
    lbm = for_op.lower_map
    if len(lbm.results) != 1:
        return None
    tm = trip_count_map(for_op)
    if tm is None:
        return None
    tmap, tops = tm
    step = for_op.step_value
    created = []
    lb = make_apply(lbm, list(for_op.lower_operands), for_op.loc, for_op)
    created.append(lb)
    bumps = []
    for e in tmap.results:
        b = make_apply(AffineMap(tmap.num_dims, tmap.num_symbols, [(e - e % factor) * step]), tops,
                       for_op.loc, for_op)
        created.append(b)
        bumps.append(b)
    n = len(tmap.results)
    ops = [lb.results[0]] + [b.results[0] for b in bumps]
    exprs = [AffineDimExpr(0) + AffineDimExpr(i + 1) for i in range(n)]
    main = _composed(AffineMap(1 + n, 0, exprs), ops)
    cleanup = main
    if not all(type(e) is AffineConstantExpr for e in tmap.results):
        # the trip count may be negative: the cleanup loop must not start below the original lb.
        # The lb joins the finished bound after it (its operands after the bound's), then the
        # whole is composed again, as iree-opt 3.13 orders them: max(bound[%m], lb[%n]) keeps
        # %m first even where the bound lost %n to simplification
        cleanup = _composed(*_join_maps(main, (lbm, list(for_op.lower_operands))))
    for op in created[::-1]:
        if not any(r.has_uses for r in op.results):
            op.erase()
    return main, cleanup


def _join_maps(a, b):
    """The results of map a then map b, over a's dims, b's dims, a's symbols, b's symbols."""
    (am, aops), (bm, bops) = a, b
    nd, ns = am.num_dims + bm.num_dims, am.num_symbols + bm.num_symbols
    ar = am.replace_dims_and_symbols([AffineDimExpr(i) for i in range(am.num_dims)],
                                     [AffineSymbolExpr(i) for i in range(am.num_symbols)], nd, ns)
    br = bm.shift_dims(am.num_dims).shift_symbols(am.num_symbols)
    ops = (aops[:am.num_dims] + bops[:bm.num_dims] + aops[am.num_dims:] + bops[bm.num_dims:])
    return AffineMap(nd, ns, list(ar.results) + list(br.results)), ops


def _composed(m, ops):
    m, ops = compose_affine_map_and_operands(m, list(ops))
    m = AffineMap(m.num_dims, m.num_symbols,
                  [simplify_affine_expr(e, m.num_dims, m.num_symbols) for e in m.results])
    return canonicalize_map_and_operands(m, ops)
