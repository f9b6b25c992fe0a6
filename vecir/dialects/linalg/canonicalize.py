"""linalg canonicalization patterns: upstream's EraseIdentityLinalgOp, EraseSelfCopy, the FillOp
patterns (fill seen through transpose, copy, collapse/expand_shape, tensor.extract, tensor.pad,
insert_slice of a pad, concat) and the dialect-wide EraseDeadLinalgOp, InferStaticShapeOfOperands,
FoldTensorCastConsumerOp and tensor's FoldTensorCastProducerOp on linalg ops (registered per op by
named._register_erase_dead, which also gives the ops upstream's memref.cast folder).

    %r = linalg.generic {indexing_maps = [#m, #m], iterator_types = [...]}
           ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) { ^bb0(%in: f32, %out: f32): linalg.yield %in : f32 }
  -> uses of %r become %a        (on memrefs: the op is erased when it copies a buffer onto itself)

    linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)   -> erased
    linalg.transpose / linalg.copy of a linalg.fill (tensors)          -> linalg.fill of their init
    tensor.pad / collapse_shape / extract of a linalg.fill              -> a fill of the new shape / the value
    any linalg op on buffers with a zero-sized memref operand           -> erased
    tensor.cast operands and results                                    -> the op on the static types
"""

from __future__ import annotations

from ...ir.attrs import IntegerAttr
from ...ir.types import DYNAMIC, MemRefType, RankedTensorType, UnrankedTensorType, index

TensorType = (RankedTensorType, UnrankedTensorType)
from ...rewrite.pattern import RewritePattern


class EraseIdentityGeneric(RewritePattern):
    """upstream's EraseIdentityLinalgOp: all indexing maps equal and a body that only yields block
    arguments. On tensors the results become the yielded operands (cast where the type differs); on
    buffers the op is erased when it copies a buffer onto itself."""

    root = "linalg.generic"

    def match_and_rewrite(self, op, rw) -> bool:
        from ..tensor.basic import CastOp

        maps = op.indexing_maps_list()
        if any(m is not maps[0] and m != maps[0] for m in maps[1:]):
            return rw.fail(op, "indexing maps differ")
        block = op.body_block
        y = block.last
        if block.first is not y or getattr(y, "name", None) != "linalg.yield":
            return rw.fail(op, "the body does more than yield")
        if op.has_pure_buffer_semantics():
            if len(op.inputs) != 1 or len(op.outputs) != 1 or op.inputs[0] is not op.outputs[0]:
                return rw.fail(op, "expected single input and output to be the same value")
            if not y.operands or y.operands[0] not in block.args:
                return rw.fail(op, "cannot fold fill-like op")
            rw.erase_op(op)
            return True
        if not op.has_pure_tensor_semantics():
            return rw.fail(op, "mixed semantics is not supported yet")
        repl = []
        for v, r in zip(y.operands, op.results):
            if v not in block.args:
                return rw.fail(op, "a yielded value is not a block argument")
            src = op.operands[block.args.index(v)]
            if src.type is not r.type:
                if not (isinstance(src.type, TensorType) and isinstance(r.type, TensorType)
                        and CastOp.cast_compatible(src.type, r.type)):
                    return rw.fail(op, "yielded operand cannot be cast to the result type")
                src = rw.create_before(op, CastOp.build_cast(src, r.type, loc=op.loc)).results[0]
            repl.append(src)
        if len(repl) != len(op.results):
            return False
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


def _clone_with(rw, op, operands, result_types):
    """upstream's clone(rewriter, op, resultTypes, newOperands): ``op`` with other operands and result
    types, its regions copied, inserted before ``op``."""
    new = type(op).create(list(operands), list(result_types), dict(op.properties), dict(op.attributes),
                          len(op.regions), loc=op.loc)
    for old_r, new_r in zip(op.regions, new.regions):
        old_r.clone_into(new_r, {})
    rw.create_before(op, new)
    rw.notify_nested_inserted(new)
    return new


def _replace_casting_back(rw, op, new) -> None:
    """Replace ``op`` by ``new``, with a tensor.cast back to the old type where a result type changed."""
    from ..tensor.basic import CastOp

    repl = []
    for old, v in zip(op.results, new.results):
        if v.type is not old.type:
            v = rw.create_before(op, CastOp.build_cast(v, old.type, loc=op.loc)).results[0]
        repl.append(v)
    rw.replace_op(op, repl)


class FoldTensorCastProducerOp(RewritePattern):
    """upstream tensor's FoldTensorCastProducerOp on a destination-style op: operands produced by a
    tensor.cast that only loses static information use the cast's source; results follow the inits'
    new types and are cast back. One instance per structured op (``root`` given at registration)::

        %c = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
        %r = linalg.copy ins(%c : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>)
      -> %r = linalg.copy ins(%a : tensor<4x8xf32>) outs(%o : tensor<?x?xf32>)
    """

    def match_and_rewrite(self, op, rw) -> bool:
        from ..tensor.basic import can_fold_into_consumer

        folds = [v.defining_op is not None and can_fold_into_consumer(v.defining_op) for v in op.operands]
        if not any(folds):
            return rw.fail(op, "no foldable tensor.cast operand")
        operands = [v.defining_op.source if f else v for v, f in zip(op.operands, folds)]
        n_in = len(op.inputs)
        result_types = [r.type for r in op.results]
        k = 0
        for v in operands[n_in:]:
            if not isinstance(v.type, MemRefType):
                result_types[k] = v.type
                k += 1
        new = _clone_with(rw, op, operands, result_types)
        _replace_casting_back(rw, op, new)
        return True


class FoldTensorCastConsumerOp(RewritePattern):
    """A tensor.cast of a linalg op's result to a more static type: the op computes the static type
    (its init is cast first) and its other uses get a cast back::

        %r = linalg.matmul ins(...) outs(%o : tensor<?x?xf32>) ; %c = tensor.cast %r : ... to tensor<4x8xf32>
      -> %oc = tensor.cast %o : ... to tensor<4x8xf32> ; %c = linalg.matmul ins(...) outs(%oc : tensor<4x8xf32>)
    """

    root = "tensor.cast"

    def match_and_rewrite(self, op, rw) -> bool:
        from ..tensor.basic import CastOp, preserves_static_information
        from .structured import StructuredOp

        src = op.operands[0]
        rt = op.results[0].type
        if not preserves_static_information(src.type, rt):
            return rw.fail(op, "the cast does not make the type more static")
        producer = src.defining_op
        if not isinstance(producer, StructuredOp):
            return rw.fail(op, "source is not a linalg op result")
        if producer.parent is not op.parent:
            return rw.fail(op, "the cast is in another block than its producer")
        k = producer.results.index(src)
        n_in = len(producer.inputs)
        init = producer.operands[n_in + k]
        cast_init = rw.create_before(producer, CastOp.build_cast(init, rt, loc=producer.loc)).results[0]
        operands = list(producer.operands)
        operands[n_in + k] = cast_init
        result_types = [r.type for r in producer.results]
        result_types[k] = rt
        new = _clone_with(rw, producer, operands, result_types)
        back = rw.create_before(producer, CastOp.build_cast(new.results[k], src.type, loc=producer.loc)).results[0]
        repl = list(new.results)
        repl[k] = back
        rw.replace_op(producer, repl)
        rw.replace_op(op, [new.results[k]])
        return True


class InferStaticShapeOfOperands(RewritePattern):
    """Sizes known from one operand (or from the static source of a tensor.cast feeding it) are given to
    the operands whose indexing maps read the same loop as a dynamic size: those get a tensor.cast,
    the op the static types, and changed results a cast back. Projected-permutation maps, tensors only.
    One instance per structured op (``root`` given at registration)."""

    def match_and_rewrite(self, op, rw) -> bool:
        from ..tensor.basic import CastOp
        from ...ir.affine import AffineDimExpr

        if not op.has_pure_tensor_semantics():
            return rw.fail(op, "not on tensors")
        maps = op.indexing_maps_list()
        if not all(m.is_projected_permutation() for m in maps):
            return rw.fail(op, "an indexing map is not a projected permutation")
        known: dict[int, int] = {}
        for v, m in zip(op.operands, maps):
            t = v.type
            if not isinstance(t, RankedTensorType):
                continue
            shape = t.shape
            c = v.defining_op
            if isinstance(c, CastOp) and isinstance(c.source.type, RankedTensorType) and \
                    all(d != DYNAMIC for d in c.source.type.shape):
                shape = c.source.type.shape
            for i, d in enumerate(shape):
                e = m.results[i]
                if t.shape[i] != DYNAMIC and isinstance(e, AffineDimExpr):
                    known.setdefault(e.position, d)
        n_in = len(op.inputs)
        operands, result_types, changed = [], [], False
        for j, (v, m) in enumerate(zip(op.operands, maps)):
            t = v.type
            operands.append(v)
            if not isinstance(t, RankedTensorType):
                continue
            if j >= n_in and all(d != DYNAMIC for d in t.shape):
                result_types.append(t)
                continue
            shape = [known.get(e.position, d) if d == DYNAMIC and isinstance(e, AffineDimExpr) else d
                     for d, e in zip(t.shape, m.results)]
            nt = RankedTensorType(shape, t.element_type, t.encoding)
            if nt is not t:
                changed = True
                operands[j] = rw.create_before(op, CastOp.build_cast(v, nt, loc=op.loc)).results[0]
            if j >= n_in:
                result_types.append(nt)
        if not changed:
            return rw.fail(op, "no operand gets a more static type")
        new = _clone_with(rw, op, operands, result_types)
        _replace_casting_back(rw, op, new)
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
           "FoldTensorCastConsumerOp", "FoldTensorCastProducerOp", "InferStaticShapeOfOperands",
           "FoldFillWithPad", "FoldFillWithTensorExtract", "FoldFillWithTensorReshape", "FoldFillWithTranspose",
           "FoldInsertPadIntoFill"]
