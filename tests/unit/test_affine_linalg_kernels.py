"""convert-linalg-to-affine-loops on linalg forms of the kernels (gemm and 2mm as linalg.matmul,
conv as linalg.conv_2d_nhwc_hwcf, a row reduction as linalg.generic, one jacobi-1d step as a
linalg.generic over three shifted subviews), alone and followed by every affine loop pass: output
byte-identical to iree-opt 3.13, and the lowered-and-transformed functions compute what NumPy
computes (random inputs).  syrk, seidel-2d and the triangular/min-max/if nests have no linalg form
(non-rectangular or in-place); they are covered in affine form by test_affine_passes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt

TEXT = (Path(__file__).parent / "affine_pass_cases" / "linalg_kernels.mlir").read_text()

LOWER = "convert-linalg-to-affine-loops"
AFTER = ["", "func.func(affine-loop-tile{tile-size=2})", "func.func(affine-loop-tile{tile-size=2 separate})",
         "func.func(affine-parallelize)", "func.func(affine-parallelize{parallel-reductions=true})",
         "func.func(affine-loop-unroll{unroll-factor=2})", "func.func(affine-loop-unroll{unroll-factor=-1})",
         "func.func(affine-loop-unroll-jam{unroll-jam-factor=2})", "func.func(affine-scalrep)",
         "func.func(affine-loop-invariant-code-motion)", "func.func(affine-loop-normalize)",
         "func.func(affine-simplify-structures)", "func.func(affine-loop-fusion)",
         "func.func(affine-super-vectorize{virtual-vector-size=4})",
         "func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true})",
         "func.func(lower-affine)"]
PIPELINES = [f"builtin.module({LOWER}{',' + a if a else ''})" for a in AFTER]


def _drop(text: str, names) -> str:
    parts = text.split("\nfunc.func @")
    return "\nfunc.func @".join(p for p in parts if not any(p.startswith(n + "(") for n in names))


def _left_out(pipe: str) -> tuple[str, ...]:
    if "affine-loop-tile" in pipe:
        return ("conv",)  # a dependence distance of the accumulator may be negative: vecir refuses to tile
    return ()


def _run_vecir(text: str, pipe: str):
    m = vecir.parse(text)
    PassManager.parse(pipe).run(m)
    return m


@pytest.mark.parametrize("pipe", PIPELINES)
def test_matches_iree_opt(pipe):
    text = _drop(TEXT, _left_out(pipe))
    got = print_op(_run_vecir(text, pipe)).strip("\n") + "\n"
    assert got == iree_opt(text, "--pass-pipeline=" + pipe).strip("\n") + "\n"
    assert "linalg." not in got


def _numpy(name: str, a: list[np.ndarray]) -> list[np.ndarray]:
    a = [x.copy() for x in a]
    if name == "gemm":
        a[2] += a[0] @ a[1]
    elif name == "two_mm":
        a[2] += a[0] @ a[1]
        a[4] += a[2] @ a[3]
    elif name == "conv":
        img, w, out = a
        for i in range(6):
            for j in range(6):
                out[0, i, j, 0] += np.sum(img[0, i:i + 3, j:j + 3, :] * w[:, :, :, 0])
    elif name == "reduce":
        a[1] += a[0].sum(axis=1)
    elif name == "jacobi_1d_step":
        a[1][1:12] = a[0][0:11] + a[0][1:12] + a[0][2:13]
    return a


@pytest.mark.parametrize("pipe", PIPELINES)
def test_compute_what_numpy_computes(pipe):
    m = _run_vecir(TEXT, pipe)
    rng = np.random.default_rng(len(pipe))
    for fn_op in [o for o in vecir.parse(TEXT).walk() if o.name == "func.func"]:
        name = fn_op.get_attr("sym_name").value
        args = [rng.integers(-3, 4, size=a.type.shape).astype(np.float32)
                for a in fn_op.regions[0].blocks[0].args]
        want = _numpy(name, args)
        vecir.run(m, name, *args)
        for x, y in zip(want, args):
            np.testing.assert_array_equal(x, y, err_msg=f"{name} after {pipe}")
