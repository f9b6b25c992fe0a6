"""tensor ops with a region: pad, generate, and their terminator yield.

    %p = tensor.pad %t low[1, %l] high[2, 3] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<4x?xf32> to tensor<7x?xf32>

    %g = tensor.generate %n {
    ^bb0(%i: index, %j: index):
      ...
      tensor.yield %v : f32
    } : tensor<3x?xf32>

The region's arguments are the indices of the result element being produced; it runs once per
element (for pad: once per padding element). When the region only yields a value defined outside
it (a constant padding value), it runs once.
"""

from __future__ import annotations

import itertools

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import unit
from ...ir.core import Block, Region
from ...ir.op import (
    Pure, RecursiveMemoryEffects, ReturnLike, SingleBlock, Terminator, operand, prop, register_op, result,
    var_operand,
)
from ...ir.types import DYNAMIC, IndexType, RankedTensorType, index
from ...ir.uniqued import PlainVerifyError, VerifyError
from .. import _static_dynamic as SD
from .._ods import ANY_TYPE, I64_ARRAY, INDEX, RANKED_TENSOR, UNIT, sized_region, verify_single_block
from ._common import (
    TensorOp, dtype_of, kw, move_inherent, parse_ranked_tensor_type, resolve_indices, runtime_shape,
)


@register_op
class YieldOp(TensorOp):
    """`tensor.yield %v : f32` ends the region of tensor.pad and tensor.generate."""

    name = "tensor.yield"
    traits = frozenset({Pure, ReturnLike, Terminator})
    value = operand(ANY_TYPE)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = p.type()
        props, attrs = move_inherent(cls, attrs)
        return cls.create([p.resolve(ref, t)], [], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.value)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.value.type)

    def verify_structural(self):
        parent = self.parent_op
        if parent is None or parent.name not in ("tensor.generate", "tensor.pad"):
            raise VerifyError("expects parent op to be one of 'tensor.generate, tensor.pad'")


def _ensure_terminator(region: Region, loc) -> None:
    """SingleBlockImplicitTerminator: an empty region gets a block; a block without a terminator gets
    an (invalid, operand-less) tensor.yield, exactly as upstream's parser does."""
    if not region.blocks:
        region.add_block(Block())
    b = region.blocks[0]
    last = b.last
    if last is None or Terminator not in type(last).traits:
        b.append(YieldOp.create([], [], loc=loc))


def _verify_terminator(op) -> None:
    """SingleBlockImplicitTerminator<tensor.yield>'s region verifier."""
    last = op.regions[0].blocks[0].last
    if not isinstance(last, YieldOp):
        raise VerifyError(f"expects regions to end with 'tensor.yield', found '{last.name}'")


def _op_loc(p, name: str):
    """The location of the op name being parsed (the custom parser starts right after it)."""
    return p.loc_at(p.pos - len(name))


def _yield_is_invariant(block: Block) -> bool:
    """The block is just a yield of a value defined outside the region: every element gets that value
    (and running the region once has the same effects as running it per element)."""
    t = block.last
    if t is None or not t.operands or block.first is not t:
        return False
    v = t.operands[0]
    b = v.parent_block
    while b is not None:
        if b is block:
            return False
        op = b.parent_op
        b = op.parent if op is not None else None
    return True


def _region_value(ctx, args) -> object:
    vals = ctx.run(0, args)
    if len(vals) != 1:
        raise InterpError("region must yield exactly one value")
    return vals[0]


@register_op
class GenerateOp(TensorOp):
    name = "tensor.generate"
    traits = frozenset({RecursiveMemoryEffects, SingleBlock})
    dynamicExtents = var_operand(INDEX)
    result = result(RANKED_TENSOR)
    body = sized_region(1)

    def asm_result_names(self):
        return ["generated"]

    @classmethod
    def build_generate(cls, result_type: RankedTensorType, dynamic_extents=(), loc=None) -> "GenerateOp":
        """An op with an entry block of one index argument per dimension; the caller fills the body
        (ending in tensor.yield)."""
        block = Block([index] * len(result_type.shape))
        return cls.create(list(dynamic_extents), [result_type], regions=[Region([block])], loc=loc)

    def verify_structural(self):
        verify_single_block(self)

    @classmethod
    def parse(cls, p):
        loc = _op_loc(p, cls.name)
        refs = p.operand_list()
        r = p.region()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = parse_ranked_tensor_type(p, cls)
        _ensure_terminator(r, loc)
        props, attrs = move_inherent(cls, attrs)
        return cls.create(resolve_indices(p, refs), [t], props, attrs, [r])

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.values(self.dynamicExtents)
        p.w(" ")
        p.region(self.regions[0])
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.results[0].type)

    def verify_op(self):
        from .basic import verify_dynamic_dimension_count

        verify_dynamic_dimension_count(self.results[0].type, self.dynamicExtents)

    def verify_regions_(self):
        _verify_terminator(self)
        rt = self.results[0].type
        b = self.regions[0].blocks[0]
        if not all(isinstance(a.type, IndexType) for a in b.args):
            raise PlainVerifyError("all body arguments must be index")
        if len(b.args) != len(rt.shape):
            raise PlainVerifyError("must have one body argument per input dimension")
        y = b.last
        if not isinstance(y, YieldOp) or y.value.type is not rt.element_type:
            raise VerifyError("body must be terminated with a `yield` operation of the tensor element type")

    def interpret_with(self, ctx, *sizes):
        t = self.results[0].type
        shape = runtime_shape(t, sizes)
        out = np.empty(shape, dtype=dtype_of(t))
        if out.size == 0:
            return out
        if _yield_is_invariant(self.regions[0].blocks[0]):
            out[...] = _region_value(ctx, [np.int64(0)] * len(shape))
            return out
        for idx in itertools.product(*(range(n) for n in shape)):
            out[idx] = _region_value(ctx, [np.int64(i) for i in idx])
        return out


@register_op
class PadOp(TensorOp):
    name = "tensor.pad"
    traits = frozenset({Pure, SingleBlock})
    source = operand(RANKED_TENSOR)
    low = var_operand(INDEX)
    high = var_operand(INDEX)
    static_low = prop(I64_ARRAY)
    static_high = prop(I64_ARRAY)
    nofold = prop(UNIT, optional=True)
    result = result(RANKED_TENSOR)
    region = sized_region(1)

    def asm_result_names(self):
        return ["padded"]

    @classmethod
    def build_pad(cls, source, low, high, pad_value, result_type=None, nofold=False, loc=None) -> "PadOp":
        """Pad ``source`` with the value ``pad_value`` (defined outside); ``low``/``high`` are mixed
        lists of ints and index Values. The result type is inferred when not given."""
        from .slice import _seg

        sl, vl = SD.split_mixed(low)
        sh, vh = SD.split_mixed(high)
        if result_type is None:
            st = source.type
            result_type = RankedTensorType(cls.infer_result_shape(st, sl, sh), st.element_type)
        props = {"static_low": SD.i64_array(sl), "static_high": SD.i64_array(sh),
                 "operandSegmentSizes": _seg(1, len(vl), len(vh))}
        if nofold:
            props["nofold"] = unit
        op = cls.create([source, *vl, *vh], [result_type], props, regions=[Region([Block([index] * len(sl))])],
                        loc=loc)
        op.regions[0].blocks[0].append(YieldOp.create([pad_value], [], loc=loc))
        return op

    def verify_structural(self):
        verify_single_block(self)

    @property
    def mixed_low(self) -> list:
        return SD.mixed_values(self.static_low.value, self.low)

    @property
    def mixed_high(self) -> list:
        return SD.mixed_values(self.static_high.value, self.high)

    @classmethod
    def parse(cls, p):
        loc = _op_loc(p, cls.name)
        ref = p.operand()
        props = {}
        if p.try_keyword("nofold"):
            props["nofold"] = unit
        kw(p, cls, "low")
        lo_refs, lo = SD.parse_dynamic_index_list(p, op_name=cls.name)
        kw(p, cls, "high")
        hi_refs, hi = SD.parse_dynamic_index_list(p, op_name=cls.name)
        r = p.region()
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = parse_ranked_tensor_type(p, cls)
        kw(p, cls, "to")
        rt = parse_ranked_tensor_type(p, cls)
        _ensure_terminator(r, loc)
        props.update({"static_low": SD.i64_array(lo), "static_high": SD.i64_array(hi)})
        props, attrs = move_inherent(cls, attrs, props)
        from .slice import _seg

        props["operandSegmentSizes"] = _seg(1, len(lo_refs), len(hi_refs))
        vals = [p.resolve(ref, st), *resolve_indices(p, lo_refs), *resolve_indices(p, hi_refs)]
        return cls.create(vals, [rt], props, attrs, [r])

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        if self.nofold is not None:
            p.w(" nofold")
        p.w(" low" + SD.render_dynamic_index_list(p, self.low, self.static_low.value))
        p.w(" high" + SD.render_dynamic_index_list(p, self.high, self.static_high.value))
        p.w(" ")
        p.region(self.regions[0])
        p.op_attr_dict(self, ("static_low", "static_high", "nofold", "operandSegmentSizes"))
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.results[0].type)

    @staticmethod
    def infer_result_shape(source: RankedTensorType, low, high) -> list[int] | None:
        rank = len(source.shape)
        if len(low) != rank or len(high) != rank:
            return None
        out = []
        for d, lo, hi in zip(source.shape, low, high):
            out.append(DYNAMIC if DYNAMIC in (d, lo, hi) else d + lo + hi)
        return out

    def verify_op(self):
        st, rt = self.source.type, self.results[0].type
        shape = self.infer_result_shape(st, self.static_low.value, self.static_high.value)
        if shape is None:
            raise PlainVerifyError(f"failed to infer expectedType from sourceType '{st}', specified resultType is "
                                   f"'{rt}'")
        expected = RankedTensorType(shape, st.element_type)
        if len(rt.shape) != len(shape):
            raise PlainVerifyError(f"specified type '{rt}' does not match the inferred type '{expected}'")
        for a, b in zip(rt.shape, shape):
            if a != b and b != DYNAMIC:
                raise PlainVerifyError(f"specified type '{rt}' does not match the inferred type '{expected}'")

    def verify_regions_(self):
        _verify_terminator(self)
        rank = len(self.results[0].type.shape)
        b = self.regions[0].blocks[0]
        if len(b.args) != rank:
            raise PlainVerifyError(f"expected the block to have {rank} arguments")
        for i, a in enumerate(b.args):
            if not isinstance(a.type, IndexType):
                raise VerifyError(f"expected block argument {i + 1} to be an index")
        y = b.last
        if not isinstance(y, YieldOp) or y.value.type is not self.results[0].type.element_type:
            raise VerifyError("expected yield type to match shape element type")

    def fold(self, consts):
        rt = self.results[0].type
        if DYNAMIC not in rt.shape and rt is self.source.type and self.nofold is None:
            return self.source
        return None

    def interpret_with(self, ctx, src, *dyn):
        nl = len(self.low)
        low = SD.resolve_runtime(self.static_low.value, dyn[:nl])
        high = SD.resolve_runtime(self.static_high.value, dyn[nl:])
        shape = []
        for d, (n, lo, hi) in enumerate(zip(src.shape, low, high)):
            if lo < 0 or hi < 0:
                raise InterpError(f"tensor.pad: negative padding (low {lo}, high {hi}) in dimension {d}")
            shape.append(n + lo + hi)
        rt = self.results[0].type
        out = np.empty(shape, dtype=dtype_of(rt))
        interior = tuple(slice(lo, lo + n) for n, lo in zip(src.shape, low))
        if out.size != src.size:
            if _yield_is_invariant(self.regions[0].blocks[0]):
                out[...] = _region_value(ctx, [np.int64(0)] * len(shape))
            else:
                for idx in itertools.product(*(range(n) for n in shape)):
                    if all(lo <= i < lo + n for i, lo, n in zip(idx, low, src.shape)):
                        continue
                    out[idx] = _region_value(ctx, [np.int64(i) for i in idx])
        out[interior] = src
        from ._common import check_shape

        check_shape(out, rt, "tensor.pad")
        return out
