"""inline: inline func.call of functions with bodies (upstream's Inliner with the func dialect's rules).

Calls are inlined bottom-up over the call graph; calls inside a recursive cycle are left alone,
and so are callees with an op no dialect inliner interface covers (an unregistered op, at any
depth), multi-block callees called from a region of a SingleBlock (or unregistered) op, and calls in
an affine.for/parallel/if body whose callee the affine dialect refuses (dialects/affine/inliner.py). A callee with one
block is spliced in place; a multi-block callee is spliced as blocks between the halves of the split
caller block (its entry block merged into the caller's), its returns becoming ``cf.br`` to the
continuation. Inlined ops get ``callsite(callee loc at call loc)`` locations. Private callees left
without uses are erased, and the default pipeline (canonicalize) then runs on every function, as
upstream's inliner does.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Block, Operation
from ..passes.base import Pass, register_pass
from ..passes.options import typed
from .symbol_dce import _is_private, symbol_refs


def _funcs(module: Operation) -> dict[str, Operation]:
    out = {}
    for op in module.regions[0].blocks[0].ops:
        if op.name == "func.func":
            out[op.get_attr("sym_name").value] = op
    return out


def _calls(fn: Operation) -> list[Operation]:
    return [op for op in fn.walk() if op.name == "func.call"]


def _recursive(funcs: dict[str, Operation]) -> set[str]:
    """Functions that can reach themselves through calls."""
    graph = {n: {c.get_attr("callee").root for c in _calls(f)} for n, f in funcs.items()}
    rec = set()
    for start in graph:
        seen, stack = set(), list(graph[start])
        while stack:
            n = stack.pop()
            if n == start:
                rec.add(start)
                break
            if n in seen or n not in graph:
                continue
            seen.add(n)
            stack.extend(graph[n])
    return rec


def _callsite(loc, caller):
    """upstream's stackLocations: ``loc`` (perhaps already a callsite chain) called from ``caller``."""
    from ..ir.attrs import CallSiteLoc

    chain = []
    while isinstance(loc, CallSiteLoc):
        chain.append(loc.callee)
        loc = loc.caller
    out = CallSiteLoc(loc, caller)
    for callee in reversed(chain):
        out = CallSiteLoc(callee, out)
    return out


def _remap_locations(blocks, caller_loc) -> None:
    """upstream's remapInlinedLocations: every inlined op (nested ones too) and block argument gets
    ``callsite(its loc at the call's loc)``."""
    cache: dict = {}

    def remap(loc):
        r = cache.get(loc)
        if r is None:
            r = cache[loc] = _callsite(loc, caller_loc)
        return r

    for b in blocks:
        for a in b.args:
            a.loc = remap(a.loc)
        for op in b.ops:
            for inner in op.walk():
                inner.loc = remap(inner.loc)


def inline_call(call: Operation, callee: Operation) -> None:
    body = callee.regions[0]
    mapping = {}
    for a, v in zip(body.blocks[0].args, call.operands):
        mapping[a] = v
    if len(body.blocks) == 1:
        block = body.blocks[0]
        ret = None
        cloned = []
        for op in block.ops:
            if op is block.last:
                ret = op
                break
            new = op.clone(mapping)
            call.parent.insert_before(call, new)
            cloned.append(new)
        caller_loc = call.loc
        for new in cloned:
            for inner in new.walk():
                inner.loc = _callsite(inner.loc, caller_loc)
        results = [mapping.get(v, v) for v in ret.operands]
        call.replace_all_uses_with(results)
        call.erase()
        return
    _inline_multi_block(call, callee, mapping)


def _inline_multi_block(call: Operation, callee: Operation, mapping: dict) -> None:
    """upstream's inlineRegionImpl for a multi-block callee: the caller block is split after the
    call, the callee's blocks are cloned in between (its entry arguments mapped to the call's
    operands), returns become branches to the continuation, whose arguments (at the call's
    location) replace the results, and the first inlined block is spliced into the caller block."""
    from ..dialects.cf import BranchOp

    block = call.parent
    region = block.parent
    cont = Block([r.type for r in call.results])
    for a in cont.args:
        a.loc = call.loc
    idx = region.blocks.index(block)
    region.insert_block(idx + 1, cont)
    op = call.next
    while op is not None:
        nxt = op.next
        op.detach()
        cont.append(op)
        op = nxt
    for r, a in zip(call.results, cont.args):
        r.replace_all_uses_with(a)
    body = callee.regions[0]
    new_blocks = []
    for k, b in enumerate(body.blocks):
        nb = Block([] if k == 0 else [a.type for a in b.args])
        if k:
            for a, na in zip(b.args, nb.args):
                na.loc = a.loc
                mapping[a] = na
        mapping[b] = nb
        new_blocks.append(nb)
    for b, nb in zip(body.blocks, new_blocks):
        for op in b.ops:
            nb.append(op.clone(mapping))
    for nb in new_blocks:
        for op in nb.ops:
            if op.successors:
                op.successors = [mapping.get(s, s) for s in op.successors]
    _remap_locations(new_blocks, call.loc)
    for nb in new_blocks:
        ret = nb.last
        if ret is not None and ret.name == "func.return":
            br = BranchOp.create(list(ret.operands), [], successors=[cont], loc=ret.loc)
            nb.insert_before(ret, br)
            ret.erase()
    for i, nb in enumerate(new_blocks[1:]):
        region.insert_block(idx + 1 + i, nb)
    entry = new_blocks[0]
    op = entry.first
    while op is not None:  # splice the inlined entry block into the caller block, at the call
        nxt = op.next
        op.detach()
        block.insert_before(call, op)
        op = nxt
    call.erase()


def _legal_to_inline(call: Operation, callee: Operation) -> bool:
    """upstream's inliner checks: every callee op needs a dialect inliner interface (an unregistered
    op has none), and a multi-block callee goes only where unstructured control flow may: a region
    of the callee's kind of op, or of an op that is not (or might not be) SingleBlock; into the
    body of an affine op, the affine dialect's rules (dialects/affine/inliner.py)."""
    from ..dialects.affine import inliner as affine_inliner
    from ..ir.op import SingleBlock

    for op in callee.walk():
        if not type(op).registered:
            return False
    parent = call.parent_op
    if parent is not None and parent.name in affine_inliner.REGION_OPS:
        src = callee.regions[0]
        mapping = dict(zip(src.blocks[0].args, call.operands))
        if not affine_inliner.legal_to_inline_into(call.parent_region, src, mapping):
            return False
    if len(callee.regions[0].blocks) > 1:
        parent = call.parent_op
        if parent is not None and parent.name != callee.name:
            cls = type(parent)
            if not cls.registered or SingleBlock in cls.traits:
                return False
    return True


def _bottom_up(funcs: dict[str, Operation]) -> list[str]:
    """Functions in call-graph post-order (callees first), roots in definition order."""
    order, seen = [], set()

    def visit(name: str) -> None:
        seen.add(name)
        for c in _calls(funcs[name]):
            callee = c.get_attr("callee").root
            if callee in funcs and callee not in seen:
                visit(callee)
        order.append(name)

    for name in funcs:
        if name not in seen:
            visit(name)
    return order


def _inline_calls_in(fn: Operation, name: str, funcs: dict[str, Operation], rec: set[str]) -> bool:
    inlined = False
    for call in _calls(fn):
        callee_name = call.get_attr("callee").root
        callee = funcs.get(callee_name)
        if callee is None or not callee.regions[0].blocks or callee is fn:
            continue
        if callee_name in rec and name in rec:
            continue  # calls within a recursive cycle stay
        if call.get_attr("no_inline") is not None or callee.get_attr("no_inline") is not None:
            continue
        if not _legal_to_inline(call, callee):
            continue
        inline_call(call, callee)
        inlined = True
    return inlined


def _erase_dead_private(module: Operation, funcs: dict[str, Operation]) -> None:
    used = set()
    for op in module.walk():
        used.update(symbol_refs(op))
    for name, fn in funcs.items():
        if _is_private(fn) and name not in used and fn.regions[0].blocks:
            fn.erase()


def _op_pipeline(entry: str) -> tuple[str, str]:
    """``func.func(cse,canonicalize)`` -> (``func.func``, ``cse,canonicalize``), checked as upstream
    parses an op-pipelines entry; a bad one is an OptionError printing the parser's message as is."""
    from ..passes.manager import PassManager, PipelineError
    from ..passes.options import OptionError

    name, paren, rest = entry.partition("(")
    try:
        if not paren or not rest.endswith(")"):
            PassManager.parse(entry)  # upstream's "expected pass pipeline to be wrapped ..."
        inner = rest[:-1]
        PassManager.parse_short(inner, anchor=name)
    except PipelineError as e:
        raise OptionError(raw=e.stream) from None
    return name, inner


@register_pass("inline", "Inline function calls")
@dataclass
class Inliner(Pass):
    display_name = "InlinerPass"
    default_pipeline: str = "canonicalize"
    inlining_threshold: int = typed(4294967295, "uint")
    max_iterations: int = typed(4, "uint")
    op_pipelines: tuple = ()  # `anchor(pipeline)` entries: run instead of the default on those ops

    def __post_init__(self) -> None:
        self._by_op = dict(_op_pipeline(e) for e in self.op_pipelines)

    def _pipeline_for(self, fn: Operation) -> str:
        return self._by_op.get(fn.name, self.default_pipeline)

    def run(self, op: Operation) -> None:
        """Bottom-up over the call graph, each function: simplify, inline its calls, and again while
        calls were inlined (at most max-iterations times), as upstream's inliner does."""
        if not op.regions or not op.regions[0].blocks:
            return
        if self.default_pipeline and "func.func" not in self._by_op:
            # upstream parses the default pipeline when it first needs it: a bad one prints the
            # parser's message, and the functions get what was built before the error (nothing if
            # the text does not parse; up to and including a pass whose options fail, with its
            # default options)
            import sys

            from ..passes.manager import PassManager, PipelineError

            try:
                PassManager.parse_short(self.default_pipeline, anchor="func.func")
            except PipelineError as e:
                from ..passes.options import RawMessage
                from ..tools.opt import TOOL

                for m in e.cl_messages:  # llvm::cl's own messages, as the tool prints them
                    sys.stderr.write(m if isinstance(m, RawMessage) else f"{TOOL}: {m}\n")
                sys.stderr.write(e.stream)
                self._by_op["func.func"] = e.partial if e.partial is not None and len(e.partial) else ""
        from ..passes.manager import analysis_timer

        with analysis_timer("CallGraph"):  # upstream's inliner builds the CallGraph analysis first
            funcs = _funcs(op)
            rec = _recursive(funcs)
        for name in _bottom_up(funcs):
            fn = funcs[name]
            pipeline = self._pipeline_for(fn)
            for _ in range(self.max_iterations):
                if pipeline and fn.regions[0].blocks:
                    self.run_pipeline(pipeline, fn)
                if not _inline_calls_in(fn, name, funcs, rec):
                    break
        _erase_dead_private(op, funcs)
