"""Loop parallelism (upstream's isLoopParallel / isLoopMemoryParallel / getSupportedReductions).

    affine.for %i = 0 to 10 { %v = affine.load %A[%i]; affine.store %v, %A[%i] }    parallel
    affine.for %i = 1 to 10 { %v = affine.load %A[%i - 1]; affine.store %v, %A[%i] } not parallel
    %s = affine.for %i = 0 to 10 iter_args(%a = %z) -> f32 { ...; %n = arith.addf %a, %x; affine.yield %n }
         parallel only when reductions are asked for (one "addf" reduction of %x)

Every answer carries a reason (why not), for the passes' debug output.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....ir.types import MemRefType
from ....rewrite.driver import is_memory_effect_free
from .dependence import READS, WRITES, check_dependence
from .loop_dims import enclosing_loop_dims

# arith op -> atomic rmw kind of the reduction it performs (upstream's getReductionOp inverse)
REDUCTION_KINDS = {
    "arith.addf": "addf", "arith.mulf": "mulf", "arith.addi": "addi", "arith.muli": "muli",
    "arith.andi": "andi", "arith.ori": "ori", "arith.xori": "xori", "arith.maximumf": "maximumf", "arith.minimumf": "minimumf",
    "arith.maxnumf": "maxnumf", "arith.minnumf": "minnumf", "arith.maxsi": "maxs", "arith.minsi": "mins",
    "arith.maxui": "maxu", "arith.minui": "minu",
}


@dataclass
class LoopReduction:
    kind: str          # atomic rmw kind, as affine.parallel's reduce list prints it
    iter_arg_pos: int
    value: object      # the value combined into the accumulator each iteration


def supported_reductions(for_op) -> list[LoopReduction]:
    """iter_args updated by one single-use reduction op: `%n = arith.addf %acc, %x` yielded."""
    out = []
    body = for_op.regions[0].blocks[0]
    yld = body.terminator
    for i, acc in enumerate(for_op.region_iter_args):
        y = yld.operands[i]
        op = y.defining_op
        if op is None or op.name not in REDUCTION_KINDS or op.parent_op is not for_op:
            continue
        if not acc.has_one_use or not y.has_one_use:
            continue
        a, b = op.operands
        if a is acc and b is not acc:
            out.append(LoopReduction(REDUCTION_KINDS[op.name], i, b))
        elif b is acc and a is not acc:
            out.append(LoopReduction(REDUCTION_KINDS[op.name], i, a))
    return out


def _locally_defined(memref, loop) -> bool:
    d = memref.defining_op
    return d is not None and loop.is_ancestor_of(d)


def nesting_depth(op) -> int:
    """upstream's getNestingDepth: enclosing affine.for ops plus the IVs of enclosing
    affine.parallel ops (each a loop dim of the dependence analysis)."""
    return len(enclosing_loop_dims(op))


def is_loop_memory_parallel(for_op) -> tuple[bool, str]:
    if any(isinstance(t, MemRefType) for t in for_op.result_types):
        return False, "a memref-typed iter_arg serializes the loop"
    accesses = []
    for op in for_op.walk():
        if op is for_op:
            continue
        if op.name in READS or op.name in WRITES:
            memref = op.operands[1 if op.name in WRITES else 0]
            if not _locally_defined(memref, for_op):
                accesses.append(op)
        elif op.name in ("affine.for", "affine.yield", "affine.if"):
            continue
        elif op.name in ("memref.alloc", "memref.alloca"):
            continue
        elif not is_memory_effect_free(op):
            return False, f"'{op.name}' has memory effects the analysis does not model"
    depth = nesting_depth(for_op) + 1
    for s in accesses:
        for d in accesses:
            r = check_dependence(s, d, depth)
            if r.kind != "no-dependence":
                why = "dependence analysis failed: " + r.reason if r.kind == "failure" else "loop-carried dependence"
                return False, f"{why} from '{s.name}' to '{d.name}' at depth {depth}"
    return True, "no loop-carried dependence"


def is_loop_parallel(for_op, parallel_reductions: list | None = None) -> tuple[bool, str]:
    """(parallel?, reason).  With a list for ``parallel_reductions`` iter_args may be reductions
    (they are appended to it); without one any iter_arg makes the loop sequential."""
    n = len(for_op.inits)
    if n and parallel_reductions is None:
        return False, "the loop carries SSA values (iter_args)"
    if parallel_reductions is not None:
        parallel_reductions.extend(supported_reductions(for_op))
        if len(parallel_reductions) != n:
            return False, "an iter_arg is not a supported reduction"
    return is_loop_memory_parallel(for_op)
