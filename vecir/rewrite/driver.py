"""The greedy pattern driver (upstream's GreedyPatternRewriteDriver) and constant folding.

Each iteration walks the scope top-down, hoisting and uniquing constants to the front of their
region's entry block (upstream's OperationFolder, so the printed order of constants matches),
then pops ops off a worklist: trivially dead ops are erased, foldable ops are folded (folded
constants are materialized before the op), otherwise the op's patterns are tried in order of
benefit. Every change re-enqueues the affected ops. Iterations stop when nothing changes or after
``max_iterations`` (then ``run`` returns False: the caller reports it, as upstream's canonicalize
fails with test-convergence). ``GreedyRewriteConfig`` holds the options.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import Any, Callable

from ..ir.attrs import Attr
from ..ir.core import Block, Operation, Region, Value
from ..ir.op import (
    ConstantLike, IsolatedFromAbove, MemoryAlloc, MemoryFree, MemoryRead, MemoryWrite, Pure, RecursiveMemoryEffects, Terminator,
)
from .pattern import FrozenPatternSet, RewriteListener, Rewriter

# dialect name -> fn(rewriter, attr, type, loc) -> Operation | None   (upstream's materializeConstant)
CONSTANT_MATERIALIZERS: dict[str, Callable[..., Operation | None]] = {}


def constant_value(v: Value) -> Attr | None:
    """The constant attribute behind ``v`` if it is produced by a ConstantLike op."""
    op = v.defining_op
    if op is None or ConstantLike not in type(op).traits:
        return None
    return op.get_attr("value")


def is_memory_effect_free(op: Operation) -> bool:
    """No memory effects at all (Pure ops, and RecursiveMemoryEffects ops whose nested ops are free)."""
    traits = type(op).traits
    if RecursiveMemoryEffects in traits:
        for r in op.regions:
            for inner in r.ops():
                if not is_memory_effect_free(inner):
                    return False
        return True
    if Pure in traits or ConstantLike in traits:
        return True
    effect_free = getattr(op, "memory_effect_free", None)
    return effect_free is not None and effect_free()


def _removable_effects(op: Operation) -> bool:
    """Upstream's wouldOpBeTriviallyDeadImpl: only reads and allocations (of its own results)
    anywhere in the op, looking through RecursiveMemoryEffects; an op without modelled effects
    (unregistered, or no effect traits) is assumed to have effects."""
    work = [op]
    while work:
        o = work.pop()
        cls = type(o)
        if not cls.registered:
            return False
        traits = cls.traits
        recursive = RecursiveMemoryEffects in traits
        if recursive:
            for r in o.regions:
                for inner in r.ops():
                    work.append(inner)
        if Pure in traits or ConstantLike in traits:
            continue
        effect_free = getattr(o, "memory_effect_free", None)  # effects that depend on the operand types
        if effect_free is not None and effect_free():  # (linalg ops on tensors have none)
            continue
        if MemoryRead in traits or MemoryAlloc in traits:
            if MemoryWrite in traits or MemoryFree in traits:
                return False
            continue
        if recursive:
            continue
        return False
    return True


def would_be_trivially_dead(op: Operation) -> bool:
    cls = type(op)
    if not cls.registered or Terminator in cls.traits or op.get_attr("sym_name") is not None:
        return False
    return _removable_effects(op)


def is_trivially_dead(op: Operation) -> bool:
    return op.use_empty and would_be_trivially_dead(op)


def materialize_constant(rw: Rewriter, dialect: str, attr: Attr, type, loc) -> Operation | None:
    fn = CONSTANT_MATERIALIZERS.get(dialect)
    op = fn(rw, attr, type, loc) if fn is not None else None
    if op is None and dialect != "arith":
        fn = CONSTANT_MATERIALIZERS.get("arith")
        op = fn(rw, attr, type, loc) if fn is not None else None
    return op


def _dialect(op: Operation) -> str:
    return op.name.split(".", 1)[0]


class _Worklist:
    """A stack of ops with O(1) membership and removal (removed entries become None)."""

    __slots__ = ("items", "index")

    def __init__(self) -> None:
        self.items: list[Operation | None] = []
        self.index: dict[Operation, int] = {}

    def push(self, op: Operation) -> None:
        if op not in self.index:
            self.index[op] = len(self.items)
            self.items.append(op)

    def pop(self) -> Operation | None:
        items = self.items
        while items:
            op = items.pop()
            if op is not None:
                del self.index[op]
                return op
        return None

    def remove(self, op: Operation) -> None:
        i = self.index.pop(op, None)
        if i is not None:
            self.items[i] = None

    def reverse(self) -> None:
        self.items.reverse()
        self.index = {op: i for i, op in enumerate(self.items) if op is not None}

    def clear(self) -> None:
        self.items = []
        self.index = {}


class ConvergenceError(Exception):
    pass


NO_LIMIT = -1


@dataclass
class GreedyRewriteConfig:
    """How the greedy driver runs (upstream's GreedyRewriteConfig).

    ``max_iterations`` / ``max_num_rewrites`` (per iteration, as upstream) may be ``NO_LIMIT``;
    ``region_simplify`` is "disabled", "normal" or "aggressive" (vecir simplifies aggressive regions
    like normal ones: no identical-block merging yet); ``listener`` also hears every change the
    driver makes; ``debug`` prints each pattern's failure reason (``rw.fail(op, why)``, or a string
    returned by match_and_rewrite) to ``debug_stream`` (stderr), like upstream's
    ``-debug-only=greedy-rewriter``; it defaults to on when the environment variable
    ``VECIR_DEBUG_ONLY`` lists ``greedy-rewriter`` (``VECIR_DEBUG_ONLY=greedy-rewriter vecir-opt ...``)."""

    max_iterations: int = 10
    max_num_rewrites: int = NO_LIMIT
    top_down: bool = True
    region_simplify: str = "normal"
    fold: bool = True
    cse_constants: bool = True
    listener: RewriteListener | None = None
    debug: bool = field(default_factory=lambda: "greedy-rewriter" in os.environ.get("VECIR_DEBUG_ONLY", "").split(","))
    debug_stream: Any = None


class GreedyDriver(RewriteListener):
    def __init__(self, patterns: FrozenPatternSet, config: GreedyRewriteConfig | None = None, *,
                 max_iterations: int | None = None, max_rewrites: int | None = None,
                 fold: bool | None = None, top_down: bool | None = None,
                 region_simplification: bool | str | None = None, cse_constants: bool | None = None,
                 listener: RewriteListener | None = None, debug: bool | None = None) -> None:
        c = config or GreedyRewriteConfig()
        self.patterns = patterns
        self.max_iterations = c.max_iterations if max_iterations is None else max_iterations
        self.max_rewrites = c.max_num_rewrites if max_rewrites is None else max_rewrites
        self.fold = c.fold if fold is None else fold
        self.top_down = c.top_down if top_down is None else top_down
        level = c.region_simplify if region_simplification is None else region_simplification
        if isinstance(level, bool):
            level = "normal" if level else "disabled"
        if level not in ("disabled", "normal", "aggressive"):
            raise ValueError(f"unknown region simplification level '{level}'")
        self.region_simplification = level != "disabled"
        self.cse_constants = c.cse_constants if cse_constants is None else cse_constants
        self.listener = c.listener if listener is None else listener
        self.debug = c.debug if debug is None else debug
        self.debug_stream = c.debug_stream
        self.current_pattern = None
        self.worklist = _Worklist()
        self.rw = Rewriter(self)
        # OperationFolder state: per insertion region, (dialect, attr, type) -> constant op
        self.constants: dict[Region, dict[tuple, Operation]] = {}
        self.owned: set[Operation] = set()
        self.scope: Region | None = None
        self.num_rewrites = 0

    # -- listener -----------------------------------------------------------------------------
    def add(self, op: Operation) -> None:
        """Enqueue ``op`` and its ancestors up to the scope."""
        chain = []
        while True:
            chain.append(op)
            region = op.parent_region
            if region is self.scope:
                for o in chain:
                    self.worklist.push(o)
                return
            if region is None or region.parent is None:
                return
            op = region.parent

    def notify_inserted(self, op: Operation) -> None:
        self.add(op)
        if self.listener is not None:
            self.listener.notify_inserted(op)

    def notify_modified(self, op: Operation) -> None:
        self.add(op)
        if self.listener is not None:
            self.listener.notify_modified(op)

    def notify_replaced(self, op: Operation, values) -> None:
        if self.listener is not None:
            self.listener.notify_replaced(op, values)

    def notify_match_failure(self, op: Operation, reason: str) -> None:
        if self.debug:
            name = type(self.current_pattern).__name__ if self.current_pattern is not None else "?"
            (self.debug_stream or sys.stderr).write(f"** Failure : {name} on '{op.name}': {reason}\n")
        if self.listener is not None:
            self.listener.notify_match_failure(op, reason)

    def notify_erased(self, op: Operation) -> None:
        if self.listener is not None:
            self.listener.notify_erased(op)
        self._add_operands(op)
        self.worklist.remove(op)
        if op in self.owned:
            self.owned.discard(op)
            for table in self.constants.values():
                for k, v in list(table.items()):
                    if v is op:
                        del table[k]

    def _add_operands(self, op: Operation) -> None:
        for v in op.operands:
            if v is None:
                continue
            d = v.defining_op
            if d is None:
                continue
            other = None
            many = False
            for u in v.uses:
                user = u.owner
                if user is op or user is other:
                    continue
                if other is None:
                    other = user
                    continue
                many = True
                break
            if not many:
                self.add(d)

    # -- constants (OperationFolder) ----------------------------------------------------------
    def _insertion_region(self, block: Block) -> Region:
        region = block.parent
        while True:
            parent = region.parent
            if parent is None or IsolatedFromAbove in type(parent).traits or not type(parent).registered:
                return region
            up = parent.parent_region
            if up is None:
                return region
            region = up

    def _insert_known_constant(self, op: Operation) -> bool:
        """Hoist/unique constant ``op``; False if it was replaced by an existing constant."""
        block = op.parent
        if op in self.owned:
            if block.first is not op and op.prev not in self.owned:
                op.move_before(block.first)
            return True
        value = op.get_attr("value")
        if value is None:
            return True
        region = self._insertion_region(block)
        table = self.constants.setdefault(region, {})
        key = (_dialect(op), value, op.results[0].type)
        existing = table.get(key)
        if existing is not None:
            self.rw.replace_op(op, existing.results)
            return False
        entry = region.blocks[0]
        if block is not entry or (entry.first is not op and op.prev not in self.owned):
            op.move_before(entry.first) if entry.first is not None else (op.detach(), entry.append(op))
        table[key] = op
        self.owned.add(op)
        return True

    # -- folding --------------------------------------------------------------------------------
    def _try_fold(self, op: Operation) -> bool:
        fold = getattr(op, "fold", None)
        if fold is None or ConstantLike in type(op).traits:
            return False
        consts = [constant_value(v) for v in op.operands]
        res = fold(consts)
        if res is None:
            return False
        if res is op:  # folded in place (the only way to say so for an op without results)
            self.notify_modified(op)
            return True
        if not isinstance(res, (list, tuple)):
            res = [res]
        if len(res) == 1 and res[0] is op.results[0] if op.results else False:
            self.notify_modified(op)  # folded in place
            return True
        if len(res) != len(op.results):
            return False
        values, created = [], []
        for r, x in zip(op.results, res):
            if isinstance(x, Value):
                values.append(x)
                continue
            with self.rw.saved():
                self.rw.set_before(op)
                c = materialize_constant(self.rw, _dialect(op), x, r.type, op.loc)
            if c is None:
                for o in created:
                    self.rw.erase_op(o)
                return False
            created.append(c)
            values.append(c.results[0])
        self.rw.replace_op(op, values)
        return True

    # -- the loop ----------------------------------------------------------------------------------
    def _populate(self, region: Region) -> None:
        wl = self.worklist
        wl.clear()
        if self.top_down:
            for op in _preorder(region, self):
                wl.push(op)
            wl.reverse()
        else:
            # post-order, each op enqueued with its ancestors (upstream's addToWorklist): a
            # parent lands right after its first nested op, so it is popped after its later ops
            for b in region.blocks:
                for op in list(b.ops):
                    for o in op.walk(post_order=True):
                        if ConstantLike in type(o).traits and self.cse_constants and o.parent is not None:
                            if not self._insert_known_constant(o):
                                continue
                        self.add(o)

    def _process(self) -> bool:
        changed = False
        wl = self.worklist
        rw = self.rw
        self.num_rewrites = 0  # upstream counts rewrites per iteration (processWorklist)
        while True:
            if self.max_rewrites >= 0 and self.num_rewrites >= self.max_rewrites:
                break
            op = wl.pop()
            if op is None:
                break
            if op.parent is None:
                continue
            if is_trivially_dead(op):
                rw.erase_op(op)
                changed = True
                continue
            if self.fold and self._try_fold(op):
                changed = True
                continue
            for p in self.patterns.for_op(op.name):
                rw.ip = None
                self.current_pattern = p
                res = p.match_and_rewrite(op, rw)
                if isinstance(res, str):  # a pattern may return its failure reason
                    self.notify_match_failure(op, res)
                elif res:
                    changed = True
                    self.num_rewrites += 1
                    break
            self.current_pattern = None
        return changed

    def run(self, region: Region) -> bool:
        """Apply to fixpoint; returns whether it converged."""
        self.scope = region
        iteration = 0
        changed = True
        while changed:
            iteration += 1
            if iteration > self.max_iterations and self.max_iterations != NO_LIMIT:
                return False
            self._populate(region)
            changed = self._process()
            if self.region_simplification:
                from .region_simplify import simplify_regions

                changed |= simplify_regions(region, self.rw)
        return True


def _preorder(region: Region, drv: GreedyDriver):
    for b in list(region.blocks):
        op = b.first
        while op is not None:
            nxt = op.next
            if ConstantLike in type(op).traits and drv.cse_constants:
                if not drv._insert_known_constant(op):
                    op = nxt
                    continue
                yield op
            else:
                yield op
                for r in op.regions:
                    yield from _preorder(r, drv)
            op = nxt


def apply_patterns_greedily(root: Operation, patterns: FrozenPatternSet,
                            config: GreedyRewriteConfig | None = None, **options: Any) -> bool:
    """Run the greedy driver on every region of ``root``; returns True if it converged.
    ``options`` override fields of ``config`` (``max_iterations=3``, ``top_down=False``, ...)."""
    ok = True
    for region in root.regions:
        drv = GreedyDriver(patterns, config, **options)
        ok &= drv.run(region)
    return ok
