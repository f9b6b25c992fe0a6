"""transform.structured.vectorize on tensor.insert_slice with vector sizes (upstream's
vectorizeAsInsertSliceOp): a read of the source masked by its sizes, padded with the value the
destination was filled with (else zero), and a write at the slice's offsets. Into a tensor.empty the
write is masked as upstream (what the destination holds from the offsets: byte-identical to iree-opt
3.13); into a destination with contents vecir masks the write by the source's sizes, since
upstream's mask also writes the padding lanes over the destination (those cases, and a write
reaching the destination's last column or a rank-reducing insert where upstream drops or misplaces
the mask, are checked against NumPy only)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module


def _script(sizes: str) -> str:
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %s = transform.structured.match ops{{["tensor.insert_slice"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %s vector_sizes [{sizes}] : !transform.any_op
    transform.yield
  }}
}}
"""


CASES = {
    # name: (payload, vector sizes, upstream-identical)
    "static_into_wider": ("""func.func @f(%a: tensor<3x2xi32>, %d: tensor<6x4xi32>) -> tensor<6x4xi32> {
  %r = tensor.insert_slice %a into %d[1, 2] [3, 2] [1, 1] : tensor<3x2xi32> into tensor<6x4xi32>
  return %r : tensor<6x4xi32>
}
""", "4, 2", False),
    "dynamic_source_rows": ("""func.func @f(%a: tensor<?x3xf32>, %d: tensor<7x3xf32>) -> tensor<7x3xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x3xf32>
  %r = tensor.insert_slice %a into %d[2, 0] [%n, 3] [1, 1] : tensor<?x3xf32> into tensor<7x3xf32>
  return %r : tensor<7x3xf32>
}
""", "8, 3", False),
    "dynamic_dest_dynamic_offset": ("""func.func @f(%a: tensor<?x2xi16>, %d: tensor<?x7xi16>, %i: index) -> tensor<?x7xi16> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x2xi16>
  %r = tensor.insert_slice %a into %d[%i, 3] [%n, 2] [1, 1] : tensor<?x2xi16> into tensor<?x7xi16>
  return %r : tensor<?x7xi16>
}
""", "6, 2", False),
    "same_shape_no_mask": ("""func.func @f(%a: tensor<4x3xf32>, %d: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = tensor.insert_slice %a into %d[0, 0] [4, 3] [1, 1] : tensor<4x3xf32> into tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
""", "4, 3", True),
    "filled_dest_pads": ("""func.func @f(%a: tensor<2x3xf32>) -> tensor<5x5xf32> {
  %nine = arith.constant 9.0 : f32
  %e = tensor.empty() : tensor<5x5xf32>
  %d = linalg.fill ins(%nine : f32) outs(%e : tensor<5x5xf32>) -> tensor<5x5xf32>
  %r = tensor.insert_slice %a into %d[1, 1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<5x5xf32>
  return %r : tensor<5x5xf32>
}
""", "4, 4", False),
    # tensor.empty destinations: upstream's mask of what the destination holds from the offsets
    "empty_dest_dynamic_source": ("""func.func @f(%a: tensor<?x3xf32>, %n: index) -> tensor<6x3xf32> {
  %e = tensor.empty() : tensor<6x3xf32>
  %r = tensor.insert_slice %a into %e[1, 0] [%n, 3] [1, 1] : tensor<?x3xf32> into tensor<6x3xf32>
  return %r : tensor<6x3xf32>
}
""", "8, 3", True),
    "empty_dynamic_dest_offset": ("""func.func @f(%a: tensor<4x2xi32>, %n: index, %i: index) -> tensor<?x5xi32> {
  %e = tensor.empty(%n) : tensor<?x5xi32>
  %r = tensor.insert_slice %a into %e[%i, 3] [4, 2] [1, 1] : tensor<4x2xi32> into tensor<?x5xi32>
  return %r : tensor<?x5xi32>
}
""", "4, 4", True),
    "reaches_last_column": ("""func.func @f(%a: tensor<2x3xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = tensor.insert_slice %a into %d[2, 1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
""", "4, 8", False),
    "rank_reducing_leading_offset": ("""func.func @f(%a: tensor<3x5xf32>, %d: tensor<2x6x5xf32>, %i: index) -> tensor<2x6x5xf32> {
  %r = tensor.insert_slice %a into %d[1, %i, 0] [1, 3, 5] [1, 1, 1] : tensor<3x5xf32> into tensor<2x6x5xf32>
  return %r : tensor<2x6x5xf32>
}
""", "4, 8", False),
}


def _vectorized(name):
    text = CASES[name][0] + _script(CASES[name][1])
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return text, print_module(m)


@pytest.mark.parametrize("name", [n for n, c in CASES.items() if c[2]])
def test_matches_iree_opt(name):
    text, got = _vectorized(name)
    assert "tensor.insert_slice" not in got.split("module attributes")[0]
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


def _args(name, rng):
    f = lambda *s: rng.integers(-9, 10, s).astype(np.float32)  # noqa: E731
    if name == "static_into_wider":
        a, d = f(3, 2).astype(np.int32), f(6, 4).astype(np.int32)
        want = d.copy(); want[1:4, 2:4] = a  # noqa: E702
        return (a, d), want
    if name == "dynamic_source_rows":
        a, d = f(4, 3), f(7, 3)
        want = d.copy(); want[2:6] = a  # noqa: E702
        return (a, d), want
    if name == "dynamic_dest_dynamic_offset":
        a, d = f(3, 2).astype(np.int16), f(6, 7).astype(np.int16)
        want = d.copy(); want[2:5, 3:5] = a  # noqa: E702
        return (a, d, np.int64(2)), want
    if name == "same_shape_no_mask":
        a, d = f(4, 3), f(4, 3)
        return (a, d), a
    if name == "filled_dest_pads":
        a = f(2, 3)
        want = np.full((5, 5), 9, np.float32); want[1:3, 1:4] = a  # noqa: E702
        return (a,), want
    if name == "reaches_last_column":
        a, d = f(2, 3), f(8, 8)
        want = d.copy(); want[2:4, 1:4] = a  # noqa: E702
        return (a, d), want
    if name == "empty_dest_dynamic_source":
        a = f(4, 3)
        return (a, np.int64(4)), (np.s_[1:5, :], a)
    if name == "empty_dynamic_dest_offset":
        a = f(4, 2).astype(np.int32)
        return (a, np.int64(9), np.int64(2)), (np.s_[2:6, 3:5], a)
    a, d = f(3, 5), f(2, 6, 5)
    want = d.copy(); want[1, 3:6, :] = a  # noqa: E702
    return (a, d, np.int64(3)), want


@pytest.mark.parametrize("name", list(CASES))
def test_semantics(name):
    rng = np.random.default_rng(len(name))
    args, want = _args(name, rng)
    text, vec = _vectorized(name)
    for ir in (text, vec):
        got = vecir.run(vecir.parse(ir), "f", *[x.copy() if isinstance(x, np.ndarray) else x for x in args])
        if isinstance(want, tuple):  # a tensor.empty destination: only the slice is defined
            np.testing.assert_array_equal(np.asarray(got)[want[0]], want[1])
        else:
            np.testing.assert_array_equal(np.asarray(got), want)
