"""Exact data dependences between affine memory accesses, with islpy (upstream's
checkMemrefAccessDependence, computed over integer sets instead of FlatAffineValueConstraints).

An access is an affine.load/store/vector_load/vector_store with its map composed with the
affine.apply ops feeding it.  Its iteration domain is given by the enclosing loop dims (each
affine.for and each affine.parallel IV, as upstream's getEnclosingAffineOps: bounds, max/min,
steps) and affine.if conditions (then: the set holds; else: it does not), each bound map and
condition composed with the affine.apply ops feeding it, as the access maps are (upstream also
composes bounds, but keeps an affine.if operand computed by an affine.apply as an unconstrained
variable of its constraint system, an over-approximation; composing it is exact).
A dependence from ``src`` to ``dst`` at loop depth ``d`` (1-based) exists when some iteration
``s`` of src and ``t`` of dst touch the same element, at least one access writes, and

    s[0:d-1] == t[0:d-1] and s[d-1] < t[d-1]         (d <= number of common loops)
    s[0:c]   == t[0:c]                                (d == c + 1: same iteration of all loops)

    affine.for %i = 1 to 10 { %v = affine.load %B[%i - 1]; affine.store %v, %B[%i] }
      store -> load at depth 1: dependence, distance [1, 1]  (s = i, t = i + 1)

    affine.parallel (%i) = (0) to (8) { affine.store %x, %A[%i]; %v = affine.load %A[%i + 1] }
      store -> load at depth 1: dependence (another iteration of the parallel IV writes it)

A vector access touches every lane it moves: its indices anchor the vector on the memref's
trailing dims, and each lane offset ``0 <= w < width`` is an existentially quantified variable
(upstream, and so iree-opt 3.13, sees only the element at the indices and misses dependences
through the other lanes):

    affine.for %i = 0 to 16 { %v = affine.vector_load %A[4 * %i] : vector<4xf32>
                              affine.vector_store %w, %A[4 * %i + 2] : vector<4xf32> }
      store -> load at depth 1: dependence, distance [1, 1] (lanes 4i+4, 4i+5 are read by i + 1)

Every query is one isl set; emptiness is exact (Presburger).  Parameters (symbols) range over
all integers, so distances are their bounds over all parameter values.  Accesses whose indices
are not affine in enclosing loop IVs and valid symbols give ``DependenceResult.FAILURE``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from ....dialects.affine._common import (
    compose_affine_map_and_operands, compose_set_and_operands, is_valid_symbol,
)
from ....ir.affine import AffineBinaryExpr, AffineConstantExpr, AffineDimExpr, AffineSymbolExpr
from ....ir.affine_expr import ADD, CEILDIV, FLOORDIV, MOD, MUL
from .loop_dims import enclosing_loop_dims, num_common_dims

READS = ("affine.load", "affine.vector_load")
WRITES = ("affine.store", "affine.vector_store")


class _NotAffine(Exception):
    """The access (or a bound or condition) is not expressible over IVs and symbols."""


def enclosing_loops(op) -> list:
    """affine.for ops around ``op``, outermost first (stopping at the affine scope); upstream's
    getAffineForIVs (fusion, slices).  enclosing_loop_dims also gives affine.parallel IVs."""
    out = []
    p = op.parent_op
    while p is not None and p.name in ("affine.for", "affine.if", "affine.parallel"):
        if p.name == "affine.for":
            out.append(p)
        p = p.parent_op
    return out[::-1]


@dataclass
class MemRefAccess:
    """One affine load/store: memref, composed access map and its operands."""
    op: object
    memref: object
    map: object
    operands: list

    @classmethod
    def of(cls, op) -> "MemRefAccess":
        is_store = op.name in WRITES
        memref = op.operands[1 if is_store else 0]
        idx = op.operands[2 if is_store else 1:]
        m, ops = compose_affine_map_and_operands(op.properties["map"].value, list(idx))
        return cls(op, memref, m, list(ops))

    @property
    def is_store(self) -> bool:
        return self.op.name in WRITES


@dataclass
class DependenceComponent:
    """Bounds of the distance t - s along one common loop (None: unbounded)."""
    op: object
    lb: int | None
    ub: int | None


@dataclass
class DependenceResult:
    kind: str                       # "dependence", "no-dependence" or "failure"
    components: list = field(default_factory=list)
    reason: str = ""

    HAS, NONE, FAILURE = "dependence", "no-dependence", "failure"

    @property
    def has_dependence(self) -> bool | None:
        return None if self.kind == self.FAILURE else self.kind == self.HAS


class _Namer:
    """isl names: IV value -> name for the src/dst copy, symbol values -> parameter names."""

    def __init__(self) -> None:
        self.params: dict[int, str] = {}

    def param(self, v) -> str:
        return self.params.setdefault(id(v), f"p{len(self.params)}")


def _expr(e, dim_names: list[str], sym_names: list[str]) -> str:
    t = type(e)
    if t is AffineDimExpr:
        return dim_names[e.position]
    if t is AffineSymbolExpr:
        return sym_names[e.position]
    if t is AffineConstantExpr:
        return f"({e.value})"
    assert isinstance(e, AffineBinaryExpr)
    a = _expr(e.lhs, dim_names, sym_names)
    if type(e.rhs) is not AffineConstantExpr:
        if e.kind == MUL and type(e.lhs) is AffineConstantExpr:
            return f"({e.lhs.value} * {_expr(e.rhs, dim_names, sym_names)})"
        if e.kind == ADD:
            return f"({a} + {_expr(e.rhs, dim_names, sym_names)})"
        raise _NotAffine("semi-affine expression")
    c = e.rhs.value
    if e.kind == ADD:
        return f"({a} + {c})"
    if e.kind == MUL:
        return f"({c} * {a})"
    if c <= 0:
        raise _NotAffine("division by a non-positive constant")
    if e.kind == FLOORDIV:
        return f"floor({a} / {c})"
    if e.kind == CEILDIV:
        return f"ceil({a} / {c})"
    assert e.kind == MOD
    return f"({a} mod {c})"


def _operand_names(operands, ivs: list, iv_names: list[str], namer: _Namer, scope) -> list[str]:
    out = []
    for v in operands:
        for iv, nm in zip(ivs, iv_names):
            if v is iv:
                out.append(nm)
                break
        else:
            if not is_valid_symbol(v):
                raise _NotAffine("an index is neither an enclosing loop IV nor a symbol")
            out.append(namer.param(v))
    return out


def _map_exprs(m, operands, ivs, iv_names, namer, scope=None) -> list[str]:
    names = _operand_names(operands, ivs, iv_names, namer, scope)
    return [_expr(e, names[:m.num_dims], names[m.num_dims:]) for e in m.results]


def _set_constraints(iset, operands, ivs, iv_names, namer) -> str:
    iset, operands = compose_set_and_operands(iset, list(operands))
    names = _operand_names(operands, ivs, iv_names, namer, None)
    nd = iset.num_dims
    cs = []
    for e, eq in zip(iset.constraints, iset.eq_flags):
        s = _expr(e, names[:nd], names[nd:])
        cs.append(f"{s} = 0" if eq else f"{s} >= 0")
    return " and ".join(cs) if cs else "true"


def _negate(iset, operands, ivs, iv_names, namer) -> str:
    iset, operands = compose_set_and_operands(iset, list(operands))
    names = _operand_names(operands, ivs, iv_names, namer, None)
    nd = iset.num_dims
    alts = []
    for e, eq in zip(iset.constraints, iset.eq_flags):
        s = _expr(e, names[:nd], names[nd:])
        alts.append(f"({s} <= -1 or {s} >= 1)" if eq else f"{s} <= -1")
    return "(" + " or ".join(alts) + ")" if alts else "false"


def _domain(op, loops: list, iv_names: list[str], namer: _Namer, tag: str) -> list[str]:
    """Constraints (isl text) of the iteration domain of ``op`` over ``iv_names``."""
    ivs = [l.induction_var for l in loops]
    cs = []
    for k, loop in enumerate(loops):
        iv = iv_names[k]
        lbs = _map_exprs(*compose_affine_map_and_operands(loop.lower_map, list(loop.lower_operands)),
                         ivs, iv_names, namer)
        ubs = _map_exprs(*compose_affine_map_and_operands(loop.upper_map, list(loop.upper_operands)),
                         ivs, iv_names, namer)
        cs += [f"{iv} >= {b}" for b in lbs] + [f"{iv} < {b}" for b in ubs]
        st = loop.step_value
        if st > 1 and len(lbs) == 1:   # with max(...) lower bounds the stride is over-approximated
            cs.append(f"exists ({tag}k{k}: {iv} = {lbs[0]} + {st} * {tag}k{k})")
    # affine.if conditions between the loops and the op
    child, p = op, op.parent_op
    while p is not None and p.name in ("affine.for", "affine.if", "affine.parallel"):
        if p.name == "affine.if":
            iset = p.properties["condition"].value
            then_region = child.parent_region is p.regions[0]
            if then_region:
                cs.append(_set_constraints(iset, list(p.operands), ivs, iv_names, namer))
            else:
                cs.append(_negate(iset, list(p.operands), ivs, iv_names, namer))
        child, p = p, p.parent_op
    return cs


def vector_lane_widths(op) -> tuple:
    """Widths of the lanes an affine.vector_load/vector_store moves along the memref's trailing
    dims (None for a scalable dim: at least one lane, unbounded); () for a scalar access."""
    if op.name == "affine.vector_load":
        vt = op.results[0].type
    elif op.name == "affine.vector_store":
        vt = op.operands[0].type
    else:
        return ()
    scalable = getattr(vt, "scalable", None) or (False,) * len(vt.shape)
    return tuple(None if sc else int(n) for n, sc in zip(vt.shape, scalable))


def same_element_constraints(src_op, fs: list[str], dst_op, ft: list[str], tag: str = "") -> list[str]:
    """isl constraints saying that access ``src_op`` (indices ``fs``) and ``dst_op`` (indices
    ``ft``) touch a common element: ``fs[k] = ft[k]`` on a dim no vector covers, and on the
    trailing dims a vector covers, some lane of each meets (one existential pair per dim, since a
    vector's lanes form a box):

        vector<4xf32> at [4i + 2] vs vector<4xf32> at [4j]:
          exists (a, b: 4i + 2 + a = 4j + b and 0 <= a < 4 and 0 <= b < 4)

    Scalar pairs give exactly the equalities of upstream's dependence check."""
    rank = len(fs)
    # a vector of higher rank than the memref (the verifier allows it) has no agreed footprint:
    # its lanes may reach any element from its indices on
    ws, wt = (w if len(w) <= rank else (None,) * rank for w in map(vector_lane_widths, (src_op, dst_op)))
    out = []
    for k, (a, b) in enumerate(zip(fs, ft)):
        la, lb = k - (rank - len(ws)), k - (rank - len(wt))
        wa = ws[la] if la >= 0 else 1
        wb = wt[lb] if lb >= 0 else 1
        if wa == 1 and wb == 1:
            out.append(f"{a} = {b}")
            continue
        x, y = f"{tag}la{k}", f"{tag}lb{k}"
        cs = [f"{a} + {x} = {b} + {y}"]
        for v, w in ((x, wa), (y, wb)):
            cs.append(f"{v} >= 0" if w is None else f"0 <= {v} < {w}")
        out.append(f"exists ({x}, {y}: {' and '.join(cs)})")
    return out


def check_dependence(src_op, dst_op, depth: int, compute_components: bool = False,
                     extra=None) -> DependenceResult:
    """upstream's checkMemrefAccessDependence(src, dst, depth) (depth is 1-based).

    ``extra(src_dims, s_names, dst_dims, t_names, namer)`` may add isl constraints (text, over the
    src IVs ``s0..``, the dst IVs ``t0..`` and ``namer``'s parameters) restricting the pairs asked
    about, e.g. to those a transformation would reorder; it may raise _NotAffine."""
    src, dst = MemRefAccess.of(src_op), MemRefAccess.of(dst_op)
    if src.memref is not dst.memref:
        return DependenceResult(DependenceResult.NONE, reason="different memrefs")
    if not src.is_store and not dst.is_store:
        return DependenceResult(DependenceResult.NONE, reason="both accesses read")
    ls, ld = enclosing_loop_dims(src_op), enclosing_loop_dims(dst_op)
    nc = num_common_dims(ls, ld)
    if depth > nc + 1:
        return DependenceResult(DependenceResult.FAILURE, reason=f"depth {depth} exceeds common loops + 1")
    namer = _Namer()
    s_names = [f"s{i}" for i in range(len(ls))]
    t_names = [f"t{i}" for i in range(len(ld))]
    try:
        cs = _domain(src_op, ls, s_names, namer, "s") + _domain(dst_op, ld, t_names, namer, "t")
        fs = _map_exprs(src.map, src.operands, [l.induction_var for l in ls], s_names, namer)
        ft = _map_exprs(dst.map, dst.operands, [l.induction_var for l in ld], t_names, namer)
        if extra is not None:
            cs += extra(ls, s_names, ld, t_names, namer)
    except _NotAffine as e:
        return DependenceResult(DependenceResult.FAILURE, reason=str(e))
    cs += same_element_constraints(src_op, fs, dst_op, ft)
    order = [f"{s_names[i]} = {t_names[i]}" for i in range(min(depth - 1, nc))]
    if depth <= nc:
        order.append(f"{t_names[depth - 1]} >= {s_names[depth - 1]} + 1")
    params = ", ".join(namer.params.values())
    tup = ", ".join(s_names + t_names)
    text = f"[{params}] -> {{ [{tup}] : {' and '.join(cs + order) or 'true'} }}"
    dep = isl.Set(text)
    if dep.is_empty():
        return DependenceResult(DependenceResult.NONE, reason="no common element in the ordered domains")
    comps = []
    if compute_components:
        comps = _components(dep, ls[:nc], len(ls), namer)
    return DependenceResult(DependenceResult.HAS, comps, reason="accesses may touch the same element")


def _components(dep, loops, ns: int, namer) -> list[DependenceComponent]:
    """Distance bounds t_i - s_i over all parameter values (upstream's dependence components)."""
    nparam = len(namer.params)
    flat = dep.project_out(isl.dim_type.param, 0, nparam) if nparam else dep
    out = []
    total = flat.dim(isl.dim_type.set)
    for i, loop in enumerate(loops):
        # a map [s..., t...] -> [t_i - s_i], then its range
        names = [f"x{k}" for k in range(total)]
        m = isl.Map(f"{{ [{', '.join(names)}] -> [{names[ns + i]} - {names[i]}] }}")
        d = flat.apply(m)
        lo, hi = d.dim_min_val(0), d.dim_max_val(0)
        out.append(DependenceComponent(loop, None if lo.is_infty() or lo.is_neginfty() else lo.to_python(),
                                       None if hi.is_infty() or hi.is_neginfty() else hi.to_python()))
    return out
