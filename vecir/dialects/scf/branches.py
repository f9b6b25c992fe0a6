"""scf.if, scf.index_switch and scf.execute_region: ops that run one of their regions once."""

from __future__ import annotations

from ...ir import attr_kinds as K
from ...ir.attrs import DenseArrayAttr, IntegerAttr
from ...ir.core import Region
from ...ir.op import Op, RecursiveMemoryEffects, SingleBlock, operand, prop, region, register_op, var_region, var_result
from ...ir.types import i1, i64, index
from ...ir.uniqued import VerifyError
from .common import (
    PARENT, check_i1_operand, check_implicit_terminator, check_no_region_args, check_operand, check_props,
    check_single_block, check_sized_region, ensure_terminator, fail, integer, is_i64_array, is_unit, keyword,
    name_pos, parse_optional_arrow_type_list, print_optional_arrow_type_list, results_of, verify_region_branch,
)
from .terminators import YieldOp


def _yield_of(region: Region):
    b = region.blocks[0] if region.blocks else None
    t = b.last if b is not None else None
    return t if isinstance(t, YieldOp) else None


@register_op
class IfOp(Op):
    """`%r = scf.if %c -> (f32) { ... } else { ... }`"""

    name = "scf.if"
    traits = frozenset({RecursiveMemoryEffects, SingleBlock})
    condition = operand()
    results_ = var_result()
    then_region = region()
    else_region = region()

    @classmethod
    def build_if(cls, cond, result_types=(), with_else: bool = False, loc=None) -> "IfOp":
        """Then block (and else block); without results both end in their scf.yield."""
        from ...ir.core import Block

        result_types = list(result_types)

        def body():
            b = Block()
            if not result_types:
                b.append(YieldOp.create(loc=loc))
            return Region([b])

        return cls.create([cond], result_types, {}, {}, [body(), body() if with_else else Region()], loc=loc)

    # -- syntax ------------------------------------------------------------------------------------
    @classmethod
    def parse(cls, p):
        loc = p.loc_at(name_pos(p, cls))
        cond = p.resolve(p.operand(), i1)
        types = parse_optional_arrow_type_list(p)
        then = p.region()
        ensure_terminator(then, YieldOp, loc)
        els = Region()
        if p.try_keyword("else"):
            els = p.region()
            ensure_terminator(els, YieldOp, loc)
        attrs = p.optional_attr_dict()
        return cls.create([cond], types, {}, attrs, [then, els])

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.operand(0))
        terms = bool(self.results)
        if terms:
            p.w(" -> (")
            p.types(self.result_types)
            p.w(")")
        p.w(" ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=terms)
        if self.regions[1].blocks:
            p.w(" else ")
            p.region(self.regions[1], print_entry_args=False, print_terminator=terms)
        p.op_attr_dict(self)

    # -- verification ----------------------------------------------------------------------------
    def verify_(self):
        if len(self.regions) != 2:
            raise VerifyError("expected 2 regions")
        if self.num_operands != 1:
            raise VerifyError("requires a single operand")
        check_single_block(self)
        check_i1_operand(self, 0)
        check_sized_region(self, 0, "thenRegion")
        check_sized_region(self, 1, "elseRegion", at_most=True)
        check_no_region_args(self)
        if self.results and not self.regions[1].blocks:
            raise VerifyError("must have an else block if defining values")

    def verify_regions_(self):
        verify_region_branch(self)
        check_implicit_terminator(self, "scf.yield")

    def successor_regions(self, point):
        if point is not None:
            return [PARENT]
        return [0, 1 if self.regions[1].blocks else PARENT]

    def entry_successor_regions(self, consts):
        """getEntrySuccessorRegions: a constant condition picks one branch."""
        c = consts[0] if consts else None
        if not (isinstance(c, IntegerAttr) and c.type is i1):
            return self.successor_regions(None)
        if c.value:
            return [0]
        return [1 if self.regions[1].blocks else PARENT]

    def entry_operands(self, successor):
        return []

    def successor_inputs(self, successor):
        return self.results if successor is PARENT else []

    # -- folding and semantics -------------------------------------------------------------------
    def fold(self, consts):
        """`if (!c) A else B` -> `if c B else A`, in place."""
        if not self.regions[1].blocks:
            return None
        x = self.operand(0).defining_op
        if x is None or x.name != "arith.xori":
            return None
        from ...rewrite import constant_value

        one = constant_value(x.operand(1))
        if not (isinstance(one, IntegerAttr) and one.value == 1):
            return None
        self.set_operand(0, x.operand(0))
        a, b = self.regions
        ablocks, bblocks = a.blocks, b.blocks
        a.blocks, b.blocks = [], []
        for blk in bblocks:
            a.add_block(blk)
        for blk in ablocks:
            b.add_block(blk)
        return self.results[0] if self.results else self

    def interpret_with(self, ctx, cond):
        if cond:
            return results_of(ctx.run(0, []))
        if self.regions[1].blocks:
            return results_of(ctx.run(1, []))
        return None


@register_op
class IndexSwitchOp(Op):
    """`scf.index_switch %i -> i32 case 2 {...} default {...}`; region 0 is the default."""

    name = "scf.index_switch"
    traits = frozenset({RecursiveMemoryEffects, SingleBlock})
    arg = operand()
    cases = prop(K.DenseI64Array)
    results_ = var_result()
    default_region = region()
    case_regions = var_region()

    @classmethod
    def build_switch(cls, arg, cases, result_types=(), loc=None) -> "IndexSwitchOp":
        """Default region first, then one region per case value, each with an empty block."""
        from ...ir.core import Block

        regions = [Region([Block()]) for _ in range(len(cases) + 1)]
        return cls.create([arg], list(result_types), {"cases": DenseArrayAttr(i64, list(cases))}, {}, regions,
                          loc=loc)

    @classmethod
    def parse(cls, p):
        loc = p.loc_at(name_pos(p, cls))
        ref = p.operand()
        attrs = p.optional_attr_dict()
        props = {}
        if "cases" in attrs:
            props["cases"] = attrs.pop("cases")
        types = p.type_list() if p.try_punct("->") else []
        values, regions = [], []
        while p.try_keyword("case"):
            values.append(integer(p, cls))
            regions.append(p.region())
        props["cases"] = DenseArrayAttr(i64, values)
        keyword(p, cls, "default")
        default = p.region()
        ensure_terminator(default, YieldOp, loc)
        return cls.create([p.resolve(ref, index)], types, props, attrs, [default] + regions)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.operand(0))
        p.op_attr_dict(self, ("cases",))
        if self.results:
            p.w(" -> ")
            p.types(self.result_types)
        p.w(" ")
        cases = self.cases.value if self.cases is not None else ()
        for v, r in zip(cases, self.regions[1:]):
            p.newline()
            p.w(f"case {v} ")
            p.region(r, print_entry_args=False)
        p.newline()
        p.w("default ")
        d = self.regions[0]
        t = d.blocks[0].last if d.blocks else None
        elide = t is not None and not t.num_operands and not t.results and not t.attributes and not t.properties
        p.region(d, print_entry_args=True, print_terminator=not elide)

    def verify_invariants_(self):
        check_props(self, (("cases", is_i64_array),))

    def verify_(self):
        if not self.regions:
            raise VerifyError("expected 1 or more regions")
        if self.num_operands != 1:
            raise VerifyError("requires a single operand")
        check_single_block(self)
        if self.cases is None:
            raise VerifyError("requires attribute 'cases'")
        check_operand(self, 0, self.operand(0).type is index, "index")
        check_sized_region(self, 0, "defaultRegion")
        for i in range(1, len(self.regions)):
            check_sized_region(self, i, "caseRegions")
        cases = list(self.cases.value)
        if len(cases) != len(self.regions) - 1:
            raise VerifyError(f"has {len(self.regions) - 1} case regions but {len(cases)} case values")
        seen = set()
        for v in cases:
            if v in seen:
                raise VerifyError(f"has duplicate case value: {v}")
            seen.add(v)
        self._verify_yield(self.regions[0], "default region")
        for i, r in enumerate(self.regions[1:]):
            self._verify_yield(r, f"case region #{i}")

    def _verify_yield(self, r: Region, name: str) -> None:
        last = r.blocks[0].last
        if not isinstance(last, YieldOp):
            raise VerifyError(f"expected region to end with scf.yield, but got {last.name}")
        n = len(self.results)
        if last.num_operands != n:
            fail(self, f"expected each region to return {n} values, but {name} returns {last.num_operands}",
                 [(last.loc, "see yield operation here")])
        for i, (rt, v) in enumerate(zip(self.result_types, last.operands)):
            if v.type is not rt:
                fail(self, f"expected result #{i} of each region to be '{rt}'",
                     [(last.loc, f"{name} returns '{v.type}' here")])

    def verify_regions_(self):
        check_implicit_terminator(self, "scf.yield")
        verify_region_branch(self)

    def successor_regions(self, point):
        if point is not None:
            return [PARENT]
        return list(range(len(self.regions)))

    def entry_operands(self, successor):
        return []

    def successor_inputs(self, successor):
        return self.results if successor is PARENT else []

    def entry_successor_regions(self, consts):
        """getEntrySuccessorRegions: a constant selector picks its case (or the default)."""
        c = consts[0] if consts else None
        if not isinstance(c, IntegerAttr):
            return self.successor_regions(None)
        return [self._region_for(c.value)]

    def _region_for(self, value: int) -> int:
        for i, v in enumerate(self.cases.value):
            if v == value:
                return i + 1
        return 0

    def speculatable(self) -> bool:  # no ConditionallySpeculatable upstream
        return False

    def interpret_with(self, ctx, arg):
        return results_of(ctx.run(self._region_for(int(arg)), []))


@register_op
class ExecuteRegionOp(Op):
    """`%r = scf.execute_region -> i32 { ... }`: runs its (possibly multi-block) region once."""

    name = "scf.execute_region"
    traits = frozenset({RecursiveMemoryEffects})
    results_ = var_result()
    no_inline = prop(K.UnitAttr, optional=True)
    body = region()

    @classmethod
    def build_execute(cls, result_types=(), loc=None) -> "ExecuteRegionOp":
        from ...ir.core import Block

        return cls.create([], list(result_types), {}, {}, [Region([Block()])], loc=loc)

    @classmethod
    def parse(cls, p):
        types = parse_optional_arrow_type_list(p)
        props = {}
        if p.try_keyword("no_inline"):
            from ...ir.attrs import unit

            props["no_inline"] = unit
        r = p.region()
        attrs = p.optional_attr_dict()
        return cls.create([], types, props, attrs, [r])

    def print(self, p):
        p.w(p.op_name(self.name))
        print_optional_arrow_type_list(p, self.result_types)
        p.w(" ")
        if self.no_inline is not None:
            p.w("no_inline ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=True)
        p.op_attr_dict(self, ("no_inline",))

    def verify_invariants_(self):
        check_props(self, (("no_inline", is_unit),))

    def verify_(self):
        if len(self.regions) != 1:
            raise VerifyError("requires one region")
        r = self.regions[0]
        if not r.blocks:
            raise VerifyError("region needs to have at least one block")
        if r.blocks[0].args:
            raise VerifyError("region cannot have any arguments")

    def verify_regions_(self):
        verify_region_branch(self)

    def successor_regions(self, point):
        return [0] if point is None else [PARENT]

    def entry_operands(self, successor):
        return []

    def successor_inputs(self, successor):
        return self.results if successor is PARENT else []

    def speculatable(self) -> bool:  # no ConditionallySpeculatable upstream
        return False

    def interpret_with(self, ctx):
        return results_of(ctx.run(0, []))
