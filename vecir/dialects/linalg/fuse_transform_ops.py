"""linalg's fusion transform ops (upstream's Linalg TransformOps): fuse producers into tile loops.

    %fused, %new = transform.structured.fuse_into_containing_op %pad into %loop
                     : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t, %loops:3 = transform.structured.fuse %generic tile_sizes [0, 1, 2, 4]
                     : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)

The work is done by vecir/transforms/linalg/fuse.py and fuse_producers.py (imported lazily).
"""

from __future__ import annotations

from ...ir.attrs import DenseArrayAttr, UnitAttr
from ...ir.constraints import dense_array, stored_as
from ...ir.op import Op, operand, prop, register_op, result, var_result
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
    producer_op = operand()
    containing_op = operand()
    fused_op = result()
    new_containing_op = result()

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
        from ...transforms.linalg.fuse import FusionError, NoNextProducer, fuse_into_containing_op
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
        except FusionError as e:
            raise _failure(f"{e}", self, silenceable=True)
        if new is not containing[0]:  # upstream updates the containing op's handles in place
            interp.state.replace_payload(containing[0], new)
        interp.state.set(self.results[0], fused, self)
        interp.state.set(self.results[1], [new], self)


@register_op
class FuseOp(Op):
    """`%t, %loops:n = transform.structured.fuse %op tile_sizes [..] [interchange [..]] [apply_cleanup]
    : (!transform.any_op) -> (...)`: tile the consumer and fuse its producers (linalg ops and
    tensor.pad) into the loops (vecir/transforms/linalg/fuse_producers.py), the loops in
    ``interchange`` order; apply_cleanup is not supported."""

    name = "transform.structured.fuse"
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = (0,)
    target = operand()
    transformed = result()
    loops = var_result()
    static_tile_sizes = prop(optional=True, storage=dense_array(i64))  # DenseI64ArrayAttr upstream
    static_tile_interchange = prop(optional=True, storage=dense_array(i64))
    apply_cleanup = prop(optional=True, storage=stored_as(UnitAttr), desc="unit attribute")
    extra_property_names = ("operandSegmentSizes",)

    def asm_result_names(self):
        return ["transformed"] + ["loops"] + [None] * (len(self.results) - 2)

    @classmethod
    def parse(cls, p):
        from ...ir.attrs import unit

        ref = p.operand()
        props = {"operandSegmentSizes": DenseArrayAttr(i32, (1, 0, 0, 0))}
        if p.try_keyword("tile_sizes"):
            props["static_tile_sizes"] = DenseArrayAttr(i64, tuple(p.comma_list(p.int, "[", "]")))
        if p.try_keyword("interchange"):
            props["static_tile_interchange"] = DenseArrayAttr(i64, tuple(p.comma_list(p.int, "[", "]")))
        if p.try_keyword("apply_cleanup"):
            props["apply_cleanup"] = unit
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1)
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), props, attrs)

    def _sizes(self, key):
        a = self.properties.get(key)
        return list(a.value) if a is not None else []

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.operand(0))
        if self._sizes("static_tile_sizes"):
            p.w(" tile_sizes [" + ", ".join(map(str, self._sizes("static_tile_sizes"))) + "]")
        if self._sizes("static_tile_interchange"):
            p.w(" interchange [" + ", ".join(map(str, self._sizes("static_tile_interchange"))) + "]")
        if self.properties.get("apply_cleanup") is not None:
            p.w(" apply_cleanup")
        p.op_attr_dict(self, ("static_tile_sizes", "static_tile_interchange", "apply_cleanup",
                              "operandSegmentSizes"))
        _print_functional_type(p, self)

    def verify_(self):
        from ...ir.uniqued import VerifyError

        sizes, inter = self._sizes("static_tile_sizes"), self._sizes("static_tile_interchange")
        if len(inter) > len(sizes):
            raise VerifyError(f"interchange length exceeds iteration space dimensions ({len(sizes)}), found ")
        seen = set()
        for v in inter:
            if v in seen:
                raise VerifyError(f"found duplicate interchange value: {v}")
            seen.add(v)
        n = sum(1 for s in sizes if s != 0)
        if n != len(self.results) - 1:
            raise VerifyError(f"expects {n} loop results")

    def apply_transform(self, interp) -> None:
        from ...transforms.linalg.fuse import FusionError
        from ...transforms.linalg.fuse_producers import tile_consumer_and_fuse_producers
        from ...transforms.linalg.tile import TilingError

        inter = self._sizes("static_tile_interchange")
        if self.properties.get("apply_cleanup") is not None:
            raise _failure("apply_cleanup is not supported", self, silenceable=True)
        tiled, loops = [], [[] for _ in self.results[1:]]
        for target in list(interp.state.get(self.target)):
            try:
                res = tile_consumer_and_fuse_producers(target, self._sizes("static_tile_sizes"), interchange=inter)
            except (TilingError, FusionError) as e:
                raise _failure(str(e), self, silenceable=True)
            interp.state.replace_payload(target, res.tiled_op)
            tiled.append(res.tiled_op)
            for k, loop in enumerate(res.loops):
                loops[k].append(loop)
        interp.state.set(self.results[0], tiled, self)
        for r, ls in zip(self.results[1:], loops):
            interp.state.set(r, ls, self)
