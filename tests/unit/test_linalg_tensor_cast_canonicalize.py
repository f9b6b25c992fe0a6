"""linalg ops and tensor.cast under canonicalize (upstream's FoldTensorCastProducerOp on destination-style
ops, FoldTensorCastConsumerOp, InferStaticShapeOfOperands, and EraseIdentityLinalgOp with equal, not only
identity, maps and a cast where the yielded operand's type differs): byte-identical to iree-opt 3.13
--canonicalize, and every case with a static signature interpreted before/after on random inputs."""

from __future__ import annotations

import pathlib

import pytest

from .canonicalize_cases import canonicalize_changes
from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

TEXT = (pathlib.Path(__file__).parent / "linalg_cases" / "tensor_cast_canonicalize.mlir").read_text()
CHUNKS = split_chunks(TEXT)


def _signature(chunk: str) -> str:
    return next(line for line in chunk.splitlines() if line.startswith("func.func"))


@needs_iree_opt
def test_canonicalize_as_iree_opt() -> None:
    out = same_as_iree_opt(TEXT, "--canonicalize")
    # the matmul of casts runs on the static operands; the cast in the scf.if stays a cast of the copy
    assert "linalg.matmul ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<5x2xf32>) outs(%arg2 : tensor<3x2xf32>)" in out
    assert "tensor.cast %0 : tensor<?x?xf32> to tensor<5x5xf32>" in out


@pytest.mark.parametrize("k", [k for k, c in enumerate(CHUNKS) if "?" not in _signature(c)])
def test_canonicalize_keeps_results(k: int) -> None:
    assert (not canonicalize_changes(CHUNKS[k], k)) == ("scalar_other_map" in CHUNKS[k])  # a scalar is not cast to tensor<f32>
