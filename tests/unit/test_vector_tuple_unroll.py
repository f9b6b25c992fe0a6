"""Seed 000's tuple form of unrolling: strided-slice unrolling rewritten to extract_slices /
tuple_get / tuple / insert_slices and back; the shapes of both forms and NumPy results."""

from __future__ import annotations

import numpy as np

import vecir

from .test_vector_lowering_cases import CASE_DIR, chunks_of, run_vecir_pass

TEXT = chunks_of((CASE_DIR / "tuple_unroll.mlir").read_text())[0]


def _names(m, func: str) -> list[str]:
    f = next(o for o in m.walk() if o.name == "func.func" and o.properties["sym_name"].value == func)
    return [o.name for o in f.walk() if o is not f]


def test_strided_slices_become_the_tuple_form() -> None:
    names = _names(run_vecir_pass(TEXT, "vector-strided-slices-to-tuple"), "unrolled_add")
    assert "vector.extract_strided_slice" not in names and "vector.insert_strided_slice" not in names
    assert names.count("vector.extract_slices") == 2  # one per unrolled operand, shared by its 4 tiles
    assert names.count("vector.tuple_get") == 8
    assert names.count("vector.tuple") == 1 and names.count("vector.insert_slices") == 1
    # a slice off the grid and a chain that does not cover the vector stay as they are
    assert _names(run_vecir_pass(TEXT, "vector-strided-slices-to-tuple"), "partial_chain").count(
        "vector.insert_strided_slice") == 1


def test_round_trip_keeps_results() -> None:
    tuple_form = run_vecir_pass(TEXT, "vector-strided-slices-to-tuple")
    back = run_vecir_pass(_print(tuple_form), "vector-tuple-to-strided-slices")
    names = _names(back, "unrolled_add")
    assert not any(n in names for n in ("vector.extract_slices", "vector.insert_slices", "vector.tuple",
                                        "vector.tuple_get"))
    rng = np.random.default_rng(3)
    for m in (tuple_form, back):
        a = rng.uniform(-2, 2, (4, 3)).astype(np.float32)
        b = rng.uniform(-2, 2, (4, 3)).astype(np.float32)
        np.testing.assert_allclose(np.asarray(vecir.run(m, "unrolled_add", a, b)), a + b, rtol=1e-6)
        v = rng.uniform(-2, 2, (4, 2)).astype(np.float32)
        want = np.concatenate([v[2:], v[:2] * v[2:]])
        np.testing.assert_allclose(np.asarray(vecir.run(m, "tuple_form", v)), want, rtol=1e-6)


def _print(m) -> str:
    from vecir.syntax.printer import print_op

    return print_op(m)
