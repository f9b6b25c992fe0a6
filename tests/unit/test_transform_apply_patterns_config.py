"""`transform.apply_patterns` runs the greedy driver with upstream's default GreedyRewriteConfig
(bottom-up traversal, aggressive region simplification), unlike `--canonicalize` (top-down,
normal). Each case is checked against `iree-opt --transform-interpreter`, and cases that rewrite
vector slices are also interpreted and compared with NumPy.

The slice-of-a-slice composition is a canonicalization pattern upstream, not a fold: with folding
only (an empty pattern list) both slices stay."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp import run_function
from vecir.passes.manager import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module, run_vecir_transform_script

SLICES = """\
func.func @a(%s: vector<1x2x8xf32>) -> vector<1x1x2xf32> {
  %1 = vector.extract_strided_slice %s offsets = [0, 1], sizes = [1, 1], strides = [1, 1] : vector<1x2x8xf32> to vector<1x1x8xf32>
  %2 = vector.extract_strided_slice %1 offsets = [0, 0, 3], sizes = [1, 1, 2], strides = [1, 1, 1] : vector<1x1x8xf32> to vector<1x1x2xf32>
  return %2 : vector<1x1x2xf32>
}
func.func @b(%s: vector<4x8xf32>) -> vector<2x2xf32> {
  %1 = vector.extract_strided_slice %s offsets = [1], sizes = [2], strides = [1] : vector<4x8xf32> to vector<2x8xf32>
  %2 = vector.extract_strided_slice %1 offsets = [0, 3], sizes = [2, 2], strides = [1, 1] : vector<2x8xf32> to vector<2x2xf32>
  return %2 : vector<2x2xf32>
}
"""

# two identical successors: only aggressive region simplification merges them
IDENTICAL_BLOCKS = """\
func.func @m(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %0 = arith.addi %x, %y : i32
  return %0 : i32
^b:
  %1 = arith.addi %x, %y : i32
  return %1 : i32
}
"""


def _script(*descriptors: str) -> str:
    body = "".join(f"      {d}\n" for d in descriptors)
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {\n"
            "    %f = transform.structured.match ops{[\"func.func\"]} in %m : (!transform.any_op) -> !transform.any_op\n"
            "    transform.apply_patterns to %f {\n" + body + "    } : !transform.any_op\n"
            "    transform.yield\n  }\n}\n")


def _same_as_iree_opt(text: str):
    want = iree_opt(text, "--transform-interpreter").strip("\n") + "\n"
    m = run_vecir_transform_script(text)
    assert print_module(m) == want
    return m


def _count(m, name: str) -> int:
    return sum(1 for o in m.walk() if o.name == name)


def _slices_match_numpy(m) -> None:
    rng = np.random.default_rng(6)
    a = rng.standard_normal((1, 2, 8)).astype(np.float32)
    np.testing.assert_array_equal(run_function(m, "a", [a]), a[:, 1:2, 3:5])
    b = rng.standard_normal((4, 8)).astype(np.float32)
    np.testing.assert_array_equal(run_function(m, "b", [b]), b[1:3, 3:5])


def test_folding_only_keeps_a_slice_of_a_slice() -> None:
    m = _same_as_iree_opt(SLICES + _script())
    assert _count(m, "vector.extract_strided_slice") == 4
    _slices_match_numpy(m)


def test_canonicalization_composes_slices_bottom_up() -> None:
    # top-down (--canonicalize) would first turn @a's outer slice into extract + shape_cast;
    # bottom-up visits the inner slice first and composes the two
    m = _same_as_iree_opt(SLICES + _script("transform.apply_patterns.canonicalization"))
    assert _count(m, "vector.extract_strided_slice") == 2
    assert _count(m, "vector.shape_cast") == 0
    _slices_match_numpy(m)


@pytest.mark.parametrize("pipeline", ["canonicalize", "canonicalize{top-down=false}"])
def test_canonicalize_pass_matches_upstream_on_slices(pipeline: str) -> None:
    want = iree_opt(SLICES, f"--pass-pipeline=builtin.module({pipeline})").strip("\n") + "\n"
    m = vecir.parse(SLICES)
    PassManager.parse(f"builtin.module({pipeline})").run(m)
    assert print_module(m) == want
    _slices_match_numpy(m)


def test_region_simplification_is_aggressive() -> None:
    m = _same_as_iree_opt(IDENTICAL_BLOCKS + _script())
    f = next(o for o in m.walk() if o.name == "func.func")
    assert len(f.regions[0].blocks) == 2
    for c in (True, False):
        assert run_function(m, "m", [np.bool_(c), np.int32(3), np.int32(4)]) == 7
