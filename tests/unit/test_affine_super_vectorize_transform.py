"""transform.affine.super_vectorize (vecir/dialects/transform/affine_ops.py): the vectorized
functions are iree-opt 3.13's, byte for byte, and compute what the scalar ones did; the op's custom
and generic forms, its verifier and its parse errors are iree-opt's."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import vecir

from .oracle import iree_opt, needs_iree_opt, same_as_iree_opt, split_chunks

CASES = (Path(__file__).parent / "affine_pass_cases" / "super_vectorize_transform.mlir").read_text()
CHUNKS = split_chunks(CASES)

SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["affine.for"]} in %root : (!transform.any_op) -> !transform.any_op
    OP
    transform.yield
  }
}
"""
FORMS = [
    "transform.affine.super_vectorize %loops [16, 2] fastest_varying_pattern=[0, 1] vectorize_reductions=false : !transform.any_op",
    "transform.affine.super_vectorize %loops [32] vectorize_reductions=1 : !transform.any_op",
    "transform.affine.super_vectorize %loops [] {note = 3} : !transform.any_op",
    "transform.affine.super_vectorize %loops [2, 3] fastest_varying_pattern=[0] : !transform.any_op",
    "transform.affine.super_vectorize %loops [7, y] : !transform.any_op",
    "transform.affine.super_vectorize %loops 7 : !transform.any_op",
    "transform.affine.super_vectorize %loops [7] vectorize_reductions : !transform.any_op",
]


@needs_iree_opt
def test_transform_op_vectorizes_as_iree_opt():
    out = same_as_iree_opt(CASES, "--transform-interpreter")
    assert out.count("vector.transfer_read") >= 4 and "vector.reduction <add>" in out


def _run(text: str, seed: int) -> list:
    m = vecir.parse(text)
    fn = next(o for o in m.walk() if o.name == "func.func")
    name = fn.get_attr("sym_name").value
    rng = np.random.default_rng(seed)
    args = []
    for a in fn.regions[0].blocks[0].args:
        t = a.type
        if hasattr(t, "shape"):
            dtype = np.int32 if "i32" in str(t) else np.float32
            args.append(rng.integers(-9, 9, size=t.shape).astype(dtype))
        else:
            args.append(np.float32(rng.integers(-3, 4)))
    res = vecir.run(m, name, *args)
    return [x for x in args if isinstance(x, np.ndarray)] + list(res if isinstance(res, (list, tuple)) else [res])


@needs_iree_opt
@pytest.mark.parametrize("k", range(3))
def test_vectorized_functions_compute_the_same(k):
    src = CHUNKS[k]
    out = iree_opt(src, "--transform-interpreter")
    for seed in (0, 1):
        for a, b in zip(_run(src, seed), _run(out, seed)):
            if a is not None:
                np.testing.assert_array_equal(a, b)


@needs_iree_opt
@pytest.mark.parametrize("generic", [(), ("--mlir-print-op-generic",)])
def test_forms_verifier_and_parse_errors_match_iree_opt(generic):
    text = "// -----\n".join(SCRIPT.replace("OP", f) for f in FORMS)
    out = same_as_iree_opt(text, *generic)
    assert "fastest varying pattern specified with different size than the vector size" in out
    assert re.search(r"custom op 'transform.affine.super_vectorize' expected integer value", out)
