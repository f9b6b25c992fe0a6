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
