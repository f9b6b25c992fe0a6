"""The affine dialect's inliner rules (upstream's AffineInlinerInterface).

A call inside an affine.for, affine.parallel or affine.if body may be inlined only if the callee
is one block whose top-level ops either have no memory effects at all (Pure ops and constants,
not ops with nested regions such as affine.for) or are affine.apply / affine loads and stores
whose dims and symbols stay valid once the callee's arguments are replaced by the call's
operands.  Anything else (a memref.alloc, a func.call, a loop) makes the inliner leave the call.

    func.func @f(%i: index, %m: memref<?xf32>) { affine.load %m[%i] ... }   // %i a dim of @f
    affine.for %j = ... { func.call @f(%j, %m) }    // inlined: %j is a dim inside the loop
    affine.for %j = ... { func.call @g(%m) }        // @g loads at a value it got from a call:
                                                    // kept, that value is no symbol in the loop
"""

from __future__ import annotations

from ...ir.core import BlockArgument, Region, Value
from ...ir.op import ConstantLike, RecursiveMemoryEffects
from ._common import is_top_level_value, is_valid_dim, is_valid_symbol, map_attr

REGION_OPS = ("affine.for", "affine.parallel", "affine.if")
_MEMORY_OPS = ("affine.load", "affine.store", "affine.vector_load", "affine.vector_store")
_DIM_LIKE_OPS = ("memref.dim", "tensor.dim")


def _remains_legal(v: Value, src: Region, dest: Region, mapping: dict, check) -> bool:
    """A value that was a valid dim/symbol of the callee stays one in ``dest``: only top-level
    values of the callee can stop being valid; an argument is judged by what replaces it, and a
    top-level constant or dim op is inlined along and stays valid anywhere."""
    if not is_top_level_value(v, src):
        return True
    if isinstance(v, BlockArgument):
        return check(mapping.get(v, v), dest)
    d = v.defining_op
    return ConstantLike in type(d).traits or d.name in _DIM_LIKE_OPS


def _all_remain_legal(values, src, dest, mapping, check) -> bool:
    return all(_remains_legal(v, src, dest, mapping, check) for v in values)


def _op_remains_legal(op, src: Region, dest: Region, mapping: dict) -> bool:
    if op.name == "affine.apply":
        check = is_valid_dim if is_valid_dim(op.results[0], src) else is_valid_symbol
        return _all_remain_legal(op.operands, src, dest, mapping, check)
    m = map_attr(op, "map")
    operands = list(op.indices)
    return (_all_remain_legal(operands[:m.num_dims], src, dest, mapping, is_valid_dim)
            and _all_remain_legal(operands[m.num_dims:], src, dest, mapping, is_valid_symbol))


def _has_no_effect(op) -> bool:
    """MemoryEffectOpInterface::hasNoEffect: ops declaring no effects; an op whose effects are
    those of its regions (RecursiveMemoryEffects) does not implement the interface."""
    from ...rewrite.driver import is_memory_effect_free

    return RecursiveMemoryEffects not in type(op).traits and is_memory_effect_free(op)


def legal_to_inline_into(dest: Region, src: Region, mapping: dict) -> bool:
    """Whether the callee body ``src`` may be inlined into ``dest``, a region of an affine op,
    with ``mapping`` from the callee's arguments to the call's operands."""
    if len(src.blocks) != 1:
        return False
    for op in src.blocks[0].ops:
        if _has_no_effect(op):
            continue
        if op.name == "affine.apply" or op.name in _MEMORY_OPS:
            if _op_remains_legal(op, src, dest, mapping):
                continue
        return False
    return True
