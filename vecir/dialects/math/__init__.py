"""The math dialect: elementwise float and integer math functions, as upstream MLIR defines them.

Every op is ElementwiseMappable (scalars, vectors, tensors), carries `#arith.fastmath` when it is a
float op (``math.sin %x fastmath<fast> : f32``; the property is always stored, so the generic
form prints ``<{fastmath = #arith.fastmath<none>}>``) and verifies in upstream's order: operand and
result counts, ODS type constraints, TypesMatchWith/AllTypesMatch, SameOperandsAndResultType,
Elementwise, then the inferred result type.

Semantics (`interpret`) are NumPy computed in the element type (see ``numerics``); folds follow
upstream's MathOps.cpp: APFloat-exact ops (absf, ceil, floor, roundeven, copysign, is*) fold any
float type, libm-based ones fold f32 and f64 only, fma and clampf never fold, and a poison
operand folds to poison.
"""

from __future__ import annotations

from .base import BoolLike, FloatLike, MathOp, SignlessIntegerLike  # noqa: F401  (re-exported)
from .float_ops import *  # noqa: F401,F403
from .int_ops import *  # noqa: F401,F403

# ------------------------------------------------------------------------------------------------
# constants produced by folds: poison -> ub.poison, the rest -> arith.constant (the driver's default)


def _materialize(rw, attr, type, loc):
    from ..ub import PoisonAttr, PoisonOp

    if isinstance(attr, PoisonAttr):
        return rw.insert(PoisonOp.create([], [type], {"value": attr}, loc=loc))
    return None


def _register_materializer() -> None:
    from ...rewrite.driver import CONSTANT_MATERIALIZERS

    CONSTANT_MATERIALIZERS.setdefault("math", _materialize)


_register_materializer()
