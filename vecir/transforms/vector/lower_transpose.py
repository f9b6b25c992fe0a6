"""vector.transpose lowering (upstream's LowerVectorTranspose.cpp).

Strategies (``VectorTransposeLowering``): ``eltwise`` unrolls into extract/insert pairs (keeping
the trailing dims that stay in place as vectors); ``shuffle_1d`` turns a transpose of a 2-D slice
into shape_cast + one `vector.shuffle` + shape_cast; ``shuffle_16x16`` does the same but uses
AVX-512-style unpack/permute shuffles on 16 x vector<16xf32> for a 16x16 slice. ``llvmintr``
(whose intrinsic lowering upstream moved to the LLVM conversion) unrolls like ``eltwise``, as
iree-opt 3.13 does; ``flat_transpose`` is its seed-era form: a 2-D transpose becomes
`vector.flat_transpose` between shape_casts (an op vecir keeps from the seeds).
"""

from __future__ import annotations

import math

from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from ...dialects.transform import register_pattern_descriptor
from . import _build as B

STRATEGIES = ("eltwise", "flat_transpose", "llvmintr", "shuffle_1d", "shuffle_16x16")


def _perm(op) -> list[int]:
    return list(op.permutation.value)


def transposed_2d_slice(op) -> tuple[int, int] | None:
    """upstream's isTranspose2DSlice: the two source dims > 1, if they are swapped by the permutation."""
    big = [i for i, s in enumerate(op.operands[0].type.shape) if s > 1]
    if len(big) != 2:
        return None
    for p in _perm(op):
        if p == big[0]:
            return None
        if p == big[1]:
            return big[0], big[1]
    return None


def _strides(shape) -> list[int]:
    out, acc = [], 1
    for s in reversed(shape):
        out.append(acc)
        acc *= s
    return list(reversed(out))


class TransposeToExtractInsert(RewritePattern):
    """Unrolls a transpose into extract/insert pairs over the leading dims it permutes (trailing
    dims it keeps in place stay vectors), starting from `ub.poison`:

        %x = vector.transpose %y, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
      ==> %p = ub.poison : vector<3x2xf32>
          %0 = vector.extract %y[0, 0] : f32 from vector<2x3xf32>
          %1 = vector.insert %0, %p [0, 0] : f32 into vector<3x2xf32>   ... (6 pairs)

    A 2-D transpose moving a fixed unit dim becomes a `vector.shape_cast`. Fails on scalable
    vectors otherwise, and (so the shuffle pattern applies) on 2-D slices with a shuffle strategy."""

    root = "vector.transpose"
    strategy = "eltwise"

    def __init__(self, benefit=None, strategy: str = "eltwise", **kw) -> None:
        super().__init__(benefit, strategy=strategy, **kw)

    def match_and_rewrite(self, op, rw):
        src = op.operands[0]
        in_t, res_t = src.type, op.results[0].type
        perm = _perm(op)
        loc = op.loc
        rw.set_before(op)
        if len(res_t.shape) == 2 and perm == [1, 0] and (
                (res_t.shape[0] == 1 and not res_t.scalable[0]) or (res_t.shape[1] == 1 and not res_t.scalable[1])):
            rw.replace_op(op, [B.shape_cast(rw, loc, res_t, src)])
            return True
        if any(in_t.scalable):
            return rw.fail(op, "Not a fixed-length vector.")
        if self.strategy in ("shuffle_1d", "shuffle_16x16") and transposed_2d_slice(op) is not None:
            return rw.fail(op, "Options specifies lowering to shuffle")
        kept = len(perm)
        for p in reversed(perm):  # prune trailing dims that are not transposed
            if p != kept - 1:
                break
            kept -= 1
        pruned = perm[:kept]
        in_shape = in_t.shape[:kept]
        strides = _strides(in_shape)
        result = B.poison(rw, loc, res_t)
        for linear in range(math.prod(in_shape)):
            ext_idx = [(linear // s) % d for s, d in zip(strides, in_shape)]
            ins_idx = [ext_idx[p] for p in pruned]
            e = B.extract(rw, loc, src, ext_idx)
            result = B.insert(rw, loc, e, result, ins_idx)
        rw.replace_op(op, [result])
        return True


class TransposeToFlatTranspose(RewritePattern):
    """`flat_transpose`: a 2-D [1, 0] transpose on the flattened matrix (LLVM's matrix transpose):

        %x = vector.transpose %y, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
      ==> %f = vector.shape_cast %y : vector<2x3xf32> to vector<6xf32>
          %t = vector.flat_transpose %f {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> -> vector<6xf32>
          %x = vector.shape_cast %t : vector<6xf32> to vector<3x2xf32>

    rows/columns are the source's (vecir reads flat matrices row-major). Fails unless the strategy
    is `flat_transpose` and the transpose is a fixed-size 2-D [1, 0]."""

    root = "vector.transpose"
    benefit = 2  # before the unrolling pattern

    def __init__(self, benefit=None, strategy: str = "eltwise", **kw) -> None:
        super().__init__(benefit, strategy=strategy, **kw)

    def match_and_rewrite(self, op, rw):
        if self.strategy != "flat_transpose":
            return rw.fail(op, "lowering strategy is not flat_transpose")
        st = op.operands[0].type
        if _perm(op) != [1, 0] or any(st.scalable):
            return rw.fail(op, "not a fixed-size 2-D [1, 0] transpose")
        from ...ir.attrs import IntegerAttr
        from ...ir.types import i32

        loc = op.loc
        rw.set_before(op)
        flat_t = VectorType((st.shape[0] * st.shape[1],), st.element_type)
        flat = B.shape_cast(rw, loc, flat_t, op.operands[0])
        t = B.emit(rw, "vector.flat_transpose", [flat], [flat_t],
                   {"rows": IntegerAttr(st.shape[0], i32), "columns": IntegerAttr(st.shape[1], i32)}, loc=loc)
        rw.replace_op(op, [B.shape_cast(rw, loc, op.results[0].type, t.results[0])])
        return True


def _unpack_mask(vals, num_bits: int = 512) -> list[int]:
    n = num_bits // 32
    return [v + i for i in range(0, n, 4) for v in vals]


def _select_128bit_lanes(rw, loc, v1, v2, mask: int):
    """`_mm512_shuffle_i32x4`: four 128-bit lanes picked by 2-bit fields of ``mask``."""
    out = []
    for base, control in ((0, mask & 3), (0, (mask >> 2) & 3), (16, (mask >> 4) & 3), (16, (mask >> 6) & 3)):
        out += [base + 4 * control + i for i in range(4)]
    return B.shuffle(rw, loc, v1, v2, out)


def _transpose_16x16(rw, loc, source, m: int, n: int):
    """upstream's transposeToShuffle16x16: 32-bit and 64-bit unpacks, then two rounds of 128-bit
    lane permutes, on the 16 rows of a vector<16x16xf32>."""
    vs = [B.extract(rw, loc, source, i) for i in range(m)]
    lo_ps, hi_ps = _unpack_mask([0, 16, 1, 17]), _unpack_mask([2, 18, 3, 19])
    lo_pd, hi_pd = _unpack_mask([0, 1, 16, 17]), _unpack_mask([2, 3, 18, 19])
    t = []
    for i in range(0, 16, 2):
        t.append(B.shuffle(rw, loc, vs[i], vs[i + 1], lo_ps))
        t.append(B.shuffle(rw, loc, vs[i], vs[i + 1], hi_ps))
    r = []
    for i in range(0, 16, 4):
        for a, b in ((t[i], t[i + 2]), (t[i + 1], t[i + 3])):
            r.append(B.shuffle(rw, loc, a, b, lo_pd))
            r.append(B.shuffle(rw, loc, a, b, hi_pd))
    t = [None] * 16
    for half in (0, 8):
        for k in range(4):
            t[half + k] = _select_128bit_lanes(rw, loc, r[half + k], r[half + k + 4], 0x88)
        for k in range(4):
            t[half + 4 + k] = _select_128bit_lanes(rw, loc, r[half + k], r[half + k + 4], 0xDD)
    for k in range(8):
        vs[k] = _select_128bit_lanes(rw, loc, t[k], t[k + 8], 0x88)
    for k in range(8):
        vs[8 + k] = _select_128bit_lanes(rw, loc, t[k], t[k + 8], 0xDD)
    res_t = VectorType((m, n), source.type.element_type)
    res = B.poison(rw, loc, res_t)
    for i in range(m):
        res = B.insert(rw, loc, vs[i], res, i)
    return res


class Transpose2DToShuffle(RewritePattern):
    """A transpose of a 2-D slice (exactly two dims > 1, swapped) becomes shuffles:

        %x = vector.transpose %y, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
      ==> %0 = vector.shape_cast %y : vector<2x3xf32> to vector<6xf32>
          %1 = vector.shuffle %0, %0 [0, 3, 1, 4, 2, 5] : vector<6xf32>, vector<6xf32>
          %x = vector.shape_cast %1 : vector<6xf32> to vector<3x2xf32>

    With `shuffle_16x16` a 16x16 slice uses 16 rows of unpack/permute shuffles instead. Fails
    unless the strategy is a shuffle one and the transpose is of a fixed-size 2-D slice."""

    root = "vector.transpose"
    strategy = "shuffle_1d"

    def __init__(self, benefit=None, strategy: str = "eltwise", **kw) -> None:
        super().__init__(benefit, strategy=strategy, **kw)

    def match_and_rewrite(self, op, rw):
        if self.strategy not in ("shuffle_1d", "shuffle_16x16"):
            return rw.fail(op, "not using vector shuffle based lowering")
        if any(op.operands[0].type.scalable):
            return rw.fail(op, "not a fixed-length vector")
        dims = transposed_2d_slice(op)
        if dims is None:
            return rw.fail(op, "expected transposition on a 2D slice")
        src = op.operands[0]
        st = src.type
        m, n = st.shape[dims[0]], st.shape[dims[1]]
        loc = op.loc
        rw.set_before(op)
        flat = B.shape_cast(rw, loc, VectorType((m * n,), st.element_type), src)
        if self.strategy == "shuffle_16x16" and m == 16 and n == 16:
            flat = B.shape_cast(rw, loc, VectorType((m, n), st.element_type), flat)
            res = _transpose_16x16(rw, loc, flat, m, n)
        else:
            res = B.shuffle(rw, loc, flat, flat, [i * n + j for j in range(n) for i in range(m)])
        rw.replace_op(op, [B.shape_cast(rw, loc, op.results[0].type, res)])
        return True


def populate_vector_transpose_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorTransposeLoweringPatterns; ``options``: a strategy name or an
    object with ``lowering_strategy``."""
    strategy = options if isinstance(options, str) else getattr(options, "lowering_strategy", "eltwise")
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown vector transpose lowering strategy '{strategy}'")
    B.load_dialects()
    if strategy == "flat_transpose":
        patterns.add(TransposeToFlatTranspose, strategy=strategy)
    patterns.add(TransposeToExtractInsert, Transpose2DToShuffle, strategy=strategy)


register_pattern_descriptor("transform.apply_patterns.vector.lower_transpose",
                            populate_vector_transpose_lowering_patterns)
