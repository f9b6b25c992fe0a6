"""The order in which the interpreter runs the iterations of a parallel loop (affine.parallel,
scf.parallel, scf.forall).

Any order is a valid execution of a parallel loop, so a program whose results depend on it has a
race (a loop-carried dependence in a loop marked parallel). ``vecir-run`` runs them in order;
``--verify-semantics`` reruns transformed programs in another order so that an illegal
parallelization changes a result.

    order = ParallelOrder("random", seed=3)
    run_function(module, "f", args, parallel_order=order)
    order.loops       # how many parallel loops with more than one iteration ran (0: order cannot matter)

Reductions (affine.parallel's reduce, scf.reduce) combine the values of the iterations in the
lexicographic order of their points whatever order the bodies ran in, so a float reduction gives the
same bits in every order; only the bodies' side effects see the order.
"""

from __future__ import annotations

import itertools
import math
from typing import Iterable, Sequence

from vecir._lazy import np

__all__ = ["ParallelOrder", "ORDERS"]

ORDERS = ("in-order", "reverse", "random")


class ParallelOrder:
    """``kind``: ``in-order`` (lexicographic, the default), ``reverse`` or ``random`` (a permutation
    drawn from a generator seeded with ``seed``, a new one for each loop execution)."""

    __slots__ = ("kind", "seed", "rng", "loops")

    def __init__(self, kind: str = "in-order", seed: int = 0) -> None:
        if kind not in ORDERS:
            raise ValueError(f"unknown parallel iteration order '{kind}' (expected one of {', '.join(ORDERS)})")
        self.kind = kind
        self.seed = int(seed)
        self.rng = np.random.default_rng(self.seed) if kind == "random" else None
        self.loops = 0

    @property
    def in_order(self) -> bool:
        return self.kind == "in-order"

    def points(self, ranges: Sequence[range]) -> Iterable[tuple[int, tuple]]:
        """``(k, point)`` for the points of the iteration space ``ranges`` (one ``range`` per
        dimension), ``k`` the point's lexicographic position, in this order."""
        if self.kind == "in-order":
            if math.prod(len(r) for r in ranges) > 1:
                self.loops += 1
            return enumerate(itertools.product(*ranges))
        pts = list(itertools.product(*ranges))
        if len(pts) > 1:
            self.loops += 1
        ks = range(len(pts) - 1, -1, -1) if self.kind == "reverse" else self.rng.permutation(len(pts))
        return ((int(k), pts[k]) for k in ks)

    def describe(self) -> str:
        return {"in-order": "in order", "reverse": "in reverse order",
                "random": f"in a random order (seed {self.seed})"}[self.kind]
