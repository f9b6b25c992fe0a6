"""Strides and offsets of memref layouts (upstream's getStridesAndOffset and friends).

A memref layout is the identity (None), ``strided<[s0, s1, ...], offset: o>`` or an affine map
with one result. An affine map is *strided* when its simplified result is a sum of
``dim * coefficient`` terms plus a dim-free offset; coefficients and offset that are not
constants become ``DYNAMIC`` (upstream: ``ShapedType::kDynamic``).

Arithmetic on static/dynamic values follows upstream's ``SaturatedInteger``: anything combined
with a dynamic value is dynamic, except that multiplying by a static 0 gives 0.
"""

from __future__ import annotations

from typing import Sequence

from .types import DYNAMIC, MemRefType


def _wrap64(v: int) -> int:
    v &= 0xFFFF_FFFF_FFFF_FFFF
    return v - (1 << 64) if v >> 63 else v


def sat_add(a: int, b: int) -> int:
    if a == DYNAMIC or b == DYNAMIC:
        return DYNAMIC
    return _wrap64(a + b)


def sat_mul(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    if a == DYNAMIC or b == DYNAMIC:
        return DYNAMIC
    return _wrap64(a * b)


def canonical_strides(shape: Sequence[int]) -> list[int]:
    """Row-major strides of ``shape``; dynamic once a dynamic size has been crossed."""
    strides, acc = [], 1
    for d in reversed(shape):
        strides.append(acc)
        acc = sat_mul(acc, d)
    return list(reversed(strides))


def _extract_strides(e, factor, strides: list, offset: list) -> bool:
    """Port of upstream's extractStrides: accumulate ``e * factor`` into strides/offset."""
    from .affine import ADD, MUL, AffineBinaryExpr, AffineDimExpr

    if not isinstance(e, AffineBinaryExpr):
        if isinstance(e, AffineDimExpr):
            strides[e.position] = strides[e.position] + factor
        else:
            offset[0] = offset[0] + e * factor
        return True
    if e.kind == MUL:
        if isinstance(e.lhs, AffineDimExpr):
            strides[e.lhs.position] = strides[e.lhs.position] + e.rhs * factor
            return True
        if e.lhs.is_symbolic_or_constant():
            return _extract_strides(e.rhs, factor * e.lhs, strides, offset)
        return _extract_strides(e.lhs, factor * e.rhs, strides, offset)
    if e.kind == ADD:
        ok1 = _extract_strides(e.lhs, factor, strides, offset)
        ok2 = _extract_strides(e.rhs, factor, strides, offset)
        return ok1 and ok2
    return False  # floordiv, ceildiv, mod


def try_strides_and_offset_of_map(m, shape: Sequence[int]) -> tuple[list[int], int] | None:
    """Static strides/offset of an affine-map layout, or None when the map is not strided."""
    from .affine import AffineConstantExpr, const, simplify_affine_expr

    if m.is_identity():
        return canonical_strides(shape), 0
    if len(m.results) != 1:
        return None
    nd, ns = m.num_dims, m.num_symbols
    zero, one = const(0), const(1)
    strides = [zero] * len(shape)
    offset = [zero]
    e = simplify_affine_expr(m.results[0], nd, ns)
    if not _extract_strides(e, one, strides, offset):
        return None

    def value(x) -> int:
        x = simplify_affine_expr(x, nd, ns)
        return x.value if isinstance(x, AffineConstantExpr) else DYNAMIC

    return [value(s) for s in strides], value(offset[0])


def strides_and_offset_of_map(m, shape: Sequence[int]) -> tuple[list[int], int]:
    """Like :func:`try_strides_and_offset_of_map`; raises ValueError for a non-strided map."""
    r = try_strides_and_offset_of_map(m, shape)
    if r is None:
        raise ValueError(f"affine map layout ({m}) is not strided")
    return r


def try_strides_and_offset(t: MemRefType) -> tuple[list[int], int] | None:
    """Strides and offset of a memref type, or None when its layout is not strided."""
    from .attrs import AffineMapAttr, StridedLayoutAttr

    lay = t.layout
    if lay is None:
        return canonical_strides(t.shape), 0
    if isinstance(lay, StridedLayoutAttr):
        return list(lay.strides), lay.offset
    if isinstance(lay, AffineMapAttr):
        return try_strides_and_offset_of_map(lay.value, t.shape)
    return None


def is_strided(t: MemRefType) -> bool:
    return try_strides_and_offset(t) is not None


def layout_num_symbols(t: MemRefType) -> int:
    """Number of symbols of the layout's affine map: an affine layout's own, one per dynamic offset or
    stride of a ``strided<>`` layout (upstream's makeStridedLinearLayoutMap), 0 for the identity."""
    from .attrs import AffineMapAttr, StridedLayoutAttr

    lay = t.layout
    if isinstance(lay, AffineMapAttr):
        return lay.value.num_symbols
    if isinstance(lay, StridedLayoutAttr) and not layout_is_identity(t):
        return sum(1 for x in (lay.offset, *lay.strides) if x == DYNAMIC)
    return 0


def layout_is_identity(t: MemRefType) -> bool:
    """upstream ``t.getLayout().isIdentity()``: the layout's affine map is the identity map.

    Besides the default layout this holds for ``strided<[1]>`` on a 1-D memref, whose map
    ``(d0) -> (d0)`` is the identity.
    """
    from .attrs import StridedLayoutAttr

    lay = t.layout
    if lay is None:
        return True
    if isinstance(lay, StridedLayoutAttr):
        return len(lay.strides) == 1 and lay.strides[0] == 1 and lay.offset == 0
    return False


def strided_linear_layout_map(strides, offset: int):
    """upstream makeStridedLinearLayoutMap: ``offset + sum(d_i * stride_i)``, symbols for dynamic values."""
    from .affine import AffineMap, const, dim, sym

    ns = 0
    if offset != DYNAMIC:
        expr = const(offset)
    else:
        expr = sym(ns)
        ns += 1
    for i, s in enumerate(strides):
        if s != DYNAMIC:
            mult = const(s)
        else:
            mult = sym(ns)
            ns += 1
        expr = expr + dim(i) * mult
    return AffineMap(len(strides), ns, [expr])


def canonical_strided_layout_expr(shape):
    """upstream makeCanonicalStridedLayoutExpr(sizes): row-major ``sum(d_i * stride_i)``, simplified."""
    from .affine import const, dim, simplify_affine_expr, sym

    if not shape:
        return const(0)
    nd, ns = len(shape), 0
    expr = None
    poison = False
    running = 1
    for i in reversed(range(nd)):
        if poison:
            stride = sym(ns)
            ns += 1
        else:
            stride = const(running)
        term = dim(i) * stride
        expr = term if expr is None else expr + term
        size = shape[i]
        if size > 0:
            running *= size
        else:
            poison = True
    return simplify_affine_expr(expr, nd, ns)


def layout_affine_map(t: MemRefType):
    """The layout as an affine map (upstream ``getLayout().getAffineMap()``)."""
    from .affine import AffineMap
    from .attrs import AffineMapAttr, StridedLayoutAttr

    lay = t.layout
    if lay is None:
        return AffineMap.identity(len(t.shape))
    if isinstance(lay, StridedLayoutAttr):
        return strided_linear_layout_map(lay.strides, lay.offset)
    if isinstance(lay, AffineMapAttr):
        return lay.value
    return None


def canonicalize_strided_layout(t: MemRefType) -> MemRefType:
    """upstream canonicalizeStridedLayout: the identity when the layout is the canonical row-major one,
    otherwise the layout as a simplified affine map."""
    from .affine import AffineConstantExpr, AffineMap, simplify_affine_expr
    from .attrs import AffineMapAttr

    m = layout_affine_map(t)
    if m is None or m.is_identity():
        return t
    if len(m.results) > 1:
        return t
    if m.num_dims == 0 and m.num_symbols == 0:
        r = m.results[0]
        if isinstance(r, AffineConstantExpr) and r.value == 0:
            return MemRefType(t.shape, t.element_type, None, t.memory_space)
        return t
    if not t.shape:
        return t
    expr = canonical_strided_layout_expr(t.shape)
    simplified = simplify_affine_expr(m.results[0], m.num_dims, m.num_symbols)
    if expr is not simplified:
        return MemRefType(t.shape, t.element_type,
                          AffineMapAttr(AffineMap(m.num_dims, m.num_symbols, [simplified])), t.memory_space)
    return MemRefType(t.shape, t.element_type, None, t.memory_space)
