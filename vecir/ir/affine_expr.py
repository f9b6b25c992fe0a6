"""Affine expressions: interned nodes, upstream's simplifying operators, and printing.

Expressions are interned and immutable: building the same expression twice gives the same
object, so ``==`` is identity and hashing is by id.

The Python operators on :class:`AffineExpr` (``+ - * neg``, ``floordiv``/``ceildiv``/``mod``)
perform exactly the construction-time simplifications of upstream's ``AffineExpr`` operators
(mlir/lib/IR/AffineExpr.cpp: ``simplifyAdd``, ``simplifyMul``, ``simplifyFloorDiv``,
``simplifyCeilDiv``, ``simplifyMod``, overflow-checked constant folding, int64 wrap-around where
the C++ wraps, and the canonical operand order of commutative operators). The MLIR parser builds
expressions with those operators, so what ``iree-opt`` prints after parsing is what ``str()``
prints here. ``AffineBinaryExpr(kind, lhs, rhs)`` itself is the raw, unsimplified node; use
:func:`get_affine_binary_expr` (or the operators) to build canonical expressions.

Import from :mod:`vecir.ir.affine`, which re-exports everything public here.
"""

from __future__ import annotations

from math import gcd
from typing import Iterator, Sequence

__all__ = [
    "ADD", "MUL", "MOD", "FLOORDIV", "CEILDIV", "BINARY_KINDS",
    "AffineExpr", "AffineDimExpr", "AffineSymbolExpr", "AffineConstantExpr", "AffineBinaryExpr",
    "dim", "sym", "const", "dims", "syms", "get_affine_binary_expr",
    "floor_div", "ceil_div", "mod", "print_expr",
]

ADD = "add"
MUL = "mul"
MOD = "mod"
FLOORDIV = "floordiv"
CEILDIV = "ceildiv"
BINARY_KINDS = (ADD, MUL, MOD, FLOORDIV, CEILDIV)

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1


def _wrap64(v: int) -> int:
    """Two's complement int64 wrap-around, for the places where upstream's C++ silently wraps."""
    v &= 0xFFFF_FFFF_FFFF_FFFF
    return v - (1 << 64) if v >> 63 else v


def _fits64(v: int) -> bool:
    return INT64_MIN <= v <= INT64_MAX


# Integer semantics of MLIR's floordiv / ceildiv / mod on constants (mlir's MathExtras).
def floor_div(lhs: int, rhs: int) -> int:
    """Mathematical floor of lhs / rhs (any nonzero rhs)."""
    return lhs // rhs


def ceil_div(lhs: int, rhs: int) -> int:
    """Mathematical ceiling of lhs / rhs (any nonzero rhs)."""
    return -((-lhs) // rhs)


def mod(lhs: int, rhs: int) -> int:
    """MLIR's ``mod``: the C remainder, shifted up by rhs when negative (non-negative for rhs > 0)."""
    r = abs(lhs) % abs(rhs)
    if lhs < 0:
        r = -r
    return r + rhs if r < 0 else r


def _ugcd(a: int, b: int) -> int:
    """std::gcd on the uint64 views of two int64 values, read back as int64."""
    return _wrap64(gcd(a & 0xFFFF_FFFF_FFFF_FFFF, b & 0xFFFF_FFFF_FFFF_FFFF))


def _c_rem_is_zero(a: int, b: int) -> bool:
    return a % b == 0  # zero-ness of a remainder does not depend on C vs Python sign rules


def _c_div(a: int, b: int) -> int:
    """C++ truncating division (only used where the division is exact or signs do not matter)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


# ---------------------------------------------------------------------------------------------
# Expressions
# ---------------------------------------------------------------------------------------------


class AffineExpr:
    """Base class of affine expressions. Instances are interned; never mutate them."""

    __slots__ = ("_symbolic", "_pure")
    kind: str

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name):
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    # -- queries ---------------------------------------------------------------------------
    def is_symbolic_or_constant(self) -> bool:
        """True if the expression has no dimension identifiers."""
        return self._symbolic

    def is_pure_affine(self) -> bool:
        """True if mul/floordiv/ceildiv/mod only involve constants (no semi-affine terms)."""
        return self._pure

    def get_largest_known_divisor(self) -> int:
        """The largest integer known to divide the expression (upstream's getLargestKnownDivisor)."""
        raise NotImplementedError

    def is_multiple_of(self, factor: int) -> bool:
        raise NotImplementedError

    def is_function_of_dim(self, position: int) -> bool:
        return False

    def is_function_of_symbol(self, position: int) -> bool:
        return False

    def walk(self) -> Iterator["AffineExpr"]:
        """All sub-expressions in post order (operands before the node)."""
        yield self

    def evaluate(self, dims: Sequence[int] = (), syms: Sequence[int] = ()) -> int:
        """Value of the expression for the given dimension and symbol values.

        floordiv/ceildiv round toward -inf/+inf; ``mod`` is the C remainder plus the divisor when
        negative, so it is non-negative for a positive divisor (MLIR's semantics). Division or mod
        by zero raises ZeroDivisionError.
        """
        raise NotImplementedError

    def replace_dims_and_symbols(self, dim_repl: Sequence["AffineExpr"] = (),
                                 sym_repl: Sequence["AffineExpr"] = ()) -> "AffineExpr":
        """Substitute dims/symbols (d_i -> dim_repl[i] when i < len(dim_repl)), re-simplifying."""
        return self

    def replace_dims(self, dim_repl: Sequence["AffineExpr"]) -> "AffineExpr":
        return self.replace_dims_and_symbols(dim_repl, ())

    def replace_symbols(self, sym_repl: Sequence["AffineExpr"]) -> "AffineExpr":
        return self.replace_dims_and_symbols((), sym_repl)

    def replace(self, mapping: dict) -> "AffineExpr":
        """Sparse replacement of whole sub-expressions (upstream's AffineExpr::replace)."""
        return mapping.get(self, self)

    def shift_dims(self, num_dims: int, shift: int, offset: int = 0) -> "AffineExpr":
        """Replace d[offset .. num_dims) by d[offset + shift .. num_dims + shift)."""
        repl = [AffineDimExpr(i) for i in range(offset)]
        repl += [AffineDimExpr(i + shift) for i in range(offset, num_dims)]
        return self.replace_dims_and_symbols(repl, ())

    def shift_symbols(self, num_symbols: int, shift: int, offset: int = 0) -> "AffineExpr":
        """Replace s[offset .. num_symbols) by s[offset + shift .. num_symbols + shift)."""
        repl = [AffineSymbolExpr(i) for i in range(offset)]
        repl += [AffineSymbolExpr(i + shift) for i in range(offset, num_symbols)]
        return self.replace_dims_and_symbols((), repl)

    def compose(self, map: "AffineMap") -> "AffineExpr":
        """Substitute the results of `map` for this expression's dims."""
        return self.replace_dims_and_symbols(map.results, ())

    # -- operators (upstream's simplifying constructors) ------------------------------------
    def __add__(self, other):
        other = _as_expr(other)
        if other is None:
            return NotImplemented
        return _add(self, other)

    def __radd__(self, other):  # int + expr == expr + int
        if isinstance(other, int) and not isinstance(other, bool):
            return _add(self, AffineConstantExpr(other))
        return NotImplemented

    def __mul__(self, other):
        other = _as_expr(other)
        if other is None:
            return NotImplemented
        return _mul(self, other)

    def __rmul__(self, other):  # int * expr == expr * int
        if isinstance(other, int) and not isinstance(other, bool):
            return _mul(self, AffineConstantExpr(other))
        return NotImplemented

    def __neg__(self):
        return _mul(self, _C_MINUS_ONE)

    def __sub__(self, other):
        if isinstance(other, int) and not isinstance(other, bool):
            return _add(self, AffineConstantExpr(_wrap64(-other)))
        if type(other) is AffineConstantExpr:  # upstream negates constants with wrap-around
            return _add(self, AffineConstantExpr(_wrap64(-other.value)))
        if isinstance(other, AffineExpr):
            return _add(self, -other)
        return NotImplemented

    def __rsub__(self, other):  # int - expr == expr * -1 + int
        if isinstance(other, int) and not isinstance(other, bool):
            return _add(-self, AffineConstantExpr(other))
        return NotImplemented

    def floordiv(self, other) -> "AffineExpr":
        return _floordiv(self, _expect_expr(other))

    def ceildiv(self, other) -> "AffineExpr":
        return _ceildiv(self, _expect_expr(other))

    def mod(self, other) -> "AffineExpr":
        return _mod(self, _expect_expr(other))

    def __floordiv__(self, other):
        other = _as_expr(other)
        return NotImplemented if other is None else _floordiv(self, other)

    def __mod__(self, other):
        other = _as_expr(other)
        return NotImplemented if other is None else _mod(self, other)

    # -- printing -----------------------------------------------------------------------------
    def __str__(self) -> str:
        return print_expr(self)

    def __repr__(self) -> str:
        return f"<AffineExpr {print_expr(self)}>"


class AffineDimExpr(AffineExpr):
    """Dimension identifier ``d<position>``."""

    __slots__ = ("position",)
    kind = "dim"
    _table: dict = {}

    def __new__(cls, position: int):
        obj = cls._table.get(position)
        if obj is None:
            if not isinstance(position, int) or position < 0:
                raise ValueError(f"dimension position must be a non-negative int, got {position!r}")
            obj = object.__new__(cls)
            s = object.__setattr__
            s(obj, "position", position)
            s(obj, "_symbolic", False)
            s(obj, "_pure", True)
            cls._table[position] = obj
        return obj

    def __reduce__(self):
        return (AffineDimExpr, (self.position,))

    def get_largest_known_divisor(self) -> int:
        return 1

    def is_multiple_of(self, factor: int) -> bool:
        return factor * factor == 1

    def is_function_of_dim(self, position: int) -> bool:
        return self.position == position

    def evaluate(self, dims=(), syms=()) -> int:
        return dims[self.position]

    def replace_dims_and_symbols(self, dim_repl=(), sym_repl=()):
        return dim_repl[self.position] if self.position < len(dim_repl) else self


class AffineSymbolExpr(AffineExpr):
    """Symbol identifier ``s<position>``."""

    __slots__ = ("position",)
    kind = "symbol"
    _table: dict = {}

    def __new__(cls, position: int):
        obj = cls._table.get(position)
        if obj is None:
            if not isinstance(position, int) or position < 0:
                raise ValueError(f"symbol position must be a non-negative int, got {position!r}")
            obj = object.__new__(cls)
            s = object.__setattr__
            s(obj, "position", position)
            s(obj, "_symbolic", True)
            s(obj, "_pure", True)
            cls._table[position] = obj
        return obj

    def __reduce__(self):
        return (AffineSymbolExpr, (self.position,))

    def get_largest_known_divisor(self) -> int:
        return 1

    def is_multiple_of(self, factor: int) -> bool:
        return factor * factor == 1

    def is_function_of_symbol(self, position: int) -> bool:
        return self.position == position

    def evaluate(self, dims=(), syms=()) -> int:
        return syms[self.position]

    def replace_dims_and_symbols(self, dim_repl=(), sym_repl=()):
        return sym_repl[self.position] if self.position < len(sym_repl) else self


class AffineConstantExpr(AffineExpr):
    """Integer constant (an int64, as upstream)."""

    __slots__ = ("value",)
    kind = "constant"
    _table: dict = {}

    def __new__(cls, value: int):
        obj = cls._table.get(value)
        if obj is None:
            if not isinstance(value, int) or isinstance(value, bool):
                raise TypeError(f"affine constant must be an int, got {value!r}")
            if not _fits64(value):
                raise OverflowError(f"affine constant {value} does not fit in int64")
            obj = object.__new__(cls)
            s = object.__setattr__
            s(obj, "value", value)
            s(obj, "_symbolic", True)
            s(obj, "_pure", True)
            cls._table[value] = obj
        return obj

    def __reduce__(self):
        return (AffineConstantExpr, (self.value,))

    def get_largest_known_divisor(self) -> int:
        return _wrap64(abs(self.value))

    def is_multiple_of(self, factor: int) -> bool:
        return self.value % factor == 0

    def evaluate(self, dims=(), syms=()) -> int:
        return self.value


class AffineBinaryExpr(AffineExpr):
    """Raw binary node ``lhs <kind> rhs`` (no simplification; see :func:`get_affine_binary_expr`)."""

    __slots__ = ("kind", "lhs", "rhs")
    _table: dict = {}

    def __new__(cls, kind: str, lhs: AffineExpr, rhs: AffineExpr):
        key = (kind, lhs, rhs)
        obj = cls._table.get(key)
        if obj is None:
            if kind not in BINARY_KINDS:
                raise ValueError(f"unknown affine binary kind {kind!r}")
            if not isinstance(lhs, AffineExpr) or not isinstance(rhs, AffineExpr):
                raise TypeError("affine binary operands must be AffineExpr")
            obj = object.__new__(cls)
            s = object.__setattr__
            s(obj, "kind", kind)
            s(obj, "lhs", lhs)
            s(obj, "rhs", rhs)
            s(obj, "_symbolic", lhs._symbolic and rhs._symbolic)
            if kind == ADD:
                pure = lhs._pure and rhs._pure
            elif kind == MUL:
                pure = (lhs._pure and rhs._pure
                        and (type(lhs) is AffineConstantExpr or type(rhs) is AffineConstantExpr))
            else:
                pure = lhs._pure and type(rhs) is AffineConstantExpr
            s(obj, "_pure", pure)
            cls._table[key] = obj
        return obj

    def __reduce__(self):
        return (AffineBinaryExpr, (self.kind, self.lhs, self.rhs))

    def get_largest_known_divisor(self) -> int:
        # int64 arithmetic as upstream (products wrap, gcd is taken on the uint64 bit patterns).
        k = self.kind
        if k == MUL:
            return _wrap64(self.lhs.get_largest_known_divisor() * self.rhs.get_largest_known_divisor())
        if k == ADD or k == MOD:
            return _ugcd(self.lhs.get_largest_known_divisor(), self.rhs.get_largest_known_divisor())
        # floordiv / ceildiv: the quotient of the lhs divisor by a constant divisor, if exact.
        rhs = self.rhs
        if type(rhs) is AffineConstantExpr and rhs.value != 0:
            lhs_div = self.lhs.get_largest_known_divisor()
            if lhs_div % rhs.value == 0:
                return _wrap64(abs(_c_div(lhs_div, rhs.value)))
        return 1

    def is_multiple_of(self, factor: int) -> bool:
        l = self.lhs.get_largest_known_divisor()
        if self.kind == MUL:
            if l % factor == 0:
                return True
            u = self.rhs.get_largest_known_divisor()
            return u % factor == 0 or _wrap64(l * u) % factor == 0
        return _ugcd(l, self.rhs.get_largest_known_divisor()) % factor == 0

    def is_function_of_dim(self, position: int) -> bool:
        return self.lhs.is_function_of_dim(position) or self.rhs.is_function_of_dim(position)

    def is_function_of_symbol(self, position: int) -> bool:
        return self.lhs.is_function_of_symbol(position) or self.rhs.is_function_of_symbol(position)

    def walk(self):
        yield from self.lhs.walk()
        yield from self.rhs.walk()
        yield self

    def evaluate(self, dims=(), syms=()) -> int:
        a = self.lhs.evaluate(dims, syms)
        b = self.rhs.evaluate(dims, syms)
        k = self.kind
        if k == ADD:
            return a + b
        if k == MUL:
            return a * b
        if b == 0:
            raise ZeroDivisionError(f"affine {k} by zero")
        if k == FLOORDIV:
            return floor_div(a, b)
        if k == CEILDIV:
            return ceil_div(a, b)
        return mod(a, b)

    def replace_dims_and_symbols(self, dim_repl=(), sym_repl=()):
        lhs = self.lhs.replace_dims_and_symbols(dim_repl, sym_repl)
        rhs = self.rhs.replace_dims_and_symbols(dim_repl, sym_repl)
        if lhs is self.lhs and rhs is self.rhs:
            return self
        return get_affine_binary_expr(self.kind, lhs, rhs)

    def replace(self, mapping: dict) -> AffineExpr:
        r = mapping.get(self)
        if r is not None:
            return r
        lhs = self.lhs.replace(mapping)
        rhs = self.rhs.replace(mapping)
        if lhs is self.lhs and rhs is self.rhs:
            return self
        return get_affine_binary_expr(self.kind, lhs, rhs)


_C_MINUS_ONE = AffineConstantExpr(-1)
_C_ZERO = AffineConstantExpr(0)
_C_ONE = AffineConstantExpr(1)


def dim(position: int) -> AffineDimExpr:
    return AffineDimExpr(position)


def sym(position: int) -> AffineSymbolExpr:
    return AffineSymbolExpr(position)


def const(value: int) -> AffineConstantExpr:
    return AffineConstantExpr(value)


def dims(n: int) -> tuple[AffineDimExpr, ...]:
    """``d0, d1, ... = dims(n)``"""
    return tuple(AffineDimExpr(i) for i in range(n))


def syms(n: int) -> tuple[AffineSymbolExpr, ...]:
    return tuple(AffineSymbolExpr(i) for i in range(n))


def _as_expr(v) -> AffineExpr | None:
    if isinstance(v, AffineExpr):
        return v
    if isinstance(v, int) and not isinstance(v, bool):
        return AffineConstantExpr(v)
    return None


def _expect_expr(v) -> AffineExpr:
    e = _as_expr(v)
    if e is None:
        raise TypeError(f"expected an AffineExpr or int, got {type(v).__name__}")
    return e


def get_affine_binary_expr(kind: str, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """Build ``lhs <kind> rhs`` through the simplifying operators (upstream getAffineBinaryOpExpr)."""
    if kind == ADD:
        return _add(lhs, rhs)
    if kind == MUL:
        return _mul(lhs, rhs)
    if kind == FLOORDIV:
        return _floordiv(lhs, rhs)
    if kind == CEILDIV:
        return _ceildiv(lhs, rhs)
    if kind == MOD:
        return _mod(lhs, rhs)
    raise ValueError(f"unknown affine binary kind {kind!r}")


# -- construction-time simplification (port of the rules in upstream's AffineExpr.cpp) ------------


def _is_bin(e: AffineExpr, kind: str) -> bool:
    return type(e) is AffineBinaryExpr and e.kind == kind


def _const_rhs(e: AffineExpr) -> int | None:
    """c if e is `x * c` style binary with a constant rhs, else None."""
    r = e.rhs
    return r.value if type(r) is AffineConstantExpr else None


def _order_commutative(a: AffineExpr, b: AffineExpr) -> tuple[AffineExpr, AffineExpr]:
    """Canonical operand order of a new add/mul node: ids by position, dims before symbols."""
    ta, tb = type(a), type(b)
    if ta is tb and (ta is AffineSymbolExpr or ta is AffineDimExpr):
        return (a, b) if a.position < b.position else (b, a)
    if ta is AffineSymbolExpr and tb is AffineDimExpr:
        return b, a
    return a, b


def _add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_add(lhs, rhs)
    if s is not None:
        return s
    lhs, rhs = _order_commutative(lhs, rhs)
    return AffineBinaryExpr(ADD, lhs, rhs)


def _simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc = lhs.value if type(lhs) is AffineConstantExpr else None
    rc = rhs.value if type(rhs) is AffineConstantExpr else None
    if lc is not None and rc is not None:
        total = lc + rc
        return AffineConstantExpr(total) if _fits64(total) else None

    # Only the rhs may be a constant; a symbolic operand goes to the right of a non-symbolic one.
    if lc is not None or (lhs._symbolic and not rhs._symbolic):
        return _add(rhs, lhs)

    if rc == 0:
        return lhs
    l_bin = lhs if type(lhs) is AffineBinaryExpr else None
    # (d0 + 2) + 3 -> d0 + 5
    if l_bin is not None and rc is not None and l_bin.kind == ADD:
        lrc = _const_rhs(l_bin)
        if lrc is not None:
            return _add(l_bin.lhs, AffineConstantExpr(_wrap64(lrc + rc)))

    # c1 * e + c2 * e -> (c1 + c2) * e
    if l_bin is not None and l_bin.kind == MUL and type(l_bin.rhs) is AffineConstantExpr:
        c1, first = l_bin.rhs.value, l_bin.lhs
    else:
        c1, first = 1, lhs
    r_bin = rhs if type(rhs) is AffineBinaryExpr else None
    if r_bin is not None and r_bin.kind == MUL and type(r_bin.rhs) is AffineConstantExpr:
        c2, second = r_bin.rhs.value, r_bin.lhs
    else:
        c2, second = 1, rhs
    if first is second:
        return _mul(first, AffineConstantExpr(_wrap64(c1 + c2)))

    # (d0 + 2) + d1 -> (d0 + d1) + 2
    if l_bin is not None and l_bin.kind == ADD:
        lrc = l_bin.rhs
        if type(lrc) is AffineConstantExpr:
            return _add(_add(l_bin.lhs, rhs), lrc)

    # e - q * (e floordiv q) -> e mod q
    if r_bin is None:
        return None
    lrhs, rrhs = r_bin.lhs, r_bin.rhs
    if type(rrhs) is AffineConstantExpr and rrhs.value == -1 and _is_bin(lrhs, MUL):
        llrhs, rlrhs = lrhs.lhs, lrhs.rhs
        if not _is_bin(llrhs, FLOORDIV):
            return None
        if llrhs.rhs is rlrhs and lhs is llrhs.lhs:
            return _mod(lhs, rlrhs)

    # e + (e floordiv c) * -c -> e mod c   (c > 0 only: no mod by a negative number)
    if not _is_bin(lrhs, FLOORDIV) or r_bin.kind != MUL:
        return None
    llrhs, rlrhs = lrhs.lhs, lrhs.rhs
    positive = type(rlrhs) is AffineConstantExpr and rlrhs.value > 0
    if positive and lhs is llrhs and rlrhs is -rrhs:
        return _mod(lhs, rlrhs)

    # (a + e) + (e floordiv c) * -c -> a + e mod c
    if l_bin is not None and l_bin.kind == ADD:
        s = _simplify_add(l_bin.rhs, rhs)
        if s is not None:
            return _add(l_bin.lhs, s)
    return None


def _mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_mul(lhs, rhs)
    if s is not None:
        return s
    lhs, rhs = _order_commutative(lhs, rhs)
    return AffineBinaryExpr(MUL, lhs, rhs)


def _simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc = lhs.value if type(lhs) is AffineConstantExpr else None
    rc = rhs.value if type(rhs) is AffineConstantExpr else None
    if lc is not None and rc is not None:
        p = lc * rc
        return AffineConstantExpr(p) if _fits64(p) else None
    if not lhs._symbolic and not rhs._symbolic:
        return None  # d0 * d1: not affine, kept as is
    # The constant / symbolic operand goes to the right.
    if not rhs._symbolic or lc is not None:
        return _mul(rhs, lhs)
    if rc == 1:
        return lhs
    if rc == 0:
        return rhs
    if type(lhs) is AffineBinaryExpr and lhs.kind == MUL:
        lrhs = lhs.rhs
        if type(lrhs) is AffineConstantExpr:
            if rc is not None:  # (d0 * 2) * 3 -> d0 * 6
                return _mul(lhs.lhs, AffineConstantExpr(_wrap64(lrhs.value * rc)))
            return _mul(_mul(lhs.lhs, rhs), lrhs)  # (d0 * 2) * s0 -> (d0 * s0) * 2
    return None


def _floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_div(lhs, rhs, ceil=False)
    return s if s is not None else AffineBinaryExpr(FLOORDIV, lhs, rhs)


def _ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_div(lhs, rhs, ceil=True)
    return s if s is not None else AffineBinaryExpr(CEILDIV, lhs, rhs)


def _simplify_div(lhs: AffineExpr, rhs: AffineExpr, ceil: bool) -> AffineExpr | None:
    is_const = type(rhs) is AffineConstantExpr
    if is_const and rhs.value == 0:
        return None
    if lhs is rhs:  # x floordiv x == x ceildiv x == 1 (x known nonzero if constant)
        return _C_ONE
    if not is_const:
        return None
    rc = rhs.value
    if type(lhs) is AffineConstantExpr:
        if lhs.value == INT64_MIN and rc == -1:
            return None  # would overflow
        v = ceil_div(lhs.value, rc) if ceil else floor_div(lhs.value, rc)
        return AffineConstantExpr(v)
    if rc == 1:
        return lhs
    if type(lhs) is AffineBinaryExpr:
        if lhs.kind == MUL and type(lhs.rhs) is AffineConstantExpr:
            lrc = lhs.rhs.value
            if _c_rem_is_zero(lrc, rc):  # (d0 * 6) floordiv 2 -> d0 * 3
                return _mul(lhs.lhs, AffineConstantExpr(_wrap64(_c_div(lrc, rc))))
        if not ceil and lhs.kind == ADD:
            # (e1 + e2) floordiv c when e1 or e2 is a known multiple of c.
            if (lhs.lhs.get_largest_known_divisor() % rc == 0
                    or lhs.rhs.get_largest_known_divisor() % rc == 0):
                return _add(_floordiv(lhs.lhs, rhs), _floordiv(lhs.rhs, rhs))
    return None


def _mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_mod(lhs, rhs)
    return s if s is not None else AffineBinaryExpr(MOD, lhs, rhs)


def _simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    is_const = type(rhs) is AffineConstantExpr
    if is_const and rhs.value < 1:
        return None  # mod by zero or a negative number is left alone
    if lhs is rhs:
        return _C_ZERO
    if not is_const:
        return None
    rc = rhs.value
    if type(lhs) is AffineConstantExpr:
        return AffineConstantExpr(mod(lhs.value, rc))
    if lhs.get_largest_known_divisor() % rc == 0:
        return _C_ZERO
    if type(lhs) is AffineBinaryExpr:
        if lhs.kind == ADD:
            if lhs.lhs.get_largest_known_divisor() % rc == 0:
                return _mod(lhs.rhs, rhs)
            if lhs.rhs.get_largest_known_divisor() % rc == 0:
                return _mod(lhs.lhs, rhs)
        elif lhs.kind == MOD:
            inner = lhs.rhs
            if type(inner) is AffineConstantExpr and inner.value >= 1 and inner.value % rc == 0:
                return _mod(lhs.lhs, rhs)  # (e mod 8) mod 4 -> e mod 4
    return None


# ---------------------------------------------------------------------------------------------
# Printing (AsmPrinter::printAffineExprInternal)
# ---------------------------------------------------------------------------------------------

_SPELLING = {MUL: " * ", FLOORDIV: " floordiv ", CEILDIV: " ceildiv ", MOD: " mod "}


def print_expr(expr: AffineExpr, dim_names: Sequence[str] | None = None,
               sym_names: Sequence[str] | None = None) -> str:
    """Print as upstream does; ``dim_names``/``sym_names`` replace ``d<i>``/``s<i>`` verbatim
    (affine.load passes SSA names, wrapping symbols as ``symbol(%N)`` itself)."""
    out: list[str] = []
    _print(expr, False, out, dim_names, sym_names)
    return "".join(out)


def _print(e: AffineExpr, strong: bool, out: list, dn, sn) -> None:
    t = type(e)
    if t is AffineDimExpr:
        out.append(dn[e.position] if dn is not None else f"d{e.position}")
        return
    if t is AffineSymbolExpr:
        out.append(sn[e.position] if sn is not None else f"s{e.position}")
        return
    if t is AffineConstantExpr:
        out.append(str(e.value))
        return
    lhs, rhs, kind = e.lhs, e.rhs, e.kind
    if strong:
        out.append("(")
    if kind != ADD:
        if kind == MUL and type(rhs) is AffineConstantExpr and rhs.value == -1:
            out.append("-")
            _print(lhs, True, out, dn, sn)
        else:
            _print(lhs, True, out, dn, sn)
            out.append(_SPELLING[kind])
            _print(rhs, True, out, dn, sn)
    elif _is_bin(rhs, MUL) and type(rhs.rhs) is AffineConstantExpr and rhs.rhs.value <= -1:
        # a + b * -1 -> a - b ;  a + b * -c -> a - b * c
        c = rhs.rhs.value
        _print(lhs, False, out, dn, sn)
        out.append(" - ")
        if c == -1:
            _print(rhs.lhs, _is_bin(rhs.lhs, ADD), out, dn, sn)
        else:
            _print(rhs.lhs, True, out, dn, sn)
            out.append(f" * {-c}")
    elif type(rhs) is AffineConstantExpr and rhs.value < 0:
        _print(lhs, False, out, dn, sn)
        out.append(f" - {-rhs.value}")
    else:
        _print(lhs, False, out, dn, sn)
        out.append(" + ")
        _print(rhs, False, out, dn, sn)
    if strong:
        out.append(")")
