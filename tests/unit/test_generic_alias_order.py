"""Generic-form alias numbering: upstream's alias collection visits an op's operand and result types before
its properties/attributes, so a layout map in a result type gets #map before a permutation property's map.
Own cases compared with iree-opt --mlir-print-op-generic (and the custom form for contrast)."""

from __future__ import annotations

import pytest

import vecir
from vecir.syntax.printer import PrintOptions, print_op

from .oracle import iree_opt, iree_opt_path

CASES = [
    """func.func @t(%m: memref<?x4x?xi16>) -> memref<?x?x4xi16, strided<[1, ?, ?]>> {
  %r = memref.transpose %m (a, b, c) -> (c, a, b) : memref<?x4x?xi16> to memref<?x?x4xi16, strided<[1, ?, ?]>>
  return %r : memref<?x?x4xi16, strided<[1, ?, ?]>>
}
""",
    """func.func @u(%m: memref<3x5xf32>) -> memref<5x3xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>> {
  %r = memref.transpose %m (a, b) -> (b, a) : memref<3x5xf32> to memref<5x3xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
  return %r : memref<5x3xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
}
""",
    """func.func @v(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, vector<4xf32>
  return %r : vector<4xf32>
}
""",
]


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("i", range(len(CASES)))
@pytest.mark.parametrize("generic", [True, False])
def test_alias_numbering_matches_iree_opt(i, generic):
    text = CASES[i]
    flags = ("--mlir-print-op-generic",) if generic else ()
    assert print_op(vecir.parse(text), PrintOptions(generic=generic)).strip() == iree_opt(text, *flags).strip()


def test_result_type_layout_is_numbered_first():
    out = print_op(vecir.parse(CASES[1]), PrintOptions(generic=True))
    assert out.startswith("#map = affine_map<(d0, d1) -> (d1 * 5 + d0)>\n#map1 = affine_map<(d0, d1) -> (d1, d0)>\n")
