"""vecir-run: run a function of an MLIR module, as IREE's iree-run-module does.

    vecir-run f.mlir --function=add --input="2x3xf32=1 2 3 4 5 6" --input=@b.npy [--output=@out.npy]
    vecir-run --module=f.mlir --function=main --vscale=4

Inputs, outputs and the printed results follow iree-run-module (vecir/tools/runio.py): ``EXEC @add``
then ``result[0]: hal.buffer_view`` and ``2x3xf32=[2 3 4][5 6 7]`` for tensors (vectors and memrefs
print the same way), ``result[0]: i32=3`` for scalars. ``--backend=interp`` (the default) runs the
NumPy reference interpreter; ``jit`` is reserved. Errors are diagnostics with exit code 1, never a
Python traceback.
"""

from __future__ import annotations

import os
import sys
from typing import Any, TextIO

TOOL = "vecir-run"
_VALUE_FLAGS = ("module", "function", "input", "output", "vscale", "backend", "output_max_element_count",
                "output-max-element-count")
_BOOL_FLAGS = ("allow-unregistered-dialect", "help", "version")


class _UsageError(Exception):
    pass


class Options:
    def __init__(self) -> None:
        self.module: str | None = None
        self.function: str | None = None
        self.inputs: list[str] = []
        self.outputs: list[str] | None = None
        self.vscale = 1
        self.backend = "interp"
        self.max_elements: int | None = None
        self.allow_unregistered = False
        self.help = False
        self.version = False


def parse_args(argv: list[str]) -> Options:
    o = Options()
    positional: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, eq, value = body.partition("=")
        if name in _BOOL_FLAGS:
            if eq and value not in ("true", "false", "1", "0", ""):
                raise _UsageError(f"invalid value '{value}' for --{name} (expected true or false)")
            flag = not eq or value in ("true", "1", "")
            if name == "allow-unregistered-dialect":
                o.allow_unregistered = flag
            elif name == "help":
                o.help = flag
            else:
                o.version = flag
            continue
        if name not in _VALUE_FLAGS:
            raise _UsageError(f"unknown command line flag '{arg}' (try --help)")
        if not eq:
            if i >= len(argv):
                raise _UsageError(f"flag --{name} needs a value")
            value = argv[i]
            i += 1
        if name == "module":
            o.module = value
        elif name == "function":
            o.function = value
        elif name == "input":
            o.inputs.append(value)
        elif name == "output":
            o.outputs = (o.outputs or []) + [value]
        elif name == "vscale":
            try:
                o.vscale = int(value, 0)
            except ValueError:
                raise _UsageError(f"--vscale expects a positive integer, got '{value}'") from None
            if o.vscale < 1:
                raise _UsageError(f"--vscale expects a positive integer, got '{value}'")
        elif name == "backend":
            if value not in ("interp", "jit"):
                raise _UsageError(f"unknown backend '{value}' (expected interp or jit)")
            o.backend = value
        else:
            try:
                o.max_elements = int(value, 0)
            except ValueError:
                raise _UsageError(f"--{name} expects an integer, got '{value}'") from None
    if positional:
        if o.module is not None or len(positional) > 1:
            raise _UsageError("expected one module file (positional or --module=), got "
                              + ", ".join(repr(p) for p in ([o.module] if o.module else []) + positional))
        o.module = positional[0]
    return o


_HELP = f"""OVERVIEW: run a function of an MLIR module with vecir (mirrors iree-run-module)

USAGE: {TOOL} [options] <module.mlir | -> [--function=NAME] [--input=SPEC]... [--output=SPEC]...

OPTIONS:
  --module=FILE                  The module to run (or a positional file; '-' reads stdin)
  --function=NAME                The function to call (optional when the module has exactly one)
  --input=SPEC                   One argument: 2x3xf32=1 2 3 4 5 6, f32=1.5, 3.14, @a.npy, 4xf32=@a.bin, ...
  --output=SPEC                  One per result: '' ignores it, '-' prints it, @file.npy / +file.npy writes it
  --output_max_element_count=N   Print at most N elements of each result (default 1024)
  --vscale=N                     The value of vscale for scalable vectors (default 1)
  --backend=interp|jit           Execution backend (default interp; jit is not available yet)
  --allow-unregistered-dialect   Accept operations of unknown dialects when parsing
"""


def _element_name(t) -> str:
    from ..ir.types import FloatType, IndexType, IntegerType

    if isinstance(t, IntegerType):
        return ("i", "si", "ui")[t.signedness] + str(t.width)
    if isinstance(t, (FloatType, IndexType)):
        return str(t)
    raise _RunError(f"unsupported element type '{t}'")


class _RunError(Exception):
    pass


def _is_scalar(t) -> bool:
    from ..ir.types import FloatType, IndexType, IntegerType

    return isinstance(t, (IntegerType, FloatType, IndexType))


def _element_type(t):
    return t if _is_scalar(t) else getattr(t, "element_type", None)


def _convert_input(index: int, spec: str, etype: str, value: Any, t, vscale: int) -> Any:
    """The runtime value of one parsed --input for argument type ``t``."""
    import numpy as np

    from ..interp.convert import to_runtime
    from ..interp.memory import InterpError
    from ..ir.types import MemRefType, RankedTensorType, VectorType

    want = _element_type(t)
    if want is None or not (_is_scalar(t) or isinstance(t, (RankedTensorType, VectorType, MemRefType))):
        raise _RunError(f"argument {index} has type '{t}', which vecir-run cannot pass")
    want_name = _element_name(want)
    got = etype
    compatible = got == want_name or (got == "i64" and want_name == "index") or (
        got.lstrip("su") == want_name.lstrip("su") and got[-1:].isdigit())
    if not compatible:
        raise _RunError(f"input {index} ('{spec}') has element type {got} but argument {index} is '{t}'")
    arr = np.asarray(value)
    if _is_scalar(t):
        if arr.shape != ():
            raise _RunError(f"input {index} ('{spec}') is a tensor of shape "
                            f"{'x'.join(map(str, arr.shape))} but argument {index} is the scalar '{t}'")
    else:
        shape = t.concrete_shape(vscale) if isinstance(t, VectorType) else t.shape
        from ..ir.types import DYNAMIC

        if len(arr.shape) != len(shape) or any(w != DYNAMIC and g != w for g, w in zip(arr.shape, shape)):
            have = "x".join(map(str, arr.shape)) or "scalar"
            raise _RunError(f"input {index} ('{spec}') has shape {have} but argument {index} is '{t}'"
                            + (f" (vscale = {vscale})" if isinstance(t, VectorType) and t.scalable
                               and any(t.scalable) else ""))
    try:
        return to_runtime(value, t, vscale)
    except InterpError as e:
        raise _RunError(f"input {index}: {e}") from None


def _result_views(values: list, types: list) -> tuple[list, list[str], list[bool]]:
    """Values, element type names and primitive flags for runio's formatting."""
    import numpy as np

    from ..interp.memory import MemRef

    out_vals, names, prims = [], [], []
    for v, t in zip(values, types):
        et = _element_type(t)
        if et is None:
            raise _RunError(f"cannot print a result of type '{t}'")
        name = _element_name(et)
        if isinstance(v, MemRef):
            v = v.to_numpy()
        if _is_scalar(t):
            out_vals.append(v)
            prims.append(True)
        else:
            out_vals.append(np.asarray(v))
            prims.append(False)
        names.append(name)
    return out_vals, names, prims


def _report(err: TextIO, message: str) -> None:
    """A runtime error: ``FILE:LINE:COL: error: ...`` with the source line when the message is located."""
    import re

    from ..ir.attrs import FileLineColLoc
    from ..ir.diagnostics import render_one

    m = re.match(r"(.+?):(\d+):(\d+): (.*)\Z", message, re.S)
    if m is not None:
        loc = FileLineColLoc(m.group(1), int(m.group(2)), int(m.group(3)))
        err.write(render_one(loc, "error", m.group(4)) + "\n")
    else:
        err.write(f"{TOOL}: error: {message}\n")


def run(argv: list[str], out: TextIO, err: TextIO) -> int:
    try:
        o = parse_args(argv)
    except _UsageError as e:
        err.write(f"{TOOL}: error: {e}\n")
        return 1
    if o.help:
        out.write(_HELP)
        return 0
    if o.version:
        from .. import __version__

        out.write(f"vecir-run {__version__} (mirrors iree-run-module)\n")
        return 0
    if o.backend == "jit":
        err.write(f"{TOOL}: error: the jit backend is not available yet; use --backend=interp\n")
        return 1
    if o.module is None:
        err.write(f"{TOOL}: error: no module given (pass a file or --module=FILE; '-' reads stdin)\n")
        return 1
    # the module
    try:
        if o.module == "-":
            filename, text = "<stdin>", sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
        else:
            with open(o.module, "rb") as f:
                filename, text = o.module, f.read().decode("utf-8", "surrogateescape")
    except OSError as e:
        err.write(f"cannot open input file '{o.module}': {e.strerror or e}\n")
        return 1
    from ..ir.diagnostics import DiagnosticError, diagnostic_handler
    from ..ir.verifier import verify
    from ..syntax.parser import parse_module

    try:
        module = parse_module(text, filename, allow_unregistered=o.allow_unregistered)
        # every failing function's error but the last is emitted by the verifier
        with diagnostic_handler(lambda d: err.write(d.render() + "\n")):
            verify(module)
    except DiagnosticError as e:
        err.write(e.render() + "\n")
        return 1
    # the function
    funcs = {}
    for op in module.regions[0].blocks[0].ops if module.regions and module.regions[0].blocks else ():
        if op.name == "func.func":
            funcs[op.get_attr("sym_name").value] = op
    name = o.function
    if not name:
        public = [n for n, f in funcs.items() if f.regions[0].blocks and
                  getattr(f.get_attr("sym_visibility"), "value", "public") == "public"]
        if len(public) != 1:
            err.write(f"{TOOL}: error: " + ("more than one function present; --function= must be specified "
                                           "explicitly" if public else "no function to run in the module") + "\n")
            return 1
        name = public[0]
    fn = funcs.get(name)
    if fn is None:
        err.write(f"{TOOL}: error: no function named '@{name}' in the module\n")
        return 1
    if not fn.regions[0].blocks:
        err.write(f"{TOOL}: error: '@{name}' is a declaration without a body\n")
        return 1
    ft = fn.get_attr("function_type").value
    arg_types, res_types = list(ft.inputs), list(ft.results)
    # inputs
    from .runio import DEFAULT_MAX_ELEMENT_COUNT, RunIOError, format_value, parse_inputs, write_outputs

    scalar_types = [_element_name(t) if _is_scalar(t) else None for t in arg_types]
    try:
        parsed = parse_inputs(o.inputs, scalar_types, base_dir=None)
    except RunIOError as e:
        err.write(f"{TOOL}: error: {e}\n")
        return 1
    except _RunError as e:
        err.write(f"{TOOL}: error: {e}\n")
        return 1
    if len(parsed) != len(arg_types):
        err.write(f"{TOOL}: error: input list and function mismatch; expected {len(arg_types)} argument"
                  f"{'s' if len(arg_types) != 1 else ''} but passed {len(parsed)}; invoking function "
                  f"'{name}'\n")
        return 1
    try:
        args = [_convert_input(i, spec, et, v, t, o.vscale)
                for i, ((et, v), t, spec) in enumerate(zip(parsed, arg_types, _expand_specs(o.inputs, parsed)))]
    except _RunError as e:
        err.write(f"{TOOL}: error: {e}\n")
        return 1
    # run
    from ..interp.engine import Interpreter
    from ..interp.memory import InterpError

    out.write(f"EXEC @{name}\n")
    out.flush()
    try:
        interp = Interpreter(module, o.vscale)
        results = interp.call(name, args)
    except InterpError as e:
        _report(err, str(e))
        return 1
    except RecursionError:
        err.write(f"{TOOL}: error: call depth too deep while running '@{name}'\n")
        return 1
    except (ArithmeticError, ValueError, IndexError, TypeError, NotImplementedError) as e:
        err.write(f"{TOOL}: error: while running '@{name}': {type(e).__name__}: {e}\n")
        return 1
    try:
        values, names, prims = _result_views(list(results), res_types)
        max_elems = DEFAULT_MAX_ELEMENT_COUNT if o.max_elements is None else o.max_elements
        if o.outputs is None:
            text = "".join(f"result[{i}]: " + format_value(v, n, primitive=p, max_element_count=max_elems) + "\n"
                           for i, (v, n, p) in enumerate(zip(values, names, prims)))
        else:
            text = write_outputs(values, names, o.outputs, primitives=prims, max_element_count=max_elems)
    except (RunIOError, _RunError, ValueError) as e:
        err.write(f"{TOOL}: error: {e}\n")
        return 1
    out.write(text)
    out.flush()
    return 0


def _expand_specs(specs: list[str], parsed: list) -> list[str]:
    """The --input spec each parsed value came from (``*file.npy`` gives several)."""
    out = list(specs)
    while len(out) < len(parsed):
        out.append(specs[-1] if specs else "")
    return out[: len(parsed)] if len(out) > len(parsed) else out


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``vecir-run`` console script; never lets a Python traceback out."""
    from .opt import _guarded

    for s in (sys.stdout, sys.stderr):
        try:
            s.reconfigure(errors="surrogateescape")
        except (AttributeError, ValueError):
            pass
    argv = sys.argv[1:] if argv is None else argv
    return _guarded(lambda: run(argv, sys.stdout, sys.stderr), TOOL)


def cli() -> None:
    """The console-script entry point."""
    from ._exit import run_and_exit

    run_and_exit(main)


if __name__ == "__main__":
    cli()
