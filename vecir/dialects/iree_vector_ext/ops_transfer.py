"""iree_vector_ext.transfer_gather / transfer_scatter (IREE's IndexedVectorOpInterface ops).

    %v = iree_vector_ext.transfer_gather %base[%c0, %c0] [%idx : vector<16xindex>], %pad
           <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>]>
           : tensor<4096x8xf16>, vector<16x8xf16>
    %t = iree_vector_ext.transfer_scatter %v into %dest[%c0, %c0] [%idx : vector<16xindex>]
           <indexing_maps = [...]> : vector<16x8xf16>, tensor<4096x8xf16> -> tensor<4096x8xf16>

Semantics (IREE's description): for each vector position d, with s_j = index_vec_j[map_j(d)] (a scalar
index operand is used as is), ``result[d] = base[offsets + map_0(d, s)]`` (scatter:
``base[offsets + map_0(d, s)] = vector[d]``); a source result that is the constant 0 reads at the
offset (broadcast). A masked-off lane (mask[map_mask(d)] false) reads the padding / writes nothing.
IREE does not define out-of-bounds positions; vecir reads the padding there and drops such writes, as
vector.transfer_read/transfer_write do. Scatter to one place from several lanes: the last lane in
row-major order wins (IREE: undefined).
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import MemRef
from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr, AffineSymbolExpr
from ...ir.attrs import AffineMapAttr, ArrayAttr
from ...ir.op import operand, opt_operand, opt_result, prop, register_op, result, var_operand
from ...ir.types import IndexType, IntegerType, RankedTensorType, ShapedType, VectorType, index
from ...ir.uniqued import VerifyError
from .._ods import TypeConstraint
from ._propdict import parse_prop_dict, parse_strict_attr_dict, print_prop_dict
from .ops_layout import ANY_SHAPED, ANY_VECTOR, VectorExtOp

INDEX = TypeConstraint("index", lambda t: isinstance(t, IndexType))
INDEX_OR_INDEX_VECTOR = TypeConstraint(
    "index or vector of index values",
    lambda t: isinstance(t, IndexType) or (isinstance(t, VectorType) and isinstance(t.element_type, IndexType)))
I1_VECTOR = TypeConstraint(
    "vector of 1-bit signless integer values",
    lambda t: isinstance(t, VectorType) and isinstance(t.element_type, IntegerType) and t.element_type.width == 1
    and t.element_type.is_signless)


def _is_map_array(a) -> bool:
    return isinstance(a, ArrayAttr) and all(isinstance(m, AffineMapAttr) for m in a.value)


class _MapsKind:
    desc = "AffineMap array attribute"
    storage = staticmethod(lambda a: isinstance(a, ArrayAttr))
    check = staticmethod(_is_map_array)


def _shape(xs) -> str:
    return ", ".join(str(x) for x in xs)


class _IndexedVectorOp(VectorExtOp):
    """Shared by gather and scatter: IREE's verifyIndexedVectorOpInterface and the index arithmetic."""

    indexing_maps = prop(_MapsKind)

    def maps(self):
        return [m.value for m in self.indexing_maps.value]

    def verify_op(self):
        self.verify_types()
        vt = self.vector_type()
        maps = self.maps()
        nvec = len(self.index_vecs)
        want = 1 + nvec + (1 if self.mask is not None else 0)
        if want != len(maps):
            raise VerifyError(f"expected {want} indexing maps, got: {len(maps)}")
        rank = len(vt.shape)
        for m in maps:
            if m.num_dims != rank:
                raise VerifyError("expected all indexing maps to have number of dims equal to vector rank. "
                                  f"expected: {rank}, got: {m.num_dims} dims")
            if m.num_symbols != nvec:
                raise VerifyError("expected all indexing maps to have number of symbols equal to number of index "
                                  f"vecs. expected: {nvec}, got: {m.num_symbols} syms")
            for e in m.results:
                if isinstance(e, (AffineDimExpr, AffineSymbolExpr)):
                    continue
                if isinstance(e, AffineConstantExpr):
                    if e.value != 0:
                        raise VerifyError(f"expected constant 0 in indexing map, got: {e.value}")
                    continue
                raise VerifyError("expected indexing map results to only be a dim, symbol, or 0")

        def expected(m):
            if not all(isinstance(e, AffineDimExpr) for e in m.results):
                return None
            return [vt.shape[e.position] for e in m.results]

        for i, (m, v) in enumerate(zip(maps[1:1 + nvec], self.index_vecs)):
            exp = expected(m)
            if exp is None:
                raise VerifyError("expected index vec indexing maps to only have dim exprs")
            if isinstance(v.type, IndexType):
                if exp:
                    raise VerifyError(f"expected empty indexing map for scalar index vec at position {i}")
                continue
            if list(v.type.shape) != exp:
                raise VerifyError(f"mismatched vector shape for index vec at position {i}. Expected: [{_shape(exp)}], "
                                  f"got: [{_shape(v.type.shape)}]")
        if self.mask is not None:
            exp = expected(maps[-1])
            if exp is None:
                raise VerifyError("expected mask indexing map to only have dim exprs")
            if list(self.mask.type.shape) != exp:
                raise VerifyError(f"mismatched mask shape. Expected: [{_shape(exp)}], got: "
                                  f"[{_shape(self.mask.type.shape)}]")
        self.verify_own()

    def verify_types(self):
        pass

    def fold(self, consts):
        from .folds import fold_indexed_vector

        return fold_indexed_vector(self, consts)

    def verify_own(self):
        pass

    # -- custom form pieces ------------------------------------------------------------------------
    @staticmethod
    def _parse_indices(p):
        """`[offsets]` then an optional `[index vecs : types]`."""
        p.punct("[")
        offs = []
        if not p.try_punct("]"):
            offs = [p.operand()]
            while p.try_punct(","):
                offs.append(p.operand())
            p.punct("]")
        vecs, vtypes = [], []
        if p.try_punct("["):
            vecs = [p.operand()]
            while p.try_punct(","):
                vecs.append(p.operand())
            p.punct(":")
            vtypes = [p.type()]
            while p.try_punct(","):
                vtypes.append(p.type())
            p.punct("]")
        return offs, vecs, vtypes

    def _print_indices(self, p):
        p.w("[")
        p.values(self.offsets)
        p.w("]")
        if self.index_vecs:
            p.w(" [")
            p.values(self.index_vecs)
            p.w(" : ")
            p.types([v.type for v in self.index_vecs])
            p.w("]")

    # -- semantics -------------------------------------------------------------------------------
    def _positions(self, shape, offsets, vecs, mask):
        """(source index arrays per base dim, lanes that are active) for every vector position."""
        maps = self.maps()
        grid = np.indices(shape, dtype=np.int64) if shape else np.zeros((0,), dtype=np.int64)
        dims = [grid[k] for k in range(len(shape))]
        full = shape

        def pick(m, arr):
            arr = np.asarray(arr)
            if not m.results:
                return np.broadcast_to(arr, full)
            return arr[tuple(dims[e.position] for e in m.results)]

        syms = [np.broadcast_to(np.asarray(v, dtype=np.int64), full) if np.ndim(v) == 0 else
                pick(m, v).astype(np.int64) for m, v in zip(maps[1:1 + len(vecs)], vecs)]
        src = []
        for k, e in enumerate(maps[0].results):
            if isinstance(e, AffineDimExpr):
                rel = dims[e.position]
            elif isinstance(e, AffineSymbolExpr):
                rel = syms[e.position]
            else:
                rel = np.zeros(full, dtype=np.int64)
            src.append(int(offsets[k]) + rel)
        active = np.ones(full, dtype=bool)
        if mask is not None:
            active &= pick(maps[-1], np.asarray(mask, dtype=bool))
        return src, active

    @staticmethod
    def _in_bounds(src, bshape, active):
        ok = active.copy()
        for ix, n in zip(src, bshape):
            ok &= (ix >= 0) & (ix < n)
        return ok


def _segments(sizes):
    from ...ir.attrs import DenseArrayAttr
    from ...ir.types import i32

    return DenseArrayAttr(i32, sizes)


def _split(rest, n_off, n_vec):
    offs = rest[:n_off]
    vecs = rest[n_off:n_off + n_vec]
    return offs, vecs, rest[n_off + n_vec:]


@register_op
class TransferGatherOp(_IndexedVectorOp):
    name = "iree_vector_ext.transfer_gather"
    base = operand(ANY_SHAPED)
    offsets = var_operand(INDEX)
    index_vecs = var_operand(INDEX_OR_INDEX_VECTOR)
    padding = operand()
    mask = opt_operand(I1_VECTOR)
    vector = result(ANY_VECTOR)

    def vector_type(self):
        return self.vector.type

    def verify_types(self):
        bt = self.base.type
        if self.padding.type is not bt.element_type:
            raise VerifyError("failed to verify that padding type must match source element type")

    @classmethod
    def parse(cls, p):
        base = p.operand()
        offs, vecs, vtypes = cls._parse_indices(p)
        p.punct(",")
        pad = p.operand()
        mask = p.operand() if p.try_punct(",") else None
        props = parse_prop_dict(p, cls, ("indexing_maps",))
        attrs = parse_strict_attr_dict(p, cls)
        p.punct(":")
        bt = p.type()
        p.punct(",")
        vt = p.type()
        mt = None
        if mask is not None:
            p.punct(",")
            mt = p.type()
        vals = [p.resolve(base, bt)] + [p.resolve(o, index) for o in offs] + p.resolve_list(vecs, vtypes) + \
            [p.resolve(pad, bt.element_type if isinstance(bt, ShapedType) else bt)]
        if mask is not None:
            vals.append(p.resolve(mask, mt))
        props["operandSegmentSizes"] = _segments([1, len(offs), len(vecs), 1, 0 if mask is None else 1])
        return cls.create(vals, [vt], props, attrs)

    def print(self, p):
        p.w("iree_vector_ext.transfer_gather ")
        p.value(self.base)
        self._print_indices(p)
        p.w(", ")
        p.value(self.padding)
        if self.mask is not None:
            p.w(", ")
            p.value(self.mask)
        print_prop_dict(p, self, ("indexing_maps",))
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.base.type)
        p.w(", ")
        p.type(self.vector.type)
        if self.mask is not None:
            p.w(", ")
            p.type(self.mask.type)

    def interpret(self, base, *rest, vscale=1):
        offs, vecs, tail = _split(rest, len(self.offsets), len(self.index_vecs))
        pad = tail[0]
        mask = tail[1] if self.mask is not None else None
        shape = tuple(self.vector.type.shape)
        src, active = self._positions(shape, offs, vecs, mask)
        is_mem = isinstance(base, MemRef)
        data = base.to_numpy("iree_vector_ext.transfer_gather") if is_mem else np.asarray(base)
        ok = self._in_bounds(src, data.shape, active)
        out = np.full(shape, pad, dtype=np.asarray(pad).dtype)
        if ok.any():
            out[ok] = data[tuple(ix[ok] for ix in src)] if src else data[()]
        return out


@register_op
class TransferScatterOp(_IndexedVectorOp):
    name = "iree_vector_ext.transfer_scatter"
    base = operand(ANY_SHAPED)
    vector = operand(ANY_VECTOR)
    offsets = var_operand(INDEX)
    index_vecs = var_operand(INDEX_OR_INDEX_VECTOR)
    mask = opt_operand(I1_VECTOR)
    result_ = opt_result(ANY_SHAPED)

    def vector_type(self):
        return self.vector.type

    def verify_types(self):
        if self.base.type.element_type is not self.vector.type.element_type:
            raise VerifyError("failed to verify that all of {base, vector} have same element type")

    def verify_own(self):
        bt = self.base.type
        if isinstance(bt, RankedTensorType):
            if self.result_ is None:
                raise VerifyError("expected result for tensor operand")
            if self.result_.type is not bt:
                raise VerifyError("result type must match base type")
        elif self.result_ is not None:
            raise VerifyError("unexpected result for memref operand")

    @classmethod
    def parse(cls, p):
        vec = p.operand()
        p.op_keyword("into")
        base = p.operand()
        offs, vecs, vtypes = cls._parse_indices(p)
        mask = p.operand() if p.try_punct(",") else None
        props = parse_prop_dict(p, cls, ("indexing_maps",))
        attrs = parse_strict_attr_dict(p, cls)
        p.punct(":")
        vt = p.type()
        p.punct(",")
        bt = p.type()
        mt = None
        if mask is not None:
            p.punct(",")
            mt = p.type()
        rtypes = [p.type()] if p.try_punct("->") else []
        vals = [p.resolve(base, bt), p.resolve(vec, vt)] + [p.resolve(o, index) for o in offs] + \
            p.resolve_list(vecs, vtypes)
        if mask is not None:
            vals.append(p.resolve(mask, mt))
        props["operandSegmentSizes"] = _segments([1, 1, len(offs), len(vecs), 0 if mask is None else 1])
        return cls.create(vals, rtypes, props, attrs)

    def print(self, p):
        p.w("iree_vector_ext.transfer_scatter ")
        p.value(self.vector)
        p.w(" into ")
        p.value(self.base)
        self._print_indices(p)
        if self.mask is not None:
            p.w(", ")
            p.value(self.mask)
        print_prop_dict(p, self, ("indexing_maps",))
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.vector.type)
        p.w(", ")
        p.type(self.base.type)
        if self.mask is not None:
            p.w(", ")
            p.type(self.mask.type)
        if self.result_ is not None:
            p.w(" -> ")
            p.type(self.result_.type)

    def interpret(self, base, vec, *rest, vscale=1):
        offs, vecs, tail = _split(rest, len(self.offsets), len(self.index_vecs))
        mask = tail[0] if self.mask is not None else None
        vec = np.asarray(vec)
        src, active = self._positions(vec.shape, offs, vecs, mask)
        is_mem = isinstance(base, MemRef)
        data = base.to_numpy("iree_vector_ext.transfer_scatter") if is_mem else np.array(base, copy=True)
        ok = self._in_bounds(src, data.shape, active)
        if ok.any():
            if src:
                data[tuple(ix[ok] for ix in src)] = vec[ok]
            else:
                data[()] = vec[ok][-1]
        if is_mem:
            base.write_numpy(data, "iree_vector_ext.transfer_scatter")
            return None
        return data
