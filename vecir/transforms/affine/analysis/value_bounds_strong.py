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
  ``x mod c`` shares the local of ``x floordiv c``;
- lhs and rhs are columns equal to their expressions, and the columns are in upstream's order
  (lhs, rhs, the values, then the locals, the latest expression's first), which decides what
  removeRedundantLocalVars substitutes and the order Fourier-Motzkin eliminates in.

affine-simplify-min-max needs the scoped form to keep exactly the results iree-opt keeps (one
local per equal division of the whole system dropped results iree-opt keeps).
"""

from __future__ import annotations


from ....ir.affine import AffineMap
from .dependence import _NotAffine
from .value_bounds import _Builder
from .value_bounds_compare import _Linear, _System, is_empty


_HOLDS_IF_EMPTY = {  # rel -> (lhs, rhs) -> the inverse relation as a row ``>= 0``
    "<": lambda lhs, rhs: lhs.plus(rhs.scaled(-1)),                              # lhs - rhs >= 0
    "<=": lambda lhs, rhs: lhs.plus(rhs.scaled(-1)).plus(_Linear({}, -1)),      # lhs - rhs - 1 >= 0
    ">": lambda lhs, rhs: rhs.plus(lhs.scaled(-1)),
    ">=": lambda lhs, rhs: rhs.plus(lhs.scaled(-1)).plus(_Linear({}, -1)),
}


def _system(constraints: list[str]) -> _System:
    s = _System()
    for text in constraints:
        s.add_text(text)
    return s


def constraints_empty(constraints: list[str]) -> bool:
    """Whether value_bounds' constraint texts admit no value at all (nothing can be proven then)."""
    return is_empty(*_system(constraints).dense_rows())


def _proves(lhs_text: str, rel: str, rhs_text: str, constraints: list[str]) -> bool:
    s = _system(constraints)
    lhs, rhs = s.expression(lhs_text), s.expression(rhs_text)
    # lhs and rhs are columns of their own, equal to their flattened expressions (upstream's
    # ValueBoundsConstraintSet::insert(map)), so removeRedundantLocalVars may eliminate a local
    # of either through that equality rather than the column itself
    lcol, rcol = s.column("#lhs"), s.column("#rhs")
    s.add(True, _Linear({lcol: 1}).plus(lhs.scaled(-1)))
    s.add(True, _Linear({rcol: 1}).plus(rhs.scaled(-1)))
    s.add(False, _HOLDS_IF_EMPTY[rel](_Linear({lcol: 1}), _Linear({rcol: 1})))
    # upstream's columns: lhs and rhs (dimension variables), the values (symbols), then the
    # locals, each flattened expression's locals inserted before the earlier ones
    rows, n = s.dense_rows()
    scope = {col: key[0] for key, col in s.locals.items()}
    order = ([lcol, rcol] + [c for c in range(n) if c not in scope and c not in (lcol, rcol)]
             + sorted(scope, key=lambda c: (-scope[c], c)))
    rows = [(e, [r[c] for c in order] + [r[-1]]) for e, r in rows]
    return is_empty(rows, n, list(range(n - len(scope), n)))


def strong_compare(lhs, rel: str, rhs, operands) -> bool | None:
    """``lhs rel rhs`` for two affine expressions over ``operands`` (all symbols: ``s_i`` is
    operand ``i``; rel one of < <= > >=): True when it is proven, False when its inverse is proven,
    None when neither is, when the constraints are already empty, or when one is not affine."""
    b = _Builder()
    n = len(operands)
    try:
        (lt,) = b._map(AffineMap(0, n, [lhs]), operands)
        (rt,) = b._map(AffineMap(0, n, [rhs]), operands)
        if constraints_empty(b.constraints):
            return None                   # nothing can be proven from an empty constraint set
        if _proves(lt, rel, rt, b.constraints):
            return True
        inverse = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}[rel]
        if _proves(lt, inverse, rt, b.constraints):
            return False
    except _NotAffine:
        return None
    return None
