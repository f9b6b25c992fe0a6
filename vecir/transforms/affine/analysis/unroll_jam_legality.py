"""Exact legality of unroll-and-jam (upstream checks nothing; this is the condition that the
reordering keeps every memory dependence, or else every value: see _values_kept).

Unroll-jam of an affine.for ``L`` (step ``st``) by ``f`` groups its iterations into blocks of
``f`` consecutive ones (copies ``u = 0 .. f-1``), keeps the loops nested in ``L`` (the jammed
loops: affine.for ops reached from ``L`` through affine.for ops only), and runs all ``f`` copies
of one straight-line sub-block (a maximal run of other ops) before the next sub-block.  An op
instance's new time stamp is

    (block of i, c1, j1, c2, j2, ..., ck, jk, sub-block, u, position in the sub-block)

where ``cm`` is the position of the m-th jammed loop in its block and ``jm`` its IV.  Instances
in different blocks and instances of the same copy keep their order, so a dependence from a
source (outer iteration ``i``) to a sink (``i' > i``) is violated iff both lie in one full block
(the cleanup loop is not jammed) and the sink's prefix ``(c1, j1, ..., sub-block)`` is
lexicographically smaller than the source's:

    affine.for %i = 1 to 9 { affine.for %j = 0 to 8 {         store A[i][j] -> load A[i'-1][j'+1]:
      %a = affine.load %A[%i - 1, %j + 1]                      i' = i + 1, j' = j - 1 < j
      affine.store %s, %A[%i, %j] } }                        -> violated for every f >= 2

    distance (1, 0) or (1, +1): kept; distance (f, -1): the two iterations are in different blocks

    affine.for %i { affine.for %j { S1: load B[i-1][j] }     S2's store, then S1's load one outer
                    affine.for %j { S2: store B[i][j] } }    iteration later: sink's first loop
                                                             (c = 0) runs before the source's (c = 1)

Each pair of accesses is one isl query through check_dependence (lane-aware for vector accesses),
with the block and the lexicographic order as extra constraints.  An affine.parallel (or affine.if)
is part of its sub-block and cloned whole, so the accesses inside it have the sub-block's prefix;
its IVs are extra dims of the query, unordered.
"""

from __future__ import annotations

import islpy as isl

from ....dialects.affine._common import compose_affine_map_and_operands
from ....ir.types import DYNAMIC, MemRefType
from ....rewrite.driver import is_memory_effect_free
from .dependence import READS, WRITES, MemRefAccess, _domain, _map_exprs, _Namer, _NotAffine, check_dependence
from .loop_dims import enclosing_loop_dims


def _prefix(op, loop) -> list | None:
    """The time-stamp prefix of ``op`` inside ``loop``: ints (static positions) and ("iv", k)
    (the k-th loop dim of ``op``).  None when ``op`` is not nested in ``loop``."""
    chain = []
    p = op
    while p is not None and p is not loop:
        chain.append(p)
        p = p.parent_op
    if p is None:
        return None
    chain.reverse()                       # chain[0] is a child of the loop's body
    base = len(enclosing_loop_dims(loop)) + 1
    out = []
    for m, q in enumerate(chain):
        ops = list(q.parent.ops)
        k = ops.index(q)
        if q.name == "affine.for":
            out += [k, ("iv", base + m)]
            continue
        while k > 0 and ops[k - 1].name != "affine.for":   # the first op of q's sub-block
            k -= 1
        out.append(k)
        return out
    return out


def _lex_less(a: list[str | int], b: list[str | int]) -> str:
    """isl text: tuple ``a`` lexicographically before ``b`` (static ints compared here)."""
    alts, eqs = [], []
    for x, y in zip(a, b):
        if isinstance(x, int) and isinstance(y, int):
            if x < y:
                alts.append(list(eqs))
            if x != y:
                break
            continue
        alts.append(eqs + [f"{x} < {y}"])
        eqs.append(f"{x} = {y}")
    if not alts:
        return "false"
    return "(" + " or ".join("(" + (" and ".join(c) or "true") + ")" for c in alts) + ")"


def _loc(op) -> str:
    loc = op.loc
    line = getattr(loc, "line", None)
    return f"'{op.name}' at line {line}" if line is not None else f"'{op.name}'"


def _accesses(loop) -> tuple[list, str]:
    out = []
    for op in loop.walk():
        if op is loop:
            continue
        if op.name in READS or op.name in WRITES:
            memref = op.operands[1 if op.name in WRITES else 0]
            d = memref.defining_op
            if d is not None and loop.is_ancestor_of(d):
                continue                  # each copy allocates its own buffer
            out.append(op)
        elif op.name in ("affine.for", "affine.parallel", "affine.yield", "affine.if", "memref.alloc",
                         "memref.alloca"):
            continue
        elif not is_memory_effect_free(op):
            return [], f"'{op.name}' has memory effects the analysis does not model"
    return out, ""


def _fmt(c) -> str:
    if c.lb is not None and c.lb == c.ub:
        return str(c.lb)
    return f"{'-inf' if c.lb is None else c.lb}..{'+inf' if c.ub is None else c.ub}"


def unroll_jam_legal(loop, factor: int) -> tuple[bool, str]:
    """(legal?, reason): whether unroll-jam of ``loop`` by ``factor`` keeps every dependence."""
    if any(isinstance(t, MemRefType) for t in loop.result_types):
        return False, "a memref-typed iter_arg serializes the loop"
    accesses, why = _accesses(loop)
    if why:
        return False, why
    nl = len(enclosing_loop_dims(loop))
    prefixes = {}
    for a in accesses:
        dims = enclosing_loop_dims(a)
        pre = _prefix(a, loop)
        if pre is None or len(dims) <= nl or dims[nl] is not loop:
            return False, f"{_loc(a)} is outside the loop's affine scope"
        prefixes[a] = pre
    st = loop.step_value
    span = st * factor

    def extra_for(src, dst):
        def extra(ls, s_names, ld, t_names, namer):
            ivs = [d.induction_var for d in ls[:nl]]
            names = s_names[:nl]
            lbs = _map_exprs(loop.lower_map, loop.lower_operands, ivs, names, namer)
            ubs = _map_exprs(loop.upper_map, loop.upper_operands, ivs, names, namer)
            si, ti = s_names[nl], t_names[nl]
            cs = []
            if len(lbs) == 1:
                # one block: lb + span * q <= i < i' <= lb + span * q + st * (f - 1), and the
                # block is full when the upper bound is one expression (else over-approximate)
                last = f"{lbs[0]} + {span} * jq + {st * (factor - 1)}"
                full = f" and {last} < {ubs[0]}" if len(ubs) == 1 else ""
                cs.append(f"exists (jq: {si} >= {lbs[0]} + {span} * jq and {ti} <= {last}{full})")
            else:
                cs.append(f"{ti} <= {si} + {st * (factor - 1)}")

            def terms(pre, iv_names):
                return [x if isinstance(x, int) else iv_names[x[1]] for x in pre]
            cs.append(_lex_less(terms(prefixes[dst], t_names), terms(prefixes[src], s_names)))
            cs += _in_bounds(src, ls, s_names, namer) + _in_bounds(dst, ld, t_names, namer)
            return cs
        return extra

    for s in accesses:
        for d in accesses:
            if s.name in READS and d.name in READS:
                continue
            r = check_dependence(s, d, nl + 1, compute_components=True, extra=extra_for(s, d))
            if r.kind == r.FAILURE:
                return False, f"dependence analysis failed from {_loc(s)} to {_loc(d)}: {r.reason}"
            if r.kind == r.HAS:
                if _values_kept(loop, factor, accesses, nl):
                    return True, ("a memory dependence is reordered, but every read still reads the "
                                  "same write and every element keeps its last write")
                dist = ", ".join(_fmt(c) for c in r.components[nl:])
                return False, (f"loop-carried dependence from {_loc(s)} to {_loc(d)} with distance "
                               f"[{dist}] (outer, jammed loops) would run the sink before the source")
    return True, "every dependence is kept"


def _in_bounds(op, dims: list, names: list[str], namer) -> list[str]:
    """isl constraints: the access ``op`` stays inside its memref (each index >= 0, below each static
    size; a vector's first lane).  A program with no undefined behaviour only runs such instances,
    so a dependence or a changed value through an element out of bounds is no reason to refuse:

        affine.store %x, %C[%i + %m + 2]   vs   affine.store %y, %C[2 * %j + 3 * %n]  (memref<64xi32>)
          equal only where one of them leaves C, for every %m, %n the nest runs with"""
    acc = MemRefAccess.of(op)
    idx = _map_exprs(acc.map, acc.operands, [d.induction_var for d in dims], names, namer)
    shape = getattr(acc.memref.type, "shape", ())
    out = []
    for e, size in zip(idx, shape):
        out.append(f"{e} >= 0")
        if size != DYNAMIC:
            out.append(f"{e} < {size}")
    return out


def _schedule_terms(op, loop, nl: int, names: list[str]):
    """(jammed prefix, sub-block, rest) of ``op``'s time stamp inside ``loop`` (see the module
    docstring): the prefix alternates positions and IV names of the jammed loops, the rest goes on
    below the sub-block's op (positions; IV names of affine.for/affine.parallel; 0/1 for the then
    or else region of an affine.if)."""
    chain = []
    p = op
    while p is not loop:
        chain.append(p)
        p = p.parent_op
    chain.reverse()
    prefix, rest, sb = [], [], None
    dim = nl + 1
    for m, q in enumerate(chain):
        ops = list(q.parent.ops)
        k = ops.index(q)
        if sb is None and q.name == "affine.for":
            prefix += [str(k), names[dim]]
            dim += 1
            continue
        if sb is None:
            sb = k
            while sb > 0 and ops[sb - 1].name != "affine.for":
                sb -= 1
        rest.append(str(k))
        if q.name == "affine.for":
            rest.append(names[dim])
            dim += 1
        elif q.name == "affine.parallel":
            rest += names[dim:dim + len(q.ivs)]
            dim += len(q.ivs)
        elif q.name == "affine.if" and m + 1 < len(chain):
            rest.append("0" if chain[m + 1].parent_region is q.regions[0] else "1")
    return prefix, sb, rest


def _values_kept(loop, factor: int, accesses: list, nl: int) -> bool:
    """Whether the jam leaves every value unchanged although it reorders a memory dependence:
    under the original and the jammed order, each read instance has the same last write before it
    (or none), and each element the same last write at the end (isl's dataflow, compute_flow, on
    exact affine accesses).  A write overwritten before anyone reads it may then move:

        affine.for %i { affine.for %j = 0 to 4 step 2 { affine.store %v(%j), %B[0] } }
          the jam runs (i, 2) after (i + 1, 0), yet (i + 1, 2) still writes B[0] last

    False where the accesses are not all scalar and affine, or the loop has max/min bounds."""
    if any(a.name not in ("affine.load", "affine.store") for a in accesses):
        return False
    namer = _Namer()
    outer = enclosing_loop_dims(loop)
    outer_names = [f"o{k}" for k in range(nl)]
    try:
        lbm, lbo = compose_affine_map_and_operands(loop.lower_map, list(loop.lower_operands))
        ubm, ubo = compose_affine_map_and_operands(loop.upper_map, list(loop.upper_operands))
        outer_ivs = [d.induction_var for d in outer]
        lbs = _map_exprs(lbm, lbo, outer_ivs, outer_names, namer)
        ubs = _map_exprs(ubm, ubo, outer_ivs, outer_names, namer)
        if len(lbs) != 1 or len(ubs) != 1:
            return False
        arrays: dict[int, tuple[str, int]] = {}
        stmts = []
        for k, a in enumerate(accesses):
            acc = MemRefAccess.of(a)
            dims = enclosing_loop_dims(a)
            names = outer_names + [f"i{j}" for j in range(nl, len(dims))]
            dom = _domain(a, dims, names, namer, f"x{k}") + _in_bounds(a, dims, names, namer)
            idx = _map_exprs(acc.map, acc.operands, [d.induction_var for d in dims], names, namer)
            arr = arrays.setdefault(id(acc.memref), (f"M{len(arrays)}", len(idx)))[0]
            stmts.append((f"S{k}", names[nl:], " and ".join(dom) or "true", arr, idx,
                          *_schedule_terms(a, loop, nl, names), acc.is_store))
    except _NotAffine:
        return False
    width = max(len(p) + len(r) for _, _, _, _, _, p, _, r, _ in stmts) + 4

    def pad(ts):
        return ", ".join(ts + ["0"] * (width - len(ts)))

    st = loop.step_value
    reads, writes, orig, jam = [], [], [], []
    for name, ivs, dom, arr, idx, prefix, sb, rest, is_store in stmts:
        tup = f"{name}[{', '.join(ivs)}]"
        (writes if is_store else reads).append(f"{tup} -> {arr}[{', '.join(idx)}] : {dom}")
        i = ivs[0]
        orig.append(f"{tup} -> [{pad(['0', i] + prefix + [str(sb), '0'] + rest)}] : {dom}")
        # a full block of f iterations starting at b runs copy u of each sub-block after copy u - 1
        # (u and b as quasi-affine functions of i: isl's dataflow fails on a schedule whose output
        # dims are only tied to i through existentials)
        u = f"((floor(({i} - ({lbs[0]})) / {st})) mod {factor})"
        b = f"({i} - {st} * {u})"
        jam.append(f"{tup} -> [{pad(['0', b] + prefix + [str(sb), u] + rest)}] : {dom} and "
                   f"{b} + {st * (factor - 1)} < {ubs[0]}")
    for arr, rank in arrays.values():
        xs = ", ".join(f"e{j}" for j in range(rank))
        reads.append(f"E{arr}[{xs}] -> {arr}[{xs}]")    # every element, read after the loop
        orig.append(f"E{arr}[{xs}] -> [{pad(['1'])}]")
    params = ", ".join(list(namer.params.values()) + outer_names)

    def umap(parts):
        out = isl.UnionMap(f"[{params}] -> {{ }}")
        for t in parts:
            out = out.union(isl.UnionMap(f"[{params}] -> {{ {t} }}"))
        return out

    def flow(sink, source, sched):
        f = isl.UnionAccessInfo.from_sink(sink).set_must_source(source).set_schedule_map(sched).compute_flow()
        return f.get_may_dependence(), f.get_may_no_source()

    try:
        sink, source = umap(reads), umap(writes)
        sched_orig, jammed = umap(orig), umap(jam)
        sched_jam = jammed.union(sched_orig.subtract_domain(jammed.domain()))
        (d0, n0), (d1, n1) = flow(sink, source, sched_orig), flow(sink, source, sched_jam)
    except isl.Error:
        return False
    return d0.is_equal(d1) and n0.is_equal(n1)
