"""affine-loop-unroll-jam{unroll-jam-factor}: unroll the first loop nest's outermost affine.for and
jam the copies of each straight-line sub-block of its body (upstream's LoopUnrollAndJam /
loopUnrollJamByFactor).

    affine.for %i = 0 to 8 {                      affine.for %i = 0 to 8 step 2 {   (factor 2)
      affine.for %j = 0 to 4 {                      affine.for %j = 0 to 4 {
        S(%i, %j)                         ==>         S(%i, %j)
      }                                               %i1 = affine.apply (d0 + 1)(%i)
    }                                                 S(%i1, %j)
                                                    }
                                                  }

As upstream, only the outermost loop of the function's first op is transformed, a cleanup loop
runs the remaining iterations when the trip count is not a multiple of the factor, and loops
whose inner bounds depend on values defined inside the loop are left alone.

Unlike upstream (which checks no dependence), vecir refuses when the jam would run a dependence's
sink before its source (analysis/unroll_jam_legality.py: exact, per pair of accesses), and iter_args of the unroll-jammed loop
itself unless each is a supported reduction whose copies may all start from the init (idempotent
kinds, or an identity constant: upstream gives every copy the original init).  Copies' partial
results are combined after the loop as upstream; inner loops' iter_args get one set per copy; the reason is printed under
``VECIR_DEBUG_ONLY=affine-loop-unroll-jam``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.affine import AffineDimExpr, AffineMap
from ...ir.attrs import IntegerAttr
from ...ir.types import index
from ...passes.base import Pass, register_pass
from ...passes.options import typed
from .analysis.parallelism import supported_reductions
from .analysis.unroll_jam_legality import unroll_jam_legal
from .analysis.trip_count import constant_trip_count
from .debug import debug
from .loop_utils import largest_divisor_of_trip_count, make_apply, promote_if_single_iteration
from .unroll import _generate_cleanup_loop

DEBUG_TYPE = "affine-loop-unroll-jam"


def _control_operands(for_op):
    return list(for_op.lower_operands) + list(for_op.upper_operands)


def _defined_inside(value, for_op) -> bool:
    d = value.defining_op
    if d is not None:
        return for_op.is_ancestor_of(d)
    owner = getattr(value, "owner", None)
    blk = owner if owner is not None else None
    p = getattr(blk, "parent_op", None)
    while p is not None:
        if p is for_op:
            return True
        p = p.parent_op
    return False


def _inner_bounds_invariant(for_op) -> bool:
    for o in for_op.walk():
        if o.name == "affine.for" and o is not for_op:
            if any(_defined_inside(v, for_op) for v in _control_operands(o)):
                return False
    return True


def _sub_blocks(for_op) -> list[list]:
    """upstream's JamBlockGatherer: maximal runs of ops without an affine.for, in every block of
    the loop nest (descending into affine.for ops only), terminators excluded."""
    out = []

    def walk_block(block):
        ops = list(block.ops)[:-1]
        run = []
        for op in ops:
            if op.name == "affine.for":
                if run:
                    out.append(run)
                    run = []
                for r in op.regions:
                    for b in r.blocks:
                        walk_block(b)
            else:
                run.append(op)
        if run:
            out.append(run)

    for r in for_op.regions:
        for b in r.blocks:
            walk_block(b)
    return out


def _widen(loop, factor: int, mappings: list):
    """upstream's replaceWithAdditionalYields: a copy of ``loop`` with factor - 1 more sets of
    inits, iter_args, yielded values and results (fixed up once the copies exist)."""
    from ...dialects.affine.loops import ForOp
    inits = list(loop.inits)
    n = len(inits)
    new = ForOp.build_for(loop.lower_map, list(loop.lower_operands), loop.upper_map,
                          list(loop.upper_operands), loop.step_value, inits * factor, loc=loop.loc)
    loop.parent.insert_before(loop, new)
    body = loop.regions[0].blocks[0]
    for _ in range(factor - 1):
        for a in list(loop.region_iter_args)[:n]:
            body.add_argument(a.type, getattr(a, "loc", None))
    new.regions[0].blocks = []
    new.regions[0].take_body(loop.regions[0])
    yld = body.terminator
    yld.set_operands(list(yld.operands) * factor)
    for r, nr in zip(loop.results, new.results):
        r.replace_all_uses_with(nr)
    loop.erase()
    args = list(new.region_iter_args)
    res = list(new.results)
    for i in range(1, factor):
        for j in range(n):
            mappings[i - 1][args[j]] = args[i * n + j]
            mappings[i - 1][res[j]] = res[i * n + j]
    return new


IDEMPOTENT = ("maximumf", "minimumf", "maxnumf", "minnumf", "maxs", "mins", "maxu", "minu", "andi", "ori")
IDENTITY = {"addf": 0, "addi": 0, "mulf": 1, "muli": 1}


def _init_is_safe(kind: str, init) -> bool:
    if kind in IDEMPOTENT:
        return True
    d = init.defining_op
    if kind not in IDENTITY or d is None or d.name != "arith.constant":
        return False
    v = getattr(d.properties.get("value"), "value", None)
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v == IDENTITY[kind]


def loop_unroll_jam_by_factor(for_op, factor: int) -> bool:
    tc = constant_trip_count(for_op)
    if factor == 1:
        if tc == 1 and not promote_if_single_iteration(for_op):
            return False
        return True
    if len(for_op.regions[0].blocks[0]) == 1:
        return True
    if tc is not None and tc < factor:
        debug(DEBUG_TYPE, "trip count < unroll-jam factor")
        return False
    if not _inner_bounds_invariant(for_op):
        debug(DEBUG_TYPE, "an inner loop's bounds are defined inside the loop")
        return False
    reductions = supported_reductions(for_op) if len(for_op.inits) else []
    if len(reductions) != len(for_op.inits):
        debug(DEBUG_TYPE, "an iter_arg of the unroll-jammed loop is not a supported reduction")
        return False
    for red in reductions:
        if not _init_is_safe(red.kind, for_op.inits[red.iter_arg_pos]):
            # upstream gives every copy the original init: right only for idempotent
            # reductions or an identity init
            debug(DEBUG_TYPE, f"the '{red.kind}' reduction's init is not its identity")
            return False
    body = for_op.regions[0].blocks[0]
    combiners = [body.terminator.operands[r.iter_arg_pos].defining_op for r in reductions]
    ok, why = unroll_jam_legal(for_op, factor)
    if not ok:
        debug(DEBUG_TYPE, f"unroll-jam could violate a dependence: {why}")
        return False
    if largest_divisor_of_trip_count(for_op) % factor != 0:
        if len(for_op.lower_map.results) != 1 or len(for_op.upper_map.results) != 1:
            debug(DEBUG_TYPE, "a cleanup loop is needed but the bounds are max/min expressions")
            return False
        if not _generate_cleanup_loop(for_op, factor):
            return False
    mappings = [dict() for _ in range(factor - 1)]
    with_iter_args = []
    for o in [o for o in for_op.walk(post_order=True) if o.name == "affine.for" and len(o.inits)]:
        replaced = o is for_op
        with_iter_args.append(_widen(o, factor, mappings))
        if replaced:
            for_op = with_iter_args[-1]
    sub_blocks = _sub_blocks(for_op)
    step = for_op.step_value
    for_op.properties["step"] = IntegerAttr(step * factor, index)
    iv = for_op.induction_var
    # copies go right after each sub-block, in increasing order of the unrolled iteration
    for sb in sub_blocks:
        block = sb[-1].parent
        nxt = sb[-1].next_op if hasattr(sb[-1], "next_op") else None
        if nxt is None:
            ops = list(block.ops)
            nxt = ops[ops.index(sb[-1]) + 1]
        for i in range(1, factor):
            mapping = mappings[i - 1]
            if iv.has_uses:
                mapping[iv] = make_apply(AffineMap(1, 0, [AffineDimExpr(0) + i * step]), [iv],
                                         for_op.loc, nxt).results[0]
            for op in sb:
                block.insert_before(nxt, op.clone(mapping))
    for i in range(1, factor):
        mapping = mappings[i - 1]
        for loop in with_iter_args:
            n = len(loop.inits) // factor
            yld = loop.regions[0].blocks[0].terminator
            ncontrol = len(loop.operands) - len(loop.inits)
            for j in range(n):
                v = loop.operands[ncontrol + j]
                loop.set_operand(ncontrol + i * n + j, mapping.get(v, v))
                y = yld.operands[j]
                yld.set_operand(i * n + j, mapping.get(y, y))
    if reductions:
        n = len(for_op.results) // factor
        after = for_op
        for red, comb in zip(reductions, combiners):
            pos = red.iter_arg_pos
            first = for_op.results[pos]
            lhs = first
            new_ops = []
            for i in range(factor - 1, 0, -1):
                c = comb.clone({})
                c.set_operands([lhs, for_op.results[i * n + pos]])
                for_op.parent.insert_after(after, c)
                after = c
                new_ops.append(c)
                lhs = c.results[0]
            for use in list(first.uses):
                if use.owner not in new_ops:
                    use.owner.set_operand(use.index, lhs)
    promote_if_single_iteration(for_op)
    return True


@register_pass("affine-loop-unroll-jam", "Unroll and jam affine loops")
@dataclass
class AffineLoopUnrollJam(Pass):
    unroll_jam_factor: int = typed(4, "uint")
    display_name = "LoopUnrollAndJam"
    anchor = "func.func"

    def run(self, op) -> None:
        blocks = op.regions[0].blocks
        if not blocks:
            return
        ops = list(blocks[0].ops)
        if ops and ops[0].name == "affine.for":
            loop_unroll_jam_by_factor(ops[0], self.unroll_jam_factor)
