"""The transform dialect's region-holding control ops: transform.sequence and transform.alternatives.

    %r = transform.sequence %h : !transform.any_op -> !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
      %p = get_parent_op %x <op_name = "scf.for"> : (!transform.any_op) -> !transform.any_op
      yield %p : !transform.any_op           (ops in the body may drop the `transform.` prefix)
    }
    %f2 = transform.alternatives %f : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      ...                                     (tried on a clone of %f's payload; kept if it succeeds)
      transform.yield %x : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      ...
    }

A sequence runs its body on the handles it binds (its root and extra bindings, or the payload root
when it has none); with `failures(suppress)` a silenceable failure of a body op is dropped (that
op's results become empty) and the body goes on, with `failures(propagate)` the sequence fails
with it. The interpreter (vecir/transforms/transform_interpreter.py) gives both ops their meaning.
"""

from __future__ import annotations

from ...ir.attrs import DenseArrayAttr, IntegerAttr, unknown_loc
from ...ir.constraints import TransformAnyHandleOrParam, TransformHandle
from ...ir.core import Block
from ...ir.op import IsolatedFromAbove, MemoryAlloc, MemoryRead, Op, RecursiveMemoryEffects, opt_operand, prop, region, register_op, var_operand, var_region, var_result
from ...ir.types import i32
from ...ir.uniqued import VerifyError
from .ops import FAILURE_MODES, YieldOp, _strict_attr_dict, failure_mode_storage
from .types import TransformHandleType


def _ensure_yield(r) -> None:
    """SingleBlockImplicitTerminator<YieldOp>: an empty or unterminated body gets a `transform.yield`."""
    if not r.blocks:
        r.add_block(Block())
    b = r.blocks[0]
    if b.last is None or b.last.name != YieldOp.name:
        b.append(YieldOp.create([], []))


def _print_body(p, r) -> None:
    last = r.blocks[0].last
    p.region(r, print_entry_args=True, print_terminator=bool(last.operands) or bool(last.attributes))


def _parse_failures(p, cls) -> IntegerAttr:
    p.op_keyword("failures")
    p.punct("(")
    q = p.skip()
    mode = p.try_bare_id()
    if mode not in ("propagate", "suppress"):
        raise p.error(f"custom op '{cls.name}' expected string or keyword containing one of the following enum "
                      "values for attribute 'failure_propagation_mode' [propagate, suppress]", q)
    p.punct(")")
    return IntegerAttr(1 if mode == "propagate" else 2, i32)


def _verify_terminators(op, message: str) -> None:
    from ...ir.diagnostics import DiagnosticError

    for r in op.regions:
        if not r.blocks:
            continue
        term = r.blocks[0].last
        if term is None:
            continue
        if [v.type for v in term.operands] != list(op.result_types):
            # an implicit terminator (added by the parser) is located at its op, as upstream's
            loc = op.loc if term.loc is None or term.loc is unknown_loc else term.loc
            raise DiagnosticError(op.loc, f"'{op.name}' op {message}", [(loc, "terminator")], op=op)


def _verify_entry_args(op, block, operands) -> None:
    """Upstream's PossibleTopLevelTransformOpTrait checks on the body's entry block."""
    from ...ir.diagnostics import DiagnosticError

    if not block.args:
        raise VerifyError("expects the entry block to have at least one argument")
    if not isinstance(block.args[0].type, TransformHandleType) or not block.args[0].type.is_op_handle:
        raise VerifyError("expects the first entry block argument to be of type implementing "
                          "TransformHandleTypeInterface")
    if operands and operands[0].type is not block.args[0].type:
        raise VerifyError("expects the type of the block argument to match the type of the operand")
    for a in block.args[1:]:
        if not isinstance(a.type, TransformHandleType):
            raise DiagnosticError(op.loc, f"'{op.name}' op expects trailing entry block arguments to be of type "
                                  "implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or "
                                  "TransformParamTypeInterface", [(op.loc, f"argument #{a.index} does not")], op=op)
    parent = op.parent_op
    while parent is not None and not isinstance(parent, (SequenceOp, AlternativesOp)):
        parent = parent.parent_op
    if parent is not None and len(operands) != len(block.args):
        raise DiagnosticError(op.loc, f"'{op.name}' op expects operands to be provided for a nested op",
                              [(parent.loc, "nested in another possible top-level op")], op=op)


def _verify_region_entry(op, regions) -> None:
    """RegionBranchOpInterface's check of the edges from ``op`` into ``regions``: as many inputs as operands."""
    from ...ir.diagnostics import DiagnosticError

    n = len(op.operands)
    for k, r in enumerate(regions):
        if r.blocks and len(r.blocks[0].args) != n:
            raise DiagnosticError(op.loc, f"'{op.name}' op along control flow edge from parent to Region "
                                  f"#{k}: region branch point has {n} operands, but region successor needs "
                                  f"{len(r.blocks[0].args)} inputs", [(op.loc, "region branch point")], op=op)


def _is_transform_op(op) -> bool:
    """Whether ``op`` implements TransformOpInterface: the transform dialect's ops and its extensions'
    (`transform.structured.*`, ...), not the pattern descriptors that only live in apply_patterns."""
    return op.name.startswith("transform.") and not getattr(type(op), "is_pattern_descriptor", False)


@register_op
class SequenceOp(Op):
    name = "transform.sequence"
    # reads its operands, produces its results, and has the effects of its body: a sequence whose body
    # only matches and navigates is dead when unused, as upstream's getPotentialTopLevelEffects makes it
    traits = frozenset({MemoryRead, MemoryAlloc, RecursiveMemoryEffects})
    default_dialect = "transform"
    root = opt_operand(TransformHandle)
    extra_bindings = var_operand(TransformAnyHandleOrParam)
    results_ = var_result(TransformHandle)
    failure_propagation_mode = prop(storage=failure_mode_storage)
    body = region()
    extra_property_names = ("operandSegmentSizes",)

    @property
    def suppresses_failures(self) -> bool:
        return self.failure_propagation_mode.value == 2

    @classmethod
    def parse(cls, p):
        refs, types = [], []
        if p.peek() == "%":
            refs = p.operand_list()
            p.punct(":")
            paren = p.try_punct("(")
            types = [p.type()]
            if len(refs) > 1:
                p.punct(",")
                types += p.type_list()
            if len(types) != len(refs):
                raise p.error("expected types to be provided for all operands")
            if paren:
                p.punct(")")
        results = p.type_list() if p.try_punct("->") else []
        props = {"failure_propagation_mode": _parse_failures(p, cls),
                 "operandSegmentSizes": DenseArrayAttr(i32, (1 if refs else 0, max(len(refs) - 1, 0)))}
        attrs = _strict_attr_dict(cls, p, p.optional_attr_dict_with_keyword)
        r = p.region()
        _ensure_yield(r)
        return cls.create(p.resolve_list(refs, types), results, props, attrs, [r])

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        ops = list(self.operands)
        if ops:
            p.values(ops)
            p.w(" : ")
            if len(ops) > 1:
                p.w("(")
            p.types([v.type for v in ops])
            if len(ops) > 1:
                p.w(")")
        if self.results:
            p.w(" -> ")
            p.types(self.result_types)
        p.w(f" failures({FAILURE_MODES.get(self.failure_propagation_mode.value, 'propagate')})")
        p.attr_dict(self.attributes, with_keyword=True)
        p.w(" ")
        _print_body(p, self.regions[0])

    def verify_(self):
        block = self.regions[0].blocks[0] if self.regions[0].blocks else None
        if block is None:
            raise VerifyError("expects a non-empty body")
        _verify_entry_args(self, block, list(self.operands))
        from ...ir.diagnostics import DiagnosticError

        for child in block.ops:
            if child is not block.last and not _is_transform_op(child):
                raise DiagnosticError(self.loc, f"'{self.name}' op expected children ops to implement "
                                      "TransformOpInterface", [(child.loc, "op without interface")], op=self)
        _verify_terminators(self, "expects the types of the terminator operands to match the types of the result")

    def verify_regions_(self):
        """RegionBranchOpInterface (after the body's ops): the operands enter the body (a top-level
        sequence without operands binds its argument to the payload root instead)."""
        if self.operands:
            _verify_region_entry(self, [self.regions[0]])


@register_op
class AlternativesOp(Op):
    name = "transform.alternatives"
    traits = frozenset({IsolatedFromAbove})  # the alternatives only see the scope (their block argument)
    scope = opt_operand(TransformHandle)
    results_ = var_result(TransformHandle)
    alternatives = var_region()
    consumed_operands = (0,)

    @classmethod
    def parse(cls, p):
        refs, types = [], []
        if p.peek() == "%":
            refs = [p.operand()]
            p.punct(":")
            types = [p.type()]
        results = p.type_list() if p.try_punct("->") else []
        attrs = p.optional_attr_dict_with_keyword()
        regions = [p.region(isolated=True)]
        while p.try_punct(","):
            regions.append(p.region(isolated=True))
        for r in regions:
            _ensure_yield(r)
        return cls.create(p.resolve_list(refs, types), results, {}, attrs, regions)

    def print(self, p):
        p.w(p.op_name(self.name))
        if self.operands:
            p.w(" ")
            p.value(self.operand(0))
            p.w(" : " + p.fmt(self.operand(0).type))
        if self.results:
            p.w(" -> ")
            p.types(self.result_types)
        p.attr_dict(self.attributes, with_keyword=True)
        for i, r in enumerate(self.regions):
            p.w(", " if i else " ")
            _print_body(p, r)

    def verify_(self):
        for k, r in enumerate(self.regions):  # VariadicRegion<SizedRegion<1>>, then SingleBlockImplicitTerminator
            if len(r.blocks) != 1:
                raise VerifyError(f"region #{k} ('alternatives') failed to verify constraint: region with 1 blocks")
        for r in self.regions:
            if r.blocks[0].first is None:
                raise VerifyError("expects a non-empty block")
        if self.regions and self.regions[0].blocks:  # PossibleTopLevelTransformOpTrait: the first region
            _verify_entry_args(self, self.regions[0].blocks[0], list(self.operands))
        _verify_terminators(self, "expects terminator operands to have the same type as results of the operation")

    def verify_regions_(self):
        """RegionBranchOpInterface (after the regions' ops): the scope, or nothing, enters each alternative."""
        _verify_region_entry(self, self.regions)
