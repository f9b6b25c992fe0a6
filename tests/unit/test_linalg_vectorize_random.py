"""Randomized vectorization: random linalg.generic ops (1-3 loops, inputs read through random
projected permutations, parallel or reduction iterators, random elementwise bodies ending in a
reduction combiner or not) vectorize byte-identically to upstream's transform.structured.vectorize
and keep the interpreter's results on seeded random inputs."""

from __future__ import annotations

import numpy as np
import pytest

from .oracle import iree_opt
from .test_linalg_vectorize import VECTORIZE, _pipeline, assert_same_results
from .test_vector_lowering_cases import print_module, strip_transform_module

BINARY = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"]
COMBINERS = ["arith.addf", "arith.maxnumf", "arith.mulf"]


def _shape(sizes):
    return "x".join(str(s) for s in sizes) + "x" if sizes else ""


def random_generic(rng) -> str:
    n = int(rng.integers(1, 4))
    ranges = [int(x) for x in rng.integers(2, 5, n)]
    its = ["parallel"] * n
    reduce = n > 1 and rng.random() < 0.5
    if reduce:
        r = int(rng.integers(0, n))
        its[r] = "reduction"
    out_dims = [d for d in range(n) if its[d] == "parallel"]
    maps, types, args = [], [], []
    n_in = int(rng.integers(1, 3))
    for _ in range(n_in):
        dims = [d for d in range(n) if rng.random() < 0.8] or [0]
        if reduce and r not in dims and rng.random() < 0.7:
            dims.append(r)
        dims = [int(x) for x in rng.permutation(dims)]
        maps.append(dims)
        types.append(f"tensor<{_shape([ranges[d] for d in dims])}f32>")
    missing = [d for d in range(n) if not any(d in m for m in maps) and d not in out_dims]
    maps[0] = maps[0] + missing  # every loop must be read somewhere (invertible maps)
    types[0] = f"tensor<{_shape([ranges[d] for d in maps[0]])}f32>"
    maps.append(out_dims)
    types.append(f"tensor<{_shape([ranges[d] for d in out_dims])}f32>")
    dstr = ", ".join(f"d{i}" for i in range(n))
    amaps = ", ".join(f"affine_map<({dstr}) -> ({', '.join(f'd{d}' for d in m)})>" for m in maps)
    body, vals = [], [f"%in{k}" for k in range(n_in)]
    for k in range(int(rng.integers(1, 4))):
        op = BINARY[int(rng.integers(0, len(BINARY)))]
        a, b = (vals[int(rng.integers(0, len(vals)))] for _ in range(2))
        body.append(f"    %t{k} = {op} {a}, {b} : f32")
        vals.append(f"%t{k}")
    if reduce:
        comb = COMBINERS[int(rng.integers(0, len(COMBINERS)))]
        body.append(f"    %r = {comb} %out, {vals[-1]} : f32")
        res = "%r"
    else:
        body.append(f"    %r = arith.addf {vals[-1]}, %out : f32")
        res = "%r"
    ins = ", ".join(f"%a{k}" for k in range(n_in))
    params = ", ".join(f"%a{k}: {types[k]}" for k in range(n_in))
    bbargs = ", ".join(f"%in{k}: f32" for k in range(n_in))
    return f"""func.func @f({params}, %o: {types[-1]}) -> {types[-1]} {{
  %0 = linalg.generic {{indexing_maps = [{amaps}], iterator_types = [{', '.join(f'"{x}"' for x in its)}]}} ins({ins} : {', '.join(types[:-1])}) outs(%o : {types[-1]}) {{
  ^bb0({bbargs}, %out: f32):
{chr(10).join(body)}
    linalg.yield {res} : f32
  }} -> {types[-1]}
  return %0 : {types[-1]}
}}
"""


@pytest.mark.parametrize("seed", range(24))
def test_random_generic_vectorization(seed):
    text = random_generic(np.random.default_rng(seed))
    want = strip_transform_module(iree_opt(text + VECTORIZE, "--transform-interpreter"))
    assert print_module(_pipeline(text, "linalg-vectorize")) == want, text
    assert_same_results(text, "linalg-vectorize", rtol=1e-4)
