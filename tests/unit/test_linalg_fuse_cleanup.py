"""`transform.structured.fuse ... apply_cleanup`: the candidate slices are cleaned up before fusion
(extract_slice of extract_slice merged, extract_slice of a static-to-dynamic tensor.cast folded,
constant arguments made static, contiguous slices of expand_shape/collapse_shape results bubbled
above the reshape), so a producer behind such slices is fused into the loops. The
printed IR equals iree-opt's for the same script (raw and after --canonicalize), and the fused code
computes what the original and NumPy compute."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

ID2 = "affine_map<(p, q) -> (p, q)>"


def _neg(res, x, t, init):
    return f"""  {res} = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = ["parallel", "parallel"]}} ins({x} : {t}) outs({init} : {t}) {{
  ^bb0(%u: i32, %v: i32):
    %n = arith.subi %v, %u : i32
    linalg.yield %n : i32
  }} -> {t}
"""


def _mul(res, a, b, out, t):
    return f"""  {res} = linalg.generic {{indexing_maps = [{ID2}, {ID2}, {ID2}], iterator_types = ["parallel", "parallel"]}} ins({a}, {b} : {t}, {t}) outs({out} : {t}) attrs = {{tail}} {{
  ^bb0(%u: i32, %v: i32, %w: i32):
    %m = arith.muli %u, %v : i32
    linalg.yield %m : i32
  }} -> {t}
"""


D = "tensor<?x?xi32>"
# out = (z - x)[2:, 1:] * y : the consumer reads its producer through an offset slice
WINDOWED = (f"""func.func @windowed(%x: {D}, %z: {D}, %y: {D}) -> {D} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
""" + _neg("%p", "%x", D, "%z") + f"""  %r = tensor.dim %y, %c0 : {D}
  %c = tensor.dim %y, %c1 : {D}
  %s = tensor.extract_slice %p[2, 1] [%r, %c] [1, 1] : {D} to {D}
""" + _mul("%o", "%s", "%y", "%y", D) + f"""  return %o : {D}
}}
""")

S = "tensor<12x9xi32>"
# out = cast((z - x)[1:11, 2:9]) -> ?x? sliced again at [1, 0]: slices and casts between producer and consumer
CAST_CHAIN = (f"""func.func @cast_chain(%x: {S}, %z: {S}, %y: {D}) -> {D} {{
""" + _neg("%p", "%x", S, "%z") + f"""  %wide = tensor.cast %p : {S} to tensor<?x9xi32>
  %s = tensor.extract_slice %wide [1, 2] [10, 7] [1, 1] : tensor<?x9xi32> to tensor<10x7xi32>
  %d = tensor.cast %s : tensor<10x7xi32> to {D}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.dim %y, %c0 : {D}
  %c = tensor.dim %y, %c1 : {D}
  %t = tensor.extract_slice %d [1, 0] [%r, %c] [1, 1] : {D} to {D}
""" + _mul("%o", "%t", "%y", "%y", D) + f"""  return %o : {D}
}}
""")


def _neg_n(res, x, t, init, rank):
    m = f"affine_map<({', '.join(f'd{i}' for i in range(rank))}) -> ({', '.join(f'd{i}' for i in range(rank))})>"
    its = ", ".join(['"parallel"'] * rank)
    return f"""  {res} = linalg.generic {{indexing_maps = [{m}, {m}], iterator_types = [{its}]}} ins({x} : {t}) outs({init} : {t}) {{
  ^bb0(%u: i32, %v: i32):
    %n = arith.subi %v, %u : i32
    linalg.yield %n : i32
  }} -> {t}
"""


def _mul_n(res, a, b, out, t, rank):
    m = f"affine_map<({', '.join(f'd{i}' for i in range(rank))}) -> ({', '.join(f'd{i}' for i in range(rank))})>"
    its = ", ".join(['"parallel"'] * rank)
    return f"""  {res} = linalg.generic {{indexing_maps = [{m}, {m}, {m}], iterator_types = [{its}]}} ins({a}, {b} : {t}, {t}) outs({out} : {t}) attrs = {{tail}} {{
  ^bb0(%u: i32, %v: i32, %w: i32):
    %m = arith.muli %u, %v : i32
    linalg.yield %m : i32
  }} -> {t}
"""


E = "tensor<2x4x6xi32>"
# out = expand(z - x : 48 -> 2x4x6) * y: a tile of the expanded tensor is one range of the flat one
EXPANDED = (f"""func.func @expanded(%x: tensor<48xi32>, %z: tensor<48xi32>, %y: {E}) -> {E} {{
""" + _neg_n("%p", "%x", "tensor<48xi32>", "%z", 1) + f"""  %e = tensor.expand_shape %p [[0, 1, 2]] output_shape [2, 4, 6] : tensor<48xi32> into {E}
""" + _mul_n("%o", "%e", "%y", "%y", E, 3) + f"""  return %o : {E}
}}
""")

C = "tensor<12x5xi32>"
# out = collapse(z - x : 3x4x5 -> 12x5) * y: a row of the collapsed tensor is a row of the 3-D one
COLLAPSED = (f"""func.func @collapsed(%x: tensor<3x4x5xi32>, %z: tensor<3x4x5xi32>, %y: {C}) -> {C} {{
""" + _neg_n("%p", "%x", "tensor<3x4x5xi32>", "%z", 3) + f"""  %c = tensor.collapse_shape %p [[0, 1], [2]] : tensor<3x4x5xi32> into {C}
""" + _mul_n("%o", "%c", "%y", "%y", C, 2) + f"""  return %o : {C}
}}
""")


def _script(clause: str, n_loops: int) -> str:
    loops = ", ".join(["!transform.any_op"] * n_loops)
    results = ", ".join(f"%l{i}" for i in range(n_loops))
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %g = transform.structured.match ops{{["linalg.generic"]}} attributes {{tail}} in %root : (!transform.any_op) -> !transform.any_op
    %t, {results} = transform.structured.fuse %g {clause} : (!transform.any_op) -> (!transform.any_op, {loops})
    transform.yield
  }}
}}
"""


CASES = {
    "windowed": (WINDOWED, "tile_sizes [3, 4] apply_cleanup", 2),
    "windowed_forall": (WINDOWED, "tile_sizes [3, 4] apply_cleanup use_forall", 1),
    "windowed_no_cleanup": (WINDOWED, "tile_sizes [3, 4]", 2),
    "cast_chain": (CAST_CHAIN, "tile_sizes [4, 0] apply_cleanup", 1),
    "cast_chain_interchange": (CAST_CHAIN, "tile_sizes [2, 3] interchange [1, 0] apply_cleanup", 2),
    "expanded": (EXPANDED, "tile_sizes [1, 2, 0] apply_cleanup", 2),
    "expanded_not_contiguous": (EXPANDED, "tile_sizes [1, 2, 4] apply_cleanup", 3),
    "collapsed": (COLLAPSED, "tile_sizes [1, 0] apply_cleanup", 1),
    "collapsed_forall": (COLLAPSED, "tile_sizes [1, 5] apply_cleanup use_forall", 1),
}
FUSED = {"windowed", "windowed_forall", "cast_chain", "cast_chain_interchange", "expanded", "collapsed",
         "collapsed_forall"}


def _fused(name: str, canonicalize: bool = False):
    text, clause, n = CASES[name]
    m = vecir.parse(text + _script(clause, n))
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    if canonicalize:
        PassManager.parse("builtin.module(canonicalize)").run(m)
    return m


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("canon", [False, True])
def test_matches_iree_opt(name, canon):
    text, clause, n = CASES[name]
    flags = ["--transform-interpreter"] + (["--canonicalize"] if canon else [])
    got = print_module(_fused(name, canon))
    assert got == iree_opt(text + _script(clause, n), *flags).rstrip("\n") + "\n"
    # with the cleanup the producer (z - x) is computed inside the loops, else outside them
    body = got.split("scf.for" if "scf.for" in got else "scf.forall", 1)[1]
    assert ("arith.subi" in body) == (name in FUSED)


@pytest.mark.parametrize("name", ["windowed", "windowed_forall", "windowed_no_cleanup"])
@pytest.mark.parametrize("shape", [(6, 8), (5, 7), (1, 1)])
def test_windowed_semantics(name, shape):
    rng = np.random.default_rng(shape[0] * 10 + shape[1])
    x, z = (rng.integers(-30, 30, (shape[0] + 2, shape[1] + 1)).astype(np.int32) for _ in range(2))
    y = rng.integers(-30, 30, shape).astype(np.int32)
    want = (z - x)[2:, 1:] * y
    np.testing.assert_array_equal(vecir.run(vecir.parse(WINDOWED), "windowed", x, z, y.copy()), want)
    np.testing.assert_array_equal(vecir.run(_fused(name), "windowed", x, z, y.copy()), want)


@pytest.mark.parametrize("name", ["cast_chain", "cast_chain_interchange"])
@pytest.mark.parametrize("shape", [(9, 7), (4, 5)])
def test_cast_chain_semantics(name, shape):
    rng = np.random.default_rng(shape[0] + 3 * shape[1])
    x, z = (rng.integers(-30, 30, (12, 9)).astype(np.int32) for _ in range(2))
    y = rng.integers(-30, 30, shape).astype(np.int32)
    want = (z - x)[2:2 + shape[0], 2:2 + shape[1]] * y
    np.testing.assert_array_equal(vecir.run(vecir.parse(CAST_CHAIN), "cast_chain", x, z, y.copy()), want)
    np.testing.assert_array_equal(vecir.run(_fused(name, True), "cast_chain", x, z, y.copy()), want)


@pytest.mark.parametrize("name", ["expanded", "expanded_not_contiguous", "collapsed", "collapsed_forall"])
@pytest.mark.parametrize("canon", [False, True])
def test_reshape_semantics(name, canon):
    text = CASES[name][0]
    rng = np.random.default_rng(len(name))
    fn = name.split("_")[0]
    if fn == "expanded":
        x, z = (rng.integers(-30, 30, 48).astype(np.int32) for _ in range(2))
        y = rng.integers(-30, 30, (2, 4, 6)).astype(np.int32)
        want = (z - x).reshape(2, 4, 6) * y
    else:
        x, z = (rng.integers(-30, 30, (3, 4, 5)).astype(np.int32) for _ in range(2))
        y = rng.integers(-30, 30, (12, 5)).astype(np.int32)
        want = (z - x).reshape(12, 5) * y
    np.testing.assert_array_equal(vecir.run(vecir.parse(text), fn, x, z, y.copy()), want)
    np.testing.assert_array_equal(vecir.run(_fused(name, canon), fn, x, z, y.copy()), want)
