"""The memref dependence graph of affine loop fusion (upstream's MemRefDependenceGraph and
LoopNestStateCollector): one node per top-level loop nest, affine load/store and memory-touching
op of a block, an edge per memref two nodes access (one of them writing or freeing it, the affine
accesses checked with the islpy dependence analysis) and per SSA value a node defines and a nest
uses:

    %m = memref.alloc()                      node 0 (defines %m, used by both nests)
    affine.for %i ... { store %m[%i] }       node 1 --%m--> node 2
    affine.for %j ... { load %m[%j] }        node 2
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...ir.op import (
    MemoryAlloc, MemoryFree, MemoryRead, MemoryWrite, Pure, RecursiveMemoryEffects,
)
from ...ir.types import MemRefType
from .analysis.dependence import READS, WRITES, MemRefAccess, check_dependence, enclosing_loops
from .debug import debug

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


def common_loop_depth(ops: list) -> int:
    loops = [enclosing_loops(o) for o in ops]
    n = min(len(l) for l in loops)
    d = 0
    for k in range(n):
        if any(l[k] is not loops[0][k] for l in loops):
            break
        d += 1
    return d
