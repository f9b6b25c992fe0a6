"""vector.multi_reduction lowering (upstream's LowerVectorMultiReduction.cpp).

Three phases, as upstream's `lower-vector-multi-reduction` pass runs them (and as the transform
descriptors `reorder_multi_reduction_dims`, `multi_reduction_flattening` and
`multi_reduction_unrolling` expose them): move the reduced dims outermost (``innerparallel``) or
innermost (``innerreduction``), collapse to rank 2 (or 1) with shape_casts, then unroll: elementwise
combining ops per outer row, or one `vector.reduction` per row (rank 1: one `vector.reduction`).
The pattern sets are those of iree-opt 3.13. Masked reductions (`vector.mask`) carry their mask through every step.
"""

from __future__ import annotations

from ...dialects import _static_dynamic as SD
from ...dialects.transform import register_pattern_descriptor
from ...ir.types import IndexType, IntegerType, FloatType, VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B

STRATEGIES = ("innerparallel", "innerreduction")


def _dims(op) -> list[int]:
    return [int(d) for d in op.reduction_dims.value]


def _reduced_mask(op) -> list[bool]:
    dims = set(_dims(op))
    return [i in dims for i in range(len(op.source.type.shape))]


def new_multi_reduction(rw, loc, src, acc, mask: list[bool], kind):
    """`vector.multi_reduction` over the dims flagged in ``mask`` (result type from ``acc``)."""
    dims = [i for i, m in enumerate(mask) if m]
    return B.emit(rw, "vector.multi_reduction", [src, acc], [acc.type],
                  {"kind": kind, "reduction_dims": SD.i64_array(dims)}, loc=loc)


class _MultiReductionPattern(RewritePattern):
    root = "vector.multi_reduction"
    strategy = "innerparallel"

    def __init__(self, benefit=None, strategy: str = "innerparallel", **kw) -> None:
        super().__init__(benefit, strategy=strategy, **kw)

    def setup(self, op, rw):
        """(root op to replace, mask or None), with the insertion point before the root."""
        mask_op = B.masking_op(op)
        root = mask_op if mask_op is not None else op
        rw.set_before(root)
        return root, (mask_op.mask if mask_op is not None else None)


class MultiReductionToInnerOuterDims(_MultiReductionPattern):
    """Transposes the reduced dims innermost (`innerreduction`) or outermost (`innerparallel`):

        %r = vector.multi_reduction <add>, %v, %acc [0] : vector<4x8xf32> to vector<8xf32>   (innerreduction)
      ==> %t = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
          %r = vector.multi_reduction <add>, %t, %acc [1] : vector<8x4xf32> to vector<8xf32>

    Fails when nothing is parallel or the dims are already in place."""

    def match_and_rewrite(self, op, rw):
        inner = self.strategy == "innerreduction"
        src = op.source
        rank = len(src.type.shape)
        red = _dims(op)
        par = [i for i in range(rank) if i not in set(red)]
        if not par:
            return rw.fail(op, "no parallel dims")
        if inner and par == list(range(len(par))):
            return rw.fail(op, "reduction dims already innermost")
        if not inner and par == list(range(len(red), len(red) + len(par))):
            return rw.fail(op, "reduction dims already outermost")
        root, mask = self.setup(op, rw)
        loc = op.loc
        perm = par + red if inner else red + par
        t_mask = B.transpose(rw, loc, mask, perm) if mask is not None else None
        t = B.transpose(rw, loc, src, perm)
        flags = [False] * rank
        for i in range(len(red)):
            flags[rank - i - 1 if inner else i] = True
        new = new_multi_reduction(rw, loc, t, op.acc, flags, op.kind)
        new = B.mask_operation(rw, new, t_mask)
        rw.replace_op(root, [new.results[0]])
        return True


class MultiReductionToRank2(_MultiReductionPattern):
    """Collapses contiguous parallel dims and contiguous reduced dims with shape_casts:

        %r = vector.multi_reduction <add>, %v, %acc [2, 3] : vector<2x3x4x5xf32> to vector<2x3xf32>
      ==> %c = vector.shape_cast %v : vector<2x3x4x5xf32> to vector<6x20xf32>
          %a = vector.shape_cast %acc : vector<2x3xf32> to vector<6xf32>
          %m = vector.multi_reduction <add>, %c, %a [1] : vector<6x20xf32> to vector<6xf32>
          %r = vector.shape_cast %m : vector<6xf32> to vector<2x3xf32>

    Fails below rank 2, with more than one scalable dim, when already rank-2 mixed, and when the
    dims are not contiguous in the strategy's order."""

    def match_and_rewrite(self, op, rw):
        inner = self.strategy == "innerreduction"
        st = op.source.type
        rank = len(st.shape)
        if rank < 2:
            return rw.fail(op, "rank below 2")
        if sum(st.scalable) > 1:
            return rw.fail(op, "more than one scalable dim")
        flags = _reduced_mask(op)
        if rank == 2 and flags[0] != flags[-1]:
            return rw.fail(op, "already a rank-2 parallel/reduction form")
        par = [i for i in range(rank) if not flags[i]]
        red = [i for i in range(rank) if flags[i]]
        par_shape = [st.shape[i] for i in par]
        par_scal = [st.scalable[i] for i in par]
        red_scal = any(st.scalable[i] for i in red)
        flat_par = 0 if not par else _prod(par_shape)
        flat_red = 0 if not red else _prod([st.shape[i] for i in red])
        start = 0 if inner else len(red)
        if par != list(range(start, start + len(par))):
            return rw.fail(op, "parallel and reduction dims are not contiguous")
        root, mask = self.setup(op, rw)
        loc = op.loc
        new_flags, shape, scal = [], [], []
        par_scalable = any(par_scal)
        if flat_par:
            new_flags.append(False)
            shape.append(flat_par)
            scal.append(par_scalable)
        if flat_red:
            new_flags.append(True)
            shape.append(flat_red)
            scal.append(red_scal)
        if not inner and len(shape) == 2:
            new_flags.reverse()
            shape.reverse()
            scal.reverse()
        new_mask = None
        if mask is not None:
            new_mask = B.shape_cast(rw, loc, VectorType(tuple(shape), mask.type.element_type), mask)
        cast = B.shape_cast(rw, loc, VectorType(tuple(shape), st.element_type, tuple(scal)), op.source)
        acc = op.acc
        if flat_par:
            acc = B.shape_cast(rw, loc, VectorType((flat_par,), st.element_type, (par_scalable,)), acc)
        new = new_multi_reduction(rw, loc, cast, acc, new_flags, op.kind)
        new = B.mask_operation(rw, new, new_mask)
        if not par:
            rw.replace_op(root, [new.results[0]])
            return True
        out_t = VectorType(tuple(par_shape), st.element_type, tuple(par_scal))
        rw.replace_op(root, [B.shape_cast(rw, loc, out_t, new.results[0])])
        return True


def _prod(xs) -> int:
    out = 1
    for x in xs:
        out *= x
    return out


def _int_or_float(t) -> bool:
    e = B.elem(t)
    return isinstance(e, (IntegerType, IndexType, FloatType))


class TwoDimMultiReductionToReduction(_MultiReductionPattern):
    """`innerreduction` rank-2 [parallel, reduce]: one `vector.reduction` per row:

        %r = vector.multi_reduction <add>, %v, %acc [1] : vector<3x8xf32> to vector<3xf32>
      ==> %z = arith.constant dense<0.0> : vector<3xf32>
          %0 = vector.extract %v[0]   %a0 = vector.extract %acc[0]
          %1 = vector.reduction <add>, %0, %a0   %2 = vector.insert %1, %z [0]   ... (3 rows)

    Under a mask, each row's reduction is masked with the row's mask."""

    def match_and_rewrite(self, op, rw):
        st = op.source.type
        if len(st.shape) != 2:
            return rw.fail(op, "not rank 2")
        flags = _reduced_mask(op)
        if flags[0] or not flags[1]:
            return rw.fail(op, "not a [parallel, reduction] form")
        root, mask = self.setup(op, rw)
        loc = op.loc
        result = B.zero(rw, loc, op.dest.type)
        for i in range(st.shape[0]):
            v = B.extract(rw, loc, op.source, [i])
            acc = B.extract(rw, loc, op.acc, [i])
            red = B.emit(rw, "vector.reduction", [v, acc], [st.element_type], {"kind": op.kind}, loc=loc)
            if mask is not None:
                red = B.mask_operation(rw, red, B.extract(rw, loc, mask, [i]))
            result = B.insert(rw, loc, red.results[0], result, i)
        rw.replace_op(root, [result])
        return True


class TwoDimMultiReductionToElementwise(_MultiReductionPattern):
    """`innerparallel` rank-2 [reduction, parallel]: one combining op per row into the accumulator:

        %r = vector.multi_reduction <add>, %v, %acc [0] : vector<3x8xf32> to vector<8xf32>
      ==> %0 = vector.extract %v[0]   %1 = arith.addf %0, %acc
          %2 = vector.extract %v[1]   %3 = arith.addf %2, %1   ... (3 rows)

    Under a mask, each step selects the old accumulator where the row's mask is off. Fails
    unless rank 2 with only dim 0 reduced, fixed-size, and an integer or float element type."""

    def match_and_rewrite(self, op, rw):
        st = op.source.type
        if len(st.shape) != 2:
            return rw.fail(op, "not rank 2")
        flags = _reduced_mask(op)
        if flags[1] or not flags[0]:
            return rw.fail(op, "not a [reduction, parallel] form")
        if not isinstance(B.elem(op.dest.type), (IntegerType, IndexType, FloatType)):
            return rw.fail(op, "expected integer or float element type")
        if st.scalable[0]:
            # upstream unrolls the base size of a scalable reduced dim, dropping the other vscale
            # slices (a miscompile for vscale > 1): vecir leaves such reductions alone
            return rw.fail(op, "cannot unroll a scalable reduced dim")
        root, mask = self.setup(op, rw)
        loc = op.loc
        result = op.acc
        for i in range(st.shape[0]):
            v = B.extract(rw, loc, op.source, i)
            m = B.extract(rw, loc, mask, i) if mask is not None else None
            result = B.arith_reduction(rw, loc, op.kind.value, v, result, None, m)
        rw.replace_op(root, [result])
        return True


class OneDimMultiReductionToReduction(_MultiReductionPattern):
    """A rank-1 reduction is a `vector.reduction` (masked by the same mask under `vector.mask`):

        %r = vector.multi_reduction <mul>, %v, %acc [0] : vector<8xf32> to f32
      ==> %r = vector.reduction <mul>, %v, %acc : vector<8xf32> into f32"""

    def match_and_rewrite(self, op, rw):
        st = op.source.type
        if len(st.shape) != 1 or not _reduced_mask(op)[0]:
            return rw.fail(op, "not a rank-1 reduction")
        root, mask = self.setup(op, rw)
        red = B.emit(rw, "vector.reduction", [op.source, op.acc], [st.element_type], {"kind": op.kind}, loc=op.loc)
        red = B.mask_operation(rw, red, mask)
        rw.replace_op(root, [red.results[0]])
        return True


def _strategy(options, default: str = "innerparallel") -> str:
    if isinstance(options, str):
        strategy = options
    elif options is not None:
        strategy = getattr(options, "lowering_strategy", default)
    else:
        strategy = default
    strategy = {"inner-parallel": "innerparallel", "inner-reduction": "innerreduction"}.get(strategy, strategy)
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown vector multi_reduction lowering strategy '{strategy}'")
    B.load_dialects()
    return strategy


def populate_vector_multi_reduction_reorder_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorMultiReductionInnerOuterDimPatterns (`reorder_multi_reduction_dims`)."""
    patterns.add(MultiReductionToInnerOuterDims, strategy=_strategy(options))


def populate_vector_multi_reduction_flattening_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorMultiReductionFlatteningPatterns (`multi_reduction_flattening`)."""
    patterns.add(MultiReductionToRank2, strategy=_strategy(options))


def populate_vector_multi_reduction_unrolling_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorMultiReductionUnrollingPatterns (`multi_reduction_unrolling`)."""
    strategy = _strategy(options)
    patterns.add(OneDimMultiReductionToReduction)
    patterns.add(TwoDimMultiReductionToReduction if strategy == "innerreduction" else TwoDimMultiReductionToElementwise)


# the three phases of upstream's lower-vector-multi-reduction pass, in order
PHASES = (populate_vector_multi_reduction_reorder_patterns, populate_vector_multi_reduction_flattening_patterns,
          populate_vector_multi_reduction_unrolling_patterns)

_V = "transform.apply_patterns.vector."
register_pattern_descriptor(_V + "reorder_multi_reduction_dims", populate_vector_multi_reduction_reorder_patterns)
register_pattern_descriptor(_V + "multi_reduction_flattening", populate_vector_multi_reduction_flattening_patterns)
register_pattern_descriptor(_V + "multi_reduction_unrolling", populate_vector_multi_reduction_unrolling_patterns)
