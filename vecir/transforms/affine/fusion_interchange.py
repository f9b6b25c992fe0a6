"""Sinking sequential loops before fusion (upstream's sinkSequentialLoops / permuteLoops): in the
perfect nest of a fusion destination, loops that carry a dependence move inward, parallel loops
outward, each group keeping its order, when the dependence vectors stay lexicographically positive.

    affine.for %i { affine.for %j { A[i][j] = A[i - 1][j] } }     (%i carries the dependence)
  ==>
    affine.for %j { affine.for %i { A[i][j] = A[i - 1][j] } }

As upstream, the dependence components are indexed from the outermost loop around the accesses,
so for a nest inside other loops the components of the outer loops stand in for the nest's own.
"""

from __future__ import annotations

from .analysis.dependence import READS, WRITES, check_dependence
from .debug import debug
from .fusion_graph import DEBUG_TYPE, dependence_kind


def perfectly_nested_loops(root) -> list:
    loops = [root]
    while True:
        body = loops[-1].regions[0].blocks[0]
        ops = list(body.ops)
        if len(ops) == 2 and ops[0].name == "affine.for":
            loops.append(ops[0])
        else:
            return loops


def _dependence_components(root, max_depth: int) -> list:
    accs = [o for o in root.walk() if o.name in READS or o.name in WRITES]
    out = []
    for d in range(1, max_depth + 2):
        for a in accs:
            for b in accs:
                if dependence_kind(a, b, d) == "no-dependence":
                    continue
                r = check_dependence(a, b, d, compute_components=True)
                out.append([(c.lb, c.ub) for c in r.components])
    return out


def sink_sequential_loops(root):
    """Returns the new root of the nest."""
    loops = perfectly_nested_loops(root)
    n = len(loops)
    if n < 2:
        return root
    if any(len(l.inits) for l in loops):
        return root
    ivs = {id(l.induction_var) for l in loops}
    for l in loops:
        if any(id(v) in ivs for v in list(l.lower_operands) + list(l.upper_operands)):
            debug(DEBUG_TYPE, "not sinking sequential loops of a non-rectangular nest")
            return root
    comps_list = _dependence_components(loops[0], n)
    parallel = [True] * n
    for comps in comps_list:
        for j in range(min(n, len(comps))):
            lb, ub = comps[j]
            if lb != 0 or ub != 0:
                parallel[j] = False
    num_par = sum(parallel)
    perm, nxt_seq, nxt_par = [], num_par, 0
    for p in parallel:
        if p:
            perm.append(nxt_par)
            nxt_par += 1
        else:
            perm.append(nxt_seq)
            nxt_seq += 1
    if perm == list(range(n)):
        return root
    inv = [0] * n
    for i, p in enumerate(perm):
        inv[p] = i
    for comps in comps_list:
        for j in range(n):
            k = inv[j]
            lb = comps[k][0] if k < len(comps) else 0
            if lb is None:
                return root
            if lb > 0:
                break
            if lb < 0:
                return root
    debug(DEBUG_TYPE, f"sinking sequential loops: permutation {perm}")
    return _permute(loops, perm)


def _permute(loops: list, perm: list):
    n = len(loops)
    ordered = [None] * n
    for i, p in enumerate(perm):
        ordered[p] = loops[i]
    inner_body = loops[-1].regions[0].blocks[0]
    inner_ops = [o for o in inner_body.ops if o is not inner_body.terminator]
    for o in inner_ops:
        o.detach()
    for k in range(1, n):
        loops[k].detach()
    top = loops[0]
    if ordered[0] is not top:
        top.parent.insert_before(top, ordered[0])
        top.detach()
    for k in range(n - 1):
        body = ordered[k].regions[0].blocks[0]
        body.insert_before(body.terminator, ordered[k + 1])
    body = ordered[-1].regions[0].blocks[0]
    for o in inner_ops:
        body.insert_before(body.terminator, o)
    return ordered[0]
