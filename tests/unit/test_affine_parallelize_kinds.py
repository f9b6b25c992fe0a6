"""affine-parallelize{parallel-reductions=true}: every combiner upstream's getSupportedReduction
accepts (addf mulf addi muli andi ori xori maxnumf minnumf maximumf minimumf maxsi minsi maxui minui)
becomes an affine.parallel reduce, byte-identical to iree-opt, and gives the same result as the
serial loop on random inputs; a non-reduction combiner (subi) is left serial, as iree-opt does."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt

PIPE = "builtin.module(func.func(affine-parallelize{parallel-reductions=true}))"
FLOAT_OPS = ["addf", "mulf", "maxnumf", "minnumf", "maximumf", "minimumf"]
INT_OPS = ["addi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"]


def _kernel(op: str, ty: str) -> str:
    return f"""func.func @k(%A: memref<8x{ty}>, %z: {ty}) -> {ty} {{
  %r = affine.for %i = 0 to 8 iter_args(%a = %z) -> {ty} {{
    %v = affine.load %A[%i] : memref<8x{ty}>
    %n = arith.{op} %a, %v : {ty}
    affine.yield %n : {ty}
  }}
  return %r : {ty}
}}
"""


def _run_vecir(text: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(PIPE).run(m)
    return print_op(m).strip("\n") + "\n"


@pytest.mark.parametrize("op,ty", [(o, "f32") for o in FLOAT_OPS] + [(o, "i32") for o in INT_OPS]
                         + [("subi", "i32")])
def test_reduction_kind_matches_iree_opt_and_keeps_result(op, ty):
    text = _kernel(op, ty)
    out = _run_vecir(text)
    assert out == iree_opt(text, "--pass-pipeline=" + PIPE).strip("\n") + "\n"
    assert ("affine.parallel" in out) == (op != "subi")
    rng = np.random.default_rng(len(op))
    if ty == "f32":
        # small exact values: float reassociation cannot change the result
        data = rng.integers(-2, 3, size=8).astype(np.float32)
        init = np.float32(1)
    else:
        data = rng.integers(-50, 50, size=8).astype(np.int32)
        init = np.int32(rng.integers(-50, 50))
    before = vecir.run(vecir.parse(text), "k", data.copy(), init)
    after = vecir.run(vecir.parse(out), "k", data.copy(), init)
    np.testing.assert_array_equal(np.asarray(before), np.asarray(after))
