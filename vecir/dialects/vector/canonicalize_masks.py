"""Canonicalization patterns of vector.create_mask (upstream's CreateMaskOp::getCanonicalizationPatterns).

constant_mask folds to a splat constant in ``ConstantMaskOp.fold``; masks under shape_cast,
transpose, extract and extract_strided_slice are handled with those ops' patterns.
"""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from .canonicalize_common import i64s
from .ops_core_misc import ConstantMaskOp, CreateMaskOp


class CreateMaskFolder(RewritePattern):
    """create_mask %c2, %c3 (constants) -> constant_mask [2, 3], bounds clamped to [0, dim]
    (all zero when one is zero); upstream's CreateMaskFolder. A scalable dim folds only when its
    bound is a negative constant (no lane) or a constant multiple of vector.vscale that covers it."""

    root = "vector.create_mask"

    def match_and_rewrite(self, op, rw):
        from ...ir.attrs import IntegerAttr

        def const(v):
            d = v.defining_op
            a = d.properties.get("value") if d is not None and d.name == "arith.constant" else None
            return int(a.value) if isinstance(a, IntegerAttr) else None

        def vscale_multiple(v):
            d = v.defining_op
            if d is not None and d.name == "vector.vscale":
                return 1
            if d is None or d.name != "arith.muli":
                return None
            a, b = d.operands
            for x, y in ((a, b), (b, a)):
                if x.defining_op is not None and x.defining_op.name == "vector.vscale" and const(y) is not None:
                    return const(y)
            return None

        t = op.result.type
        shape, scalable = (t.shape, t.scalable) if t.shape else ((1,), (False,))
        bounds = []
        for i, v in enumerate(op.operands):
            c = const(v)
            if c is not None:
                if scalable[i] and c >= 0:
                    return rw.fail(op, "a scalable dim with a non-negative constant bound")
                bounds.append(c)
                continue
            m = vscale_multiple(v)
            if m is None:
                return rw.fail(op, "a bound is not a constant")
            if m < shape[i]:
                return rw.fail(op, "a vscale multiple that does not cover its dim")
            bounds.append(m)
        sizes = [max(0, min(b, n)) for b, n in zip(bounds, shape)]
        if 0 in sizes:
            sizes = [0] * len(sizes)
        new = ConstantMaskOp.create([], [t], {"mask_dim_sizes": i64s(sizes)}, dict(op.attributes),
                                    loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


CreateMaskOp.canonicalization_patterns = (CreateMaskFolder,)
