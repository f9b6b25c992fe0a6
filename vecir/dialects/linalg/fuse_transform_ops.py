"""linalg's fusion transform ops (upstream's Linalg TransformOps): fuse producers into tile loops.

    %fused, %new = transform.structured.fuse_into_containing_op %pad into %loop
                     : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t, %loops:3 = transform.structured.fuse %generic tile_sizes [0, 1, 2, 4]
                     : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)

The work is done by vecir/transforms/linalg/fuse.py and fuse_producers.py (imported lazily).
"""

from __future__ import annotations

from ...ir.attrs import DenseArrayAttr, UnitAttr
from ...ir.constraints import TransformHandle, TransformParamOrOpHandle, dense_array, stored_as
from ...ir.op import Op, operand, opt_operand, prop, register_op, result, var_operand, var_result
from ...ir.types import i32, i64
from ..transform.ops import CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD, _functional_type, _print_functional_type, _strict
from .transform_ops import _failure


@register_op
class FuseIntoContainingOp(Op):
    """`%fused, %new = transform.structured.fuse_into_containing_op %producer into %loop
    : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)`: fuse the
    producers (linalg ops and tensor.pad tiled at their extract_slice uses or through an scf.forall
    shared_out, other ops cloned) into the containing op, as upstream's FuseIntoContainingOp
    (vecir/transforms/linalg/fuse.py)."""

    name = "transform.structured.fuse_into_containing_op"
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = (0,)
    producer_op = operand(TransformHandle)
    containing_op = operand(TransformHandle)
    fused_op = result(TransformHandle)
    new_containing_op = result(TransformHandle)

    def asm_result_names(self):
        return ["fused_op", "new_containing_op"]

    @classmethod
    def parse(cls, p):
        prod = p.operand()
        p.op_keyword("into")
        cont = p.operand()
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 2)
        return cls.create([p.resolve(prod, ft.inputs[0]), p.resolve(cont, ft.inputs[1])], list(ft.results), {},
                          attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.operand(0))
        p.w(" into ")
        p.value(self.operand(1))
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)

    def apply_transform(self, interp) -> None:
        from ...transforms.linalg.fuse import FusionError, NoNextProducer, NotFused, fuse_into_containing_op
        from ...transforms.transform_state import TransformFailure

        containing = list(interp.state.get(self.operand(1)))
        if len(containing) != 1:
            raise _failure("requires exactly one containing_op handle (got " + str(len(containing)) + ")", self)
        producers = list(interp.state.get(self.operand(0)))
        try:
            fused, new = fuse_into_containing_op(producers, containing[0])
        except NoNextProducer:
            raise TransformFailure("could not find next producer to fuse into container", self, silenceable=True,
                                   notes=[(containing[0].loc, "containing op")])
        except NotFused as e:  # upstream's remark at the producer, a note per way tried
            raise TransformFailure(str(e), self, silenceable=True, notes=e.notes, loc=e.producer.loc,
                                   severity="remark")
        except FusionError as e:
            raise _failure(f"{e}", self, silenceable=True)
        for p in producers:  # a producer fused (and erased) in place
            if p.parent is None:
                interp.state.replace_payload(p, None)
        if new is not containing[0]:  # upstream updates the containing op's handles in place
            interp.state.replace_payload(containing[0], new)
        interp.state.set(self.results[0], fused, self)
        interp.state.set(self.results[1], [new], self)


@register_op
class FuseOp(Op):
    """`%t, %loops:n = transform.structured.fuse %op tile_sizes [..] [interchange [..]] [apply_cleanup]
    [use_forall] : (...) -> (...)` (an oilist: the clauses in any order, each at most once): tile the
    consumer and fuse its producers (linalg ops and tensor.pad) into the loops
    (vecir/transforms/linalg/fuse_producers.py), the loops in ``interchange`` order. Sizes and
    interchange entries may be `!transform.param`s or handles (upstream's DynamicIndexList), and
    `tile_sizes *(%h)` takes every size from one param or handle (the loops then come back in one
    handle, target by target); use_forall tiles with one scf.forall (one loop result);
    apply_cleanup folds and merges the candidate slices before fusing through them."""

    name = "transform.structured.fuse"
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = (0,)
    target = operand(TransformHandle)
    tile_sizes = var_operand(TransformParamOrOpHandle)
    tile_interchange = var_operand(TransformParamOrOpHandle)
    packed_tile_sizes = opt_operand(TransformParamOrOpHandle)
    transformed = result(TransformHandle)
    loops = var_result(TransformHandle)
    static_tile_sizes = prop(optional=True, storage=dense_array(i64))  # DenseI64ArrayAttr upstream
    static_tile_interchange = prop(optional=True, storage=dense_array(i64))
    apply_cleanup = prop(optional=True, storage=stored_as(UnitAttr), desc="unit attribute")
    use_forall = prop(optional=True, storage=stored_as(UnitAttr), desc="unit attribute")
    extra_property_names = ("operandSegmentSizes",)
    _CLAUSES = ("tile_sizes", "interchange", "apply_cleanup", "use_forall")

    def asm_result_names(self):
        return ["transformed"] + ["loops"] + [None] * (len(self.results) - 2)

    @classmethod
    def parse(cls, p):
        from ...ir.attrs import unit
        from ..scf.common import name_pos
        from .transform_ops import _next_oilist_clause, _parse_dynamic_index_list

        npos = name_pos(p, cls)
        ref = p.operand()
        props, seen = {}, set()
        tile_refs, inter_refs, packed = [], [], []
        while True:
            kw = _next_oilist_clause(p, cls, seen, npos)
            if kw is None:
                break
            if kw == "tile_sizes" and p.try_punct("*"):
                p.punct("(")
                packed.append(p.operand())
                p.punct(")")
                props["static_tile_sizes"] = DenseArrayAttr(i64, ())
            elif kw in ("tile_sizes", "interchange"):
                refs, values, _ = _parse_dynamic_index_list(p, cls.name)
                (tile_refs if kw == "tile_sizes" else inter_refs).extend(refs)
                key = "static_tile_sizes" if kw == "tile_sizes" else "static_tile_interchange"
                props[key] = DenseArrayAttr(i64, tuple(values))
            else:
                props[kw] = unit
        props["operandSegmentSizes"] = DenseArrayAttr(i32, (1, len(tile_refs), len(inter_refs), len(packed)))
        attrs = _strict(cls, p)
        p.punct(":")
        refs = [ref] + tile_refs + inter_refs + packed
        ft = _functional_type(p, len(refs), operand_pos=npos)
        return cls.create([p.resolve(r, t) for r, t in zip(refs, ft.inputs)], list(ft.results), props, attrs)

    def _sizes(self, key):
        a = self.properties.get(key)
        return list(a.value) if a is not None else []

    def print(self, p):
        from .transform_ops import _print_dynamic_index_list

        p.w(self.name + " ")
        p.value(self.operand(0))
        if self.packed_tile_sizes is not None:
            p.w(" tile_sizes *(")
            p.value(self.packed_tile_sizes)
            p.w(")")
        elif self._sizes("static_tile_sizes"):
            p.w(" tile_sizes ")
            _print_dynamic_index_list(p, self.static_tile_sizes, None, self.tile_sizes)
        if self._sizes("static_tile_interchange"):
            p.w(" interchange ")
            _print_dynamic_index_list(p, self.static_tile_interchange, None, self.tile_interchange)
        for flag in ("apply_cleanup", "use_forall"):
            if self.properties.get(flag) is not None:
                p.w(" " + flag)
        p.op_attr_dict(self, ("static_tile_sizes", "static_tile_interchange", "apply_cleanup", "use_forall",
                              "operandSegmentSizes"))
        _print_functional_type(p, self)

    def verify_(self):
        from ...ir.uniqued import VerifyError
        from .transform_ops import verify_interchange

        sizes, inter = self._sizes("static_tile_sizes"), self._sizes("static_tile_interchange")
        packed = self.packed_tile_sizes is not None
        if packed and sizes:
            raise VerifyError("tile_sizes and packed_tile_sizes are mutually exclusive")
        verify_interchange(inter, len(sizes))
        n = 1 if packed or self.properties.get("use_forall") is not None else sum(1 for s in sizes if s != 0)
        if n != len(self.results) - 1:
            raise VerifyError(f"expects {n} loop results")

    def _mixed_sizes(self, interp) -> list:
        return unpack_single_index_results(self, interp, self._sizes("static_tile_sizes"), self.tile_sizes,
                                           self.packed_tile_sizes)

    def _interchange(self, interp) -> list:
        """reifyMixedParamAndHandleResults: params give their value, handles an index constant's."""
        from ...ir.attrs import IntegerAttr
        from ...ir.types import DYNAMIC
        from ...transforms.transform_state import TransformFailure

        dyn = iter(self.tile_interchange)
        out = []
        for x in self._sizes("static_tile_interchange"):
            if x != DYNAMIC:
                out.append(x)
                continue
            v = next(dyn)
            payload = list(interp.state.get(v))
            if getattr(v.type, "is_param", False):
                if len(payload) != 1:
                    raise TransformFailure("requires exactly one parameter associated", self)
                out.append(int(payload[0].value))
                continue
            a = payload[0].properties.get("value") if len(payload) == 1 and payload[0].name == "arith.constant" \
                else None
            if not isinstance(a, IntegerAttr):
                raise TransformFailure("requires param or handle to be the result of a constant like op", self)
            out.append(int(a.value))
        return out

    def apply_transform(self, interp) -> None:
        from ...transforms.linalg.fuse import FusionError
        from ...transforms.linalg.fuse_producers import tile_consumer_and_fuse_producers
        from ...transforms.linalg.tile import PadTilingError, TilingError

        use_forall = self.properties.get("use_forall") is not None
        sizes = self._mixed_sizes(interp)
        inter = self._interchange(interp)
        n_loops = 1 if use_forall else sum(1 for s in sizes if not isinstance(s, int) or s != 0)
        tiled, loops = [], [[] for _ in range(n_loops)]
        for target in list(interp.state.get(self.target)):
            try:
                res = tile_consumer_and_fuse_producers(target, sizes, interchange=inter, use_forall=use_forall,
                                                       apply_cleanup=self.properties.get("apply_cleanup") is not None)
            except PadTilingError as e:  # a pad consumer: upstream's errors at the pad, a definite failure
                raise e.definite_failure() from None
            except (TilingError, FusionError) as e:
                raise _failure(str(e), self, silenceable=True)
            interp.state.replace_payload(target, res.tiled_op)
            tiled.append(res.tiled_op)
            for k, loop in enumerate(res.loops):
                loops[k].append(loop)
        interp.state.set(self.results[0], tiled, self)
        if self.packed_tile_sizes is not None:  # one handle: target 0's loops, then target 1's, ...
            interp.state.set(self.results[1], [ls[t] for t in range(len(tiled)) for ls in loops], self)
            return
        for r, ls in zip(self.results[1:], loops):
            interp.state.set(r, ls, self)


def unpack_single_index_results(op, interp, static, dynamic, packed=None) -> list:
    """upstream's unpackSingleIndexResultPayloadOperations, for a mixed list (``static`` with DYNAMIC
    where ``dynamic`` supplies a param or handle) or a ``packed`` param / handle: ints for literals
    and params, the index result of each handle's payload op."""
    from ...ir.attrs import IntegerAttr
    from ...ir.types import DYNAMIC, IndexType
    from ...transforms.transform_state import TransformFailure

    def param_or_result(v, single: bool) -> list:
        payload = list(interp.state.get(v))
        if getattr(v.type, "is_param", False):
            if single and len(payload) != 1:
                raise TransformFailure("requires exactly one parameter associated", op)
            if not single and any(not isinstance(a, IntegerAttr) for a in payload):
                raise TransformFailure("expected the parameter to be associated with an integer attribute", op)
            return [int(a.value) for a in payload]
        if single and len(payload) != 1:
            loc = v.defining_op.loc if v.defining_op is not None else v.loc
            raise TransformFailure("handle must be mapped to exactly one payload op", op, silenceable=True,
                                   notes=[(loc, f"mapped to {len(payload)} payload ops")])
        for p in payload:
            if len(p.results) != 1 or not isinstance(p.results[0].type, IndexType):
                raise TransformFailure("payload op must have exactly 1 index result", op, silenceable=True,
                                       notes=[(p.loc, f"has {len(p.results)} results")])
        return [p.results[0] for p in payload]

    if packed is not None:
        return param_or_result(packed, False)
    dyn = iter(dynamic)
    return [x if x != DYNAMIC else param_or_result(next(dyn), True)[0] for x in static]
