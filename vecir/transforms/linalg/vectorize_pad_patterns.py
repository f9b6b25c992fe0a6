"""tensor.pad patterns of `vectorize_children_and_apply_patterns <vectorize_padding>` (upstream's
populatePadOpVectorizationPatterns, benefit 2, and populateDecomposePadPatterns, benefit 1).

A pad with zero low padding and a constant padding value folds into the transfers that use it:

    %p = tensor.pad %s low[0, 0] high[3, 1] { tensor.yield %cst }  : tensor<5x7xf32> to tensor<8x8xf32>
    %v = vector.transfer_read %p[%c0, %c0], %x {in_bounds = [true, true]} : tensor<8x8xf32>, vector<8x8xf32>
  ==>
    %v = vector.transfer_read %s[%c0, %c0], %cst : tensor<5x7xf32>, vector<8x8xf32>    (out of bounds: %cst)

    %r = tensor.insert_slice %p into %d[%i, 0] [8, 8] [1, 1]
  ==>
    %v = vector.transfer_read %s[%c0, %c0], %cst : tensor<5x7xf32>, vector<8x8xf32>
    %r = vector.transfer_write %v, %d[%i, %c0] {in_bounds = [true, true]} : vector<8x8xf32>, tensor<?x8xf32>

    %w = vector.transfer_write %v, %p[%c0, %c0] : vector<8x8xf32>, tensor<8x8xf32>
    %t = tensor.extract_slice %w[0, 0] [5, 7] [1, 1]       (trims the padding off again)
  ==>
    %t = vector.transfer_write %v, %s[%c0, %c0] : vector<8x8xf32>, tensor<5x7xf32>   (out of bounds)

These three are also `transform.apply_patterns.linalg.pad_vectorization`.

Any other pad is decomposed into what the vectorizer handles (dynamic sizes and non-constant
padding values as upstream's DecomposePadOpPattern; see DecomposePad):

    %p = tensor.pad %s low[1, 0] high[2, 1] { tensor.yield %cst }
  ==>
    %e = tensor.empty() : tensor<8x8xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %p = tensor.insert_slice %s into %f[1, 0] [5, 7] [1, 1] : tensor<5x7xf32> into tensor<8x8xf32>
"""

from __future__ import annotations

from ...ir.op import OP_REGISTRY
from ...rewrite.pattern import RewritePattern
from ..vector import _build as B


def constant_padding_value(pad):
    """PadOp::getConstantPaddingValue: the yielded value when it is a constant or defined outside."""
    from ...ir.op import ConstantLike

    y = pad.regions[0].blocks[0].last
    if y is None or not y.operands:
        return None
    v = y.operands[0]
    d = v.defining_op
    if d is not None and ConstantLike in type(d).traits:
        return v
    owner_block = d.parent if d is not None else v.owner
    return None if owner_block is pad.regions[0].blocks[0] else v


def _zero_low_pad(pad) -> bool:
    return not pad.low and all(x == 0 for x in pad.static_low.value)


def _out_of_bounds(op) -> bool:
    from .vectorize_fold_subsets import _has_out_of_bounds_dim

    return _has_out_of_bounds_dim(op)


class PadIntoTransferRead(RewritePattern):
    """Transfer reads of the pad read its source instead, padding with the pad value (see the module)."""

    root = "tensor.pad"
    benefit = 2

    def match_and_rewrite(self, pad, rw):
        from ...ir.attrs import ArrayAttr, BoolAttr

        if not _zero_low_pad(pad):
            return rw.fail(pad, "non-zero low padding")
        value = constant_padding_value(pad)
        if value is None:
            return rw.fail(pad, "the padding value is not constant")
        changed = False
        for u in list(pad.results[0].uses):
            read = u.owner
            if read.name != "vector.transfer_read" or u.index != 0 or _out_of_bounds(read) or read.mask is not None:
                continue

            def update(read=read):
                read.properties["in_bounds"] = ArrayAttr([BoolAttr(False)] * len(read.vector.type.shape))
                read.set_operand(0, pad.source)
                read.set_operand(len(read.operands) - 1 if read.mask is None else len(read.operands) - 2, value)
            rw.modify_in_place(read, update)
            changed = True
        return changed or rw.fail(pad, "no in-bounds transfer_read user")


class PadIntoTransferWrite(RewritePattern):
    """A transfer_write into the pad whose only user trims the padding off again (an extract_slice
    at zero offsets of the source's sizes) writes into the source instead, out of bounds
    (upstream's PadOpVectorizationWithTransferWritePattern)."""

    root = "tensor.pad"
    benefit = 2

    def match_and_rewrite(self, pad, rw):
        from ...ir.attrs import ArrayAttr, BoolAttr

        if not _zero_low_pad(pad):
            return rw.fail(pad, "non-zero low padding")
        if constant_padding_value(pad) is None:
            return rw.fail(pad, "the padding value is not constant")
        changed = False
        for u in list(pad.results[0].uses):
            write = u.owner
            if write.name != "vector.transfer_write" or u.index != 1 or not write.operands[0].type.shape:
                continue
            users = list(write.results[0].uses) if write.results else []
            if len(users) != 1 or users[0].owner.name != "tensor.extract_slice":
                continue
            trim = users[0].owner
            if any(not isinstance(o, int) or o != 0 for o in trim.mixed_offsets):
                continue
            if not _same_tensor_size(pad.source, trim):
                continue
            props = dict(write.properties)
            props["in_bounds"] = ArrayAttr([BoolAttr(False)] * len(write.operands[0].type.shape))
            operands = list(write.operands)
            operands[1] = pad.source
            new = rw.create_before(write, OP_REGISTRY["vector.transfer_write"].create(
                operands, [pad.source.type], props, dict(write.attributes), loc=write.loc))
            rw.replace_op(write, [new.results[0]])
            rw.replace_op(trim, [new.results[0]])
            changed = True
        return changed or rw.fail(pad, "no trimmed transfer_write user")


def _same_tensor_size(before, trim) -> bool:
    """hasSameTensorSize: equal ranks and static sizes; dynamic sizes must be the same values of an
    extract_slice source (or of the operand of a tensor.cast of one)."""
    d = before.defining_op
    if d is not None and d.name == "tensor.cast" and _same_tensor_size(d.operands[0], trim):
        return True
    t1, t2 = before.type, trim.results[0].type
    if len(t1.shape) != len(t2.shape):
        return False
    for a, b in zip(t1.shape, t2.shape):
        if (a < 0) != (b < 0) or (a >= 0 and a != b):
            return False
    if all(a >= 0 for a in t1.shape):
        return True
    if d is None or d.name != "tensor.extract_slice":
        return False
    for k, a in enumerate(t1.shape):
        if a >= 0:
            continue
        s1, s2 = d.mixed_sizes[k], trim.mixed_sizes[k]
        if s1 is s2 or (_const_index(s1) is not None and _const_index(s1) == _const_index(s2)):
            continue
        m1, m2 = getattr(s1, "defining_op", None), getattr(s2, "defining_op", None)
        if m1 is not None and m2 is not None and m1.name == m2.name == "affine.min" and \
                m1.properties.get("map") == m2.properties.get("map") and list(m1.operands) == list(m2.operands):
            continue
        return False
    return True


class PadIntoInsertSlice(RewritePattern):
    """An insert_slice of the whole (static) pad becomes a padded read of its source and a write."""

    root = "tensor.pad"
    benefit = 2

    def match_and_rewrite(self, pad, rw):
        from ...ir.affine_map import AffineMap
        from ...ir.types import VectorType
        from ..vector.lower_transfer_permutation import build_read, build_write

        if not _zero_low_pad(pad):
            return rw.fail(pad, "non-zero low padding")
        value = constant_padding_value(pad)
        pt = pad.results[0].type
        if value is None or not pt.has_static_shape:
            return rw.fail(pad, "no constant padding value or a dynamic shape")
        changed = False
        for u in list(pad.results[0].uses):
            ins = u.owner
            if ins.name != "tensor.insert_slice" or u.index != 0 or any(s != 1 for s in ins.mixed_strides):
                continue
            rank, d = len(pt.shape), len(ins.dest.type.shape)
            if list(ins.mixed_sizes) != [1] * (d - rank) + list(pt.shape):
                continue
            rw.set_before(ins)
            zero = B.index_const(rw, pad.loc, 0)
            vt = VectorType(tuple(pt.shape), pt.element_type)
            read = build_read(rw, pad.loc, vt, pad.source, [zero] * rank, AffineMap.identity(rank), value, None,
                              [False] * rank)
            offsets = [B.index_const(rw, ins.loc, o) if isinstance(o, int) else o for o in ins.mixed_offsets]
            pmap = AffineMap(d, 0, AffineMap.identity(d).results[d - rank:])
            write = build_write(rw, ins.loc, read.results[0], ins.dest, offsets, pmap, None, [True] * rank)
            rw.replace_op(ins, [write.results[0]])
            changed = True
        return changed or rw.fail(pad, "no insert_slice user of the whole pad")


class DecomposePad(RewritePattern):
    """upstream's DecomposePadOpPattern: tensor.pad -> tensor.empty (dynamic sizes: source size + low
    + high, folded where constant) + linalg.fill of the padding value (or a tensor.generate with the
    pad's region when the value is not constant) + tensor.insert_slice of the source at the low pads."""

    root = "tensor.pad"
    benefit = 1

    def match_and_rewrite(self, pad, rw):
        from ...ir.types import index

        pt, st = pad.results[0].type, pad.source.type
        rw.set_before(pad)
        loc = pad.loc

        def idx(v):  # getIdxValue: an index constant for a static size
            return B.index_const(rw, loc, v) if isinstance(v, int) else v

        def src_size(d):  # tensor::getMixedSize
            if st.shape[d] >= 0:
                return st.shape[d]
            return rw.insert(OP_REGISTRY["tensor.dim"].build_dim(pad.source, B.index_const(rw, loc, d), loc=loc)).results[0]

        def add(x, y):  # createOrFold<arith::AddIOp>
            cx, cy = _const_index(x), _const_index(y)
            if cx is not None and cy is not None:
                return B.index_const(rw, loc, cx + cy)
            return B.emit(rw, "arith.addi", [x, y], [index], loc=loc).results[0]

        lows, highs = pad.mixed_low, pad.mixed_high
        dyn = []
        for d, n in enumerate(pt.shape):
            if n < 0:
                dyn.append(add(add(idx(src_size(d)), idx(lows[d])), idx(highs[d])))
        empty = rw.insert(OP_REGISTRY["tensor.empty"].build_empty(pt.shape, pt.element_type, dyn, loc=loc))
        value = constant_padding_value(pad)
        if value is not None:
            d = value.defining_op
            if d is not None and d.parent is pad.regions[0].blocks[0]:
                d.move_before(pad)  # the padding value moves out of the pad's block
            fill = rw.insert(OP_REGISTRY["linalg.fill"].build_named([value], [empty.results[0]], loc=loc))
        else:
            fill = OP_REGISTRY["tensor.generate"].build_generate(pt, dyn, loc=loc)
            fill.regions[0].blocks.clear()
            pad.regions[0].clone_into(fill.regions[0], {})
            rw.insert(fill)
        sizes = [st.shape[k] if st.shape[k] >= 0 else src_size(k) for k in range(len(st.shape))]
        ins = OP_REGISTRY["tensor.insert_slice"].build_slice(pad.source, fill.results[0], list(lows), sizes,
                                                             [1] * len(st.shape))
        ins.loc = loc
        rw.insert(ins)
        rw.replace_op(pad, [ins.results[0]])
        return True


def _const_index(v):
    if isinstance(v, int):
        return v
    d = v.defining_op
    if d is not None and d.name == "arith.constant":
        return int(d.properties["value"].value)
    return None


def populate_pad_vectorization_patterns(patterns) -> None:
    patterns.add(PadIntoTransferRead, PadIntoTransferWrite, PadIntoInsertSlice, benefit=2)


def populate_decompose_pad_patterns(patterns) -> None:
    patterns.add(DecomposePad, benefit=1)


def _register() -> None:
    from ...dialects.transform.descriptors import register_pattern_descriptor

    register_pattern_descriptor("transform.apply_patterns.linalg.pad_vectorization", populate_pad_vectorization_patterns)


_register()
