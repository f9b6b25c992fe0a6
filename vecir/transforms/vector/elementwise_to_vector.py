"""Elementwise products of broadcasts as vector ops (upstream's FoldArithToVectorOuterProduct,
populateElementwiseToVectorOpsPatterns; descriptor `transform.apply_patterns.vector.elementwise_to_vector`,
pass ``vector-elementwise-to-vector``).

    %a2 = vector.broadcast %a : vector<3xf32> to vector<4x3xf32>
    %at = vector.transpose %a2, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
    %b2 = vector.broadcast %b : vector<4xf32> to vector<3x4xf32>
    %p = arith.mulf %at, %b2 : vector<3x4xf32>               (either operand order)
  ==>
    %p = vector.outerproduct %a, %b : vector<3xf32>, vector<4xf32>

For arith.mulf and arith.muli with a 2-D result; both broadcasts must go from a 1-D vector without
stretching a unit dim (scalars, vector<f32>, vector<1x4xf32> sources are left alone).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.types import VectorType
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass


def _one_d_broadcast(op) -> bool:
    """A broadcast from a 1-D vector (so no broadcast unit dim: the source's dim stays the result's last)."""
    if op is None or op.name != "vector.broadcast":
        return False
    st, rt = op.operands[0].type, op.results[0].type
    if not isinstance(st, VectorType) or len(st.shape) == 2 or not st.shape:
        return False
    # computeBroadcastedUnitDims: a source unit dim stretched to a larger result dim
    lead = len(rt.shape) - len(st.shape)
    return not any(d == 1 and rt.shape[lead + i] != 1 for i, d in enumerate(st.shape))


class FoldArithToVectorOuterProduct(RewritePattern):
    """See the module docstring (upstream's template, instantiated below for mulf and muli)."""

    root = "arith.mulf"

    def _match(self, a, b):
        t = a.defining_op
        if t is None or t.name != "vector.transpose" or list(t.permutation.value) != [1, 0]:
            return None
        la = t.operands[0].defining_op
        rb = b.defining_op
        if not _one_d_broadcast(la) or not _one_d_broadcast(rb):
            return None
        return la.operands[0], rb.operands[0]

    def match_and_rewrite(self, op, rw):
        rt = op.results[0].type
        if not isinstance(rt, VectorType) or len(rt.shape) != 2:
            return rw.fail(op, "not a 2-D vector product")
        lhs, rhs = op.operands[0], op.operands[1]
        srcs = self._match(lhs, rhs) or self._match(rhs, lhs)
        if srcs is None:
            return rw.fail(op, "not transpose(broadcast(a)) * broadcast(b)")
        rw.set_before(op)
        new = B.emit(rw, "vector.outerproduct", list(srcs), [rt], {"kind": B.kind_attr("add")}, loc=op.loc)
        rw.replace_op(op, [new.results[0]])
        return True


class FoldMulIToVectorOuterProduct(FoldArithToVectorOuterProduct):
    root = "arith.muli"


def populate_elementwise_to_vector_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateElementwiseToVectorOpsPatterns."""
    B.load_dialects()
    patterns.add(FoldArithToVectorOuterProduct, FoldMulIToVectorOuterProduct)


register_pattern_descriptor("transform.apply_patterns.vector.elementwise_to_vector",
                            populate_elementwise_to_vector_patterns)


@register_pass("vector-elementwise-to-vector",
               "Fold products of transposed/plain 1-D broadcasts into vector.outerproduct "
               "(transform.apply_patterns.vector.elementwise_to_vector)")
@dataclass
class VectorElementwiseToVector(ScriptLikePass):
    def populate(self, ps):
        populate_elementwise_to_vector_patterns(ps)
