"""Hoisting of vector transfers out of scf.for (and, on memrefs, affine.for) loops (seed 001's hoisting step).

Two transformations, as upstream has them:

* :func:`hoist_redundant_vector_transfers` (upstream's linalg::hoistRedundantVectorTransfers,
  `transform.structured.hoist_redundant_vector_transfers`, pass ``hoist-redundant-vector-transfers``)
  works on memrefs, in scf.for and affine.for loops alike: a transfer_read / transfer_write pair of
  the same loop-invariant location, with no other possibly-aliasing access in the loop, becomes a
  read before the loop, a loop-carried vector (an scf.for / affine.for iter_arg), and a write after
  the loop:

      scf.for %i ... {                                  %v0 = vector.transfer_read %m[%c1, %c0]
        %r = vector.transfer_read %m[%c1, %c0]     ==>  %v = scf.for %i ... iter_args(%a = %v0) {
        %s = arith.addf %r, %x                            %s = arith.addf %a, %x ; scf.yield %s }
        vector.transfer_write %s, %m[%c1, %c0]          vector.transfer_write %v, %m[%c1, %c0]
      }

* :func:`hoist_redundant_vector_broadcasts` (upstream's linalg::hoistRedundantVectorBroadcasts,
  `transform.structured.hoist_redundant_vector_broadcasts`): an scf.for vector rebuilt each
  iteration by extract -> use -> broadcast is carried as the extracted vector. Where iree-opt 3.13
  miscompiles (the body keeps reading the hoisted extract; zero-trip loops return the broadcast of
  the extract), vecir reads the carried value and hoists only out of loops that surely run.

* :func:`hoist_loop_invariant_subsets` (upstream's hoistLoopInvariantSubsets,
  `transform.loop.hoist_loop_invariant_subsets`, pass ``loop-invariant-subset-hoisting``) works on
  tensors: along the chain of a loop-carried tensor, matching transfer_read (extraction) /
  transfer_write (insertion) pairs at loop-invariant indices, disjoint from every other access of
  the chain, turn the loop-carried tensor into loop-carried vectors — seed 001's
  `iter_args(%arg7 = %23) -> (tensor<4x4xf32>)` becoming four `vector<4xf32>` iter_args.

Subset ops recognised on tensors are vector.transfer_read / transfer_write and tensor.extract_slice /
insert_slice. A hoisted slice pair makes the loop carry the slice, whose own subset ops are then
hoisted in turn, so a loop that carries a whole tensor and works on one tile of it ends up carrying
the tile's vectors (seed 001's conv):

      scf.for ... iter_args(%t = %T) {                  %s = tensor.extract_slice %T[%i, 0] [1, 4]
        %s = tensor.extract_slice %t[%i, 0] [1, 4]      %v0 = vector.transfer_read %s[%c0, %c0]
        %v = vector.transfer_read %s[%c0, %c0]    ==>  %r = scf.for ... iter_args(%v = %v0) -> (vector<4xf32>) {..}
        %w = vector.transfer_write %u, %s[%c0, %c0]     %w = vector.transfer_write %r, %s[%c0, %c0]
        %n = tensor.insert_slice %w into %t[%i, 0]      %n = tensor.insert_slice %w into %T[%i, 0]
        scf.yield %n
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from ...ir.attrs import IntegerAttr
from ...ir.core import Operation, Value
from ...ir.types import MemRefType, RankedTensorType
from ...passes.base import Pass, register_pass
from . import _build as B


# -- small IR queries ------------------------------------------------------------------------------

def is_defined_outside(v: Value, loop: Operation) -> bool:
    """LoopLikeOpInterface::isDefinedOutsideOfLoop: ``v`` is not defined in ``loop``'s body."""
    blk = v.parent_block
    while blk is not None:
        parent = blk.parent_op
        if parent is loop:
            return False
        if parent is None:
            return True
        blk = parent.parent
    return True


def constant_int(v: Value) -> int | None:
    d = v.defining_op
    if d is not None and d.name == "arith.constant":
        a = d.properties.get("value")
        if isinstance(a, IntegerAttr):
            return int(a.value)
    return None


def base_and_offset(v: Value) -> tuple[Value | None, int]:
    """``v`` as (base value, constant offset): constants are (None, c); `affine.apply (d0) -> (d0 + c)`
    and `arith.addi %x, %c` are (%x, c); anything else is (v, 0) (the fully composed delta of upstream,
    for the index forms unrolling creates)."""
    c = constant_int(v)
    if c is not None:
        return None, c
    d = v.defining_op
    if d is not None and d.name == "affine.apply" and len(d.operands) == 1:
        m = d.properties["map"].value
        if m.num_dims == 1 and m.num_symbols == 0 and len(m.results) == 1:
            try:
                z = m.evaluate([0])[0]
                one = m.evaluate([1])[0]
            except Exception:  # noqa: BLE001 (non-affine-linear forms)
                return v, 0
            if one - z == 1 and all(m.evaluate([k])[0] == k + z for k in (2, 7, -5)):
                base, off = base_and_offset(d.operands[0])
                return base, off + z
    if d is not None and d.name == "arith.addi":
        for a, b in ((0, 1), (1, 0)):
            c = constant_int(d.operands[b])
            if c is not None:
                base, off = base_and_offset(d.operands[a])
                return base, off + c
    return v, 0


def constant_delta(a: Value, b: Value) -> int | None:
    """a - b when it is a known constant: the same base plus constants, or else (upstream's
    affine::fullyComposeAndComputeConstantDelta) `(d0, d1) -> (d0 - d1)` with both operands'
    affine.apply chains composed in simplifies to a constant, e.g. `(i floordiv 32) * 16 + 8` and
    `(i floordiv 32) * 16` are 8 apart."""
    if a is b:
        return 0
    ba, oa = base_and_offset(a)
    bb, ob = base_and_offset(b)
    if ba is bb:
        return oa - ob
    return _composed_delta(a, b)


def _composed_delta(a: Value, b: Value) -> int | None:
    if not any(v.defining_op is not None and v.defining_op.name == "affine.apply" for v in (a, b)):
        return None
    from ...dialects.affine._common import compose_affine_map_and_operands
    from ...ir.affine import AffineDimExpr, AffineMap

    m = AffineMap(2, 0, [AffineDimExpr(0) - AffineDimExpr(1)])
    m, _ = compose_affine_map_and_operands(m, [a, b])
    if len(m.results) == 1 and m.is_single_constant():
        return m.get_single_constant_result()
    return None


def _transfer_vector_type(op):
    return op.vector.type if op.name == "vector.transfer_read" else op.valueToStore.type


def is_disjoint_transfer_set(a: Operation, b: Operation) -> bool:
    """upstream's vector::isDisjointTransferSet: same base, and some index provably apart (leading
    dims: different; vector dims: at least the vector size apart)."""
    if a.base is not b.base:
        return False
    ta, tb = _transfer_vector_type(a), _transfer_vector_type(b)
    if ta is not tb:
        return False
    rank_offset = len(a.base.type.shape) - len(ta.shape)
    for i, (ia, ib) in enumerate(zip(a.indices, b.indices)):
        delta = constant_delta(ia, ib)
        if delta is None:
            continue
        if i < rank_offset:
            if delta != 0:
                return True
        elif abs(delta) >= ta.shape[i - rank_offset]:
            return True
    return False


def same_transfer_location(r: Operation, w: Operation) -> bool:
    return (list(r.indices) == list(w.indices) and _transfer_vector_type(r) is _transfer_vector_type(w)
            and r.permutation_map.value == w.permutation_map.value)


def _is_view_like(op: Operation | None) -> bool:
    return op is not None and op.name in ("memref.subview", "memref.cast", "memref.view", "memref.reinterpret_cast",
                                          "memref.expand_shape", "memref.collapse_shape", "memref.transpose",
                                          "memref.assume_alignment", "memref.memory_space_cast")


def _constant_bound(v: Value, upper: bool) -> int | None:
    """A constant (closed) upper / lower bound of index ``v``: the part of upstream's
    ValueBoundsConstraintSet::computeConstantBound hoisting needs. Constants bound both ways; an
    affine.min is at most each of its constant results, an affine.max at least each of its."""
    c = constant_int(v)
    if c is not None:
        return c
    d = v.defining_op
    if d is None or d.name not in ("affine.min", "affine.max", "affine.apply"):
        return None
    results = d.properties["map"].value.results
    consts = [e.value for e in results if e.kind == "constant"]
    if not consts:
        return None
    if len(consts) == len(results):  # all constant: the op's value is known
        return min(consts) if d.name == "affine.min" else max(consts)
    if d.name == "affine.min" and upper:
        return min(consts)
    if d.name == "affine.max" and not upper:
        return max(consts)
    return None


def static_trip_count_positive(loop: Operation) -> bool:
    """The loop surely runs at least once: the largest lower bound is below the smallest upper
    bound (upstream asks LoopLikeOpInterface::getLoopLowerBounds / getLoopUpperBounds, which
    affine.for answers only for constant bound maps, and bounds them with ValueBounds)."""
    if loop.name == "affine.for":
        lb, ub = loop.constant_bounds()
    else:
        lb, ub = _constant_bound(loop.operands[0], True), _constant_bound(loop.operands[1], False)
    return lb is not None and ub is not None and ub > lb


# -- scf.for / affine.for with more iter_args (LoopLikeOpInterface::replaceWithAdditionalYields) ---

def replace_with_additional_yields(rw, loop: Operation, new_inits: Sequence[Value],
                                   yield_fn: Callable[[list], list], replace_init_uses_in_loop: bool = True):
    """A copy of ``loop`` with ``new_inits`` appended to its iter_args, yielding ``yield_fn(new_args)``;
    the old loop's results are replaced by the new loop's leading results."""
    n_old = len(loop.results)
    if loop.name == "affine.for":
        # AffineForOp::replaceWithAdditionalYields: same bound maps, operands and step (and, as
        # iree-opt shows, the discardable attributes)
        from ...dialects.affine.loops import ForOp as AffineForOp

        inits = list(loop.inits) + list(new_inits)
        new = AffineForOp.build_for(loop.lower_map, list(loop.lower_operands), loop.upper_map,
                                    list(loop.upper_operands), loop.step_value, inits, loc=loop.loc)
        new.attributes = dict(loop.attributes)
    else:
        from ...dialects.scf.loops import ForOp

        inits = list(loop.operands[3:]) + list(new_inits)
        new = ForOp.build_for(loop.operands[0], loop.operands[1], loop.operands[2], inits, loc=loop.loc)
        new.properties = {k: v for k, v in loop.properties.items() if k != "operandSegmentSizes"}
        new.attributes = dict(loop.attributes)
    rw.create_before(loop, new)
    old_body = loop.regions[0].blocks[0]
    new_body = new.regions[0].blocks[0]
    new_args = list(new_body.args[1 + n_old:])
    yld = old_body.last
    extra = yield_fn(new_args)
    yld.set_operands(list(yld.operands) + list(extra))
    rw.merge_blocks(old_body, new_body, list(new_body.args[:1 + n_old]))
    if replace_init_uses_in_loop:
        for init, arg in zip(new_inits, new_args):
            for use in list(init.uses):
                if new.is_ancestor_of(use.owner) and use.owner is not new:
                    use.owner.set_operand(use.index, arg)
    rw.replace_op(loop, list(new.results[:n_old]))
    return new


# -- memrefs: hoistRedundantVectorTransfers ---------------------------------------------------------

def _forward_slice(op: Operation) -> list[Operation]:
    """getForwardSlice: the transitive users of ``op``'s results (and of ops' regions), in topological order."""
    seen: list[Operation] = []
    seen_set: set[int] = set()

    def visit(o: Operation) -> None:
        for r in o.results:
            for u in r.users:
                if id(u) in seen_set:
                    continue
                seen_set.add(id(u))
                visit(u)
                seen.append(u)

    visit(op)
    seen.reverse()
    return seen


def _no_aliasing_use_in_loop(read: Operation, loop: Operation) -> bool:
    source = read.base
    while _is_view_like(source.defining_op):
        source = source.defining_op.operands[0]
    from ...rewrite.driver import is_memory_effect_free

    users, processed = list(source.users), set()
    while users:
        u = users.pop()
        if id(u) in processed:
            continue
        processed.add(id(u))
        if _is_view_like(u):
            users.extend(u.results[0].users)
            continue
        if is_memory_effect_free(u) or u.name == "vector.transfer_read":
            continue
        if not loop.is_ancestor_of(u):
            continue
        return False
    return True


def _try_hoist_read(read: Operation, rw, verify_non_zero_trip: bool) -> bool:
    if not isinstance(read.base.type, MemRefType):
        return False
    loop = read.parent_op
    if loop is None or loop.name not in ("scf.for", "affine.for"):
        return False
    if verify_non_zero_trip and not static_trip_count_positive(loop):
        return False
    if read.mask is not None:
        return False
    if not all(is_defined_outside(v, loop) for v in read.indices):
        return False
    write = None
    for o in reversed(_forward_slice(read)):
        if o.name == "vector.transfer_write" and o.base is read.base:
            write = o
    if not all(is_defined_outside(v, loop) for v in read.operands):
        return False
    if write is None:
        if _no_aliasing_use_in_loop(read, loop):
            read.move_before(loop)
        return False
    if not same_transfer_location(read, write):
        return False
    if _is_view_like(read.base.defining_op) or _is_view_like(write.base.defining_op):
        return False
    if not _properly_dominates(read, write):
        return False
    for use in list(read.base.uses):
        u = use.owner
        if not loop.is_ancestor_of(u) or u is read or u is write:
            continue
        if u.name in ("vector.transfer_write", "vector.transfer_read"):
            if not is_disjoint_transfer_set(write, u):
                return False
        else:
            return False
    read.move_before(loop)
    write.move_after(loop)
    new = replace_with_additional_yields(rw, loop, [read.results[0]], lambda args: [write.valueToStore])
    write.set_operand(0, new.results[-1])
    return True


def _properly_dominates(a: Operation, b: Operation) -> bool:
    """a properly dominates b within structured control flow: a is before b's ancestor in a's block."""
    blk = a.parent
    o = b
    while o is not None and o.parent is not blk:
        o = o.parent_op
    return o is not None and o is not a and a.is_before_in_block(o)


def hoist_redundant_vector_transfers(root: Operation, verify_non_zero_trip: bool = False) -> None:
    """upstream's linalg::hoistRedundantVectorTransfers (memrefs), to a fixed point."""
    from ...rewrite.pattern import Rewriter
    from ..licm import move_loop_invariant_code
    from ...ir.op import LoopLike

    rw = Rewriter()
    changed = True
    while changed:
        changed = False
        for loop in [o for o in root.walk(post_order=True) if LoopLike in type(o).traits and o is not root]:
            move_loop_invariant_code(loop)
        for read in [o for o in root.walk() if o.name == "vector.transfer_read"]:
            if read.parent is None:
                continue
            if _try_hoist_read(read, rw, verify_non_zero_trip):
                changed = True
                break


# -- vectors: hoistRedundantVectorBroadcasts -------------------------------------------------------

def _replace_with_different_yield(rw, loop: Operation, new_init: Value, index: int, new_yield: Value) -> Operation:
    """upstream's replaceWithDifferentYield: ``loop`` with init ``index`` replaced by ``new_init`` and
    yielding ``new_yield`` there (the carried type may change); discardable attributes are dropped."""
    from ...dialects.scf.loops import ForOp

    inits = list(loop.operands[3:])
    inits[index] = new_init
    new = ForOp.build_for(loop.operands[0], loop.operands[1], loop.operands[2], inits, loc=loop.loc)
    new.properties = {k: v for k, v in loop.properties.items() if k != "operandSegmentSizes"}
    rw.create_before(loop, new)
    old_body, new_body = loop.regions[0].blocks[0], new.regions[0].blocks[0]
    old_body.last.set_operand(index, new_yield)
    rw.merge_blocks(old_body, new_body, list(new_body.args))
    rw.replace_op(loop, list(new.results))
    return new


def _try_hoist_broadcast(ext: Operation, rw) -> bool:
    from ...ir.core import BlockArgument

    loop = ext.parent_op
    if loop is None or loop.name != "scf.for":
        return False
    arg = ext.operands[0]
    body = loop.regions[0].blocks[0]
    if not isinstance(arg, BlockArgument) or arg.owner is not body or arg.index == 0:
        return False
    if len(list(arg.uses)) != 1:
        return False
    index = arg.index - 1
    bc = body.last.operands[index].defining_op
    if bc is None or bc.name != "vector.broadcast" or len(list(bc.results[0].uses)) != 1:
        return False
    if bc.operands[0].type != ext.results[0].type:
        return False
    if not all(is_defined_outside(v, loop) for v in ext.operands[1:]):
        return False
    # vecir keeps the semantics where upstream (IREE 3.13) does not: a loop that may run zero times
    # would return broadcast(extract(init)) instead of init, so it stays
    if not static_trip_count_positive(loop):
        return False
    ext.set_operand(0, loop.operands[3 + index])
    ext.move_before(loop)
    bc.move_after(loop)
    new = _replace_with_different_yield(rw, loop, ext.results[0], index, bc.operands[0])
    # ... and the loop body reads the carried value, not the extract of the first iteration
    # (upstream leaves those uses on the hoisted extract)
    carried = new.regions[0].blocks[0].args[1 + index]
    for use in list(ext.results[0].uses):
        if use.owner is not new and new.is_ancestor_of(use.owner):
            use.owner.set_operand(use.index, carried)
    rw.replace_all_uses_with(new.results[index], bc.results[0])
    bc.set_operand(0, new.results[index])
    return True


def hoist_redundant_vector_broadcasts(root: Operation) -> None:
    """upstream's linalg::hoistRedundantVectorBroadcasts: an scf.for carrying a vector that each
    iteration extracts (at a loop-invariant position) and rebuilds by broadcasting carries the
    extracted vector instead; the extract moves before the loop, the broadcast after it."""
    from ...ir.op import LoopLike
    from ...rewrite.pattern import Rewriter
    from ..licm import move_loop_invariant_code

    rw = Rewriter()
    changed = True
    while changed:
        changed = False
        for loop in [o for o in root.walk(post_order=True) if LoopLike in type(o).traits and o is not root]:
            move_loop_invariant_code(loop)
        for ext in [o for o in root.walk() if o.name == "vector.extract"]:
            if ext.parent is not None and _try_hoist_broadcast(ext, rw):
                changed = True
                break


# -- tensors: hoistLoopInvariantSubsets -------------------------------------------------------------

def _chunk(op: Operation) -> list[int]:
    """getTransferChunkAccessed: the extent accessed along each source dim (0 for unused dims)."""
    pmap = op.permutation_map.value
    sizes = [0] * pmap.num_dims
    for e, n in zip(pmap.results, _transfer_vector_type(op).shape):
        if hasattr(e, "position"):
            sizes[e.position] = n
    return sizes


_EXTRACTIONS = ("vector.transfer_read", "tensor.extract_slice")
_SLICES = ("tensor.extract_slice", "tensor.insert_slice")


def _hyperrectangle(op: Operation):
    """The accessed box (offsets, extents) of a subset op: a transfer's indices and chunk (1 along the
    dims its vector does not span), a slice's
    offsets and `(size - 1) * stride + 1` (None where not a known constant)."""
    if op.name in _SLICES:
        offs = op.mixed_offsets
        ext = [(s - 1) * t + 1 if isinstance(s, int) and isinstance(t, int) else None
               for s, t in zip(op.mixed_sizes, op.mixed_strides)]
        return offs, ext
    return list(op.indices), [max(1, n) for n in _chunk(op)]  # one element along non-vector dims


def _offset_delta(a, b) -> int | None:
    if isinstance(a, int) or isinstance(b, int):
        ca = a if isinstance(a, int) else constant_int(a)
        cb = b if isinstance(b, int) else constant_int(b)
        return ca - cb if ca is not None and cb is not None else None
    return constant_delta(a, b)


def _same_fold_result(a, b) -> bool:
    if isinstance(a, int) or isinstance(b, int):
        return _offset_delta(a, b) == 0
    return a is b or constant_delta(a, b) == 0


def _equivalent_subset(a: Operation, b: Operation) -> bool:
    if (a.name in _SLICES) != (b.name in _SLICES):
        return False
    if a.name in _SLICES:
        return all(len(x) == len(y) and all(_same_fold_result(p, q) for p, q in zip(x, y))
                   for x, y in ((a.mixed_offsets, b.mixed_offsets), (a.mixed_sizes, b.mixed_sizes),
                                (a.mixed_strides, b.mixed_strides)))
    return all(constant_delta(x, y) == 0 for x, y in zip(a.indices, b.indices)) and _chunk(a) == _chunk(b)


def _disjoint_subset(a: Operation, b: Operation) -> bool:
    (oa, ea), (ob, eb) = _hyperrectangle(a), _hyperrectangle(b)
    for x, y, sa, sb in zip(oa, ob, ea, eb):
        d = _offset_delta(x, y)  # offset(a) - offset(b)
        if d is None or sa is None or sb is None:
            continue
        if d >= sb or -d >= sa:
            return True
    return False


def _is_subset_op(op: Operation) -> bool:
    """SubsetOpInterface ops on tensors: transfers on tensors and tensor slices."""
    if op.name in _SLICES:
        return True
    return op.name in ("vector.transfer_read", "vector.transfer_write") and \
        isinstance(op.base.type, RankedTensorType)


def _extracted(op: Operation) -> Value:
    return op.results[0]


def _inserted(op: Operation) -> Value:
    """The value an insertion stores (its source operand)."""
    return op.operands[0]


def _subset_source(op: Operation) -> Value:
    """The tensor an extraction reads / an insertion updates."""
    return op.operands[0] if op.name in _EXTRACTIONS else op.operands[1]


class _MatchingSubsets:
    def __init__(self) -> None:
        self.extractions: list = []
        self.insertions: list = []
        self.all: list = []

    def insert(self, op: Operation, collect: bool) -> None:
        self.all.append(op)
        if not collect:
            return
        mine, other = (self.extractions, self.insertions) if op.name in _EXTRACTIONS \
            else (self.insertions, self.extractions)
        for k, o in enumerate(other):
            if o is not None and _equivalent_subset(o, op):
                mine[k] = op
                return
        mine.append(op)
        other.append(None)

    def hoistable(self):
        for ext, ins in zip(self.extractions, self.insertions):
            if ext is not None and ins is not None and _extracted(ext).type != _inserted(ins).type:
                continue
            if all(o is ext or o is ins or ((ext is None or _disjoint_subset(o, ext))
                                            and (ins is None or _disjoint_subset(o, ins))) for o in self.all):
                yield ext, ins

    def populate(self, loop: Operation, iter_arg: Value, collect: bool = True) -> bool:
        value = iter_arg
        while True:
            uses = list(value.uses)
            if len(uses) == 1 and uses[0].owner.name == "scf.yield":
                break
            nxt = None
            for use in uses:
                u = use.owner
                if u.name == "scf.for":
                    k = use.index - 3
                    if k < 0 or not self.populate(u, u.regions[0].blocks[0].args[1 + k], collect=False):
                        return False
                    nxt = u.results[k]
                    continue
                if not _is_subset_op(u):
                    return False
                if u.name in _EXTRACTIONS and use.index != 0:  # an offset, not the source
                    return False
                self.insert(u, collect)
                if u.name not in _EXTRACTIONS:
                    if use.index != 1:  # must be the destination
                        return False
                    if nxt is not None:
                        return False
                    nxt = u.results[0]
            if nxt is None:
                return False
            value = nxt
        yld = uses[0]
        body = loop.regions[0].blocks[0]
        return yld.owner is body.last and yld.index == list(body.args).index(iter_arg) - 1


def _hoist_subsets_at(rw, loop: Operation, idx: int) -> Operation:
    subsets = _MatchingSubsets()
    if not subsets.populate(loop, loop.regions[0].blocks[0].args[1 + idx]):
        return loop
    for ext, ins in list(subsets.hoistable()):
        if ext is not None and not all(is_defined_outside(v, loop) or v is _subset_source(ext) for v in ext.operands):
            ext = None
        if ins is not None and not all(is_defined_outside(v, loop) or v is _subset_source(ins) or v is _inserted(ins)
                                       for v in ins.operands):
            ins = None
        if ext is None or ins is None:
            continue
        loop = replace_with_additional_yields(rw, loop, [_extracted(ext)], lambda args, ins=ins: [_inserted(ins)])
        loop_result = loop.results[idx]
        new_result = loop.results[-1]
        ext.move_before(loop)
        ins.move_after(loop)
        rw.replace_all_uses_with(ins.results[0], _subset_source(ins))
        ext.set_operand(0, loop.operands[3 + idx])
        rw.replace_all_uses_with(loop_result, ins.results[0])
        ins.set_operand(0, new_result)
        ins.set_operand(1, loop_result)
    return loop


def hoist_loop_invariant_subsets(loop: Operation, rw=None) -> Operation:
    """upstream's hoistLoopInvariantSubsets on one scf.for; returns the (new) loop."""
    from ...rewrite.pattern import Rewriter

    rw = rw or Rewriter()
    i = 0
    while i < len(loop.results):
        loop = _hoist_subsets_at(rw, loop, i)
        i += 1
    return loop


# -- named passes -----------------------------------------------------------------------------------

@register_pass("hoist-redundant-vector-transfers",
               "Hoist redundant transfer_read/transfer_write pairs on memrefs out of scf.for / affine.for "
               "(transform.structured.hoist_redundant_vector_transfers)")
@dataclass
class HoistRedundantVectorTransfers(Pass):
    verify_non_zero_trip: bool = False

    def run(self, op: Operation) -> None:
        B.load_dialects()
        funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
        for f in funcs:
            hoist_redundant_vector_transfers(f, self.verify_non_zero_trip)


@register_pass("hoist-redundant-vector-broadcasts",
               "Hoist extract/broadcast pairs of a loop-carried vector out of scf.for "
               "(transform.structured.hoist_redundant_vector_broadcasts; no upstream pass)")
@dataclass
class HoistRedundantVectorBroadcasts(Pass):
    def run(self, op: Operation) -> None:
        B.load_dialects()
        funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
        for f in funcs:
            hoist_redundant_vector_broadcasts(f)


@register_pass("loop-invariant-subset-hoisting",
               "Hoist loop-invariant subset ops (transfer_read/transfer_write on tensors) out of scf.for "
               "(transform.loop.hoist_loop_invariant_subsets)")
@dataclass
class LoopInvariantSubsetHoisting(Pass):
    def run(self, op: Operation) -> None:
        B.load_dialects()
        for loop in [o for o in op.walk(post_order=True) if o.name == "scf.for"]:
            if loop.parent is not None:
                hoist_loop_invariant_subsets(loop)
