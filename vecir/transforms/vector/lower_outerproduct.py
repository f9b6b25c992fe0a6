"""vector.outerproduct lowering (upstream's OuterProductOpLowering in LowerVectorContract.cpp):
one `vector.fma` (float `add`) or multiply + combining op per row of the result.

Reached through ``populate_vector_outer_product_lowering_patterns`` (transform op
`lower_outerproduct`) and, unless disabled, ``populate_vector_contract_lowering_patterns``.
"""

from __future__ import annotations

from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from ...dialects.transform import register_pattern_descriptor
from . import _build as B
from .lower_contract import contract_arith


class OuterProductToFMA(RewritePattern):
    """Row by row:

        %x = vector.outerproduct %lhs, %rhs, %acc : vector<2xf32>, vector<3xf32>
      ==>
        %z = arith.constant dense<0.0> : vector<2x3xf32>
        %0 = vector.extract %lhs[0] : f32 from vector<2xf32>
        %1 = vector.broadcast %0 : f32 to vector<3xf32>
        %2 = vector.extract %acc[0] : vector<3xf32> from vector<2x3xf32>
        %3 = vector.fma %1, %rhs, %2 : vector<3xf32>
        %4 = vector.insert %3, %z [0] : vector<3xf32> into vector<2x3xf32>   ... (row 1)

    The AXPY form (scalar rhs) broadcasts the scalar and does one fma. Under `vector.mask`, each
    row's fma keeps the accumulator where masked off (`arith.select`), and the mask op is what
    gets replaced. Fails for a 2-D result whose dims are all scalable (it cannot be unrolled), and
    for kinds that do not apply to the element type."""

    root = "vector.outerproduct"

    def match_and_rewrite(self, op, rw):
        res_t = op.result_.type
        if len(res_t.shape) >= 2 and all(res_t.scalable):
            return rw.fail(op, "cannot unroll a result whose dims are all scalable")
        loc = op.loc
        lhs_t, rhs_t = op.lhs.type, op.rhs.type
        is_int = B.is_int(res_t)
        acc, kind = op.acc, op.kind.value
        mask_op = B.masking_op(op)
        root = mask_op if mask_op is not None else op
        mask = mask_op.mask if mask_op is not None else None
        rw.set_before(root)
        if not isinstance(rhs_t, VectorType):
            b = B.broadcast(rw, loc, lhs_t, op.rhs)
            r = contract_arith(rw, loc, op.lhs, b, acc, kind, is_int, mask)
            if r is None:
                return rw.fail(op, "combining kind does not apply to the element type")
            rw.replace_op(root, [r])
            return True
        result = B.zero(rw, loc, res_t)
        for d in range(res_t.shape[0]):
            x = B.extract(rw, loc, op.lhs, d)
            a = B.broadcast(rw, loc, rhs_t, x)
            r = B.extract(rw, loc, acc, d) if acc is not None else None
            m = B.extract(rw, loc, mask, d) if mask is not None else None
            v = contract_arith(rw, loc, a, op.rhs, r, kind, is_int, m)
            if v is None:
                return rw.fail(op, "combining kind does not apply to the element type")
            result = B.insert(rw, loc, v, result, d)
        rw.replace_op(root, [result])
        return True


def populate_vector_outer_product_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorOuterProductLoweringPatterns."""
    B.load_dialects()
    patterns.add(OuterProductToFMA)


register_pattern_descriptor("transform.apply_patterns.vector.lower_outerproduct",
                            populate_vector_outer_product_lowering_patterns)
