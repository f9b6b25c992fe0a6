"""linalg.map, linalg.reduce and linalg.broadcast: structured ops with their own custom formats.

    %m = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
    %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %0 = arith.maximumf %in, %init : f32
        linalg.yield %0 : f32
      }
    %b = linalg.broadcast ins(%v : tensor<8xf32>) outs(%c : tensor<4x8xf32>) dimensions = [0]

map applies its region elementwise (block arguments: one per input, then the init, as in
iree-opt 3.13); reduce combines the inputs along `dimensions` into the inits (arguments: inputs,
then inits; the operands split evenly, upstream's SameVariadicOperandSize); broadcast copies its
input along the added `dimensions`. A region that is one op on the block arguments (map: the
inputs in order; reduce: the init first, then the inputs) prints in the short form `{ arith.addf }`,
with the op's attributes except a default `fastmath`; results are named `%mapped`, `%reduced`,
`%broadcasted`. Their maps are computed, never memoized.
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.attrs import DenseArrayAttr
from ...ir.constraints import dense_array
from ...ir.op import (OP_REGISTRY, lookup_op, operand, prop, region, register_op, unregistered_op_class, var_operand,
                      var_result)
from ...ir.types import MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType, i64
from ...ir.uniqued import VerifyError
from ...rewrite.pattern import RewritePattern
from .canonicalize import EraseIdentityGeneric
from .named import NamedOp
from .structured import elem_of, new_body, rank_of, shape_of


def _dims_text(shape) -> str:
    """A shape as upstream streams an ArrayRef<int64_t>: a dynamic size is ShapedType::kDynamic."""
    return ", ".join(str(-(2 ** 63)) if s < 0 else str(s) for s in shape)


_SHAPED = "memref of any non-token type values or ranked tensor of any non-token type values"


def _is_shaped(t) -> bool:
    return isinstance(t, (MemRefType, UnrankedMemRefType, RankedTensorType))


def check_operands(op, groups) -> None:
    """ODS's operand and result type checks: ``groups`` is [(values, variadic)] in operand order; the
    results must be tensors (`Variadic<AnyTensor>`)."""
    k = 0
    for values, variadic in groups:
        for v in values:
            if not _is_shaped(v.type):
                raise VerifyError(f"operand #{k} must be {'variadic of ' if variadic else ''}{_SHAPED}, but got "
                                  f"'{v.type}'")
            k += 1
    for k, r in enumerate(op.results):
        if not isinstance(r.type, (RankedTensorType, UnrankedTensorType)):
            raise VerifyError(f"result #{k} must be variadic of tensor of any non-token type values, but got "
                              f"'{r.type}'")


def _parse_typed_args(p) -> list:
    """`(%a: f32, %b: f32 {attrs} loc(...))` -> [(ref, type)] for ``p.region(args=...)``."""
    out = []
    p.punct("(")
    if p.try_punct(")"):
        return out
    while True:
        ref = p.operand()
        p.punct(":", "expected ':'")
        t = p.type()
        p.optional_attr_dict()
        loc = p.try_trailing_loc()
        out.append(((ref[0], ref[1], ref[2], loc), t))
        if not p.try_punct(","):
            break
    p.punct(")")
    return out


def _parse_short_form(p):
    """`{ dialect.op {attrs} }` after the op name, or None."""
    if not p.try_punct("{"):
        return None
    q = p.skip()
    m = p.bare_id("operation name")
    attrs = p.optional_attr_dict()
    p.punct("}")
    return m, attrs, q


def _build_payload(payload, operands, result_type, block, loc):
    """The payload op (created generically, as upstream's OpBuilder::create by name: an unknown name
    gives an unregistered op that the verifier reports) and the yield of its results, both at the
    structured op's location."""
    name, attrs, _ = payload
    op_cls = lookup_op(name) or unregistered_op_class(name)
    names = getattr(op_cls, "property_names", ())
    props = {k: v for k, v in attrs.items() if k in names}
    rest = {k: v for k, v in attrs.items() if k not in names}
    if getattr(op_cls, "registered", True):
        op = op_cls.create(list(operands), [result_type], props, rest, loc=loc)
    else:
        from ...ir.core import Operation

        op = op_cls.__new__(op_cls)
        Operation.__init__(op, list(operands), [result_type], {}, rest, [], (), loc)
    block.append(op)
    block.append(OP_REGISTRY["linalg.yield"].create(list(op.results), loc=loc))


def _op_loc(p, cls):
    """The location of the op being parsed (its name, just before the parser's position)."""
    start = p.pos - len(cls.name)
    if start >= 0 and p.src[start:p.pos] == cls.name:
        return p.lazy_loc(start)
    return None


def _print_short_form(p, payload) -> None:
    from ..arith.attrs import FASTMATH_NONE, FastMathAttr

    merged = dict(payload.properties)
    merged.update(payload.attributes)
    elided = []
    for k, v in sorted(merged.items()):
        if isinstance(v, FastMathAttr) and v is FASTMATH_NONE:
            elided.append(k)
            break
    p.w(" { " + payload.name)
    p.attr_dict(merged, elided)
    p.w(" }")


def _print_long_form(p, op) -> None:
    block = op.regions[0].blocks[0]
    p.indent += 1
    p.newline()
    p.w("(" + ", ".join(f"{p.value_name(a)}: {p.fmt(a.type)}" for a in block.args) + ") ")
    p.region(op.regions[0], print_entry_args=False)
    p.indent -= 1


class _RegionOp(NamedOp):
    """map and reduce: the region is written out (or in the short form), not implied."""

    has_segments = False
    results_ = var_result()
    body = region()

    def build_body(self, block) -> None:  # the parser builds the region
        pass

    @classmethod
    def _parse_dst(cls, p):
        attrs = p.optional_attr_dict()
        ins, outs = cls.parse_ins_outs(p)
        return attrs, ins, outs

    @classmethod
    def _finish(cls, p, payload, ins, outs, props, attrs, init_first: bool, loc=None):
        types = [v.type for v in outs if isinstance(v.type, RankedTensorType)]
        if payload is not None:
            if not (ins or outs):  # upstream adds an empty region: the verifier reports the missing operands
                from ...ir.core import Region

                return cls.create([], types, props, attrs, [Region()])
            operands = ins + outs
            region = new_body([elem_of(v.type) for v in operands])  # every operand gets an argument
            block = region.blocks[0]
            args = list(block.args)
            if init_first:
                pay_args = [args[-1]] + args[:-1]
            else:
                pay_args = args[:len(ins)]
            _build_payload(payload, pay_args, elem_of(operands[-1].type), block, loc)
        else:
            region = p.region(args=_parse_typed_args(p))
        return cls.create(ins + outs, types, props, attrs, [region])

    def payload_op(self, init_first: bool):
        """upstream's findPayloadOp: the one op before the yield, on exactly the expected arguments."""
        if not self.regions or not self.regions[0].blocks:
            return None
        block = self.regions[0].blocks[0]
        ops = list(block.ops)
        if len(ops) != 2:
            return None
        payload = ops[0]
        args = list(block.args)
        opnds = list(payload.operands)
        if init_first:
            if not opnds or len(opnds) != len(args) or opnds[-1] is not args[0]:
                return None
            return payload if all(a is b for a, b in zip(opnds, args[1:])) else None
        want = args[:len(self.inputs)]
        if not opnds or len(opnds) != len(want):
            return None
        return payload if all(a is b for a, b in zip(opnds, want)) else None


@register_op
class MapOp(_RegionOp):
    """init[i...] = region(inputs[i...]...)."""

    name = "linalg.map"
    inputs_ = var_operand()
    init = operand()

    def verify_invariants_(self):
        check_operands(self, [(self.operands[:-1], True), (self.operands[-1:], False)])

    @property
    def inputs(self):
        return list(self.operands[:-1])

    @property
    def outputs(self):
        return list(self.operands[-1:])

    def asm_result_names(self):
        return ["mapped"]

    def asm_block_arg_names(self, region):
        return ["in"] * len(self.inputs) + ["init"]

    def indexing_maps_list(self):
        r = rank_of(self.operands[-1].type) if self.operands else 0
        return [AffineMap.identity(r)] * len(self.operands)

    def iterator_type_names(self):
        return ["parallel"] * (rank_of(self.operands[-1].type) if self.operands else 0)

    @classmethod
    def parse(cls, p):
        loc = _op_loc(p, cls)
        payload = _parse_short_form(p)
        attrs, ins, outs = cls._parse_dst(p)
        attrs.update(p.optional_attr_dict())
        return cls._finish(p, payload, ins, outs, {}, attrs, init_first=False, loc=loc)

    def print(self, p):
        p.w(self.name)
        payload = self.payload_op(init_first=False)
        if payload is not None:
            _print_short_form(p, payload)
        self.print_ins_outs(p)
        p.op_attr_dict(self)
        if payload is None:
            _print_long_form(p, self)

    def verify_(self):
        block = self.regions[0].blocks[0] if self.regions and self.regions[0].blocks else None
        if block is not None:
            if len(self.operands) != len(block.args):
                raise VerifyError(f"expects number of operands to match the arity of mapper, but got: "
                                  f"{len(self.operands)} and {len(block.args)}")
            for a, v in zip(block.args, self.inputs):
                e = elem_of(v.type)
                if a.type is not e:
                    raise VerifyError(f"expected element type of input '{e}' to match bbArg type '{a.type}'")
        out_shape = shape_of(self.operands[-1].type)
        for v in self.inputs:
            s = shape_of(v.type)
            if s != out_shape:
                raise VerifyError(f"expected shape of input ({_dims_text(s)}) to match shape of output "
                                  f"({_dims_text(out_shape)})")
        super().verify_()


def _dimensions_prop():
    return prop(storage=DenseArrayAttr)


@register_op
class ReduceOp(_RegionOp):
    """inits[kept dims] = region(inputs[i...]..., inits[kept dims]...) over the reduced `dimensions`."""

    name = "linalg.reduce"
    operands_ = var_operand()
    dimensions = prop(storage=dense_array(i64))

    def verify_invariants_(self):
        n = len(self.operands)
        if n % 2:
            raise VerifyError(f"expected equal number of inputs and outputs (required by SameVariadicOperandSize), "
                              f"got {n - n // 2} input(s) and {n // 2} output(s)")
        check_operands(self, [(self.inputs, True), (self.outputs, True)])

    @property
    def inputs(self):
        return list(self.operands[:len(self.operands) // 2])

    @property
    def outputs(self):
        return list(self.operands[len(self.operands) // 2:])

    def dims(self) -> list[int]:
        return list(self.dimensions.value)

    def asm_result_names(self):
        return ["reduced"]

    def asm_block_arg_names(self, region):
        return ["in"] * len(self.inputs) + ["init"] * len(self.outputs)

    def indexing_maps_list(self):
        r = rank_of(self.operands[0].type)
        red = set(self.dims())
        out = AffineMap(r, 0, [dim(i) for i in range(r) if i not in red])
        return [AffineMap.identity(r)] * len(self.inputs) + [out] * len(self.outputs)

    def iterator_type_names(self):
        red = set(self.dims())
        return ["reduction" if i in red else "parallel" for i in range(rank_of(self.operands[0].type))]

    @classmethod
    def parse(cls, p):
        loc = _op_loc(p, cls)
        payload = _parse_short_form(p)
        attrs, ins, outs = cls._parse_dst(p)
        props = {"dimensions": _parse_dims(p, "dimensions")}
        attrs.update(p.optional_attr_dict())
        return cls._finish(p, payload, ins, outs, props, attrs, init_first=True, loc=loc)

    def print(self, p):
        p.w(self.name)
        payload = self.payload_op(init_first=True)
        if payload is not None:
            _print_short_form(p, payload)
        self.print_ins_outs(p)
        p.w(" dimensions = [" + ", ".join(str(d) for d in self.dims()) + "] ")
        p.op_attr_dict(self, ("dimensions",))
        if payload is None:
            _print_long_form(p, self)

    def verify_(self):
        if not self.operands:
            raise VerifyError("expected at least one input")
        d = self.dims()
        if any(b <= a for a, b in zip(d, d[1:])):
            raise VerifyError("attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute "
                              "should be in increasing order")
        ins, outs = self.inputs, self.outputs
        for i in range(1, len(ins)):
            if shape_of(ins[i].type) != shape_of(ins[0].type):
                raise VerifyError(f"expects all inputs to have the same shapes. Shape at input-index {i} is not "
                                  f"equal to the shape at input-index 0.")
        for i in range(1, len(outs)):
            if shape_of(outs[i].type) != shape_of(outs[0].type):
                raise VerifyError(f"expects all outputs to have the same shapes. Shape at output-index {i} is "
                                  f"not equal to the shape at output-index 0.")
        in_shape, init_shape = shape_of(ins[0].type), shape_of(outs[0].type)
        for x in d:
            if x < 0 or x >= len(in_shape):
                raise VerifyError(f"dimensions for reduction should be in the range [0, {len(in_shape) - 1}].")
        kept = [s for i, s in enumerate(in_shape) if i not in set(d)]
        if len(kept) != len(init_shape):
            raise VerifyError(f"number of dimensions after reduction {len(kept)} doesn't match the init rank "
                              f"{len(init_shape)}")
        if tuple(kept) != tuple(init_shape):
            raise VerifyError(f"init dimensions [{_dims_text(init_shape)}] doesn't match input dimensions after "
                              f"reduction [{_dims_text(kept)}]")
        block = self.regions[0].blocks[0]
        if len(block.args) != len(self.operands):
            raise VerifyError("mismatching number of operands and block arguments")
        for v, a in zip(ins, block.args):
            if elem_of(v.type) is not a.type:
                raise VerifyError(f"input element type '{elem_of(v.type)}' does not match corresponding block "
                                  f"argument type '{a.type}'")
        for v, a in zip(outs, block.args[len(block.args) - len(outs):]):
            if elem_of(v.type) is not a.type:
                raise VerifyError(f"output element type '{elem_of(v.type)}' does not match corresponding block "
                                  f"argument type '{a.type}'")
        super().verify_()


def _parse_dims(p, name: str) -> DenseArrayAttr:
    p.op_keyword(name)
    p.punct("=")
    vals = p.comma_list(p.int, "[", "]")
    return DenseArrayAttr(i64, tuple(vals))


class FoldBroadcasts(RewritePattern):
    """A broadcast of a broadcast is one broadcast of the first input (upstream's FoldBroadcasts).

        %b = linalg.broadcast ins(%x : tensor<5xf32>) outs(%i : tensor<4x5xf32>) dimensions = [0]
        %c = linalg.broadcast ins(%b : tensor<4x5xf32>) outs(%o : tensor<4x5x6xf32>) dimensions = [2]
      -> %c = linalg.broadcast ins(%x : tensor<5xf32>) outs(%o : tensor<4x5x6xf32>) dimensions = [0, 2]
    """

    root = "linalg.broadcast"

    def match_and_rewrite(self, op, rw) -> bool:
        src = op.operands[0].owner
        if not isinstance(src, BroadcastOp):
            return rw.fail(op, "input is not a linalg.broadcast")
        dims = op.dims()
        init = op.operands[1]
        kept = [d for d in range(rank_of(init.type)) if d not in dims]  # input dim -> init dim
        folded = sorted(dims + [kept[d] for d in src.dims()])
        rw.replace_op_with_new(op, BroadcastOp.build_broadcast(src.operands[0], init, folded, loc=op.loc))
        return True


class EraseIdentityBroadcast(EraseIdentityGeneric):
    """A broadcast adding no dimensions is its input (upstream's EraseIdentityLinalgOp<BroadcastOp>)."""

    root = "linalg.broadcast"

    def match_and_rewrite(self, op, rw) -> bool:
        if len({str(m) for m in op.indexing_maps_list()}) != 1:
            return False
        return super().match_and_rewrite(op, rw)


@register_op
class BroadcastOp(NamedOp):
    """init[i...] = input[i... without `dimensions`]."""

    name = "linalg.broadcast"
    N_INPUTS = 1
    has_segments = False
    canonicalization_patterns = (EraseIdentityBroadcast, FoldBroadcasts)
    input = operand()
    init = operand()
    results_ = var_result()
    body = region()
    dimensions = prop(storage=dense_array(i64))

    def verify_invariants_(self):
        check_operands(self, [(self.operands[:1], False), (self.operands[1:], False)])

    @property
    def inputs(self):
        return [self.operands[0]]

    @property
    def outputs(self):
        return [self.operands[1]]

    def dims(self) -> list[int]:
        return list(self.dimensions.value)

    @classmethod
    def build_broadcast(cls, input_, init, dims, loc=None):
        types = [init.type] if isinstance(init.type, RankedTensorType) else []
        region = new_body([elem_of(input_.type), elem_of(init.type)])
        op = cls.create([input_, init], types, {"dimensions": DenseArrayAttr(i64, tuple(dims))}, {}, [region], loc=loc)
        op.build_body(region.blocks[0])
        return op

    def asm_result_names(self):
        return ["broadcasted"]

    def indexing_maps_list(self):
        r = rank_of(self.operands[1].type)
        added = set(self.dims())
        return [AffineMap(r, 0, [dim(i) for i in range(r) if i not in added]), AffineMap.identity(r)]

    def iterator_type_names(self):
        return ["parallel"] * rank_of(self.operands[1].type)

    def build_body(self, block):
        block.append(OP_REGISTRY["linalg.yield"].create([block.args[0]]))

    @classmethod
    def parse(cls, p):
        attrs = p.optional_attr_dict()
        ins, outs = cls.parse_ins_outs(p)
        props = {"dimensions": _parse_dims(p, "dimensions")}
        attrs.update(p.optional_attr_dict())
        types = [v.type for v in outs if isinstance(v.type, RankedTensorType)]
        region = new_body([elem_of(v.type) for v in ins + outs])
        op = cls.create(ins + outs, types, props, attrs, [region])
        if region.blocks[0].args:
            op.build_body(region.blocks[0])
        return op

    def print(self, p):
        p.w(self.name)
        self.print_ins_outs(p)
        p.w(" dimensions = [" + ", ".join(str(d) for d in self.dims()) + "] ")
        p.op_attr_dict(self, ("dimensions",))

    def verify_(self):
        d = self.dims()
        in_shape, init_shape = shape_of(self.operands[0].type), shape_of(self.operands[1].type)
        if len(in_shape) + len(d) != len(init_shape):
            raise VerifyError(f"input rank plus added dimensions does not match init rank. input rank: "
                              f"{len(in_shape)}, dimensions size: {len(d)}, init rank: {len(init_shape)}")
        for i, x in enumerate(d):
            if x < 0 or x >= len(init_shape):
                raise VerifyError(f"dimension {i} is out of range. expected range: [0, {len(init_shape) - 1}], "
                                  f"got: {x}")
        kept = [i for i in range(len(init_shape)) if i not in set(d)]
        for i, j in enumerate(kept):
            if in_shape[i] != init_shape[j]:
                raise VerifyError(f"input dim {i} should match init dim {j}. input: "
                                  f"{_dims_text([in_shape[i]])}, init: {_dims_text([init_shape[j]])}")
        super().verify_()

    def compute(self, ctx, ins, outs):
        x = np.asarray(ins[0])
        for d in sorted(self.dims()):
            x = np.expand_dims(x, d)
        return [np.broadcast_to(x, outs[0].shape).astype(outs[0].dtype)]
