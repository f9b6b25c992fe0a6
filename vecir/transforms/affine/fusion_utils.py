"""Loop fusion utilities (upstream's canFuseLoops, fuseLoops and the loop nest cost model of
LoopFusionUtils), used by affine-loop-fusion (fusion.py); the dependence graph is in
fusion_graph.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...dialects.affine._common import canonicalize_map_and_operands, for_iv_owner
from .analysis.dependence import READS, WRITES, enclosing_loops
from .analysis.slice import SliceFailure, compute_slice_union, parallel_with_reduction
from .analysis.slice_legality import slice_breaks_dependence
from .analysis.trip_count import constant_trip_count
from .fusion_graph import common_loop_depth, dependence_kind, memref_of
from .loop_utils import promote_if_single_iteration
from .analysis.slice_region import Region, memory_footprint_bytes
from .debug import debug

DEBUG_TYPE = "affine-fusion"

# -- canFuseLoops -----------------------------------------------------------------------------------

def _accesses(root) -> tuple[list, bool]:
    ops, has_if = [], False
    for o in root.walk():
        if o.name in READS or o.name in WRITES:
            ops.append(o)
        elif o.name == "affine.if":
            has_if = True
    return ops, not has_if


def _memref_access_values(root) -> dict:
    vals: dict = {}
    for o in root.walk():
        if o.name in READS:
            vals.setdefault(memref_of(o), False)
        elif o.name in WRITES:
            vals[memref_of(o)] = True
    return vals


def _is_dependent(op, vals: dict) -> bool:
    if op.name in READS:
        return vals.get(memref_of(op), False)
    if op.name in WRITES:
        return memref_of(op) in vals
    return False


def block_insertion_point(a, b):
    """upstream's getFusedLoopNestInsertionPoint(srcForOp, dstForOp) over the ops between the two
    nests of a block; None when no point keeps the dependences."""
    if not a.is_before_in_block(b):
        a, b = b, a
    va = _memref_access_values(a)
    first = None
    op = a.next
    while op is not None and op is not b:
        if any(_is_dependent(o, va) for o in op.walk()):
            first = op
            break
        op = op.next
    vb = _memref_access_values(b)
    last = None
    op = b.prev
    while op is not None and op is not a:
        hit = False
        for o in op.walk():
            if o.name in READS or o.name in WRITES:
                if _is_dependent(o, vb):
                    hit = True
                    break
                continue
            if any(b in enclosing_loops(u) + ([u] if u is b else []) for r in o.results for u in r.users):
                hit = True
                break
        if hit:
            last = op
            break
        op = op.prev
    if first is not None:
        if last is not None and (first is last or first.is_before_in_block(last)):
            return None
        return first
    return b


def _max_loop_depth(src_ops: list, dst_ops: list) -> int:
    """upstream's getMaxLoopDepth: the deepest level at which the consumer's own accesses to the
    producer-consumer memrefs carry no dependence."""
    if not dst_ops:
        return 0
    pc = producer_consumer_memrefs(src_ops, dst_ops)
    targets = [o for o in dst_ops if any(memref_of(o) is m for m in pc)]
    depth = common_loop_depth(targets)
    if all(o.name in READS for o in targets):
        return depth
    for s in targets:
        for t in targets:
            nc = common_loop_depth([s, t])
            for d in range(1, nc + 2):
                if dependence_kind(s, t, d) != "no-dependence":
                    depth = min(depth, d - 1)
                    break
    return depth


def producer_consumer_memrefs(src_ops: list, dst_ops: list) -> list:
    stores = [memref_of(o) for o in src_ops if o.name in WRITES]
    out = []
    for o in dst_ops:
        if o.name in READS:
            m = memref_of(o)
            if any(m is x for x in stores) and all(m is not x for x in out):
                out.append(m)
    return out


def can_fuse_loops(src, dst, dst_loop_depth: int, strategy: str, sibling_memref=None):
    """upstream's canFuseLoops: (slice, None) or (None, reason)."""
    if dst_loop_depth == 0:
        return None, "cannot fuse loop nests at depth 0"
    if src.parent is not dst.parent:
        return None, "cannot fuse loop nests in different blocks"
    if block_insertion_point(src, dst) is None:
        return None, "fusion would violate dependences in block"
    before = src.is_before_in_block(dst)
    a, b = (src, dst) if before else (dst, src)
    ops_a, ok_a = _accesses(a)
    ops_b, ok_b = _accesses(b)
    if not (ok_a and ok_b):
        return None, "fusing loops with affine.if unsupported"
    if strategy == "producer-consumer":
        if _max_loop_depth(ops_a, ops_b) < dst_loop_depth:
            return None, "fusion would violate loop dependences"
        strat_a = [o for o in ops_a if o.name in WRITES]
    elif strategy == "sibling":
        strat_a = [o for o in ops_a if o.name in READS and memref_of(o) is sibling_memref]
    else:
        strat_a = ops_a
    try:
        sl = compute_slice_union(strat_a, ops_b, dst_loop_depth, before)
    except SliceFailure as e:
        return None, str(e)
    if strategy == "producer-consumer":
        why = slice_breaks_dependence(ops_a, ops_b, sl)
        if why is not None:
            return None, why
    return sl, None


def has_cyclic_dependence(root) -> bool:
    """upstream's hasCyclicDependence: the accesses of the nest, with an edge per dependence carried
    by a loop of the nest or its bodies, form a cycle (typically a reduction)."""
    accs = [o for o in root.walk() if o.name in READS or o.name in WRITES]
    root_depth = len(enclosing_loops(root))
    succ: dict = {id(a): [] for a in accs}
    for a in accs:
        for b in accs:
            if memref_of(a) is not memref_of(b):
                continue
            nc = common_loop_depth([a, b])
            for d in range(root_depth + 1, nc + 2):
                if dependence_kind(a, b, d) != "no-dependence":
                    succ[id(a)].append(b)
                    break
    state: dict = {}

    def visit(a) -> bool:
        state[id(a)] = 1
        for b in succ[id(a)]:
            st = state.get(id(b), 0)
            if st == 1 or (st == 0 and visit(b)):
                return True
        state[id(a)] = 2
        return False

    return any(state.get(id(a), 0) == 0 and visit(a) for a in accs)


# -- fuseLoops ------------------------------------------------------------------------------------

def fuse_loops(src, dst, slice_state, innermost_sibling: bool = False):
    """upstream's fuseLoops: clone the source nest at the slice's insertion point, give the sliced
    loops the slice bounds and promote the loops that now run once (a one-iteration parallel
    reduction loop of a sibling inserted innermost merges into its parent loop instead).  Returns
    the destination root (a new op when the merge rebuilt it)."""
    mapping: dict = {}
    clone = src.clone(mapping)
    ip = slice_state.insert_point
    ip.parent.insert_before(ip, clone)
    slice_loops = []
    for iv, lb, ub in zip(slice_state.ivs, slice_state.lbs, slice_state.ubs):
        new_iv = mapping.get(iv)
        if new_iv is None:
            continue
        loop = for_iv_owner(new_iv)
        slice_loops.append(loop)
        lbm, lbo = loop.lower_map, list(loop.lower_operands)
        ubm, ubo = loop.upper_map, list(loop.upper_operands)
        if lb is not None:
            lbm, lbo = canonicalize_map_and_operands(lb, list(slice_state.operands))
        if ub is not None:
            ubm, ubo = canonicalize_map_and_operands(ub, list(slice_state.operands))
        loop.set_bounds(lbm, lbo, ubm, ubo)
    unit = slice_state.iteration_count() == 1
    for loop in slice_loops:
        if innermost_sibling and unit and parallel_with_reduction(loop):
            new = _promote_single_iter_reduction_loop(loop)
            if new is not None and new[0] is dst:
                dst = new[1]
        else:
            promote_if_single_iteration(loop)
    return dst


def _add_iter_args(loop, new_inits: list, new_yields: list):
    """upstream's replaceWithAdditionalYields for affine.for: a copy of ``loop`` with more
    iter_args/results; the old results map to the leading new ones."""
    from ...dialects.affine.loops import ForOp

    n_old = len(loop.inits)
    new = ForOp.build_for(loop.lower_map, list(loop.lower_operands), loop.upper_map, list(loop.upper_operands),
                          loop.step_value, list(loop.inits) + list(new_inits), loc=loop.loc)
    new.attributes = dict(loop.attributes)
    loop.parent.insert_before(loop, new)
    old_body, new_body = loop.regions[0].blocks[0], new.regions[0].blocks[0]
    for old_arg, new_arg in zip(old_body.args, new_body.args[:1 + n_old]):
        old_arg.replace_all_uses_with(new_arg)
    for op in list(old_body.ops):
        op.detach()
        new_body.append(op)
    yld = new_body.terminator
    yld.set_operands(list(yld.operands) + list(new_yields))
    for r_old, r_new in zip(loop.results, new.results[:n_old]):
        r_old.replace_all_uses_with(r_new)
    loop.erase()
    return new


def _forward_slice(values) -> list:
    seen: list = []

    def visit(v):
        for u in v.users:
            if all(u is not x for x in seen):
                seen.append(u)
                for r in u.results:
                    visit(r)

    for v in values:
        visit(v)
    return seen


def _promote_single_iter_reduction_loop(loop):
    """upstream's promoteSingleIterReductionLoop (sibling fusion): the one-iteration reduction
    loop's iter_args become iter_args of the enclosing loop, its body moves there and the users
    of its results move after that loop.  Returns (old parent, new parent) or None."""
    if constant_trip_count(loop) != 1:
        return None
    parent = loop.parent_op
    if parent is None or parent.name != "affine.for":
        return None
    body = loop.regions[0].blocks[0]
    yields = list(body.terminator.operands)
    n_old = len(parent.results)
    new = _add_iter_args(parent, list(loop.inits), yields)
    users = _forward_slice(loop.results)
    for r, nr in zip(loop.results, new.results[n_old:]):
        r.replace_all_uses_with(nr)
    for op in reversed(users):
        if op.parent is not None:
            op.move_after(new)
    loop.induction_var.replace_all_uses_with(new.induction_var)
    nb = new.regions[0].blocks[0]
    for arg, narg in zip(loop.region_iter_args, nb.args[len(nb.args) - len(loop.inits):]):
        arg.replace_all_uses_with(narg)
    body.terminator.erase()
    for op in list(body.ops):
        op.detach()
        loop.parent.insert_before(loop, op)
    loop.erase()
    return parent, new


# -- cost model -----------------------------------------------------------------------------------

@dataclass
class LoopNestStats:
    loop_map: dict = field(default_factory=dict)       # parent for -> child fors
    op_count: dict = field(default_factory=dict)
    trip_count: dict = field(default_factory=dict)

    @classmethod
    def of(cls, root) -> "LoopNestStats | None":
        st = cls()
        for f in root.walk():
            if f.name != "affine.for":
                continue
            if f is not root:
                p = f.parent_op
                if p is None or p.name != "affine.for":
                    return None
                st.loop_map.setdefault(p, []).append(f)
            body = f.regions[0].blocks[0]
            st.op_count[f] = sum(1 for o in body.ops if o.name not in ("affine.for", "affine.if"))
            tc = constant_trip_count(f)
            if tc is None:
                return None
            st.trip_count[f] = tc
        return st


def compute_cost(for_op, stats: LoopNestStats, trip_override: dict | None = None,
                 cost_map: dict | None = None) -> int:
    """upstream's getComputeCostHelper: dynamic op instances in the nest."""
    count = stats.op_count[for_op] - 1
    for child in stats.loop_map.get(for_op, ()):
        count += compute_cost(child, stats, trip_override, cost_map)
    if cost_map is not None and for_op in cost_map:
        count += cost_map[for_op]
    tc = stats.trip_count[for_op]
    if trip_override is not None and for_op in trip_override:
        tc = trip_override[for_op]
    return tc * count


def fusion_compute_cost(src, src_stats, dst, dst_stats, slice_state) -> int | None:
    """upstream's getFusionComputeCost."""
    tcm = slice_state.trip_counts()
    if tcm is None:
        return None
    n = 1
    for v in tcm.values():
        n *= v
    if n == 0:
        return None
    ip_parent = slice_state.insert_loop
    cost_map: dict = {}
    if n == 1:
        stores = [o for o in src.walk() if o.name in WRITES]
        if stores:
            cost_map[ip_parent] = -len(stores)
        seen = []
        for s in stores:
            m = memref_of(s)
            if any(m is x for x in seen):
                continue
            seen.append(m)
            for user in m.users:
                if user.name not in READS:
                    continue
                if any(l is ip_parent for l in enclosing_loops(user)):
                    p = user.parent_op
                    if p is not None and p.name == "affine.for":
                        cost_map[p] = cost_map.get(p, 0) - 1
    slice_cost = compute_cost(src, src_stats, tcm, cost_map)
    cost_map[ip_parent] = slice_cost
    return compute_cost(dst, dst_stats, None, cost_map)


def additional_compute_fraction(src_for, dst_for, depth: int, slices: list):
    """upstream's getAdditionalComputeFraction: the fused nest's cost with the slice at ``depth``
    over the two nests' costs, minus 1; None where a cost cannot be computed."""
    src_stats = LoopNestStats.of(src_for)
    dst_stats = LoopNestStats.of(dst_for)
    if src_stats is None or dst_stats is None:
        return None
    sl = slices[depth - 1]
    if sl is None:
        return None
    fused = fusion_compute_cost(src_for, src_stats, dst_for, dst_stats, sl)
    if fused is None:
        return None
    return fused / (float(compute_cost(src_for, src_stats)) + compute_cost(dst_for, dst_stats)) - 1


def is_fusion_profitable(src_for, src_stores: list, dst_for, slices: list, max_depth: int, tolerance: float):
    """upstream's isFusionProfitable: the depth (1-based) to fuse at, or None with a reason.  The
    costs are those of the nests ``src_for`` and ``dst_for`` (not of loops around them); with several
    producer stores only the extra compute at ``max_depth`` is checked."""
    if max_depth == 0:
        return None, "maxLegalFusionDepth is 0"
    src_stats = LoopNestStats.of(src_for)
    dst_stats = LoopNestStats.of(dst_for)
    if src_stats is None or dst_stats is None:
        return None, "non-constant trip count unsupported"
    if len(src_stores) > 1:
        extra = additional_compute_fraction(src_for, dst_for, max_depth, slices)
        if extra is None or extra > tolerance:
            return None, "several producer stores and the additional computation exceeds the tolerance"
        return max_depth, ""
    src_store = src_stores[0]
    src_cost = compute_cost(src_for, src_stats)
    src_write = Region(memref_of(src_store), [src_store], 0).size_bytes()
    if src_write is None:
        return None, "unable to compute the source write region size"
    dst_cost = compute_cost(dst_for, dst_stats)
    best = None
    best_reduction = 0.0
    best_cost = None
    slice_mem = None
    for i in range(max_depth, 0, -1):
        sl = slices[i - 1]
        if sl is None:
            continue
        fused = fusion_compute_cost(src_for, src_stats, dst_for, dst_stats, sl)
        if fused is None:
            continue
        extra = fused / (float(src_cost) + dst_cost) - 1
        size = Region(memref_of(src_store), [src_store], 0, sl).size_bytes()
        if not size:
            continue
        reduction = src_write / size
        debug(DEBUG_TYPE, f"depth {i}: additional compute fraction {100 * extra:.2f}%, storage reduction "
                          f"{reduction:.2f}x, fused nest cost {fused}")
        if reduction > best_reduction and extra <= tolerance:
            best, best_reduction, best_cost, slice_mem = i, reduction, fused, size
    if best is None:
        return None, "all fusion choices involve more than the threshold amount of redundant computation"
    dst_mem = memory_footprint_bytes(dst_for)
    src_mem = memory_footprint_bytes(src_for)
    if dst_mem is None or src_mem is None:
        return None, "fusion memory benefit cannot be evaluated"
    if dst_mem + slice_mem > src_mem + dst_mem:
        return None, "fusion is not profitable"
    return best, ""
