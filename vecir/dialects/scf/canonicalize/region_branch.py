"""Upstream's RegionBranchOpInterface canonicalization patterns (ControlFlowInterfaces.cpp), which
scf.for, scf.if, scf.while, scf.execute_region and scf.index_switch register:

* MakeRegionBranchOpSuccessorInputsDead: a successor input (region argument or result) that can
  only ever hold one outside value is replaced by it;
* RemoveDuplicateSuccessorInputUses: of two inputs fed the same values by every predecessor,
  the second is replaced by the first;
* RemoveDeadRegionBranchOpSuccessorInputs: sets of tied inputs without uses are erased with the
  operands feeding them;
* InlineRegionBranchOp: an op with a single acyclic path parent -> regions -> parent (constant
  conditions and trip counts included) is replaced by the regions along it.

Terms: a *branch point* is the op itself (``None``, entering) or a region-branch terminator; a
*successor* is a region index or ``PARENT`` (the op's results). The ops provide
``successor_regions(point)``, ``entry_operands(succ)``, ``successor_inputs(succ)`` and
(optionally) ``entry_successor_regions(consts)``; terminators provide ``successor_operands(succ)``
and (optionally) ``constant_successor_regions(consts)``.
"""

from __future__ import annotations

from ....ir.core import BlockArgument, OpResult
from ....ir.op import RecursiveMemoryEffects
from ....rewrite.driver import constant_value
from ....rewrite.pattern import RewritePattern
from ..common import PARENT


# ------------------------------------------------------------------------------------------------
# the successor operand <-> successor input mapping


def branch_points(op) -> list:
    """getAllRegionBranchPoints: the op, then every region-branch terminator in region order."""
    points = [None]
    for r in op.regions:
        for b in r.blocks:
            t = b.last
            if t is not None and getattr(type(t), "region_branch_terminator", False):
                points.append(t)
    return points


def successor_operand_uses(op, point, succ) -> list:
    """The operand slots (Uses) forwarded along the edge ``point`` -> ``succ``; they are the
    trailing operands of the op (entering) or of the terminator."""
    if point is None:
        n = len(op.entry_operands(succ))
        uses = op.operand_uses
    else:
        n = len(point.successor_operands(succ))
        uses = point.operand_uses
    return list(uses[len(uses) - n:]) if n else []


def operand_to_inputs(op) -> dict:
    """getSuccessorOperandInputMapping over all branch points: Use -> [input Values]."""
    mapping: dict = {}
    for pt in branch_points(op):
        for succ in op.successor_regions(pt):
            inputs = op.successor_inputs(succ)
            for u, v in zip(successor_operand_uses(op, pt, succ), inputs):
                mapping.setdefault(u, []).append(v)
    return mapping


def input_to_operands(mapping: dict) -> dict:
    """The inverse mapping: input Value -> [Uses], in first-seen order."""
    inv: dict = {}
    for u, inputs in mapping.items():
        for v in inputs:
            inv.setdefault(v, []).append(u)
    return inv


def _owner(v):
    return v.owner


def _number(v) -> int:
    return v.index


def _is_defined_before(op, a, b) -> bool:
    """isDefinedBefore: can ``a`` (a reachable value of input ``b``) stand in for ``b``?"""
    ar = a.owner.parent if isinstance(a, BlockArgument) else a.defining_op.parent_region
    if ar is not None and ar.parent is op:
        if isinstance(b, OpResult):
            return False
        return isinstance(a, BlockArgument) and a.owner is b.owner
    return True


def _reachable_values(value, inv: dict) -> list:
    """Non-input values that may flow into ``value`` (tracing through other inputs)."""
    reachable, visited, worklist = [], set(), [value]
    while worklist:
        nxt = worklist.pop()
        ops = inv.get(nxt)
        if ops is None:
            if nxt not in reachable:
                reachable.append(nxt)
            continue
        for u in ops:
            if u.value not in visited:
                visited.add(u.value)
                worklist.append(u.value)
    return reachable


# ------------------------------------------------------------------------------------------------
# patterns (one subclass per op name: see region_branch_patterns)


class MakeRegionBranchOpSuccessorInputsDead(RewritePattern):
    """An input that can only hold one value defined before it is replaced by that value.

        %r = scf.for ... iter_args(%a = %x) -> (f32) { "use"(%a) ; scf.yield %a : f32 }
      ==>
        %r = scf.for ... iter_args(%a = %x) -> (f32) { "use"(%x) ; scf.yield %x : f32 }   (%r -> %x)
    """

    def match_and_rewrite(self, op, rw):
        inv = input_to_operands(operand_to_inputs(op))
        changed = False
        for value in list(inv):
            if not value.has_uses:
                continue
            reach = _reachable_values(value, inv)
            if len(reach) != 1 or not _is_defined_before(op, reach[0], value):
                continue
            rw.replace_all_uses_with(value, reach[0])
            changed = True
        return changed or rw.fail(op, "no input has a single reachable value")


class RemoveDuplicateSuccessorInputUses(RewritePattern):
    """Of two inputs of the same block (or both results) that every predecessor feeds the same
    value, the later one is replaced by the earlier one.

        scf.for ... iter_args(%a = %x, %b = %x) { "use"(%a, %b) ; scf.yield %y, %y }
      ==>
        scf.for ... iter_args(%a = %x, %b = %x) { "use"(%a, %a) ; scf.yield %y, %y }
    """

    def match_and_rewrite(self, op, rw):
        inv = input_to_operands(operand_to_inputs(op))
        inputs = sorted(inv, key=_number)
        canonical: dict = {}
        changed = False
        for v in inputs:
            sig = frozenset((id(u.owner), u.value) for u in inv[v])
            key = (id(_owner(v)), sig)
            first = canonical.setdefault(key, v)
            if first is v or not v.has_uses:
                continue
            rw.replace_all_uses_with(v, first)
            changed = True
        return changed or rw.fail(op, "no duplicate inputs")


class RemoveDeadRegionBranchOpSuccessorInputs(RewritePattern):
    """Tied inputs (a result with its region arguments) that are all unused are erased, with
    the operands that feed them.

        %r:2 = scf.if %c -> (i32, i32) { scf.yield %a, %b } else { scf.yield %x, %y }   (%r#1 unused)
      ==>
        %r = scf.if %c -> i32 { scf.yield %a } else { scf.yield %x }
    """

    def match_and_rewrite(self, op, rw):
        mapping = operand_to_inputs(op)
        sets = _tied_sets(mapping)
        dead = [v for s in sets if all(not v.has_uses for v in s) for v in s]
        if not dead:
            return rw.fail(op, "no values to remove")
        dead_set = set(dead)
        operands: dict = {}
        for u, inputs in mapping.items():
            if inputs[0] in dead_set:
                operands.setdefault(u.owner, set()).add(u.index)
        for owner, idx in operands.items():
            rw.modify_in_place(owner, lambda o=owner, idx=idx: o.set_operands(
                [v for i, v in enumerate(o.operands) if i not in idx]))
        blocks: dict = {}
        for v in dead:
            if isinstance(v, BlockArgument):
                blocks.setdefault(v.owner, set()).add(v.index)
        for block, idx in blocks.items():
            def erase(block=block, idx=idx):
                for i in sorted(idx, reverse=True):
                    block.erase_argument(i)
            rw.modify_in_place(block.parent_op, erase)
        results = {v.index for v in dead if isinstance(v, OpResult)}
        if results:
            rw.erase_op_results(op, [i in results for i in range(len(op.results))])
        return True


def _tied_sets(mapping: dict) -> list[list]:
    """computeTiedSuccessorInputs: the inputs fed by one operand belong together (union-find)."""
    parent: dict = {}

    def find(v):
        while parent[v] is not v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    order = []
    for inputs in mapping.values():
        for v in inputs:
            if v not in parent:
                parent[v] = v
                order.append(v)
        first = find(inputs[0])
        for v in inputs[1:]:
            r = find(v)
            if r is not first:
                parent[r] = first
    groups: dict = {}
    for v in order:
        groups.setdefault(find(v), []).append(v)
    return list(groups.values())


def _successors_with_constants(op, point) -> list:
    """getSuccessorRegionsWithAttrs: successors given the constant operands."""
    if point is None:
        fn = getattr(op, "entry_successor_regions", None)
        if fn is not None:
            return fn([constant_value(v) for v in op.operands])
        return op.successor_regions(None)
    fn = getattr(point, "constant_successor_regions", None)
    if fn is not None:
        return fn([constant_value(v) for v in point.operands])
    return op.successor_regions(point)


def single_acyclic_path(op) -> list:
    """computeSingleAcyclicRegionBranchPath: the successors from entering the op until PARENT,
    or [] when there are several paths, a cycle, or a region with several blocks."""
    visited, path, point = set(), [], None
    while True:
        succs = _successors_with_constants(op, point)
        if len(succs) != 1:
            return []
        s = succs[0]
        path.append(s)
        if s is PARENT:
            return path
        region = op.regions[s]
        if len(region.blocks) != 1 or s in visited:
            return []
        visited.add(s)
        t = region.blocks[0].last
        if t is None or not getattr(type(t), "region_branch_terminator", False):
            return []
        point = t


class InlineRegionBranchOp(RewritePattern):
    """An op with a single acyclic path through its regions (constant condition, one-trip loop,
    ...) is replaced by the regions on that path, inlined in order.

        %r = scf.for %i = %c5 to %c6 step %c1 iter_args(%a = %x) { %y = f(%a, %i) ; scf.yield %y }
      ==>
        %y = f(%x, %c5)                                   (%r -> %y)
    """

    def applicable(self, op) -> bool:
        return True

    def non_input_replacement(self, rw, op, value):
        """The value replacing a block argument or result that is not a successor input."""
        raise NotImplementedError(f"{op.name}: no replacement for a non-successor input")

    def match_and_rewrite(self, op, rw):
        if not self.applicable(op):
            return rw.fail(op, "pattern not applicable")
        if RecursiveMemoryEffects not in type(op).traits:
            return rw.fail(op, "pattern not applicable to ops without recursive memory effects")
        path = single_acyclic_path(op)
        if not path:
            return rw.fail(op, "failed to find acyclic region branch path")
        rw.set_before(op)
        operands = list(op.entry_operands(path[0]))
        for k, succ in enumerate(path):
            inputs = op.successor_inputs(succ)
            values = op.results if succ is PARENT else op.regions[succ].blocks[0].args
            first = inputs[0].index if inputs else 0
            repl = [self.non_input_replacement(rw, op, values[i]) for i in range(first)]
            repl += operands
            repl += [self.non_input_replacement(rw, op, values[i]) for i in range(len(repl), len(values))]
            if succ is PARENT:
                rw.replace_op(op, repl)
                return True
            block = op.regions[succ].blocks[0]
            term = block.last
            rw.inline_block_before(block, op, repl)
            operands = list(term.successor_operands(path[k + 1]))
            rw.erase_op(term)
        raise AssertionError("the path ends with the parent")


def region_branch_patterns(op_name: str, inline_base=InlineRegionBranchOp) -> tuple:
    """populateRegionBranchOpInterfaceCanonicalizationPatterns + ...InliningPattern for one op:
    subclasses rooted at ``op_name``, keeping upstream's pattern names."""
    bases = (MakeRegionBranchOpSuccessorInputsDead, RemoveDuplicateSuccessorInputUses,
             RemoveDeadRegionBranchOpSuccessorInputs, inline_base)
    def name(b):
        return "InlineRegionBranchOp" if issubclass(b, InlineRegionBranchOp) else b.__name__

    return tuple(type(name(b), (b,), {"root": op_name, "__module__": b.__module__, "__doc__": b.__doc__})
                 for b in bases)
