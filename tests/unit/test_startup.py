"""Start-up work of vecir-opt: formats compile on first use, and a run without passes does not
import the pass machinery (both keep `vecir-opt in.mlir -o out.mlir` cheap to start)."""

from __future__ import annotations

import subprocess
import sys

import numpy as np

from vecir.dialects import load_all
from vecir.ir.op import OP_REGISTRY
from vecir.syntax.asm_format import compile_all_formats

from .oracle import iree_opt


def test_every_registered_format_compiles():
    load_all()
    compile_all_formats()
    for name, cls in OP_REGISTRY.items():
        if cls.assembly_format is not None and "parse" in cls.__dict__:
            assert "_install_lazy_format" not in getattr(cls.__dict__["print"], "__qualname__", ""), name


def test_format_compiles_on_first_use_and_replaces_its_stubs():
    """The first parse/print of an op compiles its format; the stubs are then gone."""
    load_all()
    import vecir

    text = "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  return %0 : f32\n}"
    m = vecir.parse(text)
    assert "%0 = arith.addf %arg0, %arg0 : f32" in str(m)
    assert "_install_lazy_format" not in OP_REGISTRY["arith.addf"].__dict__["print"].__qualname__


def _modules_after_run(args: list[str], tmp_path) -> set[str]:
    src = tmp_path / "in.mlir"
    src.write_text("func.func @f(%a: f32) -> f32 {\n  return %a : f32\n}\n")
    code = ("import sys, io\nfrom vecir.tools.opt import run\n"
            f"rc = run([{str(src)!r}, '-o', {str(tmp_path / 'out.mlir')!r}] + {args!r}, sys.stderr)\n"
            "assert rc == 0\nprint(' '.join(sorted(m for m in sys.modules if m.startswith('vecir'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_run_without_passes_does_not_import_the_pass_manager(tmp_path):
    mods = _modules_after_run([], tmp_path)
    assert "vecir.syntax.printer" in mods
    assert "vecir.passes.manager" not in mods
    assert (tmp_path / "out.mlir").read_text().startswith("module {")


def test_run_with_a_pass_flag_imports_it(tmp_path):
    mods = _modules_after_run(["--cse"], tmp_path)
    assert "vecir.passes.manager" in mods


def test_run_imports_only_the_dialects_its_input_names(tmp_path):
    mods = _modules_after_run([], tmp_path)
    assert "vecir.dialects.func" in mods
    assert "vecir.dialects.linalg" not in mods and "vecir.dialects.vector" not in mods


def test_ops_registered_outside_their_dialect_module_are_found():
    """`transform.structured.*` ops live with linalg: looking one up imports it as a companion."""
    code = ("import vecir.dialects\nfrom vecir.ir.op import lookup_op\n"
            "print(lookup_op('transform.structured.tile_using_for').name)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "transform.structured.tile_using_for"


# --------------------------------------------------------------------------- NumPy on demand
_VECTOR_MIX = """func.func @f(%m: memref<256xf32>, %a: vector<4xf32>, %s: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> (vector<4xf32>) {
    %x = memref.load %m[%i] : memref<256xf32>
    %b = vector.broadcast %x : f32 to vector<4xf32>
    %e = vector.extract %acc[1] : f32 from vector<4xf32>
    %y = arith.addf %e, %s : f32
    %v = vector.insert %y, %b [0] : f32 into vector<4xf32>
    %w = vector.fma %v, %acc, %b : vector<4xf32>
    %z = arith.mulf %w, %v : vector<4xf32>
    memref.store %y, %m[%i] : memref<256xf32>
    scf.yield %z : vector<4xf32>
  }
  return %r : vector<4xf32>
}
"""

_DENSE = """func.func @g() -> vector<4xf32> {
  %0 = arith.constant dense<[1.0, 2.0, 3.5, -4.0]> : vector<4xf32>
  %1 = arith.addf %0, %0 : vector<4xf32>
  return %1 : vector<4xf32>
}
"""


def _opt_in_subprocess(text: str, args: list[str], tmp_path) -> tuple[bool, str]:
    """Runs vecir-opt's entry point in a fresh interpreter: (was numpy imported, printed output)."""
    src, out = tmp_path / "in.mlir", tmp_path / "out.mlir"
    src.write_text(text)
    code = ("import sys\nfrom vecir.tools.opt import run\n"
            f"rc = run([{str(src)!r}, '-o', {str(out)!r}] + {args!r}, sys.stderr)\n"
            "assert rc == 0\nprint('numpy' in sys.modules)\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return res.stdout.strip() == "True", out.read_text()


def test_parse_verify_print_of_a_vector_mix_does_not_import_numpy(tmp_path):
    imported, printed = _opt_in_subprocess(_VECTOR_MIX, [], tmp_path)
    assert not imported
    assert printed == iree_opt(_VECTOR_MIX)


def test_dense_constants_and_folding_import_numpy_and_still_work(tmp_path):
    imported, printed = _opt_in_subprocess(_DENSE, ["--canonicalize"], tmp_path)
    assert imported
    assert printed == iree_opt(_DENSE, "--canonicalize")


def test_interpreter_run_in_a_fresh_process_matches_numpy():
    """A fresh process that parses a dense constant and interprets gets NumPy on demand."""
    code = ("import sys\nimport vecir\nm = vecir.parse(sys.stdin.read())\n"
            "r = vecir.run(m, 'g')\n"
            "print(' '.join(repr(float(x)) for x in (r[0] if isinstance(r, (list, tuple)) else r)))\n")
    out = subprocess.run([sys.executable, "-c", code], input=_DENSE, capture_output=True, text=True, check=True)
    expect = np.float32([1.0, 2.0, 3.5, -4.0]) + np.float32([1.0, 2.0, 3.5, -4.0])
    assert [float(x) for x in out.stdout.split()] == expect.tolist()


def test_lazy_numpy_proxy_behaves_as_numpy():
    code = ("import sys\nfrom vecir._lazy import np\nassert 'numpy' not in sys.modules\n"
            "import numpy\nassert np.ndarray is numpy.ndarray and np.float32 is numpy.float32\n"
            "assert isinstance(np.zeros(2), numpy.ndarray) and np.testing is numpy.testing\n"
            "from vecir.dialects.arith.ops_float import AddFOp\n"
            "assert AddFOp.np_fn is numpy.add and AddFOp.np_fn is numpy.add\nprint('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "ok"


_MATH_MIX = """func.func @f(%a: f32, %v: vector<4xf32>, %i: i32) -> vector<4xf32> {
  %0 = math.sin %a : f32
  %1 = math.absf %v fastmath<fast> : vector<4xf32>
  %2 = math.powf %1, %v : vector<4xf32>
  %3 = math.isnan %a : f32
  %4 = math.erf %v : vector<4xf32>
  %5 = math.fpowi %a, %i : f32, i32
  %6 = math.ctlz %i : i32
  %7 = math.fma %v, %v, %4 : vector<4xf32>
  return %7 : vector<4xf32>
}
"""


def test_parse_verify_print_of_math_ops_does_not_import_numpy(tmp_path):
    """The math dialect's kernel tables (NumPy functions per op) are looked up on first use."""
    imported, printed = _opt_in_subprocess(_MATH_MIX, [], tmp_path)
    assert not imported
    assert printed == iree_opt(_MATH_MIX)


def test_math_kernels_resolve_to_numpy_on_first_use_in_a_fresh_process():
    code = ("import sys\nfrom vecir.dialects.math import float_ops as F\nassert 'numpy' not in sys.modules\n"
            "import numpy\nassert F.SinOp.np_fn is numpy.sin and F.AcosOp.np_fn is numpy.arccos\n"
            "assert F.Atan2Op.np_fn is numpy.arctan2 and F.IsNaNOp.pred is numpy.isnan\n"
            "x = numpy.float32([0.5, -2.0, 3.0])\n"
            "from vecir.dialects.math import numerics as N\n"
            "assert N.apply_float(F.SinOp.np_fn, x).tolist() == numpy.sin(x).tolist()\n"
            "assert N.apply_float(F.ErfOp.np_fn, x).dtype == numpy.float32\nprint('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "ok"


# --------------------------------------------------------------------------- the collector
def test_run_freezes_the_parsed_ir_only_for_its_chunk_and_keeps_a_callers_freeze(tmp_path):
    """vecir-opt keeps the cyclic collector off the parsed IR (gc.freeze) while it verifies and prints
    a chunk; afterwards nothing stays frozen and the collector is on again, and a freeze the caller
    made before is left as it was. Output compared with iree-opt's, split chunks included."""
    text = _VECTOR_MIX + "// -----\n" + _DENSE
    src, out = tmp_path / "in.mlir", tmp_path / "out.mlir"
    src.write_text(text)
    code = ("import gc, sys\nfrom vecir.tools.opt import run\n"
            f"args = [{str(src)!r}, '-o', {str(out)!r}, '--split-input-file']\n"
            "assert run(args, sys.stderr) == 0\n"
            "print(gc.get_freeze_count(), gc.isenabled())\n"
            "keep = [[i] for i in range(100)]\ngc.freeze()\n"
            "assert run(args, sys.stderr) == 0\n"
            "print(gc.get_freeze_count() > 0 and all(o is not keep for o in gc.get_objects()), gc.isenabled())\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert res.stdout.split() == ["0", "True", "True", "True"]
    assert out.read_text() == iree_opt(text, "--split-input-file")


def test_a_failing_chunk_leaves_nothing_frozen(tmp_path):
    src = tmp_path / "in.mlir"
    src.write_text("func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %b : f32\n  return %0 : f32\n}\n")
    code = ("import gc, io\nfrom vecir.tools.opt import run\nerr = io.StringIO()\n"
            f"assert run([{str(src)!r}], err) == 1\n"
            "assert 'use of undeclared SSA value name' in err.getvalue()\n"
            "print(gc.get_freeze_count(), gc.isenabled())\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert res.stdout.split() == ["0", "True"]


# --------------------------------------------------------------------------- canonicalizers on demand
def test_parse_verify_print_does_not_import_the_rewrite_machinery(tmp_path):
    """Canonicalization patterns and constant materializers register when vecir.rewrite loads, so a
    run without passes imports neither the driver nor any dialect's canonicalize modules."""
    mods = set()
    src = tmp_path / "in.mlir"
    src.write_text(_VECTOR_MIX)
    code = ("import sys\nfrom vecir.tools.opt import run\n"
            f"assert run([{str(src)!r}, '-o', {str(tmp_path / 'out.mlir')!r}], sys.stderr) == 0\n"
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('vecir'))))\n")
    mods = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split())
    assert {"vecir.dialects.arith", "vecir.dialects.vector", "vecir.dialects.scf", "vecir.dialects.memref"} <= mods
    assert not [m for m in mods if m.startswith("vecir.rewrite") or "canonicalize" in m]
    assert (tmp_path / "out.mlir").read_text() == iree_opt(_VECTOR_MIX)


_FOLDABLE = """func.func @h(%x: i32, %v: vector<4xf32>, %m: memref<8xf32>, %i: index) -> (i32, vector<4xf32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %e = vector.extract %v[1] : f32 from vector<4xf32>
  %s = vector.broadcast %e : f32 to vector<4xf32>
  %t = vector.extract %s[2] : f32 from vector<4xf32>
  memref.store %t, %m[%i] : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c3 iter_args(%acc = %b) -> (i32) {
    %n = arith.addi %acc, %c1 : i32
    scf.yield %n : i32
  }
  return %r, %s : i32, vector<4xf32>
}
"""


def test_patterns_of_dialects_loaded_before_the_rewrite_machinery_apply_in_a_fresh_process():
    """arith/vector/memref/scf imported first (their patterns pending), then the rewrite machinery:
    the patterns are attached then, and a dialect imported afterwards gets its own at once;
    canonicalize output equals iree-opt's."""
    code = ("import sys\nimport vecir\nfrom vecir.dialects import arith, vector, memref\n"
            "assert 'canonicalization_patterns' not in arith.AddIOp.__dict__\n"
            "assert 'vecir.dialects.scf' not in sys.modules\n"
            "import vecir.rewrite\n"
            "assert arith.AddIOp.__dict__['canonicalization_patterns']\n"
            "from vecir.dialects import scf\nassert scf.ForOp.__dict__['canonicalization_patterns']\n"
            "m = vecir.parse(sys.stdin.read())\n"
            "from vecir.passes.manager import PassManager\nPassManager.parse_short('canonicalize').run(m)\n"
            "from vecir.syntax.printer import print_op\nsys.stdout.write(print_op(m) + '\\n')\n")
    out = subprocess.run([sys.executable, "-c", code], input=_FOLDABLE, capture_output=True, text=True, check=True)
    assert out.stdout == iree_opt(_FOLDABLE, "--canonicalize")
