"""The reference interpreter: each function is compiled once into a list of closures per block.

Op semantics live on the op classes (DESIGN.md E1, E5):

* ``interpret(self, *operands, vscale=1)`` -> the result (one result), a tuple (several) or None;
* ``interpret_with(self, ctx, *operands)`` for ops that run regions or call functions: ``ctx.run(i, args)``
  runs region ``i`` and returns the values its terminator passes back, ``ctx.call(name, args)`` calls a
  function of the module, ``ctx.vscale`` is the vscale;
* ``interpret_branch(self, *operands)`` -> ``(successor_index, successor_args)`` for branch terminators.

Runtime values: scalars are NumPy scalars of the element type's dtype (index -> int64, i1 -> bool),
vectors and tensors are ``numpy.ndarray``, memrefs are :class:`~vecir.interp.memory.MemRef`.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from vecir._lazy import np

from ..ir.core import Block, Operation, Region
from ..ir.op import Terminator
from .memory import InterpError, NumpyQuiet

Env = dict


class ExecContext:
    """What an op with regions sees while it executes."""

    __slots__ = ("interp", "regions", "env", "op")

    def __init__(self, interp: "Interpreter", regions: list["CompiledRegion"], env: Env, op: Operation) -> None:
        self.interp = interp
        self.regions = regions
        self.env = env
        self.op = op

    @property
    def vscale(self) -> int:
        return self.interp.vscale

    @property
    def simt(self):
        """The :class:`~vecir.interp.simt.SimtContext` of this run (None outside a SIMT simulation)."""
        return self.interp.simt

    def run(self, index: int, args: Sequence[Any] = ()) -> list:
        return self.regions[index].run(self.env, args)

    def call(self, name: str, args: Sequence[Any]) -> list:
        return self.interp.call(name, args)

    def parallel_points(self, ranges: Sequence[range]):
        """``(k, point)`` for the iterations of a parallel loop over ``ranges`` in this run's order
        (vecir/interp/order.py), ``k`` the point's lexicographic position."""
        return self.interp.parallel_order.points(ranges)


class CompiledRegion:
    __slots__ = ("blocks", "block_index", "interp")

    def __init__(self, interp: "Interpreter", region: Region) -> None:
        self.interp = interp
        self.block_index = {b: i for i, b in enumerate(region.blocks)}
        self.blocks = [CompiledBlock(interp, b, self) for b in region.blocks]

    def run(self, env: Env, args: Sequence[Any]) -> list:
        if not self.blocks:
            raise InterpError("cannot execute an empty region")
        blk = self.blocks[0]
        while True:
            res = blk.run(env, args)
            if res[0] is None:
                return res[1]
            blk, args = self.blocks[res[0]], res[1]


class CompiledBlock:
    __slots__ = ("args", "steps", "term")

    def __init__(self, interp: "Interpreter", block: Block, region: CompiledRegion) -> None:
        self.args = block.args
        self.steps: list[Callable[[Env], None]] = []
        self.term: Callable[[Env], tuple] | None = None
        for op in block.ops:
            if op is block.last and (Terminator in type(op).traits or not type(op).registered):
                self.term = _compile_terminator(interp, op, region)
            else:
                self.steps.append(_compile_op(interp, op))
        if self.term is None:  # blocks of NoTerminator regions (module bodies)
            self.term = lambda env: (None, [])

    def run(self, env: Env, args: Sequence[Any]) -> tuple:
        if len(args) != len(self.args):
            raise InterpError(f"block expects {len(self.args)} arguments, got {len(args)}")
        for a, v in zip(self.args, args):
            env[a] = v
        for step in self.steps:
            step(env)
        return self.term(env)


def _located(op: Operation, e: Exception) -> InterpError:
    from ..ir.diagnostics import file_loc

    if isinstance(e, InterpError) and getattr(e, "located", False):
        return e
    f = file_loc(op.loc)
    where = f"{f.filename}:{f.line}:{f.col}: " if f is not None else ""
    err = InterpError(f"{where}'{op.name}' op {e}")
    err.located = True
    return err


def _compile_op(interp: "Interpreter", op: Operation) -> Callable[[Env], None]:
    ins = op.operands
    outs = op.results
    with_ctx = getattr(op, "interpret_with", None)
    if with_ctx is not None:
        regions = [CompiledRegion(interp, r) for r in op.regions]

        def call(env, _f=with_ctx, _ins=ins, _r=regions, _op=op):
            return _f(ExecContext(interp, _r, env, _op), *[env[v] for v in _ins])
    else:
        fn = getattr(op, "interpret", None)
        if fn is None:
            raise InterpError(f"'{op.name}' op has no reference semantics")
        vs = interp.vscale
        # one closure per operand count: no operand list to build for the common arities
        if len(ins) == 1:
            def call(env, _f=fn, _a=ins[0], _vs=vs):
                return _f(env[_a], vscale=_vs)
        elif len(ins) == 2:
            def call(env, _f=fn, _a=ins[0], _b=ins[1], _vs=vs):
                return _f(env[_a], env[_b], vscale=_vs)
        elif len(ins) == 3:
            def call(env, _f=fn, _a=ins[0], _b=ins[1], _c=ins[2], _vs=vs):
                return _f(env[_a], env[_b], env[_c], vscale=_vs)
        else:
            def call(env, _f=fn, _ins=ins, _vs=vs):
                return _f(*[env[v] for v in _ins], vscale=_vs)

    def guarded(env):
        try:
            return call(env)
        except InterpError as e:
            raise _located(op, e) from None
        except (ArithmeticError, ValueError, IndexError, TypeError) as e:
            raise _located(op, InterpError(str(e))) from e

    if not outs:
        def step(env):
            guarded(env)
    elif len(outs) == 1:
        r0 = outs[0]

        def step(env):     # guarded() inlined: the most common step saves a call
            try:
                env[r0] = call(env)
            except InterpError as e:
                raise _located(op, e) from None
            except (ArithmeticError, ValueError, IndexError, TypeError) as e:
                raise _located(op, InterpError(str(e))) from e
    else:
        def step(env):
            vals = guarded(env)
            for r, v in zip(outs, vals):
                env[r] = v
    return step


def _compile_terminator(interp: "Interpreter", op: Operation, region: CompiledRegion):
    ins = op.operands
    branch = getattr(op, "interpret_branch", None)
    if branch is not None:
        index = region.block_index
        succ = [index[b] for b in op.successors]

        def term(env):
            try:
                i, args = branch(*[env[v] for v in ins])
            except InterpError as e:
                raise _located(op, e) from None
            return succ[i], args
        return term

    def term(env):
        return None, [env[v] for v in ins]
    return term


class Interpreter:
    """Runs functions of one module; functions are compiled on first call."""

    def __init__(self, module: Operation, vscale: int = 1, simt=None, parallel_order=None) -> None:
        from .order import ParallelOrder

        if vscale < 1:
            raise ValueError("vscale must be >= 1")
        self.module = module
        self.vscale = vscale
        # ParallelOrder: the order of affine.parallel/scf.parallel/scf.forall iterations (in order by default)
        self.parallel_order = parallel_order if parallel_order is not None else ParallelOrder()
        self.simt = simt  # SimtContext: which (subgroup, thread) this run is (vecir/interp/simt.py)
        self.funcs: dict[str, Operation] = {}
        for op in module.regions[0].blocks[0].ops:
            name = op.get_attr("sym_name")
            if name is not None:
                self.funcs[name.value] = op
        self.compiled: dict[str, CompiledRegion] = {}
        self.depth = 0

    def call(self, name: str, args: Sequence[Any]) -> list:
        if self.depth == 0 and not NumpyQuiet.active:
            # One NumPy error state for the whole run: overflow, NaN and division by zero are
            # defined results of the ops (wrapping, IEEE), never warnings; the ops see
            # NumpyQuiet.active and do not each enter np.errstate (a tenth of a small-vector loop).
            NumpyQuiet.active = True
            try:
                with np.errstate(all="ignore"):
                    return self._call(name, args)
            finally:
                NumpyQuiet.active = False
        return self._call(name, args)

    def _call(self, name: str, args: Sequence[Any]) -> list:
        fn = self.funcs.get(name)
        if fn is None:
            raise InterpError(f"no function named '@{name}' in the module")
        if not fn.regions or not fn.regions[0].blocks:
            raise InterpError(f"cannot call external function '@{name}' (declaration only)")
        code = self.compiled.get(name)
        if code is None:
            code = self.compiled[name] = CompiledRegion(self, fn.regions[0])
        self.depth += 1
        if self.depth > 200:
            self.depth = 0
            raise InterpError("call depth exceeds 200 (runaway recursion?)")
        try:
            return code.run({}, list(args))
        finally:
            self.depth -= 1


def run_function(module: Operation, name: str, args: Sequence[Any], vscale: int = 1, simt=None,
                 parallel_order=None) -> Any:
    """Run ``name`` on ``args`` (NumPy arrays/scalars; memref arguments take arrays and are copied in).
    ``parallel_order``: a :class:`~vecir.interp.order.ParallelOrder` for parallel loops (default in order).

    Returns the single result, a tuple of results, or None. Memref arguments given as NumPy arrays
    are written back into those arrays after the call, so in-place kernels can be checked.
    """
    from ..ir.types import MemRefType, UnrankedMemRefType
    from .convert import to_runtime, from_runtime

    interp = Interpreter(module, vscale, simt, parallel_order)
    fn = interp.funcs.get(name)
    if fn is None:
        raise InterpError(f"no function named '@{name}' in the module")
    ft = fn.get_attr("function_type").value
    if len(args) != len(ft.inputs):
        raise InterpError(f"@{name} expects {len(ft.inputs)} arguments, got {len(args)}")
    rt_args = [to_runtime(a, t, vscale) for a, t in zip(args, ft.inputs)]
    out = interp.call(name, rt_args)
    for a, r, t in zip(args, rt_args, ft.inputs):
        if isinstance(t, (MemRefType, UnrankedMemRefType)) and isinstance(a, np.ndarray) and a.flags.writeable \
                and r.buffer.live:  # a deallocated argument is not written back
            a[...] = r.to_numpy()
    out = [from_runtime(v, t) for v, t in zip(out, ft.results)]
    if not out:
        return None
    return out[0] if len(out) == 1 else tuple(out)
