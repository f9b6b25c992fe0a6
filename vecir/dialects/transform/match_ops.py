"""The transform dialect's matching and navigation ops: structured.match, get_parent_op, the
`transform.match.*` predicates used by matcher sequences, collect_matching and foreach_match.

    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %h <op_name = "func.func", deduplicate> : (!transform.any_op) -> !transform.any_op
    %updated_root = transform.foreach_match in %root
        @match_addf -> @annotate : (!transform.any_op) -> !transform.any_op
"""

from __future__ import annotations

from ...ir import attr_kinds as K
from ...ir.attrs import ArrayAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, unit
from ...ir.constraints import (
    TransformAnyHandleOrParam, TransformHandle, array_attr, array_of, check_type_constraints, stored_as,
)
from ...ir.op import Op, operand, prop, register_op, result, var_operand, var_result
from ...ir.types import FunctionType, i64
from .ops import (
    READS_AND_PRODUCES_HANDLES, READS_HANDLES,
    I32, _functional_type, _i64, _print_functional_type, _strict, _string_or_error, check_props, is_array_of, is_int,
    is_str, is_unit,
)

# ------------------------------------------------------------------------------------------------
# matching and navigation

MATCH_INTERFACES = ("LinalgOp", "TilingInterface", "LoopLikeInterface")


def is_linalg_op(op) -> bool:
    """Whether ``op`` implements LinalgOp (a structured linalg op, not linalg.yield or linalg.index)."""
    from ..linalg.structured import StructuredOp

    return isinstance(op, StructuredOp)


@register_op
class MatchOp(Op):
    """`transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op`:
    the ops nested in (or equal to) the target payload ops that satisfy every filter."""

    name = "transform.structured.match"
    traits = READS_AND_PRODUCES_HANDLES
    target = operand(TransformHandle)
    results_ = result(TransformHandle)
    ops = prop(optional=True, storage=array_attr, check=array_of(stored_as(StringAttr)), desc="string array attribute")
    interface = prop(optional=True)
    op_attrs = prop(optional=True)
    filter_result_type = prop(optional=True)
    filter_operand_types = prop(optional=True, storage=array_attr, check=array_of(stored_as(TypeAttr)),
                                desc="type array attribute")

    @classmethod
    def parse(cls, p):
        props = {}
        if p.try_keyword("ops"):
            p.punct("{")
            q = p.skip()
            props["ops"] = p.attr()
            if not is_array_of(StringAttr)(props["ops"]):
                raise p.error("integer literal not valid for specified type" if p.src[q:q + 1].isdigit()
                              else "invalid kind of attribute specified", q)
            p.punct("}")
        if p.try_keyword("interface"):
            p.punct("{")
            q = p.skip()
            word = p.try_bare_id()
            if word not in MATCH_INTERFACES:
                raise p.error(f"custom op '{cls.name}' expected keyword to be one of: "
                              + ", ".join(MATCH_INTERFACES), q)
            props["interface"] = IntegerAttr(MATCH_INTERFACES.index(word), I32)
            p.punct("}")
        if p.try_keyword("attributes"):
            props["op_attrs"] = p.attr()
        if p.try_keyword("filter_result_type"):
            p.punct("=")
            props["filter_result_type"] = TypeAttr(p.type())
        if p.try_keyword("filter_operand_types"):
            p.punct("=")
            props["filter_operand_types"] = p.attr()
        p.op_keyword("in")
        ref = p.operand()
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1, ref[2])
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), props, attrs)

    def print(self, p):
        p.w(p.op_name("transform.structured.match"))
        if self.ops is not None:
            p.w(" ops{" + p.fmt(self.ops) + "}")
        if self.interface is not None:
            p.w(" interface{" + MATCH_INTERFACES[self.interface.value] + "}")
        if self.op_attrs is not None:
            p.w(" attributes " + p.fmt(self.op_attrs))
        if self.filter_result_type is not None:
            p.w(" filter_result_type = " + p.fmt(self.filter_result_type.value))
        if self.filter_operand_types is not None:
            p.w(" filter_operand_types = " + p.fmt(self.filter_operand_types))
        p.w(" in ")
        p.value(self.operand(0))
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)

    def verify_invariants_(self):
        from ...ir.attrs import DictionaryAttr

        check_props(self, {"ops": is_array_of(StringAttr),
                           "interface": lambda a: is_int(32)(a) and 0 <= a.value < len(MATCH_INTERFACES),
                           "op_attrs": lambda a: isinstance(a, DictionaryAttr),
                           "filter_result_type": lambda a: isinstance(a, TypeAttr),
                           "filter_operand_types": is_array_of(TypeAttr)})
        check_type_constraints(self)

    def op_names(self) -> list[str] | None:
        return None if self.ops is None else [a.value for a in self.ops.value]


_POSITIVE_I64 = "64-bit signless integer attribute whose value is positive"  # ConfinedAttr<I64Attr, [IntPositive]>


@register_op
class GetParentOp(Op):
    """`transform.get_parent_op %h <op_name = "func.func", deduplicate> : (...) -> ...`"""

    name = "transform.get_parent_op"
    traits = READS_AND_PRODUCES_HANDLES
    target = operand(TransformHandle)
    parent_handle = result(TransformHandle)
    isolated_from_above = prop(K.UnitAttr, optional=True)
    allow_empty_results = prop(K.UnitAttr, optional=True)
    op_name = prop(K.StrAttr, optional=True)
    deduplicate = prop(K.UnitAttr, optional=True)
    nth_parent = prop(K.I64Attr, default=IntegerAttr(1, i64), populate=True, desc=_POSITIVE_I64,
                      check=lambda a: isinstance(a, IntegerAttr) and a.type is i64 and a.value > 0)
    _ORDER = ("isolated_from_above", "allow_empty_results", "op_name", "deduplicate", "nth_parent")

    def verify_invariants_(self):
        check_props(self, {"isolated_from_above": is_unit, "allow_empty_results": is_unit, "op_name": is_str,
                           "deduplicate": is_unit, "nth_parent": is_int(None)})
        check_type_constraints(self)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props = {}
        if p.try_punct("<"):
            if not p.try_punct(">"):
                while True:
                    q = p.skip()
                    key = p.try_bare_id()
                    if key not in cls._ORDER:
                        raise p.error(f"custom op '{cls.name}' expected a parameter name in struct", q)
                    if key in ("op_name", "nth_parent"):
                        p.punct("=")
                        if key == "op_name":
                            props[key] = StringAttr(_string_or_error(p))
                        else:
                            q = p.pos
                            n = p.try_int()
                            if n is None:
                                raise p.error("expected attribute value", q)
                            props[key] = _i64(n)
                    else:
                        props[key] = unit
                    if not p.try_punct(","):
                        break
                p.punct(">")
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1, ref[2])
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), props, attrs)

    def print(self, p):
        p.w(p.op_name("transform.get_parent_op") + " ")
        p.value(self.operand(0))
        parts = []
        for key in self._ORDER:
            a = self.properties.get(key)
            if a is None or (key == "nth_parent" and a.value == 1):
                continue
            if key == "op_name":
                parts.append(f"op_name = {p.fmt(a)}")
            elif key == "nth_parent":
                parts.append(f"nth_parent = {a.value}")
            else:
                parts.append(key)
        if parts:
            p.w(" <" + ", ".join(parts) + ">")
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)


@register_op
class MatchOperationNameOp(Op):
    """`transform.match.operation_name %op ["arith.addf"] : !transform.any_op` (in matcher sequences)."""

    name = "transform.match.operation_name"
    traits = READS_HANDLES
    operand_handle = operand(TransformHandle)
    op_names = prop(storage=array_attr, check=array_of(stored_as(StringAttr)), desc="string array attribute")
    assembly_format = "$operand_handle $op_names attr-dict `:` type($operand_handle)"
    strict_properties = True


@register_op
class MatchOperationEmptyOp(Op):
    """`transform.match.operation_empty %op : !transform.any_op`: succeeds when the handle is empty."""

    name = "transform.match.operation_empty"
    traits = READS_HANDLES
    operand_handle = operand(TransformHandle)
    assembly_format = "$operand_handle attr-dict `:` type($operand_handle)"


@register_op
class CollectMatchingOp(Op):
    """`transform.collect_matching @matcher in %root : (!transform.any_op) -> !transform.any_op`"""

    name = "transform.collect_matching"
    traits = READS_AND_PRODUCES_HANDLES
    root = operand(TransformHandle)
    results_ = var_result(TransformAnyHandleOrParam)
    matcher = prop(K.SymbolRef)

    @classmethod
    def parse(cls, p):
        matcher = SymbolRefAttr(p.symbol_name())
        p.op_keyword("in")
        ref = p.operand()
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, 1, ref[2])
        return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), {"matcher": matcher}, attrs)

    def verify_symbol_uses(self, table):
        from ...ir.uniqued import PlainVerifyError as Err

        m = _matcher_symbol(self, table, self.matcher, "matcher")
        ins = m.type.inputs
        if len(ins) != 1 or _handle_kind(ins[0]) != "op":
            raise Err("expected the matcher to take one operation handle argument")
        if not m.arg_status(0)[1]:
            raise Err("expected the matcher argument to be marked readonly")
        outs = m.type.results
        if len(outs) != len(self.results):
            raise Err(f"expected the matcher to yield as many values as op has results ({len(self.results)}), "
                      f"got {len(outs)}")
        for i, (mt, rt) in enumerate(zip(outs, (r.type for r in self.results))):
            if not _same_handle_kind(mt, rt):
                raise Err(f"mismatching type interfaces for matcher result and op result #{i}")

    def print(self, p):
        p.w(p.op_name("transform.collect_matching") + " " + p.fmt(self.matcher) + " in ")
        p.value(self.operand(0))
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)


@register_op
class ForeachMatchOp(Op):
    """`transform.foreach_match in %root @matcher -> @action : (...) -> ...`: runs each action on the
    payload ops its matcher accepts, walking the root's nested ops."""

    name = "transform.foreach_match"
    root = operand(TransformHandle)
    forwarded_inputs = var_operand(TransformAnyHandleOrParam)
    updated = result(TransformHandle)
    forwarded_outputs = var_result(TransformAnyHandleOrParam)
    restrict_root = prop(K.UnitAttr, optional=True)
    flatten_results = prop(K.UnitAttr, optional=True)
    matchers = prop(storage=array_attr, check=array_of(stored_as(SymbolRefAttr)), desc="symbol ref array attribute")
    actions = prop(storage=array_attr, check=array_of(stored_as(SymbolRefAttr)), desc="symbol ref array attribute")

    def asm_result_names(self):
        return ["updated_root"] + [None] * (len(self.results) - 1)

    def verify_invariants_(self):
        check_props(self, {"restrict_root": is_unit, "flatten_results": is_unit,
                           "matchers": is_array_of(SymbolRefAttr), "actions": is_array_of(SymbolRefAttr)})
        check_type_constraints(self)
        if len(self.matchers.value) != len(self.actions.value):
            from ...ir.uniqued import VerifyError

            raise VerifyError("expected the same number of matchers and actions")
        if not self.matchers.value:
            from ...ir.uniqued import VerifyError

            raise VerifyError("expected at least one match/action pair")

    def verify_(self):
        seen = set()
        for m in self.matchers.value:
            if m in seen:
                from ...ir.diagnostics import emit_warning

                emit_warning(self.loc, f"matcher {m} is used more than once, only the first match will apply",
                             op=self)
            seen.add(m)

    def verify_symbol_uses(self, table):
        """upstream's ForeachMatchOp::verifySymbolUses: per pair, the symbols resolve to named sequences
        with consumed/readonly annotations, the operands feed the matcher, the matcher's results feed the
        action and the action's results give the op's extra results (same type interfaces)."""
        from ...ir.uniqued import PlainVerifyError as Err, VerifyError

        def with_decl(e, sym):
            e.notes = [(sym.loc, "symbol declaration")]
            return e

        for mref, aref in zip(self.matchers.value, self.actions.value):
            m = _matcher_symbol(self, table, mref, "matcher")
            a = _matcher_symbol(self, table, aref, "action")
            _check_consume_annotations(m)
            _check_consume_annotations(a)
            ins = m.type.inputs
            if len(self.operands) != len(ins):
                raise with_decl(Err(f"the number of operands ({len(self.operands)}) doesn't match the number of "
                                    f"matcher arguments ({len(ins)}) for {mref}"), m)
            for i, (v, t) in enumerate(zip(self.operands, ins)):
                if m.arg_status(i)[0]:
                    raise with_decl(VerifyError(f"does not expect matcher symbol to consume its operand #{i}"), m)
                if not _same_handle_kind(v.type, t):
                    raise with_decl(Err(f"mismatching type interfaces for operand and matcher argument #{i} of "
                                        f"matcher {mref}"), m)
            m_outs, a_ins = m.type.results, a.type.inputs
            if len(m_outs) != len(a_ins):
                raise Err(f"mismatching number of matcher results and action arguments between {mref} "
                          f"({len(m_outs)}) and {aref} ({len(a_ins)})")
            for i, (mt, at) in enumerate(zip(m_outs, a_ins)):
                if not _same_handle_kind(mt, at):  # upstream's message lacks the space before "of"
                    raise Err(f"mismatching type interfaces for matcher result and action argument #{i}of "
                              f"matcher {mref} and action {aref}")
            a_outs, extra = a.type.results, [r.type for r in self.results[1:]]
            if len(a_outs) != len(extra):
                raise with_decl(Err(f"the number of action results ({len(a_outs)}) for {aref} doesn't match the "
                                    f"number of extra op results ({len(extra)})"), a)
            for i, (rt, at) in enumerate(zip(extra, a_outs)):
                if not _same_handle_kind(rt, at):
                    raise with_decl(Err(f"mismatching type interfaces for action result #{i} of action {aref} "
                                        "and op result"), a)

    @classmethod
    def parse(cls, p):
        props = {}
        for key in ("restrict_root", "flatten_results"):
            if p.try_keyword(key):
                props[key] = unit
        p.op_keyword("in")
        refs = [p.operand()]
        while p.try_punct(","):
            refs.append(p.operand())
        matchers, actions = [], []
        while True:
            matchers.append(SymbolRefAttr(p.symbol_name()))
            p.punct("->")
            actions.append(SymbolRefAttr(p.symbol_name()))
            if not p.try_punct(","):
                break
        props["matchers"] = ArrayAttr(matchers)
        props["actions"] = ArrayAttr(actions)
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, len(refs))
        return cls.create(p.resolve_list(refs, list(ft.inputs)), list(ft.results), props, attrs)

    def print(self, p):
        p.w(p.op_name("transform.foreach_match"))
        for key in ("restrict_root", "flatten_results"):
            if key in self.properties:
                p.w(" " + key)
        p.w(" in ")
        p.values(self.operands)
        p.w(" ")
        pairs = [f"{p.fmt(m)} -> {p.fmt(a)}" for m, a in zip(self.matchers.value, self.actions.value)]
        pad = "\n" + "  " * (p.indent + 2)
        p.w(pad + ("," + " " + pad).join(pairs))
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)


def _handle_kind(t):
    """Which transform type interface ``t`` implements: "op", "param", "value" or None."""
    from .types import AnyParamType, AnyValueType, ParamType, TransformHandleType

    if isinstance(t, (AnyParamType, ParamType)):
        return "param"
    if isinstance(t, AnyValueType):
        return "value"
    if isinstance(t, TransformHandleType):
        return "op"
    return None


def _same_handle_kind(a, b) -> bool:
    """upstream's implementSameTransformInterface."""
    k = _handle_kind(a)
    return k is not None and k == _handle_kind(b)


def _matcher_symbol(op, table, ref, role: str):
    """The named sequence ``ref`` names (upstream requires a FunctionOpInterface that is a transform op),
    else "unresolved matcher/action symbol"."""
    from ...ir.uniqued import PlainVerifyError
    from .ops import NamedSequenceOp

    sym = table.get(ref.root) if not ref.nested else None
    if not isinstance(sym, NamedSequenceOp) or not isinstance(sym.type, FunctionType):
        raise PlainVerifyError(f"unresolved {role} symbol {ref}")
    return sym


def _check_consume_annotations(seq) -> None:
    """upstream's verifyFunctionLikeConsumeAnnotations with alsoVerifyInternal (a matcher or action is
    called): every argument is marked consumed or readonly, not both, and readonly ones are not
    consumed in the body; reported at the sequence's location (emitSilenceableError)."""
    from ...ir.uniqued import LocationVerifyError
    from .ops import _consumed_in_body

    entry = None if seq.is_declaration else seq.regions[0].blocks[0]
    for i in range(len(seq.type.inputs)):
        consumed, readonly = seq.arg_status(i)
        e = None
        if consumed and readonly:
            e = LocationVerifyError(f"argument #{i} cannot be both readonly and consumed")
        elif not consumed and not readonly:
            e = LocationVerifyError("must provide consumed/readonly status for arguments of external or called ops")
        elif (entry is not None and i < len(entry.args) and readonly
              and _consumed_in_body(entry.args[i], seq.parent_op)):
            e = LocationVerifyError(f"argument #{i} is consumed in the body but is not marked as such")
        if e is not None:
            e.at = seq.loc
            raise e
