"""Unrolling of vector.load / vector.store to a native shape (upstream's UnrollLoadPattern /
UnrollStorePattern in VectorUnroll.cpp; part of populateVectorUnrollPatterns, see unroll.py).

    %v = vector.load %m[%i, %j] : memref<8x8xf32>, vector<2x4xf32>                       (native [1, 4])
  ==> %v0 = vector.load %m[%i, %j] : memref<8x8xf32>, vector<1x4xf32>
      %v1 = vector.load %m[%i + 1, %j] ...            (arith.addi with an index constant, offsets != 0)
      %v = insert_strided_slice %v0, %v1 into a zero vector<2x4xf32>

A store extracts each native tile and stores it at the shifted indices. The tile offsets shift the
trailing indices (the vector's dims are the memref's innermost ones).
"""

from __future__ import annotations

from ...ir.types import VectorType
from . import _build as B


def slice_load_store_indices(rw, loc, indices, offsets) -> list:
    """upstream's sliceLoadStoreIndices: add each non-zero offset to its trailing index."""
    out = list(indices)
    start = len(out) - len(offsets)
    for k, off in enumerate(offsets):
        if off != 0:
            out[start + k] = B.binary(rw, loc, "arith.addi", indices[start + k], B.index_const(rw, loc, off))
    return out


def _props(op) -> dict:
    return {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}


def make_unroll_load_store(base_pattern, target_shape, unroll_order, tile_offsets, slice_fn, insert_fn):
    """Build the two pattern classes on top of unroll.py's helpers (passed in to keep imports one-way)."""

    class UnrollLoad(base_pattern):
        __doc__ = __doc__
        root = "vector.load"

        def match_and_rewrite(self, op, rw):
            vt = op.result_.type
            t = self._target(op, rw)
            if t is None:
                return False
            if len(t) != len(vt.shape):
                return rw.fail(op, "native shape rank differs from the vector rank")
            loc = op.loc
            rw.set_before(op)
            result = B.zero(rw, loc, vt)
            tile_t = VectorType(tuple(t), vt.element_type)
            for offs in tile_offsets(vt.shape, t, unroll_order(self.options, op, len(vt.shape))):
                idx = slice_load_store_indices(rw, loc, list(op.indices), offs)
                new = B.emit(rw, "vector.load", [op.base, *idx], [tile_t], _props(op), loc=loc).results[0]
                result = insert_fn(rw, loc, new, result, offs)
            rw.replace_op(op, [result])
            return True

    class UnrollStore(base_pattern):
        root = "vector.store"

        def match_and_rewrite(self, op, rw):
            vt = op.valueToStore.type
            t = self._target(op, rw)
            if t is None:
                return False
            if len(t) != len(vt.shape):
                return rw.fail(op, "native shape rank differs from the vector rank")
            loc = op.loc
            rw.set_before(op)
            for offs in tile_offsets(vt.shape, t, unroll_order(self.options, op, len(vt.shape))):
                idx = slice_load_store_indices(rw, loc, list(op.indices), offs)
                piece = slice_fn(rw, loc, op.valueToStore, offs, t)
                B.emit(rw, "vector.store", [piece, op.base, *idx], [], _props(op), loc=loc)
            rw.erase_op(op)
            return True

    UnrollLoad.__doc__ = "vector.load per native tile at shifted indices (module docstring)."
    UnrollStore.__doc__ = "vector.store of each native tile at shifted indices (module docstring)."
    return UnrollLoad, UnrollStore
