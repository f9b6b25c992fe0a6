"""Memref regions (upstream's MemRefRegion): the elements a set of accesses inside a loop nest
touches, as an isl set, with a bounding box and the constant footprint size.

    affine.for %i = 0 to 8 { affine.for %j = 0 to 4 { affine.load %A[%i, %j + %n] } }
      region of %A inside the outer loop: { [e0, e1] : 0 <= e0 < 8 and n <= e1 < n + 4 }
      constant bounding box shape [8, 4]; footprint 8 * 4 * 4 bytes for f32
"""

from __future__ import annotations

import islpy as isl

from ....ir.types import MemRefType
from .dependence import MemRefAccess, _domain, _map_exprs, _Namer, _NotAffine
from .loop_dims import enclosing_loop_dims


class MemRefRegion:
    """Elements of ``memref`` accessed by ``ops``, with the IVs of the loops at depth >= ``depth``
    (the loops inside the region's scope) eliminated; outer IVs stay as parameters.  Loop dims are
    affine.for IVs and affine.parallel IVs alike, as upstream's MemRefRegion::compute takes them
    (getAffineIVs), so ``depth`` counts both."""

    def __init__(self, memref, ops, depth: int = 0) -> None:
        self.memref = memref
        self.rank = memref.type.rank if isinstance(memref.type, MemRefType) else 0
        namer = _Namer()
        pieces = []
        for op in ops:
            acc = MemRefAccess.of(op)
            loops = enclosing_loop_dims(op)
            names = [f"i{k}" if k >= depth else f"o{k}" for k in range(len(loops))]
            cs = _domain(op, loops, names, namer, "r")
            exprs = _map_exprs(acc.map, acc.operands, [l.induction_var for l in loops], names, namer)
            el = [f"e{k}" for k in range(self.rank)]
            cs += [f"{e} = {x}" for e, x in zip(el, exprs)]
            inner = [n for n in names if n.startswith("i")]
            outer = [n for n in names if n.startswith("o")]
            ex = f"exists ({', '.join(inner)}: {' and '.join(cs)})" if inner else " and ".join(cs) or "true"
            pieces.append((outer, f"{{ [{', '.join(el)}] : {ex} }}"))
        self.params = list(namer.params.values())
        sets = []
        outer_all = sorted({n for o, _ in pieces for n in o})
        for _, body in pieces:
            sets.append(isl.Set(f"[{', '.join(self.params + outer_all)}] -> {body}"))
        s = sets[0]
        for o in sets[1:]:
            s = s.union(o)
        self.set = s.coalesce()

    def constant_bounding_shape(self) -> list[int] | None:
        """Per dimension, the largest extent (max - min + 1) over all parameter values, or the
        memref's static size where the extent is unbounded."""
        shape = []
        for k in range(self.rank):
            names = [f"x{j}" for j in range(self.rank)]
            names2 = [f"y{j}" for j in range(self.rank)]
            pairs = self.set.flat_product(self.set)
            m = isl.Map(f"{{ [{', '.join(names + names2)}] -> [{names2[k]} - {names[k]}] }}")
            # align parameters of the map with the set's
            m = m.align_params(pairs.get_space())
            d = pairs.apply(m)
            d = d.project_out(isl.dim_type.param, 0, d.dim(isl.dim_type.param))
            hi = d.dim_max_val(0)
            if hi.is_infty() or hi.is_nan():
                # no constant extent: a static memref dimension still bounds the region (upstream)
                dim = self.memref.type.shape[k] if isinstance(self.memref.type, MemRefType) else None
                if not isinstance(dim, int) or dim < 0:
                    return None
                shape.append(dim)
                continue
            shape.append(hi.to_python() + 1)
        return shape

    def constant_footprint_bytes(self) -> int | None:
        shape = self.constant_bounding_shape()
        if shape is None:
            return None
        n = 1
        for s in shape:
            n *= s
        from .slice_region import element_size_bytes

        es = element_size_bytes(self.memref.type)  # vectors of int/float count whole; index: unknown
        return None if es is None else n * es
