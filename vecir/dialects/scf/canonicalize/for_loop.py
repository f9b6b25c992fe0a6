"""scf.for canonicalization (upstream's ForOpIterArgsFolder, SimplifyTrivialLoops,
ForOpTensorCastFolder)."""

from __future__ import annotations

from ....rewrite.pattern import RewritePattern
from ..loops import ForOp
from ..terminators import YieldOp
from ._util import defined_outside, replace_op_with_region


class ForOpIterArgsFolder(RewritePattern):
    """Drop iter_args that are yielded unchanged, whose init is what is yielded, or that are
    unused together with their result; merge iter_args with the same (init, yielded) pair.

        %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, f32) {
          %n = "use"(%b) ; scf.yield %a, %n : f32, f32 }
      ==>
        %r = scf.for %i = %lb to %ub step %s iter_args(%b = %y) -> (f32) {
          %n = "use"(%b) ; scf.yield %n : f32 }        (%r#0 -> %x)
    """

    root = "scf.for"

    def match_and_rewrite(self, op, rw):
        block = op.regions[0].blocks[0]
        inits, args, results = op.operands[3:], block.args[1:], op.results
        yielded = block.last.operands
        keep, transfer, new_inits, new_yields, new_results = [], [None], [], [], []
        seen: dict[tuple, tuple] = {}
        changed = False
        for init, arg, res, y in zip(inits, args, results, yielded):
            if arg is y or init is y or (not arg.has_uses and not res.has_uses):
                changed = True
                keep.append(False)
                transfer.append(init)
                new_results.append(init)
                continue
            same = seen.get((init, y))
            if same is not None:
                changed = True
                keep.append(False)
                rw.replace_all_uses_with(arg, same[0])
                rw.replace_all_uses_with(res, same[1])
                transfer.append(init)
                new_results.append(init)
                continue
            seen[(init, y)] = (arg, res)
            keep.append(True)
            new_inits.append(init)
            new_yields.append(y)
            transfer.append(None)
            new_results.append(None)
        if not changed:
            return rw.fail(op, "no iter_arg to fold")

        new = ForOp.build_for(op.operand(0), op.operand(1), op.operand(2), new_inits, loc=op.loc)
        new.properties, new.attributes = dict(op.properties), dict(op.attributes)
        rw.create_before(op, new)
        new_block = new.regions[0].blocks[0]
        transfer[0] = new_block.args[0]
        k = 0
        for i in range(len(new_results)):
            if transfer[1 + i] is None:
                transfer[1 + i] = new_block.args[1 + k]
                new_results[i] = new.results[k]
                k += 1
        if not new_inits:
            new_yield = new_block.last
            rw.inline_block_before(block, new_yield, transfer)
            rw.erase_op(new_yield.prev)
            rw.replace_op(op, new_results)
            return True
        rw.merge_blocks(block, new_block, transfer)
        merged = new_block.last
        rw.create_before(merged, YieldOp.build_yield([v for v, k in zip(merged.operands, keep) if k], merged.loc))
        rw.erase_op(merged)
        rw.replace_op(op, new_results)
        return True


class SimplifyTrivialLoops(RewritePattern):
    """Zero-trip loops become their inits; single-trip loops are inlined (iv -> lower bound);
    an empty loop running at least once that yields only outside values becomes those values.

        %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (f32) { %y = f(%i, %a) ; scf.yield %y }
      ==>
        %y = f(%c0, %x)                                  (%r -> %y)
    """

    root = "scf.for"

    def match_and_rewrite(self, op, rw):
        tc = op.static_trip_count()
        if tc is None:
            return rw.fail(op, "can't compute constant trip count")
        inits = op.operands[3:]
        if tc == 0:
            rw.replace_op(op, inits)
            return True
        if tc == 1:
            replace_op_with_region(rw, op, op.regions[0], [op.operand(0)] + inits)
            return True
        block = op.regions[0].blocks[0]
        if block.first is not block.last:
            return rw.fail(op, "the body is not empty")
        yielded = block.last.operands
        if not all(defined_outside(op, v) for v in yielded):
            return rw.fail(op, "the loop yields a value defined inside it")
        rw.replace_op(op, yielded)
        return True


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


ForOp.canonicalization_patterns = (ForOpIterArgsFolder, SimplifyTrivialLoops, ForOpTensorCastFolder)


