"""Vector canonicalization preserves meaning: every function of the vector canonicalize corpora
(tests/passes/vector_canonicalize*.mlir) whose inputs are vectors or scalars runs in the
interpreter on seeded random inputs before and after `--canonicalize`, and gives the same results
(and leaves the same memref contents). A result the canonicalized function returns straight from
`ub.poison` may take any value (a fold to poison refines every value).

Functions named `quirk_*` hold upstream rewrites that do change results (the 1-D multi_reduction
with no reduced dims folds to its source and drops the accumulator; CanonicalizeContractAdd folds
an add into a zero-accumulator contraction of any kind; a masked one-element reduction without
accumulator becomes the element even where the mask is off): vecir copies them, and the test checks
that they do change the results, so a silent fix on either side is noticed.

(The printed output of each chunk is compared with iree-opt by test_pass_corpus.py.)"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.interp.engine import run_function
from vecir.ir.dtypes import numpy_dtype
from vecir.interp.memory import MemRef
from vecir.ir.types import DYNAMIC, FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, VectorType
from vecir.passes.manager import PassManager

PASSES = Path(__file__).parent.parent / "passes"
FILES = sorted(PASSES.glob("vector_canonicalize*.mlir"))


def _cases():
    for path in FILES:
        for i, chunk in enumerate(path.read_text().split("// -----")):
            yield pytest.param(chunk, id=f"{path.stem}-{i}")


def _random_value(t, rng):
    shaped = isinstance(t, (VectorType, RankedTensorType, MemRefType))
    et = t.element_type if shaped else t
    shape = t.shape if shaped else ()
    if isinstance(et, IndexType):
        x = rng.integers(0, 2, size=shape)  # valid positions in every dim of size >= 2
    elif isinstance(et, IntegerType) and et.width == 1:
        x = rng.integers(0, 2, size=shape).astype(bool)
    elif isinstance(et, IntegerType):
        x = rng.integers(0, 4, size=shape)  # also usable as gather/scatter indices
    elif isinstance(et, FloatType):
        x = rng.standard_normal(size=shape)
    else:
        return None
    x = np.asarray(x).astype(numpy_dtype(et))
    return x if shaped else x[()]


def _functions(module):
    return [op for op in module.walk() if op.name == "func.func" and op.regions[0].blocks]


def _inputs(func, rng):
    args = []
    for a in func.regions[0].blocks[0].args:
        t = a.type
        if not isinstance(t, (VectorType, IntegerType, IndexType, FloatType, RankedTensorType, MemRefType)) or \
                (isinstance(t, VectorType) and t.is_scalable) or \
                (isinstance(t, (RankedTensorType, MemRefType)) and DYNAMIC in t.shape) or \
                (isinstance(t, MemRefType) and t.layout is not None and "strided" in str(t.layout)):
            return None
        args.append(_random_value(t, rng))
    return args


def _materialize(func, args):
    """Fresh memrefs for one run (the arrays are copied), other values as they are."""
    out = []
    for a, x in zip(func.regions[0].blocks[0].args, args):
        out.append(MemRef.from_array(np.array(x, copy=True), a.type) if isinstance(a.type, MemRefType) else x)
    return out


def _outputs(results, run_args):
    results = list(results) if isinstance(results, (list, tuple)) else [results]
    return results + [np.array(m.to_numpy()) for m in run_args
                      if isinstance(m, MemRef)]


def _poison_results(module, name) -> set[int]:
    """Results the canonicalized function returns straight from ub.poison: any value refines them."""
    func = next(f for f in _functions(module) if f.get_attr("sym_name").value == name)
    ret = func.regions[0].blocks[0].last
    return {k for k, v in enumerate(ret.operands) if v.defining_op is not None and v.defining_op.name == "ub.poison"}


def _same(a, b) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape:
        return False
    if a.dtype.kind == "f":
        return bool(np.allclose(a, b, rtol=1e-6, atol=1e-6, equal_nan=True))
    return bool(np.array_equal(a, b))


@pytest.mark.parametrize("chunk", list(_cases()))
def test_canonicalize_preserves_results(chunk: str) -> None:
    before = vecir.parse(chunk)
    after = vecir.parse(chunk)
    PassManager.parse("builtin.module(canonicalize)").run(after)
    names = [f.get_attr("sym_name").value for f in _functions(before)]
    rng = np.random.default_rng(len(chunk))
    checked = 0
    for name in names:
        changed = 0
        func = next(f for f in _functions(before) if f.get_attr("sym_name").value == name)
        for _ in range(3):
            args = _inputs(func, rng)
            if args is None:
                break
            a1, a2 = _materialize(func, args), _materialize(func, args)
            want = _outputs(run_function(before, name, a1), a1)
            got = _outputs(run_function(after, name, a2), a2)
            assert len(want) == len(got)
            same = all(_same(w, g) for w, g in zip(want, got))
            if name.startswith("quirk_"):
                changed += not same
            else:
                free = _poison_results(after, name)
                for k, (w, g) in enumerate(zip(want, got)):
                    assert k in free or _same(w, g), \
                        f"@{name} result #{k} changed by canonicalization: {w} vs {g} (inputs {args})"
            checked += 1
        if name.startswith("quirk_"):
            assert changed, f"@{name}: upstream's rewrite was expected to change the results"
    assert checked or all(_inputs(f, rng) is None for f in _functions(before))
