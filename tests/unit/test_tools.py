"""vecir-opt / vecir-run and the pass manager: exit codes, robustness on hostile input, the Python API,
and byte-for-byte agreement with iree-opt where upstream has the behaviour."""

from __future__ import annotations

import dataclasses
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import vecir
from vecir.ir.diagnostics import Diagnostic, DiagnosticError, diagnostic_handler
from vecir.passes import PASS_REGISTRY, Pass, PassFailure, PassManager, PassManagerFailure, PipelineError
from vecir.passes.base import register_pass
from vecir.passes.manager import Timer
from vecir.passes.options import OptionError, make_pass, split_list, split_options
from vecir.tools import opt as opt_tool
from vecir.tools import run as run_tool

from .oracle import iree_opt_path

ROOT = Path(__file__).resolve().parents[2]


def _tool(module: str, args: list[str], stdin: bytes | None = None, cwd=None, limit_mb: int | None = 3000):
    """Run a tool as a subprocess (memory-capped so a blow-up fails instead of swapping)."""

    def cap():
        if limit_mb:
            import resource

            resource.setrlimit(resource.RLIMIT_AS, (limit_mb << 20, limit_mb << 20))

    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", module, *args], input=stdin, capture_output=True, timeout=300,
                          cwd=cwd, env=env, preexec_fn=cap if sys.platform.startswith("linux") else None)


def _opt(args, stdin=None, **kw):
    return _tool("vecir.tools.opt", args, stdin, **kw)


# --------------------------------------------------------------------------------------------------
# hostile input: a diagnostic and exit code 1, never a traceback or a memory blow-up

HOSTILE = {
    "garbage": b"\xff\xfe garbage \x00 \x80\n",
    "invalid_utf8_in_op": b"func.func @f() {\n  \xc3\x28 = foo\n}\n",
    "unterminated_string": b'func.func @f() {\n  "t.c"() {v = "abc} : () -> ()\n}\n',
    "unterminated_region": b"func.func @f() {\n",
    "huge_vector": b"func.func @f(%a: vector<100000000000x100000000000xf32>) {\n  return\n}\n",
    "huge_tensor_splat": b'"t.c"() {v = dense<1.0> : tensor<100000000000x100000000000xf32>} : () -> ()\n',
    "huge_dim": b"func.func @f(%a: tensor<99999999999999999999999xf32>) {\n  return\n}\n",
    "huge_integer": b'"t.c"() {v = ' + b"9" * 5000 + b" : i64} : () -> ()\n",
    "huge_width": b"func.func @f(%a: i99999999) {\n  return\n}\n",
    "huge_float": b'"t.c"() {v = 1e999999 : f32} : () -> ()\n',
    "hex_size": b'"t.c"() {v = dense<"0xFFFF"> : tensor<100000000000xi32>} : () -> ()\n',
    "deep_regions": b'"t.a"() ({\n' * 20000 + b"}) : () -> ()\n" * 20000,
    "deep_arrays": b'"t.a"() {x = ' + b"[" * 100000 + b"]" * 100000 + b"} : () -> ()\n",
    "deep_types": b"func.func @f(%a: " + b"tuple<" * 50000 + b"i32" + b">" * 50000 + b") {\n  return\n}\n",
    "deep_locations": b'"t.a"() : () -> () loc(' + b"callsite(" * 30000 + b'"a":1:1' + b' at "b":1:1)' * 30000
                      + b")\n",
    "nul_bytes": b"\x00" * 100,
    "lone_percent": b"%\n",
    "undefined_alias": b"func.func @f() {\n  return loc(#nope)\n}\n",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_input_is_a_diagnostic(name: str, tmp_path: Path) -> None:
    f = tmp_path / "in.mlir"
    f.write_bytes(HOSTILE[name])
    proc = _opt([str(f), "--allow-unregistered-dialect"])
    err = proc.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err
    assert "internal error" not in err, err[-2000:]
    assert proc.returncode == 1, err[-2000:]
    first = err.splitlines()[0]
    assert first.startswith(str(f) + ":") or first.startswith("<unknown>:0: error:"), first
    assert ": error: " in first


def test_hostile_input_through_stdin_and_split() -> None:
    data = b"\n// -----\n".join(HOSTILE[k] for k in ("garbage", "huge_vector", "unterminated_string"))
    proc = _opt(["-", "--split-input-file", "--allow-unregistered-dialect"], stdin=data)
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 1 and "Traceback" not in err
    assert err.count(": error: ") == 3
    assert err.startswith("<stdin>:1:1: error:")


def test_source_line_bytes_survive_invalid_utf8(tmp_path: Path) -> None:
    f = tmp_path / "in.mlir"
    f.write_bytes(b'"t.c"() {s = "\xff\xfe"} : () -> ()\n')
    proc = _opt([str(f), "--allow-unregistered-dialect"])
    assert proc.returncode == 0
    assert b'"t.c"() {s = "\\FF\\FE"} : () -> ()' in proc.stdout


def test_internal_errors_are_reported_not_raised(monkeypatch, capsys) -> None:
    def boom(*a, **k):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(opt_tool, "run", boom)
    assert opt_tool.main(["x.mlir"]) == 1
    err = capsys.readouterr().err
    assert "internal error: RuntimeError: kaboom" in err and "Traceback" not in err


# --------------------------------------------------------------------------------------------------
# command line


def test_exit_codes_and_usage_errors(tmp_path: Path) -> None:
    good = tmp_path / "good.mlir"
    good.write_text("func.func @f() {\n  return\n}\n")
    assert _opt([str(good)]).returncode == 0
    proc = _opt([str(good), "--bogus"])
    assert proc.returncode == 1 and b"Unknown command line argument '--bogus'" in proc.stderr
    proc = _opt([str(good), str(good)])
    assert proc.returncode == 1 and b"Too many positional arguments" in proc.stderr
    proc = _opt([str(tmp_path / "missing.mlir")])
    assert proc.returncode == 1
    assert proc.stderr.startswith(b"cannot open input file '") and b"No such file or directory" in proc.stderr
    proc = _opt([str(good), "--verify-each=maybe"])
    assert proc.returncode == 1 and b"'maybe' is invalid value for boolean argument" in proc.stderr
    assert _opt(["--help"]).returncode == 0
    assert b"--canonicalize" in _opt(["--help"]).stdout


def test_output_ends_with_an_empty_line(tmp_path: Path) -> None:
    good = tmp_path / "good.mlir"
    good.write_text("func.func @f() {\n  return\n}\n")
    assert _opt([str(good)]).stdout.endswith(b"}\n}\n\n")


def test_output_file_is_replaced_only_on_success(tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("keep me\n")
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() -> i32 {\n  return\n}\n// -----\nfunc.func @g() {\n  return\n}\n")
    assert _opt([str(bad), "--split-input-file", "-o", str(out)]).returncode == 1
    assert out.read_text() == "keep me\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.mlir", "out.mlir"]  # no temporary left
    good = tmp_path / "good.mlir"
    good.write_text("func.func @f() {\n  return\n}\n")
    assert _opt([str(good), "-o", str(out)]).returncode == 0
    assert out.read_text().startswith("module {")


def test_output_to_a_fifo_writes_through_it(tmp_path: Path) -> None:
    """A destination that is not a regular file (here a FIFO, as /dev/null is a device) is written in
    place: an atomic rename over it would replace the node itself (vecir-opt -o /dev/null once
    turned /dev/null into a regular file)."""
    import os
    import stat
    import threading

    good = tmp_path / "good.mlir"
    good.write_text("func.func @f() {\n  return\n}\n")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()), daemon=True)
    reader.start()
    assert _opt([str(good), "-o", str(fifo)]).returncode == 0
    reader.join(timeout=10)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert got and got[0].startswith("module {")


def test_output_through_a_symlink_replaces_its_target(tmp_path: Path) -> None:
    good = tmp_path / "good.mlir"
    good.write_text("func.func @f() {\n  return\n}\n")
    target = tmp_path / "real.mlir"
    target.write_text("old\n")
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    assert _opt([str(good), "-o", str(link)]).returncode == 0
    assert link.is_symlink() and target.read_text().startswith("module {")


def test_split_input_markers() -> None:
    warnings = []
    text = "a\n// -----\nb\n// ----\nc\n// ------\nd\n// -----"
    chunks = opt_tool.split_input(text, "// -----", warnings.append)
    assert [c for c, _ in chunks] == ["a\n", "\nb\n// ----\nc\n", "-\nd\n// -----"]
    assert [text[o:o + len(c)] for c, o in chunks] == [c for c, _ in chunks]
    assert len(warnings) == 2  # `// ----` and the marker at the very end (nothing after it)
    assert opt_tool.split_input("", "// -----", warnings.append) == []


# --------------------------------------------------------------------------------------------------
# pass options


def test_split_options_like_upstream() -> None:
    assert split_options("a=1 b c={x y}") == [("a", "1"), ("b", None), ("c", "x y")]
    assert split_options("p='q r' z=\"1\"") == [("p", "q r"), ("z", "1")]
    assert split_options(" a = 3 ") == [("a", None), ("3", None)]
    assert split_list("a,{b,c},\"d,e\"") == ["a", "b,c", "d,e"]


@dataclasses.dataclass
class _OptionsPass(Pass):
    name = "test-options"
    flag: bool = False
    count: int = 3
    ratio: float = 0.5
    label: str = ""
    sizes: tuple[int, ...] = ()
    names: list[str] = dataclasses.field(default_factory=list)


def test_options_mapped_onto_fields() -> None:
    p = make_pass(_OptionsPass, "flag count=0x10 ratio=2.5 label={a b} sizes=1,2,3 names=x,y")
    assert (p.flag, p.count, p.ratio, p.label, p.sizes, p.names) == (True, 16, 2.5, "a b", (1, 2, 3), ("x", "y"))
    assert p.describe() == "test-options{count=16 flag=true label={a b} names={x,y} ratio=2.5 sizes={1,2,3}}"
    assert _OptionsPass().describe() == "test-options{count=3 flag=false label=  ratio=0.5 }"


@pytest.mark.parametrize("text,stream,cl", [
    ("nope=1", "<Pass-Options-Parser>: no such option nope\n", None),
    ("count=abc", "", "for the --count option: 'abc' value invalid for long argument!"),
    ("count", "", "for the --count option: requires a value!"),
    ("flag=maybe", "", "for the --flag option: 'maybe' is invalid value for boolean argument! Try 0 or 1"),
    ("ratio=x", "", "for the --ratio option: 'x' value invalid for floating point argument!"),
])
def test_option_errors(text: str, stream: str, cl: str | None) -> None:
    with pytest.raises(OptionError) as e:
        make_pass(_OptionsPass, text)
    assert e.value.stream == stream and e.value.cl_message == cl


# --------------------------------------------------------------------------------------------------
# the pass manager


_LOG: list[str] = []


@pytest.fixture
def test_passes():
    """Registers a few test passes for the duration of a test."""
    names = []

    def reg(name, cls):
        register_pass(name)(cls)
        names.append(name)
        return cls

    @dataclasses.dataclass
    class Record(Pass):
        display_name = "RecordPass"
        tag: str = "r"

        def run(self, op):
            sym = op.get_attr("sym_name")
            _LOG.append(f"{self.tag}:{op.name}:{sym.value if sym is not None else ''}")

    @dataclasses.dataclass
    class Fail(Pass):
        def run(self, op):
            raise PassFailure("this pass always fails", op)

    @dataclasses.dataclass
    class Break(Pass):
        """Erases every func.return: the verifier must catch it."""

        def run(self, op):
            for o in list(op.walk()):
                if o.name == "func.return":
                    o.erase()

    @dataclasses.dataclass
    class Nested(Pass):
        def run(self, op):
            self.run_pipeline("func.func(test-record{tag=nested})", op)

    @dataclasses.dataclass
    class OnlyFuncs(Pass):
        anchor = "func.func"

        def run(self, op):
            _LOG.append("only-funcs")

    @dataclasses.dataclass
    class Buggy(Pass):
        def run(self, op):
            raise KeyError("oops")

    reg("test-record", Record)
    reg("test-fail", Fail)
    reg("test-break", Break)
    reg("test-nested", Nested)
    reg("test-only-funcs", OnlyFuncs)
    reg("test-buggy", Buggy)
    _LOG.clear()
    yield
    for n in names:
        PASS_REGISTRY.pop(n, None)


MODULE = """func.func @f() {
  return
}
func.func @g() {
  return
}
"""


def test_parse_print_and_dump(test_passes) -> None:
    pm = PassManager.parse("builtin.module(func.func(test-record{tag=a}),test-record)")
    assert str(pm) == "builtin.module(func.func(test-record{tag=a}),test-record{tag=r})"
    assert pm.dump() == ("Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    test-record{tag=a}\n  ),\n"
                         "  test-record{tag=r}\n)\n")
    assert str(PassManager.parse_short("test-record,func.func(test-record)")) == \
        "builtin.module(test-record{tag=r},func.func(test-record{tag=r}))"
    pm = PassManager("builtin.module")
    pm.nest("func.func").add(PASS_REGISTRY["test-record"](tag="x"))
    assert str(pm) == "builtin.module(func.func(test-record{tag=x}))"


def test_adjacent_nested_pipelines_are_merged(test_passes) -> None:
    m = vecir.parse(MODULE)
    PassManager.parse("builtin.module(func.func(test-record{tag=a}),func.func(test-record{tag=b}),"
                      "test-record{tag=m})").run(m)
    assert _LOG == ["a:func.func:f", "b:func.func:f", "a:func.func:g", "b:func.func:g", "m:builtin.module:"]


def test_any_anchor_runs_on_isolated_children(test_passes) -> None:
    m = vecir.parse(MODULE)
    PassManager.parse("builtin.module(any(test-record))").run(m)
    assert _LOG == ["r:func.func:f", "r:func.func:g"]


def test_pass_failure_is_reported(test_passes) -> None:
    m = vecir.parse(MODULE, "m.mlir")
    with pytest.raises(PassManagerFailure) as e:
        PassManager.parse("builtin.module(func.func(test-fail))").run(m)
    [d] = e.value.diagnostics
    assert d.message == "this pass always fails" and d.op is not None and d.op.name == "func.func"
    assert d.render().startswith("m.mlir:1:1: error: this pass always fails")


def test_verification_after_each_pass(test_passes) -> None:
    m = vecir.parse(MODULE, "m.mlir")
    with pytest.raises(PassManagerFailure) as e:
        PassManager.parse("builtin.module(func.func(test-break),test-record)").run(m)
    assert "terminator" in e.value.diagnostics[0].message
    assert _LOG == []  # the pipeline stopped at the failure
    m = vecir.parse(MODULE, "m.mlir")
    PassManager.parse("builtin.module(func.func(test-break))").run(m, verify_each=False)


def test_print_ir_after_failure(test_passes, capsys) -> None:
    import io

    m = vecir.parse(MODULE)
    buf = io.StringIO()
    with pytest.raises(PassManagerFailure):
        PassManager.parse("builtin.module(func.func(test-fail))").run(m, print_after_failure=True, stream=buf)
    assert buf.getvalue() == ("// -----// IR Dump After Fail Failed: test-fail //----- //\n"
                              "func.func @f() {\n  return\n}\n\n")


def test_nested_pipeline_inside_a_pass(test_passes) -> None:
    import io

    m = vecir.parse(MODULE)
    buf = io.StringIO()
    PassManager.parse("builtin.module(test-nested)").run(m, print_after_all=True, stream=buf)
    assert _LOG == ["nested:func.func:f", "nested:func.func:g"]
    heads = [l for l in buf.getvalue().splitlines() if l.startswith("// -----//")]
    assert heads == ["// -----// IR Dump After RecordPass: test-record{tag=nested} //----- //"] * 2 + \
        ["// -----// IR Dump After Nested: test-nested //----- //"]


def test_anchor_errors(test_passes) -> None:
    m = vecir.parse(MODULE, "m.mlir")
    with pytest.raises(PassManagerFailure) as e:
        PassManager.parse("func.func(test-record)").run(m)
    assert e.value.diagnostics[0].render() == "m.mlir:0:0: error: can't run 'func.func' pass manager on " \
                                              "'builtin.module' op"
    with pytest.raises(PassManagerFailure) as e:
        PassManager.parse("builtin.module(test-only-funcs)").run(m)
    assert e.value.diagnostics[0].message == "unable to schedule pass 'OnlyFuncs' on a PassManager intended " \
                                             "to run on 'builtin.module'!"
    PassManager.parse("builtin.module(func.func(test-only-funcs))").run(m)
    assert _LOG == ["only-funcs", "only-funcs"]


def test_a_crashing_pass_is_a_diagnostic(test_passes) -> None:
    m = vecir.parse(MODULE, "m.mlir")
    with pytest.raises(PassManagerFailure) as e:
        PassManager.parse("builtin.module(test-buggy)").run(m)
    assert e.value.diagnostics[0].message == "internal error in pass 'test-buggy': KeyError: 'oops'"


def test_diagnostics_go_to_the_installed_handler(test_passes) -> None:
    m = vecir.parse(MODULE)
    seen: list[Diagnostic] = []
    with diagnostic_handler(seen.append):
        with pytest.raises(PassManagerFailure):
            PassManager.parse("builtin.module(test-fail)").run(m)
    assert [d.message for d in seen] == ["this pass always fails"]


@pytest.mark.parametrize("text,message", [
    ("cse", "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"),
    ("builtin.module(nope)", "MLIR Textual PassPipeline Parser:1:1: error: 'nope' does not refer to a registered "
                             "pass or pass pipeline\nnope\n^\n"),
    ("builtin.module(cse{x=1})", "<Pass-Options-Parser>: no such option x\n\nfailed to add `cse` with options `x=1`\n"),
])
def test_pipeline_errors(text: str, message: str) -> None:
    with pytest.raises(PipelineError) as e:
        PassManager.parse(text)
    assert e.value.stream == message


def test_timing_report_shape() -> None:
    root = Timer()
    root.child("p", "Parser").wall = 0.5
    pipe = root.child("a", "'func.func' Pipeline")
    pipe.wall = 0.25
    pipe.child("c", "CSEPass").wall = 0.125
    root.wall = 1.0
    assert root.report().splitlines() == [
        "===" + "-" * 73 + "===", " " * 25 + "... Execution time report ...", "===" + "-" * 73 + "===",
        "  Total Execution Time: 1.0000 seconds", "", "  ----Wall Time----  ----Name----",
        "    0.5000 ( 50.0%)  Parser", "    0.2500 ( 25.0%)  'func.func' Pipeline",
        "    0.1250 ( 12.5%)    CSEPass", "    0.2500 ( 25.0%)  Rest", "    1.0000 (100.0%)  Total"]


# --------------------------------------------------------------------------------------------------
# vecir-run in process


RUN_MODULE = """func.func @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  return %a : tensor<2xi32>
}
func.func @two(%a: i32, %b: f64) -> (i32, f64) {
  return %a, %b : i32, f64
}
"""


def test_run_in_process(tmp_path: Path, capsys) -> None:
    f = tmp_path / "m.mlir"
    f.write_text(RUN_MODULE)
    import io

    out, err = io.StringIO(), io.StringIO()
    assert run_tool.run([str(f), "--function=id", "--input=2xi32=7 8"], out, err) == 0
    assert out.getvalue() == "EXEC @id\nresult[0]: hal.buffer_view\n2xi32=7 8\n"
    out, err = io.StringIO(), io.StringIO()
    assert run_tool.run([f"--module={f}", "--function=two", "--input=-1", "--input=0.25"], out, err) == 0
    assert out.getvalue() == "EXEC @two\nresult[0]: i32=-1\nresult[1]: f64=0.25\n"
    out, err = io.StringIO(), io.StringIO()
    npy = tmp_path / "o.npy"
    assert run_tool.run([str(f), "--function=id", "--input=2xi32=1", f"--output=@{npy}"], out, err) == 0
    import numpy as np

    assert np.load(npy).tolist() == [1, 1]
    out, err = io.StringIO(), io.StringIO()
    assert run_tool.run([str(f), "--function=two", "--input=1"], out, err) == 1
    assert "expected 2 arguments but passed 1" in err.getvalue()
    out, err = io.StringIO(), io.StringIO()
    assert run_tool.run([str(f), "--vscale=0"], out, err) == 1
    assert "--vscale expects a positive integer" in err.getvalue()


def test_run_reports_runtime_errors_at_the_op(tmp_path: Path) -> None:
    import io

    f = tmp_path / "m.mlir"
    f.write_text("func.func @f(%i: index) -> f32 {\n  %m = memref.alloc() : memref<4xf32>\n"
                 "  %0 = memref.load %m[%i] : memref<4xf32>\n  return %0 : f32\n}\n")
    out, err = io.StringIO(), io.StringIO()
    assert run_tool.run([str(f), "--input=9"], out, err) == 1
    lines = err.getvalue().splitlines()
    assert lines[0].startswith(f"{f}:3:8: error: 'memref.load' op")
    assert lines[1:] == ["  %0 = memref.load %m[%i] : memref<4xf32>", "       ^"]


# --------------------------------------------------------------------------------------------------
# agreement with iree-opt (upstream MLIR): stdout, stderr and exit code byte for byte


IREE_CASES = {
    "split": ("func.func @a() {\n  return\n}\n\n// -----\n\nfunc.func @b() -> i32 {\n  return\n}\n// -----\n"
              "// -----\nfunc.func @c() {\n  return\n}\n// ----\n", ["--split-input-file"]),
    "verify_ok": ("func.func @f() -> i32 {\n  // expected-error @+1 {{has 0 operands}}\n  return\n}\n",
                  ["--verify-diagnostics"]),
    "verify_bad": ("func.func @f() -> i32 {\n  return // expected-error {{nope}}\n}\n\n// -----\n"
                   "// expected-warning @+1 {{never}}\nfunc.func @g() {\n  return\n}\n",
                   ["--verify-diagnostics", "--split-input-file"]),
    "debuginfo": ('func.func @f(%a: i32 loc(unknown), %b: i32 loc("x.py":3:4)) -> i32 {\n'
                  '  %0 = "t.a"(%a, %a) : (i32, i32) -> i32 loc(fused["a.py":1:2, "b.py":3:4])\n'
                  '  %1 = "t.a"(%0, %b) : (i32, i32) -> i32 loc(callsite("foo"("a.py":9:9) at "c.py":1:1))\n'
                  '  %2 = "t.a"(%1, %b) : (i32, i32) -> i32 loc("named")\n'
                  '  %3 = "t.a"(%2, %b) : (i32, i32) -> i32 loc(fused<"meta">["a.py":1:2])\n'
                  '  "t.br"(%3)[^bb1] : (i32) -> ()\n^bb1(%x: i32 loc("x.py":3:4)):\n'
                  '  return %x : i32 loc("b.py":3:4)\n} loc("x.py":3:4)\n',
                  ["--mlir-print-debuginfo", "--allow-unregistered-dialect"]),
    "debuginfo_generic": ('func.func @f(%a: i32) -> i32 {\n  %0 = "t.a"(%a) : (i32) -> i32 loc(fused[unknown, "a":1:2])'
                          '\n  return %0 : i32\n}\n', ["--mlir-print-debuginfo", "--mlir-print-op-generic",
                                                       "--allow-unregistered-dialect"]),
    "debuginfo_parsed_positions": ("func.func @f(%a: f32, %n: index) -> f32 {\n  %c0 = arith.constant 0 : index\n"
                                   "  %c1 = arith.constant 1 : index\n  %r = scf.for %i = %c0 to %n step %c1 "
                                   "iter_args(%x = %a) -> (f32) {\n    %y = arith.addf %x, %x : f32\n"
                                   "    scf.yield %y : f32\n  }\n  return %r : f32\n}\n",
                                   ["--mlir-print-debuginfo", "--mlir-print-local-scope"]),
    "notes": ("func.func @c() {\n  return\n}\nfunc.func @c() {\n  return\n}\n", []),
    "dominance": ('func.func @c() -> i32 {\n  "func.return"(%0) : (i32) -> ()\n  %0 = "t.d"() : () -> i32\n}\n',
                  ["--allow-unregistered-dialect"]),
    "type_mismatch_notes": ("func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i64\n  return\n}\n\n// -----\n\n"
                            "func.func @g() {\n  cf.br ^bb1\n^bb1:\n  %a = arith.addi %x, %x : i32\n"
                            "  %x = arith.constant 1 : i64\n  return\n}\n\n// -----\n\n"
                            "func.func @h() {\n  cf.br ^bb1\n^bb1:\n  %a = arith.addi %x, %x : i32\n"
                            "  %b = arith.addi %x, %x : i64\n  %x = arith.constant 1 : i64\n  return\n}\n\n"
                            "// -----\n\nfunc.func @k() {\n  %x:2 = \"t.foo\"() : () -> (i32, i32)\n"
                            "  %0 = arith.addi %x#1, %x#1 : i64\n  return\n}\n",
                            ["--split-input-file", "--allow-unregistered-dialect"]),
    "cse_locations_split": ("func.func @a(%a: i32) -> i32 {\n  return %a : i32\n}\n// -----\n"
                            "func.func @locs(%a: i32) -> (i32, i32) {\n  %0 = arith.addi %a, %a : i32 loc(unknown)\n"
                            "  %1 = arith.addi %a, %a : i32 loc(\"x.mlir\":3:4)\n  return %0, %1 : i32, i32\n}\n",
                            ["--split-input-file", "--mlir-print-debuginfo", "--cse"]),
    "unknown_loc": ('func.func @c() -> i32 {\n  return loc("named")\n}\n', []),
    "pipeline_error": ("func.func @f() {\n  return\n}\n", ["--pass-pipeline=builtin.module(func.func(cse)x)"]),
    "pipeline_unbalanced": ("func.func @f() {\n  return\n}\n", ["--pass-pipeline=builtin.module(cse))"]),
    "wrong_anchor": ("func.func @f() {\n  return\n}\n", ["--pass-pipeline=func.func(cse)"]),
    "no_implicit_module": ('"t.x"() : () -> ()\n', ["--no-implicit-module", "--allow-unregistered-dialect", "--cse"]),
    "module_count": ("module {}\nmodule {}\n", ["--no-implicit-module"]),
    "ir_after_all": ('#map = affine_map<(d0) -> (d0 + 1)>\nfunc.func @f(%a: index) -> index {\n'
                     '  %0 = "t.a"(%a) {m = #map} : (index) -> index\n  return %0 : index\n}\n',
                     ["--allow-unregistered-dialect", "--mlir-print-ir-after-all", "--mlir-print-ir-before-all",
                      "--pass-pipeline=builtin.module(func.func(print-ir),symbol-dce)"]),
}


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("name", sorted(IREE_CASES))
def test_agrees_with_iree_opt(name: str, tmp_path: Path) -> None:
    text, flags = IREE_CASES[name]
    f = tmp_path / "case.mlir"
    f.write_text(text)
    iree_flags = list(flags)
    if name == "ir_after_all":  # iree-opt has no print-ir pass: compare the dumps of symbol-dce only
        iree_flags[-1] = "--pass-pipeline=builtin.module(symbol-dce)"
        flags = flags[:-1] + ["--pass-pipeline=builtin.module(symbol-dce)"]
    want = subprocess.run([iree_opt_path(), *iree_flags, f.name], capture_output=True, cwd=tmp_path, timeout=120)
    got = _opt([*flags, f.name], cwd=tmp_path)
    want_err = want.stderr.replace(b"iree-opt", b"vecir-opt").replace(b"SymbolDCEPass", b"SymbolDCE")
    got_err = got.stderr.replace(b"SymbolDCEPass", b"SymbolDCE")
    assert (got.returncode, got.stdout.decode(), got_err.decode()) == \
        (want.returncode, want.stdout.decode(), want_err.decode())


_DIALECT_LIST = re.compile(rb"Available dialects: [^;]*;")


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_parse_errors_agree_with_iree_opt(tmp_path: Path) -> None:
    """Unknown ops and dialects, default dialects, misplaced tokens, region argument reuse: the same
    diagnostics as upstream (the list of available dialects naturally differs)."""
    f = Path(__file__).parent / "parse_errors_upstream.mlir"
    want = subprocess.run([iree_opt_path(), "--split-input-file", str(f)], capture_output=True, timeout=120)
    got = _opt(["--split-input-file", str(f)])
    norm = lambda b: _DIALECT_LIST.sub(b"Available dialects: ...;", b).decode()  # noqa: E731
    assert (got.returncode, norm(got.stdout), norm(got.stderr)) == (want.returncode, norm(want.stdout),
                                                                     norm(want.stderr))
