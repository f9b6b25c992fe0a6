"""Shared machinery of arith ops: the verification order of upstream's generated code, the
elementwise interpreter scaffolding and the constant-folding helpers (upstream's
``constFoldBinaryOp``/``constFoldCastOp`` and the ``m_Zero``/``m_One``/... matchers)."""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError, NumpyQuiet
from ...ir.attrs import Attr, DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.constraints import check_type_constraints, element_type_or_self, verify_elementwise
from ...ir.op import Commutative, Idempotent, Involution, Op, Trait
from ...ir.types import FloatType, IndexType, IntegerType, ShapedType, Type, VectorType
from ...ir.uniqued import VerifyError
from .attrs import check_attr
from .numerics import UndefinedBehavior, bits_to_floats, float_bits, int_width, pack

# Division-like ops are NoMemoryEffect but only conditionally speculatable upstream (x / 0 is UB):
# passes that hoist out of guarded code must not move them.
ConditionallySpeculatable = Trait("ConditionallySpeculatable")


class ArithOp(Op):
    """Base of arith's ops: ``verify_invariants_`` checks attributes, then operand/result type
    constraints, then ``verify_preds_`` (ODS PredOpTraits such as AllTypesMatch); the verifier then
    runs the traits; ``verify_`` checks ElementwiseMappable and finally the op's own ``verify_op_``."""

    __slots__ = ()
    strict_properties = True
    verify_by_signature = True  # every arith check looks at attributes and types only
    # (attribute name, kind for attrs.check_attr, required)
    attr_checks: tuple = ()
    elementwise = True

    def verify_invariants_(self) -> None:
        for name, kind, required in self.attr_checks:
            check_attr(self, name, kind, required)
        check_type_constraints(self)
        self.verify_preds_()

    def verify_preds_(self) -> None:
        pass

    def verify_traits_(self) -> None:
        """Native traits that vecir has no Trait object for (SameOperandsAndResultShape, CastOpInterface)."""

    def verify_(self) -> None:
        self.verify_traits_()
        if self.elementwise:
            verify_elementwise(self)
        self.verify_op_()

    def verify_op_(self) -> None:
        pass

    # folding: the op's own folder, then the traits' folders (upstream's foldHook/foldTraits)
    def fold_op(self, consts):
        return None

    def fold(self, consts):
        r = self.fold_op(consts)
        in_place = r is not None and self.results and r is self.results[0]
        if r is None or in_place:
            t = fold_traits(self, consts)
            if t is not None:
                return t
        return r


def fold_traits(op, consts):
    """Upstream's trait folders, in trait order: Commutative moves constant operands to the right
    (in place), Idempotent folds f(x, x) -> x and f(f(x)) -> f(x), Involution f(f(x)) -> x."""
    traits = type(op).traits
    if Commutative in traits and op.num_operands >= 2:
        non_const = [i for i, c in enumerate(consts) if c is None]
        const = [i for i, c in enumerate(consts) if c is not None]
        order = non_const + const
        if order != sorted(order):
            vals = [op.operands[i] for i in order]
            for i, v in enumerate(vals):
                if op.operands[i] is not v:
                    op.set_operand(i, v)
            return op.results[0]
    if Idempotent in traits:
        if op.num_operands == 1:
            prev = op.operands[0].defining_op
            if prev is not None and prev.name == op.name:
                return op.operands[0]
        elif op.operands[0] is op.operands[1]:
            return op.operands[0]
    if Involution in traits:
        prev = op.operands[0].defining_op
        if prev is not None and prev.name == op.name:
            return prev.operands[0]
    if getattr(op, "cast_interface", False):  # CastOpInterface: a cast to the same type is the identity
        if [v.type for v in op.operands] == [r.type for r in op.results]:
            return op.operands[0]
    return None


# ------------------------------------------------------------------------------------------------
# interpretation helpers


def lifted(fn, *args):
    """``fn`` on at-least-1-D copies of ``args``, results reshaped back to the arguments' shape.

    NumPy turns 0-D results into scalars (Python ints for object arrays, which later operations
    would squeeze into int64); working on 1-D arrays keeps every step an array."""
    arrays = [np.asarray(a) for a in args]
    if not arrays:
        shape = ()
    else:
        shape = arrays[0].shape
        if any(a.shape != shape for a in arrays):  # rare: np.broadcast_shapes is slow on the hot path
            shape = np.broadcast_shapes(*(a.shape for a in arrays))
    r = fn(*[a.reshape(1) if a.ndim == 0 else a for a in arrays])
    if isinstance(r, tuple):
        return tuple(np.asarray(x).reshape(shape) for x in r)
    return np.asarray(r).reshape(shape)


def run_kernel(fn, *args):
    """Call ``fn`` with NumPy warnings silenced (once per run by Interpreter.call, else here);
    undefined behaviour becomes an InterpError."""
    try:
        if NumpyQuiet.active:
            return lifted(fn, *args)
        with np.errstate(all="ignore"):
            return lifted(fn, *args)
    except UndefinedBehavior as e:
        raise InterpError(str(e)) from None


def elem(t: Type) -> Type:
    return element_type_or_self(t)


# ------------------------------------------------------------------------------------------------
# constant folding


class NoFold(Exception):
    """Raised by a folding kernel to give up (upstream's castStatus = false / div-by-zero guard)."""


def attr_array(a: Attr, t: Type):
    """(array of storage values, is_splat) for a constant attribute of value type ``t``; None if the
    attribute is not a plain integer/float/elements constant (poison, ...)."""
    et = elem(t)
    if isinstance(a, IntegerAttr):
        if isinstance(et, (IntegerType, IndexType)):
            return pack(np.array(int(a.value), dtype=object), et), False
        return None
    if isinstance(a, FloatAttr):
        return bits_to_floats(np.array(a.bits, dtype=np.uint64), a.type.kind), False
    if isinstance(a, DenseElementsAttr):
        et = a.type.element_type
        if not isinstance(et, (IntegerType, IndexType, FloatType)):
            return None
        if a.splat:
            if not a.data:
                return None
            return _scalar_array(a.data[0], et), True
        if isinstance(et, (IntegerType, IndexType)):
            return pack(np.array(list(a.data), dtype=object).reshape(a.type.shape), et), False
        return a.to_numpy(), False
    return None


def _scalar_array(v, et: Type) -> np.ndarray:
    if isinstance(et, FloatType):
        from ...ir.dtypes import numpy_dtype

        return np.asarray(v, dtype=numpy_dtype(et))
    return pack(np.array(int(v), dtype=object), et)


def array_attr(v, t: Type, splat: bool = False) -> Attr:
    """The constant attribute of type ``t`` holding values ``v`` (storage array)."""
    et = elem(t)
    v = np.asarray(v)
    if not isinstance(t, ShapedType):
        x = v.reshape(-1)[0] if v.size else v[()]
        if isinstance(et, FloatType):
            return FloatAttr.from_bits(int(float_bits(x, et.kind).reshape(-1)[0]), et)
        return IntegerAttr(int(x), t)
    if splat or v.ndim == 0:
        x = v.reshape(-1)[0]
        return DenseElementsAttr(t, (_py(x, et),), True)
    v = np.broadcast_to(v, t.shape)
    return DenseElementsAttr(t, tuple(_py(x, et) for x in v.reshape(-1)), None)


def _py(x, et):
    if isinstance(et, FloatType):
        return float(x)
    return int(x)


def const_fold(op, consts, fn, result_type: Type | None = None):
    """Fold when every operand is constant: ``fn(*arrays)`` computes the result values.

    Like upstream's constFold helpers, splat operands give a splat result; ``fn`` may raise
    :class:`NoFold` or :class:`UndefinedBehavior` to refuse."""
    if not consts:
        return None
    from ...dialects.ub import PoisonAttr

    for c in consts:  # upstream's constFold helpers: a poison operand makes a poison result
        if isinstance(c, PoisonAttr):
            return c
    if any(c is None for c in consts):
        return None
    arrays, splats = [], []
    for c, v in zip(consts, op.operands):
        got = attr_array(c, v.type)
        if got is None:
            return None
        arrays.append(got[0])
        splats.append(got[1])
    rt = op.results[0].type if result_type is None else result_type
    if isinstance(rt, ShapedType) and not rt.has_static_shape:
        return None
    if any(splats) and not all(splats):
        shape = rt.shape
        arrays = [np.broadcast_to(a, shape) if s else a for a, s in zip(arrays, splats)]
    try:
        with np.errstate(all="ignore"):
            r = lifted(fn, *arrays)
    except (NoFold, UndefinedBehavior):
        return None
    return array_attr(r, rt, splat=all(splats) and isinstance(rt, ShapedType))


def splat_int(a: Attr | None) -> int | None:
    """m_ConstantInt: the (signed) value of an integer constant or integer splat."""
    if isinstance(a, IntegerAttr) and isinstance(a.type, (IntegerType, IndexType)):
        return a.value
    if isinstance(a, DenseElementsAttr) and a.splat and a.data and isinstance(
            a.type.element_type, (IntegerType, IndexType)):
        return int(a.data[0])
    return None


def splat_float(a: Attr | None):
    """The value (NumPy scalar of the element type) of a float constant or float splat."""
    if isinstance(a, FloatAttr):
        return bits_to_floats(np.array(a.bits, dtype=np.uint64), a.type.kind)[()]
    if isinstance(a, DenseElementsAttr) and a.splat and a.data and isinstance(a.type.element_type, FloatType):
        return _scalar_array(a.data[0], a.type.element_type)[()]
    return None


def is_zero(a) -> bool:
    return splat_int(a) == 0


def is_one(a) -> bool:
    v = splat_int(a)
    return v is not None and (v == 1 or (v == -1 and _width_of(a) == 1))


def is_all_ones(a) -> bool:
    v = splat_int(a)
    return v is not None and (v & ((1 << _width_of(a)) - 1)) == (1 << _width_of(a)) - 1


def _width_of(a) -> int:
    return int_width(elem(a.type))


def zero_attr(t: Type) -> Attr | None:
    """Builder::getZeroAttr (None for dynamically shaped tensors)."""
    et = elem(t)
    if isinstance(t, ShapedType):
        if not t.has_static_shape:
            return None
        return DenseElementsAttr(t, (0.0 if isinstance(et, FloatType) else 0,), True)
    if isinstance(et, FloatType):
        return FloatAttr(0.0, et)
    return IntegerAttr(0, t)


def bool_attr(t: Type, value: bool) -> Attr | None:
    """``getBoolAttribute``: i1 or an i1 splat of shaped type ``t``."""
    from ...ir.attrs import BoolAttr

    if isinstance(t, ShapedType):
        if not t.has_static_shape:
            return None
        return DenseElementsAttr(t, (1 if value else 0,), True)
    return BoolAttr(value)


def fail(msg: str):
    raise VerifyError(msg)


def is_scalable(t: Type) -> bool:
    return isinstance(t, VectorType) and t.is_scalable
