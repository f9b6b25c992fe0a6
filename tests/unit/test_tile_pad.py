"""tensor.pad through transform.structured.tile_using_for / tile_using_forall (upstream's
TilingInterface model of tensor.pad): static and dynamic shapes, constant and dynamic padding
values, low/high padding, tile sizes, params, scalable sizes, interchange, num_threads, mapping,
and fusion with a tiled pad (a linalg producer fused into its loops, the pad fused into a linalg
consumer's). The printed IR equals iree-opt 3.13's byte for byte (raw and canonicalized), the
diagnostics match under --verify-diagnostics, and each tiled function computes what the untiled
one does (--verify-semantics for static shapes, np.pad for dynamic ones, with tiles wholly in the
padding among them)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import needs_iree_opt, run_tool, same_as_iree_opt, split_chunks

HERE = Path(__file__).parent
CASES_TEXT = (HERE / "tile_pad_cases.mlir").read_text()
CASES = split_chunks(CASES_TEXT)
INVALID = (HERE / "tile_pad_invalid.mlir").read_text()
UNREG = "--allow-unregistered-dialect"


def _case(name: str) -> str:
    return next(c for c in CASES if f"func.func @{name}(" in c)


def _tiled(name: str):
    m = vecir.parse(_case(name))
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return m


def _untiled(name: str):
    return vecir.parse(_case(name))


@needs_iree_opt
@pytest.mark.parametrize("flags", [(), ("--canonicalize", "--cse")], ids=["raw", "canonicalized"])
def test_cases_match_iree_opt(flags):
    out = same_as_iree_opt(CASES_TEXT, "--transform-interpreter", UNREG, *flags)
    if not flags:  # every pad was tiled: the guard against an empty source slice, the tensor.empty destination
        assert out.count("tensor.empty()") >= len(CASES) - 1
        assert out.count("scf.if") >= 20


@needs_iree_opt
def test_diagnostics_match_iree_opt():
    import sys

    from .oracle import iree_opt_path

    for exe in ([iree_opt_path()], [sys.executable, "-m", "vecir.tools.opt"]):
        rc, out, err = run_tool(exe, INVALID, "--verify-diagnostics", "--transform-interpreter")
        assert rc == 0, (exe, err)


def test_non_constant_padding_value_is_reported_not_raised():
    import subprocess
    import sys

    chunk = split_chunks(INVALID)[0]
    p = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "-", "--transform-interpreter"], input=chunk,
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 1
    assert "error: 'tensor.pad' op failed to tile operation" in p.stderr
    assert "error: 'tensor.pad' op failed to generate tiling loops" in p.stderr
    assert "Traceback" not in p.stderr


STATIC = ["pad_static", "pad_divides", "pad_one_dim", "pad_untiled_dim", "pad_interchange", "pad_forall_sizes",
          "pad_forall_threads", "param_sizes", "big_tile", "scalable", "two_pads", "pad_forall_threads_2d",
          "fuse_into_pad", "fuse_containing", "fuse_for_containing", "pad_then_fuse_forall"]


@pytest.mark.parametrize("name", STATIC)
def test_static_cases_keep_their_results(name):
    c = SemanticsChecker(seed=11, trials=3)
    m = vecir.parse(_case(name))
    PassManager.parse("builtin.module(transform-interpreter)").run(m, verify_semantics=c, emit_diagnostics=False)
    assert c.cases and not c.remarks, c.remarks


def test_mapped_threads_keep_their_results():
    # (#gpu.thread is an unregistered dialect attribute to vecir: the NumPy check runs the forall)
    text = _case("threads_mapped").replace(" (mapping = [#gpu.thread<y>, #gpu.thread<x>])", "")
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    src = np.random.default_rng(1).standard_normal((6, 5)).astype(np.float32)
    np.testing.assert_array_equal(vecir.run(m, "threads_mapped", src), np.pad(src, ((2, 1), (1, 2))))


def _rand(shape, seed):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


# (shape of the source, low/high paddings): some tiles lie wholly in the padding, some read the
# whole tile from the source, empty sources included
@pytest.mark.parametrize("shape,lo,hi", [((3, 2), 5, 7), ((9, 11), 0, 0), ((1, 6), 9, 1), ((0, 3), 2, 4),
                                         ((7, 0), 4, 12)])
def test_dynamic_pad_for(shape, lo, hi):
    src = _rand(shape, sum(shape))
    want = np.pad(src, ((lo, 2), (1, hi)), constant_values=2.5)
    got = vecir.run(_tiled("pad_dyn"), "pad_dyn", src, lo, hi, np.float32(2.5))
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(vecir.run(_untiled("pad_dyn"), "pad_dyn", src, lo, hi, np.float32(2.5)), want)


@pytest.mark.parametrize("n,h", [(5, 0), (1, 8), (0, 4), (7, 3)])
def test_dynamic_pad_1d_nofold(n, h):
    src = _rand((n,), n + h)
    got = vecir.run(_tiled("pad_1d_nofold"), "pad_1d_nofold", src, h)
    np.testing.assert_array_equal(got, np.pad(src, (2, h), constant_values=3.0))


@pytest.mark.parametrize("shape,lo", [((4, 3), 0), ((2, 5), 6), ((7, 1), 3), ((0, 2), 1)])
def test_dynamic_pad_forall_threads(shape, lo):
    src = _rand(shape, lo)
    got = vecir.run(_tiled("pad_forall_dyn_threads"), "pad_forall_dyn_threads", src, lo, np.float32(-4.0))
    np.testing.assert_array_equal(got, np.pad(src, ((lo, 1), (0, 4)), constant_values=-4.0))


@pytest.mark.parametrize("rows,hi", [(5, 0), (1, 7), (6, 2), (0, 4)])
def test_dynamic_pad_forall_sizes(rows, hi):
    src = _rand((rows, 8), rows + hi)
    got = vecir.run(_tiled("pad_forall_dyn_sizes"), "pad_forall_dyn_sizes", src, hi)
    np.testing.assert_array_equal(got, np.pad(src, ((0, hi), (1, 2)), constant_values=0.5))


@pytest.mark.parametrize("cols,lo", [(3, 0), (1, 5), (6, 2)])
def test_dynamic_pad_static_source_dim(cols, lo):
    src = _rand((6, cols), cols + lo)
    got = vecir.run(_tiled("pad_static_dim_dyn_low"), "pad_static_dim_dyn_low", src, lo)
    np.testing.assert_array_equal(got, np.pad(src, ((lo, 2), (1, lo))))


def test_static_result_with_dynamic_low():
    # the result type is static (9x8), so only low = 2 is a valid input
    src = _rand((6, 5), 0)
    got = vecir.run(_tiled("static_result_dyn_low"), "static_result_dyn_low", src, 2)
    np.testing.assert_array_equal(got, np.pad(src, ((2, 1), (1, 2))))


def test_tiled_handle_is_the_pad_of_a_source_slice():
    # the tiled op handle holds the new pad (the else branch of the guard), as upstream's tiledOps
    text = _case("pad_static").replace("    transform.yield", "    transform.print %1 : !transform.any_op\n"
                                       "    transform.yield")
    import io

    m = vecir.parse(text)
    from vecir.transforms.transform_interpreter import run_transform_script

    out = io.StringIO()
    run_transform_script(m, out=out)
    printed = out.getvalue()
    assert "tensor.pad %extracted_slice low[" in printed and "tensor<?x?xf32> to tensor<?x?xf32>" in printed
