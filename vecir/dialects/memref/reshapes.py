"""Reassociative reshapes and reshape: collapse_shape, expand_shape, reshape.

Result layouts follow upstream exactly (computeCollapsedLayoutMap / computeExpandedLayoutMap); at run
time the result is a view of the source's buffer, and collapsing dimensions that are not
contiguous at run time raises ``InterpError``.
"""

from __future__ import annotations

from ...interp.memory import InterpError, MemRef
from ...ir.attrs import StridedLayoutAttr
from ...ir.memref_layout import canonical_strides, layout_is_identity, sat_mul, try_strides_and_offset
from ...ir.op import Pure, operand, prop, register_op, result, var_operand
from ...ir.types import DYNAMIC, IndexType, IntegerType, MemRefType, index
from ...ir.uniqued import VerifyError
from ._util import (
    ANY_MEMREF, RANKED_OR_UNRANKED, MemRefOp, as_memref, check_dense_i64, check_indices, check_operand,
    check_reassociation_attr, check_result, check_runtime_layout, check_runtime_shape, dense_i64, is_any_memref,
    is_array_attr, is_dense_i64, memref_type, num_dynamic, parse_dynamic_index_list, print_dynamic_index_list, q,
    reassociation_of, runtime_mixed, strict_attr_dict,
)
from .views import _view_of

# ------------------------------------------------------------------------------------------------
# reassociative reshapes


def verify_collapsed_shape(collapsed, expanded, groups) -> None:
    """upstream verifyCollapsedShape (allowMultipleDynamicDimsPerGroup = true)."""
    if len(collapsed) != len(groups):
        raise VerifyError(f"invalid number of reassociation groups: found {len(groups)}, expected {len(collapsed)}")
    nxt = 0
    for ci, grp in enumerate(groups):
        found_dynamic = False
        for e in grp:
            if e != nxt:
                raise VerifyError("reassociation indices must be contiguous")
            nxt += 1
            if e >= len(expanded):
                raise VerifyError(f"reassociation index {e} is out of bounds")
            if expanded[e] == DYNAMIC:
                found_dynamic = True
        if (collapsed[ci] == DYNAMIC) != found_dynamic:
            raise VerifyError(f"collapsed dim ({ci}) must be dynamic if and only if reassociation group is dynamic")
        if not found_dynamic:
            size = 1
            for e in grp:
                size *= expanded[e]
            if size != collapsed[ci]:
                raise VerifyError(f"collapsed dim size ({collapsed[ci]}) must equal reassociation group size ({size})")
    if not collapsed:
        if any(d != 1 for d in expanded):
            raise VerifyError("rank 0 memrefs can only be extended/collapsed with/from ones")
    elif nxt != len(expanded):
        raise VerifyError(f"expanded rank ({len(expanded)}) inconsistent with number of reassociation indices ({nxt})")


def collapsed_layout(src: MemRefType, groups, strict: bool = False):
    """upstream computeCollapsedLayoutMap; None when the groups are not contiguous."""
    so = try_strides_and_offset(src)
    if so is None:
        return None
    strides, off = so
    shape = src.shape
    out = []
    for grp in groups:
        ref = list(grp)
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        if shape[ref[-1]] != DYNAMIC or len(ref) == 1:
            out.append(strides[ref[-1]])
        else:
            out.append(DYNAMIC)
    ri = len(out) - 1
    for grp in reversed(groups):
        stride = out[ri]
        ri -= 1
        for idx in reversed(grp[1:]):
            stride = sat_mul(stride, shape[idx])
            if shape[idx - 1] == 1:
                continue
            src_stride = strides[idx - 1]
            if strict and (stride == DYNAMIC or src_stride == DYNAMIC):
                return None
            if stride != DYNAMIC and src_stride != DYNAMIC and stride != src_stride:
                return None
    return StridedLayoutAttr(out, off)


def expanded_layout(src: MemRefType, result_shape, groups):
    """upstream computeExpandedLayoutMap."""
    so = try_strides_and_offset(src)
    if so is None:
        return None
    strides, off = so
    rev = []
    si = len(result_shape) - 1
    for grp, st in reversed(list(zip(groups, strides))):
        cur = st
        for _ in grp:
            rev.append(cur)
            cur = sat_mul(cur, result_shape[si])
            si -= 1
    out = list(reversed(rev))
    out += [1] * (len(result_shape) - len(out))
    return StridedLayoutAttr(out[:len(result_shape)], off)


class _ReshapeLike(MemRefOp):
    def groups(self) -> list[list[int]]:
        return reassociation_of(self.properties["reassociation"])


@register_op
class CollapseShapeOp(_ReshapeLike):
    name = "memref.collapse_shape"
    traits = frozenset({Pure})
    prop_storage = (("reassociation", is_array_attr),)
    required_props = ("reassociation",)
    src = operand()
    reassociation = prop()
    result_ = result()

    def asm_result_names(self):
        return ["collapse_shape"]

    @classmethod
    def parse(cls, p):
        s = p.operand()
        re = p.attr()
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        st = memref_type(p, cls)
        p.op_keyword("into")
        rt = memref_type(p, cls)
        return cls.create([p.resolve(s, st)], [rt], {"reassociation": re}, attrs)

    def print(self, p):
        p.w("memref.collapse_shape ")
        p.value(self.src)
        p.w(" ")
        p.attr(self.properties["reassociation"])
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.src.type)
        p.w(" into ")
        p.type(self.result_.type)

    def verify_(self):
        check_reassociation_attr(self.properties.get("reassociation"))
        st, rt = self.src.type, self.result_.type
        check_operand(self, 0, isinstance(st, MemRefType), ANY_MEMREF)
        check_result(self, 0, isinstance(rt, MemRefType), ANY_MEMREF)
        if len(st.shape) < len(rt.shape):
            r0, r1 = len(st.shape), len(rt.shape)
            raise VerifyError(f"has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1}).")
        groups = self.groups()
        verify_collapsed_shape(rt.shape, st.shape, groups)
        if layout_is_identity(st):
            expected = MemRefType(rt.shape, st.element_type, None, st.memory_space)
        else:
            lay = collapsed_layout(st, groups)
            if lay is None:
                raise VerifyError("invalid source layout map or collapsing non-contiguous dims")
            expected = MemRefType(rt.shape, st.element_type, lay, st.memory_space)
        if expected is not rt:
            raise VerifyError(f"expected collapsed type to be {q(expected)} but found {q(rt)}")

    def fold(self, consts):
        if self.src.type is self.result_.type:  # upstream's foldReshapeOp: a reshape to its own type
            return self.src
        d = self.src.defining_op
        if isinstance(d, ExpandShapeOp) and d.src.type is self.result_.type and d.groups() == self.groups():
            return d.src
        return None

    def interpret(self, src, vscale=1):
        src = as_memref(src, "collapse_shape source")
        shape, strides = [], []
        for grp in self.groups():
            n = 1
            for e in grp:
                n *= src.shape[e]
            nonunit = [e for e in grp if src.shape[e] != 1]
            for a, b in zip(nonunit, nonunit[1:]):
                if src.strides[a] != src.strides[b] * src.shape[b]:
                    raise InterpError(f"collapse_shape: dimensions {list(grp)} are not contiguous at run time "
                                      f"(sizes {list(src.shape)}, strides {list(src.strides)})")
            shape.append(n)
            strides.append(src.strides[nonunit[-1]] if nonunit else src.strides[grp[-1]] if grp else 1)
        rt = self.result_.type
        check_runtime_layout(strides, src.offset, rt, "collapse_shape")
        return _view_of(src, src.offset, shape, strides, rt)


@register_op
class ExpandShapeOp(_ReshapeLike):
    name = "memref.expand_shape"
    traits = frozenset({Pure})
    prop_storage = (("reassociation", is_array_attr), ("static_output_shape", is_dense_i64))
    required_props = ("reassociation", "static_output_shape")
    src = operand()
    output_shape = var_operand()
    reassociation = prop()
    static_output_shape = prop()
    result_ = result()

    def asm_result_names(self):
        return ["expand_shape"]

    @classmethod
    def parse(cls, p):
        s = p.operand()
        re = p.attr()
        p.op_keyword("output_shape")
        refs, static = parse_dynamic_index_list(p)
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        st = memref_type(p, cls)
        p.op_keyword("into")
        rt = memref_type(p, cls)
        vals = [p.resolve(s, st)] + p.resolve_list(refs, [index] * len(refs))
        props = {"reassociation": re, "static_output_shape": dense_i64(static)}
        return cls.create(vals, [rt], props, attrs)

    def print(self, p):
        p.w("memref.expand_shape ")
        p.value(self.src)
        p.w(" ")
        p.attr(self.properties["reassociation"])
        p.w(" output_shape ")
        p.w(print_dynamic_index_list(p, self.output_shape, list(self.properties["static_output_shape"].value)))
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.src.type)
        p.w(" into ")
        p.type(self.result_.type)

    def verify_(self):
        check_reassociation_attr(self.properties.get("reassociation"))
        check_dense_i64(self, "static_output_shape")
        st, rt = self.src.type, self.result_.type
        check_operand(self, 0, isinstance(st, MemRefType), ANY_MEMREF)
        check_indices(self, 1)
        check_result(self, 0, isinstance(rt, MemRefType), ANY_MEMREF)
        if len(st.shape) > len(rt.shape):
            r0, r1 = len(st.shape), len(rt.shape)
            raise VerifyError(f"has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1}).")
        groups = self.groups()
        verify_collapsed_shape(st.shape, rt.shape, groups)
        if layout_is_identity(st):
            expected = MemRefType(rt.shape, st.element_type, None, st.memory_space)
        else:
            lay = expanded_layout(st, rt.shape, groups)
            if lay is None:
                raise VerifyError("invalid source layout map")
            expected = MemRefType(rt.shape, st.element_type, lay, st.memory_space)
        if expected is not rt:
            raise VerifyError(f"expected expanded type to be {q(expected)} but found {q(rt)}")
        static = list(self.properties["static_output_shape"].value)
        if len(static) != len(rt.shape):
            raise VerifyError(f"expected number of static shape bounds to be equal to the output rank "
                              f"({len(rt.shape)}) but found {len(static)} inputs instead")
        nd = num_dynamic(static)
        if len(self.output_shape) != nd:
            raise VerifyError(f"mismatch in dynamic dims in output_shape and static_output_shape: "
                              f"static_output_shape has {nd} dynamic dims while output_shape has "
                              f"{len(self.output_shape)} values")
        if len(self.output_shape) != num_dynamic(rt.shape):
            raise VerifyError(f"incorrect number of dynamic sizes, has {len(self.output_shape)}, expected "
                              f"{num_dynamic(rt.shape)}")
        for pos, s in enumerate(rt.shape):
            if s != DYNAMIC and s != static[pos]:
                raise VerifyError(f"invalid output shape provided at pos {pos}")

    def fold(self, consts):
        if self.src.type is self.result_.type:  # upstream's foldReshapeOp: a reshape to its own type
            return self.src
        d = self.src.defining_op
        if isinstance(d, CollapseShapeOp) and d.src.type is self.result_.type and d.groups() == self.groups():
            return d.src
        return None

    def interpret(self, src, *dyn, vscale=1):
        src = as_memref(src, "expand_shape source")
        sizes = runtime_mixed(list(self.properties["static_output_shape"].value), dyn)
        strides = [0] * len(sizes)
        for si, grp in enumerate(self.groups()):
            n = 1
            for e in grp:
                n *= sizes[e]
            if n != src.shape[si]:
                raise InterpError(f"expand_shape: output sizes {[sizes[e] for e in grp]} do not multiply to the "
                                  f"source size {src.shape[si]} of dimension {si}")
            cur = src.strides[si]
            for e in reversed(grp):
                strides[e] = cur
                cur *= sizes[e]
        if not self.groups():
            strides = [1] * len(sizes)
        rt = self.result_.type
        check_runtime_layout(strides, src.offset, rt, "expand_shape")
        return _view_of(src, src.offset, sizes, strides, rt)




@register_op
class ReshapeOp(MemRefOp):
    """`memref.reshape %src(%shape) : (memref<4x8xf32>, memref<2xindex>) -> memref<?x?xf32>`."""

    name = "memref.reshape"
    traits = frozenset({Pure})
    source = operand()
    shape = operand()
    result_ = result()

    def asm_result_names(self):
        return ["reshape"]

    @classmethod
    def parse(cls, p):
        s = p.operand()
        p.punct("(")
        sh = p.operand()
        p.punct(")")
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        pos = p.skip()
        ft = p.function_type()
        if len(ft.inputs) != 2 or len(ft.results) != 1:
            raise p.error(f"2 operands present, but expected {len(ft.inputs)}", pos)
        vals = p.resolve_list([s, sh], list(ft.inputs))
        return cls.create(vals, list(ft.results), {}, attrs)

    def print(self, p):
        from ...ir.types import FunctionType

        p.w("memref.reshape ")
        p.value(self.source)
        p.w("(")
        p.value(self.shape)
        p.w(")")
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(FunctionType([self.source.type, self.shape.type], [self.result_.type]))

    def verify_(self):
        st, sh, rt = self.source.type, self.shape.type, self.result_.type
        check_operand(self, 0, is_any_memref(st), RANKED_OR_UNRANKED)
        she = getattr(sh, "element_type", None)
        check_operand(self, 1, isinstance(sh, MemRefType) and len(sh.shape) == 1 and (
            isinstance(she, IndexType) or (isinstance(she, IntegerType) and she.is_signless)),
            "1D memref of signless integer or index values")
        check_result(self, 0, is_any_memref(rt), RANKED_OR_UNRANKED)
        if st.element_type is not rt.element_type:
            raise VerifyError("element types of source and destination memref types should be the same")
        if isinstance(st, MemRefType) and not layout_is_identity(st):
            raise VerifyError("source memref type should have identity affine map")
        n = sh.shape[0]
        if isinstance(rt, MemRefType):
            if not layout_is_identity(rt):
                raise VerifyError("result memref type should have identity affine map")
            if n == DYNAMIC:
                raise VerifyError("cannot use shape operand with dynamic length to reshape to statically-ranked "
                                  "memref type")
            if n != len(rt.shape):
                raise VerifyError("length of shape operand differs from the result's memref rank")

    def interpret(self, src, shape, vscale=1):
        src = as_memref(src, "reshape source")
        sizes = [int(x) for x in as_memref(shape, "reshape shape").to_numpy()]
        n = 1
        for s in sizes:
            n *= s
        total = 1
        for s in src.shape:
            total *= s
        if n != total:
            raise InterpError(f"reshape: shape {sizes} has {n} elements, the source has {total}")
        if list(src.strides) != list(canonical_strides(src.shape)) and total > 1:
            raise InterpError("reshape: the source is not contiguous")
        rt = self.result_.type
        check_runtime_shape(MemRef(src.buffer, src.offset, sizes, canonical_strides(sizes)), rt, "reshape")
        return _view_of(src, src.offset, sizes, canonical_strides(sizes), rt)
