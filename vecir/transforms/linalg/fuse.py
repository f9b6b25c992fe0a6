"""Producer fusion of tensor.pad into tile loops (upstream's TilingInterface model of tensor.pad,
`tensor::bubbleUpPadSlice`, and what `transform.structured.fuse_into_containing_op` does with it).

A tile of a padded tensor is an extract_slice of the pad's result; the slice is rewritten into a
slice of the pad's *source* padded by the part of the tile that lies in the padding:

    %p = tensor.pad %src low[0, 0] high[0, 1] { tensor.yield %cst } : tensor<9x3xf32> to tensor<10x3xf32>
    scf.for %i ... {
      %t = tensor.extract_slice %p[%o, 0] [3, 3] [1, 1] : tensor<10x3xf32> to tensor<3x3xf32>
  ->
      %off = affine.min (d0) -> (d0, 9) (%o)                   (clamped into the source)
      %len = affine.min (d0) -> (-d0 + 9, 3) (%off)            (what is left of the source)
      %z = arith.cmpi eq, %len, %c0 : index
      %hi = affine.apply (d0) -> (-d0 + 3) (%len)              (the rest is padding)
      %t = scf.if %z -> (tensor<3x3xf32>) {                    (the tile lies wholly in the padding)
        %g = tensor.generate { tensor.yield %cst } : tensor<3x3xf32>
      } else {
        %s = tensor.extract_slice %src[%off, 0] [%len, 3] [1, 1] : tensor<9x3xf32> to tensor<?x3xf32>
        %q = tensor.pad %s low[0, 0] high[%hi, 0] { tensor.yield %cst } : tensor<?x3xf32> to tensor<?x3xf32>
        %c = tensor.cast %q : tensor<?x3xf32> to tensor<3x3xf32>
      }

The index math is built with upstream's makeComposedFolded{AffineApply,AffineMin,AffineMax}
(constants folded into the maps, affine.apply producers composed, ops that fold not created) in
upstream's order, so the IR is byte-identical to iree-opt's. Without the zero-size guard (seed
001's form, `zero_slice_guard=False`) only the else branch is emitted.
"""

from __future__ import annotations

from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr, AffineSymbolExpr, const, dim
from ...ir.affine_map import AffineMap
from ...ir.attrs import IntegerAttr
from ...ir.builder import Builder
from ...ir.core import BlockArgument, Operation, Value
from ...ir.op import OP_REGISTRY
from ...ir.types import DYNAMIC, RankedTensorType, i1, i64, index


class FusionError(Exception):
    """Why a producer cannot be fused (reported as the transform op's silenceable failure)."""


# -- upstream's makeComposedFolded* helpers ------------------------------------------------------------

def _constant_index(v) -> int | None:
    if isinstance(v, int):
        return v
    d = v.defining_op
    if d is not None and d.name == "arith.constant":
        a = d.properties.get("value")
        if isinstance(a, IntegerAttr):
            return int(a.value)
    return None


def _fold_attrs_into_map(m: AffineMap, operands: list):
    """foldAttributesIntoMap: int operands become constants of the map, Values stay operands (dims
    first, then symbols)."""
    from ...ir.affine_expr import sym

    nd = m.num_dims
    repl, values = [], []
    for v in operands[:nd]:
        if isinstance(v, int):
            repl.append(const(v))
        else:
            repl.append(dim(len(values)))
            values.append(v)
    n_dims = len(values)
    srepl = []
    for v in operands[nd:nd + m.num_symbols]:
        if isinstance(v, int):
            srepl.append(const(v))
        else:
            srepl.append(sym(len(values) - n_dims))
            values.append(v)
    out = m.replace_dims_and_symbols(repl, srepl, n_dims, len(values) - n_dims)
    return out, values


def _composed(m: AffineMap, operands: list):
    from ...dialects.affine._common import compose_affine_map_and_operands

    from ...ir.affine_expr import sym

    m, values = _fold_attrs_into_map(m, operands)
    if not values:
        return m.simplify(), []
    results = []
    dims: list = []
    syms: list = []
    for r in m.results:  # composeMultiResultAffineMap: each result on its own, its dims and symbols
        sub, ops = compose_affine_map_and_operands(AffineMap(m.num_dims, m.num_symbols, [r]), list(values))
        e = sub.results[0].replace_dims_and_symbols([dim(len(dims) + i) for i in range(sub.num_dims)],
                                                    [sym(len(syms) + i) for i in range(sub.num_symbols)])
        results.append(e)
        dims.extend(ops[:sub.num_dims])
        syms.extend(ops[sub.num_dims:])
    from ...dialects.affine._common import canonicalize_map_and_operands

    cm, cops = canonicalize_map_and_operands(AffineMap(len(dims), len(syms), results), dims + syms)
    return cm.simplify(), cops


def composed_folded_apply(b: Builder, m: AffineMap, operands: list):
    """makeComposedFoldedAffineApply: an int when it folds to a constant, the operand itself for an
    identity map, else a new affine.apply's result."""
    cm, values = _composed(m, operands)
    e = cm.results[0]
    if isinstance(e, AffineConstantExpr):
        return e.value
    consts = [_constant_index(v) for v in values]
    if values and all(c is not None for c in consts):
        return cm.evaluate(consts)[0]
    if isinstance(e, (AffineDimExpr, AffineSymbolExpr)) and len(values) == 1:  # AffineApplyOp::fold
        return values[0]
    return b.insert(OP_REGISTRY["affine.apply"].build_map_op(cm, values)).results[0]


def composed_folded_min_max(b: Builder, name: str, m: AffineMap, operands: list):
    """makeComposedFoldedAffineMin/Max: folded to an int when every result is constant."""
    cm, values = _composed(m, operands)
    if all(isinstance(e, AffineConstantExpr) for e in cm.results):
        vals = [e.value for e in cm.results]
        return min(vals) if name == "affine.min" else max(vals)
    if len(cm.results) == 1 and isinstance(cm.results[0], AffineDimExpr) and len(values) == 1:
        return values[0]
    return b.insert(OP_REGISTRY[name].build_map_op(cm, values)).results[0]


_SUB = AffineMap(2, 0, [dim(0) - dim(1)])
_ID2 = AffineMap(2, 0, [dim(0), dim(1)])


def _value(b: Builder, v) -> Value:
    """getValueOrCreateConstantIndexOp."""
    if isinstance(v, int):
        return b.insert(OP_REGISTRY["arith.constant"].create([], [index], {"value": IntegerAttr(v, index)})).results[0]
    return v


# -- bubbleUpPadSlice ---------------------------------------------------------------------------------

def constant_padding_value(pad: Operation) -> Value | None:
    """PadOp::getConstantPaddingValue: the yielded value when it is a constant or defined outside."""
    block = pad.regions[0].blocks[0]
    v = block.last.operands[0] if block.last is not None and block.last.operands else None
    if v is None:
        return None
    d = v.defining_op
    if d is not None and d.name == "arith.constant":
        return v
    return None if v.parent_block is block else v


def bubble_up_pad_slice(b: Builder, pad: Operation, offsets: list, sizes: list,
                        zero_slice_guard: bool = True) -> tuple[Value, Operation]:
    """The tile [offsets, offsets + sizes) of ``pad``'s result, built at ``b`` from a slice of its
    source (mixed int / Value lists). Returns (tile value, the tiled op: the new pad or generate)."""
    pad_value = constant_padding_value(pad)
    if pad_value is None:
        raise FusionError("only a constant padding value is supported")
    src = pad.operands[0]
    lows, highs = pad.mixed_low, pad.mixed_high
    new_offsets, new_lengths, new_lows, new_highs = [], [], [], []
    has_zero_len = False
    zero_cond = None

    def sub(x, y):
        return composed_folded_apply(b, _SUB, [x, y])

    def mn(x, y):
        return composed_folded_min_max(b, "affine.min", _ID2, [x, y])

    def mx(x, y):
        return composed_folded_min_max(b, "affine.max", _ID2, [x, y])

    for d in range(len(src.type.shape)):
        low, high, offset, length = lows[d], highs[d], offsets[d], sizes[d]
        has_low, has_high = not (isinstance(low, int) and low == 0), not (isinstance(high, int) and high == 0)
        if not has_low and not has_high:
            new_offsets.append(offset)
            new_lengths.append(length)
            new_lows.append(low)
            new_highs.append(high)
            continue
        src_size = src.type.shape[d]
        if src_size == DYNAMIC:
            src_size = b.insert(OP_REGISTRY["tensor.dim"].build_dim(src, _value(b, d))).results[0]
        new_low = mx(0, sub(low, offset)) if has_low else 0
        new_lows.append(new_low)
        new_offset = mn(mx(sub(offset, low), 0), src_size) if has_low else mn(offset, src_size)
        new_offsets.append(new_offset)
        new_length = mn(sub(src_size, new_offset), sub(length, new_low))
        if has_low:
            new_length = mx(new_length, 0)
        new_lengths.append(new_length)
        if isinstance(new_length, int) and new_length == 0:
            has_zero_len = True
        elif not has_zero_len:
            check = b.insert(OP_REGISTRY["arith.cmpi"].create([_value(b, new_length), _value(b, 0)], [i1],
                                                               {"predicate": IntegerAttr(0, i64)})).results[0]
            zero_cond = check if zero_cond is None else b.insert(OP_REGISTRY["arith.ori"].create(
                [check, zero_cond], [i1], {})).results[0]
        new_highs.append(sub(sub(length, new_length), new_low) if has_high else 0)

    shape = [s if isinstance(s, int) else DYNAMIC for s in sizes]
    dyn_dims = [s for s in sizes if not isinstance(s, int)]
    result_type = RankedTensorType(shape, pad.results[0].type.element_type)

    def cast(bb: Builder, v: Value) -> Value:
        if v.type == result_type:
            return v
        return bb.insert(OP_REGISTRY["tensor.cast"].build_cast(v, result_type)).results[0]

    def generate(bb: Builder) -> Operation:
        g = OP_REGISTRY["tensor.generate"].build_generate(result_type, dyn_dims)
        g.regions[0].blocks[0].append(OP_REGISTRY["tensor.yield"].create([pad_value], []))
        return bb.insert(g)

    def pad_of_slice(bb: Builder) -> Operation:
        sl = bb.insert(OP_REGISTRY["tensor.extract_slice"].build_slice(src, new_offsets, new_lengths,
                                                                      [1] * len(new_offsets)))
        new = OP_REGISTRY["tensor.pad"].build_pad(sl.results[0], new_lows, new_highs, pad_value,
                                                  nofold=pad.properties.get("nofold") is not None)
        block = new.regions[0].blocks[0]  # upstream clones the pad's region instead
        block.last.erase()
        new.regions[0].blocks.clear()
        pad.regions[0].clone_into(new.regions[0], {})
        new.attributes = dict(pad.attributes)
        return bb.insert(new)

    if has_zero_len:
        g = generate(b)
        return cast(b, g.results[0]), g
    if zero_slice_guard and zero_cond is not None:
        from ...dialects.scf.terminators import YieldOp

        if_op = b.insert(OP_REGISTRY["scf.if"].build_if(zero_cond, [result_type], with_else=True))
        then_b = Builder.at_end(if_op.regions[0].blocks[0])
        g = generate(then_b)
        then_b.insert(YieldOp.build_yield([cast(then_b, g.results[0])]))
        else_b = Builder.at_end(if_op.regions[1].blocks[0])
        new_pad = pad_of_slice(else_b)
        else_b.insert(YieldOp.build_yield([cast(else_b, new_pad.results[0])]))
        return if_op.results[0], new_pad
    new_pad = pad_of_slice(b)
    return cast(b, new_pad.results[0]), new_pad


def merge_slice_of_slice(sl: Operation) -> Operation:
    """An extract_slice of a unit-stride extract_slice as one slice of the outer source (offsets
    added with composed affine.apply ops); ``sl`` is replaced and the new slice returned."""
    outer = sl.operands[0].defining_op
    if outer is None or outer.name != "tensor.extract_slice" or any(s != 1 for s in outer.mixed_strides) \
            or any(s != 1 for s in sl.mixed_strides):
        return sl
    if len(outer.results[0].type.shape) != len(outer.operands[0].type.shape):
        return sl  # rank-reducing outer slice: dims do not line up
    b = Builder.before(sl)
    add = AffineMap(2, 0, [dim(0) + dim(1)])
    offsets = [composed_folded_apply(b, add, [o, i]) for o, i in zip(outer.mixed_offsets, sl.mixed_offsets)]
    new = b.insert(OP_REGISTRY["tensor.extract_slice"].build_slice(outer.operands[0], offsets, sl.mixed_sizes,
                                                                  [1] * len(offsets),
                                                                  result_type=sl.results[0].type))
    sl.replace_all_uses_with(list(new.results))
    sl.erase()
    return new


# -- fuse_into_containing_op ---------------------------------------------------------------------------
# upstream's FuseIntoContainingOp::apply: per producer use inside the containing op, the first of
# tileAndFuseFirstExtractUse (tile at an extract_slice user; an scf.forall gains a shared_out when
# the producer has users after it), tileAndFuseFirstExtractUseThroughContainingOpBlockArgument (the
# producer initializes a shared_out) and cloneAndFuseFirstUse (untileable producers) that applies.

def fuse_pad_into_slice(slice_op: Operation, zero_slice_guard: bool = True) -> Operation:
    """Replace ``slice_op`` (an extract_slice of a tensor.pad's result) by the pad's tile built in
    its place (upstream's tileAndFuseFirstExtractUse for a pad producer); returns the tiled op."""
    pad = slice_op.operands[0].defining_op
    if pad is None or pad.name != "tensor.pad":
        raise FusionError("the slice's source is not produced by tensor.pad")
    if any(s != 1 for s in slice_op.mixed_strides):
        raise FusionError("only unit-stride slices of a tensor.pad can be fused")
    b = Builder.before(slice_op)
    value, tiled = bubble_up_pad_slice(b, pad, slice_op.mixed_offsets, slice_op.mixed_sizes, zero_slice_guard)
    want = slice_op.results[0].type
    if value.type != want:  # rank-reducing slice: rankReduceIfNeeded
        value = b.insert(OP_REGISTRY["tensor.extract_slice"].build_slice(
            value, [0] * len(value.type.shape), list(value.type.shape), [1] * len(value.type.shape),
            result_type=want)).results[0]
    slice_op.replace_all_uses_with([value])
    slice_op.erase()
    return tiled


def _same_or_equivalent_iter_arg(src: Value, dst: Value) -> bool:
    """sameOrEquivalentIterArg: ``dst`` is ``src`` or a loop iter_arg whose init chain (through
    enclosing loops' iter_args) reaches ``src``."""
    work = [dst]
    while work:
        cur = work.pop()
        if cur is src:
            return True
        if not isinstance(cur, BlockArgument):
            continue
        loop = cur.owner.parent_op
        if loop is None or loop.name not in ("scf.for", "scf.forall"):
            continue
        work.extend(init for init, _ in _loop_inits_and_iter_args(loop))
    return False


def _loop_inits_and_iter_args(loop: Operation) -> list:
    """(init operand, region iter_arg) pairs of an scf.for / scf.forall (shared_outs)."""
    body = loop.regions[0].blocks[0]
    if loop.name == "scf.for":
        return list(zip(loop.operands[3:], list(body.args)[1:]))
    return list(zip(loop.outputs, loop.region_out_args))


def _rank_reduced(b: Builder, value: Value, want) -> Value:
    """rankReduceIfNeeded: a rank-reducing extract_slice of the whole tile when the types differ."""
    if value.type == want:
        return value
    return b.insert(OP_REGISTRY["tensor.extract_slice"].build_slice(
        value, [0] * len(value.type.shape), list(value.type.shape), [1] * len(value.type.shape),
        result_type=want)).results[0]


def _tile_producer_at(b: Builder, producer: Operation, result_no: int, offsets: list, sizes: list):
    """generateResultTileValue of a tileable producer: (tile value, tiled ops)."""
    from ...dialects.linalg.structured import StructuredOp
    from .fuse_producers import tile_linalg_at_result_tile

    if producer.name == "tensor.pad":
        value, tiled = bubble_up_pad_slice(b, producer, offsets, sizes, zero_slice_guard=True)
        return value, [tiled]
    assert isinstance(producer, StructuredOp)
    tiled = tile_linalg_at_result_tile(b, producer, result_no, offsets, sizes)
    return tiled.results[result_no], [tiled]


def _is_tileable(op: Operation) -> bool:
    from ...dialects.linalg.structured import StructuredOp

    return op.name == "tensor.pad" or isinstance(op, StructuredOp)


def _dominated_users(producer: Operation, result_no: int, containing: Operation) -> list[Operation]:
    """Users of the result outside ``containing`` that it dominates (later in its block or nested there)."""
    out = []
    for u in producer.results[result_no].users:
        if containing.is_ancestor_of(u) or u in out:
            continue
        a = u
        while a is not None and a.parent is not containing.parent:
            a = a.parent_op
        if a is not None and containing.is_before_in_block(a):
            out.append(u)
    return out


def _forall_with_new_output(producer: Operation, containing: Operation, result_no: int, tile: Value,
                            offsets: list, sizes: list) -> Operation | None:
    """replaceForAllWithNewSignature: when the producer (a linalg.generic) has users after the
    scf.forall, the forall gets the producer's init as a new shared_out, the fused tile is inserted
    into it, and those users read the new result instead."""
    users = _dominated_users(producer, result_no, containing)
    if not users or containing.name != "scf.forall" or producer.name != "linalg.generic":
        return None
    from ...dialects.scf.parallel import ForallOp

    init = producer.outputs[result_no]
    lbs, ubs, steps, outs = containing._mixed()
    new = ForallOp.build_forall(lbs, ubs, steps, list(outs) + [init], containing.properties.get("mapping"),
                                loc=containing.loc)
    Builder.before(containing).insert(new)
    new.regions[0].blocks.clear()
    body = containing.regions[0].blocks[0]
    containing.regions[0].blocks.remove(body)
    new.regions[0].add_block(body)
    arg = body.add_argument(init.type)
    for u in list(init.uses):
        if u.owner is not new and new.is_ancestor_of(u.owner):
            u.owner.set_operand(u.index, arg)
    term = body.last
    first = term.regions[0].blocks[0].first
    ins = OP_REGISTRY["tensor.insert_slice"].build_slice(tile, arg, offsets, sizes, [1] * len(offsets))
    pis = OP_REGISTRY["tensor.parallel_insert_slice"].create(list(ins.operands), [], dict(ins.properties))
    if first is not None:
        Builder.before(first).insert(pis)
    else:
        Builder.at_end(term.regions[0].blocks[0]).insert(pis)
    for old_r, new_r in zip(containing.results, new.results):
        old_r.replace_all_uses_with(new_r)
    r = producer.results[result_no]
    for u in list(r.uses):
        if u.owner in users:
            u.owner.set_operand(u.index, new.results[-1])
    return new


def diag_op(op: Operation) -> str:
    """An op as a diagnostic argument prints (upstream's Diagnostic::appendOp, local scope): on a
    new line when it takes several."""
    from ...syntax.printer import print_op_local

    s = print_op_local(op)
    return "\n" + s if "\n" in s else s


def _tile_and_fuse_first_extract_use(producer: Operation, containing: Operation, notes: list):
    """tileAndFuseFirstExtractUse: tile the producer at its first extract_slice user inside the
    containing op (inits that the enclosing loop also carries are read from its iter_args).
    Returns (tiled ops, new containing op or None) or None when there is no such use (the reason
    added to ``notes``, as upstream's attachNote)."""
    if not _is_tileable(producer):
        notes.append((producer.loc, "producer is not a TileableInterface: " + diag_op(producer)))
        return None
    slice_op = next((u for r in producer.results for u in r.users if u.name == "tensor.extract_slice" and u is not containing
                     and containing.is_ancestor_of(u)), None)
    if slice_op is None:
        notes.append((producer.loc, "could not find fusion opportunity for: " + diag_op(producer)))
        return None
    b = Builder.before(slice_op)
    tileable, clone = producer, None
    loop = slice_op.parent_op
    if loop is not None and loop.name in ("scf.for", "scf.forall"):
        clone = b.insert(producer.clone())
        tileable = clone
        if producer.name != "tensor.pad":
            n_in = len(clone.inputs)
            for k in range(n_in, len(clone.operands)):
                for init, arg in _loop_inits_and_iter_args(loop):
                    if _same_or_equivalent_iter_arg(clone.operands[k], init):
                        clone.set_operand(k, arg)
    result_no = list(producer.results).index(slice_op.operands[0])
    offsets, sizes = slice_op.mixed_offsets, slice_op.mixed_sizes
    try:
        if any(s != 1 for s in slice_op.mixed_strides) and producer.name == "tensor.pad":
            raise FusionError("only unit-stride slices of a tensor.pad can be fused")
        value, tiled = _tile_producer_at(b, tileable, result_no, offsets, sizes)
    except FusionError:
        if clone is not None:
            clone.erase()
        raise
    value = _rank_reduced(b, value, slice_op.results[0].type)
    slice_op.replace_all_uses_with([value])
    slice_op.erase()
    new_containing = _forall_with_new_output(producer, containing, result_no, value, offsets, sizes)
    if clone is not None:
        clone.erase()
    elif containing.name in ("scf.for", "scf.forall") and not any(r.has_uses for r in producer.results):
        # upstream erases the op it tiled whenever the containing op is a loop: the producer itself
        # when the slice sits below the loop's body (in the scf.if of a tiled pad, say)
        producer.erase()
    return tiled, new_containing


def _tile_and_fuse_through_block_argument(producer: Operation, containing: Operation, notes: list):
    """tileAndFuseFirstExtractUseThroughContainingOpBlockArgument: the producer initializes a
    shared_out of the scf.forall; its tile is computed on the shared_out's slice (the producer's
    destination replaced by the block argument) and the forall is initialized with the producer's
    destination instead. None (a reason in ``notes``) when it does not apply."""
    if not _is_tileable(producer):
        notes.append((producer.loc, "producer is not a TileableInterface: " + diag_op(producer)))
        return None
    use = next((u for r in producer.results for u in r.uses if u.owner.name == "scf.forall"), None)
    if use is None or use.owner is not containing:
        notes.append((producer.loc, "could not find a use by the containing op: " + diag_op(producer)))
        return None
    outs = list(containing.outputs)
    k = use.index - (len(containing.operands) - len(outs))
    arg = containing.region_out_args[k]
    slice_op = next((u for u in arg.users if u.name == "tensor.extract_slice" and containing.is_ancestor_of(u)
                     and u is not containing), None)
    if slice_op is None:
        notes.append((containing.loc, f"could not find fusion opportunity for bbArg: <block argument> of type "
                                      f"'{arg.type}' at index: {arg.index}"))
        return None
    if producer.name == "tensor.pad":  # (vecir tiles a pad only at its own slices)
        notes.append((producer.loc, "failed to tile producer op: " + diag_op(producer)))
        return None
    result_no = list(producer.results).index(use.owner.operands[use.index])
    dest = producer.outputs[result_no]
    b = Builder.before(slice_op)
    clone = b.insert(producer.clone({dest: arg}))
    try:
        value, tiled = _tile_producer_at(b, clone, result_no, slice_op.mixed_offsets, slice_op.mixed_sizes)
    finally:
        clone.erase()
    value = _rank_reduced(b, value, slice_op.results[0].type)
    slice_op.replace_all_uses_with([value])
    slice_op.erase()
    containing.set_operand(use.index, producer.outputs[0])
    return tiled


def _clone_and_fuse_first_use(producer: Operation, containing: Operation, notes: list):
    """cloneAndFuseFirstUse: an untileable producer (tensor.empty, ...) is cloned before its first
    use inside the containing op. None (a reason in ``notes``) when it does not apply."""
    uses = []
    for r in producer.results:
        for u in r.uses:
            if containing.is_ancestor_of(u.owner) and u.owner is not containing:
                uses.append(u)
                continue
            if u.owner is containing:
                notes.append((producer.loc, "producer op use by containing op cannot be fused by cloning"))
                return None
    if not uses:
        notes.append((producer.loc, "no fusion opportunity by cloning"))
        return None
    u = uses[0]
    k = list(producer.results).index(u.owner.operands[u.index])
    clone = Builder.before(u.owner).insert(producer.clone())
    u.owner.set_operand(u.index, clone.results[k])
    return clone


def fuse_into_containing_op(producers: list[Operation], containing: Operation):
    """upstream's FuseIntoContainingOp::apply: repeatedly take the first producer with a use inside
    the containing op and fuse one of its uses (tile at an extract_slice, tile through a
    shared_out, or clone). Returns (fused ops, the containing op, which an scf.forall given a new
    output replaces); raises FusionError (message, note) when a producer cannot be fused."""
    remaining = list(dict.fromkeys(producers))
    fused: list[Operation] = []
    while remaining:
        nxt = None
        for i, p in enumerate(remaining):
            n = sum(1 for r in p.results for u in r.uses if containing.is_ancestor_of(u.owner))
            if n:
                if n == 1:
                    remaining.pop(i)
                nxt = p
                break
        if nxt is None:
            raise NoNextProducer()
        notes: list = []
        try:
            res = _tile_and_fuse_first_extract_use(nxt, containing, notes)
        except FusionError:  # generateResultTileValue failed
            notes.append((nxt.loc, "failed to tile producer op: " + diag_op(nxt)))
            res = None
        if res is not None:
            tiled, new = res
            fused.extend(tiled)
            if new is not None:
                containing.erase()
                containing = new
            continue
        try:
            tiled = _tile_and_fuse_through_block_argument(nxt, containing, notes)
        except FusionError:
            notes.append((nxt.loc, "failed to tile producer op: " + diag_op(nxt)))
            tiled = None
        if tiled is not None:
            fused.extend(tiled)
            continue
        cloned = _clone_and_fuse_first_use(nxt, containing, notes)
        if cloned is not None:
            fused.append(cloned)
            continue
        raise NotFused(nxt, containing, notes)
    return fused, containing


class NoNextProducer(Exception):
    """No remaining producer has a use inside the containing op."""


class NotFused(FusionError):
    """No way to fuse ``producer`` into ``containing`` (upstream's remark at the producer, "could not
    fuse <producer> into <containing>", with one note per way tried)."""

    def __init__(self, producer: Operation, containing: Operation, notes: list) -> None:
        super().__init__(f"could not fuse {diag_op(producer)} into {diag_op(containing)}")
        self.producer = producer
        self.notes = notes
