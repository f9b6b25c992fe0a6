"""The pass manager: op-anchored pipelines of passes and nested pipelines, as upstream's OpPassManager.

    pm = PassManager.parse("builtin.module(func.func(canonicalize,cse),symbol-dce)")
    pm.run(module)                      # raises PassManagerFailure (with its diagnostics) on failure

    pm = PassManager("builtin.module")
    pm.nest("func.func").add(lookup_pass("cse")())
    str(pm)                             # 'builtin.module(func.func(cse))'

Textual pipelines are parsed as upstream parses them (``TextualPipeline``), with the same messages:
``anchor(elem,elem,...)`` where an element is ``pass-name{options}`` or a nested ``op-name(...)``.
:meth:`PassManager.parse_short` reads vecir's ``-p`` form: the same elements without the
``builtin.module(...)`` wrapper (a single ``builtin.module(...)`` is taken as it is).

Running follows upstream: a pipeline runs on an op whose name is its anchor (``any``: any op); a nested
pipeline runs on each child op of the ops' regions with its anchor name (``any``: each isolated child);
adjacent nested pipelines are merged (``func.func(cse),func.func(canonicalize)`` runs both passes on one
function before the next); each pass is followed by verification of the op it ran on; the IR printing
(``--mlir-print-ir-before-all``/``-after-all``) and timing instrumentation mirror upstream's output.
"""

from __future__ import annotations

import sys
import time
from typing import Any, Callable, Iterable, Iterator, TextIO

from ..ir.core import Operation
from ..ir.diagnostics import Diagnostic, DiagnosticError, _HANDLERS, emit
from .base import Pass, PassFailure, lookup_pass
from .options import OptionError, RawMessage, make_pass


class PipelineError(Exception):
    """A pipeline that cannot be built. ``stream`` is the text upstream writes to the pipeline's error
    stream (a tool prints it as ``<unknown>:0: error: TEXT``); ``cl_messages`` are llvm::cl's own
    messages (``for the --x option: ...``), printed before it after the tool's name; ``partial``
    (from ``parse_short``) the pipeline built up to the failure."""

    def __init__(self, stream: str, cl_messages: list[str] | None = None) -> None:
        self.stream = stream
        self.cl_messages = list(cl_messages or ())
        # what was built before a pass's options failed (that pass included, with its defaults);
        # None when the text itself did not parse
        self.partial: "PassManager | None" = None
        super().__init__("\n".join([*self.cl_messages, stream.rstrip("\n")]))


class PassManagerFailure(Exception):
    """A pipeline run failed; ``diagnostics`` are the errors reported (possibly none: a pass may fail
    silently, as upstream's signalPassFailure)."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.render() for d in diagnostics) or "pass pipeline failed")


# --------------------------------------------------------------------------------------------------
# textual pipelines (a port of upstream's TextualPipeline)


class _Elem:
    __slots__ = ("name", "pos", "options", "inner", "entry")

    def __init__(self, name: str, pos: int) -> None:
        self.name = name
        self.pos = pos
        self.options = ""
        self.inner: list[_Elem] = []
        self.entry: Any = None


def _source_message(text: str, pos: int, msg: str) -> str:
    line = text.count("\n", 0, pos) + 1
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    src = text[start:] if end < 0 else text[start:end]
    col = pos - start
    return f"MLIR Textual PassPipeline Parser:{line}:{col + 1}: error: {msg}\n{src}\n{' ' * col}^\n"


def _parse_elements(text: str, resolve_names: bool = True) -> list[_Elem]:
    """Structure of ``elem,elem(...),elem{opts}`` (upstream's parsePipelineText + resolve)."""
    root: list[_Elem] = []
    if not text:
        return root
    stack = [root]
    pos = 0
    n = len(text)

    def err(p: int, msg: str):
        raise PipelineError(_source_message(text, p, msg))

    def ltrim(p: int) -> int:
        while p < n and text[p] in " \t\n\v\f\r":
            p += 1
        return p

    while True:
        pipeline = stack[-1]
        k = min((i for i in (text.find(c, pos) for c in ",(){") if i >= 0), default=-1)
        raw = text[pos:] if k < 0 else text[pos:k]
        name = raw.strip()
        elem = _Elem(name, pos + (len(raw) - len(raw.lstrip())) if name else pos + len(raw))
        pipeline.append(elem)
        if k < 0:
            break
        pos = k
        sep = text[pos]
        if sep == "{":
            pos += 1
            depth, close = 1, -1
            for i in range(pos, n):
                if text[i] == "{":
                    depth += 1
                elif text[i] == "}":
                    depth -= 1
                    if depth == 0:
                        close = i
                        break
            if close < 0:
                err(pos - 1, "missing closing '}' while processing pass options")
            elem.options = text[pos:close]
            pos = ltrim(close + 1)
        elif sep == "(":
            pos += 1
            stack.append(elem.inner)
            continue
        while pos < n and text[pos] == ")":
            pos += 1
            if len(stack) == 1:
                err(pos - 1, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline")
            stack.pop()
            pos = ltrim(pos)
        if pos >= n:
            break
        if text[pos] != ",":
            err(pos, "expected ',' after parsing pipeline")
        pos += 1
    if len(stack) > 1:
        err(pos, "encountered unbalanced parentheses while parsing pipeline")

    def resolve(elems: list[_Elem]) -> None:
        for e in elems:
            if e.inner:
                resolve(e.inner)
                continue
            e.entry = lookup_pass(e.name) if e.name else None
            if e.entry is None:
                err(e.pos, f"'{e.name}' does not refer to a registered pass or pass pipeline")

    if resolve_names:
        resolve(root)
    return root


def _add_elements(pm: "PassManager", elems: list[_Elem], out: list[str], cl: list[str]) -> bool:
    for e in elems:
        if e.entry is not None:
            try:
                pm.add(make_pass(e.entry, e.options))
            except OptionError as ex:
                # upstream has created and added the pass before its options fail: a caller that
                # keeps going with what was built (the inliner's default-pipeline) runs it with its
                # default options, and nothing after it
                pm.add(make_pass(e.entry))
                if ex.raw:
                    cl.append(RawMessage(ex.raw))
                if ex.cl_message:
                    cl.append(ex.cl_message)
                out.append(ex.stream + "\n")
                out.append(f"failed to add `{e.name}` with options `{e.options}`\n")
                return False
        elif not _add_elements(pm.nest(e.name), e.inner, out, cl):
            out.append(f"failed to add `{e.name}` with options `{e.options}` to inner pipeline\n")
            return False
    return True


# --------------------------------------------------------------------------------------------------
# the pass manager


class PassManager:
    """A pipeline anchored on an op name (``builtin.module``, ``func.func``, or ``any``)."""

    def __init__(self, anchor: str = "builtin.module", passes: list | None = None) -> None:
        self.anchor = anchor
        self.passes: list[Pass | PassManager] = list(passes or ())
        self._plan: list | None = None

    # building ------------------------------------------------------------------------------------
    def add(self, p: "Pass | PassManager") -> "PassManager":
        """Append a pass (or a nested pipeline); returns self."""
        if isinstance(p, type) and issubclass(p, Pass):
            p = p()
        self.passes.append(p)
        self._plan = None
        return self

    def nest(self, anchor: str) -> "PassManager":
        """Append a nested pipeline running on child ops named ``anchor``; returns it."""
        sub = PassManager(anchor)
        self.passes.append(sub)
        self._plan = None
        return sub

    def add_text(self, text: str) -> "PassManager":
        """Append the elements of pipeline text ``cse,func.func(canonicalize{max-iterations=2})``."""
        elems = _parse_elements(text)
        out: list[str] = []
        cl: list[str] = []
        if not _add_elements(self, elems, out, cl):
            raise PipelineError("".join(out), cl)
        return self

    @classmethod
    def parse(cls, text: str) -> "PassManager":
        """``anchor(elements)``, as ``--pass-pipeline`` takes it; raises PipelineError."""
        t = text.strip()
        k = t.find("(")
        if k <= 0 or not t.endswith(")"):
            raise PipelineError("expected pass pipeline to be wrapped with the anchor operation type, "
                                "e.g. 'builtin.module(...)'")
        pm = cls(t[:k].rstrip())
        pm.add_text(t[k + 1:-1])
        return pm

    @classmethod
    def parse_short(cls, text: str, anchor: str = "builtin.module") -> "PassManager":
        """vecir's ``-p`` form: ``canonicalize,func.func(cse)`` runs on the module; a single
        ``builtin.module(...)`` element is taken as the whole pipeline."""
        t = text.strip()
        try:
            shape = _parse_elements(t, resolve_names=False)
        except PipelineError:
            shape = []
        if len(shape) == 1 and shape[0].inner and shape[0].name == anchor:
            return cls.parse(t)  # the full form (errors point into its inner text, as upstream's)
        elems = _parse_elements(t)
        pm = cls(anchor)
        out: list[str] = []
        cl: list[str] = []
        if not _add_elements(pm, elems, out, cl):
            err = PipelineError("".join(out), cl)
            err.partial = pm
            raise err
        return pm

    # printing ------------------------------------------------------------------------------------
    def __str__(self) -> str:
        return self.anchor + "(" + ",".join(str(p) if isinstance(p, PassManager) else p.describe()
                                            for p in self.passes) + ")"

    def __repr__(self) -> str:
        return f"PassManager({str(self)!r})"

    def __len__(self) -> int:
        return len(self.passes)

    def dump(self) -> str:
        """The pipeline as ``--dump-pass-pipeline`` prints it."""
        lines = [f"Pass Manager with {len(self.passes)} passes:"]

        def rec(pm: PassManager, indent: int) -> None:
            lines.append("  " * indent + pm.anchor + "(")
            for i, p in enumerate(pm.passes):
                comma = "," if i + 1 < len(pm.passes) else ""
                if isinstance(p, PassManager):
                    rec(p, indent + 1)
                    lines[-1] += comma
                else:
                    lines.append("  " * (indent + 1) + p.describe() + comma)
            lines.append("  " * indent + ")")

        rec(self, 0)
        return "\n".join(lines) + "\n"

    # running -------------------------------------------------------------------------------------
    def run(self, op: Operation, *, verify_each: bool = True, print_before_all: bool = False,
            print_after_all: bool = False, print_before: Iterable[str] = (), print_after: Iterable[str] = (),
            print_after_change: bool = False, print_after_failure: bool = False,
            print_module_scope: bool = False, print_options=None, timing: "Timer | None" = None,
            stream: TextIO | None = None, emit_diagnostics: bool | None = None,
            verify_semantics=None) -> None:
        """Run the pipeline on ``op``. Raises PassManagerFailure on failure (its errors are also
        reported through vecir.ir.diagnostics.emit when a handler is installed, or when
        ``emit_diagnostics`` is true).

        The IR printing options are mlir-opt's --mlir-print-ir-*: ``print_before``/``print_after`` name
        the passes (by argument, ``cse``) to dump around; ``print_after_change`` skips the dumps after a
        pass that left the IR unchanged. Dumps go to ``stream`` (default: stderr). ``verify_semantics``
        (a vecir.passes.semantics.SemanticsChecker, or True for the default one) reruns the public
        functions after each pass and fails at the first pass that changes a result."""
        if verify_semantics is True:
            from .semantics import SemanticsChecker

            verify_semantics = SemanticsChecker()
        ex = _Executor(verify_each=verify_each, print_before=print_before_all or set(print_before),
                       print_after=print_after_all or set(print_after), print_after_change=print_after_change,
                       print_after_failure=print_after_failure, module_scope=print_module_scope,
                       print_options=print_options, stream=stream,
                       emit_diagnostics=bool(_HANDLERS) if emit_diagnostics is None else emit_diagnostics)
        ex.semantics = verify_semantics or None
        ex.run_top(self, op, timing)

    # execution plan: adjacent nested pipelines merged (upstream's finalizePassList) --------------
    def _plan_steps(self) -> list:
        if self._plan is not None:
            return self._plan
        steps: list = []
        for p in self.passes:
            if isinstance(p, PassManager):
                if steps and isinstance(steps[-1], _Adaptor) and steps[-1].try_merge(p):
                    continue
                steps.append(_Adaptor([p]))
            else:
                steps.append(p)
        self._plan = steps
        return steps

    def _check_schedulable(self) -> None:
        for step in self._plan_steps():
            if isinstance(step, _Adaptor):
                for pm in step.pms:
                    pm._check_schedulable()
            elif self.anchor != "any" and step.anchor is not None and step.anchor != self.anchor:
                raise PipelineError(f"unable to schedule pass '{step.get_display_name()}' on a PassManager "
                                    f"intended to run on '{self.anchor}'!")

    def _can_schedule_on(self, op: Operation) -> bool:
        if self.anchor != "any":
            return op.name == self.anchor
        from ..ir.op import IsolatedFromAbove

        cls = type(op)
        if not getattr(cls, "registered", False) or IsolatedFromAbove not in cls.traits:
            return False
        return all(p.can_schedule_on(op) if isinstance(p, Pass) else True for p in self.passes)


class _Adaptor:
    """Nested pipelines run on the children of an op (upstream's OpToOpPassAdaptor)."""

    __slots__ = ("pms",)

    def __init__(self, pms: list[PassManager]) -> None:
        self.pms = pms

    def try_merge(self, pm: PassManager) -> bool:
        if pm.anchor == "any" or any(p.anchor == "any" for p in self.pms):
            return False  # op-agnostic pipelines may conflict: upstream keeps them apart
        for mine in self.pms:
            if mine.anchor == pm.anchor:
                merged = PassManager(mine.anchor, mine.passes + pm.passes)
                self.pms[self.pms.index(mine)] = merged
                return True
        self.pms.append(PassManager(pm.anchor, pm.passes))
        return True

    def name(self) -> str:
        if len(self.pms) == 1:
            return f"'{self.pms[0].anchor}' Pipeline"
        return "Pipeline Collection : [" + ", ".join(f"'{pm.anchor}'" for pm in self.pms) + "]"

    def find(self, op: Operation) -> PassManager | None:
        for pm in self.pms:
            if pm.anchor == op.name:
                return pm
        for pm in self.pms:
            if pm.anchor == "any" and pm._can_schedule_on(op):
                return pm
        return None


# --------------------------------------------------------------------------------------------------
# timing


class Timer:
    """A node of the timing tree: accumulated wall time and children in first-use order."""

    __slots__ = ("name", "wall", "children", "_start")

    def __init__(self, name: str = "root") -> None:
        self.name = name
        self.wall = 0.0
        self.children: dict[Any, Timer] = {}
        self._start = 0.0

    def child(self, key: Any, name: str) -> "Timer":
        t = self.children.get(key)
        if t is None:
            t = self.children[key] = Timer(name)
        return t

    def start(self) -> "Timer":
        self._start = time.perf_counter()
        return self

    def stop(self) -> None:
        self.wall += time.perf_counter() - self._start

    def __enter__(self) -> "Timer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def report(self, total: float | None = None) -> str:
        """upstream's ``--mlir-timing`` tree report (wall time only, as with threading disabled)."""
        total = self.wall if total is None else total
        bar = "===" + "-" * 73 + "==="
        out = [bar, " " * 25 + "... Execution time report ...", bar,
               f"  Total Execution Time: {total:.4f} seconds", "", "  ----Wall Time----  ----Name----"]

        def line(t: float, name: str, depth: int) -> None:
            pct = 100.0 * t / total if total > 0 else 0.0
            out.append(f"  {t:8.4f} ({pct:5.1f}%)  " + "  " * depth + name)

        def rec(node: Timer, depth: int) -> None:
            for c in node.children.values():
                line(c.wall, c.name, depth)
                rec(c, depth + 1)

        rec(self, 0)
        rest = total - sum(c.wall for c in self.children.values())
        line(max(rest, 0.0), "Rest", 0)
        line(total, "Total", 0)
        return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------------------
# execution


_RUNNING: list["_Executor"] = []


class _Failed(PassFailure):
    """A failure already reported (a nested pipeline's, inside Pass.run_pipeline)."""

    def __init__(self) -> None:
        super().__init__("")


class _Executor:
    def __init__(self, *, verify_each: bool, print_before, print_after, print_after_failure: bool,
                 module_scope: bool, print_options, stream, emit_diagnostics: bool,
                 print_after_change: bool = False) -> None:
        self.verify_each = verify_each
        self.print_before = print_before  # True (all passes) or a set of pass names
        self.print_after = print_after
        self.print_after_change = print_after_change
        self.print_after_failure = print_after_failure
        self.module_scope = module_scope
        self.print_options = print_options
        self.stream = stream
        self.emit_diagnostics = emit_diagnostics
        self.errors: list[Diagnostic] = []
        self.timer: Timer | None = None  # the running pass's timer (nested pipelines time under it)
        self.root_timer: Timer | None = None  # the report's root (dynamic pipelines time there)
        self.retired: list = []
        self.semantics = None  # a SemanticsChecker (--verify-semantics)
        self.top: Operation | None = None

    # diagnostics
    def error(self, diag: Diagnostic) -> None:
        self.errors.append(diag)
        if self.emit_diagnostics:
            emit(diag)

    def run_top(self, pm: PassManager, op: Operation, timing: Timer | None) -> None:
        try:
            pm._check_schedulable()
        except PipelineError as e:
            from ..ir.attrs import unknown_loc

            self.error(Diagnostic(unknown_loc, "error", e.stream))
            raise PassManagerFailure(self.errors) from None
        self.top = op
        self.root_timer = timing
        if self.semantics is not None:
            self.semantics.begin(op, emit_remarks=self.emit_diagnostics)
        _RUNNING.append(self)
        try:
            self.run_pm(pm, op, timing)
        except _Failed:
            raise PassManagerFailure(self.errors) from None
        finally:
            _RUNNING.remove(self)

    def run_pm(self, pm: PassManager, op: Operation, timer: Timer | None) -> None:
        if pm.anchor != "any" and op.name != pm.anchor:
            self.error(Diagnostic(op.loc, "error", f"can't run '{pm.anchor}' pass manager on '{op.name}' op"))
            raise _Failed
        for step in pm._plan_steps():
            if isinstance(step, _Adaptor):
                self.run_adaptor(step, op, timer)
            else:
                self.run_pass(step, op, timer)

    def run_adaptor(self, ad: _Adaptor, op: Operation, timer: Timer | None) -> None:
        t = timer.child(("adaptor", id(ad)), ad.name()) if timer is not None else None
        if t is not None:
            t.start()
        try:
            for region in op.regions:
                for block in list(region.blocks):
                    for child in list(block.ops):
                        pm = ad.find(child)
                        if pm is not None:
                            self.run_pm(pm, child, t)
        finally:
            if t is not None:
                t.stop()
        if self.verify_each:
            self.verify(op)

    def run_pass(self, p: Pass, op: Operation, timer: Timer | None) -> None:
        if not getattr(type(op), "registered", True):
            self.error(Diagnostic(op.loc, "error", f"'{op.name}' op trying to schedule a pass on an "
                                                    "unregistered operation", op=op))
            raise _Failed
        if self.print_before is True or (self.print_before and p.name in self.print_before):
            self.dump_ir(p, op, "Before")
        dump_after = self.print_after is True or bool(self.print_after and p.name in self.print_after)
        fingerprint = self.fingerprint(op) if dump_after and self.print_after_change else None
        t = timer.child(("pass", id(p)), p.get_display_name()) if timer is not None else None
        failed = False
        if t is not None:
            t.start()
        outer, self.timer = self.timer, t
        # a run's dynamic pipelines are its own (run_pipeline); the old ones stay alive so that their
        # passes' ids (the timing keys) are not reused
        if "_nested_pipelines" in p.__dict__:
            self.retired.append(p.__dict__.pop("_nested_pipelines"))
        try:
            p.run(op)
        except PassFailure as e:
            failed = True
            msg = str(e)
            if msg:
                target = e.op if e.op is not None else op
                self.error(Diagnostic(target.loc, "error", msg, op=target))
        except DiagnosticError as e:
            failed = True
            self.error(e.diag)
        except RecursionError:
            failed = True
            self.error(Diagnostic(op.loc, "error", f"pass '{p.name}' failed: nesting is too deep", op=op))
        except Exception as e:  # noqa: BLE001 - a bug in a pass is reported, never a traceback
            failed = True
            self.error(Diagnostic(op.loc, "error", f"internal error in pass '{p.name}': "
                                                    f"{type(e).__name__}: {e}", op=op))
        finally:
            self.timer = outer
            if t is not None:
                t.stop()
        if not failed and self.verify_each:
            try:
                self.verify(op)
            except _Failed:
                failed = True
        if not failed and self.semantics is not None:
            from .semantics import SemanticsChange

            try:
                self.semantics.check(self.top, p.name)
            except SemanticsChange as e:
                failed = True
                self.error(e.diag)
        if failed:
            if dump_after or self.print_after_failure:
                self.dump_ir(p, op, "After", failed=True)
            raise _Failed
        if dump_after and (fingerprint is None or fingerprint != self.fingerprint(op)):
            self.dump_ir(p, op, "After")

    @staticmethod
    def fingerprint(op: Operation) -> str:
        """What --mlir-print-ir-after-change compares: the op's generic form with locations."""
        from ..syntax.printer import PrintOptions, print_op_local

        try:
            return print_op_local(op, PrintOptions(generic=True, debuginfo=True))
        except Exception:  # noqa: BLE001 - an unprintable op counts as changed
            return object().__repr__()

    def verify(self, op: Operation) -> None:
        from ..ir.diagnostics import diagnostic_handler
        from ..ir.verifier import verify

        earlier: list[Diagnostic] = []  # the verifier emits all failing functions' errors but the last
        try:
            with diagnostic_handler(earlier.append):
                verify(op)
        except DiagnosticError as e:
            for d in earlier:
                self.error(d)
            self.error(e.diag)
            raise _Failed from None

    def dump_ir(self, p: Pass, op: Operation, when: str, failed: bool = False) -> None:
        from ..syntax.printer import PrintOptions, print_op, print_op_local

        out = self.stream or sys.stderr
        head = f"// -----// IR Dump {when} {p.get_display_name()}{' Failed' if failed else ''}: {p.describe()}"
        opts = self.print_options or PrintOptions()
        if self.module_scope:
            sym = op.get_attr("sym_name")
            head += f" ('{op.name}' operation" + (f": @{sym.value}" if sym is not None and hasattr(sym, "value")
                                                   else "") + ")"
            top = op
            while top.parent_op is not None:
                top = top.parent_op
            text = print_op(top, opts)
        elif op.parent_op is None and op.parent is None:
            text = print_op(op, opts)
        else:
            text = print_op_local(op, opts)
        out.write(head + " //----- //\n" + text + "\n\n")
        out.flush()


def current_print_options():
    """The printing options of the running pass manager (--mlir-print-op-generic, ...), or None."""
    return _RUNNING[-1].print_options if _RUNNING else None


def run_nested_pipeline(owner: Pass, pipeline, op: Operation) -> None:
    """Pass.run_pipeline: run ``pipeline`` (PassManager or text) on ``op`` inside a running pass."""
    if isinstance(pipeline, str):
        # parsed once per run of the owning pass and anchor, as upstream's inliner builds its
        # OpPassManagers per runOnOperation: the same pass objects run on every function of that
        # run (one --mlir-timing line each)
        text = pipeline.strip()
        cache = owner.__dict__.setdefault("_nested_pipelines", {})
        pm = cache.get((text, op.name))
        if pm is None:
            pm = cache[(text, op.name)] = PassManager.parse_short(text, anchor=op.name)
    else:
        pm = pipeline
    if _RUNNING:
        ex = _RUNNING[-1]
        try:
            pm._check_schedulable()
        except PipelineError as e:
            raise PassFailure(e.stream, op) from None
        # --mlir-timing: iree-opt 3.13 times a pass's dynamic pipeline at the top of the report,
        # after the pass ("'func.func' Pipeline" below "InlinerPass"), one node per anchor
        root = ex.root_timer if ex.timer is not None else None
        t = root.child(("pipeline", pm.anchor), f"'{pm.anchor}' Pipeline") if root is not None else None
        if t is not None:
            t.start()
        try:
            ex.run_pm(pm, op, t)  # failures propagate as _Failed, handled by the owner's run_pass
        finally:
            if t is not None:
                t.stop()
        return
    try:
        pm.run(op)
    except PassManagerFailure as e:
        raise PassFailure("; ".join(d.message for d in e.diagnostics), op) from None


def analysis_timer(name: str):
    """The running pass's timer of analysis ``name``: upstream's ``(A) name`` line under the pass in
    ``--mlir-timing``, created on first request (as getAnalysis<T>() creates it) and timing what
    runs inside ``with``; a no-op context when no timing was asked for."""
    import contextlib

    t = _RUNNING[-1].timer if _RUNNING else None
    if t is None:
        return contextlib.nullcontext()
    return t.child(("analysis", name), f"(A) {name}")


def iter_passes(pm: PassManager) -> Iterator[Pass]:
    for p in pm.passes:
        if isinstance(p, PassManager):
            yield from iter_passes(p)
        else:
            yield p
