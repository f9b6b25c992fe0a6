"""Unrolling of n-D vector.from_elements / vector.to_elements to 1-D ones (upstream's UnrollFromElements,
UnrollToElements in VectorUnroll.cpp), one leading dim per application. Part of
populateVectorUnrollPatterns (unroll.py) and on their own the descriptors
`transform.apply_patterns.vector.unroll_from_elements` / `unroll_to_elements` and the passes
``vector-unroll-from-elements`` / ``vector-unroll-to-elements`` (output identical to iree-opt's).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass


class UnrollFromElements(RewritePattern):
    """    %v = vector.from_elements %e0, %e1, %e2, %e3, %e4, %e5 : vector<2x3xf32>
      ==> %p = ub.poison : vector<2x3xf32>
          %r0 = vector.from_elements %e0, %e1, %e2 : vector<3xf32> ; %1 = vector.insert %r0, %p [0]
          %r1 = vector.from_elements %e3, %e4, %e5 : vector<3xf32> ; %v = vector.insert %r1, %1 [1]

    One leading dim per application (to 1-D at the fixed point). Fails for 1-D results and a
    scalable leading dim."""

    root = "vector.from_elements"

    def match_and_rewrite(self, op, rw):
        t = op.dest.type
        if len(t.shape) < 2:
            return rw.fail(op, "already 1-D")
        if t.scalable[0]:
            return rw.fail(op, "cannot unroll scalable dim")
        loc = op.loc
        rw.set_before(op)
        result = B.poison(rw, loc, t)
        sub_t = B.drop_dim(t, 0)
        n = 1
        for d in sub_t.shape:
            n *= d
        elems = list(op.elements)
        for i in range(t.shape[0]):
            sub = B.emit(rw, "vector.from_elements", elems[i * n:(i + 1) * n], [sub_t], loc=loc).results[0]
            result = B.insert(rw, loc, sub, result, i)
        rw.replace_op(op, [result])
        return True


class UnrollToElements(RewritePattern):
    """    %e:4 = vector.to_elements %v : vector<2x2xf32>
      ==> %v0 = vector.extract %v[0] ; %v1 = vector.extract %v[1]
          %a:2 = vector.to_elements %v0 : vector<2xf32> ; %b:2 = vector.to_elements %v1 : vector<2xf32>

    Fails for 1-D sources and a scalable leading dim."""

    root = "vector.to_elements"

    def match_and_rewrite(self, op, rw):
        t = op.source.type
        if len(t.shape) < 2:
            return rw.fail(op, "already 1-D")
        if t.scalable[0]:
            return rw.fail(op, "cannot unroll scalable dim")
        loc = op.loc
        rw.set_before(op)
        subs = [B.extract(rw, loc, op.source, i) for i in range(t.shape[0])]
        results = []
        for v in subs:
            n = 1
            for d in v.type.shape:
                n *= d
            results.extend(B.emit(rw, "vector.to_elements", [v], [t.element_type] * n, loc=loc).results)
        rw.replace_op(op, results)
        return True


def populate_vector_from_elements_unroll_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorFromElementsUnrollPatterns."""
    B.load_dialects()
    patterns.add(UnrollFromElements)


def populate_vector_to_elements_unroll_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorToElementsUnrollPatterns."""
    B.load_dialects()
    patterns.add(UnrollToElements)


register_pattern_descriptor("transform.apply_patterns.vector.unroll_from_elements",
                            populate_vector_from_elements_unroll_patterns)
register_pattern_descriptor("transform.apply_patterns.vector.unroll_to_elements",
                            populate_vector_to_elements_unroll_patterns)


@register_pass("vector-unroll-from-elements",
               "Unroll n-D vector.from_elements to 1-D ones (transform.apply_patterns.vector.unroll_from_elements)")
@dataclass
class VectorUnrollFromElements(ScriptLikePass):
    def populate(self, ps):
        populate_vector_from_elements_unroll_patterns(ps)


@register_pass("vector-unroll-to-elements",
               "Unroll n-D vector.to_elements to 1-D ones (transform.apply_patterns.vector.unroll_to_elements)")
@dataclass
class VectorUnrollToElements(ScriptLikePass):
    def populate(self, ps):
        populate_vector_to_elements_unroll_patterns(ps)
