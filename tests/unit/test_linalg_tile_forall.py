"""`transform.structured.tile_using_forall`: num_threads and tile_sizes (static, param, handle and
packed), mapping, buffers, multiple results, linalg.index, zero sizes, the thread-safety warning,
the verifier's and the interpreter's diagnostics, and fuse_into_containing_op into the forall it
makes. Printed IR, exit codes and diagnostics equal iree-opt's; the transformed functions compute
what the untiled ones compute (--verify-semantics, which reruns forall iterations out of order,
and NumPy for the dynamic shapes)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

HERE = Path(__file__).parent
CASES = split_chunks((HERE / "linalg_tile_forall_cases.mlir").read_text())
DYNAMIC = split_chunks((HERE / "linalg_tile_forall_dynamic.mlir").read_text())
UNREG = "--allow-unregistered-dialect"


def _interpret(text: str):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return m


@needs_iree_opt
@pytest.mark.parametrize("flags", [(), ("--canonicalize", "--cse")], ids=["raw", "canonicalized"])
def test_cases_match_iree_opt(flags):
    out = same_as_iree_opt("// -----".join(CASES + DYNAMIC), "--transform-interpreter", UNREG, *flags)
    assert out.count("scf.forall (") == len(CASES) + len(DYNAMIC) - 1  # all but the untiled case
    assert "{mapping = [#gpu.block<y>, #gpu.block<x>]}" in out


@pytest.mark.parametrize("k", [k for k, c in enumerate(CASES) if "#gpu" not in c])
def test_cases_keep_their_results(k):
    c = SemanticsChecker(seed=5, trials=3)
    m = vecir.parse(CASES[k])
    PassManager.parse("builtin.module(transform-interpreter)").run(m, verify_semantics=c, emit_diagnostics=False)
    assert c.cases and not c.remarks, c.remarks


def test_mapped_case_keeps_its_results():
    # (#gpu.block is an unregistered dialect attribute to vecir: the NumPy check runs the forall)
    text = CASES[0].replace(" (mapping = [#gpu.block<y>, #gpu.block<x>])", "")
    rng = np.random.default_rng(3)
    p, q, r = (rng.standard_normal((11, 9)).astype(np.float32) for _ in range(3))
    got = vecir.run(_interpret(text), "shifted_sum", p, q, r.copy())
    np.testing.assert_allclose(got, p - q + r, rtol=1e-6)


@pytest.mark.parametrize("shape", [(7, 4, 5), (1, 3, 1), (6, 6, 2), (10, 1, 9)])
def test_dynamic_gemm_by_threads(shape):
    m, k, n = shape
    rng = np.random.default_rng(m * 100 + k * 10 + n)
    x, y, acc = (rng.standard_normal(s).astype(np.float32) for s in ((m, k), (k, n), (m, n)))
    got = vecir.run(_interpret(DYNAMIC[0]), "gemm_dyn", x, y, acc.copy())
    np.testing.assert_allclose(got, acc + x @ y, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("shape", [(5, 7), (3, 2), (1, 1)])
def test_dynamic_copy_by_handle_sizes(shape):
    a = np.arange(np.prod(shape), dtype=np.int32).reshape(shape)
    got = vecir.run(_interpret(DYNAMIC[1]), "copy_dyn", a, np.zeros(shape, np.int32))
    np.testing.assert_array_equal(got, a)


REDUCE = """func.func @row_max(%a: tensor<6x8xf32>, %init: tensor<6xf32>) -> tensor<6xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xf32>) outs(%init : tensor<6xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %m = arith.maximumf %x, %acc : f32
    linalg.yield %m : f32
  } -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g CLAUSE : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
"""


@needs_iree_opt
@pytest.mark.parametrize("clause,warned", [("num_threads [2, 3]", True), ("num_threads [3, 1]", False),
                                           ("tile_sizes [2, 4]", True), ("tile_sizes [2, 0]", False)])
def test_reduction_axis_warning(clause, warned):
    out = same_as_iree_opt(REDUCE.replace("CLAUSE", clause), "--transform-interpreter")
    assert ("warning: tiling is not thread safe at axis #1" in out) == warned


SCRIPT = """func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.copy ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %p2 = transform.param.constant 2 : i64 -> !transform.any_param
    %p4 = transform.param.constant 4 : i64 -> !transform.any_param
    %two = transform.merge_handles %p2, %p4 : !transform.any_param
    %s = transform.param.constant "[2 : i64]" -> !transform.any_param
    BODY
    transform.yield
  }
}
"""
BAD = [
    # verifier
    "%t, %f = transform.structured.tile_using_forall %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
    "%t, %f = transform.structured.tile_using_forall %g num_threads [] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
    "%t, %f = transform.structured.tile_using_forall %g tile_sizes [2] tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
    "%t, %f = transform.structured.tile_using_forall %g num_threads [2] (mapping = [5 : i32]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
    "%t, %f = transform.structured.tile_using_forall %p2 num_threads [2] : (!transform.any_param) -> (!transform.any_op, !transform.any_op)",
    "%t, %f = transform.structured.tile_using_forall %g num_threads [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_param)",
    "%t, %f, %x = transform.structured.tile_using_forall %g num_threads [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
    '%t, %f = "transform.structured.tile_using_forall"(%g, %p2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, static_tile_sizes = array<i64: 3>}> : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)',
    # interpreter
    "%t, %f = transform.structured.tile_using_forall %g tile_sizes [%two, 2] : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)",
    "%t, %f = transform.structured.tile_using_forall %g num_threads *(%s) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)",
    "%t, %f = transform.structured.tile_using_forall %root num_threads [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
]


@needs_iree_opt
@pytest.mark.parametrize("body", BAD)
def test_diagnostics_as_iree_opt(body):
    out = same_as_iree_opt(SCRIPT.replace("BODY", body), "--transform-interpreter")
    assert "error:" in out


@needs_iree_opt
def test_round_trip_as_iree_opt():
    body = """%t, %f = transform.structured.tile_using_forall %g num_threads [4, %p2] tile_sizes [1](mapping = [#gpu.warp<x>, #gpu.warp<y>]) {keep} : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
    %t2, %f2 = transform.structured.tile_using_forall %g tile_sizes *(%p4) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)"""
    text = SCRIPT.replace("BODY", body)
    out = same_as_iree_opt(text, UNREG)
    assert "num_threads [4, %" in out and "tile_sizes *(" in out
    same_as_iree_opt(text, UNREG, "--mlir-print-op-generic")


@needs_iree_opt
def test_cast_operand_domain_is_static_for_scf_for_too():
    # the same iteration-domain fold (tensor.dim of a tensor.cast of a static tensor) under tile_using_for
    text = next(c for c in CASES if "@erased_shapes" in c).replace(
        "%t, %f = transform.structured.tile_using_forall %g tile_sizes [3, 2] : (!transform.any_op) -> "
        "(!transform.any_op, !transform.any_op)",
        "%t, %l:2 = transform.structured.tile_using_for %g tile_sizes [3, 2] : (!transform.any_op) -> "
        "(!transform.any_op, !transform.any_op, !transform.any_op)")
    assert "tile_using_for %g" in text
    out = same_as_iree_opt(text, "--transform-interpreter")
    assert "tensor<?x2xf32>" in out and "tensor.dim" not in out
    c = SemanticsChecker(seed=9, trials=2)
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m, verify_semantics=c, emit_diagnostics=False)
    assert c.cases and not c.remarks


@needs_iree_opt
def test_fuse_failures_into_forall_as_iree_opt():
    text = (HERE / "linalg_fuse_forall_failures.mlir").read_text()
    out = same_as_iree_opt(text, "--transform-interpreter")
    assert out.count("remark: could not fuse") == 2
    assert "note: could not find fusion opportunity for bbArg: <block argument> of type 'tensor<6xf32>'" in out
    assert "note: producer op use by containing op cannot be fused by cloning" in out
