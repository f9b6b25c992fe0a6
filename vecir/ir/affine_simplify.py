"""Flattening simplifier for affine expressions (upstream's simplifyAffineExpr).

An expression is flattened into a linear form over ``[dims, symbols, locals, constant]`` where
each local stands for a floordiv/ceildiv (mod becomes ``e - c * (e floordiv c)``) or, for
semi-affine expressions, for a whole product/division/mod by a symbolic value. The canonical
expression is then rebuilt from that form with the simplifying operators, in the same order as
upstream's ``SimpleAffineExprFlattener`` + ``getAffineExprFromFlatForm`` /
``getSemiAffineExprFromFlatForm``, so the result prints like ``mlir-opt`` prints it.
"""

from __future__ import annotations

from math import gcd
from typing import Sequence

from vecir.ir.affine_expr import (
    ADD,
    CEILDIV,
    MOD,
    MUL,
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymbolExpr,
    _c_div,
    _fits64,
    _wrap64,
    get_affine_binary_expr,
)
from vecir.ir.affine_map import AffineMap, IntegerSet

__all__ = [
    "simplify_affine_expr", "simplify_affine_map", "simplify_integer_set",
    "get_affine_expr_from_flat_form", "flatten_affine_expr",
]

_ZERO = AffineConstantExpr(0)


def get_affine_expr_from_flat_form(flat: Sequence[int], num_dims: int, num_symbols: int,
                                   local_exprs: Sequence[AffineExpr]) -> AffineExpr:
    """Rebuild ``sum(coeff * id) + sum(coeff * local) + constant`` with the simplifying operators."""
    expr: AffineExpr = _ZERO
    nds = num_dims + num_symbols
    for j in range(nds):
        c = flat[j]
        if c:
            ident = AffineDimExpr(j) if j < num_dims else AffineSymbolExpr(j - num_dims)
            expr = expr + ident * AffineConstantExpr(c)
    for j in range(nds, len(flat) - 1):
        c = flat[j]
        if c:
            expr = expr + local_exprs[j - nds] * AffineConstantExpr(c)
    if flat[-1]:
        expr = expr + AffineConstantExpr(flat[-1])
    return expr


def _semi_affine_expr_from_flat_form(flat: Sequence[int], num_dims: int, num_symbols: int,
                                     local_exprs: Sequence[AffineExpr]) -> AffineExpr:
    """Rebuild a semi-affine expression with terms sorted by (dim/symbol position, key), so that
    it reads like ``d0 + d0 * s0 + s0 + d1 * s1 + s1`` (upstream getSemiAffineExprFromFlatForm)."""
    nds = num_dims + num_symbols
    wide = max(num_dims, num_symbols)
    indices: list[tuple[int, int]] = []
    index_expr: dict[tuple[int, int], AffineExpr] = {}
    coeffs: dict[tuple[int, int], int] = {}

    def add_entry(index, coeff, e) -> bool:
        # Upstream asserts keys are unique. Its release build keeps the first entry and visits the
        # key twice, which changes the value: `-(d2 mod s1 + (d2 * s1) mod 2)` would become
        # `(d2 mod s1) * -2 + ...` (the product and the mod share the key (d2, s1)). vecir keeps
        # the meaning instead: a second local with a taken key is added after the sorted terms.
        if index in coeffs:
            return False
        indices.append(index)
        coeffs[index] = coeff
        index_expr[index] = e
        return True

    offset_sym = 0
    offset_dim = -1
    for j in range(num_dims, nds):
        if flat[j]:
            add_entry((j - num_dims, wide + offset_sym), flat[j], AffineSymbolExpr(j - num_dims))
            offset_sym += 1

    added = [False] * (len(flat) - nds - 1)
    for i, e in enumerate(local_exprs):
        c = flat[nds + i]
        if c == 0:
            continue
        lhs, rhs = e.lhs, e.rhs
        tl, tr = type(lhs), type(rhs)
        if not ((tl is AffineDimExpr or tl is AffineSymbolExpr)
                and (tr is AffineDimExpr or tr is AffineSymbolExpr or tr is AffineConstantExpr)):
            continue
        if tr is AffineConstantExpr:
            if tl is AffineDimExpr:
                added[i] = add_entry((lhs.position, offset_dim), c, e)
                offset_dim -= 1
            else:
                added[i] = add_entry((lhs.position, wide + offset_sym), c, e)
                offset_sym += 1
        elif tl is AffineDimExpr:
            added[i] = add_entry((lhs.position, rhs.position), c, e)
        else:
            added[i] = add_entry((lhs.position, wide + offset_sym), c, e)
            offset_sym += 1

    for j in range(num_dims):
        if flat[j]:
            add_entry((j, offset_dim), flat[j], AffineDimExpr(j))
            offset_dim -= 1

    expr: AffineExpr = _ZERO
    for index in sorted(indices):
        expr = expr + index_expr[index] * AffineConstantExpr(coeffs[index])
    for j in range(nds, len(flat) - 1):
        if flat[j] == 0 or added[j - nds]:
            continue
        expr = expr + local_exprs[j - nds] * AffineConstantExpr(flat[j])
    if flat[-1]:
        expr = expr + AffineConstantExpr(flat[-1])
    return expr


class _Flattener:
    """Port of upstream's SimpleAffineExprFlattener."""

    __slots__ = ("nd", "ns", "num_locals", "stack", "local_exprs")

    def __init__(self, num_dims: int, num_symbols: int):
        self.nd = num_dims
        self.ns = num_symbols
        self.num_locals = 0
        self.stack: list[list[int]] = []
        self.local_exprs: list[AffineExpr] = []

    def _new_row(self) -> list[int]:
        row = [0] * (self.nd + self.ns + self.num_locals + 1)
        self.stack.append(row)
        return row

    def _from_flat(self, flat: Sequence[int]) -> AffineExpr:
        return get_affine_expr_from_flat_form(flat, self.nd, self.ns, self.local_exprs)

    def _find_local(self, e: AffineExpr) -> int:
        for i, le in enumerate(self.local_exprs):
            if le is e:
                return i
        return -1

    def _add_local(self, e: AffineExpr) -> None:
        at = self.nd + self.ns + self.num_locals
        for row in self.stack:
            row.insert(at, 0)
        self.local_exprs.append(e)
        self.num_locals += 1

    def _set_to_expr(self, e: AffineExpr, result: list[int]) -> bool:
        """Make `result` stand for `e` (upstream addExprToFlattenedList)."""
        t = type(e)
        if t is AffineConstantExpr:
            result[:] = [0] * len(result)
            result[-1] = e.value
            return True
        if t is AffineDimExpr:
            result[:] = [0] * len(result)
            result[e.position] = 1
            return True
        if t is AffineSymbolExpr:
            result[:] = [0] * len(result)
            result[self.nd + e.position] = 1
            return True
        loc = self._find_local(e)
        if loc == -1:
            self._add_local(e)  # also widens `result`, which is on the stack
            loc = self.num_locals - 1
        result[:] = [0] * len(result)
        result[self.nd + self.ns + loc] = 1
        return True

    def walk(self, e: AffineExpr) -> bool:
        t = type(e)
        if t is AffineDimExpr:
            if e.position >= self.nd:
                raise ValueError(f"d{e.position} used with only {self.nd} dims")
            self._new_row()[e.position] = 1
            return True
        if t is AffineSymbolExpr:
            if e.position >= self.ns:
                raise ValueError(f"s{e.position} used with only {self.ns} symbols")
            self._new_row()[self.nd + e.position] = 1
            return True
        if t is AffineConstantExpr:
            self._new_row()[-1] = e.value
            return True
        if not self.walk(e.lhs) or not self.walk(e.rhs):
            return False
        k = e.kind
        if k == ADD:
            rhs = self.stack.pop()
            lhs = self.stack[-1]
            for i, v in enumerate(rhs):
                t = lhs[i] + v
                if not _fits64(t):
                    return False  # overflow: leave the expression alone
                lhs[i] = t
            return True
        if k == MUL:
            return self._visit_mul(e)
        if k == MOD:
            return self._visit_mod(e)
        return self._visit_div(e, k == CEILDIV)

    def _visit_mul(self, e: AffineBinaryExpr) -> bool:
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if type(e.rhs) is not AffineConstantExpr:
            a, b = self._from_flat(lhs), self._from_flat(rhs)
            return self._set_to_expr(a * b, lhs)
        c = rhs[-1]
        for i, v in enumerate(lhs):
            t = v * c
            if not _fits64(t):
                return False
            lhs[i] = t
        return True

    def _visit_mod(self, e: AffineBinaryExpr) -> bool:
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if type(e.rhs) is not AffineConstantExpr:
            a, b = self._from_flat(lhs), self._from_flat(rhs)
            return self._set_to_expr(a.mod(b), lhs)
        c = rhs[-1]
        if c <= 0:
            return False
        if all(v % c == 0 for v in lhs):
            lhs[:] = [0] * len(lhs)
            return True
        # e mod c == e - c * q with q = e floordiv c; cancel the gcd inside q.
        g = c
        for v in lhs:
            g = gcd(g, abs(v))
        dividend = [_c_div(v, g) for v in lhs] if g != 1 else list(lhs)
        q = self._from_flat(dividend).floordiv(AffineConstantExpr(c // g))
        loc = self._find_local(q)
        if loc == -1:
            self._add_local(q)
            lhs[self.nd + self.ns + self.num_locals - 1] = -c
        else:
            lhs[self.nd + self.ns + loc] = _wrap64(lhs[self.nd + self.ns + loc] - c)
        return True

    def _visit_div(self, e: AffineBinaryExpr, ceil: bool) -> bool:
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if type(e.rhs) is not AffineConstantExpr:
            a, b = self._from_flat(lhs), self._from_flat(rhs)
            return self._set_to_expr(a.ceildiv(b) if ceil else a.floordiv(b), lhs)
        c = rhs[-1]
        if c <= 0:
            return False
        g = c
        for v in lhs:
            g = gcd(g, abs(v))
        if g != 1:
            lhs[:] = [_c_div(v, g) for v in lhs]
        divisor = c // g
        if divisor == 1:
            return True
        a = self._from_flat(lhs)
        b = AffineConstantExpr(divisor)
        q = a.ceildiv(b) if ceil else a.floordiv(b)
        loc = self._find_local(q)
        if loc == -1:
            self._add_local(q)
            loc = self.num_locals - 1
        lhs[:] = [0] * len(lhs)
        lhs[self.nd + self.ns + loc] = 1
        return True


def flatten_affine_expr(expr: AffineExpr, num_dims: int, num_symbols: int
                        ) -> tuple[list[int], list[AffineExpr]] | None:
    """Flat form ``[dims, symbols, locals, constant]`` of `expr` and its local expressions, or
    None when the expression divides by a non-positive constant."""
    f = _Flattener(num_dims, num_symbols)
    if not f.walk(expr):
        return None
    return f.stack[-1], f.local_exprs


# -- semi-affine pre-simplification -------------------------------------------------------------


def _can_simplify_division_by_symbol(e: AffineExpr, pos: int, op_kind: str,
                                     from_mul: bool = False) -> bool:
    t = type(e)
    if t is AffineConstantExpr:
        return e.value == 0
    if t is AffineDimExpr:
        return False
    if t is AffineSymbolExpr:
        return e.position == pos
    k = e.kind
    if k == ADD:
        return (_can_simplify_division_by_symbol(e.lhs, pos, op_kind)
                and _can_simplify_division_by_symbol(e.rhs, pos, op_kind))
    if k == MOD:
        return (_can_simplify_division_by_symbol(e.lhs, pos, MOD)
                and _can_simplify_division_by_symbol(e.rhs, pos, MOD))
    if k == MUL:
        return (_can_simplify_division_by_symbol(e.lhs, pos, op_kind, True)
                or _can_simplify_division_by_symbol(e.rhs, pos, op_kind, True))
    # floordiv / ceildiv commute with a division of the same kind, not under a product.
    if op_kind != k or from_mul:
        return False
    return _can_simplify_division_by_symbol(e.lhs, pos, k)


def _symbolic_divide(e: AffineExpr, pos: int, op_kind: str) -> AffineExpr | None:
    t = type(e)
    if t is AffineConstantExpr:
        return _ZERO if e.value == 0 else None
    if t is AffineDimExpr:
        return None
    if t is AffineSymbolExpr:
        return AffineConstantExpr(1)
    k = e.kind
    if k == ADD or k == MOD:
        sub_kind = op_kind if k == ADD else MOD
        a = _symbolic_divide(e.lhs, pos, sub_kind)
        b = _symbolic_divide(e.rhs, pos, sub_kind)
        return None if a is None or b is None else get_affine_binary_expr(k, a, b)
    if k == MUL:
        if not _can_simplify_division_by_symbol(e.lhs, pos, op_kind):
            b = _symbolic_divide(e.rhs, pos, op_kind)
            return None if b is None else e.lhs * b
        a = _symbolic_divide(e.lhs, pos, op_kind)
        return None if a is None else a * e.rhs
    a = _symbolic_divide(e.lhs, pos, k)
    return None if a is None else get_affine_binary_expr(k, a, e.rhs)


def _summands(e: AffineExpr, out: list) -> None:
    if type(e) is AffineBinaryExpr and e.kind == ADD:
        _summands(e.lhs, out)
        _summands(e.rhs, out)
    else:
        out.append(e)


def _negated(e: AffineExpr) -> AffineExpr | None:
    """x if e is ``x * -1`` (or ``-1 * x``), else None."""
    if type(e) is not AffineBinaryExpr or e.kind != MUL:
        return None
    if type(e.lhs) is AffineConstantExpr and e.lhs.value == -1:
        return e.rhs
    if type(e.rhs) is AffineConstantExpr and e.rhs.value == -1:
        return e.lhs
    return None


def _is_mod_of_mod_subtraction(lhs: AffineExpr, rhs: AffineExpr, nd: int, ns: int) -> bool:
    """True when lhs is ``x - x mod rhs`` (summands in any order), so lhs mod rhs == 0."""
    summands: list[AffineExpr] = []
    _summands(lhs, summands)
    for i, cur in enumerate(summands):
        inner = _negated(cur)
        if inner is None or type(inner) is not AffineBinaryExpr or inner.kind != MOD:
            continue
        if inner.rhs is not rhs:
            continue
        diff: AffineExpr = _ZERO
        for j, s in enumerate(summands):
            if j != i:
                diff = diff + s
        diff = simplify_affine_expr(diff - inner.lhs, nd, ns)
        if type(diff) is AffineConstantExpr and diff.value == 0:
            return True
    return False


def _simplify_semi_affine(e: AffineExpr, nd: int, ns: int) -> AffineExpr:
    if type(e) is not AffineBinaryExpr:
        return e
    k = e.kind
    if k == ADD or k == MUL:
        return get_affine_binary_expr(k, _simplify_semi_affine(e.lhs, nd, ns),
                                      _simplify_semi_affine(e.rhs, nd, ns))
    s_lhs = _simplify_semi_affine(e.lhs, nd, ns)
    s_rhs = _simplify_semi_affine(e.rhs, nd, ns)
    if _is_mod_of_mod_subtraction(s_lhs, s_rhs, nd, ns):
        return _ZERO
    if type(s_rhs) is not AffineSymbolExpr:
        return get_affine_binary_expr(k, s_lhs, s_rhs)
    pos = s_rhs.position
    if not _can_simplify_division_by_symbol(e.lhs, pos, k):
        return get_affine_binary_expr(k, s_lhs, s_rhs)
    if k == MOD:
        return _ZERO
    q = _symbolic_divide(s_lhs, pos, k)
    return q if q is not None else get_affine_binary_expr(k, s_lhs, s_rhs)


# -- public entry points --------------------------------------------------------------------------


def simplify_affine_expr(expr: AffineExpr, num_dims: int, num_symbols: int) -> AffineExpr:
    """Upstream's simplifyAffineExpr: flatten, then rebuild the canonical expression."""
    if not expr._pure:
        expr = _simplify_semi_affine(expr, num_dims, num_symbols)
    f = _Flattener(num_dims, num_symbols)
    if not f.walk(expr):
        return expr
    flat = f.stack[-1]
    if expr._pure:
        return get_affine_expr_from_flat_form(flat, num_dims, num_symbols, f.local_exprs)
    if expr is get_affine_expr_from_flat_form(flat, num_dims, num_symbols, f.local_exprs):
        return expr
    return _semi_affine_expr_from_flat_form(flat, num_dims, num_symbols, f.local_exprs)


def simplify_affine_map(map: AffineMap) -> AffineMap:
    nd, ns = map.num_dims, map.num_symbols
    return AffineMap(nd, ns, [simplify_affine_expr(e, nd, ns) for e in map.results])


def simplify_integer_set(set: IntegerSet) -> IntegerSet:
    """A light version of upstream's simplifyIntegerSet (which goes through Presburger sets).

    What it does, as upstream does it: each constraint is simplified; constant constraints are
    decided (a false one gives the canonical empty set ``1 == 0``; true inequalities are
    dropped, ``0 == 0`` equalities kept); linear constraints are divided by the gcd of their
    coefficients (tightening inequalities; an equality whose constant the gcd does not divide
    is empty); of inequalities differing only in their constant, the tightest stays (at its own
    position); equalities come first. With nothing left the result is the universe ``0 == 0``.
    Emptiness is otherwise only detected from single-variable bounds and opposite inequality
    pairs (upstream runs a full integer emptiness test), and div/mod constraints are kept as
    expressions (upstream re-expresses them with local-variable bounds).
    """
    nd, ns = set.num_dims, set.num_symbols
    empty = IntegerSet.get_empty_set(nd, ns)
    eqs: list[AffineExpr] = []
    ineqs: list[tuple[AffineExpr, tuple[int, ...] | None, int]] = []  # expr, coefficients, const
    linear: list[tuple[tuple[int, ...], int, bool]] = []
    for e, is_eq in zip(set.constraints, set.eq_flags):
        e = simplify_affine_expr(e, nd, ns)
        key = None
        const = 0
        if type(e) is AffineConstantExpr:
            if (e.value != 0) if is_eq else (e.value < 0):
                return empty
            if not is_eq:
                continue
        else:
            flat = flatten_affine_expr(e, nd, ns) if e._pure else None
            if flat is not None and not flat[1]:
                coeffs = flat[0]
                g = 0
                for v in coeffs[:-1]:
                    g = gcd(g, abs(v))
                if g > 1:
                    if is_eq:
                        if coeffs[-1] % g:
                            return empty
                        coeffs = [v // g for v in coeffs]
                    else:
                        coeffs = [v // g for v in coeffs[:-1]] + [coeffs[-1] // g]
                    e = get_affine_expr_from_flat_form(coeffs, nd, ns, ())
                key, const = tuple(coeffs[:-1]), coeffs[-1]
                linear.append((key, const, is_eq))
        if is_eq:
            eqs.append(e)
        else:
            ineqs.append((e, key, const))
    if _bounds_infeasible(linear, nd + ns):
        return empty
    # Inequalities differing only in the constant: keep the tightest.
    best: dict[tuple[int, ...], int] = {}
    for i, (_, key, const) in enumerate(ineqs):
        if key is not None and (key not in best or const < ineqs[best[key]][2]):
            best[key] = i
    for key, i in best.items():
        neg = tuple(-v for v in key)
        if neg in best and ineqs[best[neg]][2] + ineqs[i][2] < 0:
            return empty  # a.x + c1 >= 0 and -a.x + c2 >= 0 with c1 + c2 < 0
    kept = [e for i, (e, key, _) in enumerate(ineqs) if key is None or best[key] == i]
    if not eqs and not kept:
        return IntegerSet.get_universe_set(nd, ns)
    return IntegerSet(nd, ns, eqs + kept, [True] * len(eqs) + [False] * len(kept))


def _bounds_infeasible(linear: list[tuple[tuple[int, ...], int, bool]], n: int) -> bool:
    """Integer bounds implied by single-variable constraints cross for some variable."""
    lo: list[int | None] = [None] * n
    hi: list[int | None] = [None] * n
    for key, c, is_eq in linear:
        nz = [i for i, v in enumerate(key) if v]
        if len(nz) != 1:
            continue
        x = nz[0]
        a = key[x]
        if is_eq:
            if c % a:
                return True
            l = h = -c // a
        elif a > 0:
            l, h = -(c // a), None  # x >= ceil(-c / a)
        else:
            l, h = None, c // -a    # x <= floor(c / -a)
        if l is not None:
            lo[x] = l if lo[x] is None else max(lo[x], l)
        if h is not None:
            hi[x] = h if hi[x] is None else min(hi[x], h)
    return any(l is not None and h is not None and l > h for l, h in zip(lo, hi))
