"""vecir-vector-transfer-to-affine (seed 000's notional lowering of vector transfers to affine
loops, with and without the broadcast trick): the lowered functions compute what an independent
NumPy model of vector.transfer_read/transfer_write computes (padding and skipped out-of-bounds
elements included) and what the transfers computed before; the output round-trips through iree-opt
unchanged; the memref region analysis shows the footprint difference the seed describes."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op
from vecir.transforms.affine.transfer_to_affine import lower_vector_transfers_to_affine

from .oracle import iree_opt, split_chunks

CHUNKS = {c.split("func.func @")[1].split("(")[0]: c
          for c in split_chunks((Path(__file__).parent / "affine_pass_cases" / "transfer_to_affine.mlir").read_text())}
PIPES = {t: f"builtin.module(vecir-vector-transfer-to-affine{{broadcast-trick={t}}})" for t in ("true", "false")}


def lowered(name: str, trick: str) -> vecir.ir.core.Operation:
    m = vecir.parse(CHUNKS[name])
    PassManager.parse(PIPES[trick]).run(m)
    return m


def model_read(A, idx, dims, shape, pad):
    """dims[j]: the memref dim vector dim j walks (None: broadcast)."""
    out = np.empty(shape, A.dtype)
    for v in itertools.product(*[range(s) for s in shape]):
        pos = list(idx)
        for j, p in enumerate(dims):
            if p is not None:
                pos[p] += v[j]
        out[v] = A[tuple(pos)] if all(q < s for q, s in zip(pos, A.shape)) else pad
    return out


def model_write(A, vec, idx, dims):
    A = A.copy()
    for v in itertools.product(*[range(s) for s in vec.shape]):
        pos = list(idx)
        for j, p in enumerate(dims):
            pos[p] += v[j]
        if all(q < s for q, s in zip(pos, A.shape)):
            A[tuple(pos)] = vec[v]
    return A


READS = [  # name, memref shape, index sets, dims, vector shape, pad
    ("seed000", (8, 6, 7, 5), [(0, 0, 0, 0), (3, 5, 4, 4), (2, 1, 3, 0)], (2, None, 0), (3, 4, 5), 0.0),
    ("minor_identity_out_of_bounds", (6, 7), [(0, 0), (2, 2), (4, 5), (5, 6)], (0, 1), (4, 5), -1.0),
    ("transposed", (9, 9), [(0, 0), (8, 6), (6, 5)], (1, 0), (3, 2), 0.0),
    ("broadcast_1d", (4, 4), [(0, 0), (3, 2)], (None,), (8,), 0.0),
]


@pytest.mark.parametrize("trick", ["true", "false"])
@pytest.mark.parametrize("name,shape,index_sets,dims,vshape,pad", READS)
def test_reads_match_numpy(trick, name, shape, index_sets, dims, vshape, pad):
    m = lowered(name, trick)
    assert "vector.transfer_read" not in print_op(m)
    before = vecir.parse(CHUNKS[name])
    rng = np.random.default_rng(len(name))
    A = rng.integers(-9, 10, size=shape).astype(np.float32)
    for idx in index_sets:
        got = vecir.run(m, name, A, *idx)
        np.testing.assert_array_equal(got, model_read(A, idx, dims, vshape, pad), err_msg=f"{name}{idx}")
        np.testing.assert_array_equal(got, vecir.run(before, name, A, *idx))


@pytest.mark.parametrize("idx", [(0, 0), (2, 3), (3, 4), (4, 5)])
def test_write_matches_numpy(idx):
    m = lowered("write_permuted", "true")
    rng = np.random.default_rng(sum(idx))
    A = rng.integers(-9, 10, size=(5, 6)).astype(np.float32)
    vec = rng.integers(-9, 10, size=(4, 3)).astype(np.float32)
    want = model_write(A, vec, idx, (1, 0))
    vecir.run(m, "write_permuted", A, vec, *idx)
    np.testing.assert_array_equal(A, want)


@pytest.mark.parametrize("n", [0, 5, 8])
def test_dynamic_shapes_in_a_loop(n):
    m = lowered("dynamic_and_loop", "true")
    assert "memref.dim" in print_op(m) and "affine.if" in print_op(m)
    before = vecir.parse(CHUNKS["dynamic_and_loop"])
    rng = np.random.default_rng(n)
    A = rng.integers(-9, 10, size=(7, 9)).astype(np.float32)
    B1 = rng.integers(-9, 10, size=(6, 10)).astype(np.float32)
    B2 = B1.copy()
    vecir.run(before, "dynamic_and_loop", A, B1, n)
    vecir.run(m, "dynamic_and_loop", A, B2, n)
    np.testing.assert_array_equal(B1, B2)
    want = B1.copy()
    for i in range(0, n, 4):
        v = model_read(A, (i, i), (0, 1), (4, 2), 0.0)
        want = model_write(want, v, (i, n), (0, 1))
    np.testing.assert_array_equal(B2, want)


@pytest.mark.parametrize("trick", ["true", "false"])
@pytest.mark.parametrize("name", sorted(CHUNKS))
def test_output_is_upstream_ir(trick, name):
    """What the pass prints, iree-opt parses, verifies and prints back byte for byte."""
    m = lowered(name, trick)
    text = print_op(m).strip("\n") + "\n"
    assert iree_opt(text).strip("\n") + "\n" == text


def test_broadcast_trick_footprint():
    """Seed 000: without the trick 3 * 4 * 5 values move from a 3 * 5 region of %A into a 60-value
    buffer; with it 15 values move into a 15-value buffer (then one vector.broadcast)."""
    plain = lower_vector_transfers_to_affine(vecir.parse(CHUNKS["seed000"]), broadcast_trick=False)
    trick = lower_vector_transfers_to_affine(vecir.parse(CHUNKS["seed000"]), broadcast_trick=True)
    assert [(f.memref_elements, f.buffer_elements, f.transferred) for f in plain] == [(15, 60, 60)]
    assert [(f.memref_elements, f.buffer_elements, f.transferred) for f in trick] == [(15, 15, 15)]
    m = lowered("seed000", "true")
    text = print_op(m)
    assert "memref<3x1x5xf32>" in text and "vector.broadcast" in text and text.count("affine.for") == 2
    text = print_op(lowered("seed000", "false"))
    assert "memref<3x4x5xf32>" in text and "vector.broadcast" not in text and text.count("affine.for") == 3


def test_refused_transfers_stay_and_say_why():
    import os
    import subprocess

    src = """func.func @f(%A: memref<8xf32>, %T: tensor<8xf32>, %m: vector<4xi1>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%i], %pad, %m : memref<8xf32>, vector<4xf32>
  %b = vector.transfer_read %T[%i], %pad : tensor<8xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}
"""
    env = dict(os.environ, VECIR_DEBUG_ONLY="vecir-vector-transfer-to-affine")
    p = subprocess.run(["vecir-opt", "--vecir-vector-transfer-to-affine", "-"], input=src, capture_output=True,
                       text=True, env=env)
    assert p.returncode == 0, p.stderr
    assert p.stdout.count("vector.transfer_read") == 2
    assert "masked transfers are not lowered" in p.stderr and "the source is not a memref" in p.stderr
    src = """func.func @g(%n: index, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %r = scf.execute_region -> vector<4xf32> {
    %A = memref.alloc(%n) : memref<?xf32>
    %v = vector.transfer_read %A[%i], %pad : memref<?xf32>, vector<4xf32>
    scf.yield %v : vector<4xf32>
  }
  return %r : vector<4xf32>
}
"""
    p = subprocess.run(["vecir-opt", "--vecir-vector-transfer-to-affine", "-"], input=src, capture_output=True,
                       text=True, env=env)
    assert p.returncode == 0 and "vector.transfer_read" in p.stdout and "affine.for" not in p.stdout
    assert "needs the size of a memref that is not a valid affine symbol" in p.stderr
