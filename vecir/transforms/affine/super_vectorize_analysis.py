"""What affine-super-vectorize may vectorize (upstream's LoopAnalysis isVectorizableLoopBody /
isContiguousAccess, NestedMatcher and getSupportedReductions), separate from the rewriting.

A loop is vectorizable along its IV when its body has no affine.if, no other region op, no
vector.transfer, only int/index/float operand and result types, and every affine.load/store is
*contiguous* along the IV: invariant, or varying in exactly one memref dim, the same dim for all
accesses.  ``memref_dim`` counts that dim from the fastest varying one (0 = last):

    affine.for %i ... { affine.for %j ... { %a = affine.load %A[%i, %j] } }
      along %j: varies in dim 1 of 2 -> memref_dim 0;  along %i: varies in dim 0 -> memref_dim 1

A pattern of n nested loop filters (outermost first) matches loops the way upstream's
``For(filter, For(filter, ...))`` does: a post-order walk; each match keeps the matches of the
inner pattern anywhere below it (not only in the immediate body).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import gcd

from ...dialects.affine._common import compose_affine_map_and_operands
from ...ir.affine_expr import CEILDIV, FLOORDIV, MOD, AffineBinaryExpr, AffineConstantExpr, AffineDimExpr, AffineSymbolExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import StridedLayoutAttr
from ...ir.diagnostics import emit_error
from ...ir.types import FloatType, IndexType, IntegerType, MemRefType
from .analysis.parallelism import is_loop_memory_parallel
from .debug import debug

# combiner op -> (vector.reduction kind, identity kind) for upstream's getSupportedReduction
REDUCTION_COMBINERS = {
    "arith.addf": "add", "arith.mulf": "mul", "arith.addi": "add", "arith.muli": "mul",
    "arith.andi": "and", "arith.ori": "or", "arith.xori": "xor",
    "arith.maximumf": "maximumf", "arith.minimumf": "minimumf", "arith.maxnumf": "maxnumf",
    "arith.minnumf": "minnumf", "arith.maxsi": "maxsi", "arith.minsi": "minsi",
    "arith.maxui": "maxui", "arith.minui": "minui",
}

TRANSFER_OPS = ("vector.transfer_read", "vector.transfer_write")


@dataclass
class Reduction:
    """One iter_arg of a reduction loop: ``combiner`` is the arith op name that folds ``value`` in."""
    combiner: str
    pos: int
    value: object


def is_valid_vector_element_type(t) -> bool:
    return isinstance(t, (IntegerType, IndexType, FloatType))


def match_reduction(for_op, pos: int):
    """(combiner op, reduced value) when iter_arg ``pos`` is used once, by a two-operand op whose
    only use is yield operand ``pos`` (upstream's matchReduction with one combiner); else None."""
    body = for_op.regions[0].blocks[0]
    acc = body.args[1 + pos]
    if not acc.has_one_use:
        return None
    comb = next(iter(acc.users))
    if comb.parent is not body or len(comb.operands) != 2 or len(comb.results) != 1:
        return None
    res = comb.results[0]
    yld = body.terminator
    if not res.has_one_use or next(iter(res.users)) is not yld or yld.operands[pos] is not res:
        return None
    a, b = comb.operands
    return comb, (b if a is acc else a)


def supported_reductions(for_op) -> list[Reduction]:
    out = []
    for pos in range(len(for_op.region_iter_args)):
        m = match_reduction(for_op, pos)
        if m is not None and m[0].name in REDUCTION_COMBINERS:
            out.append(Reduction(m[0].name, pos, m[1]))
    return out


_VIEW_OPS = ("memref.reinterpret_cast", "memref.subview", "memref.cast", "memref.view",
             "memref.expand_shape", "memref.collapse_shape", "memref.transpose",
             "memref.memory_space_cast", "memref.assume_alignment")


def _view_root(v):
    while v.defining_op is not None and v.defining_op.name in _VIEW_OPS:
        v = v.defining_op.operands[0]
    return v


def _writes_through_alias(loop) -> bool:
    """Whether the loop writes a memref that it also accesses through another view of the same
    buffer (``%v = memref.reinterpret_cast %m``; store to %v, load from %m).  The dependence
    analysis compares accesses of one memref value only, so it calls such a loop parallel; iree-opt
    3.13 then vectorizes lanes that read what earlier lanes store.  Kept scalar, as upstream now does."""
    accessed: dict = {}
    for op in loop.walk():
        if op.name in ("affine.load", "affine.store", "affine.vector_load", "affine.vector_store"):
            is_store = op.name in ("affine.store", "affine.vector_store")
            m = op.operands[1 if is_store else 0]
            views = accessed.setdefault(id(_view_root(m)), {})
            views[id(m)] = views.get(id(m), False) or is_store
    return any(len(views) > 1 and any(views.values()) for views in accessed.values())


def _where(loop) -> str:
    line = getattr(loop.loc, "line", None)
    return "the loop" + (f" at line {line}" if line is not None else "")


def parallel_loops(func_op, with_reductions: bool) -> tuple[set, dict]:
    """(parallel affine.for ops, loop -> reductions) as upstream's isLoopParallel decides them."""
    loops, reductions = set(), {}
    for op in func_op.walk():
        if op.name != "affine.for":
            continue
        n = len(op.inits)
        found = []
        if n:
            if not with_reductions:
                debug("early-vect", f"{_where(op)} stays scalar: it carries iter_args and vectorize-reductions is off")
                continue
            found = supported_reductions(op)
            if len(found) != n:
                bad = sorted(set(range(n)) - {r.pos for r in found})
                debug("early-vect", f"{_where(op)} stays scalar: iter_arg #{bad[0]} is not a supported reduction")
                continue
        parallel, why = is_loop_memory_parallel(op)
        if not parallel:
            debug("early-vect", f"{_where(op)} stays scalar: {why}")
        elif _writes_through_alias(op):
            debug("early-vect", f"{_where(op)} stays scalar: it writes a buffer it also accesses through another view")
        else:
            loops.add(op)
            if found:
                reductions[op] = found
    return loops, reductions


# -- contiguity ------------------------------------------------------------------------------------

def is_access_index_invariant(iv, index) -> bool:
    """Whether ``index``, with the affine.apply ops producing it composed in, does not use ``iv``."""
    m, ops = compose_affine_map_and_operands(AffineMap.identity(1), [index])
    for k, v in enumerate(ops):
        if v is iv:
            return not m.results[0].is_function_of_dim(k)
    return True


def _expr_operands(e, operands, num_dims: int, out: list) -> None:
    if type(e) is AffineDimExpr:
        out.append(operands[e.position])
    elif type(e) is AffineSymbolExpr:
        out.append(operands[num_dims + e.position])
    else:
        for sub in (getattr(e, "lhs", None), getattr(e, "rhs", None)):
            if sub is not None:
                _expr_operands(sub, operands, num_dims, out)


def access_memref_and_map(op):
    is_store = op.name == "affine.store"
    memref = op.operands[1 if is_store else 0]
    return memref, op.properties["map"].value, op.operands[2 if is_store else 1:]


def _identity_layout(mt: MemRefType) -> bool:
    """MemRefLayoutAttrInterface::isIdentity: no layout, an identity map, or a strided layout
    whose linear map is the identity (rank 1, stride 1, offset 0: ``strided<[1]>``)."""
    lay = mt.layout
    if lay is None:
        return True
    if isinstance(lay, StridedLayoutAttr):
        return lay.offset == 0 and lay.strides == (1,)
    value = getattr(lay, "value", None)
    return isinstance(value, AffineMap) and value.is_identity()


def contiguous_access(iv, op) -> tuple[bool, int]:
    """(contiguous?, memref dim counted from the last one, or -1 when invariant along ``iv``)."""
    memref, amap, operands = access_memref_and_map(op)
    mt = memref.type
    if not _identity_layout(mt):
        emit_error(op.loc, "NYI: non-trivial layout map", op=op)
        return False, -1
    varying = -1
    rank = len(mt.shape)
    for i in range(rank):
        used: list = []
        _expr_operands(amap.results[i], operands, amap.num_dims, used)
        for v in used:
            if not is_access_index_invariant(iv, v):
                if varying != -1:
                    return False, -1
                varying = i
    return True, (-1 if varying == -1 else rank - (varying + 1))


def _type_not_vectorizable(op) -> bool:
    for v in op.operands:
        t = v.type
        if isinstance(t, MemRefType):
            t = t.element_type
        if not is_valid_vector_element_type(t):
            return True
    return any(not is_valid_vector_element_type(r.type) for r in op.results)


def vectorizable_loop_body(loop, check_accesses: bool = True) -> tuple[bool, int]:
    """upstream's isVectorizableLoopBody: (vectorizable?, memref dim the accesses vary in or -1)."""
    ops = list(loop.walk(post_order=True))
    if any(o.name == "affine.if" for o in ops):
        return False, -1
    if any(_type_not_vectorizable(o) for o in ops):
        return False, -1
    if any(o.regions and o.name not in ("affine.if", "affine.for") for o in ops):
        return False, -1
    if any(o.name in TRANSFER_OPS for o in ops):
        return False, -1
    memref_dim = -1
    iv = loop.induction_var
    for o in ops:
        if o.name not in ("affine.load", "affine.store"):
            continue
        if not check_accesses:
            continue
        ok, dim = contiguous_access(iv, o)
        if dim != -1:
            if memref_dim != -1 and memref_dim != dim:
                return False, memref_dim
            memref_dim = dim
        if not ok:
            return False, memref_dim
    return True, memref_dim


def _unit_stride(iv, e, operands, num_dims: int) -> bool:
    """Whether index expression ``e`` (with the affine.apply ops feeding it composed in) moves by
    exactly 1 when ``iv`` moves by 1: `iv + c` and `iv + %n` do, `2 * iv` and `iv floordiv 2` do not."""
    m, ops = compose_affine_map_and_operands(AffineMap(num_dims, len(operands) - num_dims, [e]), list(operands))
    k = next((k for k, v in enumerate(ops) if v is iv), None)
    if k is None or k >= m.num_dims:
        return k is None
    bumped = m.replace({AffineDimExpr(k): AffineDimExpr(k) + 1}, m.num_dims, m.num_symbols)
    diff = AffineMap(m.num_dims, m.num_symbols, [bumped.results[0] - m.results[0]]).simplify()
    r = diff.results[0]
    return type(r) is AffineConstantExpr and r.value == 1


def _divisors_only_of(e, k: int, out: list) -> bool:
    """Collect the constant divisors of ``e``'s floordiv/ceildiv/mod nodes; False if one of them
    divides by a non-constant or has anything but dim ``k`` and constants in its dividend."""
    if type(e) is not AffineBinaryExpr:
        return True
    if e.kind in (MOD, FLOORDIV, CEILDIV):
        if type(e.rhs) is not AffineConstantExpr or e.rhs.value <= 0:
            return False
        if any(type(x) is AffineSymbolExpr or (type(x) is AffineDimExpr and x.position != k)
               for x in e.lhs.walk()):
            return False
        out.append(e.rhs.value)
    return _divisors_only_of(e.lhs, k, out) and _divisors_only_of(e.rhs, k, out)


def _aligned_lanes(iv, e, operands, num_dims: int, loop, vsize: int | None) -> bool:
    """Index expressions with mod/floordiv of the loop IV, such as ``(iv + 4) mod 16``: the lanes
    of each vector are consecutive iterations if ``e(s + k) = e(s) + k`` for every lane ``k`` and
    every vector start ``s = lb + t * vsize``.  The difference depends on ``s`` modulo the divisors'
    lcm only (other operands may appear in additive terms alone), so those starts are checked."""
    if not vsize:
        return False
    lb, _ = loop.constant_bounds()
    if lb is None:
        return False
    m, ops = compose_affine_map_and_operands(AffineMap(num_dims, len(operands) - num_dims, [e]), list(operands))
    k = next((k for k, v in enumerate(ops) if v is iv), None)
    divisors: list = []
    if k is None or k >= m.num_dims or not _divisors_only_of(m.results[0], k, divisors) or not divisors:
        return False
    period = 1
    for d in divisors:
        period = period * d // gcd(period, d)
    if period > 4096:
        return False

    def at(x: int) -> int:
        dims = [0] * m.num_dims
        dims[k] = x
        return m.evaluate(dims, [0] * m.num_symbols)[0]

    for t in range(period):
        s = lb + t * vsize
        base = at(s)
        if any(at(s + lane) != base + lane for lane in range(1, vsize)):
            return False
    return True


def vector_lanes_are_iterations(loop, vsize: int | None = None) -> tuple[bool, str]:
    """vecir's own precondition: lane k of each transfer must be what scalar iteration iv + k
    accessed, so the loop has step 1 and every access varies with unit stride along it (or as an
    aligned ``(iv + c) mod m``, see _aligned_lanes).  Upstream does not check this and reads
    `%A[2 * %i]` or a `step 2` loop contiguously."""
    if loop.step_value != 1:
        return False, f"step {loop.step_value}: vector lanes would not be consecutive iterations"
    iv = loop.induction_var
    for o in loop.walk():
        if o.name not in ("affine.load", "affine.store"):
            continue
        memref, amap, operands = access_memref_and_map(o)
        for e in amap.results:
            used: list = []
            _expr_operands(e, operands, amap.num_dims, used)
            if all(is_access_index_invariant(iv, v) for v in used):
                continue
            if not (_unit_stride(iv, e, operands, amap.num_dims)
                    or _aligned_lanes(iv, e, operands, amap.num_dims, loop, vsize)):
                return False, f"'{o.name}' does not access consecutive elements along the loop"
    return True, ""


def vectorizable_loop_filter(parallel: set, fastest_varying: int, vsize: int | None = None):
    """upstream's isVectorizableLoopPtrFactory, plus vector_lanes_are_iterations (``vsize``: the
    vector size of the dimension the loop would be vectorized in)."""
    def accept(loop) -> bool:
        if loop not in parallel:
            return False
        ok, dim = vectorizable_loop_body(loop)
        if not ok:
            return False
        if not (dim == -1 or fastest_varying == -1 or dim == fastest_varying):
            return False
        ok, why = vector_lanes_are_iterations(loop, vsize)
        if not ok:
            debug("early-vect", f"not vectorized: {why}")
        return ok
    return accept


# -- nested loop patterns ---------------------------------------------------------------------------

@dataclass
class NestedMatch:
    loop: object
    children: list = field(default_factory=list)


def match_pattern(filters: list, root, skip=None) -> list[NestedMatch]:
    """Matches of ``For(filters[0], For(filters[1], ...))`` under ``root`` (root included, except
    ``skip``), in post-order."""
    out: list[NestedMatch] = []
    for op in list(root.walk(post_order=True)):
        if op is skip or op.name != "affine.for" or not filters[0](op):
            continue
        if len(filters) == 1:
            out.append(NestedMatch(op))
            continue
        nested = match_pattern(filters[1:], op, skip=op)
        if nested:
            out.append(NestedMatch(op, nested))
    return out


def intersection_buckets(matches: list[NestedMatch]) -> list[list[NestedMatch]]:
    """Group matches whose root loops nest into one another (upstream's computeIntersectionBuckets)."""
    roots: list = []
    buckets: list[list[NestedMatch]] = []
    for m in matches:
        for i, r in enumerate(roots):
            if r is m.loop or r.is_ancestor_of(m.loop):
                buckets[i].append(m)
                break
            if m.loop.is_ancestor_of(r):
                roots[i] = m.loop
                buckets[i].append(m)
                break
        else:
            roots.append(m.loop)
            buckets.append([m])
    return buckets


def assign_vector_dims(matches: list[NestedMatch], depth: int, pattern_depth: int, num_sizes: int,
                       loop_to_dim: dict) -> None:
    """upstream's analyzeProfitability: the loop at pattern depth k gets vector dim k (counted so that
    the innermost pattern level gets the last vector dim)."""
    for m in matches:
        assign_vector_dims(m.children, depth + 1, pattern_depth, num_sizes, loop_to_dim)
        if pattern_depth - depth <= num_sizes:
            loop_to_dim[m.loop] = num_sizes - (pattern_depth - depth)
