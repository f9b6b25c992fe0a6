"""Memref regions for the loop fusion cost model and private buffers (upstream's MemRefRegion with
an optional computation slice, getRegionSize, getConstantBoundingSizeAndShape and
getMemoryFootprintBytes), as isl sets:

    affine.for %i = 0 to 10 { affine.store %v, %m[%i] }       region of the store at depth 0:
      { [e0] : 0 <= e0 < 10 }, 10 x 4 bytes; at depth 1: { [e0] : e0 = o0 }, shape [1], lb o0
"""

from __future__ import annotations

import islpy as isl

from ....ir.affine import AffineDimExpr
from ....ir.types import IndexType, MemRefType, VectorType
from .dependence import READS, MemRefAccess, _domain, _map_exprs, _NotAffine
from .loop_dims import enclosing_loop_dims
from .slice import SliceState, ValueNamer, _exprs_text, _single_aff, aff_to_expr, loop_domain


def _lower_bound(pw):
    """The single affine lower bound of ``pw``; one that needs floor divisions only because of a
    strided outer loop (o0 - o0 mod 2 where o0 is even) is rewritten without them when it equals a
    div-free expression on its domain, as upstream reads the bound off an equality (o0)."""
    lo = _single_aff(pw)
    if lo is not None and lo.dim(isl.dim_type.div) > 0:
        simpler = _single_aff(pw.gist(pw.domain()))
        if simpler is not None and simpler.dim(isl.dim_type.div) == 0:
            return simpler
    return lo


def element_size_bytes(mt) -> int | None:
    """upstream's getMemRefIntOrFloatEltSizeInBytes."""
    et = mt.element_type
    if isinstance(et, VectorType):
        w = getattr(et.element_type, "width", None)
        if w is None or isinstance(et.element_type, IndexType):
            return None
        n = 1
        for s in et.shape:
            n *= s
        return (w * n + 7) // 8
    if isinstance(et, IndexType):
        return None
    w = getattr(et, "width", None)
    return None if w is None else (w + 7) // 8


def vector_shape(op) -> tuple:
    """The shape an affine.vector_load/vector_store moves (anchored at its indices, over the
    memref's trailing dims); () for a scalar access."""
    if op.name == "affine.vector_load":
        return tuple(op.results[0].type.shape)
    if op.name == "affine.vector_store":
        return tuple(op.operands[0].type.shape)
    return ()


class AccessIndex:
    """A lower bound that is the region's one access index along ``dim`` (``aff``: isl's form)."""
    __slots__ = ("dim", "aff")

    def __init__(self, dim: int, aff) -> None:
        self.dim, self.aff = dim, aff


class Region:
    """Elements of a memref touched by accesses, with the IVs of the ``depth`` outermost loop dims
    around each access (affine.for and affine.parallel IVs, as upstream's getAffineIVs) and symbols
    as parameters; optionally restricted by a slice.

    Like upstream's MemRefRegion, a vector access counts as the one element at its indices (the
    cost model sees what iree-opt's sees); with ``vector_footprint`` it covers every element it
    moves, which a private buffer and the checks on what it holds need:

        affine.vector_store %v, %m[%i * 4] : memref<64xf32>, vector<4xf32>     (depth 1)
          { [e0] : e0 = 4 o0 }  ;  with the footprint { [e0] : 4 o0 <= e0 < 4 o0 + 4 }
    """

    def __init__(self, memref, ops, depth: int, slice_state: SliceState | None = None,
                 vector_footprint: bool = False, namer: ValueNamer | None = None) -> None:
        self.memref = memref
        mt = memref.type
        self.rank = mt.rank
        namer = ValueNamer() if namer is None else namer
        self.outer_ivs: list = []
        self.access_exprs = None        # the one access's indices, when only outer IVs index it
        pieces = []
        for op in ops:
            acc = MemRefAccess.of(op)
            loops = enclosing_loop_dims(op)
            inner_ivs = [l.induction_var for l in loops[depth:]]
            names = [f"o{k}" if k < depth else f"i{k}" for k in range(len(loops))]
            for k in range(min(depth, len(loops))):
                iv = loops[k].induction_var
                if all(iv is not x for x in self.outer_ivs):
                    self.outer_ivs.append(iv)
            cs = _domain(op, loops, names, namer, "r")
            inner = [n for n in names if n.startswith("i")]
            if slice_state is not None:
                tn = [f"u{k}" for k in range(slice_state.num_dims)]
                inner += tn
                cs += loop_domain([v.parent_block.parent_op for v in slice_state.operands[:slice_state.num_dims]],
                                  tn, namer)
                pn = [namer.param(v) for v in slice_state.operands[slice_state.num_dims:]]
                for iv, lb, ub in zip(slice_state.ivs, slice_state.lbs, slice_state.ubs):
                    nm = next((n for l, n in zip(loops, names) if l.induction_var is iv), None)
                    if nm is None:
                        continue
                    if lb is not None:
                        cs += [f"{nm} >= {x}" for x in _exprs_text(lb, tn, pn)]
                    if ub is not None:
                        cs += [f"{nm} < {x}" for x in _exprs_text(ub, tn, pn)]
            exprs = _map_exprs(acc.map, acc.operands, [l.induction_var for l in loops], names, namer)
            if len(ops) == 1 and slice_state is None and \
                    not any(v is iv for v in acc.operands for iv in inner_ivs):
                self.access_exprs = exprs
                self.access = acc
            el = [f"e{k}" for k in range(self.rank)]
            vshape = vector_shape(op) if vector_footprint else ()
            lanes = [None] * (self.rank - len(vshape)) + [f"w{t}" for t in range(len(vshape))]
            for k, (e, x) in enumerate(zip(el, exprs)):
                if lanes[k] is None:
                    cs.append(f"{e} = {x}")
                else:
                    cs += [f"{e} = {x} + {lanes[k]}", f"0 <= {lanes[k]} < {vshape[k - self.rank + len(vshape)]}"]
                    inner.append(lanes[k])
            body = " and ".join(cs) or "true"
            ex = f"exists ({', '.join(inner)}: {body})" if inner else body
            pieces.append((names[:depth], f"{{ [{', '.join(el)}] : {ex} }}"))
        self.params = namer.names
        self.namer = namer
        outer_all = [f"o{k}" for k in range(depth)]
        s = None
        for _, body in pieces:
            p = isl.Set(f"[{', '.join(outer_all + self.params)}] -> {body}")
            s = p if s is None else s.union(p)
        self.set = s.coalesce()
        self.depth = depth

    def _extent(self, k: int, st) -> int | None:
        n = self.rank
        xs = [f"x{j}" for j in range(n)]
        ys = [f"y{j}" for j in range(n)]
        pairs = st.flat_product(st)
        m = isl.Map(f"{{ [{', '.join(xs + ys)}] -> [{ys[k]} - {xs[k]}] }}").align_params(pairs.get_space())
        d = pairs.apply(m)
        d = d.project_out(isl.dim_type.param, 0, d.dim(isl.dim_type.param))
        hi = d.dim_max_val(0)
        return hi.to_python() + 1 if hi.is_int() else None

    def bounding_shape(self) -> tuple[list[int], list] | None:
        """(constant shape, per-dimension lower bound expression over [outer IVs..., symbols...]
        or None where it is 0 because the memref's size bounds the dimension)."""
        mt = self.memref.type
        shape, lbs = [], []
        for k in range(self.rank):
            ext = self._extent(k, self.set)
            if ext is not None:
                lo = self._access_lower_bound(k, _lower_bound(self.set.dim_min(k)))
                if lo is not None:
                    shape.append(ext)
                    lbs.append(lo)
                    continue
            dim = mt.shape[k]
            if not isinstance(dim, int) or dim < 0:
                return None
            bounded = self.set.intersect(isl.Set(f"{{ [{', '.join(f'e{j}' for j in range(self.rank))}] : "
                                                 f"0 <= e{k} < {dim} }}").align_params(self.set.get_space()))
            ext2 = self._extent(k, bounded)
            shape.append(min(dim, ext2) if ext2 is not None else dim)
            lbs.append(None)
        return shape, lbs

    def _access_lower_bound(self, k: int, lo):
        """Where one access indexes dimension ``k`` with outer IVs only, its index is the lower bound
        as upstream reads it off the region's equality (4 * (o0 floordiv 4)), not isl's equal
        rewording of the minimum (4 * o0 - 4 * ((3 * o0 + 3) floordiv 4))."""
        if lo is None or self.access_exprs is None:
            return lo
        names = [self.set.get_dim_name(isl.dim_type.param, i) for i in range(self.set.dim(isl.dim_type.param))]
        try:
            cand = isl.PwAff(f"[{', '.join(names)}] -> {{ [({self.access_exprs[k]})] }}")
        except isl.Error:
            return lo
        pw = isl.PwAff.from_aff(lo)
        cand = cand.align_params(pw.get_space())
        pw = pw.align_params(cand.get_space())
        dom = self.set.params()
        if not dom.align_params(pw.get_space()).is_subset(pw.eq_set(cand)):
            return lo
        return AccessIndex(k, lo)

    def lb_expr(self, aff, value_dims: list):
        """The lower bound ``aff`` (over this region's parameters) as an AffineExpr whose dims are
        ``value_dims`` (outer IVs and symbols, as values)."""
        if isinstance(aff, AccessIndex):
            m, ops = self.access.map, self.access.operands
            pos = [next((j for j, x in enumerate(value_dims) if x is v), None) for v in ops]
            if all(p is not None for p in pos):
                r = [AffineDimExpr(p) for p in pos]
                return m.results[aff.dim].replace_dims_and_symbols(r[:m.num_dims], r[m.num_dims:])
            aff = aff.aff
        repl = []
        for i in range(aff.dim(isl.dim_type.param)):
            name = aff.get_dim_name(isl.dim_type.param, i)
            v = self.outer_ivs[int(name[1:])] if name.startswith("o") else \
                self.namer.values[self.namer.names.index(name)]
            pos = next(j for j, x in enumerate(value_dims) if x is v)
            repl.append(AffineDimExpr(pos))
        e = aff_to_expr(aff, 0)
        return e.replace_dims_and_symbols([], repl) if repl else e

    def size_bytes(self) -> int | None:
        """upstream's MemRefRegion::getRegionSize."""
        if self.rank == 0:
            n = 1
        else:
            r = self.bounding_shape()
            if r is None:
                return None
            n = 1
            for s in r[0]:
                n *= s
        es = element_size_bytes(self.memref.type)
        return None if es is None else es * n


def memory_footprint_bytes(for_op) -> int | None:
    """upstream's getMemoryFootprintBytes(forOp): per memref, the region accessed by the nest with
    the IVs of the loop dims around it as parameters; summed in bytes."""
    depth = len(enclosing_loop_dims(for_op))
    by_memref: dict = {}
    order = []
    for o in for_op.walk():
        if o.name in READS or o.name in ("affine.store", "affine.vector_store"):
            m = MemRefAccess.of(o).memref
            if id(m) not in by_memref:
                by_memref[id(m)] = (m, [])
                order.append(id(m))
            by_memref[id(m)][1].append(o)
    total = 0
    for key in order:
        m, ops = by_memref[key]
        if not isinstance(m.type, MemRefType):
            return None
        try:
            size = Region(m, ops, depth).size_bytes()
        except _NotAffine:
            return None
        if size is None:
            return None
        total += size
    return total
