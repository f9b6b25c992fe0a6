"""iree_vector_ext.to_layout, to_simd, to_simt (IREE's VectorExtOps.td, seed 002).

    %1 = iree_vector_ext.to_layout %0 to layout(#nested) : vector<64x64xf16>
    %2 = iree_vector_ext.to_layout %0 to layout(#nested) <shared_memory_conversion = unit> : vector<64x64xf16>
    %3 = iree_vector_ext.to_simt %1 : vector<64x64xf16> -> vector<2x16xf16>
    %4 = iree_vector_ext.to_simd %3 : vector<2x16xf16> -> vector<64x64xf16>

The seed's to_layout kept a unit `shared_memory_conversion` and an `mma_kind` attribute in the
attr-dict (`{mma_kind = ..., shared_memory_conversion}`); IREE 3.13 made the former an optional
attribute of any kind printed as a property. vecir accepts the seed spelling and keeps it as
discardable attributes, so it prints back the way the seed wrote it.

Semantics: to_layout is the identity. to_simt takes the calling thread's slice of the whole vector
and to_simd puts a thread's slice back (other threads' elements are zero: one run is one thread;
``vecir.interp.simt.simulate_workgroup`` reassembles a whole workgroup). The thread is the run's
``SimtContext``; the layout is the one of the `to_layout` that produced (to_simt) or consumes
(to_simd) the whole vector, else a `layout` attribute on the op, else the SimtContext's.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.op import Op, Pure, operand, prop, register_op, result
from ...ir.types import RankedTensorType, ShapedType, VectorType
from ...ir.diagnostics import DiagnosticError
from ...ir.uniqued import VerifyError
from .._ods import TypeConstraint, verify_ods
from ._propdict import parse_prop_dict, parse_strict_attr_dict, print_prop_dict
from .layout import NestedLayoutAttr

ANY_SHAPED = TypeConstraint("shaped of any non-token type values", lambda t: isinstance(t, ShapedType))
ANY_VECTOR = TypeConstraint("vector of any non-token type values", lambda t: isinstance(t, VectorType))

SEED_ATTRS = ("shared_memory_conversion", "mma_kind")


class VectorExtOp(Op):
    """Base: ODS's generic checks, then ``verify_op``."""

    __slots__ = ()

    def verify_(self) -> None:
        verify_ods(self)
        self.verify_op()

    def verify_op(self) -> None:
        pass


def _check_layout_attr(a) -> bool:
    return isinstance(a, NestedLayoutAttr)


class _LayoutKind:
    """ODS's VectorLayoutInterface constraint on `layout`."""

    desc = "VectorLayoutInterface instance"
    storage = staticmethod(_check_layout_attr)  # the generic form's property conversion
    check = staticmethod(_check_layout_attr)


def shape_text(shape) -> str:
    return "[" + ", ".join(str(d) for d in shape) + "]"


def layout_mismatch(layout: NestedLayoutAttr, t) -> str | None:
    """IREE's NestedLayoutAttr::isValidLayout: None, or the error text."""
    shape = tuple(getattr(t, "shape", ()))
    if len(shape) != layout.rank:
        return f"Rank of vector ({len(shape)}) does not match rank of layout ({layout.rank})."
    if isinstance(t, RankedTensorType):
        return None  # tensors may be smaller than the layout (padding / masking)
    for i, (d, want) in enumerate(zip(shape, layout.undistributed_shape())):
        if d >= 0 and d != want:
            return (f"Vector shape: {shape_text(shape)} does not match the layout ({layout.stripped()}) at dim {i}. "
                    f"Dimension expected by layout: {want} actual: {d}")
    return None


@register_op
class ToLayoutOp(VectorExtOp):
    name = "iree_vector_ext.to_layout"
    traits = frozenset({Pure})
    input = operand(ANY_SHAPED)
    output = result(ANY_SHAPED)
    layout = prop(_LayoutKind)
    shared_memory_conversion = prop(optional=True)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        p.op_keyword("to")
        p.op_keyword("layout")
        p.punct("(")
        layout = p.attr()
        p.punct(")")
        props = parse_prop_dict(p, cls, ("shared_memory_conversion",))
        attrs = parse_strict_attr_dict(p, cls, SEED_ATTRS)
        props["layout"] = layout
        p.punct(":")
        t = p.type()
        return cls.create([p.resolve(ref, t)], [t], props, attrs)

    def print(self, p):
        p.w("iree_vector_ext.to_layout ")
        p.value(self.input)
        p.w(" to layout(")
        p.attr(self.properties["layout"])
        p.w(")")
        print_prop_dict(p, self, ("shared_memory_conversion",))
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.input.type)

    @property
    def is_seed_form(self) -> bool:
        """True for the seed's spelling (unit `shared_memory_conversion` / `mma_kind` in the attr-dict)."""
        return any(k in self.attributes for k in SEED_ATTRS)

    @property
    def mma_kind(self):
        return self.attributes.get("mma_kind")

    def verify_op(self):
        if self.input.type != self.output.type:
            raise VerifyError("failed to verify that all of {input, output} have same type")
        msg = layout_mismatch(self.layout, self.input.type)
        if msg is not None:  # IREE's emitError(loc, ...): no 'op' prefix, no "see current operation" note
            raise DiagnosticError(self.loc, msg)

    def verify_invariants_(self):
        # runs the whole verifier here: a DiagnosticError raised from verify_ would be attributed to
        # the op (and get upstream's op note), but IREE reports the layout mismatch at a bare location
        VectorExtOp.verify_(self)

    def verify_(self):
        pass

    def interpret(self, x, *, vscale=1):
        return x


def _elem(t):
    return t.element_type


class _SimtConversion(VectorExtOp):
    traits = frozenset({Pure})
    input = operand(ANY_VECTOR)
    output = result(ANY_VECTOR)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def verify_op(self):
        if _elem(self.input.type) is not _elem(self.output.type):
            raise VerifyError("requires the same element type for all operands and results")

    def fold(self, consts):
        """to_simd(to_simt(x)) -> x and to_simt(to_simd(x)) -> x."""
        d = self.input.defining_op
        if d is not None and d.name == self.INVERSE:
            return d.input
        return None

    def _layout(self, simt) -> NestedLayoutAttr:
        found = self.find_layout()
        if found is None and simt is not None:
            found = simt.layout
        if found is None:
            raise InterpError("no layout for this value: no to_layout, no 'layout' attribute, no SimtContext layout")
        return found

    def _ids(self, ctx):
        simt = ctx.simt
        if simt is None:
            return 0, 0, None
        return simt.subgroup_id, simt.thread_id, simt

    def _check_shapes(self, layout, whole, part):
        if tuple(whole.shape) != layout.undistributed_shape():
            raise InterpError(f"vector shape {shape_text(whole.shape)} does not match the layout "
                              f"({layout.stripped()})")
        if tuple(part.shape) not in (layout.distributed_shape(), layout.distributed_packed_shape()):
            raise InterpError(f"distributed shape {shape_text(part.shape)} does not match the layout "
                              f"({layout.stripped()}): expected {shape_text(layout.distributed_shape())}")


def _layout_attr(op):
    a = op.attributes.get("layout")
    return a if isinstance(a, NestedLayoutAttr) else None


@register_op
class ToSIMTOp(_SimtConversion):
    name = "iree_vector_ext.to_simt"
    INVERSE = "iree_vector_ext.to_simd"

    def find_layout(self):
        d = self.input.defining_op
        if d is not None and d.name == ToLayoutOp.name:
            return d.layout
        return _layout_attr(self)

    def interpret_with(self, ctx, x):
        sg, t, simt = self._ids(ctx)
        layout = self._layout(simt)
        whole = np.asarray(x)
        self._check_shapes(layout, whole, np.empty(self.output.type.shape))
        packed = tuple(self.output.type.shape) != layout.distributed_shape()
        return layout.to_simt(whole, sg, t, packed=packed)


@register_op
class ToSIMDOp(_SimtConversion):
    name = "iree_vector_ext.to_simd"
    INVERSE = "iree_vector_ext.to_simt"

    def find_layout(self):
        for u in self.output.users:
            if u.name == ToLayoutOp.name:
                return u.layout
        own = _layout_attr(self)
        if own is not None:
            return own
        d = self.input.defining_op
        if d is not None and d.name == ToSIMTOp.name:
            return d.find_layout()
        return None

    def interpret_with(self, ctx, part):
        sg, t, simt = self._ids(ctx)
        layout = self._layout(simt)
        part = np.asarray(part)
        out = np.zeros(self.output.type.shape, dtype=part.dtype)
        self._check_shapes(layout, out, part)
        layout.to_simd_into(out, part, sg, t)
        return out
