"""ValueBoundsConstraintSet::strongCompare of two expressions, flattened as upstream flattens them:
the constraints of ``value_bounds`` (same op models), decided by ``value_bounds_compare.is_empty``
(upstream's Fourier-Motzkin IntegerRelation::isEmpty), with the division locals scoped as
upstream's SimpleAffineExprFlattener creates them:

- each flattened expression (an op model's constraint, the lhs, the rhs) gets its own locals, so
  ``E floordiv 4`` in the lhs and the same ``E floordiv 4`` in the rhs are two unknowns that agree
  only within their rounding (``max(E floordiv 4 + 7, E floordiv 4 + 6)`` with a nested ceildiv in
  ``E`` stays unproven, as in iree-opt 3.13);
- ``x ceildiv c`` is a local of its own, not the one of ``(x + c - 1) floordiv c`` (upstream looks
  locals up by their expression), and its gcd with the divisor is cancelled before ``c - 1`` is added;
  ``x mod c`` shares the local of ``x floordiv c``.

``value_bounds_compare.compare`` shares a local between equal divisions of the whole system;
affine-simplify-min-max needs the scoped form to keep exactly the results iree-opt keeps.
"""

from __future__ import annotations

from math import gcd

from ....ir.affine import AffineMap
from .dependence import _NotAffine
from .value_bounds import _Builder
from .value_bounds_compare import _TOKEN, _Linear, _Parser, _System, is_empty


class _ScopedSystem(_System):
    def __init__(self) -> None:
        super().__init__()
        self.scope = 0
        self._scoped: dict[tuple, int] = {}

    def floordiv(self, e: _Linear, c: int, kind: str = "floor") -> _Linear:
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
        if key not in self._scoped:
            dividend = e if kind == "floor" else e.plus(_Linear({}, c - 1))
            q = self._new_column()
            self._scoped[key] = q
            self.add(False, dividend.plus(_Linear({q: -c})))                       # e - c q >= 0
            self.add(False, dividend.scaled(-1).plus(_Linear({q: c}, c - 1)))      # c q + c - 1 - e >= 0
        return _Linear({self._scoped[key]: 1})

    def _parser(self, text: str) -> "_ScopedParser":
        self.scope += 1
        return _ScopedParser(self, [m.group(1) or m.group(2) or m.group(3) for m in _TOKEN.finditer(text)])

    def add_text(self, text: str) -> None:
        self._parser(text).constraints()

    def expression(self, text: str) -> _Linear:
        p = self._parser(text)
        e = p.expr()
        if p.peek() is not None:
            raise _NotAffine("trailing text in a value-bounds expression")
        return e


class _ScopedParser(_Parser):
    def factor(self) -> _Linear:
        tok = self.peek()
        if tok not in ("floor", "ceil"):
            return super().factor()
        self.take()
        self.take("(")
        e = self.expr()
        self.take("/")
        c = int(self.take())
        self.take(")")
        return self.s.floordiv(e, c, tok)


def _rows(s: _System) -> tuple[list, int]:
    n = len(s.columns)
    rows = []
    for is_eq, coeffs, const in s.rows:
        r = [0] * (n + 1)
        for col, v in coeffs.items():
            r[col] = v
        r[-1] = const
        rows.append((is_eq, r))
    return rows, n


_HOLDS_IF_EMPTY = {  # rel -> (lhs, rhs) -> the inverse relation as a row ``>= 0``
    "<": lambda lhs, rhs: lhs.plus(rhs.scaled(-1)),                              # lhs - rhs >= 0
    "<=": lambda lhs, rhs: lhs.plus(rhs.scaled(-1)).plus(_Linear({}, -1)),      # lhs - rhs - 1 >= 0
    ">": lambda lhs, rhs: rhs.plus(lhs.scaled(-1)),
    ">=": lambda lhs, rhs: rhs.plus(lhs.scaled(-1)).plus(_Linear({}, -1)),
}


def _proves(lhs_text: str, rel: str, rhs_text: str, constraints: list[str]) -> bool:
    s = _ScopedSystem()
    for text in constraints:
        s.add_text(text)
    lhs, rhs = s.expression(lhs_text), s.expression(rhs_text)
    s.add(False, _HOLDS_IF_EMPTY[rel](lhs, rhs))
    return is_empty(*_rows(s))


def strong_compare(lhs, rel: str, rhs, operands) -> bool | None:
    """``lhs rel rhs`` for two affine expressions over ``operands`` (all symbols: ``s_i`` is
    operand ``i``; rel one of < <= > >=): True when it is proven, False when its inverse is proven,
    None when neither is, when the constraints are already empty, or when one is not affine."""
    b = _Builder()
    n = len(operands)
    try:
        (lt,) = b._map(AffineMap(0, n, [lhs]), operands)
        (rt,) = b._map(AffineMap(0, n, [rhs]), operands)
        base = _ScopedSystem()
        for text in b.constraints:
            base.add_text(text)
        if is_empty(*_rows(base)):
            return None                   # nothing can be proven from an empty constraint set
        if _proves(lt, rel, rt, b.constraints):
            return True
        inverse = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}[rel]
        if _proves(lt, inverse, rt, b.constraints):
            return False
    except _NotAffine:
        return None
    return None
