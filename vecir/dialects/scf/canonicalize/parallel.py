"""scf.parallel and scf.forall canonicalization (upstream's ParallelOpSingleOrZeroIterationDimsFolder,
MergeNestedParallelLoops, DimOfForallOp, FoldTensorCastOfOutputIntoForallOp,
ForallOpControlOperandsFolder, ForallOpIterArgsFolder, ForallOpSingleOrZeroIterationDimsFolder,
ForallOpReplaceConstantInductionVar)."""

from __future__ import annotations

from ....ir.attrs import DenseArrayAttr
from ....ir.core import Block, Region
from ....ir.types import i32, i64, index
from ....rewrite.pattern import RewritePattern
from ..common import constant_int, constant_trip_count
from ..parallel import DYNAMIC, ForallOp, ParallelOp, ReduceOp, _segments, _updated_destinations
from ._util import create_constant


def _clone_region_before(rw, region: Region, dest: Region, mapping: dict) -> None:
    """OpBuilder::cloneRegionBefore at the start of ``dest``: block arguments already in
    ``mapping`` are dropped from the copies; each copied op is reported, pre-order."""
    new_blocks = []
    for b in region.blocks:
        nb = Block()
        for a in b.args:
            if a not in mapping:
                mapping[a] = nb.add_argument(a.type, a.loc)
        mapping[b] = nb
        new_blocks.append(nb)
    for b, nb in zip(region.blocks, new_blocks):
        for op in b.ops:
            nb.append(op.clone(mapping))
    for i, nb in enumerate(new_blocks):
        dest.insert_block(i, nb)
        for op in nb.ops:
            if op.successors:
                op.successors = [mapping.get(s, s) for s in op.successors]
    for nb in new_blocks:
        for op in list(nb.ops):
            for o in op.walk():
                rw.listener.notify_inserted(o)


# ------------------------------------------------------------------------------------------------
# scf.parallel


class ParallelOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """A dimension without iterations makes the loop its init values; dimensions with one
    iteration are dropped (their induction variable becomes the lower bound), and a loop left
    without dimensions is inlined with its reductions.

        scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) { "use"(%i, %j) }
      ==>
        scf.parallel (%i) = (%c0) to (%n) step (%c1) { "use"(%i, %c0) }
    """

    root = "scf.parallel"

    def match_and_rewrite(self, op, rw):
        lbs, ubs, steps, inits = _segments(op)
        body = op.regions[0].blocks[0]
        mapping: dict = {}
        nlbs, nubs, nsteps = [], [], []
        for lb, ub, st, iv in zip(lbs, ubs, steps, body.args):
            n = constant_trip_count(lb, ub, st, signed=True)
            if n == 0:
                rw.replace_op(op, inits)
                return True
            if n == 1:
                mapping[iv] = lb
                continue
            nlbs.append(lb)
            nubs.append(ub)
            nsteps.append(st)
        if len(nlbs) == len(lbs):
            return rw.fail(op, "no dimension runs zero or one time")
        if not nlbs:
            results = []
            rw.set_before(op)
            for o in list(body.ops)[:-1]:
                rw.clone_op(o, mapping)
            red = body.last
            for i, r in enumerate(red.regions):
                rb = r.blocks[0]
                mapping[rb.args[0]] = inits[len(results)]
                mapping[rb.args[1]] = mapping.get(red.operand(i), red.operand(i))
                for o in list(rb.ops)[:-1]:
                    rw.clone_op(o, mapping)
                v = rb.last.operand(0)
                results.append(mapping.get(v, v))
            rw.replace_op(op, results)
            return True
        new = ParallelOp.build_parallel(nlbs, nubs, nsteps, inits, loc=op.loc)
        rw.create_before(op, new)
        rw.erase_block(new.regions[0].blocks[0])
        _clone_region_before(rw, op.regions[0], new.regions[0], mapping)
        rw.replace_op(op, new.results)
        return True


class MergeNestedParallelLoops(RewritePattern):
    """An scf.parallel whose body is only another scf.parallel (bounds independent of the outer
    induction variables, no reductions) becomes one loop over both sets of dimensions.

        scf.parallel (%i) = (%a) to (%b) step (%s) { scf.parallel (%j) = (%c) to (%d) step (%t) { A } }
      ==>
        scf.parallel (%i, %j) = (%a, %c) to (%b, %d) step (%s, %t) { A }
    """

    root = "scf.parallel"

    def match_and_rewrite(self, op, rw):
        outer = op.regions[0].blocks[0]
        inner = outer.first
        if inner is None or inner.next is not outer.last:
            return rw.fail(op, "the body does not hold exactly one op")
        if not isinstance(inner, ParallelOp):
            return rw.fail(op, "the body's op is not an scf.parallel")
        ilbs, iubs, isteps, iinits = _segments(inner)
        for a in outer.args:
            if any(v is a for v in ilbs + iubs + isteps):
                return rw.fail(op, "the inner bounds use an outer induction variable")
        olbs, oubs, osteps, oinits = _segments(op)
        if oinits or iinits:
            return rw.fail(op, "reductions are not supported")
        new = ParallelOp.create(olbs + ilbs + oubs + iubs + osteps + isteps, [],
                                {"operandSegmentSizes": DenseArrayAttr(
                                    i32, [len(olbs) + len(ilbs), len(oubs) + len(iubs), len(osteps) + len(isteps), 0])},
                                {}, [Region([Block([index] * (len(olbs) + len(ilbs)))])], loc=op.loc)
        nb = new.regions[0].blocks[0]
        ib = inner.regions[0].blocks[0]
        mapping = dict(zip(outer.args, nb.args[:len(outer.args)]))
        mapping.update(zip(ib.args, nb.args[len(outer.args):]))
        for o in list(ib.ops)[:-1]:
            nb.append(o.clone(mapping))  # built before insertion: nothing is reported
        nb.append(ReduceOp.create(loc=op.loc))
        rw.replace_op_with_new(op, new)
        return True


# ------------------------------------------------------------------------------------------------
# scf.forall


def _ofr_int(x) -> int | None:
    return x if isinstance(x, int) else constant_int(x)


def _mixed_trip_count(lb, ub, step) -> int | None:
    """constantTripCount (signed, with computeUbMinusLb) on OpFoldResults: ints or index Values."""
    from ..common import _ub_minus_lb

    st = _ofr_int(step)
    if st == 0:
        return None
    if not isinstance(lb, int) and lb is ub:
        return 0
    lo, hi = _ofr_int(lb), _ofr_int(ub)
    if lo is not None:
        if hi is None:
            return None
        if hi <= lo:
            return 0
        diff = hi - lo
    else:
        if hi is not None or isinstance(ub, int):
            return None
        diff = _ub_minus_lb(lb, ub, True)
        if diff is None:
            return None
        if diff < 0:
            return 0
    if st is None or st < 0:
        return None
    return -(-diff // st)


def _value_or_constant(rw, anchor, x):
    """getValueOrCreateConstantIndexOp."""
    return create_constant(rw, anchor, x, index, anchor.loc) if isinstance(x, int) else x


class DimOfForallOp(RewritePattern):
    """`tensor.dim` of an scf.forall result reads the matching shared output instead.

        %r = scf.forall ... shared_outs(%o = %t) ... ; %d = tensor.dim %r, %c0
      ==>
        %d = tensor.dim %t, %c0
    """

    root = "tensor.dim"

    def match_and_rewrite(self, op, rw):
        f = op.operand(0).defining_op
        if not isinstance(f, ForallOp):
            return rw.fail(op, "the source is not an scf.forall result")
        out = _segments(f)[3][op.operand(0).index]
        rw.modify_in_place(op, lambda: op.set_operand(0, out))
        return True


class FoldTensorCastOfOutputIntoForallOp(RewritePattern):
    """A shared output coming from a `tensor.cast` that loses static sizes takes the cast's
    source; the body casts its argument back and the results are cast after the loop.

        %o = tensor.cast %t : tensor<2xi32> to tensor<?xi32>
        %r = scf.forall (%i) in (2) shared_outs(%a = %o) -> tensor<?xi32> { ... into %a ... }
      ==>
        %n = scf.forall (%i) in (2) shared_outs(%a2 = %t) -> tensor<2xi32> {
          %a = tensor.cast %a2 : tensor<2xi32> to tensor<?xi32> ... into %a2 ... }
        %r = tensor.cast %n : tensor<2xi32> to tensor<?xi32>
    """

    root = "scf.forall"
    generates = ("tensor.cast",)

    def match_and_rewrite(self, op, rw):
        from ...tensor.basic import CastOp, preserves_static_information

        lbs, ubs, steps, outs = op._mixed()
        casts: dict[int, object] = {}
        new_outs = list(outs)
        for k, o in enumerate(outs):
            c = o.defining_op
            if not isinstance(c, CastOp) or not preserves_static_information(c.results[0].type, c.operand(0).type):
                continue
            casts[k] = c.results[0].type
            new_outs[k] = c.operand(0)
        if not casts:
            return rw.fail(op, "no shared output comes from a foldable tensor.cast")

        new = ForallOp.build_forall(lbs, ubs, steps, new_outs, op.mapping, loc=op.loc)
        block = new.regions[0].blocks[0]
        block.last.erase()  # the builder's terminator: the old body brings its own
        rank = op.rank
        body_args = list(block.args[:rank])
        for k, a in enumerate(block.args[rank:]):
            if k in casts:  # built with the loop, before it is inserted: nothing is reported
                a = block.append(CastOp.create([a], [casts[k]], loc=op.loc)).results[0]
            body_args.append(a)
        rw.merge_blocks(op.regions[0].blocks[0], block, body_args)
        rw.create_before(op, new)
        for y, arg in zip(block.last.regions[0].blocks[0].ops, new.region_out_args):
            if _updated_destinations(y) is not None:
                y.set_operand(1, arg)
        results = list(new.results)
        anchor = op
        for k, t in casts.items():
            results[k] = rw.create_before(anchor, CastOp.create([results[k]], [t], loc=op.loc)).results[0]
        rw.replace_op(op, results)
        return True


class ForallOpControlOperandsFolder(RewritePattern):
    """Constant dynamic bounds become static:

        scf.forall (%i) = (%c0) to (%n) step (%c1)   ==>   scf.forall (%i) in (%n)
    """

    root = "scf.forall"

    def match_and_rewrite(self, op, rw):
        lbs, ubs, steps, outs = op._mixed()
        folded = [[x if isinstance(x, int) or constant_int(x) is None else constant_int(x) for x in xs]
                  for xs in (lbs, ubs, steps)]
        if all(a == b if isinstance(a, int) else a is b for xs, ys in zip((lbs, ubs, steps), folded)
               for a, b in zip(xs, ys)):
            return rw.fail(op, "no constant dynamic bound")

        def update():
            dyn, sizes = [], []
            for name, xs in zip(("staticLowerBound", "staticUpperBound", "staticStep"), folded):
                vals = [x for x in xs if not isinstance(x, int)]
                op.properties[name] = DenseArrayAttr(i64, [x if isinstance(x, int) else DYNAMIC for x in xs])
                dyn += vals
                sizes.append(len(vals))
            op.set_operands(dyn + list(outs))
            op.properties["operandSegmentSizes"] = DenseArrayAttr(i32, sizes + [len(op.results)])

        rw.modify_in_place(op, update)
        return True


def _combining_ops(arg) -> list:
    """ForallOp::getCombiningOps: users of a shared output argument that combine into it."""
    return [u.owner for u in arg.uses if _updated_destinations(u.owner) is not None]


class ForallOpIterArgsFolder(RewritePattern):
    """Shared outputs whose result is unused, or that no op in the terminator writes, are
    dropped: their uses read the init tensor instead.

        %r:2 = scf.forall ... shared_outs(%a = %x, %b = %y) { ... in_parallel { insert into %b } }
      ==>
        %r = scf.forall ... shared_outs(%b = %y) { ... (%a -> %x) }                (%r#0 -> %x)
    """

    root = "scf.forall"

    def match_and_rewrite(self, op, rw):
        outs = _segments(op)[3]
        args = list(op.region_out_args)
        drop = [not r.has_uses or not _combining_ops(a) for r, a in zip(op.results, args)]
        if not any(drop):
            return rw.fail(op, "every shared output is used and written")
        for a, d in zip(args, drop):
            if d:
                for c in _combining_ops(a):
                    rw.erase_op(c)
        for a, r, o, d in zip(args, op.results, outs, drop):
            if d:
                rw.replace_all_uses_with(a, o)
                rw.replace_all_uses_with(r, o)
        body = op.regions[0].blocks[0]

        def erase_args():
            for a, d in reversed(list(zip(args, drop))):
                if d:
                    body.erase_argument(a.index)

        rw.modify_in_place(op, erase_args)
        new = rw.erase_op_results(op, drop)
        lbs, ubs, steps, _ = _segments(new)
        keep = [o for o, d in zip(outs, drop) if not d]
        new.set_operands(lbs + ubs + steps + keep)
        new.properties["operandSegmentSizes"] = DenseArrayAttr(i32, [len(lbs), len(ubs), len(steps), len(keep)])
        return True


class ForallOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """Without a mapping: a dimension with no iteration makes the loop its outputs; dimensions
    with one iteration are dropped (iv -> lower bound); a loop left without dimensions is
    promoted (parallel_insert_slice -> insert_slice).

        scf.forall (%i, %j) in (%n, 1) shared_outs(...) { A(%i, %j) }
      ==>
        scf.forall (%i) in (%n) shared_outs(...) { A(%i, %c0) }
    """

    root = "scf.forall"

    def match_and_rewrite(self, op, rw):
        m = op.mapping
        if m is not None and len(m.value):
            return rw.fail(op, "the loop is mapped to processing units")
        lbs, ubs, steps, outs = op._mixed()
        body = op.regions[0].blocks[0]
        mapping: dict = {}
        nl, nu, ns = [], [], []
        for lb, ub, st, iv in zip(lbs, ubs, steps, body.args):
            n = _mixed_trip_count(lb, ub, st)
            if n == 0:
                rw.replace_op(op, outs)
                return True
            if n == 1:
                mapping[iv] = _value_or_constant(rw, op, lb)
                continue
            nl.append(lb)
            nu.append(ub)
            ns.append(st)
        if not nl:
            promote_forall(rw, op)
            return True
        if len(nl) == op.rank:
            return rw.fail(op, "no dimensions have 0 or 1 iterations")
        new = ForallOp.build_forall(nl, nu, ns, outs, None, loc=op.loc)
        rw.create_before(op, new)
        new.regions[0].blocks.clear()
        skip = ("operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")
        for k, v in list(op.properties.items()) + list(op.attributes.items()):
            if k not in skip:
                rw.modify_in_place(new, lambda k=k, v=v: new.set_attr(k, v))
        _clone_region_before(rw, op.regions[0], new.regions[0], mapping)
        rw.replace_op(op, new.results)
        return True


def promote_forall(rw, op) -> None:
    """scf::promote: inline the body of a single-iteration scf.forall, turning the
    parallel_insert_slice ops of its terminator into tensor.insert_slice."""
    from ...tensor.slice import InsertSliceOp, ParallelInsertSliceOp

    term = op.regions[0].blocks[0].last
    lbs = [_value_or_constant(rw, op, x) for x in op._mixed()[0]]
    outs = _segments(op)[3]
    rw.inline_block_before(op.regions[0].blocks[0], op, lbs + list(outs))
    results = []
    anchor = op.next
    for y in list(term.regions[0].blocks[0].ops):
        if not isinstance(y, ParallelInsertSliceOp):
            continue
        new = InsertSliceOp.create(list(y.operands), [y.operand(1).type], dict(y.properties), {}, loc=op.loc)
        if anchor is None:
            with rw.saved():
                rw.set_at_end(op.parent)
                rw.insert(new)
        else:
            rw.create_before(anchor, new)
        results.append(new.results[0])
    for r, v in zip(op.results, results):
        rw.replace_all_uses_with(r, v)
    rw.erase_op(term)
    rw.erase_op(op)


class ForallOpReplaceConstantInductionVar(RewritePattern):
    """A used induction variable of a single-iteration dimension becomes its lower bound.

        scf.forall (%i, %j) = (0, 0) to (1, %n) step (1, 1) { use(%i) }   ==>   { use(%c0) }
    """

    root = "scf.forall"

    def match_and_rewrite(self, op, rw):
        lbs, ubs, steps, _ = op._mixed()
        changed = False
        for lb, ub, st, iv in zip(lbs, ubs, steps, op.regions[0].blocks[0].args):
            if not iv.has_uses or _mixed_trip_count(lb, ub, st) != 1:
                continue
            rw.replace_all_uses_with(iv, _value_or_constant(rw, op, lb))
            changed = True
        return changed or rw.fail(op, "no used induction variable with a single iteration")


ParallelOp.canonicalization_patterns = (ParallelOpSingleOrZeroIterationDimsFolder, MergeNestedParallelLoops)
ForallOp.canonicalization_patterns = (DimOfForallOp, FoldTensorCastOfOutputIntoForallOp, ForallOpControlOperandsFolder,
                                      ForallOpIterArgsFolder, ForallOpSingleOrZeroIterationDimsFolder,
                                      ForallOpReplaceConstantInductionVar)
