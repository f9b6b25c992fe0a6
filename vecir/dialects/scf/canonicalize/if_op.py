"""scf.if canonicalization: upstream's IfOp patterns in registration order, then the region-branch
patterns (which drop unused results and inline an scf.if on a constant condition)."""

from __future__ import annotations

from ....ir.core import Region
from ....ir.types import i1
from ....rewrite.pattern import RewritePattern
from ..branches import IfOp
from ..terminators import YieldOp
from ._util import arith, const_bool, create_constant, is_one, parent_region, region_is_ancestor
from .region_branch import region_branch_patterns


def _then_block(op):
    return op.regions[0].blocks[-1]


def _else_block(op):
    r = op.regions[1]
    return r.blocks[-1] if r.blocks else None


def _negated(v, of) -> bool:
    """``v`` is `arith.xori %of, %true`."""
    x = v.defining_op
    return x is not None and x.name == "arith.xori" and x.operand(0) is of and is_one(x.operand(1))


class CombineIfs(RewritePattern):
    """Merge an scf.if into the scf.if right before it on the same (or negated) condition.

        scf.if %c { A } else { B }
        %r = scf.if %c -> i32 { C } else { D }
      ==>
        %r = scf.if %c -> i32 { A ; C } else { B ; D }
    """

    root = "scf.if"

    def match_and_rewrite(self, next_if, rw):
        prev_if = next_if.prev
        if not isinstance(prev_if, IfOp):
            return rw.fail(next_if, "not preceded by an scf.if")
        cond = prev_if.operand(0)
        next_then = next_else = None
        if next_if.operand(0) is cond:
            next_then = _then_block(next_if)
            next_else = _else_block(next_if)
        if _negated(next_if.operand(0), cond) or _negated(cond, next_if.operand(0)):
            next_else = _then_block(next_if)
            next_then = _else_block(next_if)
        if next_then is None and next_else is None:
            return rw.fail(next_if, "conditions are unrelated")

        prev_then_yield = _then_block(prev_if).last
        prev_else = _else_block(prev_if)
        prev_else_yielded = list(prev_else.last.operands) if prev_else is not None else []
        for res, tv, ev in zip(prev_if.results, prev_then_yield.operands, prev_else_yielded):
            for u in list(res.uses):
                where = u.owner.parent_region
                if next_then is not None and region_is_ancestor(next_then.parent, where):
                    rw.modify_in_place(u.owner, lambda u=u, tv=tv: u.owner.set_operand(u.index, tv))
                elif next_else is not None and region_is_ancestor(next_else.parent, where):
                    rw.modify_in_place(u.owner, lambda u=u, ev=ev: u.owner.set_operand(u.index, ev))

        combined = rw.create_before(next_if, IfOp.build_if(cond, prev_if.result_types + next_if.result_types,
                                                           loc=next_if.loc))
        rw.erase_block(combined.regions[0].blocks[-1])
        rw.inline_region_before(prev_if.regions[0], combined.regions[0], 0)
        if next_then is not None:
            then_yield = _then_block(combined).last
            then_yield2 = next_then.last
            rw.merge_blocks(next_then, _then_block(combined))
            with rw.saved():
                rw.set_at_end(_then_block(combined))
                rw.insert(YieldOp.build_yield(then_yield.operands + then_yield2.operands, then_yield2.loc))
            rw.erase_op(then_yield)
            rw.erase_op(then_yield2)
        rw.inline_region_before(prev_if.regions[1], combined.regions[1], 0)
        if next_else is not None:
            if not combined.regions[1].blocks:
                rw.inline_region_before(next_else.parent, combined.regions[1], 0)
            else:
                else_yield = _else_block(combined).last
                else_yield2 = next_else.last
                rw.merge_blocks(next_else, _else_block(combined))
                with rw.saved():
                    rw.set_at_end(_else_block(combined))
                    rw.insert(YieldOp.build_yield(else_yield.operands + else_yield2.operands, else_yield2.loc))
                rw.erase_op(else_yield)
                rw.erase_op(else_yield2)
        n = len(prev_if.results)
        rw.replace_op(prev_if, combined.results[:n])
        rw.replace_op(next_if, combined.results[n:])
        return True


class CombineNestedIfs(RewritePattern):
    """An scf.if whose then block only holds another scf.if (and whose else blocks only yield)
    becomes one scf.if on the conjunction:

        scf.if %a { scf.if %b { A } }
      ==>
        %ab = arith.andi %a, %b : i1
        scf.if %ab { A }
    """

    root = "scf.if"
    generates = ("arith.andi", "arith.select")

    def match_and_rewrite(self, op, rw):
        then = _then_block(op)
        nested = then.first
        if nested is None or nested.next is not then.last:
            return rw.fail(op, "the then block does not hold exactly one op")
        els = _else_block(op)
        if els is not None and els.first is not els.last:
            return rw.fail(op, "the else block does more than yield")
        if not isinstance(nested, IfOp):
            return rw.fail(op, "the then block's op is not an scf.if")
        nested_else = _else_block(nested)
        if nested_else is not None and nested_else.first is not nested_else.last:
            return rw.fail(op, "the nested else block does more than yield")

        then_yield = list(then.last.operands)
        else_yield = list(els.last.operands) if els is not None else []
        to_select = []
        for i, v in enumerate(then_yield):
            if v.defining_op is nested:
                k = v.index
                if nested_else.last.operand(k) is not else_yield[i]:
                    return rw.fail(op, "the nested if's else value differs from the outer else value")
                then_yield[i] = _then_block(nested).last.operand(k)
                continue
            if parent_region(v) is op.regions[0]:
                return rw.fail(op, "a yielded value is defined in the then block")
            to_select.append(i)

        a = arith()
        cond = rw.create_before(op, a.AndIOp.create([op.operand(0), nested.operand(0)], [i1], loc=op.loc))
        new = IfOp.create([cond.results[0]], op.result_types, {}, {}, [Region(), Region()], loc=op.loc)
        rw.create_before(op, new)
        from ....ir.core import Block

        new_block = new.regions[0].add_block(Block())
        results = list(new.results)
        for i in to_select:
            sel = a.SelectOp.create([op.operand(0), then_yield[i], else_yield[i]], [then_yield[i].type], loc=op.loc)
            results[i] = rw.create_before(new, sel).results[0]
        rw.merge_blocks(_then_block(nested), new_block)
        old_yield = new_block.last
        with rw.saved():
            rw.set_at_end(new_block)
            rw.insert(YieldOp.build_yield(then_yield, op.loc))
        rw.replace_op(old_yield, [])
        if else_yield:
            eb = new.regions[1].add_block(Block())
            with rw.saved():
                rw.set_at_end(eb)
                rw.insert(YieldOp.build_yield(else_yield, op.loc))
        rw.replace_op(op, results)
        return True


class ConditionPropagation(RewritePattern):
    """Inside the then (else) region the condition is known to be true (false):

        scf.if %c { "use"(%c) } else { "use"(%c) }
      ==>
        scf.if %c { "use"(%true) } else { "use"(%false) }
    """

    root = "scf.if"

    def match_and_rewrite(self, op, rw):
        cond = op.operand(0)
        if cond.defining_op is not None and _is_constant(cond):
            return rw.fail(op, "the condition is a constant")
        end = parent_region(cond)
        then_r, else_r = op.regions
        cache: dict = {}
        consts: dict[bool, object] = {}
        changed = False
        for u in list(cond.uses):
            side = _branch_of(u.owner.parent_region, then_r, else_r, end, cache)
            if side is None:
                continue
            changed = True
            if side not in consts:
                consts[side] = create_constant(rw, op, 1 if side else 0, i1, op.loc)
            c = consts[side]
            rw.modify_in_place(u.owner, lambda u=u, c=c: u.owner.set_operand(u.index, c))
        return changed or rw.fail(op, "the condition is not used inside the branches")


def _is_constant(v) -> bool:
    from ....ir.op import ConstantLike

    return ConstantLike in type(v.defining_op).traits


def _branch_of(region, then_r, else_r, end, cache):
    """True/False if ``region`` is (nested in) the then/else region, None otherwise."""
    seen = []
    while region is not end and region is not None:
        if region in cache:
            side = cache[region]
            break
        seen.append(region)
        if region is then_r:
            side = True
            break
        if region is else_r:
            side = False
            break
        owner = region.parent
        region = owner.parent_region if owner is not None else None
    else:
        side = None
    for r in seen:
        cache[r] = side
    return side


class ConvertTrivialIfToSelect(RewritePattern):
    """Results whose yielded values are both defined outside the scf.if become arith.select:

        %r = scf.if %c -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
      ==>
        %r = arith.select %c, %a, %b : i32
    """

    root = "scf.if"
    generates = ("arith.select",)

    def match_and_rewrite(self, op, rw):
        if not op.results:
            return rw.fail(op, "no results")
        cond = op.operand(0)
        then_r, else_r = op.regions
        tys = list(_then_block(op).last.operands)
        fys = list(_else_block(op).last.operands)
        inner = [parent_region(t) is then_r or parent_region(f) is else_r for t, f in zip(tys, fys)]
        if all(inner):
            return rw.fail(op, "every yielded value is defined inside the scf.if")

        repl = rw.create_before(op, IfOp.build_if(cond, [t.type for t, i in zip(tys, inner) if i], loc=op.loc))
        rw.erase_block(repl.regions[0].blocks[0])
        repl.regions[0].take_body(then_r)
        repl.regions[1].take_body(else_r)
        a = arith()
        results, true_yields, false_yields = [], [], []
        for t, f, i in zip(tys, fys, inner):
            if i:
                results.append(repl.results[len(true_yields)])
                true_yields.append(t)
                false_yields.append(f)
            elif t is f:
                results.append(t)
            else:
                sel = a.SelectOp.create([cond, t, f], [t.type], loc=op.loc)
                results.append(rw.create_before(repl, sel).results[0])
        for block, vals in ((_then_block(repl), true_yields), (_else_block(repl), false_yields)):
            old = block.last
            with rw.saved():
                rw.set_at_end(block)
                rw.insert(YieldOp.build_yield(vals, op.loc))
            rw.replace_op(old, [])
        rw.replace_op(op, results)
        return True


class RemoveEmptyElseBranch(RewritePattern):
    """An else block that only yields (and no results) is dropped:

        scf.if %c { A } else { }
      ==>
        scf.if %c { A }
    """

    root = "scf.if"

    def match_and_rewrite(self, op, rw):
        if op.results:
            return rw.fail(op, "the scf.if has results")
        els = _else_block(op)
        if els is None or els.first is not els.last:
            return rw.fail(op, "no else block that only yields")
        new = IfOp.create(list(op.operands), [], dict(op.properties), dict(op.attributes), 2, loc=op.loc)
        rw.create_before(op, new)
        rw.inline_region_before(op.regions[0], new.regions[0], 0)
        rw.erase_op(op)
        return True


class ReplaceIfYieldWithConditionOrValue(RewritePattern):
    """A result yielding the same value on both sides is that value; one yielding true/false
    is the condition (false/true: its negation):

        %r:2 = scf.if %c -> (i1, i32) { scf.yield %true, %v } else { scf.yield %false, %v }
      ==>
        %r#0 -> %c, %r#1 -> %v
    """

    root = "scf.if"
    generates = ("arith.xori", "arith.constant")

    def match_and_rewrite(self, op, rw):
        if not op.results:
            return rw.fail(op, "no results")
        ty = _then_block(op).last.operands
        fy = _else_block(op).last.operands
        changed = False
        for t, f, r in zip(ty, fy, op.results):
            if t is f:
                if r.has_uses:
                    r.replace_all_uses_with(t)  # upstream bypasses the rewriter here
                    changed = True
                continue
            tv, fv = const_bool(t), const_bool(f)
            if tv is None or fv is None:
                continue
            if not tv and fv and r.has_uses:
                from ....ir.attrs import IntegerAttr
                from ....rewrite.driver import materialize_constant

                with rw.saved():
                    rw.set_before(op)
                    one = materialize_constant(rw, t.defining_op.name.split(".", 1)[0], IntegerAttr(1, i1), i1,
                                               op.loc)
                x = arith().XOrIOp.create([op.operand(0), one.results[0]], [i1], loc=op.loc)
                r.replace_all_uses_with(rw.create_before(op, x).results[0])
                changed = True
            if tv and not fv and r.has_uses:
                r.replace_all_uses_with(op.operand(0))
                changed = True
        return changed or rw.fail(op, "nothing to replace")


IfOp.canonicalization_patterns = (CombineIfs, CombineNestedIfs, ConditionPropagation, ConvertTrivialIfToSelect,
                                  RemoveEmptyElseBranch, ReplaceIfYieldWithConditionOrValue) + \
    region_branch_patterns("scf.if")
