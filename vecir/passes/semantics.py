"""Semantic checking of passes (``vecir-opt --verify-semantics``): the interpreter runs every public
function before the pipeline and after each pass, on seeded random inputs, and the first pass that
changes a result is reported at the function.

    checker = SemanticsChecker(seed=0, trials=2, rtol=1e-5, atol=1e-6, vscales=(1, 2))
    PassManager.parse("builtin.module(canonicalize)").run(module, verify_semantics=checker)
    # error: pass 'canonicalize' changed the result of @f: result #0 differs at [2, 3]: 1.5 vs 2.5 (inputs: seed 0)

What counts as a result: the function's returned values and the final contents of its memref
arguments (fresh random buffers each run). Integers compare exactly, floats within ``rtol``/``atol``
(for passes that reassociate reductions) with NaN in the same positions. A function is checked when it
is a public ``func.func`` with a body whose arguments have static shapes (scalars, vectors, tensors,
memrefs); otherwise, or when its first run fails (a trap: out-of-bounds access, division by zero, a
call the interpreter cannot run), it is skipped with a remark. Functions with scalable vectors run
once per vscale in ``vscales``; the others at vscale 1.

Parallel loops (affine.parallel, scf.parallel, scf.forall) may run their iterations in any order,
so after a pass the interpreter runs them in another order than the reference's lexicographic one:
reversed in the first trial, a seeded random permutation in the others (vecir/interp/order.py). A
pass that makes a loop with a carried dependence parallel then changes a result. Reductions combine
in lexicographic order in every run. A function whose results already depend on the order before
the pipeline (a race in the input) gets a remark and is checked in order only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from vecir._lazy import np

from ..ir.core import Operation
from ..ir.diagnostics import Diagnostic

__all__ = ["SemanticsChecker", "SemanticsChange"]


class SemanticsChange(Exception):
    """A pass changed what a function computes; ``diag`` is the error at the function."""

    def __init__(self, diag: Diagnostic) -> None:
        self.diag = diag
        super().__init__(diag.message)


class _Unsupported(Exception):
    pass


@dataclass
class _Case:
    """One function on one set of inputs: its reference outputs (from before the pipeline)."""
    name: str
    seed: int
    vscale: int
    inputs: list
    expected: list = field(default_factory=list)
    order: tuple = ("in-order", 0)    # the ParallelOrder (kind, seed) the checks run it in


def _is_public_func(op: Operation) -> bool:
    if op.name != "func.func" or not op.regions or not op.regions[0].blocks:
        return False
    vis = op.get_attr("sym_visibility")
    return vis is None or getattr(vis, "value", "public") == "public"


def _uses_scalable(fn: Operation) -> bool:
    from ..ir.types import VectorType

    def scalable(t) -> bool:
        return isinstance(t, VectorType) and t.is_scalable

    ft = fn.get_attr("function_type").value
    if any(scalable(t) for t in (*ft.inputs, *ft.results)):
        return True
    for op in fn.walk():
        if op.name == "vector.vscale" or any(scalable(r.type) for r in op.results):
            return True
    return False


def _random_value(rng: np.random.Generator, t, vscale: int) -> Any:
    """Small values: integers in [-8, 8] (floats too, so that sums are exact in any order) wrapped
    into narrower integer types (i2: -2..1, i4: -8..7), index in [0, 4), i1 either way."""
    from ..ir.dtypes import numpy_dtype
    from ..ir.types import (DYNAMIC, FloatType, IndexType, IntegerType, MemRefType, RankedTensorType,
                            VectorType)

    if isinstance(t, VectorType):
        shape, elem = tuple(t.concrete_shape(vscale)), t.element_type
    elif isinstance(t, (RankedTensorType, MemRefType)):
        if any(d == DYNAMIC for d in t.shape):
            raise _Unsupported(f"dynamic shape in {t}")
        if isinstance(t, MemRefType) and ("strided<" in str(t) or "affine_map" in str(t)):
            raise _Unsupported(f"non-identity layout in {t}")
        shape, elem = tuple(t.shape), t.element_type
    elif isinstance(t, (IntegerType, IndexType, FloatType)):
        shape, elem = (), t
    else:
        raise _Unsupported(f"type {t}")
    if not isinstance(elem, (IntegerType, IndexType, FloatType)):
        raise _Unsupported(f"element type {elem}")
    dt = numpy_dtype(elem)
    if dt == np.dtype(object):
        raise _Unsupported(f"element type {elem}")
    if isinstance(elem, IntegerType) and elem.width == 1:
        arr = rng.integers(0, 2, size=shape).astype(np.bool_)
    elif isinstance(elem, IndexType):
        arr = rng.integers(0, 4, size=shape).astype(dt)
    else:
        arr = rng.integers(-8, 9, size=shape)
        if isinstance(elem, IntegerType) and elem.width < 8 * dt.itemsize:
            # a sub-byte (or odd-width) integer holds only its own range: wrap as the type does
            # (8 : i4 is -8, 5 : i2 is 1), so the synthesized input is a value the type can hold
            m = 1 << elem.width
            arr = np.mod(arr, m)
            if dt.kind == "i":
                arr = np.where(arr >= m // 2, arr - m, arr)
        arr = arr.astype(dt)
    return arr if shape else arr[()]


def _fmt_value(x) -> str:
    x = x.item() if isinstance(x, np.generic) else x
    return str(x)


def _first_difference(a, b, rtol: float, atol: float) -> str | None:
    """None when ``a`` (before) and ``b`` (after) agree; else where and how they differ."""
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape:
        return f"shape {list(a.shape)} vs {list(b.shape)}"
    if a.size == 0:
        return None
    if a.dtype.kind == "f" or b.dtype.kind == "f":
        fa, fb = a.astype(np.float64), b.astype(np.float64)
        bad = np.isnan(fa) != np.isnan(fb)
        both = ~(np.isnan(fa) | np.isnan(fb))
        with np.errstate(invalid="ignore"):
            close = np.isclose(fa, fb, rtol=rtol, atol=atol) | (fa == fb)
        bad |= both & ~close
    else:
        bad = a != b
    if not np.any(bad):
        return None
    idx = tuple(int(i) for i in np.argwhere(bad)[0])
    where = f" at [{', '.join(map(str, idx))}]" if idx else ""
    return f"differs{where}: {_fmt_value(a[idx])} vs {_fmt_value(b[idx])}"


class SemanticsChecker:
    """Runs the public functions of a module on seeded random inputs and compares with the
    reference results taken by :meth:`begin`. ``remarks`` collects the skipped functions' remarks."""

    def __init__(self, seed: int = 0, trials: int = 1, rtol: float = 1e-5, atol: float = 1e-6,
                 vscales=(1,)) -> None:
        self.seed = int(seed)
        self.trials = max(1, int(trials))
        self.rtol = float(rtol)
        self.atol = float(atol)
        self.vscales = tuple(int(v) for v in vscales) or (1,)
        self.cases: list[_Case] = []
        self.signatures: dict[str, Any] = {}
        self.remarks: list[Diagnostic] = []
        self._fingerprint: str | None = None
        self._emit_remarks = True

    # reference ------------------------------------------------------------------------------------
    def begin(self, top: Operation, emit_remarks: bool = True) -> None:
        """Take the reference results of ``top``'s public functions (``top``: a module)."""
        from ..ir.diagnostics import emit

        self.cases, self.signatures, self.remarks = [], {}, []
        self._emit_remarks = emit_remarks
        self._fingerprint = self._print(top)
        for fn in self._functions(top):
            name = fn.get_attr("sym_name").value
            cases, reason = self._reference_cases(top, fn, name)
            if reason is not None:
                d = Diagnostic(fn.loc, "remark", f"@{name} is not checked by --verify-semantics: {reason}")
                self.remarks.append(d)
                if emit_remarks:
                    emit(d)
                continue
            self.cases.extend(cases)
            self.signatures[name] = fn.get_attr("function_type").value

    def _reference_cases(self, top, fn, name):
        ft = fn.get_attr("function_type").value
        vscales = self.vscales if _uses_scalable(fn) else (1,)
        cases = []
        for trial in range(self.trials):
            seed = self.seed + trial
            for vs in vscales:
                rng = np.random.default_rng([seed, vs])
                try:
                    inputs = [_random_value(rng, t, vs) for t in ft.inputs]
                except _Unsupported as e:
                    return [], f"cannot synthesize an argument of {e}"
                case = _Case(name, seed, vs, inputs)
                try:
                    case.expected, loops = self._run(top, case, ("in-order", 0))
                except Exception as e:  # noqa: BLE001 - a trap or an unsupported op: skipped
                    return [], f"it fails before the pipeline (inputs: seed {seed}): {e}"
                case.order = ("reverse", 0) if trial == 0 else ("random", seed)
                if loops and not self._order_independent(top, fn, case):
                    case.order = ("in-order", 0)
                cases.append(case)
        return cases, None

    def _order_independent(self, top, fn, case: _Case) -> bool:
        """Whether ``case`` (whose run has parallel loops) gives its reference results in the order
        its checks will use; else a remark says it is checked in order only."""
        from ..interp.order import ParallelOrder

        try:
            got, _ = self._run(top, case, case.order)
            same = self._difference(case.expected, got) is None
        except Exception:  # noqa: BLE001 - e.g. an out-of-bounds access in that order
            same = False
        if not same:
            d = Diagnostic(fn.loc, "remark", f"@{case.name}: its results depend on the order of parallel loop "
                                             f"iterations (run {ParallelOrder(*case.order).describe()}, inputs: "
                                             f"seed {case.seed}); --verify-semantics runs them in order")
            self.remarks.append(d)
            if self._emit_remarks:
                from ..ir.diagnostics import emit
                emit(d)
        return same

    @staticmethod
    def _functions(top: Operation) -> list[Operation]:
        if not top.regions or not top.regions[0].blocks:
            return []
        return [op for op in top.regions[0].blocks[0].ops if _is_public_func(op)]

    @staticmethod
    def _run(top: Operation, case: _Case, order: tuple, po=None) -> tuple[list, int]:
        """The outputs of ``case`` on ``top`` with parallel loops run in ``order`` (kind, seed), and
        how many parallel loops of more than one iteration ran (``po``: the ParallelOrder to use)."""
        from ..interp.engine import run_function
        from ..interp.order import ParallelOrder
        from ..ir.types import MemRefType

        args = [np.array(a, copy=True) if isinstance(a, np.ndarray) else a for a in case.inputs]
        po = po if po is not None else ParallelOrder(*order)
        out = run_function(top, case.name, args, vscale=case.vscale, parallel_order=po)
        results = [] if out is None else list(out) if isinstance(out, tuple) else [out]
        fn = next(op for op in top.regions[0].blocks[0].ops
                  if op.name == "func.func" and op.get_attr("sym_name").value == case.name)
        ft = fn.get_attr("function_type").value
        mem = [(i, args[i]) for i, t in enumerate(ft.inputs) if isinstance(t, MemRefType)]
        return [("result", i, np.array(r, copy=True)) for i, r in enumerate(results)] + \
               [("argument", i, a) for i, a in mem], po.loops

    def _difference(self, expected: list, got: list) -> str | None:
        if len(got) != len(expected):
            return f"{len(got)} outputs vs {len(expected)}"
        for (kind, i, want), (_, _, have) in zip(expected, got):
            diff = _first_difference(want, have, self.rtol, self.atol)
            if diff is not None:
                what = f"result #{i}" if kind == "result" else f"memref argument #{i}"
                return f"{what} {diff}"
        return None

    @staticmethod
    def _print(top: Operation) -> str:
        from ..syntax.printer import PrintOptions, print_op

        try:
            return print_op(top, PrintOptions(generic=True))
        except Exception:  # noqa: BLE001 - unprintable: always recheck
            return object().__repr__()

    # checking -------------------------------------------------------------------------------------
    def check(self, top: Operation, pass_name: str) -> None:
        """Rerun the reference cases on ``top`` (after pass ``pass_name``); raise SemanticsChange at the
        first function whose results differ. Functions whose signature changed are no longer checked."""
        from ..interp.order import ParallelOrder

        fp = self._print(top)
        if fp == self._fingerprint:
            return
        self._fingerprint = fp
        funcs = {op.get_attr("sym_name").value: op for op in self._functions(top)}
        for case in self.cases:
            fn = funcs.get(case.name)
            if fn is None:
                self._fail(top, pass_name, case.name, "the function is gone", case)
            if fn.get_attr("function_type").value != self.signatures[case.name]:
                continue
            po = ParallelOrder(*case.order)
            how = f" with parallel loop iterations run {po.describe()}"
            try:
                got, loops = self._run(top, case, case.order, po)
            except Exception as e:  # noqa: BLE001 - now it fails: a changed result
                self._fail(fn, pass_name, case.name, f"it now fails{how if po.loops and not po.in_order else ''}: {e}",
                           case)
            diff = self._difference(case.expected, got)
            if diff is not None:
                self._fail(fn, pass_name, case.name, diff + (how if loops and not po.in_order else ""), case)

    def _fail(self, at: Operation, pass_name: str, name: str, what: str, case: _Case) -> None:
        inputs = f"seed {case.seed}" + (f", vscale {case.vscale}" if case.vscale != 1 else "")
        raise SemanticsChange(Diagnostic(at.loc, "error", f"pass '{pass_name}' changed the result of @{name}: "
                                                          f"{what} (inputs: {inputs})", op=at))
