"""Dialect conversion (upstream's DialectConversion): legality targets, type converters, conversion
patterns with adaptors, and partial/full conversion with rollback.

    tc = TypeConverter()
    tc.add_conversion(lambda t: t)                                   # keep every type ...
    tc.add_conversion(lambda t: i64 if t is index else None)         # ... but index becomes i64
    target = ConversionTarget()
    target.add_dynamically_legal_dialect("arith", lambda op: tc.is_legal(op))
    target.add_legal_op("builtin.module")
    patterns = PatternSet().add(AddIOnIndexToI64(type_converter=tc))
    apply_partial_conversion(module, target, patterns.freeze())      # raises ConversionFailure

A pattern sees its op's operands already converted (``adaptor.operands``) and rewrites through a
``ConversionPatternRewriter`` that logs every change: when a pattern fails, or an op it created
cannot be legalized in turn, its changes are undone; when the whole conversion fails, everything is
undone. Values whose types do not line up are bridged by ``builtin.unrealized_conversion_cast``
materializations, and the casts that cancel out are reconciled at the end.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from ..ir.core import Block, Operation, Region, Value
from ..ir.types import FunctionType, Type
from .pattern import RewriteListener, RewritePattern, Rewriter

CAST = "builtin.unrealized_conversion_cast"

LEGAL, DYNAMIC, ILLEGAL = "legal", "dynamic", "illegal"


def _names(items: Iterable[Any]) -> list[str]:
    return [x if isinstance(x, str) else x.name for x in items]


class ConversionTarget:
    """Which ops are legal after the conversion: by op name, then by dialect, then the unknown-op rule."""

    def __init__(self) -> None:
        self.ops: dict[str, tuple[str, Callable | None]] = {}
        self.dialects: dict[str, tuple[str, Callable | None]] = {}
        self.unknown: Callable | None = None
        self.recursive: dict[str, Callable | None] = {}

    def add_legal_op(self, *ops) -> None:
        for n in _names(ops):
            self.ops[n] = (LEGAL, None)

    def add_illegal_op(self, *ops) -> None:
        for n in _names(ops):
            self.ops[n] = (ILLEGAL, None)

    def add_dynamically_legal_op(self, ops, fn: Callable[[Operation], bool | None]) -> None:
        for n in _names(ops if isinstance(ops, (list, tuple)) else [ops]):
            self.ops[n] = (DYNAMIC, fn)

    def add_legal_dialect(self, *dialects: str) -> None:
        for d in dialects:
            self.dialects[d] = (LEGAL, None)

    def add_illegal_dialect(self, *dialects: str) -> None:
        for d in dialects:
            self.dialects[d] = (ILLEGAL, None)

    def add_dynamically_legal_dialect(self, dialects, fn: Callable[[Operation], bool | None]) -> None:
        for d in (dialects if isinstance(dialects, (list, tuple)) else [dialects]):
            self.dialects[d] = (DYNAMIC, fn)

    def mark_unknown_op_dynamically_legal(self, fn: Callable[[Operation], bool | None]) -> None:
        self.unknown = fn

    def mark_op_recursively_legal(self, ops, fn: Callable[[Operation], bool] | None = None) -> None:
        """Ops nested in a legal op of these names are legal too (not visited)."""
        for n in _names(ops if isinstance(ops, (list, tuple)) else [ops]):
            self.recursive[n] = fn

    def _info(self, op: Operation) -> tuple[str, Callable | None] | None:
        info = self.ops.get(op.name)
        if info is None:
            info = self.dialects.get(op.name.split(".", 1)[0])
        return info

    def legality(self, op: Operation) -> bool | None:
        """True (legal), False (illegal) or None (unknown: no rule says)."""
        info = self._info(op)
        if info is None:
            if self.unknown is None:
                return None
            return self.unknown(op)
        action, fn = info
        if action == DYNAMIC:
            res = fn(op)
            return None if res is None else bool(res)
        return action == LEGAL

    def is_illegal(self, op: Operation) -> bool:
        """Explicitly illegal (upstream's isIllegal): marked illegal, or dynamically found not legal."""
        info = self._info(op)
        if info is None:
            return False
        action, fn = info
        if action == DYNAMIC:
            res = fn(op)
            return res is not None and not res
        return action == ILLEGAL

    def is_recursively_legal(self, op: Operation) -> bool:
        if op.name not in self.recursive:
            return False
        fn = self.recursive[op.name]
        return fn is None or bool(fn(op))


class SignatureConversion:
    """How the arguments of a block (or a function's inputs) map to converted types: original
    argument ``i`` becomes ``converted[start:start+count]`` (1:1, 1:N, or 1:0 when dropped)."""

    def __init__(self, n: int) -> None:
        self.ranges: list[tuple[int, int] | None] = [None] * n
        self.converted: list[Type] = []

    def add_inputs(self, i: int, types: Sequence[Type]) -> None:
        self.ranges[i] = (len(self.converted), len(types))
        self.converted.extend(types)


class TypeConverter:
    """Type conversions tried most recent first (a conversion returns a Type, a list of types for a
    1:N conversion, or None to let the next one try); materializations bridge values whose types differ."""

    def __init__(self) -> None:
        self.conversions: list[Callable[[Type], Any]] = []
        self.source_materializations: list[Callable] = []
        self.target_materializations: list[Callable] = []
        self._cache: dict[Type, Any] = {}

    def add_conversion(self, fn: Callable[[Type], Any]) -> None:
        self.conversions.append(fn)
        self._cache.clear()

    def add_source_materialization(self, fn: Callable) -> None:
        """``fn(rewriter, result_type, inputs, loc) -> Value | None``: rebuild a value of an original type."""
        self.source_materializations.append(fn)

    def add_target_materialization(self, fn: Callable) -> None:
        """``fn(rewriter, result_type, inputs, loc) -> Value | None``: produce a value of a converted type."""
        self.target_materializations.append(fn)

    def convert_type_list(self, t: Type) -> list[Type] | None:
        if t in self._cache:
            return self._cache[t]
        out = None
        for fn in reversed(self.conversions):
            res = fn(t)
            if res is None:
                continue
            out = None if res is False else ([res] if isinstance(res, Type) else list(res))
            break
        self._cache[t] = out
        return out

    def convert_type(self, t: Type) -> Type | None:
        """The single type ``t`` converts to (None if it does not convert, or converts 1:N)."""
        out = self.convert_type_list(t)
        return out[0] if out is not None and len(out) == 1 else None

    def convert_types(self, ts: Iterable[Type]) -> list[Type] | None:
        out: list[Type] = []
        for t in ts:
            c = self.convert_type_list(t)
            if c is None:
                return None
            out.extend(c)
        return out

    def is_legal(self, x) -> bool:
        """A type converts to itself; an op's operand and result types all do."""
        if isinstance(x, Type):
            return self.convert_type_list(x) == [x]
        return all(self.is_legal(v.type) for v in x.operands) and all(self.is_legal(r.type) for r in x.results)

    def is_signature_legal(self, ft: FunctionType) -> bool:
        return all(self.is_legal(t) for t in (*ft.inputs, *ft.results))

    def convert_signature(self, types: Sequence[Type]) -> SignatureConversion | None:
        sig = SignatureConversion(len(types))
        for i, t in enumerate(types):
            c = self.convert_type_list(t)
            if c is None:
                return None
            sig.add_inputs(i, c)
        return sig

    def _materialize(self, fns, rw, t: Type, inputs: Sequence[Value], loc) -> Value:
        for fn in reversed(fns):
            v = fn(rw, t, list(inputs), loc)
            if v is not None:
                return v
        return rw.cast(list(inputs), [t], loc).results[0]

    def materialize_source(self, rw, t: Type, inputs: Sequence[Value], loc=None) -> Value:
        return self._materialize(self.source_materializations, rw, t, inputs, loc)

    def materialize_target(self, rw, t: Type, inputs: Sequence[Value], loc=None) -> Value:
        return self._materialize(self.target_materializations, rw, t, inputs, loc)


class OpAdaptor:
    """An op's operands after conversion: ``adaptor.operands``, ``adaptor[i]``, ``adaptor.<operand name>``;
    ``adaptor.ranges[i]`` is the list of values operand ``i`` became (one, or several after a 1:N
    type conversion), ``adaptor.flat`` all of them in order."""

    def __init__(self, op: Operation, operands: list[Value], ranges: list[list[Value]] | None = None) -> None:
        self.op = op
        self.operands = operands
        self.ranges = ranges if ranges is not None else [[v] for v in operands]

    @property
    def flat(self) -> list[Value]:
        return [v for r in self.ranges for v in r]

    def __getitem__(self, i: int) -> Value:
        return self.operands[i]

    def __len__(self) -> int:
        return len(self.operands)

    def __getattr__(self, name: str):
        """The converted value(s) of the operand group ``name`` (a value, None, or a list)."""
        from ..ir.op import OPTIONAL, SINGLE

        op = self.__dict__.get("op")
        d = getattr(type(op), name, None) if op is not None else None
        seg = getattr(op, "_segment", None)
        if d is None or seg is None or getattr(d, "group", None) != "operand":
            raise AttributeError(name)
        lo, hi = seg(d)
        vals = self.operands[lo:hi]
        if d.kind == SINGLE:
            return vals[0]
        if d.kind == OPTIONAL:
            return vals[0] if vals else None
        return vals


class ConversionPattern(RewritePattern):
    """A pattern whose ``match_and_rewrite(op, adaptor, rewriter)`` sees converted operands."""

    type_converter: TypeConverter | None = None

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rw: "ConversionPatternRewriter") -> bool:
        raise NotImplementedError

    def convert_result_types(self, op: Operation) -> list[Type] | None:
        if self.type_converter is None:
            return list(op.result_types)
        return self.type_converter.convert_types(op.result_types)


OpConversionPattern = ConversionPattern


class ConversionPatternRewriter(Rewriter, RewriteListener):
    """A rewriter whose every change can be undone (back to a ``checkpoint()``)."""

    def __init__(self) -> None:
        Rewriter.__init__(self, self)
        self.undo: list[Callable[[], None]] = []
        self.created: list[Operation] = []
        self.modified: list[Operation] = []
        self.erased: list[Operation] = []          # detached, erased for good when the conversion commits
        self.casts: set[Operation] = set()         # materializations this conversion created
        self.type_converter: TypeConverter | None = None
        self._moving = False

    # -- bookkeeping ----------------------------------------------------------------------------
    def checkpoint(self) -> tuple[int, int, int, int]:
        return len(self.undo), len(self.created), len(self.modified), len(self.erased)

    def rollback(self, cp: tuple[int, int, int, int]) -> None:
        n_undo, n_created, n_modified, n_erased = cp
        while len(self.undo) > n_undo:
            self.undo.pop()()
        del self.created[n_created:], self.modified[n_modified:], self.erased[n_erased:]

    def notify_inserted(self, op: Operation) -> None:
        if self._moving:  # an existing op moved elsewhere: its move is logged by the mover
            return
        self.created.append(op)
        self.undo.append(lambda: self._drop_created(op))

    @staticmethod
    def _drop_created(op: Operation) -> None:
        # later-created users were undone first, so nothing uses the results any more
        if op.parent is not None:
            op.detach()
        op.drop_all_references()

    def _log_moves(self, ops: list[Operation], source: Block) -> None:
        """Undo of moving ``ops`` (all of ``source``'s ops, in order) elsewhere: move them back."""
        def undo() -> None:
            for o in ops:
                o.detach()
                source.append(o)
        self.undo.append(undo)

    def _moved(self, fn, *args):
        self._moving = True
        try:
            return fn(*args)
        finally:
            self._moving = False

    def inline_block_before(self, source: Block, anchor: Operation, args: Sequence[Value] = ()) -> None:
        ops = list(source.ops)
        self._moved(super().inline_block_before, source, anchor, args)
        self._log_moves(ops, source)

    def merge_blocks(self, source: Block, dest: Block, args: Sequence[Value] = ()) -> None:
        ops = list(source.ops)
        self._moved(super().merge_blocks, source, dest, args)
        self._log_moves(ops, source)

    def split_block(self, block: Block, before: Operation | None) -> Block:
        new = self._moved(super().split_block, block, before)
        moved = list(new.ops)

        def undo() -> None:
            for o in moved:
                o.detach()
                block.append(o)
            new.parent.blocks.remove(new)
            new.parent = None
        self.undo.append(undo)
        return new

    def move_op_before(self, op: Operation, anchor: Operation) -> None:
        block, nxt = op.parent, op.next

        def undo() -> None:
            op.detach()
            if nxt is not None and nxt.parent is block:
                block.insert_before(nxt, op)
            else:
                block.append(op)
        super().move_op_before(op, anchor)
        self.undo.append(undo)

    def erase_block(self, block: Block) -> None:
        raise NotImplementedError("erase_block cannot be undone in a dialect conversion; erase its ops instead")

    def inline_region_before(self, region: Region, dest: Region, index: int | None = None) -> None:
        moved = list(region.blocks)
        super().inline_region_before(region, dest, index)

        def undo() -> None:
            for b in moved:
                dest.blocks.remove(b)
            region.blocks = []
            for b in moved:
                region.insert_block(len(region.blocks), b)
        self.undo.append(undo)

    def notify_modified(self, op: Operation) -> None:
        self.modified.append(op)

    def is_erased(self, op: Operation) -> bool:
        return op.parent is None

    # -- creation -------------------------------------------------------------------------------
    def cast(self, inputs: Sequence[Value], types: Sequence[Type], loc=None) -> Operation:
        from ..dialects.builtin import UnrealizedConversionCastOp

        op = self.insert(UnrealizedConversionCastOp.create(list(inputs), list(types), loc=loc))
        self.casts.add(op)
        return op

    # -- replacement and erasure (logged) -----------------------------------------------------
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        uses = [(u.owner, u.index) for u in old.uses]
        old.replace_all_uses_with(new)
        for owner, _ in uses:
            self.listener.notify_modified(owner)

        def undo() -> None:
            for owner, i in uses:
                owner.set_operand(i, old)
        self.undo.append(undo)

    def replace_op(self, op: Operation, values: Sequence[Value] | Operation) -> None:
        if isinstance(values, Operation):
            values = values.results
        values = list(values)
        if len(values) != len(op.results):
            raise ValueError(f"replacing {op.name} with {len(values)} values for {len(op.results)} results")
        for r, v in zip(op.results, values):
            if r.first_use is None:
                continue
            if v is None or v.type is not r.type:
                # users still expect the original type: bridge with a source materialization
                with self.saved():
                    self.set_before(op)
                    tc = self.type_converter
                    inputs = [] if v is None else [v]
                    v = (tc.materialize_source(self, r.type, inputs, op.loc) if tc is not None
                         else self.cast(inputs, [r.type], op.loc).results[0])
            self.replace_all_uses_with(r, v)
        self.erase_op(op)

    def replace_op_with_multiple(self, op: Operation, ranges: Sequence[Sequence[Value]]) -> None:
        """Replace each result of ``op`` by a list of values (a 1:N conversion); users that still need
        the original type see a source materialization of the list."""
        values = []
        for r, vals in zip(op.results, ranges):
            vals = list(vals)
            if len(vals) == 1 and vals[0].type is r.type:
                values.append(vals[0])
                continue
            with self.saved():
                self.set_before(op)
                tc = self.type_converter
                values.append(tc.materialize_source(self, r.type, vals, op.loc) if tc is not None
                              else self.cast(vals, [r.type], op.loc).results[0])
        self.replace_op(op, values)

    def erase_op(self, op: Operation) -> None:
        for r in op.results:
            if r.first_use is not None:
                raise ValueError(f"erasing '{op.name}' whose result still has uses")
        block, nxt = op.parent, op.next
        op.detach()
        self.erased.append(op)

        def undo() -> None:
            if nxt is not None and nxt.parent is block:
                block.insert_before(nxt, op)
            else:
                block.append(op)
        self.undo.append(undo)

    def modify_in_place(self, op: Operation, fn=None) -> None:
        operands = list(op.operands)
        attrs, props = dict(op.attributes), dict(op.properties)
        types = [r.type for r in op.results]

        def undo() -> None:
            op.set_operands(operands)
            op.attributes.clear()
            op.attributes.update(attrs)
            op.properties.clear()
            op.properties.update(props)
            for r, t in zip(op.results, types):
                r.type = t
        self.undo.append(undo)
        if fn is not None:
            fn()
        self.notify_modified(op)

    # -- block signatures -----------------------------------------------------------------------
    def apply_signature_conversion(self, block: Block, sig: SignatureConversion) -> None:
        """Give ``block`` the converted argument types; uses of a changed argument see a source
        materialization of the new arguments (undone on rollback)."""
        for i in reversed(range(len(block.args))):
            rng = sig.ranges[i]
            old = block.args[i]
            start, count = rng
            new_types = sig.converted[start:start + count]
            if new_types == [old.type]:
                continue
            new_args = [block.insert_argument(i + 1 + k, t, old.loc) for k, t in enumerate(new_types)]
            self.undo.append(lambda b=block, i=i, n=len(new_args): [b.erase_argument(i + 1) for _ in range(n)])
            if old.first_use is not None:
                with self.saved():
                    if block.first is not None:
                        self.set_before(block.first)
                    else:
                        self.set_end(block)
                    tc = self.type_converter
                    v = (tc.materialize_source(self, old.type, new_args, old.loc) if tc is not None
                         else self.cast(new_args, [old.type], old.loc).results[0])
                self.replace_all_uses_with(old, v)
            block.erase_argument(i)
            self.undo.append(lambda b=block, i=i, a=old: _reinsert_arg(b, i, a))

    def convert_region_types(self, region: Region, tc: TypeConverter) -> bool:
        """Convert the entry block's argument types of ``region`` with ``tc``; False if one does not convert."""
        if not region.blocks:
            return True
        block = region.blocks[0]
        sig = tc.convert_signature([a.type for a in block.args])
        if sig is None:
            return False
        self.apply_signature_conversion(block, sig)
        return True


def _reinsert_arg(block: Block, index: int, arg) -> None:
    block.args.insert(index, arg)
    for i, x in enumerate(block.args):
        x.index = i


class ConversionFailure(Exception):
    """The conversion failed (and was undone); ``op`` and ``message`` say where and why."""

    def __init__(self, message: str, op: Operation) -> None:
        super().__init__(message)
        self.op = op
