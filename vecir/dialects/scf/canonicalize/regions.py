"""scf.execute_region and scf.index_switch canonicalization: upstream's MultiBlockExecuteInliner,
then the region-branch patterns (single-block inlining unless `no_inline`, a constant switch
selector inlines its case, results forwarding outside values or unused are dropped)."""

from __future__ import annotations

from ....rewrite.pattern import RewritePattern
from ..branches import ExecuteRegionOp, IndexSwitchOp
from ..terminators import YieldOp
from .region_branch import InlineRegionBranchOp, region_branch_patterns


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


class ExecuteRegionInline(InlineRegionBranchOp):
    __doc__ = InlineRegionBranchOp.__doc__

    def applicable(self, op) -> bool:
        return op.no_inline is None


ExecuteRegionOp.canonicalization_patterns = (MultiBlockExecuteInliner,) + \
    region_branch_patterns("scf.execute_region", ExecuteRegionInline)
IndexSwitchOp.canonicalization_patterns = region_branch_patterns("scf.index_switch")
