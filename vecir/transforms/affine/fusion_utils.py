"""Loop fusion utilities (upstream's MemRefDependenceGraph, canFuseLoops, fuseLoops and the loop
nest cost model of LoopFusionUtils), used by affine-loop-fusion (fusion.py).

The dependence graph has one node per top-level loop nest, affine load/store and memory-touching
op of a block, and an edge per memref two nodes access (at least one writing, the affine accesses
checked with the islpy dependence analysis) or per SSA value a node defines and a nest uses:

    %m = memref.alloc()                      node 0 (defines %m, used by both nests)
    affine.for %i ... { store %m[%i] }       node 1 --%m--> node 2
    affine.for %j ... { load %m[%j] }        node 2
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...dialects.affine._common import canonicalize_map_and_operands, for_iv_owner
from ...ir.op import (
    MemoryAlloc, MemoryFree, MemoryRead, MemoryWrite, Pure, RecursiveMemoryEffects,
)
from ...ir.types import MemRefType
from .analysis.dependence import READS, WRITES, MemRefAccess, check_dependence, enclosing_loops
from .analysis.parallelism import is_loop_parallel, supported_reductions
from .analysis.slice import (
    SliceFailure, compute_slice_union, slice_breaks_dependence, slice_repeats_iterations,
)
from .analysis.trip_count import constant_trip_count
from .debug import debug
from .loop_utils import promote_if_single_iteration

DEBUG_TYPE = "affine-fusion"

_MEM_TRAITS = (MemoryRead, MemoryWrite, MemoryAlloc, MemoryFree)


def _traits(op):
    return type(op).traits


def has_effect_interface(op) -> bool:
    t = _traits(op)
    return Pure in t or any(x in t for x in _MEM_TRAITS)


def is_memory_effect_free(op) -> bool:
    t = _traits(op)
    if Pure in t:
        return all(is_memory_effect_free(o) for r in op.regions for b in r.blocks for o in b.ops)
    if RecursiveMemoryEffects in t and not any(x in t for x in _MEM_TRAITS):
        return all(is_memory_effect_free(o) for r in op.regions for b in r.blocks for o in b.ops)
    return False


def memref_of(op):
    return MemRefAccess.of(op).memref


def _memref_operands(op) -> list:
    return [v for v in op.operands if isinstance(v.type, MemRefType)]


@dataclass
class LoopNestState:
    """upstream's LoopNestStateCollector."""
    for_ops: list = field(default_factory=list)
    loads: list = field(default_factory=list)
    stores: list = field(default_factory=list)
    memref_loads: list = field(default_factory=list)
    memref_stores: list = field(default_factory=list)
    memref_frees: list = field(default_factory=list)

    @classmethod
    def collect(cls, root) -> "LoopNestState":
        s = cls()
        for op in root.walk():
            if op.name == "affine.for":
                s.for_ops.append(op)
            elif op.name in READS:
                s.loads.append(op)
            elif op.name in WRITES:
                s.stores.append(op)
            elif not has_effect_interface(op):
                if RecursiveMemoryEffects in _traits(op):
                    continue
                for _ in _memref_operands(op):
                    s.memref_loads.append(op)
                    s.memref_stores.append(op)
            else:
                t = _traits(op)
                if MemoryRead in t:
                    s.memref_loads.append(op)
                if MemoryWrite in t:
                    s.memref_stores.append(op)
                if MemoryFree in t:
                    s.memref_frees.append(op)
        return s


class Node:
    __slots__ = ("id", "op", "loads", "stores", "memref_loads", "memref_stores", "memref_frees")

    def __init__(self, id_: int, op) -> None:
        self.id, self.op = id_, op
        self.loads, self.stores = [], []
        self.memref_loads, self.memref_stores, self.memref_frees = [], [], []

    def load_count(self, memref) -> int:
        n = sum(1 for o in self.loads if memref_of(o) is memref)
        return n + sum(1 for o in self.memref_loads if any(v is memref for v in _memref_operands(o)))

    def store_count(self, memref) -> int:
        n = sum(1 for o in self.stores if memref_of(o) is memref)
        return n + sum(1 for o in self.memref_stores if any(v is memref for v in _memref_operands(o)))

    def has_store(self, memref) -> bool:
        return self.store_count(memref) > 0

    def has_free(self, memref) -> bool:
        return any(any(v is memref for v in _memref_operands(o)) for o in self.memref_frees)

    def loads_of(self, memref) -> list:
        return [o for o in self.loads if memref_of(o) is memref]

    def load_and_store_memrefs(self) -> list:
        lm = [memref_of(o) for o in self.loads]
        out = []
        for o in self.stores:
            m = memref_of(o)
            if any(m is x for x in lm) and all(m is not x for x in out):
                out.append(m)
        return out


class MemRefDependenceGraph:
    """upstream's MemRefDependenceGraph over the ops of one block."""

    def __init__(self, block) -> None:
        self.block = block
        self.nodes: dict[int, Node] = {}
        self.in_edges: dict[int, list] = {}
        self.out_edges: dict[int, list] = {}
        self.memref_edge_count: dict = {}
        self.next_id = 0

    # DenseMap<unsigned, Node> iteration order (hash id * 37 over a power-of-two table of at
    # least 64 buckets): the worklist order upstream's greedy fusion visits nodes in
    def node_ids_in_map_order(self) -> list[int]:
        nb = 64
        while self.next_id * 4 >= nb * 3:
            nb *= 2
        return sorted(self.nodes, key=lambda k: (k * 37) % nb)

    def _add(self, op, state: LoopNestState | None = None) -> Node:
        n = Node(self.next_id, op)
        self.next_id += 1
        self.nodes[n.id] = n
        if state is not None:
            n.loads, n.stores = list(state.loads), list(state.stores)
            n.memref_loads, n.memref_stores = list(state.memref_loads), list(state.memref_stores)
            n.memref_frees = list(state.memref_frees)
        return n

    def add_node(self, op) -> int:
        return self._add(op).id

    def init(self) -> bool:
        accesses: dict = {}            # id(memref) -> (memref, [node ids])
        for_nodes: dict = {}

        def note(memref, nid):
            e = accesses.setdefault(id(memref), (memref, []))
            if nid not in e[1]:
                e[1].append(nid)

        def add_with_effects(op):
            st = LoopNestState.collect(op)
            n = self._add(op, st)
            for o in st.loads + st.stores:
                note(memref_of(o), n.id)
            for o in st.memref_loads + st.memref_stores + st.memref_frees:
                for v in _memref_operands(o):
                    note(v, n.id)
            return n

        for op in self.block.ops:
            if op.name == "affine.for":
                for_nodes[op] = add_with_effects(op).id
            elif op.name in READS:
                n = self._add(op)
                n.loads.append(op)
                note(memref_of(op), n.id)
            elif op.name in WRITES:
                n = self._add(op)
                n.stores.append(op)
                note(memref_of(op), n.id)
            elif op.results and any(r.has_uses for r in op.results):
                add_with_effects(op)
            elif not is_memory_effect_free(op) and (not op.regions or op.name in ("scf.if", "scf.for",
                                                                                 "scf.while", "affine.if")):
                add_with_effects(op)
            elif op.regions and op.name not in ("scf.if", "scf.for", "scf.while", "affine.if",
                                                "affine.parallel"):
                debug(DEBUG_TYPE, f"MDG init failed; unknown region-holding op '{op.name}' found")
                return False
        # SSA edges from value-defining nodes to the nests using the values
        for node in list(self.nodes.values()):
            if node.stores:
                continue
            for r in node.op.results:
                for user in r.users:
                    top = self._top_level(user)
                    if top is None:
                        continue
                    loops = enclosing_loops(user)
                    outer = next((l for l in loops if l.parent is self.block), None)
                    if outer is None or outer not in for_nodes:
                        continue
                    self.add_edge(node.id, for_nodes[outer], r)
        # memref edges between nodes that access a memref, one of them writing or freeing it
        for memref, ids in accesses.values():
            for i, src in enumerate(ids):
                sn = self.nodes[src]
                s_w = sn.has_store(memref) or sn.has_free(memref)
                for dst in ids[i + 1:]:
                    dn = self.nodes[dst]
                    if (s_w or dn.has_store(memref) or dn.has_free(memref)) and _may_depend(sn, dn, memref):
                        self.add_edge(src, dst, memref)
        return True

    def _top_level(self, op):
        while op is not None and op.parent is not self.block:
            op = op.parent_op
        return op

    # -- edges --------------------------------------------------------------------------------
    def has_edge(self, src: int, dst: int, value=None) -> bool:
        return any(e[0] == dst and (value is None or e[1] is value) for e in self.out_edges.get(src, ())) and \
            any(e[0] == src and (value is None or e[1] is value) for e in self.in_edges.get(dst, ()))

    def add_edge(self, src: int, dst: int, value) -> None:
        if self.has_edge(src, dst, value):
            return
        self.out_edges.setdefault(src, []).append((dst, value))
        self.in_edges.setdefault(dst, []).append((src, value))
        if isinstance(value.type, MemRefType):
            self.memref_edge_count[value] = self.memref_edge_count.get(value, 0) + 1

    def remove_edge(self, src: int, dst: int, value) -> None:
        if isinstance(value.type, MemRefType):
            self.memref_edge_count[value] = self.memref_edge_count.get(value, 0) - 1
        for lst, key in ((self.in_edges.get(dst, []), src), (self.out_edges.get(src, []), dst)):
            for k, e in enumerate(lst):
                if e[0] == key and e[1] is value:
                    del lst[k]
                    break

    def remove_node(self, nid: int) -> None:
        for src, v in list(self.in_edges.get(nid, [])):
            self.remove_edge(src, nid, v)
        for dst, v in list(self.out_edges.get(nid, [])):
            self.remove_edge(nid, dst, v)
        self.in_edges.pop(nid, None)
        self.out_edges.pop(nid, None)
        self.nodes.pop(nid, None)

    def has_dependence_path(self, src: int, dst: int) -> bool:
        work = [[src, 0]]
        dst_op = self.nodes[dst].op
        while work:
            top = work[-1]
            if top[0] == dst:
                return True
            outs = self.out_edges.get(top[0], [])
            if top[1] == len(outs):
                work.pop()
                continue
            eid = outs[top[1]][0]
            top[1] += 1
            if not dst_op.is_before_in_block(self.nodes[eid].op) and eid != top[0]:
                work.append([eid, 0])
        return False

    def incoming_memref_accesses(self, nid: int, memref) -> int:
        return sum(1 for s, v in self.in_edges.get(nid, ()) if v is memref and self.nodes[s].store_count(memref) > 0)

    def out_edge_count(self, nid: int, memref=None) -> int:
        return sum(1 for _, v in self.out_edges.get(nid, ()) if memref is None or v is memref)

    def fused_loop_nest_insertion_point(self, src: int, dst: int):
        """upstream's getFusedLoopNestInsertionPoint (graph version)."""
        if not self.out_edges.get(src):
            return self.nodes[dst].op
        defining = {s for s, v in self.in_edges.get(dst, ()) if not isinstance(v.type, MemRefType)}
        if any(self.has_dependence_path(src, d) for d in defining):
            debug(DEBUG_TYPE, "can't fuse: a defining op with a user in the dst loop has a dependence from the src loop")
            return None
        src_dep = {self.nodes[d].op for d, _ in self.out_edges.get(src, ()) if d != dst}
        dst_dep = {self.nodes[s].op for s, _ in self.in_edges.get(dst, ()) if s != src}
        first_src = last_dst = None
        ops = []
        op = self.nodes[src].op.next
        dst_op = self.nodes[dst].op
        while op is not None and op is not dst_op:
            if op in src_dep and first_src is None:
                first_src = len(ops)
            if op in dst_dep:
                last_dst = len(ops)
            ops.append(op)
            op = op.next
        if first_src is not None:
            if last_dst is not None and first_src <= last_dst:
                return None
            return ops[first_src]
        return dst_op

    def update_edges_after_fusion(self, src: int, dst: int, private: list, remove_src: bool) -> None:
        for s, v in list(self.in_edges.get(src, [])):
            if not any(v is p for p in private):
                self.add_edge(s, dst, v)
        for d, v in list(self.out_edges.get(src, [])):
            if d == dst:
                self.remove_edge(src, d, v)
            elif remove_src:
                self.add_edge(dst, d, v)
                self.remove_edge(src, d, v)
        if private:
            for s, v in list(self.in_edges.get(dst, [])):
                if any(v is p for p in private):
                    self.remove_edge(s, dst, v)

    def update_edges_after_sibling_fusion(self, sib: int, dst: int) -> None:
        for s, v in list(self.in_edges.get(sib, [])):
            self.add_edge(s, dst, v)
            self.remove_edge(s, sib, v)
        for d, v in list(self.out_edges.get(sib, [])):
            self.add_edge(dst, d, v)
            self.remove_edge(sib, d, v)

    def reset_node_accesses(self, nid: int) -> None:
        n = self.nodes[nid]
        st = LoopNestState.collect(n.op)
        n.loads, n.stores = list(st.loads), list(st.stores)
        n.memref_loads += st.memref_loads
        n.memref_stores += st.memref_stores
        n.memref_frees += st.memref_frees

    def node_of_for(self, for_op):
        return next((n for n in self.nodes.values() if n.op is for_op), None)


def _appears_before(a, b) -> bool:
    """upstream's srcAppearsBeforeDstInAncestralBlock: in the innermost block holding both, the
    ancestor of ``a`` comes strictly before that of ``b``."""
    anc_a = [a] + list(a.ancestors())
    x = b
    while x is not None:
        for y in anc_a:
            if y.parent is x.parent and y.parent is not None:
                return y is not x and y.is_before_in_block(x)
        x = x.parent_op
    return False


def dependence_kind(a, b, depth: int) -> str:
    """check_dependence with upstream's rule that a dependence at the depth just below the common
    loops needs ``a`` to come before ``b`` in the body."""
    if depth > common_loop_depth([a, b]) and not _appears_before(a, b):
        return "no-dependence"
    return check_dependence(a, b, depth).kind


def _nesting_depth(op) -> int:
    return len(enclosing_loops(op))


def _may_depend(src: Node, dst: Node, memref) -> bool:
    """upstream's mayDependence: affine accesses of two nests on ``memref`` may touch the same
    element (non-affine accesses: conservatively yes)."""
    if src.op.name != "affine.for" or dst.op.name != "affine.for":
        return True

    def non_affine_dep(src_ops, dst_ops):
        for s in src_ops:
            if not any(v is memref for v in _memref_operands(s)):
                continue
            for d in dst_ops:
                if any(v is memref for v in _memref_operands(d)):
                    return True
        return False

    if non_affine_dep(src.memref_stores, dst.loads + dst.stores + dst.memref_loads + dst.memref_stores):
        return True
    if non_affine_dep(src.memref_loads, dst.stores + dst.memref_stores):
        return True
    if non_affine_dep(src.stores, dst.memref_loads + dst.memref_stores):
        return True
    if non_affine_dep(src.loads, dst.memref_stores):
        return True
    depth = _nesting_depth(src.op) + 1
    for a in src.stores + src.loads:
        if memref_of(a) is not memref:
            continue
        for b in dst.stores + dst.loads:
            if memref_of(b) is not memref:
                continue
            if dependence_kind(a, b, depth) != "no-dependence":
                return True
    return False


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


def common_loop_depth(ops: list) -> int:
    loops = [enclosing_loops(o) for o in ops]
    n = min(len(l) for l in loops)
    d = 0
    for k in range(n):
        if any(l[k] is not loops[0][k] for l in loops):
            break
        d += 1
    return d


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


def sequential_loop_ivs(root) -> set:
    """ids of the IVs of the loops in the nest that are not parallel (upstream's getSequentialLoops)."""
    return {id(l.induction_var) for l in root.walk() if l.name == "affine.for" and not is_loop_parallel(l)[0]}


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
    if not before:
        return None, "forward slices are not supported"
    seq = sequential_loop_ivs(a) if strategy == "sibling" else frozenset()
    try:
        sl = compute_slice_union(strat_a, ops_b, dst_loop_depth, seq)
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


def cyclic_source_runs_twice(src, sl) -> bool:
    """A nest with a cyclic dependence may not run any iteration twice (upstream refuses such
    fusions since llvm-project#128397)."""
    return has_cyclic_dependence(src) and slice_repeats_iterations(sl) is not False


# -- fuseLoops ------------------------------------------------------------------------------------

def fuse_loops(src, dst, slice_state, innermost_sibling: bool = False) -> None:
    """upstream's fuseLoops: clone the source nest at the slice's insertion point, give the sliced
    loops the slice bounds and promote the loops that now run once."""
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
        if innermost_sibling and unit and _parallel_with_reduction(loop):
            _promote_single_iter_reduction_loop(loop)
        else:
            promote_if_single_iteration(loop)


def _parallel_with_reduction(loop) -> bool:
    return bool(loop.inits) and is_loop_parallel(loop, [])[0] and bool(supported_reductions(loop))


def _promote_single_iter_reduction_loop(loop) -> bool:
    # TODO: upstream folds the reduction's iter_args into the parent loop; vecir keeps the loop.
    debug(DEBUG_TYPE, "single-iteration reduction loop kept (iter_args are not moved to the parent loop)")
    return False


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
