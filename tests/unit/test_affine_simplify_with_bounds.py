"""affine-simplify-with-bounds (vecir/transforms/affine/simplify_with_bounds.py): the same output as
iree-opt 3.13 on delinearize(linearize disjoint) pairs matched by equal basis products, and the same
indices as before on every in-range input (a disjoint linearize promises each index below its basis)."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

import vecir
from vecir.passes.manager import PassManager

from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

CASES = (Path(__file__).parent / "affine_pass_cases" / "simplify_with_bounds.mlir").read_text()
CHUNKS = split_chunks(CASES)
NAMES = [re.search(r"func.func @(\w+)\(", c).group(1) for c in CHUNKS]


@needs_iree_opt
def test_matches_iree_opt():
    out = same_as_iree_opt(CASES, "--affine-simplify-with-bounds")
    assert out.count("affine.delinearize_index") < CASES.count("affine.delinearize_index")


def _ranges(chunk: str) -> list[range]:
    """Each argument's valid range: the bases of the linearize (the dynamic size %n: 1 to 3)."""
    lin = re.search(r"linearize_index disjoint \[([^\]]*)\] by \(([^)]*)\)", chunk)
    header = next(line for line in chunk.splitlines() if line.startswith("func.func"))
    args = re.findall(r"(%\w+): index", header)
    names = [x.strip() for x in lin.group(1).split(",")]
    bases = [x.strip() for x in lin.group(2).split(",")]
    bases = [None] * (len(names) - len(bases)) + bases
    out = []
    for a in args:
        if a == "%n":
            out.append(range(1, 4))
            continue
        b = bases[names.index(a)]
        out.append(range(0, 3) if b is None else range(0, int(b)) if b.isdigit() else range(0, 3))
    return out


@pytest.mark.parametrize("name", NAMES)
def test_same_indices_on_every_valid_input(name):
    chunk = CHUNKS[NAMES.index(name)]
    before = vecir.parse(chunk)
    after = vecir.parse(chunk)
    PassManager.parse("builtin.module(affine-simplify-with-bounds)").run(after)
    checked = 0
    for args in itertools.product(*_ranges(chunk)):
        if "%n" in chunk and args[1] >= args[-1]:
            continue  # %q < %n
        assert vecir.run(before, name, *args) == vecir.run(after, name, *args), args
        checked += 1
    assert checked >= 12


# -- affine.for bounds: results another result beats strictly are dropped (upstream's
# SimplifyAffineForBoundMap); the greedy driver runs bottom-up, as upstream's default config ------

LOOP_CASES = (Path(__file__).parent / "affine_pass_cases" / "simplify_with_bounds_loops.mlir").read_text()
LOOP_CHUNKS = split_chunks(LOOP_CASES)
LOOP_NAMES = [re.search(r"func.func @(\w+)\(", c).group(1) for c in LOOP_CHUNKS]


def _after(chunk: str) -> str:
    module = vecir.parse(chunk)
    PassManager.parse("builtin.module(func.func(affine-simplify-with-bounds))").run(module)
    return str(module)


@needs_iree_opt
def test_loop_bounds_match_iree_opt():
    out = same_as_iree_opt(LOOP_CASES, "--affine-simplify-with-bounds")
    assert out.count(" min #") + out.count(" max #") < LOOP_CASES.count(" min affine_map") + LOOP_CASES.count(
        " max affine_map")


# iree-opt 3.13's bounds, pinned (the test above compares whole outputs where iree-opt is installed)
PINNED = {
    "max_lb_offsets": ["#map = affine_map<()[s0] -> (s0 + 5)>", "affine.for %arg2 = #map()[%arg0] to %arg1"],
    "min_ub_outer_iv": ["#map = affine_map<(d0)[s0] -> (d0, s0 + 9)>", "0 to min #map(%arg2)[%arg1]"],
    "min_ub_delinearized": ["#map = affine_map<()[s0] -> (s0 + 1)>", "0 to #map()[%0#1]"],
    # equal results (%a + 2 twice) and a result only <= another (%d#1 + 1 <= 4 <= %big) stay
    "ties_and_touching_stay": ["max #map1()[%0, %arg0] to 12", "#map2 = affine_map<()[s0, s1] -> (s0 + 1, s1)>"],
    # %i + 3 <= 9 <= %big, never below it
    "stepped_outer_iv": ["#map1 = affine_map<(d0)[s0] -> (d0 + 3, s0)>"],
    # the affine.if composes the affine.apply before the apply folds (bottom-up), so 2 * d0 + d0 merges
    "if_composes_apply_first": ["#set = affine_set<(d0)[s0] : ((d0 + s0 * 3 - 7) floordiv 3 >= 0)>"],
    # %i mod 12 < 9 <= %big holds (%i <= 2), but only for an integer quotient: upstream's
    # Fourier-Motzkin check does not see it, and the result stays
    "integer_only_order_stays": ["#map1 = affine_map<(d0)[s0] -> (d0 mod 12, s0)>", "0 to min #map1(%arg2)[%0]"],
}


@pytest.mark.parametrize("name", LOOP_NAMES)
def test_loop_bounds_pinned_from_iree_opt(name):
    out = _after(LOOP_CHUNKS[LOOP_NAMES.index(name)])
    for line in PINNED[name]:
        assert line in out


@pytest.mark.parametrize("name", LOOP_NAMES)
def test_loop_bounds_keep_results(name):
    chunk = LOOP_CHUNKS[LOOP_NAMES.index(name)]
    before, after = vecir.parse(chunk), vecir.parse(_after(chunk))
    nargs = len(re.findall(r"%\w+: index", next(l for l in chunk.splitlines() if l.startswith("func.func"))))
    values = [v for v in range(-4, 15)]
    for args in itertools.product(values, repeat=nargs):
        assert vecir.run(before, name, *args) == vecir.run(after, name, *args), args


def test_comparison_has_upstreams_precision_not_isls():
    """value_bounds_strong.strong_compare decides as upstream's IntegerRelation::isEmpty does: a
    strict order that needs an integer quotient stays unproven, one that holds rationally is proven."""
    from vecir.ir.affine import AffineMap
    from vecir.ir.affine_expr import AffineConstantExpr, AffineSymbolExpr
    from vecir.transforms.affine.analysis.value_bounds import constant_bounds
    from vecir.transforms.affine.analysis.value_bounds_strong import strong_compare

    module = vecir.parse(LOOP_CHUNKS[LOOP_NAMES.index("integer_only_order_stays")])
    ops = list(module.walk())
    iv = next(op for op in ops if op.name == "affine.for").induction_var       # 0 <= %i < 3
    big = next(op for op in ops if op.name == "affine.max").results[0]         # %big >= 9
    i, n, c12 = AffineSymbolExpr(0), AffineSymbolExpr(1), AffineConstantExpr(12)
    operands = [iv, big]
    _, hi = constant_bounds(AffineMap(0, 2, [i.mod(c12) - n]), operands)
    assert hi is not None and hi < 0                                            # isl: always below
    assert strong_compare(i.mod(c12), "<", n, operands) is None                # upstream: unproven
    assert strong_compare(i, "<", n, operands) is True
    assert strong_compare(i, "<=", i + 1, operands) is True
    assert strong_compare(i + 1, "<", i + 1, operands) is False
    assert strong_compare(n + 1, ">", i + 7, operands) is True
