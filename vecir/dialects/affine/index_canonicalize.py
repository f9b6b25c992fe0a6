"""Folds and canonicalization patterns of affine.delinearize_index / affine.linearize_index
(upstream's AffineOps.cpp, registration order kept).

A basis is handled in "mixed" form: ints for static entries, Values for dynamic ones; a "padded"
basis starts with None when the op has no outer bound.

    %d:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
    %l = affine.linearize_index [%d#0, %d#1, %d#2] by (2, 3, 4) : index     ==>  %x
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir.attrs import DenseArrayAttr, IntegerAttr, UnitAttr
from ...ir.types import DYNAMIC, i32, i64, index
from ...rewrite.pattern import RewritePattern
from ._common import constant_index


def mixed_basis(op) -> list:
    out, dyn = [], list(op.dynamic_basis)
    for s in op.properties["static_basis"].value:
        out.append(dyn.pop(0) if s == DYNAMIC else s)
    return out


def _delin_has_outer(op) -> bool:
    return len(op.results) == len(op.properties["static_basis"].value)


def _lin_has_outer(op) -> bool:
    return len(op.multi_index) == len(op.properties["static_basis"].value)


def padded_basis(op) -> list:
    b = mixed_basis(op)
    outer = _delin_has_outer(op) if op.name == "affine.delinearize_index" else _lin_has_outer(op)
    return b if outer else [None] + b


def _const(entry):
    if entry is None:
        return None
    return entry if isinstance(entry, int) else constant_index(entry)


def _same(a, b) -> bool:
    return a is b if not isinstance(a, int) or not isinstance(b, int) else a == b


def _split(basis) -> tuple[list[int], list]:
    statics, dyn = [], []
    for b in basis:
        if isinstance(b, int):
            statics.append(b)
        else:
            statics.append(DYNAMIC)
            dyn.append(b)
    return statics, dyn


def new_delinearize(rw, anchor, x, basis, has_outer: bool = True):
    from .dma_index import DelinearizeIndexOp

    basis = list(basis)
    if has_outer and basis and basis[0] is None:
        has_outer, basis = False, basis[1:]
    statics, dyn = _split(basis)
    n = len(basis) if has_outer else len(basis) + 1
    return rw.create_before(anchor, DelinearizeIndexOp.create(
        [x] + dyn, [index] * n, {"static_basis": DenseArrayAttr(i64, statics)}, loc=anchor.loc))


def new_linearize(rw, anchor, idx, basis, disjoint: bool):
    from ...ir.attrs import BoolAttr, unit
    from .dma_index import LinearizeIndexOp

    basis = list(basis)
    if basis and basis[0] is None:
        basis = basis[1:]
    statics, dyn = _split(basis)
    props = {"disjoint": unit if disjoint else BoolAttr(False), "static_basis": DenseArrayAttr(i64, statics),
             "operandSegmentSizes": DenseArrayAttr(i32, [len(idx), len(dyn)])}
    return rw.create_before(anchor, LinearizeIndexOp.create(list(idx) + dyn, [index], props, loc=anchor.loc))


def _is_disjoint(op) -> bool:
    return isinstance(op.properties.get("disjoint"), UnitAttr)


def _fold_constant_basis(op, dyn_start: int) -> bool:
    """foldCstValueToCstAttrBasis: constant dynamic basis values become static, in place."""
    dyn = list(op.dynamic_basis)
    if not any(constant_index(v) is not None for v in dyn):
        return False
    statics = [_const(b) if _const(b) is not None else DYNAMIC for b in mixed_basis(op)]
    keep = [v for v in dyn if constant_index(v) is None]
    op.set_operands(list(op.operands[:dyn_start]) + keep)
    op.properties["static_basis"] = DenseArrayAttr(i64, statics)
    if "operandSegmentSizes" in op.properties:
        op.properties["operandSegmentSizes"] = DenseArrayAttr(i32, [dyn_start, len(keep)])
    return True


def fold_delinearize(op, consts=None):
    if _fold_constant_basis(op, 1):
        return op
    if len(op.results) == 1:
        return op.linear_index
    x = constant_index(op.linear_index)
    if x is None or op.dynamic_basis:
        return None
    statics = list(op.properties["static_basis"].value)
    if _delin_has_outer(op):
        statics = statics[1:]
    out = []
    for m in reversed(statics):
        out.append(IntegerAttr(x % m, index))
        x //= m
    out.append(IntegerAttr(x, index))
    return out[::-1]


def fold_linearize(op, consts=None):
    if _fold_constant_basis(op, len(op.multi_index)):
        return op.results[0]
    idx = op.multi_index
    if not idx:
        return IntegerAttr(0, index)
    if len(idx) == 1:
        return idx[0]
    cs = [constant_index(v) for v in idx]
    if any(c is None for c in cs) or op.dynamic_basis:
        return None
    result, stride = 0, 1
    statics = op.properties["static_basis"].value
    for length, c in zip(reversed(statics), reversed(cs)):
        result += c * stride
        stride *= length
    if not _lin_has_outer(op):
        result += cs[0] * stride
    return IntegerAttr(result, index)


# ------------------------------------------------------------------------------------------------
# delinearize_index patterns


class CancelDelinearizeOfLinearizeDisjointExactTail(RewritePattern):
    """delinearize(linearize disjoint [.., %a, %b] by (.., A, B)) into (.., A, B): the matching tail
    cancels (all of it when the bases are equal)."""

    root = "affine.delinearize_index"

    def match_and_rewrite(self, op, rw):
        lin = op.linear_index.defining_op
        if lin is None or lin.name != "affine.linearize_index":
            return rw.fail(op, "index doesn't come from linearize")
        if not _is_disjoint(lin):
            return rw.fail(op, "not disjoint")
        ins = list(lin.multi_index)
        lb, db = mixed_basis(lin), mixed_basis(op)
        k = 0
        for a, b in zip(reversed(lb), reversed(db)):
            if not _same(a, b):
                break
            k += 1
        if k == 0:
            return rw.fail(op, "final basis element doesn't match linearize")
        if k == len(lb) and k == len(db) and len(ins) == len(op.results):
            rw.replace_op(op, ins)
            return True
        new_lin = new_linearize(rw, op, ins[:len(ins) - k], lb[:len(lb) - k], True)
        new_del = new_delinearize(rw, op, new_lin.results[0], db[:len(db) - k], _delin_has_outer(op))
        rw.replace_op(op, list(new_del.results) + ins[len(ins) - k:])
        return True


class DropUnitExtentBasis(RewritePattern):
    """Results over a unit basis element are 0; the others come from a delinearize without them."""

    root = "affine.delinearize_index"

    def match_and_rewrite(self, op, rw):
        from ..arith import ConstantOp

        repl = [None] * len(op.results)
        zero = None
        new_basis = []
        for i, b in enumerate(padded_basis(op)):
            if _const(b) == 1:
                if zero is None:
                    zero = rw.create_before(op, ConstantOp.build_constant(IntegerAttr(0, index), op.loc)).results[0]
                repl[i] = zero
            else:
                new_basis.append(b)
        if len(new_basis) == len(op.results):
            return rw.fail(op, "no unit basis elements")
        if new_basis:
            it = iter(new_delinearize(rw, op, op.linear_index, new_basis).results)
            repl = [r if r is not None else next(it) for r in repl]
        rw.replace_op(op, repl)
        return True


class SplitDelinearizeSpanningLastLinearizeArg(RewritePattern):
    """delinearize(linearize disjoint [.., %x] by (.., 32)) into (.., 8, 4): the trailing basis
    elements spanning the last linearized argument delinearize that argument directly."""

    root = "affine.delinearize_index"

    def match_and_rewrite(self, op, rw):
        lin = op.linear_index.defining_op
        if lin is None or lin.name != "affine.linearize_index":
            return rw.fail(op, "index doesn't come from linearize")
        if not _is_disjoint(lin):
            return rw.fail(op, "linearize isn't disjoint")
        lstat = lin.properties["static_basis"].value
        if not lstat or lstat[-1] == DYNAMIC:
            return rw.fail(op, "linearize ends with dynamic basis value")
        target = lstat[-1]
        basis = list(op.properties["static_basis"].value)
        size, n = 1, 0
        for b in reversed(basis):
            if b == DYNAMIC:
                return rw.fail(op, "dynamic basis element while scanning for split")
            size *= b
            n += 1
            if size > target:
                return rw.fail(op, "overshot last argument size")
            if size == target:
                break
        if size < target or n < 2:
            return rw.fail(op, "no split")
        from .dma_index import DelinearizeIndexOp, LinearizeIndexOp

        ins = list(lin.multi_index)
        lin_statics = list(lstat[:-1])
        ldyn = list(lin.dynamic_basis)
        props = {"disjoint": lin.properties["disjoint"], "static_basis": DenseArrayAttr(i64, lin_statics),
                 "operandSegmentSizes": DenseArrayAttr(i32, [len(ins) - 1, len(ldyn)])}
        head = rw.create_before(op, LinearizeIndexOp.create(ins[:-1] + ldyn, [index], props, loc=lin.loc))
        keep = basis[:len(basis) - n]
        outer = _delin_has_outer(op)
        nres = len(keep) if outer else len(keep) + 1
        first = rw.create_before(op, DelinearizeIndexOp.create(
            [head.results[0]] + list(op.dynamic_basis), [index] * nres,
            {"static_basis": DenseArrayAttr(i64, keep)}, loc=op.loc))
        tail = basis[len(basis) - n:]
        second = rw.create_before(op, DelinearizeIndexOp.create(
            [ins[-1]], [index] * len(tail), {"static_basis": DenseArrayAttr(i64, tail)}, loc=op.loc))
        rw.replace_op(op, list(first.results) + list(second.results))
        return True


# ------------------------------------------------------------------------------------------------
# linearize_index patterns


def _product(rw, anchor, terms):
    """computeProduct: a constant, or an affine.apply of the dynamic factors (None if unbounded)."""
    from ...ir.affine import AffineConstantExpr, AffineMap, AffineSymbolExpr
    from ...ir.attrs import AffineMapAttr
    from .apply import ApplyOp

    expr, dyn = AffineConstantExpr(1), []
    for t in terms:
        if t is None:
            return None
        c = _const(t)
        if c is not None:
            expr = expr * AffineConstantExpr(c)
        else:
            expr = expr * AffineSymbolExpr(len(dyn))
            dyn.append(t)
    if type(expr) is AffineConstantExpr:
        return expr.value
    m = AffineMap(0, len(dyn), [expr])
    return rw.create_before(anchor, ApplyOp.create(dyn, [index], {"map": AffineMapAttr(m)}, loc=anchor.loc)).results[0]


class CancelLinearizeOfDelinearizePortion(RewritePattern):
    """A run of consecutive delinearize_index results linearized with the same bounds merges into
    one (the whole delinearize cancels when every result is in the run)."""

    root = "affine.linearize_index"

    def match_and_rewrite(self, lin, rw):
        lin_basis = padded_basis(lin)
        idx = list(lin.multi_index)
        matches, seen, i = [], set(), 0
        while i < len(idx):
            v = idx[i]
            d = v.defining_op
            if d is None or d.name != "affine.delinearize_index":
                i += 1
                continue
            di = list(d.results).index(v)
            dbasis = padded_basis(d)
            first_d, first_l = dbasis[di], lin_basis[i]
            ok = (first_d is None and first_l is None) or (
                first_d is not None and first_l is not None and _same(first_d, first_l))
            if not (ok or (i == 0 and di == 0) or (_is_disjoint(lin) and di == 0 and first_d is None)):
                i += 1
                continue
            j = 1
            while j + i < len(idx) and j + di < len(d.results):
                if idx[i + j] is not d.results[di + j]:
                    break
                a, b = lin_basis[i + j], dbasis[di + j]
                if not ((a is None and b is None) or (a is not None and b is not None and _same(a, b))):
                    break
                j += 1
            if j <= 1 or d in seen:
                i += 1
                continue
            seen.add(d)
            matches.append((d, i, di, j))
            i += j
        if not matches:
            return rw.fail(lin, "no run of delinearize outputs to deal with")
        new_idx, new_basis, replacements, prev = [], [], [], 0
        for d, ls, ds, n in matches:
            new_idx += idx[prev:ls]
            new_basis += lin_basis[prev:ls]
            prev = ls + n
            merged = lin_basis[ls:ls + n]
            size = _product(rw, d, merged)
            if n == len(d.results):
                new_idx.append(d.linear_index)
                new_basis.append(size)
                replacements.append(None)
                continue
            dbasis = padded_basis(d)
            nb = dbasis[:ds] + [size] + dbasis[ds + n:]
            nd = new_delinearize(rw, d, d.linear_index, nb)
            combined = nd.results[ds]
            residual = new_delinearize(rw, d, combined, merged)
            replacements.append(list(nd.results[:ds]) + list(residual.results) + list(nd.results[ds + 1:]))
            new_idx.append(combined)
            new_basis.append(size)
        new_idx += idx[prev:]
        new_basis += lin_basis[prev:]
        new = new_linearize(rw, lin, new_idx, new_basis, _is_disjoint(lin))
        rw.replace_op(lin, list(new.results))
        for (d, *_), r in zip(matches, replacements):
            if r is not None:
                rw.replace_op(d, r)
        return True


class DropLinearizeLeadingZero(RewritePattern):
    """`linearize [%c0, ...] by (B, ...)` -> `linearize [...] by (...)`."""

    root = "affine.linearize_index"

    def match_and_rewrite(self, op, rw):
        idx = list(op.multi_index)
        if not idx or constant_index(idx[0]) != 0:
            return rw.fail(op, "no leading zero")
        if len(idx) == 1:
            rw.replace_op(op, [idx[0]])
            return True
        basis = mixed_basis(op)
        if _lin_has_outer(op):
            basis = basis[1:]
        new = new_linearize(rw, op, idx[1:], basis, _is_disjoint(op))
        rw.replace_op(op, list(new.results))
        return True


class DropLinearizeUnitComponentsIfDisjointOrZero(RewritePattern):
    """Indices over a unit basis element are dropped when the op is disjoint or the index is 0."""

    root = "affine.linearize_index"

    def match_and_rewrite(self, op, rw):
        idx = list(op.multi_index)
        new_idx, new_basis = [], []
        rest = idx
        if not _lin_has_outer(op):
            new_idx.append(idx[0])
            rest = idx[1:]
        for v, b in zip(rest, mixed_basis(op)):
            if _const(b) != 1 or (not _is_disjoint(op) and constant_index(v) != 0):
                new_idx.append(v)
                new_basis.append(b)
        if len(new_idx) == len(idx):
            return rw.fail(op, "no unit basis entries to replace")
        if not new_idx:
            from ..arith import ConstantOp

            rw.replace_op_with_new(op, ConstantOp.build_constant(IntegerAttr(0, index), op.loc))
            return True
        new = new_linearize(rw, op, new_idx, new_basis, _is_disjoint(op))
        rw.replace_op(op, list(new.results))
        return True


def attach() -> None:
    from .dma_index import DelinearizeIndexOp, LinearizeIndexOp

    DelinearizeIndexOp.fold = fold_delinearize
    LinearizeIndexOp.fold = fold_linearize
    DelinearizeIndexOp.canonicalization_patterns = (
        CancelDelinearizeOfLinearizeDisjointExactTail, DropUnitExtentBasis, SplitDelinearizeSpanningLastLinearizeArg)
    LinearizeIndexOp.canonicalization_patterns = (
        CancelLinearizeOfDelinearizePortion, DropLinearizeLeadingZero, DropLinearizeUnitComponentsIfDisjointOrZero)
