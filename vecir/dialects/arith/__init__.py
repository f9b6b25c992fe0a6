"""The arith dialect: integer and floating-point arithmetic, comparisons, select and casts on
scalars, vectors and tensors, with upstream MLIR's syntax, verifiers, folders and semantics.

    attrs.py      #arith.fastmath, #arith.overflow, predicate and rounding-mode spellings
    numerics.py   bit-exact integer views and correctly rounded float conversions
    base.py       verification order, interpreter scaffolding, constant-folding helpers
    ops_int.py    addi ... mului_extended        ops_float.py  addf ... flush_denormals
    ops_cast.py   extsi ... scaling_truncf       ops_misc.py   constant, cmpi, cmpf, select
"""

from __future__ import annotations

from vecir._lazy import when_rewriting

from .attrs import (  # noqa: F401
    CMPF_PREDICATES, CMPI_PREDICATES, FASTMATH_NONE, OVERFLOW_NONE, FastMathAttr, IntegerOverflowAttr,
    rounding_mode_attr,
)
from .ops_cast import *  # noqa: F401,F403
from .ops_float import *  # noqa: F401,F403
from .ops_int import *  # noqa: F401,F403
from .ops_misc import CmpFOp, CmpIOp, ConstantOp, SelectOp  # noqa: F401


def _materialize(builder, attr, type, loc):
    from ...dialects.ub import PoisonAttr, PoisonOp

    if isinstance(attr, PoisonAttr):
        return builder.insert(PoisonOp.create([], [type], {"value": attr}, loc=loc))
    return ConstantOp.materialize_constant(builder, attr, type, loc)


def _register_materializer():
    from ...rewrite.driver import CONSTANT_MATERIALIZERS

    CONSTANT_MATERIALIZERS["arith"] = _materialize


# canonicalization patterns (attached to the op classes; canonicalize_minmax: select of cmpi ->
# min/max) and the materializer are registered when the rewrite machinery loads (vecir._lazy)
when_rewriting("vecir.dialects.arith.canonicalize")
when_rewriting("vecir.dialects.arith.canonicalize_minmax")
when_rewriting(_register_materializer)
