"""vector.transfer_read / vector.transfer_write on memrefs and tensors.

The permutation map sends source dims to vector dims (a result `0` broadcasts); element v of the
vector is at source index base[d] + v[r] for each result r = d_d. Reads of masked-off elements, and of
elements out of bounds along an `in_bounds = false` dim, give the padding value; writes of those elements
are dropped. An active element out of bounds along an `in_bounds = true` dim, or a non-vector index out of
range, is undefined behaviour: the interpreter raises InterpError. The mask is indexed in source-dim order
over the dims the map uses (upstream's inferTransferOpMaskType).
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError, MemRef
from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr
from ...ir.constraints import array_attr, array_of, bool_attr, stored_as
from ...ir.op import MemoryRead, MemoryWrite, Op, operand, opt_operand, opt_result, prop, register_op, result, \
    var_operand
from ...ir.types import MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType, VectorType, \
    i1, index
from ...ir.uniqued import VerifyError


def _fmt(t) -> str:
    return t.render()


def _source_rank(t) -> int:
    return len(t.shape)


def _effective_vector_rank(src_t, vec_t) -> int:
    """upstream's getEffectiveVectorRankForXferOp: the vector's rank less the rank of a vector
    element type of the source (``memref<4xvector<2x4xf32>>`` moves ``vector<3x2x4xf32>`` by one dim)."""
    e = src_t.element_type
    return len(vec_t.shape) - (len(e.shape) if isinstance(e, VectorType) else 0)


def _minor_identity(src_t, vec_t) -> AffineMap:
    return AffineMap.minor_identity(_source_rank(src_t), _effective_vector_rank(src_t, vec_t))


def _bits(t) -> int:
    """DataLayout::getTypeSizeInBits for transfer element types (index counts 64 bits)."""
    w = getattr(t, "width", None)
    return 64 if w is None else w


def mask_type_for(vec_t: VectorType, pmap: AffineMap) -> VectorType | None:
    """upstream's inferTransferOpMaskType: the vector dims of the used source dims, in source order."""
    shape, scal = [], []
    for d in range(pmap.num_dims):
        for r, e in enumerate(pmap.results):
            if isinstance(e, AffineDimExpr) and e.position == d:
                shape.append(vec_t.shape[r])
                scal.append(vec_t.scalable[r])
    if not shape:  # masks are never 0-d: a broadcast-only map takes a one-element mask
        shape, scal = [1], [False]
    return VectorType(tuple(shape), i1, tuple(scal))


def _is_false_array(a) -> bool:
    return isinstance(a, ArrayAttr) and all(not bool(x.value) for x in a.value)


class _TransferOp(Op):
    is_write = False

    def memory_effect_free(self) -> bool:
        """Transfers on tensors have no memory effects (upstream's getEffects models memrefs only)."""
        return isinstance(self.operands[1 if self.is_write else 0].type, RankedTensorType)

    @classmethod
    def parse(cls, p):
        vref = None
        if cls.is_write:
            vref = p.operand()
            p.punct(",")
        src = p.operand()
        idx = p.delimited_operands("[", "]")
        pad = None
        if not cls.is_write:
            p.punct(",")
            pad = p.operand()
        mask = None
        if p.try_punct(","):
            mask = p.operand()
        attrs = p.optional_attr_dict()
        colon = p.skip()  # upstream's typesLoc: the ':' before the type list
        p.punct(":")
        types = p.type_list()
        err = p._custom_prefix()
        if len(types) != 2:
            raise p.error(err + "requires two types", colon)
        vec_t, src_t = (types[0], types[1]) if cls.is_write else (types[1], types[0])
        # upstream checks the first type first: the vector for a write, the source for a read
        checks = [(isinstance(src_t, (MemRefType, RankedTensorType)), "requires memref or ranked tensor type"),
                  (isinstance(vec_t, VectorType), "requires vector type")]
        for ok, msg in (checks[::-1] if cls.is_write else checks):
            if not ok:
                raise p.error(err + msg, colon)
        props = {}
        pm = attrs.pop("permutation_map", None)
        if pm is None:
            if not 0 <= _effective_vector_rank(src_t, vec_t) <= _source_rank(src_t):
                raise p.error(f"custom op '{cls.name}' expected a custom permutation_map when "
                              "rank(source) != rank(destination)", colon)
            pm = AffineMapAttr(_minor_identity(src_t, vec_t))
        props["permutation_map"] = pm
        pmap = pm.value if isinstance(pm, AffineMapAttr) else None
        ib = attrs.pop("in_bounds", None)
        if ib is None:
            n = pmap.num_results if pmap is not None else len(vec_t.shape)
            ib = ArrayAttr([BoolAttr(False)] * n)
        props["in_bounds"] = ib
        vals = []
        if cls.is_write:
            vals.append(p.resolve(vref, vec_t))
        vals.append(p.resolve(src, src_t))
        vals += p.resolve_list(idx, [index] * len(idx))
        if pad is not None:
            vals.append(p.resolve(pad, src_t.element_type))
        if mask is not None:
            if isinstance(src_t.element_type, VectorType):
                raise p.error(err + "does not support masks with vector element type", mask[2])
            if pmap is None:
                raise p.error("expected a valid permutation_map", colon)
            if len(vec_t.shape) != pmap.num_results:
                raise p.error(err + "expected the same rank for the vector and the results of the permutation "
                              "map", colon)
            vals.append(p.resolve(mask, mask_type_for(vec_t, pmap)))
        segs = ([1, 1, len(idx), 1 if mask is not None else 0] if cls.is_write
                else [1, len(idx), 1, 1 if mask is not None else 0])
        from ...ir.attrs import DenseArrayAttr
        from ...ir.types import i32

        props["operandSegmentSizes"] = DenseArrayAttr(i32, segs)
        rtypes = [src_t] if cls.is_write and isinstance(src_t, RankedTensorType) else ([] if cls.is_write else [vec_t])
        return cls.create(vals, rtypes, props, attrs)

    def print(self, p):
        p.w(self.name + " ")
        if self.is_write:
            p.value(self.valueToStore)
            p.w(", ")
        p.value(self.base)
        p.w("[")
        p.values(self.indices)
        p.w("]")
        if not self.is_write:
            p.w(", ")
            p.value(self.padding)
        if self.mask is not None:
            p.w(", ")
            p.value(self.mask)
        d = dict(self.attributes)
        pm = self.permutation_map
        vt = self.vector_type()
        if pm is not None and not (isinstance(pm, AffineMapAttr) and pm.value.is_minor_identity()):
            d["permutation_map"] = pm
        ib = self.properties.get("in_bounds")
        if ib is not None and not _is_false_array(ib):
            d["in_bounds"] = ib
        p.attr_dict(d)
        p.w(" : ")
        if self.is_write:
            p.type(vt)
            p.w(", ")
            p.type(self.base.type)
        else:
            p.type(self.base.type)
            p.w(", ")
            p.type(vt)

    def vector_type(self):
        raise NotImplementedError

    def _pmap(self) -> AffineMap:
        return self.permutation_map.value

    def verify_(self):
        st, vt = self.base.type, self.vector_type()
        ranked = isinstance(st, (MemRefType, RankedTensorType))
        if not ranked and not isinstance(st, (UnrankedMemRefType, UnrankedTensorType)):
            raise VerifyError(f"operand #{1 if self.is_write else 0} must be shaped of any type values, but got "
                              f"'{_fmt(st)}'")
        rank = len(st.shape) if ranked else 0  # upstream reads an unranked shape as rank 0 here
        if len(self.indices) != rank:
            raise VerifyError(f"requires {rank} indices")
        pm = self.permutation_map
        if not isinstance(pm, AffineMapAttr):
            raise VerifyError("attribute 'permutation_map' failed to satisfy constraint: AffineMap attribute")
        pmap = pm.value
        et = st.element_type
        if self.is_write and any(isinstance(e, AffineConstantExpr) and e.value == 0 for e in pmap.results):
            raise VerifyError("should not have broadcast dimensions")
        if not ranked:
            raise VerifyError("requires source to be a memref or ranked tensor type")
        # upstream's verifyTransferOp: the minor 1-D bitwidths, then the ranks the map covers
        if isinstance(et, VectorType):
            # a source of vectors: the permutation map places only the vector's leading dims
            if (_bits(vt.element_type) * vt.shape[-1]) % (_bits(et.element_type) * et.shape[-1]) != 0:
                raise VerifyError("requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                                  "bitwidth of the minor 1-D vector of the source")
            if len(et.shape) > len(vt.shape):
                raise VerifyError("requires source vector element and vector result ranks to match.")
            if pmap.num_results != len(vt.shape) - len(et.shape):
                raise VerifyError("requires a permutation_map with result dims of the same rank as the vector type")
            if self.mask is not None:
                raise VerifyError("does not support masks with vector element type")
        else:
            minor = vt.shape[-1] if vt.shape else 1
            if (_bits(vt.element_type) * minor) % _bits(et) != 0:
                raise VerifyError("requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                                  "bitwidth of the source element type")
            if pmap.num_results != len(vt.shape):
                raise VerifyError("requires a permutation_map with result dims of the same rank as the vector type")
        if pmap.num_symbols != 0:
            raise VerifyError("requires permutation_map without symbols")
        if pmap.num_dims != rank:
            raise VerifyError("requires a permutation_map with input dims of the same rank as the source type")
        if self.mask is not None:
            want = mask_type_for(vt, pmap)
            if self.mask.type is not want:
                raise VerifyError(f"inferred mask type ('{_fmt(want)}') and mask operand type "
                                  f"('{_fmt(self.mask.type)}') don't match")
        ib = self.properties.get("in_bounds")
        if isinstance(ib, ArrayAttr) and len(ib.value) != pmap.num_results:
            raise VerifyError("expects the in_bounds attr of same rank as permutation_map results: "
                              f"{AffineMapAttr(pmap).render()} vs inBounds of size: {len(ib.value)}")
        if not self.is_write and isinstance(et, VectorType) and self.padding.type is not et:
            raise VerifyError("requires source element type and padding type to match.")
        if not self.is_write and not isinstance(et, VectorType) and self.padding.type is not et:
            raise VerifyError("requires formal padding and source of the same elemental type")
        # upstream's verifyPermutationMap: each result a dim or the constant 0, no dim twice; broadcast
        # zeros may make the vector rank exceed the source rank (affine_map<(d0, d1) -> (d1, 0, d0)>)
        seen = set()
        for e in pmap.results:
            if isinstance(e, AffineConstantExpr) and e.value == 0:
                continue
            if not isinstance(e, AffineDimExpr):
                raise VerifyError("requires a projected permutation_map (at most one dim or the zero constant can "
                                  "appear in each result)")
            if e.position in seen:
                raise VerifyError("requires a permutation_map that is a permutation (found one dim used more than "
                                  "once)")
            seen.add(e.position)

    def _index_grid(self, shape, base, src_shape, mask_val):
        """For each vector element, the source index (n-D array per source dim) and whether the lane
        accesses the source: it is active (mask) and inside the source along every in_bounds=false dim.

        An accessed lane outside the source along an in_bounds=true dim, or a non-vector index out of
        range while some lane is accessed, is undefined behaviour and raises InterpError (upstream's
        in_bounds contract). Masked-off lanes, and lanes that run out along an in_bounds=false dim (they
        read the padding / are not written), never access the source, so they never count."""
        pmap = self._pmap()
        grid = np.indices(shape, dtype=np.int64) if shape else np.zeros((0,), dtype=np.int64)
        src_idx = [np.full(shape, int(b), dtype=np.int64) for b in base]
        vec_dim = {}  # source dim -> the vector dim that walks it
        for r, e in enumerate(pmap.results):
            if isinstance(e, AffineDimExpr):
                src_idx[e.position] = src_idx[e.position] + grid[r]
                vec_dim[e.position] = r
        ok = np.ones(shape, dtype=bool) if mask_val is None else self._expand_mask(shape, mask_val).copy()
        ib = self._in_bounds_flags()
        strict = []
        for d, ix in enumerate(src_idx):
            r = vec_dim.get(d)
            if r is not None and not ib[r]:
                ok &= (ix >= 0) & (ix < src_shape[d])
            else:
                strict.append(d)
        for d in strict:
            bad = ok & ((src_idx[d] < 0) | (src_idx[d] >= src_shape[d]))
            if bad.any():
                self._report_out_of_bounds(d, vec_dim.get(d), src_idx[d], bad, src_shape[d])
        return src_idx, ok

    def _in_bounds_flags(self) -> list[bool]:
        ib = self.properties.get("in_bounds")
        n = self._pmap().num_results
        if not isinstance(ib, ArrayAttr):
            return [False] * n
        return [bool(x.value) for x in ib.value]

    def _report_out_of_bounds(self, d, r, ix, bad, size):
        lane = [int(c) for c in np.argwhere(bad)[0]] if bad.ndim else []
        i = int(ix[tuple(lane)]) if bad.ndim else int(ix)
        if r is None:
            why = "a non-vector dimension, which must always be in bounds"
        else:
            why = f"along vector dimension {r}, which is marked in_bounds; lane {lane}"
        raise InterpError(f"{self.name}: index {i} is out of bounds for source dimension {d} of size {size} "
                          f"({why})")

    def _expand_mask(self, shape, mask_val):
        pmap = self._pmap()
        m = np.asarray(mask_val, dtype=bool)
        used = []
        for d in range(pmap.num_dims):
            for r, e in enumerate(pmap.results):
                if isinstance(e, AffineDimExpr) and e.position == d:
                    used.append(r)
        grid = np.indices(shape, dtype=np.int64)
        return m[tuple(grid[r] for r in used)] if used else np.broadcast_to(m, shape)


@register_op
class TransferReadOp(_TransferOp):
    name = "vector.transfer_read"
    traits = frozenset({MemoryRead})
    base = operand()
    indices = var_operand()
    padding = operand()
    mask = opt_operand()
    vector = result()
    permutation_map = prop(storage=stored_as(AffineMapAttr), desc="AffineMap attribute")
    in_bounds = prop(storage=array_attr, check=array_of(bool_attr), desc="1-bit boolean array attribute")

    def vector_type(self):
        return self.vector.type

    def fold(self, consts):
        from .canonicalize_transfer import fold_transfer_read
        return fold_transfer_read(self, consts)

    def interpret_masked(self, mask, passthru, src, *rest, vscale=1):
        """Under vector.mask: masked-off lanes take the pass-through when given, else the padding."""
        out = self.interpret(src, *rest, vscale=vscale, mask_override=mask)
        if passthru is not None:
            out = np.where(self._expand_mask(out.shape, mask), out, np.asarray(passthru))
        return out

    def interpret(self, src, *rest, vscale=1, mask_override=None):
        n = len(self.indices)
        idx, pad = rest[:n], rest[n]
        mask_val = rest[n + 1] if self.mask is not None else mask_override
        shape = self.vector.type.concrete_shape(vscale)
        if isinstance(src, MemRef):
            src._check_live("vector.transfer_read")
            src_shape = src.shape
        else:
            src = np.asarray(src)
            src_shape = src.shape
        src_idx, ok = self._index_grid(shape, idx, src_shape, mask_val)
        dt = np.asarray(pad).dtype
        out = np.full(shape, pad, dtype=dt)
        if ok.any():
            sel = [ix[ok] for ix in src_idx]
            if isinstance(src, MemRef):
                lin = src.offset + sum(s * np.asarray(ix) for s, ix in zip(src.strides, sel)) if sel \
                    else np.full(int(ok.sum()), src.offset)
                out[ok] = src.buffer.data[lin]
            else:
                out[ok] = src[tuple(sel)] if sel else src[()]
        return out


@register_op
class TransferWriteOp(_TransferOp):
    name = "vector.transfer_write"
    traits = frozenset({MemoryWrite})
    is_write = True
    valueToStore = operand()
    base = operand()
    indices = var_operand()
    mask = opt_operand()
    result_ = opt_result()
    permutation_map = prop(storage=stored_as(AffineMapAttr), desc="AffineMap attribute")
    in_bounds = prop(storage=array_attr, check=array_of(bool_attr), desc="1-bit boolean array attribute")

    def vector_type(self):
        return self.valueToStore.type

    def fold(self, consts):
        from .canonicalize_transfer import fold_transfer_write
        return fold_transfer_write(self, consts)

    def interpret_masked(self, mask, passthru, v, dst, *rest, vscale=1):
        return self.interpret(v, dst, *rest, vscale=vscale, mask_override=mask)

    def interpret(self, v, dst, *rest, vscale=1, mask_override=None):
        n = len(self.indices)
        idx = rest[:n]
        mask_val = rest[n] if self.mask is not None else mask_override
        v = np.asarray(v)
        shape = v.shape
        is_mem = isinstance(dst, MemRef)
        if is_mem:
            dst._check_live("vector.transfer_write")
            src_shape = dst.shape
        else:
            dst = np.array(dst, copy=True)
            src_shape = dst.shape
        src_idx, ok = self._index_grid(shape, idx, src_shape, mask_val)
        if ok.any():
            sel = [ix[ok] for ix in src_idx]
            vals = v[ok]
            if is_mem:
                lin = dst.offset + sum(s * np.asarray(ix) for s, ix in zip(dst.strides, sel)) if sel \
                    else np.full(int(ok.sum()), dst.offset)
                dst.buffer.data[lin] = vals
            else:
                if sel:
                    dst[tuple(sel)] = vals
                else:
                    dst[()] = vals[-1]
        return None if is_mem else dst
