"""Seed 000's "notional lowering" of an n-D vector.transfer_read to loops, with and without the
broadcast trick, done by convert-vector-to-scf.

The seed reads `%A[%e1 + k, %e2, %e3 + i, %e4]` into vector<3x4x5xf32> (map (d0, d1, d2, d3) ->
(d2, 0, d0), a broadcast along vector dim 1):

* plain lowering: a temporary buffer and a 3 x 4 x 5 loop nest of scalar loads, 3 * 4 * 5 values
  moved for 3 * 5 distinct ones (the seed's first listing);
* broadcast trick: read only the 3 x 5 values and broadcast along dim 1 (the seed's second
  listing). Upstream's permutation patterns do this for maps whose source dims are minor, so the
  trick is shown on (d0, d1, d2, d3) -> (d2, 0, d3): one loop of 3 vector<5xf32> reads into a
  vector<3x5xf32> buffer, then vector.broadcast + vector.transpose.

Both are compared with iree-opt's transform interpreter running the same patterns, and both compute
what the seed's formula says (NumPy reference, padding where the slice leaves %A).
"""

from __future__ import annotations

import numpy as np
import pytest

import vecir

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module, run_vecir_pass, strip_transform_module

SEED = """
func.func @notional(%A: memref<7x2x5x3xf32>, %e1: index, %e2: index, %e3: index, %e4: index) -> vector<3x4x5xf32> {
  %f0 = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%e1, %e2, %e3, %e4], %f0 {permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, 0, d0)>} : memref<7x2x5x3xf32>, vector<3x4x5xf32>
  return %v : vector<3x4x5xf32>
}
"""

TRICK = """
func.func @trick(%A: memref<7x2x5x6xf32>, %e1: index, %e2: index, %e3: index, %e4: index) -> vector<3x4x5xf32> {
  %f0 = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%e1, %e2, %e3, %e4], %f0 {permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, 0, d3)>} : memref<7x2x5x6xf32>, vector<3x4x5xf32>
  return %v : vector<3x4x5xf32>
}
"""


def _script(*descriptors: str) -> str:
    applies = "".join(f"""
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.{d}
    }} : !transform.any_op""" for d in descriptors)
    return f"""
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op{applies}
    transform.yield
  }}
}}
"""


def _reference(a: np.ndarray, e, map_dims) -> np.ndarray:
    """vec[i, j, k] = A[...] with i on source dim map_dims[0], k on map_dims[1] (0.0 when outside)."""
    out = np.zeros((3, 4, 5), dtype=np.float32)
    for i in range(3):
        for k in range(5):
            idx = list(e)
            idx[map_dims[0]] += i
            idx[map_dims[1]] += k
            if all(0 <= x < n for x, n in zip(idx, a.shape)):
                out[i, :, k] = a[tuple(idx)]
    return out


def constants_sorted(text: str) -> str:
    """The module with each function's leading arith.constant ops in a canonical order: iree-opt
    and vecir's greedy drivers leave the materialized padding constants of a buffered 3-D lowering
    in different orders (a known divergence, see tests/vector_lowering/vector_to_scf_constants.mlir);
    everything else must be identical."""
    from vecir.syntax.printer import print_op

    m = vecir.parse(text)
    for f in (o for o in m.walk() if o.name == "func.func"):
        block = f.regions[0].blocks[0]
        consts = []
        for op in block.ops:
            if op.name != "arith.constant":
                break
            consts.append(op)
        for op in sorted(consts, key=lambda o: print_op(o).split("=", 1)[1], reverse=True):
            op.detach()
            block.prepend(op)
    return print_module(m)


def _loops(m) -> list:
    return [o for o in m.walk() if o.name == "scf.for"]


def test_notional_lowering_is_a_loop_nest_of_scalar_loads() -> None:
    m = run_vecir_pass(SEED, "convert-vector-to-scf")
    want = strip_transform_module(iree_opt(SEED + _script("transfer_to_scf max_transfer_rank = 1"),
                                           "--transform-interpreter"))
    assert constants_sorted(print_module(m)) == constants_sorted(want)
    trips = sorted(int(o.operands[1].defining_op.properties["value"].value) for o in _loops(m))
    assert trips == [3, 4, 5]  # the seed's i, j, k loops
    loads = [o for o in m.walk() if o.name == "memref.load" and o.operands[0].type.shape == (7, 2, 5, 3)]
    assert len(loads) == 1 and len([p for p in _ancestors(loads[0]) if p.name == "scf.for"]) == 3
    assert any(o.name == "memref.alloca" for o in m.walk())


def test_broadcast_trick_reads_only_the_distinct_values() -> None:
    m = run_vecir_pass(TRICK, "convert-vector-to-scf{lower-permutation-maps=true}")
    want = strip_transform_module(iree_opt(
        TRICK + _script("transfer_permutation_patterns", "transfer_to_scf max_transfer_rank = 1"),
        "--transform-interpreter"))
    assert print_module(m) == want
    assert [int(o.operands[1].defining_op.properties["value"].value) for o in _loops(m)] == [3]
    reads = [o for o in m.walk() if o.name == "vector.transfer_read"]
    assert [str(r.results[0].type) for r in reads] == ["vector<5xf32>"]  # 3 x 5 values in all
    names = [o.name for o in m.walk()]
    assert "vector.broadcast" in names and "vector.transpose" in names
    assert not any(o.name == "memref.load" and o.operands[0].type.shape == (7, 2, 5, 6) for o in m.walk())


def _ancestors(op):
    p = op.parent_op
    while p is not None:
        yield p
        p = p.parent_op


@pytest.mark.parametrize("text,shape,dims,passes", [
    (SEED, (7, 2, 5, 3), (2, 0), ["convert-vector-to-scf", "convert-vector-to-scf{full-unroll=true}"]),
    (TRICK, (7, 2, 5, 6), (2, 3), ["convert-vector-to-scf{lower-permutation-maps=true}",
                                   "convert-vector-to-scf{lower-permutation-maps=true full-unroll=true}"]),
])
def test_lowerings_compute_the_seed_formula(text, shape, dims, passes) -> None:
    rng = np.random.default_rng(0)
    name = "notional" if "@notional" in text else "trick"
    for p in passes:
        m = run_vecir_pass(text, p)
        for _ in range(6):
            a = rng.uniform(-2, 2, size=shape).astype(np.float32)
            e = [int(rng.integers(0, n)) for n in shape]
            got = vecir.run(m, name, a.copy(), *[np.int64(x) for x in e])
            np.testing.assert_allclose(np.asarray(got), _reference(a, e, dims), err_msg=p)


@pytest.mark.parametrize("pass_text", ["convert-vector-to-scf", "convert-vector-to-scf{full-unroll=true}"])
def test_constant_order_divergence_is_only_constant_order(pass_text) -> None:
    from .test_vector_lowering_cases import CASE_DIR, chunks_of, transform_script

    text = (CASE_DIR / "vector_to_scf_constants.mlir").read_text()
    for chunk in chunks_of(text):
        want = strip_transform_module(iree_opt(chunk + transform_script(pass_text), "--transform-interpreter"))
        got = print_module(run_vecir_pass(chunk, pass_text))
        assert constants_sorted(got) == constants_sorted(want)
