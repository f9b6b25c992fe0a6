"""vecir-opt: parse, transform and print MLIR, as upstream's mlir-opt does.

    vecir-opt input.mlir [-o out.mlir] [--pass-pipeline='builtin.module(func.func(cse))' | -p 'cse,canonicalize'
              | --cse --canonicalize='max-iterations=3'] [--split-input-file] [--verify-diagnostics]
              [--mlir-print-op-generic] [--mlir-print-debuginfo] [--mlir-print-ir-after-all] [--mlir-timing] ...

Everything printed follows ``iree-opt`` (upstream MLIR): the output module followed by an empty line,
``// -----`` between --split-input-file chunks, diagnostics as ``FILE:LINE:COL: error: MESSAGE`` with the
source line and a caret, IR dumps and the timing report on stderr. Bad input never produces a Python
traceback: every failure is a diagnostic and exit code 1. ``-o FILE`` is written (atomically) only when
everything succeeded.
"""

from __future__ import annotations

import gc
import os
import stat
import sys
import time
from typing import Callable, TextIO

TOOL = "vecir-opt"
DEFAULT_SPLIT = "// -----"

# name -> (takes a value: "no" | "optional" | "required", help)
_FLAGS: dict[str, tuple[str, str]] = {
    "o": ("required", "Output filename (default: stdout)"),
    "split-input-file": ("optional", "Split the input file into chunks at `// -----` (or the given marker), "
                                     "process each independently"),
    "output-split-marker": ("required", "Marker printed between the outputs of split chunks (default `// -----`)"),
    "verify-diagnostics": ("optional", "Check that emitted diagnostics match expected-* lines in the input"),
    "allow-unregistered-dialect": ("optional", "Allow operations of unknown dialects"),
    "no-implicit-module": ("optional", "Do not wrap the input in a module; it must hold one top-level op"),
    "mlir-print-op-generic": ("optional", "Print the generic op form"),
    "mlir-print-debuginfo": ("optional", "Print debug info (locations) in MLIR output"),
    "mlir-print-local-scope": ("optional", "Print with local scope (no alias definitions)"),
    "mlir-print-ir-after-all": ("optional", "Print IR after each pass"),
    "mlir-print-ir-before-all": ("optional", "Print IR before each pass"),
    "mlir-print-ir-after-failure": ("optional", "Print IR after a pass fails"),
    "mlir-print-ir-after-change": ("optional", "Print IR after a pass only if the pass changed it"),
    "mlir-print-ir-before": ("required", "Print IR before the given passes (pass arguments, comma separated)"),
    "mlir-print-ir-after": ("required", "Print IR after the given passes (pass arguments, comma separated)"),
    "mlir-print-ir-module-scope": ("optional", "Print the whole module in IR dumps of nested ops"),
    "mlir-timing": ("optional", "Display execution times"),
    "mlir-timing-display": ("required", "Display method for timing data (tree)"),
    "mlir-disable-threading": ("optional", "Accepted for compatibility (vecir is single-threaded)"),
    "pass-pipeline": ("required", "A textual pass pipeline: 'builtin.module(func.func(cse),symbol-dce)'"),
    "p": ("required", "Short pipeline form: 'cse,func.func(canonicalize)' (runs on the module)"),
    "verify-each": ("optional", "Run the verifier after each transformation pass (default: true)"),
    "dump-pass-pipeline": ("optional", "Print the pipeline that will be run"),
    "verify-semantics": ("optional", "Run the public functions on seeded random inputs before the pipeline and "
                                     "after each pass; fail at the first pass that changes a result"),
    "verify-semantics-seed": ("required", "Seed of the --verify-semantics inputs (default 0)"),
    "verify-semantics-trials": ("required", "Input sets per function for --verify-semantics (default 1)"),
    "verify-semantics-rtol": ("required", "Relative tolerance of float results for --verify-semantics (default 1e-5)"),
    "verify-semantics-atol": ("required", "Absolute tolerance of float results for --verify-semantics (default 1e-6)"),
    "vscale": ("required", "vscale values (comma separated) at which --verify-semantics runs scalable functions"),
    "load-pass-plugin": ("required", "Import a Python module (dotted path) that registers passes"),
    "list-passes": ("optional", "List the registered passes and exit"),
    "help": ("optional", "Display available options"),
    "version": ("optional", "Display the version"),
}
_BOOL_TRUE = ("", "true", "TRUE", "True", "1")
_BOOL_FALSE = ("false", "FALSE", "False", "0")


class _UsageError(Exception):
    pass


class Options:
    def __init__(self) -> None:
        self.input: str | None = None
        self.output: str | None = None
        self.split: str | None = None
        self.output_split = DEFAULT_SPLIT
        self.verify_diagnostics = False
        self.allow_unregistered = False
        self.implicit_module = True
        self.generic = False
        self.debuginfo = False
        self.local_scope = False
        self.print_after_all = False
        self.print_before_all = False
        self.print_after_failure = False
        self.print_after_change = False
        self.print_before: list[str] = []
        self.print_after: list[str] = []
        self.print_module_scope = False
        self.timing = False
        self.pipeline: str | None = None
        self.short_pipeline: str | None = None
        self.pass_flags: list[tuple[str, str]] = []  # (pass name, options) in command-line order
        self.verify_each = True
        self.dump_pipeline = False
        self.semantics: dict | None = None  # --verify-semantics: SemanticsChecker keyword arguments
        self.semantics_args: dict = {}
        self.list_passes = False
        self.help = False
        self.version = False


def _registered_passes() -> dict:
    from ..passes import PASS_REGISTRY

    return PASS_REGISTRY


def _bool(name: str, value: str | None) -> bool:
    if value is None or value in _BOOL_TRUE:
        return True
    if value in _BOOL_FALSE:
        return False
    raise _UsageError(f"{TOOL}: for the --{name} option: '{value}' is invalid value for boolean argument! "
                      "Try 0 or 1")


def parse_args(argv: list[str]) -> Options:
    o = Options()
    passes: dict = {}  # the pass registry, imported only when an argument may name a pass
    positional: list[str] = []
    i = 0
    only_positional = False
    while i < len(argv):
        arg = argv[i]
        i += 1
        if only_positional or arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        if arg == "--":
            only_positional = True
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, eq, value = body.partition("=")
        val: str | None = value if eq else None
        spec = _FLAGS.get(name)
        if spec is None and not passes:
            passes = _registered_passes()
        if spec is None and name in passes:
            o.pass_flags.append((name, val or ""))
            continue
        if spec is None:
            msg = f"{TOOL}: Unknown command line argument '{arg}'.  Try: '{TOOL} --help'"
            import difflib

            close = difflib.get_close_matches(name, list(_FLAGS) + list(passes), n=1)
            if close:
                msg += f"\n{TOOL}: Did you mean '--{close[0]}'?"
            raise _UsageError(msg)
        kind = spec[0]
        if kind == "required" and val is None:
            if i >= len(argv):
                raise _UsageError(f"{TOOL}: for the -{name} option: requires a value!")
            val = argv[i]
            i += 1
        if name == "o":
            o.output = val
        elif name == "split-input-file":
            o.split = val if val else DEFAULT_SPLIT
        elif name == "output-split-marker":
            o.output_split = val
        elif name == "pass-pipeline":
            o.pipeline = val
        elif name == "p":
            o.short_pipeline = val
        elif name in ("mlir-print-ir-before", "mlir-print-ir-after"):
            names = [n.strip() for n in val.split(",") if n.strip()]
            passes = passes or _registered_passes()
            for n in names:
                if n not in passes:
                    raise _UsageError(f"{TOOL}: for the --{name} option: Cannot find option named '{n}'!")
            (o.print_before if name.endswith("before") else o.print_after).extend(names)
        elif name in ("verify-semantics-seed", "verify-semantics-trials", "verify-semantics-rtol",
                      "verify-semantics-atol", "vscale"):
            key = {"vscale": "vscales"}.get(name, name[len("verify-semantics-"):])
            try:
                conv = float if key in ("rtol", "atol") else int
                parsed = [conv(x) for x in val.split(",")] if key == "vscales" else conv(val)
                if key == "vscales" and any(v < 1 for v in parsed) or key == "trials" and parsed < 1:
                    raise ValueError
            except ValueError:
                raise _UsageError(f"{TOOL}: for the --{name} option: '{val}' value invalid") from None
            o.semantics_args[key] = parsed
        elif name == "load-pass-plugin":
            import importlib

            try:
                importlib.import_module(val)
            except Exception as e:  # noqa: BLE001 - reported as a usage error
                raise _UsageError(f"{TOOL}: for the --load-pass-plugin option: cannot load '{val}': {e}") from None
            passes = _registered_passes()
        elif name == "verify-semantics":
            o.semantics = {} if _bool(name, val) else None
        elif name == "mlir-timing-display":
            if val not in ("tree", "list"):
                raise _UsageError(f"{TOOL}: for the --mlir-timing-display option: Cannot find option named '{val}'!")
        else:
            flag = _bool(name, val)
            attr = {
                "verify-diagnostics": "verify_diagnostics", "allow-unregistered-dialect": "allow_unregistered",
                "mlir-print-op-generic": "generic", "mlir-print-debuginfo": "debuginfo",
                "mlir-print-local-scope": "local_scope", "mlir-print-ir-after-all": "print_after_all",
                "mlir-print-ir-before-all": "print_before_all", "mlir-print-ir-after-failure": "print_after_failure",
                "mlir-print-ir-after-change": "print_after_change",
                "mlir-print-ir-module-scope": "print_module_scope", "mlir-timing": "timing",
                "verify-each": "verify_each", "dump-pass-pipeline": "dump_pipeline", "list-passes": "list_passes",
                "help": "help", "version": "version",
            }.get(name)
            if name == "no-implicit-module":
                o.implicit_module = not flag
            elif attr is not None:
                setattr(o, attr, flag)
    if len(positional) > 1:
        raise _UsageError(f"{TOOL}: Too many positional arguments specified!\n"
                          f"Can specify at most 1 positional arguments: See: {TOOL} --help")
    o.input = positional[0] if positional else "-"
    return o


def _help() -> str:
    from ..passes import PASS_REGISTRY, lookup_pass

    lines = [f"OVERVIEW: vecir modular optimizer driver (mirrors mlir-opt)", "",
             f"USAGE: {TOOL} [options] <input file>", "", "OPTIONS:", ""]
    for name, (kind, text) in _FLAGS.items():
        flag = ("-" if len(name) == 1 else "--") + name + ("=<value>" if kind == "required" else "")
        lines.append(f"  {flag:<40} - {text}")
    lines += ["", "Passes (one flag each; options as --pass='opt=value opt2=1,2'):", ""]
    for name in sorted(PASS_REGISTRY):
        try:
            cls = lookup_pass(name)
            summary = getattr(cls, "summary", "")
        except Exception:  # noqa: BLE001 - a pass module that fails to import is still listed
            summary = ""
        lines.append(f"  --{name:<38} - {summary}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------------------
# splitting (upstream's splitAndProcessBuffer)


def split_input(text: str, marker: str, warn: Callable[[int], None]) -> list[tuple[str, int]]:
    """Chunks of ``text`` as (chunk, offset in text). Upstream splits on the marker minus its last two
    characters and checks the rest, warning 'near miss with file split marker' otherwise."""
    check = 2
    head = marker[:-check] if len(marker) > check else marker
    tail = marker[-check:]
    raw: list[tuple[int, int]] = []  # (start, end) pieces between `head`s
    start = 0
    while True:
        k = text.find(head, start)
        if k < 0:
            raw.append((start, len(text)))
            break
        raw.append((start, k))
        start = k + len(head)
    chunks: list[tuple[int, int]] = []
    prev: tuple[int, int] | None = None
    for s, e in raw:
        if prev is None or prev[0] == prev[1]:  # upstream tests prev.empty(): an empty piece is no chunk
            prev = (s, e)
            continue
        piece = text[s:e]
        if piece.startswith(tail) and len(piece) > check and piece[check] != "0":
            chunks.append(prev)
            prev = (s + check, e)
        else:
            warn(s)
            prev = (prev[0], e)
    if prev is not None and prev[1] > prev[0]:
        chunks.append(prev)
    return [(text[s:e], s) for s, e in chunks]


# --------------------------------------------------------------------------------------------------
# the driver


class _Driver:
    def __init__(self, o: Options, filename: str, text: str, err: TextIO) -> None:
        from ..ir.diagnostics import SourceManager
        from ..syntax.printer import PrintOptions

        self.o = o
        self.filename = filename
        self.text = text
        self.err = err
        self.print_options = PrintOptions(generic=o.generic, debuginfo=o.debuginfo, local_scope=o.local_scope)
        SourceManager.add(filename, text)
        self.verifier = None
        if o.verify_diagnostics:
            from .diagnostics_verifier import DiagnosticVerifier

            self.verifier = DiagnosticVerifier(filename, text, err)
        self.timer = None
        if o.timing:
            from ..passes.manager import Timer

            self.timer = Timer()
        self._pm = None
        self._pm_error = None

    # diagnostics ---------------------------------------------------------------------------------
    def report(self, diag) -> None:
        from ..ir.diagnostics import SourceManager

        SourceManager.add(self.filename, self.text)  # the parser registered only the chunk
        if self.verifier is not None:
            self.verifier.handle(diag)
            return
        notes = list(diag.notes)
        if diag.op is not None:
            notes.insert(0, (diag.op.loc, self._current_op_note(diag)))
        from ..ir.diagnostics import render_diagnostic

        self.err.write(render_diagnostic(diag.loc, diag.severity, diag.message, notes) + "\n")
        self.err.flush()

    def _current_op_note(self, diag) -> str:
        """upstream's 'see current operation: ...' (generic form for errors), on a new line if long."""
        from ..syntax.printer import PrintOptions, print_op_local

        try:
            opts = PrintOptions(generic=diag.severity == "error" or self.o.generic, debuginfo=self.o.debuginfo)
            text = print_op_local(diag.op, opts)
        except Exception as e:  # noqa: BLE001 - a broken op must not hide the diagnostic
            text = f"<<cannot print the op: {type(e).__name__}>>"
        return "see current operation: " + ("\n" if "\n" in text else "") + text

    def error_text(self, text: str) -> None:
        """An error without location (pipeline errors): ``<unknown>:0: error: TEXT``."""
        from ..ir.attrs import unknown_loc
        from ..ir.diagnostics import Diagnostic

        self.report(Diagnostic(unknown_loc, "error", text))

    # pipeline ------------------------------------------------------------------------------------
    def needs_pass_manager(self) -> bool:
        """False when the command line asks for no pass and nothing the pass manager does on its own
        (the common `vecir-opt in.mlir -o out.mlir`): the pass machinery is then not even imported."""
        o = self.o
        return bool(o.pipeline is not None or o.short_pipeline is not None or o.pass_flags or o.dump_pipeline
                    or o.semantics is not None)

    def pipeline(self, top_name: str = "builtin.module"):
        """The PassManager to run, or None after reporting why it cannot be built. Pass flags build a
        pipeline anchored on the top-level op (``top_name``), as mlir-opt does."""
        from ..passes.manager import PassManager, PipelineError
        from ..passes.options import OptionError, RawMessage, make_pass

        o = self.o
        if (o.pipeline is not None or o.short_pipeline is not None) and o.pass_flags:
            self.error_text("'-pass-pipeline' option can't be used with individual pass options")
            return None
        if o.pipeline is not None and o.short_pipeline is not None:
            self.error_text("'--pass-pipeline' and '-p' can't be used together")
            return None
        try:
            if o.pipeline is not None:
                pm = PassManager.parse(o.pipeline)
            elif o.short_pipeline is not None:
                pm = PassManager.parse_short(o.short_pipeline)
            else:
                pm = PassManager(top_name)
                from ..passes import lookup_pass

                for name, opts in o.pass_flags:
                    cls = lookup_pass(name)
                    try:
                        p = make_pass(cls, opts)
                    except OptionError as e:
                        if e.raw:
                            self.err.write(e.raw)
                        if e.cl_message:
                            self.err.write(f"{TOOL}: {e.cl_message}\n")
                        self.error_text(e.stream)
                        self.error_text(f"failed to add `{name}` with options `{opts}`")
                        return None
                    # an op-specific pass is not nested implicitly (iree-opt 3.13 neither), except
                    # those whose flag iree-opt registers as a nested pipeline (`cli_nest`)
                    nest = getattr(cls, "cli_nest", None)
                    (pm.nest(nest) if nest and pm.anchor != nest else pm).add(p)
        except PipelineError as e:
            for m in e.cl_messages:
                self.err.write(m if isinstance(m, RawMessage) else f"{TOOL}: {m}\n")
            self.error_text(e.stream)
            return None
        return pm

    def _semantics_checker(self):
        if self.o.semantics is None:
            return None
        from ..passes.semantics import SemanticsChecker

        return SemanticsChecker(**self.o.semantics_args)

    # one chunk -----------------------------------------------------------------------------------
    def process(self, chunk: str, offset: int) -> str | None:
        """Parse, transform and print one buffer; its output text, or None on failure.

        The parsed IR lives until its output is printed, and it is full of reference cycles: left
        to the cyclic collector, every collection that verifying and printing trigger would rescan
        it (a third of the verify time at 10k ops). It is frozen instead (``gc.freeze``: moved to a
        generation no collection visits) from the end of the parse to the end of the chunk, then
        handed back. Objects made meanwhile (passes) are collected as usual; ops a pass erases are
        reclaimed after the chunk. Skipped when the caller froze objects itself (its freeze stays)."""
        from ..ir.diagnostics import diagnostic_handler

        freeze = gc.get_freeze_count() == 0
        try:
            with diagnostic_handler(self.report):
                return self._process(chunk, offset, freeze)
        finally:
            if freeze:
                gc.unfreeze()

    def _run_passes(self, op) -> bool:
        """Run the command line's pipeline on ``op``; False after reporting a failure."""
        from ..passes.manager import PassManagerFailure

        o = self.o
        pm = self.pipeline(op.name)
        if pm is None:
            return False
        if o.dump_pipeline:
            self.err.write(pm.dump() + "\n")
        try:
            pm.run(op, verify_each=o.verify_each, print_before_all=o.print_before_all,
                   print_after_all=o.print_after_all, print_before=o.print_before, print_after=o.print_after,
                   print_after_change=o.print_after_change, print_after_failure=o.print_after_failure,
                   print_module_scope=o.print_module_scope, print_options=self.print_options,
                   timing=self.timer, stream=self.err, emit_diagnostics=True,
                   verify_semantics=self._semantics_checker())
        except PassManagerFailure:
            return False
        return True

    def _process(self, chunk: str, offset: int, freeze: bool = False) -> str | None:
        from ..ir.diagnostics import DiagnosticError
        from ..ir.verifier import verify
        from ..syntax.parser import parse_module
        from ..syntax.printer import print_op

        o = self.o
        line_offset = self.text.count("\n", 0, offset)
        col_offset = offset - (self.text.rfind("\n", 0, offset) + 1)
        t = self.timer.child("parser", "Parser").start() if self.timer else None
        collecting = gc.isenabled()
        gc.disable()  # parse_module's own switch would turn it back on before the freeze
        try:
            op = parse_module(chunk, self.filename, allow_unregistered=o.allow_unregistered,
                              line_offset=line_offset, col_offset=col_offset, implicit_module=o.implicit_module,
                              load_dialects=self.needs_pass_manager())
            if freeze:
                gc.freeze()
            if collecting:
                gc.enable()
            verify(op)
        except DiagnosticError as e:
            for diag in e.diagnostics:
                self.report(diag)
            return None
        finally:
            if collecting:
                gc.enable()
            if t is not None:
                t.stop()
            from ..ir.diagnostics import SourceManager

            SourceManager.add(self.filename, self.text)
        if self.needs_pass_manager() and not self._run_passes(op):
            return None
        t = self.timer.child("output", "Output").start() if self.timer else None
        try:
            if self.print_options.local_scope:  # upstream prints no newline of its own then
                from ..syntax.printer import print_op_local

                return print_op_local(op, self.print_options) + "\n"
            return print_op(op, self.print_options) + "\n"
        finally:
            if t is not None:
                t.stop()


def _read_input(path: str) -> tuple[str, str]:
    """(display filename, text). Invalid UTF-8 bytes survive as surrogate escapes."""
    if path == "-":
        data = sys.stdin.buffer.read()
        return "<stdin>", data.decode("utf-8", "surrogateescape")
    with open(path, "rb") as f:
        data = f.read()
    return path, data.decode("utf-8", "surrogateescape")


def _create_temporary(directory: str) -> tuple[int, str]:
    """What ``tempfile.mkstemp(prefix=".vecir-opt-", dir=directory)`` returns (a new file, mode 0600,
    opened exclusively), without importing tempfile: it imports shutil, random, bz2, lzma... (~4 ms
    of a vecir-opt start-up where nothing else needs them)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        path = os.path.join(directory, ".vecir-opt-" + os.urandom(6).hex())
        try:
            return os.open(path, flags, 0o600), path
        except FileExistsError:
            continue
    raise FileExistsError(f"no usable temporary name in {directory}")


class _Output:
    """stdout, or ``-o FILE`` written atomically: a temporary file beside it, created up front (so an
    unwritable destination fails early, as mlir-opt's does) and renamed over it only on success.
    A destination that exists and is not a regular file (``/dev/null``, a FIFO, a terminal) is opened
    up front and written in place: renaming over it would replace the device node itself. A symbolic
    link is followed: the file it points to is replaced, the link stays."""

    def __init__(self, path: str | None) -> None:
        self.path = None if path in (None, "-") else path
        self.tmp: str | None = None
        self.fd: int | None = None
        if self.path is not None:
            self.path = os.path.realpath(self.path)
            try:
                special = not stat.S_ISREG(os.stat(self.path).st_mode)
            except OSError:
                special = False  # does not exist yet: created by the rename
            if special:
                self.fd = os.open(self.path, os.O_WRONLY | getattr(os, "O_CLOEXEC", 0))
                return
            d = os.path.dirname(self.path)
            self.fd, self.tmp = _create_temporary(d)
            try:  # the permissions a plainly created file would get (or the existing file's)
                mode = os.stat(self.path).st_mode & 0o7777
            except OSError:
                umask = os.umask(0)
                os.umask(umask)
                mode = 0o666 & ~umask
            try:
                os.chmod(self.tmp, mode)
            except OSError:
                pass

    def commit(self, text: str) -> None:
        if self.path is None:
            sys.stdout.write(text)
            sys.stdout.flush()
            return
        with os.fdopen(self.fd, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
            self.fd = None
            f.write(text)
        if self.tmp is not None:
            os.replace(self.tmp, self.path)
            self.tmp = None

    def discard(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        if self.tmp is not None:
            try:
                os.unlink(self.tmp)
            except OSError:
                pass
            self.tmp = None


def run(argv: list[str], err: TextIO) -> int:
    try:
        o = parse_args(argv)
    except _UsageError as e:
        err.write(str(e) + "\n")
        return 1
    if o.help:
        sys.stdout.write(_help())
        return 0
    if o.version:
        from .. import __version__

        sys.stdout.write(f"vecir-opt {__version__} (mirrors mlir-opt from iree-base-compiler 3.13.0)\n")
        return 0
    if o.list_passes:
        from ..passes import PASS_REGISTRY

        sys.stdout.write("".join(f"{n}\n" for n in sorted(PASS_REGISTRY)))
        return 0
    try:
        filename, text = _read_input(o.input)
    except OSError as e:
        err.write(f"cannot open input file '{o.input}': {e.strerror or e}\n")
        return 1
    try:
        output = _Output(o.output)
    except OSError as e:
        err.write(f"cannot open output file '{o.output}': {e.strerror or e}\n")
        return 1
    try:
        return _run(o, filename, text, output, err)
    finally:
        output.discard()


def _run(o: Options, filename: str, text: str, output: _Output, err: TextIO) -> int:
    from .. import dialects  # noqa: F401 - the dialect registry (each dialect is imported on first use)

    start = time.perf_counter()
    d = _Driver(o, filename, text, err)
    if o.split is not None:
        from ..ir.attrs import FileLineColLoc
        from ..ir.diagnostics import render_one

        def warn(pos: int) -> None:
            line = text.count("\n", 0, pos) + 1
            col = pos - (text.rfind("\n", 0, pos) + 1) + 1
            err.write(render_one(FileLineColLoc(filename, line, col), "warning",
                                 "near miss with file split marker") + "\n")

        chunks = split_input(text, o.split, warn)
    else:
        chunks = [(text, 0)]
    outputs: list[str] = []
    ok = True
    for chunk, offset in chunks:
        out = d.process(chunk, offset)
        if out is None:
            ok = False
            out = ""
        outputs.append(out)
    result = (o.output_split + "\n").join(outputs)
    if d.verifier is not None:
        ok = d.verifier.finish()
    if ok or output.path is None:
        # upstream streams what succeeded to stdout even when a chunk fails; a file is kept unchanged
        output.commit(result)
    if d.timer is not None:
        d.timer.wall = time.perf_counter() - start
        err.write(d.timer.report())
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``vecir-opt`` console script; never lets a Python traceback out."""
    for s in (sys.stdout, sys.stderr):
        try:
            s.reconfigure(errors="surrogateescape")
        except (AttributeError, ValueError):
            pass
    argv = sys.argv[1:] if argv is None else argv
    return _guarded(lambda: run(argv, sys.stderr), TOOL)


def _guarded(fn: Callable[[], int], tool: str) -> int:
    """Run ``fn`` in a thread with a large stack (deeply nested input must not crash the interpreter);
    any exception becomes an error message and exit code 1."""
    import threading

    if hasattr(sys, "set_int_max_str_digits"):
        # huge decimal literals must reach the parser's range checks, not Python's 4300-digit guard
        sys.set_int_max_str_digits(0)
    result: list[int] = [1]

    def target() -> None:
        try:
            result[0] = fn()
        except BrokenPipeError:
            result[0] = 1
        except MemoryError:
            sys.stderr.write(f"<unknown>:0: error: {tool}: out of memory\n")
            result[0] = 1
        except RecursionError:
            sys.stderr.write(f"<unknown>:0: error: {tool}: input nested too deeply\n")
            result[0] = 1
        except SystemExit as e:
            result[0] = e.code if isinstance(e.code, int) else 1
        except BaseException as e:  # noqa: BLE001 - an internal error is a diagnostic, never a traceback
            sys.stderr.write(f"<unknown>:0: error: {tool}: internal error: {type(e).__name__}: {e}\n")
            result[0] = 1

    old = threading.stack_size()
    try:
        threading.stack_size(512 * 1024 * 1024)
    except (ValueError, RuntimeError):
        pass
    try:
        t = threading.Thread(target=target, name=tool, daemon=True)
        t.start()
    finally:
        try:
            threading.stack_size(old)
        except (ValueError, RuntimeError):
            pass
    try:
        while t.is_alive():
            t.join(0.2)
    except KeyboardInterrupt:
        sys.stderr.write(f"{tool}: interrupted\n")
        return 130
    try:
        sys.stdout.flush()
    except (BrokenPipeError, ValueError):
        pass
    return result[0]


def cli() -> None:
    """The console-script entry point."""
    from ._exit import run_and_exit

    run_and_exit(main)


if __name__ == "__main__":
    cli()
