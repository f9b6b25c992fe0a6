"""vector.scatter on a tensor returns the updated tensor (`... -> tensor<...>`, an optional result of
ranked tensor type): vecir parses and prints it as iree-opt 3.13 does (custom and generic form), the
interpreter returns a copy with the active lanes written (checked against NumPy), and
cast_away_vector_leading_one_dim keeps the tensor result (compared with iree-opt, interpreted)."""

from __future__ import annotations

import numpy as np

import vecir
from vecir.syntax.printer import PrintOptions, print_op

from .oracle import iree_opt
from .test_vector_lowering_cases import run_vecir_transform_script, strip_transform_module, transform_script

SCATTER = """func.func @put(%t: tensor<3x6xf32>, %r: index, %at: vector<1x5xindex>, %on: vector<1x5xi1>, %v: vector<1x5xf32>) -> (tensor<3x6xf32>, tensor<3x6xf32>) {
  %c0 = arith.constant 0 : index
  %u = vector.scatter %t[%r, %c0] [%at], %on, %v : tensor<3x6xf32>, vector<1x5xindex>, vector<1x5xi1>, vector<1x5xf32> -> tensor<3x6xf32>
  return %u, %t : tensor<3x6xf32>, tensor<3x6xf32>
}
"""


def test_round_trip_matches_iree_opt() -> None:
    for generic in (False, True):
        want = iree_opt(SCATTER, *(["--mlir-print-op-generic"] if generic else []))
        got = print_op(vecir.parse(SCATTER), PrintOptions(generic=generic))
        assert got.strip() == want.strip()


def _numpy_scatter(t, r, at, on, v):
    out = t.copy()
    flat = out.reshape(-1)
    base = r * t.shape[1]
    for k in range(at.size):  # lane order: a later lane wins
        if on.reshape(-1)[k]:
            flat[base + at.reshape(-1)[k]] = v.reshape(-1)[k]
    return out


def test_interpreter_returns_updated_copy() -> None:
    rng = np.random.default_rng(11)
    m = vecir.parse(SCATTER)
    for _ in range(5):
        t = rng.uniform(-1, 1, (3, 6)).astype(np.float32)
        r = int(rng.integers(0, 3))
        at = rng.integers(0, 6, (1, 5))
        on = rng.integers(0, 2, (1, 5)).astype(bool)
        v = rng.uniform(-1, 1, (1, 5)).astype(np.float32)
        keep = t.copy()
        u, same = vecir.run(m, "put", t, np.int64(r), at, on, v)
        assert np.array_equal(u, _numpy_scatter(keep, r, at, on, v))
        assert np.array_equal(same, keep) and np.array_equal(t, keep)  # the operand is not written


def test_cast_away_leading_one_dim_keeps_tensor_result() -> None:
    script = transform_script("vector-cast-away-leading-one-dim")
    want = strip_transform_module(iree_opt(SCATTER + script, "--transform-interpreter"))
    lowered = run_vecir_transform_script(SCATTER + script)
    got = strip_transform_module(print_op(lowered))
    assert got == want
    assert "vector<5xindex>" in got  # the unit dim went
    rng = np.random.default_rng(12)
    before, after = vecir.parse(SCATTER), vecir.parse(got)
    for _ in range(3):
        args = [rng.uniform(-1, 1, (3, 6)).astype(np.float32), np.int64(rng.integers(0, 3)),
                rng.integers(0, 6, (1, 5)), rng.integers(0, 2, (1, 5)).astype(bool),
                rng.uniform(-1, 1, (1, 5)).astype(np.float32)]
        w = vecir.run(before, "put", *[np.copy(a) for a in args])
        g = vecir.run(after, "put", *[np.copy(a) for a in args])
        assert all(np.array_equal(x, y) for x, y in zip(w, g))
