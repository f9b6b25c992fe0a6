"""Vector transfers to scf loops (upstream's VectorToSCF.cpp: pass ``convert-vector-to-scf`` with
full-unroll / target-rank / lower-tensors / lower-scalable / lower-permutation-maps, descriptor
`transform.apply_patterns.vector.transfer_to_scf max_transfer_rank = N full_unroll = B`).

An n-D transfer is unpacked one vector dim at a time until its rank is the target rank. Without
unrolling the vector goes through a temporary buffer (seed 000's "notional lowering"):

    %v = vector.transfer_read %A[%a, %b], %p : memref<?x?xf32>, vector<3x4xf32>
  ==>
    %buf = memref.alloca() : memref<vector<3x4xf32>>                (at the function entry)
    %c = vector.type_cast %buf : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
    scf.for %i = %c0 to %c3 step %c1 {
      (in-bounds check on %a + %i, see vector_to_scf_common)
      scf.if %ok {
        %r = vector.transfer_read %A[%a + %i, %b], %p : memref<?x?xf32>, vector<4xf32>
        memref.store %r, %c[%i] : memref<3xvector<4xf32>>
      } else {
        memref.store %padvec, %c[%i] : memref<3xvector<4xf32>>
      }
    }
    %v = memref.load %buf[] : memref<vector<3x4xf32>>

With full-unroll (vector_to_scf_unrolled.py) the slices are vector.insert-ed / vector.extract-ed
directly, one scf.if per slice. A 1-D transfer that vector.load cannot do (non-unit inner stride, a
map that is no minor identity) becomes a loop of scalar memref.load/store (target rank 1 only).
Scalable vectors: trailing scalable dims are unpacked like fixed ones (`vector<4x[4]xf32>` becomes
four `vector<[4]xf32>` transfers), a 1-D scalable transfer loops `%c4_vscale = arith.muli %vscale,
%c4` times; a scalable leading dim is left alone, as upstream does without lower-scalable.
Transfers inside vector.mask are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.types import MemRefType, VectorType, index
from ...passes.base import Pass, PassFailure, register_pass
from ...rewrite import PatternSet, apply_patterns_greedily
from ...rewrite.pattern import RewritePattern
from . import _build as B
from .lower_transfer import last_dim_unit_stride
from .vector_to_scf_common import (
    LABEL, composed_add, drop_first_in_bounds, in_bounds_check, is_tensor_op, mask_unpack_perm, rebuild_read,
    rebuild_write, unpacked_dim, unpacked_map, xfer_indices,
)


@dataclass
class VectorTransferToSCFOptions:
    target_rank: int = 1
    unroll: bool = False
    lower_tensors: bool = False
    lower_scalable: bool = False


class _ToSCFPattern(RewritePattern):
    options: VectorTransferToSCFOptions = VectorTransferToSCFOptions()


def _vector_type(op) -> VectorType:
    return op.vector.type if op.name == "vector.transfer_read" else op.valueToStore.type


def check_lowerable(op, rw, options) -> bool:
    """The checks the n-D patterns share (upstream's checkPrepareXferOp without the label test)."""
    vt = _vector_type(op)
    if len(vt.shape) <= options.target_rank:
        return rw.fail(op, "rank is at most the target rank")
    if is_tensor_op(op) and not options.lower_tensors:
        return rw.fail(op, "tensor transfers need lower-tensors")
    if vt.element_type is not op.base.type.element_type:
        return rw.fail(op, "transfer changes the element type")
    if vt.scalable[0]:
        # the buffer would need a scalable memref dim (upstream's lower-scalable handles some cases)
        return rw.fail(op, "unpacking a scalable leading dim into the buffer is not supported")
    if B.masking_op(op) is not None:
        return rw.fail(op, "transfer inside vector.mask")
    return True


def _scope_block(op):
    """Where the buffers go: the start of the innermost enclosing AutomaticAllocationScope (upstream's
    getParentWithTrait: func.func, scf.for/parallel/forall, affine.for/parallel,
    memref.alloca_scope; not scf.while or scf.if)."""
    from ...ir.op import AutomaticAllocationScope

    p = op.parent_op
    while p is not None and AutomaticAllocationScope not in getattr(type(p), "traits", ()):
        p = p.parent_op
    return p.regions[0].blocks[0] if p is not None else None


def _alloc_buffers(rw, op):
    """allocBuffers: `memref.alloca() : memref<vector<...>>` at the function entry for the data and
    (stored before the op, reloaded) the mask. Returns (data buffer, loaded mask or None)."""
    loc = op.loc
    block = _scope_block(op)
    alloca = B.op_class("memref.alloca")
    with rw.saved():
        rw.set_at_start(block)
        data = rw.insert(alloca.build_alloc(MemRefType((), _vector_type(op)))).results[0]
        data.defining_op.loc = loc
        mask_buf = None
        if op.mask is not None:
            mask_buf = rw.insert(alloca.build_alloc(MemRefType((), op.mask.type))).results[0]
            mask_buf.defining_op.loc = loc
    mask = None
    if op.mask is not None:
        B.emit(rw, "memref.store", [op.mask, mask_buf], [], loc=loc)
        mask = B.emit(rw, "memref.load", [mask_buf], [op.mask.type], loc=loc).results[0]
    return data, mask


class PrepareTransferReadConversion(_ToSCFPattern):
    """Labels an n-D read for unpacking and routes its result through a buffer:

        %v = vector.transfer_read %A[...], %p : memref<?x?x?xf32>, vector<5x4xf32>
      ==> %buf = memref.alloca() : memref<vector<5x4xf32>>
          %1 = vector.transfer_read %A[...], %p {__vector_to_scf_lowering__} : ..., vector<5x4xf32>
          memref.store %1, %buf[] : memref<vector<5x4xf32>>
          %v = memref.load %buf[] : memref<vector<5x4xf32>>"""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        if LABEL in op.attributes:
            return rw.fail(op, "already labeled")
        if not check_lowerable(op, rw, self.options):
            return False
        rw.set_before(op)
        data, mask = _alloc_buffers(rw, op)
        new = rw.clone_op(op)
        new.attributes[LABEL] = _unit()
        if mask is not None:
            new.set_operand(len(new.operands) - 1, mask)
        B.emit(rw, "memref.store", [new.results[0], data], [], loc=op.loc)
        load = B.emit(rw, "memref.load", [data], [op.vector.type], loc=op.loc).results[0]
        rw.replace_op(op, [load])
        return True


class PrepareTransferWriteConversion(_ToSCFPattern):
    """Labels an n-D write for unpacking and routes its vector through a buffer:

        vector.transfer_write %v, %A[...] : vector<5x4xf32>, memref<?x?x?xf32>
      ==> memref.store %v, %buf[] : memref<vector<5x4xf32>>
          %1 = memref.load %buf[] : memref<vector<5x4xf32>>
          vector.transfer_write %1, %A[...] {__vector_to_scf_lowering__} : vector<5x4xf32>, ..."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        if LABEL in op.attributes:
            return rw.fail(op, "already labeled")
        if not check_lowerable(op, rw, self.options):
            return False
        rw.set_before(op)
        data, mask = _alloc_buffers(rw, op)
        B.emit(rw, "memref.store", [op.valueToStore, data], [], loc=op.loc)
        loaded = B.emit(rw, "memref.load", [data], [op.valueToStore.type], loc=op.loc).results[0]

        def update():
            op.set_operand(0, loaded)
            op.attributes[LABEL] = _unit()
            if mask is not None:
                op.set_operand(len(op.operands) - 1, mask)
        rw.modify_in_place(op, update)
        return True


def _unit():
    from ...ir.attrs import UnitAttr

    return UnitAttr()


def _unpack_one_dim(t: MemRefType) -> MemRefType:
    vt = t.element_type
    return MemRefType(tuple(t.shape) + (vt.shape[0],), VectorType(vt.shape[1:], vt.element_type, vt.scalable[1:]))


def _single_store(op):
    uses = list(op.results[0].uses)
    if len(uses) != 1 or uses[0].owner.name != "memref.store":
        return None
    return uses[0].owner


class _TransferOpConversion(_ToSCFPattern):
    """Unpacks one dim of a labeled transfer: type_cast the buffer one dim further, loop over the
    dim, and do an (n-1)-D transfer per iteration (labeled again while above the target rank), under
    an in-bounds check when the dim may be out of bounds. Reads store the padding when out of bounds;
    tensor writes carry the tensor through the loop."""


    def match_and_rewrite(self, op, rw):
        if LABEL not in op.attributes:
            return rw.fail(op, "not labeled for vector-to-scf")
        is_read = op.name == "vector.transfer_read"
        if is_read:
            store = _single_store(op)
            if store is None:
                return rw.fail(op, "labeled read is not stored to a buffer")
            buffer, buf_idx = store.memref, list(store.indices)
        else:
            load = op.valueToStore.defining_op
            if load is None or load.name != "memref.load":
                return rw.fail(op, "labeled write does not read a buffer")
            buffer, buf_idx = load.memref, list(load.indices)
        loc = op.loc
        rw.set_before(op)
        cast_t = _unpack_one_dim(buffer.type)
        casted = B.emit(rw, "vector.type_cast", [buffer], [cast_t], loc=loc).results[0]
        dim = unpacked_dim(op)
        casted_mask = None
        mask_idx = buf_idx
        if op.mask is not None:
            mask_buf = op.mask.defining_op.memref
            perm = mask_unpack_perm(op)
            if perm is not None:  # the unpacked dim's mask dim is not the first: a transposed copy
                mask_buf = _transposed_mask_buffer(rw, op, perm)
                mask_idx = []
            if dim is None or len(op.mask.type.shape) == 1:
                casted_mask = mask_buf
            else:
                casted_mask = B.emit(rw, "vector.type_cast", [mask_buf], [_unpack_one_dim(mask_buf.type)],
                                     loc=loc).results[0]
        lb = B.index_const(rw, loc, 0)
        ub = B.index_const(rw, loc, cast_t.shape[-1])
        step = B.index_const(rw, loc, 1)
        tensor = not is_read and is_tensor_op(op)
        inits = [op.base] if tensor else []
        # the body is built before the loop is inserted (upstream's body builder): its ops are not
        # enqueued by the greedy driver now but in its next sweep, which decides the constant order
        loop = B.op_class("scf.for").build_for(lb, ub, step, inits, loc=loc)
        body = loop.regions[0].blocks[0]
        iv = body.args[0]
        state = body.args[1] if tensor else None
        elem_t = cast_t.element_type
        with rw.saved():
            if tensor:
                rw.set_at_end(body)
            else:
                rw.set_before(body.last)

            def in_bounds():
                if is_read:
                    idx = xfer_indices(rw, op, iv)
                    new = rebuild_read(rw, op, elem_t, idx, unpacked_map(op), drop_first_in_bounds(op),
                                       label=len(elem_t.shape) > self.options.target_rank)
                    B.emit(rw, "memref.store", [new.results[0], casted, *buf_idx, iv], [], loc=loc)
                else:
                    idx = xfer_indices(rw, op, iv)
                    vec = B.emit(rw, "memref.load", [casted, *buf_idx, iv], [elem_t], loc=loc).results[0]
                    new = rebuild_write(rw, op, vec, state if tensor else op.base, idx, unpacked_map(op),
                                        drop_first_in_bounds(op),
                                        label=len(elem_t.shape) > self.options.target_rank)
                if op.mask is not None and (dim is None or len(op.mask.type.shape) > 1):
                    with rw.saved():
                        rw.set_before(new)
                        midx = mask_idx + ([iv] if dim is not None else [])
                        mt = casted_mask.type.element_type
                        m = B.emit(rw, "memref.load", [casted_mask, *midx], [mt], loc=loc).results[0]
                    rw.modify_in_place(new, lambda: _append_mask(new, m))
                return new.results[0] if tensor else None

            def out_of_bounds():
                if is_read:
                    pad = B.broadcast(rw, loc, elem_t, op.padding)
                    B.emit(rw, "memref.store", [pad, casted, *buf_idx, iv], [], loc=loc)
                    return None
                return state if tensor else None

            res = in_bounds_check(rw, op, iv, dim, [op.base.type] if tensor else [], in_bounds, out_of_bounds)
            if tensor:
                B.emit(rw, "scf.yield", [res], [], loc=loc)
        rw.insert(loop)
        if is_read:
            rw.erase_op(store)
            rw.erase_op(op)
        elif tensor:
            rw.replace_op(op, [loop.results[0]])
        else:
            rw.erase_op(op)
        return True


class TransferReadOpConversion(_TransferOpConversion):
    root = "vector.transfer_read"


class TransferWriteOpConversion(_TransferOpConversion):
    root = "vector.transfer_write"


def _transposed_mask_buffer(rw, op, perm):
    """A buffer (beside the others) holding the transfer's mask transposed by ``perm``."""
    loc = op.loc
    mask = B.transpose(rw, loc, op.mask, perm)
    with rw.saved():
        rw.set_at_start(_scope_block(op))
        buf = rw.insert(B.op_class("memref.alloca").build_alloc(MemRefType((), mask.type))).results[0]
        buf.defining_op.loc = loc
    B.emit(rw, "memref.store", [mask, buf], [], loc=loc)
    return buf


def _append_mask(op, mask):
    """Give a just-built transfer (without mask) the mask operand."""
    from ...ir.attrs import DenseArrayAttr
    from ...ir.types import i32

    op.set_operands(list(op.operands) + [mask])
    segs = list(op.properties["operandSegmentSizes"].value)
    segs[-1] = 1
    op.properties["operandSegmentSizes"] = DenseArrayAttr(i32, segs)


class _TransferOp1dConversion(_ToSCFPattern):
    """A 1-D transfer that vector.load/store cannot do (no minor identity map, or a non-unit inner
    stride) becomes a loop of scalar accesses:

        vector.transfer_write %v, %A[%a, %b] {permutation_map = affine_map<(d0, d1) -> (d0)>}
          : vector<9xf32>, memref<?x?xf32>
      ==> scf.for %i = %c0 to %c9 step %c1 {
            %x = affine.apply (%i)[%a]; (in-bounds check)
            scf.if %ok { %t = vector.extract %v[%i]; memref.store %t, %A[%x, %b] }
          }"""


    def match_and_rewrite(self, op, rw):
        pmap = op.permutation_map.value
        if not pmap.results:
            return rw.fail(op, "0-d corner case not supported")
        mt = op.base.type
        if not isinstance(mt, MemRefType):
            return rw.fail(op, "not a memref")
        vt = _vector_type(op)
        if len(vt.shape) != 1:
            return rw.fail(op, "not 1-D")
        if B.masking_op(op) is not None:
            return rw.fail(op, "transfer inside vector.mask")
        if pmap.is_minor_identity() and last_dim_unit_stride(mt):
            return rw.fail(op, "handled by vector.load/store lowerings")
        loc = op.loc
        is_read = op.name == "vector.transfer_read"
        rw.set_before(op)
        lb = B.index_const(rw, loc, 0)
        ub = B.index_const(rw, loc, vt.shape[0])
        if vt.scalable[0]:  # [n] elements: n * vscale iterations
            vscale = B.emit(rw, "vector.vscale", [], [index], loc=loc).results[0]
            ub = B.emit(rw, "arith.muli", [vscale, ub], [index], loc=loc).results[0]
        step = B.index_const(rw, loc, 1)
        inits = [B.broadcast(rw, loc, vt, op.padding)] if is_read else []
        # body built before the loop is inserted, as upstream's body builder (see _TransferOpConversion)
        loop = B.op_class("scf.for").build_for(lb, ub, step, inits, loc=loc)
        body = loop.regions[0].blocks[0]
        iv = body.args[0]
        dim = unpacked_dim(op)
        with rw.saved():
            if is_read:
                rw.set_at_end(body)
            else:
                rw.set_before(body.last)
            idx = list(op.indices)
            if dim is not None:
                idx[dim] = composed_add(rw, loc, idx[dim], iv)
            if is_read:
                acc = body.args[1]

                def in_bounds():
                    val = B.emit(rw, "memref.load", [op.base, *idx], [vt.element_type], loc=loc).results[0]
                    return B.insert(rw, loc, val, acc, [iv])

                nxt = in_bounds_check(rw, op, iv, dim, [vt], in_bounds, lambda: acc)
                B.emit(rw, "scf.yield", [nxt], [], loc=loc)
            else:
                def store():
                    val = B.extract(rw, loc, op.valueToStore, [iv])
                    B.emit(rw, "memref.store", [val, op.base, *idx], [], loc=loc)

                in_bounds_check(rw, op, iv, dim, [], store)
        rw.insert(loop)
        rw.replace_op(op, list(loop.results))
        return True


class TransferReadOp1dConversion(_TransferOp1dConversion):
    root = "vector.transfer_read"


class TransferWriteOp1dConversion(_TransferOp1dConversion):
    root = "vector.transfer_write"


def populate_vector_to_scf_conversion_patterns(patterns: PatternSet, options=None, *,
                                               target_rank: int = 1, unroll: bool = False,
                                               lower_tensors: bool = False) -> None:
    """upstream's populateVectorToSCFConversionPatterns (descriptor options max_transfer_rank and
    full_unroll, or a VectorTransferToSCFOptions)."""
    B.load_dialects()
    if isinstance(options, VectorTransferToSCFOptions):
        opts = options
    else:
        if options is not None:
            target_rank = int(getattr(options.get("max_transfer_rank", target_rank), "value",
                                      options.get("max_transfer_rank", target_rank)))
            unroll = bool(getattr(options.get("full_unroll", unroll), "value", options.get("full_unroll", unroll)))
        opts = VectorTransferToSCFOptions(target_rank, unroll, lower_tensors)
    if opts.unroll:
        from .vector_to_scf_unrolled import UnrollTransferReadConversion, UnrollTransferWriteConversion

        patterns.add(UnrollTransferReadConversion, UnrollTransferWriteConversion, options=opts)
    else:
        patterns.add(PrepareTransferReadConversion, PrepareTransferWriteConversion, TransferReadOpConversion,
                     TransferWriteOpConversion, options=opts)
    if opts.target_rank == 1:
        patterns.add(TransferReadOp1dConversion, TransferWriteOp1dConversion, options=opts)
    from .lower_print import DecomposePrintOpConversion

    patterns.add(DecomposePrintOpConversion)


register_pattern_descriptor("transform.apply_patterns.vector.transfer_to_scf",
                            populate_vector_to_scf_conversion_patterns)


@register_pass("convert-vector-to-scf", "Lower vector transfers to scf loops (upstream's ConvertVectorToSCF)")
@dataclass
class ConvertVectorToSCF(Pass):
    full_unroll: bool = False
    target_rank: int = 1
    lower_tensors: bool = False
    lower_scalable: bool = False
    lower_permutation_maps: bool = False

    def run(self, op) -> None:
        from .lower_transfer_permutation import populate_vector_transfer_permutation_map_lowering_patterns

        opts = VectorTransferToSCFOptions(self.target_rank, self.full_unroll, self.lower_tensors,
                                          self.lower_scalable)
        sets = []
        if self.lower_permutation_maps:
            ps = PatternSet()
            populate_vector_transfer_permutation_map_lowering_patterns(ps)
            sets.append(ps.freeze())
        ps = PatternSet()
        populate_vector_to_scf_conversion_patterns(ps, opts)
        sets.append(ps.freeze())
        funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
        for frozen in sets:
            for f in funcs:
                if not apply_patterns_greedily(f, frozen):
                    raise PassFailure("greedy pattern application did not converge", f)


__all__ = ["ConvertVectorToSCF", "VectorTransferToSCFOptions", "populate_vector_to_scf_conversion_patterns",
           "index"]
