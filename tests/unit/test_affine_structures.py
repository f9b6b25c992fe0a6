"""affine-simplify-structures, affine-expand-index-ops(-as-affine), convert-linalg-to-affine-loops,
affine-loop-tile{separate}, affine-loop-normalize on affine.parallel and its use-expensive-math
option (constant upper bounds from value bounds, loops split at the smallest bound): output
byte-identical to iree-opt 3.13 on the cases in affine_pass_cases/, and every case interpreted
before and after the pass on random inputs (memref contents and results must agree)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.ir.types import ShapedType
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt_chunks, split_chunks

CASES = Path(__file__).parent / "affine_pass_cases"

# (case file, pipeline); the pass runs on functions as upstream anchors it
SUITES = [
    ("simplify_structures.mlir", "builtin.module(func.func(affine-simplify-structures))"),
    ("expand_index_ops.mlir", "builtin.module(affine-expand-index-ops)"),
    ("expand_index_ops.mlir", "builtin.module(affine-expand-index-ops-as-affine)"),
    ("normalize_parallel.mlir", "builtin.module(func.func(affine-loop-normalize))"),
    ("normalize_parallel.mlir", "builtin.module(func.func(affine-loop-normalize{promote-single-iter=true}))"),
    ("normalize_expensive_math.mlir", "builtin.module(func.func(affine-loop-normalize{use-expensive-math=true}))"),
    ("normalize_expensive_math.mlir",
     "builtin.module(func.func(affine-loop-normalize{use-expensive-math=true promote-single-iter=true}))"),
    ("linalg_to_affine.mlir", "builtin.module(convert-linalg-to-affine-loops)"),
    ("tile_separate.mlir", "builtin.module(func.func(affine-loop-tile{tile-size=4 separate}))"),
    ("tile_separate.mlir", "builtin.module(func.func(affine-loop-tile{tile-sizes=3,5,2 separate}))"),
    ("tile_separate.mlir", "builtin.module(func.func(affine-loop-tile{tile-size=8 separate}))"),
]


def run_vecir(text: str, pipeline: str) -> str:
    m = vecir.parse(text, allow_unregistered=True)
    PassManager.parse(pipeline).run(m)
    return print_op(m).strip("\n") + "\n"


def _chunks(name: str) -> list[str]:
    return split_chunks((CASES / name).read_text())


@pytest.mark.parametrize("name,pipe", SUITES)
def test_matches_iree_opt(name, pipe):
    text = (CASES / name).read_text()
    want = iree_opt_chunks(text, "--pass-pipeline=" + pipe)
    chunks = split_chunks(text)
    assert len(want) == len(chunks)
    for i, (chunk, w) in enumerate(zip(chunks, want)):
        assert run_vecir(chunk, pipe) == w, f"{name} chunk {i}"


def synth_args(fn_op, rng, n: int) -> list:
    """Random inputs: memrefs of small integers (dynamic dims 64), index arguments ``n``, scalars."""
    out = []
    for a in fn_op.regions[0].blocks[0].args:
        t = a.type
        if isinstance(t, ShapedType):
            shape = [64 if d < 0 else d for d in t.shape]
            dt = np.int32 if str(t.element_type).startswith("i") else np.float32
            out.append(rng.integers(-3, 4, size=shape).astype(dt))
        elif str(t) == "index":
            out.append(n)
        else:
            out.append(float(rng.integers(-3, 4)))
    return out


def assert_same_results(text: str, pipe: str, n: int, seed: int) -> None:
    before = vecir.parse(text)
    after = vecir.parse(text)
    PassManager.parse(pipe).run(after)
    for fn_op in [o for o in before.walk() if o.name == "func.func" and o.regions[0].blocks]:
        name = fn_op.get_attr("sym_name").value
        a = synth_args(fn_op, np.random.default_rng(seed), n)
        b = [x.copy() if isinstance(x, np.ndarray) else x for x in a]
        ra = vecir.run(before, name, *a)
        rb = vecir.run(after, name, *b)
        assert repr(ra) == repr(rb), f"{name} after {pipe}"
        for x, y in zip(a, b):
            if isinstance(x, np.ndarray):
                np.testing.assert_array_equal(x, y, err_msg=f"{name} after {pipe}")


@pytest.mark.parametrize("n", [1, 3, 8])
@pytest.mark.parametrize("name,pipe", SUITES)
def test_keeps_results(name, pipe, n):
    for i, chunk in enumerate(_chunks(name)):
        assert_same_results(chunk, pipe, n, seed=n + 31 * i)


def test_simplify_structures_decides_emptiness_exactly():
    """Sets without integer points become `1 == 0` and their affine.if disappears, also when only
    integer reasoning shows it (2 * d0 == 1; 3 * (d0 - s0) >= 1 with s0 >= d0; 2 * d0 - 4 * s0 == 1)."""
    chunk = next(c for c in _chunks("simplify_structures.mlir") if "@integer_emptiness" in c)
    out = run_vecir(chunk, "builtin.module(func.func(affine-simplify-structures))")
    assert out.count("affine.if") == 1 and "[%arg2 + 5]" in out, out


def test_expand_index_ops_leave_no_index_ops():
    for pipe in ("builtin.module(affine-expand-index-ops)", "builtin.module(affine-expand-index-ops-as-affine)"):
        for chunk in _chunks("expand_index_ops.mlir"):
            out = run_vecir(chunk, pipe)
            assert "linearize_index" not in out, out
        assert "arith.floordivsi" in run_vecir(_chunks("expand_index_ops.mlir")[0], SUITES[1][1])


SEPARATE_ON_KERNELS = ["builtin.module(func.func(affine-loop-tile{tile-size=4 separate}))",
                       "builtin.module(func.func(affine-loop-tile{tile-sizes=2,3,4 separate}))",
                       "builtin.module(func.func(affine-loop-tile{tile-size=3 separate},affine-loop-normalize))"]


@pytest.mark.parametrize("pipe", SEPARATE_ON_KERNELS)
def test_tile_separate_on_kernels(pipe):
    """gemm, 2mm, syrk, jacobi, the reduction and the triangular nest of test_affine_passes: the
    same bytes as iree-opt (seidel-2d and conv, which vecir refuses to tile, left out), the same
    results when interpreted at several sizes."""
    from .oracle import iree_opt
    from .test_affine_passes import KERNELS, _drop_functions

    text = _drop_functions(KERNELS.split("// vecir-only")[0], ("seidel_2d", "conv"))
    out = run_vecir(text, pipe)
    assert out == iree_opt(text, "--pass-pipeline=" + pipe).strip("\n") + "\n"
    assert "affine.if" in out and "} else {" in out
    for n in (0, 3, 9):
        assert_same_results(KERNELS, pipe, n, seed=n)


def test_linalg_to_affine_loops_against_numpy():
    """The lowered matmul and batch_matmul compute what NumPy computes; no linalg op is left."""
    chunks = _chunks("linalg_to_affine.mlir")
    rng = np.random.default_rng(5)
    m = vecir.parse(chunks[0])
    PassManager.parse("builtin.module(convert-linalg-to-affine-loops)").run(m)
    assert "linalg." not in print_op(m)
    a, b = rng.standard_normal((4, 8)).astype(np.float32), rng.standard_normal((8, 16)).astype(np.float32)
    c = rng.standard_normal((4, 16)).astype(np.float32)
    want = c + a @ b
    vecir.run(m, "matmul", a, b, c)
    np.testing.assert_allclose(c, want, rtol=1e-5, atol=1e-5)
    m = vecir.parse(next(x for x in chunks if "@batch_and_conv1d" in x))
    PassManager.parse("builtin.module(convert-linalg-to-affine-loops)").run(m)
    args = [rng.standard_normal(s).astype(np.float32) for s in ((2, 3, 4), (2, 4, 5), (2, 3, 5), (1, 9, 2),
                                                               (3, 2, 4), (1, 4, 4))]
    want_c = args[2] + np.einsum("bik,bkj->bij", args[0], args[1])
    want_o = args[5].copy()
    for w in range(4):
        for kw in range(3):
            want_o[0, w] += args[3][0, 2 * w + kw] @ args[4][kw]
    vecir.run(m, "batch_and_conv1d", *args)
    np.testing.assert_allclose(args[2], want_c, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(args[5], want_o, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("pass_name", ["affine-simplify-structures", "affine-expand-index-ops",
                                       "affine-expand-index-ops-as-affine", "convert-linalg-to-affine-loops"])
def test_ir_dump_headers_name_the_passes_as_iree_opt(pass_name):
    import subprocess

    src = "func.func @f(%x: index) -> index {\n  return %x : index\n}\n"
    pipe = f"--pass-pipeline=builtin.module(func.func({pass_name}))"

    def header(tool):
        p = subprocess.run([tool, pipe, "--mlir-print-ir-after-all", "-"], input=src, capture_output=True, text=True)
        return [l for l in p.stderr.splitlines() if "IR Dump" in l]

    assert header("vecir-opt") == header("iree-opt") != []
