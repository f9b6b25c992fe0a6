"""transform.apply_patterns.tensor.fold_tensor_empty (upstream's populateFoldTensorEmptyPatterns: a
collapse_shape/expand_shape/extract_slice of tensor.empty, or a concat of them, becomes one
tensor.empty of the reified sizes; fold_single_use_only keeps shared empties): byte-identical to
iree-opt 3.13 --transform-interpreter, and the static case returns tensors of the same shapes and
element types before and after."""

from __future__ import annotations

import pathlib

import vecir
from vecir.passes.manager import PassManager

from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

TEXT = (pathlib.Path(__file__).parent / "tensor_fold_empty.mlir").read_text()


@needs_iree_opt
def test_fold_tensor_empty_as_iree_opt() -> None:
    out = same_as_iree_opt(TEXT, "--transform-interpreter")
    assert "tensor.empty(%2, %c7) : tensor<?x?xf32>" in out  # the concat's reified sizes
    assert out.count("tensor.extract_slice %0[") == 2  # the shared empty stays (single-use only)


def test_fold_tensor_empty_keeps_result_types() -> None:
    chunk = split_chunks(TEXT)[-1]
    m = vecir.parse(chunk)
    before = [(a.shape, a.dtype) for a in vecir.run(m, "static_shapes")]
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    text = str(m)
    assert "collapse_shape" not in text.split("func.func")[1] and "tensor.concat" not in text
    after = [(a.shape, a.dtype) for a in vecir.run(m, "static_shapes")]
    assert after == before == [((6, 4), "float32"), ((2, 2, 5), "int32"), ((3,), "float16"), ((7, 2), "int8")]
