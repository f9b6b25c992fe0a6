"""Transform ops of the vector hoisting / transfer-forwarding family (upstream's Linalg, Loop and
MemRef transform extensions):

    %f2 = transform.structured.hoist_redundant_vector_transfers %f [verify_non_zero_trip]
            : (!transform.any_op) -> !transform.any_op
    %f3 = transform.structured.hoist_redundant_vector_broadcasts %f2 : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loop : !transform.any_op
    transform.memref.erase_dead_alloc_and_stores %f : (!transform.any_op) -> ()

Each op carries `apply_transform(interp)`; the work is done by vecir/transforms/vector/hoisting.py
and transfer_forwarding.py, imported lazily (a dialect does not import transforms at load).
"""

from __future__ import annotations

from ...ir import attr_kinds as K
from ...ir.attrs import unit
from ...ir.constraints import TransformHandle
from ...ir.op import Op, operand, prop, register_op, result
from .ops import (
    CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD, READS_HANDLES_MODIFIES_PAYLOAD, _functional_type, _OneHandleOp,
    _print_functional_type, _strict,
)


@register_op
class HoistRedundantVectorTransfersOp(Op):
    name = "transform.structured.hoist_redundant_vector_transfers"
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = (0,)  # functional-style: the handle is consumed, the result is the new one
    target = operand(TransformHandle)
    transformed = result(TransformHandle)
    verify_non_zero_trip = prop(K.UnitAttr, optional=True)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props = {"verify_non_zero_trip": unit} if p.try_keyword("verify_non_zero_trip") else {}
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1)
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), props, attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.operand(0))
        if self.properties.get("verify_non_zero_trip") is not None:
            p.w(" verify_non_zero_trip")
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)

    def apply_transform(self, interp) -> None:
        from ...transforms.vector.hoisting import hoist_redundant_vector_transfers

        targets = list(interp.state.get(self.target))
        for t in targets:
            hoist_redundant_vector_transfers(t, self.properties.get("verify_non_zero_trip") is not None)
        interp.state.set(self.results[0], targets, self)


@register_op
class HoistRedundantVectorBroadcastsOp(_OneHandleOp):
    name = "transform.structured.hoist_redundant_vector_broadcasts"
    HAS_RESULT = True
    consumed_operands = (0,)
    target = operand(TransformHandle)
    transformed = result(TransformHandle)

    def apply_transform(self, interp) -> None:
        from ...transforms.vector.hoisting import hoist_redundant_vector_broadcasts

        targets = list(interp.state.get(self.target))
        for t in targets:
            hoist_redundant_vector_broadcasts(t)
        interp.state.set(self.results[0], targets, self)


@register_op
class HoistLoopInvariantSubsetsOp(_OneHandleOp):
    name = "transform.loop.hoist_loop_invariant_subsets"
    traits = READS_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = ()
    HAS_RESULT = False
    target = operand(TransformHandle)

    def apply_transform(self, interp) -> None:
        from ...transforms.vector.hoisting import hoist_loop_invariant_subsets

        from ...ir.op import LoopLike
        from ...transforms.transform_interpreter import TransformFailure

        for loop in list(interp.state.get(self.target)):
            if LoopLike not in type(loop).traits:
                raise TransformFailure("transform applied to the wrong op kind", self, silenceable=True,
                                       notes=[(loop.loc, "when applied to this op")])
            if loop.parent is None or loop.name != "scf.for":
                continue  # other loop kinds: nothing vecir hoists
            new = hoist_loop_invariant_subsets(loop)
            if new is not loop:
                interp.state.replace_payload(loop, new)


@register_op
class EraseDeadAllocAndStoresOp(_OneHandleOp):
    name = "transform.memref.erase_dead_alloc_and_stores"
    traits = READS_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = ()
    HAS_RESULT = True  # `: (!transform.any_op) -> ()`
    target = operand(TransformHandle)

    def apply_transform(self, interp) -> None:
        from ...transforms.vector.transfer_forwarding import erase_dead_alloc_and_stores, transfer_op_flow_opt

        for t in list(interp.state.get(self.target)):
            transfer_op_flow_opt(t)
            erase_dead_alloc_and_stores(t)
