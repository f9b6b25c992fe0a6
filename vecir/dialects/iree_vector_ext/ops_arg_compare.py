"""iree_vector_ext.arg_compare and its terminator iree_vector_ext.yield (IREE's vectorized arg-reduction).

    %v, %i = iree_vector_ext.arg_compare dimension(1) ins(%x : vector<4x128xf32>)
               inits(%v0, %i0 : vector<4xf32>, vector<4xi32>) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.cmpf ogt, %a, %b : f32
      iree_vector_ext.yield %c : i1
    } -> vector<4xf32>, vector<4xi32>

Semantics (IREE's description and its LowerArgCompareToVector lowering): for each position of the
other dims, walk the reduction dim k = 0..n-1 with (best, best_index) = the inits; when
``comparator(x[k], best)`` is true, (best, best_index) = (x[k], index of k): the explicit index input
at k, else ``index_base + k`` cast to the index element type (wrapping like arith.index_cast).
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.convert import wrap_scalar
from ...ir import attr_kinds as K
from ...ir.attrs import IntegerAttr
from ...ir.diagnostics import DiagnosticError
from ...ir.op import Pure, Terminator, operand, opt_operand, prop, region, register_op, result, var_operand
from ...ir.types import IndexType, IntegerType, VectorType, i1, i64
from ...ir.uniqued import VerifyError
from ._propdict import parse_strict_attr_dict
from .ops_layout import ANY_VECTOR, VectorExtOp
from .ops_transfer import INDEX, _segments


@register_op
class YieldOp(VectorExtOp):
    name = "iree_vector_ext.yield"
    traits = frozenset({Pure, Terminator})
    values = var_operand()
    assembly_format = "attr-dict ($values^ `:` type($values))?"

    def verify_op(self):
        parent = self.parent_op
        if parent is None or parent.name != ArgCompareOp.name:
            raise VerifyError(f"expects parent op '{ArgCompareOp.name}'")
        n = len(self.operands)
        if n != 1:
            raise VerifyError(f"expected 1 yield operand, but got {n}")
        t = self.operands[0].type
        if t is not i1:
            raise VerifyError(f"expected yield operand to have type i1, but got '{t}'")


def _shape(xs) -> str:
    return "[" + ", ".join(str(x) for x in xs) + "]"


def _keyword(p, cls, word: str) -> None:
    if not p.try_keyword(word):
        raise p.error(f"custom op '{cls.name}' expected '{word}'")


def _vector_type(p, cls) -> VectorType:
    """``type($x)`` of a vector-constrained operand or result: upstream parses the VectorType class."""
    pos = p.skip()
    t = p.type()
    if not isinstance(t, VectorType):
        raise p.error(f"custom op '{cls.name}' invalid kind of type specified: expected builtin.vector, but found "
                      f"'{t}'", pos)
    return t


@register_op
class ArgCompareOp(VectorExtOp):
    name = "iree_vector_ext.arg_compare"
    traits = frozenset({Pure})
    input_value = operand(ANY_VECTOR)
    input_index = opt_operand(ANY_VECTOR)
    init_value = operand(ANY_VECTOR)
    init_index = operand(ANY_VECTOR)
    index_base = opt_operand(INDEX)
    result_value = result(ANY_VECTOR)
    result_index = result(ANY_VECTOR)
    region = region()
    dimension = prop(K.I64Attr)

    def asm_result_names(self):
        return ["result_value", "result_index"]

    @classmethod
    def parse(cls, p):
        """Upstream's assembly format: keywords and vector types carry the "custom op" prefix, the
        optional input index is `, %idx` after the input value (its type after the value's type),
        and operands are resolved against their types once the whole op is read."""
        attrs = parse_strict_attr_dict(p, cls)
        _keyword(p, cls, "dimension")
        p.punct("(")
        dim = K.I64Attr.parse(p)
        p.punct(")")
        _keyword(p, cls, "ins")
        p.punct("(")
        iv = p.operand()
        ii = p.operand() if p.try_punct(",") else None
        p.punct(":")
        ivt = _vector_type(p, cls)
        iit = _vector_type(p, cls) if p.try_punct(",") else None
        p.punct(")")
        _keyword(p, cls, "inits")
        p.punct("(")
        v0 = p.operand()
        p.punct(",")
        i0 = p.operand()
        p.punct(":")
        v0t = _vector_type(p, cls)
        p.punct(",")
        i0t = _vector_type(p, cls)
        p.punct(")")
        base = None
        if p.try_keyword("index_base"):
            p.punct("(")
            base = p.operand()
            p.punct(":")
            bt = p.type()
            p.punct(")")
        reg = p.region()
        p.punct("->")
        rv = _vector_type(p, cls)
        p.punct(",")
        ri = _vector_type(p, cls)
        vals = [p.resolve(iv, ivt)]
        if ii is not None:
            if iit is None:
                raise p.error(f"custom op '{cls.name}' number of operands and types do not match: got 1 operands "
                              f"and 0 types", ii[2])
            vals.append(p.resolve(ii, iit))
        vals += [p.resolve(v0, v0t), p.resolve(i0, i0t)]
        if base is not None:
            vals.append(p.resolve(base, bt))
        props = {"dimension": dim,
                 "operandSegmentSizes": _segments([1, 0 if ii is None else 1, 1, 1, 0 if base is None else 1])}
        return cls.create(vals, [rv, ri], props, attrs, [reg])

    def print(self, p):
        p.w("iree_vector_ext.arg_compare")
        p.attr_dict(self.attributes)
        p.w(f" dimension({self.dimension.value}) ins(")
        p.value(self.input_value)
        if self.input_index is not None:
            p.w(", ")
            p.value(self.input_index)
        p.w(" : ")
        p.type(self.input_value.type)
        if self.input_index is not None:
            p.w(", ")
            p.type(self.input_index.type)
        p.w(") inits(")
        p.values([self.init_value, self.init_index])
        p.w(" : ")
        p.types([self.init_value.type, self.init_index.type])
        p.w(")")
        if self.index_base is not None:
            p.w(" index_base(")
            p.value(self.index_base)
            p.w(" : ")
            p.type(self.index_base.type)
            p.w(")")
        p.w(" ")
        p.region(self.region)
        p.w(" -> ")
        p.types([self.result_value.type, self.result_index.type])

    def verify_op(self):
        if len(self.region.blocks) != 1:
            raise VerifyError("region #0 ('region') failed to verify constraint: region with 1 blocks")
        it, vt, xt = self.input_value.type, self.init_value.type, self.init_index.type
        if it.element_type is not vt.element_type:
            raise VerifyError("failed to verify that all of {input_value, init_value} have same element type")
        if vt is not self.result_value.type:
            raise VerifyError("failed to verify that all of {init_value, result_value} have same type")
        if xt is not self.result_index.type:
            raise VerifyError("failed to verify that all of {init_index, result_index} have same type")
        rank = len(it.shape)
        d = self.dimension.value
        if d < 0 or d >= rank:
            raise VerifyError(f"dimension {d} is out of range [0, {rank})")
        if len(vt.shape) != rank - 1:
            raise VerifyError(f"init value rank ({len(vt.shape)}) must be input rank - 1 ({rank - 1})")
        if len(xt.shape) != rank - 1:
            raise VerifyError(f"init index rank ({len(xt.shape)}) must be input rank - 1 ({rank - 1})")
        want = [s for k, s in enumerate(it.shape) if k != d]
        if list(vt.shape) != want:
            raise VerifyError("init value shape must match input shape with reduction dimension removed. "
                              f"Expected: {_shape(want)}, but got: {_shape(vt.shape)}")
        if list(xt.shape) != want:
            raise VerifyError("init index shape must match input shape with reduction dimension removed. "
                              f"Expected: {_shape(want)}, but got: {_shape(xt.shape)}")
        xe = xt.element_type
        if not isinstance(xe, (IntegerType, IndexType)):
            raise VerifyError(f"init index must have integer or index element type, but got '{xe}'")
        if self.input_index is not None:
            iit = self.input_index.type
            if list(iit.shape) != list(it.shape):
                raise VerifyError("explicit-index mode: value and index inputs must have the same shape. "
                                  f"Value shape: {_shape(it.shape)}, index shape: {_shape(iit.shape)}")
            ie = iit.element_type
            if not isinstance(ie, (IntegerType, IndexType)):
                raise VerifyError("explicit-index mode: index input must have integer or index element type, "
                                  f"but got '{ie}'")
            if ie is not xe:
                raise VerifyError("explicit-index mode: input and init index element types must match. "
                                  f"Input index type: '{ie}', init index type: '{xe}'")
            if self.index_base is not None:
                raise VerifyError("index_base must not be used with explicit indices")
        block = self.region.blocks[0]
        if len(block.args) != 2:
            raise VerifyError("comparator region must have exactly 2 arguments")
        a0, a1 = block.args[0].type, block.args[1].type
        if a0 is not it.element_type or a1 is not it.element_type:
            raise VerifyError("comparator arguments must match input value element type. "
                              f"Expected: '{it.element_type}', but got: '{a0}' and '{a1}'")
        for inner in block.ops:
            if Pure not in type(inner).traits:
                raise DiagnosticError(inner.loc, f"'{inner.name}' op comparator region must contain only pure "
                                                 "operations", op=inner)

    def interpret_with(self, ctx, *args):
        args = list(args)
        x = np.asarray(args.pop(0))
        idx_in = np.asarray(args.pop(0)) if self.input_index is not None else None
        best_v = np.array(args.pop(0), copy=True)
        best_i = np.array(args.pop(0), copy=True)
        base = int(args.pop(0)) if self.index_base is not None else 0
        d = self.dimension.value
        xs = np.moveaxis(x, d, -1)
        ids = np.moveaxis(idx_in, d, -1) if idx_in is not None else None
        xe = self.init_index.type.element_type
        for pos in np.ndindex(*xs.shape[:-1]):
            bv, bi = best_v[pos], best_i[pos]
            for k in range(xs.shape[-1]):
                cand = xs[pos + (k,)]
                if bool(ctx.run(0, [cand, bv])[0]):
                    bv = cand
                    bi = ids[pos + (k,)] if ids is not None else wrap_scalar(base + k, xe)
            best_v[pos], best_i[pos] = bv, bi
        return best_v, best_i
