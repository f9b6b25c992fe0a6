"""cse: eliminate common subexpressions over the dominance tree (upstream's CSE pass).

Two ops are equivalent when they have the same name, properties, attributes, result types,
operands and successors, and structurally equal regions (values defined inside the regions
correspond by position; values from outside must be the same). The first one in dominance order
is kept and later ones are replaced by it:

    %0 = arith.addi %a, %b : i32            %0 = arith.addi %a, %b : i32
    cf.cond_br %c, ^bb1, ^bb2        ->     cf.cond_br %c, ^bb1, ^bb2
  ^bb1:                                   ^bb1:
    %1 = arith.addi %a, %b : i32            "use"(%0)
    "use"(%1)

Like upstream's CSEDriver:
- each block sees the values of the blocks that dominate it (a scope per dominator-tree node);
  nested regions see their enclosing scopes, except under IsolatedFromAbove ops;
- ops that only read memory are merged only within one block and only when no op in between may
  write (an op without modelled effects is assumed to write);
- trivially dead ops are erased too, and ops with multi-block regions are left alone;
- multi-block graph regions are skipped; in a single-block graph region a use is replaced unless
  its owner is equivalent to an op already known;
- erasure happens at the end, so every decision sees the IR as it was.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Block, Operation, Region
from ..ir.op import (
    Commutative, ConstantLike, IsolatedFromAbove, MemoryAlloc, MemoryFree, MemoryRead, MemoryWrite, Pure,
    RecursiveMemoryEffects, Terminator,
)
from ..ir.verifier import dominator_tree
from ..passes.base import Pass, register_pass
from ..rewrite.driver import is_memory_effect_free, is_trivially_dead


def _region_key(regions, local: dict) -> tuple:
    """A structural key of ``regions``: values defined inside are numbered in definition order."""
    out = []
    for r in regions:
        blocks = r.blocks
        index = {b: i for i, b in enumerate(blocks)}
        rkey = []
        for b in blocks:
            for a in b.args:
                local[a] = len(local)
            ops = []
            op = b.first
            while op is not None:
                ops.append(_op_key(op, local, index))
                for res in op.results:
                    local[res] = len(local)
                op = op.next
            rkey.append((tuple(a.type for a in b.args), tuple(ops)))
        out.append(tuple(rkey))
    return tuple(out)


def _op_key(op: Operation, local: dict | None = None, blocks: dict | None = None) -> tuple:
    if local is None:
        operands = tuple([id(v) for v in op.operands])
        successors = tuple(op.successors)
    else:
        operands = tuple([("l", local[v]) if v in local else id(v) for v in op.operands])
        successors = tuple([blocks.get(s, s) for s in op.successors])
    if Commutative in type(op).traits and len(operands) > 1:
        # upstream's OperationEquivalence: a commutative op's operands compare as a multiset
        operands = tuple(sorted(operands, key=lambda k: (1, k[1]) if isinstance(k, tuple) else (0, k)))
    regions = _region_key(op.regions, {} if local is None else local) if op.regions else ()
    return (op.name, operands, tuple([r.type for r in op.results]), tuple(sorted(op.properties.items())),
            tuple(sorted(op.attributes.items())), successors, regions)


def _only_reads(op: Operation) -> bool:
    """upstream's ``MemoryEffectOpInterface::onlyHasEffect<Read>`` on the op itself."""
    traits = type(op).traits
    return (MemoryRead in traits and MemoryWrite not in traits and MemoryAlloc not in traits
            and MemoryFree not in traits)


def _may_write(op: Operation) -> bool:
    """Whether ``op`` (or an op nested in it, through RecursiveMemoryEffects) may write memory;
    an op without modelled effects is assumed to."""
    cls = type(op)
    traits = cls.traits
    if not cls.registered:
        return True
    if Pure in traits or ConstantLike in traits:
        return False
    if RecursiveMemoryEffects in traits:
        return any(_may_write(inner) for r in op.regions for inner in r.ops())
    if MemoryWrite in traits or MemoryFree in traits:
        return True
    return not (MemoryRead in traits or MemoryAlloc in traits)


class _CSE:
    def __init__(self, dominance_timer=None) -> None:
        self.to_erase: list[Operation] = []
        self.dominance_timer = dominance_timer  # --mlir-timing's "(A) DominanceInfo" (CSE pass only)

    def region(self, region: Region, scope: list[dict], op: Operation) -> None:
        blocks = region.blocks
        if not blocks:
            return
        graph = getattr(op, "graph_regions", False)
        if len(blocks) == 1:
            self.block(blocks[0], scope + [{}], not graph)
            return
        # several blocks: SSA dominance holds (a graph region has one block; an unregistered op's
        # region is a graph region only when it has one)
        if self.dominance_timer is not None:
            with self.dominance_timer:
                children = dominator_tree(region)
        else:
            children = dominator_tree(region)
        stack = [(blocks[0], scope + [{}])]
        while stack:
            b, s = stack.pop()
            self.block(b, s, True)
            for c in reversed(children.get(b, ())):
                stack.append((c, s + [{}]))

    def block(self, block: Block, scope: list[dict], dominance: bool) -> None:
        op = block.first
        while op is not None:
            if op.regions:
                inner = [] if IsolatedFromAbove in type(op).traits else scope
                for r in op.regions:
                    self.region(r, inner, op)
            self.simplify(op, scope, dominance)
            op = op.next

    def simplify(self, op: Operation, scope: list[dict], dominance: bool) -> None:
        cls = type(op)
        if Terminator in cls.traits:
            return
        if is_trivially_dead(op):
            self.to_erase.append(op)
            return
        if any(len(r.blocks) > 1 for r in op.regions):
            return
        reads = False
        if not is_memory_effect_free(op):
            if not cls.registered or not _only_reads(op):
                return
            reads = True
        key = _op_key(op)
        existing = None
        for s in reversed(scope):
            existing = s.get(key)
            if existing is not None:
                break
        if existing is not None and (not reads or (existing.parent is op.parent and not self._write_between(existing, op))):
            self.replace(op, existing, dominance, scope)
            return
        scope[-1][key] = op

    @staticmethod
    def _write_between(first: Operation, last: Operation) -> bool:
        o = first.next
        while o is not None and o is not last:
            if _may_write(o):
                return True
            o = o.next
        return False

    def replace(self, op: Operation, existing: Operation, dominance: bool, scope: list[dict]) -> None:
        if dominance:
            op.replace_all_uses_with(existing)
            self.to_erase.append(op)
        else:
            # upstream leaves the uses whose owner is (equivalent to) a known op
            def replaceable(use) -> bool:
                key = _op_key(use.owner)
                return not any(key in s for s in scope)

            for old, new in zip(op.results, existing.results):
                old.replace_uses_if(new, replaceable)
            if op.use_empty:
                self.to_erase.append(op)
        if existing.loc is not None and _is_unknown(existing.loc) and op.loc is not None and not _is_unknown(op.loc):
            existing.loc = op.loc


def _is_unknown(loc) -> bool:
    return type(loc).__name__ == "UnknownLoc"


@register_pass("cse", "Eliminate common sub-expressions")
@dataclass
class CSE(Pass):
    display_name = "CSEPass"

    def run(self, op: Operation) -> None:
        from ..passes.manager import analysis_timer

        c = _CSE(analysis_timer("DominanceInfo"))  # upstream's CSE asks for DominanceInfo up front
        for r in op.regions:
            c.region(r, [], op)
        for dead in c.to_erase:
            dead.erase()
