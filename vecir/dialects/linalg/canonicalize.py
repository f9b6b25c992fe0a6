"""linalg canonicalization patterns (upstream's EraseIdentityLinalgOp, EraseSelfCopy,
FoldFillWithTranspose, FoldFillWithCopy and the dialect-wide EraseDeadLinalgOp).

    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = [...]}
           ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) { ^bb0(%in: f32, %out: f32): linalg.yield %in : f32 }
  -> uses of %r become %a        (on memrefs: the op is erased when it copies a buffer onto itself)

    linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)   -> erased
    linalg.transpose / linalg.copy of a linalg.fill (tensors)          -> linalg.fill of their init
    any linalg op on buffers with a zero-sized memref operand           -> erased
"""

from __future__ import annotations

from ...ir.attrs import IntegerAttr
from ...ir.types import DYNAMIC, MemRefType, RankedTensorType, index
from ...rewrite.pattern import RewritePattern


class EraseIdentityGeneric(RewritePattern):
    """A parallel generic with identity maps whose body yields input arguments unchanged."""

    root = "linalg.generic"

    def match_and_rewrite(self, op, rw) -> bool:
        if any(it != "parallel" for it in op.iterator_type_names()):
            return False
        if not all(m.is_identity() for m in op.indexing_maps_list()):
            return False
        block = op.body_block
        y = block.last
        n_in = len(op.inputs)
        if block.first is not y:
            return False
        if op.has_pure_buffer_semantics():
            # erased only when every init receives its own buffer
            for k, v in enumerate(y.operands):
                if v not in block.args[:n_in] or op.inputs[block.args.index(v)] is not op.outputs[k]:
                    return False
            rw.erase_op(op)
            return True
        if not op.has_pure_tensor_semantics():
            return False
        repl = []
        for k, (v, r) in enumerate(zip(y.operands, op.results)):
            if v in block.args[:n_in]:
                src = op.inputs[block.args.index(v)]
            elif v is block.args[n_in + k]:
                src = op.outputs[k]
            else:
                return False
            if src.type is not r.type:
                return False  # upstream inserts a cast here; not needed by the flows we run
            repl.append(src)
        rw.replace_op(op, repl)
        return True


class EraseSelfCopy(RewritePattern):
    root = "linalg.copy"

    def match_and_rewrite(self, op, rw) -> bool:
        if op.inputs[0] is not op.outputs[0] or not isinstance(op.outputs[0].type, MemRefType):
            return False
        rw.erase_op(op)
        return True


def _fill_source(v):
    owner = getattr(v, "owner", None)
    return owner if getattr(owner, "name", None) == "linalg.fill" else None


class FoldFillWithTranspose(RewritePattern):
    """`transpose(fill(x, a), b)` -> `fill(x, b)`."""

    root = "linalg.transpose"

    def match_and_rewrite(self, op, rw) -> bool:
        fill = _fill_source(op.inputs[0])
        if fill is None or not op.results:
            return False
        new = type(fill).build_named([fill.inputs[0]], [op.outputs[0]], loc=op.loc)
        rw.create_before(op, new)
        rw.replace_op(op, list(new.results))
        return True


class FoldFillWithCopy(RewritePattern):
    """`copy(fill(x, a), c)` -> `fill(x, c)`; `copy(a, fill(x, c))` -> `copy(a, c)` (the fill is overwritten)."""

    root = "linalg.copy"

    def match_and_rewrite(self, op, rw) -> bool:
        fill = _fill_source(op.inputs[0])
        if fill is not None and op.results:
            new = type(fill).build_named([fill.inputs[0]], [op.outputs[0]], loc=op.loc)
            rw.create_before(op, new)
            rw.replace_op(op, list(new.results))
            return True
        fill = _fill_source(op.outputs[0])
        if fill is None:
            return rw.fail(op, "neither the input nor the init is a linalg.fill")
        new = type(op).build_named(list(op.inputs), [fill.outputs[0]], loc=op.loc)
        rw.create_before(op, new)
        rw.replace_op(op, list(new.results))
        return True


class FoldFillWithTensorReshape(RewritePattern):
    """`collapse_shape/expand_shape(fill(x, a))` -> `fill(x, collapse_shape/expand_shape(a))`. One instance
    per reshape op (``root`` given at registration)."""

    def match_and_rewrite(self, op, rw) -> bool:
        fill = _fill_source(op.operands[0])
        if fill is None:
            return rw.fail(op, "source is not a linalg.fill")
        with rw.saved():
            rw.set_before(op)
            init = rw.clone_op(op, {op.operands[0]: fill.outputs[0]})
        init.loc = fill.loc
        rw.replace_op_with_new(op, type(fill).build_named([fill.inputs[0]], [init.results[0]], loc=op.loc))
        return True


class FoldFillWithTensorExtract(RewritePattern):
    """`tensor.extract(fill(x, a)[...])` -> `x`."""

    root = "tensor.extract"

    def match_and_rewrite(self, op, rw) -> bool:
        fill = _fill_source(op.operands[0])
        if fill is None:
            return rw.fail(op, "source is not a linalg.fill")
        rw.replace_op(op, [fill.inputs[0]])
        return True


def _reified_pad_sizes(rw, pad) -> list:
    """upstream's PadOp::reifyResultShapes: each result size as an int (static) or an index Value
    (`dim(source) + low + high`, composed and folded), created at ``rw``'s insertion point."""
    from ...ir.op import OP_REGISTRY
    from ..tensor._common import composed_folded_sum

    rt = pad.results[0].type
    src = pad.source
    low, high = pad.mixed_low, pad.mixed_high
    out = []
    for i, d in enumerate(rt.shape):
        if d != DYNAMIC:
            out.append(d)
            continue
        if src.type.shape[i] != DYNAMIC:
            dim = src.type.shape[i]
        else:
            c = rw.insert(OP_REGISTRY["arith.constant"].build_constant(IntegerAttr(i, index), loc=pad.loc))
            dim = rw.insert(OP_REGISTRY["tensor.dim"].build_dim(src, c.results[0], loc=pad.loc)).results[0]
        out.append(composed_folded_sum(rw, (dim, low[i], high[i]), pad.loc))
    return out


class FoldFillWithPad(RewritePattern):
    """`tensor.pad(fill(x, a))` padding with the same `x` -> `fill(x, tensor.empty(<padded sizes>))`."""

    root = "tensor.pad"

    def match_and_rewrite(self, op, rw) -> bool:
        from ...ir.op import OP_REGISTRY
        from ..tensor.canonicalize import _constant_padding_value

        fill = _fill_source(op.source)
        if fill is None:
            return rw.fail(op, "source is not a linalg.fill")
        pad_value = _constant_padding_value(op)
        if pad_value is None or pad_value is not fill.inputs[0]:
            return rw.fail(op, "padding value is not the filled value")
        rt = op.results[0].type
        with rw.saved():
            rw.set_before(op)
            sizes = _reified_pad_sizes(rw, op)
            shape = [s if isinstance(s, int) else DYNAMIC for s in sizes]
            empty = rw.insert(OP_REGISTRY["tensor.empty"].build_empty(
                shape, rt.element_type, [s for s in sizes if not isinstance(s, int)], loc=op.loc))
            new = rw.insert(type(fill).build_named([pad_value], [empty.results[0]], loc=fill.loc))
            v = new.results[0]
            if v.type is not rt:
                v = rw.insert(OP_REGISTRY["tensor.cast"].build_cast(v, rt, loc=fill.loc)).results[0]
        rw.replace_op(op, [v])
        return True


def _slices_disjoint(a, b) -> bool:
    """Some dim where both insert_slices have static offset/size/stride and their ranges do not meet."""
    for i in range(len(a.results[0].type.shape)):
        vals = []
        for s in (a, b):
            o, z, st = s.mixed_offsets[i], s.mixed_sizes[i], s.mixed_strides[i]
            if not all(isinstance(x, int) for x in (o, z, st)):
                break
            vals.append((o, o + (z - 1) * st))
        else:
            (s0, e0), (s1, e1) = vals
            if e0 < s1 or e1 < s0:
                return True
    return False


class FoldInsertPadIntoFill(RewritePattern):
    """`insert_slice(pad(%in, x), ...into fill(x, %a) [through disjoint insert_slices])` -> insert `%in`
    itself at the offsets shifted by the low padding (the padding equals what the fill wrote)."""

    root = "tensor.insert_slice"

    def match_and_rewrite(self, op, rw) -> bool:
        from ...ir.op import OP_REGISTRY
        from ..tensor._common import composed_folded_add
        from ..tensor.canonicalize import _constant_padding_value
        from ..tensor.slice import InsertSliceOp

        pad = op.operands[0].defining_op
        if getattr(pad, "name", None) != "tensor.pad":
            return rw.fail(op, "source is not a tensor.pad")
        if len(op.results[0].type.shape) != len(op.operands[0].type.shape):
            return rw.fail(op, "rank-reducing insert")
        first = op.operands[1]
        while isinstance(first.defining_op, InsertSliceOp):
            prev = first.defining_op
            if len(prev.results[0].type.shape) != len(prev.operands[0].type.shape):
                return rw.fail(op, "rank-reducing insert in the chain")
            if not _slices_disjoint(prev, op):
                break
            first = prev.operands[1]
        fill = _fill_source(first)
        if fill is None:
            return rw.fail(op, "the chain does not start at a linalg.fill")
        pad_value = _constant_padding_value(pad)
        if pad_value is None or pad_value is not fill.inputs[0]:
            return rw.fail(op, "padding value is not the filled value")
        src = pad.source
        with rw.saved():
            rw.set_before(op)
            offsets = [composed_folded_add(rw, lo, off, op.loc) for lo, off in zip(pad.mixed_low, op.mixed_offsets)]
            sizes = []
            for i, d in enumerate(src.type.shape):
                if d == DYNAMIC:
                    c = rw.insert(OP_REGISTRY["arith.constant"].build_constant(IntegerAttr(i, index), loc=op.loc))
                    sizes.append(rw.insert(OP_REGISTRY["tensor.dim"].build_dim(src, c.results[0], loc=op.loc)).results[0])
                else:
                    sizes.append(d)
            new = InsertSliceOp.build_slice(src, op.operands[1], offsets, sizes, list(op.mixed_strides))
            new.loc = op.loc
        rw.replace_op_with_new(op, new)
        return True


class FoldConcatsOfFill(RewritePattern):
    """`concat(fill(x, a), fill(x, b), ...)` -> `fill(x, concat(a, b, ...))`."""

    root = "tensor.concat"

    def match_and_rewrite(self, op, rw) -> bool:
        from ...rewrite.driver import constant_value

        if not op.operands:
            return rw.fail(op, "no operands")
        fills = [_fill_source(v) for v in op.operands]
        if fills[0] is None:
            return rw.fail(op, "first operand is not a linalg.fill")
        first = fills[0].inputs[0]
        key = constant_value(first)

        def same(v) -> bool:  # getAsOpFoldResult equality: the same constant, or the same Value
            c = constant_value(v)
            return v is first if c is None or key is None else c is key

        if not all(f is not None and same(f.inputs[0]) for f in fills[1:]):
            return rw.fail(op, "not all operands are defined by a compatible fill op")
        outs = [f.outputs[0] for f in fills]
        with rw.saved():
            rw.set_before(op)
            cat = rw.insert(type(op).create(outs, [op.results[0].type], dict(op.properties), loc=op.loc))
        rw.replace_op_with_new(op, type(fills[0]).build_named([first], [cat.results[0]], loc=op.loc))
        return True


class EraseDeadLinalgOp(RewritePattern):
    """A linalg op on buffers with a zero-sized memref operand does nothing: erase it. One instance
    per op name (``root`` is given when the op classes register it)."""

    def match_and_rewrite(self, op, rw) -> bool:
        if op.results:
            return False
        for v in op.operands:
            if isinstance(v.type, MemRefType) and 0 in v.type.shape:
                rw.erase_op(op)
                return True
        return False


__all__ = ["EraseDeadLinalgOp", "EraseIdentityGeneric", "EraseSelfCopy", "FoldConcatsOfFill", "FoldFillWithCopy",
           "FoldFillWithPad", "FoldFillWithTensorExtract", "FoldFillWithTensorReshape", "FoldFillWithTranspose",
           "FoldInsertPadIntoFill"]
