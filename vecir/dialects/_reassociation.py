"""Reassociation helpers shared by the memref and tensor reshape canonicalizations."""

from __future__ import annotations

from ..ir.attrs import ArrayAttr, IntegerAttr
from ..ir.types import i64


def reassociation_attr(groups) -> ArrayAttr:
    return ArrayAttr([ArrayAttr([IntegerAttr(i, i64) for i in g]) for g in groups])


def compose_reassociation(producer, consumer):
    """upstream's composeReassociationIndices: the groups of two chained collapses (or expands) as one
    reassociation of the outer operand, or None when they do not compose (equal group counts)."""
    if len(producer) == len(consumer):
        return None
    if len(producer) < len(consumer):
        producer, consumer = consumer, producer
    if not consumer:
        return []
    if len(producer) != sum(len(g) for g in consumer):
        return None
    return [[x for i in g for x in producer[i]] for g in consumer]


def nest_reassociations(higher: list[list[int]], lower: list[list[int]]) -> list[list[int]] | None:
    """For collapse(expand(x)) (upstream's ComposeCollapseOfExpandOp): group the reassociation of
    the higher-rank side by the lower-rank side's groups, i.e. for each group of ``lower`` the
    consecutive groups of ``higher`` that end inside it; None when the groups do not nest."""
    hid, composed = 0, []
    for low in lower:
        cur = []
        while hid < len(higher):
            right = higher[hid][-1]
            if right > low[-1]:
                return None
            cur.append(hid)
            hid += 1
            if right == low[-1]:
                break
        composed.append(cur)
    return composed


def reassociation_for_collapse(source: list[int], target: list[int]) -> list[list[int]] | None:
    """upstream's getReassociationIndicesForCollapse: groups of ``source`` dims whose sizes multiply to
    each ``target`` dim (a dynamic target dim takes exactly one dynamic source dim, after no others), with
    trailing unit or dynamic source dims joining the last group; None when there is no such grouping."""
    from ..ir.types import DYNAMIC

    if len(source) <= len(target):
        return None
    groups: list[list[int]] = []
    cur: list[int] = []
    prod, sd = 1, 0
    while sd < len(source):
        if len(groups) == len(target):
            break
        want = target[len(groups)]
        # (a dynamic target is upstream's kDynamic, INT64_MIN: no product is smaller)
        while sd < len(source) - 1 and source[sd] != DYNAMIC and want != DYNAMIC and prod * source[sd] < want:
            prod *= source[sd]
            cur.append(sd)
            sd += 1
        if source[sd] == DYNAMIC and (want != DYNAMIC or prod != 1):
            return None
        if want == DYNAMIC and source[sd] != DYNAMIC:
            return None
        if want != DYNAMIC and prod * source[sd] != want:
            return None
        cur.append(sd)
        sd += 1
        groups.append(cur)
        cur, prod = [], 1
    if len(groups) != len(target):
        return None
    for d in range(sd, len(source)):
        if source[d] != DYNAMIC and source[d] != 1:
            return None
        if groups:
            groups[-1].append(d)
    return groups


def find_collapsing_reassociation(src_groups, result_groups, src_shape, result_shape):
    """upstream's ComposeExpandOfCollapseOp::findCollapsingReassociation: a reassociation collapsing
    ``src_shape`` into ``result_shape`` group by group (paired groups of the two reshapes), or None."""
    if not src_groups:
        return reassociation_for_collapse(list(src_shape), list(result_shape))
    from ..ir.types import DYNAMIC

    composed: list[list[int]] = []
    for sg, rg in zip(src_groups, result_groups):
        ss = list(src_shape[sg[0]:sg[0] + len(sg)])
        rs = list(result_shape[rg[0]:rg[0] + len(rg)])
        if len(ss) == len(rs):
            if ss != rs or sum(1 for d in ss if d == DYNAMIC) >= 2:
                return None
            composed.extend([sg[0] + i] for i in range(len(ss)))
            continue
        sub = reassociation_for_collapse(ss, rs)
        if sub is None:
            return None
        composed.extend([sg[0] + i for i in g] for g in sub)
    return composed
