"""scf.parallel (+ scf.reduce, scf.reduce.return) and scf.forall (+ scf.forall.in_parallel).

The interpreter runs parallel iterations one after another, in lexicographic order unless the run
asks for another (vecir/interp/order.py). scf.parallel folds each iteration's reduced values into the
running value with the scf.reduce regions (starting from the init values, in lexicographic order); scf.forall gives every iteration the shared output tensors as they were on entry and applies the
`tensor.parallel_insert_slice` ops of its `scf.forall.in_parallel` terminator after the iteration.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir import attr_kinds as K
from ...ir.attrs import DenseArrayAttr, OpaqueAttr
from ...ir.constraints import array_attr, array_of, stored_as
from ...ir.core import Block, Region
from ...ir.op import (
    AutomaticAllocationScope, LoopLike, NoTerminator, Op, Pure, RecursiveMemoryEffects, SingleBlock, Terminator,
    operand, prop, region, register_op, var_operand, var_region, var_result,
)
from ...ir.types import IndexType, RankedTensorType, i32, i64, index
from ...ir.uniqued import VerifyError
from .common import (
    PARENT, check_implicit_terminator, check_operand, check_parent, check_props, check_segment_props,
    check_segments, check_single_block, check_sized_region, constant_int, ensure_terminator, expect, fail,
    fail_plain, integer, is_i64_array, keyword, name_pos, op_error, parse_assignment_list,
    parse_optional_arrow_type_list, print_init_list, print_optional_arrow_type_list, results_of, split_props,
    terminator_check, verify_loop_like,
)

DYNAMIC = -(1 << 63)  # ShapedType::kDynamic


# ------------------------------------------------------------------------------------------------
# scf.parallel


def _operand_list_n(p, cls, n: int) -> list:
    """`(%a, %b)` with exactly ``n`` entries (parseOperandList with a required count)."""
    q = p.skip()
    refs = p.operand_list("(", ")")
    if len(refs) != n:
        raise op_error(p, cls, f"expected {n} operands", q)
    return refs


def _segments(op) -> list[list]:
    seg = op.properties.get("operandSegmentSizes")
    sizes = seg.value if seg is not None else (0, 0, 0, 0)
    out, lo, vals = [], 0, op.operands
    for n in sizes:
        out.append(vals[lo:lo + n])
        lo += n
    return out


@register_op
class ParallelOp(Op):
    """`%r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 { ... scf.reduce(...) {...} }`"""

    name = "scf.parallel"
    traits = frozenset({AutomaticAllocationScope, LoopLike, RecursiveMemoryEffects, SingleBlock})
    lower_bound = var_operand()
    upper_bound = var_operand()
    step = var_operand()
    init_vals = var_operand()
    results_ = var_result()
    body = region()

    @classmethod
    def build_parallel(cls, lbs, ubs, steps, inits=(), loc=None) -> "ParallelOp":
        """Body block with one index argument per dimension; without inits it ends in scf.reduce."""
        lbs, ubs, steps, inits = list(lbs), list(ubs), list(steps), list(inits)
        body = Block([index] * len(steps))
        if not inits:
            body.append(ReduceOp.create(loc=loc))
        props = {"operandSegmentSizes": DenseArrayAttr(i32, [len(lbs), len(ubs), len(steps), len(inits)])}
        return cls.create(lbs + ubs + steps + inits, [v.type for v in inits], props, {}, [Region([body])], loc=loc)

    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        loc = p.loc_at(npos)
        ivs = p.comma_list(p.argument, "(", ")")
        expect(p, "=")
        n = len(ivs)
        lbs = [p.resolve(r, index) for r in _operand_list_n(p, cls, n)]
        keyword(p, cls, "to")
        ubs = [p.resolve(r, index) for r in _operand_list_n(p, cls, n)]
        keyword(p, cls, "step")
        steps = [p.resolve(r, index) for r in _operand_list_n(p, cls, n)]
        inits = p.operand_list("(", ")") if p.try_keyword("init") else []
        types = parse_optional_arrow_type_list(p)
        body = p.region(args=[(iv, index) for iv in ivs])
        attrs = p.optional_attr_dict()
        if len(inits) != len(types):
            raise op_error(p, cls, f"number of operands and types do not match: got {len(inits)} operands and "
                                   f"{len(types)} types", npos)
        vals = [p.resolve(r, t) for r, t in zip(inits, types)]
        ensure_terminator(body, ReduceOp, loc)
        props = {"operandSegmentSizes": DenseArrayAttr(i32, [n, n, n, len(vals)])}
        split_props(cls, attrs, props)
        return cls.create(lbs + ubs + steps + vals, types, props, attrs, [body])

    def print(self, p):
        lbs, ubs, steps, inits = _segments(self)
        args = self.regions[0].blocks[0].args
        p.w(f"{p.op_name(self.name)} (")
        p.values(args)
        p.w(") = (")
        p.values(lbs)
        p.w(") to (")
        p.values(ubs)
        p.w(") step (")
        p.values(steps)
        p.w(")")
        if inits:
            p.w(" init (")
            p.values(inits)
            p.w(")")
        print_optional_arrow_type_list(p, self.result_types)
        p.w(" ")
        p.region(self.regions[0], print_entry_args=False)
        p.op_attr_dict(self, ("operandSegmentSizes",))

    def verify_invariants_(self):
        check_segment_props(self, 4)

    def verify_(self):
        if len(self.regions) != 1:
            raise VerifyError("requires one region")
        sizes = check_segments(self, 4)
        check_single_block(self)
        for i in range(sizes[0] + sizes[1] + sizes[2]):
            check_operand(self, i, isinstance(self.operand(i).type, IndexType), "variadic of index")
        check_sized_region(self, 0, "region")
        lbs, ubs, steps, inits = _segments(self)
        if not steps:
            raise VerifyError("needs at least one tuple element for lowerBound, upperBound and step")
        for s in steps:
            c = constant_int(s)
            if c is not None and c <= 0:
                raise VerifyError("constant step operand must be positive")
        body = self.regions[0].blocks[0]
        if len(body.args) != len(steps):
            raise VerifyError(f"expects the same number of induction variables: {len(body.args)} as bound and "
                              f"step values: {len(steps)}")
        for a in body.args:
            if not isinstance(a.type, IndexType):
                raise VerifyError("expects arguments for the induction variable to be of index type")
        red = terminator_check(self, self.regions[0], ReduceOp, "expects body to terminate with 'scf.reduce'")
        nres, nred = len(self.results), len(red.regions)
        if nres != nred:
            raise VerifyError(f"expects number of results: {nres} to be the same as number of reductions: {nred}")
        if nres != len(inits):
            raise VerifyError(f"expects number of results: {nres} to be the same as number of initial values: "
                              f"{len(inits)}")
        for i, r in enumerate(self.results):
            if i >= red.num_operands:
                break
            t = red.operand(i).type
            if t is not r.type:
                fail(red, f"expects type of {i}-th reduction operand: '{t}' to be the same as the {i}-th result "
                          f"type: '{r.type}'")

    def verify_regions_(self):
        check_implicit_terminator(self, "scf.reduce")

    # RegionBranchOpInterface: no values flow along scf.parallel's edges
    def successor_regions(self, point):
        return [0, PARENT] if point is None else [PARENT]

    def entry_operands(self, successor):
        return []

    def successor_inputs(self, successor):
        return []

    def speculatable(self) -> bool:  # no ConditionallySpeculatable upstream
        return False

    def interpret_with(self, ctx, *operands):
        lbs, ubs, steps, inits = _split(operands, self.properties["operandSegmentSizes"].value)
        ranges = _ranges(lbs, ubs, steps)
        red = self.regions[0].blocks[0].last
        accs = list(inits)
        combiners = None
        # bodies in the interpreter's parallel order, scf.reduce combining in the points' lexicographic
        # order: a float reduction gives the same value in every order (vecir/interp/order.py)
        def add(vals):
            nonlocal combiners
            if combiners is None:
                combiners = _compiled_regions(ctx, red)
            for i, v in enumerate(vals):
                accs[i] = combiners[i].run(ctx.env, [accs[i], v])[0]

        in_order = ctx.interp.parallel_order.in_order
        outs = {}
        for k, ivs in ctx.parallel_points(ranges):
            vals = ctx.run(0, [np.int64(i) for i in ivs])
            if in_order:
                add(vals)
            elif vals:
                outs[k] = vals
        for k in sorted(outs):
            add(outs[k])
        return results_of(accs)


def _split(values, sizes) -> list[list]:
    out, lo = [], 0
    for n in sizes:
        out.append(list(values[lo:lo + n]))
        lo += n
    return out


def _ranges(lbs, ubs, steps) -> list[range]:
    out = []
    for lb, ub, st in zip(lbs, ubs, steps):
        lb, ub, st = int(lb), int(ub), int(st)
        if st <= 0 and lb < ub:
            raise InterpError(f"loop step is {st}: a step must be positive (undefined behavior)")
        out.append(range(lb, ub, st) if st > 0 else range(0))
    return out


def _compiled_regions(ctx, op) -> list:
    """The regions of ``op`` (which the engine does not compile for a terminator), compiled once."""
    from ...interp.engine import CompiledRegion

    cache = ctx.interp.__dict__.setdefault("_scf_compiled_regions", {})
    got = cache.get(op)
    if got is None:
        got = cache[op] = [CompiledRegion(ctx.interp, r) for r in op.regions]
    return got


@register_op
class ReduceOp(Op):
    """`scf.reduce(%a, %b : f32, i32) { ^bb0(%l: f32, %r: f32): ... }, { ... }`"""

    name = "scf.reduce"
    region_branch_terminator = True
    traits = frozenset({Terminator, RecursiveMemoryEffects})
    operands_ = var_operand()
    reductions = var_region()

    @classmethod
    def build_reduce(cls, values=(), loc=None) -> "ReduceOp":
        """One reduction region per value, each with a block of two arguments of its type."""
        values = list(values)
        regions = [Region([Block([v.type, v.type])]) for v in values]
        return cls.create(values, [], {}, {}, regions, loc=loc)

    @classmethod
    def parse(cls, p):
        vals = []
        if p.try_punct("("):
            refs = p.operand_list()
            expect(p, ":")
            types = p.type_list()
            p.punct(")")
            vals = p.resolve_list(refs, types)
        regions = []
        if p.peek() == "{":
            regions.append(p.region())
            while p.try_punct(","):
                regions.append(p.region())
        attrs = p.optional_attr_dict()
        return cls.create(vals, [], {}, attrs, regions)

    def print(self, p):
        p.w(p.op_name(self.name))
        if self.num_operands:
            p.w("(")
            p.values(self.operands)
            p.w(" : ")
            p.types(v.type for v in self.operands)
            p.w(")")
        p.w(" ")
        for i, r in enumerate(self.regions):
            if i:
                p.w(", ")
            p.region(r)
        p.op_attr_dict(self)

    def verify_invariants_(self):
        check_parent(self, ("scf.parallel",))

    def verify_(self):
        for i, r in enumerate(self.regions):
            if len(r.blocks) != 1:
                raise VerifyError(f"region #{i} ('reductions') failed to verify constraint: region with 1 blocks")
        if len(self.regions) != self.num_operands:
            raise VerifyError(f"expects number of reduction regions: {len(self.regions)} to be the same as number "
                              f"of reduction operands: {self.num_operands}")

    def verify_regions_(self):
        for i, r in enumerate(self.regions):
            if i >= self.num_operands or not r.blocks:
                break
            t = self.operand(i).type
            b = r.blocks[0]
            if b.first is None:
                raise VerifyError(f"{i}-th reduction has an empty body")
            if len(b.args) != 2 or any(a.type is not t for a in b.args):
                raise VerifyError(f"expected two block arguments with type '{t}' in the {i}-th reduction region")
            if b.last.name != "scf.reduce.return":
                raise VerifyError("reduction bodies must be terminated with an 'scf.reduce.return' op")

    def successor_operands(self, successor):
        return []


@register_op
class ReduceReturnOp(Op):
    """`scf.reduce.return %v : f32`"""

    name = "scf.reduce.return"
    traits = frozenset({Pure, Terminator})
    result_ = operand()

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = p.optional_attr_dict()
        expect(p, ":")
        return cls.create([p.resolve(ref, p.type())], [], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.operand(0))
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.operand(0).type)

    def verify_invariants_(self):
        check_parent(self, ("scf.reduce",))

    def verify_(self):
        args = self.parent.args
        if args and args[0].type is not self.operand(0).type:
            raise VerifyError(f"must have type '{args[0].type}' (the type of the reduction inputs)")


# ------------------------------------------------------------------------------------------------
# scf.forall


def parse_dynamic_index_list(p, cls) -> tuple[list, list[int]]:
    """`(%a, 4, %b)`: (SSA refs, static values with DYNAMIC where an SSA value stands)."""
    refs, static = [], []
    expect(p, "(", "expected '(' in dynamic index list")
    if p.try_punct(")"):
        return refs, static
    while True:
        if p.peek() == "%":
            refs.append(p.operand())
            static.append(DYNAMIC)
        else:
            static.append(integer(p, cls))
        if not p.try_punct(","):
            break
    expect(p, ")", "expected ')' in dynamic index list")
    return refs, static


def print_dynamic_index_list(p, dynamic, static, open_: str = "(", close: str = ")") -> None:
    it = iter(dynamic)
    parts = [p.value_name(next(it)) if s == DYNAMIC else str(s) for s in static]
    p.w(open_ + ", ".join(parts) + close)


def mixed_values(static, dynamic, runtime=None) -> list:
    """Static entries as ints, dynamic ones as Values (or their runtime values from ``runtime``)."""
    it = iter(dynamic)
    out = []
    for s in static:
        if s == DYNAMIC:
            v = next(it)
            out.append(v if runtime is None else int(runtime[v]))
        else:
            out.append(s)
    return out


@register_op
class ForallOp(Op):
    """`%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) { ... scf.forall.in_parallel {...} }`"""

    name = "scf.forall"
    traits = frozenset({AutomaticAllocationScope, LoopLike, RecursiveMemoryEffects, SingleBlock})
    dynamic_lower_bound = var_operand()
    dynamic_upper_bound = var_operand()
    dynamic_step = var_operand()
    outputs = var_operand()
    staticLowerBound = prop(K.DenseI64Array)
    staticUpperBound = prop(K.DenseI64Array)
    staticStep = prop(K.DenseI64Array)
    # DeviceMappingAttrInterface attributes (#gpu.thread<x>, ...): dialect attributes, never builtin ones
    mapping = prop(optional=True, storage=array_attr, check=array_of(stored_as(OpaqueAttr)),
                   desc="Device Mapping array attribute")
    results_ = var_result()
    body = region()

    @property
    def rank(self) -> int:
        return len(self.staticLowerBound.value)

    @property
    def region_out_args(self):
        return self.regions[0].blocks[0].args[self.rank:]

    def _mixed(self):
        lbd, ubd, std, outs = _segments(self)
        return (mixed_values(self.staticLowerBound.value, lbd), mixed_values(self.staticUpperBound.value, ubd),
                mixed_values(self.staticStep.value, std), outs)

    def is_normalized(self) -> bool:
        lbs, _, steps, _ = self._mixed()

        def val(x):
            return x if isinstance(x, int) else constant_int(x)

        return all(val(x) == 0 for x in lbs) and all(val(x) == 1 for x in steps)

    @classmethod
    def build_forall(cls, lbs, ubs, steps, outputs=(), mapping=None, loc=None) -> "ForallOp":
        """Bounds are ints (static) or index Values (dynamic); the body has the induction variables
        and the shared outputs and ends in an empty scf.forall.in_parallel."""
        def split(xs):
            dyn = [x for x in xs if not isinstance(x, int)]
            return dyn, [x if isinstance(x, int) else DYNAMIC for x in xs]

        (lbd, lbs), (ubd, ubs), (std, steps) = split(lbs), split(ubs), split(steps)
        outputs = list(outputs)
        body = Block([index] * len(lbs) + [v.type for v in outputs])
        body.append(InParallelOp.create(loc=loc, regions=[Region([Block()])]))
        props = {"staticLowerBound": DenseArrayAttr(i64, lbs), "staticUpperBound": DenseArrayAttr(i64, ubs),
                 "staticStep": DenseArrayAttr(i64, steps),
                 "operandSegmentSizes": DenseArrayAttr(i32, [len(lbd), len(ubd), len(std), len(outputs)])}
        if mapping is not None:
            props["mapping"] = mapping
        return cls.create(lbd + ubd + std + outputs, [v.type for v in outputs], props, {}, [Region([body])],
                          loc=loc)

    @classmethod
    def parse(cls, p):
        loc = p.loc_at(name_pos(p, cls))
        ivs = p.comma_list(p.argument, "(", ")")
        n = len(ivs)
        lbd, ubd, std = [], [], []
        if p.try_keyword("in"):
            refs, ubs = parse_dynamic_index_list(p, cls)
            ubd = [p.resolve(r, index) for r in refs]
            lbs, steps = [0] * n, [1] * n
        else:
            expect(p, "=")
            refs, lbs = parse_dynamic_index_list(p, cls)
            lbd = [p.resolve(r, index) for r in refs]
            keyword(p, cls, "to")
            refs, ubs = parse_dynamic_index_list(p, cls)
            ubd = [p.resolve(r, index) for r in refs]
            keyword(p, cls, "step")
            refs, steps = parse_dynamic_index_list(p, cls)
            std = [p.resolve(r, index) for r in refs]
        opos = p.skip()
        args, outs, types = [], [], []
        if p.try_keyword("shared_outs"):
            args, refs = parse_assignment_list(p)
            types = parse_optional_arrow_type_list(p)
            if len(refs) != len(types):
                raise op_error(p, cls, f"number of operands and types do not match: got {len(refs)} operands and "
                                       f"{len(types)} types", opos)
            outs = [p.resolve(r, t) for r, t in zip(refs, types)]
        body = p.region(args=[(iv, index) for iv in ivs] + list(zip(args, types)))
        ensure_terminator(body, InParallelOp, loc)
        term = body.blocks[0].last
        if isinstance(term, InParallelOp) and not term.regions[0].blocks:
            term.regions[0].add_block(Block())
        attrs = p.optional_attr_dict()
        props = {"staticLowerBound": DenseArrayAttr(i64, lbs), "staticUpperBound": DenseArrayAttr(i64, ubs),
                 "staticStep": DenseArrayAttr(i64, steps),
                 "operandSegmentSizes": DenseArrayAttr(i32, [len(lbd), len(ubd), len(std), len(outs)])}
        split_props(cls, attrs, props)
        return cls.create(lbd + ubd + std + outs, types, props, attrs, [body])

    def print(self, p):
        lbd, ubd, std, outs = _segments(self)
        ivs = self.regions[0].blocks[0].args[:self.rank]
        p.w(f"{p.op_name(self.name)} (")
        p.values(ivs)
        if self.is_normalized():
            p.w(") in ")
            print_dynamic_index_list(p, ubd, self.staticUpperBound.value)
        else:
            p.w(") = ")
            print_dynamic_index_list(p, lbd, self.staticLowerBound.value)
            p.w(" to ")
            print_dynamic_index_list(p, ubd, self.staticUpperBound.value)
            p.w(" step ")
            print_dynamic_index_list(p, std, self.staticStep.value)
        print_init_list(p, self.region_out_args, outs, " shared_outs")
        p.w(" ")
        if outs:
            p.w("-> (")
            p.types(self.result_types)
            p.w(") ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=bool(self.results))
        p.op_attr_dict(self, ("operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"))

    def verify_invariants_(self):
        from ...ir.attrs import ArrayAttr

        check_props(self, (("staticLowerBound", is_i64_array), ("staticUpperBound", is_i64_array),
                           ("staticStep", is_i64_array), ("mapping", lambda a: isinstance(a, ArrayAttr))))
        check_segment_props(self, 4)

    def verify_(self):
        if len(self.regions) != 1:
            raise VerifyError("requires one region")
        sizes = check_segments(self, 4)
        check_single_block(self)
        for name in ("staticLowerBound", "staticUpperBound", "staticStep"):
            if self.properties.get(name) is None:
                raise VerifyError(f"requires attribute '{name}'")
        nb = sizes[0] + sizes[1] + sizes[2]
        for i in range(nb):
            check_operand(self, i, isinstance(self.operand(i).type, IndexType), "variadic of index")
        for i in range(nb, self.num_operands):
            check_operand(self, i, isinstance(self.operand(i).type, RankedTensorType),
                          "variadic of ranked tensor of any type values")
        check_sized_region(self, 0, "region")
        n = self.rank
        lbd, ubd, std, outs = _segments(self)
        if len(self.results) != len(outs):
            raise VerifyError(f"produces {len(self.results)} results, but has only {len(outs)} outputs")
        body = self.regions[0].blocks[0]
        if len(body.args) != n + len(outs):
            raise VerifyError(f"region expects {n} arguments")
        for i in range(n):
            if not isinstance(body.args[i].type, IndexType):
                raise VerifyError(f"expects {i}-th block argument to be an index")
        for i, o in enumerate(outs):
            if body.args[n + i].type is not o.type:
                raise VerifyError(f"type mismatch between {i}-th output and corresponding block argument")
        m = self.mapping
        if m is not None and len(m.value) and len(m.value) != n:
            raise VerifyError("mapping attribute size must match op rank")
        for what, static, dyn in (("lower bound", self.staticLowerBound.value, lbd),
                                  ("upper bound", self.staticUpperBound.value, ubd),
                                  ("step", self.staticStep.value, std)):
            if len(static) != n:
                fail_plain(self, f"expected {n} {what} values, got {len(static)}")
            nd = sum(1 for s in static if s == DYNAMIC)
            if len(dyn) != nd:
                fail_plain(self, f"expected {nd} dynamic {what} values")

    def verify_regions_(self):
        lbd, ubd, std, outs = _segments(self)
        verify_loop_like(self, outs, self.region_out_args, [])
        check_implicit_terminator(self, "scf.forall.in_parallel")

    def successor_regions(self, point):
        return [0, PARENT] if point is None else [PARENT]

    def entry_operands(self, successor):
        return []

    def successor_inputs(self, successor):
        return []

    def speculatable(self) -> bool:  # no ConditionallySpeculatable upstream
        return False

    def interpret_with(self, ctx, *operands):
        sizes = self.properties["operandSegmentSizes"].value
        lbd, ubd, std, outs = _split(operands, sizes)
        lbs = [int(x) for x in _mix(self.staticLowerBound.value, lbd)]
        ubs = [int(x) for x in _mix(self.staticUpperBound.value, ubd)]
        steps = [int(x) for x in _mix(self.staticStep.value, std)]
        # Every iteration reads the shared outputs as they were on entry: threads run concurrently,
        # so one iteration never sees another's parallel_insert_slice. A race-free body reads only
        # the slices it writes, where the two agree; a racy one (a reduction dim split over
        # threads) then loses updates here as it would on a machine.
        entry = [np.array(o, copy=True) for o in outs]
        shared = [np.array(o, copy=True) for o in outs]
        term = self.regions[0].blocks[0].last
        out_args = list(self.region_out_args)
        env = ctx.env
        for _, ivs in ctx.parallel_points(_ranges(lbs, ubs, steps)):
            ctx.run(0, [np.int64(i) for i in ivs] + entry)
            if isinstance(term, InParallelOp):
                for op in term.regions[0].blocks[0].ops:
                    _apply_parallel_insert(op, env, out_args, shared)
        return results_of(shared)


def _mix(static, dynamic) -> list:
    it = iter(dynamic)
    return [next(it) if s == DYNAMIC else s for s in static]


def _apply_parallel_insert(op, env, out_args, shared) -> None:
    """Apply one `tensor.parallel_insert_slice` of an in_parallel terminator to the shared outputs
    (the op's ``apply_to(dest, src, dynamic_operands)`` gives the updated tensor)."""
    apply = getattr(op, "apply_to", None)
    if apply is None:
        raise InterpError(f"'{op.name}' in scf.forall.in_parallel has no reference semantics")
    k = next(i for i, a in enumerate(out_args) if a is op.operand(1))
    shared[k] = apply(shared[k], env[op.operand(0)], [env[v] for v in op.operands[2:]])


@register_op
class InParallelOp(Op):
    """`scf.forall.in_parallel { tensor.parallel_insert_slice ... }`: ends an scf.forall body."""

    name = "scf.forall.in_parallel"
    traits = frozenset({Pure, Terminator, NoTerminator, SingleBlock})
    body = region()

    @classmethod
    def parse(cls, p):
        r = p.region()
        if not r.blocks:
            r.add_block(Block())
        attrs = p.optional_attr_dict()
        return cls.create([], [], {}, attrs, [r])

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=False)
        p.op_attr_dict(self)

    def verify_invariants_(self):
        check_parent(self, ("scf.forall",))

    def verify_(self):
        if len(self.regions) != 1:
            raise VerifyError("requires one region")
        r = self.regions[0]
        if len(r.blocks) > 1:
            raise VerifyError("expects region #0 to have 0 or 1 blocks")
        check_sized_region(self, 0, "region")
        forall = self.parent_op
        outs = list(forall.region_out_args)
        for op in r.blocks[0].ops:
            dests = _updated_destinations(op)
            if dests is None:
                raise VerifyError("expected only ParallelCombiningOpInterface ops")
            for d in dests:
                if not any(d is a for a in outs):
                    fail(op, "may only insert into an output block argument")


def _updated_destinations(op):
    """ParallelCombiningOpInterface: the destinations ``op`` updates, or None for other ops."""
    fn = getattr(op, "updated_destinations", None)
    if fn is not None:
        return fn()
    if op.name == "tensor.parallel_insert_slice" and op.num_operands >= 2:
        return [op.operand(1)]
    return None
