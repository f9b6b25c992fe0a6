"""affine.parallel: a hyper-rectangular parallel band with optional reductions.

    %r = affine.parallel (%i, %j) = (0, max(%a, 2)) to (%n, min(%m, 10)) step (1, 2)
             reduce ("addf") -> (f32) {
      ...
      affine.yield %v : f32
    }

The bounds of all dimensions live in one flat map per side (``lowerBoundsMap``), cut into one
group per dimension by ``lowerBoundsGroups``; a group with several results is a max (lower) or
min (upper). Reductions are AtomicRMWKind values; a zero-trip band yields each kind's identity.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymbolExpr, print_expr
from ...ir.attrs import AffineMapAttr, ArrayAttr, DenseElementsAttr, IntegerAttr, StringAttr
from ...ir.constraints import array_attr, array_of, i64_attr, stored_as
from ...ir.op import (
    AutomaticAllocationScope, LoopLike, Op, RecursiveMemoryEffects, SingleBlock, prop, register_op, region,
    var_operand, var_result,
)
from ...ir.types import FloatType, IntegerType, RankedTensorType, i32, index
from ...ir.uniqued import VerifyError
from ..scf.common import PARENT, ensure_terminator, expect, keyword, name_pos, op_error, parse_arrow_type_list, results_of
from ._common import (
    map_attr, parse_expr_of_ssa_ids, parse_map_of_ssa_ids, ssa_names, verify_dims_and_symbols,
)
from .apply import _check_index_values, index_values
from .loops import YieldOp

# arith::AtomicRMWKind, in enum order
ATOMIC_RMW_KINDS = ("addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf",
                    "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori")


def _reduction_kind(a) -> bool:
    """AtomicRMWKindAttr: an i64 holding one of the kinds."""
    from ...ir.types import i64

    return isinstance(a, IntegerAttr) and a.type is i64 and 0 <= a.value < len(ATOMIC_RMW_KINDS)


FLOAT_KINDS = {"addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"}
INT_KINDS = {"addi", "muli", "maxs", "maxu", "mins", "minu", "ori", "andi", "xori"}


def groups_attr(sizes) -> DenseElementsAttr:
    return DenseElementsAttr(RankedTensorType((len(sizes),), i32), [int(s) for s in sizes])


def _group_sizes(a) -> list[int]:
    if not isinstance(a, DenseElementsAttr):
        return []
    n = a.type.shape[0] if a.type.shape else 1
    return [int(x) for x in (a.data * n if a.splat else a.data)]


def _parse_bounds(p, cls, kind: str):
    """`(e0, max(e1, e2), ...)`: the flat map, its groups and the deduplicated operands."""
    expect(p, "(")
    if p.try_punct(")"):
        return AffineMap(0, 0, []), [], []
    exprs, dim_lists, sym_lists, groups = [], [], [], []
    while True:
        if p.try_keyword(kind):
            m, ops = parse_map_of_ssa_ids(p, "paren")
            d, s = ops[:m.num_dims], ops[m.num_dims:]
            for e in m.results:
                exprs.append(e)
                dim_lists.append(d)
                sym_lists.append(s)
            groups.append(len(m.results))
        else:
            e, d, s = parse_expr_of_ssa_ids(p)
            exprs.append(e)
            dim_lists.append(d)
            sym_lists.append(s)
            groups.append(1)
        if not p.try_punct(","):
            break
    expect(p, ")")
    nd = ns = 0
    shifted = []
    for e, d, s in zip(exprs, dim_lists, sym_lists):
        shifted.append(e.shift_dims(len(d), nd).shift_symbols(len(s), ns))
        nd += len(d)
        ns += len(s)
    dims, syms, drep, srep = [], [], [], []
    for lst, uniq, rep, mk in ((dim_lists, dims, drep, AffineDimExpr), (sym_lists, syms, srep, AffineSymbolExpr)):
        for group in lst:
            for v in group:
                if v not in uniq:
                    uniq.append(v)
                rep.append(mk(uniq.index(v)))
    flat = AffineMap(nd, ns, shifted).replace_dims_and_symbols(drep, srep, len(dims), len(syms))
    return flat, groups, dims + syms


def _print_bounds(p, amap: AffineMap, groups, operands, kw: str) -> None:
    dn, sn = ssa_names(p, amap, operands)
    parts, start = [], 0
    for g in groups:
        if g == 1:
            parts.append(print_expr(amap.results[start], dn, sn))
        else:
            sub = amap.get_slice_map(start, g)
            parts.append(kw + "(" + ", ".join(print_expr(e, dn, sn) for e in sub.results) + ")")
        start += g
    p.w(", ".join(parts))


def identity_value(kind: str, t):
    """arith::getIdentityValue of a reduction kind for scalar type ``t``."""
    from ...ir.dtypes import numpy_dtype

    dt = numpy_dtype(t)
    if kind in ("addf", "addi", "ori", "xori", "maxu"):
        return dt.type(0)
    if kind in ("mulf", "muli"):
        return dt.type(1)
    if kind == "andi":
        return dt.type(-1) if dt != np.bool_ else np.bool_(True)
    if kind == "maximumf":
        return dt.type(-np.inf)
    if kind == "minimumf":
        return dt.type(np.inf)
    if kind in ("maxnumf", "minnumf"):  # a NaN: maxnum/minnum(NaN, x) = x
        return dt.type(np.copysign(np.nan, -1.0) if kind == "maxnumf" else np.nan)
    w = t.width
    if kind == "maxs":
        return dt.type(-(1 << (w - 1)))
    if kind == "mins":
        return dt.type((1 << (w - 1)) - 1)
    if kind == "minu":
        return dt.type(-1)
    raise InterpError(f"no identity value for reduction '{kind}'")


def combine(kind: str, acc, x, t):
    """One step of an AtomicRMWKind reduction (arith::getReductionOp semantics)."""
    from ...interp.convert import wrap_scalar

    if kind == "assign":
        return x
    if kind in ("addf", "mulf"):
        return acc + x if kind == "addf" else acc * x
    if kind in ("maximumf", "minimumf"):
        if np.isnan(acc) or np.isnan(x):
            return type(acc)(np.nan)
        if acc == x == 0:
            neg = np.signbit(acc) and np.signbit(x) if kind == "maximumf" else np.signbit(acc) or np.signbit(x)
            return type(acc)(-0.0 if neg else 0.0)
        return max(acc, x) if kind == "maximumf" else min(acc, x)
    if kind in ("maxnumf", "minnumf"):
        if np.isnan(acc):
            return x
        if np.isnan(x):
            return acc
        return max(acc, x) if kind == "maxnumf" else min(acc, x)
    w = t.width
    mask = (1 << w) - 1
    a, b = int(acc), int(x)
    if kind == "addi":
        r = a + b
    elif kind == "muli":
        r = a * b
    elif kind == "andi":
        r = a & b
    elif kind == "ori":
        r = a | b
    elif kind == "xori":
        r = a ^ b
    elif kind in ("maxs", "mins"):
        r = max(a, b) if kind == "maxs" else min(a, b)
    else:
        ua, ub = a & mask, b & mask
        r = max(ua, ub) if kind == "maxu" else min(ua, ub)
    return wrap_scalar(r, t)


def _type_matches(t, kind: str) -> bool:
    if kind == "assign":
        return True
    if kind in FLOAT_KINDS:
        return isinstance(t, FloatType)
    return isinstance(t, IntegerType)


@register_op
class ParallelOp(Op):
    name = "affine.parallel"
    traits = frozenset({AutomaticAllocationScope, LoopLike, RecursiveMemoryEffects, SingleBlock})
    lowerBoundsGroups = prop()
    lowerBoundsMap = prop(storage=stored_as(AffineMapAttr))
    reductions = prop(storage=array_attr, check=array_of(_reduction_kind), desc="Reduction ops")
    steps = prop(storage=array_attr, check=array_of(i64_attr), desc="64-bit integer array attribute")
    upperBoundsGroups = prop()
    upperBoundsMap = prop(storage=stored_as(AffineMapAttr))
    map_operands = var_operand()
    results_ = var_result()
    body = region()

    @property
    def lower_map(self) -> AffineMap:
        return map_attr(self, "lowerBoundsMap")

    @property
    def upper_map(self) -> AffineMap:
        return map_attr(self, "upperBoundsMap")

    @property
    def lower_groups(self) -> list[int]:
        return _group_sizes(self.properties.get("lowerBoundsGroups"))

    @property
    def upper_groups(self) -> list[int]:
        return _group_sizes(self.properties.get("upperBoundsGroups"))

    @property
    def step_values(self) -> list[int]:
        return [a.value for a in self.properties["steps"]]

    @property
    def reduction_kinds(self) -> list[str]:
        return [ATOMIC_RMW_KINDS[a.value] for a in self.properties["reductions"]]

    @property
    def lower_operands(self):
        return self.operands[:self.lower_map.num_inputs]

    @property
    def upper_operands(self):
        return self.operands[self.lower_map.num_inputs:]

    @property
    def ivs(self):
        return self.regions[0].blocks[0].args

    # -- syntax ---------------------------------------------------------------------------------
    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        loc = p.loc_at(npos)
        ivs = p.argument_list("(", ")")
        expect(p, "=")
        lb, lbg, lbo = _parse_bounds(p, cls, "max")
        keyword(p, cls, "to")
        ub, ubg, ubo = _parse_bounds(p, cls, "min")
        i64 = IntegerType(64)
        if p.try_keyword("step"):
            sm, _ = parse_map_of_ssa_ids(p, "paren")
            steps = []
            for e in sm.results:
                if type(e) is not AffineConstantExpr:
                    raise op_error(p, cls, "steps must be constant integers", npos)
                steps.append(e.value)
        else:
            steps = [1] * len(ivs)
        reds = []
        if p.try_keyword("reduce"):
            expect(p, "(")
            while True:
                q = p.skip()
                a = p.attr()
                if not isinstance(a, StringAttr) or a.value not in ATOMIC_RMW_KINDS:
                    shown = a.render() if not isinstance(a, StringAttr) else f'"{a.value}"'
                    raise op_error(p, cls, f"invalid reduction value: {shown}", q)
                reds.append(IntegerAttr(ATOMIC_RMW_KINDS.index(a.value), i64))
                if not p.try_punct(","):
                    break
            expect(p, ")")
        types = parse_arrow_type_list(p) if p.try_punct("->") else []
        body = p.region(args=[(r, index) for r in ivs])
        attrs = p.optional_attr_dict()
        ensure_terminator(body, YieldOp, loc)
        props = {"lowerBoundsGroups": groups_attr(lbg), "lowerBoundsMap": AffineMapAttr(lb),
                 "reductions": ArrayAttr(reds), "steps": ArrayAttr([IntegerAttr(s, i64) for s in steps]),
                 "upperBoundsGroups": groups_attr(ubg), "upperBoundsMap": AffineMapAttr(ub)}
        return cls.create(lbo + ubo, types, props, attrs, [body])

    def print(self, p):
        p.w(self.name + " (")
        p.values(self.ivs)
        p.w(") = (")
        _print_bounds(p, self.lower_map, self.lower_groups, self.lower_operands, "max")
        p.w(") to (")
        _print_bounds(p, self.upper_map, self.upper_groups, self.upper_operands, "min")
        p.w(")")
        steps = self.step_values
        if any(s != 1 for s in steps):
            p.w(" step (" + ", ".join(str(s) for s in steps) + ")")
        if self.results:
            p.w(" reduce (" + ", ".join(f'"{k}"' for k in self.reduction_kinds) + ") -> (")
            p.types(self.result_types)
            p.w(")")
        p.w(" ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=bool(self.results))
        p.op_attr_dict(self, ("reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap",
                              "upperBoundsGroups", "steps"))

    # -- verification ---------------------------------------------------------------------------
    def verify_invariants_(self):
        for name in ("lowerBoundsGroups", "lowerBoundsMap", "reductions", "steps", "upperBoundsGroups",
                     "upperBoundsMap"):
            if self.properties.get(name) is None:
                raise VerifyError(f"requires attribute '{name}'")
        reds = self.properties["reductions"]
        if not isinstance(reds, ArrayAttr) or not all(
                isinstance(a, IntegerAttr) and 0 <= a.value < len(ATOMIC_RMW_KINDS) for a in reds):
            raise VerifyError("attribute 'reductions' failed to satisfy constraint: Reduction ops")
        _check_index_values(self, self.operands, 0, "operand")
        if len(self.regions[0].blocks) != 1:
            raise VerifyError("region #0 ('region') failed to verify constraint: region with 1 blocks")

    def verify_(self):
        n = len(self.step_values)
        b = self.regions[0].blocks[0] if self.regions[0].blocks else None
        nargs = len(b.args) if b is not None else 0
        lg, ug = self.lower_groups, self.upper_groups
        if len(lg) != n or len(ug) != n or nargs != n:
            raise VerifyError(f"the number of region arguments ({nargs}) and the number of map groups for lower "
                              f"({len(lg)}) and upper bound ({len(ug)}), and the number of steps ({n}) must all "
                              f"match")
        if sum(lg) != len(self.lower_map.results):
            raise VerifyError(f"expected lower bounds map to have {sum(lg)} results")
        if sum(ug) != len(self.upper_map.results):
            raise VerifyError(f"expected upper bounds map to have {sum(ug)} results")
        reds = self.properties["reductions"]
        if len(reds) != len(self.results):
            raise VerifyError("a reduction must be specified for each output")
        for a, r in zip(reds, self.results):
            if not isinstance(a, IntegerAttr) or not 0 <= a.value < len(ATOMIC_RMW_KINDS):
                raise VerifyError("invalid reduction attribute")
            if not _type_matches(r.type, ATOMIC_RMW_KINDS[a.value]):
                raise VerifyError("result type cannot match reduction attribute")
        verify_dims_and_symbols(self, self.lower_operands, self.lower_map.num_dims)
        verify_dims_and_symbols(self, self.upper_operands, self.upper_map.num_dims)

    def successor_regions(self, point):
        return [0, PARENT]

    def entry_operands(self, successor):
        return []

    def successor_inputs(self, successor):
        return self.results if successor is PARENT else self.ivs

    def fold(self, consts):
        from .canonicalize import fold_parallel

        return fold_parallel(self)

    # -- semantics --------------------------------------------------------------------------------
    def ranges(self, operands) -> list[range]:
        vals = index_values(operands)
        lm, um = self.lower_map, self.upper_map
        lo_ops, hi_ops = vals[:lm.num_inputs], vals[lm.num_inputs:]
        lows = lm.evaluate(lo_ops[:lm.num_dims], lo_ops[lm.num_dims:])
        highs = um.evaluate(hi_ops[:um.num_dims], hi_ops[um.num_dims:])
        out, i, j = [], 0, 0
        for lg, ug, st in zip(self.lower_groups, self.upper_groups, self.step_values):
            if st <= 0:
                raise InterpError(f"affine.parallel step is {st}: a step must be positive")
            out.append(range(max(lows[i:i + lg]), min(highs[j:j + ug]), st))
            i += lg
            j += ug
        return out

    def interpret_with(self, ctx, *operands):
        kinds = self.reduction_kinds
        types = self.result_types
        accs = [identity_value(k, t) if k != "assign" else None for k, t in zip(kinds, types)]
        # the bodies run in the interpreter's parallel order; the values are combined in the points'
        # lexicographic order, so a float reduction does not depend on the order (vecir/interp/order.py)
        def add(accs, out):
            return [x if a is None else combine(k, a, x, t) for k, a, x, t in zip(kinds, accs, out, types)]

        in_order = ctx.interp.parallel_order.in_order
        outs = {}
        for k, point in ctx.parallel_points(self.ranges(operands)):
            out = ctx.run(0, [np.int64(x) for x in point])
            if in_order:
                accs = add(accs, out)
            elif out:
                outs[k] = out
        for k in sorted(outs):
            accs = add(accs, outs[k])
        if any(a is None for a in accs):
            raise InterpError("affine.parallel 'assign' reduction over zero iterations has no value")
        return results_of(accs)
