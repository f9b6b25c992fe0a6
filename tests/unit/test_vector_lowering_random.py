"""Randomized check of the vector lowering families: random contractions (any of the matmul /
matvec layouts, random sizes, int or float, some masked, some with a batch dim) go through a random
sequence of lowering passes, and every intermediate program computes what NumPy's einsum gives."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager

PASSES = [
    "vector-lower-contraction{lowering-strategy=outerproduct}",
    "vector-lower-contraction{lowering-strategy=dot}",
    "vector-lower-contraction{lowering-strategy=parallelarith}",
    "vector-lower-contraction{lowering-strategy=llvmintr}",
    "vector-lower-outerproduct",
    "vector-lower-transpose",
    "vector-lower-transpose{lowering-strategy=shuffle_1d}",
    "vector-lower-broadcast",
    "vector-lower-shape-cast",
    "lower-vector-multi-reduction",
    "lower-vector-multi-reduction{lowering-strategy=inner-reduction}",
    "vector-lower-masks",
]
LETTERS = "mnkb"


def _vt(shape, elem):
    return f"vector<{'x'.join(map(str, shape))}x{elem}>" if shape else elem


def _random_contract(rng):
    """(mlir text, operand shapes, einsum spec, element type, masked)."""
    batch = rng.random() < 0.25
    kind = rng.integers(3)  # 0: matmul (m, n, k), 1: matvec (m, k), 2: tmatvec (k, m)
    if kind == 0:
        dims, iters = ["m", "n", "k"], ["parallel", "parallel", "reduction"]
        lhs = ["m", "k"] if rng.random() < 0.5 else ["k", "m"]
        rhs = ["k", "n"] if rng.random() < 0.5 else ["n", "k"]
        acc = ["m", "n"] if rng.random() < 0.7 else ["n", "m"]
    elif kind == 1:
        dims, iters = ["m", "k"], ["parallel", "reduction"]
        lhs, rhs = (["m", "k"], ["k"]) if rng.random() < 0.5 else (["k"], ["m", "k"])
        acc = ["m"]
    else:
        dims, iters = ["k", "m"], ["reduction", "parallel"]
        lhs, rhs, acc = (["k", "m"], ["k"], ["m"]) if rng.random() < 0.5 else (["m", "k"], ["k"], ["m"])
    if batch:
        dims, iters = ["b"] + dims, ["parallel"] + iters
        lhs, rhs, acc = ["b"] + lhs, ["b"] + rhs, ["b"] + acc
    sizes = {d: int(rng.integers(1, 4)) for d in dims}
    elem = "f32" if rng.random() < 0.6 else "i32"
    masked = rng.random() < 0.25

    def amap(ds):
        return f"affine_map<({', '.join(dims)}) -> ({', '.join(ds)})>"
    shapes = [[sizes[d] for d in ds] for ds in (lhs, rhs, acc)]
    types = [_vt(s, elem) for s in shapes]
    mask_t = _vt([sizes[d] for d in dims], "i1")
    contract = (f"vector.contract {{indexing_maps = [{amap(lhs)}, {amap(rhs)}, {amap(acc)}], "
                f"iterator_types = [{', '.join(repr(i).replace(chr(39), chr(34)) for i in iters)}], "
                f"kind = #vector.kind<add>}} %a, %b, %c : {types[0]}, {types[1]} into {types[2]}")
    args = f"%a: {types[0]}, %b: {types[1]}, %c: {types[2]}" + (f", %mask: {mask_t}" if masked else "")
    body = (f"vector.mask %mask {{ {contract} }} : {mask_t} -> {types[2]}" if masked else contract)
    text = f"func.func @f({args}) -> {types[2]} {{\n  %0 = {body}\n  return %0 : {types[2]}\n}}\n"
    spec = "".join(lhs) + "," + "".join(rhs) + "->" + "".join(acc)
    return text, shapes + ([[sizes[d] for d in dims]] if masked else []), spec, elem, masked, dims, lhs, rhs, acc


def _expected(args, spec, masked, dims, lhs, rhs, acc):
    a, b, c = args[:3]
    if not masked:
        return np.einsum(spec, a.astype(np.float64), b.astype(np.float64)) + c
    full = "".join(dims)
    prod = np.einsum(f"{''.join(lhs)},{''.join(rhs)}->{full}", a.astype(np.float64), b.astype(np.float64))
    prod = np.where(args[3], prod, 0)
    return np.einsum(f"{full}->{''.join(acc)}", prod) + c


@pytest.mark.parametrize("seed", range(40))
def test_random_contract_lowering(seed) -> None:
    rng = np.random.default_rng(1000 + seed)
    text, shapes, spec, elem, masked, dims, lhs, rhs, acc = _random_contract(rng)
    m = vecir.parse(text)
    chain = [PASSES[i] for i in rng.integers(len(PASSES), size=5)]
    dt = np.float32 if elem == "f32" else np.int32
    inputs = []
    for _ in range(2):
        args = [np.asarray(rng.integers(-4, 5, size=s), dtype=dt) for s in shapes[:3]]
        if masked:
            args.append(rng.integers(0, 2, size=shapes[3]).astype(bool))
        inputs.append(args)
    for step in [None] + chain:
        if step is not None:
            PassManager.parse(f"builtin.module({step})").run(m)
        for args in inputs:
            got = np.asarray(vecir.run(m, "f", *args), dtype=np.float64)
            want = _expected(args, spec, masked, dims, lhs, rhs, acc)
            assert np.allclose(got, want, atol=1e-4), f"after {step} (chain {chain}) on\n{text}"
