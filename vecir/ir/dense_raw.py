"""The raw little-endian buffer of a dense elements attribute, as upstream stores and prints it.

Upstream keeps int/index/float/complex elements in a byte buffer: each element padded to whole
bytes (``i1`` takes one byte, ``i17`` three, ``f80`` ten, ``index`` eight), complex numbers as
their two parts. ``dense<"0x...">`` literals are this buffer in hex, and the printer writes
non-splat attributes with more than 100 elements that way.
"""

from __future__ import annotations

from .types import ComplexType, FloatType, IndexType, IntegerType, Type

HEX_THRESHOLD = 100  # --mlir-print-elementsattrs-with-hex-if-larger's default


def has_raw_storage(et: Type) -> bool:
    return isinstance(et, (IntegerType, IndexType, FloatType, ComplexType))


def storage_bytes(et: Type) -> int:
    """Bytes per element in the raw buffer."""
    if isinstance(et, ComplexType):
        return 2 * storage_bytes(et.element_type)
    if isinstance(et, IndexType):
        return 8
    if isinstance(et, FloatType):
        from .floatfmt import semantics

        return (semantics(et.kind).size_in_bits + 7) // 8
    return (et.width + 7) // 8


def _scalar_codec(et: Type):
    """(encode(value) -> bytes, decode(bytes) -> value) for one int/index/float element."""
    n = storage_bytes(et)
    if isinstance(et, FloatType):
        from .floatfmt import bits_to_float, float_to_bits, semantics

        kind = et.kind
        mask = (1 << semantics(kind).size_in_bits) - 1

        def enc(v):
            return float_to_bits(v, kind, quiet=False).to_bytes(n, "little")

        def dec(b):
            return bits_to_float(int.from_bytes(b, "little") & mask, kind)

        return enc, dec
    if isinstance(et, IndexType):
        width, signed = 64, True
    else:
        width, signed = et.width, et.signedness != 2
    mask = (1 << width) - 1
    if width == 0:
        return (lambda v: b""), (lambda b: 0)
    if width == 1 and et.signedness == 0:
        return (lambda v: bytes([1 if v else 0])), (lambda b: 1 if any(b) else 0)
    half = 1 << (width - 1)

    def enc_int(v):
        return (int(v) & mask).to_bytes(n, "little")

    def dec_int(b):
        v = int.from_bytes(b, "little") & mask
        if signed and v >= half:
            v -= 1 << width
        return v

    return enc_int, dec_int


def encode(values, et: Type) -> bytes:
    """The raw buffer of a flat sequence of element values (complex values are (re, im) pairs)."""
    if isinstance(et, ComplexType):
        enc, _ = _scalar_codec(et.element_type)
        return b"".join(enc(re) + enc(im) for re, im in values)
    enc, _ = _scalar_codec(et)
    return b"".join(enc(v) for v in values)


def decode(raw: bytes, et: Type) -> list:
    """Element values of a raw buffer (its length a multiple of the element's storage size)."""
    n = storage_bytes(et)
    if isinstance(et, ComplexType):
        _, dec = _scalar_codec(et.element_type)
        h = n // 2
        return [(dec(raw[i:i + h]), dec(raw[i + h:i + n])) for i in range(0, len(raw), n)]
    _, dec = _scalar_codec(et)
    return [dec(raw[i:i + n]) for i in range(0, len(raw), n)]


def hex_literal(values, et: Type) -> str:
    """`"0x..."`: the buffer in upper-case hex, as upstream prints it."""
    return '"0x' + encode(values, et).hex().upper() + '"'
