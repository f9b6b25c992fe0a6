"""tensor.extract inside a linalg.generic vectorized as upstream's vectorizeTensorExtract: the access
is classified (getTensorExtractMemoryAccessPattern) as a loop-invariant scalar (a broadcasting
transfer_read under an all-true vector.constant_mask), a contiguous row (one transfer_read at the
first lane's indices) or a gather; affine.apply in the body is expanded to arith first, and
`transform.structured.vectorize ... vectorize_nd_extract` parses and prints as upstream. Outputs are
byte-identical to iree-opt 3.13; results equal NumPy's before and after vectorization."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager
from vecir.transforms.linalg.vectorize import _convert_affine_apply, extract_access_kind

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %g vectorize_nd_extract : !transform.any_op
    transform.yield
  }
}
"""

# row 2 of a 6x10 table, columns [off, off + 8): a contiguous read
ROW = """func.func @row_window(%tab: tensor<6x10xf32>, %off: index, %out: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %c2 = arith.constant 2 : index
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<1x8xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 1 : index
    %col = arith.addi %j, %off : index
    %v = tensor.extract %tab[%c2, %col] : tensor<6x10xf32>
    linalg.yield %v : f32
  } -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}
"""

# the same column through an affine.apply (expanded to arith.addi before vectorizing)
ROW_APPLY = """func.func @row_window_apply(%tab: tensor<6x10xf32>, %off: index, %out: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %c5 = arith.constant 5 : index
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<1x8xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 1 : index
    %col = affine.apply affine_map<(a)[s] -> (a + s)>(%j)[%off]
    %v = tensor.extract %tab[%c5, %col] : tensor<6x10xf32>
    linalg.yield %v : f32
  } -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}
"""

# one element, broadcast over the iteration space
SCALAR = """func.func @splat_elem(%tab: tensor<4x5xi32>, %out: tensor<1x1x6xi32>) -> tensor<1x1x6xi32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%out : tensor<1x1x6xi32>) {
  ^bb0(%o: i32):
    %v = tensor.extract %tab[%c1, %c3] : tensor<4x5xi32>
    %w = arith.addi %v, %o : i32
    linalg.yield %w : i32
  } -> tensor<1x1x6xi32>
  return %r : tensor<1x1x6xi32>
}
"""

# reversed columns: the trailing index decreases, so it is a gather
REVERSED = """func.func @row_reversed(%tab: tensor<3x7xf32>, %out: tensor<1x7xf32>) -> tensor<1x7xf32> {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<1x7xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 1 : index
    %col = arith.subi %c6, %j : index
    %v = tensor.extract %tab[%c1, %col] : tensor<3x7xf32>
    linalg.yield %v : f32
  } -> tensor<1x7xf32>
  return %r : tensor<1x7xf32>
}
"""

# a 0-d source read into a 1-D result, and a 0-d iteration space with a data-dependent index
ZERO_D = """func.func @from_0d(%s: tensor<f32>, %out: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%out : tensor<5xf32>) {
  ^bb0(%o: f32):
    %v = tensor.extract %s[] : tensor<f32>
    %w = arith.mulf %v, %o : f32
    linalg.yield %w : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}
"""

RANK0 = """func.func @pick(%tab: tensor<4xi32>, %which: tensor<i32>, %out: tensor<i32>) -> tensor<i32> {
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%which : tensor<i32>) outs(%out : tensor<i32>) {
  ^bb0(%w: i32, %o: i32):
    %k = arith.index_cast %w : i32 to index
    %v = tensor.extract %tab[%k] : tensor<4xi32>
    linalg.yield %v : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}
"""

CASES = {"row": (ROW, "contiguous"), "row_apply": (ROW_APPLY, "contiguous"), "scalar": (SCALAR, "scalar"),
         "reversed": (REVERSED, "gather"), "zero_d": (ZERO_D, "scalar"), "rank0": (RANK0, "scalar")}


def _vectorized(text):
    m = vecir.parse(text + SCRIPT)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_access_kind(name):
    text, kind = CASES[name]
    m = vecir.parse(text)
    g = next(o for o in m.walk() if o.name == "linalg.generic")
    _convert_affine_apply(g)  # as the vectorizer does before classifying
    ext = next(o for o in g.walk() if o.name == "tensor.extract")
    assert extract_access_kind(g, ext, g.static_loop_ranges()) == kind


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text = CASES[name][0] + SCRIPT
    got = _vectorized(CASES[name][0])
    assert "tensor.extract" not in got
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


def _run_case(name, rng):
    f32 = lambda *s: rng.integers(-9, 9, s).astype(np.float32)  # noqa: E731
    if name in ("row", "row_apply"):
        tab, off = f32(6, 10), 2
        row = 2 if name == "row" else 5
        return (tab, off, f32(1, 8)), tab[row, off:off + 8][None, :]
    if name == "scalar":
        tab, out = rng.integers(-9, 9, (4, 5)).astype(np.int32), rng.integers(-9, 9, (1, 1, 6)).astype(np.int32)
        return (tab, out), out + tab[1, 3]
    if name == "reversed":
        tab = f32(3, 7)
        return (tab, f32(1, 7)), tab[1, ::-1][None, :]
    if name == "zero_d":
        s, out = f32(), f32(5)
        return (s, out), out * s
    tab = rng.integers(-9, 9, 4).astype(np.int32)
    which = np.array(2, np.int32)
    return (tab, which, np.array(0, np.int32)), np.array(tab[2])


@pytest.mark.parametrize("name", list(CASES))
def test_semantics(name):
    text = CASES[name][0]
    fn = text.split("func.func @", 1)[1].split("(", 1)[0]
    args, want = _run_case(name, np.random.default_rng(3))
    for ir in (text, _vectorized(text)):
        np.testing.assert_array_equal(np.asarray(vecir.run(vecir.parse(ir), fn, *args)), want)


@pytest.mark.parametrize("flags", ["vectorize_nd_extract", "vector_sizes [2, 4] vectorize_nd_extract",
                                   "vectorize_nd_extract assume_dynamic_dims_match_vec_sizes create_named_contraction"])
def test_vectorize_keywords_print_as_upstream(flags):
    text = f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @s(%h: !transform.any_op {{transform.consumed}}) {{
    transform.structured.vectorize %h {flags} : !transform.any_op
    transform.yield
  }}
}}
"""
    for generic in (False, True):
        got = str(vecir.parse(text)) if not generic else None
        if generic:
            from vecir.syntax.printer import PrintOptions, print_op

            got = print_op(vecir.parse(text), PrintOptions(generic=True))
            assert got.rstrip("\n") == iree_opt(text, "--mlir-print-op-generic").rstrip("\n")
        else:
            assert got.rstrip("\n") == iree_opt(text).rstrip("\n")


PATTERNS_SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f <vectorize_nd_extract> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""


@pytest.mark.parametrize("name", list(CASES))
def test_with_patterns_matches_iree_opt(name):
    """With vectorize_children_and_apply_patterns the index arithmetic is sunk to scalars (sink_ops),
    all-true masks are elided and broadcasting reads become 0-d reads plus a broadcast."""
    text = CASES[name][0] + PATTERNS_SCRIPT
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    got = print_module(m)
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"
    fn = text.split("func.func @", 1)[1].split("(", 1)[0]
    args, want = _run_case(name, np.random.default_rng(5))
    np.testing.assert_array_equal(np.asarray(vecir.run(vecir.parse(got), fn, *args)), want)
