"""convert-linalg-to-affine-loops: linalg ops on buffers become affine.for nests of affine.load /
the op's scalar body / affine.store (upstream's Linalg Loops.cpp with AffineForOp).

    linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  ==>
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 16 {
        affine.for %k = 0 to 8 {
          %a = affine.load %A[%i, %k] ; %b = affine.load %B[%k, %j] ; %c = affine.load %C[%i, %j]
          %m = arith.mulf %a, %b ; %s = arith.addf %c, %m
          affine.store %s, %C[%i, %j]
        }}}

One loop per iterator, from 0 to the first operand dimension its indexing maps read (a
`memref.dim` when dynamic) with step 1; each operand index is an affine.apply of the loop IVs
(folded away when it is a plain IV), scalar inputs are used as they are, `linalg.index` becomes
the IV.  As upstream, the rewrite runs in the greedy driver (bottom-up) together with affine.apply
and memref.dim canonicalization and folding, so unused loads, dims and constants disappear.
Ops with tensor operands are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects import arith as ar
from ...dialects.affine._common import canonicalize_map_and_operands
from ...dialects.affine.apply import ApplyOp
from ...dialects.affine.loops import ForOp
from ...dialects.affine.memory import LoadOp, StoreOp
from ...dialects.linalg.structured import StructuredOp
from ...dialects.memref.access import DimOp
from ...ir.affine import AffineDimExpr, AffineMap
from ...ir.attrs import AffineMapAttr, IntegerAttr
from ...ir.builder import Builder, InsertionPoint
from ...ir.core import Value
from ...ir.types import DYNAMIC, ShapedType, index
from ...passes.base import Pass, register_pass
from ...rewrite.driver import apply_patterns_greedily
from ...rewrite.pattern import FrozenPatternSet, RewritePattern


def _const(rw, v: int, loc):
    return rw.insert(ar.ConstantOp.build_constant(IntegerAttr(v, index), loc)).results[0]


def _is_const(v) -> int | None:
    d = v.defining_op
    if d is not None and d.name == "arith.constant" and isinstance(d.get_attr("value"), IntegerAttr):
        return d.get_attr("value").value
    return None


def _folded_dim(rw, v, k: int, loc):
    """upstream's createOrFold<memref::DimOp>: the index constant is created as usual; the dim is
    folded as it is built (dim of an alloc/subview: its size operand; dim of a cast: of the cast's
    source), and only reported to the listener when it stays."""
    c = _const(rw, k, loc)
    dim = DimOp.create([v, c], [index], loc=loc)
    rw.ip.block.insert_before(rw.ip.anchor, dim)
    res = dim.fold([None, IntegerAttr(k, index)])
    if isinstance(res, Value) and res is not dim.results[0]:
        dim.erase()
        return res
    rw.listener.notify_inserted(dim)
    return dim.results[0]


def loop_sizes(rw, op) -> list:
    """upstream's createLoopRanges: every operand dimension, a static one as an int and a dynamic
    one as a folded memref.dim, then for each loop the first dimension a map result equal to its
    dim reads."""
    loc = op.loc
    sizes, flat = [], []
    for v in op.operands:
        t = v.type
        if not isinstance(t, ShapedType):
            continue
        for k, d in enumerate(t.shape):
            sizes.append(d if d != DYNAMIC else _folded_dim(rw, v, k, loc))
    for m in op.indexing_maps_list():
        flat += list(m.results)
    out = [None] * op.num_loops
    for e, s in zip(flat, sizes):
        if isinstance(e, AffineDimExpr) and out[e.position] is None:
            out[e.position] = s
    return out


def _applies(rw, m: AffineMap, ivs, loc) -> list:
    """upstream's makeCanonicalAffineApplies: one affine.apply per map result."""
    res = []
    for e in m.results:
        em, ops = canonicalize_map_and_operands(AffineMap(m.num_dims, m.num_symbols, [e]), list(ivs))
        res.append(rw.insert(ApplyOp.create(ops, [index], {"map": AffineMapAttr(em)}, loc=loc)).results[0])
    return res


def _identity(n: int) -> AffineMap:
    return AffineMap(n, 0, [AffineDimExpr(i) for i in range(n)])


def build_loop_nest(rw, sizes, loc) -> list:
    """upstream's unpackRanges (constants for each loop's lb, ub and step, in that order) and
    buildAffineLoopNest with lb 0 and step 1: constant bounds when both are known.  Each loop is
    reported to the listener as it is inserted; the innermost body is built afterwards, without
    the rewriter (as upstream builds it inside the loop's builder, where the greedy driver does
    not see it until the next iteration)."""
    bounds = []
    for size in sizes:
        lb = _const(rw, 0, loc)
        ub = _const(rw, size, loc) if isinstance(size, int) else size
        _const(rw, 1, loc)
        bounds.append((lb, ub))
    loops, body = [], None
    for lb, ub in bounds:
        n = _is_const(ub)
        if n is not None:
            loop = ForOp.build_for(AffineMap.constant_map(0), [], AffineMap.constant_map(n), [], 1, loc=loc)
        else:
            loop = ForOp.build_for(_identity(1), [lb], _identity(1), [ub], 1, loc=loc)
        if body is None:
            rw.insert(loop)
        else:
            with rw.saved():
                rw.set_before(body.terminator)
                rw.insert(loop)
        loops.append(loop)
        body = loop.regions[0].blocks[0]
    return loops


class LinalgOpToAffineLoops(RewritePattern):
    """A structured op with buffer semantics becomes its loop nest (see the module docstring)."""

    def match_and_rewrite(self, op, rw):
        if not isinstance(op, StructuredOp):
            return rw.fail(op, "not a linalg structured op")
        if not op.has_pure_buffer_semantics():
            return rw.fail(op, "expected linalg op with buffer semantics")
        loc = op.loc
        rw.set_before(op)
        sizes = loop_sizes(rw, op)
        loops = build_loop_nest(rw, sizes, loc)
        ivs = [l.induction_var for l in loops]
        b = rw  # no loops: the body is built by the rewriter, as upstream
        if loops:
            b = Builder(InsertionPoint.before(loops[-1].regions[0].blocks[0].terminator))
        maps = op.indexing_maps_list()
        ins, inits = op.dps_inputs, op.dps_inits
        values = []
        for v, m in zip(ins, maps):
            if not isinstance(v.type, ShapedType):
                values.append(v)
                continue
            idx = _applies(b, m, ivs, loc)
            values.append(b.insert(LoadOp.build_load(v, _identity(len(idx)), idx, loc=loc)).results[0])
        out_maps = maps[len(ins):]
        for v, m in zip(inits, out_maps):
            idx = _applies(b, m, ivs, loc)
            values.append(b.insert(LoadOp.build_load(v, _identity(len(idx)), idx, loc=loc)).results[0])
        store_idx = [_applies(b, m, ivs, loc) for v, m in zip(inits, out_maps)]
        block = op.body_block
        mapping = dict(zip(block.args, values))
        term = block.terminator
        for o in block.ops:
            if o is term:
                continue
            new = b.clone_op(o, mapping) if b is rw else b.insert(o.clone(mapping))
            mapping.update(zip(o.results, new.results))
        for k, y in enumerate(term.operands):
            b.insert(StoreOp.build_store(mapping.get(y, y), inits[k], _identity(len(store_idx[k])),
                                          store_idx[k], loc=loc))
        if loops:
            for o in list(loops[-1].regions[0].blocks[0].ops):
                if o.name == "linalg.index":
                    rw.replace_op(o, [ivs[o.properties["dim"].value]])
        rw.erase_op(op)
        return True


def convert_linalg_to_affine_loops(root) -> None:
    from ...dialects.affine.apply import ApplyOp as _Apply

    pats = [LinalgOpToAffineLoops()]
    for cls in (DimOp, _Apply):
        pats += [p() if isinstance(p, type) else p for p in getattr(cls, "canonicalization_patterns", ())]
    apply_patterns_greedily(root, FrozenPatternSet(pats), top_down=False)


@register_pass("convert-linalg-to-affine-loops", "Lower the operations from the linalg dialect into affine loops")
@dataclass
class ConvertLinalgToAffineLoops(Pass):
    display_name = "ConvertLinalgToAffineLoopsPass"

    def run(self, op) -> None:
        convert_linalg_to_affine_loops(op)
