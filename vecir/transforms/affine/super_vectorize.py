"""affine-super-vectorize{virtual-vector-size test-fastest-varying vectorize-reductions}: affine
loops to n-D virtual vectors (upstream's SuperVectorize.cpp).

    affine.for %i = 0 to 8 {                       (virtual-vector-size=4,8)
      affine.for %j = 0 to 16 {
        %c = affine.load %C[%i] : memref<8xf32>
        %a = affine.load %A[%i, %j] : memref<8x16xf32>
        %s = arith.addf %a, %c : f32
        affine.store %s, %B[%i, %j] : memref<8x16xf32>
  ==>
    affine.for %i = 0 to 8 step 4 {
      affine.for %j = 0 to 16 step 8 {
        %p = ub.poison : f32
        %c = vector.transfer_read %C[%i], %p {in_bounds = [true, true],
               permutation_map = affine_map<(d0) -> (d0, 0)>} : memref<8xf32>, vector<4x8xf32>
        ...
        %s = arith.addf %a, %c : vector<4x8xf32>
        vector.transfer_write %s, %B[%i, %j] {in_bounds = [true, true]} : vector<4x8xf32>, memref<8x16xf32>

Loops are matched by nested patterns of parallel, vectorizable loops (super_vectorize_analysis.py);
the outermost matched loop gets vector dim 0, the loops matched at depth k dim k.  Each match's
loop nest is rebuilt in a pre-order walk: vector-dim loops step by step * size, loads/stores
become transfers whose permutation map sends each vectorized loop's varying memref index to its
vector dim (0: broadcast of an invariant access), other ops are widened, constants splatted at
the top of the innermost vector loop, uniforms (values from outside the vector loops, IVs of
other loops) broadcast where they are defined.  A loop whose iter_args are reductions
(vectorize-reductions, 1-D only, unit step) carries vectors of the reduction's identity, is
reduced with vector.reduction after the loop and combined with the initial value unless that is
the identity; when the trip count may not be a multiple of the vector size the combined value is
masked (vector.create_mask of ub - iv, arith.select against the identity).  If any op of a nest
cannot be vectorized the new nest is dropped and the next match of its bucket is tried.

Lane k of a vector loop's transfers is what iteration iv + k accessed; when the trip count may
not be a multiple of the vector size, the last vector has lanes past the loop's end
(super_vectorize_bounds.py decides it with isl).  Upstream (iree-opt 3.13) writes those lanes and
marks a dim in bounds when it broadcasts or its memref dim is static and a multiple of the vector
size; vecir keeps that in_bounds where every lane is an iteration, clears it on a read whose lanes
past the end may leave the memref, and masks a write there (vector.create_mask of ub - iv along
each such dim), unless every such lane falls outside the memref: then the write is not marked in
bounds along that dim and writes nothing there (``affine.for %i = 0 to %n`` with
``%n = memref.dim %A, %c0`` writing ``%A[%i]`` is upstream's output; ``%A[%i + 1]`` for
``%i < 15`` on ``memref<16xf32>`` is what newer upstream prints).  A loop whose bounds use an enclosing vector loop's IV (a triangular
nest) would need a trip count per lane: upstream runs every lane with the first one's, vecir
refuses the nest.  Unlike upstream (which crashes or
leaves invalid IR), vecir refuses loops with iter_args it cannot vectorize and accesses outside an
inner vector-dim loop, and splats a constant again in each sibling vector loop that uses it
(upstream reuses the first splat, which does not dominate the second loop).  Unlike upstream,
vecir also requires vector lanes to be consecutive iterations (super_vectorize_analysis.py).
Debug output: ``VECIR_DEBUG_ONLY=early-vect``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...dialects.affine._common import compose_affine_map_and_operands, for_iv_owner
from ...dialects.vector.ops_compute_transfer import mask_type_for
from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr, DenseArrayAttr, DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.core import BlockArgument
from ...ir.diagnostics import emit_remark
from ...ir.op import OP_REGISTRY
from ...ir.types import FloatType, IndexType, VectorType, i1, i32, index
from ...passes.base import Pass, PassFailure, register_pass
from .debug import debug
from .super_vectorize_analysis import (
    REDUCTION_COMBINERS, assign_vector_dims, intersection_buckets, is_access_index_invariant,
    is_valid_vector_element_type, match_pattern, match_reduction, parallel_loops, vectorizable_loop_body,
    vectorizable_loop_filter,
)
from .super_vectorize_bounds import lanes_in_bounds, lanes_may_overshoot, overshoot_out_of_bounds

DEBUG_TYPE = "early-vect"


def _create(name: str, operands, result_types, props=None, attrs=None, loc=None, regions=0):
    return OP_REGISTRY[name].create(list(operands), list(result_types), dict(props or {}), dict(attrs or {}),
                                    regions, loc=loc)


def _map_op(name: str, amap: AffineMap, operands, loc):
    return _create(name, operands, [index], {"map": AffineMapAttr(amap)}, loc=loc)


# -- reduction identities (upstream's getIdentityValueAttr) ------------------------------------------

def identity_value(combiner: str, t):
    """The neutral element of ``combiner`` on scalar type ``t`` as a Python number."""
    if isinstance(t, FloatType):
        return {"arith.addf": 0.0, "arith.mulf": 1.0, "arith.maximumf": -math.inf,
                "arith.minimumf": math.inf, "arith.maxnumf": -math.nan, "arith.minnumf": math.nan}[combiner]
    width = 64 if isinstance(t, IndexType) else t.width
    return {"arith.addi": 0, "arith.muli": 1, "arith.andi": -1, "arith.ori": 0, "arith.xori": 0,
            "arith.maxsi": -(1 << (width - 1)), "arith.minsi": (1 << (width - 1)) - 1,
            "arith.maxui": 0, "arith.minui": -1}[combiner]


def _is_identity_constant(combiner: str, v) -> bool:
    d = v.defining_op
    if d is None or d.name != "arith.constant":
        return False
    attr = d.properties.get("value")
    t = v.type
    ident = identity_value(combiner, t)
    if isinstance(t, FloatType):
        return isinstance(attr, FloatAttr) and attr == FloatAttr(ident, t)
    if not hasattr(attr, "value") or isinstance(attr.value, (float, tuple)):
        return False
    width = 64 if isinstance(t, IndexType) else t.width
    mask = (1 << width) - 1
    return (int(attr.value) & mask) == (ident & mask)


# -- state -----------------------------------------------------------------------------------------

@dataclass
class Strategy:
    sizes: tuple
    loop_to_dim: dict          # scalar loop -> vector dim
    reductions: dict           # scalar loop -> [Reduction]


class _State:
    """Replacements built while one loop nest is vectorized, and the insertion point (a block and the
    op to insert before; None: its end), as upstream's VectorizationState and OpBuilder."""

    def __init__(self, strategy: Strategy, root) -> None:
        self.strategy = strategy
        self.sizes = tuple(strategy.sizes)
        self.op_vec: dict = {}
        self.val_vec: dict = {}
        self.val_scalar: dict = {}
        self.loop_results: list = []      # (scalar loop result, its scalar replacement)
        self.after_loop_ops: list = []    # reductions created after vector loops (dropped on failure)
        self.vec_loop_dim: dict = {}
        self.vec_loop_mask: dict = {}
        self.splats: set = set()           # constants splatted by _vectorize_constant
        self.loop_left: dict = {}          # vector loop -> iterations left (ub - iv), at its start
        self.masks: list = []              # transfer masks built so far (reused where visible)
        self.lane_sizes = {loop: self.sizes[d] for loop, d in strategy.loop_to_dim.items()}
        self.set_after(root)

    # insertion point
    def set_after(self, op) -> None:
        self.block, self.before = op.parent, op.next

    def set_start(self, block) -> None:
        self.block, self.before = block, block.first

    def insert(self, op):
        if self.before is None:
            self.block.append(op)
        else:
            self.block.insert_before(self.before, op)
        return op

    def save(self):
        return self.block, self.before

    def restore(self, ip) -> None:
        self.block, self.before = ip

    def vtype(self, t) -> VectorType:
        return VectorType(self.sizes, t)

    def register_op(self, old, new) -> None:
        self.op_vec[old] = new
        for a, b in zip(old.results, new.results):
            self.val_vec[a] = b


# -- operands --------------------------------------------------------------------------------------

def _defined_outside(loop, v) -> bool:
    owner = v.owner.parent_op if isinstance(v, BlockArgument) else v.defining_op.parent_op
    return owner is None or not (owner is loop or loop.is_ancestor_of(owner))


def _is_uniform(v, st: _State) -> bool:
    owner = for_iv_owner(v)
    if owner is not None and owner not in st.strategy.loop_to_dim:
        return True
    if any(not _defined_outside(loop, v) for loop in st.strategy.loop_to_dim):
        return False
    return is_valid_vector_element_type(v.type)


def _vectorize_uniform(v, st: _State):
    repl = st.val_scalar.get(v, v)
    ip = st.save()
    if isinstance(repl, BlockArgument):
        st.set_start(repl.owner)
    else:
        st.set_after(repl.defining_op)
    b = st.insert(_create("vector.broadcast", [repl], [st.vtype(v.type)], loc=v.defining_op.loc
                          if v.defining_op is not None else None))
    st.restore(ip)
    st.val_vec[v] = b.results[0]
    return b.results[0]


def _vectorize_constant(c, st: _State):
    t = c.results[0].type
    if not is_valid_vector_element_type(t):
        return None
    p = st.block.parent_op
    while p is not None and p not in st.vec_loop_dim:
        p = p.parent_op
    if p is None:
        debug(DEBUG_TYPE, "a constant outside every vector loop")
        return None
    attr = c.properties["value"]
    val = attr.value if not isinstance(attr.value, bool) else int(attr.value)
    new = _create("arith.constant", [], [st.vtype(t)], {"value": DenseElementsAttr(st.vtype(t), (val,), True)},
                  loc=c.loc)
    p.regions[0].blocks[0].prepend(new)
    st.register_op(c, new)
    st.splats.add(new)
    if isinstance(t, IndexType):
        # an index constant may also be an index of the vector loop: a scalar copy beside the splat
        # (as iree-opt 3.13 emits it)
        scalar = _create("arith.constant", [], [t], {"value": attr}, loc=c.loc)
        p.regions[0].blocks[0].insert_after(new, scalar)
        st.val_scalar[c.results[0]] = scalar.results[0]
    return new


def _visible(op, block) -> bool:
    """Whether ``op`` (at the top of a loop body) dominates the ops of ``block``."""
    b = block
    while b is not None:
        if b is op.parent:
            return True
        p = b.parent_op
        b = p.parent if p is not None else None
    return False


def vectorize_operand(v, st: _State):
    """The vector form of ``v``: already vectorized, a splatted constant, or a broadcast uniform."""
    if v in st.val_vec:
        r = st.val_vec[v]
        if r.defining_op is None or r.defining_op not in st.splats or _visible(r.defining_op, st.block):
            return r
        del st.val_vec[v]      # a splat in a sibling vector loop: splat again here (upstream reuses it)
    if isinstance(v.type, VectorType):
        return None
    d = v.defining_op
    if d is not None and d.name == "arith.constant":
        new = _vectorize_constant(d, st)
        return None if new is None else new.results[0]
    if _is_uniform(v, st):
        return _vectorize_uniform(v, st)
    debug(DEBUG_TYPE, f"operand of type {v.type.render()} is not vectorizable")
    return None


# -- memory accesses -------------------------------------------------------------------------------

def _memory_indices(op, amap: AffineMap, operands, st: _State) -> list:
    out = []
    for e in amap.results:
        ap = st.insert(_map_op("affine.apply", AffineMap(amap.num_dims, amap.num_symbols, [e]), operands, op.loc))
        out.append(ap.results[0])
    return out


def _enclosing_vector_loops(st: _State) -> list:
    out = []
    p = st.block.parent_op
    while p is not None:
        if p in st.vec_loop_dim:
            out.append(p)
        p = p.parent_op
    return out


def permutation_map(indices, st: _State) -> AffineMap | None:
    """upstream's makePermutationMap: result k is the memref index varying along the loop of vector
    dim k (0 when none does: a broadcast)."""
    loops = _enclosing_vector_loops(st)
    if not loops:
        return None
    perm: list = [AffineConstantExpr(0)] * len(loops)
    for loop in loops:
        dim = st.vec_loop_dim[loop]
        if dim >= len(perm):
            debug(DEBUG_TYPE, "an access outside an inner vector loop")
            return None
        for k, idx in enumerate(indices):
            if not is_access_index_invariant(loop.induction_var, idx):
                perm[dim] = AffineDimExpr(k)
    dims = [e.position for e in perm if isinstance(e, AffineDimExpr)]
    if len(set(dims)) != len(dims):
        debug(DEBUG_TYPE, "two vector dims vary along one memref index")
        return None
    return AffineMap(len(indices), 0, perm)


def in_bounds_mask(pmap: AffineMap, memref_type, vt: VectorType) -> list[bool]:
    """iree-opt 3.13's in_bounds: a broadcast, or a static memref dim that is a multiple of the
    vector size (sound only when every lane is an iteration, see _lane_loop)."""
    out = []
    for r, e in enumerate(pmap.results):
        if isinstance(e, AffineDimExpr):
            s = memref_type.shape[e.position]
            out.append(s is not None and s >= 0 and s % vt.shape[r] == 0)
        else:
            out.append(True)
    return out


def _lane_loop(op, dim: int, st: _State):
    """The scalar loop whose iterations are the lanes of vector dim ``dim`` at access ``op``."""
    p = op.parent_op
    while p is not None and st.strategy.loop_to_dim.get(p) != dim:
        p = p.parent_op
    return p


def _overshooting_dims(op, pmap: AffineMap, st: _State) -> list:
    """(vector dim, memref dim, scalar loop) for each vector dim whose last vector may have lanes
    past its loop's end (super_vectorize_bounds.py)."""
    out = []
    for r, e in enumerate(pmap.results):
        if isinstance(e, AffineDimExpr):
            loop = _lane_loop(op, r, st)
            if lanes_may_overshoot(op, st.lane_sizes, loop):
                out.append((r, e.position, loop))
    return out


def _transfer_props(pmap, in_bounds, segs) -> dict:
    return {"permutation_map": AffineMapAttr(pmap), "in_bounds": ArrayAttr([BoolAttr(b) for b in in_bounds]),
            "operandSegmentSizes": DenseArrayAttr(i32, segs)}


def _access_indices(op, memref, amap, operands, st: _State, is_load: bool):
    map_ops = [st.val_scalar.get(v, v) for v in operands]
    if amap != AffineMap.identity(len(memref.type.shape)):
        if is_load and any(v.defining_op is not None and v.defining_op.name == "affine.apply" for v in map_ops):
            debug(DEBUG_TYPE, "a load with a non-identity map of affine.apply results")
            return None
        return _memory_indices(op, amap, map_ops, st)
    return map_ops


def vectorize_load(op, st: _State):
    memref, amap, operands = op.operands[0], op.properties["map"].value, op.operands[1:]
    vt = st.vtype(memref.type.element_type)
    indices = _access_indices(op, memref, amap, operands, st, True)
    if indices is None:
        return None
    pmap = permutation_map(indices, st)
    if pmap is None:
        return None
    in_bounds = in_bounds_mask(pmap, memref.type, vt)
    for r, mdim, loop in _overshooting_dims(op, pmap, st):
        # lanes past the loop's end read too: in bounds only if they provably stay inside
        in_bounds[r] = in_bounds[r] and lanes_in_bounds(op, st.lane_sizes, loop, mdim)
    pad = st.insert(_create("ub.poison", [], [memref.type.element_type], loc=op.loc))
    read = st.insert(_create("vector.transfer_read", [memref, *indices, pad.results[0]], [vt],
                             _transfer_props(pmap, in_bounds, [1, len(indices), 1, 0]), loc=op.loc))
    st.register_op(op, read)
    return read


def vectorize_store(op, st: _State):
    value, memref, operands = op.operands[0], op.operands[1], op.operands[2:]
    vec = vectorize_operand(value, st)
    if vec is None:
        return None
    indices = _access_indices(op, memref, op.properties["map"].value, operands, st, False)
    pmap = permutation_map(indices, st)
    if pmap is None:
        return None
    in_bounds = in_bounds_mask(pmap, memref.type, vec.type)
    # lanes past a loop's end must not be written: masked off, unless they all fall outside the
    # memref, where a transfer that may run out of bounds writes nothing
    masked = {}
    for r, mdim, loop in _overshooting_dims(op, pmap, st):
        if overshoot_out_of_bounds(op, st.lane_sizes, loop, mdim):
            in_bounds[r] = False
        else:
            masked[r] = loop
    mask = _transfer_mask(masked, pmap, vec.type, st) if masked else None
    write = st.insert(_create("vector.transfer_write", [vec, memref, *indices] + ([mask] if mask else []), [],
                              _transfer_props(pmap, in_bounds, [1, 1, len(indices), 1 if mask else 0]),
                              loc=op.loc))
    st.register_op(op, write)
    return write


# -- loops -----------------------------------------------------------------------------------------

def _iterations_left(loop, st: _State):
    """ub - iv of vector loop ``loop``, computed at the top of its body."""
    if loop in st.loop_left:
        return st.loop_left[loop]
    ip = st.save()
    st.set_start(loop.regions[0].blocks[0])
    ub_map, ub_ops = loop.upper_map, list(loop.upper_operands)
    ub_op = st.insert(_map_op("affine.apply" if len(ub_map.results) == 1 else "affine.min", ub_map, ub_ops,
                              loop.loc))
    m, ops = compose_affine_map_and_operands(AffineMap(2, 0, [AffineDimExpr(0) - AffineDimExpr(1)]),
                                             [ub_op.results[0], loop.induction_var])
    left = st.insert(_map_op("affine.apply", m, ops, loop.loc))
    if not ub_op.results[0].has_uses:
        ub_op.erase()
    st.restore(ip)
    st.loop_left[loop] = left.results[0]
    return left.results[0]


def _create_mask(loop, st: _State):
    """vector.create_mask of the iterations left (ub - iv) for a reduction loop, when the trip
    count may not be a multiple of the step (upstream's createMask)."""
    if loop in st.vec_loop_mask:
        return st.vec_loop_mask[loop]
    lb, ub = loop.constant_bounds()
    if lb is not None and ub is not None and (ub - lb) % loop.step_value == 0:
        return None
    left = _iterations_left(loop, st)
    ip = st.save()
    st.set_after(left.defining_op)
    mask = st.insert(_create("vector.create_mask", [left], [VectorType(st.sizes, i1)], loc=loop.loc))
    st.restore(ip)
    st.vec_loop_mask[loop] = mask.results[0]
    st.masks.append(mask.results[0])
    return mask.results[0]


def _transfer_mask(masked: dict, pmap: AffineMap, vt: VectorType, st: _State):
    """vector.create_mask for a transfer whose vector dims ``masked`` (vector dim -> scalar loop)
    stop at their loops' ends; the mask's dims are the transfer's source-ordered vector dims."""
    operands = []
    for pos in range(pmap.num_dims):
        r = next((r for r, e in enumerate(pmap.results) if isinstance(e, AffineDimExpr) and e.position == pos), None)
        if r is None:
            continue
        if r in masked:
            operands.append(_iterations_left(st.op_vec[masked[r]], st))
        else:
            c = st.insert(_create("arith.constant", [], [index], {"value": IntegerAttr(vt.shape[r], index)}))
            operands.append(c.results[0])
    want = mask_type_for(vt, pmap)
    for m in st.masks:
        if m.type is want and list(m.owner.operands) == operands and _visible(m.owner, st.block):
            return m
    mask = st.insert(_create("vector.create_mask", operands, [want]))
    st.masks.append(mask.results[0])
    return mask.results[0]


def _initial_vector(combiner: str, init, st: _State):
    t = init.type
    vt = st.vtype(t)
    c = st.insert(_create("arith.constant", [], [vt],
                          {"value": DenseElementsAttr(vt, (identity_value(combiner, t),), True)}, loc=None))
    return c.results[0]


def vectorize_for(op, st: _State):
    strat = st.strategy
    dim = strat.loop_to_dim.get(op)
    inits = list(op.inits)
    if dim is not None and inits and op.step_value != 1:
        debug(DEBUG_TYPE, f"unsupported step size for reduction loop: {op.step_value}")
        return None
    step = op.step_value * (st.sizes[dim] if dim is not None else 1)
    reductions = strat.reductions.get(op, []) if dim is not None and inits else []
    if dim is None:
        vec_inits = [vectorize_operand(v, st) for v in inits]
        if any(v is None for v in vec_inits):
            return None
    else:
        vec_inits = [_initial_vector(r.combiner, v, st) for r, v in zip(reductions, inits)]
    from ...dialects.affine.loops import ForOp

    lbs = [st.val_scalar.get(v, v) for v in op.lower_operands]
    ubs = [st.val_scalar.get(v, v) for v in op.upper_operands]
    if any(v in st.val_vec for v in lbs + ubs):
        debug(DEBUG_TYPE, "loop bounds use a vectorized value")
        return None
    new = ForOp.build_for(op.lower_map, lbs, op.upper_map, ubs, step, vec_inits, loc=op.loc)
    body = new.regions[0].blocks[0]
    if body.terminator is not None:
        body.terminator.erase()
    st.insert(new)
    st.register_op(op, new)
    st.val_scalar[op.induction_var] = new.induction_var
    for a, b in zip(op.region_iter_args, new.region_iter_args):
        st.val_vec[a] = b
    for i, r in enumerate(reductions):
        kind = REDUCTION_COMBINERS[r.combiner]
        red = st.insert(_create("vector.reduction", [new.results[i]], [inits[i].type],
                                {"kind": _kind_attr(kind)}, loc=op.loc))
        st.after_loop_ops.append(red)
        final = red.results[0]
        if not _is_identity_constant(r.combiner, inits[i]):
            comb = st.insert(_create(r.combiner, [final, inits[i]], [inits[i].type], loc=final.owner.loc))
            st.after_loop_ops.append(comb)
            final = comb.results[0]
        st.loop_results.append((op.results[i], final))
    if dim is not None:
        st.vec_loop_dim[new] = dim
    st.set_start(body)
    if dim is not None and inits:
        _create_mask(new, st)
    return new


def _kind_attr(kind: str):
    from ...dialects.vector.attrs import CombiningKindAttr

    return CombiningKindAttr(kind)


def widen(op, st: _State):
    """The same op on vectors of the strategy's shape (upstream's widenOp)."""
    types = [st.vtype(r.type) for r in op.results]
    operands = []
    for v in op.operands:
        vec = vectorize_operand(v, st)
        if vec is None:
            debug(DEBUG_TYPE, f"an operand of '{op.name}' failed to vectorize")
            return None
        operands.append(vec)
    new = st.insert(type(op).create(operands, types, dict(op.properties), dict(op.attributes), loc=op.loc))
    st.register_op(op, new)
    return new


def vectorize_yield(op, st: _State):
    new = widen(op, st)
    if new is None:
        return None
    loop = st.block.parent_op
    mask = st.vec_loop_mask.get(loop)
    if mask is not None:
        for i in range(len(new.operands)):
            m = match_reduction(loop, i)
            if m is None:
                return None
            comb, reduced = m
            sel = _create("arith.select", [mask, reduced, loop.inits[i]], [reduced.type], loc=reduced.owner.loc
                          if not isinstance(reduced, BlockArgument) else loop.loc)
            comb.parent.insert_before(comb, sel)
            for k, v in enumerate(comb.operands):
                if v is reduced:
                    comb.set_operand(k, sel.results[0])
    st.set_after(loop)
    return new


def vectorize_apply(op, st: _State):
    if any(v in st.val_vec for v in op.operands):
        debug(DEBUG_TYPE, "affine.apply on vector operand")
        return None
    new = st.insert(_map_op("affine.apply", op.properties["map"].value,
                            [st.val_scalar.get(v, v) for v in op.operands], op.loc))
    st.val_scalar[op.results[0]] = new.results[0]
    return new


_BY_NAME = {"affine.load": vectorize_load, "affine.store": vectorize_store, "affine.for": vectorize_for,
            "affine.yield": vectorize_yield, "affine.apply": vectorize_apply}


def vectorize_one(op, st: _State):
    fn = _BY_NAME.get(op.name)
    if fn is not None:
        return fn(op, st)
    if op.name == "arith.constant":
        return _vectorize_constant(op, st)
    if op.regions:
        return None
    return widen(op, st)


def _bounds_vary_with_lanes(root, strategy: Strategy) -> str:
    """Why the nest cannot be vectorized when a loop inside a vector loop has bounds that use the
    vector loop's IV: each lane would need its own trip count (upstream runs every lane with the
    first lane's, skipping or adding iterations of a triangular nest)."""
    for loop in root.walk():
        if loop.name != "affine.for":
            continue
        for vl in strategy.loop_to_dim:
            if vl is loop or not vl.is_ancestor_of(loop):
                continue
            if any(not is_access_index_invariant(vl.induction_var, v)
                   for v in (*loop.lower_operands, *loop.upper_operands)):
                return "loop bounds vary with the lanes of an enclosing vector loop"
    return ""


def vectorize_loop_nest(root, strategy: Strategy) -> bool:
    """Build the vector form of the nest rooted at ``root`` beside it and erase ``root``; on
    failure drop the new nest and leave ``root`` as it was."""
    if not vectorizable_loop_body(root, check_accesses=False)[0]:
        debug(DEBUG_TYPE, "loop is not vectorizable")
        return False
    why = _bounds_vary_with_lanes(root, strategy)
    if why:
        debug(DEBUG_TYPE, why)
        return False
    st = _State(strategy, root)
    for op in root.walk():
        if vectorize_one(op, st) is None:
            debug(DEBUG_TYPE, f"failed vectorizing '{op.name}'")
            for extra in reversed(st.after_loop_ops):
                extra.erase()
            new_root = st.op_vec.get(root)
            if new_root is not None:
                new_root.erase()
            return False
    for old, new in st.loop_results:
        old.replace_all_uses_with(new)
    root.erase()
    return True


def vectorize_child_affine_loops(root, vectorize_reductions: bool, sizes, fastest_varying) -> None:
    """upstream's vectorizeChildAffineLoops (transform.affine.super_vectorize): the parallel loops
    in and under ``root``, then vectorize_loops on ``root``."""
    parallel, reductions = parallel_loops(root, vectorize_reductions)
    vectorize_loops(root, parallel, sizes, fastest_varying, reductions)


def vectorize_loops(func_op, parallel: set, sizes, fastest_varying, reductions: dict) -> None:
    """upstream's vectorizeLoops: match 1-D to 3-D patterns, vectorize one match per bucket."""
    rank = len(sizes)
    if not 1 <= rank <= 3:
        debug(DEBUG_TYPE, "pattern couldn't be computed")
        return
    fv = list(fastest_varying) + [-1] * (rank - len(fastest_varying))
    filters = [vectorizable_loop_filter(parallel, fv[k], sizes[k]) for k in range(rank)]
    matches = match_pattern(filters, func_op)
    for bucket in intersection_buckets(matches):
        for m in bucket:
            loop_to_dim: dict = {}
            assign_vector_dims(m.children, 1, rank, rank, loop_to_dim)
            loop_to_dim[m.loop] = 0
            if vectorize_loop_nest(m.loop, Strategy(tuple(sizes), loop_to_dim, reductions)):
                break


@register_pass("affine-super-vectorize", "Vectorize to a target independent n-D vector abstraction")
@dataclass
class AffineSuperVectorize(Pass):
    test_fastest_varying: tuple[int, ...] = ()
    vectorize_reductions: bool = False
    virtual_vector_size: tuple[int, ...] = ()
    display_name = "AffineVectorize"
    anchor = "func.func"
    cli_nest = "func.func"    # iree-opt nests the --affine-super-vectorize flag into func.func

    def run(self, op) -> None:
        sizes = [int(s) for s in self.virtual_vector_size]
        fv = [int(s) for s in self.test_fastest_varying]
        if not sizes:
            raise PassFailure("The 'virtual-vector-size' option must be specified.", op)
        if any(s <= 0 for s in sizes):
            raise PassFailure("The 'virtual-vector-size' option must contain only positive values.", op)
        if fv and len(fv) != len(sizes):
            emit_remark(op.loc, "Fastest varying pattern specified with different size than the vector size.",
                        op=op)
            raise PassFailure("", op)
        if self.vectorize_reductions and len(sizes) != 1:
            raise PassFailure("Vectorizing reductions is supported only for 1-D vectors.", op)
        parallel, reductions = parallel_loops(op, self.vectorize_reductions)
        vectorize_loops(op, parallel, sizes, fv, reductions)
