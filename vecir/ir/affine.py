"""The affine API: expressions, maps, integer sets, the simplifier and the parser.

Everything is interned and immutable, so ``==`` is identity. Expressions are built with Python
operators that apply upstream MLIR's construction-time simplifications; ``str()`` prints exactly
what ``mlir-opt``/``iree-opt`` print (``str(map)`` is the body ``(d0)[s0] -> (d0 + s0)``, the
caller adds ``affine_map<...>``).

    affine_expr.py      AffineExpr and subclasses, simplifying operators, print_expr
    affine_map.py       AffineMap, IntegerSet and the map algebra (compose, inverse, ...)
    affine_simplify.py  simplify_affine_expr/map (upstream's flattening simplifier)
    affine_parse.py     recursive-descent parser with upstream's diagnostics

    >>> from vecir.ir.affine import dims, parse_affine_map
    >>> d0, d1 = dims(2)
    >>> str(d0 * 2 + d0 - d1 * 2 + 3)
    'd0 * 3 - d1 * 2 + 3'
    >>> str(parse_affine_map("(i, j)[N] -> (i + N, j floordiv 2)"))
    '(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)'
"""

from vecir.ir.affine_expr import (
    ADD,
    BINARY_KINDS,
    CEILDIV,
    FLOORDIV,
    MOD,
    MUL,
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymbolExpr,
    ceil_div,
    const,
    dim,
    dims,
    floor_div,
    get_affine_binary_expr,
    mod,
    print_expr,
    sym,
    syms,
)
from vecir.ir.affine_map import (
    AffineMap,
    IntegerSet,
    compress_dims,
    compress_symbols,
    compress_unused_dims,
    compress_unused_symbols,
    concat_affine_maps,
    get_unused_dims,
    inverse_and_broadcast_projected_permutation,
    inverse_permutation,
    remove_duplicate_exprs,
)
from vecir.ir.affine_parse import (
    AffineParseError,
    parse_affine_expr_with_names,
    parse_affine_map,
    parse_affine_map_of_ssa_ids,
    parse_affine_map_or_set,
    parse_integer_set,
)
from vecir.ir.affine_simplify import (
    flatten_affine_expr,
    get_affine_expr_from_flat_form,
    simplify_affine_expr,
    simplify_affine_map,
    simplify_integer_set,
)

__all__ = [
    "ADD", "MUL", "MOD", "FLOORDIV", "CEILDIV", "BINARY_KINDS",
    "AffineExpr", "AffineDimExpr", "AffineSymbolExpr", "AffineConstantExpr", "AffineBinaryExpr",
    "dim", "sym", "const", "dims", "syms", "get_affine_binary_expr",
    "floor_div", "ceil_div", "mod", "print_expr",
    "AffineMap", "IntegerSet",
    "compress_dims", "compress_symbols", "compress_unused_dims", "compress_unused_symbols",
    "inverse_permutation", "inverse_and_broadcast_projected_permutation", "concat_affine_maps",
    "get_unused_dims", "remove_duplicate_exprs",
    "simplify_affine_expr", "simplify_affine_map", "simplify_integer_set",
    "get_affine_expr_from_flat_form", "flatten_affine_expr",
    "AffineParseError", "parse_affine_map_or_set", "parse_affine_expr_with_names",
    "parse_affine_map_of_ssa_ids", "parse_affine_map", "parse_integer_set",
]
