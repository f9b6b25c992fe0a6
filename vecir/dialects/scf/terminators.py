"""scf.yield and scf.condition: the region-branch terminators of scf's region ops."""

from __future__ import annotations

from ...ir.op import Op, Pure, ReturnLike, Terminator, operand, register_op, var_operand
from ...ir.uniqued import VerifyError
from .common import check_i1_operand, check_parent

YIELD_PARENTS = ("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")


def _print_values_with_types(p, values) -> None:
    if values:
        p.w(" ")
        p.values(values)
        p.w(" : ")
        p.types(v.type for v in values)


def _parse_values_with_types(p) -> list:
    """`($vals^ `:` type($vals))?`"""
    if p.peek() != "%":
        return []
    refs = p.operand_list()
    p.punct(":", "expected ':'")
    types = p.type_list()
    return p.resolve_list(refs, types)


@register_op
class YieldOp(Op):
    """`scf.yield %a, %b : i32, f32`: passes values to the parent op (results or next iteration)."""

    name = "scf.yield"
    region_branch_terminator = True
    traits = frozenset({Pure, ReturnLike, Terminator})
    results_ = var_operand()

    @classmethod
    def build_yield(cls, values=(), loc=None) -> "YieldOp":
        return cls.create(list(values), loc=loc)

    @classmethod
    def parse(cls, p):
        vals = p.fast_typed_values()  # `%a, %b : f32, index`, the usual spelling, in one match
        if vals is not None:
            return cls.create(vals, [], {}, {})
        attrs = p.optional_attr_dict()
        vals = _parse_values_with_types(p)
        return cls.create(vals, [], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name))
        p.op_attr_dict(self)
        _print_values_with_types(p, self.operands)

    def verify_invariants_(self):
        check_parent(self, YIELD_PARENTS)

    def successor_operands(self, successor):
        return self.operands


@register_op
class ConditionOp(Op):
    """`scf.condition(%c) %a : i32`: ends the 'before' region of scf.while."""

    name = "scf.condition"
    region_branch_terminator = True
    traits = frozenset({Pure, Terminator})
    condition = operand()
    args = var_operand()

    @classmethod
    def build_condition(cls, cond, args=(), loc=None) -> "ConditionOp":
        return cls.create([cond] + list(args), loc=loc)

    @classmethod
    def parse(cls, p):
        from ...ir.types import i1

        p.punct("(")
        c = p.operand()
        p.punct(")")
        attrs = p.optional_attr_dict()
        vals = _parse_values_with_types(p)
        return cls.create([p.resolve(c, i1)] + vals, [], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + "(")
        p.value(self.operand(0))
        p.w(")")
        p.op_attr_dict(self)
        _print_values_with_types(p, self.operands[1:])

    def verify_invariants_(self):
        if self.num_operands < 1:
            raise VerifyError(f"expected 1 or more operands, but found {self.num_operands}")
        check_parent(self, ("scf.while",))
        check_i1_operand(self, 0)

    def successor_operands(self, successor):
        return self.operands[1:]

    def constant_successor_regions(self, consts):
        """getSuccessorRegions with constant operands: a constant condition continues into the
        'after' region (true) or leaves the loop (false)."""
        from ...ir.attrs import IntegerAttr
        from ...ir.types import i1
        from .common import PARENT

        c = consts[0] if consts else None
        if isinstance(c, IntegerAttr) and c.type is i1:
            return [1] if c.value else [PARENT]
        return [1, PARENT]
