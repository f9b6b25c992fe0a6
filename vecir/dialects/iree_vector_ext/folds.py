"""Folds of transfer_gather / transfer_scatter that rewrite the op in place (IREE's VectorExtOps.cpp).

    %m = arith.constant dense<true> : vector<4x6xi1>
    %0 = transfer_gather %t[...] [%i : vector<4xindex>], %p, %m <indexing_maps = [#src, #idx, #mask]>
    ==> %0 = transfer_gather %t[...] [%i : vector<4xindex>], %p <indexing_maps = [#src, #idx]>

    %b = vector.broadcast %i : vector<6xindex> to vector<4x6xindex>
    %0 = transfer_gather %t[...] [%b : vector<4x6xindex>], %p <indexing_maps = [#src, (d0, d1)[s0] -> (d0, d1)]>
    ==> %0 = transfer_gather %t[...] [%i : vector<6xindex>], %p <indexing_maps = [#src, (d0, d1)[s0] -> (d1)]>

Like IREE, an all-true constant mask is dropped first; otherwise index vectors (and the mask) produced
by vector.broadcast are replaced by the broadcast's source with the trailing results of their map, else
those produced by vector.transpose by the transpose's source (map composed with the inverse permutation).
"""

from __future__ import annotations

from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, DenseArrayAttr, DenseElementsAttr
from ...ir.types import i32


def _all_true(c) -> bool:
    return isinstance(c, DenseElementsAttr) and c.splat and bool(c.to_numpy().reshape(-1)[0])


def _rank(t) -> int:
    return len(getattr(t, "shape", ()))


def _rebuild(op, index_vecs, mask, maps) -> None:
    gather = op.name == "iree_vector_ext.transfer_gather"
    head = [op.base] + ([] if gather else [op.vector]) + list(op.offsets)
    tail = [op.padding] if gather else []
    vals = head + list(index_vecs) + tail + ([mask] if mask is not None else [])
    sizes = ([1, len(op.offsets), len(index_vecs), 1] if gather else [1, 1, len(op.offsets), len(index_vecs)]) + \
        [0 if mask is None else 1]
    op.set_operands(vals)
    op.properties["operandSegmentSizes"] = DenseArrayAttr(i32, sizes)
    op.properties["indexing_maps"] = ArrayAttr([AffineMapAttr(m) for m in maps])


def fold_indexed_vector(op, consts):
    """Returns op's result (or op) when it was rewritten in place, else None."""
    done = op.results[0] if op.results else op
    maps = op.maps()
    vecs = list(op.index_vecs)
    mask = op.mask
    if mask is not None and _all_true(consts[-1]):
        _rebuild(op, vecs, None, maps[:-1])
        return done
    values = vecs + ([mask] if mask is not None else [])
    for kind in ("vector.broadcast", "vector.transpose"):  # one kind per fold, in IREE's order
        changed = False
        for k, v in enumerate(values):
            d = v.defining_op
            if d is None or d.name != kind:
                continue
            src = d.operands[0]
            m = maps[1 + k]
            if kind == "vector.broadcast":
                keep = _rank(src.type)
                maps[1 + k] = m.get_slice_map(len(m.results) - keep, keep)
            else:
                perm = list(d.permutation.value)
                inverse = [perm.index(i) for i in range(len(perm))]
                maps[1 + k] = AffineMap.permutation(inverse).compose(m)
            values[k] = src
            changed = True
        if changed:
            break
    if not changed:
        return None
    n = len(vecs)
    _rebuild(op, values[:n], values[n] if mask is not None else None, maps)
    return done
