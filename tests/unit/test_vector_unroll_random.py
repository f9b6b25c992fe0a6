"""Randomized check of vector unrolling: random vector programs (elementwise chains, contractions with
random indexing maps and kinds, transposes, broadcasts, multi_reductions, reductions) are unrolled
with random native shapes that divide each op's shape, and must compute what they computed before
(vecir's NumPy reference interpreter on seeded random inputs). There is no upstream oracle for
unrolling in iree-opt 3.13, so this is the semantic check beside the case files."""

from __future__ import annotations

import zlib

import numpy as np
import pytest

import vecir
from vecir.rewrite import PatternSet, apply_patterns_greedily
from vecir.transforms.vector.unroll import UnrollVectorOptions, populate_vector_unroll_patterns, shape_for_unroll

from .test_vector_lowering_cases import func_types, random_value

SIZES = (1, 2, 4, 6)


def _divisor(rng, n: int) -> int:
    return int(rng.choice([d for d in range(1, n + 1) if n % d == 0]))


def _vt(shape, e="f32") -> str:
    return "vector<" + "x".join(map(str, shape)) + f"x{e}>"


def _contract(rng) -> tuple[str, str]:
    """A contraction with 2 parallel dims (m, n) and 1-2 reduction dims in random operand layouts."""
    nred = int(rng.integers(1, 3))
    dims = ["m", "n"] + [f"k{i}" for i in range(nred)]
    size = {d: int(rng.choice(SIZES[1:])) for d in dims}
    order = list(rng.permutation(len(dims)))  # iteration dim order
    names = [dims[i] for i in order]
    pos = {d: f"d{i}" for i, d in enumerate(names)}
    ks = dims[2:]
    lhs = list(rng.permutation(["m"] + ks))
    rhs = list(rng.permutation(ks + ["n"]))
    acc = list(rng.permutation(["m", "n"]))
    head = "(" + ", ".join(pos[d] for d in names) + ")"

    def amap(ds):
        return f"affine_map<{head} -> ({', '.join(pos[d] for d in ds)})>"

    iters = ", ".join('"reduction"' if d.startswith("k") else '"parallel"' for d in names)
    kind = str(rng.choice(["add", "mul", "maximumf", "minimumf"]))
    sig = [_vt([size[d] for d in ds]) for ds in (lhs, rhs, acc)]
    body = (f"  %r = vector.contract {{indexing_maps = [{amap(lhs)}, {amap(rhs)}, {amap(acc)}], "
            f"iterator_types = [{iters}], kind = #vector.kind<{kind}>}} %a, %b, %c : {sig[0]}, {sig[1]} into {sig[2]}\n")
    return f"func.func @f(%a: {sig[0]}, %b: {sig[1]}, %c: {sig[2]}) -> {sig[2]} {{\n{body}  return %r : {sig[2]}\n}}", sig[2]


def _elementwise(rng) -> str:
    rank = int(rng.integers(1, 4))
    t = _vt([int(rng.choice(SIZES)) for _ in range(rank)])
    ops = [str(rng.choice(["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"])) for _ in range(3)]
    body = "".join(f"  %{i + 1} = {o} %{i}, %b : {t}\n" for i, o in enumerate(ops))
    return f"func.func @f(%0: {t}, %b: {t}) -> {t} {{\n{body}  %x = vector.fma %3, %b, %0 : {t}\n  return %x : {t}\n}}"


def _shapes(rng) -> str:
    rank = int(rng.integers(2, 4))
    shape = [int(rng.choice(SIZES[1:])) for _ in range(rank)]
    perm = [int(p) for p in rng.permutation(rank)]
    tshape = [shape[p] for p in perm]
    red = sorted(int(d) for d in rng.choice(rank, size=int(rng.integers(1, rank)), replace=False))
    kept = [shape[d] for d in range(rank) if d not in red]
    kind = str(rng.choice(["add", "mul", "maximumf"]))
    src = shape[1:]
    return f"""func.func @f(%v: {_vt(shape)}, %acc: {_vt(kept)}, %s: {_vt(src)}) -> ({_vt(tshape)}, {_vt(kept)}, {_vt(shape)}, f32) {{
  %t = vector.transpose %v, {perm} : {_vt(shape)} to {_vt(tshape)}
  %r = vector.multi_reduction <{kind}>, %v, %acc {red} : {_vt(shape)} to {_vt(kept)}
  %b = vector.broadcast %s : {_vt(src)} to {_vt(shape)}
  %sum = arith.addf %b, %v : {_vt(shape)}
  %fl = vector.shape_cast %sum : {_vt(shape)} to {_vt([int(np.prod(shape))])}
  %all = vector.reduction <add>, %fl : {_vt([int(np.prod(shape))])} into f32
  return %t, %r, %sum, %all : {_vt(tshape)}, {_vt(kept)}, {_vt(shape)}, f32
}}"""


def _random_native(seed: int):
    def fn(op):
        shape = shape_for_unroll(op)
        if shape is None:
            return None
        r = np.random.default_rng(zlib.crc32(repr((seed, op.name, shape)).encode()))  # stable across runs
        return [_divisor(r, n) for n in shape]

    return fn


def _check(text: str, seed: int) -> None:
    before = vecir.parse(text)
    after = vecir.parse(text)
    ps = PatternSet()
    populate_vector_unroll_patterns(ps, UnrollVectorOptions(native_shape=_random_native(seed)))
    assert apply_patterns_greedily(after, ps.freeze())
    rng = np.random.default_rng(seed)
    f = next(o for o in before.walk() if o.name == "func.func")
    ins, _ = func_types(f)
    for _ in range(2):
        args = [random_value(t, rng, 1) for t in ins]
        want = vecir.run(before, "f", *[np.copy(a) for a in args])
        got = vecir.run(after, "f", *[np.copy(a) for a in args])
        want = want if isinstance(want, tuple) else (want,)
        got = got if isinstance(got, tuple) else (got,)
        for w, g in zip(want, got):
            np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-4, err_msg=text)


@pytest.mark.parametrize("seed", range(12))
def test_random_contractions(seed) -> None:
    text, _ = _contract(np.random.default_rng(seed))
    _check(text, seed)


@pytest.mark.parametrize("seed", range(8))
def test_random_elementwise(seed) -> None:
    _check(_elementwise(np.random.default_rng(100 + seed)), seed)


@pytest.mark.parametrize("seed", range(8))
def test_random_shape_ops(seed) -> None:
    _check(_shapes(np.random.default_rng(200 + seed)), seed)


def test_generators_cover_unrolling() -> None:
    """Each generator produces programs that the random native shapes actually unroll."""
    for gen in (lambda r: _contract(r)[0], _elementwise, _shapes):
        unrolled = 0
        for seed in range(6):
            m = vecir.parse(gen(np.random.default_rng(seed)))
            n0 = sum(1 for _ in m.walk())
            ps = PatternSet()
            populate_vector_unroll_patterns(ps, UnrollVectorOptions(native_shape=_random_native(seed)))
            apply_patterns_greedily(m, ps.freeze())
            unrolled += sum(1 for _ in m.walk()) > n0
        assert unrolled >= 3

