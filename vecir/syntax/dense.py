"""`dense<...> : type` elements attributes (splats, nested lists, complex pairs, hex blobs, strings)
and `sparse<indices, values> : type`, parsed like upstream's TensorLiteralParser: the literal is
read first as tokens, then checked against the type, with upstream's messages and positions."""

from __future__ import annotations

import re

from ..ir import attrs as A
from ..ir import dense_raw
from ..ir import types as T
from .literals import FLOAT, INT, build_apint, float_bits, int_value, lex_number

_STATIC_SHAPED = (T.VectorType, T.RankedTensorType, T.MemRefType)
_UNRANKED = (T.UnrankedTensorType, T.UnrankedMemRefType)


class TensorLiteral:
    """One tensor literal: the tokens of its elements (negated?, kind, start, end) and its shape."""

    __slots__ = ("p", "shape", "storage", "hex")

    def __init__(self, p) -> None:
        self.p = p
        self.shape: list[int] = []
        self.storage: list[tuple[bool, str, int, int]] = []
        self.hex: tuple[int, int] | None = None  # the string token of a hex literal

    def parse(self, allow_hex: bool) -> None:
        p = self.p
        q = p.skip()
        if allow_hex and p.src.startswith('"', q):
            p.string()
            self.hex = (q, p.pos)
            return
        if p.src.startswith("[", q):
            self.shape = self._list()
            return
        self._element()

    def _element(self) -> None:
        p = self.p
        src = p.src
        q = p.skip()
        c = src[q:q + 1]
        neg = False
        if c == "-":
            p.pos = q + 1
            q = p.skip()
            kind, end = lex_number(src, q)
            if kind is None:
                raise p.error("expected integer or floating point literal", q)
            neg = True
        elif c == '"':
            p.string()
            self.storage.append((False, "string", q, p.pos))
            return
        elif c == "(":
            p.pos = q + 1
            self._element()
            p.punct(",", "expected ',' between complex elements")
            self._element()
            p.punct(")", "expected ')' after complex elements")
            return
        else:
            kind, end = lex_number(src, q)
            if kind is None:
                if p.try_keyword("true") or p.try_keyword("false"):
                    self.storage.append((False, src[q], q, p.pos))
                    return
                # (at the end of the buffer, upstream's tensor literal parser points at its last character)
                raise p.error("expected element literal of primitive type", min(q, len(src) - 1))
        p.pos = end
        self.storage.append((neg, kind, q, end))

    def _list(self) -> list[int]:
        p = self.p
        p.punct("[")
        size = 0
        first: list[int] | None = None
        if not p.try_punct("]"):
            while True:
                if p.peek() == "[":
                    dims = self._list()
                else:
                    self._element()
                    dims = []
                size += 1
                if first is None:
                    first = dims
                elif dims != first:
                    raise p.error("tensor literal is invalid; ranks are not consistent between elements",
                                  p.skip())
                if not p.try_punct(","):
                    break
            p.punct("]", "expected ']'")
        return [size] + (first or [])

    # ------------------------------------------------------------------------------------------
    def values(self, et: T.Type) -> list:
        """The element values for ``et`` (complex: (re, im) pairs), with upstream's token checks."""
        p = self.p
        src = p.src
        inner = et.element_type if isinstance(et, T.ComplexType) else et
        out: list = []
        if isinstance(inner, (T.IntegerType, T.IndexType)):
            unsigned = isinstance(inner, T.IntegerType) and inner.signedness == T.UNSIGNED
            for neg, kind, q, e in self.storage:
                if neg and unsigned:
                    raise p.error("expected unsigned integer elements, but parsed negative value", q)
                if kind == FLOAT:
                    raise p.error("expected integer elements, but parsed floating-point", q)
                if kind in ("t", "f"):
                    if inner is not T.i1:
                        raise p.error("expected i1 type for 'true' or 'false' values", q)
                    out.append(1 if kind == "t" else 0)
                    continue
                if kind != INT:
                    raise p.error("expected integer elements, but parsed floating-point", q)
                v = build_apint(inner, neg, int_value(src[q:e]))
                if v is None:
                    raise p.error("integer constant out of range for type", q)
                out.append(v)
        else:
            from ..ir.floatfmt import bits_to_float

            kind_name = inner.kind
            for neg, kind, q, e in self.storage:
                if kind not in (INT, FLOAT):
                    raise p.error("expected floating point literal", q)
                bits, err = float_bits(src[q:e], kind, neg, inner)
                if err:
                    raise p.literal_error(err, q)
                out.append(bits_to_float(bits, kind_name))
        if isinstance(et, T.ComplexType):
            out = [(out[i], out[i + 1]) for i in range(0, len(out) - 1, 2)]
        return out

    def get_attr(self, loc: int, t: T.Type) -> A.DenseElementsAttr:
        p = self.p
        et = t.element_type
        if self.hex is not None and dense_raw.has_raw_storage(et):
            return self._hex_attr(loc, t)
        shape = list(t.shape)
        if self.shape and self.shape != shape:
            raise p.error(f"inferred shape of elements literal ([{', '.join(map(str, self.shape))}]) "
                          f"does not match type ([{', '.join(map(str, shape))}])", loc)
        n = t.num_elements
        if self.hex is None and not self.storage and n:
            raise p.error(f"parsed zero elements, but type ('{t}') expected at least 1", loc)
        if isinstance(et, T.ComplexType):
            k = len(self.storage)
            if not self.shape and n != 0 and k != 2:
                raise p.error(f"parsed {k} elements, but type ('{et}') expected 2 elements", loc)
            if self.shape and k != n * 2:
                raise p.error(f"parsed {k} elements, but type ('{t}') expected {n * 2} elements", loc)
        if dense_raw.has_raw_storage(et):
            vals = self.values(et)
        else:
            vals = self._strings(loc)
        if not self.shape and len(vals) == 1:
            return A.DenseElementsAttr(t, vals, True)
        return A.DenseElementsAttr(t, vals)  # a splat when every element is the same, as upstream

    def _strings(self, loc: int) -> list[str]:
        from .lexer import unescape_string

        p = self.p
        src = p.src
        if self.hex is not None:
            q, e = self.hex
            return [unescape_string(src[q + 1:e - 1])]
        out = []
        for neg, kind, q, e in self.storage:
            if kind != "string":
                raise p.error(f"expected string token, got {src[q:e]}", loc)
            out.append(unescape_string(src[q + 1:e - 1]))
        return out

    def _hex_attr(self, loc: int, t: T.Type) -> A.DenseElementsAttr:
        p = self.p
        q, e = self.hex
        body = p.src[q + 1:e - 1]
        raw = None
        if body.startswith("0x") and not (len(body) & 1):
            try:
                raw = bytes.fromhex(body[2:])
            except ValueError:
                raw = None
            if raw is not None and any(c in " \t\n" for c in body):
                raw = None
        if raw is None:
            raise p.error("expected string containing hex digits starting with `0x`", q)
        et = t.element_type
        width = dense_raw.storage_bytes(et)
        n = t.num_elements
        if len(raw) != width and len(raw) != width * n:
            raise p.error(f"elements hex data size is invalid for provided type: '{t}'", loc)
        if width == 0:  # i0
            return A.DenseElementsAttr(t, [0], True)
        vals = dense_raw.decode(raw, et)
        if len(raw) == width:
            return A.DenseElementsAttr(t, vals, True)
        return A.DenseElementsAttr(t, vals)


def _literal_type(p, type_hint, loc: int) -> T.Type:
    """``parseElementsLiteralType``: the `: type` (unless given), a shaped type of static shape."""
    t = type_hint
    if t is None:
        p.punct(":", "expected ':'")
        t = p.type()
    if isinstance(t, _UNRANKED) or (isinstance(t, _STATIC_SHAPED) and not t.has_static_shape):
        raise p.error("elements literal type must have static shape", loc)
    if not isinstance(t, _STATIC_SHAPED):
        raise p.error("elements literal must be a shaped type", loc)
    return t


def parse_dense(p, type_hint, pos):
    """After the `dense` keyword at ``pos``."""
    p.punct("<", "expected '<' after 'dense'")
    q = p.skip()
    c = p.src[q:q + 1]
    if c == "!" or (c.isalpha() and _BOOL_WORD.match(p.src, q) is None):
        return _parse_type_first(p, q)
    lit = TensorLiteral(p)
    if not p.try_punct(">"):
        lit.parse(allow_hex=True)
        p.punct(">", "expected '>'")
    t = _literal_type(p, type_hint, pos)
    return lit.get_attr(pos, t)


_BOOL_WORD = re.compile(r"(?:true|false)(?![\w$.])")


def _parse_type_first(p, tpos: int) -> A.DenseElementsAttr:
    """`dense<tensor<2xi8> : [1 : i8, 2 : i8]>` (or one typed attribute, a splat): the shaped type
    first, then the elements as attributes of exactly its element type; printed back literal-first."""
    t = p.type()
    if not isinstance(t, _STATIC_SHAPED + _UNRANKED):
        raise p.error("expected a shaped type for dense elements", tpos)
    if isinstance(t, _UNRANKED) or not t.has_static_shape:
        raise p.error("dense elements type must have static shape", tpos)
    p.punct(":", "expected ':'")
    et = t.element_type
    vals: list = []
    if p.peek() == "[":
        _typed_list(p, t.shape, 0, et, vals)
        splat = None
    else:
        vals.append(_typed_element(p, et))
        splat = True
    p.punct(">", "expected '>'")
    return A.DenseElementsAttr(t, vals, splat)


def _typed_list(p, shape, d: int, et, out: list) -> None:
    p.punct("[")
    n = 0
    if not p.try_punct("]"):
        while True:
            if d + 1 < len(shape):
                _typed_list(p, shape, d + 1, et, out)
            else:
                out.append(_typed_element(p, et))
            n += 1
            if not p.try_punct(","):
                break
        p.punct("]", "expected ']'")
    want = shape[d] if d < len(shape) else 1
    if n != want:
        raise p.error(f"expected {want} elements in dimension, got {n}", p.skip())


def _typed_element(p, et):
    a = p.attr()
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)) and a.type is et:
        return a.value
    raise p.error("incompatible attribute for element type", p.skip())


def parse_sparse(p, type_hint, pos):
    """`sparse<indices, values> : type` after the `sparse` keyword at ``pos``."""
    p.punct("<", "Expected '<' after 'sparse'")
    if p.try_punct(">"):
        t = _literal_type(p, type_hint, pos)
        indices = A.DenseElementsAttr(T.RankedTensorType((0, t.rank), T.i64), ())
        values = A.DenseElementsAttr(T.RankedTensorType((0,), t.element_type), ())
        return _make_sparse(p, pos, t, indices, values)
    ind_pos = p.skip()
    ind = TensorLiteral(p)
    ind.parse(allow_hex=False)
    p.punct(",", "expected ','")
    val_pos = p.skip()
    val = TensorLiteral(p)
    val.parse(allow_hex=True)
    p.punct(">", "expected '>'")
    t = _literal_type(p, type_hint, pos)
    ind_type = T.RankedTensorType((1, t.rank) if not ind.shape else tuple(ind.shape), T.i64)
    indices = ind.get_attr(ind_pos, ind_type)
    vt = T.RankedTensorType((ind_type.shape[0],) if not val.shape else tuple(val.shape), t.element_type)
    values = val.get_attr(val_pos, vt)
    return _make_sparse(p, pos, t, indices, values)


def _make_sparse(p, pos, t, indices, values):
    from ..ir.uniqued import VerifyError

    try:
        return A.SparseElementsAttr(t, indices, values)
    except VerifyError as e:
        raise p.error(str(e), pos) from None

