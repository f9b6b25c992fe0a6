"""Named linalg ops to linalg.generic (upstream's Generalization.cpp: generalizeNamedOp,
populateLinalgNamedOpsGeneralizationPatterns, the pass ``linalg-generalize-named-ops`` and the
transform op `transform.structured.generalize`).

    linalg.matmul ins(%a, %b : memref<4x3xf32>, memref<3x5xf32>) outs(%c : memref<4x5xf32>)
  ==>
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, ...],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %b : memref<4x3xf32>, memref<3x5xf32>) outs(%c : memref<4x5xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }

The generic op gets the named op's indexing maps and iterator types and takes over its region (the
body a named op already carries, with its casts); it has results only when no operand is a memref.
The named op's discardable attributes (a convolution's memoized maps too) move to the generic op,
as iree-opt 3.13 does.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.attrs import ArrayAttr
from ...ir.core import Operation, Region
from ...ir.types import MemRefType
from ...passes.base import Pass, register_pass
from ...rewrite.pattern import PatternSet, RewritePattern, Rewriter


def is_named_structured_op(op: Operation) -> bool:
    """A linalg structured op other than linalg.generic, with the one region every named op carries."""
    from ...dialects.linalg.named import NamedOp

    return isinstance(op, NamedOp) and len(op.regions) == 1


def generalize_named_op(rw: Rewriter, op: Operation) -> Operation | None:
    """upstream's generalizeNamedOp: replace ``op`` by an equivalent linalg.generic and return it;
    None (with a match-failure note) when ``op`` is not a named structured op."""
    from ...dialects.linalg.attrs import IteratorTypeAttr
    from ...dialects.linalg.generic import GenericOp
    from ...dialects.linalg.structured import maps_attr, segments

    if not is_named_structured_op(op):
        rw.fail(op, "preconditions not met")
        return None
    inputs, outputs = list(op.inputs), list(op.outputs)
    pure_tensors = not any(isinstance(v.type, MemRefType) for v in op.operands)  # hasPureTensorSemantics
    result_types = [v.type for v in outputs] if pure_tensors else []
    props = {"indexing_maps": maps_attr(op.indexing_maps_list()),
             "iterator_types": ArrayAttr([IteratorTypeAttr(x) for x in op.iterator_type_names()]),
             "operandSegmentSizes": segments(len(inputs), len(outputs))}
    rw.set_before(op)
    generic = rw.insert(GenericOp.create(inputs + outputs, result_types, props, dict(op.attributes), [Region()],
                                            loc=op.loc))
    rw.inline_region_before(op.regions[0], generic.regions[0])
    rw.replace_op(op, list(generic.results))
    return generic


class LinalgGeneralizationPattern(RewritePattern):
    """Every named structured op (matmul, batch_matmul, fill, copy, transpose, convolutions) becomes
    a linalg.generic (module docstring)."""

    root = None  # any op: the named ops are recognised by class

    def match_and_rewrite(self, op, rw):
        if not op.name.startswith("linalg.") or op.name == "linalg.generic":
            return False
        return generalize_named_op(rw, op) is not None


def populate_linalg_named_ops_generalization_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateLinalgNamedOpsGeneralizationPatterns."""
    from ...dialects import load_all

    load_all()
    patterns.add(LinalgGeneralizationPattern)


@register_pass("linalg-generalize-named-ops", "Convert `named` and `category` ops into `generic` ops")
@dataclass
class LinalgGeneralizeNamedOps(Pass):
    """Upstream's pass: the generalization pattern applied greedily (folding on) to the op it runs on;
    like upstream, not converging is not a failure."""

    display_name = "LinalgGeneralizeNamedOpsPass"

    def run(self, op: Operation) -> None:
        from ...rewrite import apply_patterns_greedily

        ps = PatternSet()
        populate_linalg_named_ops_generalization_patterns(ps)
        apply_patterns_greedily(op, ps.freeze())
