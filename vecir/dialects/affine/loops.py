"""affine.for, affine.if and affine.yield: loops and conditionals over affine bounds and sets.

    %s = affine.for %i = max #lb(%a)[%n] to min #ub(%a)[%n] step 2 iter_args(%x = %init) -> (f32) {
      ...
      affine.yield %y : f32
    }
    %r = affine.if #set(%i)[%n] -> f32 { affine.yield %a : f32 } else { affine.yield %b : f32 }
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.affine import AffineConstantExpr, AffineMap, AffineSymbolExpr
from ...ir.attrs import AffineMapAttr, IntegerAttr, IntegerSetAttr
from ...ir.op import (
    AutomaticAllocationScope, LoopLike, Op, Pure, RecursiveMemoryEffects, ReturnLike, SingleBlock, Terminator,
    prop, register_op, region, var_operand, var_result,
)
from ...ir.types import IndexType, index
from ...ir.uniqued import VerifyError
from ..scf.common import (
    PARENT, check_no_region_args, ensure_terminator, expect, name_pos, op_error, parse_arrow_type_list,
    parse_assignment_list, parse_optional_arrow_type_list, print_init_list, print_optional_arrow_type_list,
    results_of, verify_loop_like, verify_region_branch,
)
from ._common import check_map_props, map_attr, parse_dim_and_symbol_list, print_dim_and_symbol_list, verify_dims_and_symbols
from .apply import _check_index_values, index_values

YIELD_PARENTS = ("affine.for", "affine.if", "affine.parallel")


@register_op
class YieldOp(Op):
    """`affine.yield %a, %b : f32, i32` ends the body of affine.for/if/parallel."""

    name = "affine.yield"
    region_branch_terminator = True
    traits = frozenset({Pure, ReturnLike, Terminator})
    operands_ = var_operand()

    @classmethod
    def parse(cls, p):
        attrs = p.optional_attr_dict()
        vals = []
        if p.peek() == "%":
            refs = p.operand_list()
            p.punct(":", "expected ':'")
            q = p.skip()
            vals = p.resolve_list(refs, p.type_list(), q)
        return cls.create(vals, [], {}, attrs)

    def print(self, p):
        p.w(self.name)
        p.op_attr_dict(self)
        if self.operands:
            p.w(" ")
            p.values(self.operands)
            p.w(" : ")
            p.types(v.type for v in self.operands)

    def verify_(self):
        parent = self.parent_op
        if parent is None or parent.name not in YIELD_PARENTS:
            raise VerifyError("only terminates affine.if/for/parallel regions")
        if len(parent.results) != self.num_operands:
            raise VerifyError("parent of yield must have same number of results as the yield operands")
        for r, v in zip(parent.results, self.operands):
            if r.type is not v.type:
                raise VerifyError("types mismatch between yield op and its parent")

    def successor_operands(self, successor):
        return self.operands


# ------------------------------------------------------------------------------------------------
# affine.for


def _parse_bound(p, cls, npos, lower: bool):
    """One loop bound: `%ssa`, an integer, or `[max|min] #map(%dims)[%syms]`."""
    has_kw = p.try_keyword("max" if lower else "min")
    if p.peek() == "%":
        ref = p.operand()
        if p.peek() == ",":
            raise op_error(p, cls, "expected only one loop bound operand", npos)
        return AffineMap(0, 1, [AffineSymbolExpr(0)]), [p.resolve(ref, index)]
    apos = p.skip()
    a = p.attr(index)
    if isinstance(a, AffineMapAttr):
        operands, nd = parse_dim_and_symbol_list(p)
        m = a.value
        if m.num_dims != nd:
            raise op_error(p, cls, "dim operand count and affine map dim count must match", npos)
        if nd + m.num_symbols != len(operands):
            raise op_error(p, cls, "symbol operand count and affine map symbol count must match", npos)
        if len(m.results) > 1 and not has_kw:
            which = ("lower loop bound affine map with multiple results requires 'max' prefix" if lower else
                     "upper loop bound affine map with multiple results requires 'min' prefix")
            raise op_error(p, cls, which, apos)
        return m, operands
    if isinstance(a, IntegerAttr):
        return AffineMap.constant_map(a.value), []
    raise op_error(p, cls, "expected valid affine map representation for loop bounds", npos)


def _print_bound(p, amap: AffineMap, operands, prefix: str) -> None:
    if len(amap.results) == 1:
        e = amap.results[0]
        if amap.num_inputs == 0 and type(e) is AffineConstantExpr:
            p.w(str(e.value))
            return
        if amap.num_dims == 0 and amap.num_symbols == 1 and type(e) is AffineSymbolExpr:
            p.w(p.value_name(operands[0]))
            return
    else:
        p.w(prefix + " ")
    p.w(p.fmt(AffineMapAttr(amap)))
    print_dim_and_symbol_list(p, operands, amap.num_dims)


def _value_loc(v):
    """upstream's Value::getLoc: a block argument's own location, a result's op location."""
    from ...ir.core import BlockArgument

    return v.loc if isinstance(v, BlockArgument) else getattr(v.owner, "loc", None)


@register_op
class ForOp(Op):
    """`affine.for %i = LB to UB step S iter_args(...) -> (...) { ... }`"""

    name = "affine.for"
    traits = frozenset({AutomaticAllocationScope, LoopLike, RecursiveMemoryEffects, SingleBlock})
    lowerBoundMap = prop()
    step = prop()
    upperBoundMap = prop()
    lower_operands = var_operand()
    upper_operands = var_operand()
    inits = var_operand()
    results_ = var_result()
    body = region()

    @classmethod
    def build_for(cls, lb_map, lb_operands, ub_map, ub_operands, step: int = 1, inits=(), loc=None):
        from ...ir.attrs import DenseArrayAttr
        from ...ir.core import Block, Region
        from ...ir.types import i32

        inits = list(inits)
        # as upstream: the IV takes the loop's location, each iter_arg its init's
        body = Block([index] + [v.type for v in inits],
                     None if loc is None else [loc] + [_value_loc(v) for v in inits])
        if not inits:
            body.append(YieldOp.create(loc=loc))
        props = {"lowerBoundMap": AffineMapAttr(lb_map), "upperBoundMap": AffineMapAttr(ub_map),
                 "step": IntegerAttr(step, index),
                 "operandSegmentSizes": DenseArrayAttr(i32, [len(lb_operands), len(ub_operands), len(inits)])}
        return cls.create(list(lb_operands) + list(ub_operands) + inits, [v.type for v in inits], props, {},
                          [Region([body])], loc=loc)

    # -- accessors ------------------------------------------------------------------------------
    @property
    def lower_map(self) -> AffineMap:
        return map_attr(self, "lowerBoundMap")

    @property
    def upper_map(self) -> AffineMap:
        return map_attr(self, "upperBoundMap")

    @property
    def step_value(self) -> int:
        return self.properties["step"].value

    @property
    def induction_var(self):
        return self.regions[0].blocks[0].args[0]

    @property
    def region_iter_args(self):
        return self.regions[0].blocks[0].args[1:]

    def constant_bounds(self) -> tuple[int | None, int | None]:
        lb, ub = self.lower_map, self.upper_map
        return (lb.get_single_constant_result() if lb.is_single_constant() else None,
                ub.get_single_constant_result() if ub.is_single_constant() else None)

    def trip_count(self) -> int | None:
        """getTrivialConstantTripCount: both bounds constant."""
        lb, ub = self.constant_bounds()
        st = self.step_value
        if lb is None or ub is None or st <= 0:
            return None
        return 0 if ub - lb <= 0 else (ub - lb + st - 1) // st

    def set_bounds(self, lb_map, lb_ops, ub_map, ub_ops) -> None:
        from ...ir.attrs import DenseArrayAttr
        from ...ir.types import i32

        inits = list(self.inits)
        self.set_operands(list(lb_ops) + list(ub_ops) + inits)
        self.properties["lowerBoundMap"] = AffineMapAttr(lb_map)
        self.properties["upperBoundMap"] = AffineMapAttr(ub_map)
        self.properties["operandSegmentSizes"] = DenseArrayAttr(i32, [len(lb_ops), len(ub_ops), len(inits)])

    # -- syntax ---------------------------------------------------------------------------------
    @classmethod
    def parse(cls, p):
        from ...ir.attrs import DenseArrayAttr
        from ...ir.types import i32

        npos = name_pos(p, cls)
        loc = p.loc_at(npos)
        iv = p.argument()
        expect(p, "=")
        lb_map, lb_ops = _parse_bound(p, cls, npos, True)
        q = p.skip()
        if not p.try_keyword("to"):
            raise op_error(p, cls, "expected 'to' between bounds", q)
        ub_map, ub_ops = _parse_bound(p, cls, npos, False)
        step = IntegerAttr(1, index)
        if p.try_keyword("step"):
            spos = p.skip()
            a = p.attr(index)
            if not isinstance(a, IntegerAttr):
                raise op_error(p, cls, "invalid kind of attribute specified", spos)
            if a.value <= 0:
                raise op_error(p, cls, "expected step to be representable as a positive signed integer", spos)
            step = a
        args, refs, types = [], [], []
        if p.try_keyword("iter_args"):
            args, refs = parse_assignment_list(p)
            expect(p, "->")
            types = parse_arrow_type_list(p)
        inits = [p.resolve(r, t) for r, t in zip(refs, types)]
        if len(args) != len(types):
            raise op_error(p, cls, "mismatch between the number of loop-carried values and results", npos)
        body = p.region(args=[(iv, index)] + list(zip(args, types)))
        ensure_terminator(body, YieldOp, loc)
        attrs = p.optional_attr_dict()
        props = {"lowerBoundMap": AffineMapAttr(lb_map), "upperBoundMap": AffineMapAttr(ub_map), "step": step,
                 "operandSegmentSizes": DenseArrayAttr(i32, [len(lb_ops), len(ub_ops), len(inits)])}
        for k in list(attrs):
            if k in cls.property_names:
                props[k] = attrs.pop(k)
        return cls.create(lb_ops + ub_ops + inits, types, props, attrs, [body])

    def print(self, p):
        iv = self.induction_var
        p.w(self.name + " " + p.value_name(iv))
        if p.opts.debuginfo:  # upstream prints the IV with printRegionArgument
            p.w(" " + p.loc_text(iv.loc))
        p.w(" = ")
        _print_bound(p, self.lower_map, self.lower_operands, "max")
        p.w(" to ")
        _print_bound(p, self.upper_map, self.upper_operands, "min")
        if self.step_value != 1:
            p.w(f" step {self.step_value}")
        inits = self.inits
        print_init_list(p, self.region_iter_args, inits, " iter_args")
        if inits:
            p.w(" -> (")
            p.types(self.result_types)
            p.w(")")
        p.w(" ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=bool(inits))
        p.op_attr_dict(self, ("lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"))

    # -- verification ---------------------------------------------------------------------------
    def verify_invariants_(self):
        check_map_props(self, ("lowerBoundMap", "upperBoundMap"), int_names=("step",))
        for name in ("lowerBoundMap", "step", "upperBoundMap"):
            a = self.properties.get(name)
            if a is None:
                raise VerifyError(f"requires attribute '{name}'")
        for name in ("lowerBoundMap", "upperBoundMap"):
            if not isinstance(self.properties[name], AffineMapAttr):
                raise VerifyError(f"attribute '{name}' failed to satisfy constraint: AffineMap attribute")
        s = self.properties["step"]
        if not (isinstance(s, IntegerAttr) and isinstance(s.type, IndexType)):
            raise VerifyError("attribute 'step' failed to satisfy constraint: index attribute")
        lo = len(self.lower_operands)
        _check_index_values(self, self.lower_operands, 0, "operand")
        _check_index_values(self, self.upper_operands, lo, "operand")
        if len(self.regions[0].blocks) != 1:
            raise VerifyError("region #0 ('region') failed to verify constraint: region with 1 blocks")

    def verify_(self):
        if self.step_value <= 0:
            raise VerifyError(f"expected step to be a positive integer, got {self.step_value}")

    def verify_regions_(self):
        b = self.regions[0].blocks[0] if self.regions[0].blocks else None
        if b is None or not b.args or not isinstance(b.args[0].type, IndexType):
            raise VerifyError("expected body to have an index argument for the induction variable")
        verify_loop_like(self, self.inits, b.args[1:], b.last.operands if b.last is not None else [],
                         self.results)
        verify_region_branch(self)
        lb, ub = self.lower_map, self.upper_map
        if lb.num_inputs > 0:
            verify_dims_and_symbols(self, self.lower_operands, lb.num_dims)
        if ub.num_inputs > 0:
            verify_dims_and_symbols(self, self.upper_operands, ub.num_dims)
        n = len(self.results)
        if n == 0:
            return
        if len(self.inits) != n:
            raise VerifyError("mismatch between the number of loop-carried values and results")
        if len(b.args) - 1 != n:
            raise VerifyError("mismatch between the number of basic block args and results")

    # -- region branch ----------------------------------------------------------------------------
    def successor_regions(self, point):
        tc = self.trip_count()
        if point is None and tc is not None:
            return [0] if tc > 0 else [PARENT]
        if point is not None and tc == 1:
            return [PARENT]
        return [0, PARENT]

    def entry_operands(self, successor):
        return self.inits

    def successor_inputs(self, successor):
        return self.results if successor is PARENT else self.region_iter_args

    def speculatable(self) -> bool:
        return self.step_value == 1

    # -- folding ----------------------------------------------------------------------------------
    def fold(self, consts):
        from .canonicalize import fold_for

        return fold_for(self)

    # -- semantics --------------------------------------------------------------------------------
    def bounds(self, operands) -> tuple[int, int]:
        lb, ub = self.lower_map, self.upper_map
        vals = index_values(operands)
        nl = lb.num_inputs
        lo, hi = vals[:nl], vals[nl:nl + ub.num_inputs]
        lows = lb.evaluate(lo[:lb.num_dims], lo[lb.num_dims:])
        highs = ub.evaluate(hi[:ub.num_dims], hi[ub.num_dims:])
        if not lows or not highs:
            raise InterpError("affine.for bound map without results")
        return max(lows), min(highs)

    def interpret_with(self, ctx, *operands):
        nb = self.lower_map.num_inputs + self.upper_map.num_inputs
        lo, hi = self.bounds(operands[:nb])
        vals = list(operands[nb:])
        st = self.step_value
        if st <= 0:
            raise InterpError(f"loop step is {st}: a step must be positive")
        run = ctx.run
        for iv in range(lo, hi, st):
            vals = run(0, [np.int64(iv), *vals])
        return results_of(vals)


# ------------------------------------------------------------------------------------------------
# affine.if


@register_op
class IfOp(Op):
    """`affine.if #set(%d)[%s] -> (types) { ... } else { ... }`"""

    name = "affine.if"
    traits = frozenset({RecursiveMemoryEffects, SingleBlock})
    condition = prop()
    operands_ = var_operand()
    results_ = var_result()
    then_region = region()
    else_region = region()

    @property
    def integer_set(self):
        return map_attr(self, "condition")

    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        loc = p.loc_at(npos)
        apos = p.skip()
        a = p.attr()
        if not isinstance(a, IntegerSetAttr):
            raise op_error(p, cls, "invalid kind of attribute specified", apos)
        operands, nd = parse_dim_and_symbol_list(p)
        s = a.value
        if s.num_dims != nd:
            raise op_error(p, cls, "dim operand count and integer set dim count must match", npos)
        if nd + s.num_symbols != len(operands):
            raise op_error(p, cls, "symbol operand count and integer set symbol count must match", npos)
        types = parse_optional_arrow_type_list(p)
        then_r = p.region()
        ensure_terminator(then_r, YieldOp, loc)
        from ...ir.core import Region

        else_r = Region()
        if p.try_keyword("else"):
            else_r = p.region()
            ensure_terminator(else_r, YieldOp, loc)
        attrs = p.optional_attr_dict()
        props = {"condition": a}
        return cls.create(operands, types, props, attrs, [then_r, else_r])

    def print(self, p):
        p.w(self.name + " ")
        p.w(p.fmt(self.properties["condition"]))
        print_dim_and_symbol_list(p, self.operands, self.integer_set.num_dims)
        print_optional_arrow_type_list(p, self.result_types)
        p.w(" ")
        term = bool(self.results)
        p.region(self.regions[0], print_entry_args=False, print_terminator=term)
        if self.regions[1].blocks:
            p.w(" else ")
            p.region(self.regions[1], print_entry_args=False, print_terminator=term)
        p.op_attr_dict(self, ("condition",))

    def verify_invariants_(self):
        check_map_props(self, (), set_names=("condition",))
        if self.properties.get("condition") is None:
            raise VerifyError("requires attribute 'condition'")
        if len(self.regions) != 2:
            raise VerifyError("requires 2 regions")
        if len(self.regions[0].blocks) != 1:
            raise VerifyError("region #0 ('thenRegion') failed to verify constraint: region with 1 blocks")
        if len(self.regions[1].blocks) > 1:
            raise VerifyError("expects region #1 to have 0 or 1 blocks")
        check_no_region_args(self)  # upstream's NoRegionArguments trait

    def verify_(self):
        a = self.properties.get("condition", self.attributes.get("condition"))
        if not isinstance(a, IntegerSetAttr):
            raise VerifyError("requires an integer set attribute named 'condition'")
        s = a.value
        if self.num_operands != s.num_inputs:
            raise VerifyError("operand count and condition integer set dimension and symbol count must match")
        verify_dims_and_symbols(self, self.operands, s.num_dims)

    def verify_regions_(self):
        verify_region_branch(self)

    def successor_regions(self, point):
        if point is None:
            return [0, 1 if self.regions[1].blocks else PARENT]
        return [PARENT]

    def entry_operands(self, successor):
        return []

    def successor_inputs(self, successor):
        return self.results if successor is PARENT else []

    def fold(self, consts):
        from .canonicalize import fold_if

        return fold_if(self)

    def interpret_with(self, ctx, *operands):
        s = self.integer_set
        vals = index_values(operands)
        if s.contains(vals[:s.num_dims], vals[s.num_dims:]):
            return results_of(ctx.run(0, []))
        if self.regions[1].blocks:
            return results_of(ctx.run(1, []))
        return None
