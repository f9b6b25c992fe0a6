"""vectorize_children_and_apply_patterns' `fold_type_extensions_into_contract` flag: with it the f16 -> f32
extensions of a mixed-precision matmul fold into the vector.contract (upstream adds
populateFoldArithExtensionPatterns), without it they stay; each script's output equals iree-opt's, and the
folded function still computes the matmul (NumPy)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir

from .oracle import needs_iree_opt, same_as_iree_opt

SCRIPT = """func.func @mixed_mm(%a: tensor<3x5xf16>, %b: tensor<5x7xf16>, %c: tensor<3x7xf32>) -> tensor<3x7xf32> {{
  %r = linalg.matmul ins(%a, %b : tensor<3x5xf16>, tensor<5x7xf16>) outs(%c : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %r : tensor<3x7xf32>
}}
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f {flags} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
}}
"""


@needs_iree_opt
@pytest.mark.parametrize("flags,extensions", [("<fold_type_extensions_into_contract>", 0), ("", 2),
                                              ("<vectorize_padding, fold_type_extensions_into_contract>", 0)])
def test_extensions_fold_into_contract_as_iree_opt(flags: str, extensions: int) -> None:
    out = same_as_iree_opt(SCRIPT.format(flags=flags), "--transform-interpreter")
    assert out.count("arith.extf") == extensions
    assert "vector.contract" in out


@needs_iree_opt
def test_flag_prints_first_as_iree_opt() -> None:
    out = same_as_iree_opt(SCRIPT.format(flags="<vectorize_nd_extract, fold_type_extensions_into_contract>"))
    assert "<fold_type_extensions_into_contract, vectorize_nd_extract>" in out


def test_folded_contract_still_computes_the_matmul() -> None:
    from vecir.transforms.transform_interpreter import run_transform_script

    m = vecir.parse(SCRIPT.format(flags="<fold_type_extensions_into_contract>"))
    run_transform_script(m)
    assert "arith.extf" not in str(m)
    rng = np.random.default_rng(7)
    a = rng.standard_normal((3, 5)).astype(np.float16)
    b = rng.standard_normal((5, 7)).astype(np.float16)
    c = rng.standard_normal((3, 7)).astype(np.float32)
    got = vecir.run(m, "mixed_mm", a, b, c)
    want = a.astype(np.float32) @ b.astype(np.float32) + c
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-5)
