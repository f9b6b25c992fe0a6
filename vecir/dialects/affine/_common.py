"""Shared pieces of the affine dialect: the dimension/symbol rules (seed 004, upstream's
isValidDim/isValidSymbol), the `%A[%i + 3, symbol(%n)]` and `(%d)[%s]` operand syntaxes, and the
map/operand canonicalization that the folders and patterns share (upstream's
canonicalizeMapAndOperands, composeAffineMapAndOperands).

    %n = memref.dim %A, %c0 : memref<?xf32>       // a symbol: dim of a top-level memref
    affine.for %i = 0 to %n {                     // %i: a dimension (induction variable)
      %v = affine.load %A[%i + symbol(%n)] : ...  // parsed into map (d0)[s0] -> (d0 + s0)
"""

from __future__ import annotations

from ...ir.affine import (
    AffineConstantExpr, AffineDimExpr, AffineMap, AffineParseError, AffineSymbolExpr, IntegerSet,
    parse_affine_expr_with_names, parse_affine_map_of_ssa_ids, print_expr,
)
from ...ir.attrs import AffineMapAttr, IntegerAttr, IntegerSetAttr
from ...ir.core import BlockArgument, Region, Value
from ...ir.op import AffineScope, ConstantLike, IsolatedFromAbove, Pure
from ...ir.types import IndexType, MemRefType, index
from ...ir.uniqued import VerifyError

FOR_LIKE = ("affine.for", "affine.parallel")


# ------------------------------------------------------------------------------------------------
# dimension and symbol rules


def _has_trait(op, trait) -> bool:
    return op is not None and trait in type(op).traits


def get_affine_scope(op) -> Region | None:
    """The closest region enclosing ``op`` held by an op with the AffineScope trait."""
    cur = op
    while True:
        parent = cur.parent_op
        if parent is None:
            return None
        if _has_trait(parent, AffineScope):
            return cur.parent_region
        cur = parent


def _owner_region(v: Value) -> Region | None:
    if isinstance(v, BlockArgument):
        return v.owner.parent
    return v.defining_op.parent_region


def is_top_level_value(v: Value, region: Region | None = None) -> bool:
    """Defined at the top level of ``region`` (or, without a region, of an AffineScope op)."""
    if region is not None:
        return _owner_region(v) is region
    if isinstance(v, BlockArgument):
        return _has_trait(v.owner.parent_op, AffineScope)
    return _has_trait(v.defining_op.parent_op, AffineScope)


def constant_attr(v: Value):
    op = v.defining_op
    if op is None or ConstantLike not in type(op).traits:
        return None
    return op.get_attr("value")


def constant_index(v: Value) -> int | None:
    a = constant_attr(v)
    return a.value if isinstance(a, IntegerAttr) and not isinstance(a.value, bool) else None


def _memref_size_valid_symbol(def_op, i: int, region) -> bool:
    t = def_op.results[0].type
    if not isinstance(t, MemRefType) or i >= len(t.shape):
        return False
    if t.shape[i] >= 0:
        return True
    pos = sum(1 for d in t.shape[:i] if d < 0)
    if def_op.name == "memref.view":
        sizes = list(def_op.operands[2:])
    elif def_op.name == "memref.alloc":
        sizes = [v for v in def_op.operands if isinstance(v.type, IndexType)]
    else:  # memref.subview: its dynamic sizes
        sizes = def_op.operand_group("sizes") if hasattr(type(def_op), "sizes") else []
    return pos < len(sizes) and is_valid_symbol(sizes[pos], region)


def _dim_op_valid_symbol(dim_op, region) -> bool:
    src = dim_op.operand(0)
    if is_top_level_value(src):
        return True
    if isinstance(src, BlockArgument):
        return False
    i = constant_index(dim_op.operand(1))
    if i is None:
        return False
    d = src.defining_op
    while d.name == "memref.cast":  # skip casts of ranked memrefs
        s = d.operand(0)
        if not isinstance(s.type, MemRefType) or s.defining_op is None:
            return False
        d = s.defining_op
    if d.name in ("memref.view", "memref.subview", "memref.alloc"):
        return _memref_size_valid_symbol(d, i, region)
    return False


_DIM_OPS = ("memref.dim", "tensor.dim")


def is_affine_induction_var(v: Value) -> bool:
    """An induction variable of an affine.for (not an iter_arg) or of an affine.parallel."""
    if not isinstance(v, BlockArgument):
        return False
    p = v.owner.parent_op
    if p is None:
        return False
    return (p.name == "affine.for" and v.index == 0) or p.name == "affine.parallel"


def _is_pure(op) -> bool:
    """upstream's isPure: free of memory effects and speculatable (a division by a value that may
    be zero is not)."""
    if Pure not in type(op).traits or op.regions:
        return False
    spec = getattr(op, "speculatable", None)
    return spec is None or bool(spec())


def _dominating_symbol(v: Value, region) -> bool:
    parent_op = region.parent if region is not None else None
    if parent_op is not None and not _has_trait(parent_op, IsolatedFromAbove):
        outer = parent_op.parent_region
        if outer is not None:
            return is_valid_symbol(v, outer)
    return False


def is_valid_symbol(v: Value, region: Region | None = ...) -> bool:
    """Seed 004's symbol rules for a use in ``region`` (``...``: the value's own scope)."""
    if not isinstance(v.type, IndexType):
        return False
    if region is ...:
        if is_top_level_value(v):
            return True
        d = v.defining_op
        if d is None:
            return False
        region = get_affine_scope(d)
    if region is not None and is_top_level_value(v, region):
        return True
    d = v.defining_op
    if d is None:
        return _dominating_symbol(v, region)
    if ConstantLike in type(d).traits:
        return True
    if _is_pure(d) and all(is_valid_symbol(x, region) for x in d.operands):
        return True
    if d.name in _DIM_OPS:
        return _dim_op_valid_symbol(d, region)
    return _dominating_symbol(v, region)


def is_valid_dim(v: Value, region: Region | None = ...) -> bool:
    """A symbol, an affine induction variable, or an affine.apply (or delinearize/linearize_index)
    of dims."""
    if not isinstance(v.type, IndexType):
        return False
    if region is ...:
        d = v.defining_op
        if d is not None:
            return is_valid_dim(v, get_affine_scope(d))
        if is_affine_induction_var(v):
            return True
        p = v.owner.parent_op
        return p is not None and _has_trait(p, AffineScope)
    if is_valid_symbol(v, region):
        return True
    d = v.defining_op
    if d is None:
        return is_affine_induction_var(v)
    if d.name in ("affine.apply", "affine.delinearize_index", "affine.linearize_index"):
        return all(is_valid_dim(x, region) for x in d.operands)
    if d.name in _DIM_OPS:
        return is_top_level_value(d.operand(0))
    return False


def verify_dims_and_symbols(op, operands, num_dims: int) -> None:
    scope = get_affine_scope(op)
    for i, v in enumerate(operands):
        if i < num_dims:
            if not is_valid_dim(v, scope):
                raise VerifyError("operand cannot be used as a dimension id")
        elif not is_valid_symbol(v, scope):
            raise VerifyError("operand cannot be used as a symbol")


# ------------------------------------------------------------------------------------------------
# syntax


def check_map_props(op, names=("map",), set_names=(), int_names=()) -> None:
    """Property conversion of the generic form (upstream's setPropertiesFromAttr): a map property
    must hold an affine map, a condition an integer set, a step an integer."""
    from ..scf.common import check_props

    check_props(op, [(n, lambda a: isinstance(a, AffineMapAttr)) for n in names]
                + [(n, lambda a: isinstance(a, IntegerSetAttr)) for n in set_names]
                + [(n, lambda a: isinstance(a, IntegerAttr)) for n in int_names])


def map_attr(op, name: str = "map") -> AffineMap:
    a = op.properties.get(name)
    if a is None:
        a = op.attributes.get(name)
    return a.value if isinstance(a, (AffineMapAttr, IntegerSetAttr)) else a


def parse_map_of_ssa_ids(p, delimiter: str = "square") -> tuple[AffineMap, list[Value]]:
    """`[%i + 3, symbol(%n)]` (upstream parseAffineMapOfSSAIds): the map and its index operands
    (dims in order of first use, then symbols), resolved as index values."""
    start = p.skip()
    try:
        amap, dim_names, sym_names, end = parse_affine_map_of_ssa_ids(p.src, p.pos, delimiter)
    except AffineParseError as e:
        raise p.affine_error(e) from None
    p.pos = end
    return amap, [p.resolve(_ref(n, _name_pos(p, n, start)), index) for n in dim_names + sym_names]


def parse_expr_of_ssa_ids(p) -> tuple:
    """One affine expression over SSA names; returns (expr, dim values, symbol values)."""
    start = p.skip()
    dims: dict[str, int] = {}
    syms: dict[str, int] = {}
    try:
        expr, end = parse_affine_expr_with_names(p.src, p.pos, dims, syms, allow_new_ssa=True)
    except AffineParseError as e:
        raise p.affine_error(e) from None
    p.pos = end
    dvals = [p.resolve(_ref(n, _name_pos(p, n, start)), index) for n, _ in sorted(dims.items(), key=lambda kv: kv[1])]
    svals = [p.resolve(_ref(n, _name_pos(p, n, start)), index) for n, _ in sorted(syms.items(), key=lambda kv: kv[1])]
    return expr, dvals, svals


def _name_pos(p, name: str, start: int) -> int:
    """Where ``name`` is first used after ``start`` (for diagnostics about it)."""
    import re

    m = re.compile(re.escape(name) + r"(?![A-Za-z0-9_$.\-#])").search(p.src, start)
    return m.start() if m else start


def _ref(name: str, pos: int) -> tuple[str, int, int]:
    base, _, idx = name.partition("#")
    return (base, int(idx) if idx else 0, pos)


def ssa_names(p, amap, operands) -> tuple[list[str], list[str]]:
    nd = amap.num_dims
    dn = [p.value_name(v) for v in operands[:nd]]
    sn = [f"symbol({p.value_name(v)})" for v in operands[nd:]]
    return dn, sn


def print_map_of_ssa_ids(p, amap: AffineMap, operands) -> None:
    """The results of ``amap`` with dims spelled as their operands and symbols as `symbol(%x)`."""
    dn, sn = ssa_names(p, amap, operands)
    p.w(", ".join(print_expr(e, dn, sn) for e in amap.results))


def parse_dim_and_symbol_list(p) -> tuple[list[Value], int]:
    """`(%a, %b)[%s]` with the bracketed symbols optional."""
    dims = p.delimited_operands("(", ")")
    syms = p.delimited_operands("[", "]") if p.peek() == "[" else []
    refs = dims + syms
    return p.resolve_list(refs, [index] * len(refs)), len(dims)


def print_dim_and_symbol_list(p, operands, num_dims: int) -> None:
    p.w("(")
    p.values(operands[:num_dims])
    p.w(")")
    if len(operands) > num_dims:
        p.w("[")
        p.values(operands[num_dims:])
        p.w("]")


# ------------------------------------------------------------------------------------------------
# canonicalization of maps (and integer sets) with their operands


def _walk(map_or_set):
    exprs = map_or_set.results if isinstance(map_or_set, AffineMap) else map_or_set.constraints
    for e in exprs:
        yield from e.walk()


def _promote_symbols(m, operands: list[Value]):
    """Dims bound to valid symbols become symbols (appended after the existing ones)."""
    if not operands:
        return m, operands
    nd, ns = m.num_dims, m.num_symbols
    result, promoted, remap = [], [], []
    next_dim = next_sym = 0
    for i in range(nd):
        v = operands[i]
        if is_valid_symbol(v):
            remap.append(AffineSymbolExpr(ns + next_sym))
            next_sym += 1
            promoted.append(v)
        else:
            remap.append(AffineDimExpr(next_dim))
            next_dim += 1
            result.append(v)
    result += operands[nd:] + promoted
    return m.replace_dims_and_symbols(remap, [], next_dim, ns + next_sym), result


def legalize_demoted_dims(m, operands: list[Value]):
    """upstream's legalizeDemotedDims, the inverse of the promotion: a symbol bound to a value that
    is a valid dim but no valid symbol (a loop induction variable, as after inlining a callee whose
    argument was a symbol into a loop body) becomes a dim, appended after the existing ones."""
    nd, ns = m.num_dims, m.num_symbols
    if not ns:
        return m, operands
    demoted, kept, remap = [], [], []
    for v in operands[nd:]:
        if is_valid_dim(v) and not is_valid_symbol(v):
            remap.append(AffineDimExpr(nd + len(demoted)))
            demoted.append(v)
        else:
            remap.append(AffineSymbolExpr(len(kept)))
            kept.append(v)
    if not demoted:
        return m, operands
    return (m.replace_dims_and_symbols([], remap, nd + len(demoted), len(kept)),
            operands[:nd] + demoted + kept)


def canonicalize_map_and_operands(m, operands: list[Value]):
    """upstream's canonicalizeMapAndOperands (also for integer sets): promote symbol-valued dims
    to symbols, demote dim-only symbols to dims, drop unused dims/symbols, merge duplicate operands, fold constant symbols."""
    if m is None or not operands:
        return m, list(operands)
    m, operands = _promote_symbols(m, list(operands))
    m, operands = legalize_demoted_dims(m, operands)
    nd, ns = m.num_dims, m.num_symbols
    used_d, used_s = [False] * nd, [False] * ns
    for e in _walk(m):
        if type(e) is AffineDimExpr:
            used_d[e.position] = True
        elif type(e) is AffineSymbolExpr:
            used_s[e.position] = True
    result: list[Value] = []
    dim_remap: list = [AffineConstantExpr(0)] * nd  # unused positions: never referenced
    seen: dict = {}
    next_dim = 0
    for i in range(nd):
        if used_d[i]:
            v = operands[i]
            if v in seen:
                dim_remap[i] = seen[v]
            else:
                dim_remap[i] = seen[v] = AffineDimExpr(next_dim)
                next_dim += 1
                result.append(v)
    sym_remap: list = [AffineConstantExpr(0)] * ns
    seen = {}
    next_sym = 0
    for i in range(ns):
        if not used_s[i]:
            continue
        v = operands[nd + i]
        c = constant_attr(v)
        if isinstance(c, IntegerAttr):
            sym_remap[i] = AffineConstantExpr(_sext64(c.value))
            continue
        if v in seen:
            sym_remap[i] = seen[v]
        else:
            sym_remap[i] = seen[v] = AffineSymbolExpr(next_sym)
            next_sym += 1
            result.append(v)
    return m.replace_dims_and_symbols(dim_remap, sym_remap, next_dim, next_sym), result


def _sext64(x: int) -> int:
    x &= (1 << 64) - 1
    return x - (1 << 64) if x >> 63 else x


def _replace_dim_or_sym(m: AffineMap, pos: int, dims: list, syms: list) -> AffineMap | None:
    is_dim = pos < len(dims)
    k = pos if is_dim else pos - len(dims)
    v = dims[k] if is_dim else syms[k]
    if v is None:
        return None
    d = v.defining_op
    if d is None or d.name != "affine.apply":
        return None
    if is_dim:
        dims[k] = None
    else:
        syms[k] = None
    cm, cops = canonicalize_map_and_operands(map_attr(d), list(d.operands))
    repl = cm.shift_dims(len(dims)).shift_symbols(len(syms)).results[0]
    cd = cops[:cm.num_dims]
    cs = cops[cm.num_dims:]
    dims.extend(cd)
    syms.extend(cs)
    target = AffineDimExpr(k) if is_dim else AffineSymbolExpr(k)
    return m.replace({target: repl}, len(dims), len(syms))


def compose_affine_map_and_operands(m: AffineMap, operands: list[Value]):
    """Fold the affine.apply ops producing ``operands`` into ``m`` (upstream's
    composeAffineMapAndOperands), then canonicalize and simplify."""
    if not m.results:
        m, operands = canonicalize_map_and_operands(m, operands)
        return m.simplify(), operands
    return compose_with(m, operands, _replace_dim_or_sym)


def compose_with(m: AffineMap, operands: list[Value], replace):
    """Rewrite ``m`` with ``replace(m, pos, dims, syms)`` (a new map with operand ``pos`` folded in
    and ``dims``/``syms`` updated in place, or None) until no operand folds, drop the folded
    operands' dims and symbols, then canonicalize and simplify."""
    nd = m.num_dims
    dims = list(operands[:nd])
    syms = list(operands[nd:])
    while True:
        for pos in range(len(dims) + len(syms)):
            r = replace(m, pos, dims, syms)
            if r is not None:
                m = r
                break
        else:
            break
    new_ops: list[Value] = []
    drep, srep = [], []
    for values, rep, make in ((dims, drep, AffineDimExpr), (syms, srep, AffineSymbolExpr)):
        count = 0
        for v in values:
            if v is None:
                rep.append(AffineConstantExpr(0))
            else:
                rep.append(make(count))
                count += 1
                new_ops.append(v)
    m = m.replace_dims_and_symbols(drep, srep, sum(v is not None for v in dims), sum(v is not None for v in syms))
    m, new_ops = canonicalize_map_and_operands(m, new_ops)
    return m.simplify(), new_ops


def compose_set_and_operands(s: IntegerSet, operands: list[Value]):
    if not any(v.defining_op is not None and v.defining_op.name == "affine.apply" for v in operands):
        return s, operands
    m = AffineMap(s.num_dims, s.num_symbols, s.constraints)
    m, operands = compose_affine_map_and_operands(m, operands)
    return IntegerSet(m.num_dims, m.num_symbols, m.results, s.eq_flags), operands


def for_iv_owner(v: Value):
    """The affine.for whose induction variable is ``v`` (None otherwise)."""
    if not isinstance(v, BlockArgument):
        return None
    op = v.owner.parent_op
    if op is not None and op.name == "affine.for" and v.index == 0:
        return op
    return None
