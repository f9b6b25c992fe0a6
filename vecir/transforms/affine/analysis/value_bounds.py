"""Constant bounds of an index expression over SSA values (upstream's
ValueBoundsConstraintSet::computeConstantBound, used by affine-loop-normalize{use-expensive-math}).

    %m = affine.min (d0) -> (12, d0 + 3)(%n)        %m <= 12, %m <= %n + 3 (no lower bound)
    %k = affine.max (d0) -> (5, d0)(%m)             %k >= 5, %k >= %m (no upper bound)
    affine.for %i = 0 to 3 { ... %i ... }            0 <= %i < 3
    constant_bounds(d0 + 1 over [%i])                (1, 3)

Every value reached backwards from the operands becomes an isl variable constrained as upstream's
ValueBoundsOpInterface models of its defining op do: arith.constant (equal), affine.apply (equal
to its map composed with its operands), affine.min (at most each result), affine.max (at least
each result), an affine.for IV (at least each lower bound, below each upper bound, and with one of
each at most lb + (trip count - 1) * step), delinearize_index / linearize_index with constant
bases (their floordiv/mod expressions; a disjoint or outer-bounded index below the outer bound),
arith.addi/subi (equal), arith.muli by a constant (equal), arith.minsi/maxsi (at most / at least
each operand), floordivsi/ceildivsi/divsi/divui and remsi/remui by a constant or a divisor of
provable sign (as upstream's arith models), arith.select (between its values when one is provably
at most the other), arith.minui/maxui (of provably non-negative operands); the scf.for / scf.forall IVs
(with the constant step's last value), scf.for iter_args and results, scf.if results, tensor/memref
dim and rank, and the dimension sizes of shaped values (tensor.empty, memref.alloc, extract_slice,
subview, pad, casts, destination-style results) are modelled in ``value_bounds_ops``; anything else
is unconstrained.  The bounds
are then isl's exact integer minimum and maximum (``None`` when unbounded or infeasible).
"""

from __future__ import annotations

from collections import deque

import islpy as isl

from ....ir.affine import AffineDimExpr, AffineMap
from ....ir.attrs import UnitAttr
from . import value_bounds_ops
from .dependence import _expr, _NotAffine


class _Builder:
    """Names values and dimension sizes as they are reached; their models' constraints are added
    in the order the names were given (a worklist, as upstream's processWorklist), so the columns
    of a comparison's Fourier-Motzkin system come in upstream's order."""

    def __init__(self) -> None:
        self.names: dict = {}
        self._constraints: list[str] = []
        self._queue: deque = deque()

    @property
    def constraints(self) -> list[str]:
        while self._queue:
            v, dim, nm = self._queue.popleft()
            if dim is None:
                self._constrain(v, nm)
            else:
                try:
                    value_bounds_ops.constrain_dim(self, v, dim, nm)
                except _NotAffine:
                    pass
        return self._constraints

    def name(self, v) -> str:
        key = id(v)
        if key in self.names:
            return self.names[key]
        nm = f"v{len(self.names)}"
        self.names[key] = nm
        self._queue.append((v, None, nm))
        return nm

    def dim_name(self, v, dim: int) -> str:
        """The variable of dimension ``dim`` of the shaped value ``v`` (its size when static)."""
        shape = getattr(v.type, "shape", None)
        if shape is not None and 0 <= dim < len(shape) and shape[dim] >= 0:
            return str(shape[dim])
        key = (id(v), dim)
        if key in self.names:
            return self.names[key]
        nm = f"v{len(self.names)}"
        self.names[key] = nm
        self._queue.append((v, dim, nm))
        return nm

    def _map(self, m: AffineMap, operands) -> list[str]:
        names = [self.name(o) for o in operands]
        return [_expr(e, names[:m.num_dims], names[m.num_dims:]) for e in m.results]

    def _add(self, text: str) -> None:
        self._constraints.append(text)

    def _constrain(self, v, nm: str) -> None:
        d = v.defining_op
        if d is None:
            owner = getattr(v, "owner", None)
            op = getattr(owner, "parent_op", None) if owner is not None else None
            if op is not None and op.name == "affine.for" and v is op.induction_var:
                self._for_iv(op, nm)
            elif op is not None:
                try:
                    value_bounds_ops.constrain_block_arg(self, v, op, nm)
                except _NotAffine:
                    pass
            return
        name = d.name
        try:
            if name == "arith.constant":
                val = getattr(d.properties.get("value"), "value", None)
                if isinstance(val, int) and not isinstance(val, bool):
                    self._add(f"{nm} = {val}")
            elif name == "affine.apply":
                (e,) = self._map(d.properties["map"].value, d.operands)
                self._add(f"{nm} = {e}")
            elif name in ("affine.min", "affine.max"):
                rel = "<=" if name == "affine.min" else ">="
                for e in self._map(d.properties["map"].value, d.operands):
                    self._add(f"{nm} {rel} {e}")
            elif name in ("arith.minsi", "arith.maxsi"):
                rel = "<=" if name == "arith.minsi" else ">="
                for o in d.operands:
                    self._add(f"{nm} {rel} {self.name(o)}")
            elif name in ("arith.minui", "arith.maxui"):
                if all(_provably(o, ">=", 0) for o in d.operands):
                    rel = "<=" if name == "arith.minui" else ">="
                    self._add(f"{nm} >= 0")
                    for o in d.operands:
                        self._add(f"{nm} {rel} {self.name(o)}")
            elif name in ("arith.floordivsi", "arith.ceildivsi", "arith.divsi", "arith.divui"):
                self._division(d, nm)
            elif name in ("arith.remsi", "arith.remui"):
                self._remainder(d, nm)
            elif name == "arith.select" and str(d.operands[0].type) == "i1":
                self._select(d, nm)
            elif name in ("arith.addi", "arith.subi"):
                a, b = (self.name(o) for o in d.operands)
                self._add(f"{nm} = {a} {'+' if name == 'arith.addi' else '-'} {b}")
            elif name == "arith.muli":
                a, b = d.operands
                for x, y in ((a, b), (b, a)):
                    c = constant_int(y)
                    if c is not None:
                        self._add(f"{nm} = {c} * {self.name(x)}")
                        break
            elif name in ("affine.delinearize_index", "affine.linearize_index"):
                self._index_op(d, v, nm)
            else:
                value_bounds_ops.constrain_result(self, d, v, nm)
        except _NotAffine:
            pass

    def _division(self, d, nm: str) -> None:
        """floordivsi / ceildivsi: the division (by a positive constant, as isl needs); divsi: between
        the floor and the ceiling, exact when the dividend's sign is provable; divui: exact for a
        provably non-negative dividend."""
        a, b = d.operands
        c = constant_int(b)
        if c is None or c <= 0:
            return                      # upstream's flattening rejects a non-positive divisor too
        x = self.name(a)
        floor, ceil = f"floor({x} / {c})", f"ceil({x} / {c})"
        name = d.name
        if name == "arith.floordivsi":
            self._add(f"{nm} = {floor}")
        elif name == "arith.ceildivsi":
            self._add(f"{nm} = {ceil}")
        elif name == "arith.divui":
            if _provably(a, ">=", 0):
                self._add(f"{nm} >= 0 and {nm} = {floor}")
        else:
            self._add(f"{nm} >= {floor} and {nm} <= {ceil}")
            if _provably(a, ">=", 0):
                self._add(f"{nm} = {floor} and {nm} >= 0")
            elif _provably(a, "<=", 0):
                self._add(f"{nm} = {ceil} and {nm} <= 0")

    def _remainder(self, d, nm: str) -> None:
        """remsi: the dividend's sign (when provable) and |result| < |divisor|; remui: [0, divisor)
        for a provably positive divisor."""
        a, b = d.operands
        pos, neg = _provably(b, ">=", 1), _provably(b, "<=", -1)
        if not (pos or neg):
            return
        r = self.name(b)
        if d.name == "arith.remui":
            if pos:
                self._add(f"{nm} >= 0 and {nm} <= {r} - 1")
            return
        if _provably(a, "<=", 0):
            self._add(f"{nm} <= 0")
            self._add(f"{nm} >= 1 - {r}" if pos else f"{nm} >= {r} + 1")
        if _provably(a, ">=", 0):
            self._add(f"{nm} >= 0")
            self._add(f"{nm} <= {r} - 1" if pos else f"{nm} <= -{r} - 1")

    def _select(self, d, nm: str) -> None:
        """Between the two values when one is provably at most the other (upstream compares them)."""
        _, t, f = d.operands
        tn, fn = self.name(t), self.name(f)
        diff = AffineMap(2, 0, [AffineDimExpr(0) - AffineDimExpr(1)])
        lo, hi = constant_bounds(diff, [t, f])
        if hi is not None and hi <= 0:
            self._add(f"{nm} >= {tn} and {nm} <= {fn}")
        if lo is not None and lo >= 0:
            self._add(f"{nm} >= {fn} and {nm} <= {tn}")

    def _index_op(self, d, v, nm: str) -> None:
        from ....dialects.affine.index_canonicalize import padded_basis

        basis = [b if b is None or isinstance(b, int) else constant_int(b) for b in padded_basis(d)]
        if any(b is None for b in basis[1:]):
            return                                  # a dynamic basis makes the bound non-linear
        if d.name == "affine.delinearize_index":
            k = next(i for i, r in enumerate(d.results) if r is v)
            lin = self.name(d.operands[0])
            divisor = 1
            for b in basis[k + 1:]:
                divisor *= b
            if k == 0:
                self._add(f"{nm} = floor({lin} / {divisor})")
                if basis[0] is not None:
                    self._add(f"{nm} < {basis[0]}")
            else:
                self._add(f"{nm} = floor(({lin} mod {basis[k] * divisor}) / {divisor})")
            return
        idx = [self.name(o) for o in d.multi_index]
        terms, stride = [], 1
        for i in range(len(idx) - 1, -1, -1):
            terms.append(f"{stride} * {idx[i]}")
            if i > 0:
                stride *= basis[i]
        self._add(f"{nm} = {' + '.join(terms)}")
        if isinstance(d.properties.get("disjoint"), UnitAttr) and basis[0] is not None:
            self._add(f"{nm} < {stride * basis[0]}")

    def _for_iv(self, op, nm: str) -> None:
        try:
            lbs = self._map(op.lower_map, op.lower_operands)
            ubs = self._map(op.upper_map, op.upper_operands)
        except _NotAffine:
            return
        for e in lbs:
            self._add(f"{nm} >= {e}")
        for e in ubs:
            self._add(f"{nm} < {e}")
        step = op.step_value
        if step != 1 and len(lbs) == 1 and len(ubs) == 1:
            self._add(f"{nm} <= {lbs[0]} + (ceil(({ubs[0]} - {lbs[0]}) / {step}) - 1) * {step}")


def _provably(v, rel: str, k: int) -> bool:
    """Whether ``v rel k`` holds for every value the constraints allow (isProvablyNonNegative...)."""
    lo, hi = constant_bounds(AffineMap(1, 0, [AffineDimExpr(0)]), [v])
    return (lo is not None and lo >= k) if rel == ">=" else (hi is not None and hi <= k)


def constant_int(v) -> int | None:
    """The integer value of ``v`` when an arith.constant defines it."""
    d = v.defining_op
    if d is None or d.name != "arith.constant":
        return None
    val = getattr(d.properties.get("value"), "value", None)
    return val if isinstance(val, int) and not isinstance(val, bool) else None


def constant_bounds(m: AffineMap, operands) -> tuple[int | None, int | None]:
    """(smallest, largest) value of the single result of ``m`` applied to ``operands``."""
    assert len(m.results) == 1
    b = _Builder()
    try:
        (e,) = b._map(m, operands)
    except _NotAffine:
        return None, None
    cons = " and ".join([f"res = {e}"] + b.constraints)
    names = sorted(b.names.values(), key=lambda s: int(s[1:]))
    try:
        s = isl.Set(f"{{ [res, {', '.join(names)}] : {cons} }}" if names else f"{{ [res] : {cons} }}")
    except isl.Error:
        return None, None
    s = s.project_out(isl.dim_type.set, 1, len(names))
    if s.is_empty():
        return None, None
    lo, hi = s.dim_min_val(0), s.dim_max_val(0)
    return (int(lo.to_str()) if lo.is_int() else None), (int(hi.to_str()) if hi.is_int() else None)

