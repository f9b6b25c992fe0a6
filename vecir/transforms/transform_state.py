"""State of the transform interpreter: handles (transform values mapped to payload ops, values or
parameters), their invalidation when a transform op consumes them, how they follow payload ops
that patterns replace, and the ops that navigate between handles (split_handle, get_result,
get_defining_op, select, foreach, ...). vecir/transforms/transform_interpreter.py runs the script.

    %f = transform.structured.match ops{["func.func"]} in %root     # %f -> [func.func @a, func.func @b]
    %a, %b = transform.split_handle %f                              # %a -> [@a], %b -> [@b]
    %g = transform.apply_registered_pass "cse" to %a                # consumes %a: %a (and handles to ops
                                                                    # nested in @a) are invalid from here
"""

from __future__ import annotations

from typing import Any

from ..dialects.transform import handle_ops as H
from ..dialects.transform import ops as T
from ..ir.core import Operation, Value
from ..rewrite import RewriteListener


class TransformFailure(Exception):
    """A transform op failed; ``silenceable`` failures may be suppressed (failures(suppress)) or make a
    matcher not match; the others abort the script."""

    def __init__(self, message: str, op: Operation, silenceable: bool = False, notes=(),
                 pass_level: bool = False, loc=None, severity: str = "error") -> None:
        super().__init__(message)
        self.op = op
        self.silenceable = silenceable
        self.notes = list(notes)  # (loc, message), e.g. the payload op a transform failed on
        self.pass_level = pass_level  # reported as the pass's failure (with upstream's 'see current operation')
        # where and how it is reported when not at the transform op (a silenceable failure built from
        # a payload-located Diagnostic, e.g. fuse_into_containing_op's remark at the producer)
        self.loc = loc
        self.severity = severity


class _HandleTracker(RewriteListener):
    """Keeps handles pointing at live payload ops while patterns rewrite them (upstream's
    TrackingListener, simplified: a replaced op is followed to the op of the same name that defines
    all replacement values; otherwise it is dropped)."""

    def __init__(self, state: "TransformState") -> None:
        self.state = state

    def notify_replaced(self, op: Operation, values) -> None:
        owners = {v.defining_op for v in values}
        new = owners.pop() if len(owners) == 1 else None
        if new is not None and new.name == op.name:
            self.state.replace_payload(op, new)

    def notify_erased(self, op: Operation) -> None:
        self.state.replace_payload(op, None)


class TransformState:
    def __init__(self, root: Operation) -> None:
        self.root = root
        self.handles: dict[Value, list[Any]] = {}
        self.invalid: dict[Value, tuple] = {}   # handle -> (consumer op, operand #, ancestor, nested payload op)

    def get(self, v: Value) -> list[Any]:
        return self.handles.get(v, [])

    def set(self, v: Value, payload: list[Any], op: Operation) -> None:
        self.invalid.pop(v, None)
        t = v.type
        name = getattr(t, "op_name", None)
        if name is not None:
            for p in payload:
                if p.name != name:
                    raise TransformFailure(f"incompatible payload operation name expected {name} vs "
                                           f"{p.name} -> {p.name}", op)
        self.handles[v] = list(payload)

    def replace_payload(self, old: Operation, new: Operation | None) -> None:
        for v, ops in self.handles.items():
            if old in ops:
                self.handles[v] = [new if o is old else o for o in ops if new is not None or o is not old]


def describe_value(v: Value) -> str:
    """A transform value as upstream's error diagnostics print it: a block argument by its type and
    index, an op result by its defining op in generic form (local scope)."""
    from ..ir.core import BlockArgument
    from ..syntax.printer import PrintOptions, print_op_local

    if isinstance(v, BlockArgument):
        return f"<block argument> of type '{v.type.render()}' at index: {v.index}"
    return print_op_local(v.defining_op, PrintOptions(generic=True, local_scope=True))


class HandleOps:
    """The interpreter's handle bookkeeping and handle-navigation ops (mixed into Interpreter)."""

    state: TransformState
    symbols: dict

    # -- handle invalidation (upstream's expensive checks) -------------------------------------------
    @staticmethod
    def _table(op: Operation):
        """The symbol table of named sequences around ``op`` (for include targets)."""
        t = op.parent_op
        while t is not None and "transform.with_named_sequence" not in t.attributes:
            t = t.parent_op
        return t

    def _consumed_operands(self, op: Operation) -> list[int]:
        """Operands ``op`` consumes: foreach_match's root, apply_registered_pass's target, an
        include's arguments its callee marks consumed, and ``consumed_operands`` of extension ops."""
        if op.name in ("transform.foreach_match", "transform.apply_registered_pass"):
            return [0]
        if op.name == "transform.sequence":  # the operands whose block arguments its body consumes
            block = op.regions[0].blocks[0]
            return [i for i in range(len(op.operands)) if T._consumed_in_body(block.args[i], self._table(op))]
        if isinstance(op, T.IncludeOp):
            seq = self.symbols.get(op.target.root)
            return [i for i in range(len(op.operands)) if seq is not None and seq.arg_status(i)[0]]
        return list(getattr(type(op), "consumed_operands", ()))

    def _handles_consumed_by(self, op: Operation) -> dict:
        """handle -> why it becomes invalid once ``op`` ran: it points to an op that ``op`` consumes
        or to one nested in it."""
        doomed = {}
        for k in self._consumed_operands(op):
            consumed = [p for p in self.state.get(op.operands[k]) if isinstance(p, Operation)]
            if not consumed:
                continue
            for v, payload in self.state.handles.items():
                for p in payload:
                    if not isinstance(p, Operation):
                        continue
                    anc = next((c for c in consumed if c is p or c.is_ancestor_of(p)), None)
                    if anc is not None:
                        doomed[v] = (op, k, anc, p)
                        break
        return doomed

    def _check_not_invalidated(self, op: Operation) -> None:
        for v in op.operands:
            why = self.state.invalid.get(v)
            if why is None:
                continue
            consumer, k, anc, nested = why
            owner = v.defining_op
            where = owner.loc if owner is not None else v.owner.parent_op.loc
            raise TransformFailure("op uses a handle invalidated by a previously executed transform op", op, notes=[
                (where, "handle to invalidated ops"),
                (consumer.loc, f"invalidated by this transform op that consumes its operand #{k} and invalidates "
                               "all handles to payload IR entities associated with this operand and entities "
                               "nested in them"),
                (anc.loc, "ancestor payload op"), (nested.loc, "nested payload op")])

    # -- handles and parameters -----------------------------------------------------------------
    def apply_CastOp(self, op: T.CastOp) -> None:
        self.state.set(op.results[0], self.state.get(op.operand(0)), op)

    def apply_MergeHandlesOp(self, op: T.MergeHandlesOp) -> None:
        out = []
        for v in op.operands:
            for p in self.state.get(v):
                if op.deduplicate is None or p not in out:
                    out.append(p)
        self.state.set(op.results[0], out, op)

    def apply_ParamConstantOp(self, op: T.ParamConstantOp) -> None:
        self.state.handles[op.results[0]] = [op.value]

    def apply_SplitHandleOp(self, op: H.SplitHandleOp) -> None:
        payload = self.state.get(op.operand(0))
        n = len(op.results)
        if not payload and op.pass_through_empty_handle.value:
            parts = [[] for _ in range(n)]
        elif len(payload) == n or (len(payload) < n and not op.fail_on_payload_too_small.value):
            parts = [[p] for p in payload] + [[] for _ in range(n - len(payload))]
        elif len(payload) > n and op.overflow_result is not None:
            k = op.overflow_result.value
            parts = [[p] for p in payload[:n]]
            parts[k].extend(payload[n:])
        else:
            raise TransformFailure(f"{describe_value(op.operand(0))} expected to contain {n} payloads but it "
                                   f"contains {len(payload)} payloads", op, silenceable=True)
        for r, part in zip(op.results, parts):
            self.state.set(r, part, op)

    def _positional(self, op, values_of) -> None:
        out = []
        for p in self.state.get(op.operand(0)):
            vals = values_of(p)
            try:
                out.extend(vals[i] for i in op.positions(len(vals)))
            except ValueError as e:
                raise TransformFailure(str(e), op, silenceable=True,
                                       notes=[(p.loc, "while considering positions of this payload operation")]) from None
        self.state.handles[op.results[0]] = out

    def apply_GetResultOp(self, op: H.GetResultOp) -> None:
        self._positional(op, lambda p: list(p.results))

    def apply_GetOperandOp(self, op: H.GetOperandOp) -> None:
        self._positional(op, lambda p: list(p.operands))

    def apply_GetDefiningOp(self, op: H.GetDefiningOp) -> None:
        out = []
        for v in self.state.get(op.operand(0)):
            d = v.defining_op
            if d is None:
                raise TransformFailure("cannot get defining op of block argument", op, silenceable=True)
            out.append(d)
        self.state.set(op.results[0], out, op)

    def apply_GetConsumersOfResultOp(self, op: H.GetConsumersOfResultOp) -> None:
        payload = self.state.get(op.operand(0))
        if len(payload) != 1:
            raise TransformFailure("handle must be mapped to exactly one payload op", op)
        n = op.result_number.value
        if not 0 <= n < len(payload[0].results):
            raise TransformFailure("result number overflow", op)
        self.state.set(op.results[0], [u.owner for u in payload[0].results[n].uses], op)

    def apply_NumAssociationsOp(self, op: H.NumAssociationsOp) -> None:
        from ..ir.attrs import IntegerAttr
        from ..ir.types import i64

        self.state.handles[op.results[0]] = [IntegerAttr(len(self.state.get(op.operand(0))), i64)]

    def apply_SelectOp(self, op: H.SelectOp) -> None:
        name = op.op_name.value
        self.state.set(op.results[0], [p for p in self.state.get(op.operand(0)) if p.name == name], op)

    def apply_ForeachOp(self, op: H.ForeachOp) -> None:
        lists = [self.state.get(v) for v in op.operands]
        if len({len(x) for x in lists}) > 1:
            raise TransformFailure("prior targets' payload size does not match", op)
        block = op.regions[0].blocks[0]
        collected: list[list] = [[] for _ in op.results]
        for items in zip(*lists):
            for a, item in zip(block.args, items):
                self.state.handles[a] = [item]
            for acc, vals in zip(collected, self.run_block(block)):
                acc.extend(vals)
        for r, vals in zip(op.results, collected):
            self.state.set(r, vals, op)
