"""The transform dialect's core ops: named sequences, handles, matching and pattern application.

    module attributes {transform.with_named_sequence} {
      transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
        %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
        transform.apply_patterns to %f {
          transform.apply_patterns.canonicalization
        } : !transform.any_op
        transform.yield
      }
    }

The ops only carry syntax and verification; vecir/transforms/transform_interpreter.py gives them
their meaning (one ``apply_<op>`` method per op there).
"""

from __future__ import annotations

from ...ir import attr_kinds as K
from ...ir.attrs import Attr, DictionaryAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, escape_string, unit
from ...ir.constraints import (
    PropertyConversionError, TransformAnyHandleOrParam, TransformHandle, TransformParam, array_attr, array_of,
    check_type_constraints, i64_attr, stored_as,
)
from ...ir.core import Block, Region
from ...ir.op import (
    IsolatedFromAbove, MemoryAlloc, MemoryFree, MemoryRead, MemoryWrite, NoTerminator, Op, SameOperandsAndResultType,
    Symbol, Terminator, operand, opt_operand, prop, region, register_op, result, var_operand, var_result,
)
from ...ir.types import FunctionType, i32, i64, render_result_types
from ...ir.uniqued import VerifyError
from ...syntax.asm_format import _kind_type, _strict_attr_dict
from ...syntax.parser import ATTR_PARSERS
from ..func import _arg_list_with_attrs, _attr_array, _result_list_with_attrs

I32 = i32
I64 = i64

# Upstream's transform-op effects (MemoryEffectOpInterface) as vecir's effect traits: onlyReadsHandle and
# onlyReadsPayload are reads, producesHandle allocates the result handles, so an unused op with only
# these is trivially dead and --canonicalize erases it, as iree-opt does. consumesHandle frees the handle
# and modifiesPayload writes, so those ops stay (as do ops with no declared effects: include, alternatives).
READS_HANDLES = frozenset({MemoryRead})
READS_AND_PRODUCES_HANDLES = frozenset({MemoryRead, MemoryAlloc})
READS_HANDLES_MODIFIES_PAYLOAD = frozenset({MemoryRead, MemoryWrite})
CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD = frozenset({MemoryRead, MemoryWrite, MemoryAlloc, MemoryFree})


def _strict(cls, p) -> dict:
    return _strict_attr_dict(cls, p, p.optional_attr_dict)


def type_of(p, cls, constraint):
    """A hand-written parser's ``type($x)`` for an operand or result declared with ``constraint``: what
    ODS's generated parser does (a type interface is read with parseType<Interface>, so a type of
    another kind is a parse error at the type)."""
    kind = getattr(constraint, "kind", None)
    return p.type() if kind is None else _kind_type(p, cls, kind)


def _functional_type(p, n_operands: int | None = None, operand_pos: int | None = None):
    q = p.skip()
    ft = p.function_type()
    if n_operands is not None and len(ft.inputs) != n_operands:
        name = getattr(p, "custom_op_name", None)
        raise p.error(f"custom op '{name}' number of operands and types do not match: got {n_operands} operands "
                      f"and {len(ft.inputs)} types", q if operand_pos is None else operand_pos)
    return ft


def _string_or_error(p) -> str:
    """A string literal, with upstream's message for something else (`5` or `x`)."""
    q = p.skip()
    s = p.try_string()
    if s is None:
        raise p.error("integer literal not valid for specified type" if p.src[q:q + 1].isdigit()
                      else "expected attribute value", q)
    return s


def _print_functional_type(p, op) -> None:
    p.w(" : (")
    p.types([v.type for v in op.operands])
    p.w(") -> ")
    p.w(render_result_types(op.result_types, p))



class _OneHandleOp(Op):
    """`transform.<op> %h attr-dict : (in) -> (outs)` (HAS_RESULT; the results may be `()`), or `: in`
    (no results, HAS_RESULT False)."""
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = (0,)  # functional style; an op that only reads its handle says ()

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = _strict(cls, p)
        p.punct(":")
        if cls.HAS_RESULT:
            ft = _functional_type(p, 1)
            return cls.create([p.resolve(ref, ft.inputs[0])], list(ft.results), {}, attrs)
        t = type_of(p, cls, cls.operand_defs[0].constraint)
        return cls.create([p.resolve(ref, t)], [], {}, attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.operand(0))
        p.op_attr_dict(self, self.property_names)
        if self.HAS_RESULT:
            _print_functional_type(p, self)
        else:
            p.w(" : ")
            p.type(self.operand(0).type)

def _i64(v: int) -> IntegerAttr:
    return IntegerAttr(v, i64)


def check_props(op, checks: dict) -> None:
    """Upstream's property conversion of the generic form: each present property must satisfy its
    predicate, else `invalid properties {...} for op X: Invalid attribute `name` in property conversion`."""
    from ...ir.attrs import DictionaryAttr

    for name, ok in checks.items():
        a = op.properties.get(name)
        if a is not None and not ok(a):
            raise PropertyConversionError(f"invalid properties {DictionaryAttr(op.properties)} for op {op.name}: Invalid "
                                          f"attribute `{name}` in property conversion: {a.render()}")


def is_int(width: int | None = 64):
    return lambda a: isinstance(a, IntegerAttr) and (width is None or getattr(a.type, "width", None) == width)


def is_str(a) -> bool:
    return isinstance(a, StringAttr)


def is_unit(a) -> bool:
    return a is unit


def is_array_of(kind):
    from ...ir.attrs import ArrayAttr

    return lambda a: isinstance(a, ArrayAttr) and all(isinstance(x, kind) for x in a.value)


# ------------------------------------------------------------------------------------------------
# sequences


@register_op
class NamedSequenceOp(Op):
    """`transform.named_sequence @name(%arg: !transform.any_op {transform.readonly}) -> ... { ... }`"""

    name = "transform.named_sequence"
    traits = frozenset({IsolatedFromAbove, Symbol})
    sym_name = prop(K.SymbolName)
    function_type = prop(K.TypeAttrKind)
    sym_visibility = prop(K.StrAttr, optional=True)
    arg_attrs = prop(optional=True, storage=array_attr, check=array_of(stored_as(DictionaryAttr)),
                     desc="Array of dictionary attributes")
    res_attrs = prop(optional=True, storage=array_attr, check=array_of(stored_as(DictionaryAttr)),
                     desc="Array of dictionary attributes")
    body = region()

    @property
    def type(self) -> FunctionType:
        return self.function_type.value

    @property
    def sym(self) -> str:
        return self.sym_name.value

    @property
    def is_declaration(self) -> bool:
        return not self.regions[0].blocks

    @classmethod
    def parse(cls, p):
        props = {}
        vis = p.try_keyword_of(("private", "public", "nested"))
        if vis is not None:
            props["sym_visibility"] = StringAttr(vis)
        props["sym_name"] = StringAttr(p.symbol_name())
        refs, ins, in_attrs = _arg_list_with_attrs(p, True)
        outs, out_attrs = ([], [])
        if p.try_punct("->"):
            outs, out_attrs = _result_list_with_attrs(p)
        props["function_type"] = TypeAttr(FunctionType(ins, outs))
        for key, dicts in (("arg_attrs", in_attrs), ("res_attrs", out_attrs)):
            a = _attr_array(dicts)
            if a is not None:
                props[key] = a
        attrs = p.optional_attr_dict_with_keyword()
        for k in list(attrs):
            if k in cls.property_names:
                props[k] = attrs.pop(k)
        if p.peek() == "{":
            if refs and refs[0] is None:
                raise p.error("expected SSA identifier")
            r = p.region([(ref, t) for ref, t in zip(refs, ins)], isolated=True)
        else:
            r = Region()
        return cls.create(properties=props, attributes=attrs, regions=[r])

    def print(self, p):
        w = p.w
        w("transform.named_sequence ")
        if self.sym_visibility is not None:
            w(self.sym_visibility.value + " ")
        w(K.A.render_symbol_name(self.sym))
        ft = self.type
        decl = self.is_declaration
        parts = []
        for i, t in enumerate(ft.inputs):
            s = p.fmt(t) if decl else f"{p.value_name(self.regions[0].blocks[0].args[i])}: {p.fmt(t)}"
            if self.arg_attrs is not None and self.arg_attrs[i].value:
                s += " " + p.fmt(self.arg_attrs[i])
            parts.append(s)
        w("(" + ", ".join(parts) + ")")
        if ft.results:
            w(" -> ")
            res_attrs = self.res_attrs
            if res_attrs is not None and any(d.value for d in res_attrs):
                w("(" + ", ".join(p.fmt(t) + (" " + p.fmt(d) if d.value else "")
                                  for t, d in zip(ft.results, res_attrs)) + ")")
            else:
                w(render_result_types(ft.results, p))
        p.attr_dict(self.attributes, with_keyword=True)
        if not decl:
            w(" ")
            p.region(self.regions[0], print_entry_args=False)

    def verify_(self):
        ft = self.type
        if isinstance(ft, FunctionType):
            from ..func import verify_arg_res_attrs

            verify_arg_res_attrs(self, ft)
        entry = None if self.is_declaration else self.regions[0].blocks[0]
        if entry is not None and len(entry.args) != len(ft.inputs):  # FunctionOpInterface's body checks first
            raise VerifyError(f"entry block must have {len(ft.inputs)} arguments to match function signature")
        for i, (a, t) in enumerate(zip(entry.args if entry is not None else (), ft.inputs)):
            if a.type is not t:
                raise VerifyError(f"type of entry block argument #{i}('{a.type}') must match the type of the "
                                  f"corresponding argument in function signature('{t}')")
        parent = self.parent_op
        if parent is not None and "transform.with_named_sequence" not in parent.attributes:
            from ...ir.diagnostics import DiagnosticError

            raise DiagnosticError(self.loc, "expects the parent symbol table to have the "
                                  "'transform.with_named_sequence' attribute", [(parent.loc, "symbol table operation")],
                                  op=self)
        from ...ir.uniqued import LocationVerifyError  # upstream's emitSilenceableError

        if entry is not None and entry.first is None:  # before the region's "empty block" check
            raise LocationVerifyError("expected a non-empty body block")
        if entry is not None:
            for child in entry.ops:
                if not child.name.startswith("transform.") or getattr(type(child), "is_pattern_descriptor", False):
                    _raise_parse_time_error(child)
                    from ...ir.diagnostics import DiagnosticError

                    raise DiagnosticError(child.loc, "expected children ops to implement TransformOpInterface",
                                          [(child.loc, "op without interface")], op=self)
            _verify_sequence_terminator(self, entry.last, ft.results)
        for i in range(len(ft.inputs)):
            consumed, readonly = self.arg_status(i)
            if consumed and readonly:
                raise LocationVerifyError(f"argument #{i} cannot be both readonly and consumed")
            if entry is None and not consumed and not readonly:
                raise LocationVerifyError("must provide consumed/readonly status for arguments of external or called ops")
            if entry is not None and readonly and _consumed_in_body(entry.args[i], parent):
                raise LocationVerifyError(f"argument #{i} is consumed in the body but is not marked as such")
            if entry is not None and consumed and not _consumed_in_body(entry.args[i], parent):
                from ...ir.diagnostics import emit_warning

                emit_warning(self.loc, f"op argument #{i} is not consumed in the body but is marked as consumed")

    def arg_status(self, i: int) -> tuple[bool, bool]:
        """(consumed, readonly) annotations of argument ``i``."""
        attrs = self.arg_attrs
        if attrs is None or i >= len(attrs.value):
            return False, False
        d = attrs.value[i]
        if not isinstance(d, DictionaryAttr):  # malformed: the verifier reports it
            return False, False
        return d.get("transform.consumed") is not None, d.get("transform.readonly") is not None


def _nearest_named_sequence(op, ref):
    """SymbolTable::lookupNearestSymbolFrom<NamedSequenceOp>(op, ref), or None."""
    from ...ir.op import SymbolTable

    table = op.parent_op
    while table is not None and SymbolTable not in type(table).traits:
        table = table.parent_op
    if table is None or ref.nested:
        return None
    for o in table.regions[0].ops():
        if isinstance(o, NamedSequenceOp) and o.sym == ref.root:
            return o
    return None


def _raise_parse_time_error(op) -> None:
    """Upstream rejects a generic form's unconvertible properties while parsing, before any verifier
    runs; vecir finds them in the op's invariants hook, so a parent's verifier that reports the op
    asks for that error first."""
    from ...ir.diagnostics import DiagnosticError

    hook = getattr(type(op), "verify_invariants_", None)
    if hook is None:
        return
    try:
        hook(op)
    except VerifyError as e:
        if getattr(e, "parse_time", False):
            raise DiagnosticError(op.loc, str(e)) from None
    except DiagnosticError:  # the op's own error comes later, after its parent's
        pass


def _verify_sequence_terminator(op, term, result_types) -> None:
    """verifyNamedSequenceOp's terminator checks (before the consumption annotations), reported at
    the terminator without an op prefix."""
    from ...ir.diagnostics import DiagnosticError

    if term.name != YieldOp.name:
        raise DiagnosticError(op.loc, f"expected '{YieldOp.name}' as terminator",
                              [(term.loc, "terminator")], op=op)
    if len(term.operands) != len(result_types):
        raise DiagnosticError(term.loc, "expected terminator to have as many operands as the parent op has results",
                              op=term)
    for i, (v, t) in enumerate(zip(term.operands, result_types)):
        if v.type is not t:
            raise DiagnosticError(term.loc, f"the type of the terminator operand #{i} must match the type of the "
                                  f"corresponding parent op result ('{v.type}' vs '{t}')", op=term)


def _consumed_in_body(handle, table) -> bool:
    """Whether an op of the body certainly consumes ``handle`` (the ops known to consume their
    operand: foreach_match's root, apply_registered_pass's target, an include's argument its callee
    marks consumed); ops without that knowledge are not counted."""
    for u in handle.uses:
        owner = u.owner
        if owner.name in ("transform.foreach_match", "transform.apply_registered_pass") and u.index == 0:
            return True
        if u.index in getattr(type(owner), "consumed_operands", ()):  # extension ops declare theirs
            return True
        if owner.name in ("transform.sequence", "transform.foreach"):  # when its body consumes the bound argument
            block = owner.regions[0].blocks[0] if owner.regions[0].blocks else None
            if block is not None and u.index < len(block.args) and _consumed_in_body(block.args[u.index], table):
                return True
        if owner.name == "transform.include" and table is not None:
            callee = owner.target.root
            for o in table.regions[0].ops():
                if isinstance(o, NamedSequenceOp) and o.sym == callee and u.index < len(o.type.inputs):
                    if o.arg_status(u.index)[0]:
                        return True
    return False


@register_op
class YieldOp(Op):
    """`transform.yield %h : !transform.any_op` ends a sequence; its operands are the results."""

    name = "transform.yield"
    traits = frozenset({Terminator, MemoryRead})  # onlyReadsHandle
    operands_ = var_operand(TransformAnyHandleOrParam)

    @classmethod
    def parse(cls, p):
        refs = []
        if p.peek() == "%":
            refs = p.operand_list()
        attrs = p.optional_attr_dict()
        types = []
        if refs:
            p.punct(":")
            types = p.type_list()
        return cls.create(p.resolve_list(refs, types), [], {}, attrs)


    def print(self, p):
        p.w(p.op_name("transform.yield") + " ")
        p.values(self.operands)
        p.op_attr_dict(self)
        if self.operands:
            p.w(" : ")
            p.types([v.type for v in self.operands])


# ------------------------------------------------------------------------------------------------
# handles and parameters


@register_op
class CastOp(Op):
    name = "transform.cast"
    traits = READS_AND_PRODUCES_HANDLES
    input = operand(TransformHandle)
    output = result(TransformHandle)
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"


@register_op
class MergeHandlesOp(Op):
    name = "transform.merge_handles"
    traits = READS_AND_PRODUCES_HANDLES | {SameOperandsAndResultType}
    handles = var_operand(TransformAnyHandleOrParam)
    result_ = result(TransformAnyHandleOrParam)
    deduplicate = prop(K.UnitAttr, optional=True)

    @classmethod
    def parse(cls, p):
        props = {"deduplicate": unit} if p.try_keyword("deduplicate") else {}
        refs = p.operand_list()
        attrs = _strict(cls, p)
        p.punct(":")
        t = p.type()
        return cls.create(p.resolve_list(refs, [t] * len(refs)), [t], props, attrs)

    def print(self, p):
        p.w(p.op_name("transform.merge_handles") + " ")
        if self.deduplicate is not None:
            p.w("deduplicate ")
        p.values(self.operands)
        p.op_attr_dict(self, self.property_names)
        p.w(" : " + p.fmt(self.results[0].type))


@register_op
class ParamConstantOp(Op):
    """`transform.param.constant 4 : i64 -> !transform.param<i64>`"""

    name = "transform.param.constant"
    traits = READS_AND_PRODUCES_HANDLES
    param = result(TransformParam)
    value = prop()

    @classmethod
    def parse(cls, p):
        value = p.attr()
        attrs = _strict(cls, p)
        p.punct("->")
        return cls.create([], [type_of(p, cls, TransformParam)], {"value": value}, attrs)

    def print(self, p):
        p.w(p.op_name("transform.param.constant") + " " + p.fmt(self.value))
        p.op_attr_dict(self, self.property_names)
        p.w(" -> " + p.fmt(self.results[0].type))


# ------------------------------------------------------------------------------------------------
# applying transformations


@register_op
class ApplyPatternsOp(Op):
    """`transform.apply_patterns to %h { <pattern descriptor ops> } [apply_cse] [max_iterations = N]
    [max_num_rewrites = N] : !transform.any_op`: greedily applies the collected patterns to each target."""

    name = "transform.apply_patterns"
    traits = frozenset({NoTerminator}) | READS_HANDLES_MODIFIES_PAYLOAD
    target = operand(TransformHandle)
    patterns = region()
    apply_cse = prop(K.UnitAttr, optional=True)
    # I64Attr: property conversion takes any integer attribute, the constraint wants an i64
    max_iterations = prop(K.I64Attr, default=IntegerAttr(-1, i64), populate=True, check=i64_attr)
    max_num_rewrites = prop(K.I64Attr, default=IntegerAttr(-1, i64), populate=True, check=i64_attr)

    @classmethod
    def parse(cls, p):
        p.op_keyword("to")
        ref = p.operand()
        r = p.region()
        if not r.blocks:
            r.add_block(Block())
        props = {}
        if p.try_keyword("apply_cse"):
            props["apply_cse"] = unit
        for key in ("max_iterations", "max_num_rewrites"):
            if p.try_keyword(key):
                p.punct("=")
                props[key] = _i64(p.int())
        attrs = _strict(cls, p)
        p.punct(":")
        t = type_of(p, cls, TransformHandle)
        return cls.create([p.resolve(ref, t)], [], props, attrs, [r])

    def print(self, p):
        p.w(p.op_name("transform.apply_patterns") + " to ")
        p.value(self.operand(0))
        p.w(" ")
        p.region(self.regions[0], print_entry_args=False)
        if self.apply_cse is not None:
            p.w(" apply_cse")
        for key in ("max_iterations", "max_num_rewrites"):
            v = self.properties[key].value
            if v != -1:
                p.w(f" {key} = {v}")
        p.op_attr_dict(self, self.property_names)
        p.w(" : " + p.fmt(self.operand(0).type))

    def verify_invariants_(self):
        check_props(self, {"apply_cse": is_unit, "max_iterations": is_int(None), "max_num_rewrites": is_int(None)})
        check_type_constraints(self)

    def verify_(self):
        for op in self.regions[0].ops():
            if not getattr(type(op), "is_pattern_descriptor", False):
                from ...ir.diagnostics import DiagnosticError

                raise DiagnosticError(self.loc, f"'{self.name}' op expected children ops to implement "
                                      "PatternDescriptorOpInterface", [(op.loc, "op without interface")], op=self)


class _ApplyTo(Op):
    """`transform.apply_<x> to %h : !transform.any_op`"""
    traits = READS_HANDLES_MODIFIES_PAYLOAD

    target = operand(TransformHandle)
    assembly_format = "`to` $target attr-dict `:` type($target)"


@register_op
class ApplyCSEOp(_ApplyTo):
    name = "transform.apply_cse"


@register_op
class ApplyDCEOp(_ApplyTo):
    name = "transform.apply_dce"


@register_op
class ApplyLICMOp(_ApplyTo):
    name = "transform.apply_licm"


class ParamOperandAttr(Attr):
    """`#transform.param_operand<index = 0 : i64>`: in apply_registered_pass's options, the value is
    the param given as dynamic option ``index`` (only the generic form spells it)."""

    __slots__ = ("index",)

    @classmethod
    def normalize(cls, index):
        return (index,)

    def render(self, p=None):
        return f"#transform.param_operand<index = {self.index.render(p)}>"

    @classmethod
    def parse_attr(cls, p):
        p.punct("<")
        p.keyword("index")
        p.punct("=")
        q = p.skip()
        index = p.attr()
        if not isinstance(index, IntegerAttr):
            raise p.error("expected integer attribute", q)
        p.punct(">")
        return cls(index)


ATTR_PARSERS["transform.param_operand"] = ParamOperandAttr.parse_attr


@register_op
class ApplyRegisteredPassOp(Op):
    """`transform.apply_registered_pass "canonicalize" [with options = {"max-iterations" = 3 : i64,
    "top-down" = %param}] to %h : (!transform.any_op[, !transform.param<i64>]) -> !transform.any_op`:
    runs a registered pass on each target; an option given as a param (a dynamic option) takes the
    param's value when the op runs."""

    name = "transform.apply_registered_pass"
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    target = operand(TransformHandle)
    dynamic_options = var_operand(TransformParam)
    result_ = result(TransformHandle)
    pass_name = prop(K.StrAttr)
    options = prop(default=DictionaryAttr({}), populate=True)

    @classmethod
    def parse(cls, p):
        props = {"pass_name": StringAttr(p.string())}
        dynamic = []
        if p.try_keyword("with"):
            p.op_keyword("options")
            p.punct("=")
            props["options"] = cls._parse_options(p, dynamic)
        p.op_keyword("to")
        ref = p.operand()
        attrs = _strict(cls, p)
        p.punct(":")
        refs = [ref] + dynamic
        ft = _functional_type(p, len(refs), ref[2])
        return cls.create([p.resolve(r, t) for r, t in zip(refs, ft.inputs)], list(ft.results), props, attrs)

    @classmethod
    def _parse_options(cls, p, dynamic: list) -> DictionaryAttr:
        """upstream's parseApplyRegisteredPassOptions: `{key = attr-or-%param, ...}`, a key a bare
        identifier or a string; each %param becomes `#transform.param_operand<index = n>`."""
        custom = f"custom op '{cls.name}' "

        def fail(message: str, pos: int, then: str | None = None):
            err = p.error(message, pos)
            if then is not None:  # upstream's custom parser adds its own error after the parser's
                err.followups = [(p.skip(), custom + then)]
            return err

        if not p.try_punct("{"):
            raise fail("expected '{' in options dictionary", p.wrong_token_pos(p.skip()))
        pairs = []
        if not p.try_punct("}"):
            while True:
                key = p.try_bare_id()
                if key is None:
                    key = p.try_string()
                if not key:
                    raise fail(custom + "expected key to either be an identifier or a string", p.skip())
                if not p.try_punct("="):
                    raise fail("expected '='", p.wrong_token_pos(p.skip()), "expected '=' after key in key-value pair")
                then = f"expected a valid attribute or operand as value associated to key '{key}'"
                if p.peek() == "%":
                    dynamic.append(p.operand())
                    value = ParamOperandAttr(IntegerAttr(len(dynamic) - 1, I64))
                else:
                    value = p.try_attr()
                    if value is None:
                        raise fail("expected SSA operand", p.wrong_token_pos(p.skip()), then)
                    if isinstance(value, ParamOperandAttr):
                        raise fail(custom + "the param_operand attribute is a marker reserved for indicating a "
                                   "value will be passed via params and is only used in the generic print format",
                                   p.skip(), then)
                pairs.append((key, value))
                if p.try_punct("}"):
                    break
                if not p.try_punct(","):
                    raise fail("expected '}' in options dictionary", p.wrong_token_pos(p.skip()))
        if len({k for k, _ in pairs}) != len(pairs):
            raise fail(custom + "duplicate keys found in options dictionary", p.skip())
        return DictionaryAttr(dict(pairs))

    def verify_(self):
        """Each dynamic option is named by exactly one param_operand of the options dictionary."""
        dynamic = list(self.dynamic_options)
        used = [False] * len(dynamic)
        for _, v in self.options.value:
            if isinstance(v, ParamOperandAttr):
                i = v.index.value
                if not 0 <= i < len(dynamic):
                    raise VerifyError(f"dynamic option index {i} is out of bounds for the number of dynamic options: "
                                      f"{len(dynamic)}")
                if used[i]:
                    raise VerifyError(f"dynamic option index {i} is already used in options")
                used[i] = True
        if not all(used):
            raise VerifyError("a param operand does not have a corresponding param_operand attr in the options dict")

    def print(self, p):
        p.w(p.op_name("transform.apply_registered_pass") + " " + p.fmt(self.pass_name))
        if self.options.value:
            dynamic = list(self.dynamic_options)
            p.w(" with options = {")
            for k, (key, v) in enumerate(self.options.value):
                p.w(", " if k else "")
                p.w(escape_string(key))
                p.w(" = ")
                if isinstance(v, ParamOperandAttr) and 0 <= v.index.value < len(dynamic):
                    p.value(dynamic[v.index.value])
                else:
                    p.w(p.fmt(v))
            p.w("}")
        p.w(" to ")
        p.value(self.operand(0))
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)

    def option_text(self, dynamic_values=()) -> str:
        """The options as a pass option string: `max-iterations=3 top-down=false`. ``dynamic_values``
        holds each dynamic option's param values; several values (as an array's elements) are joined
        by commas, as upstream's apply does."""
        from ...ir.attrs import ArrayAttr, FloatAttr

        def text(v) -> str:
            if isinstance(v, ParamOperandAttr):
                return ",".join(text(x) for x in dynamic_values[v.index.value])
            if isinstance(v, ArrayAttr):
                return ",".join(text(x) for x in v.value)
            if isinstance(v, StringAttr):
                return v.value
            if isinstance(v, IntegerAttr):
                return ("true" if v.value else "false") if v.type.width == 1 else str(v.value)
            if isinstance(v, FloatAttr):
                return repr(v.value)
            return v.render()

        return " ".join(f"{k}={text(v)}" for k, v in self.options.value)


FAILURE_MODES = {1: "propagate", 2: "suppress"}


def failure_mode_storage(a) -> bool:
    """FailurePropagationMode is stored as its enum value: the generic form's i32 must name a case."""
    return isinstance(a, IntegerAttr) and a.type is i32 and a.value in FAILURE_MODES


@register_op
class IncludeOp(Op):
    """`transform.include @seq failures(propagate) (%h) : (!transform.any_op) -> ()`"""

    name = "transform.include"
    operands_ = var_operand(TransformAnyHandleOrParam)
    results_ = var_result(TransformAnyHandleOrParam)
    target = prop(K.SymbolRef)
    failure_propagation_mode = prop(storage=failure_mode_storage)

    @classmethod
    def parse(cls, p):
        target = SymbolRefAttr(p.symbol_name())
        p.op_keyword("failures")
        p.punct("(")
        q = p.skip()
        mode = p.try_bare_id()
        if mode not in ("propagate", "suppress"):
            raise p.error(f"custom op '{cls.name}' expected one of [propagate, suppress] for failure "
                          "propagation mode", q)
        p.punct(")")
        refs = p.operand_list("(", ")")
        attrs = _strict(cls, p)
        p.punct(":")
        ft = _functional_type(p, len(refs), refs[0][2] if refs else None)
        props = {"target": target, "failure_propagation_mode": IntegerAttr(1 if mode == "propagate" else 2, I32)}
        return cls.create(p.resolve_list(refs, list(ft.inputs)), list(ft.results), props, attrs)

    def verify_invariants_(self):
        check_props(self, {"target": lambda a: isinstance(a, SymbolRefAttr),
                           "failure_propagation_mode": lambda a: isinstance(a, IntegerAttr) and a.value in (1, 2)})
        check_type_constraints(self)

    def verify_(self):
        """TransformOpInterface's verifier: each operand has the effect its callee argument's annotation
        gives (upstream's IncludeOp::getEffects; an unknown callee gives every operand a read)."""
        callee = _nearest_named_sequence(self, self.target)
        if callee is None:
            return
        for i in range(min(len(self.operands), len(callee.type.inputs))):
            if callee.arg_status(i) == (False, False):
                from ...ir.diagnostics import DiagnosticError

                raise DiagnosticError(self.loc, "TransformOpInterface requires memory effects on operands to be "
                                      "specified", [(self.loc, f"no effects specified for operand #{i}")], op=self)

    def verify_symbol_uses(self, table):
        """upstream's IncludeOp::verifySymbolUses: the callee is a named sequence of the nearest symbol
        table whose signature the operands match exactly and the results by handle kind."""
        from ...ir.uniqued import PlainVerifyError
        from .match_ops import _same_handle_kind

        ref = self.target
        callee = table.get(ref.root) if not ref.nested else None
        if not isinstance(callee, NamedSequenceOp):
            raise VerifyError("does not reference a named transform sequence")
        ft = callee.type
        if len(ft.inputs) != len(self.operands):
            raise PlainVerifyError("incorrect number of operands for callee")
        for i, (t, v) in enumerate(zip(ft.inputs, self.operands)):
            if v.type is not t:
                raise VerifyError(f"operand type mismatch: expected operand type '{t}', but provided '{v.type}' for "
                                  f"operand number {i}")
        if len(ft.results) != len(self.results):
            raise PlainVerifyError("incorrect number of results for callee")
        for i, (r, t) in enumerate(zip(self.results, ft.results)):
            if not _same_handle_kind(r.type, t):
                raise VerifyError(f"type of result #{i} must implement the same transform dialect interface as the "
                                  f"corresponding callee result")

    def print(self, p):
        p.w(p.op_name("transform.include") + " " + p.fmt(self.target) + " failures("
            + FAILURE_MODES.get(self.failure_propagation_mode.value, "propagate") + ") (")
        p.values(self.operands)
        p.w(")")
        p.op_attr_dict(self, self.property_names)
        _print_functional_type(p, self)


@register_op
class PrintOp(Op):
    """`transform.print %h name = "after" : !transform.any_op` dumps the payload ops to stderr."""

    name = "transform.print"
    traits = READS_HANDLES_MODIFIES_PAYLOAD  # it writes stderr, which upstream models as a write
    target = opt_operand(TransformHandle)
    name_ = prop(K.StrAttr, optional=True, name="name")
    assume_verified = prop(K.UnitAttr, optional=True)
    use_local_scope = prop(K.UnitAttr, optional=True)
    skip_regions = prop(K.UnitAttr, optional=True)
    _UNITS = ("assume_verified", "use_local_scope", "skip_regions")

    @classmethod
    def parse(cls, p):
        refs = [p.operand()] if p.peek() == "%" else []
        props = {}
        if p.try_keyword("name"):
            p.punct("=")
            props["name"] = StringAttr(p.string())
        for key in cls._UNITS:
            if p.try_keyword(key):
                props[key] = unit
        attrs = _strict(cls, p)
        types = []
        if refs:
            p.punct(":")
            types = [p.type()]
        return cls.create(p.resolve_list(refs, types), [], props, attrs)

    def print(self, p):
        p.w(p.op_name("transform.print") + " ")
        p.values(self.operands)
        if "name" in self.properties:
            p.w(" name = " + p.fmt(self.properties["name"]))
        for key in self._UNITS:
            if key in self.properties:
                p.w(" " + key)
        p.op_attr_dict(self, self.property_names)
        if self.operands:
            p.w(" : " + p.fmt(self.operand(0).type))


@register_op
class AnnotateOp(Op):
    """`transform.annotate %h "name" [= %param] : !transform.any_op[, !transform.param<i64>]`"""

    name = "transform.annotate"
    traits = READS_HANDLES_MODIFIES_PAYLOAD
    target = operand(TransformHandle)
    param = opt_operand(TransformParam)
    name_ = prop(K.StrAttr, name="name")

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props = {"name": StringAttr(_string_or_error(p))}
        param = p.operand() if p.try_punct("=") else None
        attrs = _strict(cls, p)
        p.punct(":")
        types = [type_of(p, cls, TransformHandle)]
        if param is not None:
            p.punct(",")
            types.append(p.type())
        return cls.create(p.resolve_list([ref] + ([param] if param else []), types), [], props, attrs)

    def print(self, p):
        p.w(p.op_name("transform.annotate") + " ")
        p.value(self.operand(0))
        p.w(" " + p.fmt(self.properties["name"]))
        if len(self.operands) > 1:
            p.w(" = ")
            p.value(self.operand(1))
        p.op_attr_dict(self, self.property_names)
        p.w(" : ")
        p.types([v.type for v in self.operands])
