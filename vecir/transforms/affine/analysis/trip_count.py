"""Constant trip counts of affine.for (upstream's getTripCountMapAndOperands/getConstantTripCount),
and of one affine.parallel IV seen as a loop (loop_dims.ParallelDim: its bound groups and step).

    affine.for %i = 0 to 10 step 3          -> 4
    affine.for %i = %a to min (d0 + 8, 5 + d0)(%a)   -> min(8, 5) = 5 (the difference of each
                                                       upper bound from the single lower bound)
    affine.for %i = max (0, d0)(%a) to 10   -> unknown (several lower bounds)
"""

from __future__ import annotations

from ....ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from ....ir.affine_simplify import simplify_affine_expr


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
    (lbs, ubs), values = _unify([(lb, for_op.lower_operands), (ub, for_op.upper_operands)])
    res = [simplify_affine_expr((u - lbs[0]).ceildiv(step), len(values), 0) for u in ubs]
    return AffineMap(len(values), 0, res), values


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
