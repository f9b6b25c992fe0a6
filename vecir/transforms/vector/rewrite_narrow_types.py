"""Narrow (sub-byte) integer rewrites (upstream's populateVectorNarrowTypeRewritePatterns and
populateVectorTransposeNarrowTypeRewritePatterns in VectorEmulateNarrowType.cpp; descriptor
`transform.apply_patterns.vector.rewrite_narrow_types`, pass ``vector-rewrite-narrow-types``).

Three families, all on fixed-size vectors whose wide side has a whole number of bytes per element:

* a `vector.bitcast` of an `arith.trunci` (and an `arith.extui` of a `vector.bitcast`) becomes, for
  1-D vectors, one `shuffle -> andi -> shrui -> shli -> ori` step per source element contributing
  bits to a result element, computed on the wide operand, then one `trunci`/`extui` to the result:

      %t = arith.trunci %a : vector<16xi16> to vector<16xi3>
      %r = vector.bitcast %t : vector<16xi3> to vector<3xi16>
    ==>
      %s0 = vector.shuffle %a, %a [0, 5, 10]         (the first source element of each result)
      %m0 = arith.andi %s0, dense<[7, 6, 4]>          (its bits in that result)
      %r0 = arith.shrui %m0, dense<[0, 1, 2]>         (aligned at bit 0)
      %s1 = vector.shuffle %a, %a [1, 6, 11]  ...     (shifted left into place and or-ed in)

* `arith.extsi/extui/sitofp/uitofp` of `vector<...xi4>` / `vector<...xi2>` (trailing dim filling
  whole bytes) go through a `vector.bitcast` to i8, per-nibble (per-crumb) shifts or masks and
  `vector.interleave`s, then the same conversion from i8; `arith.trunci` to i4 truncates to i8,
  `vector.deinterleave`s, masks, shifts, ors and bitcasts back;

* a `vector.transpose` of a sub-byte integer vector transposes its i8 sign extension and truncates.

Where iree-opt 3.13 miscompiles, vecir's pattern fails instead and leaves the op (cases in
tests/vector_lowering/narrow_types*.mlir marked `// UPSTREAM-MISCOMPILES:`):

* the shuffle rewrite computes in the wide operand's element type, so a result element wider than
  it (`trunci ... to vector<16xi4>` + `bitcast ... to vector<2xi32>` from i16) needs shifts by the
  full width or more: poison upstream, so its upper half is lost. vecir requires the result (for the
  extension form: the bitcast's result) element to be at most as wide as the operand's element;
* `arith.extsi` of a bitcast gets the zero-extended bits from the shuffle steps and sign-extends from
  the container width, not from the narrow width: an i5 element 0b10000 becomes +16 instead of -16.
  vecir rewrites only `arith.extui` of a bitcast.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.attrs import DenseElementsAttr
from ...ir.types import IntegerType, VectorType, i8
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass


def _int_width(t) -> int | None:
    """Bit width of a signless integer element type, else None."""
    e = B.elem(t)
    return e.width if isinstance(e, IntegerType) and e.is_signless else None


def _signed(v: int, width: int) -> int:
    """``v`` (unsigned bits) as a ``width``-bit signed value, the way an IntegerAttr prints it."""
    v &= (1 << width) - 1
    return v - (1 << width) if v >> (width - 1) else v


def _const(rw, loc, t: VectorType, values) -> object:
    w = t.element_type.width
    return B.constant(rw, loc, DenseElementsAttr(t, tuple(_signed(v, w) for v in values)), t)


def _splat(rw, loc, t: VectorType, v: int):
    return _const(rw, loc, t, [v] * _num_elements(t))


def _num_elements(t: VectorType) -> int:
    n = 1
    for d in t.shape:
        n *= d
    return n


def _common_precondition(t) -> str | None:
    """upstream's commonConversionPrecondition: a fixed-size vector of whole bytes per element."""
    if not isinstance(t, VectorType) or any(t.scalable):
        return "scalable vector"
    if B.elem(t).width % 8:
        return "bitwidth is not k * 8"
    return None


def _aligned_precondition(sub: VectorType, container_bits: int = 8) -> str | None:
    """upstream's alignedConversionPrecondition: i2/i4 elements filling whole containers."""
    bits = _int_width(sub)
    if bits not in (2, 4):
        return "only 2-bit and 4-bit sub-byte type is supported at this moment"
    if container_bits % bits:
        return "unalagined element types"
    if not sub.shape or sub.shape[-1] % (container_bits // bits):
        return "not possible to fit this sub-byte vector type into a vector of the given multi-byte type"
    return None


# ------------------------------------------------------------------------------------------------
# shuffle rewrite of 1-D bitcasts


def _bit_ranges(src_bits: int, n_src: int, dst_bits: int, n_dst: int):
    """upstream's BitCastBitsEnumerator: for each result element, its (source element, first bit,
    end bit) pieces, lowest result bits first."""
    assert src_bits * n_src == dst_bits * n_dst
    ranges = [[] for _ in range(n_dst)]
    bit = 0
    while bit < dst_bits * n_dst:
        in_dst, in_src = bit % dst_bits, bit % src_bits
        step = min(src_bits - in_src, dst_bits - in_dst)
        ranges[bit // dst_bits].append((bit // src_bits, in_src, in_src + step))
        bit += step
    return ranges


def _shuffle_steps(operand, src_t: VectorType, dst_t: VectorType, rw, loc):
    """The `shuffle -> andi -> shrui -> shli -> ori` sequence (upstream's BitCastRewriter) on
    ``operand`` (a vector with ``src_t``'s shape and a wider integer element): the bits of
    ``bitcast(src_t -> dst_t)`` as integers of ``operand``'s element type."""
    w = operand.type.element_type.width
    ranges = _bit_ranges(B.elem(src_t).width, src_t.shape[0], B.elem(dst_t).width, dst_t.shape[0])
    result = None
    for k in range(max(len(r) for r in ranges)):
        picks, masks, right, left = [], [], [], []
        for pieces in ranges:
            idx, lo, hi = pieces[k] if k < len(pieces) else (0, 0, 0)
            picks.append(idx)
            masks.append(((1 << hi) - 1) ^ ((1 << lo) - 1))
            right.append(lo)
            left.append(sum(e - b for _, b, e in pieces[:k]))
        shuffled = B.shuffle(rw, loc, operand, operand, picks)
        t = shuffled.type
        anded = B.binary(rw, loc, "arith.andi", shuffled, _const(rw, loc, t, masks))
        aligned = B.binary(rw, loc, "arith.shrui", anded, _const(rw, loc, t, right))
        placed = B.binary(rw, loc, "arith.shli", aligned, _const(rw, loc, t, left))
        result = placed if result is None else B.binary(rw, loc, "arith.ori", result, placed)
    return result


def _shuffle_precondition(src_t, dst_t, check_t, operand_t) -> str | None:
    if not isinstance(src_t, VectorType) or not isinstance(dst_t, VectorType):
        return "types are not vector"
    if not isinstance(check_t, VectorType) or len(check_t.shape) != 1:
        return "unsupported >1-D vector"
    bad = _common_precondition(check_t)
    if bad:
        return bad
    if any(src_t.scalable) or any(dst_t.scalable) or len(src_t.shape) != 1 or len(dst_t.shape) != 1:
        return "unsupported >1-D vector"
    if _int_width(operand_t) is None or _int_width(dst_t) is None or _int_width(src_t) is None:
        return "not a signless integer bitcast"
    if _int_width(dst_t) > _int_width(operand_t):
        # upstream rewrites these with shifts past the operand's width (poison): its upper bits are lost
        return "result elements are wider than the shuffled elements"
    return None


class RewriteBitCastOfTruncI(RewritePattern):
    """`vector.bitcast (arith.trunci %a)` as shuffles and bit operations on %a (module docstring)."""

    root = "vector.bitcast"

    def match_and_rewrite(self, op, rw):
        trunc = op.operands[0].defining_op
        if trunc is None or trunc.name != "arith.trunci":
            return rw.fail(op, "not a trunci source")
        src_t, dst_t = op.operands[0].type, op.results[0].type
        wide = trunc.operands[0]
        bad = _shuffle_precondition(src_t, dst_t, dst_t, wide.type)
        if bad:
            return rw.fail(op, bad)
        rw.set_before(op)
        result = _shuffle_steps(wide, src_t, dst_t, rw, op.loc)
        if result.type is not dst_t:
            result = B.emit(rw, "arith.trunci", [result], [dst_t], loc=op.loc).results[0]
        rw.replace_op(op, [result])
        return True


class RewriteExtUIOfBitCast(RewritePattern):
    """`arith.extui (vector.bitcast %a)` as shuffles and bit operations on %a, then one
    `arith.extui` (or `arith.trunci`) to the result type (module docstring). Upstream's extsi twin
    is left out: it sign-extends from the container width."""

    root = "arith.extui"

    def match_and_rewrite(self, op, rw):
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "vector.bitcast":
            return rw.fail(op, "not a bitcast source")
        src = cast.operands[0]
        src_t, dst_t, out_t = src.type, cast.results[0].type, op.results[0].type
        bad = _shuffle_precondition(src_t, dst_t, out_t, src_t)
        if bad:
            return rw.fail(op, bad)
        rw.set_before(op)
        result = _shuffle_steps(src, src_t, dst_t, rw, op.loc)
        if result.type is not out_t:
            narrowing = B.elem(out_t).width <= result.type.element_type.width
            name = "arith.trunci" if narrowing else "arith.extui"
            result = B.emit(rw, name, [result], [out_t], loc=op.loc).results[0]
        rw.replace_op(op, [result])
        return True


# ------------------------------------------------------------------------------------------------
# aligned i2/i4 <-> i8


def _bitcast_to_i8(rw, loc, v):
    t = v.type
    per_byte = 8 // t.element_type.width
    i8_t = VectorType(t.shape[:-1] + (t.shape[-1] // per_byte,), i8, t.scalable)
    return B.emit(rw, "vector.bitcast", [v], [i8_t], loc=loc).results[0]


def _extract_signed(rw, loc, byte, bit: int, nbits: int):
    """Bits [bit, bit + nbits) of each byte, sign-extended: shift them to the top, then back down
    arithmetically (upstream's extractNBitsPerByteAndSignExtendToI8)."""
    t = byte.type
    v = byte
    if 8 - nbits - bit:
        v = B.binary(rw, loc, "arith.shli", v, _splat(rw, loc, t, 8 - nbits - bit))
    return B.binary(rw, loc, "arith.shrsi", v, _splat(rw, loc, t, 8 - nbits))


def _extract_unsigned(rw, loc, byte, bit: int, nbits: int):
    """Bits [bit, bit + nbits) of each byte, zero-extended: shift down, mask unless they were the
    top bits (upstream's extractNBitsPerByteAndExtendToI8)."""
    t = byte.type
    v = byte
    if bit:
        v = B.binary(rw, loc, "arith.shrui", v, _splat(rw, loc, t, bit))
    if bit + nbits == 8:
        return v
    return B.binary(rw, loc, "arith.andi", v, _splat(rw, loc, t, (1 << nbits) - 1))


def _interleave(rw, loc, a, b):
    t = a.type
    rt = VectorType(t.shape[:-1] + (t.shape[-1] * 2,), t.element_type, t.scalable)
    return B.emit(rw, "vector.interleave", [a, b], [rt], loc=loc).results[0]


def _sub_byte_to_i8(rw, loc, v, signed: bool):
    """vector<...xi4> / vector<...xi2> to vector<...xi8> of the same shape."""
    extract = _extract_signed if signed else _extract_unsigned
    byte = _bitcast_to_i8(rw, loc, v)
    if v.type.element_type.width == 4:
        low = extract(rw, loc, byte, 0, 4)
        high = extract(rw, loc, byte, 4, 4)
        return _interleave(rw, loc, low, high)
    e0, e1, e2, e3 = (extract(rw, loc, byte, bit, 2) for bit in (0, 2, 4, 6))
    return _interleave(rw, loc, _interleave(rw, loc, e0, e2), _interleave(rw, loc, e1, e3))


class RewriteAlignedSubByteIntExt(RewritePattern):
    """`arith.extsi/extui/sitofp/uitofp` of an aligned i2/i4 vector through i8 (module docstring).
    ``signed`` picks the sign-extending extraction."""

    signed = True

    def match_and_rewrite(self, op, rw):
        src = op.operands[0]
        src_t, dst_t = src.type, op.results[0].type
        bad = _common_precondition(dst_t) or (None if isinstance(src_t, VectorType) else "not a vector!")
        bad = bad or _aligned_precondition(src_t)
        if bad:
            return rw.fail(op, bad)
        rw.set_before(op)
        wide = _sub_byte_to_i8(rw, op.loc, src, self.signed)
        if wide.type is dst_t:  # an extension to i8 itself
            rw.replace_op(op, [wide])
        else:
            rw.replace_op(op, [B.emit(rw, op.name, [wide], [dst_t], loc=op.loc).results[0]])
        return True


class RewriteAlignedExtSI(RewriteAlignedSubByteIntExt):
    root = "arith.extsi"


class RewriteAlignedSIToFP(RewriteAlignedSubByteIntExt):
    root = "arith.sitofp"


class RewriteAlignedExtUI(RewriteAlignedSubByteIntExt):
    root = "arith.extui"
    signed = False


class RewriteAlignedUIToFP(RewriteAlignedSubByteIntExt):
    root = "arith.uitofp"
    signed = False


class RewriteAlignedSubByteIntTrunc(RewritePattern):
    """`arith.trunci` to an aligned i4 vector: truncate to i8, deinterleave even/odd elements, put
    the odd ones in the high nibbles, bitcast back to i4 (upstream's RewriteAlignedSubByteIntTrunc)."""

    root = "arith.trunci"

    def match_and_rewrite(self, op, rw):
        src = op.operands[0]
        src_t, dst_t = src.type, op.results[0].type
        if not isinstance(src_t, VectorType) or not isinstance(dst_t, VectorType):
            return rw.fail(op, "not a vector truncation")
        bad = _common_precondition(src_t)
        if bad:
            return rw.fail(op, bad)
        if _int_width(dst_t) == 2:
            return rw.fail(op, "truncation to i2 is not supported")
        bad = _aligned_precondition(dst_t)
        if bad:
            return rw.fail(op, bad)
        loc = op.loc
        rw.set_before(op)
        i8_t = VectorType(src_t.shape, i8, src_t.scalable)
        byte = src if src_t is i8_t else B.emit(rw, "arith.trunci", [src], [i8_t], loc=loc).results[0]
        half = VectorType(i8_t.shape[:-1] + (i8_t.shape[-1] // 2,), i8, i8_t.scalable)
        even, odd = B.emit(rw, "vector.deinterleave", [byte], [half, half], loc=loc).results
        low = B.binary(rw, loc, "arith.andi", even, _splat(rw, loc, half, 0x0F))
        high = B.binary(rw, loc, "arith.shli", odd, _splat(rw, loc, half, 4))
        merged = B.binary(rw, loc, "arith.ori", low, high)
        rw.replace_op(op, [B.emit(rw, "vector.bitcast", [merged], [dst_t], loc=loc).results[0]])
        return True


class RewriteSubByteTranspose(RewritePattern):
    """`vector.transpose` of a sub-byte integer vector: sign-extend to i8, transpose, truncate
    (upstream's RewriteVectorTranspose)."""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        src = op.operands[0]
        w = _int_width(src.type)
        if w is None or w >= 8:
            return rw.fail(op, "not a sub-byte transpose")
        loc = op.loc
        rw.set_before(op)
        t = src.type
        ext = B.emit(rw, "arith.extsi", [src], [VectorType(t.shape, i8, t.scalable)], loc=loc).results[0]
        tr = B.transpose(rw, loc, ext, list(op.permutation.value))
        rw.replace_op(op, [B.emit(rw, "arith.trunci", [tr], [op.results[0].type], loc=loc).results[0]])
        return True


def populate_vector_narrow_type_rewrite_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorNarrowTypeRewritePatterns + populateVectorTransposeNarrowType
    RewritePatterns (what `rewrite_narrow_types` applies); the aligned i2/i4 patterns rank above
    the shuffle ones, as upstream's benefit + 1."""
    B.load_dialects()
    patterns.add(RewriteBitCastOfTruncI, RewriteExtUIOfBitCast, RewriteSubByteTranspose, benefit=1)
    patterns.add(RewriteAlignedExtSI, RewriteAlignedSIToFP, RewriteAlignedSubByteIntTrunc, RewriteAlignedExtUI,
                 RewriteAlignedUIToFP, benefit=2)


register_pattern_descriptor("transform.apply_patterns.vector.rewrite_narrow_types",
                            populate_vector_narrow_type_rewrite_patterns)


@register_pass("vector-rewrite-narrow-types",
               "Rewrite sub-byte integer casts, bitcasts and transposes through i8 "
               "(transform.apply_patterns.vector.rewrite_narrow_types)")
@dataclass
class VectorRewriteNarrowTypes(ScriptLikePass):
    def populate(self, ps):
        populate_vector_narrow_type_rewrite_patterns(ps)
