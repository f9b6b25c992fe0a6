"""Shared pieces of the scf dialect: custom-syntax helpers, upstream's verifier building blocks
(RegionBranchOpInterface edges, LoopLikeOpInterface counts, SingleBlockImplicitTerminator) and
small runtime helpers for the interpreter.

Upstream verifies an op in two phases: on entrance (structural traits, ODS constraints, then the
op's ``verify``) before its regions, and on exit (region traits in trait order, then
``verifyRegions``) after them. vecir's verifier calls ``verify_`` on entrance and
``verify_regions_`` on exit; scf ops put each check in the phase upstream runs it in, so the first
diagnostic for bad input is upstream's.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ...ir.attrs import IntegerAttr
from ...ir.constraints import PropertyConversionError
from ...ir.core import Block, Operation, Region
from ...ir.diagnostics import DiagnosticError
from ...ir.op import ConstantLike
from ...ir.types import IndexType, IntegerType, Type, i1
from ...ir.uniqued import VerifyError


# ------------------------------------------------------------------------------------------------
# diagnostics


def fail(op: Operation, message: str, notes: Sequence = ()) -> None:
    """`'op.name' op MESSAGE` at the op, with notes (loc, text); raised directly so notes survive."""
    raise DiagnosticError(op.loc, f"'{op.name}' op {message}", list(notes), op=op)


def fail_plain(op: Operation, message: str) -> None:
    """An error at the op without the `'op' op` prefix (upstream's ``op->emitError``)."""
    raise DiagnosticError(op.loc, message, op=op)


def is_signless_int_or_index(t: Type) -> bool:
    return isinstance(t, IndexType) or (isinstance(t, IntegerType) and t.signedness == 0)


def check_operand(op: Operation, index: int, ok: bool, what: str) -> None:
    """ODS operand constraint: `operand #N must be WHAT, but got 'T'`."""
    if not ok:
        raise VerifyError(f"operand #{index} must be {what}, but got '{op.operand(index).type}'")


def check_i1_operand(op: Operation, index: int) -> None:
    check_operand(op, index, op.operand(index).type is i1, "1-bit signless integer")


def check_region_count(op: Operation, n: int) -> None:
    """OneRegion / NRegions<n>."""
    if len(op.regions) != n:
        raise VerifyError("requires one region" if n == 1 else f"expected {n} regions")


def check_single_block(op: Operation) -> None:
    """The SingleBlock trait (runs before the ODS constraints)."""
    for i, r in enumerate(op.regions):
        if not r.blocks:
            continue
        if len(r.blocks) != 1:
            raise VerifyError(f"expects region #{i} to have 0 or 1 blocks")
        if r.blocks[0].first is None:
            raise VerifyError("expects a non-empty block")


def check_sized_region(op: Operation, index: int, name: str, at_most: bool = False) -> None:
    """ODS SizedRegion<1> / MaxSizedRegion<1>."""
    n = len(op.regions[index].blocks)
    if (n > 1) if at_most else (n != 1):
        what = "region with at most 1 blocks" if at_most else "region with 1 blocks"
        raise VerifyError(f"region #{index} ('{name}') failed to verify constraint: {what}")


def check_no_region_args(op: Operation) -> None:
    for i, r in enumerate(op.regions):
        if r.blocks and r.blocks[0].args:
            raise VerifyError(f"region #{i} should have no arguments")


def check_parent(op: Operation, names: Sequence[str]) -> None:
    """HasParent / ParentOneOf."""
    parent = op.parent_op
    if parent is None or parent.name not in names:
        if len(names) == 1:
            raise VerifyError(f"expects parent op '{names[0]}'")
        raise VerifyError("expects parent op to be one of '" + ", ".join(names) + "'")


def _invalid_props(op: Operation, detail: str) -> None:
    from ...ir.attrs import DictionaryAttr

    raise PropertyConversionError(f"invalid properties {DictionaryAttr(op.properties)} for op {op.name}: {detail}")


def check_props(op: Operation, spec) -> None:
    """Property conversion of the generic form: each (name, predicate) present must hold."""
    for name, pred in spec:
        a = op.properties.get(name)
        if a is not None and not pred(a):
            _invalid_props(op, f"Invalid attribute `{name}` in property conversion: {a}")


def is_unit(a) -> bool:
    from ...ir.attrs import UnitAttr

    return isinstance(a, UnitAttr)


def is_i64_array(a) -> bool:
    from ...ir.attrs import DenseArrayAttr
    from ...ir.types import i64

    return isinstance(a, DenseArrayAttr) and a.element_type is i64


def check_segment_props(op: Operation, groups: int) -> None:
    """Property conversion of `operandSegmentSizes` (an array<i32> with one entry per group)."""
    from ...ir.attrs import DenseArrayAttr
    from ...ir.types import i32

    seg = op.properties.get("operandSegmentSizes")
    if seg is None:
        return
    if not (isinstance(seg, DenseArrayAttr) and seg.element_type is i32):
        _invalid_props(op, f"Invalid attribute `operandSegmentSizes` in property conversion: {seg}")
    if len(seg.value) != groups:
        _invalid_props(op, f"for `operandSegmentSizes`: size mismatch in attribute conversion: {len(seg.value)} vs "
                           f"{groups}")


def check_segments(op: Operation, groups: int) -> list[int]:
    """AttrSizedOperandSegments: the sizes, after checking they add up (absent: all zero)."""
    check_segment_props(op, groups)
    seg = op.properties.get("operandSegmentSizes")
    sizes = list(seg.value) if seg is not None else [0] * groups
    if sum(sizes) != op.num_operands:
        raise VerifyError(f"operand count ({op.num_operands}) does not match with the total size "
                          f"({sum(sizes)}) specified in attribute 'operandSegmentSizes'")
    return sizes


def check_implicit_terminator(op: Operation, term_name: str) -> None:
    """SingleBlockImplicitTerminator's region check: every non-empty region ends with ``term_name``."""
    for r in op.regions:
        if not r.blocks or r.blocks[0].last is None:
            continue
        last = r.blocks[0].last
        if last.name != term_name:
            fail(op, f"expects regions to end with '{term_name}', found '{last.name}'",
                 [(op.loc, f"in custom textual format, the absence of terminator implies '{term_name}'")])


def terminator_check(op: Operation, region: Region, cls, message: str):
    """upstream's verifyAndGetTerminator: the region's first block ends with ``cls`` or an error
    with a 'terminator here' note."""
    last = None
    if region.blocks and region.blocks[0].last is not None:
        last = region.blocks[0].last
        if isinstance(last, cls):
            return last
    fail(op, message, [(last.loc, "terminator here")] if last is not None else [])


# ------------------------------------------------------------------------------------------------
# RegionBranchOpInterface: types along control-flow edges

PARENT = None  # a successor that is the parent op (its results)


def region_index(op: Operation, term: Operation) -> int:
    r = term.parent.parent
    for i, x in enumerate(op.regions):
        if x is r:
            return i
    raise AssertionError("terminator is not in one of the op's regions")


def verify_region_branch(op: Operation) -> None:
    """upstream's verifyRegionBranchOpInterface.

    The op provides ``successor_regions(point)`` (point: None for the parent, else a terminator;
    successors: region indices or PARENT), ``entry_operands(successor)`` and
    ``successor_inputs(successor)``; terminators (RegionBranchTerminatorOpInterface: classes with
    ``region_branch_terminator = True``) provide ``successor_operands(successor)``.
    """
    points: list = [None]
    for r in op.regions:
        for b in r.blocks:
            t = b.last
            if t is not None and getattr(type(t), "region_branch_terminator", False):
                points.append(t)
    for pt in points:
        for succ in op.successor_regions(pt):
            operands = op.entry_operands(succ) if pt is None else pt.successor_operands(succ)
            inputs = op.successor_inputs(succ)

            def edge(msg: str) -> None:
                src = "parent" if pt is None else f"Operation {pt.name}"
                dst = f"Operation {op.name}" if succ is PARENT else f"Region #{succ}"
                note = (op.loc if pt is None else pt.loc, "region branch point")
                fail(op, f"along control flow edge from {src} to {dst}: {msg}", [note])

            if len(operands) != len(inputs):
                edge(f"region branch point has {len(operands)} operands, but region successor needs "
                     f"{len(inputs)} inputs")
            for i, (a, b) in enumerate(zip(operands, inputs)):
                if a.type is not b.type:
                    edge(f"successor operand type #{i} '{a.type}' should match successor input type "
                         f"#{i} '{b.type}'")


def verify_loop_like(op: Operation, inits, iter_args, yielded, results=None, ivs=(), iv_ok=None) -> None:
    """upstream's verifyLoopLikeOpInterface for an op that is also a RegionBranchOpInterface
    (types are left to the region-branch verifier)."""
    if len(inits) != len(iter_args):
        raise VerifyError(f"different number of inits and region iter_args: {len(inits)} != {len(iter_args)}")
    if yielded and len(iter_args) != len(yielded):
        raise VerifyError(f"different number of region iter_args and yielded values: {len(iter_args)} != "
                          f"{len(yielded)}")
    if results is not None and len(results) != len(iter_args):
        raise VerifyError(f"different number of loop results and region iter_args: {len(results)} != "
                          f"{len(iter_args)}")
    if iv_ok is not None:
        for i, v in enumerate(ivs):
            if not iv_ok(v.type):
                raise VerifyError(f"{i}-th induction variable has invalid type: '{v.type}'")


# ------------------------------------------------------------------------------------------------
# constants and trip counts (StaticValueUtils' constantTripCount)


def constant_int(v) -> int | None:
    """The integer value of ``v`` when an arith.constant-like op defines it."""
    op = v.defining_op
    if op is None or ConstantLike not in type(op).traits:
        return None
    a = op.get_attr("value")
    if isinstance(a, IntegerAttr):
        return a.value
    return None


def _width(t: Type) -> int:
    return 64 if isinstance(t, IndexType) else t.width


def _ub_minus_lb(lb, ub, signed: bool) -> int | None:
    """`ub = arith.addi lb, cst` with the matching no-wrap flag: cst."""
    op = ub.defining_op
    if op is None or op.name != "arith.addi" or op.operand(0) is not lb:
        return None
    flags = op.get_attr("overflowFlags")
    text = str(flags) if flags is not None else ""
    if ("nsw" if signed else "nuw") not in text:
        return None
    return constant_int(op.operand(1))


def constant_trip_count(lb, ub, step, signed: bool = True) -> int | None:
    """Upstream's constantTripCount for SSA bounds: the trip count when it is known, else None."""
    t = lb.type
    if ub.type is not t and not (isinstance(t, IndexType) and isinstance(ub.type, IndexType)):
        return None
    if lb is ub:
        return 0
    w = _width(t)
    st = constant_int(step)
    if st is not None and st == 0:
        return None
    lo, hi = constant_int(lb), constant_int(ub)
    if lo is not None:
        if hi is None:
            return None
        if not signed:
            lo, hi = lo & ((1 << w) - 1), hi & ((1 << w) - 1)
        if hi <= lo:
            return 0
        diff = hi - lo
    else:
        if hi is not None:
            return None
        diff = _ub_minus_lb(lb, ub, signed)
        if diff is None:
            return None
        if signed and diff < 0:
            return 0
    if st is None:
        return None
    if signed and st < 0:
        return None
    st &= (1 << w) - 1
    return -(-diff // st)


# ------------------------------------------------------------------------------------------------
# custom syntax


def name_pos(p, cls) -> int:
    """Source position of the op name just parsed (the parser stands right after it)."""
    full = cls.name
    if p.src.startswith(full, p.pos - len(full)):
        return p.pos - len(full)
    short = full.split(".", 1)[1]
    return p.pos - len(short)


def op_error(p, cls, message: str, pos: int | None = None):
    """A parse error as a custom parser's emitError reports it: `custom op 'NAME' MESSAGE`."""
    return p.error(f"custom op '{cls.name}' {message}", pos)


def wrong_token_pos(p) -> int:
    """Where upstream reports a missing token (emitWrongTokenError): just after the previous token,
    backing up over blanks and blank lines."""
    q = p.skip()
    src = p.src
    r = q
    while True:
        while r > 0 and src[r - 1] in " \t":
            r -= 1
        if r == 0:
            return q
        if src[r - 1] not in "\n\r":
            return r
        r -= 1


def expect(p, tok: str, message: str | None = None) -> None:
    """parseToken: consume ``tok`` or fail where upstream reports it."""
    if not p.try_punct(tok):
        raise p.error(message or f"expected '{tok}'", wrong_token_pos(p))


def keyword(p, cls, word: str) -> None:
    """parseKeyword: `custom op 'NAME' expected 'WORD'` at the current token."""
    q = p.skip()
    if not p.try_keyword(word):
        raise op_error(p, cls, f"expected '{word}'", q)


def integer(p, cls) -> int:
    """parseInteger: `custom op 'NAME' expected integer value` at the current token."""
    q = p.skip()
    v = p.try_int()
    if v is None:
        raise op_error(p, cls, "expected integer value", q)
    return v


def parse_assignment_list(p) -> tuple[list, list]:
    """`(%inner = %outer, ...)`: (region argument refs, operand refs)."""
    args, operands = [], []
    p.punct("(")
    if p.try_punct(")"):
        return args, operands
    while True:
        args.append(p.argument())
        expect(p, "=")
        operands.append(p.operand())
        if not p.try_punct(","):
            break
    p.punct(")")
    return args, operands


def parse_arrow_type_list(p) -> list[Type]:
    """After `->`: a single type or a parenthesized list."""
    if p.peek() == "(":
        return p.paren_type_list()
    return [p.type()]


def parse_optional_arrow_type_list(p) -> list[Type]:
    if not p.try_punct("->"):
        return []
    return parse_arrow_type_list(p)


def print_optional_arrow_type_list(p, types: Sequence[Type]) -> None:
    """upstream printOptionalArrowTypeList: ` -> t` or ` -> (a, b)`."""
    if not types:
        return
    from ...ir.types import FunctionType

    p.w(" -> ")
    if len(types) == 1 and not isinstance(types[0], FunctionType):
        p.type(types[0])
    else:
        p.w("(")
        p.types(types)
        p.w(")")


def print_init_list(p, args, inits, prefix: str = "") -> None:
    """upstream printInitializationList: `PREFIX(%inner = %outer, ...)`."""
    if not inits:
        return
    p.w(prefix + "(" + ", ".join(f"{p.value_name(a)} = {p.value_name(v)}" for a, v in zip(args, inits)) + ")")


def split_props(cls, attrs: dict, props: dict) -> None:
    """Inherent attributes written in an attr-dict become properties, as upstream does."""
    for k in list(attrs):
        if k in cls.property_names:
            props[k] = attrs.pop(k)


def ensure_terminator(region: Region, term_cls, loc) -> None:
    """upstream's ensureRegionTerminator: add a block if the region is empty, then append the
    implicit terminator unless the block already ends with one."""
    from ...ir.op import Terminator

    if not region.blocks:
        region.add_block(Block())
    b = region.blocks[-1]
    if b.last is not None and Terminator in type(b.last).traits:
        return
    from ...ir.op import VARIADIC

    nregions = sum(1 for d in term_cls.region_defs if d.kind != VARIADIC)
    b.append(term_cls.create(loc=loc, regions=nregions))


def print_attr_dict(p, op: Operation, elided: Iterable[str] = (), with_keyword: bool = False) -> None:
    p.op_attr_dict(op, elided, with_keyword)


# ------------------------------------------------------------------------------------------------
# runtime


def results_of(values: Sequence):
    """The interpret protocol's return value for a list of result values."""
    if not values:
        return None
    return values[0] if len(values) == 1 else tuple(values)


def to_int(x) -> int:
    return int(x)
