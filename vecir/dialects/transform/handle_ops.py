"""Transform ops that navigate between handles: split_handle, get_result / get_operand,
get_defining_op, get_consumers_of_result, num_associations, select and foreach.

    %a, %b = transform.split_handle %h : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %v = transform.get_result %a[0] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_defining_op %v : (!transform.any_value) -> !transform.any_op
    transform.foreach %h : !transform.any_op {
    ^bb0(%op: !transform.any_op):
      transform.annotate %op "seen" : !transform.any_op
    }
"""

from __future__ import annotations

from ...ir import attr_kinds as K
from ...ir.attrs import BoolAttr, DenseI64ArrayAttr, IntegerAttr, StringAttr, unit
from ...ir.constraints import (
    TransformAnyHandleOrParam, TransformHandle, TransformParam, TransformValueHandle, bool_attr, check_type_constraints,
    dense_array,
)
from ...ir.core import Block
from ...ir.op import MemoryAlloc, MemoryRead, Op, RecursiveMemoryEffects, operand, prop, region, register_op, result, var_operand, var_result
from ...ir.types import i64
from ...ir.uniqued import VerifyError
from .ops import READS_AND_PRODUCES_HANDLES, YieldOp, _functional_type, _print_functional_type, _strict


class _OneInOneOut(Op):
    """`transform.<op> %h attr-dict : (in) -> out`"""
    traits = READS_AND_PRODUCES_HANDLES

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1)
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.operand(0))
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)


@register_op
class GetDefiningOp(_OneInOneOut):
    name = "transform.get_defining_op"
    target = operand(TransformValueHandle)
    result_ = result(TransformHandle)


@register_op
class NumAssociationsOp(_OneInOneOut):
    name = "transform.num_associations"
    handle = operand(TransformAnyHandleOrParam)
    num = result(TransformParam)

    def verify_(self):
        """upstream's NumAssociationsOp::verify: the param type accepts an i64 payload (checkPayload)."""
        from ...ir.uniqued import LocationVerifyError
        from .types import ParamType

        t = self.results[0].type
        if isinstance(t, ParamType) and t.type is not i64:
            raise LocationVerifyError(f"expected the type of the parameter attribute ('i64') to match the parameter "
                                      f"type ('{t.type}')")


@register_op
class SplitHandleOp(Op):
    name = "transform.split_handle"
    traits = READS_AND_PRODUCES_HANDLES
    handle = operand(TransformAnyHandleOrParam)
    results_ = var_result(TransformAnyHandleOrParam)
    pass_through_empty_handle = prop(default=BoolAttr(True), populate=True, storage=bool_attr)
    fail_on_payload_too_small = prop(default=BoolAttr(True), populate=True, storage=bool_attr)
    overflow_result = prop(K.I64Attr, optional=True)

    _OPTIONS = ("pass_through_empty_handle", "fail_on_payload_too_small", "overflow_result")

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props = {}
        progress = True
        while progress:  # oilist: `key = value` in any order
            progress = False
            for key in cls._OPTIONS:
                if key not in props and p.try_keyword(key):
                    p.punct("=")
                    if key == "overflow_result":
                        props[key] = IntegerAttr(p.int(), i64)
                    else:
                        q = p.skip()
                        if p.try_keyword("true"):
                            props[key] = BoolAttr(True)
                        elif p.try_keyword("false"):
                            props[key] = BoolAttr(False)
                        else:
                            raise p.error("expected 'true' or 'false'", q)
                    progress = True
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1)
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), props, attrs)

    def verify_(self):
        n = self.overflow_result
        if n is not None and not 0 <= n.value < len(self.results):
            raise VerifyError("overflow_result is not a valid result index")
        from .match_ops import _same_handle_kind

        t = self.operand(0).type
        if not all(_same_handle_kind(t, r.type) for r in self.results):
            raise VerifyError("expects result types to implement the same transform interface as the operand type")

    def print(self, p):
        p.w(p.op_name("transform.split_handle") + " ")
        p.value(self.operand(0))
        for key in self._OPTIONS:
            a = self.properties.get(key)
            if a is None or (key != "overflow_result" and a.value == 1):
                continue
            p.w(f" {key} = " + (str(a.value) if key == "overflow_result" else ("true" if a.value else "false")))
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)


class _GetPositional(Op):
    """`transform.get_result %h[0, 2]` / `%h[all]` (raw_position_list, is_all)."""
    traits = READS_AND_PRODUCES_HANDLES

    target = operand(TransformHandle)
    result_ = result(TransformValueHandle)
    raw_position_list = prop(storage=dense_array(i64))
    is_inverted = prop(K.UnitAttr, optional=True)
    is_all = prop(K.UnitAttr, optional=True)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props = {}
        p.punct("[")
        positions = []
        if p.try_keyword("all"):
            props["is_all"] = unit
        else:
            inverted = p.try_keyword("except")
            if inverted:
                props["is_inverted"] = unit
                p.punct("(")
            while True:
                q = p.skip()
                v = p.try_int()
                if v is None:  # the position-list directive's parseInteger, reported as a custom op error
                    raise p.error(f"custom op '{cls.name}' expected integer value", q)
                positions.append(v)
                if not p.try_punct(","):
                    break
            if inverted:
                p.punct(")")
        p.punct("]")
        props["raw_position_list"] = DenseI64ArrayAttr(positions)
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1)
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.operand(0))
        if self.is_all is not None:
            p.w("[all]")
        else:
            listed = ", ".join(str(x) for x in self.raw_position_list.value)
            p.w(f"[except({listed})]" if self.is_inverted is not None else f"[{listed}]")
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)

    def verify_(self):
        """upstream's verifyTransformMatchDimsOp; like its std::unique, only adjacent repeats count."""
        raw, inverted, every = self.raw_position_list.value, self.is_inverted is not None, self.is_all is not None
        if every and inverted:
            raise VerifyError("cannot request both 'all' and 'inverted' values in the list")
        if every and raw:
            raise VerifyError("cannot both request 'all' and specific values in the list")
        if not every and not raw:
            raise VerifyError("must request specific values in the list if 'all' is not specified")
        if any(a == b for a, b in zip(raw, raw[1:])):
            raise VerifyError("expected the listed values to be unique")

    def positions(self, n: int) -> list[int]:
        """upstream's expandTargetSpecification over ``n`` operands/results: the selected indices;
        raises ValueError with upstream's message on an overflowing, underflowing or repeated one."""
        if self.is_all is not None:
            return list(range(n))
        listed, seen = [], set()
        for raw in self.raw_position_list.value:
            i = n + raw if raw < 0 else raw
            if i >= n:
                raise ValueError(f"position overflow {i} (updated from {raw}) for maximum {n}")
            if i < 0:
                raise ValueError(f"position underflow {i} (updated from {raw})")
            if i in seen:
                raise ValueError(f"repeated position {i} (updated from {raw})")
            seen.add(i)
            listed.append(i)
        if self.is_inverted is not None:
            return [i for i in range(n) if i not in seen]
        return listed


@register_op
class GetResultOp(_GetPositional):
    name = "transform.get_result"


@register_op
class GetOperandOp(_GetPositional):
    name = "transform.get_operand"


@register_op
class GetConsumersOfResultOp(Op):
    """`transform.get_consumers_of_result %h[0] : (...) -> ...`: the users of that result, one per use."""
    traits = READS_AND_PRODUCES_HANDLES

    name = "transform.get_consumers_of_result"
    target = operand(TransformHandle)
    consumers = result(TransformHandle)
    result_number = prop(K.I64Attr)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        p.punct("[")
        n = p.int()
        p.punct("]")
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1)
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), {"result_number": IntegerAttr(n, i64)},
                          attrs)

    def print(self, p):
        p.w(p.op_name("transform.get_consumers_of_result") + " ")
        p.value(self.operand(0))
        p.w(f"[{self.result_number.value}]")
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)


@register_op
class SelectOp(Op):
    """`transform.select "arith.muli" in %h : (...) -> ...`: the payload ops of that name."""
    traits = READS_AND_PRODUCES_HANDLES

    name = "transform.select"
    target = operand(TransformHandle)
    result_ = result(TransformHandle)
    op_name = prop(K.StrAttr)

    @classmethod
    def parse(cls, p):
        name = StringAttr(p.string())
        p.op_keyword("in")
        ref = p.operand()
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1)
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), {"op_name": name}, attrs)

    def print(self, p):
        p.w(p.op_name("transform.select") + " " + p.fmt(self.op_name) + " in ")
        p.value(self.operand(0))
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)


@register_op
class ForeachOp(Op):
    """`transform.foreach %h : !transform.any_op { ^bb0(%op: !transform.any_op): ... }`: runs the body
    once per payload op (an implicit `transform.yield` ends it)."""

    name = "transform.foreach"
    # the handles it reads and produces, and the effects of its body (upstream adds modifiesPayload
    # when a body op has side effects)
    traits = frozenset({MemoryRead, MemoryAlloc, RecursiveMemoryEffects})
    targets = var_operand(TransformAnyHandleOrParam)
    results_ = var_result(TransformAnyHandleOrParam)
    body = region()

    def verify_invariants_(self):
        """ODS: the operand and result types, then SizedRegion<1> and SingleBlockImplicitTerminator
        (before the body is read)."""
        check_type_constraints(self)
        if len(self.body.blocks) != 1:
            raise VerifyError("region #0 ('body') failed to verify constraint: region with 1 blocks")
        if self.body.blocks[0].first is None:
            raise VerifyError("expects a non-empty block")

    def verify_(self):
        """upstream's ForeachOp::verify: the body's arguments match the targets, its yield the results,
        each pair implementing the same transform type interface."""
        from .match_ops import _same_handle_kind

        block = self.body.blocks[0]
        if len(block.args) < len(self.operands):
            # getEffects gives a target effects through its block argument: a target without one has
            # none, which TransformOpInterface's verifier (before the op's own) rejects
            from ...ir.diagnostics import DiagnosticError

            raise DiagnosticError(self.loc, "TransformOpInterface requires memory effects on operands to be specified",
                                  [(self.loc, f"no effects specified for operand #{len(block.args)}")], op=self)
        if len(block.args) != len(self.operands):
            raise VerifyError("expects the same number of targets as the body has block arguments")
        if not all(_same_handle_kind(v.type, a.type) for v, a in zip(self.operands, block.args)):
            raise VerifyError("expects co-indexed targets and the body's block arguments to have the same "
                              "op/value/param type")
        yielded = block.last.operands if block.last is not None and block.last.name == YieldOp.name else []
        if len(yielded) != len(self.results):
            raise VerifyError("expects the same number of results as the yield terminator has operands")
        if not all(_same_handle_kind(r.type, v.type) for r, v in zip(self.results, yielded)):
            raise VerifyError("expects co-indexed results and yield operands to have the same op/value/param type")

    @classmethod
    def parse(cls, p):
        refs = p.operand_list()
        p.punct(":")
        types = p.type_list()
        res = []
        if p.try_punct("->"):
            res = p.type_list()
        r = p.region()
        if r.blocks and (r.blocks[0].last is None or r.blocks[0].last.name != YieldOp.name):
            r.blocks[0].append(YieldOp.create([], []))
        attrs = p.optional_attr_dict()
        return cls.create(p.resolve_list(refs, types), res, {}, attrs, [r])

    def print(self, p):
        p.w(p.op_name("transform.foreach") + " ")
        p.values(self.operands)
        p.w(" : ")
        p.types([v.type for v in self.operands])
        if self.results:
            p.w(" -> ")
            p.types(self.result_types)
        p.w(" ")
        block: Block = self.regions[0].blocks[0]
        p.region(self.regions[0], print_entry_args=True, print_terminator=bool(block.last.operands))
        p.op_attr_dict(self)
