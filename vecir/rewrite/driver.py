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

import gc
import os
import sys
from dataclasses import dataclass, field
from typing import Any, Callable

from ..ir.attrs import Attr, unknown_loc
from ..ir.core import Block, OpResult, Operation, Region, Value
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


_MATERIALIZER_IMPORTS_TRIED: set[str] = set()


def _materializer(dialect: str) -> Callable[..., Operation | None] | None:
    """``dialect``'s constant materializer, importing the dialect's module the first time it is
    asked for (dialects load lazily: a fold in an affine-only file must still reach arith's, as
    upstream loads a dialect's dependent dialects with it)."""
    fn = CONSTANT_MATERIALIZERS.get(dialect)
    if fn is None and dialect not in _MATERIALIZER_IMPORTS_TRIED:
        _MATERIALIZER_IMPORTS_TRIED.add(dialect)
        import importlib

        from ..ir.op import DIALECTS

        if not DIALECTS:
            importlib.import_module("vecir.dialects")  # fills the name -> module table
        module = DIALECTS.get(dialect)
        if module is not None:
            try:
                importlib.import_module(module)
            except ModuleNotFoundError as e:  # a dialect module not written yet
                if e.name != module:
                    raise
        fn = CONSTANT_MATERIALIZERS.get(dialect)
    return fn


def materialize_constant(rw: Rewriter, dialect: str, attr: Attr, type, loc) -> Operation | None:
    """One constant op for ``attr`` of ``type``: the folding op's dialect's materializer, else
    arith's (the dialect every upstream dialect here depends on for constants)."""
    fn = _materializer(dialect)
    op = fn(rw, attr, type, loc) if fn is not None else None
    if op is None and dialect != "arith":
        fn = _materializer("arith")
        op = fn(rw, attr, type, loc) if fn is not None else None
    return op


def _dialect(op: Operation) -> str:
    return op.name.split(".", 1)[0]


class _Worklist:
    """A stack of ops with O(1) push, pop, membership and removal (a removed entry becomes None
    and is skipped when popped)."""

    __slots__ = ("items", "index")

    def __init__(self) -> None:
        self.items: list[Operation | None] = []
        self.index: dict[Operation, int] = {}

    def push(self, op: Operation) -> None:
        index = self.index
        if op not in index:
            items = self.items
            index[op] = len(items)
            items.append(op)

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
        items = self.items
        items.reverse()
        last = len(items) - 1
        index = self.index
        for op in index:
            index[op] = last - index[op]

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
    ``region_simplify`` is "disabled", "normal" (unreachable blocks, dead ops and dead block
    arguments) or "aggressive" (also merging identical blocks and dropping block arguments that
    every predecessor passes the same value); ``cse_between_iterations`` runs a full CSE of the
    region after each iteration and iterates again if it changed anything (upstream's
    enableCSEBetweenIterations; needs vecir.transforms.canonicalize imported, which installs the
    CSE hook); ``listener`` also hears every change the
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
    cse_between_iterations: bool = False
    listener: RewriteListener | None = None
    debug: bool = field(default_factory=lambda: "greedy-rewriter" in os.environ.get("VECIR_DEBUG_ONLY", "").split(","))
    debug_stream: Any = None


class GreedyDriver(RewriteListener):
    def __init__(self, patterns: FrozenPatternSet, config: GreedyRewriteConfig | None = None, *,
                 max_iterations: int | None = None, max_rewrites: int | None = None,
                 fold: bool | None = None, top_down: bool | None = None,
                 region_simplification: bool | str | None = None, cse_constants: bool | None = None,
                 cse_between_iterations: bool | None = None,
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
        self.region_simplify_level = level
        self.region_simplification = level != "disabled"
        self.cse_constants = c.cse_constants if cse_constants is None else cse_constants
        self.cse_between_iterations = c.cse_between_iterations if cse_between_iterations is None \
            else cse_between_iterations
        if self.cse_between_iterations and REGION_CSE[0] is None:
            raise ValueError("cse-between-iterations needs a CSE hook (importing vecir.transforms.canonicalize "
                             "installs one)")
        self.listener = c.listener if listener is None else listener
        self.debug = c.debug if debug is None else debug
        self.debug_stream = c.debug_stream
        if not self.debug and self.listener is None:  # nobody hears failure reasons: skip the calls
            self.notify_match_failure = _ignore_failure
        self.current_pattern = None
        self.worklist = _Worklist()
        self.rw = Rewriter(self)
        # OperationFolder state: per insertion region, (dialect, attr, type) -> constant op; and
        # each constant it owns -> its table and key (so erasing one costs O(1))
        self.constants: dict[Region, dict[tuple, Operation]] = {}
        self.owned: dict[Operation, tuple[dict, tuple]] = {}
        self.scope: Region | None = None
        self.num_rewrites = 0
        # whether the IR may have changed since region simplification last found nothing to do
        self.dirty = True

    # -- listener -----------------------------------------------------------------------------
    def add(self, op: Operation) -> None:
        """Enqueue ``op`` and its ancestors up to the scope."""
        block = op.parent
        region = None if block is None else block.parent
        if region is self.scope:  # the common case: an op directly in the scope
            self.worklist.push(op)
            return
        chain = []
        while True:
            chain.append(op)
            if region is self.scope:
                for o in chain:
                    self.worklist.push(o)
                return
            if region is None or region.parent is None:
                return
            op = region.parent
            region = op.parent_region

    def notify_inserted(self, op: Operation) -> None:
        self.dirty = True
        self.add(op)
        if self.listener is not None:
            self.listener.notify_inserted(op)

    def notify_modified(self, op: Operation) -> None:
        self.dirty = True
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
        self.dirty = True
        if self.listener is not None:
            self.listener.notify_erased(op)
        self._add_operands(op)
        self.worklist.remove(op)
        entry = self.owned.pop(op, None)
        if entry is not None:
            table, key = entry
            if table.get(key) is op:
                del table[key]

    def _add_operands(self, op: Operation) -> None:
        for u in op._uses:
            v = u.value
            if v is None:
                continue
            d = v.defining_op
            if d is None:
                continue
            other = None
            many = False
            w = v.first_use
            while w is not None:
                user = w.owner
                w = w.next
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
        owned = self.owned
        if op in owned:
            if block.first is not op and op.prev not in owned:
                op.move_before(block.first)
                op.loc = unknown_loc  # upstream's erasedFoldedLocation
                self.dirty = True
            return True
        value = op.get_attr("value")
        if value is None:
            return True
        region = self._insertion_region(block)
        table = self.constants.get(region)
        if table is None:
            table = self.constants[region] = {}
        key = (_dialect(op), value, op.results[0].type)
        existing = table.get(key)
        if existing is not None:
            self.rw.replace_op(op, existing.results)
            existing.loc = unknown_loc  # the survivor stands for both: its location is erased
            return False
        entry = region.blocks[0]
        if block is not entry:  # hoisted out of its block: the location is erased
            op.move_before(entry.first) if entry.first is not None else (op.detach(), entry.append(op))
            op.loc = unknown_loc
            self.dirty = True
        elif entry.first is not op and op.prev not in owned:
            op.move_before(entry.first)
            self.dirty = True
        table[key] = op
        owned[op] = (table, key)
        return True

    def _forget_erased_constants(self) -> None:
        """Drop constants erased behind the driver's back (by the CSE hook) from the tables."""
        for op in [o for o in self.owned if o.parent is None]:
            table, key = self.owned.pop(op)
            if table.get(key) is op:
                del table[key]

    # -- folding --------------------------------------------------------------------------------
    def _try_fold(self, op: Operation) -> bool:
        fold = getattr(op, "fold", None)
        if fold is None or ConstantLike in type(op).traits:
            return False
        consts = []
        for u in op._uses:  # constant_value, inlined: this runs for every op popped
            v = u.value
            d = v.owner if v.__class__ is OpResult else None
            consts.append(d.get_attr("value") if d is not None and ConstantLike in d.__class__.traits else None)
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
            push = wl.push
            for op in _preorder(region, self):
                push(op)
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
        fold = self.fold
        max_rewrites = self.max_rewrites
        for_op = self.patterns.for_op
        try_fold = self._try_fold
        self.num_rewrites = 0  # upstream counts rewrites per iteration (processWorklist)
        while True:
            if max_rewrites >= 0 and self.num_rewrites >= max_rewrites:
                break
            op = wl.pop()
            if op is None:
                break
            if op.parent is None:
                continue
            for r in op.results:
                if r.first_use is not None:
                    break
            else:  # no result is used (is_trivially_dead, inlined)
                if would_be_trivially_dead(op):
                    rw.erase_op(op)
                    changed = True
                    continue
            if fold and try_fold(op):
                changed = True
                continue
            patterns = for_op(op.name)
            if not patterns:
                continue
            for p in patterns:
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

    def _simplify_regions(self, region: Region, processed_changes: bool) -> bool:
        """Region simplification, skipped when it found nothing last time and neither the patterns
        nor the constant hoisting changed the IR since (it would find nothing again)."""
        if not processed_changes and not self.dirty:
            return False
        from .region_simplify import simplify_regions

        changed = simplify_regions(region, self.rw, merge_blocks=self.region_simplify_level == "aggressive")
        self.dirty = changed
        return changed

    def run(self, region: Region) -> bool:
        """Apply to fixpoint; returns whether it converged."""
        # The rewrites allocate many small objects and erased ops are cyclic garbage: the cyclic
        # collector would rescan the growing heap again and again (a third of the time on large
        # inputs, growing with their size). Collect once afterwards instead.
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self._run(region)
        finally:
            if collecting:
                gc.enable()

    def _run(self, region: Region) -> bool:
        self.scope = region
        iteration = 0
        changed = True
        while changed:
            iteration += 1
            if iteration > self.max_iterations and self.max_iterations != NO_LIMIT:
                return False
            dirty = self.dirty
            self._populate(region)
            if self.region_simplify_level != "aggressive":
                # hoisting and uniquing constants cannot change what normal simplification finds
                # (it may enable a block merge, so aggressive simplification runs again)
                self.dirty = dirty
            changed = self._process()
            if self.region_simplification:
                changed |= self._simplify_regions(region, changed)
            if self.cse_between_iterations:
                if REGION_CSE[0](region, self.rw):
                    self._forget_erased_constants()
                    self.dirty = True
                    changed = True
        return True


def _ignore_failure(op: Operation, reason: str) -> None:
    pass


# fn(region, rewriter) -> bool: full CSE of the region, whether it changed anything; installed by
# vecir.transforms.canonicalize (rewrite/ does not import transforms/)
REGION_CSE: list[Callable[[Region, Rewriter], bool] | None] = [None]


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
