"""Loop dimensions around an op: one per affine.for and one per affine.parallel IV (upstream's
getAffineIVs / getEnclosingAffineOps, which make affine.parallel IVs loop dims of an access's
iteration domain, as affine.for IVs are).

    affine.parallel (%i, %j) = (0, max(0, %a)) to (8, min(%n, 16)) step (1, 2) {
      affine.for %k = 0 to 4 { ... %op ... }
    }
      enclosing_loop_dims(%op) -> [ParallelDim(%i: 0 to 8 step 1),
                                   ParallelDim(%j: max(0, %a) to min(%n, 16) step 2),
                                   the affine.for %k op itself]

A ParallelDim offers what the analyses read from an affine.for: induction_var, lower_map /
lower_operands (the IV's group of lower-bound results, a max), upper_map / upper_operands
(its group of upper-bound results, a min), step_value and constant_bounds(), so the isl
iteration domains and the trip-count helpers treat both kinds alike.
"""

from __future__ import annotations

from ....ir.affine_map import AffineMap

LOOP_OPS = ("affine.for", "affine.parallel")


def _group_map(m: AffineMap, sizes: list[int], k: int) -> AffineMap:
    start = sum(sizes[:k])
    return AffineMap(m.num_dims, m.num_symbols, list(m.results)[start:start + sizes[k]])


class ParallelDim:
    """IV number ``index`` of an affine.parallel, viewed as a single loop."""

    def __init__(self, op, index: int) -> None:
        self.op = op
        self.index = index

    name = "affine.parallel"

    @property
    def induction_var(self):
        return self.op.ivs[self.index]

    @property
    def lower_map(self) -> AffineMap:
        return _group_map(self.op.lower_map, self.op.lower_groups, self.index)

    @property
    def upper_map(self) -> AffineMap:
        return _group_map(self.op.upper_map, self.op.upper_groups, self.index)

    @property
    def lower_operands(self):
        return self.op.lower_operands

    @property
    def upper_operands(self):
        return self.op.upper_operands

    @property
    def step_value(self) -> int:
        return self.op.step_values[self.index]

    def constant_bounds(self) -> tuple[int | None, int | None]:
        lb, ub = self.lower_map, self.upper_map
        return (lb.get_single_constant_result() if lb.is_single_constant() else None,
                ub.get_single_constant_result() if ub.is_single_constant() else None)

    def __eq__(self, other) -> bool:
        return isinstance(other, ParallelDim) and other.op is self.op and other.index == self.index

    def __hash__(self) -> int:
        return hash((id(self.op), self.index))

    def __repr__(self) -> str:
        return f"ParallelDim(affine.parallel IV #{self.index})"


def loop_dims_of(op) -> list:
    """The loop dims an affine.for (itself) or affine.parallel (one per IV) contributes."""
    if op.name == "affine.for":
        return [op]
    return [ParallelDim(op, k) for k in range(len(op.ivs))]


def enclosing_loop_dims(op) -> list:
    """Loop dims around ``op``, outermost first, through affine.for/affine.parallel/affine.if
    (stopping at the first other op, as the affine scope of the access ends there)."""
    out = []
    p = op.parent_op
    while p is not None and p.name in ("affine.for", "affine.if", "affine.parallel"):
        if p.name in LOOP_OPS:
            out.extend(reversed(loop_dims_of(p)))
        p = p.parent_op
    return out[::-1]


def same_dim(a, b) -> bool:
    return a.induction_var is b.induction_var


def num_common_dims(a: list, b: list) -> int:
    n = 0
    for x, y in zip(a, b):
        if not same_dim(x, y):
            break
        n += 1
    return n


def num_common_surrounding_loops(a, b) -> int:
    """upstream's getNumCommonSurroundingLoops: common affine.for / affine.parallel IVs."""
    return num_common_dims(enclosing_loop_dims(a), enclosing_loop_dims(b))
