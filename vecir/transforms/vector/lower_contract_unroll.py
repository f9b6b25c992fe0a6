"""vector.contract progressive unrolling (upstream's ContractionOpGenericLowering in
LowerVectorContract.cpp) and the helpers every contract lowering shares: one free/batch dim, or the
reduction dim, is unrolled per rewrite, down to `arith.mul` + `vector.reduction` on 1-D vectors.
The strategies and the populate functions are in ``lower_contract.py``.
"""

from __future__ import annotations

from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr
from ...ir.core import Operation, Value
from ...ir.types import VectorType
from ...rewrite.pattern import RewritePattern, Rewriter
from . import _build as B


def _maps(op) -> list[AffineMap]:
    return [m.value for m in op.indexing_maps.value]


def _iters(op) -> list[str]:
    return [x.value for x in op.iterator_types.value]


def _result_index(m: AffineMap, d: int) -> int | None:
    for i, e in enumerate(m.results):
        if e.position == d:
            return i
    return None


def _drop_iter_dim(m: AffineMap, d: int) -> AffineMap:
    """upstream's adjustMap: drop results on dim ``d`` and renumber the dims after it."""
    res = [dim(e.position if e.position < d else e.position - 1) for e in m.results if e.position != d]
    return AffineMap(m.num_dims - 1, 0, res)


def _dim_map(op, kind: str) -> list[tuple[int, int]]:
    """(lhs result, rhs result) pairs for the ``kind`` iterators used by both operands
    (getBatchDimMap for parallel, getContractingDimMap for reduction)."""
    maps, out = _maps(op), []
    for i, it in enumerate(_iters(op)):
        if it != kind:
            continue
        li, ri = _result_index(maps[0], i), _result_index(maps[1], i)
        if li is not None and ri is not None:
            out.append((li, ri))
    return out


def _new_contract(rw: Rewriter, op, lhs: Value, rhs: Value, acc: Value, maps, iters) -> Operation:
    props = {"indexing_maps": ArrayAttr([AffineMapAttr(m) for m in maps]), "iterator_types": ArrayAttr(iters),
             "kind": op.kind, "fastmath": op.fastmath}
    return B.emit(rw, "vector.contract", [lhs, rhs, acc], [acc.type], props, loc=op.loc)


def _mul(rw, loc, x, y, is_int, fmf=None):
    return B.binary(rw, loc, "arith.muli" if is_int else "arith.mulf", x, y, None if is_int else fmf)


def _add(rw, loc, x, y, is_int, fmf=None):
    return B.binary(rw, loc, "arith.addi" if is_int else "arith.addf", x, y, None if is_int else fmf)


class _MaskableContractPattern(RewritePattern):
    """upstream's MaskableOpRewritePattern<ContractionOp>: a contract under `vector.mask` is
    rewritten in front of the mask op, which is what gets replaced."""

    root = "vector.contract"
    strategy = "dot"

    def __init__(self, benefit=None, strategy: str = "dot", **kw) -> None:
        super().__init__(benefit, strategy=strategy, **kw)

    def match_and_rewrite(self, op, rw: Rewriter) -> bool:
        mask_op = B.masking_op(op)
        root = mask_op if mask_op is not None else op
        rw.set_before(root)
        res = self.lower(op, mask_op, rw)
        if res is None:
            return False
        rw.replace_op(root, [res])
        return True

    def lower(self, op, mask_op, rw: Rewriter) -> Value | None:
        raise NotImplementedError


def _reshape_load(rw, loc, val: Value, t: VectorType, index: int, pos: int) -> Value:
    """upstream's reshapeLoad: the slice of ``val`` at ``pos`` along dim ``index`` (-1: ``val``)."""
    if index == -1:
        return val
    if index == 0:
        return B.extract(rw, loc, val, pos)
    vt = B.drop_dim(t, 0)
    res_t = B.drop_dim(t, index)
    result = B.zero(rw, loc, res_t)
    for d in range(res_t.shape[0]):
        ext = B.extract(rw, loc, val, d)
        load = _reshape_load(rw, loc, ext, vt, index - 1, pos)
        result = B.insert(rw, loc, load, result, d)
    return result


def _reshape_store(rw, loc, val: Value, result: Value, t: VectorType, index: int, pos: int) -> Value:
    """upstream's reshapeStore: ``result`` with ``val`` stored at ``pos`` along dim ``index``."""
    if index == -1:
        return val
    if index == 0:
        return B.insert(rw, loc, val, result, pos)
    vt = B.drop_dim(t, 0)
    for d in range(t.shape[0]):
        ext = B.extract(rw, loc, result, d)
        ins = B.extract(rw, loc, val, d)
        sto = _reshape_store(rw, loc, ins, ext, vt, index - 1, pos)
        result = B.insert(rw, loc, sto, result, d)
    return result


class ContractGenericLowering(_MaskableContractPattern):
    """Progressive unrolling, one dim per rewrite: the first batch dim, else the first free lhs
    dim, else the first free rhs dim becomes a series of smaller contracts stored into a zero
    result; a pure reduction is unrolled into a chain of contracts through the accumulator, and
    a rank-1 one becomes `arith.mul` + `vector.reduction <add>`:

        %r = vector.contract {[(i,k),(k),(i)]} %a, %b, %c : vector<2x4xf32>, vector<4xf32> into vector<2xf32>
      ==> %a0 = vector.extract %a[0]   %c0 = vector.extract %c[0]
          %r0 = vector.contract {[(k),(k),()]} %a0, %b, %c0 ... into f32
          %z1 = vector.insert %r0, %zero [0]  ...

    Fails for mixed element types, kinds other than `add`, and scalable unrolled dims."""

    def supported(self, op, rw) -> bool:
        acc_e = B.elem(op.acc.type)
        if op.lhs.type.element_type is not acc_e or op.rhs.type.element_type is not acc_e:
            return rw.fail(op, "mixed element types are not supported")
        if op.kind.value != "add":
            return rw.fail(op, "contractions other than 'add' not supported")
        return True

    def lower(self, op, mask_op, rw):
        if not self.supported(op, rw):
            return None
        return self.lower_generic(op, mask_op, rw)

    def lower_generic(self, op, mask_op, rw):
        mask = mask_op.mask if mask_op is not None else None
        batch = _dim_map(op, "parallel")
        if batch:
            return self.lower_parallel(rw, op, batch[0][0], batch[0][1], mask)
        contracting = _dim_map(op, "reduction")
        lhs_c = {a for a, _ in contracting}
        rhs_c = {b for _, b in contracting}
        for i in range(len(op.lhs.type.shape)):
            if i not in lhs_c:
                return self.lower_parallel(rw, op, i, -1, mask)
        for i in range(len(op.rhs.type.shape)):
            if i not in rhs_c:
                return self.lower_parallel(rw, op, -1, i, mask)
        if contracting:
            return self.lower_reduction(rw, op, mask)
        return rw.fail(op, "nothing to unroll") or None

    def lower_parallel(self, rw, op, lhs_index: int, rhs_index: int, mask) -> Value | None:
        lt, rt, res_t = op.lhs.type, op.rhs.type, op.result_.type
        maps = _maps(op)
        iter_index, size = -1, -1
        if lhs_index >= 0:
            iter_index = maps[0].results[lhs_index].position
            if rhs_index >= 0 and iter_index != maps[1].results[rhs_index].position:
                return rw.fail(op, f"expected lhsIndex={lhs_index} and rhsIndex={rhs_index} to map to the same "
                                   "dimension") or None
            if lt.scalable[lhs_index]:
                return rw.fail(op, f"Unrolling scalable dimension (lhsIndex={lhs_index}) is not supported yet") \
                    or None
            size = lt.shape[lhs_index]
        elif rhs_index >= 0:
            iter_index = maps[1].results[rhs_index].position
            if rt.scalable[rhs_index]:
                return rw.fail(op, f"Unrolling scalable dimension (rhsIndex={rhs_index}) is not supported yet") \
                    or None
            size = rt.shape[rhs_index]
        if iter_index < 0:
            return rw.fail(op, f"expected either lhsIndex={lhs_index} or rhsIndex={rhs_index} to be nonnegative") \
                or None
        res_index = _result_index(maps[2], iter_index)
        res_index = -1 if res_index is None else res_index
        if res_index == -1 and size != 1:
            return rw.fail(op, f"expected the dimension for iterIndex={iter_index} to either appear in the result "
                               "map, or to be a unit dimension") or None
        low_maps = [_drop_iter_dim(m, iter_index) for m in maps]
        low_iters = [x for i, x in enumerate(op.iterator_types.value) if i != iter_index]
        loc = op.loc
        result = B.zero(rw, loc, res_t)
        for d in range(size):
            lhs = _reshape_load(rw, loc, op.lhs, lt, lhs_index, d)
            rhs = _reshape_load(rw, loc, op.rhs, rt, rhs_index, d)
            acc = _reshape_load(rw, loc, op.acc, res_t, res_index, d)
            low_mask = _reshape_load(rw, loc, mask, mask.type, iter_index, d) if mask is not None else None
            low = _new_contract(rw, op, lhs, rhs, acc, low_maps, low_iters)
            low = B.mask_operation(rw, low, low_mask)
            result = _reshape_store(rw, loc, low.results[0], result, res_t, res_index, d)
        return result

    def lower_reduction(self, rw, op, mask) -> Value | None:
        lt, rt, res_t = op.lhs.type, op.rhs.type, op.result_.type
        if isinstance(res_t, VectorType):
            return rw.fail(op, "did not expect a VectorType result") or None
        is_int = B.is_int(res_t)
        maps = _maps(op)
        li, ri = _result_index(maps[0], 0), _result_index(maps[1], 0)
        if li is None:
            return rw.fail(op, "expected iterIndex=0to map to a LHS dimension") or None
        if ri is None:
            return rw.fail(op, "expected iterIndex=0to map to a RHS dimension") or None
        size = lt.shape[li]
        if size != rt.shape[ri]:
            return rw.fail(op, f"expect LHS dimension {li} to have the same size as RHS dimension {ri}") or None
        loc = op.loc
        if len(lt.shape) == 1:
            if len(rt.shape) != 1:
                return rw.fail(op, "When LHS has rank 1, expected also RHS to have rank 1") or None
            m = _mul(rw, loc, op.lhs, op.rhs, is_int, op.fastmath)
            red = B.reduction(rw, loc, "add", m, op.acc, op.fastmath)
            return B.mask_operation(rw, red, mask).results[0]
        low_maps = [_drop_iter_dim(m, 0) for m in maps]
        low_iters = list(op.iterator_types.value)[1:]
        result = op.acc
        for d in range(size):
            lhs = _reshape_load(rw, loc, op.lhs, lt, li, d)
            rhs = _reshape_load(rw, loc, op.rhs, rt, ri, d)
            new_mask = _reshape_load(rw, loc, mask, mask.type, 0, d) if mask is not None else None
            c = _new_contract(rw, op, lhs, rhs, result, low_maps, low_iters)
            result = B.mask_operation(rw, c, new_mask).results[0]
        return result
