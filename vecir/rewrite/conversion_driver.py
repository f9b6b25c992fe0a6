"""Applying a dialect conversion: the legalizer, apply_partial_conversion / apply_full_conversion,
and reconcile_unrealized_casts (upstream's OperationConverter and reconcileUnrealizedCasts).

Ops are visited in pre-order. An op that is not legal is rewritten by its patterns (highest
benefit first); a pattern succeeds only if every op it created, and the op itself when updated in
place, is legal or can be legalized in turn; otherwise its changes are rolled back and the next
pattern is tried. A pattern is never re-applied to the ops it is legalizing (no infinite recursion).

Partial conversion leaves ops of unknown legality alone, and fails on an op explicitly illegal:

    x.mlir:3:8: error: failed to legalize operation 'arith.divui' that was explicitly marked illegal: %0 = ...

Full conversion fails on any op that is not legal afterwards (`failed to legalize operation 'x.y': ...`).
A failed conversion undoes all its changes. On success the materialization casts that cancel out
are reconciled; the others stay for a later conversion or `reconcile-unrealized-casts`.
"""

from __future__ import annotations

from typing import Iterable

from ..ir.core import Operation, Value
from .conversion import (
    CAST, ConversionFailure, ConversionPattern, ConversionPatternRewriter, ConversionTarget, OpAdaptor,
)
from .pattern import FrozenPatternSet, PatternSet


def _op_text(op: Operation) -> str:
    from ..syntax.printer import PrintOptions, print_op_local

    return print_op_local(op, PrintOptions(generic=True))


class _Legalizer:
    def __init__(self, target: ConversionTarget, patterns: FrozenPatternSet, rw: ConversionPatternRewriter) -> None:
        self.target = target
        self.patterns = patterns
        self.rw = rw
        self.active: set[int] = set()

    def adaptor(self, op: Operation, p) -> OpAdaptor:
        """The operands of ``op`` as the pattern should see them: through this conversion's source
        materializations, and materialized to the converted type(s) when ``p`` has a type converter.
        ``adaptor.ranges[i]`` holds the values operand ``i`` became (several for a 1:N conversion)."""
        tc = getattr(p, "type_converter", None)
        rw = self.rw
        out: list[Value] = []
        ranges: list[list[Value]] = []
        for v in op.operands:
            mapped = v
            d = mapped.defining_op
            while d is not None and d in rw.casts and len(d.operands) == 1 and d.parent is not None:
                mapped = d.operands[0]
                d = mapped.defining_op
            wants = tc.convert_type_list(v.type) if tc is not None else None
            if wants is not None and len(wants) != 1:
                # 1:N: the values a source materialization was built from, or a target materialization
                if d is not None and d in rw.casts and [x.type for x in d.operands] == wants:
                    rng = list(d.operands)
                else:
                    with rw.saved():
                        rw.set_before(op)
                        rng = list(rw.cast([mapped], wants, op.loc).results)
                out.append(v)
                ranges.append(rng)
                continue
            if tc is not None:
                want = wants[0] if wants else None
                if want is not None and mapped.type is not want:
                    if v.type is want:
                        mapped = v
                    else:
                        with rw.saved():
                            rw.set_before(op)
                            mapped = tc.materialize_target(rw, want, [mapped], op.loc)
            elif mapped.type is not v.type:
                mapped = v
            out.append(mapped)
            ranges.append([mapped])
        return OpAdaptor(op, out, ranges)

    def legalize(self, op: Operation) -> bool:
        if op.parent is None:
            return True
        if self.target.legality(op) is True:
            return True
        rw = self.rw
        for p in self.patterns.for_op(op.name):
            key = id(p)
            if key in self.active:
                continue
            cp = rw.checkpoint()
            self.active.add(key)
            try:
                rw.ip = None
                rw.type_converter = getattr(p, "type_converter", None)
                if isinstance(p, ConversionPattern):
                    res = p.match_and_rewrite(op, self.adaptor(op, p), rw)
                else:
                    res = p.match_and_rewrite(op, rw)
                ok = bool(res) and not isinstance(res, str) and self._legalize_results(op, cp)
            finally:
                self.active.discard(key)
            if ok:
                return True
            rw.rollback(cp)
        return False

    def _legalize_results(self, root: Operation, cp) -> bool:
        rw = self.rw
        _, n_created, n_modified, _ = cp
        for new in list(rw.created[n_created:]):
            if new.parent is None or new in rw.casts:
                continue
            if not self.legalize(new):
                return False
        for mod in list(rw.modified[n_modified:]):
            if mod is root and mod.parent is not None and self.target.legality(mod) is False:
                return False
        return True


def _conversion_set(root: Operation, target: ConversionTarget) -> list[Operation]:
    out = []
    stack = [root]
    while stack:
        op = stack.pop()
        out.append(op)
        if target.is_recursively_legal(op) and target.legality(op) is True:
            continue
        for r in reversed(op.regions):
            for b in reversed(r.blocks):
                stack.extend(reversed(list(b.ops)))
    return out


def _attached(op: Operation, root: Operation) -> bool:
    while op is not root:
        if op.parent is None:
            return False
        op = op.parent_op
        if op is None:
            return False
    return True


def _as_frozen(patterns) -> FrozenPatternSet:
    if isinstance(patterns, FrozenPatternSet):
        return patterns
    if isinstance(patterns, PatternSet):
        return patterns.freeze()
    return FrozenPatternSet(list(patterns))


def _apply(root: Operation, target: ConversionTarget, patterns, full: bool) -> list[Operation]:
    rw = ConversionPatternRewriter()
    legalizer = _Legalizer(target, _as_frozen(patterns), rw)
    unconverted: list[Operation] = []
    for op in _conversion_set(root, target):
        if not _attached(op, root):  # erased, or nested in an op a pattern erased
            continue
        if legalizer.legalize(op):
            continue
        if full:
            why = ""
        elif target.is_illegal(op):
            why = " that was explicitly marked illegal"
        else:
            unconverted.append(op)
            continue
        rw.rollback((0, 0, 0, 0))  # the op is shown in the IR as it was before the conversion
        raise ConversionFailure(f"failed to legalize operation '{op.name}'{why}: {_op_text(op)}", op)
    # commit: erase the replaced ops for good, fold away the materializations that cancel out
    for op in rw.erased:
        op.drop_all_references()
    reconcile_unrealized_casts([c for c in rw.casts if c.parent is not None])
    return unconverted


def apply_partial_conversion(root: Operation, target: ConversionTarget, patterns) -> list[Operation]:
    """Legalize what can be legalized; returns the ops left unconverted (of unknown legality).
    Raises ConversionFailure (all changes undone) on an op explicitly marked illegal."""
    return _apply(root, target, patterns, full=False)


def apply_full_conversion(root: Operation, target: ConversionTarget, patterns) -> None:
    """Every op must be legal afterwards; raises ConversionFailure (all changes undone) otherwise."""
    _apply(root, target, patterns, full=True)


# ------------------------------------------------------------------------------------------------


def _is_cast(op: Operation | None) -> bool:
    return op is not None and op.name == CAST


def reconcile_unrealized_casts(casts: Iterable[Operation]) -> None:
    """Fold chains of `builtin.unrealized_conversion_cast` that come back to the types they started
    from, and erase casts left without uses (upstream's reconcileUnrealizedCasts).

        %1 = unrealized_conversion_cast %0 : i64 to index
        %2 = unrealized_conversion_cast %1 : index to i64      ==>  uses of %2 use %0
    """
    casts = [c for c in casts if c.parent is not None]
    for cast in casts:
        if cast.parent is None or all(r.first_use is None for r in cast.results):
            continue
        want = [r.type for r in cast.results]
        cur = cast
        seen = set()
        while cur is not None and cur not in seen:
            seen.add(cur)
            ins = list(cur.operands)
            if [v.type for v in ins] == want:
                for r, v in zip(cast.results, ins):
                    r.replace_all_uses_with(v)
                break
            d = ins[0].defining_op if ins else None
            if not _is_cast(d) or list(d.results) != ins:
                break
            cur = d
    # erase the dead ones, producers after their users
    work = list(casts)
    while work:
        c = work.pop()
        if c.parent is None or any(r.first_use is not None for r in c.results):
            continue
        producers = [v.defining_op for v in c.operands if _is_cast(v.defining_op)]
        c.erase()
        work.extend(producers)
