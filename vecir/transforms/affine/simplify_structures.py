"""affine-simplify-structures: simplify every affine map and integer set attribute of a function,
then fold and canonicalize its affine.apply/for/if ops once (upstream's SimplifyAffineStructures).

    affine.if affine_set<(d0) : (d0 - 10 >= 0, -d0 + 5 >= 0)>(%i) { ... }     (empty: erased)
    %a = affine.apply affine_map<(d0) -> ((d0 * 4) floordiv 2 - d0 * 2)>(%i)  ==>  %c0 = arith.constant 0 : index
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d0 * 2 - d1 * 2 >= 0)>    ==>  (d0 - d1 >= 0)

Maps: each result goes through simplifyAffineExpr (flattening: `(d0 floordiv 4) * 4 + d0 mod 4`
is `d0`).  Sets: constraints simplified, normalized by their gcd, duplicates and looser copies
dropped; a set without integer points becomes the canonical empty set `1 == 0` (decided exactly
with isl, as upstream's FlatAffineValueConstraints::isEmpty).  Then the pattern driver visits
the affine.apply/for/if ops that existed before, last one first, and the ops its rewrites create
(iree-opt 3.13 folds an affine.apply that composing its operands left constant: ExistingAndNewOps,
not the ExistingOps its source asks for), folding before patterns; constants from folds stay where
the folded op was.  Memref layout normalization is upstream's separate normalize-memrefs pass.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from math import gcd

from ...dialects import arith  # noqa: F401  (folds materialize arith.constant ops: load the dialect)
from ...ir.affine import AffineBinaryExpr, AffineConstantExpr, IntegerSet
from ...ir.affine_expr import CEILDIV, FLOORDIV, MOD
from ...ir.affine_simplify import (
    _Flattener, get_affine_expr_from_flat_form, simplify_affine_map, simplify_integer_set,
)
from ...ir.attrs import AffineMapAttr, IntegerSetAttr
from ...passes.base import Pass, register_pass
from ...rewrite.driver import GreedyDriver
from ...rewrite.pattern import FrozenPatternSet
from .analysis.dependence import _expr, _NotAffine


def integer_set_is_empty(s: IntegerSet) -> bool | None:
    """Whether ``s`` has no integer point for any symbol values (None: not expressible in isl)."""
    dims = [f"d{i}" for i in range(s.num_dims)]
    syms = [f"s{i}" for i in range(s.num_symbols)]
    try:
        cons = [_expr(e, dims, syms) + (" = 0" if eq else " >= 0") for e, eq in zip(s.constraints, s.eq_flags)]
    except _NotAffine:
        return None
    text = f"[{', '.join(syms)}] -> {{ [{', '.join(dims)}] : {' and '.join(cons) or 'true'} }}"
    return isl.BasicSet(text).is_empty() if not cons else isl.Set(text).is_empty()


def _flat_with_locals(s: IntegerSet):
    """Rows [dims, symbols, locals, constant] of the constraints, flattened together (shared local
    variables for floordiv/mod/ceildiv), and for each local its two bound rows, lower then upper
    (upstream's AffineExprFlattener + addLocalFloorDiv); None for semi-affine sets."""
    nd, ns = s.num_dims, s.num_symbols
    f = _Flattener(nd, ns)
    for e in s.constraints:
        if not f.walk(e):
            return None
    rows, locs = f.stack, list(f.local_exprs)
    nl = len(locs)
    bounds = []
    for i, q in enumerate(locs):
        if not isinstance(q, AffineBinaryExpr) or q.kind not in (FLOORDIV, CEILDIV) \
                or type(q.rhs) is not AffineConstantExpr:
            return None
        g = _Flattener(nd, ns)
        g.local_exprs, g.num_locals = list(locs[:i]), i
        if not g.walk(q.lhs) or g.num_locals != i:
            return None
        c = q.rhs.value
        div = g.stack[-1][:-1] + [0] * (nl - i) + [g.stack[-1][-1]]
        if q.kind == CEILDIV:
            div[-1] += c - 1
        lower = [-v for v in div]
        lower[nd + ns + i] = c
        lower[-1] += c - 1
        upper = list(div)
        upper[nd + ns + i] = -c
        bounds += [lower, upper]
    return rows, bounds


def _simplify_set_with_locals(s: IntegerSet) -> IntegerSet | None:
    """upstream's FlatAffineValueConstraints(set) + removeTrivialRedundancy + getAsIntegerSet for a
    set with local variables: the locals' bound constraints join the set's own."""
    flat = _flat_with_locals(s)
    if flat is None:
        return None
    rows, bounds = flat
    nd, ns = s.num_dims, s.num_symbols
    eqs = [r for r, eq in zip(rows, s.eq_flags) if eq]
    ineqs = [r for r, eq in zip(rows, s.eq_flags) if not eq] + bounds
    norm_eqs = []
    for r in eqs:
        g = 0
        for v in r:
            g = gcd(g, abs(v))
        norm_eqs.append([v // g for v in r] if g > 1 else r)
    tight = []
    for r in ineqs:
        g = 0
        for v in r[:-1]:
            g = gcd(g, abs(v))
        tight.append([v // g for v in r[:-1]] + [r[-1] // g] if g > 1 else r)
    # each local's division is read back from its gcd-tightened bound pair (upstream's getDivRepr
    # on the normalized constraints): 8q <= 2s0 + 5 <= 8q + 7 becomes 4q <= s0 + 2 <= 4q + 3, so
    # q prints as (s0 + 2) floordiv 4
    first = len(tight) - len(bounds)
    locs: list = []
    for i in range(len(bounds) // 2):
        upper = tight[first + 2 * i + 1]
        dividend = get_affine_expr_from_flat_form(upper[:nd + ns + i] + [upper[-1]], nd, ns, locs)
        locs.append(dividend.floordiv(AffineConstantExpr(-upper[nd + ns + i])))
    keep = [True] * len(tight)
    seen, best = set(), {}
    for i, r in enumerate(tight):
        key = tuple(r)
        if not any(r[:-1]) and r[-1] >= 0 or key in seen:
            keep[i] = False
            continue
        seen.add(key)
        k = key[:-1]
        if k in best:
            j = best[k]
            if tight[j][-1] > r[-1]:
                keep[j] = False
                best[k] = i
            else:
                keep[i] = False
        else:
            best[k] = i
    kept = [r for r, k in zip(tight, keep) if k]
    if not norm_eqs and not kept:
        return IntegerSet.get_universe_set(nd, ns)
    exprs = [get_affine_expr_from_flat_form(r, nd, ns, locs) for r in norm_eqs + kept]
    return IntegerSet(nd, ns, exprs, [True] * len(norm_eqs) + [False] * len(kept))


def _has_division(s: IntegerSet) -> bool:
    return any(isinstance(x, AffineBinaryExpr) and x.kind in (FLOORDIV, CEILDIV, MOD)
               for e in s.constraints for x in e.walk())


def simplify_set(s: IntegerSet) -> IntegerSet:
    if not all(e._pure for e in s.constraints):
        return s  # semi-affine: upstream's constraint system cannot hold it, the set stays
    if integer_set_is_empty(s):
        return IntegerSet.get_empty_set(s.num_dims, s.num_symbols)
    out = _simplify_set_with_locals(s) if _has_division(s) else None
    if out is not None:
        return out
    out = simplify_integer_set(s)
    if not out.is_empty_integer_set() and integer_set_is_empty(out):
        return IntegerSet.get_empty_set(s.num_dims, s.num_symbols)
    return out


def simplify_attr(attr, cache: dict):
    """The simplified attribute, or ``attr`` itself when nothing changes."""
    if attr in cache:
        return cache[attr]
    if isinstance(attr, AffineMapAttr):
        v = simplify_affine_map(attr.value)
        new = attr if v == attr.value else AffineMapAttr(v)
    else:
        v = simplify_set(attr.value)
        new = attr if v == attr.value else IntegerSetAttr(v)
    cache[attr] = new
    return new


class _ExistingOpsDriver(GreedyDriver):
    """The greedy driver restricted to a list of ops and the ops rewrites create (upstream's
    applyOpPatternsGreedily as iree-opt 3.13 behaves): one worklist pass."""

    def __init__(self, patterns, ops, scope) -> None:
        super().__init__(patterns, region_simplification=False)
        self.allowed = set(ops)
        self.scope = scope

    def add(self, op) -> None:
        chain = []
        while True:
            chain.append(op)
            region = op.parent_region
            if region is self.scope:
                for o in chain:
                    if o in self.allowed:
                        self.worklist.push(o)
                return
            if region is None or region.parent is None:
                return
            op = region.parent

    def notify_erased(self, op) -> None:
        self.allowed.discard(op)
        super().notify_erased(op)

    def notify_inserted(self, op) -> None:
        self.allowed.add(op)  # ops the rewrites create are visited too
        super().notify_inserted(op)

    def run_on(self, ops) -> None:
        for op in ops:
            self.worklist.push(op)
        self._process()


def _patterns() -> FrozenPatternSet:
    from ...dialects.affine.apply import ApplyOp
    from ...dialects.affine.loops import ForOp, IfOp

    pats = []
    for cls in (ApplyOp, ForOp, IfOp):
        pats += [p() if isinstance(p, type) else p for p in cls.canonicalization_patterns]
    return FrozenPatternSet(pats)


def simplify_affine_structures(func) -> None:
    cache: dict = {}
    ops = []
    for op in func.walk(post_order=True):
        for store in (op.properties, op.attributes):
            for name, attr in list(store.items()):
                if isinstance(attr, (AffineMapAttr, IntegerSetAttr)):
                    new = simplify_attr(attr, cache)
                    if new is not attr:
                        store[name] = new
        if op.name in ("affine.for", "affine.if", "affine.apply"):
            ops.append(op)
    if ops:
        _ExistingOpsDriver(_patterns(), ops, func.regions[0]).run_on(ops)


@register_pass("affine-simplify-structures", "Simplify affine expressions in maps/sets and normalize memrefs")
@dataclass
class SimplifyAffineStructures(Pass):
    display_name = "SimplifyAffineStructures"

    def run(self, op) -> None:
        funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
        for fn in funcs:
            if fn.regions and fn.regions[0].blocks:
                simplify_affine_structures(fn)
