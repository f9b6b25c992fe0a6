"""Native-shape policies for vector unrolling and the ``vector-unroll`` pass (see unroll.py).

:func:`trailing_native_shape` gives every unrollable op trailing native sizes (leading dims 1; a
contraction gets 1 on every iteration dim but its last parallel one), :func:`seed001_native_shape`
seed 001's GPU target (128-bit transfers, 4-wide compute).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...passes.base import register_pass
from .drop_unit_dims import ScriptLikePass
from .unroll import NativeShapeFn, UnrollVectorOptions, populate_vector_unroll_patterns, shape_for_unroll


# -- native shape functions -------------------------------------------------------------------------

def trailing_native_shape(sizes: Sequence[int]) -> NativeShapeFn:
    """Native shape ``sizes`` for the trailing dims of an op's unroll shape, 1 for the leading ones
    (contractions: 1 for every iteration dim except the last parallel one, which gets ``sizes[-1]``,
    as seed 001's GPU target does)."""
    sizes = list(sizes)

    def fn(op):
        shape = shape_for_unroll(op)
        if shape is None:
            return None
        if op.name == "vector.contract":
            iters = [it.value for it in op.iterator_types.value]
            par = [d for d, it in enumerate(iters) if it == "parallel"]
            out = [1] * len(shape)
            if par:
                out[par[-1]] = min(sizes[-1], shape[par[-1]])
            return out
        if len(sizes) >= len(shape):
            return sizes[len(sizes) - len(shape):]
        return [1] * (len(shape) - len(sizes)) + sizes

    return fn


def seed001_native_shape(vector_size: int = 4, transfer_bits: int = 128) -> NativeShapeFn:
    """seed 001's native shapes: transfers move ``transfer_bits`` per access (vector<4xf32>,
    vector<8xf16>), compute ops (contract: last parallel dim) are ``vector_size`` wide."""
    compute = trailing_native_shape([vector_size])

    def fn(op):
        if op.name in ("vector.transfer_read", "vector.transfer_write"):
            vt = op.vector.type if op.name == "vector.transfer_read" else op.valueToStore.type
            width = getattr(vt.element_type, "width", 32)
            n = max(1, transfer_bits // width)
            shape = list(vt.shape)
            return [1] * (len(shape) - 1) + [min(n, shape[-1])] if shape else None
        return compute(op)

    return fn


# -- the named pass ---------------------------------------------------------------------------------


def _by_op_name(shapes: dict[str, list[int]], default: NativeShapeFn) -> NativeShapeFn:
    def fn(op):
        key = op.name.split(".", 1)[1] if op.name.startswith("vector.") else None
        if key in shapes:
            return shapes[key]
        if key in ("transfer_read", "transfer_write") and "transfer" in shapes:
            return shapes["transfer"]
        return default(op)

    return fn


@register_pass("vector-unroll", "Unroll vector ops to a native shape (populateVectorUnrollPatterns)")
@dataclass
class VectorUnroll(ScriptLikePass):
    """Options:
      native-shape=1,4       trailing native sizes of every unrollable op (leading dims 1); contractions
                             unroll to 1 on every iteration dim but the last parallel one (= the last size)
      transfer-shape=1,4     native shape of transfer_read/transfer_write (default: native-shape)
      contract-shape=1,4,1   native shape of contractions over their iteration dims
      seed001=true           seed 001's native shapes: 128-bit transfers, 4-wide compute (overrides the above)
      unroll-order=2,0,1     tile traversal order (outermost first) for contractions and transfers
    """

    native_shape: tuple[int, ...] = (1, 4)
    transfer_shape: tuple[int, ...] = ()
    contract_shape: tuple[int, ...] = ()
    seed001: bool = False
    unroll_order: tuple[int, ...] = ()

    def options(self) -> UnrollVectorOptions:
        if self.seed001:
            shape_fn = seed001_native_shape()
        else:
            shapes = {}
            if self.transfer_shape:
                shapes["transfer"] = list(self.transfer_shape)
            if self.contract_shape:
                shapes["contract"] = list(self.contract_shape)
            shape_fn = _by_op_name(shapes, trailing_native_shape(self.native_shape))
        order = None
        if self.unroll_order:
            wanted = list(self.unroll_order)

            def order(op):
                shape = shape_for_unroll(op)
                return wanted if shape is not None and len(shape) == len(wanted) else None
        return UnrollVectorOptions(native_shape=shape_fn, traversal_order=order)

    def populate(self, ps):
        populate_vector_unroll_patterns(ps, self.options())
