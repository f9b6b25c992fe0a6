"""linalg canonicalization patterns (upstream's EraseIdentityLinalgOp, EraseSelfCopy,
FoldFillWithTranspose, FoldFillWithCopy and the dialect-wide EraseDeadLinalgOp).

    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = [...]}
           ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) { ^bb0(%in: f32, %out: f32): linalg.yield %in : f32 }
  -> uses of %r become %a        (on memrefs: the op is erased when it copies a buffer onto itself)

    linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)   -> erased
    linalg.transpose / linalg.copy of a linalg.fill (tensors)          -> linalg.fill of their init
    any linalg op on buffers with a zero-sized memref operand           -> erased
"""

from __future__ import annotations

from ...ir.types import MemRefType
from ...rewrite.pattern import RewritePattern


class EraseIdentityGeneric(RewritePattern):
    """A parallel generic with identity maps whose body yields input arguments unchanged."""

    root = "linalg.generic"

    def match_and_rewrite(self, op, rw) -> bool:
        if any(it != "parallel" for it in op.iterator_type_names()):
            return False
        if not all(m.is_identity() for m in op.indexing_maps_list()):
            return False
        block = op.body_block
        y = block.last
        n_in = len(op.inputs)
        if block.first is not y:
            return False
        if op.has_pure_buffer_semantics():
            # erased only when every init receives its own buffer
            for k, v in enumerate(y.operands):
                if v not in block.args[:n_in] or op.inputs[block.args.index(v)] is not op.outputs[k]:
                    return False
            rw.erase_op(op)
            return True
        if not op.has_pure_tensor_semantics():
            return False
        repl = []
        for k, (v, r) in enumerate(zip(y.operands, op.results)):
            if v in block.args[:n_in]:
                src = op.inputs[block.args.index(v)]
            elif v is block.args[n_in + k]:
                src = op.outputs[k]
            else:
                return False
            if src.type is not r.type:
                return False  # upstream inserts a cast here; not needed by the flows we run
            repl.append(src)
        rw.replace_op(op, repl)
        return True


class EraseSelfCopy(RewritePattern):
    root = "linalg.copy"

    def match_and_rewrite(self, op, rw) -> bool:
        if op.inputs[0] is not op.outputs[0] or not isinstance(op.outputs[0].type, MemRefType):
            return False
        rw.erase_op(op)
        return True


def _fill_source(v):
    owner = getattr(v, "owner", None)
    return owner if getattr(owner, "name", None) == "linalg.fill" else None


class FoldFillWithTranspose(RewritePattern):
    """`transpose(fill(x, a), b)` -> `fill(x, b)`."""

    root = "linalg.transpose"

    def match_and_rewrite(self, op, rw) -> bool:
        fill = _fill_source(op.inputs[0])
        if fill is None or not op.results:
            return False
        new = type(fill).build_named([fill.inputs[0]], [op.outputs[0]], loc=op.loc)
        rw.create_before(op, new)
        rw.replace_op(op, list(new.results))
        return True


class FoldFillWithCopy(RewritePattern):
    """`copy(fill(x, a), c)` -> `fill(x, c)` on tensors."""

    root = "linalg.copy"

    def match_and_rewrite(self, op, rw) -> bool:
        fill = _fill_source(op.inputs[0])
        if fill is None or not op.results:
            return False
        new = type(fill).build_named([fill.inputs[0]], [op.outputs[0]], loc=op.loc)
        rw.create_before(op, new)
        rw.replace_op(op, list(new.results))
        return True


class EraseDeadLinalgOp(RewritePattern):
    """A linalg op on buffers with a zero-sized memref operand does nothing: erase it. One instance
    per op name (``root`` is given when the op classes register it)."""

    def match_and_rewrite(self, op, rw) -> bool:
        if op.results:
            return False
        for v in op.operands:
            if isinstance(v.type, MemRefType) and 0 in v.type.shape:
                rw.erase_op(op)
                return True
        return False


__all__ = ["EraseDeadLinalgOp", "EraseIdentityGeneric", "EraseSelfCopy", "FoldFillWithCopy", "FoldFillWithTranspose"]
