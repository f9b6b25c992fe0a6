"""scf.while canonicalization: upstream's WhileOp patterns in registration order, then the
region-branch patterns (which drop loop-invariant, duplicate and unused arguments and results, and
inline a loop whose condition is constant false)."""

from __future__ import annotations

from ....ir.core import Region
from ....ir.types import i1
from ....rewrite.pattern import RewritePattern
from ..loops import WhileOp
from ..terminators import ConditionOp
from ._util import arith, create_constant, parent_region, region_is_ancestor
from .region_branch import region_branch_patterns


def _parts(op):
    before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
    return before, after, before.last, after.last


def _empty_while(op, inits, result_types) -> WhileOp:
    """`WhileOp::create(b, loc, resultTypes, inits)`: both regions empty."""
    return WhileOp.create(list(inits), list(result_types), {}, {}, [Region(), Region()], loc=op.loc)


def _while_with_blocks(op, inits, result_types) -> WhileOp:
    """The builder with null body builders: a 'before' block taking the inits' types and an
    'after' block taking the result types, both empty."""
    return WhileOp.build_while(inits, result_types, loc=op.loc)


def _replace_terminator(rw, term, new) -> None:
    """`replaceOpWithNewOp` at the terminator: the new one goes right before it."""
    rw.create_before(term, new)
    rw.replace_op(term, [])


class WhileConditionTruth(RewritePattern):
    """An 'after' argument carrying the condition itself is true in the 'after' region.

        scf.condition(%c) %c : i1 } do { ^bb0(%x: i1): "use"(%x)
      ==>
        scf.condition(%c) %c : i1 } do { ^bb0(%x: i1): "use"(%true)
    """

    root = "scf.while"
    generates = ("arith.constant",)

    def match_and_rewrite(self, op, rw):
        _, after, cond, _ = _parts(op)
        c = cond.operand(0)
        true = None
        for v, arg in zip(cond.operands[1:], after.args):
            if v is c and arg.has_uses:
                if true is None:
                    true = create_constant(rw, op, 1, c.type, op.loc)
                rw.replace_all_uses_with(arg, true)
        return true is not None or rw.fail(op, "the condition is not forwarded to a used 'after' argument")


_INVERSE = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
            "ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}


class WhileCmpCond(RewritePattern):
    """An arith.cmpi in the 'after' region repeating (or inverting) the loop condition on the
    forwarded operand is known true (false).

        %c = arith.cmpi slt, %z, %n ; scf.condition(%c) %z } do { ^bb0(%x): %d = arith.cmpi slt, %x, %n
      ==>
        ... %d -> %true
    """

    root = "scf.while"
    generates = ("arith.constant",)

    def match_and_rewrite(self, op, rw):
        a = arith()
        _, after, cond, _ = _parts(op)
        cmp = cond.operand(0).defining_op
        if not isinstance(cmp, a.CmpIOp):
            return rw.fail(op, "the condition is not an arith.cmpi")
        changed = False
        for v, arg in zip(cond.operands[1:], after.args):
            for k in (0, 1):
                if v is not cmp.operand(k):
                    continue
                for u in list(arg.uses):
                    cmp2 = u.owner
                    if not isinstance(cmp2, a.CmpIOp) or cmp2.parent is None:
                        continue
                    if cmp2.operand(1 - k) is not cmp.operand(1 - k):
                        continue
                    if cmp2.predicate_name == cmp.predicate_name:
                        same = True
                    elif cmp2.predicate_name == _INVERSE[cmp.predicate_name]:
                        same = False
                    else:
                        continue
                    # replaceOpWithNewOp at the rewriter's insertion point: before the scf.while
                    c = create_constant(rw, op, 1 if same else 0, i1, cmp2.loc)
                    rw.replace_op(cmp2, [c])
                    changed = True
        return changed or rw.fail(op, "no comparison repeats the condition")


class WhileOpAlignBeforeArgs(RewritePattern):
    """When scf.condition forwards the 'before' arguments in another order, reorder the results
    and 'after' arguments to follow the 'before' arguments.

        scf.while (%a = %x, %b = %y) ... { scf.condition(%c) %b, %a } do { ^bb0(%p, %q): ...
      ==>
        scf.while (%a = %x, %b = %y) ... { scf.condition(%c) %a, %b } do { ^bb0(%q, %p): ...
    """

    root = "scf.while"

    def match_and_rewrite(self, op, rw):
        before, after, cond, _ = _parts(op)
        bargs, targs = list(before.args), cond.operands[1:]
        if len(bargs) == len(targs) and all(a is b for a, b in zip(bargs, targs)):
            return rw.fail(op, "already aligned")
        if len({id(v) for v in targs}) != len(targs):
            return rw.fail(op, "scf.condition forwards a value twice")
        if len(bargs) != len(targs):
            return rw.fail(op, "not a permutation of the 'before' arguments")
        mapping = [0] * len(bargs)  # term index -> before index
        for i, a in enumerate(bargs):
            j = next((j for j, t in enumerate(targs) if t is a), None)
            if j is None:
                return rw.fail(op, "not a permutation of the 'before' arguments")
            mapping[j] = i
        _replace_terminator(rw, cond, ConditionOp.build_condition(cond.operand(0), bargs, cond.loc))
        types = [None] * len(bargs)
        for i, j in enumerate(mapping):
            types[j] = op.results[i].type
        new = rw.create_before(op, _while_with_blocks(op, op.operands, types))
        nb, na = new.regions[0].blocks[0], new.regions[1].blocks[0]
        results = [new.results[j] for j in mapping]
        after_args = [na.args[j] for j in mapping]
        rw.merge_blocks(before, nb, nb.args)
        rw.merge_blocks(after, na, after_args)
        rw.replace_op(op, results)
        return True


class WhileMoveIfDown(RewritePattern):
    """An scf.if right before scf.condition on the same condition (with an else that only
    yields) moves into the 'after' region, which only runs when the condition holds.

        %r = scf.if %c -> i32 { A ; scf.yield %t } else { scf.yield %e } ; scf.condition(%c) %r
        } do { ^bb0(%x): use(%x)
      ==>
        scf.condition(%c) %e, <values A uses> } do { ^bb0(%x, ...): A ; use(%t)
    """

    root = "scf.while"

    def match_and_rewrite(self, op, rw):
        from ..branches import IfOp

        before, after, cond, _ = _parts(op)
        if_op = cond.prev
        if not isinstance(if_op, IfOp) or if_op.operand(0) is not cond.operand(0):
            return rw.fail(op, "no scf.if on the condition right before scf.condition")
        els = if_op.regions[1].blocks[0] if if_op.regions[1].blocks else None
        if els is not None and els.first is not els.last:
            return rw.fail(op, "the scf.if's else block does more than yield")
        if any(u.owner is not cond for r in if_op.results for u in r.uses):
            return rw.fail(op, "the scf.if's results have other users")
        then = if_op.regions[0].blocks[0]
        for idx, arg in enumerate(cond.operands[1:]):
            k = next((k for k, r in enumerate(if_op.results) if r is arg), None)
            if k is not None:
                tv, ev = then.last.operand(k), els.last.operand(k)
                rw.replace_all_uses_with(if_op.results[k], ev)
                rw.replace_all_uses_with(after.args[idx], tv)
        extra: list = []
        for inner in if_op.regions[0].ops():
            for o in inner.walk(post_order=True):
                for v in o.operands:
                    if parent_region(v) is op.regions[0] and v not in extra:
                        extra.append(v)
        new = rw.create_before(op, _empty_while(op, op.operands, op.result_types + [v.type for v in extra]))

        def move_bodies():
            new.regions[0].take_body(op.regions[0])
            new.regions[1].take_body(op.regions[1])
            for v in extra:
                new.regions[1].blocks[0].add_argument(v.type, op.loc)

        rw.modify_in_place(new, move_bodies)
        rw.modify_in_place(cond, lambda: cond.set_operands(cond.operands + extra))
        nafter = new.regions[1].blocks[0]
        tail = nafter.args[len(nafter.args) - len(extra):]
        then_region = if_op.regions[0]
        for v, a in zip(extra, tail):
            for u in list(v.uses):
                if region_is_ancestor(then_region, u.owner.parent_region):
                    rw.modify_in_place(u.owner, lambda u=u, a=a: u.owner.set_operand(u.index, a))
        rw.erase_op(then.last)
        if nafter.first is not None:
            rw.inline_block_before(then, nafter.first, ())
        else:
            rw.merge_blocks(then, nafter)
        rw.erase_op(if_op)
        rw.replace_op(op, new.results[:len(op.results)])
        return True


WhileOp.canonicalization_patterns = (WhileConditionTruth, WhileCmpCond, WhileOpAlignBeforeArgs, WhileMoveIfDown) + \
    region_branch_patterns("scf.while")
