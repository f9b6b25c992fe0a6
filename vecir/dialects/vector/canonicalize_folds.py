"""Fold helpers of the vector ops whose folds walk chains or compute constants (called from the
op classes' ``fold``, which keep the short cases inline; one helper is a pattern's rewrite).

    extract_from_insert_chain       extract through inserts and transposes
    extract_from_strided_slice      extract(extract_strided_slice(x)) -> extract(x)
    insert_constant_positions       constant dynamic positions become static
    insert_constants                constant into constant
    strided_slice_of_strided_slice  one slice of the first source: not a fold, the rewrite of the
                                    canonicalization pattern ComposeExtractStridedSliceChain
                                    (canonicalize_strided.py), as upstream composes slices only
                                    in canonicalization
    strided_slice_of_insert_chain   slice of an insert_strided_slice chain
    bitcast_splat_constant          integer splat widening, f16 -> f32 splats
    shuffle_constants               constant (and poison) shuffle operands
"""

from __future__ import annotations

import math

from vecir._lazy import np

from ...ir.attrs import DenseElementsAttr
from ...ir.types import DYNAMIC, IndexType, IntegerType, VectorType
from .. import _static_dynamic as SD
from .ops_core import POISON
from .ops_core_shape import _bits, _i64_list, _ints

def extract_from_insert_chain(ext, ins, statics):
    """Walk back through transposes and inserts at static positions (upstream's
    ExtractFromInsertTransposeChainState): a transpose permutes the position; an insert that
    wrote exactly the extracted position gives its value, one that wrote a sub-vector holding it
    gives an extract of that value, a disjoint one is skipped. The extracted (trailing) dims are
    tracked as sentinels and must come back in order."""
    rank = len(ext.source.type.shape)
    pos = list(statics) + [-(i + 1) for i in range(rank - len(statics))]
    sentinels = pos[len(statics):]
    n_ext = len(sentinels)
    source, op = ext.source, ins
    while op is not None:
        if op.name == "vector.transpose":
            perm = list(op.permutation.value)
            new_pos = [0] * len(perm)
            for i, p in enumerate(perm):
                new_pos[p] = pos[i]
            pos, source = new_pos, op.vector
            op = source.defining_op
            continue
        if op.name != "vector.insert" or op.dynamic_position:
            break
        ipos = list(op.static_position.value)
        if POISON in ipos:
            break
        head = pos[:len(ipos)]
        if any(h < 0 for h in head):
            if any(h >= 0 and h != q for h, q in zip(head, ipos)):
                source, op = op.dest, op.dest.defining_op  # disjoint on a static dim
                continue
            break
        if head != ipos:
            source, op = op.dest, op.dest.defining_op
            continue
        rest = pos[len(ipos):]
        if rest == sentinels:
            return op.value_to_store
        if n_ext and rest[len(rest) - n_ext:] != sentinels:
            break
        pos, source = rest, op.value_to_store
        op = source.defining_op
    if source is ext.source or (n_ext and pos[len(pos) - n_ext:] != sentinels):
        return None
    kept = pos[:len(pos) - n_ext]
    if any(k < 0 for k in kept):
        return None
    ext.set_operand(0, source)
    ext.properties["static_position"] = SD.i64_array(kept)
    return ext.result


def extract_from_strided_slice(op, ess, statics):
    """extract(extract_strided_slice(x)) -> extract(x) with the slice offsets added (upstream's
    foldExtractFromExtractStrided); the extracted trailing dims must be whole in the slice."""
    src = ess.source.type
    if any(int(a.value) != 1 for a in ess.strides.value) or src.is_scalable:
        return None
    offs = [int(a.value) for a in ess.offsets.value]
    rt = ess.result.type
    while offs and offs[-1] == 0 and rt.shape[len(offs) - 1] == src.shape[len(offs) - 1]:
        offs.pop()
    d_rank = len(op.result.type.shape) if isinstance(op.result.type, VectorType) else 0
    if d_rank > len(src.shape) - len(offs):
        return None
    pos = list(statics)
    for i, o in enumerate(offs):
        pos[i] += o
    op.set_operand(0, ess.source)
    op.properties["static_position"] = SD.i64_array(pos)
    return op.result


def insert_constant_positions(op, consts, statics):
    """Constant dynamic positions become static (upstream's extractInsertFoldConstantOp)."""
    from ...ir.attrs import IntegerAttr
    dyn = list(op.dynamic_position)
    cs = consts[2:2 + len(dyn)] if consts else [None] * len(dyn)
    if not any(isinstance(c, IntegerAttr) for c in cs):
        return None
    new_static, keep, k = [], [], 0
    for st in statics:
        if st == DYNAMIC:
            if isinstance(cs[k], IntegerAttr):
                new_static.append(int(cs[k].value))
            else:
                new_static.append(DYNAMIC)
                keep.append(dyn[k])
            k += 1
        else:
            new_static.append(st)
    op.set_operands([op.value_to_store, op.dest, *keep])
    op.properties["static_position"] = SD.i64_array(new_static)
    return op.result


def insert_constants(op, consts, statics):
    """insert of a constant into a constant at a static position -> constant (upstream's
    foldDenseElementsAttrDestInsertOp, up to 256 elements)."""
    from ...ir.attrs import FloatAttr, IntegerAttr
    src = consts[0] if consts else None
    dst = consts[1] if consts and len(consts) > 1 else None
    dt = op.dest.type
    if not isinstance(dst, DenseElementsAttr) or src is None or DYNAMIC in statics or POISON in statics \
            or dt.is_scalable or math.prod(dt.shape) > 256:
        return None
    if isinstance(src, (IntegerAttr, FloatAttr)):
        vals = [src.value]
    elif isinstance(src, DenseElementsAttr) and src.data:
        n = math.prod(src.type.shape)
        vals = list(src.data) * n if src.splat else list(src.data)
    else:
        return None
    n = math.prod(dt.shape)
    data = list(dst.data) * n if dst.splat else list(dst.data)
    start = int(np.ravel_multi_index(tuple(statics) + (0,) * (len(dt.shape) - len(statics)), dt.shape))
    data[start:start + len(vals)] = vals
    return DenseElementsAttr(dt, tuple(data), None)


def strided_slice_of_strided_slice(op):
    """A slice of a slice is one slice of the first source, offsets added."""
    prev = op.source.defining_op
    if prev is None or prev.name != "vector.extract_strided_slice" or prev.source.type.is_scalable:
        return None
    o1, o2 = _ints(prev.offsets), _ints(op.offsets)
    n = max(len(o1), len(o2))
    offs = [(o1[i] if i < len(o1) else 0) + (o2[i] if i < len(o2) else 0) for i in range(n)]
    op.set_operand(0, prev.source)
    op.properties["offsets"] = _i64_list(offs)
    op.properties["sizes"] = _i64_list(op.result.type.shape[:n])
    op.properties["strides"] = _i64_list([1] * n)
    return op.result


def strided_slice_of_insert_chain(op):
    """Walk back through same-rank insert_strided_slices: the first one whose inserted chunk
    holds the whole extracted chunk becomes the source (offsets made relative to it); chunks
    whose offsets start outside the extracted ones are skipped; a partial overlap stops the walk
    (upstream's foldExtractStridedOpFromInsertChain)."""
    st = op.source.type
    offs, sizes = _ints(op.offsets), _ints(op.sizes)
    offs = offs + [0] * (len(st.shape) - len(offs))
    sizes = sizes + list(st.shape[len(sizes):])
    ins = op.source.defining_op
    while ins is not None and ins.name == "vector.insert_strided_slice":
        vt = ins.value_to_store.type
        if len(vt.shape) != len(ins.dest.type.shape):
            return None
        diffs = []
        for d, start in enumerate(_ints(ins.offsets)):
            end = start + vt.shape[d]
            if start <= offs[d] < end:
                if offs[d] + sizes[d] > end:
                    return None
                diffs.append(offs[d] - start)
                continue
            diffs = None
            break
        if diffs is not None:
            op.set_operand(0, ins.value_to_store)
            op.properties["offsets"] = _i64_list(diffs[:len(_ints(op.offsets))])
            return op.result
        ins = ins.dest.defining_op
    return None


def bitcast_splat_constant(op, c):
    """An integer splat bitcast to a wider integer repeats its bits; an f16 splat bitcast to f32
    likewise (upstream's BitCastOp::fold handles only these)."""
    from ...ir.types import FloatType
    if not isinstance(c, DenseElementsAttr) or not c.splat or not c.data:
        return None
    se, de = op.source.type.element_type, op.result.type.element_type
    sw, dw = _bits(se), _bits(de)
    if isinstance(se, FloatType) and isinstance(de, FloatType) and se.kind == "f16" and de.kind == "f32":
        half = int(np.array(c.data[0], dtype=np.float16).view(np.uint16))
        return DenseElementsAttr(op.result.type, (float(np.array(half << 16 | half, dtype=np.uint32)
                                                          .view(np.float32)),), True)
    if not isinstance(se, (IntegerType, IndexType)) or not isinstance(de, IntegerType) or dw <= sw or dw % sw:
        return None
    bits = int(c.data[0]) & ((1 << sw) - 1)
    out = 0
    for _ in range(dw // sw):
        out = (out << sw) | bits
    if out >= 1 << (dw - 1):
        out -= 1 << dw  # signless integers are stored signed
    return DenseElementsAttr(op.result.type, (out,), True)


def shuffle_constants(op, consts, mask, n):
    """Constant (or poison) operands of a 1-D shuffle: pick the lanes; a poison lane or operand
    reads the first element of the first non-poison operand, as upstream does."""
    from ..ub import PoisonAttr
    c1, c2 = (consts + [None, None])[:2] if consts else (None, None)
    if c1 is None or c2 is None or len(op.v1.type.shape) != 1:
        return None
    if isinstance(c1, PoisonAttr) and isinstance(c2, PoisonAttr):
        return c1
    elems, filler = [], None
    for c, t in ((c2, op.v2.type), (c1, op.v1.type)):
        if isinstance(c, PoisonAttr):
            elems.insert(0, None)
            continue
        if not isinstance(c, DenseElementsAttr) or not c.data:
            return None
        vals = list(c.data) * (t.shape[0] if c.splat else 1)
        elems.insert(0, vals)
        filler = vals[0]
    a, b = elems
    out = []
    for m in mask:
        src, i = (a, m) if 0 <= m < n else (b, m - n)
        out.append(filler if m == POISON or src is None else src[i])
    return DenseElementsAttr(op.vector.type, tuple(out), None)
