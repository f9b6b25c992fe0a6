"""cse: eliminate common subexpressions over the dominance tree (upstream's CSE pass).

Two ops are equivalent when they have the same name, properties, attributes, result types and
operands, are free of memory effects and have no regions. The first one (in dominance order)
is kept; later ones are replaced by it. Nested regions see the values of their enclosing scopes,
except under IsolatedFromAbove ops, which start a fresh scope.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Block, Operation, Region
from ..ir.op import IsolatedFromAbove, Terminator
from ..passes.base import Pass, register_pass
from ..rewrite.driver import is_memory_effect_free, is_trivially_dead


def _key(op: Operation):
    return (op.name, tuple(id(v) for v in op.operands), tuple(r.type for r in op.results),
            tuple(sorted(op.properties.items())), tuple(sorted(op.attributes.items())), tuple(op.successors))


class _CSE:
    def __init__(self) -> None:
        self.erased = 0

    def region(self, region: Region, scope: list[dict]) -> None:
        if not region.blocks:
            return
        if len(region.blocks) == 1:
            self.block(region.blocks[0], scope)
            return
        for b in _dominance_preorder(region):
            b, depth_scope = b
            self.block(b, scope + depth_scope)

    def block(self, block: Block, scope: list[dict]) -> None:
        known: dict = {}
        scope = scope + [known]
        op = block.first
        while op is not None:
            nxt = op.next
            if op.regions:
                inner = [] if IsolatedFromAbove in type(op).traits else scope
                for r in op.regions:
                    self.region(r, inner)
            elif Terminator not in type(op).traits and op.results and is_memory_effect_free(op) and type(op).registered:
                k = _key(op)
                existing = None
                for s in reversed(scope):
                    existing = s.get(k)
                    if existing is not None:
                        break
                if existing is not None:
                    op.replace_all_uses_with(existing)
                    op.erase()
                    self.erased += 1
                else:
                    known[k] = op
            op = nxt


def _dominance_preorder(region: Region):
    """Blocks of a CFG region in dominator-tree pre-order, each with the scopes of its dominators."""
    blocks = region.blocks
    entry = blocks[0]
    preds = {b: [] for b in blocks}
    for b in blocks:
        if b.last is not None:
            for s in b.last.successors:
                preds[s].append(b)
    order = []
    seen = {entry}
    stack = [entry]
    while stack:
        b = stack.pop()
        order.append(b)
        for s in (b.last.successors if b.last is not None else []):
            if s not in seen:
                seen.add(s)
                stack.append(s)
    dom = {b: set(order) for b in order}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            ps = [dom[p] for p in preds[b] if p in dom]
            new = (set.intersection(*ps) if ps else set()) | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    # CSE in a multi-block region only reuses values within a block (scopes are per block) and
    # from blocks that dominate it; process blocks in region order for determinism.
    for b in blocks:
        if b in dom:
            yield b, []


@register_pass("cse", "Eliminate common sub-expressions")
@dataclass
class CSE(Pass):
    display_name = "CSEPass"

    def run(self, op: Operation) -> None:
        c = _CSE()
        scope: list[dict] = []
        for r in op.regions:
            c.region(r, scope)
