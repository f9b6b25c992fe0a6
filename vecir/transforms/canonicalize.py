"""canonicalize: every op's folder and canonicalization patterns, applied greedily (upstream's Canonicalizer).

Options as upstream's: top-down, region-simplify=disabled|normal|aggressive (default normal, as
upstream's pass; aggressive also merges identical blocks), max-iterations, max-num-rewrites,
test-convergence, cse-between-iterations (a full CSE after every iteration, iterating again while
it changes anything), disable-patterns / enable-patterns (pattern class names), filter-dialects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..ir.core import Operation
from ..ir.op import OP_REGISTRY
from ..passes.base import Pass, PassFailure, register_pass
from ..ir.core import Region
from ..rewrite import FrozenPatternSet, PatternSet, apply_patterns_greedily
from ..rewrite.driver import REGION_CSE
from ..rewrite.pattern import Rewriter

_FROZEN: dict[tuple, FrozenPatternSet] = {}


def cse_region(region: Region, rw: Rewriter) -> bool:
    """Full CSE of ``region`` (the greedy driver's cse-between-iterations hook): equivalent ops
    are replaced by the first one, trivially dead ops erased, all through ``rw`` so the driver
    hears it; whether anything changed."""
    from .cse import _CSE

    class _Recording(_CSE):
        replaced = False

        def replace(self, op, existing, dominance, scope):
            self.replaced = True
            super().replace(op, existing, dominance, scope)

    c = _Recording()
    c.region(region, [], region.parent)
    for dead in c.to_erase:
        if dead.parent is not None:
            rw.erase_op(dead)
    return c.replaced or bool(c.to_erase)


REGION_CSE[0] = cse_region


def populate_canonicalization_patterns(ps: PatternSet, dialects: tuple = ()) -> None:
    """Add the canonicalization patterns of every registered op (of ``dialects`` only, if given)."""
    for name, cls in list(OP_REGISTRY.items()):
        if dialects and name.partition(".")[0] not in dialects:
            continue
        for p in getattr(cls, "canonicalization_patterns", ()):
            ps.add(p)


def canonicalization_patterns(disabled: tuple = (), enabled: tuple = (), dialects: tuple = ()) -> FrozenPatternSet:
    key = (len(OP_REGISTRY), disabled, enabled, dialects)
    frozen = _FROZEN.get(key)
    if frozen is None:
        ps = PatternSet()
        populate_canonicalization_patterns(ps, dialects)
        pats = [p for p in ps.patterns if type(p).__name__ not in disabled and (not enabled or type(p).__name__ in enabled)]
        frozen = _FROZEN[key] = FrozenPatternSet(pats)
    return frozen


@register_pass("canonicalize", "Canonicalize operations")
@dataclass
class Canonicalize(Pass):
    display_name = "CanonicalizerPass"
    cse_between_iterations: bool = False
    top_down: bool = True
    region_simplify: Literal["disabled", "normal", "aggressive"] = "normal"
    max_iterations: int = 10
    max_num_rewrites: int = -1
    test_convergence: bool = False
    disable_patterns: tuple = ()
    enable_patterns: tuple = ()
    filter_dialects: tuple = ()  # only the canonicalization patterns of these dialects' ops

    def run(self, op: Operation) -> None:
        pats = canonicalization_patterns(tuple(self.disable_patterns), tuple(self.enable_patterns),
                                         tuple(self.filter_dialects))
        ok = apply_patterns_greedily(op, pats, max_iterations=self.max_iterations,
                                     max_rewrites=self.max_num_rewrites, top_down=self.top_down,
                                     region_simplification=self.region_simplify,
                                     cse_between_iterations=self.cse_between_iterations)
        if not ok and self.test_convergence:
            raise PassFailure("", op)  # upstream fails the pass without a message
