"""affine-super-vectorize with mod/floordiv of the vectorized IV in an index: vecir checks that lane
k of each vector is what iteration s + k accessed (for every vector start s, modulo the divisors'
period).  Aligned wrap-arounds (`j mod 8`, `(j + 4) mod 16` from j = 4, vector size 4) vectorize
byte for byte as iree-opt 3.13; misaligned ones (`(j + 1) mod 8`, `j mod 6`) do not, where iree-opt
3.13 reads them contiguously and changes the results (checked with the interpreter)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import iree_opt, needs_iree_opt, same_as_iree_opt, split_chunks

CASES = (Path(__file__).parent / "affine_pass_cases" / "super_vectorize_mod.mlir").read_text()
CHUNKS = split_chunks(CASES)
NAMES = [re.search(r"func.func @(\w+)\(", c).group(1) for c in CHUNKS]
FLAG = "--affine-super-vectorize=virtual-vector-size=4"
PIPE = "builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))"
ALIGNED = ("wrap_copy", "wrap_shifted")
MISALIGNED = ("wrap_misaligned", "wrap_small_modulus")


def _chunk(name: str) -> str:
    return CHUNKS[NAMES.index(name)]


@needs_iree_opt
def test_aligned_wraparounds_vectorize_as_iree_opt():
    out = same_as_iree_opt("// -----".join(_chunk(n) for n in ALIGNED), FLAG)
    assert out.count("vector.transfer_read") == 2


def _outputs(text: str, name: str, seed: int) -> list:
    m = vecir.parse(text)
    fn = next(o for o in m.walk() if o.name == "func.func")
    rng = np.random.default_rng(seed)
    args = [rng.integers(-9, 9, size=a.type.shape).astype(np.float32) for a in fn.regions[0].blocks[0].args]
    vecir.run(m, name, *args)
    return args


@needs_iree_opt
@pytest.mark.parametrize("name", MISALIGNED)
def test_misaligned_wraparound_is_not_read_contiguously(name):
    src = _chunk(name)
    theirs = iree_opt(src, FLAG)
    assert re.search(r"affine.for %arg3 = 0 to \d+ step 4", theirs)
    assert any(not all(np.array_equal(a, b) for a, b in zip(_outputs(src, name, s), _outputs(theirs, name, s)))
               for s in (0, 1))
    m = vecir.parse(src)
    PassManager.parse(PIPE).run(m)
    assert not re.search(r"affine.for %arg3 = 0 to \d+ step 4", str(m))


@pytest.mark.parametrize("name", NAMES)
def test_vectorized_wraparounds_compute_the_same(name):
    m = vecir.parse(_chunk(name))
    checker = SemanticsChecker(seed=2, trials=3)
    PassManager.parse(PIPE).run(m, verify_semantics=checker)
    assert not checker.remarks
    assert "vector.transfer_read" in str(m)
