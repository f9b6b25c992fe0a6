"""Helpers shared by the memref ops: mixed static/dynamic index lists, strict attribute
dictionaries, rank-reduction masks, type checks and diagnostics."""

from __future__ import annotations

from typing import Sequence

from ...interp.memory import InterpError, MemRef
from ...ir.attrs import ArrayAttr, DenseArrayAttr, IntegerAttr
from ...ir.constraints import PropertyConversionError
from ...ir.memref_layout import try_strides_and_offset
from ...ir.types import DYNAMIC, IndexType, MemRefType, UnrankedMemRefType, i1, i64
from ...ir.uniqued import PlainVerifyError, VerifyError
from .._reassociation import compose_reassociation, reassociation_attr  # noqa: F401 (memref's callers import them here)
from .._static_dynamic import parse_dynamic_index_list as _parse_index_list
from ...syntax.lexer import ParseError

# ------------------------------------------------------------------------------------------------
# diagnostics


def emit_error(op, message: str):
    """Upstream's ``op->emitError(...)``: the message without the "'memref.x' op " prefix."""
    raise PlainVerifyError(message)


def q(t) -> str:
    """A type as upstream streams it into a diagnostic: in single quotes."""
    return f"'{t}'"


def check_operand(op, index: int, ok: bool, description: str) -> None:
    """ODS operand constraint: ``operand #i must be <description>, but got '<type>'``."""
    if not ok:
        raise VerifyError(f"operand #{index} must be {description}, but got {q(op.operands[index].type)}")


def check_result(op, index: int, ok: bool, description: str) -> None:
    if not ok:
        raise VerifyError(f"result #{index} must be {description}, but got {q(op.results[index].type)}")


def check_indices(op, first: int, last: int | None = None) -> None:
    """Operands [first, last) are `variadic of index`."""
    ops = op.operands
    for i in range(first, len(ops) if last is None else last):
        if not isinstance(ops[i].type, IndexType):
            raise VerifyError(f"operand #{i} must be variadic of index, but got {q(ops[i].type)}")


ANY_MEMREF = "memref of any non-token type values"
STRIDED_MEMREF = "strided memref of any non-token type values"
RANKED_OR_UNRANKED = "ranked or unranked memref of any non-token type values"
UNRANKED_OR_RANKED = "unranked.memref of any non-token type values or memref of any non-token type values"


def is_memref(t) -> bool:
    return isinstance(t, MemRefType)


def is_any_memref(t) -> bool:
    return isinstance(t, (MemRefType, UnrankedMemRefType))


# ------------------------------------------------------------------------------------------------
# parsing helpers


def op_error(p, cls, message: str, pos: int | None = None):
    """upstream's OpAsmParser::emitError inside a custom parser: "custom op 'memref.x' MESSAGE"."""
    return p.error(f"custom op '{cls.name}' {message}", pos)


def name_pos(p, cls) -> int:
    """Position of the op name (upstream's getNameLoc); call first thing in a custom parser."""
    end = p.pos
    for nm in (cls.name, cls.name.split(".", 1)[1]):
        if p.src.startswith(nm, end - len(nm)):
            return end - len(nm)
    return end


def memref_type(p, cls, ranked_only: bool = True):
    """`type($x)` of an operand declared as a (ranked) memref: upstream rejects other kinds."""
    pos = p.skip()
    t = p.type()
    if ranked_only:
        if not isinstance(t, MemRefType):
            raise op_error(p, cls, f"invalid kind of type specified: expected builtin.memref, but found {q(t)}", pos)
    elif not isinstance(t, (MemRefType, UnrankedMemRefType)):
        raise op_error(p, cls, "invalid kind of type specified", pos)
    return t


# property storage (upstream converts `<{...}>` into typed properties while parsing)


def is_int_attr(a) -> bool:
    return isinstance(a, IntegerAttr)


def is_bool_attr(a) -> bool:
    return isinstance(a, IntegerAttr) and a.type is i1


def is_dense_i64(a) -> bool:
    return isinstance(a, DenseArrayAttr) and a.element_type is i64


def is_array_attr(a) -> bool:
    return isinstance(a, ArrayAttr)


def check_prop_storage(op, spec) -> None:
    """``invalid properties {...} for op X: Invalid attribute `name` in property conversion: A``."""
    from ...ir.attrs import render_attr_entries

    for name, pred in spec:
        a = op.properties.get(name)
        if a is not None and not pred(a):
            body = render_attr_entries(sorted(op.properties.items()))
            raise PropertyConversionError(f"invalid properties {{{body}}} for op {op.name}: Invalid attribute `{name}` in "
                                          f"property conversion: {a}")


def check_required(op, names) -> None:
    for n in names:
        if op.properties.get(n) is None:
            raise VerifyError(f"requires attribute '{n}'")


def check_segments(op) -> None:
    seg = op.properties.get("operandSegmentSizes")
    if seg is not None:
        total = sum(seg.value)
        if total != op.num_operands:
            raise VerifyError(f"operand count ({op.num_operands}) does not match with the total size ({total}) "
                              f"specified in attribute 'operandSegmentSizes'")


def strict_attr_dict(p, cls, with_keyword: bool = False) -> dict:
    """`attr-dict` of a dialect with strict properties: inherent attributes are rejected there."""
    pos = p.skip()
    attrs = p.optional_attr_dict_with_keyword() if with_keyword else p.optional_attr_dict()
    for k in list(attrs):
        if k in ("operandSegmentSizes", "resultSegmentSizes"):
            del attrs[k]
        elif k in cls.property_names:
            raise p.error(f"custom op '{cls.name}' inherent attribute '{k}' cannot be parsed from attr-dict "
                          f"when strict properties in assembly format is enabled", pos)
    return attrs


def parse_dynamic_index_list(p, open_: str = "[", close: str = "]", op_at: int | None = None
                             ) -> tuple[list, list[int]]:
    """`[%a, 4, %b]` -> (operand refs, static values with DYNAMIC where an operand stands), with
    upstream's parseDynamicIndexList errors naming the op being parsed; ``op_at`` (where the op's name
    starts) adds the error upstream's custom directive reports there after a failed list."""
    try:
        return _parse_index_list(p, open_, close, op_name=p.custom_op_name)
    except ParseError as e:
        if op_at is None:
            raise
        raise ParseError(e.message, e.pos, e.notes, followups=[
            *e.followups, (op_at, f"custom op '{p.custom_op_name}' expected SSA value or integer")]) from None


def print_dynamic_index_list(p, values: Sequence, ints: Sequence[int]) -> str:
    it = iter(values)
    parts = [p.value_name(next(it)) if x == DYNAMIC else str(x) for x in ints]
    return "[" + ", ".join(parts) + "]"


def dense_i64(values) -> DenseArrayAttr:
    return DenseArrayAttr(i64, list(values))


def mixed(ints: Sequence[int], values: Sequence) -> list:
    """upstream getMixedValues: static ints where known, the dynamic Values elsewhere."""
    it = iter(values)
    return [next(it) if x == DYNAMIC else x for x in ints]


def runtime_mixed(ints: Sequence[int], values: Sequence) -> list[int]:
    it = iter(values)
    return [int(next(it)) if x == DYNAMIC else int(x) for x in ints]


def reassociation_of(attr) -> list[list[int]]:
    return [[int(x.value) for x in grp] for grp in attr]


def check_reassociation_attr(attr) -> None:
    ok = isinstance(attr, ArrayAttr) and all(
        isinstance(g, ArrayAttr) and all(isinstance(x, IntegerAttr) and x.type is i64 for x in g) for g in attr)
    if not ok:
        raise VerifyError("attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer "
                          "array attributes")


def check_dense_i64(op, name: str) -> None:
    a = op.properties.get(name)
    if not (isinstance(a, DenseArrayAttr) and a.element_type is i64):
        raise VerifyError(f"attribute '{name}' failed to satisfy constraint: i64 dense array attribute")


# ------------------------------------------------------------------------------------------------
# shapes


def compute_rank_reduction_mask(original: Sequence[int], reduced: Sequence[int]) -> set[int] | None:
    """upstream computeRankReductionMask: which unit dims of ``original`` are dropped."""
    unused: set[int] = set()
    ri = 0
    for oi, size in enumerate(original):
        if ri < len(reduced) and size == reduced[ri]:
            ri += 1
            continue
        unused.add(oi)
        if size != 1:
            return None
    if ri != len(reduced):
        return None
    return unused


def memref_rank_reduction_mask(original: MemRefType, reduced: MemRefType, sizes: Sequence) -> set[int] | None:
    """upstream computeMemRefRankReductionMask: dropped dims, disambiguated with strides.

    ``sizes`` are mixed sizes (ints, or Values for dynamic ones).
    """
    rank = len(original.shape)
    if rank == len(reduced.shape):
        return set()
    unused = {i for i, s in enumerate(sizes) if isinstance(s, int) and s == 1}
    if len(unused) + len(reduced.shape) == rank:
        return unused
    a = try_strides_and_offset(original)
    b = try_strides_and_offset(reduced)
    if a is None or b is None:
        return None
    orig_strides, cand_strides = a[0], b[0]
    unaccounted: dict[int, int] = {}
    for s in orig_strides:
        unaccounted[s] = unaccounted.get(s, 0) + 1
    cand: dict[int, int] = {}
    for s in cand_strides:
        cand[s] = cand.get(s, 0) + 1
    for d in range(rank):
        if d not in unused:
            continue
        s = orig_strides[d]
        have, want = unaccounted.get(s, 0), cand.get(s, 0)
        if have > want:
            unaccounted[s] = have - 1
        elif have == want:
            unused.discard(d)
        else:
            return None
    if len(unused) + len(reduced.shape) != rank:
        return None
    return unused


def num_dynamic(shape) -> int:
    return sum(1 for d in shape if d == DYNAMIC)


def dims_text(shape) -> str:
    return ", ".join("?" if d == DYNAMIC else str(d) for d in shape)


# ------------------------------------------------------------------------------------------------
# runtime


def as_memref(v, what: str = "memref operand") -> MemRef:
    if not isinstance(v, MemRef):
        raise InterpError(f"{what} is not a memref at run time (got {type(v).__name__})")
    return v


def check_runtime_shape(m: MemRef, t, what: str) -> None:
    """A view's runtime sizes must agree with the static sizes of its type."""
    if not isinstance(t, MemRefType):
        return
    if len(m.shape) != len(t.shape):
        raise InterpError(f"{what}: runtime rank {len(m.shape)} does not match {t}")
    for i, (r, s) in enumerate(zip(m.shape, t.shape)):
        if s != DYNAMIC and r != s:
            raise InterpError(f"{what}: runtime size {r} of dimension {i} does not match {t}")


def check_runtime_layout(strides: Sequence[int], offset: int, t, what: str) -> None:
    """Static strides/offset of a result type must agree with the computed view."""
    if not isinstance(t, MemRefType):
        return
    so = try_strides_and_offset(t)
    if so is None:
        return
    ts, to = so
    if to != DYNAMIC and to != offset:
        raise InterpError(f"{what}: runtime offset {offset} does not match {t}")
    for i, (r, s) in enumerate(zip(strides, ts)):
        if s != DYNAMIC and r != s and t.shape[i] != 1:
            raise InterpError(f"{what}: runtime stride {r} of dimension {i} does not match {t}")


# ------------------------------------------------------------------------------------------------
# base class


from ...ir.op import Op  # noqa: E402


class MemRefOp(Op):
    """Base of the memref ops: upstream's property conversion and ODS attribute checks come first."""

    prop_storage: tuple = ()  # (name, predicate) pairs: the storage type of each property
    required_props: tuple = ()

    def verify_invariants_(self) -> None:
        check_prop_storage(self, self.prop_storage)
        check_required(self, self.required_props)
        check_segments(self)
