"""affine-parallelize{max-nested parallel-reductions}: affine.for loops that dependence analysis
proves parallel become 1-D affine.parallel ops (upstream's AffineParallelize).

    affine.for %i = 0 to 9 step 2 { A[i] = A[i] + A[i] }
  ==>
    affine.parallel (%i) = (0) to (9) step (2) { ... }

    %r = affine.for %i = 0 to 10 iter_args(%a = %init) -> (f32) {      (parallel-reductions=true)
      %x = ...; %n = arith.addf %a, %x : f32; affine.yield %n : f32 }
  ==>
    %p = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) { %x = ...; affine.yield %x : f32 }
    %r = arith.addf %init, %p : f32

Candidates are collected in pre-order before any rewrite; a loop is converted when fewer than
max-nested affine.parallel ops enclose it (up to the affine scope).  Loops that stay sequential
say why under ``VECIR_DEBUG_ONLY=affine-parallel``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.affine.parallel import ATOMIC_RMW_KINDS, ParallelOp, groups_attr
from ...ir.attrs import AffineMapAttr, ArrayAttr, IntegerAttr
from ...ir.core import Region
from ...ir.types import IntegerType
from ...passes.base import Pass, register_pass
from ...passes.options import typed
from .analysis.parallelism import is_loop_parallel
from .debug import debug

DEBUG_TYPE = "affine-parallel"


def _is_affine_scope(op) -> bool:
    from ...dialects.affine._common import _has_trait
    from ...ir.op import AffineScope

    return _has_trait(op, AffineScope)


def affine_parallelize(for_op, reductions) -> bool:
    """Rewrite ``for_op`` into an affine.parallel (upstream's affineParallelize)."""
    if len(reductions) != len(for_op.inits):
        return False
    i64 = IntegerType(64)
    lb, ub = for_op.lower_map, for_op.upper_map
    reduced = [r.value for r in reductions]
    props = {
        "lowerBoundsGroups": groups_attr([len(lb.results)]), "lowerBoundsMap": AffineMapAttr(lb),
        "reductions": ArrayAttr([IntegerAttr(ATOMIC_RMW_KINDS.index(r.kind), i64) for r in reductions]),
        "steps": ArrayAttr([IntegerAttr(for_op.step_value, i64)]),
        "upperBoundsGroups": groups_attr([len(ub.results)]), "upperBoundsMap": AffineMapAttr(ub),
    }
    ploop = ParallelOp.create(list(for_op.lower_operands) + list(for_op.upper_operands),
                              [v.type for v in reduced], props, {}, [Region()], loc=for_op.loc)
    block = for_op.parent
    block.insert_before(for_op, ploop)
    ploop.regions[0].take_body(for_op.regions[0])
    body = ploop.regions[0].blocks[0]
    yld = body.terminator
    for i, r in enumerate(reductions):
        red = yld.operands[i].defining_op
        red.detach()
        block.insert_before(for_op, red)
        red.set_operands([for_op.inits[i], ploop.results[i]])
        for_op.results[i].replace_all_uses_with(red.results[0])
    yld.set_operands(reduced)
    for _ in reductions:
        body.erase_argument(1)
    for_op.erase()
    return True


@register_pass("affine-parallelize", "Convert affine.for ops into 1-D affine.parallel")
@dataclass
class AffineParallelize(Pass):
    max_nested: int = typed(4294967295, "uint")
    parallel_reductions: bool = False
    display_name = "AffineParallelize"

    def run(self, op) -> None:
        candidates = []
        for loop in op.walk():
            if loop.name != "affine.for":
                continue
            reds = [] if self.parallel_reductions else None
            ok, why = is_loop_parallel(loop, reds)
            if ok:
                candidates.append((loop, reds or []))
            else:
                debug(DEBUG_TYPE, f"not parallel: {why}")
        for loop, reds in candidates:
            nested = 0
            p = loop.parent_op
            while p is not None and not _is_affine_scope(p):
                if p.name == "affine.parallel":
                    nested += 1
                p = p.parent_op
            if nested < self.max_nested:
                if not affine_parallelize(loop, reds):
                    debug(DEBUG_TYPE, "failed to parallelize")
            else:
                debug(DEBUG_TYPE, "too many nested loops")
