"""Tile a consumer and fuse its producers into the tile loops (upstream's
tileConsumerAndFuseProducersUsingSCF, what `transform.structured.fuse %op tile_sizes [...]` runs).

The consumer is tiled as tile_using_for does; then every tensor.extract_slice feeding a tiled op is
a fusion candidate. Its producer is found through the loops' iter_args (a slice of an iter_arg reads
the loop nest's init): a linalg op is re-created on the tile (its iteration-domain tile read off the
producing result's indexing map, every operand sliced as tiling slices it), a tensor.pad becomes a
pad of a source slice (fuse.py). A producer reached through an iter_arg writes into that iter_arg
(destination fusion) and the outermost loop's init becomes the producer's own init:

    %f = linalg.fill ins(%cst) outs(%init)            %r = scf.for ... iter_args(%acc = %init) {
    %c = linalg.conv ins(%pad, %w) outs(%f)      ->     %t = tensor.extract_slice %acc[...]
    %r = linalg.generic ins(%sub) outs(%c)              %f = linalg.fill ins(%cst) outs(%t)
                                                        %c = linalg.conv ins(<pad tile>, <w tile>) outs(%f)
                                                        %g = linalg.generic ins(<sub tile>) outs(%c)
                                                        tensor.insert_slice %g into %acc[...]

New candidates are the slices feeding each fused op, first in first out. As upstream, the candidate
slices are left in place (unused) and producers that end up unused are erased. With apply_cleanup
each batch of candidates is first rewritten (fuse_cleanup.py) and the slices that creates are
visited instead.
"""

from __future__ import annotations

from collections import deque
from typing import Sequence

from ...dialects.linalg.structured import StructuredOp
from ...ir.affine_expr import AffineDimExpr
from ...ir.builder import Builder
from ...ir.core import BlockArgument, Operation, Region, Value
from ...ir.op import OP_REGISTRY
from ...ir.types import ShapedType
from .fuse import FusionError, bubble_up_pad_slice
from .fuse_cleanup import apply_cleanup as apply_cleanup_slices
from .tile import (TiledResult, TilingError, _closed_sizes, _offset_indices, iteration_domain_sizes, tile_linalg_op,
                   tile_slice_params)


def tile_linalg_at_result_tile(b: Builder, op: StructuredOp, result_no: int, offsets: list, sizes: list,
                               dests: Sequence[Value] | None = None) -> Operation:
    """The tile [offsets, offsets + sizes) of ``op``'s result ``result_no``, built at ``b``
    (upstream's generateResultTileValue of a linalg op: the iteration-domain tile read off the
    result's indexing map, then getTiledImplementation); ``dests`` replace its inits."""
    if not op.has_pure_tensor_semantics():
        raise FusionError("only linalg ops on tensors can be fused")
    maps = op.indexing_maps_list()
    n_in = len(op.inputs)
    out_map = maps[n_in + result_no]
    if not all(isinstance(e, AffineDimExpr) for e in out_map.results):
        raise FusionError("the producer's result map is not a projected permutation")
    operands = list(op.operands)
    if dests is not None:
        operands[n_in:] = list(dests)
    iter_sizes = iteration_domain_sizes(b, op)
    n = op.num_loops
    iter_offsets: list = [0] * n
    for r, e in enumerate(out_map.results):
        iter_offsets[e.position] = offsets[r]
        iter_sizes[e.position] = sizes[r]
    closed = _closed_sizes(b, iter_sizes)  # computeTileSizes
    boxes = [tile_slice_params(b, m, iter_offsets, closed) if isinstance(v.type, ShapedType) and m.num_results
             else None for v, m in zip(operands, maps)]
    new_operands = []
    for v, box in zip(operands, boxes):
        if box is None:
            new_operands.append(v)
            continue
        offs, szs, strides = box
        new_operands.append(b.insert(OP_REGISTRY["tensor.extract_slice"].build_slice(v, offs, szs, strides)).results[0])
    region = Region()
    op.regions[0].clone_into(region, {})
    _offset_indices(region, iter_offsets)
    result_types = [x.type for x in new_operands[n_in:]]
    return b.insert(type(op).create(new_operands, result_types, dict(op.properties), dict(op.attributes), [region],
                                    loc=op.loc))


def _untiled_producer(source: Value, loops: list[Operation]):
    """getUntiledProducerFromSliceSource: follow iter_args of the loop nest out to an op result;
    returns (result, the outermost loop's init operand index or None)."""
    init_index = None
    while isinstance(source, BlockArgument):
        owner = source.owner.parent_op
        if owner is None or owner not in loops:
            return None, None
        if owner.name == "scf.forall":  # ivs, then the shared_outs (the last operands)
            if source.index < owner.rank:
                return None, None
            init_index = len(owner.operands) - len(owner.results) + source.index - owner.rank
        elif source.index == 0:
            return None, None
        else:
            init_index = 3 + source.index - 1
        source = owner.operands[init_index]
    if source.defining_op is None:
        return None, None
    return source, init_index


def _candidates(op: Operation) -> list[Operation]:
    return [v.defining_op for v in op.operands
            if v.defining_op is not None and v.defining_op.name == "tensor.extract_slice"]


def tile_consumer_and_fuse_producers(consumer: StructuredOp, tile_sizes: Sequence[int],
                                     fuse_pads: bool = True, interchange: Sequence[int] = (),
                                     use_forall: bool = False, apply_cleanup: bool = False) -> TiledResult:
    """Tile ``consumer`` by ``tile_sizes`` and fuse every tileable producer into the loops (tensor.pad
    producers only when ``fuse_pads``: seed 001's pipeline fuses them later, into the window loops).
    ``use_forall`` tiles with one scf.forall whose shared_outs play the iter_args' part;
    ``apply_cleanup`` cleans each batch of candidate slices first (fuse_cleanup.py)."""
    if use_forall and isinstance(consumer, StructuredOp) and not consumer.has_pure_tensor_semantics():
        raise TilingError("scf.forall tiling needs tensor semantics")  # iree-opt fails (no message)
    res = tile_linalg_op(consumer, tile_sizes, interchange, use_forall=use_forall)
    if not res.loops:
        return res
    loops = res.loops
    if apply_cleanup:
        worklist: deque = deque()
        apply_cleanup_slices(_candidates(res.tiled_op), worklist)
    else:
        worklist = deque(_candidates(res.tiled_op))
    fused_producers: list[Operation] = []
    while worklist:
        sl = worklist.popleft()
        producer_result, init_index = _untiled_producer(sl.operands[0], loops)
        if producer_result is None:
            continue
        producer = producer_result.defining_op
        b = Builder.before(sl)
        offsets, sizes = sl.mixed_offsets, sl.mixed_sizes
        if any(s != 1 for s in sl.mixed_strides):
            continue
        try:
            if producer.name == "tensor.pad" and fuse_pads:
                value, tiled = bubble_up_pad_slice(b, producer, offsets, sizes, zero_slice_guard=True)
            elif isinstance(producer, StructuredOp):
                k = list(producer.results).index(producer_result)
                dests = None
                if init_index is not None:  # destination fusion: the tile is written into the iter_arg
                    dests = list(producer.outputs)
                    dests[k] = sl.operands[0]
                tiled = tile_linalg_at_result_tile(b, producer, k, offsets, sizes, dests)
                value = tiled.results[k]
            elif producer.name != "tensor.pad":
                # upstream clones the producer and the candidate slice onto the clone before it finds that
                # the producer cannot be tiled (tensor.empty, constants, ...): both clones stay, unused
                clone = b.insert(producer.clone())
                copy = sl.clone()
                copy.set_operand(0, clone.results[list(producer.results).index(producer_result)])
                b.insert(copy)
                continue
            else:
                continue
        except FusionError:
            continue
        want = sl.results[0].type
        if value.type != want:  # rank-reducing candidate
            value = b.insert(OP_REGISTRY["tensor.extract_slice"].build_slice(
                value, [0] * len(value.type.shape), list(value.type.shape), [1] * len(value.type.shape),
                result_type=want)).results[0]
        sl.replace_all_uses_with([value])
        if init_index is not None and isinstance(producer, StructuredOp):
            loops[0].set_operand(init_index, producer.outputs[list(producer.results).index(producer_result)])
        fused_producers.append(producer)
        if apply_cleanup:
            apply_cleanup_slices(_candidates(tiled), worklist)
        else:
            worklist.extend(_candidates(tiled))
    dead = True
    while dead:  # producers left without uses (erasing one may free its own producers)
        dead = [p for p in fused_producers if p.parent is not None and isinstance(p, StructuredOp)
                and not any(r.has_uses for r in p.results)]
        for p in dead:
            p.erase()
    return res

