"""Helpers of affine-scalrep: access equality, dominance in structured regions, and upstream's
hasNoInterveningEffect (is there an op between two accesses that may write / read the memref?).

    affine.store %v, %A[%i]                    start
    affine.for %j ... { affine.store %w, %B[%j] }   checked whole: %B may alias %A -> effect
    %x = affine.load %A[%i]                    memOp

Affine loads/stores on the same memref are asked of the dependence analysis at every depth
deeper than the loops common to start and memOp (upstream's mayHaveEffect); other ops are judged
by their traits: Pure / effect-free: none; MemoryRead / MemoryWrite: an effect when one of their
memref operands may alias (or they have none); RecursiveMemoryEffects: their nested ops; anything
else (calls, unregistered ops): an effect.
"""

from __future__ import annotations

from ...dialects.affine._common import constant_index, get_affine_scope
from ...ir.affine import AffineConstantExpr, const, dim
from ...ir.affine_simplify import simplify_affine_expr
from ...ir.core import BlockArgument
from ...ir.op import ConstantLike, MemoryAlloc, MemoryFree, MemoryRead, MemoryWrite, Pure, RecursiveMemoryEffects
from ...ir.types import MemRefType
from .analysis.dependence import MemRefAccess, check_dependence
from .analysis.loop_dims import num_common_surrounding_loops

ALLOCS = ("memref.alloc", "memref.alloca")
AFFINE_READS = ("affine.load", "affine.vector_load")
AFFINE_WRITES = ("affine.store", "affine.vector_store")


# op -> (operand positions it reads, operand positions it writes), for ops whose effects are on
# particular memref operands (as their upstream getEffects report them); other ops with memory
# traits are taken to read / write every memref operand
OPERAND_EFFECTS = {
    "memref.load": ((0,), ()), "memref.store": ((), (1,)), "memref.copy": ((0,), (1,)),
    "vector.load": ((0,), ()), "vector.store": ((), (1,)),
    "vector.transfer_read": ((0,), ()), "vector.transfer_write": ((), (1,)),
    "vector.maskedload": ((0,), ()), "vector.maskedstore": ((), (0,)),
    "vector.gather": ((0,), ()), "vector.scatter": ((), (0,)),
    "vector.expandload": ((0,), ()), "vector.compressstore": ((), (0,)),
}


def access_memref(op):
    return op.operands[1] if op.name in AFFINE_WRITES else op.operands[0]


def _is_func_arg(v) -> bool:
    if not isinstance(v, BlockArgument):
        return False
    b = v.parent_block
    op = b.parent.parent if b is not None and b.parent is not None else None
    return op is not None and op.name == "func.func" and b is op.regions[0].blocks[0]


VIEW_LIKE = ("memref.subview", "memref.view", "memref.cast", "memref.reinterpret_cast",
             "memref.expand_shape", "memref.collapse_shape", "memref.transpose",
             "memref.memory_space_cast", "memref.assume_alignment")


def _underlying(v):
    """The value a chain of view-like ops starts from (their source is operand 0)."""
    d = v.defining_op
    while d is not None and d.name in VIEW_LIKE and d.operands:
        v = d.operands[0]
        d = v.defining_op
    return v


def may_alias(a, b) -> bool:
    """Local alias analysis, after looking through view-like ops: distinct allocations, or an
    allocation and a function argument, do not alias; anything else may."""
    if a is b:
        return True
    a, b = _underlying(a), _underlying(b)
    if a is b:
        return True
    da, db = a.defining_op, b.defining_op
    a_alloc = da is not None and da.name in ALLOCS
    b_alloc = db is not None and db.name in ALLOCS
    if a_alloc and b_alloc:
        return False
    if (a_alloc and _is_func_arg(b)) or (b_alloc and _is_func_arg(a)):
        return False
    return True


def _access_exprs(acc: MemRefAccess, union: list) -> list:
    """The composed access expressions over `union` (every operand becomes a dim, constants fold)."""
    repl = []
    for v in acc.operands:
        c = constant_index(v)
        if c is not None:
            repl.append(const(c))
            continue
        for i, u in enumerate(union):
            if u is v:
                break
        else:
            union.append(v)
            i = len(union) - 1
        repl.append(dim(i))
    nd = acc.map.num_dims
    return [e.replace_dims_and_symbols(repl[:nd], repl[nd:]) for e in acc.map.results]


def same_access(x, y) -> bool:
    """upstream's MemRefAccess ==: same memref and the composed access maps differ by zero."""
    if access_memref(x) is not access_memref(y):
        return False
    ax, ay = MemRefAccess.of(x), MemRefAccess.of(y)
    if len(ax.map.results) != len(ay.map.results):
        return False
    union: list = []
    ex, ey = _access_exprs(ax, union), _access_exprs(ay, union)
    for a, b in zip(ex, ey):
        d = simplify_affine_expr(a - b, len(union), 0)
        if not (isinstance(d, AffineConstantExpr) and d.value == 0):
            return False
    return True


def _ancestor_in_block(op, block):
    while op is not None and op.parent is not block:
        op = op.parent_op
    return op


def is_before_in_block(a, b) -> bool:
    op = a.next
    while op is not None:
        if op is b:
            return True
        op = op.next
    return False


def dominates(a, b) -> bool:
    """a properly dominates b (structured regions; across blocks of a CFG region: no)."""
    anc = _ancestor_in_block(b, a.parent)
    return anc is not None and anc is not a and is_before_in_block(a, anc)


def post_dominates(b, a) -> bool:
    """b post-dominates a, both in the same block (other cases: no)."""
    return a.parent is b.parent and is_before_in_block(a, b)


def num_common_loops(a, b) -> int:
    """upstream's getNumCommonSurroundingLoops (affine.for and affine.parallel IVs)."""
    return num_common_surrounding_loops(a, b)


def must_reach_at_innermost(src, dst) -> bool:
    """upstream's mustReachAtInnermost: a loop-independent dependence src -> dst exists."""
    if get_affine_scope(src) is not get_affine_scope(dst):
        return False
    return check_dependence(src, dst, num_common_loops(src, dst) + 1).kind == "dependence"


def _may_have_effect(src, dst, min_loops: int) -> bool:
    if access_memref(src) is access_memref(dst) and get_affine_scope(src) is get_affine_scope(dst):
        for d in range(num_common_loops(src, dst) + 1, min_loops, -1):
            if check_dependence(src, dst, d).kind != "no-dependence":
                return True
        return False
    return True


class _EffectFinder:
    def __init__(self, start, mem_op, kind: str) -> None:
        self.start, self.mem_op, self.kind = start, mem_op, kind
        self.memref = access_memref(mem_op)
        self.found = False
        self.culprit = None          # the first op found to have the effect (None: a CFG path)
        self.min_loops = num_common_loops(start, mem_op)

    def check(self, op) -> None:
        if self.found:
            return
        self._check(op)
        if self.found and self.culprit is None:
            self.culprit = op

    def _check(self, op) -> None:
        cls = type(op)
        traits = cls.traits
        affine_kind = AFFINE_WRITES if self.kind == "write" else AFFINE_READS
        if op.name in AFFINE_READS + AFFINE_WRITES:
            if op.name in affine_kind and may_alias(access_memref(op), self.memref):
                self.found = _may_have_effect(op, self.mem_op, self.min_loops)
            return
        if not cls.registered:
            self.found = True
            return
        if Pure in traits or ConstantLike in traits:
            return
        free = getattr(op, "memory_effect_free", None)
        if free is not None and free():
            return
        trait = MemoryWrite if self.kind == "write" else MemoryRead
        has_interface = any(t in traits for t in (MemoryRead, MemoryWrite, MemoryAlloc, MemoryFree))
        if has_interface:
            if trait not in traits:
                return
            pos = OPERAND_EFFECTS.get(op.name)
            if pos is not None:
                cands = [op.operands[i] for i in pos[0 if self.kind == "read" else 1] if i < len(op.operands)]
            else:
                cands = op.operands
            mems = [v for v in cands if isinstance(v.type, MemRefType)]
            if pos is not None and not mems:
                return
            if not mems or any(may_alias(v, self.memref) for v in mems):
                self.found = True
            return
        if RecursiveMemoryEffects in traits:
            for r in op.regions:
                for b in r.blocks:
                    for inner in b.ops:
                        self.check(inner)
            return
        self.found = True

    def recur(self, frm, until) -> None:
        if frm.parent_region is not until.parent_region:
            self.recur(frm, until.parent_op)
            self.check(until.parent_op)
            return
        if frm.parent is not until.parent:
            self.found = True  # a CFG path: not followed, assume an effect
            return
        op = frm.next
        while op is not None and op is not until:
            self.check(op)
            op = op.next


def has_no_intervening_effect(start, mem_op, kind: str) -> bool:
    """upstream's hasNoInterveningEffect<Write or Read>(start, memOp)."""
    return intervening_effect(start, mem_op, kind) is None


def intervening_effect(start, mem_op, kind: str) -> str | None:
    """None when nothing between ``start`` and ``mem_op`` may ``kind`` (read/write) the memref,
    else what may, for the debug output: "'affine.store' at line 7" or "a path through other
    blocks" (control flow is not followed)."""
    f = _EffectFinder(start, mem_op, kind)
    f.recur(start, mem_op)
    if not f.found:
        return None
    return "a path through other blocks" if f.culprit is None else describe(f.culprit)


def describe(op) -> str:
    """'name' at line N (the op's source line when it has one)."""
    line = getattr(op.loc, "line", None)
    return f"'{op.name}' at line {line}" if line is not None else f"'{op.name}'"
