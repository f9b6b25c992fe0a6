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


@needs_iree_opt
def test_diagnostics_and_their_notes_equal_iree_opt():
    # the whole stderr: each error's 'see current operation' note prints the pad numbered among the
    # loops upstream had built when it failed (the tensor.empty and the iteration domain's ops before
    # or after the pad as upstream places them)
    text = "\n".join(line for line in INVALID.splitlines() if "expected-" not in line)
    extra = text  # the first two cases again on dynamic shapes with a dynamic low padding
    for et in ("f32", "i32"):
        extra = extra.replace(f"%src: tensor<6x4x{et}>", f"%src: tensor<?x4x{et}>, %lo: index").replace(
            f"tensor<6x4x{et}>", f"tensor<?x4x{et}>").replace(f"tensor<9x7x{et}>", f"tensor<?x7x{et}>")
    extra = extra.replace("low[2, 1] high[1, 2] {", "low[%lo, 1] high[1, 2] {")
    out = same_as_iree_opt(text + "\n// -----\n" + extra, "--transform-interpreter")
    assert out.count("see current operation") == 12  # two per failing pad, six pads


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


# -- random pads: shapes, static or dynamic source dims and paddings, constant or argument padding
# values, tile_using_for / tile_using_forall by sizes or threads ----------------------------------

def _random_pad_cases(seed: int, n: int):
    import random

    rng = random.Random(seed)
    chunks, metas = [], []
    for k in range(n):
        rank = rng.choice([1, 2, 2, 3])
        m = {"src": [rng.randint(1, 9) for _ in range(rank)], "dyn_src": [rng.random() < 0.3 for _ in range(rank)],
             "lo": [rng.choice([0, 0, 1, 2, 3, 5]) for _ in range(rank)],
             "hi": [rng.choice([0, 0, 1, 2, 4]) for _ in range(rank)],
             "dyn_lo": [rng.random() < 0.2 for _ in range(rank)], "dyn_hi": [rng.random() < 0.2 for _ in range(rank)],
             "et": rng.choice(["f32", "i32"]), "outside": rng.random() < 0.3}
        et = m["et"]
        st = "x".join("?" if d else str(s) for s, d in zip(m["src"], m["dyn_src"]))
        args = [f"%src: tensor<{st}x{et}>"]

        def pad_list(vals, dyn, prefix):
            out = []
            for i, (v, d) in enumerate(zip(vals, dyn)):
                if d:
                    args.append(f"%{prefix}{i}: index")
                out.append(f"%{prefix}{i}" if d else str(v))
            return ", ".join(out)

        los, his = pad_list(m["lo"], m["dyn_lo"], "l"), pad_list(m["hi"], m["dyn_hi"], "h")
        res = "x".join("?" if any(ds) else str(s + lo + hi) for s, lo, hi, *ds in
                       zip(m["src"], m["lo"], m["hi"], m["dyn_src"], m["dyn_lo"], m["dyn_hi"]))
        if m["outside"]:
            args.append(f"%pv: {et}")
            value, cst = "%pv", ""
        else:
            value, cst = "%cst", f"  %cst = arith.constant {'2.5' if et == 'f32' else '7'} : {et}\n"
        kind = rng.choice(["for", "sizes", "threads"])
        counts = [rng.choice([0, 1, 2, 3] if kind == "threads" else [0, 1, 2, 3, 4, 8]) for _ in range(rank)]
        if not any(counts):
            counts[0] = 2
        lst = ", ".join(map(str, counts))
        if kind == "for":
            n_loops = sum(1 for c in counts if c)
            loops = "%loops" if n_loops == 1 else f"%loops:{n_loops}"
            script = (f"%t, {loops} = transform.structured.tile_using_for %pad tile_sizes [{lst}] : (!transform.any_op)"
                      f" -> (!transform.any_op{', !transform.any_op' * n_loops})")
        else:
            clause = "num_threads" if kind == "threads" else "tile_sizes"
            script = (f"%t, %f = transform.structured.tile_using_forall %pad {clause} [{lst}] : (!transform.any_op)"
                      f" -> (!transform.any_op, !transform.any_op)")
        bargs = ", ".join(f"%b{i}: index" for i in range(rank))
        chunks.append(f"""func.func @rand{k}({', '.join(args)}) -> tensor<{res}x{et}> {{
{cst}  %0 = tensor.pad %src low[{los}] high[{his}] {{
  ^bb0({bargs}):
    tensor.yield {value} : {et}
  }} : tensor<{st}x{et}> to tensor<{res}x{et}>
  return %0 : tensor<{res}x{et}>
}}
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %pad = transform.structured.match ops{{["tensor.pad"]}} in %root : (!transform.any_op) -> !transform.any_op
    {script}
    transform.yield
  }}
}}
""")
        metas.append(m)
    return chunks, metas


RANDOM_CHUNKS, RANDOM_METAS = _random_pad_cases(2026, 40)


@needs_iree_opt
def test_random_pads_match_iree_opt():
    same_as_iree_opt("// -----\n".join(RANDOM_CHUNKS), "--transform-interpreter")


@pytest.mark.parametrize("k", range(len(RANDOM_CHUNKS)))
def test_random_pads_compute_np_pad(k):
    import random

    m = RANDOM_METAS[k]
    mod = vecir.parse(RANDOM_CHUNKS[k])
    PassManager.parse("builtin.module(transform-interpreter)").run(mod)
    rng = random.Random(k)
    dt = np.float32 if m["et"] == "f32" else np.int32
    for trial in range(2):  # runtime sizes and paddings, zero-size sources and tiles all in padding among them
        src = [rng.randint(0, 7) if d else s for s, d in zip(m["src"], m["dyn_src"])]
        lo = [rng.randint(0, 6) if d else v for v, d in zip(m["lo"], m["dyn_lo"])]
        hi = [rng.randint(0, 6) if d else v for v, d in zip(m["hi"], m["dyn_hi"])]
        a = (np.random.default_rng(k * 10 + trial).standard_normal(src) * 10).astype(dt)
        args = [a] + [v for v, d in zip(lo, m["dyn_lo"]) if d] + [v for v, d in zip(hi, m["dyn_hi"]) if d]
        value = dt(-3) if m["outside"] else dt(2.5 if m["et"] == "f32" else 7)
        if m["outside"]:
            args.append(value)
        got = vecir.run(mod, f"rand{k}", *args)
        np.testing.assert_array_equal(got, np.pad(a, list(zip(lo, hi)), constant_values=value))
