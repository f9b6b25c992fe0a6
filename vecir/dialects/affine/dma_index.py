"""affine.dma_start / affine.dma_wait (asynchronous copies with affine subscripts) and the index
arithmetic ops affine.delinearize_index / affine.linearize_index.

    affine.dma_start %src[%i, %j], %dst[%k], %tag[%c0], %n, %stride, %per_stride : memref<..>, memref<..>, memref<..>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %q:2 = affine.delinearize_index %x into (%n, 8) : index, index
    %y = affine.linearize_index disjoint [%a, %b] by (%n, 8) : index

The interpreter performs a DMA eagerly at dma_start (row-major element order, the stride applying
to the memref in the lower memory space), so dma_wait has nothing left to do.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import AffineMapAttr, BoolAttr, DenseArrayAttr, IntegerAttr, UnitAttr
from ...ir.constraints import dense_array, stored_as
from ...ir.op import MemoryRead, MemoryWrite, Op, Pure, operand, prop, register_op, result, var_operand, var_result
from ...ir.types import DYNAMIC, IndexType, MemRefType, i32, i64, index
from ...ir.uniqued import VerifyError
from .._static_dynamic import parse_dynamic_index_list, render_dynamic_index_list
from ..scf.common import name_pos, op_error
from ._common import get_affine_scope, is_valid_dim, map_attr, parse_map_of_ssa_ids, print_map_of_ssa_ids
from .apply import index_values


def _memory_space(t: MemRefType) -> int:
    ms = getattr(t, "memory_space", None)
    v = getattr(ms, "value", 0) if ms is not None else 0
    return v if isinstance(v, int) else 0


@register_op
class DmaStartOp(Op):
    name = "affine.dma_start"
    traits = frozenset({MemoryRead, MemoryWrite})
    dst_map = prop(storage=stored_as(AffineMapAttr))
    src_map = prop(storage=stored_as(AffineMapAttr))
    tag_map = prop(storage=stored_as(AffineMapAttr))
    operands_ = var_operand()

    # operand layout: src, src indices, dst, dst indices, tag, tag indices, num, [stride, per stride]
    def _layout(self):
        ns = map_attr(self, "src_map").num_inputs
        nd = map_attr(self, "dst_map").num_inputs
        nt = map_attr(self, "tag_map").num_inputs
        ops = self.operands
        s = 0
        src, src_idx = ops[s], ops[s + 1:s + 1 + ns]
        s += 1 + ns
        dst, dst_idx = ops[s], ops[s + 1:s + 1 + nd]
        s += 1 + nd
        tag, tag_idx = ops[s], ops[s + 1:s + 1 + nt]
        s += 1 + nt
        return src, src_idx, dst, dst_idx, tag, tag_idx, ops[s:]

    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        refs, maps = [], []
        for k in range(3):
            if k:
                p.punct(",")
            refs.append(p.operand())
            maps.append(parse_map_of_ssa_ids(p))
        p.punct(",")
        num = p.operand()
        extra = []
        while p.try_punct(","):
            extra.append(p.operand())
        if extra and len(extra) != 2:
            raise op_error(p, cls, "expected two stride related operands", npos)
        p.punct(":")
        types = p.type_list()
        if len(types) != 3:
            raise op_error(p, cls, "expected three types", npos)
        ops = []
        for ref, (m, idx), t in zip(refs, maps, types):
            ops += [p.resolve(ref, t)] + idx
        ops.append(p.resolve(num, index))
        ops += [p.resolve(r, index) for r in extra]
        props = {"src_map": AffineMapAttr(maps[0][0]), "dst_map": AffineMapAttr(maps[1][0]),
                 "tag_map": AffineMapAttr(maps[2][0])}
        return cls.create(ops, [], props, {})

    def print(self, p):
        src, si, dst, di, tag, ti, rest = self._layout()
        p.w(self.name + " ")
        for k, (m, idx, name) in enumerate(((src, si, "src_map"), (dst, di, "dst_map"), (tag, ti, "tag_map"))):
            if k:
                p.w(", ")
            p.w(p.value_name(m) + "[")
            print_map_of_ssa_ids(p, map_attr(self, name), idx)
            p.w("]")
        p.w(", ")
        p.values(rest)
        p.w(" : ")
        p.types([src.type, dst.type, tag.type])

    def verify_invariants_(self):
        for name in ("dst_map", "src_map", "tag_map"):
            if not isinstance(self.properties.get(name), AffineMapAttr):
                raise VerifyError(f"requires attribute '{name}'")
        src, si, dst, di, tag, ti, rest = self._layout()
        if not isinstance(src.type, MemRefType):
            raise VerifyError("expected DMA source to be of memref type")
        if not isinstance(dst.type, MemRefType):
            raise VerifyError("expected DMA destination to be of memref type")
        if not isinstance(tag.type, MemRefType):
            raise VerifyError("expected DMA tag to be of memref type")
        if len(rest) not in (1, 3):
            raise VerifyError("incorrect number of operands")
        scope = get_affine_scope(self)
        for idxs, what in ((si, "src"), (di, "dst"), (ti, "tag")):
            for v in idxs:
                if not isinstance(v.type, IndexType):
                    raise VerifyError(f"{what} index to dma_start must have 'index' type")
                if not is_valid_dim(v, scope):
                    raise VerifyError(f"{what} index must be a valid dimension or symbol identifier")

    def fold(self, consts):
        from ..memref.views import fold_memref_cast

        return fold_memref_cast(self)

    def interpret(self, *vals, vscale=1):
        from ..memref._util import as_memref

        src, si, dst, di, tag, ti, rest = self._layout()
        k = 0
        out = []
        for m_val, idx, name in ((src, si, "src_map"), (dst, di, "dst_map"), (tag, ti, "tag_map")):
            n = len(idx)
            mem = vals[k]
            iv = index_values(vals[k + 1:k + 1 + n])
            amap = map_attr(self, name)
            out.append((as_memref(mem), amap.evaluate(iv[:amap.num_dims], iv[amap.num_dims:])))
            k += 1 + n
        (sm, spos), (dm, dpos) = out[0], out[1]
        num = int(vals[k])
        strided = len(rest) == 3
        stride, per = (int(vals[k + 1]), int(vals[k + 2])) if strided else (num, num)
        if per <= 0:
            raise InterpError("affine.dma_start: elements per stride must be positive")
        s0 = int(np.ravel_multi_index(spos, sm.shape)) if sm.shape else 0
        d0 = int(np.ravel_multi_index(dpos, dm.shape)) if dm.shape else 0
        src_slow = _memory_space(src.type) <= _memory_space(dst.type)
        for e in range(num):
            chunk, within = divmod(e, per)
            s = s0 + (chunk * stride + within if strided and src_slow else e)
            d = d0 + (chunk * stride + within if strided and not src_slow else e)
            sp = np.unravel_index(s, sm.shape) if sm.shape else ()
            dp = np.unravel_index(d, dm.shape) if dm.shape else ()
            dm.store([int(x) for x in dp], sm.load([int(x) for x in sp], "affine.dma_start"), "affine.dma_start")


@register_op
class DmaWaitOp(Op):
    name = "affine.dma_wait"
    traits = frozenset({MemoryRead})
    tag_map = prop(storage=stored_as(AffineMapAttr))
    operands_ = var_operand()

    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        ref = p.operand()
        m, idx = parse_map_of_ssa_ids(p)
        p.punct(",")
        num = p.operand()
        p.punct(":")
        t = p.type()
        ops = [p.resolve(ref, t)] + idx + [p.resolve(num, index)]
        if not isinstance(t, MemRefType):
            raise op_error(p, cls, "expected tag to be of memref type", npos)
        return cls.create(ops, [], {"tag_map": AffineMapAttr(m)}, {})

    def print(self, p):
        m = map_attr(self, "tag_map")
        tag = self.operand(0)
        idx = self.operands[1:1 + m.num_inputs]
        p.w(self.name + " " + p.value_name(tag) + "[")
        print_map_of_ssa_ids(p, m, idx)
        p.w("], " + p.value_name(self.operands[-1]) + " : ")
        p.type(tag.type)

    def verify_invariants_(self):
        if not isinstance(self.properties.get("tag_map"), AffineMapAttr):
            raise VerifyError("requires attribute 'tag_map'")
        if not isinstance(self.operand(0).type, MemRefType):
            raise VerifyError("expected DMA tag to be of memref type")
        scope = get_affine_scope(self)
        for v in self.operands[1:1 + map_attr(self, "tag_map").num_inputs]:
            if not isinstance(v.type, IndexType):
                raise VerifyError("index to dma_wait must have 'index' type")
            if not is_valid_dim(v, scope):
                raise VerifyError("index must be a valid dimension or symbol identifier")

    def fold(self, consts):
        from ..memref.views import fold_memref_cast

        return fold_memref_cast(self)

    def interpret(self, *vals, vscale=1):
        return None


# ------------------------------------------------------------------------------------------------
# index arithmetic


def _basis_values(statics, dyn) -> list[int]:
    dyn = list(dyn)
    out = []
    for s in statics:
        out.append(int(dyn.pop(0)) if s == DYNAMIC else s)
    return out


def _check_basis(statics) -> None:
    if any(s != DYNAMIC and s <= 0 for s in statics):
        raise VerifyError("no basis element may be statically non-positive")


@register_op
class DelinearizeIndexOp(Op):
    name = "affine.delinearize_index"
    traits = frozenset({Pure})
    static_basis = prop(storage=dense_array(i64))
    linear_index = operand()
    dynamic_basis = var_operand()
    results_ = var_result()

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        p.op_keyword("into")
        refs, statics = parse_dynamic_index_list(p, "(", ")", cls.name)
        attrs = p.optional_attr_dict()
        p.punct(":")
        types = p.type_list()
        ops = [p.resolve(ref, index)] + [p.resolve(r, index) for r in refs]
        return cls.create(ops, types, {"static_basis": DenseArrayAttr(i64, statics)}, attrs)

    def print(self, p):
        statics = self.properties["static_basis"].value
        p.w(self.name + " " + p.value_name(self.linear_index) + " into ")
        p.w(render_dynamic_index_list(p, self.dynamic_basis, statics, "(", ")"))
        p.op_attr_dict(self, ("static_basis",))
        p.w(" : ")
        p.types(self.result_types)

    def verify_(self):
        statics = self.properties["static_basis"].value
        n = len(statics)
        if len(self.results) not in (n, n + 1) or not self.results:
            raise VerifyError("should return an index for each basis element and up to one extra index")
        if sum(1 for s in statics if s == DYNAMIC) != len(self.dynamic_basis):
            raise VerifyError("mismatch between dynamic and static basis (kDynamic marker but no corresponding "
                              "dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite")
        _check_basis(statics)

    def interpret(self, x, *dyn, vscale=1):
        basis = _basis_values(self.properties["static_basis"].value, dyn)
        if len(self.results) == len(basis) + 1:
            basis = [None] + basis
        x = int(x)
        out = []
        for b in reversed(basis[1:]):
            if b <= 0:
                raise InterpError(f"affine.delinearize_index basis element {b} is not positive")
            x, r = divmod(x, b)
            out.append(r)
        out.append(x)
        return tuple(np.int64(v) for v in reversed(out)) if len(out) > 1 else np.int64(out[0])


@register_op
class LinearizeIndexOp(Op):
    name = "affine.linearize_index"
    traits = frozenset({Pure})
    disjoint = prop(default=BoolAttr(False), populate=True)
    static_basis = prop(storage=dense_array(i64))
    multi_index = var_operand()
    dynamic_basis = var_operand()
    result_ = result()

    @classmethod
    def parse(cls, p):
        from ...ir.attrs import unit

        props = {}
        if p.try_keyword("disjoint"):
            props["disjoint"] = unit
        refs = p.operand_list("[", "]")
        p.op_keyword("by")
        brefs, statics = parse_dynamic_index_list(p, "(", ")", cls.name)
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = p.type()
        ops = [p.resolve(r, index) for r in refs] + [p.resolve(r, index) for r in brefs]
        props["static_basis"] = DenseArrayAttr(i64, statics)
        props["operandSegmentSizes"] = DenseArrayAttr(i32, [len(refs), len(brefs)])
        return cls.create(ops, [t], props, attrs)

    def print(self, p):
        p.w(self.name)
        if isinstance(self.properties.get("disjoint"), UnitAttr):
            p.w(" disjoint")
        p.w(" [")
        p.values(self.multi_index)
        p.w("] by ")
        p.w(render_dynamic_index_list(p, self.dynamic_basis, self.properties["static_basis"].value, "(", ")"))
        p.op_attr_dict(self, ("disjoint", "static_basis", "operandSegmentSizes"))
        p.w(" : ")
        p.type(self.results[0].type)

    def verify_(self):
        statics = self.properties["static_basis"].value
        n = len(self.multi_index)
        if len(statics) not in (n, n - 1):
            raise VerifyError("should be passed a basis element for each index except possibly the first")

    def interpret(self, *vals, vscale=1):
        n = len(self.multi_index)
        idx = [int(v) for v in vals[:n]]
        basis = _basis_values(self.properties["static_basis"].value, vals[n:])
        if len(basis) == n:
            basis = basis[1:]
        acc = 0
        for i, x in enumerate(idx):
            stride = 1
            for b in basis[i:]:
                stride *= b
            acc += x * stride
        return np.int64(acc)
