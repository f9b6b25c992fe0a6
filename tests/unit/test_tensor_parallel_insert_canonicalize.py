"""--canonicalize folds constant offsets/sizes/strides of tensor.parallel_insert_slice into its
static lists (upstream's InsertSliceOpConstantArgumentFolder<ParallelInsertSliceOp>), as iree-opt does;
the forall computes the same before and after."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

# each thread writes row i, columns [2, 5), of a 4x6 tensor; the offset 2 and a stride are constants
ROWS = """func.func @rows(%src: tensor<4x3xf16>, %dst: tensor<4x6xf16>) -> tensor<4x6xf16> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %dst) -> (tensor<4x6xf16>) {
    %row = tensor.extract_slice %src[%i, 0] [1, 3] [1, 1] : tensor<4x3xf16> to tensor<1x3xf16>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %o[%i, %c2] [1, 3] [1, %c1] : tensor<1x3xf16> into tensor<4x6xf16>
    }
  }
  return %r : tensor<4x6xf16>
}
"""

# the size operand is constant too, but the source is dynamic: the folded type needs a tensor.cast
# (inserted before scf.forall.in_parallel)
DYN_SOURCE = """func.func @dyn_source(%src: tensor<?x?xf16>, %dst: tensor<4x6xf16>) -> tensor<4x6xf16> {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %dst) -> (tensor<4x6xf16>) {
    %row = tensor.extract_slice %src[%i, 0] [1, %c3] [1, %c1] : tensor<?x?xf16> to tensor<1x?xf16>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %o[%i, 1] [1, %c3] [1, 1] : tensor<1x?xf16> into tensor<4x6xf16>
    }
  }
  return %r : tensor<4x6xf16>
}
"""


@pytest.mark.parametrize("text", [ROWS, DYN_SOURCE], ids=["rows", "dyn_source"])
def test_matches_iree_opt(text):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(canonicalize)").run(m)
    got = print_module(m)
    assert "%c2, " not in got and "parallel_insert_slice" in got
    assert got == iree_opt(text, "--canonicalize").rstrip("\n") + "\n"


@pytest.mark.parametrize("text,fn", [(ROWS, "rows"), (DYN_SOURCE, "dyn_source")])
def test_semantics(text, fn):
    rng = np.random.default_rng(5)
    src = rng.standard_normal((4, 3)).astype(np.float16)
    dst = rng.standard_normal((4, 6)).astype(np.float16)
    want = dst.copy()
    if fn == "rows":
        want[:, 2:5] = src
    else:
        want[:, 1:4] = src
    m = vecir.parse(text)
    PassManager.parse("builtin.module(canonicalize)").run(m)
    np.testing.assert_array_equal(vecir.run(vecir.parse(text), fn, src, dst.copy()), want)
    np.testing.assert_array_equal(vecir.run(m, fn, src, dst.copy()), want)
