"""Tiling of linalg structured ops into scf.for loops over slices (upstream's `tileUsingSCF`, what
`transform.structured.tile_using_for %op tile_sizes [...]` runs).

    %r = linalg.matmul ins(%a, %b : tensor<128x256xf32>, tensor<256x64xf32>) outs(%c : tensor<128x64xf32>)
  tile_sizes [8, 32, 0] ->
    %c0 = arith.constant 0 : index   (lower bounds, upper bounds, steps: one constant per tiled loop)
    %0 = scf.for %i = %c0 to %c128 step %c8 iter_args(%acc = %c) -> (tensor<128x64xf32>) {
      %1 = scf.for %j = %c0_0 to %c64 step %c32 iter_args(%acc2 = %acc) -> (tensor<128x64xf32>) {
        %A = tensor.extract_slice %a[%i, 0] [8, 256] [1, 1] ...
        %B = tensor.extract_slice %b[0, %j] [256, 32] [1, 1] ...
        %C = tensor.extract_slice %acc2[%i, %j] [8, 32] [1, 1] ...
        %m = linalg.matmul ins(%A, %B ...) outs(%C ...)
        %ins = tensor.insert_slice %m into %acc2[%i, %j] [8, 32] [1, 1] ...
        scf.yield %ins
      }
      scf.yield %1
    }

A tile size of 0 leaves that loop untiled. On memrefs the loops carry nothing and the slices are
memref.subview. Loop ranges are upstream's getIterationDomain: a `tensor.dim` / `memref.dim` of
every dynamic operand dim (unused where the ranges are static), each loop bounded by its first
operand dim. A tile size that does not divide its loop's range (or a dynamic range) gets a partial
last tile: the tile size is `affine.min(range - iv, size)` and the slices are dynamically sized.
Slice parameters follow upstream's computeSliceParameters: offset `e(ivs)`, size
`e(size - 1) + 1` for each map result `e` (convolution windows `d1 * 2 + d4` included), each a
makeComposedFoldedAffineApply; the unused ops upstream's folding leaves (an index constant before
each static affine.min, `affine.apply (d0 - 1)` of dynamic sizes) are created too, so the output
is byte-identical to tile_using_for's.

The loop nest is built over an op's TilingInterface model (tiling_model): linalg structured ops
(one loop per iteration dim, the inits as destinations) and tensor.pad (one parallel loop per result
dim over the reified result shape, a tensor.empty destination, each tile a pad of a source slice
guarded by an scf.if against an empty slice: fuse.py's bubble_up_pad_slice).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...dialects.linalg.structured import StructuredOp
from ...ir.affine_expr import AffineDimExpr, const, dim, sym
from ...ir.affine_map import AffineMap
from ...ir.attrs import IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation, Region, Value
from ...ir.op import OP_REGISTRY
from ...ir.types import DYNAMIC, RankedTensorType, ShapedType, index


class TilingError(Exception):
    """Why an op cannot be tiled (reported as the pass's / transform op's failure)."""


@dataclass(frozen=True)
class ScalableSize:
    """A scalable tile size `n * vector.vscale` (tile_using_for's `[n]`), materialized by the tiling
    after the iteration domain (upstream's tile size computation runs there)."""
    base: int


@dataclass
class TiledResult:
    tiled_op: Operation
    loops: list[Operation]


def _const(b: Builder, v: int) -> Value:
    return b.insert(OP_REGISTRY["arith.constant"].create([], [index], {"value": IntegerAttr(v, index)})).results[0]


def _apply(b: Builder, amap: AffineMap, operands) -> Value:
    return b.insert(OP_REGISTRY["affine.apply"].build_map_op(amap, operands)).results[0]


def _constant_int(v):
    """getConstantIntValue of a tile size: an int, an index constant's value, else None."""
    if isinstance(v, int):
        return v
    d = getattr(v, "defining_op", None)
    if d is not None and d.name == "arith.constant" and isinstance(d.properties.get("value"), IntegerAttr):
        return int(d.properties["value"].value)
    return None


def tile_linalg_op(op: StructuredOp, tile_sizes: Sequence, interchange: Sequence[int] = (),
                   use_forall: bool = False, num_threads: Sequence | None = None,
                   mapping=None) -> TiledResult:
    """Tile ``op`` (a linalg structured op or a tensor.pad) in place (it is replaced by the loop
    nest). Raises TilingError when it cannot.
    A tile size is an int, an index Value (the loop step; every tile is then clamped with
    affine.min) or a ScalableSize. ``interchange`` orders the loops (loop k runs over dim
    interchange[k], the other dims follow). With ``use_forall`` (upstream's LoopType::ForallOp) the
    tiled dims are the ivs of one scf.forall (static bounds and steps stay attributes, the inits are
    its shared_outs, ``mapping`` its mapping attribute) and each tile goes back through
    tensor.parallel_insert_slice (on memrefs the forall has no shared_outs). ``num_threads`` (forall
    only; ints or index Values, 0 = untiled) replaces the tile sizes by upstream's
    getUserTileSizesAndNumThreads: the forall runs `in (n0, n1, ...)`, thread t's tile starts at
    `t * ceildiv(range, n)` and is clamped with affine.min / affine.max(0, .) where the last
    threads may run short or past the end (getTileOffsetAndSizes)."""
    model = tiling_model(op)
    n = model.num_loops
    if num_threads is not None:
        tile_sizes = ()
    sizes = list(tile_sizes)[:n] + [0] * max(0, n - len(tile_sizes))
    if any(isinstance(s, int) and s < 0 for s in sizes):
        raise TilingError("tile sizes must be non-negative")
    tensors = model.tensors
    order = list(interchange) + [d for d in range(n) if d not in interchange]
    from ...dialects.scf.loops import ForOp
    from ...dialects.scf.terminators import YieldOp

    # upstream builds after the op; a linalg op's iteration domain and a pad's destination set their
    # own insertion point before it (seen in what is left when nothing is tiled or tiling fails)
    b = Builder.after(op)
    dests = model.destinations(b)
    ranges = model.iteration_domain(b)  # ints where static, index values (tensor.dim, ...) where not
    threads = None
    if num_threads is not None:  # tile size ceildiv(range, n) per threaded dim, before the loop
        from .fuse import composed_folded_apply

        threads = list(num_threads)[:n] + [0] * max(0, n - len(num_threads))
        sizes = [0 if _constant_int(t) == 0 else composed_folded_apply(b, _CEILDIV_RANGE, [0, ranges[d], t])
                 for d, t in enumerate(threads)]
        tiled = [d for d in order if _constant_int(threads[d]) != 0]
    else:
        tiled = [d for d in order if isinstance(sizes[d], ScalableSize) or _constant_int(sizes[d]) != 0]
    if not tiled:  # nothing to tile: the op stays as it is (upstream's iteration domain ops are left)
        return TiledResult(op, [])
    for d, s in enumerate(sizes):
        if isinstance(s, ScalableSize):
            base = _const(b, s.base)
            vscale = b.insert(OP_REGISTRY["vector.vscale"].create([], [index], {})).results[0]
            sizes[d] = b.insert(OP_REGISTRY["arith.muli"].create([base, vscale], [index], {})).results[0]
    inits = list(dests)
    loops = []
    if use_forall:
        from ...ir.diagnostics import emit_warning

        # checkTileSizes: threads would race on a reduction's init where a constant thread count
        # above 1 or a constant tile size splits a non-parallel dim
        for d, it in enumerate(model.iterator_types()):
            c = _constant_int(threads[d] if threads is not None else sizes[d])
            if it != "parallel" and c is not None and c > (1 if threads is not None else 0):
                emit_warning(op.loc, f"tiling is not thread safe at axis #{d}", op=op)
        from ...dialects.scf.parallel import ForallOp

        if threads is not None:  # the normalized form `in (n0, ...)`, zero counts pruned
            loop = ForallOp.build_forall([0] * len(tiled), [threads[d] for d in tiled], [1] * len(tiled),
                                         inits, mapping, loc=op.loc)
        else:
            loop = ForallOp.build_forall([0] * len(tiled), [ranges[d] for d in tiled],
                                         [sizes[d] for d in tiled], inits, mapping, loc=op.loc)
        b.insert(loop)
        loops.append(loop)
        inits = list(loop.region_out_args)
        b = Builder.before(loop.regions[0].blocks[0].last)
    lbs = [] if use_forall else [_const(b, 0) for _ in tiled]
    ubs = [] if use_forall else [_const(b, ranges[d]) if isinstance(ranges[d], int) else ranges[d] for d in tiled]
    steps = [] if use_forall else [_const(b, sizes[d]) if isinstance(sizes[d], int) else sizes[d] for d in tiled]
    for k in range(len(lbs)):
        loop = ForOp.build_for(lbs[k], ubs[k], steps[k], inits, loc=op.loc)
        b.insert(loop)
        loops.append(loop)
        inits = list(loop.region_iter_args)
        body = loop.regions[0].blocks[0]
        if tensors:
            b = Builder.at_end(body)
        else:
            b = Builder.before(body.last)
    # per-dim offset and size of the tile (ints when static); a partial last tile's size is
    # affine.min(range - iv, size), preceded (as upstream) by an unused constant of the range
    offsets: list = [0] * n
    tsizes: list = list(ranges)
    if threads is not None:
        _thread_tiles(b, loops[0], tiled, threads, sizes, ranges, offsets, tsizes)
    for k, d in enumerate(tiled if threads is None else ()):
        iv = loops[0].regions[0].blocks[0].args[k] if use_forall else loops[k].induction_var
        offsets[d] = iv
        ts, r = sizes[d], ranges[d]
        cts = _constant_int(ts)
        if cts == 1 or (isinstance(r, int) and cts is not None and r % cts == 0):  # getBoundedTileSize
            tsizes[d] = ts
            continue
        if isinstance(r, int):  # getValueOrCreateConstantIndexOp of the range, folded into the map
            _const(b, r)
        # makeComposedFoldedAffineMin(range - iv, size): a range built by affine.apply is composed in
        from .fuse import composed_folded_min_max

        tsizes[d] = composed_folded_min_max(b, "affine.min", _BOUNDED_TILE, [iv, r, ts])
    new_op, tile_values, result_boxes = model.tiled_implementation(b, offsets, tsizes, inits)
    if tensors:
        if use_forall:  # the tiles go back through the terminator's parallel inserts
            combine = Builder.at_end(loops[0].regions[0].blocks[0].last.regions[0].blocks[0])
            for r, box, dest in zip(tile_values, result_boxes, inits):
                combine.insert(OP_REGISTRY["tensor.parallel_insert_slice"].build_slice(r, dest, *box))
            op.replace_all_uses_with(list(loops[0].results))
            op.erase()
            return TiledResult(new_op, loops)
        yielded = []
        for r, box, dest in zip(tile_values, result_boxes, inits):
            if box is None:
                yielded.append(r)
                continue
            offs, szs, strides = box
            yielded.append(b.insert(OP_REGISTRY["tensor.insert_slice"].build_slice(r, dest, offs, szs,
                                                                                  strides)).results[0])
        b.insert(YieldOp.build_yield(yielded))
        for outer, inner in zip(loops[:-1], loops[1:]):
            Builder.at_end(outer.regions[0].blocks[0]).insert(YieldOp.build_yield(list(inner.results)))
        op.replace_all_uses_with(list(loops[0].results))
    op.erase()
    return TiledResult(new_op, loops)


_BOUNDED_TILE = AffineMap(1, 2, [sym(0) - dim(0), sym(1)])  # getBoundedTileSize: min(range - iv, size)


class _LinalgTiling:
    """upstream's TilingInterface model of a linalg structured op: one loop per iteration dim, the
    inits as destinations, the tile an op on slices of every operand."""

    def __init__(self, op: StructuredOp) -> None:
        self.op = op
        self.num_loops = op.num_loops
        self.tensors = op.has_pure_tensor_semantics()
        if not self.tensors and not op.has_pure_buffer_semantics():
            raise TilingError("expected pure tensor or buffer semantics")

    def iterator_types(self) -> list[str]:
        return self.op.iterator_type_names()

    def destinations(self, b: Builder) -> list:
        return list(self.op.outputs) if self.tensors else []

    def iteration_domain(self, b: Builder) -> list:
        return iteration_domain_sizes(Builder.before(self.op), self.op)

    def tiled_implementation(self, b: Builder, offsets: list, tsizes: list, inits: list):
        """(tiled op, the tile's values (one per result), per result the (offsets, sizes, strides)
        of the tile in the destination, None for an untiled result); built at ``b``."""
        new_op, boxes = _tile_linalg_body(b, self.op, offsets, tsizes, inits, self.tensors)
        return new_op, list(new_op.results), boxes


class _PadTiling:
    """upstream's TilingInterface model of tensor.pad (TensorTilingInterfaceImpl.cpp): one parallel
    loop per result dim over the reified result shape, a tensor.empty of that shape as the
    destination, each tile a pad of a slice of the source (fuse.py's bubble_up_pad_slice, with the
    scf.if guard against an empty source slice), written back at the tile's own offsets and sizes."""

    def __init__(self, op: Operation) -> None:
        self.op = op
        self.num_loops = len(op.results[0].type.shape)
        self.tensors = True

    def iterator_types(self) -> list[str]:
        return ["parallel"] * self.num_loops

    def destinations(self, b: Builder) -> list:
        b = Builder.before(self.op)
        sizes = reify_pad_shape(b, self.op)
        t = self.op.results[0].type
        shape = [s if isinstance(s, int) else DYNAMIC for s in sizes]
        empty = OP_REGISTRY["tensor.empty"].build_empty(shape, t.element_type, [s for s in sizes if not isinstance(s, int)],
                                                       loc=self.op.loc)
        return [b.insert(empty).results[0]]

    def iteration_domain(self, b: Builder) -> list:
        return reify_pad_shape(b, self.op)

    def tiled_implementation(self, b: Builder, offsets: list, tsizes: list, inits: list):
        from .fuse import bubble_up_pad_slice, constant_padding_value

        if constant_padding_value(self.op) is None:  # bubbleUpPadSlice fails; as upstream, the loops built
            raise PadTilingError(self.op)  # so far stay (and show in the errors' 'see current operation')
        # (the value is the scf.if's result, or a tensor.cast of the tiled pad to the tile's type)
        value, tiled = bubble_up_pad_slice(b, self.op, list(offsets), list(tsizes), zero_slice_guard=True)
        return tiled, [value], [(list(offsets), list(tsizes), [1] * len(offsets))]


class PadTilingError(TilingError):
    """A tensor.pad whose padding value is not constant cannot be tiled: upstream reports 'failed to
    tile operation' and 'failed to generate tiling loops' at the pad."""

    def __init__(self, pad: Operation) -> None:
        super().__init__("failed to tile operation")
        self.pad = pad

    def diagnostics(self) -> list:
        """Both of upstream's errors at the pad (each with its 'see current operation' note)."""
        from ...ir.diagnostics import Diagnostic

        name = f"'{self.pad.name}' op "
        return [Diagnostic(self.pad.loc, "error", name + msg, op=self.pad)
                for msg in ("failed to tile operation", "failed to generate tiling loops")]

    def definite_failure(self):
        """Reports the first error and returns the second as a DiagnosticError to raise: the
        transform op's definite failure, with no message of its own (tile_using_for, fuse)."""
        from ...ir.diagnostics import DiagnosticError, emit

        first, second = self.diagnostics()
        emit(first)
        return DiagnosticError(second.loc, second.message, op=second.op)


def tiling_model(op: Operation):
    """The TilingInterface model of ``op`` (linalg structured ops and tensor.pad); TilingError when
    it has none."""
    if isinstance(op, StructuredOp):
        return _LinalgTiling(op)
    if op.name == "tensor.pad":
        return _PadTiling(op)
    raise TilingError(f"'{op.name}' is not a linalg structured op")


_PAD_DIM = AffineMap(3, 0, [dim(0) + dim(1) + dim(2)])


def reify_pad_shape(b: Builder, pad: Operation) -> list:
    """PadOp::reifyResultShapes: a static result dim as an int, a dynamic one as
    makeComposedFoldedAffineApply(source dim + low + high) (the source dim a folded tensor.dim)."""
    out = []
    t = pad.results[0].type
    for d, n in enumerate(t.shape):
        if n != DYNAMIC:
            out.append(n)
            continue
        from .fuse import composed_folded_apply

        src_dim = _create_or_fold_dim(b, pad.operands[0], d)
        out.append(composed_folded_apply(b, _PAD_DIM, [src_dim, pad.mixed_low[d], pad.mixed_high[d]]))
    return out


def _tile_linalg_body(b: Builder, op: StructuredOp, offsets: list, tsizes: list, inits: list, tensors: bool):
    """getTiledImplementation + getResultTilePosition of a linalg op: every operand sliced to what
    the tile reads, the op cloned on the slices; returns (tiled op, per result its tile's box)."""
    n = op.num_loops
    maps = op.indexing_maps_list()
    n_in = len(op.inputs)
    init_sources = inits if tensors else list(op.outputs)
    # upstream's computeAllSliceParameters: all parameters first (the closed-interval sizes `size - 1`
    # of dynamic tiles are materialized and then folded away, leaving unused affine.apply ops we
    # reproduce), then the slices
    closed = _closed_sizes(b, tsizes)
    boxes = []
    for k, (v, m) in enumerate(zip(op.operands, maps)):
        is_init = k >= n_in
        # upstream tiles with the full range as the size of untiled loops, so every operand whose map
        # uses a loop is sliced, to what the loops reach (e.g. a conv input's rows the windows read);
        # rank-0 ones are not
        uses_a_loop = any(m.is_function_of_dim(d) for d in range(n))
        if not isinstance(v.type, ShapedType) or (not uses_a_loop and not (is_init and tensors)):
            boxes.append(None)
            continue
        boxes.append(tile_slice_params(b, m, offsets, closed))
    new_operands, init_boxes = [], []
    for k, (v, box) in enumerate(zip(op.operands, boxes)):
        src = v if k < n_in or not tensors else init_sources[k - n_in]
        if box is None:
            new_operands.append(src)
        else:
            offs, szs, strides = box
            if isinstance(v.type, RankedTensorType):
                sl = OP_REGISTRY["tensor.extract_slice"].build_slice(src, offs, szs, strides)
            else:
                sl = OP_REGISTRY["memref.subview"].build_subview(src, offs, szs, strides)
            new_operands.append(b.insert(sl).results[0])
        if k >= n_in:
            init_boxes.append(box)
    region = Region()
    op.regions[0].clone_into(region, {})
    _offset_indices(region, offsets)
    result_types = [x.type for x in new_operands[n_in:] if isinstance(x.type, RankedTensorType)] if tensors else []
    new_op = type(op).create(new_operands, result_types, dict(op.properties), dict(op.attributes), [region],
                             loc=op.loc)
    b.insert(new_op)
    if not tensors:
        return new_op, []
    # upstream recomputes the inits' slice parameters for the insert_slices (getResultTilePosition)
    # (per result: its closed sizes, then its slice parameters)
    return new_op, [None if box is None else tile_slice_params(b, maps[n_in + k], offsets, _closed_sizes(b, tsizes))
                    for k, box in enumerate(init_boxes)]


_CEILDIV_RANGE = AffineMap(0, 3, [(sym(1) - sym(0)).ceildiv(sym(2))])  # (ub - lb) ceildiv n
_THREAD_OFFSET = AffineMap(2, 1, [dim(0) + dim(1) * sym(0)])  # lb + t * size
_RESIDUAL = AffineMap(2, 2, [sym(1) - (dim(0) + dim(1) * sym(0))])  # ub - (lb + n * size)
_REST = AffineMap(1, 1, [sym(0) - dim(0)])  # ub - offset
_ID2 = AffineMap(2, 0, [dim(0), dim(1)])


def _thread_tiles(b: Builder, loop: Operation, tiled, threads, sizes, ranges, offsets, tsizes) -> None:
    """upstream's getTileOffsetAndSizes with a number of threads: thread t's tile of a dim starts at
    `t * size` and, unless the threads cover the range exactly, is `min(range - offset, size)`,
    clamped to `max(0, .)` unless the last thread provably starts inside the range."""
    from .fuse import composed_folded_apply, composed_folded_min_max

    ivs = loop.regions[0].blocks[0].args
    for k, d in enumerate(tiled):
        ts, nt, r = sizes[d], threads[d], ranges[d]
        offset = composed_folded_apply(b, _THREAD_OFFSET, [0, ivs[k], ts])
        residual = composed_folded_apply(b, _RESIDUAL, [0, nt, ts, r])
        size = ts
        if _constant_int(residual) != 0:
            rest = composed_folded_apply(b, _REST, [offset, r])
            size = composed_folded_min_max(b, "affine.min", _ID2, [rest, ts])
        cts, cnt, cr = _constant_int(ts), _constant_int(nt), _constant_int(r)
        if None in (cts, cnt, cr) or not cts * (cnt - 1) < cr:  # canOmitTileOffsetInBoundsCheck
            size = composed_folded_min_max(b, "affine.max", _ID2, [0, size])
        offsets[d], tsizes[d] = offset, size


def iteration_domain_sizes(b: Builder, op: StructuredOp) -> list:
    """upstream's getIterationDomain sizes: createFlatListOfOperandDims (a `tensor.dim` / `memref.dim`
    of every dynamic operand dim, folded as it is built, an int for a static one; left unused where
    the loop ranges are static) read through the shapes-to-loops map (each loop's first operand dim)."""
    flat = []
    for v in op.operands:
        t = v.type
        if not isinstance(t, ShapedType):
            continue
        for d, n in enumerate(t.shape):
            if n == DYNAMIC:
                flat.append(_create_or_fold_dim(b, v, d))
            else:
                flat.append(n)
    ranges: list = [None] * op.num_loops
    pos = 0
    for m in op.indexing_maps_list():
        for e in m.results:
            if isinstance(e, AffineDimExpr) and ranges[e.position] is None:
                ranges[e.position] = flat[pos]
            pos += 1
    if any(r is None for r in ranges):
        raise TilingError("the op's loop ranges cannot be read off its operands")
    # each range is a makeComposedFoldedAffineApply of its operand dim: a constant-defined dim (the
    # size operand of a slice, say) becomes an int, one defined by affine.apply a new composed apply
    from .fuse import composed_folded_apply

    return [r if isinstance(r, int) else composed_folded_apply(b, _ID1, [r]) for r in ranges]


def _create_or_fold_dim(b: Builder, v: Value, d: int) -> Value:
    """linalg's createOrFoldDimOp: a `tensor.dim` / `memref.dim` folded as it is built (the dim of
    an extract_slice / subview / generate is its size operand; the index constant stays)."""
    name = "tensor.dim" if isinstance(v.type, RankedTensorType) else "memref.dim"
    c = _const(b, d)
    op = OP_REGISTRY[name].create([v, c], [index], {})
    folded = op.fold([None, IntegerAttr(d, index)]) if hasattr(op, "fold") else None
    for _ in range(4):  # an in-place fold (the dim of a tensor.cast reads the cast's source): fold again
        if folded is not op.results[0]:
            break
        folded = op.fold([None, IntegerAttr(d, index)])
    if isinstance(folded, Value) and folded is not op.results[0]:
        op.erase()
        return folded
    if isinstance(folded, IntegerAttr):  # now static: the constant is materialized (left unused), the
        op.erase()  # range is the int
        _const(b, int(folded.value))
        return int(folded.value)
    return b.insert(op).results[0]


_ID1 = AffineMap(1, 0, [dim(0)])
_MINUS_ONE = AffineMap(1, 0, [dim(0) - 1])
_PLUS_ONE = AffineMap(1, 0, [dim(0) + 1])


def _closed_sizes(b: Builder, tsizes) -> list:
    """upstream's computeTileSizes: the closed size `size - 1` of every loop, a
    makeComposedFoldedAffineApply (an op for dynamic sizes, an int for static ones)."""
    from .fuse import composed_folded_apply

    return [composed_folded_apply(b, _MINUS_ONE, [t]) for t in tsizes]


def tile_slice_params(b: Builder, m: AffineMap, offsets: list, closed: list):
    """computeSliceParameters (partial tiles already clamped by the loops): per map result `e`, the
    offset `e(offsets)` and the size `e(closed sizes) + 1`, each a makeComposedFoldedAffineApply
    (composed through affine.apply producers, constants folded, canonicalized operands)."""
    from .fuse import composed_folded_apply

    offs, szs = [], []
    for e in m.results:
        sub = AffineMap(m.num_dims, m.num_symbols, [e])
        offs.append(composed_folded_apply(b, sub, list(offsets)))
        c = composed_folded_apply(b, sub, list(closed))
        szs.append(composed_folded_apply(b, _PLUS_ONE, [c]))
    return offs, szs, [1] * len(offs)


def _offset_indices(region: Region, offsets) -> None:
    """upstream's offsetIndices: inside a tile, `linalg.index d` counts from the tile's start, so its
    uses get `affine.apply (d0)[s0] -> (d0 + s0)(offset_d)[index]` instead."""
    found = [x for b in region.blocks for o in b.ops for x in o.walk() if x.name == "linalg.index"]
    for idx in found:
        off = offsets[idx.dim.value]
        if isinstance(off, int) and off == 0:
            continue
        b = Builder.after(idx)
        r = idx.results[0]
        uses = [u for u in list(r.uses)]
        # a makeComposedAffineApply: the offset a dim (an affine.apply offset composed in), the
        # index result a symbol
        from .fuse import composed_folded_apply

        new = composed_folded_apply(b, AffineMap(1, 1, [dim(0) + sym(0)]), [off, r])
        for u in uses:
            u.owner.set_operand(u.index, new)


def tile_all(root: Operation, tile_sizes: Sequence[int], op_names: Sequence[str] = ()) -> list[TiledResult]:
    """Tile every structured op under ``root`` (those named in ``op_names`` when given)."""
    targets = [o for o in root.walk() if isinstance(o, StructuredOp) and (not op_names or o.name in op_names)]
    return [tile_linalg_op(o, tile_sizes) for o in targets]
