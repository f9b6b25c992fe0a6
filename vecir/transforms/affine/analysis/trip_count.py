"""Constant trip counts of affine.for (upstream's getTripCountMapAndOperands/getConstantTripCount),
and of one affine.parallel IV seen as a loop (loop_dims.ParallelDim: its bound groups and step).

    affine.for %i = 0 to 10 step 3          -> 4
    affine.for %i = %a to min (d0 + 8, 5 + d0)(%a)   -> min(8, 5) = 5 (the difference of each
                                                       upper bound from the single lower bound)
    affine.for %i = max (0, d0)(%a) to 10   -> unknown (several lower bounds)
"""

from __future__ import annotations

from ....dialects.affine._common import canonicalize_map_and_operands, compose_affine_map_and_operands
from ....ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymbolExpr


def _unify(maps_and_operands):
    """Rewrite each map over one shared list of operands (each a dim), deduplicating values."""
    values: list = []
    pos: dict[int, int] = {}
    out = []
    for m, ops in maps_and_operands:
        repl = []
        for v in ops:
            if id(v) not in pos:
                pos[id(v)] = len(values)
                values.append(v)
            repl.append(AffineDimExpr(pos[id(v)]))
        out.append([e.replace_dims_and_symbols(repl[:m.num_dims], repl[m.num_dims:]) for e in m.results])
    return out, values


def value_map_difference(a_map, a_ops, b_map, b_ops):
    """upstream's AffineValueMap::difference: a - b over a's dims, b's dims, a's symbols, b's
    symbols, fully composed, canonicalized and simplified."""
    ops = (list(a_ops[:a_map.num_dims]) + list(b_ops[:b_map.num_dims]) + list(a_ops[a_map.num_dims:])
           + list(b_ops[b_map.num_dims:]))
    nd, ns = a_map.num_dims + b_map.num_dims, a_map.num_symbols + b_map.num_symbols
    bm = b_map.shift_dims(a_map.num_dims).shift_symbols(a_map.num_symbols)
    am = a_map.replace_dims_and_symbols(
        [AffineDimExpr(i) for i in range(a_map.num_dims)],
        [AffineSymbolExpr(i) for i in range(a_map.num_symbols)], nd, ns)
    diff = AffineMap(nd, ns, [x - y for x, y in zip(am.results, bm.results)])
    m, ops = compose_affine_map_and_operands(diff, ops)
    # AffineValueMap::canonicalize() afterwards: dims that simplification left unused go away; then
    # simplified once more, as upstream's difference does after composing (which simplified already):
    # the second round folds what the first one rebuilt, s0 * 10 - (s0 + 4) * 10 + 44 -> 4
    m, ops = canonicalize_map_and_operands(m, ops)
    return m.simplify(), ops


def trip_count_map(for_op) -> tuple[AffineMap, list] | None:
    """The map (over the returned operands) whose results are the possible trip counts (the loop
    runs min(results) times, clamped at 0); None where upstream gives no map (multi-result lb)."""
    step = for_op.step_value
    lb, ub = for_op.lower_map, for_op.upper_map
    clb, cub = for_op.constant_bounds()
    if clb is not None and cub is not None:
        return AffineMap(0, 0, [AffineConstantExpr(-(-(cub - clb) // step))]), []
    if len(lb.results) != 1:
        return None
    # each upper bound minus the lower bound, with affine.apply producers composed in (so a bound
    # %k = 4 * %m is known to be a multiple of 4), then divided by the step
    splat = AffineMap(lb.num_dims, lb.num_symbols, [lb.results[0]] * len(ub.results))
    diff, values = value_map_difference(ub, list(for_op.upper_operands), splat, list(for_op.lower_operands))
    # the difference is simplified (AffineValueMap::difference), the division by the step is not:
    # only the expression builder's own folds apply, so ((s0 * 3) mod 12) ceildiv 3 stays as is (the
    # flattener would rewrite it to s0 mod 4) and the cleanup bounds built on it print as upstream's
    res = [e.ceildiv(step) for e in diff.results]
    return AffineMap(diff.num_dims, diff.num_symbols, res), values


def constant_trip_count(for_op) -> int | None:
    """The constant number of iterations, or None when some trip-count expression is not constant."""
    tm = trip_count_map(for_op)
    if tm is None:
        return None
    m, _ = tm
    best = None
    for e in m.results:
        if type(e) is not AffineConstantExpr:
            return None
        best = e.value if best is None else min(best, e.value)
    if best is None:
        return None
    return max(best, 0)
