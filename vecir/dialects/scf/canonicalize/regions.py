"""scf.execute_region and scf.index_switch canonicalization (upstream's SingleBlockExecuteInliner,
MultiBlockExecuteInliner, ExecuteRegionForwardingEliminator, FoldConstantCase,
FoldUnusedIndexSwitchResults)."""

from __future__ import annotations

from ....rewrite.pattern import RewritePattern
from ..branches import ExecuteRegionOp, IndexSwitchOp
from ..terminators import YieldOp
from ._util import const_int, parent_region, replace_op_with_region


class SingleBlockExecuteInliner(RewritePattern):
    """A single-block scf.execute_region is inlined:

        %v = scf.execute_region -> i64 { %x = "val"() : () -> i64 ; scf.yield %x : i64 }
      ==>
        %x = "val"() : () -> i64                       (%v -> %x)
    """

    root = "scf.execute_region"

    def match_and_rewrite(self, op, rw):
        if len(op.regions[0].blocks) != 1:
            return rw.fail(op, "the region has several blocks")
        if op.no_inline is not None:
            return rw.fail(op, "marked no_inline")
        replace_op_with_region(rw, op, op.regions[0])
        return True


class MultiBlockExecuteInliner(RewritePattern):
    """A multi-block scf.execute_region directly in a function (or another execute_region)
    becomes blocks of the parent: the block is split, scf.yield becomes a branch to the rest.

        "a"() ; %v = scf.execute_region -> i64 { cf.cond_br %c, ^x, ^y ... scf.yield %z : i64 } ; "b"(%v)
      ==>
        "a"() ; cf.br ^bb1   ^bb1: cf.cond_br %c, ^x, ^y ... cf.br ^bbN(%z : i64)   ^bbN(%v: i64): "b"(%v)
    """

    root = "scf.execute_region"
    generates = ("cf.br",)

    def match_and_rewrite(self, op, rw):
        from ...cf import BranchOp

        if op.no_inline is not None:
            return rw.fail(op, "marked no_inline")
        parent = op.parent_op
        # FunctionOpInterface: ops with a function_type (func.func and friends)
        if parent is None or not ("function_type" in type(parent).property_names or isinstance(parent, ExecuteRegionOp)):
            return rw.fail(op, "the parent cannot hold several blocks")
        prev = op.parent
        post = rw.split_block(prev, op)
        with rw.saved():
            rw.set_at_end(prev)
            rw.insert(_br(BranchOp, op.regions[0].blocks[0], [], op.loc))
        for blk in op.regions[0].blocks:
            y = blk.last
            if isinstance(y, YieldOp):
                rw.create_before(y, _br(BranchOp, post, y.operands, y.loc))
                rw.erase_op(y)
        region = prev.parent
        rw.inline_region_before(op.regions[0], region, region.blocks.index(post))
        args = [post.add_argument(r.type, op.loc) for r in op.results]
        rw.replace_op(op, args)
        return True


def _br(cls, dest, args, loc):
    op = cls.build_br(dest, args)
    op.loc = loc
    return op


class ExecuteRegionForwardingEliminator(RewritePattern):
    """Results yielding a value defined outside the region (the same in every scf.yield) are
    that value:

        %r:2 = scf.execute_region -> (i32, i32) { %x = ... ; scf.yield %x, %out : i32, i32 }
      ==>
        %r = scf.execute_region -> i32 { %x = ... ; scf.yield %x : i32 }     (%r#1 -> %out)
    """

    root = "scf.execute_region"

    def match_and_rewrite(self, op, rw):
        if not op.results:
            return rw.fail(op, "no results")
        yields = [b.last for b in op.regions[0].blocks if isinstance(b.last, YieldOp)]
        if not yields:
            return rw.fail(op, "no scf.yield")
        vals = yields[0].operands
        if any(y.operands != vals for y in yields):
            return rw.fail(op, "the scf.yield ops yield different values")
        region = op.regions[0]
        inside = [parent_region(v) is region for v in vals]
        if all(inside):
            return rw.fail(op, "every yielded value is defined inside the region")
        internal = [v for v, i in zip(vals, inside) if i]
        new = ExecuteRegionOp.create([], [v.type for v in internal], dict(op.properties), dict(op.attributes), 1,
                                     loc=op.loc)
        rw.create_before(op, new)
        rw.inline_region_before(region, new.regions[0])
        for y in yields:
            rw.create_before(y, YieldOp.build_yield(internal, y.loc))
            rw.replace_op(y, [])
        kept = iter(new.results)
        for r, v, i in zip(op.results, vals, inside):
            if not i:
                rw.replace_all_uses_with(r, v)
        for r, i in zip(op.results, inside):
            if i:
                rw.replace_all_uses_with(r, next(kept))
        rw.erase_op(op)
        return True


class FoldConstantCase(RewritePattern):
    """A constant selector picks its case (or the default), inlined in place of the switch:

        %r = scf.index_switch %c2 -> i32 case 2 { A ; scf.yield %x } default { ... }
      ==>
        A                                             (%r -> %x)
    """

    root = "scf.index_switch"

    def match_and_rewrite(self, op, rw):
        c = const_int(op.operand(0))
        if c is None:
            return rw.fail(op, "the selector is not a constant")
        source = op.regions[op._region_for(c)].blocks[0]
        term = source.last
        results = list(term.operands)
        rw.inline_block_before(source, op)
        rw.erase_op(term)
        rw.replace_op(op, results)
        return True


class FoldUnusedIndexSwitchResults(RewritePattern):
    """Unused results are dropped with their yielded values in every case.

        %r:2 = scf.index_switch %i -> i32, i32 case 0 { scf.yield %a, %b } default { scf.yield %c, %d }
      ==>                                                                           (%r#1 unused)
        %r = scf.index_switch %i -> i32 case 0 { scf.yield %a } default { scf.yield %c }
    """

    root = "scf.index_switch"

    def match_and_rewrite(self, op, rw):
        dead = [not r.has_uses for r in op.results]
        if not any(dead):
            return rw.fail(op, "no dead results to fold")
        new = rw.erase_op_results(op, dead)
        for region in new.regions:
            t = region.blocks[0].last
            rw.modify_in_place(t, lambda t=t: t.set_operands([v for v, d in zip(t.operands, dead) if not d]))
        return True


ExecuteRegionOp.canonicalization_patterns = (SingleBlockExecuteInliner, MultiBlockExecuteInliner,
                                             ExecuteRegionForwardingEliminator)
IndexSwitchOp.canonicalization_patterns = (FoldConstantCase, FoldUnusedIndexSwitchResults)
