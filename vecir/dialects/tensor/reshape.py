"""tensor.collapse_shape and tensor.expand_shape: reshapes described by a reassociation of dimensions.

    %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
    %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>

The verifiers are upstream's verifyReshapeLikeTypes / reshapeLikeShapesAreCompatible, word for word.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir import attr_kinds as K
from ...ir.attrs import ArrayAttr, DenseElementsAttr, IntegerAttr
from ...ir.op import Pure, operand, prop, register_op, result, var_operand
from ...ir.types import DYNAMIC, RankedTensorType, i64
from ...ir.uniqued import VerifyError
from .. import _static_dynamic as SD
from .._ods import I64_ARRAY, INDEX, RANKED_TENSOR
from .._reassociation import reassociation_attr  # noqa: F401 (also used as reshape.reassociation_attr)
from ._common import TensorOp, kw, move_inherent, parse_ranked_tensor_type, resolve_indices


class _Reassociation(K.AttrKind):
    """IndexListArrayAttr: `[[0, 1], [2]]`."""

    desc = "Array of 64-bit integer array attributes"

    @staticmethod
    def storage(a) -> bool:
        return isinstance(a, ArrayAttr)

    def parse(self, p):
        pos = p.skip()
        c = p.peek()
        if c.isdigit() or c == "-":
            raise p.error("integer literal not valid for specified type", pos)
        return p.attr()

    @staticmethod
    def check(a) -> bool:
        return isinstance(a, ArrayAttr) and all(
            isinstance(g, ArrayAttr) and all(isinstance(x, IntegerAttr) and x.type is i64 for x in g) for g in a)


REASSOCIATION = _Reassociation()




class _ReshapeBase(TensorOp):
    traits = frozenset({Pure})
    src = operand(RANKED_TENSOR)
    reassociation = prop(REASSOCIATION)
    result = result(RANKED_TENSOR)

    @property
    def groups(self) -> list[list[int]]:
        return [[x.value for x in g] for g in self.reassociation]

    def _verify_reassociation_attr(self) -> None:
        if not REASSOCIATION.check(self.reassociation):
            raise VerifyError(f"attribute 'reassociation' failed to satisfy constraint: {REASSOCIATION.desc}")

    def fold(self, consts):
        st, rt = self.src.type, self.results[0].type
        if st is rt:
            return self.src
        c = consts[0]
        if isinstance(c, DenseElementsAttr):
            return DenseElementsAttr(rt, c.data, c.splat)
        producer = self.src.defining_op
        inverse = ExpandShapeOp if isinstance(self, CollapseShapeOp) else CollapseShapeOp
        if not isinstance(producer, inverse):
            return None
        pst = producer.src.type
        if pst is not rt:
            return None
        if sum(1 for d in pst.shape if d == DYNAMIC) < 2:
            return producer.src
        groups = self.groups
        if groups != producer.groups:
            return None
        if len(pst.shape) < len(producer.results[0].type.shape):
            return producer.src
        if all(sum(1 for d in pst.shape[g[0]:g[0] + len(g)] if d == DYNAMIC) < 2 for g in groups if g):
            return producer.src
        return None


def _verify_reshape_like(op, expanded: RankedTensorType, collapsed: RankedTensorType) -> None:
    """upstream's verifyTensorReshapeOp (verifyReshapeLikeTypes + element count + collapsed type)."""
    er, cr = len(expanded.shape), len(collapsed.shape)
    if er < cr:
        raise VerifyError(f"expected the expanded type, '{expanded}' to have a higher (or same) rank than the "
                          f"collapsed type, '{collapsed}'.")
    groups = op.groups
    if cr != len(groups):
        raise VerifyError(f"expected collapsed rank ({cr}) to equal the number of reassociation maps "
                          f"({len(groups)}).")
    # the affine maps of getReassociationMaps all have max(position) + 1 dims
    num_dims = max((x for g in groups for x in g), default=0) + 1
    for i, _ in enumerate(groups):
        if num_dims != er:
            raise VerifyError(f"expected reassociation map #{i} to have size equal to the expanded rank ({er}), "
                              f"but it is  {num_dims}.")
    nxt = 0
    for i, g in enumerate(groups):
        for x in g:
            if x != nxt:
                raise VerifyError(f"expected reassociation map #{i} to be valid and contiguous.")
            nxt += 1
    if groups and nxt != num_dims:
        raise VerifyError(f"expected reassociation map #{len(groups) - 1} to be valid and contiguous.")
    start = 0
    for i, g in enumerate(groups):
        band = expanded.shape[start:start + len(g)]
        if DYNAMIC in band:
            if collapsed.shape[i] != DYNAMIC:
                raise VerifyError(f"expected dimension {i} of collapsed type to be dynamic since one or more of the "
                                  f"corresponding dimensions in the expanded type is dynamic")
        else:
            n = int(np.prod(band, dtype=object)) if band else 1
            if collapsed.shape[i] != n:
                raise VerifyError(f"expected dimension {i} of collapsed type to be static value of {n}")
        start += len(g)
    if DYNAMIC not in expanded.shape and DYNAMIC not in collapsed.shape:
        a, b = expanded.num_elements, collapsed.num_elements
        if a != b:
            raise VerifyError(f"number of elements must be preserved: {a} != {b}")
    expected = infer_collapsed_type(expanded, groups)
    if expected.shape != collapsed.shape or expected.element_type is not collapsed.element_type:
        raise VerifyError(f"expected collapsed type to be '{expected}', but got '{collapsed}'")


def infer_collapsed_type(t: RankedTensorType, groups) -> RankedTensorType:
    shape, start = [], 0
    for g in groups:
        band = t.shape[start:start + len(g)]
        if DYNAMIC in band:
            shape.append(DYNAMIC)
        else:
            n = 1
            for d in band:
                n *= d
            shape.append(n)
        start += len(g)
    return RankedTensorType(shape, t.element_type)


@register_op
class CollapseShapeOp(_ReshapeBase):
    name = "tensor.collapse_shape"

    def asm_result_names(self):
        return ["collapsed"]

    @classmethod
    def build_collapse(cls, src, groups, result_type=None, loc=None) -> "CollapseShapeOp":
        """The result type is inferred from ``groups`` (lists of source dims) when not given."""
        if result_type is None:
            t = infer_collapsed_type(src.type, groups)
            result_type = RankedTensorType(t.shape, t.element_type, src.type.encoding)
        return cls.create([src], [result_type], {"reassociation": reassociation_attr(groups)}, loc=loc)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        reassoc = REASSOCIATION.parse(p)
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = parse_ranked_tensor_type(p, cls)
        kw(p, cls, "into")
        rt = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs, {"reassociation": reassoc})
        return cls.create([p.resolve(ref, st)], [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.src)
        p.w(" ")
        p.attr(self.reassociation)
        p.op_attr_dict(self, ("reassociation",))
        p.w(" : ")
        p.type(self.src.type)
        p.w(" into ")
        p.type(self.results[0].type)

    def verify_op(self):
        self._verify_reassociation_attr()
        if any(len(g) == 0 for g in self.groups):
            raise VerifyError("reassociation indices must not be empty")
        _verify_reshape_like(self, self.src.type, self.results[0].type)

    def interpret(self, src, vscale=1):
        shape, start = [], 0
        for g in self.groups:
            n = 1
            for d in src.shape[start:start + len(g)]:
                n *= d
            shape.append(n)
            start += len(g)
        return src.reshape(shape)


@register_op
class ExpandShapeOp(_ReshapeBase):
    name = "tensor.expand_shape"
    src = operand(RANKED_TENSOR)
    output_shape = var_operand(INDEX)
    reassociation = prop(REASSOCIATION)
    static_output_shape = prop(I64_ARRAY)
    result = result(RANKED_TENSOR)

    def asm_result_names(self):
        return ["expanded"]

    @classmethod
    def build_expand(cls, src, result_type: RankedTensorType, groups, output_shape) -> "ExpandShapeOp":
        """``output_shape``: mixed list of ints and index Values, one per result dimension."""
        statics, values = SD.split_mixed(output_shape)
        props = {"reassociation": reassociation_attr(groups), "static_output_shape": SD.i64_array(statics)}
        return cls.create([src, *values], [result_type], props)

    @property
    def mixed_output_shape(self) -> list:
        return SD.mixed_values(self.static_output_shape.value, self.output_shape)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        reassoc = REASSOCIATION.parse(p)
        kw(p, cls, "output_shape")
        refs, statics = SD.parse_dynamic_index_list(p, op_name=cls.name)
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = parse_ranked_tensor_type(p, cls)
        kw(p, cls, "into")
        rt = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs, {"reassociation": reassoc,
                                                  "static_output_shape": SD.i64_array(statics)})
        return cls.create([p.resolve(ref, st), *resolve_indices(p, refs)], [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.src)
        p.w(" ")
        p.attr(self.reassociation)
        p.w(" output_shape ")
        p.w(SD.render_dynamic_index_list(p, self.output_shape, self.static_output_shape.value))
        p.op_attr_dict(self, ("reassociation", "static_output_shape"))
        p.w(" : ")
        p.type(self.src.type)
        p.w(" into ")
        p.type(self.results[0].type)

    def verify_op(self):
        self._verify_reassociation_attr()
        if any(len(g) == 0 for g in self.groups):
            raise VerifyError("reassociation indices must not be empty")
        rt = self.results[0].type
        statics = self.static_output_shape.value
        if len(statics) != len(rt.shape):
            raise VerifyError(f"expected number of static shape dims to be equal to the output rank "
                              f"({len(rt.shape)}) but found {len(statics)} inputs instead")
        ndyn = SD.count_dynamic(statics)
        if len(self.output_shape) != ndyn:
            raise VerifyError(f"mismatch in dynamic dims in output_shape and static_output_shape: "
                              f"static_output_shape has {ndyn} dynamic dims while output_shape has "
                              f"{len(self.output_shape)} values")
        from .basic import verify_dynamic_dimension_count

        verify_dynamic_dimension_count(rt, self.output_shape)
        for i, (d, s) in enumerate(zip(rt.shape, statics)):
            if d != DYNAMIC and d != s:
                raise VerifyError(f"invalid output shape provided at pos {i}")
        _verify_reshape_like(self, rt, self.src.type)

    def interpret(self, src, *dyn, vscale=1):
        shape = SD.resolve_runtime(self.static_output_shape.value, dyn)
        start = 0
        for i, g in enumerate(self.groups):
            n = 1
            for d in shape[start:start + len(g)]:
                n *= d
            if any(d < 0 for d in shape[start:start + len(g)]) or n != src.shape[i]:
                raise InterpError(f"tensor.expand_shape: output sizes {shape[start:start + len(g)]} do not expand "
                                  f"source dimension {i} of size {src.shape[i]}")
            start += len(g)
        if not self.groups and src.size != int(np.prod(shape, dtype=np.int64)):
            raise InterpError(f"tensor.expand_shape: cannot expand a 0-d tensor into shape {shape}")
        return src.reshape(shape)
