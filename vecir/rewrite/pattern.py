"""Rewrite patterns, the rewriter they use, and pattern sets frozen into an op-name index.

    class FoldDoubleNegation(RewritePattern):
        '''%1 = arith.negf %0 ; %2 = arith.negf %1   ==>   %2 -> %0'''
        root = "arith.negf"
        def match_and_rewrite(self, op, rw):
            inner = op.operand(0).defining_op
            if inner is None or inner.name != "arith.negf":
                return rw.fail(op, "operand is not a negation")
            rw.replace_op(op, [inner.operand(0)])
            return True

A pattern declares its root op name (``root``) or trait (``root_trait``), or neither (any op).
``FrozenPatternSet`` expands trait- and any-op patterns over the registered ops once, so dispatch
is one dict lookup per op (DESIGN.md E8).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, ClassVar, Iterable, Sequence

from ..ir.builder import Builder, InsertionPoint
from ..ir.core import Block, Operation, Region, Value


class RewriteListener:
    """Hears about IR changes made through a rewriter (the greedy driver keeps its worklist this way)."""

    def notify_inserted(self, op: Operation) -> None:
        pass

    def notify_modified(self, op: Operation) -> None:
        pass

    def notify_replaced(self, op: Operation, values: Sequence[Value]) -> None:
        pass

    def notify_erased(self, op: Operation) -> None:
        pass

    def notify_match_failure(self, op: Operation, reason: str) -> None:
        pass


class Rewriter(Builder):
    """A builder that reports every change to its listener (upstream's PatternRewriter)."""

    def __init__(self, listener: RewriteListener | None = None) -> None:
        super().__init__(None, listener or RewriteListener())

    # -- creation ------------------------------------------------------------------------------
    def create_before(self, anchor: Operation, op: Operation) -> Operation:
        with self.saved():
            self.set_before(anchor)
            return self.insert(op)

    # -- replacement and erasure -------------------------------------------------------------------
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        users = {}  # each user once, in use-list order (a dict: O(1) per use)
        u = old.first_use
        while u is not None:
            users[u.owner] = None
            u = u.next
        old.replace_all_uses_with(new)
        notify = self.listener.notify_modified
        for user in users:
            notify(user)

    def replace_op(self, op: Operation, values: Sequence[Value] | Operation) -> None:
        if isinstance(values, Operation):
            values = values.results
        values = list(values)
        if len(values) != len(op.results):
            raise ValueError(f"replacing {op.name} with {len(values)} values for {len(op.results)} results")
        self.listener.notify_replaced(op, values)
        for r, v in zip(op.results, values):
            self.replace_all_uses_with(r, v)
        self.erase_op(op)

    def replace_op_with_new(self, op: Operation, new: Operation) -> Operation:
        self.create_before(op, new)
        self.replace_op(op, new.results)
        return new

    def erase_op(self, op: Operation) -> None:
        """Erase ``op`` and everything nested in it (its results must be unused)."""
        for r in op.results:
            if r.first_use is not None:
                raise ValueError(f"erasing '{op.name}' whose result still has uses")
        for region in op.regions:
            for b in region.blocks:
                for inner in reversed(list(b.ops)):
                    self._erase_nested(inner)
        self.listener.notify_erased(op)
        op.erase()

    def _erase_nested(self, op: Operation) -> None:
        for region in op.regions:
            for b in region.blocks:
                for inner in reversed(list(b.ops)):
                    self._erase_nested(inner)
        self.listener.notify_erased(op)
        for r in op.results:
            for u in list(r.uses):
                r._unlink(u)
                u.value = None
        op.erase()

    def erase_block(self, block: Block) -> None:
        for op in reversed(list(block.ops)):
            for r in op.results:
                for u in list(r.uses):
                    r._unlink(u)
                    u.value = None
            self._erase_nested(op)
        block.parent.blocks.remove(block)
        block.parent = None

    def modify_in_place(self, op: Operation, fn=None) -> None:
        if fn is not None:
            fn()
        self.listener.notify_modified(op)

    def inline_block_before(self, source: Block, anchor: Operation, args: Sequence[Value] = ()) -> None:
        """Move the ops of ``source`` before ``anchor``, replacing its arguments by ``args``."""
        for a, v in zip(source.args, args):
            self.replace_all_uses_with(a, v)
        dest = anchor.parent
        op = source.first
        while op is not None:
            nxt = op.next
            source._unlink_op(op)
            dest.insert_before(anchor, op)
            self.listener.notify_inserted(op)
            op = nxt

    def merge_blocks(self, source: Block, dest: Block, args: Sequence[Value] = ()) -> None:
        """Move the ops of ``source`` to the end of ``dest``, replacing its arguments by ``args``
        (upstream's mergeBlocks); ``source`` is left empty."""
        for a, v in zip(source.args, args):
            self.replace_all_uses_with(a, v)
        op = source.first
        while op is not None:
            nxt = op.next
            source._unlink_op(op)
            dest.append(op)
            self.listener.notify_inserted(op)
            op = nxt

    def inline_region_before(self, region: Region, dest: Region, index: int | None = None) -> None:
        """Move the blocks of ``region`` into ``dest`` before its block ``index`` (the end if None).
        As upstream, moving blocks tells the listener nothing about the ops inside them."""
        blocks, region.blocks = region.blocks, []
        at = len(dest.blocks) if index is None else index
        for b in blocks:
            dest.insert_block(at, b)
            at += 1

    def split_block(self, block: Block, before: Operation | None) -> Block:
        """A new block after ``block`` holding ``before`` and the ops after it (upstream's splitBlock:
        ops move one by one from the back, each reported as inserted)."""
        region = block.parent
        new = Block()
        region.insert_block(region.blocks.index(block) + 1, new)
        if before is None:
            return new
        while before.parent is not new:
            op = block.last
            block._unlink_op(op)
            new.insert_before(new.first, op)
            self.listener.notify_inserted(op)
        return new

    def clone_op(self, op: Operation, mapping: dict | None = None) -> Operation:
        """Insert a deep copy of ``op`` at the insertion point (upstream's OpBuilder::clone); the
        listener hears about the copy, then about the ops nested in it, in pre-order."""
        new = self.insert(op.clone({} if mapping is None else mapping))
        self.notify_nested_inserted(new)
        return new

    def notify_nested_inserted(self, op: Operation) -> None:
        """Tell the listener about the ops nested in ``op``'s regions, in pre-order (as after a clone)."""
        for r in op.regions:
            for b in r.blocks:
                for inner in list(b.ops):
                    for o in inner.walk():
                        self.listener.notify_inserted(o)

    def erase_op_results(self, op: Operation, erase: Sequence[bool]) -> Operation:
        """Replace ``op`` by a copy without the results marked in ``erase`` (which must be unused);
        the regions move to the copy (upstream's eraseOpResults)."""
        keep = [r for r, e in zip(op.results, erase) if not e]
        new = type(op).create(op.operands, [r.type for r in keep], dict(op.properties), dict(op.attributes),
                              len(op.regions), list(op.successors), op.loc)
        self.create_before(op, new)
        for old_r, new_r in zip(op.regions, new.regions):
            self.inline_region_before(old_r, new_r, 0)
        it = iter(new.results)
        self.replace_op(op, [r if e else next(it) for r, e in zip(op.results, erase)])
        return new

    def move_op_before(self, op: Operation, anchor: Operation) -> None:
        op.move_before(anchor)
        self.listener.notify_modified(op)

    # -- failures ------------------------------------------------------------------------------
    def fail(self, op: Operation, reason: str) -> bool:
        self.listener.notify_match_failure(op, reason)
        return False


class RewritePattern:
    root: ClassVar[str | None] = None
    root_trait: ClassVar[Any] = None
    benefit: ClassVar[int] = 1
    # ops this pattern may create (informational, like upstream's generatedNames)
    generates: ClassVar[tuple[str, ...]] = ()

    def __init__(self, benefit: int | None = None, **options: Any) -> None:
        if benefit is not None:
            self.benefit = benefit
        for k, v in options.items():
            setattr(self, k, v)

    def match_and_rewrite(self, op: Operation, rw: Rewriter) -> bool:
        raise NotImplementedError

    def __repr__(self) -> str:
        return type(self).__name__


class PatternSet:
    def __init__(self) -> None:
        self.patterns: list[RewritePattern] = []

    def add(self, *patterns: RewritePattern | type[RewritePattern], benefit: int | None = None, **options) -> "PatternSet":
        for p in patterns:
            if isinstance(p, type):
                p = p(benefit, **options)
            elif benefit is not None:
                p.benefit = benefit
            self.patterns.append(p)
        return self

    def freeze(self) -> "FrozenPatternSet":
        return FrozenPatternSet(self.patterns)


class FrozenPatternSet:
    """Patterns indexed by root op name, each list sorted by decreasing benefit (stable).

    Patterns rooted at a trait (``root_trait``) are matched against an op name's class when that
    name is first looked up, not when the set is frozen: a set frozen before a dialect is loaded
    (cached sets, lazily imported dialects) still applies to that dialect's ops."""

    __slots__ = ("by_name", "by_trait", "any_op", "patterns", "_merged")

    def __init__(self, patterns: Iterable[RewritePattern]) -> None:
        self.patterns = list(patterns)
        table: dict[str, list[RewritePattern]] = defaultdict(list)
        by_trait: list[RewritePattern] = []
        any_op: list[RewritePattern] = []
        for p in self.patterns:
            if p.root is not None:
                table[p.root].append(p)
            elif p.root_trait is not None:
                by_trait.append(p)
            else:
                any_op.append(p)
        self.any_op = any_op
        self.by_trait = by_trait
        self.by_name = {n: sorted(ps, key=lambda p: -p.benefit) for n, ps in table.items()}
        self._merged: dict[str, list[RewritePattern]] = {}

    def for_op(self, name: str) -> list[RewritePattern]:
        if not self.any_op and not self.by_trait:
            return self.by_name.get(name, ())
        ps = self._merged.get(name)
        if ps is None:
            from ..ir.op import OP_REGISTRY

            traits = getattr(OP_REGISTRY.get(name), "traits", ())
            # op-specific patterns (by name or trait) in the order they were added, then the
            # op-agnostic ones; stably by decreasing benefit, so op-specific ones win ties (as
            # upstream's PatternApplicator)
            chosen = {id(p) for p in self.by_name.get(name, ())}
            chosen.update(id(p) for p in self.by_trait if p.root_trait in traits)
            specific = [p for p in self.patterns if id(p) in chosen]
            ps = self._merged[name] = sorted(specific + self.any_op, key=lambda p: -p.benefit)
        return ps
