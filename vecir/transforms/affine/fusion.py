"""affine-loop-fusion{mode maximal compute-tolerance local-buf-threshold fast-mem-space}: upstream's
greedy loop fusion (LoopFusion.cpp), output byte-identical to iree-opt 3.13 on producer-consumer
chains, 2mm, reductions, stencils, sibling nests and the fusions upstream refuses.

    %m = memref.alloc() : memref<10xf32>                %p = memref.alloc() : memref<1xf32>
    affine.for %i = 0 to 10 {                           affine.for %j = 0 to 10 {
      affine.store %x, %m[%i] : memref<10xf32>   ==>      affine.store %x, %p[0] : memref<1xf32>
    }                                                     %v = affine.load %p[0] : memref<1xf32>
    affine.for %j = 0 to 10 {                             ...
      %v = affine.load %m[%j] : memref<10xf32>          }
      ...
    }

Per block holding two or more affine.for nests (inner blocks first), a MemRefDependenceGraph
(fusion_graph.py) drives three sweeps (mode=greedy): producers with one consumer are fused into
it, then siblings reading the same memref, then the remaining producers.  A producer's slice (its
loop bounds as functions of the consumer's IVs, analysis/slice.py) is cloned into the consumer at
the depth the cost model picks (the least storage with at most compute-tolerance extra work;
maximal: the deepest legal depth); the produced memref becomes a private buffer of the slice's
footprint (fusion_private.py) when nothing else reads it (and, where the consumer writes it
too, only when that footprint is one element holding all the consumer touches, as iree-opt 3.13
decides), and the producer nest goes when the slice covers it.  A producer with a cyclic
dependence (a reduction in memory, or the private buffer an earlier fusion left) may not run an
iteration twice: it fuses with compute tolerance 0, and under maximal fusion, where no cost model
runs, a slice of it that adds computation ends all attempts on that consumer (upstream returns).
The costs are those of the two nests (not of loops around them), so two nests in a loop body fuse
only under maximal fusion: the slice's write region spans every iteration of the enclosing loop
while the nests' footprints are per iteration, and the memory test refuses.  Refusals say why
under ``VECIR_DEBUG_ONLY=affine-fusion``.

Where iree-opt 3.13 changes the program, vecir refuses instead (analysis/slice_legality.py): a
slice that would read or write a memref after a consumer access it used to precede (jacobi-1d/2d:
the consumer writes A[i] while the producer still reads A[i - 1]), and sibling nests whose results
are used or that follow a nest returning values (iree-opt crashes; a sibling before such a nest
fuses into it, as iree-opt does).  Vector accesses (affine.vector_load/vector_store) are sliced and
costed as upstream does, by the element at their indices, but a fusion whose slice writes less
than the consumer's vectors read is refused (iree-opt 3.13 fuses it, leaving the consumer reading
elements nothing wrote), and a private buffer holds every lane its vector stores write (iree-opt's
memref<1xf32> under a vector<4xf32> store is overrun).  Several private buffers of one fusion
are created in program order (upstream: in the hash order of the memref values' addresses, so
iree-opt swaps their names from one run to the next; upstream loop-fusion.mlir
should_fuse_multi_output_producer).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Literal

from ...ir.types import MemRefType
from ...passes.base import Pass, register_pass
from .analysis.dependence import READS, WRITES, enclosing_loops
from .analysis.slice import ValueNamer
from .analysis.slice_legality import vector_reads_uncovered
from .analysis.slice_region import Region
from .debug import debug
from .fusion_graph import MemRefDependenceGraph, common_loop_depth, memref_of
from .fusion_interchange import sink_sequential_loops
from .fusion_private import create_private_memref
from .fusion_utils import (
    additional_compute_fraction, can_fuse_loops, fuse_loops, has_cyclic_dependence, is_fusion_profitable,
    producer_consumer_memrefs,
)

DEBUG_TYPE = "affine-fusion"
UINT_MAX = 2 ** 32 - 1
# upstream's default is the float literal 0.30f widened to double: 0.30000001192092896, so a
# fusion adding exactly 30% computation (104 / 80 - 1 = 0.30000000000000004) passes by default
# but not under an explicit compute-tolerance=0.3
DEFAULT_TOLERANCE = float(struct.unpack("f", struct.pack("f", 0.30))[0])


# -- greedy fusion --------------------------------------------------------------------------------

def _escapes(memref, block) -> bool:
    """upstream's isEscapingMemref."""
    d = memref.defining_op
    if d is None:
        return True
    if d.name not in ("memref.alloc", "memref.alloca"):
        return True
    for user in memref.users:
        anc = _ancestor_in_region(user, block.parent)
        if anc is None:
            return True
        if anc.parent is not block:
            continue
        if user.name not in READS + WRITES + ("affine.prefetch", "affine.dma_start", "affine.dma_wait"):
            return True
    return False


def _touched_inside_written(memref, stores, others, depth: int, verb: str):
    """The Region of ``memref`` that ``stores`` write at ``depth`` where ``others`` touch nothing
    outside it, else None (also where an access is not affine); ``verb`` words the refusal."""
    try:
        namer = ValueNamer()
        region = Region(memref, stores, depth, vector_footprint=True, namer=namer)
        touched = Region(memref, others, depth, vector_footprint=True, namer=namer).set
    except Exception:                   # not affine: keep the memref
        return None
    written = region.set
    written, touched = written.align_params(touched.get_space()), touched.align_params(written.get_space())
    if not touched.is_subset(written):
        debug(DEBUG_TYPE, f"no private buffer: the consumer {verb} elements the slice does not write")
        return None
    return region


def _ancestor_in_region(op, region):
    while op is not None and op.parent_region is not region:
        op = op.parent_op
    return op



def _entry_block(op):
    """The entry block of the function around ``op`` (where promote_if_single_iteration puts
    the constant replacing a promoted loop's IV)."""
    p = op.parent_op
    while p is not None and p.name != "func.func":
        p = p.parent_op
    return p.regions[0].blocks[0] if p is not None and p.regions[0].blocks else None

class GreedyFusion:
    def __init__(self, mdg: MemRefDependenceGraph, local_buf_threshold: int, fast_mem_space,
                 maximal: bool, tolerance: float) -> None:
        self.mdg = mdg
        self.local_buf_threshold = local_buf_threshold
        self.fast_mem_space = fast_mem_space
        self.maximal = maximal
        self.tolerance = tolerance
        self.worklist: list[int] = []

    def init(self) -> None:
        self.worklist = self.mdg.node_ids_in_map_order()

    def run(self, mode: str) -> None:
        if mode == "producer":
            self.fuse_producer_consumer(UINT_MAX)
        elif mode == "sibling":
            self.fuse_siblings()
        else:
            self.fuse_producer_consumer(1)
            self.fuse_siblings()
            self.fuse_producer_consumer(UINT_MAX)
        self.erase_unused_allocs()

    # -- producer-consumer -------------------------------------------------------------------
    def fuse_producer_consumer(self, max_src_users: int) -> None:
        self.init()
        while self.worklist:
            self.fuse_into(self.worklist.pop(), max_src_users)

    def _producer_candidates(self, dst_id: int) -> list[int]:
        g = self.mdg
        if dst_id not in g.in_edges:
            return []
        dst = g.nodes[dst_id]
        consumed = [memref_of(o) for o in dst.loads]
        out = set()
        for sid, _ in g.in_edges[dst_id]:
            s = g.nodes[sid]
            if s.op.name != "affine.for":
                continue
            if any(any(memref_of(o) is m for m in consumed) for o in s.stores):
                out.add(sid)
        return sorted(out)

    def _can_create_private(self, memref, escaping, src_id, dst_id, remove_src) -> bool:
        g = self.mdg
        if any(memref is m for m in escaping) and (remove_src or g.nodes[dst_id].store_count(memref) > 0):
            return False
        if g.incoming_memref_accesses(src_id, memref) > 0 or g.out_edge_count(dst_id, memref) > 0:
            return False
        if remove_src and any(v is memref and d != dst_id for d, v in g.out_edges.get(src_id, ())):
            return False
        return True

    @staticmethod
    def _private_covers_consumer(memref, dst, dst_for, depth: int) -> bool:
        """Where the consumer writes the memref too, iree-opt 3.13 makes it private only when the
        slice writes a single element per iteration of the fusion depth and the consumer touches
        nothing else: a buffer of several elements (a row the slice fills at an outer depth, two
        columns of which the consumer updates one) keeps the memref, as does a consumer write
        outside what the slice writes (it would index outside the buffer).

        A consumer that only reads the memref keeps it too where it reads an element the slice
        does not write (the producer never writes it, as t[j, 0] below): the private buffer would
        be read outside what it holds, where iree-opt 3.13 privatizes anyway (out of bounds):

            for i { for k { t[i, k + 1] = .. } }   for j { for l { .. = t[0, l] } }   (depth 1)"""
        stores = [o for o in dst_for.walk() if o.name in WRITES and memref_of(o) is memref]
        others = [o for o in dst_for.walk() if (o.name in WRITES or o.name in READS) and memref_of(o) is memref]
        if dst.store_count(memref) == 0:
            return _touched_inside_written(memref, stores, others, depth, "reads") is not None
        region = _touched_inside_written(memref, stores[:1], others, depth, "touches")
        if region is None:
            return False
        try:
            bounds = region.bounding_shape()
        except Exception:               # not affine: keep the memref
            return False
        if bounds is None or any(n != 1 for n in bounds[0]):
            shape = "x".join(str(n) for n in bounds[0]) if bounds else "non-constant"
            debug(DEBUG_TYPE, f"no private buffer: the consumer writes the memref and the slice writes "
                              f"a {shape} region at depth {depth}, not one element")
            return False
        return True

    @staticmethod
    def _fuse_checking_vector_reads(src_for, dst_for, sl, memrefs: list, depth: int) -> bool:
        """fuse_loops, undone (and False returned) where a memref is accessed through vector ops
        and the slice does not write what the consumer reads (analysis/slice_legality.py)."""
        def accesses(root, kinds, skip=()):
            return [o for o in root.walk() if o.name in kinds and all(o is not x for x in skip)]

        vec = [m for m in memrefs
               if any(o.name in ("affine.vector_load", "affine.vector_store") and memref_of(o) is m
                      for root in (src_for, dst_for) for o in root.walk())]
        if not vec:
            fuse_loops(src_for, dst_for, sl)
            return True
        block = sl.insert_point.parent
        entry = _entry_block(dst_for)
        before = {id(o) for o in block.ops}
        entry_before = {id(o) for o in entry.ops} if entry is not None else set()
        fuse_loops(src_for, dst_for, sl)
        new_ops = [o for o in block.ops if id(o) not in before]
        # a single-iteration slice loop's IV became a constant at the function entry
        new_consts = [o for o in entry.ops if id(o) not in entry_before] if entry is not None else []
        new_inner = [x for o in new_ops for x in o.walk()]
        n_outer = len(enclosing_loops(dst_for))
        for m in vec:
            writes = [o for o in new_inner if o.name in WRITES and memref_of(o) is m]
            reads = [o for o in accesses(dst_for, READS, new_inner) if memref_of(o) is m]
            produced = [o for o in accesses(src_for, WRITES) if memref_of(o) is m]
            if reads and vector_reads_uncovered(m, writes, reads, produced, depth, n_outer):
                for o in reversed(new_ops):
                    o.erase()
                for o in new_consts:
                    if all(r.first_use is None for r in o.results):
                        o.erase()
                return False
        return True

    def _can_remove_src(self, src_id, dst_id, sl, ins_point, escaping) -> bool:
        g = self.mdg
        dst_op = g.nodes[dst_id].op
        has_out = False
        for d, _ in g.out_edges.get(src_id, ()):
            dep = g.nodes[d].op
            if dep is dst_op:
                continue
            if dep.parent is not dst_op.parent:
                return False
            if ins_point is not dep and not ins_point.is_before_in_block(dep):
                debug(DEBUG_TYPE, "src loop can't be removed: dst loop doesn't dominate dependence")
                return False
            has_out = True
        if has_out or escaping:
            m = sl.is_maximal()
            if not m:
                debug(DEBUG_TYPE, "src loop can't be removed: fusion is not maximal")
                return False
        return True

    def _cyclic_tolerance(self, src_for, dst_for, max_depth: int, slices: list):
        """The compute tolerance for fusing ``src_for``, or None to stop fusing into ``dst_for``: a
        slice of a nest with a cyclic dependence may not run an iteration twice (llvm-project#128397),
        so upstream lowers the tolerance to 0 there and, under maximal fusion (no cost model),
        stops trying this destination at all unless the slice at the deepest legal depth adds no
        computation."""
        if not has_cyclic_dependence(src_for):
            return self.tolerance
        if not self.maximal:
            debug(DEBUG_TYPE, "source nest has a cyclic dependence: compute tolerance 0")
            return 0.0
        extra = additional_compute_fraction(src_for, dst_for, max_depth, slices)
        if extra is None or extra > 0:
            debug(DEBUG_TYPE, "can't perform maximal fusion with a cyclic dependence and non-zero "
                              "additional compute")
            return None
        return self.tolerance

    def fuse_into(self, dst_id: int, max_src_users: int) -> None:
        g = self.mdg
        if dst_id not in g.nodes:
            return
        dst = g.nodes[dst_id]
        if dst.op.name != "affine.for" or dst.op.results:
            return
        dst.op = sink_sequential_loops(dst.op)
        dst_for = dst.op
        changed = True
        while changed:
            changed = False
            for src_id in reversed(self._producer_candidates(dst_id)):
                if src_id not in g.nodes:
                    continue
                src = g.nodes[src_id]
                src_for = src.op
                if src_for.results:
                    continue
                pcm = producer_consumer_memrefs(src.stores, dst.loads)
                if any(g.out_edge_count(src_id, m) > max_src_users for m in pcm):
                    continue
                escaping = []
                for s in src.stores:
                    m = memref_of(s)
                    if all(m is not x for x in escaping) and _escapes(m, g.block):
                        escaping.append(m)
                ins = g.fused_loop_nest_insertion_point(src_id, dst_id)
                if ins is None:
                    debug(DEBUG_TYPE, f"can't fuse src loop {src_id} into dst loop {dst_id}: "
                                      "no insertion point preserves the dependences")
                    continue
                n_outer = len(enclosing_loops(dst_for))
                dst_mem_ops = [o for o in dst.loads + dst.stores if any(memref_of(o) is m for m in pcm)]
                depth_test = common_loop_depth(dst_mem_ops) - n_outer
                slices: list = [None] * depth_test
                max_depth = 0
                reason = ""
                for i in range(1, depth_test + 1):
                    sl, why = can_fuse_loops(src_for, dst_for, i + n_outer, "producer-consumer")
                    slices[i - 1] = sl
                    if sl is not None:
                        max_depth = i
                    else:
                        reason = why
                if max_depth == 0:
                    debug(DEBUG_TYPE, f"can't fuse src loop {src_id} into dst loop {dst_id}: fusion is not "
                                      f"legal at any depth ({reason})")
                    continue
                tolerance = self._cyclic_tolerance(src_for, dst_for, max_depth, slices)
                if tolerance is None:
                    return
                best = max_depth
                if not self.maximal:
                    stores = [o for o in src.stores if any(memref_of(o) is m for m in pcm)]
                    best, why = is_fusion_profitable(src_for, stores, dst_for, slices, max_depth, tolerance)
                    if best is None:
                        debug(DEBUG_TYPE, f"not fusing src loop {src_id} into dst loop {dst_id}: {why}")
                        continue
                sl = slices[best - 1]
                remove_src = self._can_remove_src(src_id, dst_id, sl, ins, escaping)
                private = [m for m in pcm if self._can_create_private(m, escaping, src_id, dst_id, remove_src)]
                if not self._fuse_checking_vector_reads(src_for, dst_for, sl, pcm, n_outer + best):
                    debug(DEBUG_TYPE, f"not fusing src loop {src_id} into dst loop {dst_id}: the slice at depth "
                                      f"{best} does not write all that the consumer's vector accesses read")
                    continue
                changed = True
                debug(DEBUG_TYPE, f"fused src loop {src_id} into dst loop {dst_id} at depth {best}")
                if ins is not dst_for:
                    dst_for.move_before(ins)
                private = [m for m in private if self._private_covers_consumer(m, dst, dst_for, best)]
                g.update_edges_after_fusion(src_id, dst_id, private, remove_src)
                if private:
                    slice_block = sl.insert_loop.regions[0].blocks[0]
                    by_memref: list = []
                    for o in dst_for.walk():
                        if o.name in WRITES:
                            m = memref_of(o)
                            if any(m is p for p in private):
                                e = next((x for x in by_memref if x[0] is m), None)
                                if e is None:
                                    by_memref.append((m, [o]))
                                else:
                                    e[1].append(o)
                    for m, stores in by_memref:
                        new = create_private_memref(dst_for, stores, best, self.fast_mem_space, slice_block,
                                                    self.local_buf_threshold)
                        nid = g.add_node(new.defining_op)
                        g.add_edge(nid, dst_id, new)
                dst = g.nodes[dst_id]
                g.reset_node_accesses(dst_id)
                if remove_src:
                    debug(DEBUG_TYPE, f"removing src loop {src_id} after fusion")
                    src_for.erase()
                    g.remove_node(src_id)

    # -- siblings -----------------------------------------------------------------------------
    def fuse_siblings(self) -> None:
        self.init()
        while self.worklist:
            dst_id = self.worklist.pop()
            if dst_id not in self.mdg.nodes:
                continue
            if self.mdg.nodes[dst_id].op.name != "affine.for":
                continue
            self._fuse_with_siblings(self.mdg.nodes[dst_id])

    def _can_fuse_with_sibling(self, sib, dst, memref) -> bool:
        g = self.mdg
        if sib.op.results:
            debug(DEBUG_TYPE, f"not sibling-fusing {sib.id}: the nest returns values")
            return False
        if dst.op.results and not sib.op.is_before_in_block(dst.op):
            # a nest returning values takes a sibling from before it, as iree-opt 3.13 does; one
            # after it iree-opt 3.13 crashes on (the nest is erased while its results are used)
            debug(DEBUG_TYPE, f"not sibling-fusing {sib.id} into {dst.id}: the nest returns values and "
                              f"the sibling follows it")
            return False
        if sib.load_count(memref) != 1:
            return False
        if g.has_dependence_path(sib.id, dst.id) or g.has_dependence_path(dst.id, sib.id):
            return False
        if any(g.incoming_memref_accesses(sib.id, m) > 0 for m in sib.load_and_store_memrefs()):
            return False
        ms = []
        for s in sib.stores:
            m = memref_of(s)
            if all(m is not x for x in ms):
                ms.append(m)
        return len(ms) <= 1

    def _find_sibling(self, dst, visited: set):
        g = self.mdg
        block = dst.op.parent
        for arg in block.args:
            for user in arg.users:
                if user.name not in READS:
                    continue
                loops = enclosing_loops(user)
                top = next((l for l in loops if l.parent is g.block), None)
                if top is None:
                    continue
                sib = g.node_of_for(top)
                if sib is None or sib.id == dst.id or sib.id in visited:
                    continue
                m = memref_of(user)
                if dst.load_count(m) == 0:
                    continue
                if self._can_fuse_with_sibling(sib, dst, m):
                    visited.add(sib.id)
                    return sib.id, m
        in_edges = [(s, v) for s, v in g.in_edges.get(dst.id, ())
                    if isinstance(v.type, MemRefType) and dst.load_count(v) > 0 and g.nodes[s].store_count(v) > 0]
        for s, v in in_edges:
            cands = []
            for d, w in g.out_edges.get(s, ()):
                if not isinstance(w.type, MemRefType) or d in visited:
                    continue
                if d == dst.id or w is not v:
                    continue
                sib = g.nodes[d]
                if sib.op.name != "affine.for":
                    continue
                if self._can_fuse_with_sibling(sib, dst, w):
                    cands.append((d, w))
            if cands:
                visited.add(cands[0][0])
                return cands[0]
        return None

    def _fuse_with_siblings(self, dst) -> None:
        g = self.mdg
        visited: set = set()
        dst_for = dst.op
        while True:
            found = self._find_sibling(dst, visited)
            if found is None:
                return
            sib_id, memref = found
            sib = g.nodes[sib_id]
            if sib.op.is_before_in_block(dst.op):
                ins = g.fused_loop_nest_insertion_point(sib.id, dst.id)
            else:
                ins = g.fused_loop_nest_insertion_point(dst.id, sib.id)
            if ins is None:
                continue
            sib_load = sib.loads_of(memref)[0]
            dst_loads = dst.loads_of(memref)
            n_outer = len(enclosing_loops(dst_for))
            depth_test = len(enclosing_loops(dst_loads[0])) - n_outer
            slices: list = [None] * depth_test
            max_depth = 0
            for i in range(1, depth_test + 1):
                sl, _ = can_fuse_loops(sib.op, dst_for, i + n_outer, "sibling", memref)
                slices[i - 1] = sl
                if sl is not None:
                    max_depth = i
            if max_depth == 0:
                debug(DEBUG_TYPE, f"can't fuse sibling {sib_id} into {dst.id}: not legal at any depth")
                continue
            tolerance = self._cyclic_tolerance(sib.op, dst_for, max_depth, slices)
            if tolerance is None:
                return
            best = max_depth
            if not self.maximal:
                best, why = is_fusion_profitable(sib.op, [sib_load], dst_for, slices, max_depth, tolerance)
                if best is None:
                    debug(DEBUG_TYPE, f"not fusing sibling {sib_id} into {dst.id}: {why}")
                    continue
            if slices[best - 1].is_maximal() is not True:
                # the sibling nest is erased afterwards: the slice must run all of its iterations
                debug(DEBUG_TYPE, f"not fusing sibling {sib_id} into {dst.id}: the slice at depth {best} "
                                  "does not cover all of its iterations")
                continue
            dst_for = fuse_loops(sib.op, dst_for, slices[best - 1], best == depth_test)
            dst.op = dst_for
            if ins is not dst_for:
                dst_for.move_before(ins)
            g.update_edges_after_sibling_fusion(sib.id, dst.id)
            g.reset_node_accesses(dst.id)
            if g.out_edge_count(sib.id) == 0:
                op = sib.op
                g.remove_node(sib.id)
                op.erase()

    def erase_unused_allocs(self) -> None:
        for memref, count in list(self.mdg.memref_edge_count.items()):
            if count > 0 or memref.has_uses:
                continue
            d = memref.defining_op
            if d is not None and d.name == "memref.alloc" and d.parent is not None:
                d.erase()


def _has_two_fors(block) -> bool:
    n = 0
    for op in block.ops:
        if op.name == "affine.for":
            n += 1
            if n > 1:
                return True
    return False


def run_loop_fusion(root, mode: str = "greedy", maximal: bool = False, tolerance: float = DEFAULT_TOLERANCE,
                    local_buf_threshold_kib: int = 0, fast_mem_space=None) -> None:
    for op in list(root.walk(post_order=True)):
        for region in op.regions:
            for block in list(region.blocks):
                if not _has_two_fors(block):
                    continue
                g = MemRefDependenceGraph(block)
                if not g.init():
                    continue
                GreedyFusion(g, local_buf_threshold_kib * 1024, fast_mem_space, maximal, tolerance).run(mode)


class _Double(float):
    """A double option: llvm::raw_ostream prints it as %e (3.000000e-01)."""

    def __str__(self) -> str:
        return f"{float(self):e}"


class _UnsetUInt(int):
    """The default of fast-mem-space: prints as 0, but means "no fast memory space" (upstream's
    Option::hasValue() is false until the option is given)."""


@register_pass("affine-loop-fusion", "Fuse affine loop nests")
@dataclass
class AffineLoopFusion(Pass):
    display_name = "AffineLoopFusion"
    compute_tolerance: float = _Double(DEFAULT_TOLERANCE)
    fast_mem_space: int = field(default=_UnsetUInt(0), metadata={"cl_type": "uint"})
    local_buf_threshold: int = field(default=0, metadata={"cl_type": "ulong"})
    maximal: bool = False
    mode: Literal["greedy", "producer", "sibling"] = "greedy"

    def __post_init__(self) -> None:
        self.compute_tolerance = _Double(self.compute_tolerance)

    def run(self, op) -> None:
        fast = None if isinstance(self.fast_mem_space, _UnsetUInt) else int(self.fast_mem_space)
        run_loop_fusion(op, self.mode, self.maximal, self.compute_tolerance, self.local_buf_threshold, fast)
