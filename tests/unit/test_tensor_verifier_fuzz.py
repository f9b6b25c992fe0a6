"""Random slice/pad/reshape ops, valid and invalid: vecir accepts exactly what iree-opt accepts and
reports the same first diagnostic (text and position). Seeded, so failures reproduce."""

from __future__ import annotations

import random
import re
import subprocess

import pytest

from vecir.ir.diagnostics import DiagnosticError, file_loc
from vecir.ir.verifier import verify
from vecir.syntax.parser import parse_module

from .oracle import iree_opt_path

pytestmark = pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")


def _t(dims) -> str:
    return "tensor<" + "".join(f"{d}x" for d in dims) + "f32>"


def _slice_case(rng: random.Random) -> str:
    rank = rng.randint(1, 3)
    shape = [rng.choice([1, 2, 3, 4, 5, "?"]) for _ in range(rank)]

    def ent():
        return rng.choice(["%i", "%j"] + [str(rng.randint(-1, 6)) for _ in range(4)])

    offs, sizes, strides = ([ent() for _ in range(rank)] for _ in range(3))
    res = ["?" if s.startswith("%") else s for s in sizes]
    if rng.random() < 0.5:
        res = [d for d in res if not (d == "1" and rng.random() < 0.5)]
    if rng.random() < 0.2:
        res = [rng.choice(["?", "1", "2", "3"]) for _ in range(rng.randint(0, 3))]
    res = [d if not d.startswith("-") else "2" for d in res]
    lists = f"[{', '.join(offs)}] [{', '.join(sizes)}] [{', '.join(strides)}]"
    st, rt = _t(shape), _t(res)
    if rng.random() < 0.5:
        body = f"%z = tensor.extract_slice %t{lists} : {st} to {rt}"
    else:
        body = f"%z = tensor.insert_slice %u into %t{lists} : {rt} into {st}"
    return f"func.func @f(%t: {st}, %u: {rt}, %i: index, %j: index) {{\n  {body}\n  return\n}}\n"


def _groups(rng: random.Random, n: int) -> list[list[int]]:
    cuts = sorted(rng.sample(range(1, n), rng.randint(0, n - 1))) if n > 1 else []
    gs, start = [], 0
    for c in cuts + [n]:
        gs.append(list(range(start, c)))
        start = c
    if rng.random() < 0.1:
        gs[0] = gs[0][::-1]
    if rng.random() < 0.05:
        gs.append([])
    return gs


def _reshape_case(rng: random.Random) -> str:
    er = rng.randint(1, 4)
    big = [rng.choice(["1", "2", "3", "4", "6", "?"]) for _ in range(er)]
    groups = _groups(rng, er)
    small = []
    for g in groups:
        ds = [big[i] for i in g]
        if "?" in ds:
            small.append("?" if rng.random() < 0.8 else "6")
        else:
            p = 1
            for d in ds:
                p *= int(d)
            small.append(str(p) if rng.random() < 0.85 else "?")
    if rng.random() < 0.1:
        small.append("1")
    ra = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"
    b, s = _t(big), _t(small)
    if rng.random() < 0.5:
        return f"func.func @f(%t: {b}, %i: index) {{\n  %z = tensor.collapse_shape %t {ra} : {b} into {s}\n  return\n}}\n"
    out = [("%i" if d == "?" else d) if rng.random() < 0.9 else rng.choice(["%i", "2"]) for d in big]
    return (f"func.func @f(%t: {s}, %i: index) {{\n  %z = tensor.expand_shape %t {ra} output_shape "
            f"[{', '.join(out)}] : {s} into {b}\n  return\n}}\n")


def _pad_case(rng: random.Random) -> str:
    rank = rng.randint(1, 3)
    st = [rng.choice(["1", "2", "4", "?"]) for _ in range(rank)]
    low = [rng.choice(["0", "1", "2", "%i"]) for _ in range(rank + (1 if rng.random() < 0.05 else 0))]
    high = [rng.choice(["0", "1", "3", "%i"]) for _ in range(rank)]
    rt = []
    for d, lo, hi in zip(st, low, high):
        if d == "?" or lo.startswith("%") or hi.startswith("%") or rng.random() < 0.2:
            rt.append(rng.choice(["?", "4"]))
        else:
            rt.append(str(int(d) + int(lo) + int(hi)))
    if rng.random() < 0.05:
        rt.append("1")
    nargs = rank if rng.random() < 0.9 else rank + 1
    args = ", ".join(f"%a{k}: index" for k in range(nargs))
    return (f"func.func @f(%t: {_t(st)}, %v: f32, %i: index) {{\n  %z = tensor.pad %t low[{', '.join(low)}] "
            f"high[{', '.join(high)}] {{\n  ^bb0({args}):\n    tensor.yield %v : f32\n  }} : {_t(st)} to {_t(rt)}\n"
            f"  return\n}}\n")


def _first_errors_iree(chunks: list[str]) -> list[str | None]:
    text = "// -----\n".join(chunks)
    proc = subprocess.run([iree_opt_path(), "--split-input-file", "-"], input=text, capture_output=True, text=True,
                          timeout=300)
    starts, line = [], 1
    for c in chunks:
        starts.append(line)
        line += c.count("\n") + 1
    out: list[str | None] = [None] * len(chunks)
    for m in re.finditer(r"^<stdin>:(\d+):(\d+): error: (.*)$", proc.stderr, re.M):
        ln = int(m.group(1))
        k = max(i for i, s in enumerate(starts) if s <= ln)
        if out[k] is None:
            out[k] = f"{ln - starts[k] + 1}:{m.group(2)}: {m.group(3)}"
    return out


def _first_error_vecir(chunk: str) -> str | None:
    try:
        verify(parse_module(chunk))
    except DiagnosticError as e:
        f = file_loc(e.diag.loc)
        return f"{f.line}:{f.col}: {e.diag.message}"
    return None


@pytest.mark.parametrize("kind", ["slice", "reshape", "pad"])
def test_random_ops_match_iree_opt(kind):
    gen = {"slice": _slice_case, "reshape": _reshape_case, "pad": _pad_case}[kind]
    rng = random.Random(1234)
    chunks = [gen(rng) for _ in range(150)]
    want = _first_errors_iree(chunks)
    for c, w in zip(chunks, want):
        assert _first_error_vecir(c) == w, c


def _const_slice_case(rng: random.Random) -> str:
    """A slice whose offsets/sizes/strides mix static values, arith.constant operands and an argument."""
    rank = rng.randint(1, 3)
    shape = [rng.choice([1, 2, 4, 6, "?"]) for _ in range(rank)]
    consts: dict[int, str] = {}

    def ent(lo, hi):
        r = rng.random()
        if r < 0.3:
            return "%i"
        v = rng.randint(lo, hi)
        if r < 0.6:
            consts[v] = f"%c{v}"
            return consts[v]
        return str(v)

    offs, sizes, strides = [ent(0, 2) for _ in range(rank)], [ent(1, 2) for _ in range(rank)], \
        [ent(1, 2) for _ in range(rank)]
    res = ["?" if s.startswith("%") else s for s in sizes]
    if rng.random() < 0.4:
        res = [d for d in res if not (d == "1" and rng.random() < 0.6)]
    st, rt = _t(shape), _t(res)
    defs = "".join(f"  {n} = arith.constant {v} : index\n" for v, n in consts.items())
    lists = f"[{', '.join(offs)}] [{', '.join(sizes)}] [{', '.join(strides)}]"
    if rng.random() < 0.5:
        body, ret = f"%z = tensor.extract_slice %t{lists} : {st} to {rt}", rt
    else:
        body, ret = f"%z = tensor.insert_slice %u into %t{lists} : {rt} into {st}", st
    return f"func.func @f(%t: {st}, %u: {rt}, %i: index) -> {ret} {{\n{defs}  {body}\n  return %z : {ret}\n}}\n"


def test_random_slice_canonicalization_matches_iree_opt():
    """Constant folding of slice operands (one list per application, bounds kept) as upstream."""
    from vecir.passes.manager import PassManager

    rng = random.Random(99)
    checked = 0
    for _ in range(50):
        c = _const_slice_case(rng)
        proc = subprocess.run([iree_opt_path(), "--canonicalize", "-"], input=c, capture_output=True, text=True,
                              timeout=60)
        if proc.returncode != 0:  # invalid input, or upstream's canonicalization produced invalid IR
            continue
        m = parse_module(c)
        verify(m)
        PassManager.parse("builtin.module(canonicalize)").run(m)
        assert str(m).strip("\n") == proc.stdout.strip("\n"), c
        checked += 1
    assert checked > 25
