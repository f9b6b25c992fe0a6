"""Affine maps and integer sets, as upstream MLIR defines them.

Maps and sets are interned and immutable like the expressions they hold (``==`` is identity).
Printing follows ``AsmPrinter``: ``str(map)`` is the body ``(d0, d1)[s0] -> (d0 + s0)``,
``str(set)`` is ``(d0)[s0] : (d0 - s0 >= 0)``; callers add ``affine_map<...>``/``affine_set<...>``.

Import from :mod:`vecir.ir.affine`, which re-exports everything public here.
"""

from __future__ import annotations

from math import gcd
from typing import Callable, Iterable, Iterator, Sequence

from vecir.ir.affine_expr import (
    ADD,
    CEILDIV,
    FLOORDIV,
    MOD,
    MUL,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymbolExpr,
    _C_ZERO,
    _wrap64,
    ceil_div,
    dims,
    floor_div,
    mod,
    print_expr,
    syms,
)

__all__ = [
    "AffineMap", "IntegerSet",
    "compress_dims", "compress_symbols", "compress_unused_dims", "compress_unused_symbols",
    "inverse_permutation", "inverse_and_broadcast_projected_permutation", "concat_affine_maps",
    "get_unused_dims", "remove_duplicate_exprs",
]


def _id_list(n: int, prefix: str) -> str:
    return ", ".join(f"{prefix}{i}" for i in range(n))


# ---------------------------------------------------------------------------------------------
# AffineMap
# ---------------------------------------------------------------------------------------------


def _check_exprs(exprs: Iterable[AffineExpr], num_dims: int, num_symbols: int, what: str) -> None:
    for e in exprs:
        if not isinstance(e, AffineExpr):
            raise TypeError(f"{what} results must be AffineExpr, got {type(e).__name__}")
        for sub in e.walk():
            t = type(sub)
            if t is AffineDimExpr and sub.position >= num_dims:
                raise ValueError(f"{what} uses d{sub.position} but has only {num_dims} dims")
            if t is AffineSymbolExpr and sub.position >= num_symbols:
                raise ValueError(f"{what} uses s{sub.position} but has only {num_symbols} symbols")


class AffineMap:
    """``(d0, ..., dn)[s0, ..., sm] -> (results...)``, interned and immutable."""

    __slots__ = ("num_dims", "num_symbols", "results", "_str")
    _table: dict = {}

    def __new__(cls, num_dims: int, num_symbols: int, results: Iterable[AffineExpr] = ()):
        results = tuple(results)
        key = (num_dims, num_symbols, results)
        obj = cls._table.get(key)
        if obj is None:
            if num_dims < 0 or num_symbols < 0:
                raise ValueError("negative number of dims or symbols")
            _check_exprs(results, num_dims, num_symbols, "affine map")
            obj = object.__new__(cls)
            s = object.__setattr__
            s(obj, "num_dims", num_dims)
            s(obj, "num_symbols", num_symbols)
            s(obj, "results", results)
            s(obj, "_str", None)
            cls._table[key] = obj
        return obj

    def __setattr__(self, name, value):
        raise AttributeError("AffineMap is immutable")

    def __reduce__(self):
        return (AffineMap, (self.num_dims, self.num_symbols, self.results))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    # -- constructors ------------------------------------------------------------------------
    @classmethod
    def get(cls, num_dims: int, num_symbols: int, results: Iterable[AffineExpr] = ()) -> "AffineMap":
        return cls(num_dims, num_symbols, results)

    @classmethod
    def empty(cls, num_dims: int = 0, num_symbols: int = 0) -> "AffineMap":
        """A map with no results."""
        return cls(num_dims, num_symbols, ())

    @classmethod
    def identity(cls, n: int) -> "AffineMap":
        """``(d0, ..., dn-1) -> (d0, ..., dn-1)`` (upstream getMultiDimIdentityMap)."""
        return cls(n, 0, dims(n))

    multi_dim_identity = identity

    @classmethod
    def constant_map(cls, value: int) -> "AffineMap":
        """``() -> (value)``"""
        return cls(0, 0, (AffineConstantExpr(value),))

    @classmethod
    def minor_identity(cls, num_dims: int, num_results: int) -> "AffineMap":
        """Identity on the trailing `num_results` dims: ``(d0, d1, d2) -> (d1, d2)``."""
        if num_results > num_dims:
            raise ValueError("minor identity needs num_dims >= num_results")
        return cls(num_dims, 0, dims(num_dims)[num_dims - num_results:])

    @classmethod
    def permutation(cls, perm: Sequence[int]) -> "AffineMap":
        """``permutation([1, 2, 0]) == (d0, d1, d2) -> (d1, d2, d0)``."""
        if not perm:
            raise ValueError("cannot create permutation map from empty permutation vector")
        m = cls(max(perm) + 1, 0, [AffineDimExpr(p) for p in perm])
        if not m.is_permutation():
            raise ValueError(f"invalid permutation vector {list(perm)}")
        return m

    @classmethod
    def infer_from_exprs(cls, exprs_list: Sequence[Sequence[AffineExpr]]) -> list["AffineMap"]:
        """Maps over the smallest dim/symbol counts that cover every expression (inferFromExprList)."""
        max_d = max_s = -1
        for exprs in exprs_list:
            for e in exprs:
                for sub in e.walk():
                    if type(sub) is AffineDimExpr:
                        max_d = max(max_d, sub.position)
                    elif type(sub) is AffineSymbolExpr:
                        max_s = max(max_s, sub.position)
        return [cls(max_d + 1, max_s + 1, exprs) for exprs in exprs_list]

    # -- basic queries -------------------------------------------------------------------------
    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    @property
    def num_results(self) -> int:
        return len(self.results)

    def get_result(self, i: int) -> AffineExpr:
        return self.results[i]

    def is_identity(self) -> bool:
        if self.num_dims != len(self.results):
            return False
        return all(type(e) is AffineDimExpr and e.position == i for i, e in enumerate(self.results))

    def is_symbol_identity(self) -> bool:
        if self.num_symbols != len(self.results):
            return False
        return all(type(e) is AffineSymbolExpr and e.position == i
                   for i, e in enumerate(self.results))

    def is_minor_identity(self) -> bool:
        return (self.num_dims >= len(self.results)
                and self is AffineMap.minor_identity(self.num_dims, len(self.results)))

    def is_minor_identity_with_broadcasting(self) -> tuple[bool, list[int]]:
        """(ok, broadcast result positions): a minor identity where some results may be 0."""
        if self.num_dims < len(self.results):
            return False, []
        start = self.num_dims - len(self.results)
        broadcast = []
        for i, e in enumerate(self.results):
            if type(e) is AffineConstantExpr:
                if e.value != 0:
                    return False, []
                broadcast.append(i)
            elif type(e) is AffineDimExpr:
                if e.position != start + i:
                    return False, []
            else:
                return False, []
        return True, broadcast

    def is_empty(self) -> bool:
        """No dims, no symbols, no results: ``() -> ()``."""
        return self.num_dims == 0 and self.num_symbols == 0 and not self.results

    def is_single_constant(self) -> bool:
        return len(self.results) == 1 and type(self.results[0]) is AffineConstantExpr

    def is_constant(self) -> bool:
        return all(type(e) is AffineConstantExpr for e in self.results)

    def get_single_constant_result(self) -> int:
        if not self.is_single_constant():
            raise ValueError("map must have a single constant result")
        return self.results[0].value

    def get_constant_results(self) -> list[int]:
        if not self.is_constant():
            raise ValueError("map must have only constant results")
        return [e.value for e in self.results]

    def is_projected_permutation(self, allow_zero_in_results: bool = False) -> bool:
        """Every result is a distinct dim (or the constant 0 when allowed); no symbols."""
        if self.num_symbols > 0 or len(self.results) > self.num_inputs:
            return False
        seen = set()
        for e in self.results:
            if type(e) is AffineDimExpr:
                if e.position in seen:
                    return False
                seen.add(e.position)
            elif not (allow_zero_in_results and type(e) is AffineConstantExpr and e.value == 0):
                return False
        return True

    def is_permutation(self) -> bool:
        return self.num_dims == len(self.results) and self.is_projected_permutation()

    def get_dim_position(self, i: int) -> int:
        e = self.results[i]
        if type(e) is not AffineDimExpr:
            raise ValueError(f"result {i} is not a dim expression")
        return e.position

    def get_permutation_vector(self) -> list[int]:
        """Dim positions of the results (every result must be a dim): the permutation's vector."""
        return [self.get_dim_position(i) for i in range(len(self.results))]

    def get_permuted_position(self, input: int) -> int:
        """Index of the result that is d<input> in a permutation map."""
        if not self.is_permutation():
            raise ValueError("invalid permutation request")
        return self.get_permutation_vector().index(input)

    def is_function_of_dim(self, position: int) -> bool:
        return any(e.is_function_of_dim(position) for e in self.results)

    def is_function_of_symbol(self, position: int) -> bool:
        return any(e.is_function_of_symbol(position) for e in self.results)

    def get_largest_known_divisor_of_map_exprs(self) -> int | None:
        """gcd of the results' known divisors; None (upstream: UINT64_MAX) when it is 0."""
        g = 0
        for e in self.results:
            g = gcd(g, e.get_largest_known_divisor())
        return g if g else None

    def walk_exprs(self) -> Iterator[AffineExpr]:
        for e in self.results:
            yield from e.walk()

    # -- evaluation ----------------------------------------------------------------------------
    def evaluate(self, dims: Sequence[int] = (), syms: Sequence[int] = ()) -> tuple[int, ...]:
        if len(dims) != self.num_dims or len(syms) != self.num_symbols:
            raise ValueError(f"map {self} expects {self.num_dims} dims and {self.num_symbols} "
                             f"symbols, got {len(dims)} and {len(syms)}")
        return tuple(e.evaluate(dims, syms) for e in self.results)

    def partial_constant_fold(self, operands: Sequence[int | None]) -> tuple["AffineMap", list[int] | None]:
        """Fold results whose operands are known (`operands` = dims then symbols, None = unknown).

        Returns the map with folded results replaced by constants, and the list of all result
        values when every result folded (else None), as upstream's partialConstantFold."""
        if len(operands) != self.num_inputs:
            raise ValueError("wrong number of operands")
        nd = self.num_dims
        exprs, values = [], []
        for e in self.results:
            v = _fold_const(e, operands, nd)
            if v is None:
                exprs.append(e)
                values = None
            else:
                exprs.append(AffineConstantExpr(v))
                if values is not None:
                    values.append(v)
        return AffineMap(self.num_dims, self.num_symbols, exprs), values

    def constant_fold_or_poison(self, operands: Sequence[int | None]) -> list[int] | str | None:
        """Every result's value on known operands (None when one does not fold), or ``"poison"``
        when a result that folds divides by zero or takes a mod by a non-positive value (upstream's
        AffineMap::constantFold with hasPoison, what affine.apply's folder uses)."""
        if len(operands) != self.num_inputs:
            raise ValueError("wrong number of operands")
        values, poison = [], []
        for e in self.results:
            v = _fold_const(e, operands, self.num_dims, poison)
            if poison:
                return "poison"
            if v is None:
                values = None
            elif values is not None:
                values.append(v)
        return values

    # -- transformations -----------------------------------------------------------------------
    def replace_dims_and_symbols(self, dim_repl: Sequence[AffineExpr], sym_repl: Sequence[AffineExpr],
                                 num_result_dims: int, num_result_syms: int) -> "AffineMap":
        return AffineMap(num_result_dims, num_result_syms,
                         [e.replace_dims_and_symbols(dim_repl, sym_repl) for e in self.results])

    def replace(self, mapping: dict, num_result_dims: int | None = None,
                num_result_syms: int | None = None) -> "AffineMap":
        """Sparse replacement in every result; without counts, they are inferred from the results."""
        results = [e.replace(mapping) for e in self.results]
        if num_result_dims is None or num_result_syms is None:
            return AffineMap.infer_from_exprs([results])[0]
        return AffineMap(num_result_dims, num_result_syms, results)

    def shift_dims(self, shift: int, offset: int = 0) -> "AffineMap":
        return AffineMap(self.num_dims + shift, self.num_symbols,
                         [e.shift_dims(self.num_dims, shift, offset) for e in self.results])

    def shift_symbols(self, shift: int, offset: int = 0) -> "AffineMap":
        return AffineMap(self.num_dims, self.num_symbols + shift,
                         [e.shift_symbols(self.num_symbols, shift, offset) for e in self.results])

    def compose(self, other: "AffineMap") -> "AffineMap":
        """``self ∘ other``: other's results feed self's dims; symbols are concatenated
        (self's first), as upstream's AffineMap::compose."""
        if self.num_dims != len(other.results):
            raise ValueError(f"cannot compose {self} with {other}: "
                             f"{self.num_dims} dims vs {len(other.results)} results")
        nd = other.num_dims
        ns_self = self.num_symbols
        ns = ns_self + other.num_symbols
        new_dims = dims(nd)
        new_syms = [AffineSymbolExpr(i) for i in range(ns_self, ns)]
        other_shifted = other.replace_dims_and_symbols(new_dims, new_syms, nd, ns)
        return AffineMap(nd, ns, [e.compose(other_shifted) for e in self.results])

    def compose_values(self, values: Sequence[int]) -> list[int]:
        """Apply a symbol-less map to constant dim values through composition."""
        if self.num_symbols:
            raise ValueError("expected symbol-less map")
        m = self.compose(AffineMap(0, 0, [AffineConstantExpr(v) for v in values]))
        return [e.value for e in m.results]

    def inverse_permutation(self) -> "AffineMap | None":
        return inverse_permutation(self)

    def get_sub_map(self, result_pos: Iterable[int]) -> "AffineMap":
        return AffineMap(self.num_dims, self.num_symbols, [self.results[i] for i in result_pos])

    def get_slice_map(self, start: int, length: int) -> "AffineMap":
        return AffineMap(self.num_dims, self.num_symbols, self.results[start:start + length])

    def get_major_sub_map(self, num_results: int) -> "AffineMap | None":
        if num_results == 0:
            return None
        if num_results > len(self.results):
            return self
        return self.get_slice_map(0, num_results)

    def get_minor_sub_map(self, num_results: int) -> "AffineMap | None":
        if num_results == 0:
            return None
        if num_results > len(self.results):
            return self
        return self.get_slice_map(len(self.results) - num_results, num_results)

    def drop_result(self, pos: int) -> "AffineMap":
        return self.drop_results([pos])

    def drop_results(self, positions: Iterable[int]) -> "AffineMap":
        drop = set(positions)
        return AffineMap(self.num_dims, self.num_symbols,
                         [e for i, e in enumerate(self.results) if i not in drop])

    def insert_result(self, expr: AffineExpr, pos: int) -> "AffineMap":
        r = list(self.results)
        r.insert(pos, expr)
        return AffineMap(self.num_dims, self.num_symbols, r)

    def simplify(self) -> "AffineMap":
        from vecir.ir.affine_simplify import simplify_affine_map

        return simplify_affine_map(self)

    def compress_unused_dims(self) -> "AffineMap":
        return compress_unused_dims(self)

    def compress_unused_symbols(self) -> "AffineMap":
        return compress_unused_symbols(self)

    # -- printing ------------------------------------------------------------------------------
    def __str__(self) -> str:
        s = self._str
        if s is None:
            s = f"({_id_list(self.num_dims, 'd')})"
            if self.num_symbols:
                s += f"[{_id_list(self.num_symbols, 's')}]"
            s += " -> (" + ", ".join(print_expr(e) for e in self.results) + ")"
            object.__setattr__(self, "_str", s)
        return s

    def __repr__(self) -> str:
        return f"AffineMap<{self}>"


def _fold_const(e: AffineExpr, operands: Sequence[int | None], nd: int, poison: list | None = None) -> int | None:
    """The value of ``e`` on known operands, else None. A division by zero or a mod by a
    non-positive value is undefined: None, and ``poison`` (when given) gets an entry, as upstream's
    AffineExprConstantFolder sets hasPoison."""
    t = type(e)
    if t is AffineConstantExpr:
        return e.value
    if t is AffineDimExpr:
        return operands[e.position]
    if t is AffineSymbolExpr:
        return operands[nd + e.position]
    a = _fold_const(e.lhs, operands, nd, poison)
    if a is None:
        return None
    b = _fold_const(e.rhs, operands, nd, poison)
    if b is None:
        return None
    k = e.kind
    if k == ADD:
        return _wrap64(a + b)
    if k == MUL:
        return _wrap64(a * b)
    if b == 0 or (k == MOD and b < 0):
        if poison is not None:
            poison.append(e)
        return None  # undefined: leave unfolded
    if k == FLOORDIV:
        return _wrap64(floor_div(a, b))
    if k == CEILDIV:
        return _wrap64(ceil_div(a, b))
    return mod(a, b)


def inverse_permutation(map: AffineMap) -> AffineMap | None:
    """Inverse of a (possibly projected, possibly redundant) permutation map, or None when the
    results do not cover every input (upstream's inversePermutation)."""
    if map.is_empty():
        return map
    if map.num_symbols:
        raise ValueError("expected map without symbols")
    exprs: list[AffineExpr | None] = [None] * map.num_dims
    for i, e in enumerate(map.results):
        if type(e) is AffineDimExpr and exprs[e.position] is None:
            exprs[e.position] = AffineDimExpr(i)
    seen = [e for e in exprs if e is not None]
    if len(seen) != map.num_inputs:
        return None
    return AffineMap(len(map.results), 0, seen)


def inverse_and_broadcast_projected_permutation(map: AffineMap) -> AffineMap:
    if not map.is_projected_permutation(allow_zero_in_results=True):
        raise ValueError("expected a projected permutation")
    exprs: list[AffineExpr] = [_C_ZERO] * map.num_inputs
    for i, e in enumerate(map.results):
        if type(e) is AffineDimExpr:
            exprs[e.position] = AffineDimExpr(i)
    return AffineMap(len(map.results), 0, exprs)


def concat_affine_maps(maps: Sequence[AffineMap]) -> AffineMap:
    """Results of all maps side by side; symbols are concatenated, dims are the max."""
    results, nd, ns = [], 0, 0
    for m in maps:
        results += [e.shift_symbols(m.num_symbols, ns) for e in m.results]
        ns += m.num_symbols
        nd = max(nd, m.num_dims)
    return AffineMap(nd, ns, results)


def get_unused_dims(maps: AffineMap | Sequence[AffineMap]) -> list[bool]:
    """unused[i] is True when no map is a function of d<i>."""
    maps = [maps] if isinstance(maps, AffineMap) else list(maps)
    nd = maps[0].num_dims
    return [not any(m.is_function_of_dim(i) for m in maps) for i in range(nd)]


def compress_dims(map: AffineMap, unused: Sequence[bool]) -> AffineMap:
    """Drop the dims flagged in `unused` (replacing them by 0) and renumber the others."""
    repl, n = [], 0
    for i in range(map.num_dims):
        if unused[i]:
            repl.append(_C_ZERO)
        else:
            repl.append(AffineDimExpr(n))
            n += 1
    return AffineMap(n, map.num_symbols, [e.replace_dims(repl) for e in map.results])


def compress_symbols(map: AffineMap, unused: Sequence[bool]) -> AffineMap:
    repl, n = [], 0
    for i in range(map.num_symbols):
        if unused[i]:
            repl.append(_C_ZERO)
        else:
            repl.append(AffineSymbolExpr(n))
            n += 1
    return AffineMap(map.num_dims, n, [e.replace_symbols(repl) for e in map.results])


def _compress_many(maps: Sequence[AffineMap], fn: Callable[[AffineMap], AffineMap]) -> list[AffineMap]:
    if not maps:
        return []
    nd, ns = maps[0].num_dims, maps[0].num_symbols
    if any(m.num_dims != nd or m.num_symbols != ns for m in maps):
        raise ValueError("expected maps with same num dims and symbols")
    unified = fn(AffineMap(nd, ns, [e for m in maps for e in m.results]))
    out, i = [], 0
    for m in maps:
        n = len(m.results)
        out.append(AffineMap(unified.num_dims, unified.num_symbols, unified.results[i:i + n]))
        i += n
    return out


def compress_unused_dims(map: AffineMap | Sequence[AffineMap]):
    """Drop dims no result uses (for a list of maps: dims none of them uses)."""
    if isinstance(map, AffineMap):
        return compress_dims(map, get_unused_dims(map))
    return _compress_many(map, compress_unused_dims)


def compress_unused_symbols(map: AffineMap | Sequence[AffineMap]):
    if isinstance(map, AffineMap):
        used = set()
        for e in map.walk_exprs():
            if type(e) is AffineSymbolExpr:
                used.add(e.position)
        return compress_symbols(map, [i not in used for i in range(map.num_symbols)])
    return _compress_many(map, compress_unused_symbols)


def remove_duplicate_exprs(map: AffineMap) -> AffineMap:
    """Drop consecutive duplicate results (std::unique semantics, as upstream)."""
    out: list[AffineExpr] = []
    for e in map.results:
        if not out or out[-1] is not e:
            out.append(e)
    return AffineMap(map.num_dims, map.num_symbols, out)


# ---------------------------------------------------------------------------------------------
# IntegerSet
# ---------------------------------------------------------------------------------------------


class IntegerSet:
    """``(dims)[syms] : (c0 >= 0, c1 == 0, ...)`` – a conjunction of affine constraints."""

    __slots__ = ("num_dims", "num_symbols", "constraints", "eq_flags", "_str")
    _table: dict = {}

    def __new__(cls, num_dims: int, num_symbols: int, constraints: Iterable[AffineExpr],
                eq_flags: Iterable[bool]):
        constraints = tuple(constraints)
        eq_flags = tuple(bool(f) for f in eq_flags)
        key = (num_dims, num_symbols, constraints, eq_flags)
        obj = cls._table.get(key)
        if obj is None:
            if len(constraints) != len(eq_flags):
                raise ValueError("number of constraints and equality flags differ")
            if num_dims < 0 or num_symbols < 0:
                raise ValueError("negative number of dims or symbols")
            _check_exprs(constraints, num_dims, num_symbols, "integer set")
            obj = object.__new__(cls)
            s = object.__setattr__
            s(obj, "num_dims", num_dims)
            s(obj, "num_symbols", num_symbols)
            s(obj, "constraints", constraints)
            s(obj, "eq_flags", eq_flags)
            s(obj, "_str", None)
            cls._table[key] = obj
        return obj

    def __setattr__(self, name, value):
        raise AttributeError("IntegerSet is immutable")

    def __reduce__(self):
        return (IntegerSet, (self.num_dims, self.num_symbols, self.constraints, self.eq_flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @classmethod
    def get(cls, num_dims: int, num_symbols: int, constraints: Iterable[AffineExpr],
            eq_flags: Iterable[bool]) -> "IntegerSet":
        return cls(num_dims, num_symbols, constraints, eq_flags)

    @classmethod
    def get_empty_set(cls, num_dims: int, num_symbols: int) -> "IntegerSet":
        """The canonical empty set ``(d0, ...) : (1 == 0)``."""
        return cls(num_dims, num_symbols, (AffineConstantExpr(1),), (True,))

    @classmethod
    def get_universe_set(cls, num_dims: int, num_symbols: int) -> "IntegerSet":
        """What the parser builds for an empty constraint list: ``(d0, ...) : (0 == 0)``."""
        return cls(num_dims, num_symbols, (_C_ZERO,), (True,))

    def is_empty_integer_set(self) -> bool:
        return self is IntegerSet.get_empty_set(self.num_dims, self.num_symbols)

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    @property
    def num_constraints(self) -> int:
        return len(self.constraints)

    @property
    def num_equalities(self) -> int:
        return sum(self.eq_flags)

    @property
    def num_inequalities(self) -> int:
        return len(self.eq_flags) - sum(self.eq_flags)

    def get_constraint(self, i: int) -> AffineExpr:
        return self.constraints[i]

    def is_eq(self, i: int) -> bool:
        return self.eq_flags[i]

    def is_function_of_dim(self, position: int) -> bool:
        return any(e.is_function_of_dim(position) for e in self.constraints)

    def is_function_of_symbol(self, position: int) -> bool:
        return any(e.is_function_of_symbol(position) for e in self.constraints)

    def contains(self, dims: Sequence[int] = (), syms: Sequence[int] = ()) -> bool:
        """True when every constraint holds for these dim/symbol values."""
        for e, eq in zip(self.constraints, self.eq_flags):
            v = e.evaluate(dims, syms)
            if (v != 0) if eq else (v < 0):
                return False
        return True

    evaluate = contains

    def replace_dims_and_symbols(self, dim_repl: Sequence[AffineExpr], sym_repl: Sequence[AffineExpr],
                                 num_result_dims: int, num_result_syms: int) -> "IntegerSet":
        return IntegerSet(num_result_dims, num_result_syms,
                          [e.replace_dims_and_symbols(dim_repl, sym_repl) for e in self.constraints],
                          self.eq_flags)

    def simplify(self) -> "IntegerSet":
        from vecir.ir.affine_simplify import simplify_integer_set

        return simplify_integer_set(self)

    def __str__(self) -> str:
        s = self._str
        if s is None:
            s = f"({_id_list(self.num_dims, 'd')})"
            if self.num_symbols:
                s += f"[{_id_list(self.num_symbols, 's')}]"
            s += " : (" + ", ".join(
                print_expr(e) + (" == 0" if eq else " >= 0")
                for e, eq in zip(self.constraints, self.eq_flags)) + ")"
            object.__setattr__(self, "_str", s)
        return s

    def __repr__(self) -> str:
        return f"IntegerSet<{self}>"
