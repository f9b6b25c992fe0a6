"""`dense<...> : type` elements attributes: splats, nested lists and hex blobs."""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from .lexer import FLOAT, INTEGER


def _element(p, et, pos_list):
    q = p.skip()
    src = p.src
    if src.startswith("(", q) and isinstance(et, T.ComplexType):
        p.pos = q + 1
        re_ = _element(p, et.element_type, pos_list)
        p.punct(",")
        im = _element(p, et.element_type, pos_list)
        p.punct(")")
        return (re_, im)
    if p.try_keyword("true"):
        if et is not T.i1:
            raise p.error("expected integer elements, but parsed floating-point" if False else
                          "expected i1 type for 'true' or 'false' values", q)
        return 1
    if p.try_keyword("false"):
        if et is not T.i1:
            raise p.error("expected i1 type for 'true' or 'false' values", q)
        return 0
    m = FLOAT.match(src, q)
    if m is not None:
        p.pos = m.end()
        if not isinstance(et, T.FloatType):
            raise p.error("expected integer elements, but parsed floating-point", q)
        return p._float_attr(m.group(), et, q).value
    m = INTEGER.match(src, q)
    if m is None:
        raise p.error("expected element literal of primitive type", q)
    p.pos = m.end()
    a = p.int_attr_of(m.group(), et, q)
    return a.value


def _nested(p, et, shape_out: list, depth: int, dims: list, data: list):
    """Parse `[...]` nesting, recording the size of each level in ``dims``."""
    q = p.skip()
    if p.try_punct("["):
        n = 0
        if not p.try_punct("]"):
            while True:
                _nested(p, et, shape_out, depth + 1, dims, data)
                n += 1
                if not p.try_punct(","):
                    break
            p.punct("]")
        if len(dims) <= depth:
            dims.append(n)
        elif dims[depth] != n:
            raise p.error("tensor literal is invalid; ranks are not consistent between elements", q)
        return
    if len(dims) > depth:
        raise p.error("tensor literal is invalid; ranks are not consistent between elements", q)
    shape_out.append(depth)
    data.append(_element(p, et, None))


def parse_dense(p, type_hint, pos):
    p.punct("<")
    body_pos = p.skip()
    data: list = []
    dims: list[int] = []
    hexblob = None
    splat = False
    if p.peek() == ">":
        empty = True
    else:
        empty = False
        s = p.try_string() if p.peek() == '"' else None
        if s is not None:
            hexblob = s
        elif p.peek() == "[":
            depths: list[int] = []
            _nested(p, None, depths, 0, dims, []) if False else None
            _parse_list(p, dims, data)
        else:
            splat = True
            data = None  # parsed after we know the type
            save = p.pos
            # remember the literal text to parse once the type is known
            _skip_literal(p)
            lit_span = (save, p.pos)
    p.punct(">")
    t_pos = p.skip()
    if type_hint is not None and not p.peek() == ":":
        t = type_hint
    else:
        p.punct(":", "expected ':'")
        t_pos = p.skip()
        t = p.type()
    if not isinstance(t, (T.VectorType, T.RankedTensorType)):
        raise p.error("elements literal must be a shaped type", t_pos)
    if not t.has_static_shape:
        raise p.error("elements literal type must have static shape", t_pos)
    et = t.element_type
    if empty:
        if t.num_elements != 0:
            raise p.error(f"parsed zero elements, but type ({t}) expected at least 1", body_pos)
        return A.DenseElementsAttr(t, (), False)
    if hexblob is not None:
        return _from_hex(p, t, hexblob, body_pos, pos)
    if splat:
        end = p.pos
        p.pos = lit_span[0]
        v = _element(p, et, None)
        p.pos = end
        return A.DenseElementsAttr(t, (v,), True)
    # re-parse elements with the element type now known
    values = []
    for (q, text) in data:
        save = p.pos
        p.pos = q
        values.append(_element(p, et, None))
        p.pos = save
    shape = tuple(t.shape)
    if tuple(dims) != shape:
        if len(dims) == 0 and len(values) == 1:
            return A.DenseElementsAttr(t, values, True)
        raise p.error(f"inferred shape of elements literal ([{', '.join(map(str, dims))}]) does not match "
                      f"type ([{', '.join(map(str, shape))}])", body_pos)
    return A.DenseElementsAttr(t, values)  # splat when all elements are equal, as upstream stores it


def _skip_literal(p):
    q = p.skip()
    src = p.src
    if src.startswith("(", q):
        depth = 0
        i = q
        while i < len(src):
            if src[i] == "(":
                depth += 1
            elif src[i] == ")":
                depth -= 1
                if depth == 0:
                    p.pos = i + 1
                    return
            i += 1
        raise p.error("unbalanced '('")
    if p.try_keyword("true") or p.try_keyword("false"):
        return
    m = FLOAT.match(src, q) or INTEGER.match(src, q)
    if m is None:
        raise p.error("expected element literal of primitive type", q)
    p.pos = m.end()


def _parse_list(p, dims: list, data: list, depth: int = 0):
    q = p.skip()
    if p.try_punct("["):
        n = 0
        if not p.try_punct("]"):
            while True:
                _parse_list(p, dims, data, depth + 1)
                n += 1
                if not p.try_punct(","):
                    break
            p.punct("]")
        if len(dims) <= depth:
            dims.extend([None] * (depth + 1 - len(dims)))
        if dims[depth] is None:
            dims[depth] = n
        elif dims[depth] != n:
            raise p.error("tensor literal is invalid; ranks are not consistent between elements", q)
        return
    if len(dims) > depth and dims[depth] is not None and False:
        raise p.error("tensor literal is invalid; ranks are not consistent between elements", q)
    data.append((q, None))
    _skip_literal(p)


def _from_hex(p, t, blob: str, pos, kw_pos=None):
    import numpy as np

    from ..ir.dtypes import numpy_dtype

    if not blob.startswith("0x"):
        raise p.error("expected string containing hex digits starting with `0x`", pos)
    try:
        raw = bytes.fromhex(blob[2:])
    except ValueError:
        raise p.error("expected string containing hex digits starting with `0x`", pos) from None
    et = t.element_type
    n = t.num_elements
    bad = p.error(f"elements hex data size is invalid for provided type: '{t}'", pos if kw_pos is None else kw_pos)
    try:
        dt = np.dtype(np.uint8) if et is T.i1 else numpy_dtype(et)
    except NotImplementedError:
        raise bad from None
    if dt.kind == "O" or not raw or len(raw) % dt.itemsize:
        raise bad
    count = len(raw) // dt.itemsize
    if count != 1 and count != n:  # a splat, or one value per element (checked before decoding)
        raise bad
    if et is T.i1:
        arr = np.frombuffer(raw, dtype=np.uint8).astype(bool)
    else:
        arr = np.frombuffer(raw, dtype=dt.newbyteorder("<"))
    if arr.size == 1 and n != 1:
        return A.DenseElementsAttr(t, (arr[0].item(),), True)
    return A.DenseElementsAttr(t, tuple(x.item() for x in arr.reshape(-1)), None)
