"""--verify-semantics / SemanticsChecker (vecir/passes/semantics.py): passes that keep results pass,
a wrong pass is reported at the first function it changes (values checked against NumPy on the
checker's own inputs), untestable functions are skipped with a remark, memref contents count,
floats compare with tolerance and NaN positions, scalable functions run at each vscale."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import vecir
from vecir.passes.base import Pass
from vecir.passes.manager import PassManager, PassManagerFailure
from vecir.passes.semantics import SemanticsChecker, _first_difference

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class _SwapSub(Pass):
    """A wrong pass: a - b becomes b - a."""
    name = "test-swap-sub"

    def run(self, op) -> None:
        for sub in op.walk():
            if sub.name in ("arith.subi", "arith.subf"):
                a, b = sub.operands
                sub.set_operands([b, a])


def _run(text, passes, checker):
    m = vecir.parse(text)
    pm = PassManager("builtin.module")
    for p in passes:
        pm.add(p)
    pm.run(m, verify_semantics=checker, emit_diagnostics=False)
    return m


SUB = """
func.func @keep(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @sub(%a: vector<2x3xf32>, %b: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = arith.subf %a, %b : vector<2x3xf32>
  return %r : vector<2x3xf32>
}
"""


def test_preserving_pipeline_passes() -> None:
    c = SemanticsChecker(seed=3, trials=3)
    m = vecir.parse(SUB)
    PassManager.parse("builtin.module(canonicalize,cse,func.func(canonicalize))").run(
        m, verify_semantics=c, emit_diagnostics=False)
    assert {case.name for case in c.cases} == {"keep", "sub"} and len(c.cases) == 6
    assert not c.remarks


def test_wrong_pass_reported_with_numpy_values() -> None:
    c = SemanticsChecker(seed=5)
    with pytest.raises(PassManagerFailure) as e:
        _run(SUB, [_SwapSub()], c)
    (d,) = e.value.diagnostics
    case = next(k for k in c.cases if k.name == "sub")
    a, b = case.inputs
    want, got = a - b, b - a
    idx = tuple(np.argwhere(want != got)[0])
    assert d.severity == "error" and d.loc.line == 6
    assert d.message == (f"pass 'test-swap-sub' changed the result of @sub: result #0 differs at "
                         f"[{idx[0]}, {idx[1]}]: {float(want[idx])} vs {float(got[idx])} (inputs: seed 5)")


def test_true_means_default_checker() -> None:
    with pytest.raises(PassManagerFailure):
        m = vecir.parse(SUB)
        PassManager("builtin.module", [_SwapSub()]).run(m, verify_semantics=True, emit_diagnostics=False)


def test_skipped_functions_get_remarks() -> None:
    text = """
func.func @dyn(%t: tensor<?xf32>) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}
func.func private @ext(i32) -> i32
func.func @calls(%a: i32) -> i32 {
  %r = func.call @ext(%a) : (i32) -> i32
  return %r : i32
}
func.func @div0(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divsi %a, %c0 : i32
  %s = arith.subi %r, %a : i32
  return %s : i32
}
func.func @oob(%m: memref<4xi32>) -> i32 {
  %c9 = arith.constant 9 : index
  %v = memref.load %m[%c9] : memref<4xi32>
  %s = arith.subi %v, %v : i32
  return %s : i32
}
"""
    c = SemanticsChecker()
    _run(text, [_SwapSub()], c)  # nothing checked, so the wrong pass goes unnoticed
    msgs = sorted(d.message for d in c.remarks)
    assert len(msgs) == 4 and not c.cases
    assert all(d.severity == "remark" for d in c.remarks)
    assert any(m.startswith("@dyn is not checked by --verify-semantics: cannot synthesize") for m in msgs)
    assert any(m.startswith("@calls is not checked") and "fails before the pipeline" in m for m in msgs)
    assert any(m.startswith("@div0 is not checked") for m in msgs)
    assert any(m.startswith("@oob is not checked") for m in msgs)


def test_memref_contents_are_outputs() -> None:
    text = """
func.func @st(%m: memref<3xi32>, %a: i32, %b: i32) {
  %c1 = arith.constant 1 : index
  %d = arith.subi %a, %b : i32
  memref.store %d, %m[%c1] : memref<3xi32>
  return
}
"""
    seed = 0
    while True:  # the first seed whose a and b differ (else a - b == b - a)
        c = SemanticsChecker(seed=seed)
        c.begin(vecir.parse(text), emit_remarks=False)
        _, a, b = c.cases[0].inputs
        if a != b:
            break
        seed += 1
    c = SemanticsChecker(seed=seed)
    with pytest.raises(PassManagerFailure) as e:
        _run(text, [_SwapSub()], c)
    assert e.value.diagnostics[0].message == (
        f"pass 'test-swap-sub' changed the result of @st: memref argument #0 differs at [1]: "
        f"{int(a - b)} vs {int(b - a)} (inputs: seed {seed})")


def test_float_tolerance_and_nan_positions() -> None:
    a = np.array([1.0, 2.0, np.nan], dtype=np.float32)
    assert _first_difference(a, a.copy(), 1e-5, 1e-6) is None
    assert _first_difference(a, a + np.float32(1e-7), 1e-5, 1e-6) is None
    assert _first_difference(a, np.array([1.0, 2.5, np.nan], np.float32), 1e-5, 1e-6) == "differs at [1]: 2.0 vs 2.5"
    assert _first_difference(a, np.array([1.0, 2.0, 0.0], np.float32), 1e-5, 1e-6) == "differs at [2]: nan vs 0.0"
    assert _first_difference(a, np.array([1.0, 2.5, np.nan], np.float32), 0.5, 0) is None
    assert _first_difference(np.array([3], np.int32), np.array([3], np.int32), 1, 1) is None
    assert _first_difference(np.array([3], np.int32), np.array([4], np.int32), 1, 1) == "differs at [0]: 3 vs 4"
    assert _first_difference(np.int64(3), np.int64(4), 0, 0) == "differs: 3 vs 4"


def test_scalable_functions_run_at_each_vscale() -> None:
    text = """
func.func @s(%a: vector<[4]xi32>, %b: vector<[4]xi32>) -> vector<[4]xi32> {
  %r = arith.subi %a, %b : vector<[4]xi32>
  return %r : vector<[4]xi32>
}
"""
    c = SemanticsChecker(vscales=(1, 2, 4))
    m = vecir.parse(text)
    PassManager.parse("builtin.module(canonicalize)").run(m, verify_semantics=c, emit_diagnostics=False)
    assert sorted(k.inputs[0].shape[0] for k in c.cases) == [4, 8, 16]
    with pytest.raises(PassManagerFailure) as e:
        _run(text, [_SwapSub()], SemanticsChecker(vscales=(2,)))
    assert "(inputs: seed 0, vscale 2)" in e.value.diagnostics[0].message


def test_opt_flag_exit_code_and_usage_errors(tmp_path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(SUB)
    env = dict(os.environ, PYTHONPATH=ROOT)
    plugin = "tests.lit.tools.Inputs.verify_semantics_plugin"
    cmd = [sys.executable, "-m", "vecir.tools.opt", str(src), "--verify-semantics", "--verify-semantics-seed=7",
           "--verify-semantics-trials=2", "--verify-semantics-rtol=0", "--verify-semantics-atol=0"]
    ok = subprocess.run(cmd + ["-p", "canonicalize"], capture_output=True, text=True, env=env)
    assert ok.returncode == 0 and ok.stderr == ""
    bad = subprocess.run(cmd + [f"--load-pass-plugin={plugin}", "-p", "canonicalize,test-swap-sub-operands"],
                         capture_output=True, text=True, env=env)
    assert bad.returncode == 1
    assert f"{src}:6:1: error: pass 'test-swap-sub-operands' changed the result of @sub: result #0 differs at" \
        in bad.stderr and "(inputs: seed 7)" in bad.stderr
    usage = subprocess.run(cmd + ["--verify-semantics-trials=x"], capture_output=True, text=True, env=env)
    assert usage.returncode != 0 and "for the --verify-semantics-trials option" in usage.stderr
    plug = subprocess.run(cmd + ["--load-pass-plugin=no.such.module"], capture_output=True, text=True, env=env)
    assert plug.returncode != 0 and "cannot load 'no.such.module'" in plug.stderr and "Traceback" not in plug.stderr


NARROW = """
func.func @widen(%a: vector<6xi2>, %b: vector<5xi4>, %c: i3) -> (vector<6xi8>, vector<5xi8>, i8) {
  %x = arith.extsi %a : vector<6xi2> to vector<6xi8>
  %y = arith.extui %b : vector<5xi4> to vector<5xi8>
  %z = arith.extsi %c : i3 to i8
  return %x, %y, %z : vector<6xi8>, vector<5xi8>, i8
}
"""


class _ExtSIAsShifts(Pass):
    """A correct pass: extsi from iN to i8 becomes extui, then shli + shrsi by 8 - N."""
    name = "test-extsi-as-shifts"

    def run(self, op) -> None:
        from vecir.transforms.vector import _build as B
        from vecir.rewrite.pattern import Rewriter

        rw = Rewriter()
        for ext in [o for o in op.walk() if o.name == "arith.extsi"]:
            src, res_t = ext.operands[0], ext.results[0].type
            rw.set_before(ext)
            n = 8 - B.elem(src.type).width
            amount = B.constant(rw, ext.loc, vecir.ir.attrs.DenseElementsAttr(res_t, (n,)) if
                                hasattr(res_t, "shape") else vecir.ir.attrs.IntegerAttr(n, res_t), res_t)
            u = B.emit(rw, "arith.extui", [src], [res_t], loc=ext.loc).results[0]
            v = B.binary(rw, ext.loc, "arith.shrsi", B.binary(rw, ext.loc, "arith.shli", u, amount), amount)
            rw.replace_op(ext, [v])


def test_sub_byte_inputs_are_values_of_their_type() -> None:
    """i2 / i3 / i4 arguments get values of their own range (not 5 : i2), so a correct rewrite of
    an extension is not reported, and the results are NumPy's sign / zero extensions."""
    c = SemanticsChecker(seed=1, trials=4)
    m = _run(NARROW, [_ExtSIAsShifts()], c)
    assert "arith.shrsi" in str(m)
    assert len(c.cases) == 4
    for case in c.cases:
        a, b, z = case.inputs
        assert a.min() >= -2 and a.max() <= 1 and b.min() >= -8 and b.max() <= 7 and -4 <= int(z) <= 3
        x, y, w = vecir.run(vecir.parse(NARROW), "widen", a, b, z)
        assert list(x) == list(a) and list(y) == [v & 15 for v in b.tolist()] and int(w) == int(z)
    assert any(a.min() < 0 for case in c.cases for a in case.inputs[:1])
