"""vector's compute ops: reduction, multi_reduction, outerproduct (the ops combining elements with a
`#vector.kind`). Memory and contraction ops live in the ops_compute_*.py files imported at the end."""

from __future__ import annotations

from vecir._lazy import np

from ...ir import attr_kinds as K
from ...ir.op import Pure, operand, opt_operand, prop, register_op, result, Op
from ...ir.types import FloatType, IndexType, IntegerType, VectorType
from ...ir.uniqued import VerifyError
from ..arith.attrs import FASTMATH_NONE, FastMathKind
from .._ods import TypeConstraint
from .ops_core import VECTOR_KIND
from .attrs import KIND_ADD, CombiningKind, CombiningKindAttr, combine, kind_supports, reduce_axis


def _dtype_of(t):
    from ...ir.dtypes import numpy_dtype

    return numpy_dtype(t)


def _elem(t):
    return t.element_type if isinstance(t, VectorType) else t


def _fmt_type(t) -> str:
    return t.render() if hasattr(t, "render") else str(t)


# upstream's AnyVectorOfAnyRank source (cppType VectorType: the format reads it with parseType<T>)
_SOURCE_VECTOR = TypeConstraint("vector of any type values", lambda t: isinstance(t, VectorType), VECTOR_KIND)


@register_op
class ReductionOp(Op):
    """`vector.reduction <add>, %v (, %acc)? (fastmath<...>)? : vector<4xf32> into f32`: combines the
    elements of a 1-D vector in order (element 0 first), then the accumulator."""

    name = "vector.reduction"
    traits = frozenset({Pure})
    vector = operand(_SOURCE_VECTOR)
    acc = opt_operand()
    dest = result()
    kind = prop(CombiningKind)
    fastmath = prop(FastMathKind, default=FASTMATH_NONE, populate=True)
    strict_properties = True  # `{kind = ...}` in the attr-dict is an error, as upstream
    assembly_format = ("$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict "
                       "`:` type($vector) `into` type($dest)")

    @classmethod
    def infer_types(cls, types, props, p):
        types["acc"] = types["dest"]

    def verify_(self):
        vt = self.vector.type
        if not isinstance(vt, VectorType):
            raise VerifyError(f"operand #0 must be vector of any type values, but got '{_fmt_type(vt)}'")
        if self.acc is not None and self.acc.type is not self.dest.type:
            raise VerifyError("failed to verify that dest and acc have the same type")
        if vt.element_type is not self.dest.type:
            raise VerifyError("failed to verify that source operand and result have same element type")
        if len(vt.shape) > 1:
            raise VerifyError(f"unsupported reduction rank: {len(vt.shape)}")
        kind = self.kind.value
        if not kind_supports(kind, vt.element_type):
            raise VerifyError(f"unsupported reduction type ''{_fmt_type(vt.element_type)}'' for kind '{kind}'")

    def interpret(self, v, acc=None, *, vscale=1):
        v = np.asarray(v).reshape(-1)
        kind = self.kind.value
        dt = _dtype_of(self.dest.type)
        if v.size == 0:
            r = acc
        else:
            r = reduce_axis(kind, v, (0,))
            if acc is not None:
                r = combine(kind, r, np.asarray(acc, dtype=dt))
        return np.asarray(r, dtype=dt)[()]

    def interpret_masked(self, mask, passthru, v, acc=None, *, vscale=1):
        v = np.asarray(v)
        v = np.where(np.asarray(mask, dtype=bool).reshape(v.shape), v, neutral(self.kind.value, v.dtype))
        return self.interpret(v, acc, vscale=vscale)


def neutral(kind: str, dt):
    """The identity of ``kind`` in dtype ``dt`` (what masked-off lanes contribute)."""
    dt = np.dtype(dt)
    if dt == np.bool_:
        return np.bool_(kind in ("mul", "and", "minui", "maxsi"))
    if kind in ("add", "or", "xor", "maxui"):
        return dt.type(0)
    if kind == "mul":
        return dt.type(1)
    if kind in ("and", "minui"):
        return dt.type(-1)
    if dt.kind == "f":
        if kind in ("minnumf", "maxnumf", "minimumnumf", "maximumnumf"):
            # NaN is the identity of the NaN-ignoring kinds (upstream's arith::getIdentityValueAttr):
            # +-inf would turn a lone unmasked NaN into +-inf
            return dt.type(np.nan)
        return dt.type(np.inf if kind.startswith("min") else -np.inf)
    info = np.iinfo(dt)
    return dt.type(info.max if kind == "minsi" else info.min)


def _dest_shape_after(src: VectorType, dims) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    keep = [i for i in range(len(src.shape)) if i not in set(dims)]
    return tuple(src.shape[i] for i in keep), tuple(src.scalable[i] for i in keep)


@register_op
class MultiDimReductionOp(Op):
    """`vector.multi_reduction <add>, %src, %acc [1] : vector<4x8xf32> to vector<4xf32>`."""

    name = "vector.multi_reduction"
    traits = frozenset({Pure})
    source = operand(_SOURCE_VECTOR)
    acc = operand()
    dest = result()
    kind = prop(CombiningKind)
    reduction_dims = prop(K.DenseI64Array)
    strict_properties = True
    assembly_format = "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)"

    @classmethod
    def infer_types(cls, types, props, p):
        types["acc"] = types["dest"]

    def _dims(self) -> list[int]:
        return [int(d) for d in self.reduction_dims.value]

    def fold(self, consts):
        # a 1-D multi_reduction that reduces nothing is its source (upstream's fold; the acc is dropped)
        if len(self.source.type.shape) == 1 and not self._dims():
            return self.source
        return None

    def verify_(self):
        st = self.source.type
        if not isinstance(st, VectorType):
            raise VerifyError(f"operand #0 must be vector of any type values, but got '{_fmt_type(st)}'")
        if self.acc.type is not self.dest.type:
            raise VerifyError("failed to verify that all of {dest, acc} have same type")
        if _elem(st) is not _elem(self.dest.type):
            raise VerifyError("failed to verify that source operand and result have same element type")
        rank = len(st.shape)
        seen = set()
        for d in self._dims():
            if d < 0 or d >= rank:
                raise VerifyError(f"reduction dimension out of range: {d}")
            if d in seen:
                raise VerifyError(f"duplicate reduction dimension: {d}")
            seen.add(d)
        shape, scal = _dest_shape_after(st, seen)
        dt = self.dest.type
        if shape:
            want = VectorType(shape, st.element_type, scal)
        else:
            want = st.element_type
        if dt is not want:
            raise VerifyError(f"destination type '{_fmt_type(dt)}' is incompatible with source type "
                              f"'{_fmt_type(st)}'")

    def interpret(self, src, acc, *, vscale=1):
        src = np.asarray(src)
        kind = self.kind.value
        dims = tuple(sorted(self._dims()))
        dt = src.dtype
        if any(src.shape[d] == 0 for d in dims):
            return acc
        r = reduce_axis(kind, src, dims)
        r = combine(kind, r, np.asarray(acc, dtype=dt))
        if not isinstance(self.dest.type, VectorType):
            return np.asarray(r, dtype=dt)[()]
        return np.asarray(r, dtype=dt)

    def interpret_masked(self, mask, passthru, src, acc, *, vscale=1):
        src = np.asarray(src)
        src = np.where(np.asarray(mask, dtype=bool).reshape(src.shape), src, neutral(self.kind.value, src.dtype))
        return self.interpret(src, acc, vscale=vscale)


@register_op
class OuterProductOp(Op):
    """`vector.outerproduct %lhs, %rhs (, %acc)? {kind = ...}? : vector<4xf32>, vector<8xf32>`:
    res[i][j] = acc[i][j] <kind> lhs[i] * rhs[j]; with a scalar rhs the AXPY form res[i] = lhs[i] * rhs."""

    name = "vector.outerproduct"
    traits = frozenset({Pure})
    lhs = operand()
    rhs = operand()
    acc = opt_operand()
    result_ = result()
    kind = prop(CombiningKind, default=KIND_ADD, populate=True)
    __slots__ = ("explicit_kind",)  # still set by some builders; printing no longer depends on it

    @classmethod
    def parse(cls, p):
        """upstream's OuterProductOp::parse: the count and the lhs type are checked after the types,
        at the op name; a scalar rhs gives a 1-D result of the lhs's leading dim."""
        name_at = p.pos - len(cls.name)
        refs = [p.operand()]
        while p.try_punct(","):
            refs.append(p.operand())
        attrs = p.optional_attr_dict()
        props = {}
        if "kind" in attrs:
            props["kind"] = attrs.pop("kind")
        p.punct(":")
        tl = p.type()
        p.punct(",")
        tr = p.type()
        if len(refs) < 2:
            raise p.error(f"custom op '{cls.name}' expected at least 2 operands", name_at)
        if not isinstance(tl, VectorType):
            raise p.error(f"custom op '{cls.name}' expected vector type for operand #1", name_at)
        # a 0-d operand has no leading dim to build the result from
        for k, t in ((1, tl), (2, tr)):
            if isinstance(t, VectorType) and not t.shape:
                raise p.error(f"custom op '{cls.name}' expected 1-d vector for operand #{k}", name_at)
        if isinstance(tr, VectorType):
            rt = VectorType((tl.shape[0], tr.shape[0]), tl.element_type, (tl.scalable[0], tr.scalable[0]))
        else:
            rt = VectorType(tl.shape[:1], tl.element_type, tl.scalable[:1])
        refs = refs[:3]  # upstream resolves at most three (lhs, rhs, acc)
        types = [tl, tr] + ([rt] if len(refs) == 3 else [])
        vals = p.resolve_list(refs, types)
        return cls.create(vals, [rt], props, attrs)

    def print(self, p):
        p.w("vector.outerproduct ")
        p.values([self.lhs, self.rhs] + ([self.acc] if self.acc is not None else []))
        if self.acc is not None:    # upstream prints the attribute dictionary only with an acc, and then
            d = dict(self.attributes)  # always with the kind (the default `add` too), sorted by name
            d["kind"] = self.kind if self.kind is not None else KIND_ADD
            p.attr_dict(dict(sorted(d.items())))
        p.w(" : ")
        p.type(self.lhs.type)
        p.w(", ")
        p.type(self.rhs.type)

    def verify_(self):
        lt, rt, res = self.lhs.type, self.rhs.type, self.result_.type
        if not isinstance(lt, VectorType) or len(lt.shape) != 1:
            raise VerifyError("expected 1-d vector for operand #1")
        if isinstance(rt, VectorType):
            if len(rt.shape) != 1:
                raise VerifyError("expected 1-d vector for operand #2")
            if not isinstance(res, VectorType) or len(res.shape) != 2:
                raise VerifyError("expected 2-d vector result")
            if lt.shape[0] != res.shape[0]:
                raise VerifyError("expected #1 operand dim to match result dim #1")
            if rt.shape[0] != res.shape[1]:
                raise VerifyError("expected #2 operand dim to match result dim #2")
            if lt.is_scalable and not rt.is_scalable:
                raise VerifyError("expected either both or only #2 operand dim to be scalable")
        else:
            if not isinstance(res, VectorType) or len(res.shape) != 1:
                raise VerifyError("expected 1-d vector result")
            if lt.shape[0] != res.shape[0]:
                raise VerifyError("expected #1 operand dim to match result dim #1")
        if self.acc is not None and self.acc.type is not res:
            raise VerifyError("expected operand #3 of same type as result type")
        if not kind_supports(self.kind.value, _elem(res)):
            raise VerifyError("unsupported outerproduct type")

    def interpret_masked(self, mask, passthru, lhs, rhs, acc=None, *, vscale=1):
        """Under vector.mask: masked-off lanes keep the accumulator (zero without one)."""
        r = self.interpret(lhs, rhs, acc, vscale=vscale)
        keep = np.asarray(acc) if acc is not None else np.zeros_like(r)
        return np.where(np.asarray(mask, dtype=bool), r, keep)

    def interpret(self, lhs, rhs, acc=None, *, vscale=1):
        lhs = np.asarray(lhs)
        dt = lhs.dtype
        with np.errstate(all="ignore"):
            if isinstance(self.rhs.type, VectorType):
                prod = np.multiply.outer(lhs, np.asarray(rhs))
            else:
                prod = lhs * np.asarray(rhs, dtype=dt)
        prod = np.asarray(prod, dtype=dt)
        if dt == np.bool_:
            prod = np.asarray(prod, dtype=bool)
        if acc is None:
            return prod
        return combine(self.kind.value, np.asarray(acc, dtype=dt), prod)


for _mod in ("ops_compute_memory", "ops_compute_transfer", "ops_compute_contract", "ops_compute_mask"):
    try:
        __import__(f"{__package__}.{_mod}")
    except ModuleNotFoundError as _e:
        if _e.name != f"{__package__}.{_mod}":
            raise
