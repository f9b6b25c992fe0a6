"""Canonicalization patterns of vector.broadcast, vector.shape_cast and vector.transpose
(upstream's getCanonicalizationPatterns of BroadcastOp, ShapeCastOp and TransposeOp).

The folds (identity casts, chains, splat constants) live in the op classes' ``fold``; these
patterns create new ops.
"""

from __future__ import annotations

from ...ir.types import VectorType
from ...rewrite.pattern import RewritePattern
from .canonicalize_common import broadcastable, const_int, i64s, is_order_preserving, new_op, num_elements
from .ops_core import BroadcastOp
from .ops_core_shape import ShapeCastOp, TransposeOp


def _replace(rw, op, name, operands, rtype, props=None):
    rw.replace_op_with_new(op, new_op(name, operands, [rtype], props, loc=op.loc))
    return True


# ------------------------------------------------------------------------------------------------
# vector.broadcast


class BroadcastToShapeCast(RewritePattern):
    """A broadcast that adds only unit dims is a shape_cast:
        %r = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
    ==> %r = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>"""

    root = "vector.broadcast"

    def match_and_rewrite(self, op, rw):
        st, rt = op.source.type, op.vector.type
        if not isinstance(st, VectorType):
            return rw.fail(op, "scalar source")
        if num_elements(st) != num_elements(rt):
            return rw.fail(op, "the broadcast replicates elements")
        return _replace(rw, op, "vector.shape_cast", [op.source], rt)


# ------------------------------------------------------------------------------------------------
# vector.shape_cast


def _drops_unit_dims(src: VectorType, dst: VectorType):
    """('lead'|'trail', k) when ``dst`` is ``src`` without k leading (or trailing) unit dims."""
    k = len(src.shape) - len(dst.shape)
    if k <= 0:
        return None
    if src.shape[k:] == dst.shape and src.scalable[k:] == dst.scalable and all(d == 1 for d in src.shape[:k]):
        return "lead", k
    if src.shape[:-k] == dst.shape and src.scalable[:-k] == dst.scalable and all(d == 1 for d in src.shape[-k:]):
        return "trail", k
    return None


class ShapeCastCreateMaskFolder(RewritePattern):
    """A shape_cast that drops unit dims of a mask whose bound there is 1 drops the bounds:
        %m = vector.create_mask %a, %c1 : vector<4x1xi1>
        %r = vector.shape_cast %m : vector<4x1xi1> to vector<4xi1>
    ==> %r = vector.create_mask %a : vector<4xi1>        (likewise constant_mask [3, 1] -> [3])"""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op, rw):
        mask = op.source.defining_op
        if mask is None or mask.name not in ("vector.create_mask", "vector.constant_mask"):
            return rw.fail(op, "source is not a mask")
        drop = _drops_unit_dims(op.source.type, op.result.type)
        if drop is None:
            return rw.fail(op, "not a drop of leading or trailing unit dims")
        side, k = drop
        rt = op.result.type
        if mask.name == "vector.create_mask":
            bounds = list(mask.operands)
            dropped, kept = (bounds[:k], bounds[k:]) if side == "lead" else (bounds[-k:], bounds[:-k])
            if any(const_int(v) != 1 for v in dropped):
                return rw.fail(op, "a dropped bound is not the constant 1")
            return _replace(rw, op, "vector.create_mask", kept, rt)
        sizes = list(mask.mask_dim_sizes.value)
        dropped, kept = (sizes[:k], sizes[k:]) if side == "lead" else (sizes[-k:], sizes[:-k])
        if any(s != 1 for s in dropped):
            return rw.fail(op, "a dropped mask size is not 1")
        return _replace(rw, op, "vector.constant_mask", [], rt, {"mask_dim_sizes": i64s(kept)})


class ShapeCastBroadcastFolder(RewritePattern):
    """shape_cast(broadcast(x)) is a broadcast of x when x broadcasts to the cast's type (and, as
    upstream, no dim the broadcast stretched becomes a unit dim of the cast):
        %b = vector.broadcast %x : vector<4xf32> to vector<1x3x2x4xf32>
        %r = vector.shape_cast %b : vector<1x3x2x4xf32> to vector<3x2x4xf32>
    ==> %r = vector.broadcast %x : vector<4xf32> to vector<3x2x4xf32>"""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op, rw):
        bc = op.source.defining_op
        if bc is None or bc.name != "vector.broadcast":
            return rw.fail(op, "source is not a broadcast")
        src, rt = bc.source.type, op.result.type
        if isinstance(src, VectorType) and num_elements(src) != 1:  # one element: like a scalar
            if not broadcastable(src, rt):
                return rw.fail(op, "the broadcast source does not broadcast to the cast's type")
            bt = bc.vector.type.shape
            for i in range(1, len(src.shape) + 1):  # dims aligned from the back
                if src.shape[-i] == 1 and bt[-i] != 1 and rt.shape[-i] == 1:
                    return rw.fail(op, "the cast turns a stretched dim into a unit dim")
        return _replace(rw, op, "vector.broadcast", [bc.source], rt)


# ------------------------------------------------------------------------------------------------
# vector.transpose


class FoldTransposeCreateMask(RewritePattern):
    """transpose(create_mask %a, %b) -> create_mask %b, %a (constant_mask sizes likewise)."""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        mask = op.vector.defining_op
        if mask is None or mask.name not in ("vector.create_mask", "vector.constant_mask"):
            return rw.fail(op, "source is not a mask")
        perm = list(op.permutation.value)
        rt = op.result.type
        if mask.name == "vector.create_mask":
            bounds = list(mask.operands)
            return _replace(rw, op, "vector.create_mask", [bounds[p] for p in perm], rt)
        sizes = list(mask.mask_dim_sizes.value)
        return _replace(rw, op, "vector.constant_mask", [], rt, {"mask_dim_sizes": i64s(sizes[p] for p in perm)})


class FoldTransposeShapeCast(RewritePattern):
    """A transpose that only moves unit dims, of a shape_cast, is one shape_cast:
        %c = vector.shape_cast %x : vector<1x4x1xf32> to vector<4x1xf32>
        %r = vector.transpose %c, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
    ==> %r = vector.shape_cast %x : vector<1x4x1xf32> to vector<1x4xf32>"""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        sc = op.vector.defining_op
        if sc is None or sc.name != "vector.shape_cast":
            return rw.fail(op, "source is not a shape_cast")
        if not is_order_preserving(list(op.permutation.value), op.vector.type):
            return rw.fail(op, "the transpose reorders non-unit dims")
        return _replace(rw, op, "vector.shape_cast", [sc.source], op.result.type)


class FoldTransposeBroadcast(RewritePattern):
    """A transpose of a broadcast that permutes only within groups of broadcast dims is a broadcast:
        %b = vector.broadcast %x : vector<4xf32> to vector<3x2x4xf32>
        %r = vector.transpose %b, [1, 0, 2] : vector<3x2x4xf32> to vector<2x3x4xf32>
    ==> %r = vector.broadcast %x : vector<4xf32> to vector<2x3x4xf32>"""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        bc = op.vector.defining_op
        if bc is None or bc.name != "vector.broadcast":
            return rw.fail(op, "source is not a broadcast")
        src = bc.source.type
        perm = list(op.permutation.value)
        if isinstance(src, VectorType):
            lead = len(perm) - len(src.shape)
            # groups of the broadcast's dims: each non-unit source dim alone, runs of the others together
            bounds, low = [], 0
            for i, d in enumerate(src.shape):
                if d != 1:
                    bounds.append((low, lead + i))
                    bounds.append((lead + i, lead + i + 1))
                    low = lead + i + 1
            bounds.append((low, len(perm)))
            for lo, hi in bounds:
                if any(not lo <= perm[j] < hi for j in range(lo, hi)):
                    return rw.fail(op, "the transpose moves a dim across broadcast groups")
        return _replace(rw, op, "vector.broadcast", [bc.source], op.result.type)


class TransposeFolder(RewritePattern):
    """Two transposes in a row are one (upstream's TransposeFolder canonicalization):
        %t = vector.transpose %x, [1, 2, 0] ; %r = vector.transpose %t, [2, 0, 1]
    ==> %r = vector.transpose %x, [0, 1, 2]   (which folds to %x)"""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        prev = op.vector.defining_op
        if prev is None or prev.name != "vector.transpose":
            return rw.fail(op, "source is not a transpose")
        from .. import _static_dynamic as SD

        inner = list(prev.permutation.value)
        composed = [inner[i] for i in op.permutation.value]
        return _replace(rw, op, "vector.transpose", [prev.vector], op.result.type,
                        {"permutation": SD.i64_array(composed)})


BroadcastOp.canonicalization_patterns = (BroadcastToShapeCast,)
def _shape_cast_patterns():
    from .canonicalize_elements import ShapeCastOfFromElements
    return (ShapeCastCreateMaskFolder, ShapeCastBroadcastFolder, ShapeCastOfFromElements)


ShapeCastOp.canonicalization_patterns = _shape_cast_patterns()
def _transpose_patterns():
    from .canonicalize_elements import TransposeOfFromElements
    return (TransposeFolder, FoldTransposeCreateMask, FoldTransposeShapeCast, FoldTransposeBroadcast,
            TransposeOfFromElements)


TransposeOp.canonicalization_patterns = _transpose_patterns()
