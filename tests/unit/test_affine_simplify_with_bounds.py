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
