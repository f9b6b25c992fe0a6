"""The func dialect: func, return, call, call_indirect, constant."""

from __future__ import annotations

from ..ir import attr_kinds as K
from ..ir.attrs import ArrayAttr, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr
from ..ir.constraints import array_attr, array_of, stored_as
from ..ir.core import Block, Region
from ..ir.op import (
    AffineScope, AutomaticAllocationScope, ConstantLike, IsolatedFromAbove, Op, Pure, ReturnLike, Symbol,
    Terminator, operand, prop, region, register_op, result, var_operand, var_result,
)
from ..ir.types import FunctionType, render_result_types
from ..ir.uniqued import PlainVerifyError, VerifyError


def _arg_list_with_attrs(p, allow_named: bool):
    """`(%a: i32 {x}, %b: f32)` or `(i32, f32 {x})`; returns (refs or None, types, attr dicts, locs)."""
    refs, types, attrs = [], [], []
    p.punct("(")
    if p.try_punct(")"):
        return refs, types, attrs
    while True:
        q = p.skip()
        if p.peek() == "%":
            if not allow_named or (refs and refs[0] is None):
                raise p.error(p._custom_prefix() + "expected type instead of SSA identifier")
            ref = p.operand()
            p.punct(":", "expected ':'")
            t = p.type()
            attrs.append(p.optional_attr_dict())
            loc = p.try_trailing_loc()
            refs.append((ref[0], ref[1], ref[2], loc))
        else:
            if refs and refs[0] is not None:
                raise p.error(p._custom_prefix() + "expected SSA identifier")
            t = p.type()
            attrs.append(p.optional_attr_dict())
            refs.append(None)
        types.append(t)
        if not p.try_punct(","):
            break
    p.punct(")")
    return refs, types, attrs


def _result_list_with_attrs(p):
    if p.peek() != "(":
        return [p.type()], [{}]
    save = p.pos
    p.punct("(")
    if p.try_punct(")"):
        return [], []
    types, attrs = [], []
    while True:
        types.append(p.type())
        attrs.append(p.optional_attr_dict())
        if not p.try_punct(","):
            break
    p.punct(")")
    return types, attrs


def _attr_array(dicts):
    if not any(dicts):
        return None
    return ArrayAttr([DictionaryAttr(d) for d in dicts])


def _call_results(out: list):
    if not out:
        return None
    return out[0] if len(out) == 1 else tuple(out)


def verify_arg_res_attrs(op, ft: FunctionType) -> None:
    """FunctionOpInterface's verifier: one attribute dictionary per argument and per result, whose
    names are dialect attributes (`dialect.name`), arguments first."""
    for key, what, n in (("arg_attrs", "argument", len(ft.inputs)), ("res_attrs", "result", len(ft.results))):
        attrs = op.properties.get(key)
        if attrs is None:
            continue
        if len(attrs.value) != n:
            raise VerifyError(f"expects {what} attribute array to have the same number of elements as the number of "
                              f"function {what}s, got {len(attrs.value)}, but expected {n}")
        for d in attrs.value:
            if any("." not in name for name, _ in getattr(d, "value", ())):
                raise VerifyError(f"{what}s may only have dialect attributes")


def _flat_symbol_ref(a) -> bool:
    """FlatSymbolRefAttr, the storage of a symbol-reference property: `@f`, not `@m::@f`."""
    return isinstance(a, SymbolRefAttr) and not a.nested


@register_op
class FuncOp(Op):
    name = "func.func"
    traits = frozenset({IsolatedFromAbove, Symbol, AffineScope, AutomaticAllocationScope})
    sym_name = prop(K.SymbolName)
    function_type = prop(K.TypeAttrKind)
    sym_visibility = prop(K.StrAttr, optional=True)
    arg_attrs = prop(optional=True, storage=array_attr, check=array_of(stored_as(DictionaryAttr)),
                     desc="Array of dictionary attributes")
    res_attrs = prop(optional=True, storage=array_attr, check=array_of(stored_as(DictionaryAttr)),
                     desc="Array of dictionary attributes")
    no_inline = prop(K.UnitAttr, optional=True)
    body = region()
    default_dialect = "func"

    @classmethod
    def build_func(cls, name: str, type: FunctionType, visibility: str | None = None) -> "FuncOp":
        props = {"sym_name": StringAttr(name), "function_type": TypeAttr(type)}
        if visibility:
            props["sym_visibility"] = StringAttr(visibility)
        return cls.create(properties=props, regions=[Region([Block(type.inputs)])])

    @property
    def type(self) -> FunctionType:
        return self.function_type.value

    @property
    def sym(self) -> str:
        return self.sym_name.value

    @property
    def is_declaration(self) -> bool:
        return not self.regions[0].blocks

    @property
    def entry(self) -> Block:
        return self.regions[0].blocks[0]

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
        a = _attr_array(in_attrs)
        if a is not None:
            props["arg_attrs"] = a
        a = _attr_array(out_attrs)
        if a is not None:
            props["res_attrs"] = a
        apos = p.skip()
        attrs = p.optional_attr_dict_with_keyword()
        for k in ("sym_visibility", "sym_name", "function_type"):  # upstream's parseFunctionOp
            if k in attrs:
                raise p.error(f"custom op '{cls.name}' '{k}' is an inferred attribute and should not be "
                              f"specified in the explicit attribute dictionary", apos)
        for k in list(attrs):
            if k in cls.property_names:
                props[k] = attrs.pop(k)
        if p.peek() == "{":
            # Unnamed arguments (`@f(index) { ^bb0(%a: index): ... }`): the body names its own entry
            # block, and the verifier checks it against the signature, as upstream.
            args = [] if refs and refs[0] is None else [(ref, t) for ref, t in zip(refs, ins)]
            brace = p.skip()
            r = p.region(args, isolated=True, dialect="func")
            if not r.blocks:
                raise p.error(f"custom op '{cls.name}' expected non-empty function body", brace)
        else:
            r = Region()
        return cls.create(properties=props, attributes=attrs, regions=[r])

    def print(self, p):
        w = p.w
        w("func.func ")
        if self.sym_visibility is not None:
            w(self.sym_visibility.value + " ")
        w(K.A.render_symbol_name(self.sym))
        ft = self.type
        arg_attrs = self.arg_attrs
        res_attrs = self.res_attrs
        decl = self.is_declaration
        parts = []
        for i, t in enumerate(ft.inputs):
            s = p.fmt(t) if decl else f"{p.value_name(self.entry.args[i])}: {p.fmt(t)}"
            if arg_attrs is not None and arg_attrs[i].value:
                s += " " + p.fmt(arg_attrs[i])
            if not decl and p.opts.debuginfo:
                s += " " + p.loc_text(self.entry.args[i].loc)
            parts.append(s)
        w("(" + ", ".join(parts) + ")")
        if ft.results:
            w(" -> ")
            if res_attrs is not None and any(d.value for d in res_attrs):
                w("(" + ", ".join(p.fmt(t) + (" " + p.fmt(d) if d.value else "")
                                  for t, d in zip(ft.results, res_attrs)) + ")")
            else:
                w(render_result_types(ft.results, p))
        p.attr_dict(self.attributes | {k: v for k, v in self.properties.items() if k == "no_inline"},
                    with_keyword=True)
        if not decl:
            w(" ")
            p.region(self.regions[0], print_entry_args=False)

    def verify_(self):
        ft = self.type
        if not isinstance(ft, FunctionType):
            raise VerifyError("attribute 'function_type' failed to satisfy constraint: type attribute of function type")
        verify_arg_res_attrs(self, ft)
        if self.is_declaration:
            vis = self.sym_visibility
            if vis is None or vis.value == "public":
                raise VerifyError("symbol declaration cannot have public visibility")
            return
        entry = self.entry
        if len(entry.args) != len(ft.inputs):
            raise VerifyError(f"entry block must have {len(ft.inputs)} arguments to match function signature")
        for i, (a, t) in enumerate(zip(entry.args, ft.inputs)):
            if a.type is not t:
                raise VerifyError(f"type of entry block argument #{i}('{a.type}') must match the type of the "
                                  f"corresponding argument in function signature('{t}')")


@register_op
class ReturnOp(Op):
    name = "func.return"
    traits = frozenset({Pure, Terminator, ReturnLike})
    operands_ = var_operand()
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def print(self, p):
        p.w(p.op_name("func.return"))
        p.op_attr_dict(self)
        if self.num_operands:
            p.w(" ")
            p.values(self.operands)
            p.w(" : ")
            p.types(v.type for v in self.operands)

    def verify_(self):
        fn = self.parent_op
        if not isinstance(fn, FuncOp):
            raise VerifyError("expects parent op 'func.func'")
        results = fn.type.results
        if len(results) != self.num_operands:
            raise VerifyError(f"has {self.num_operands} operands, but enclosing function (@{fn.sym}) returns "
                              f"{len(results)}")
        for i, (v, t) in enumerate(zip(self.operands, results)):
            if v.type is not t:  # upstream's emitError: no op prefix
                raise PlainVerifyError(f"type of return operand {i} ('{v.type}') doesn't match function result "
                                       f"type ('{t}') in function @{fn.sym}")


@register_op
class CallOp(Op):
    name = "func.call"
    callee = prop(K.SymbolRef, storage=_flat_symbol_ref, desc="flat symbol reference attribute")
    operands_ = var_operand()
    results_ = var_result()
    no_inline = prop(K.UnitAttr, optional=True)
    arg_attrs = prop(optional=True)
    res_attrs = prop(optional=True)
    assembly_format = "$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, results)"

    def print(self, p):
        p.w(p.op_name("func.call") + " ")
        p.attr(self.callee)
        p.w("(")
        p.values(self.operands)
        p.w(")")
        p.op_attr_dict(self, ("callee",))
        p.w(" : ")
        p.w(p.fmt(FunctionType([v.type for v in self.operands], self.result_types)))

    def interpret_with(self, ctx, *args):
        return _call_results(ctx.call(self.callee.root, args))

    def verify_symbol_uses(self, table):
        fn = table.get(self.callee.root)
        if fn is None or not isinstance(fn, FuncOp):
            raise VerifyError(f"'{self.callee.root}' does not reference a valid function")
        ft = fn.type
        if len(ft.inputs) != self.num_operands:
            raise VerifyError(f"incorrect number of operands for callee: expected {len(ft.inputs)}, "
                              f"but got {self.num_operands}")
        for i, (v, t) in enumerate(zip(self.operands, ft.inputs)):
            if v.type is not t:
                raise VerifyError(f"operand type mismatch: expected operand type '{t}', but provided '{v.type}' "
                                  f"for operand number {i}")
        if len(ft.results) != len(self.results):
            raise VerifyError(f"incorrect number of results for callee: expected {len(ft.results)}, "
                              f"but got {len(self.results)}")
        for i, (r, t) in enumerate(zip(self.results, ft.results)):
            if r.type is not t:
                e = VerifyError(f"result type mismatch at index {i}")
                e.notes = [(self.loc, "    op result types: " + ", ".join(f"'{r.type}'" for r in self.results)),
                           (self.loc, "callee result types: " + ", ".join(f"'{t}'" for t in ft.results))]
                raise e
                

@register_op
class CallIndirectOp(Op):
    name = "func.call_indirect"
    callee = operand()
    callee_operands = var_operand()
    results_ = var_result()
    arg_attrs = prop(optional=True)
    res_attrs = prop(optional=True)
    assembly_format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)"

    @classmethod
    def infer_types(cls, types, props, p):
        ft = types["callee"]
        if not isinstance(ft, FunctionType):
            raise p.error("expected function type")
        types["callee_operands"] = list(ft.inputs)
        types["results_"] = list(ft.results)

    def print(self, p):
        p.w(p.op_name("func.call_indirect") + " ")
        p.value(self.callee)
        p.w("(")
        p.values(self.callee_operands)
        p.w(")")
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.callee.type)

    def interpret_with(self, ctx, fn, *args):
        return _call_results(ctx.call(fn, args))

    def verify_(self):
        ft = self.callee.type
        if not isinstance(ft, FunctionType):  # ODS: FunctionType:$callee
            raise VerifyError(f"operand #0 must be function type, but got '{ft}'")
        if [v.type for v in self.callee_operands] != list(ft.inputs):
            raise VerifyError("incorrect number of operands for callee")


@register_op
class ConstantOp(Op):
    name = "func.constant"
    traits = frozenset({Pure, ConstantLike})
    value = prop(K.SymbolRef, storage=_flat_symbol_ref, desc="flat symbol reference attribute")
    result_ = result()

    def asm_result_names(self):
        return ["f"]

    def interpret(self, *, vscale=1):
        return self.value.root  # at run time a function value is its symbol name

    @classmethod
    def parse(cls, p):
        pos = p.skip()
        if not p.src.startswith("@", pos):  # upstream's parseAttribute<FlatSymbolRefAttr>
            p.attr()
            raise p.error(f"custom op '{cls.name}' invalid kind of attribute specified", pos)
        ref = K.SymbolRef.parse(p)
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = p.type()
        return cls.create([], [t], {"value": ref}, attrs)

    def verify_symbol_uses(self, table):
        fn = table.get(self.value.root)
        if not isinstance(fn, FuncOp):
            raise VerifyError(f"reference to undefined function '{self.value.root}'")
        if fn.type is not self.results[0].type:
            raise VerifyError("reference to function with mismatched type")

    def print(self, p):
        p.w(p.op_name("func.constant") + " ")
        p.attr(self.value)
        p.op_attr_dict(self, ("value",))
        p.w(" : ")
        p.type(self.results[0].type)




from vecir._lazy import when_rewriting  # noqa: E402

when_rewriting("vecir.dialects.func_canonicalize")  # attaches the patterns once vecir.rewrite loads
