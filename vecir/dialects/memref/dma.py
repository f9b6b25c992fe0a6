"""DMA and aliasing ops: dma_start, dma_wait, distinct_objects.

``dma_start`` copies ``num_elements`` elements, in row-major order, from the source position to the
destination position (with a stride: chunks of ``elements_per_stride`` source elements every
``stride`` elements); the interpreter runs it to completion at once and stores nothing in the tag, so
``dma_wait`` only checks its tag index. ``distinct_objects`` returns its operands.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.op import MemoryRead, MemoryWrite, Pure, register_op, var_operand, var_result
from ...ir.types import IndexType, MemRefType, index
from ...ir.uniqued import VerifyError
from ._util import MemRefOp, as_memref, name_pos, op_error, q, strict_attr_dict


def _rank(t) -> int:
    return len(t.shape) if isinstance(t, MemRefType) else 0


@register_op
class DmaStartOp(MemRefOp):
    """`memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] (, %stride, %per)? : src, dst, tag types`."""

    name = "memref.dma_start"
    traits = frozenset({MemoryRead, MemoryWrite})
    operands_ = var_operand()

    # accessors by rank, as upstream computes them
    @property
    def src_rank(self) -> int:
        return _rank(self.operands[0].type)

    @property
    def dst_index(self) -> int:
        return 1 + self.src_rank

    @property
    def dst_rank(self) -> int:
        return _rank(self.operands[self.dst_index].type)

    @property
    def num_elements_index(self) -> int:
        return self.dst_index + 1 + self.dst_rank

    @property
    def tag_index(self) -> int:
        return self.num_elements_index + 1

    @property
    def is_strided(self) -> bool:
        ops = self.operands
        return len(ops) != self.tag_index + 1 + _rank(ops[self.tag_index].type)

    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        src = p.operand()
        src_idx = p.operand_list("[", "]")
        p.punct(",")
        dst = p.operand()
        dst_idx = p.operand_list("[", "]")
        p.punct(",")
        n = p.operand()
        p.punct(",")
        tag = p.operand()
        tag_idx = p.operand_list("[", "]")
        stride = []
        while p.try_punct(","):
            stride.append(p.operand())
        if stride and len(stride) != 2:
            raise op_error(p, cls, "expected two stride related operands", npos)
        p.punct(":")
        types = p.type_list()
        if len(types) != 3:
            raise op_error(p, cls, "fewer/more types expected", npos)
        vals = [p.resolve(src, types[0])] + p.resolve_list(src_idx, [index] * len(src_idx))
        vals += [p.resolve(dst, types[1])] + p.resolve_list(dst_idx, [index] * len(dst_idx))
        vals += [p.resolve(n, index), p.resolve(tag, types[2])] + p.resolve_list(tag_idx, [index] * len(tag_idx))
        vals += p.resolve_list(stride, [index] * len(stride))
        return cls.create(vals, [], {}, {})

    def print(self, p):
        ops = self.operands
        d, t = self.dst_index, self.tag_index
        p.w("memref.dma_start ")
        p.value(ops[0])
        p.w("[")
        p.values(ops[1:d])
        p.w("], ")
        p.value(ops[d])
        p.w("[")
        p.values(ops[d + 1:t - 1])
        p.w("], ")
        p.value(ops[t - 1])
        p.w(", ")
        p.value(ops[t])
        p.w("[")
        tr = _rank(ops[t].type)
        p.values(ops[t + 1:t + 1 + tr])
        p.w("]")
        if self.is_strided:
            p.w(", ")
            p.values(ops[t + 1 + tr:])
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.types([ops[0].type, ops[d].type, ops[t].type])

    def verify_(self):
        ops = self.operands
        n = len(ops)
        if n < 4:
            raise VerifyError("expected at least 4 operands")

        def all_index(vs):
            return all(isinstance(v.type, IndexType) for v in vs)

        if not isinstance(ops[0].type, MemRefType):
            raise VerifyError("expected source to be of memref type")
        sr = self.src_rank
        if n < sr + 4:
            raise VerifyError(f"expected at least {sr + 4} operands")
        if not all_index(ops[1:1 + sr]):
            raise VerifyError("expected source indices to be of index type")
        d = self.dst_index
        if not isinstance(ops[d].type, MemRefType):
            raise VerifyError("expected destination to be of memref type")
        expected = sr + self.dst_rank + 4
        if n < expected:
            raise VerifyError(f"expected at least {expected} operands")
        if not all_index(ops[d + 1:d + 1 + self.dst_rank]):
            raise VerifyError("expected destination indices to be of index type")
        if not isinstance(ops[self.num_elements_index].type, IndexType):
            raise VerifyError("expected num elements to be of index type")
        t = self.tag_index
        if not isinstance(ops[t].type, MemRefType):
            raise VerifyError("expected tag to be of memref type")
        tr = _rank(ops[t].type)
        expected += tr
        if n < expected:
            raise VerifyError(f"expected at least {expected} operands")
        if not all_index(ops[t + 1:t + 1 + tr]):
            raise VerifyError("expected tag indices to be of index type")
        if n != expected and n != expected + 2:
            raise VerifyError("incorrect number of operands")
        if self.is_strided and not all_index(ops[-2:]):
            raise VerifyError("expected stride and num elements per stride to be of type index")

    def fold(self, consts):
        from .views import fold_memref_cast

        return fold_memref_cast(self)

    def interpret(self, *args, vscale=1):
        d, t = self.dst_index, self.tag_index
        src, dst, tag = as_memref(args[0]), as_memref(args[d]), as_memref(args[t])
        sidx, didx = args[1:d], args[d + 1:t - 1]
        n = int(args[t - 1])
        tr = _rank(self.operands[t].type)
        tag.linear_index(args[t + 1:t + 1 + tr], "dma_start tag")
        flat_src = src.to_numpy("dma_start").reshape(-1)
        s0 = int(np.ravel_multi_index([int(i) for i in sidx], src.shape)) if src.shape else 0
        d0 = int(np.ravel_multi_index([int(i) for i in didx], dst.shape)) if dst.shape else 0
        if self.is_strided:
            stride, per = int(args[-2]), int(args[-1])
            pos = []
            k = 0
            while len(pos) < n:
                pos.extend(range(s0 + k * stride, s0 + k * stride + per))
                k += 1
            pos = pos[:n]
        else:
            pos = list(range(s0, s0 + n))
        if pos and (pos[-1] >= flat_src.size or max(pos) >= flat_src.size):
            raise InterpError(f"dma_start: {n} elements from source position {s0} exceed the source")
        if d0 + n > int(np.prod(dst.shape)):
            raise InterpError(f"dma_start: {n} elements at destination position {d0} exceed the destination")
        flat_dst = dst.to_numpy("dma_start").reshape(-1)
        flat_dst[d0:d0 + n] = flat_src[pos]
        dst.write_numpy(flat_dst.reshape(dst.shape), "dma_start")


@register_op
class DmaWaitOp(MemRefOp):
    """`memref.dma_wait %tag[%i], %n : memref<1xi32>`."""

    name = "memref.dma_wait"
    traits = frozenset({MemoryRead, MemoryWrite})
    tag_memref = var_operand()  # tag, tag indices..., num_elements

    @classmethod
    def parse(cls, p):
        tag = p.operand()
        idx = p.operand_list("[", "]")
        p.punct(",")
        n = p.operand()
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        from ._util import memref_type

        t = memref_type(p, cls)
        vals = [p.resolve(tag, t)] + p.resolve_list(idx, [index] * len(idx)) + [p.resolve(n, index)]
        return cls.create(vals, [], {}, attrs)

    def print(self, p):
        ops = self.operands
        p.w("memref.dma_wait ")
        p.value(ops[0])
        p.w("[")
        p.values(ops[1:-1])
        p.w("], ")
        p.value(ops[-1])
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(ops[0].type)

    def verify_(self):
        ops = self.operands
        if len(ops) < 2:  # ODS: the tag, variadic tag indices, the element count
            raise VerifyError(f"expected 2 or more operands, but found {len(ops)}")
        t = ops[0].type
        if not isinstance(t, MemRefType):
            raise VerifyError(f"operand #0 must be memref of any non-token type values, but got {q(t)}")
        for k, v in enumerate(ops[1:], 1):
            if not isinstance(v.type, IndexType):
                raise VerifyError(f"operand #{k} must be index, but got {q(v.type)}")
        n, r = len(ops) - 2, len(t.shape)
        if n != r:
            raise VerifyError(f"expected tagIndices to have the same number of elements as the tagMemRef rank, "
                              f"expected {r}, but got {n}")

    def fold(self, consts):
        from .views import fold_memref_cast

        return fold_memref_cast(self)

    def interpret(self, tag, *rest, vscale=1):
        as_memref(tag).linear_index(rest[:-1], "dma_wait tag")


@register_op
class DistinctObjectsOp(MemRefOp):
    """`%a, %b = memref.distinct_objects %x, %y : memref<...>, memref<...>`: the operands do not alias."""

    name = "memref.distinct_objects"
    traits = frozenset({Pure})
    operands_ = var_operand()
    results_ = var_result()

    @classmethod
    def parse(cls, p):
        refs = p.operand_list()
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        types = p.type_list()
        vals = p.resolve_list(refs, types)
        return cls.create(vals, list(types), {}, attrs)

    def print(self, p):
        p.w("memref.distinct_objects ")
        p.values(self.operands)
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.types(v.type for v in self.operands)

    def verify_(self):
        if [v.type for v in self.operands] != self.result_types:
            raise VerifyError("operand types and result types must match")
        if not self.operands:
            raise VerifyError("expected at least one operand")

    def interpret(self, *args, vscale=1):
        return args[0] if len(args) == 1 else tuple(args)
