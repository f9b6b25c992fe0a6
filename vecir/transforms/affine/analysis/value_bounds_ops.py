"""The value-bounds models of region ops and shaped dimensions (upstream's SCF, Tensor and MemRef
ValueBoundsOpInterface external models, and the DestinationStyleOpInterface fallback), used by
``value_bounds._Builder``:

    scf.for %iv = %lb to %ub step %c           lb <= iv < ub, iv <= lb + (ceildiv(ub - lb, c) - 1) * c
      iter_args(%x = %init) -> index            (the last bound only for a constant step c)
      ... scf.yield %y                          x == init and r == init when y == x is provable;
                                                r == init + tripcount * (y - x) for a constant trip count > 0
    scf.forall (%iv) = (lb) to (ub) step (c)   as scf.for's IV; results / shared_outs: the dims of the outs
    %r = scf.if ... yield %a ... yield %b       a <= r <= b when a <= b is provable (and the other way)
    tensor.dim / memref.dim %t, %c_k            the dimension variable (t, k), and the result is >= 0
                                                (the variable itself has no sign: pad's source size may be < 0)
    tensor.empty / memref.alloc(a) / extract_slice / subview / pad / cast / rank, and the results of
    destination-style ops (tensor.insert, tensor.insert_slice, linalg on tensors, vector.transfer_write):
                                                each dimension variable equals the size the op gives it

A dimension variable of a static size is that constant.  A comparison a model needs ("the yielded
value equals the iter_arg") is decided on its own constraint set at upstream's Fourier-Motzkin
precision, and the compared values join the caller's constraints as upstream's populateAndCompare
adds them (an empty loop's IV bounds then make the whole set empty, so nothing is proven); a loop
iter_arg whose comparison is under way is left unconstrained inside it (upstream finds its column
already being processed).
"""

from __future__ import annotations

from ....dialects._static_dynamic import DYNAMIC

_IN_PROGRESS: set = set()         # (id(loop), iter_arg position, dim) being compared


def _term(b, x, dim=None) -> str:
    """The constraint text of an index Value / int (dim None) or of dimension ``dim`` of a shaped Value."""
    if isinstance(x, int):
        return str(x)
    return b.name(x) if dim is None else b.dim_name(x, dim)


def provable(lhs, rel: str, rhs, dim=None) -> bool:
    """Whether ``lhs rel rhs`` (both index Values, or dimension ``dim`` of two shaped Values) holds
    for every value the value-bounds constraints allow (ValueBoundsConstraintSet::populateAndCompare)."""
    from .dependence import _NotAffine
    from .value_bounds import _Builder
    from .value_bounds_strong import _proves, constraints_empty

    b = _Builder()
    try:
        lt, rt = _term(b, lhs, dim), _term(b, rhs, dim)
        if constraints_empty(b.constraints):
            return False
        if rel == "=":
            return _proves(lt, "<=", rt, b.constraints) and _proves(lt, ">=", rt, b.constraints)
        return _proves(lt, rel, rt, b.constraints)
    except _NotAffine:
        return False


def _const(x) -> int | None:
    from .value_bounds import constant_int

    return x if isinstance(x, int) else constant_int(x)


def _iv_bounds(b, nm: str, lb, ub, step) -> None:
    lo, hi = _term(b, lb), _term(b, ub)
    b._add(f"{nm} >= {lo}")
    b._add(f"{nm} < {hi}")
    c = _const(step)
    if c is not None and c > 0:          # a symbolic step makes the bound semi-affine: upstream drops it
        b._add(f"{nm} <= {lo} + (ceil(({hi} - {lo}) / {c}) - 1) * {c}")


def _trip_count(op) -> int | None:
    lb, ub, step = (_const(x) for x in op.operands[:3])
    if lb is None or ub is None or step is None or step <= 0:
        return None
    return -((lb - ub) // step)          # ceildiv(ub - lb, step)


def _for_iter(b, op, k: int, nm: str, dim, is_result: bool) -> None:
    """scf.for's iter_arg / result ``k`` (dimension ``dim`` of it, or the index value)."""
    body = op.regions[0].blocks[0]
    yielded, iter_arg, init = body.last.operands[k], body.args[1 + k], op.operands[3 + k]
    key = (id(op), k, dim)
    if key in _IN_PROGRESS:
        return
    _term(b, yielded, dim)               # populateAndCompare adds both to the constraint set
    _term(b, iter_arg, dim)
    _IN_PROGRESS.add(key)
    try:
        equal = yielded is iter_arg or provable(yielded, "=", iter_arg, dim)
    finally:
        _IN_PROGRESS.discard(key)
    if equal:
        b._add(f"{nm} = {_term(b, init, dim)}")
    if dim is not None or not is_result:
        return
    tc = _trip_count(op)
    if tc is not None and tc > 0 and yielded is not iter_arg:    # iree-opt 3.13 adds none for tc <= 0
        b._add(f"{nm} = {_term(b, init)} + ({tc}) * ({_term(b, yielded)} - {_term(b, iter_arg)})")


def _if_result(b, op, k: int, nm: str, dim) -> None:
    then_y = op.regions[0].blocks[0].last if op.regions[0].blocks else None
    else_y = op.regions[1].blocks[0].last if op.regions[1].blocks else None
    if then_y is None or else_y is None:
        return
    a, c = then_y.operands[k], else_y.operands[k]
    _term(b, a, dim)                     # populateAndCompare adds both to the constraint set
    _term(b, c, dim)
    if provable(a, "<=", c, dim):
        b._add(f"{nm} >= {_term(b, a, dim)} and {nm} <= {_term(b, c, dim)}")
    if provable(c, "<=", a, dim):
        b._add(f"{nm} >= {_term(b, c, dim)} and {nm} <= {_term(b, a, dim)}")


def constrain_block_arg(b, v, op, nm: str) -> None:
    """An index block argument of a region op."""
    if op.name == "scf.for":
        body = op.regions[0].blocks[0]
        if v.owner is not body:
            return
        if v is body.args[0]:
            _iv_bounds(b, nm, op.operands[0], op.operands[1], op.operands[2])
        else:
            _for_iter(b, op, list(body.args).index(v) - 1, nm, None, False)
    elif op.name == "scf.forall":
        body = op.regions[0].blocks[0]
        i = list(body.args).index(v)
        if v.owner is body and i < op.rank:
            lbs, ubs, steps, _ = op._mixed()
            _iv_bounds(b, nm, lbs[i], ubs[i], steps[i])


def constrain_result(b, d, v, nm: str) -> bool:
    """An index result of a region op or a shape query; False when ``d`` has no model here."""
    name = d.name
    if name == "scf.for":
        _for_iter(b, d, list(d.results).index(v), nm, None, True)
    elif name == "scf.if":
        _if_result(b, d, list(d.results).index(v), nm, None)
    elif name in ("tensor.dim", "memref.dim"):
        from .value_bounds import constant_int

        idx = constant_int(d.operands[1])
        src = d.operands[0]
        shape = getattr(src.type, "shape", None)
        if idx is not None and shape is not None and 0 <= idx < len(shape):
            b._add(f"{nm} = {b.dim_name(src, idx)}")
        b._add(f"{nm} >= 0")
    elif name in ("tensor.rank", "memref.rank"):
        shape = getattr(d.operands[0].type, "shape", None)
        if shape is not None:
            b._add(f"{nm} = {len(shape)}")
    else:
        return False
    return True


def _nth_kept(mixed_sizes, dropped, dim: int):
    kept = [s for i, s in enumerate(mixed_sizes) if i not in dropped]
    return kept[dim] if dim < len(kept) else None


def _dps_init(d, v):
    """The init operand tied to result ``v`` of a destination-style op, or None."""
    name = d.name
    if name in ("tensor.insert", "tensor.insert_slice"):
        return d.dest
    if name == "vector.transfer_write":
        return d.operands[1] if d.results else None
    from ....dialects.linalg.structured import StructuredOp

    if isinstance(d, StructuredOp) and d.has_pure_tensor_semantics():
        return d.outputs[list(d.results).index(v)]
    return None


def constrain_dim(b, v, dim: int, nm: str) -> None:
    """Dimension ``dim`` (dynamic in the type) of the shaped value ``v``."""
    d = v.defining_op
    if d is None:
        owner = getattr(v, "owner", None)
        op = getattr(owner, "parent_op", None) if owner is not None else None
        if op is None:
            return
        body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
        if op.name == "scf.for" and owner is body and v is not body.args[0]:
            _for_iter(b, op, list(body.args).index(v) - 1, nm, dim, False)
        elif op.name == "scf.forall" and owner is body:
            i = list(body.args).index(v) - op.rank
            if i >= 0:
                b._add(f"{nm} = {b.dim_name(op._mixed()[3][i], dim)}")
        return
    name = d.name
    if name == "scf.for":
        _for_iter(b, d, list(d.results).index(v), nm, dim, True)
    elif name == "scf.if":
        _if_result(b, d, list(d.results).index(v), nm, dim)
    elif name == "scf.forall":
        b._add(f"{nm} = {b.dim_name(d._mixed()[3][list(d.results).index(v)], dim)}")
    elif name in ("tensor.empty", "memref.alloc", "memref.alloca"):
        shape = v.type.shape
        dyn = list(d.operands)[: sum(1 for s in shape if s == DYNAMIC)]
        b._add(f"{nm} = {b.name(dyn[sum(1 for s in shape[:dim] if s == DYNAMIC)])}")
    elif name in ("tensor.extract_slice", "memref.subview"):
        sizes = d.mixed_sizes if name == "tensor.extract_slice" else d.mixed_sizes()
        dropped = d.dropped_dims if name == "tensor.extract_slice" else d.dropped_dims()
        s = _nth_kept(sizes, dropped, dim)
        if s is not None:
            b._add(f"{nm} = {_term(b, s)}")
    elif name == "tensor.pad":
        b._add(f"{nm} = {b.dim_name(d.operands[0], dim)} + {_term(b, d.mixed_low[dim])}"
               f" + {_term(b, d.mixed_high[dim])}")
    elif name in ("tensor.cast", "memref.cast"):
        if getattr(d.operands[0].type, "shape", None) is not None:
            b._add(f"{nm} = {b.dim_name(d.operands[0], dim)}")
    elif name == "arith.select":
        c, t, f = d.operands
        if getattr(c.type, "shape", None) is not None:
            b._add(f"{nm} = {b.dim_name(t, dim)} and {nm} = {b.dim_name(f, dim)}")
            return
        b.dim_name(t, dim)
        b.dim_name(f, dim)
        if provable(t, "<=", f, dim):
            b._add(f"{nm} >= {b.dim_name(t, dim)} and {nm} <= {b.dim_name(f, dim)}")
        if provable(f, "<=", t, dim):
            b._add(f"{nm} >= {b.dim_name(f, dim)} and {nm} <= {b.dim_name(t, dim)}")
    else:
        init = _dps_init(d, v)
        if init is not None:
            b._add(f"{nm} = {b.dim_name(init, dim)}")
