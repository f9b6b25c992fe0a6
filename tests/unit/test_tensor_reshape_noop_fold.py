"""tensor.reshape of %t to its own sizes (from_elements of tensor.dim %t, i in order, or the static sizes)
folds to %t (upstream's ReshapeOp::fold): own cases in reshape_cases/reshape_noop.mlir compared with iree-opt
--canonicalize, and the swapped-sizes case (which must stay) interpreted against NumPy."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir

from .canonicalize_cases import canonicalize as _canonicalize, chunk_named
from .oracle import iree_opt, iree_opt_path, split_chunks

CHUNKS = split_chunks((Path(__file__).parent / "reshape_cases" / "reshape_noop.mlir").read_text())


def _chunk(name: str) -> str:
    return chunk_named(CHUNKS, name)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("i", range(len(CHUNKS)))
def test_reshape_folds_match_iree_opt(i):
    assert _canonicalize(CHUNKS[i]).strip() == iree_opt(CHUNKS[i], "--canonicalize").strip()


@pytest.mark.parametrize("name,folds", [("dims_in_order", True), ("static_and_dim", True), ("wrong_static", False),
                                        ("dim_of_other", False), ("swapped_dims", False)])
def test_only_the_identity_reshape_folds(name, folds):
    assert ("tensor.reshape" not in _canonicalize(_chunk(name))) == folds


@pytest.mark.parametrize("name,args", [
    ("dims_in_order", (np.arange(24, dtype=np.float16).reshape(2, 3, 4),)),
    ("static_and_dim", (np.arange(21, dtype=np.int32).reshape(3, 7),)),
    ("swapped_dims", (np.arange(6, dtype=np.float32).reshape(2, 3),)),
])
def test_reshapes_compute_the_same(name, args):
    text = _chunk(name)
    (t,) = args
    want = t.reshape(t.shape[::-1]) if name == "swapped_dims" else t
    for mod in (vecir.parse(text), vecir.parse(_canonicalize(text))):
        np.testing.assert_array_equal(np.asarray(vecir.run(mod, name, t)), want)
