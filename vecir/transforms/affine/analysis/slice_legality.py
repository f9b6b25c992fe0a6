"""vecir's own legality checks of a computation slice, on top of upstream's: the fused slice must
not reorder a conflicting access against the consumer, and a nest with a cyclic dependence must
not run any iteration twice.

    for i { B[i] = A[i - 1] + A[i + 1] }   for i { A[i] = B[i] }
      fusing at depth 1 would read A[i - 1] after the consumer rewrote it: refused
"""

from __future__ import annotations

import islpy as isl

from .dependence import MemRefAccess, _domain, _map_exprs, _NotAffine, enclosing_loops, same_element_constraints
from .loop_dims import enclosing_loop_dims, num_common_dims
from .slice import SliceState, ValueNamer, _dim_names, _exprs_text, loop_domain


def slice_breaks_dependence(src_ops: list, dst_ops: list, sl: SliceState) -> str | None:
    """vecir's own legality check on top of upstream's: with the slice run at the start of the
    destination body at each prefix q of the destination IVs, no access of the source nest may run
    after a conflicting destination access it used to precede (q after t[:L] lexicographically).
    upstream misses the write-after-read case (a consumer writing what its producer still reads):

        for i { B[i] = A[i - 1] + A[i + 1] }  for i { A[i] = B[i] }   (fusing reads A[i - 1] late)

    Returns the reason or None."""
    from .dependence import WRITES

    L = sl.num_dims
    dst_loops = [v.parent_block.parent_op for v in sl.operands[:L]]
    for a in src_ops:
        for b in dst_ops:
            if a.name not in WRITES and b.name not in WRITES:
                continue
            ma, mb = MemRefAccess.of(a), MemRefAccess.of(b)
            if ma.memref is not mb.memref:
                continue
            if a.name in WRITES and b.name not in WRITES:
                continue                 # read-after-write: the slice is computed for these
            namer = ValueNamer()
            ls, ld = enclosing_loops(a), enclosing_loops(b)
            sn = [f"s{i}" for i in range(len(ls))]
            tn = [f"t{i}" for i in range(len(ld))]
            qn = [f"q{i}" for i in range(L)]
            # affine.parallel IVs around either access are loop dims of its domain too (upstream's
            # getEnclosingAffineOps), named apart from the affine.for IVs the slice is over
            da, db = enclosing_loop_dims(a), enclosing_loop_dims(b)
            sa, sb = _dim_names(da, ls, sn, "sp"), _dim_names(db, ld, tn, "tp")
            try:
                cs = _domain(a, da, sa, namer, "s") + _domain(b, db, sb, namer, "t")
                cs += loop_domain(dst_loops, qn, namer)
                pn = [namer.param(v) for v in sl.operands[L:]]
                for iv, lb, ub in zip(sl.ivs, sl.lbs, sl.ubs):
                    k = next((i for i, l in enumerate(ls) if l.induction_var is iv), None)
                    if k is None:
                        continue
                    if lb is not None:
                        cs += [f"s{k} >= {x}" for x in _exprs_text(lb, qn, pn)]
                    if ub is not None:
                        cs += [f"s{k} < {x}" for x in _exprs_text(ub, qn, pn)]
                fs = _map_exprs(ma.map, ma.operands, [l.induction_var for l in da], sa, namer)
                ft = _map_exprs(mb.map, mb.operands, [l.induction_var for l in db], sb, namer)
                common = num_common_dims(da, db)
                cs += [f"{x} = {y}" for x, y in zip(sa[:common], sb) if x.startswith("sp")]
            except _NotAffine as e:
                return f"dependence check failed: {e}"
            cs += same_element_constraints(a, fs, b, ft)     # every lane of a vector access
            later = []
            for j in range(min(L, len(tn))):
                later.append("(" + " and ".join([f"q{i} = t{i}" for i in range(j)] + [f"q{j} > t{j}"]) + ")")
            if not later:
                continue
            text = (f"[{', '.join(namer.names)}] -> {{ [{', '.join(sa + qn + sb)}] : "
                    f"{' and '.join(cs)} and ({' or '.join(later)}) }}")
            if not isl.Set(text).is_empty():
                kind = "write" if a.name in WRITES else "read"
                return (f"the fused slice would {kind} the memref after the consumer's '{b.name}' "
                        f"it used to precede")
    return None


def vector_reads_uncovered(memref, slice_writes: list, dst_reads: list, src_writes: list, depth: int,
                           src_depth: int) -> bool:
    """vecir's check for fusions through vector accesses, which upstream's slices treat as the one
    element at their indices: after fusing at ``depth`` (the IVs of the ``depth`` loops around the
    slice are parameters), every element of ``memref`` that an iteration of the consumer reads and
    the producer nest writes must be written by that iteration's slice.  A producer storing one
    element per iteration fused into a consumer loading vector<4xf32> computes a quarter of what
    the consumer reads (iree-opt 3.13 fuses it anyway):

        for i = 0 to 64 { m[i] = A[i] }   for j = 0 to 16 { vector_load m[4j] : vector<4xf32> }
          slice at depth 1 writes { 4 o0 }, the consumer reads { 4 o0 .. 4 o0 + 3 }: refused

    The producer nest's writes have the IVs of the ``src_depth`` loops around both nests as
    parameters.  Returns True when some element is read but not written by the slice (or when that is unknown)."""
    from .slice_region import Region

    try:
        namer = ValueNamer()
        written = Region(memref, slice_writes, depth, vector_footprint=True, namer=namer).set
        read = Region(memref, dst_reads, depth, vector_footprint=True, namer=namer).set
        produced = Region(memref, src_writes, src_depth, vector_footprint=True, namer=namer).set
    except _NotAffine:
        return True
    produced = produced.align_params(read.get_space())
    read = read.align_params(produced.get_space())
    needed = read.intersect(produced)
    written = written.align_params(needed.get_space())
    needed = needed.align_params(written.get_space())
    return not needed.is_subset(written)
