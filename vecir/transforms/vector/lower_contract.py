"""vector.contract lowering (upstream's LowerVectorContract.cpp): outer products, dot products,
elementwise arithmetic, or progressive unrolling of free/batch/reduction dims
(``lower_contract_unroll.py``).

Strategies (``VectorContractLowering``): ``outerproduct``, ``dot``, ``parallelarith`` and
``llvmintr`` (upstream's name for the matrix-intrinsics strategy). Upstream's intrinsics lowering
now lives in its LLVM conversion, so with ``llvmintr`` contracts take the generic unrolling path,
as under iree-opt 3.13's ``lower_contraction``.

``matmulintrinsics`` is the seed-era name of that strategy, from when upstream lowered row-major
matmul contracts to ``vector.matrix_multiply`` (an op vecir keeps from the seeds): with it, vecir
does so (ContractToMatrixMultiply), and other contracts take the generic path.

Masked contracts (`vector.mask %m { vector.contract ... }`) are lowered by the outer-product
strategy (the iteration-space mask is transposed so that its reduction dim leads, then each
outer product is masked with its slice) and by the generic unrolling (each smaller contract keeps
its slice of the mask); the dot and elementwise strategies leave them alone, as upstream.
"""

from __future__ import annotations

from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.core import Value
from ...ir.types import FloatType, VectorType
from ...rewrite.pattern import PatternSet, Rewriter
from . import _build as B
from .lower_contract_unroll import (
    ContractGenericLowering, _MaskableContractPattern, _add, _iters, _maps, _mul, _result_index,
)

STRATEGIES = ("dot", "llvmintr", "matmulintrinsics", "outerproduct", "parallelarith")


_FLOAT_ONLY = ("minnumf", "maxnumf", "minimumf", "maximumf")
_INT_ONLY = ("and", "minui", "minsi", "maxui", "maxsi", "or", "xor")


def contract_arith(rw: Rewriter, loc, x: Value, y: Value, acc: Value | None, kind: str, is_int: bool,
                   mask: Value | None = None, fmf=None) -> Value | None:
    """upstream's createContractArithOp: `acc <kind> x * y` (vector.fma for a float `add` into a
    vector); None when the kind does not apply to the element type."""
    if is_int:
        if kind in _FLOAT_ONLY:
            return None
        mul = B.binary(rw, loc, "arith.muli", x, y)
    else:
        if kind in _INT_ONLY:
            return None
        if acc is not None and isinstance(acc.type, VectorType) and kind == "add":
            f = B.fma(rw, loc, x, y, acc)
            return B.select(rw, loc, mask, f, acc) if mask is not None else f
        mul = B.binary(rw, loc, "arith.mulf", x, y, fmf)
    if acc is None:
        return mul
    return B.arith_reduction(rw, loc, kind, mul, acc, fmf, mask)


class _OuterProductGenerator:
    """upstream's UnrolledOuterProductGenerator: matmat / matvec / tmatvec in every operand layout."""

    def __init__(self, rw: Rewriter, op, mask_op) -> None:
        self.rw, self.op, self.loc = rw, op, op.loc
        self.kind = op.kind.value
        self.lhs, self.rhs, self.res = op.lhs, op.rhs, op.acc
        self.lhs_type = op.lhs.type
        self.mask = mask_op.mask if mask_op is not None else None
        self.maps, self.iters = _maps(op), _iters(op)

    def t(self, v, perm=(1, 0)):
        return None if v is None else B.transpose(self.rw, self.loc, v, perm)

    def promote(self, v: Value, dst_elem) -> Value:
        vt = v.type
        if B.elem(vt) is dst_elem:
            return v
        pt = VectorType(vt.shape, dst_elem, vt.scalable) if isinstance(vt, VectorType) else dst_elem
        name = "arith.extf" if isinstance(dst_elem, FloatType) else "arith.extsi"
        return B.emit(self.rw, name, [v], [pt], loc=self.loc).results[0]

    def outer_prod(self, lhs, rhs, res, size, mask) -> Value:
        rw, loc = self.rw, self.loc
        res_elem = res.type.element_type
        for k in range(size):
            a = B.extract(rw, loc, lhs, k)
            b = B.extract(rw, loc, rhs, k)
            a, b = self.promote(a, res_elem), self.promote(b, res_elem)
            m = B.extract(rw, loc, mask, k) if mask is not None else None
            outer = B.emit(rw, "vector.outerproduct", [a, b, res], [res.type], {"kind": B.kind_attr(self.kind)},
                           loc=loc)
            outer.explicit_kind = True
            res = B.mask_operation(rw, outer, m).results[0]
        return res

    def size(self, d: int) -> int | None:
        """The reduction size along lhs dim ``d`` (None for a scalable dim: it cannot be unrolled)."""
        return None if self.lhs_type.scalable[d] else self.lhs_type.shape[d]

    def layout(self, *exprs) -> bool:
        return self.maps == AffineMap.infer_from_exprs([[dim(i) for i in e] for e in exprs])

    def matmat(self) -> Value | None:
        if self.iters != ["parallel", "parallel", "reduction"]:
            return None
        m, n, k = 0, 1, 2
        lhs, rhs, res, t = self.lhs, self.rhs, self.res, self.t
        # (lhs layout, rhs layout, acc layout, lhs reduction dim, how to build (lhs', rhs'))
        cases = [
            ((m, k), (k, n), (m, n), 1, lambda: (t(lhs), rhs)),
            ((m, k), (n, k), (m, n), 1, lambda: (t(lhs), t(rhs))),
            ((k, m), (k, n), (m, n), 0, lambda: (lhs, rhs)),
            ((k, m), (n, k), (m, n), 0, lambda: (lhs, t(rhs))),
            ((m, k), (k, n), (n, m), 1, lambda: (rhs, t(lhs))),
            ((m, k), (n, k), (n, m), 1, lambda: (t(rhs), t(lhs))),
            ((k, m), (k, n), (n, m), 0, lambda: (rhs, lhs)),
            ((k, m), (n, k), (n, m), 0, lambda: (t(rhs), lhs)),
        ]
        for la, ra, aa, red, build in cases:
            if self.layout(la, ra, aa) and (size := self.size(red)) is not None:
                a, b = build()
                return self.outer_prod(a, b, res, size, self.t(self.mask, (2, 0, 1)))
        return None

    def matvec(self, reduction_first: bool) -> Value | None:
        """matvec (`[parallel, reduction]`: the mask is transposed) or tmatvec (`[reduction, parallel]`)."""
        m, k = (1, 0) if reduction_first else (0, 1)
        want = ["reduction", "parallel"] if reduction_first else ["parallel", "reduction"]
        if self.iters != want:
            return None
        lhs, rhs, t = self.lhs, self.rhs, self.t
        mask = (lambda: self.mask) if reduction_first else (lambda: self.t(self.mask))
        cases = [
            ((m, k), (k,), 1, lambda: (t(lhs), rhs)),
            ((k, m), (k,), 0, lambda: (lhs, rhs)),
            ((k,), (m, k), 0, lambda: (t(rhs), lhs)),
            ((k,), (k, m), 0, lambda: (rhs, lhs)),
        ]
        for la, ra, red, build in cases:
            if self.layout(la, ra, (m,)) and (size := self.size(red)) is not None:
                a, b = build()
                return self.outer_prod(a, b, self.res, size, mask())
        return None


class ContractToOuterProduct(_MaskableContractPattern):
    """A matmul-like contract (any operand layout, matvec and tmatvec too) becomes one
    outer product per step of the reduction dim:

        %r = vector.contract {[(m,k),(k,n),(m,n)], [par, par, red]} %a, %b, %c
      ==>
        %at = vector.transpose %a, [1, 0]
        %a0 = vector.extract %at[0]      %b0 = vector.extract %b[0]
        %c0 = vector.outerproduct %a0, %b0, %c {kind = #vector.kind<add>}
        ...                                   (K times, each feeding the next)

    Fails unless the strategy is `outerproduct`, the iterators/maps are one of the matmat,
    matvec or tmatvec layouts, and the reduction dim is fixed-size."""

    def lower(self, op, mask_op, rw):
        if self.strategy != "outerproduct":
            return rw.fail(op, "lowering strategy is not outerproduct") or None
        if not isinstance(op.lhs.type, VectorType) or not isinstance(op.acc.type, VectorType):
            return rw.fail(op, "not a matmul/matvec-like contraction") or None
        gen = _OuterProductGenerator(rw, op, mask_op)
        for attempt in (gen.matmat, lambda: gen.matvec(False), lambda: gen.matvec(True)):
            res = attempt()
            if res is not None:
                return res
        return rw.fail(op, "no matmat/matvec/tmatvec layout with a fixed-size reduction dim") or None


class ContractToDot(_MaskableContractPattern):
    """A matmul or matvec contract becomes one multiply + `vector.reduction <add>` per output
    element (the reduction dim is made innermost by transposing an operand):

        %out = arith.constant dense<0.0> : vector<MxN>
        %bt = vector.transpose %b, [1, 0]
        %a0 = vector.extract %a[0]     %bt0 = vector.extract %bt[0]
        %p = arith.mulf %a0, %bt0      %s = vector.reduction <add>, %p
        %out00 = vector.insert %s, %out [0, 0]   ...
        %r = arith.addf %outMN, %c

    Fails under a mask, unless the strategy is `dot`, for other iterator/map layouts, and for a
    scalable result dim (upstream unrolls its base size only: wrong for vscale > 1)."""

    _MATMAT = [  # (maps, which operands to swap/transpose) -> (lhs', rhs') builder keys
        (((0, 2), (2, 1), (0, 1)), "l,T(r)"), (((0, 2), (1, 2), (0, 1)), "l,r"),
        (((2, 0), (2, 1), (0, 1)), "T(l),T(r)"), (((2, 0), (1, 2), (0, 1)), "T(l),r"),
        (((0, 2), (2, 1), (1, 0)), "T(r),l"), (((0, 2), (1, 2), (1, 0)), "r,l"),
        (((2, 0), (2, 1), (1, 0)), "T(r),T(l)"), (((2, 0), (1, 2), (1, 0)), "r,T(l)"),
    ]
    _MATVEC = [(((0, 1), (1,), (0,)), "l,r"), (((1, 0), (1,), (0,)), "T(l),r"),
               (((1,), (0, 1), (0,)), "r,l"), (((1,), (1, 0), (0,)), "T(r),l")]

    def lower(self, op, mask_op, rw):
        if mask_op is not None:
            return rw.fail(op, "masked contractions are not supported by the dot lowering") or None
        if self.strategy != "dot":
            return rw.fail(op, "lowering strategy is not dot") or None
        its, maps = _iters(op), _maps(op)
        if len(its) == 3 and its == ["parallel", "parallel", "reduction"]:
            table = self._MATMAT
        elif len(its) >= 2 and its[:2] == ["parallel", "reduction"]:
            table = self._MATVEC
        else:
            return rw.fail(op, "not a matmat or matvec iterator layout") or None
        recipe = None
        for layout, how in table:
            if maps == AffineMap.infer_from_exprs([[dim(i) for i in e] for e in layout]):
                recipe = how
                break
        if recipe is None:
            return rw.fail(op, "not a matmat or matvec indexing-map layout") or None
        if any(op.result_.type.scalable):
            # upstream unrolls the base size of a scalable dim here, dropping all but the first
            # vscale slice (a miscompile for vscale > 1): vecir leaves such contracts alone
            return rw.fail(op, "cannot unroll a scalable result dim into scalar dot products") or None
        loc = op.loc
        # transposes are created in upstream's order: rhs-sourced first where upstream does so
        made: dict[str, Value] = {}

        def T(name):
            if name not in made:
                made[name] = B.transpose(rw, loc, op.lhs if name == "l" else op.rhs, (1, 0))
            return made[name]
        order = {"l,T(r)": ["r"], "T(l),T(r)": ["l", "r"], "T(l),r": ["l"], "T(r),l": ["r"],
                 "T(r),T(l)": ["r", "l"], "r,T(l)": ["l"]}.get(recipe, [])
        for name in order:
            T(name)
        parts = []
        for part in recipe.split(","):
            parts.append(made[part[2]] if part.startswith("T(") else (op.lhs if part == "l" else op.rhs))
        lhs, rhs = parts
        dst = op.result_.type
        rank = len(dst.shape)
        rows, cols = dst.shape[0], (1 if rank == 1 else dst.shape[1])
        res = B.zero(rw, loc, dst)
        is_int = B.is_int(dst)
        fmf = op.fastmath
        cols_v: list[Value] = []
        for r in range(rows):
            row = B.extract(rw, loc, lhs, r)
            for c in range(cols):
                if r == 0:
                    cols_v.append(rhs if rank == 1 else B.extract(rw, loc, rhs, c))
                prod = _mul(rw, loc, row, cols_v[c], is_int, fmf)
                s = B.reduction(rw, loc, "add", prod, None, op.fastmath).results[0]
                res = B.insert(rw, loc, s, res, [r] if rank == 1 else [r, c])
        return _add(rw, loc, res, op.acc, is_int, fmf)


class ContractToElementwise(_MaskableContractPattern):
    """A contract whose reduction dims all have size 1 becomes elementwise arithmetic: operands
    are broadcast over the missing parallel dims, transposed so the unit reduction dims lead,
    those dims are extracted away, and the product is combined into the accumulator:

        %r = vector.contract {[(d0,d1),(d1,d2)? ...]} %a, %b, %c  (reduction dims of size 1)
      ==> vector.broadcast / vector.transpose / vector.extract [0..] then vector.fma (float add)
          or arith.mul + the kind's combining op

    A scalar result (every dim a unit reduction) extracts both operands to scalars. Fails under a
    mask, unless the strategy is `parallelarith`, or when a reduction dim is not 1."""

    def lower(self, op, mask_op, rw):
        if mask_op is not None:
            return rw.fail(op, "masked contractions are not supported by the elementwise lowering") or None
        if self.strategy != "parallelarith":
            return rw.fail(op, "lowering strategy is not parallelarith") or None
        lt, rt, res_t = op.lhs.type, op.rhs.type, op.result_.type
        lmap, rmap, amap = _maps(op)
        its = _iters(op)
        lred = [i for i, e in enumerate(lmap.results) if its[e.position] == "reduction"]
        rred = [i for i, e in enumerate(rmap.results) if its[e.position] == "reduction"]
        if any(lt.shape[d] != 1 for d in lred) or any(rt.shape[d] != 1 for d in rred):
            return rw.fail(op, "reduction dims are not all of size 1") or None
        npar = amap.num_results
        lbc_n = npar - (lmap.num_results - len(lred))
        rbc_n = npar - (rmap.num_results - len(rred))
        ldims, rdims, lscal, rscal = [], [], [], []
        lperm = [lbc_n + d for d in lred]
        rperm = [rbc_n + d for d in rred]
        for i in range(npar):
            pos = amap.results[i].position
            li, ri = _result_index(lmap, pos), _result_index(rmap, pos)
            if li is not None:
                lperm.append(lbc_n + li)
            else:
                ldims.append(res_t.shape[i])
                lscal.append(res_t.scalable[i])
                lperm.append(len(ldims) - 1)
            if ri is not None:
                rperm.append(rbc_n + ri)
            else:
                rdims.append(res_t.shape[i])
                rscal.append(res_t.scalable[i])
                rperm.append(len(rdims) - 1)
        loc = op.loc
        lhs, rhs = op.lhs, op.rhs
        # (upstream drops the scalable flags here, building an invalid broadcast for scalable vectors)
        if ldims:
            lhs = B.broadcast(rw, loc, VectorType(tuple(ldims) + lt.shape, lt.element_type,
                                                  tuple(lscal) + lt.scalable), lhs)
        if rdims:
            rhs = B.broadcast(rw, loc, VectorType(tuple(rdims) + rt.shape, rt.element_type,
                                                  tuple(rscal) + rt.scalable), rhs)
        is_int = B.is_int(lt)
        lhs = B.transpose(rw, loc, lhs, lperm)
        rhs = B.transpose(rw, loc, rhs, rperm)
        lhs = B.extract(rw, loc, lhs, [0] * len(lred))
        rhs = B.extract(rw, loc, rhs, [0] * len(rred))
        res = contract_arith(rw, loc, lhs, rhs, op.acc, op.kind.value, is_int, None, op.fastmath)
        if res is None:
            return rw.fail(op, "combining kind does not apply to the element type") or None
        return res


class ContractToMatrixMultiply(_MaskableContractPattern):
    """The last upstream ContractionOpToMatmulOpLowering: a matmul contract on flattened row-major
    operands, with `vector.matrix_multiply` (LLVM's matrix intrinsic):

        %r = vector.contract {[(m,k),(k,n),(m,n)], [par, par, red]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
      ==> %fa = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
          %fb = vector.shape_cast %b : vector<4x3xf32> to vector<12xf32>
          %p = vector.matrix_multiply %fa, %fb {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32}
          %m = vector.shape_cast %p : vector<6xf32> to vector<2x3xf32>
          %r = arith.addf %c, %m : vector<2x3xf32>

    A (k, m) lhs, an (n, k) rhs and an (n, m) accumulator are transposed. Fails under a mask,
    unless the strategy is `matmulintrinsics`, for other iterators/maps, mixed element types and
    scalable vectors."""

    def lower(self, op, mask_op, rw):
        if mask_op is not None:
            return rw.fail(op, "masked contractions are not supported by the matrix intrinsics lowering") or None
        if self.strategy != "matmulintrinsics":
            return rw.fail(op, "lowering strategy is not matmulintrinsics") or None
        if _iters(op) != ["parallel", "parallel", "reduction"]:
            return rw.fail(op, "not a matmul iterator layout") or None
        lt, rt, at = op.lhs.type, op.rhs.type, op.acc.type
        if any(lt.scalable) or any(rt.scalable) or any(at.scalable):
            return rw.fail(op, "scalable vectors have no matrix intrinsic") or None
        if lt.element_type is not B.elem(at) or rt.element_type is not B.elem(at):
            return rw.fail(op, "mixed element types") or None
        lmap, rmap, amap = _maps(op)
        m_, n_, k_ = dim(0), dim(1), dim(2)

        def is_map(mp, *exprs):
            return mp == AffineMap(3, 0, list(exprs))
        if not (is_map(lmap, k_, m_) or is_map(lmap, m_, k_)) or not (is_map(rmap, n_, k_) or is_map(rmap, k_, n_)) \
                or not (is_map(amap, m_, n_) or is_map(amap, n_, m_)):
            return rw.fail(op, "not a matmul indexing-map layout") or None
        loc = op.loc
        lhs, rhs = op.lhs, op.rhs
        if is_map(lmap, k_, m_):
            lhs = B.transpose(rw, loc, lhs, (1, 0))
        if is_map(rmap, n_, k_):
            rhs = B.transpose(rw, loc, rhs, (1, 0))
        rows, cols, rcols = lhs.type.shape[0], lhs.type.shape[1], rhs.type.shape[1]
        e = lt.element_type
        flat_l = B.shape_cast(rw, loc, VectorType((rows * cols,), e), lhs)
        flat_r = B.shape_cast(rw, loc, VectorType((cols * rcols,), e), rhs)
        from ...ir.attrs import IntegerAttr
        from ...ir.types import i32
        props = {"lhs_rows": IntegerAttr(rows, i32), "lhs_columns": IntegerAttr(cols, i32),
                 "rhs_columns": IntegerAttr(rcols, i32)}
        mul = B.emit(rw, "vector.matrix_multiply", [flat_l, flat_r], [VectorType((rows * rcols,), e)], props,
                     loc=loc).results[0]
        mul = B.shape_cast(rw, loc, VectorType((rows, rcols), e), mul)
        if is_map(amap, n_, m_):
            mul = B.transpose(rw, loc, mul, (1, 0))
        return B.binary(rw, loc, "arith.addi" if B.is_int(e) else "arith.addf", op.acc, mul)


class ContractLowering(ContractGenericLowering):
    """The strategy's lowering (outer products, dots or elementwise arithmetic), else the generic
    unrolling (upstream's ContractionOpLowering: what `lower_contraction` applies).
    Fails for mixed element types and kinds other than `add`."""

    def lower(self, op, mask_op, rw):
        if not self.supported(op, rw):
            return None
        for cls in (ContractToOuterProduct, ContractToDot, ContractToElementwise):
            res = cls(strategy=self.strategy).lower(op, mask_op, rw)
            if res is not None:
                return res
        return self.lower_generic(op, mask_op, rw)


def populate_vector_contract_lowering_patterns(patterns: PatternSet, options=None, *,
                                               strategy: str = "dot",
                                               disable_outer_product_lowering: bool = False) -> None:
    """upstream's populateVectorContractLoweringPatterns. ``options`` may be a strategy name."""
    if isinstance(options, str):
        strategy = options
    elif options is not None:
        strategy = getattr(options, "lowering_strategy", strategy)
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown vector contract lowering strategy '{strategy}'")
    B.load_dialects()
    if not disable_outer_product_lowering:
        from .lower_outerproduct import OuterProductToFMA

        patterns.add(OuterProductToFMA)
    if strategy == "matmulintrinsics":
        patterns.add(ContractToMatrixMultiply, strategy=strategy)
    patterns.add(ContractLowering, ContractToOuterProduct, strategy=strategy)


def populate_vector_contract_to_outer_product_patterns(patterns: PatternSet, options=None) -> None:
    patterns.add(ContractToOuterProduct, strategy="outerproduct")


def populate_vector_contract_to_dot_patterns(patterns: PatternSet, options=None) -> None:
    patterns.add(ContractToDot, strategy="dot")


def populate_vector_contract_to_parallel_arith_patterns(patterns: PatternSet, options=None) -> None:
    patterns.add(ContractToElementwise, strategy="parallelarith")


def populate_vector_contract_generic_lowering_patterns(patterns: PatternSet, options=None) -> None:
    patterns.add(ContractGenericLowering)


register_pattern_descriptor("transform.apply_patterns.vector.lower_contraction",
                            populate_vector_contract_lowering_patterns, disable_outer_product_lowering=True)
