"""Mixed static/dynamic index lists shared by tensor and memref ops: `[%a, 4, %b]`.

Upstream stores such a list as a DenseI64ArrayAttr of static values, with ``ShapedType::kDynamic``
(``DYNAMIC`` here) where an SSA operand stands instead, plus the variadic operand group of those
operands in order (``custom<DynamicIndexList>($offsets, $static_offsets)`` in ODS). This module has
the parser/printer of that syntax, the "mixed" view (a list of ints and Values), and the checks of
upstream's OffsetSizeAndStrideOpInterface and slice verification (ViewLikeInterface.cpp,
BuiltinTypes.cpp), word for word.
"""

from __future__ import annotations

from typing import Sequence, Union

from ..ir.attrs import DenseArrayAttr
from ..ir.core import Value
from ..ir.types import DYNAMIC, i64
from ..ir.uniqued import PlainVerifyError

Mixed = Union[int, Value]


# ------------------------------------------------------------------------------------------------
# syntax


def parse_dynamic_index_list(p, open_: str = "[", close: str = "]", op_name: str | None = None
                             ) -> tuple[list, list[int]]:
    """`[%a, 4]` -> (unresolved operand refs, static values with DYNAMIC for each operand).

    ``op_name``: the op being parsed, named in errors from OpAsmParser calls as upstream does."""
    if not p.try_punct(open_):
        raise p.error(f"expected '{open_}' in dynamic index list", p.wrong_token_pos(p.skip()))
    refs: list = []
    statics: list[int] = []
    if p.try_punct(close):
        return refs, statics
    while True:
        if p.peek() == "%":
            refs.append(p.operand())
            statics.append(DYNAMIC)
        else:
            v = p.try_int()
            if v is None:
                raise p.error(f"custom op '{op_name}' expected integer value" if op_name else "expected integer value")
            statics.append(v)
        if not p.try_punct(","):
            break
    if not p.try_punct(close):
        raise p.error(f"expected '{close}' in dynamic index list", p.wrong_token_pos(p.skip()))
    return refs, statics


def render_dynamic_index_list(p, values: Sequence[Value], statics: Sequence[int],
                              open_: str = "[", close: str = "]") -> str:
    out, k = [], 0
    for s in statics:
        if s == DYNAMIC:
            out.append(p.value_name(values[k]) if k < len(values) else "<<UNKNOWN SSA VALUE>>")
            k += 1
        else:
            out.append(str(s))
    return open_ + ", ".join(out) + close


def i64_array(values: Sequence[int]) -> DenseArrayAttr:
    return DenseArrayAttr(i64, values)


# ------------------------------------------------------------------------------------------------
# mixed static/dynamic values


def mixed_values(statics: Sequence[int], values: Sequence[Value]) -> list[Mixed]:
    """Interleave: each DYNAMIC entry takes the next Value (upstream's getMixedValues)."""
    out: list[Mixed] = []
    k = 0
    for s in statics:
        if s == DYNAMIC:
            out.append(values[k])
            k += 1
        else:
            out.append(s)
    return out


def split_mixed(mixed: Sequence[Mixed]) -> tuple[list[int], list[Value]]:
    """Inverse of :func:`mixed_values` (upstream's dispatchIndexOpFoldResults)."""
    statics, values = [], []
    for m in mixed:
        if isinstance(m, Value):
            statics.append(DYNAMIC)
            values.append(m)
        else:
            statics.append(int(m))
    return statics, values


def resolve_runtime(statics: Sequence[int], values: Sequence) -> list[int]:
    """Static entries as they are, dynamic ones from the runtime operand values (in order)."""
    out, k = [], 0
    for s in statics:
        if s == DYNAMIC:
            out.append(int(values[k]))
            k += 1
        else:
            out.append(s)
    return out


def count_dynamic(statics: Sequence[int]) -> int:
    return sum(1 for s in statics if s == DYNAMIC)


# ------------------------------------------------------------------------------------------------
# verification (upstream's texts)


def verify_list_of_operands_or_integers(name: str, num_elements: int, statics: Sequence[int],
                                        values: Sequence[Value]) -> None:
    if len(statics) != num_elements:
        raise PlainVerifyError(f"expected {num_elements} {name} values, got {len(statics)}")
    n = count_dynamic(statics)
    if len(values) != n:
        raise PlainVerifyError(f"expected {n} dynamic {name} values")


def verify_offset_size_and_stride(max_ranks: Sequence[int], static_offsets, static_sizes, static_strides,
                                  offsets, sizes, strides) -> None:
    """OffsetSizeAndStrideOpInterface's verifier (ViewLikeInterface.cpp), in upstream's order."""
    n = count_dynamic(static_sizes)
    if len(sizes) != n:
        raise PlainVerifyError("expected the number of 'sizes' to match the number of dynamic entries in "
                               f"'static_sizes' ({len(sizes)} vs {n})")
    n = count_dynamic(static_strides)
    if len(strides) != n:
        raise PlainVerifyError("expected the number of 'strides' to match the number of dynamic entries in "
                               f"'static_strides' ({len(strides)} vs {n})")
    n = count_dynamic(static_offsets)
    if len(offsets) != n:
        raise PlainVerifyError("expected the number of 'offsets' to match the number of dynamic entries in "
                               f"'static_offsets' ({len(offsets)} vs {n})")
    if not (len(static_offsets) == 1 and max_ranks[0] == 1) and len(static_offsets) != len(static_sizes):
        raise PlainVerifyError(f"expected mixed offsets rank to match mixed sizes rank ({len(static_offsets)} vs "
                               f"{len(static_sizes)}) so the rank of the result type is well-formed.")
    if len(static_sizes) != len(static_strides):
        raise PlainVerifyError(f"expected mixed sizes rank to match mixed strides rank ({len(static_sizes)} vs "
                               f"{len(static_strides)}) so the rank of the result type is well-formed.")
    verify_list_of_operands_or_integers("offset", max_ranks[0], static_offsets, offsets)
    verify_list_of_operands_or_integers("size", max_ranks[1], static_sizes, sizes)
    verify_list_of_operands_or_integers("stride", max_ranks[2], static_strides, strides)
    for o in static_offsets:
        if o < 0 and o != DYNAMIC:
            raise PlainVerifyError(f"expected offsets to be non-negative, but got {o}")
    for s in static_sizes:
        if s < 0 and s != DYNAMIC:
            raise PlainVerifyError(f"expected sizes to be non-negative, but got {s}")


def in_bounds_slice_error(shape: Sequence[int], offsets: Sequence[int], sizes: Sequence[int],
                          strides: Sequence[int]) -> str | None:
    """upstream's verifyInBoundsSlice: None when the static parts stay inside ``shape``."""
    for i, d in enumerate(shape):
        if d == DYNAMIC or offsets[i] == DYNAMIC:
            continue
        if offsets[i] >= d:
            return f"offset {i} is out-of-bounds: {offsets[i]} >= {d}"
        if sizes[i] == DYNAMIC or strides[i] == DYNAMIC:
            continue
        last = offsets[i] + (sizes[i] - 1) * strides[i]
        if last >= d:
            return f"slice along dimension {i} runs out-of-bounds: {last} >= {d}"
    return None


def compute_rank_reduction_mask(original: Sequence[int], reduced: Sequence[int],
                                match_dynamic: bool = False) -> set[int] | None:
    """Dims of ``original`` dropped to obtain ``reduced`` (unit dims matched greedily), or None."""
    unused: set[int] = set()
    r = 0
    for i, d in enumerate(original):
        if match_dynamic and r < len(reduced) and d != 1 and (reduced[r] == DYNAMIC or d == DYNAMIC):
            r += 1
            continue
        if r < len(reduced) and d == reduced[r]:
            r += 1
            continue
        unused.add(i)
        if d != 1:
            return None
    if r != len(reduced):
        return None
    return unused


SUCCESS, RANK_TOO_LARGE, SIZE_MISMATCH, ELEM_TYPE_MISMATCH = range(4)


def is_rank_reduced_type(original, candidate) -> int:
    """upstream's isRankReducedType for shaped types (SliceVerificationResult)."""
    if original is candidate:
        return SUCCESS
    if len(candidate.shape) > len(original.shape):
        return RANK_TOO_LARGE
    if compute_rank_reduction_mask(original.shape, candidate.shape) is None:
        return SIZE_MISMATCH
    if original.element_type is not candidate.element_type:
        return ELEM_TYPE_MISMATCH
    return SUCCESS


def slice_error_message(result: int, expected) -> str:
    """upstream's produceSliceErrorMsg (an op->emitError, so callers raise PlainVerifyError)."""
    if result == RANK_TOO_LARGE:
        return "expected rank to be smaller or equal to the other rank. "
    if result == SIZE_MISMATCH:
        return f"expected type to be '{expected}' or a rank-reduced version. (size mismatch) "
    return f"expected element type to be '{expected.element_type}'"


def dropped_dims(reduced_shape: Sequence[int], mixed_sizes: Sequence[Mixed]) -> set[int]:
    """Dims of a rank-reducing slice that are dropped (upstream's getDroppedDims: matched from the back)."""
    dropped: set[int] = set()
    pos = len(reduced_shape) - 1
    for idx in range(len(mixed_sizes) - 1, -1, -1):
        s = mixed_sizes[idx]
        unit = not isinstance(s, Value) and s == 1
        if pos < 0:
            dropped.add(idx)
            continue
        if not unit or reduced_shape[pos] == 1:
            pos -= 1
            continue
        dropped.add(idx)
    return dropped
