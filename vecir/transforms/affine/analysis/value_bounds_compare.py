"""ValueBoundsConstraintSet::compare at upstream's precision: the same constraints as
``value_bounds`` (every value reached backwards from the operands, modelled as there), decided the
way upstream's IntegerRelation::isEmpty decides them, not exactly as isl does.

Upstream proves ``lhs < rhs`` by adding the inverse relation ``lhs - rhs >= 0`` and asking whether
the constraint set became empty: the GCD test on equalities, locals substituted away through
equalities where one has coefficient +-1 (removeRedundantLocalVars), Gaussian elimination through
equalities in column order, then Fourier-Motzkin elimination of every remaining variable, each new inequality
divided by the gcd of its coefficients (its constant rounded down).  Each floordiv / ceildiv / mod
is a local variable bounded by two inequalities, and Fourier-Motzkin forgets that it is an integer:

    0 <= %i <= 2,  %x >= 9:   %i mod 12 < %x ?   isl: yes (the quotient is 0);
                              upstream: unproven (the quotient may be -11/12 rationally)

so a comparison isl proves may stay unproven here, as it does in iree-opt.  The FM-only check also
gives up (unproven) when the constraints explode past 32 times the variables, as upstream does.
This module is the decision procedure (``is_empty``) and the constraint-text parser;
``value_bounds_strong.strong_compare`` builds the systems, scoping division locals per flattened
expression as upstream's flattener does.
"""

from __future__ import annotations

import re
from math import gcd

from .dependence import _NotAffine

_EXPLOSION_FACTOR = 32        # upstream's kExplosionFactor in IntegerRelation::isEmpty
_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_]\w*)|(<=|>=|[-+*/()=<>]))")


class _Linear:
    """An affine form over the system's columns: {column: coefficient} and a constant."""

    __slots__ = ("coeffs", "const")

    def __init__(self, coeffs: dict | None = None, const: int = 0) -> None:
        self.coeffs = coeffs or {}
        self.const = const

    def scaled(self, k: int) -> "_Linear":
        return _Linear({c: v * k for c, v in self.coeffs.items() if v * k}, self.const * k)

    def plus(self, other: "_Linear") -> "_Linear":
        out = dict(self.coeffs)
        for c, v in other.coeffs.items():
            out[c] = out.get(c, 0) + v
            if not out[c]:
                del out[c]
        return _Linear(out, self.const + other.const)


class _System:
    """Rows (is_equality, {column: coefficient}, constant) meaning ``sum + constant (= | >=) 0``,
    built from value_bounds' constraint text; floor/ceil/mod by a constant become local columns,
    scoped as upstream's SimpleAffineExprFlattener creates them:

    - each flattened expression (one ``add_text`` or ``expression`` call) gets its own locals, so
      ``E floordiv 4`` in two expressions are two unknowns that agree only within their rounding;
    - ``x ceildiv c`` is a local of its own, not the one of ``(x + c - 1) floordiv c`` (upstream
      looks locals up by their expression); ``x mod c`` shares the local of ``x floordiv c``."""

    def __init__(self) -> None:
        self.columns: dict[str, int] = {}
        self.locals: dict[tuple, int] = {}
        self.rows: list[tuple[bool, dict, int]] = []
        self.scope = 0

    def column(self, name: str) -> int:
        return self.columns.setdefault(name, len(self.columns))

    def _new_column(self) -> int:
        col = len(self.columns)
        self.columns[f"#local{col}"] = col
        return col

    def floordiv(self, e: _Linear, c: int, kind: str = "floor") -> _Linear:
        """A local q = e floordiv c (kind "floor") or e ceildiv c ("ceil"), c > 0, bounded by
        c * q <= d <= c * q + c - 1 for the dividend d (e, or e + c - 1 for ceil); the gcd of the
        dividend and the divisor is cancelled first, as upstream's flattener does."""
        g = c
        for v in e.coeffs.values():
            g = gcd(g, abs(v))
        g = gcd(g, abs(e.const))
        if g > 1:
            e, c = _Linear({k: v // g for k, v in e.coeffs.items()}, e.const // g), c // g
        if c == 1:
            return e
        if not e.coeffs:
            return _Linear({}, e.const // c if kind == "floor" else -(-e.const // c))
        key = (self.scope, kind, tuple(sorted(e.coeffs.items())), e.const, c)
        if key not in self.locals:
            dividend = e if kind == "floor" else e.plus(_Linear({}, c - 1))
            q = self._new_column()
            self.locals[key] = q
            self.add(False, dividend.plus(_Linear({q: -c})))                       # d - c q >= 0
            self.add(False, dividend.scaled(-1).plus(_Linear({q: c}, c - 1)))      # c q + c - 1 - d >= 0
        return _Linear({self.locals[key]: 1})

    def add(self, is_eq: bool, e: _Linear) -> None:
        self.rows.append((is_eq, dict(e.coeffs), e.const))

    # -- value_bounds' text: names, integers, + - *, floor(e / c), ceil(e / c), (e mod c),
    #    comparisons joined by `and`

    def _parser(self, text: str) -> "_Parser":
        self.scope += 1
        return _Parser(self, [m.group(1) or m.group(2) or m.group(3) for m in _TOKEN.finditer(text)])

    def add_text(self, text: str) -> None:
        self._parser(text).constraints()

    def expression(self, text: str) -> _Linear:
        p = self._parser(text)
        e = p.expr()
        if p.peek() is not None:
            raise _NotAffine("trailing text in a value-bounds expression")
        return e

    def dense_rows(self) -> tuple[list, int]:
        """(rows as (is_equality, coefficients + [constant]), number of columns), for is_empty."""
        n = len(self.columns)
        rows = []
        for is_eq, coeffs, const in self.rows:
            r = [0] * (n + 1)
            for col, v in coeffs.items():
                r[col] = v
            r[-1] = const
            rows.append((is_eq, r))
        return rows, n


class _Parser:
    def __init__(self, system: _System, toks: list[str]) -> None:
        self.s, self.toks, self.i = system, toks, 0

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (want is not None and tok != want):
            raise _NotAffine(f"unexpected {tok!r} in a value-bounds constraint")
        self.i += 1
        return tok

    def constraints(self) -> None:
        while True:
            lhs = self.expr()
            rel = self.take()
            rhs = self.expr()
            d = lhs.plus(rhs.scaled(-1))                     # lhs - rhs
            if rel == "=":
                self.s.add(True, d)
            elif rel == ">=":
                self.s.add(False, d)
            elif rel == "<=":
                self.s.add(False, d.scaled(-1))
            elif rel == ">":
                self.s.add(False, d.plus(_Linear({}, -1)))
            elif rel == "<":
                self.s.add(False, d.scaled(-1).plus(_Linear({}, -1)))
            else:
                raise _NotAffine(f"unexpected relation {rel!r}")
            if self.peek() != "and":
                break
            self.take()
        if self.peek() is not None:
            raise _NotAffine("trailing text in a value-bounds constraint")

    def expr(self) -> _Linear:
        e = self.term()
        while self.peek() in ("+", "-"):
            sign = 1 if self.take() == "+" else -1
            e = e.plus(self.term().scaled(sign))
        return e

    def term(self) -> _Linear:
        e = self.factor()
        while self.peek() == "*":
            self.take()
            f = self.factor()
            if not f.coeffs:
                e = e.scaled(f.const)
            elif not e.coeffs:
                e = f.scaled(e.const)
            else:
                raise _NotAffine("product of two variables")
        return e

    def factor(self) -> _Linear:
        tok = self.take()
        if tok == "-":
            return self.factor().scaled(-1)
        if tok.isdigit():
            return _Linear({}, int(tok))
        if tok in ("floor", "ceil"):
            self.take("(")
            e = self.expr()
            self.take("/")
            c = int(self.take())
            self.take(")")
            return self.s.floordiv(e, c, tok)
        if tok == "(":
            e = self.expr()
            if self.peek() == "mod":
                self.take()
                c = int(self.take())
                e = e.plus(self.s.floordiv(e, c).scaled(-c))
            self.take(")")
            return e
        return _Linear({self.s.column(tok): 1})


def _normalized(is_eq: bool, row: list[int]) -> tuple[bool, list[int]] | None:
    """The row divided by the gcd of its coefficients (an inequality's constant rounded down);
    None for a row without variables."""
    g = 0
    for x in row[:-1]:
        g = gcd(g, abs(x))
    if g == 0:
        return None
    if g == 1:
        return is_eq, row
    if is_eq:
        return is_eq, [x // g for x in row]     # divisibility checked by _contradiction first
    return is_eq, [x // g for x in row[:-1]] + [row[-1] // g]


def _contradiction(rows: list) -> bool:
    """A row without variables that fails, or an equality failing the GCD test."""
    for is_eq, r in rows:
        g = 0
        for x in r[:-1]:
            g = gcd(g, abs(x))
        if g == 0:
            if (is_eq and r[-1] != 0) or (not is_eq and r[-1] < 0):
                return True
        elif is_eq and r[-1] % g:
            return True
    return False


def _clean(rows: list) -> list:
    out, seen = [], set()
    for is_eq, r in rows:
        n = _normalized(is_eq, r)
        if n is None:
            continue
        key = (n[0], tuple(n[1]))
        if key not in seen:
            seen.add(key)
            out.append(n)
    return out


def _eliminate_by_equality(rows: list, v: int) -> list | None:
    eq = next((r for e, r in rows if e and r[v] != 0), None)
    if eq is None:
        return None
    a, sg = abs(eq[v]), (1 if eq[v] > 0 else -1)
    out = []
    for e, r in rows:
        if r is eq:
            continue
        if r[v] != 0:
            b = r[v] * sg
            r = [x * a - y * b for x, y in zip(r, eq)]
        out.append((e, r))
    return out


def _fm_eliminate(rows: list, v: int) -> list:
    lows = [r for e, r in rows if not e and r[v] > 0]
    ups = [r for e, r in rows if not e and r[v] < 0]
    out = [(e, r) for e, r in rows if e or r[v] == 0]
    for lo in lows:
        for up in ups:
            out.append((False, [x * (-up[v]) + y * lo[v] for x, y in zip(lo, up)]))
    return out


def project_out(rows: list, v: int) -> list:
    """Rows with column ``v`` eliminated as upstream's projectOut does: through an equality that
    holds it, else by Fourier-Motzkin (every lower bound paired with every upper bound); the column
    stays, with zero coefficients, and the rows are not normalized."""
    got = _eliminate_by_equality(rows, v)
    return _fm_eliminate(rows, v) if got is None else got


def _remove_redundant_locals(rows: list, local_columns: list) -> list:
    """IntegerRelation::removeRedundantLocalVars: while some equality holds a local with
    coefficient +-1 (equalities searched in order, locals in ``local_columns`` order), that local
    is substituted away through it, before the Gaussian elimination in column order; equalities
    are divided by the gcd of all their entries."""
    def normalized(r: list) -> list:
        g = 0
        for x in r:
            g = gcd(g, abs(x))
        return [x // g for x in r] if g > 1 else r

    rows = [(e, normalized(r) if e else r) for e, r in rows]
    local_columns = list(local_columns)
    while True:
        pick = next(((i, j) for i, (e, r) in enumerate(rows) if e
                     for j in local_columns if abs(r[j]) == 1), None)
        if pick is None:
            return rows
        i, j = pick
        eq = rows[i][1]
        out = []
        for k, (e, r) in enumerate(rows):
            if k == i:
                continue
            if r[j]:
                f = r[j] * eq[j]
                r = [x - f * y for x, y in zip(r, eq)]
                if e:
                    r = normalized(r)
            out.append((e, r))
        rows = out
        local_columns.remove(j)


def is_empty(rows: list, num_columns: int, local_columns: list = ()) -> bool:
    """IntegerRelation::isEmpty on rows (is_equality, coefficients + [constant]); the locals
    (division quotients, in upstream's local order) are first eliminated through equalities."""
    limit = _EXPLOSION_FACTOR * num_columns
    if _contradiction(rows):
        return True
    if local_columns:
        rows = _remove_redundant_locals(rows, local_columns)
        if _contradiction(rows):
            return True
    rows = _clean(rows)
    live = list(range(num_columns))
    for v in list(live):                                  # Gaussian elimination through equalities
        got = _eliminate_by_equality(rows, v)
        if got is None:
            continue
        live.remove(v)
        if _contradiction(got):
            return True
        rows = _clean(got)
    while live:                                           # then Fourier-Motzkin
        def lb_times_ub(c: int) -> int:
            return sum(1 for e, r in rows if not e and r[c] > 0) * sum(1 for e, r in rows if not e and r[c] < 0)

        v = min(live, key=lb_times_ub)
        live.remove(v)
        got = _fm_eliminate(rows, v)
        if _contradiction(got):
            return True
        rows = _clean(got)
        if len(rows) >= limit:
            return False                                  # constraint explosion: give up
    return False
