"""transform.structured.fuse on dynamically shaped chains followed by --canonicalize: the consumer is
tiled over tensor.dim bounds and its producers fused; canonicalization folds `tensor.dim` of a
linalg result into the dim of its init (DimOfDestStyleOp over DestinationStyleOpInterface) and
erases dead `tensor.dim` ops (NoMemoryEffect), so the untiled producer disappears as in iree-opt.
Byte-identical to iree-opt 3.13; results equal NumPy's for several runtime shapes."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

T = "tensor<?x?xf32>"
ID = "affine_map<(i, j) -> (i, j)>"

CHAIN = f"""func.func @scaled_sum(%x: {T}, %y: {T}, %out: {T}) -> {T} {{
  %half = arith.constant 0.5 : f32
  %s = linalg.generic {{indexing_maps = [{ID}, {ID}], iterator_types = ["parallel", "parallel"]}} ins(%x : {T}) outs(%y : {T}) {{
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %half : f32
    %r = arith.addf %m, %b : f32
    linalg.yield %r : f32
  }} -> {T}
  %t = linalg.generic {{indexing_maps = [{ID}, {ID}, {ID}], iterator_types = ["parallel", "parallel"]}} ins(%s, %x : {T}, {T}) outs(%out : {T}) attrs = {{last}} {{
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  }} -> {T}
  return %t : {T}
}}
"""

DIMS = """func.func @dims_of_results(%a: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<?x?xf32>
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  %unused = tensor.dim %a, %c0 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
"""


def _script(sizes):
    n = sum(1 for s in sizes if s)
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %g = transform.structured.match ops{{["linalg.generic"]}} attributes {{last}} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:{n} = transform.structured.fuse %g tile_sizes [{", ".join(map(str, sizes))}] : (!transform.any_op) -> ({", ".join(["!transform.any_op"] * (n + 1))})
    transform.yield
  }}
}}
"""


def _run(text, pipeline):
    m = vecir.parse(text)
    PassManager.parse(pipeline).run(m)
    return print_module(m)


def test_dim_of_linalg_result_folds_to_init():
    got = _run(DIMS, "builtin.module(canonicalize)")
    assert got == iree_opt(DIMS, "--canonicalize").rstrip("\n") + "\n"
    assert "tensor.dim %arg1" in got and got.count("tensor.dim") == 2


@pytest.mark.parametrize("sizes", [[4, 8], [3, 0], [0, 5]])
def test_fuse_dynamic_chain_matches_iree_opt(sizes):
    text = CHAIN + _script(sizes)
    got = _run(text, "builtin.module(transform-interpreter,canonicalize)")
    assert got == iree_opt(text, "--transform-interpreter", "--canonicalize").rstrip("\n") + "\n"
    body = got.split("scf.for", 1)[1]
    assert "arith.mulf" in body  # the producer was fused into the loops


@pytest.mark.parametrize("sizes", [[4, 8], [3, 0]])
@pytest.mark.parametrize("shape", [(1, 1), (5, 9), (8, 3)])
def test_fuse_dynamic_chain_semantics(sizes, shape):
    rng = np.random.default_rng(shape[0] * 10 + shape[1])
    x, y, out = (rng.integers(-8, 8, shape).astype(np.float32) for _ in range(3))
    text = CHAIN + _script(sizes)
    fused = _run(text, "builtin.module(transform-interpreter,canonicalize)")
    for ir in (CHAIN, fused):
        np.testing.assert_array_equal(np.asarray(vecir.run(vecir.parse(ir), "scaled_sum", x, y, out)),
                                      x * 0.5 + y - x)


STATIC = CHAIN.replace("tensor<?x?xf32>", "tensor<6x10xf32>").replace("@scaled_sum", "@scaled_sum_static")


@pytest.mark.parametrize("sizes,inter", [([4, 8], [1, 0]), ([0, 3], [1, 0]), ([2, 5], [0, 1])])
def test_fuse_interchange_matches_iree_opt(sizes, inter):
    """The loops follow the interchange (loop k over dim interchange[k]); producers fuse inside."""
    n = sum(1 for s in sizes if s)
    script = _script(sizes).replace(f"tile_sizes [{', '.join(map(str, sizes))}]",
                                    f"tile_sizes [{', '.join(map(str, sizes))}] interchange [{', '.join(map(str, inter))}]")
    assert "interchange" in script and n
    text = STATIC + script
    got = _run(text, "builtin.module(transform-interpreter)")
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"
    rng = np.random.default_rng(sum(sizes))
    x, y, out = (rng.integers(-8, 8, (6, 10)).astype(np.float32) for _ in range(3))
    np.testing.assert_array_equal(np.asarray(vecir.run(vecir.parse(got), "scaled_sum_static", x, y, out)),
                                  x * 0.5 + y - x)
