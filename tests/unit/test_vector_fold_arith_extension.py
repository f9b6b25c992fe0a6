"""fold_arith_extension against NumPy: after the extensions are folded the contract reads the narrow
operands and must still promote them as the extensions did (extf; extsi for integers, where an i8
product overflows without it). The IR is compared with iree-opt by
tests/vector_lowering/fold_arith_extension*.mlir."""

from __future__ import annotations

from pathlib import Path

import numpy as np

import vecir
from vecir.passes.manager import PassManager

CASES = Path(__file__).parent.parent / "vector_lowering" / "fold_arith_extension.mlir"


def _folded():
    m = vecir.parse(CASES.read_text())
    PassManager.parse("builtin.module(func.func(vector-fold-arith-extension))").run(m)
    return m


def test_folded_float_contract_matches_numpy() -> None:
    m = _folded()
    assert "arith.extf" not in str(m)
    rng = np.random.default_rng(3)
    a = rng.uniform(-4, 4, (3, 2)).astype(np.float16)
    b = rng.uniform(-4, 4, (2, 5)).astype(np.float16)
    c = rng.uniform(-4, 4, (3, 5)).astype(np.float32)
    got = np.asarray(vecir.run(m, "fold_extf", a, b, c))
    assert np.allclose(got, a.astype(np.float32) @ b.astype(np.float32) + c, atol=1e-5)


def test_folded_int_contract_sign_extends_like_numpy() -> None:
    m = _folded()
    x = np.array([-128, 50, 7, -3, 127, -128], np.int8)
    y = np.array([-128, -77, 5, 9, 127, 100], np.int8)
    mask = np.array([True, True, False, True, True, True])
    got = int(np.asarray(vecir.run(m, "fold_extsi_masked", x, y, np.int32(5), mask)))
    assert got == int((x.astype(np.int32) * y.astype(np.int32))[mask].sum()) + 5
