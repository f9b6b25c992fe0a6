"""scf.for and scf.while: sequential loops with loop-carried values."""

from __future__ import annotations

import re

from ...interp.convert import wrap_scalar
from ...interp.memory import InterpError
from ...ir import attr_kinds as K
from ...ir.attrs import unit
from ...ir.op import (
    AutomaticAllocationScope, LoopLike, Op, RecursiveMemoryEffects, SingleBlock, operand, prop, region,
    register_op, var_operand, var_result,
)
from ...ir.types import FunctionType, IndexType, index
from ...ir.uniqued import VerifyError
from ...syntax.parser import FAST_DEF, FAST_SSA, FAST_TYPE, use_ref
from .common import (
    PARENT, check_implicit_terminator, check_operand, check_props, check_single_block, check_sized_region,
    constant_int, constant_trip_count, ensure_terminator, expect, is_signless_int_or_index, is_unit, keyword,
    name_pos, op_error, parse_arrow_type_list, parse_assignment_list, print_init_list, results_of, split_props,
    terminator_check, verify_loop_like, verify_region_branch,
)
from .terminators import ConditionOp, YieldOp

# The usual loop header, `%i = %lb to %ub step %s [iter_args(%a = %x, ...) -> (t, ...)] {`, in one
# regex match; anything else (unsigned, a `: type`, comments, types not met before) is read token by
# token, which reports any error.
_KW = r"(?![\w$.])"
_FAST_FOR_HEAD = re.compile(
    r"\s*(" + FAST_DEF + r")\s*=\s*(" + FAST_SSA + r")\s*to" + _KW + r"\s*(" + FAST_SSA + r")\s*step" + _KW
    + r"\s*(" + FAST_SSA + r")(?:\s*iter_args\(\s*((?:" + FAST_DEF + r")\s*=\s*(?:" + FAST_SSA + r")(?:\s*,\s*(?:"
    + FAST_DEF + r")\s*=\s*(?:" + FAST_SSA + r"))*)\s*\)\s*->\s*(\(\s*" + FAST_TYPE + r"(?:\s*,\s*" + FAST_TYPE
    + r")*\s*\)|" + FAST_TYPE + r"))?\s*(?=\{)")
_FAST_ITER_ARG = re.compile(r"(" + FAST_DEF + r")\s*=\s*(" + FAST_SSA + ")")


def _fast_for_head(p):
    """(iv, lb, ub, step, iter arg refs, init refs, types) of the usual loop header, or None."""
    m = _FAST_FOR_HEAD.match(p.src, p.pos)
    if m is None:
        return None
    args, inits, types = [], [], []
    if m.group(5) is not None:
        for text in m.group(6).strip("()").split(","):
            t = p.cached_type(text.strip())
            if t is None:
                return None
            types.append(t)
        for a in _FAST_ITER_ARG.finditer(p.src, m.start(5), m.end(5)):
            args.append(use_ref(a, 1))
            inits.append(use_ref(a, 2))
        if len(args) != len(types):
            return None
    p.pos = m.end()
    return use_ref(m, 1), use_ref(m, 2), use_ref(m, 3), use_ref(m, 4), args, inits, types


@register_op
class ForOp(Op):
    """`%r = scf.for [unsigned] %i = %lb to %ub step %s iter_args(%a = %init) -> (f32) [: i32] {...}`"""

    name = "scf.for"
    traits = frozenset({AutomaticAllocationScope, LoopLike, RecursiveMemoryEffects, SingleBlock})
    lower_bound = operand()
    upper_bound = operand()
    step = operand()
    init_args = var_operand()
    results_ = var_result()
    unsignedCmp = prop(K.UnitAttr, optional=True)
    body = region()

    @classmethod
    def build_for(cls, lb, ub, step, inits=(), unsigned: bool = False, loc=None) -> "ForOp":
        """A loop whose body block has the induction variable and iter args; without inits the
        body gets its (empty) scf.yield, as upstream's builder adds it."""
        from ...ir.core import Block, Region

        inits = list(inits)
        body = Block([lb.type] + [v.type for v in inits])
        if not inits:
            body.append(YieldOp.create(loc=loc))
        props = {"unsignedCmp": unit} if unsigned else {}
        return cls.create([lb, ub, step] + inits, [v.type for v in inits], props, {}, [Region([body])], loc=loc)

    # -- accessors ---------------------------------------------------------------------------------
    @property
    def induction_var(self):
        return self.regions[0].blocks[0].args[0]

    @property
    def region_iter_args(self):
        return self.regions[0].blocks[0].args[1:]

    @property
    def yield_op(self):
        return self.regions[0].blocks[0].last

    # -- syntax ------------------------------------------------------------------------------------
    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        loc = p.lazy_loc(npos)  # (for an implicit terminator)
        props = {}
        head = _fast_for_head(p)
        if head is not None:
            iv, lb, ub, step, args, inits, types = head
            t = index
        else:
            if p.try_keyword("unsigned"):
                props["unsignedCmp"] = unit
            iv = p.operand()
            expect(p, "=")
            lb = p.operand()
            keyword(p, cls, "to")
            ub = p.operand()
            keyword(p, cls, "step")
            step = p.operand()
            args, inits, types = [], [], []
            if p.try_keyword("iter_args"):
                args, inits = parse_assignment_list(p)
                expect(p, "->")
                types = parse_arrow_type_list(p)
            if len(args) != len(types):
                raise op_error(p, cls, "mismatch in number of loop-carried values and defined values", npos)
            t = p.type() if p.try_punct(":") else index
        body = p.region(args=[(iv, t)] + list(zip(args, types)))
        ensure_terminator(body, YieldOp, loc)
        operands = [p.resolve(lb, t), p.resolve(ub, t), p.resolve(step, t)]
        operands += [p.resolve(r, ty) for r, ty in zip(inits, types)]
        attrs = p.optional_attr_dict()
        split_props(cls, attrs, props)
        return cls.create(operands, types, props, attrs, [body])

    def print(self, p):
        p.w(p.op_name(self.name))
        if self.unsignedCmp is not None:
            p.w(" unsigned")
        iv = self.induction_var
        p.w(f" {p.value_name(iv)} = {p.value_name(self.operand(0))} to {p.value_name(self.operand(1))} "
            f"step {p.value_name(self.operand(2))}")
        inits = self.operands[3:]
        print_init_list(p, self.region_iter_args, inits, " iter_args")
        if inits:
            p.w(" -> (")
            p.types(v.type for v in inits)
            p.w(")")
        p.w(" ")
        if not isinstance(iv.type, IndexType):
            p.w(" : ")
            p.type(iv.type)
            p.w(" ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=bool(inits))
        p.op_attr_dict(self, ("unsignedCmp",))

    # -- verification ----------------------------------------------------------------------------
    def verify_invariants_(self):
        check_props(self, (("unsignedCmp", is_unit),))

    def verify_(self):
        if len(self.regions) != 1:
            raise VerifyError("requires one region")
        if self.num_operands < 3:
            raise VerifyError(f"expected 3 or more operands, but found {self.num_operands}")
        check_single_block(self)
        for i in range(3):
            check_operand(self, i, is_signless_int_or_index(self.operand(i).type), "signless integer or index")
        t = self.operand(0).type
        if self.operand(1).type is not t or self.operand(2).type is not t:
            raise VerifyError("failed to verify that all of {lowerBound, upperBound, step} have same type")
        check_sized_region(self, 0, "region")
        if self.num_operands - 3 != len(self.results):
            raise VerifyError("mismatch in number of loop-carried values and defined values")

    def verify_regions_(self):
        # (upstream checks the terminator after the loop-like counts, which assume an scf.yield)
        check_implicit_terminator(self, "scf.yield")
        args = self.regions[0].blocks[0].args
        if not args:
            raise VerifyError("expected body to have at least 1 argument(s) for the induction variable, but got 0")
        inits = self.operands[3:]
        iter_args = args[1:]
        verify_loop_like(self, inits, iter_args, self.yield_op.operands, self.results, args[:1],
                         is_signless_int_or_index)
        verify_region_branch(self)
        if args[0].type is not self.operand(0).type:
            raise VerifyError("expected induction variable to be same type as bounds and step")
        if len(iter_args) != len(self.results):
            raise VerifyError("mismatch in number of basic block args and defined values")
        for i, (a, b, r) in enumerate(zip(inits, iter_args, self.results)):
            if a.type is not r.type:
                raise VerifyError(f"types mismatch between {i}th iter operand and defined value")
            if b.type is not r.type:
                raise VerifyError(f"types mismatch between {i}th iter region arg and defined value")

    def static_trip_count(self) -> int | None:
        return constant_trip_count(self.operand(0), self.operand(1), self.operand(2),
                                   signed=self.unsignedCmp is None)

    def speculatable(self) -> bool:
        """ConditionallySpeculatable: a loop with constant step 1 always terminates."""
        return constant_int(self.operand(2)) == 1

    def successor_regions(self, point):
        tc = self.static_trip_count()
        if tc is not None:
            if point is None:
                return [PARENT] if tc == 0 else [0]
            if tc == 1:
                return [PARENT]
        return [0, PARENT]

    def entry_operands(self, successor):
        return self.operands[3:]

    def successor_inputs(self, successor):
        return self.results if successor is PARENT else self.region_iter_args

    # -- semantics ---------------------------------------------------------------------------------
    def interpret_with(self, ctx, lb, ub, step, *inits):
        t = self.operand(0).type
        lo, hi, st = int(lb), int(ub), int(step)
        if self.unsignedCmp is not None:
            m = (1 << (64 if isinstance(t, IndexType) else t.width)) - 1
            lo, hi, st = lo & m, hi & m, st & m
        vals = list(inits)
        if lo >= hi:
            return results_of(vals)
        if st <= 0:
            raise InterpError(f"loop step is {st}: a step must be positive (undefined behavior)")
        iv = lo
        run = ctx.run
        while iv < hi:
            vals = run(0, [wrap_scalar(iv, t), *vals])
            iv += st
        return results_of(vals)


@register_op
class WhileOp(Op):
    """`%r = scf.while (%a = %init) : (i32) -> i32 { ... scf.condition(%c) %x : i32 } do { ^bb0(%y: i32): ... }`"""

    name = "scf.while"
    traits = frozenset({LoopLike, RecursiveMemoryEffects, SingleBlock})
    inits = var_operand()
    results_ = var_result()
    before = region()
    after = region()

    @classmethod
    def build_while(cls, inits, result_types, loc=None) -> "WhileOp":
        """'before' block arguments take the inits' types, 'after' ones the result types; the
        caller adds the ops and terminators."""
        from ...ir.core import Block, Region

        inits = list(inits)
        before = Region([Block([v.type for v in inits])])
        after = Region([Block(list(result_types))])
        return cls.create(inits, list(result_types), {}, {}, [before, after], loc=loc)

    @classmethod
    def parse(cls, p):
        args, refs = [], []
        if p.peek() == "(":
            args, refs = parse_assignment_list(p)
        tpos = p.skip()  # upstream reports type errors at the ':'
        expect(p, ":")
        ft = p.type()
        if not isinstance(ft, FunctionType):
            raise op_error(p, cls, f"invalid kind of type specified: expected builtin.function, but found "
                                   f"'{ft}'", tpos)
        if len(ft.inputs) != len(refs):
            raise op_error(p, cls, f"expected as many input types as operands (expected {len(refs)} got "
                                   f"{len(ft.inputs)})", tpos)
        vals = [p.resolve(r, t) for r, t in zip(refs, ft.inputs)]
        before = p.region(args=list(zip(args, ft.inputs)))
        keyword(p, cls, "do")
        after = p.region()
        attrs = p.optional_attr_dict_with_keyword()
        return cls.create(vals, list(ft.results), {}, attrs, [before, after])

    def print(self, p):
        p.w(p.op_name(self.name))
        before = self.regions[0]
        bargs = before.blocks[0].args if before.blocks else []
        print_init_list(p, bargs, self.operands, " ")
        p.w(" : ")
        p.w(p.fmt(FunctionType([v.type for v in self.operands], self.result_types)))
        p.w(" ")
        p.region(before, print_entry_args=False)
        p.w(" do ")
        p.region(self.regions[1])
        p.op_attr_dict(self, with_keyword=True)

    def verify_(self):
        if len(self.regions) != 2:
            raise VerifyError("expected 2 regions")
        check_single_block(self)
        check_sized_region(self, 0, "before")
        check_sized_region(self, 1, "after")
        terminator_check(self, self.regions[0], ConditionOp,
                         "expects the 'before' region to terminate with 'scf.condition'")
        terminator_check(self, self.regions[1], YieldOp, "expects the 'after' region to terminate with 'scf.yield'")

    def verify_regions_(self):
        verify_region_branch(self)
        before_args = self.regions[0].blocks[0].args
        verify_loop_like(self, self.operands, before_args, self.regions[1].blocks[0].last.operands)

    def successor_regions(self, point):
        if point is None:
            return [0]
        if point.name == "scf.condition":
            return [PARENT, 1]
        return [0]

    def entry_operands(self, successor):
        return self.operands

    def successor_inputs(self, successor):
        if successor is PARENT:
            return self.results
        return self.regions[successor].blocks[0].args

    def speculatable(self) -> bool:  # no ConditionallySpeculatable upstream
        return False

    def interpret_with(self, ctx, *inits):
        args = list(inits)
        run = ctx.run
        while True:
            out = run(0, args)
            if not out[0]:
                return results_of(out[1:])
            args = run(1, out[1:])
