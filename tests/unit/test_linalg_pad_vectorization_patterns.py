"""transform.apply_patterns.linalg.pad_vectorization (upstream's populatePadOpVectorizationPatterns):
a zero-low-padded tensor.pad with a constant value folds into the transfer_read that reads it, into
an insert_slice of the whole pad, and into a transfer_write whose only user trims the padding off
again (an extract_slice at zero offsets of the source's sizes, dynamic sizes included when they are
the same values). Byte-identical to iree-opt 3.13; the rewritten functions are checked against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.pad_vectorization
    } : !transform.any_op
    transform.yield
  }
}
"""

CASES = {
    "write_trimmed_static": """func.func @f(%s: tensor<3x4xf32>, %v: vector<6x6xf32>) -> tensor<3x4xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.5 : f32
  %p = tensor.pad %s low[0, 0] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<3x4xf32> to tensor<6x6xf32>
  %w = vector.transfer_write %v, %p[%c0, %c0] : vector<6x6xf32>, tensor<6x6xf32>
  %t = tensor.extract_slice %w[0, 0] [3, 4] [1, 1] : tensor<6x6xf32> to tensor<3x4xf32>
  return %t : tensor<3x4xf32>
}
""",
    "write_trimmed_dynamic": """func.func @f(%x: tensor<?x?xf32>, %n: index, %h: index, %v: vector<5x6xf32>) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %z = arith.constant 2.0 : f32
  %s = tensor.extract_slice %x[0, 0] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %p = tensor.pad %s low[0, 0] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %w = vector.transfer_write %v, %p[%c1, %c1] : vector<5x6xf32>, tensor<?x6xf32>
  %t = tensor.extract_slice %w[0, 0] [%n, 4] [1, 1] : tensor<?x6xf32> to tensor<?x4xf32>
  return %t : tensor<?x4xf32>
}
""",
    "write_trim_at_offset_kept": """func.func @f(%s: tensor<3x4xf32>, %v: vector<6x6xf32>) -> tensor<3x4xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.5 : f32
  %p = tensor.pad %s low[0, 0] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<3x4xf32> to tensor<6x6xf32>
  %w = vector.transfer_write %v, %p[%c0, %c0] : vector<6x6xf32>, tensor<6x6xf32>
  %t = tensor.extract_slice %w[1, 0] [3, 4] [1, 1] : tensor<6x6xf32> to tensor<3x4xf32>
  return %t : tensor<3x4xf32>
}
""",
    "read_of_pad": """func.func @f(%s: tensor<2x3xf32>) -> vector<4x4xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant -1.0 : f32
  %q = arith.constant 7.0 : f32
  %p = tensor.pad %s low[0, 0] high[3, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<2x3xf32> to tensor<5x6xf32>
  %r = vector.transfer_read %p[%c0, %c0], %q : tensor<5x6xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
""",
}


def _rewritten(name):
    text = CASES[name] + SCRIPT
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return text, print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text, got = _rewritten(name)
    assert ("tensor.pad" in got.split("module attributes")[0]) == name.endswith("_kept")
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("name", list(CASES))
def test_semantics(name):
    rng = np.random.default_rng(len(name))
    f = lambda *s: rng.integers(-9, 10, s).astype(np.float32)  # noqa: E731
    text, new = _rewritten(name)
    if name == "write_trimmed_static":
        s, v = f(3, 4), f(6, 6)
        args, want = (s, v), v[:3, :4]
    elif name == "write_trimmed_dynamic":
        x, v = f(5, 7), f(5, 6)
        padded = np.full((6, 6), 2.0, np.float32)
        padded[:4, :4] = x[:4, :4]
        padded[1:6, 1:6] = v[:5, :5]
        args, want = (x, np.int64(4), np.int64(2), v), padded[:4, :4]
    elif name == "write_trim_at_offset_kept":
        s, v = f(3, 4), f(6, 6)
        args, want = (s, v), v[1:4, :4]
    else:
        s = f(2, 3)
        padded = np.full((5, 6), -1.0, np.float32)
        padded[:2, :3] = s
        args, want = (s,), padded[:4, :4]
    for ir in (text, new):
        np.testing.assert_array_equal(np.asarray(vecir.run(vecir.parse(ir), "f", *args)), want)
