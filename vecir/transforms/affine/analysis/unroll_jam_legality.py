"""Exact legality of unroll-and-jam (upstream checks nothing; this is the condition that the
reordering keeps every memory dependence).

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

from ....ir.types import MemRefType
from ....rewrite.driver import is_memory_effect_free
from .dependence import READS, WRITES, _map_exprs, _NotAffine, check_dependence
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
                dist = ", ".join(_fmt(c) for c in r.components[nl:])
                return False, (f"loop-carried dependence from {_loc(s)} to {_loc(d)} with distance "
                               f"[{dist}] (outer, jammed loops) would run the sink before the source")
    return True, "every dependence is kept"
