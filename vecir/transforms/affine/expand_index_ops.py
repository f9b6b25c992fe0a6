"""affine-expand-index-ops and affine-expand-index-ops-as-affine: affine.delinearize_index and
affine.linearize_index become arith ops, or affine.apply ops (upstream's AffineExpandIndexOps*).

    %d:2 = affine.delinearize_index %x into (%n, 8) : index, index
  ==> (arith)
    %q = arith.floordivsi %x, %c8 : index
    %r = arith.remsi %x, %c8 ; %neg = arith.cmpi slt, %r, %c0 ; %f = arith.addi %r, %c8 overflow<nsw>
    %m = arith.select %neg, %f, %r                                 (a non-negative remainder)
  ==> (as-affine)
    %q = affine.apply affine_map<()[s0] -> (s0 floordiv 8)>()[%x]
    %m = affine.apply affine_map<()[s0] -> (s0 mod 8)>()[%x]

    %l = affine.linearize_index [%a, %b] by (%n, 8) : index
  ==> %l = arith.addi (arith.muli %a, %c8 overflow<nsw>), %b overflow<nsw>     (most loop-invariant first)
  ==> %l = affine.apply affine_map<()[s0, s1] -> (s0 * 8 + s1)>()[%a, %b]

The arith forms are lower-affine's (`lower_affine._lower_delinearize/_lower_linearize`); the
affine forms are upstream's delinearizeIndex/linearizeIndex: suffix products of the basis built
with composed affine.apply ops, then one composed apply per quotient and remainder.  Both passes
run their two patterns with the greedy driver bottom-up (upstream's default), so constants end up
uniqued at the top of the function and dead intermediate applies disappear.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects import arith as ar
from ...dialects.affine._common import (
    canonicalize_map_and_operands, compose_affine_map_and_operands, constant_attr, legalize_demoted_dims,
)
from ...dialects.affine.apply import ApplyOp
from ...ir.affine import AffineConstantExpr, AffineMap, AffineSymbolExpr, AffineDimExpr
from ...ir.attrs import AffineMapAttr, IntegerAttr
from ...ir.types import DYNAMIC, index
from ...passes.base import Pass, register_pass
from ...rewrite.driver import apply_patterns_greedily
from ...rewrite.pattern import FrozenPatternSet, RewritePattern
from .lower_affine import _Emitter, _lower_delinearize, _lower_linearize


class ExpandDelinearizeToArith(RewritePattern):
    root = "affine.delinearize_index"

    def match_and_rewrite(self, op, rw):
        rw.set_before(op)
        _lower_delinearize(rw, _Emitter(rw, op), op)
        return True


class ExpandLinearizeToArith(RewritePattern):
    root = "affine.linearize_index"

    def match_and_rewrite(self, op, rw):
        rw.set_before(op)
        _lower_linearize(rw, _Emitter(rw, op), op)
        return True


# -- affine.apply builders (upstream's makeComposedAffineApply / makeComposedFoldedAffineApply) ----

def _fold_attributes_into_map(m: AffineMap, operands):
    """Integer operands become constants of the map; the others stay operands (dims, then symbols)."""
    dims, syms, values = [], [], []
    nd = 0
    for v in operands[:m.num_dims]:
        if isinstance(v, int):
            dims.append(AffineConstantExpr(v))
        else:
            dims.append(AffineDimExpr(nd))
            nd += 1
            values.append(v)
    ns = 0
    sym_values = []
    for v in operands[m.num_dims:]:
        if isinstance(v, int):
            syms.append(AffineConstantExpr(v))
        else:
            syms.append(AffineSymbolExpr(ns))
            ns += 1
            sym_values.append(v)
    return m.replace_dims_and_symbols(dims, syms, nd, ns), values + sym_values


def _composed(m, operands):
    m, values = _fold_attributes_into_map(m, operands)
    m, values = compose_affine_map_and_operands(m, values)
    values = list(values)
    # symbols bound to valid dims that are not valid symbols become trailing dims, then canonicalized
    demoted, demoted_values = legalize_demoted_dims(m, values)
    if demoted_values is values:
        return m, values
    return canonicalize_map_and_operands(demoted, demoted_values)


def make_composed_apply(rw, loc, m: AffineMap, operands):
    m, values = _composed(m, operands)
    return rw.insert(ApplyOp.create(values, [index], {"map": AffineMapAttr(m)}, loc=loc))


def make_composed_folded_apply(rw, loc, m: AffineMap, operands):
    """A Value, or an int when the composed map folds to a constant (no op is left then)."""
    m, values = _composed(m, operands)
    e = m.results[0]
    if type(e) is AffineConstantExpr:
        return e.value
    if type(e) is AffineDimExpr:
        return values[e.position]
    if type(e) is AffineSymbolExpr:
        return values[m.num_dims + e.position]
    consts = [constant_attr(v) for v in values]
    if all(isinstance(c, IntegerAttr) for c in consts):
        return m.evaluate([c.value for c in consts[:m.num_dims]], [c.value for c in consts[m.num_dims:]])[0]
    return rw.insert(ApplyOp.create(values, [index], {"map": AffineMapAttr(m)}, loc=loc)).results[0]


def _value(rw, loc, v):
    if isinstance(v, int):
        return rw.insert(ar.ConstantOp.build_constant(IntegerAttr(v, index), loc)).results[0]
    return v


def _mixed_basis(op) -> list:
    dyn = iter(op.dynamic_basis)
    return [next(dyn) if s == DYNAMIC else s for s in op.properties["static_basis"].value]


_S0, _S1 = AffineSymbolExpr(0), AffineSymbolExpr(1)
_D0, _D1 = AffineDimExpr(0), AffineDimExpr(1)


def _multiply(rw, loc, a, b):
    if isinstance(a, int) and isinstance(b, int):
        return a * b
    return make_composed_folded_apply(rw, loc, AffineMap(0, 2, [_S0 * _S1]), [a, b])


class ExpandDelinearizeToAffine(RewritePattern):
    """upstream's delinearizeIndex with the basis minus its outer bound."""

    root = "affine.delinearize_index"

    def match_and_rewrite(self, op, rw):
        rw.set_before(op)
        loc = op.loc
        basis = _mixed_basis(op)
        if len(basis) == len(op.results):
            basis = basis[1:]
        divisors, prod = [], 1
        for elem in reversed(basis):
            prod = _multiply(rw, loc, elem, prod)
            divisors.append(_value(rw, loc, prod))
        results, residual = [], op.linear_index
        for d in reversed(divisors):
            q = make_composed_apply(rw, loc, AffineMap(2, 0, [_D0.floordiv(_D1)]), [residual, d])
            r = make_composed_apply(rw, loc, AffineMap(2, 0, [_D0 % _D1]), [residual, d])
            results.append(q.results[0])
            residual = r.results[0]
        results.append(residual)
        rw.replace_op(op, results)
        return True


class ExpandLinearizeToAffine(RewritePattern):
    """upstream's linearizeIndex: suffix-product strides of the basis, then one composed apply of
    sum(index_i * stride_i)."""

    root = "affine.linearize_index"

    def match_and_rewrite(self, op, rw):
        rw.set_before(op)
        loc = op.loc
        idx = list(op.multi_index)
        if not idx:
            rw.replace_op(op, [_value(rw, loc, 0)])
            return True
        basis = _mixed_basis(op)
        exprs = [AffineSymbolExpr(i) for i in range(len(basis))]
        if len(idx) == len(basis) + 1:
            exprs.insert(0, AffineConstantExpr(1))
        strides_e, running = [], AffineConstantExpr(1)
        for e in reversed(exprs):
            strides_e.append(running)
            running = running * e
        strides = [make_composed_folded_apply(rw, loc, AffineMap(0, len(basis), [s]), basis)
                   for s in reversed(strides_e)]
        n = len(idx)
        expr = AffineSymbolExpr(0)
        values = [0]
        for i in range(n):
            expr = expr + AffineSymbolExpr(1 + 2 * i) * AffineSymbolExpr(2 + 2 * i)
            values += [idx[i], strides[i]]
        res = make_composed_folded_apply(rw, loc, AffineMap(0, 2 * n + 1, [expr]), values)
        rw.replace_op(op, [_value(rw, loc, res)])
        return True


def _run(op, patterns) -> None:
    apply_patterns_greedily(op, FrozenPatternSet([p() for p in patterns]), top_down=False)


@register_pass("affine-expand-index-ops", "Lower affine operations operating on indices into more fundamental operations")
@dataclass
class AffineExpandIndexOps(Pass):
    display_name = "AffineExpandIndexOps"

    def run(self, op) -> None:
        _run(op, (ExpandDelinearizeToArith, ExpandLinearizeToArith))


@register_pass("affine-expand-index-ops-as-affine",
               "Lower affine operations operating on indices into affine.apply operations")
@dataclass
class AffineExpandIndexOpsAsAffine(Pass):
    display_name = "AffineExpandIndexOpsAsAffine"

    def run(self, op) -> None:
        _run(op, (ExpandDelinearizeToAffine, ExpandLinearizeToAffine))
