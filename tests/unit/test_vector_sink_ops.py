"""`transform.apply_patterns.vector.sink_ops` (upstream's populateSinkVectorOpsPatterns, also run by
vectorize_children_and_apply_patterns): elementwise ops move below broadcasts (splat constants and
broadcast scalars rebuilt at the unbroadcast type) and transposes (constants inverse-transposed),
casts below broadcasts, and vector.extract above a single-use elementwise op. Byte-identical to
iree-opt 3.13; each function computes the same before and after (interpreter on random inputs)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.sink_ops
    } : !transform.any_op
    transform.yield
  }
}
"""

CASES = {
    "sub_of_broadcasts": """func.func @sub_of_broadcasts(%p: i32, %q: i32) -> vector<2x5xi32> {
  %a = vector.broadcast %p : i32 to vector<2x5xi32>
  %b = vector.broadcast %q : i32 to vector<2x5xi32>
  %d = arith.subi %a, %b : vector<2x5xi32>
  return %d : vector<2x5xi32>
}""",
    "scale_by_splat": """func.func @scale_by_splat(%v: vector<6xf32>) -> vector<3x6xf32> {
  %k = arith.constant dense<-1.5> : vector<3x6xf32>
  %b = vector.broadcast %v : vector<6xf32> to vector<3x6xf32>
  %m = arith.mulf %k, %b : vector<3x6xf32>
  return %m : vector<3x6xf32>
}""",
    "scalar_and_row": """func.func @scalar_and_row(%s: f32, %row: vector<4xf32>) -> vector<1x2x4xf32> {
  %a = vector.broadcast %s : f32 to vector<1x2x4xf32>
  %b = vector.broadcast %row : vector<4xf32> to vector<1x2x4xf32>
  %d = arith.subf %a, %b : vector<1x2x4xf32>
  return %d : vector<1x2x4xf32>
}""",
    "compare_broadcasts": """func.func @compare_broadcasts(%p: i32, %q: i32) -> vector<3xi1> {
  %a = vector.broadcast %p : i32 to vector<3xi32>
  %b = vector.broadcast %q : i32 to vector<3xi32>
  %c = arith.cmpi sgt, %a, %b : vector<3xi32>
  return %c : vector<3xi1>
}""",
    "cast_of_broadcast": """func.func @cast_of_broadcast(%v: vector<2x3xi32>) -> vector<4x2x3xf32> {
  %b = vector.broadcast %v : vector<2x3xi32> to vector<4x2x3xi32>
  %f = arith.sitofp %b : vector<4x2x3xi32> to vector<4x2x3xf32>
  return %f : vector<4x2x3xf32>
}""",
    "transposed_plus_const": """func.func @transposed_plus_const(%x: vector<2x3x4xf32>) -> vector<4x2x3xf32> {
  %k = arith.constant dense<0.25> : vector<4x2x3xf32>
  %t = vector.transpose %x, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %n = math.absf %t : vector<4x2x3xf32>
  %s = arith.addf %n, %k : vector<4x2x3xf32>
  return %s : vector<4x2x3xf32>
}""",
    "lane_of_product": """func.func @lane_of_product(%x: vector<3x5xi32>, %y: vector<3x5xi32>) -> i32 {
  %m = arith.muli %x, %y : vector<3x5xi32>
  %e = vector.extract %m[2, 1] : i32 from vector<3x5xi32>
  return %e : i32
}""",
    "different_vector_sources_kept": """func.func @different_vector_sources_kept(%u: vector<1x4xf32>, %w: vector<4xf32>) -> vector<3x1x4xf32> {
  %a = vector.broadcast %u : vector<1x4xf32> to vector<3x1x4xf32>
  %b = vector.broadcast %w : vector<4xf32> to vector<3x1x4xf32>
  %s = arith.maximumf %a, %b : vector<3x1x4xf32>
  return %s : vector<3x1x4xf32>
}""",
}


def _sunk(text):
    m = vecir.parse(text + "\n" + SCRIPT)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text = CASES[name] + "\n" + SCRIPT
    assert _sunk(CASES[name]) == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


def _random_args(func, rng):
    args = []
    for a in func.regions[0].blocks[0].args:
        t = a.type
        shape = tuple(getattr(t, "shape", ()))
        is_float = "f" in str(getattr(t, "element_type", t))
        v = rng.integers(-6, 7, shape)
        args.append(v.astype(np.float32) if is_float else v.astype(np.int32))
    return args


@pytest.mark.parametrize("name", list(CASES))
def test_semantics_unchanged(name):
    text = CASES[name]
    before = vecir.parse(text)
    func = next(o for o in before.walk() if o.name == "func.func")
    fn = text.split("@", 1)[1].split("(", 1)[0]
    rng = np.random.default_rng(11)
    for _ in range(3):
        args = _random_args(func, rng)
        want = vecir.run(vecir.parse(text), fn, *args)
        got = vecir.run(vecir.parse(_sunk(text)), fn, *args)
        np.testing.assert_array_equal(np.asarray(got), np.asarray(want))
