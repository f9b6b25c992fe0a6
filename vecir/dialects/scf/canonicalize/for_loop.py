"""scf.for canonicalization: upstream's ForOpTensorCastFolder, then the region-branch patterns
(which fold iter_args and zero/one-trip loops; the induction variable of an inlined loop becomes
its lower bound)."""

from __future__ import annotations

from ....rewrite.pattern import RewritePattern
from ..loops import ForOp
from ..terminators import YieldOp
from .region_branch import InlineRegionBranchOp, region_branch_patterns


class ForOpInline(InlineRegionBranchOp):
    __doc__ = InlineRegionBranchOp.__doc__

    def non_input_replacement(self, rw, op, value):
        """The induction variable of a loop running once is its lower bound."""
        return op.operand(0)


class ForOpTensorCastFolder(RewritePattern):
    """Move a `tensor.cast` that loses static shape into the loop, so the loop carries the more
    static type:

        %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
        %r = scf.for ... iter_args(%a = %0) -> (tensor<?xf32>) { ... scf.yield %y }
      ==>
        %n = scf.for ... iter_args(%a4 = %t) -> (tensor<4xf32>) {
          %a = tensor.cast %a4 : to tensor<?xf32> ... %y4 = tensor.cast %y : to tensor<4xf32> ; scf.yield %y4 }
        %r = tensor.cast %n : tensor<4xf32> to tensor<?xf32>
    """

    root = "scf.for"
    generates = ("tensor.cast",)

    def match_and_rewrite(self, op, rw):
        from ...tensor.basic import CastOp, preserves_static_information

        for k, (init, res) in enumerate(zip(op.operands[3:], op.results)):
            cast = init.defining_op
            if not isinstance(cast, CastOp) or cast.operand(0).type is cast.results[0].type:
                continue
            if not preserves_static_information(cast.results[0].type, cast.operand(0).type):
                continue
            if not res.has_one_use:
                continue
            rw.replace_op(op, _replace_and_cast_iter_arg(rw, op, k, cast.operand(0), CastOp))
            return True
        return rw.fail(op, "no iter_arg comes from a foldable tensor.cast")


def _replace_and_cast_iter_arg(rw, op, k: int, replacement, cast_cls) -> list:
    """Upstream's replaceAndCastForOpIterArg: a new loop whose k-th iter_arg is ``replacement``,
    with casts to the old type on entry to the body and back on the yield and after the loop."""
    old_type = op.operand(3 + k).type
    new_type = replacement.type

    def cast(anchor_fn, value, to):
        c = cast_cls.create([value], [to], loc=op.loc)
        anchor_fn(c)
        return c.results[0]

    inits = list(op.operands[3:])
    inits[k] = replacement
    new = ForOp.build_for(op.operand(0), op.operand(1), op.operand(2), inits, loc=op.loc)
    new.properties, new.attributes = dict(op.properties), dict(op.attributes)
    rw.create_before(op, new)
    block = new.regions[0].blocks[0]
    transfer = list(block.args)
    arg = block.args[1 + k]
    transfer[1 + k] = cast(lambda c: _insert_at_start(rw, block, c), arg, old_type)
    rw.merge_blocks(op.regions[0].blocks[0], block, transfer)
    old_yield = block.last
    out = cast(lambda c: rw.create_before(old_yield, c), old_yield.operand(k), new_type)
    vals = list(old_yield.operands)
    vals[k] = out
    rw.create_before(old_yield, YieldOp.build_yield(vals, op.loc))
    rw.erase_op(old_yield)
    results = list(new.results)
    nxt = new.next
    results[k] = cast(lambda c: rw.create_before(nxt, c), results[k], old_type)
    return results


def _insert_at_start(rw, block, op):
    if block.first is not None:
        return rw.create_before(block.first, op)
    with rw.saved():
        rw.set_at_end(block)
        return rw.insert(op)


ForOp.canonicalization_patterns = (ForOpTensorCastFolder,) + region_branch_patterns("scf.for", ForOpInline)


