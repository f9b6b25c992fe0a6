"""The affine pass corpora of tests/passes (whose printed output test_pass_corpus compares with
iree-opt) keep their results: every function of every chunk runs in the interpreter before and
after the file's pass on random inputs (memrefs of small integers, dynamic dims 64, the k-th index
argument n + 4 * k) and must leave the same memrefs and results.  Functions the interpreter cannot
run before the pass (calls to bodiless functions, unregistered ops, a trap on these inputs) are
counted, and each file must interpret at least the listed number of functions.  The canonicalize
corpora are left to test_affine_semantics / test_affine_random: their index-op chunks need
arguments inside a `disjoint` basis."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager

from .oracle import split_chunks
from .test_affine_passes import _unroll_case_args
from .test_pass_corpus import _flags, _pipeline

PASSES = Path(__file__).parent.parent / "passes"

# file -> functions (times 2 sizes) that must run
FILES = {
    "affine_normalize.mlir": 6,
    "affine_parallelize.mlir": 12,
    "affine_parallelize_reductions.mlir": 4,
    "affine_tile.mlir": 6,
    "affine_tile_cache_model.mlir": 8,
    "lower_affine.mlir": 34,
    "lower_affine_corpus.mlir": 26,
}


@pytest.mark.parametrize("name", sorted(FILES))
def test_pass_keeps_results(name):
    text = (PASSES / name).read_text()
    pipe = _pipeline(_flags(text))
    ran = 0
    for i, chunk in enumerate(split_chunks(text)):
        before, after = vecir.parse(chunk, allow_unregistered=True), vecir.parse(chunk, allow_unregistered=True)
        PassManager.parse(pipe).run(after)
        for fn_op in [o for o in before.walk() if o.name == "func.func" and o.regions[0].blocks]:
            fn = fn_op.get_attr("sym_name").value
            for n in (0, 3):
                a = _unroll_case_args(fn_op, np.random.default_rng(n + 11 * i), n)
                b = [x.copy() if isinstance(x, np.ndarray) else x for x in a]
                try:
                    ra = vecir.run(before, fn, *a)
                except Exception:
                    break                 # not interpretable as written (external call, trap)
                rb = vecir.run(after, fn, *b)
                assert repr(ra) == repr(rb), f"{fn} (chunk {i}) after {pipe}"
                for x, y in zip(a, b):
                    if isinstance(x, np.ndarray):
                        np.testing.assert_array_equal(x, y, err_msg=f"{fn} (chunk {i}) after {pipe}")
                ran += 1
    assert ran >= FILES[name], f"only {ran} functions of {name} ran"
