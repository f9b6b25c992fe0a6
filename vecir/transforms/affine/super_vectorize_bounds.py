"""Which lanes of affine-super-vectorize's transfers stand for iterations of the scalar loop, with
islpy (vecir's own soundness analysis; upstream, and so iree-opt 3.13, has none).

The vector loop of a dim of size V runs ``s = lb, lb + V, ...`` while ``s < ub``; lane ``l`` of
its transfers is what scalar iteration ``s + l`` accessed.  When the trip count may not be a
multiple of V, the last vector has lanes past the loop's end ("overshoot"):

    affine.for %i = 1 to 15 { ... affine.store %v, %B[%i + 1] : memref<16xf32> }   (V = 4)
      vector starts 1, 5, 9, 13; the last one's lanes 15 and 16 are not iterations: writing
      them would store into %B[16] (out of bounds) and %B[17] (out of bounds); reading
      %A[%i + 1] there reads %A[16] and %A[17].

Each question below is one isl set over the IVs of the loops around the scalar access (vector
loops taking their vector starts, ``s = lb + V * t``), the lane ``l`` (``0 <= l < V``) of one
vector loop, and the symbols as parameters (a ``memref.dim %m, c`` symbol is the parameter of
the runtime size of dim c of %m, and so is the dynamic size operand of an alloc, so
``affine.for %i = 0 to %n`` with ``%n = memref.dim %A, %c0`` or ``%A = memref.alloc(%n)`` ends
exactly at %A's end).  An access or bound isl cannot express gives the cautious answer.
"""

from __future__ import annotations

import islpy as isl

from .analysis.dependence import MemRefAccess, _domain, _map_exprs, _Namer, _NotAffine
from .analysis.loop_dims import enclosing_loop_dims
from .analysis.value_bounds import constant_int


class _SizeNamer(_Namer):
    """isl parameters for symbols; ``memref.dim %m, c`` is the size parameter of (%m, c)."""

    def __init__(self) -> None:
        super().__init__()
        self.sizes: list[str] = []

    def param(self, v) -> str:
        d = v.defining_op
        if d is not None and d.name == "memref.dim":
            c = constant_int(d.operands[1])
            if c is not None:
                return self.size(d.operands[0], c)
        return super().param(v)

    def size(self, memref, dim: int) -> str:
        shape = memref.type.shape
        if shape[dim] is not None and shape[dim] >= 0:
            return f"({shape[dim]})"
        d = memref.defining_op
        if d is not None and d.name in ("memref.alloc", "memref.alloca"):
            # its k-th dynamic size operand is the size of its k-th dynamic dim
            k = sum(1 for s in shape[:dim] if s is None or s < 0)
            return self.param(d.operands[k])
        key = ("size", id(memref), dim)
        if key not in self.params:
            self.params[key] = f"n{len(self.params)}"
            self.sizes.append(self.params[key])
        return self.params[key]


class _LaneSpace:
    """Vector starts of the loops around ``op`` plus the lane ``l`` of ``lane_loop``, for the
    parameter values under which the scalar program does not access ``op``'s memref out of bounds
    (a program with undefined behaviour may be compiled to anything)."""

    def __init__(self, op, vector_sizes: dict, lane_loop) -> None:
        self.op = op
        self.namer = _SizeNamer()
        dims = enclosing_loop_dims(op)
        ivs = [d.induction_var for d in dims]
        names = [f"i{k}" for k in range(len(dims))]
        self.cs = _domain(op, dims, names, self.namer, "d")
        k = next(k for k, d in enumerate(dims) if d is lane_loop)
        self.size = vector_sizes[lane_loop]
        for j, d in enumerate(dims):
            v = vector_sizes.get(d)
            lbs = _map_exprs(d.lower_map, d.lower_operands, ivs, names, self.namer) if v else []
            if len(lbs) == 1:      # with max(...) lower bounds the starts are over-approximated
                self.cs.append(f"exists (t{j}: i{j} = {lbs[0]} + {v} * t{j})")
        self.cs.append(f"0 <= l < {self.size}")
        lane_names = list(names)
        lane_names[k] = f"(i{k} + l)"
        acc = MemRefAccess.of(op)
        self.memref = acc.memref
        self.index = _map_exprs(acc.map, acc.operands, ivs, lane_names, self.namer)
        ubs = _map_exprs(lane_loop.upper_map, lane_loop.upper_operands, ivs, names, self.namer)
        self.beyond = "(" + " or ".join(f"i{k} + l >= {u}" for u in ubs) + ")"
        self.vars = names + ["l"]
        # the scalar iterations, over their own names, and where their access leaves the memref
        real = [f"r{k}" for k in range(len(dims))]
        real_cs = _domain(op, dims, real, self.namer, "r")
        sizes = [self.namer.size(self.memref, p) for p in range(len(self.index))]
        outside = [f"{e} < 0 or {e} >= {n}"
                   for e, n in zip(_map_exprs(acc.map, acc.operands, ivs, real, self.namer), sizes)]
        if outside:
            real_cs.append("(" + " or ".join(outside) + ")")
            self.valid = self._set(real, real_cs).params().complement()
        else:
            self.valid = None

    def _set(self, names: list[str], cs: list[str]):
        cs = cs + [f"{n} >= 0" for n in self.namer.sizes]
        params = ", ".join(self.namer.params.values())
        return isl.Set(f"[{params}] -> {{ [{', '.join(names)}] : {' and '.join(cs)} }}")

    def empty(self, *extra: str) -> bool:
        s = self._set(self.vars, self.cs + list(extra))
        return (s if self.valid is None else s.intersect_params(self.valid)).is_empty()


def _ask(question, op, vector_sizes: dict, lane_loop, *args) -> bool | None:
    try:
        return question(_LaneSpace(op, vector_sizes, lane_loop), *args)
    except (_NotAffine, isl.Error):
        return None


def lanes_may_overshoot(op, vector_sizes: dict, lane_loop) -> bool:
    """Whether some vector of ``lane_loop`` around access ``op`` has lanes past the loop's end."""
    lb, ub = lane_loop.constant_bounds()
    if lb is not None and ub is not None:
        return ub > lb and (ub - lb) % vector_sizes[lane_loop] != 0
    return _ask(lambda sp: not sp.empty(sp.beyond), op, vector_sizes, lane_loop) is not False


def lanes_in_bounds(op, vector_sizes: dict, lane_loop, mdim: int) -> bool:
    """Whether every lane of ``lane_loop`` (overshoot included) indexes inside dim ``mdim``."""
    def q(sp):
        n = sp.namer.size(sp.memref, mdim)
        i = sp.index[mdim]
        return sp.empty(f"({i} < 0 or {i} >= {n})")
    return _ask(q, op, vector_sizes, lane_loop) is True


def overshoot_out_of_bounds(op, vector_sizes: dict, lane_loop, mdim: int) -> bool:
    """Whether every lane past ``lane_loop``'s end indexes outside dim ``mdim`` (a transfer that
    may run out of bounds then writes nothing there)."""
    def q(sp):
        n = sp.namer.size(sp.memref, mdim)
        i = sp.index[mdim]
        return sp.empty(sp.beyond, f"0 <= {i} < {n}")
    return _ask(q, op, vector_sizes, lane_loop) is True
