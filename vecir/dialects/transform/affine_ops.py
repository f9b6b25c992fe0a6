"""Transform ops of upstream's Affine transform extension:

    transform.affine.super_vectorize %loops [8, 16] fastest_varying_pattern = [1, 0]
        vectorize_reductions = true : !transform.any_op

The affine-super-vectorize pass as a transform op: each payload op that is not nested in an
affine.for has its loops vectorized (upstream's vectorizeChildAffineLoops), so a handle to every
affine.for of a function vectorizes each outermost nest once.  The work is done by
vecir/transforms/affine/super_vectorize.py, imported lazily.
"""

from __future__ import annotations

from ...ir.attrs import BoolAttr, DenseI64ArrayAttr
from ...ir.constraints import TransformHandle, bool_attr, dense_array
from ...ir.op import Op, operand, prop, register_op
from ...ir.types import i64
from ...ir.uniqued import VerifyError
from ...syntax.lexer import ParseError
from .ops import CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD, _strict, type_of


def _parse_i64_array(p, op_name: str) -> DenseI64ArrayAttr:
    """DenseI64ArrayAttr's custom form `[1, 2]`: a bad element is upstream's pair of errors (the
    element's, then parseCommaSeparatedList's "expected ']'" where the list stopped)."""
    p.punct("[")
    values = []
    if not p.try_punct("]"):
        while True:
            after = p.pos
            q = p.skip()
            v = p.try_int()
            if v is None:
                raise ParseError(f"custom op '{op_name}' expected integer value", q, followups=[(after, "expected ']'")])
            values.append(v)
            if not p.try_punct(","):
                break
        p.punct("]")
    return DenseI64ArrayAttr(values)


def _parse_bool(p) -> bool:
    """A BoolAttr operand of the format: `true`, `false` or an integer read as i1."""
    if p.try_keyword("true"):
        return True
    if p.try_keyword("false"):
        return False
    return bool(p.int("attribute value") & 1)


@register_op
class SuperVectorizeOp(Op):
    name = "transform.affine.super_vectorize"
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = (0,)
    target = operand(TransformHandle)
    vector_sizes = prop(storage=dense_array(i64))
    fastest_varying_pattern = prop(optional=True, storage=dense_array(i64))
    vectorize_reductions = prop(optional=True, storage=bool_attr)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props = {"vector_sizes": _parse_i64_array(p, cls.name)}
        if p.try_keyword("fastest_varying_pattern"):
            p.punct("=")
            props["fastest_varying_pattern"] = _parse_i64_array(p, cls.name)
        reductions = False  # DefaultValuedAttr: stored (printed in the generic form) either way
        if p.try_keyword("vectorize_reductions"):
            p.punct("=")
            reductions = _parse_bool(p)
        props["vectorize_reductions"] = BoolAttr(reductions)
        attrs = _strict(cls, p)
        p.punct(":")
        t = type_of(p, cls, TransformHandle)
        return cls.create([p.resolve(ref, t)], [], props, attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.operand(0))
        p.w(" [" + ", ".join(str(v) for v in self.vector_sizes.value) + "]")
        fv = self.properties.get("fastest_varying_pattern")
        if fv is not None:
            p.w(" fastest_varying_pattern = [" + ", ".join(str(v) for v in fv.value) + "]")
        if self._reductions():
            p.w(" vectorize_reductions = true")
        p.op_attr_dict(self, self.property_names)
        p.w(" : ")
        p.type(self.operand(0).type)

    def _reductions(self) -> bool:
        r = self.properties.get("vectorize_reductions")
        return r is not None and bool(r.value)

    def verify_(self):
        fv = self.properties.get("fastest_varying_pattern")
        if fv is not None and len(fv.value) != len(self.vector_sizes.value):
            raise VerifyError("fastest varying pattern specified with different size than the vector size")

    def apply_transform(self, interp) -> None:
        from ...transforms.affine.super_vectorize import vectorize_child_affine_loops

        fv = self.properties.get("fastest_varying_pattern")
        fastest = list(fv.value) if fv is not None else []
        sizes = list(self.vector_sizes.value)
        for target in list(interp.state.get(self.target)):
            parent = target.parent_op
            while parent is not None and parent.name != "affine.for":
                parent = parent.parent_op
            if parent is None:
                vectorize_child_affine_loops(target, self._reductions(), sizes, fastest)
