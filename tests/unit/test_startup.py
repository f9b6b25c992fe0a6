"""Start-up work of vecir-opt: formats compile on first use, and a run without passes does not
import the pass machinery (both keep `vecir-opt in.mlir -o out.mlir` cheap to start)."""

from __future__ import annotations

import subprocess
import sys

from vecir.dialects import load_all
from vecir.ir.op import OP_REGISTRY
from vecir.syntax.asm_format import compile_all_formats


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
