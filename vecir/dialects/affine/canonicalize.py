"""Folders and canonicalization patterns of the affine dialect (upstream's AffineOps.cpp), attached
to the op classes in upstream's registration order.

    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = affine.load %A[%a + 1] : memref<10xf32>       ==>  %v = affine.load %A[%i * 2 + 1] : ...
    affine.store %v, %A[%c4] : memref<10xf32>           ==>  affine.store %v, %A[4] : ...
"""

from __future__ import annotations

from ...ir.affine import (
    AffineBinaryExpr, AffineConstantExpr, AffineDimExpr, AffineMap, ceil_div, flatten_affine_expr, floor_div,
    get_affine_binary_expr, mod, remove_duplicate_exprs,
)
from ...ir.affine_expr import ADD, CEILDIV, FLOORDIV, MOD
from ...ir.attrs import AffineMapAttr, IntegerAttr, IntegerSetAttr
from ._common import (
    canonicalize_map_and_operands, compose_affine_map_and_operands, compose_set_and_operands, constant_attr,
    for_iv_owner,
)

# ------------------------------------------------------------------------------------------------
# bounds of expressions from the constant bounds of affine.for induction variables


def _iv_lower(v):
    f = for_iv_owner(v)
    if f is not None and f.lower_map.is_single_constant():
        return f.lower_map.get_single_constant_result()
    return None


def _iv_upper(v):
    f = for_iv_owner(v)
    if f is None or not f.upper_map.is_single_constant():
        return None
    ub = f.upper_map.get_single_constant_result()
    if f.lower_map.is_single_constant():
        lb = f.lower_map.get_single_constant_result()
        return ub - 1 - _c_rem(ub - lb - 1, f.step_value)
    return ub - 1


def _c_rem(a: int, b: int) -> int:
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def bound_for_expr(e, nd: int, ns: int, lows, highs, upper: bool):
    """upstream's getBoundForAffineExpr: a constant (inclusive) bound of ``e`` or None."""
    if isinstance(e, AffineBinaryExpr) and e.kind in (FLOORDIV, CEILDIV, MOD):
        c = e.rhs.value if type(e.rhs) is AffineConstantExpr else None
        if e.kind == FLOORDIV:
            if c is None or c < 1:
                return None
            b = bound_for_expr(e.lhs, nd, ns, lows, highs, upper)
            return None if b is None else floor_div(b, c)
        if e.kind == CEILDIV:
            if c is None or c < 1:
                return None
            b = bound_for_expr(e.lhs, nd, ns, lows, highs, upper)
            return None if b is None else ceil_div(b, c)
        if c is not None and c >= 1:
            # both ends of the dividend: upstream takes the second one with `upper` too, so a lower
            # bound compares the dividend's lower bound with itself and claims `lb mod c` even when
            # the dividend spans several periods (iree-opt 3.13 drops `(d0 + 10) mod 12` from
            # `min((d0 + 5) mod 10, (d0 + 10) mod 12)` for d0 >= 0, a miscompile)
            lb = bound_for_expr(e.lhs, nd, ns, lows, highs, False)
            ub = bound_for_expr(e.lhs, nd, ns, lows, highs, True)
            if ub is not None and lb is not None and floor_div(lb, c) == floor_div(ub, c):
                return mod(ub, c) if upper else mod(lb, c)
            return c - 1 if upper else 0
    flat = flatten_affine_expr(e, nd, ns)
    if flat is None:
        return None
    coeffs, local_exprs = flat
    if local_exprs:
        return None
    bound = 0
    for i in range(nd + ns):
        k = coeffs[i]
        if k > 0:
            b = highs[i] if upper else lows[i]
        elif k < 0:
            b = lows[i] if upper else highs[i]
        else:
            continue
        if b is None:
            return None
        bound += b * k
    return bound + coeffs[-1]


def _operand_bounds(operands):
    return [_iv_lower(v) for v in operands], [_iv_upper(v) for v in operands]


def _largest_known_divisor(e, operands) -> int:
    if type(e) is not AffineDimExpr:
        return e.get_largest_known_divisor()
    f = for_iv_owner(operands[e.position])
    if f is None:
        return 1
    lm = f.lower_map
    if lm.is_single_constant() and lm.get_single_constant_result() == 0:
        return f.step_value
    from math import gcd

    d = lm.get_largest_known_divisor_of_map_exprs()
    return gcd(d if d is not None else (1 << 64) - 1, f.step_value)


def _non_negative_bounded_by(e, operands, k: int) -> bool:
    if type(e) is AffineConstantExpr:
        return 0 <= e.value < k
    if type(e) is not AffineDimExpr:
        return False
    f = for_iv_owner(operands[e.position])
    if f is None:
        return False
    lb, ub = f.constant_bounds()
    return lb is not None and lb >= 0 and ub is not None and ub <= k


def _q_times_d_plus_r(e, operands):
    if not (isinstance(e, AffineBinaryExpr) and e.kind == ADD):
        return None
    a, b = e.lhs, e.rhs
    d = _largest_known_divisor(a, operands)
    if _non_negative_bounded_by(b, operands, d):
        return d, a, b
    d = _largest_known_divisor(b, operands)
    if _non_negative_bounded_by(a, operands, d):
        return d, b, a
    return None


def _simplify_expr_with_operands(e, nd: int, ns: int, operands):
    """upstream's simplifyExprAndOperands: floordiv/ceildiv/mod by constants with operand bounds."""
    if not isinstance(e, AffineBinaryExpr):
        return e
    lhs = _simplify_expr_with_operands(e.lhs, nd, ns, operands)
    rhs = _simplify_expr_with_operands(e.rhs, nd, ns, operands)
    e = get_affine_binary_expr(e.kind, lhs, rhs)
    if not isinstance(e, AffineBinaryExpr) or e.kind not in (FLOORDIV, CEILDIV, MOD):
        return e
    lhs, rhs = e.lhs, e.rhs
    if type(rhs) is not AffineConstantExpr or rhs.value <= 0:
        return e
    c = rhs.value
    lows, highs = _operand_bounds(operands)
    lb = lhs.value if type(lhs) is AffineConstantExpr else bound_for_expr(lhs, nd, ns, lows, highs, False)
    ub = lhs.value if type(lhs) is AffineConstantExpr else bound_for_expr(lhs, nd, ns, lows, highs, True)
    if lb is not None and ub is not None:
        if e.kind == FLOORDIV and floor_div(lb, c) == floor_div(ub, c):
            return AffineConstantExpr(floor_div(lb, c))
        if e.kind == CEILDIV and ceil_div(lb, c) == ceil_div(ub, c):
            return AffineConstantExpr(ceil_div(lb, c))
        if e.kind == MOD and 0 <= lb < c and ub < c:
            return lhs
    q = _q_times_d_plus_r(lhs, operands)
    if q is not None:
        d, qd, r = q
        if c % d == 0 and e.kind == FLOORDIV:
            return qd.floordiv(rhs)
        if d % c == 0 and e.kind == MOD:
            return r.mod(rhs)
        return e
    if (_non_negative_bounded_by(lhs, operands, c) and e.kind == FLOORDIV) or (
            _largest_known_divisor(lhs, operands) % c == 0 and e.kind == MOD):
        return AffineConstantExpr(0)
    return e


def simplify_map_with_operands(m: AffineMap, operands) -> AffineMap:
    return AffineMap(m.num_dims, m.num_symbols,
                     [_simplify_expr_with_operands(e, m.num_dims, m.num_symbols, operands) for e in m.results])


def simplify_min_max_with_operands(m: AffineMap, operands, is_max: bool) -> AffineMap:
    """upstream's simplifyMinOrMaxExprWithOperands: drop results another result always dominates."""
    if not operands:
        return m
    lows_o, highs_o = _operand_bounds(operands)
    nd, ns = m.num_dims, m.num_symbols
    lows, highs = [], []
    for e in m.results:
        if type(e) is AffineConstantExpr:
            lows.append(e.value)
            highs.append(e.value)
        else:
            lows.append(bound_for_expr(e, nd, ns, lows_o, highs_o, False))
            highs.append(bound_for_expr(e, nd, ns, lows_o, highs_o, True))
    keep = []
    for i, e in enumerate(m.results):
        if lows[i] is not None and highs[i] is not None and lows[i] == highs[i]:
            e = AffineConstantExpr(lows[i])
        mine, others, other_lo = (highs, lows, highs) if is_max else (lows, highs, lows)
        if mine[i] is None:
            keep.append(e)
            continue
        redundant = False
        for pos, ob in enumerate(others):
            if pos == i or ob is None:
                continue
            if (ob > mine[i]) if is_max else (ob < mine[i]):
                redundant = True
                break
            if (ob < mine[i]) if is_max else (ob > mine[i]):
                continue
            if other_lo[pos] is not None and lows[i] is not None and lows[i] == highs[i] \
                    and ob == other_lo[pos] and i < pos:
                continue
            redundant = True
            break
        if not redundant:
            keep.append(e)
    return AffineMap(nd, ns, keep)


# ------------------------------------------------------------------------------------------------
# folders


def _fold_bound(op, lower: bool) -> bool:
    ops = op.lower_operands if lower else op.upper_operands
    m = op.lower_map if lower else op.upper_map
    vals = []
    for v in ops:
        c = constant_attr(v)
        vals.append(c.value if isinstance(c, IntegerAttr) else None)
    _, results = m.partial_constant_fold(vals)
    if results is None or not results:
        return False
    v = max(results) if lower else min(results)
    const = AffineMap.constant_map(v)
    if lower:
        op.set_bounds(const, [], op.upper_map, op.upper_operands)
    else:
        op.set_bounds(op.lower_map, op.lower_operands, const, [])
    return True


def _canonicalize_loop_bounds(op) -> bool:
    lb_ops, ub_ops = list(op.lower_operands), list(op.upper_operands)
    lb, ub = op.lower_map, op.upper_map
    prev_lb, prev_ub = lb, ub
    lb, lb_ops = compose_affine_map_and_operands(lb, lb_ops)
    lb, lb_ops = canonicalize_map_and_operands(lb, lb_ops)
    lb = simplify_min_max_with_operands(lb, lb_ops, True)
    ub = simplify_min_max_with_operands(ub, ub_ops, False)
    lb = remove_duplicate_exprs(lb)
    ub, ub_ops = compose_affine_map_and_operands(ub, ub_ops)
    ub, ub_ops = canonicalize_map_and_operands(ub, ub_ops)
    ub = remove_duplicate_exprs(ub)
    if lb is prev_lb and ub is prev_ub:
        return False
    if lb is prev_lb:
        lb_ops = list(op.lower_operands)
    if ub is prev_ub:
        ub_ops = list(op.upper_operands)
    op.set_bounds(lb, lb_ops, ub, ub_ops)
    return True


def fold_for(op):
    folded = False
    lb_c, ub_c = op.constant_bounds()
    if lb_c is None:
        folded |= _fold_bound(op, True)
    if op.constant_bounds()[1] is None:
        folded |= _fold_bound(op, False)
    folded |= _canonicalize_loop_bounds(op)
    if op.trip_count() == 0 and op.results:
        return list(op.inits)
    empty = _fold_empty_loop(op)
    if empty is not None:
        return empty
    return op if folded else None


def _fold_empty_loop(op):
    """The results of an affine.for whose body is only its yield (upstream's AffineForEmptyLoopFolder,
    part of the fold hook, so every greedy driver and lower-affine apply it):

        %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) { affine.yield %a : f32 }   ==>  %x

    A yielded iter_arg stands for its init, a value from outside for itself; None when the body
    holds more, the loop has no results, the induction variable is yielded (its last value is not
    computed), or the answer depends on a trip count that is unknown (or >= 2 with a permutation)."""
    body = op.regions[0].blocks[0]
    if len(body) != 1 or not op.results:
        return None
    tc = op.trip_count()
    if tc == 0:
        return list(op.inits)
    iv, iter_args, inits = body.args[0], list(op.region_iter_args), list(op.inits)
    repl, outside, out_of_order = [], False, False
    for i, v in enumerate(body.last.operands):
        if v is iv:
            return None
        if v in iter_args:
            pos = iter_args.index(v)
            out_of_order |= pos != i
            repl.append(inits[pos])
        else:
            outside = True
            repl.append(v)
    if tc is None and (outside or out_of_order):
        return None
    if tc is not None and tc >= 2 and out_of_order:
        return None
    return repl


def fold_if(op):
    s = op.integer_set
    ops = list(op.operands)
    s, ops = compose_set_and_operands(s, ops)
    s, ops = canonicalize_map_and_operands(s, ops)
    if s is op.integer_set and ops == list(op.operands):
        return None
    op.properties["condition"] = IntegerSetAttr(s)
    op.set_operands(ops)
    return op


def fold_parallel(op):
    lm, lops = op.lower_map, list(op.lower_operands)
    um, uops = op.upper_map, list(op.upper_operands)
    nlm, nlops = _value_map_canonicalize(lm, lops)
    num, nuops = _value_map_canonicalize(um, uops)
    if nlm is None and num is None:
        return None
    if nlm is None:
        nlm, nlops = lm, lops
    if num is None:
        num, nuops = um, uops
    op.set_operands(nlops + nuops)
    op.properties["lowerBoundsMap"] = AffineMapAttr(nlm)
    op.properties["upperBoundsMap"] = AffineMapAttr(num)
    return op


def _value_map_canonicalize(m, ops):
    nm, nops = compose_affine_map_and_operands(m, ops)
    if nm is m and nops == ops:
        return None, None
    return nm, nops
