"""linalg's transform-dialect extension (upstream's Linalg TransformOps): the structured ops that
tile, decompose and vectorize payload linalg ops from a transform script.

    %t, %loops:2 = transform.structured.tile_using_for %m tile_sizes [8, 32, 0]
                     : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %d = transform.structured.decompose %m : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %m : !transform.any_op
    %f = transform.structured.vectorize_children_and_apply_patterns %func : (!transform.any_op) -> !transform.any_op

Each op carries `apply_transform(interp)`, which vecir's transform interpreter calls; the work is
done by vecir/transforms/linalg (imported lazily: a dialect does not import transforms at load).
Tile sizes may be integers, `!transform.param`s, handles to ops with one index result, or scalable
`[n]` (upstream's DynamicIndexList); tile_using_for takes an `interchange = [...]` of the loops.
"""

from __future__ import annotations

from ...ir.attrs import DenseArrayAttr
from ...ir.constraints import TransformHandle, TransformParamOrOpHandle, dense_array
from ...ir.op import Op, operand, prop, register_op, result, var_operand, var_result
from ...ir.types import i1, i32, i64
from ..transform.ops import (
    CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD, _functional_type, _OneHandleOp, _print_functional_type, _strict,
    type_of,
)


def _failure(msg, op, silenceable=False):
    from ...transforms.transform_interpreter import TransformFailure

    return TransformFailure(msg, op, silenceable=silenceable)


def _parse_dynamic_index_list(p, op_name: str):
    """upstream's parseDynamicIndexList with scalable sizes: `[%h, 4, [8]]` -> (operand refs, static
    values with DYNAMIC for each operand, scalable flags)."""
    from ...ir.types import DYNAMIC

    refs, sizes, scalable = [], [], []
    p.punct("[")
    if not p.try_punct("]"):
        while True:
            if p.peek() == "%":
                refs.append(p.operand())
                sizes.append(DYNAMIC)
                scalable.append(0)
            else:
                bracket = p.try_punct("[")
                v = p.try_int()
                if v is None:
                    raise p.error(f"custom op '{op_name}' expected integer value")
                if bracket:
                    p.punct("]")
                sizes.append(v)
                scalable.append(1 if bracket else 0)
            if not p.try_punct(","):
                break
        p.punct("]")
    return refs, sizes, scalable


def verify_interchange(interchange, num_loops: int) -> None:
    """upstream's interchange checks of the tiling ops (a dynamic entry is not checked): no longer than
    the loops, each in range, no duplicates."""
    from ...ir.types import DYNAMIC
    from ...ir.uniqued import VerifyError

    if len(interchange) > num_loops:
        raise VerifyError(f"interchange length exceeds iteration space dimensions ({num_loops}), found ")
    seen = set()
    for v in interchange:
        if v == DYNAMIC:
            continue
        if not 0 <= v < num_loops:
            raise VerifyError(f"expects interchange values to be in range [0, {num_loops}), found: {v}")
        if v in seen:
            raise VerifyError(f"found duplicate interchange value: {v}")
        seen.add(v)


def _next_oilist_clause(p, cls, seen: set, npos):
    """The next of ``cls._CLAUSES`` the parser sees as a keyword (None if none), recorded in ``seen``;
    a clause seen twice is upstream's oilist diagnostic."""
    kw = next((k for k in cls._CLAUSES if p.try_keyword(k)), None)
    if kw is not None:
        if kw in seen:
            raise p.error(f"custom op '{cls.name}' `{kw}` clause can appear at most once in the expansion "
                          f"of the oilist directive", npos)
        seen.add(kw)
    return kw


def _print_dynamic_index_list(p, static, scalable, dynamic) -> None:
    """printDynamicIndexList: operands where the static value is DYNAMIC, `[n]` for scalable sizes."""
    from ...ir.types import DYNAMIC

    values = () if static is None else static.value
    scal = () if scalable is None else scalable.value
    dyn = iter(dynamic)
    p.w("[")
    for k, x in enumerate(values):
        if k:
            p.w(", ")
        if x == DYNAMIC:
            p.value(next(dyn))
        else:
            p.w(f"[{x}]" if k < len(scal) and scal[k] else str(x))
    p.w("]")


@register_op
class TileUsingForOp(Op):
    name = "transform.structured.tile_using_for"
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = (0,)
    target = operand(TransformHandle)
    dynamic_sizes = var_operand(TransformParamOrOpHandle)
    tiled_linalg_op = result(TransformHandle)
    loops = var_result(TransformHandle)
    # upstream's DefaultValuedOptionalAttr (empty), stored as DenseI64ArrayAttr / DenseBoolArrayAttr
    static_sizes = prop(optional=True, storage=dense_array(i64))
    scalable_sizes = prop(optional=True, storage=dense_array(i1))
    static_interchange = prop(optional=True, storage=dense_array(i64))
    extra_property_names = ("operandSegmentSizes",)

    def asm_result_names(self):
        return ["tiled_linalg_op"] + ["loops"] + [None] * (len(self.results) - 2)

    @classmethod
    def parse(cls, p):
        from ..scf.common import name_pos

        npos = name_pos(p, cls)
        ref = p.operand()
        p.op_keyword("tile_sizes")
        refs, sizes, scalable = _parse_dynamic_index_list(p, cls.name)
        interchange = None
        if p.try_keyword("interchange"):
            p.punct("=")
            interchange = p.comma_list(p.int, "[", "]")
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, len(refs) + 1, operand_pos=npos)
        props = {"static_sizes": DenseArrayAttr(i64, tuple(sizes)),
                 "scalable_sizes": DenseArrayAttr(i1, tuple(scalable)),
                 "operandSegmentSizes": DenseArrayAttr(i32, (1, len(refs), 0, 0, 0))}
        if interchange is not None:
            props["static_interchange"] = DenseArrayAttr(i64, tuple(interchange))
        operands = [p.resolve(ref, ft.inputs[0])] + [p.resolve(r, t) for r, t in zip(refs, ft.inputs[1:])]
        return cls.create(operands, list(ft.results), props, attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.operand(0))
        p.w(" tile_sizes ")
        _print_dynamic_index_list(p, self.static_sizes, self.scalable_sizes, self.operands[1:])
        if self.static_interchange is not None and self.static_interchange.value:
            p.w(" interchange = [" + ", ".join(map(str, self.static_interchange.value)) + "]")
        p.op_attr_dict(self, ("static_sizes", "scalable_sizes", "static_interchange", "operandSegmentSizes"))
        _print_functional_type(p, self)

    def verify_(self):
        from ...ir.uniqued import VerifyError

        sizes = () if self.static_sizes is None else self.static_sizes.value
        scalable = () if self.scalable_sizes is None else self.scalable_sizes.value
        if len(sizes) != len(scalable):
            raise VerifyError(f"expected same number of sizes ({len(sizes)}) and scalable sizes ({len(scalable)})")
        n = sum(1 for s in sizes if s != 0)
        if n != len(self.results) - 1:
            raise VerifyError(f"expected number of loops to tile ({n}) to match number of `loops` results "
                              f"({len(self.results) - 1})")
        verify_interchange(() if self.static_interchange is None else self.static_interchange.value, len(sizes))

    def apply_transform(self, interp) -> None:
        from ...transforms.linalg.tile import PadTilingError, TilingError, tile_linalg_op

        from ...transforms.transform_state import TransformFailure
        from .structured import StructuredOp

        targets = list(interp.state.get(self.target))
        per_size = self._dynamic_sizes(interp, len(targets))
        tiled, loops = [], [[] for _ in self.results[1:]]
        for t, target in enumerate(targets):
            if not isinstance(target, StructuredOp) and target.name != "tensor.pad":
                raise TransformFailure("only ops implementing TilingInterface are supported", self,
                                       silenceable=True, notes=[(target.loc, "target op")])
            num_loops = target.num_loops if isinstance(target, StructuredOp) else len(target.results[0].type.shape)
            if len(per_size) > num_loops:
                raise TransformFailure(f"too many tiles provided, expected at most {num_loops} found "
                                       f"{len(per_size)}", self, silenceable=True, notes=[(target.loc, "target op")])
            sizes = [self._size_for(x, t) for x in per_size]
            try:
                res = tile_linalg_op(target, sizes, list(self.static_interchange.value)
                                     if self.static_interchange is not None else ())
            except PadTilingError as e:  # reported at the pad; a definite failure without a message of its own
                raise e.definite_failure() from None
            except TilingError as e:
                raise _failure(str(e), self, silenceable=True)
            interp.state.replace_payload(target, res.tiled_op)
            tiled.append(res.tiled_op)
            for k, loop in enumerate(res.loops):
                loops[k].append(loop)
        interp.state.set(self.results[0], tiled, self)
        for r, ls in zip(self.results[1:], loops):
            interp.state.set(r, ls, self)


    def _dynamic_sizes(self, interp, n_targets: int) -> list:
        """Per tile size: an int (static), `("param", [ints per target])`, `("handle", [payload ops
        per target])` or `("scalable", n)`; upstream's checks of handle and param counts."""
        from ...ir.types import DYNAMIC, IndexType
        from ...transforms.transform_state import TransformFailure

        static = list(self.static_sizes.value) if self.static_sizes is not None else []
        scalable = list(self.scalable_sizes.value) if self.scalable_sizes is not None else []
        dyn = iter(self.operands[1:])
        out = []
        for k, x in enumerate(static):
            if x != DYNAMIC:
                out.append(("scalable", x) if k < len(scalable) and scalable[k] else x)
                continue
            v = next(dyn)
            vloc = v.defining_op.loc if v.defining_op is not None else v.loc
            payload = list(interp.state.get(v))
            if getattr(v.type, "is_param", False):
                if len(payload) != n_targets:
                    # (upstream prints the size of the empty producer list here, always 0)
                    raise TransformFailure(f"expected as many parameter values (0) as target ops "
                                           f"({n_targets})", self, silenceable=True,
                                           notes=[(vloc, "for this parameter")])
                out.append(("param", [int(a.value) for a in payload]))
                continue
            if len(payload) != n_targets:
                raise TransformFailure(f"expected as many dynamic size-producing operations ({len(payload)}) as "
                                       f"target ops ({n_targets})", self, silenceable=True,
                                       notes=[(vloc, "for this handle")])
            for op in payload:
                if len(op.results) != 1 or not isinstance(op.results[0].type, IndexType):
                    raise TransformFailure("expected sizes to be produced by ops with a single index-type result",
                                           self, silenceable=True,
                                           notes=[(op.loc, "size producer op"), (vloc, "for this handle")])
            out.append(("handle", payload))
        return out

    @staticmethod
    def _size_for(x, t: int):
        """The tile size for the t-th target: an int, a size producer's result, or a ScalableSize
        (`n * vector.vscale`, built by the tiling after the iteration domain, as upstream)."""
        from ...transforms.linalg.tile import ScalableSize

        if isinstance(x, int):
            return x
        kind, v = x
        if kind == "param":
            return v[t]
        if kind == "handle":
            return v[t].results[0]
        return ScalableSize(v)


@register_op
class DecomposeOp(_OneHandleOp):
    name = "transform.structured.decompose"
    HAS_RESULT = True
    target = operand(TransformHandle)
    transformed = result(TransformHandle)

    def apply_transform(self, interp) -> None:
        from ...transforms.linalg.decompose import decompose_windowed_2d
        from ...transforms.linalg.vectorize import VectorizationError

        out = []
        for target in interp.state.get(self.target):
            try:
                new = decompose_windowed_2d(target)
            except VectorizationError:  # upstream's default silenceable failure (vecir's reason is not shown)
                raise _failure_with_note(f"{self.name} failed to apply", self, target)
            interp.state.replace_payload(target, new)
            out.append(new)
        interp.state.set(self.results[0], out, self)


@register_op
class GeneralizeOp(_OneHandleOp):
    """`transform.structured.generalize %h : (!transform.any_op) -> !transform.any_op`: each named
    linalg op becomes a linalg.generic (a generic stays as it is); other ops are the wrong kind."""

    name = "transform.structured.generalize"
    HAS_RESULT = True
    target = operand(TransformHandle)
    transformed = result(TransformHandle)

    def apply_transform(self, interp) -> None:
        from ...rewrite.pattern import Rewriter
        from ...transforms.linalg.generalize import generalize_named_op, is_named_structured_op

        out = []
        for target in interp.state.get(self.target):
            if target.name == "linalg.generic":
                out.append(target)
                continue
            if not is_named_structured_op(target):
                raise _failure_with_note("transform applied to the wrong op kind", self, target)
            new = generalize_named_op(Rewriter(), target)
            interp.state.replace_payload(target, new)
            out.append(new)
        interp.state.set(self.results[0], out, self)


def _failure_with_note(msg, op, payload):
    from ...transforms.transform_interpreter import TransformFailure

    return TransformFailure(msg, op, silenceable=True, notes=[(payload.loc, "when applied to this op")])


@register_op
class VectorizeOp(_OneHandleOp):
    """`transform.structured.vectorize %h [vector_sizes [4, 8]] : !transform.any_op` (static sizes:
    masked vectorization of dynamically shaped ops)."""

    name = "transform.structured.vectorize"
    HAS_RESULT = False
    target = operand(TransformHandle)
    vector_sizes = var_operand(TransformParamOrOpHandle)  # handles to index constants or !transform.param
    static_vector_sizes = prop(optional=True, storage=dense_array(i64))
    scalable_sizes = prop(optional=True, storage=dense_array(i1))
    vectorize_nd_extract = prop(optional=True)
    assume_dynamic_dims_match_vec_sizes = prop(optional=True)
    create_named_contraction = prop(optional=True)
    _FLAGS = ("vectorize_nd_extract", "assume_dynamic_dims_match_vec_sizes", "create_named_contraction")

    @classmethod
    def parse(cls, p):
        from ...ir.attrs import unit

        ref = p.operand()
        props, refs, list_pos = {}, [], None
        if p.try_keyword("vector_sizes"):
            # upstream's DynamicIndexList with scalable sizes: `[%h, 4, [8]]`
            list_pos = p.skip()
            refs, sizes, scalable = _parse_dynamic_index_list(p, cls.name)
            props = {"static_vector_sizes": DenseArrayAttr(i64, tuple(sizes)),
                     "scalable_sizes": DenseArrayAttr(i1, tuple(scalable))}
        for flag in cls._FLAGS:  # optional keywords in this order, as upstream's assembly format
            if p.try_keyword(flag):
                props[flag] = unit
        attrs = _strict(cls, p)
        p.punct(":")
        t = type_of(p, cls, TransformHandle)
        types = p.type_list() if p.try_punct(",") else []
        if len(types) != len(refs):
            raise p.error(f"custom op '{cls.name}' number of operands and types do not match: got {len(refs)} "
                          f"operands and {len(types)} types", list_pos)
        operands = [p.resolve(ref, t)] + [p.resolve(r, ty) for r, ty in zip(refs, types)]
        return cls.create(operands, [], props, attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.operand(0))
        if self.static_vector_sizes is not None:
            p.w(" vector_sizes ")
            _print_dynamic_index_list(p, self.static_vector_sizes, self.scalable_sizes, self.operands[1:])
        for flag in self._FLAGS:
            if self.properties.get(flag) is not None:
                p.w(" " + flag)
        p.op_attr_dict(self, ("static_vector_sizes", "scalable_sizes") + self._FLAGS)
        p.w(" : ")
        p.type(self.operand(0).type)
        for v in self.operands[1:]:
            p.w(", ")
            p.type(v.type)

    def verify_(self):
        sizes = () if self.static_vector_sizes is None else self.static_vector_sizes.value
        scalable = () if self.scalable_sizes is None else self.scalable_sizes.value
        if len(sizes) != len(scalable):
            from ...ir.uniqued import VerifyError

            raise VerifyError(f"expected same number of vector sizes ({len(sizes)}) and scalable sizes "
                              f"({len(scalable)})")

    def _sizes(self, interp):
        """getMixedVectorSizes resolved: params give their value, handles their index constant."""
        from ...ir.attrs import IntegerAttr
        from ...ir.types import DYNAMIC, IndexType
        from ...transforms.transform_state import TransformFailure

        dyn = iter(self.operands[1:])
        out = []
        for x in self.static_vector_sizes.value:
            if x != DYNAMIC:
                out.append(x)
                continue
            v = next(dyn)
            payload = list(interp.state.get(v))
            if getattr(v.type, "is_param", False):
                if len(payload) != 1:
                    raise TransformFailure("expected a single param", self, silenceable=True)
                out.append(int(payload[0].value))
                continue
            if len(payload) != 1:
                raise TransformFailure("requires vector size handle that is mapped to 1 payload op", self)
            op = payload[0]
            if len(op.results) != 1 or not isinstance(op.results[0].type, IndexType):
                raise TransformFailure("requires vector size payload op with 1 index result", self,
                                       silenceable=True, notes=[(op.loc, "vector size payload op")])
            a = op.properties.get("value") if op.name == "arith.constant" else None
            if not isinstance(a, IntegerAttr):
                raise TransformFailure("requires constant vector size", self, silenceable=True,
                                       notes=[(op.loc, "vector size payload op")])
            out.append(int(a.value))
        return out

    def apply_transform(self, interp) -> None:
        from ...transforms.linalg.vectorize import VectorizationError, vectorize_linalg_op

        from .structured import StructuredOp

        sizes = self._sizes(interp) if self.static_vector_sizes is not None else None
        scalable = [bool(x) for x in self.scalable_sizes.value] if sizes and self.scalable_sizes is not None \
            else None
        # (the interpreter's `interface{LinalgOp}` matcher also returns linalg.yield/index: skip them)
        for target in [t for t in interp.state.get(self.target) if t.name not in ("linalg.yield", "linalg.index")]:
            if target.name == "tensor.pad":
                from ...transforms.linalg.vectorize_pad_masked import vectorize_pad_masked

                try:
                    vectorize_pad_masked(target, sizes)
                except VectorizationError:
                    raise _failure("Attempted to vectorize, but failed", target, silenceable=True)
                interp.state.replace_payload(target, None)
                continue
            if target.name == "tensor.insert_slice" and sizes:
                from ...transforms.linalg.vectorize_pad_masked import vectorize_insert_slice_masked

                try:
                    vectorize_insert_slice_masked(target, sizes)
                except VectorizationError:
                    raise _failure("Attempted to vectorize, but failed", target, silenceable=True)
                interp.state.replace_payload(target, None)
                continue
            if not isinstance(target, StructuredOp):  # upstream also takes pack/unpack/insert_slice
                raise _failure("Unsupported Op, cannot vectorize", target, silenceable=True)
            try:
                vectorize_linalg_op(target, vector_sizes=sizes, scalable=scalable,
                                    nd_extract=self.properties.get("vectorize_nd_extract") is not None,
                                    named_contraction=self.properties.get("create_named_contraction") is not None)
            except VectorizationError:  # upstream's wording, at the target (vecir's reason is not shown)
                raise _failure("Attempted to vectorize, but failed", target, silenceable=True)
            interp.state.replace_payload(target, None)


@register_op
class VectorizeChildrenAndApplyPatternsOp(_OneHandleOp):
    """`transform.structured.vectorize_children_and_apply_patterns %f <vectorize_padding, ...>
    : (!transform.any_op) -> !transform.any_op`: vectorize the linalg ops under each (isolated)
    target and apply upstream's cleanup patterns (vecir/transforms/linalg/vectorize_children.py)."""

    name = "transform.structured.vectorize_children_and_apply_patterns"
    HAS_RESULT = True
    target = operand(TransformHandle)
    transformed = result(TransformHandle)
    fold_type_extensions_into_contract = prop(optional=True)
    vectorize_padding = prop(optional=True)
    vectorize_nd_extract = prop(optional=True)
    flatten_1d_depthwise_conv = prop(optional=True)
    disable_multi_reduction_to_contract_patterns = prop(optional=True)
    disable_transfer_permutation_map_lowering_patterns = prop(optional=True)
    # (in the order iree-opt 3.13 prints them)
    _FLAGS = ("fold_type_extensions_into_contract", "vectorize_padding", "vectorize_nd_extract",
              "flatten_1d_depthwise_conv", "disable_multi_reduction_to_contract_patterns",
              "disable_transfer_permutation_map_lowering_patterns")

    @classmethod
    def parse(cls, p):
        from ...ir.attrs import unit

        ref = p.operand()
        props = {}
        if p.try_punct("<"):
            while not p.try_punct(">"):
                word = p.bare_id()
                if word not in cls._FLAGS:  # upstream's struct parser then wants `name = value`
                    raise p.error("expected '='", p.skip())
                props[word] = unit
                if not p.try_punct(","):
                    p.punct(">")
                    break
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1)
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), props, attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.operand(0))
        flags = [k for k in self._FLAGS if k in self.properties]
        if flags:
            p.w(" <" + ", ".join(flags) + ">")
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)

    def apply_transform(self, interp) -> None:
        from ...ir.op import IsolatedFromAbove
        from ...transforms.linalg.vectorize_children import vectorize_children_and_apply_patterns
        from ...transforms.transform_state import _HandleTracker

        targets = interp.state.get(self.target)
        for target in targets:
            if IsolatedFromAbove not in type(target).traits:
                raise _failure("'transform.structured.vectorize_children_and_apply_patterns' op requires "
                               "isolated-from-above targets", self)
            permutations = "disable_transfer_permutation_map_lowering_patterns" not in self.properties
            contracts = "disable_multi_reduction_to_contract_patterns" not in self.properties
            if not vectorize_children_and_apply_patterns(target, permutation_lowering=permutations,
                                                         reduction_to_contract=contracts,
                                                         padding="vectorize_padding" in self.properties,
                                                         nd_extract="vectorize_nd_extract" in self.properties,
                                                         flatten="flatten_1d_depthwise_conv" in self.properties,
                                                         fold_extensions="fold_type_extensions_into_contract"
                                                         in self.properties,
                                                         listener=_HandleTracker(interp.state)):
                raise _failure("greedy pattern application failed", target)
        interp.state.set(self.results[0], list(targets), self)
