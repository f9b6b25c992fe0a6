"""linalg's named structured ops: fill, copy, transpose, matmul, batch_matmul, conv_1d_nwc_wcf and
conv_2d_nhwc_hwcf.

    %f = linalg.fill ins(%cst : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
    %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
    %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%in, %w : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [1, 0]

A named op is a linalg.generic whose maps, iterator types and region are implied by its name: the
custom form hides the region, the generic form shows it (built here exactly as upstream builds it:
casts of the inputs to the output element type, then mul and add). Semantics use NumPy directly.
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, DenseArrayAttr, DenseElementsAttr
from ...ir.op import OP_REGISTRY, operand, prop, register_op, var_result
from ...ir.attrs import unknown_loc
from ...ir.constraints import stored_as
from ...ir.diagnostics import emit_warning
from ...ir.types import DYNAMIC, FloatType, IndexType, IntegerType, RankedTensorType, i64
from ...ir.uniqued import VerifyError
from ...rewrite.pattern import RewritePattern
from .attrs import TypeFnAttr
from .canonicalize import (EraseDeadLinalgOp, EraseSelfCopy, FoldConcatsOfFill, FoldFillWithCopy, FoldFillWithPad,
                           FoldFillWithTensorExtract, FoldFillWithTensorReshape, FoldFillWithTranspose,
                           FoldInsertPadIntoFill)
from .structured import MEMOIZED, StructuredOp, VariadicIO, elem_of, maps_attr, new_body, segments, shape_of


def _emit(block, name, operands, result_type):
    op = OP_REGISTRY[name].create(list(operands), [result_type])
    block.append(op)
    return op.results[0]


class BodyBuildError(Exception):
    """A named op's implied region cannot be built for these element types (upstream's parser error)."""


def _cast_name(s, t, unsigned: bool) -> str | None:
    """The arith op that converts an ``s`` to a ``t`` as upstream's convertScalarToDtype does (the
    `cast_signed` / `cast_unsigned` type functions); "" when the value needs none (integers of one
    width), None when upstream cannot convert (index only converts to an integer, nothing to index)."""
    if isinstance(t, IntegerType):
        if isinstance(s, FloatType):
            return "arith.fptoui" if unsigned else "arith.fptosi"
        if isinstance(s, IndexType):
            return "arith.index_cast"
        if isinstance(s, IntegerType):
            if t.width > s.width:
                return "arith.extui" if unsigned else "arith.extsi"
            return "arith.trunci" if t.width < s.width else ""
    elif isinstance(t, FloatType):
        if isinstance(s, IntegerType):
            return "arith.uitofp" if unsigned else "arith.sitofp"
        if isinstance(s, FloatType):
            if t.width != s.width:
                return "arith.extf" if t.width > s.width else "arith.truncf"
            return "arith.convertf"  # f16 <-> bf16
    return None


def cast_to(block, v, t, unsigned: bool = False):
    """Convert a scalar block value to type ``t`` (the `cast_signed`/`cast_unsigned` type function);
    where upstream cannot it warns and leaves the value as it is."""
    s = v.type
    if s is t:
        return v
    name = _cast_name(s, t, unsigned)
    if not name:
        if name is None:
            emit_warning(unknown_loc, f"could not cast operand of type '{s}' to '{t}'")
        return v
    return _emit(block, name, [v], t)


def _binary(block, a, b, fl: str, integer: str, boolean: str):
    """upstream's buildBinaryFn for add/mul: arith on two floats, two integers (or/and on i1)."""
    sa, sb = a.type, b.type
    if isinstance(sa, FloatType) and isinstance(sb, FloatType):
        return _emit(block, fl, [a, b], sa)
    if isinstance(sa, IntegerType) and isinstance(sb, IntegerType):
        return _emit(block, boolean if sa.width == 1 and sb.width == 1 else integer, [a, b], sa)
    raise BodyBuildError("Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or "
                         f"allInteger, got '{sa}' and '{sb}'")


def mul_add_body(block, unsigned: bool = False) -> None:
    """`out + cast(a) * cast(b)`: the body of matmul and the convolutions."""
    a, b, c = block.args
    t = c.type
    a, b = cast_to(block, a, t, unsigned), cast_to(block, b, t, unsigned)
    m = _binary(block, a, b, "arith.mulf", "arith.muli", "arith.andi")
    s = _binary(block, c, m, "arith.addf", "arith.addi", "arith.ori")
    block.append(OP_REGISTRY["linalg.yield"].create([s]))


def copy_body(block) -> None:
    a, c = block.args
    block.append(OP_REGISTRY["linalg.yield"].create([cast_to(block, a, c.type)]))


_BODY_CASTS = frozenset({"arith.extsi", "arith.extui", "arith.trunci", "arith.extf", "arith.truncf", "arith.convertf",
                         "arith.sitofp", "arith.uitofp", "arith.fptosi", "arith.fptoui", "arith.index_cast"})


class NamedOp(StructuredOp):
    """A named structured op: the implicit region is built from the operand element types."""

    N_INPUTS = 2
    ELIDED = ("operandSegmentSizes", MEMOIZED)

    def build_body(self, block) -> None:
        mul_add_body(block)

    @classmethod
    def build_named(cls, inputs, outputs, props=None, attrs=None, loc=None):
        result_types = [v.type for v in outputs if isinstance(v.type, RankedTensorType)]
        props = dict(props or {})
        if cls.has_segments:
            props["operandSegmentSizes"] = segments(len(inputs), len(outputs))
        cls.populate_props(props)
        region = new_body([elem_of(v.type) for v in list(inputs) + list(outputs)])
        op = cls.create(list(inputs) + list(outputs), result_types, props, dict(attrs or {}), [region], loc=loc)
        op.build_body(region.blocks[0])
        return op

    @classmethod
    def populate_props(cls, props) -> None:
        pass

    @classmethod
    def parse(cls, p):
        props = cls.parse_leading_props(p)
        attr_q = p.skip()
        attrs = p.optional_attr_dict()
        ins, outs = cls.parse_ins_outs(p)
        attrs.update(p.optional_attr_dict())
        types = cls.parse_result_types(p)
        n = len(ins) + len(outs)
        want = cls.N_INPUTS + 1
        if n != want:  # reported where the region would be built: after the result types, as upstream
            raise p.error(f"custom op '{cls.name}' [parseNamedStructuredOpRegion] ods-gen generated region "
                          f"expects {want} args, got {n}", p.skip())
        for k in list(attrs):
            if k in cls.prop_names():
                props[k] = attrs.pop(k)
        bad = cls.bad_prop(props)
        if bad:
            raise p.error(f"custom op '{cls.name}' '{cls.name}' op {bad}", attr_q)
        if cls.has_segments:
            props["operandSegmentSizes"] = segments(len(ins), len(outs))
        cls.populate_props(props)
        region = new_body([elem_of(v.type) for v in ins + outs])
        op = cls.create(ins + outs, types, props, attrs, [region])
        try:
            op.build_body(region.blocks[0])
        except BodyBuildError as e:
            raise p.error(f"custom op '{cls.name}' {e}", attr_q) from None
        return op

    @classmethod
    def prop_names(cls) -> tuple:
        return ()

    def cast_input(self, i: int, x):
        """Input ``i`` (a NumPy array) converted as the op's region converts block argument ``i``:
        the cast op applied to it there, if any (so semantics follow the region, `cast` included)."""
        body = self.regions[0].blocks[0]
        arg = body.args[i]
        for op in body.ops:
            if op.name in _BODY_CASTS and op.operands and op.operands[0] is arg:
                return op.compute(x)
        return x

    @classmethod
    def bad_prop(cls, props) -> str | None:
        """The ODS attribute-constraint failure of parsed properties (reported by the parser)."""
        return None

    @classmethod
    def parse_leading_props(cls, p) -> dict:
        return {}

    def print(self, p):
        p.w(self.name)
        self.print_leading(p)
        d = {k: v for k, v in self.properties.items() if k in self.prop_names() and self.print_prop(k)}
        d.update(self.attributes)
        p.attr_dict(dict(sorted(d.items())), self.ELIDED)
        self.print_ins_outs(p)
        self.print_result_types(p)

    def print_leading(self, p) -> None:
        pass

    def print_prop(self, k) -> bool:
        return True

    def verify_regions_(self):
        super().verify_regions_()
        self.verify_named()

    def verify_named(self) -> None:
        pass


@register_op
class FillOp(VariadicIO, NamedOp):
    name = "linalg.fill"
    N_INPUTS = 1
    # upstream's FillOp::getCanonicalizationPatterns (rooted at the ops consuming a fill), in its order
    canonicalization_patterns = (FoldConcatsOfFill, FoldFillWithCopy, FoldFillWithTensorExtract, FoldFillWithPad,
                                 FoldFillWithTensorReshape(root="tensor.collapse_shape"),
                                 FoldFillWithTensorReshape(root="tensor.expand_shape"), FoldInsertPadIntoFill,
                                 FoldFillWithTranspose)

    def indexing_maps_list(self):
        r = len(shape_of(self.outputs[0].type)) if self.outputs else 0
        return [AffineMap(r, 0, []), AffineMap.identity(r)]

    def iterator_type_names(self):
        return ["parallel"] * (len(shape_of(self.outputs[0].type)) if self.outputs else 0)

    def build_body(self, block):  # the value as it is: the verifier wants it of the element type
        block.append(OP_REGISTRY["linalg.yield"].create([block.args[0]]))

    def verify_(self):
        if self.inputs and not _is_scalar(self.inputs[0].type):
            from ...ir.uniqued import PlainVerifyError

            raise PlainVerifyError("expected op with scalar input")
        super().verify_()
        if self.inputs and self.outputs:
            vt, et = self.inputs[0].type, elem_of(self.outputs[0].type)
            if vt is not et:
                raise VerifyError(f"expected fill value type ('{vt}') to match output element type ('{et}')")

    def compute(self, ctx, ins, outs):
        return [np.full(outs[0].shape, self.cast_input(0, np.asarray(ins[0])),
                        dtype=outs[0].dtype)]


def _is_scalar(t) -> bool:
    """linalg's isScalar: anything but a memref or tensor (a vector fills a tensor of vectors)."""
    from ...ir.types import MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType

    return not isinstance(t, (MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType))


@register_op
class CopyOp(VariadicIO, NamedOp):
    name = "linalg.copy"
    N_INPUTS = 1
    canonicalization_patterns = (EraseSelfCopy, FoldFillWithCopy)

    def indexing_maps_list(self):
        r = len(shape_of(self.outputs[0].type))
        return [AffineMap.identity(r)] * 2

    def iterator_type_names(self):
        return ["parallel"] * len(shape_of(self.outputs[0].type))

    def build_body(self, block):
        copy_body(block)

    def compute(self, ctx, ins, outs):
        return [np.asarray(self.cast_input(0, ins[0]), dtype=outs[0].dtype)]


@register_op
class TransposeOp(NamedOp):
    name = "linalg.transpose"
    N_INPUTS = 1
    has_segments = False
    canonicalization_patterns = (FoldFillWithTranspose,)  # + the two patterns defined after the class
    input = operand()
    init = operand()
    results_ = var_result()
    permutation = prop()

    @property
    def inputs(self):
        return [self.operands[0]]

    @property
    def outputs(self):
        return [self.operands[1]]

    def asm_result_names(self):
        return ["transposed"]

    @classmethod
    def prop_names(cls):
        return ("permutation",)

    def perm(self) -> list[int]:
        return list(self.permutation.value)

    def indexing_maps_list(self):
        perm = self.perm()  # init[i0, ..] = input[..] with input dim perm[k] = init dim k
        r = len(perm)
        if sorted(perm) != list(range(r)):
            return [AffineMap(r, 0, [dim(p) for p in perm]), AffineMap.identity(r)]
        return [AffineMap(r, 0, [dim(perm.index(k)) for k in range(r)]), AffineMap.identity(r)]

    def iterator_type_names(self):
        return ["parallel"] * len(self.perm())

    def build_body(self, block):
        block.append(OP_REGISTRY["linalg.yield"].create([block.args[0]]))

    @classmethod
    def parse(cls, p):
        ins, outs = cls.parse_ins_outs(p)
        q_after = p.skip()
        p.op_keyword("permutation")
        p.punct("=")
        perm = p.comma_list(p.int, "[", "]")
        attrs = p.optional_attr_dict()
        props = {"permutation": DenseArrayAttr(i64, tuple(perm))}
        if len(ins) + len(outs) != 2:
            raise p.error(f"custom op '{cls.name}' [parseNamedStructuredOpRegion] ods-gen generated region "
                          f"expects 2 args, got {len(ins) + len(outs)}", q_after)
        types = [v.type for v in outs if isinstance(v.type, RankedTensorType)]
        region = new_body([elem_of(v.type) for v in ins + outs])
        op = cls.create(ins + outs, types, props, attrs, [region])
        op.build_body(region.blocks[0])
        return op

    def print(self, p):
        p.w(self.name)
        self.print_ins_outs(p)
        p.w(" permutation = [" + ", ".join(str(x) for x in self.perm()) + "] ")
        p.op_attr_dict(self, ("permutation",))

    def verify_(self):
        super().verify_()
        perm = self.perm()
        if sorted(perm) != list(range(len(perm))):
            raise VerifyError("permutation is not valid")
        it, ot = self.inputs[0].type, self.outputs[0].type
        if len(it.shape) != len(ot.shape):
            raise VerifyError(f"input rank {len(it.shape)} does not match init rank {len(ot.shape)}")
        if len(perm) != len(it.shape):
            raise VerifyError(f"size of permutation {len(perm)} does not match the argument rank "
                              f"{len(it.shape)}")
        for i, pi in enumerate(perm):
            a, b = ot.shape[i], it.shape[pi]
            if a != b:  # exact, as upstream: a dynamic size matches only a dynamic size
                raise VerifyError(f"dim(result, {i}) = {a} doesn't match dim(input, permutation[{i}]) = {b}")

    def compute(self, ctx, ins, outs):
        return [np.transpose(ins[0], self.perm()).copy()]

    def fold(self, consts):
        """A transpose of a tensor by the identity permutation is its input (upstream's fold)."""
        if not isinstance(self.operands[0].type, RankedTensorType) or len(self.results) != 1:
            return None
        if self.perm() != list(range(len(self.perm()))):
            return None
        return self.operands[0] if self.operands[0].type is self.results[0].type else None

    @classmethod
    def build_transpose(cls, input_, init, perm, loc=None):
        types = [init.type] if isinstance(init.type, RankedTensorType) else []
        region = new_body([elem_of(input_.type), elem_of(init.type)])
        op = cls.create([input_, init], types, {"permutation": DenseArrayAttr(i64, tuple(perm))}, {}, [region],
                        loc=loc)
        op.build_body(region.blocks[0])
        return op


class FoldTransposeWithTranspose(RewritePattern):
    """transpose(transpose(x, p), q) -> transpose(x, p composed with q) into the outer init."""

    root = "linalg.transpose"

    def match_and_rewrite(self, op, rw) -> bool:
        src = op.operands[0].owner
        if not isinstance(src, TransposeOp):
            return rw.fail(op, "input is not a linalg.transpose")
        p, q = src.perm(), op.perm()
        rw.replace_op_with_new(op, TransposeOp.build_transpose(src.operands[0], op.operands[1], [p[i] for i in q],
                                                               loc=op.loc))
        return True


class SwapTransposeWithBroadcast(RewritePattern):
    """transpose(broadcast(x)) -> broadcast(transpose(x)) when the broadcast has no other use: the
    input is transposed into a tensor.empty of its permuted sizes (tensor.dim for dynamic ones)."""

    root = "linalg.transpose"

    def match_and_rewrite(self, op, rw) -> bool:
        from ...ir.attrs import IntegerAttr
        from ...ir.types import index

        b = op.operands[0].owner
        if getattr(b, "name", None) != "linalg.broadcast" or not op.operands[0].has_one_use:
            return rw.fail(op, "input is not a linalg.broadcast with one use")
        dims, perm = b.dims(), op.perm()
        # the permutation without the broadcast dimensions, renumbered
        kept_perm = [i - sum(1 for d in dims if d < i) for i in perm if i not in dims]
        inverse = [perm.index(i) for i in range(len(perm))]
        new_dims = [inverse[d] for d in dims]
        x = b.operands[0]
        xt = x.type
        if not isinstance(xt, RankedTensorType):
            return rw.fail(op, "broadcast input is not a ranked tensor")
        rw.set_before(op)
        sizes = []
        for i, s in enumerate(xt.shape):
            if s < 0:
                c = rw.insert(OP_REGISTRY["arith.constant"].create([], [index], {"value": IntegerAttr(i, index)},
                                                                   loc=op.loc)).results[0]
                sizes.append(rw.insert(OP_REGISTRY["tensor.dim"].create([x, c], [index], loc=op.loc)).results[0])
            else:
                sizes.append(s)
        permuted = [sizes[i] for i in kept_perm]
        empty_t = RankedTensorType(tuple(v if isinstance(v, int) else DYNAMIC for v in permuted), xt.element_type)
        empty = rw.insert(OP_REGISTRY["tensor.empty"].create([v for v in permuted if not isinstance(v, int)],
                                                             [empty_t], loc=op.loc)).results[0]
        t = rw.insert(TransposeOp.build_transpose(x, empty, kept_perm, loc=op.loc)).results[0]
        rw.replace_op_with_new(op, OP_REGISTRY["linalg.broadcast"].build_broadcast(t, op.operands[1], new_dims,
                                                                                 loc=op.loc))
        return True


TransposeOp.canonicalization_patterns += (FoldTransposeWithTranspose, SwapTransposeWithBroadcast)


class _ContractionOp(VariadicIO, NamedOp):
    """matmul and batch_matmul: the `indexing_maps` property (default maps elided in custom form)."""

    indexing_maps = prop(optional=True)  # upstream's DefaultValuedOptionalAttr: absent means the default maps
    # `#linalg.type_fn<cast_unsigned>` zero-extends / converts the inputs as unsigned; absent: cast_signed
    cast = prop(optional=True, storage=stored_as(TypeFnAttr), desc="allowed 32-bit signless integer cases: 0, 1")
    DEFAULT_EXPRS: tuple = ()
    N_LOOPS = 3
    ITERATORS: tuple = ()

    @classmethod
    def default_maps(cls):
        return [AffineMap(cls.N_LOOPS, 0, [dim(i) for i in r]) for r in cls.DEFAULT_EXPRS]

    @classmethod
    def populate_props(cls, props):
        props.setdefault("indexing_maps", maps_attr(cls.default_maps()))

    @classmethod
    def parse_leading_props(cls, p):
        if p.try_keyword("indexing_maps"):
            p.punct("=")
            return {"indexing_maps": p.attr()}
        return {}

    def print_leading(self, p):
        if not self._default():
            p.w(" indexing_maps = ")
            p.attr(self.indexing_maps)

    @classmethod
    def prop_names(cls):
        return ("cast",)

    @classmethod
    def bad_prop(cls, props):
        c = props.get("cast")
        if c is not None and not isinstance(c, TypeFnAttr):
            return "attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1"
        return None

    def build_body(self, block) -> None:
        c = self.properties.get("cast")
        mul_add_body(block, unsigned=c is not None and c.value == "cast_unsigned")

    def _default(self) -> bool:
        return self.indexing_maps is None or [m.value for m in self.indexing_maps.value] == self.default_maps()

    def indexing_maps_list(self):
        if self.indexing_maps is None:  # (generic form without the property: the default maps)
            return self.default_maps()
        return [m.value for m in self.indexing_maps.value]

    def iterator_type_names(self):
        return list(self.ITERATORS)

    def verify_(self):
        super().verify_()
        maps = self.indexing_maps
        if maps is not None and (not isinstance(maps, ArrayAttr)
                                 or not all(isinstance(m, AffineMapAttr) for m in maps.value)):
            raise VerifyError("expected indexing_maps to be an array of affine maps")
        if maps is not None and not self._default():  # user-defined maps: broadcast/transpose semantics
            self.verify_extended_maps([m.value for m in maps.value])

    def verify_extended_maps(self, maps) -> None:
        """upstream's verifyExtendedMatmulSemantic (matmul: the two inputs). With fewer than three maps
        iree-opt 3.13 crashes; the structured interface's map-count error is reported instead."""
        if len(maps) != 3:
            return
        defaults = self.default_maps()
        for k in range(2):
            m, d = maps[k], defaults[k]
            if not _results_subset(m, d):
                raise VerifyError("Unexpected dim expression in map result.")
            if m.num_results < d.num_results and not _is_function_of_dim(m.results[0], m.num_dims - 1):
                raise VerifyError("Invalid broadcast requested, should be (d2).")

    def compute(self, ctx, ins, outs):
        a, b = self.cast_input(0, ins[0]), self.cast_input(1, ins[1])
        maps = self.indexing_maps_list()
        letters = "abcdefghij"
        subs = ["".join(letters[e.position] for e in m.results) for m in maps]
        with np.errstate(all="ignore"):
            prod = np.einsum(f"{subs[0]},{subs[1]}->{subs[2]}", a, b)
            return [(outs[0] + prod).astype(outs[0].dtype)]


@register_op
class MatmulOp(_ContractionOp):
    name = "linalg.matmul"
    DEFAULT_EXPRS = ((0, 2), (2, 1), (0, 1))
    ITERATORS = ("parallel", "parallel", "reduction")


def _results_subset(m, d) -> bool:
    """upstream's areResultExprsSubsetOf: every result of ``m`` is a result of ``d``."""
    return {str(e) for e in m.results} <= {str(e) for e in d.results}


def _is_function_of_dim(e, pos: int) -> bool:
    from ...ir.affine_expr import AffineDimExpr

    if isinstance(e, AffineDimExpr):
        return e.position == pos
    return any(_is_function_of_dim(c, pos) for c in (getattr(e, "lhs", None), getattr(e, "rhs", None))
               if c is not None)


class _BatchVariantMatmul(_ContractionOp):
    """batch_matmul and batch_reduce_matmul: upstream's verifyExtendedBatchVariantMatmulSemantic."""

    OUT_DIMS: tuple = ()  # the loop each output result must use

    def verify_extended_maps(self, maps) -> None:
        if len(maps) != 3:
            raise VerifyError("Indexing_map attribute must have 3 affine maps.")
        defaults = self.default_maps()
        for k in range(3):
            m = maps[k]
            if k == 2:
                n = len(self.OUT_DIMS)
                if m.num_results != n:
                    raise VerifyError(f"expects {n} dims, but got ({m.num_results}).")
                if not all(_is_function_of_dim(e, d) for e, d in zip(m.results, self.OUT_DIMS)):
                    raise VerifyError("Invalid output map result dimension.")
                continue
            if not _results_subset(m, defaults[k]):
                raise VerifyError("Unexpected result dim expression (outside the set of default result dims).")
            if m.num_results > 3:
                raise VerifyError("no. of result dim expressions exceeds 3.")
            if m.num_results < defaults[k].num_results:
                if not _valid_batch_broadcast(m, k == 0):
                    raise VerifyError("Invalid broadcast requested.")
            elif not _is_function_of_dim(m.results[0], 0):
                raise VerifyError("Invalid batch dimension expression.")


def _valid_batch_broadcast(m, is_lhs: bool) -> bool:
    """isValidLhsRhsBroadcastMap of the batch variants: loops (batch, m, n, k)."""
    b, mm, n, k = 0, 1, 2, 3
    r = m.results
    f = _is_function_of_dim
    if len(r) == 1:
        return f(r[0], k)
    if len(r) == 2:
        if is_lhs:
            return (f(r[0], b) or f(r[0], mm)) and f(r[1], k)
        return (f(r[0], b) and f(r[1], k)) or (f(r[0], k) and f(r[1], n))
    return False


@register_op
class BatchMatmulOp(_BatchVariantMatmul):
    name = "linalg.batch_matmul"
    N_LOOPS = 4
    DEFAULT_EXPRS = ((0, 1, 3), (0, 3, 2), (0, 1, 2))
    ITERATORS = ("parallel", "parallel", "parallel", "reduction")
    OUT_DIMS = (0, 1, 2)


class _ConvOp(VariadicIO, NamedOp):
    """Convolutions: `strides` and `dilations` (dense i64 tensors, default 1), maps memoized in the
    discardable attribute `linalg.memoized_indexing_maps` the first time they are computed."""

    strides = prop(optional=True)
    dilations = prop(optional=True)
    SPATIAL = 1

    @classmethod
    def prop_names(cls):
        return ("dilations", "strides")

    def _vals(self, name) -> list[int]:
        a = self.properties.get(name)
        if a is None:
            return [1] * self.SPATIAL
        return [int(x) for x in a.to_numpy().reshape(-1)]

    def stride_values(self):
        return self._vals("strides")

    def dilation_values(self):
        return self._vals("dilations")

    def indexing_maps_list(self):
        memo = self.attributes.get(MEMOIZED)
        if memo is not None:
            return [m.value for m in memo.value]
        return self.compute_maps()

    @classmethod
    def bad_prop(cls, props):
        n = cls.SPATIAL
        for k in ("dilations", "strides"):
            a = props.get(k)
            if a is not None and (not isinstance(a, DenseElementsAttr) or tuple(a.type.shape) != (n,)
                                  or a.type.element_type is not i64):
                return (f"attribute '{k}' failed to satisfy constraint: 64-bit signless int elements attribute of "
                        f"shape [{n}]")
        return None

    def verify_(self):
        bad = self.bad_prop(self.properties)
        if bad:
            raise VerifyError(bad)
        super().verify_()
        if MEMOIZED not in self.attributes:  # upstream memoizes the maps when they are first computed
            self.attributes[MEMOIZED] = maps_attr(self.compute_maps())


@register_op
class Conv2DNhwcHwcfOp(_ConvOp):
    """out[n, oh, ow, f] += in[n, oh * sh + kh * dh, ow * sw + kw * dw, c] * filter[kh, kw, c, f];
    loops (n, oh, ow, f, kh, kw, c)."""

    name = "linalg.conv_2d_nhwc_hwcf"
    SPATIAL = 2

    def compute_maps(self):
        (sh, sw), (dh, dw) = self.stride_values(), self.dilation_values()
        d = [dim(i) for i in range(7)]
        return [AffineMap(7, 0, [d[0], d[1] * sh + d[4] * dh, d[2] * sw + d[5] * dw, d[6]]),
                AffineMap(7, 0, [d[4], d[5], d[6], d[3]]), AffineMap(7, 0, [d[0], d[1], d[2], d[3]])]

    def iterator_type_names(self):
        return ["parallel"] * 4 + ["reduction"] * 3

    def compute(self, ctx, ins, outs):
        x, w = self.cast_input(0, ins[0]), self.cast_input(1, ins[1])
        out = outs[0]
        (sh, sw), (dh, dw) = self.stride_values(), self.dilation_values()
        _, oh, ow, _ = out.shape
        kh, kw = w.shape[0], w.shape[1]
        acc = out.copy()
        with np.errstate(all="ignore"):
            for i in range(kh):
                for j in range(kw):
                    win = x[:, i * dh: i * dh + (oh - 1) * sh + 1: sh, j * dw: j * dw + (ow - 1) * sw + 1: sw, :]
                    acc = (acc + np.einsum("nhwc,cf->nhwf", win, w[i, j])).astype(out.dtype)
        return [acc]


@register_op
class Conv1DNwcWcfOp(_ConvOp):
    """out[n, ow, f] += in[n, ow * s + kw * d, c] * filter[kw, c, f]; loops (n, ow, f, kw, c)."""

    name = "linalg.conv_1d_nwc_wcf"

    def compute_maps(self):
        (s,), (dl,) = self.stride_values(), self.dilation_values()
        d = [dim(i) for i in range(5)]
        return [AffineMap(5, 0, [d[0], d[1] * s + d[3] * dl, d[4]]), AffineMap(5, 0, [d[3], d[4], d[2]]),
                AffineMap(5, 0, [d[0], d[1], d[2]])]

    def iterator_type_names(self):
        return ["parallel"] * 3 + ["reduction"] * 2

    def compute(self, ctx, ins, outs):
        x, w = self.cast_input(0, ins[0]), self.cast_input(1, ins[1])
        out = outs[0]
        (s,), (dl,) = self.stride_values(), self.dilation_values()
        ow = out.shape[1]
        acc = out.copy()
        with np.errstate(all="ignore"):
            for j in range(w.shape[0]):
                win = x[:, j * dl: j * dl + (ow - 1) * s + 1: s, :]
                acc = (acc + np.einsum("nwc,cf->nwf", win, w[j])).astype(out.dtype)
        return [acc]


# structured ops whose upstream folder is not memref::foldMemRefCast (map, reduce and broadcast have
# none; transpose folds identity permutations)
_NO_MEMREF_CAST_FOLDER = frozenset({"linalg.map", "linalg.reduce", "linalg.broadcast", "linalg.transpose"})


def _fold_memref_casts(self, consts):
    """upstream's memref::foldMemRefCast folder of the structured ops: operands read through a
    memref.cast of a ranked memref use its source, in place."""
    from ..memref.views import fold_memref_cast

    return fold_memref_cast(self)


def _register_erase_dead() -> None:
    """upstream's dialect-wide patterns (EraseDeadLinalgOp, FoldTensorCastProducerOp, InferStaticShapeOfOperands,
    in iree-opt 3.13's order), one instance per structured op, ahead of the
    op's own patterns as upstream's canonicalizer collects dialect patterns first; FoldTensorCastConsumerOp
    goes ahead of tensor.cast's own patterns. The ops without a folder of their own get upstream's
    memref::foldMemRefCast one."""
    from ...ir.op import OP_REGISTRY as REG

    from ..tensor.basic import CastOp
    from .canonicalize import FoldTensorCastConsumerOp, FoldTensorCastProducerOp, InferStaticShapeOfOperands
    from .structured import StructuredOp

    for name, cls in sorted(REG.items()):
        if not (name.startswith("linalg.") and isinstance(cls, type) and issubclass(cls, StructuredOp)):
            continue
        cls.canonicalization_patterns = (EraseDeadLinalgOp(root=name), FoldTensorCastProducerOp(root=name),
                                         InferStaticShapeOfOperands(root=name)) + tuple(
            cls.__dict__.get("canonicalization_patterns", ()))
        if "fold" not in cls.__dict__ and name not in _NO_MEMREF_CAST_FOLDER:
            cls.fold = _fold_memref_casts
    if not any(isinstance(p, FoldTensorCastConsumerOp) for p in CastOp.canonicalization_patterns):
        CastOp.canonicalization_patterns = (FoldTensorCastConsumerOp(),) + tuple(CastOp.canonicalization_patterns)
