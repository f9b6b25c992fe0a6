"""Folding operand extensions into vector.contract (upstream's FoldArithExtIntoContractionOp,
populateFoldArithExtensionPatterns; descriptor `transform.apply_patterns.vector.fold_arith_extension`,
pass ``vector-fold-arith-extension``).

    %l = arith.extf %a : vector<2x3xf16> to vector<2x3xf32>
    %r = arith.extf %b : vector<3x4xf16> to vector<3x4xf32>
    %c = vector.contract {...} %l, %r, %acc : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  ==>
    %c = vector.contract {...} %a, %b, %acc : vector<2x3xf16>, vector<3x4xf16> into vector<2x4xf32>

A contract promotes narrower operands to the accumulator's element type (extf for floats, sign
extension for integers), so both operands must come from the same extension: both arith.extf or
both arith.extsi (arith.extui is not what the contract would do). Like upstream the new contract
carries no fastmath flags; unlike upstream (iree-opt 3.13 rebuilds it with the default `add` kind,
turning a `maxnumf` contract into a sum) vecir keeps the combining kind.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass

_EXTENSIONS = ("arith.extf", "arith.extsi")


class FoldArithExtIntoContraction(RewritePattern):
    """See the module docstring."""

    root = "vector.contract"

    def match_and_rewrite(self, op, rw):
        ld, rd = op.lhs.defining_op, op.rhs.defining_op
        if ld is None or rd is None or ld.name not in _EXTENSIONS or rd.name != ld.name:
            return rw.fail(op, "no defining op on contract operands")
        rw.set_before(op)
        props = {"indexing_maps": op.indexing_maps, "iterator_types": op.iterator_types, "kind": op.kind}
        new = B.emit(rw, "vector.contract", [ld.operands[0], rd.operands[0], op.acc], [op.result_.type], props,
                     loc=op.loc)
        rw.replace_op(op, [new.results[0]])
        return True


def populate_fold_arith_extension_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateFoldArithExtensionPatterns."""
    B.load_dialects()
    patterns.add(FoldArithExtIntoContraction)


register_pattern_descriptor("transform.apply_patterns.vector.fold_arith_extension",
                            populate_fold_arith_extension_patterns)


@register_pass("vector-fold-arith-extension",
               "Fold arith.extf/extsi of both operands into vector.contract "
               "(transform.apply_patterns.vector.fold_arith_extension)")
@dataclass
class VectorFoldArithExtension(ScriptLikePass):
    def populate(self, ps):
        populate_fold_arith_extension_patterns(ps)
