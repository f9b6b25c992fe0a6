"""Declarative assembly formats: a format string becomes a parse and a print function, once per op class.

Supported elements (upstream's OpFormatGen subset that real ops use):

    $operand  $attr  $region  $successors   `literal`   ``(no space)   ` `(space)
    type($x)  type(operands)  type(results)  functional-type(operands, results)
    attr-dict  attr-dict-with-keyword  prop-dict   ( ... $anchor^ ... )?   custom<Name>($a, ...)

Python source is generated for both directions and compiled with ``exec``, so parsing an op is
one straight-line function with no per-element dispatch. Types that the format does not spell
are inferred by the op class's ``infer_types(types: dict)`` hook (upstream's type-inference
traits: SameOperandsAndResultType, AllTypesMatch, TypesMatchWith).
"""

from __future__ import annotations

import re
from typing import Any

from .parser import FAST_END, FAST_SSA, FAST_TYPE
from ..ir.op import OP_REGISTRY, REGISTRATION_HOOKS, SINGLE, OPTIONAL, VARIADIC, Op, OperandDef, PropDef, RegionDef, ResultDef, SameOperandsAndResultType

_TOKEN = re.compile(r"\s*(?:(`[^`]*`)|(\$[A-Za-z_]\w*)|([A-Za-z_][\w-]*(?:<\w+>)?)|(\^)|(\()|(\))|(\?)|(,)|(:))")


class FormatError(Exception):
    pass


# ------------------------------------------------------------------------------------------------
# format string -> element tree


class Lit:
    def __init__(self, text: str) -> None:
        self.text = text


class Var:
    def __init__(self, name: str) -> None:
        self.name = name
        self.anchor = False


class Directive:
    def __init__(self, name: str, args: list) -> None:
        self.name = name
        self.args = args
        self.anchor = False


class Group:
    def __init__(self, elems: list) -> None:
        self.elems = elems


def _tokenize(fmt: str) -> list[tuple[str, str]]:
    out, pos = [], 0
    fmt = fmt.strip()
    while pos < len(fmt):
        m = _TOKEN.match(fmt, pos)
        if m is None:
            raise FormatError(f"bad format at {fmt[pos:]!r}")
        pos = m.end()
        kinds = ("lit", "var", "word", "caret", "lp", "rp", "q", "comma", "colon")
        for k, g in zip(kinds, m.groups()):
            if g is not None:
                out.append((k, g))
                break
        while pos < len(fmt) and fmt[pos].isspace():
            pos += 1
    return out


_ARG_DIRECTIVES = frozenset({"type", "qualified", "functional-type", "ref", "oilist"})


def _parse_elems(toks: list, i: int, stop: str | None) -> tuple[list, int]:
    elems: list = []
    while i < len(toks):
        k, v = toks[i]
        if k == "rp":
            return elems, i
        if k == "lit":
            elems.append(Lit(v[1:-1]))
            i += 1
        elif k == "var":
            elems.append(Var(v[1:]))
            i += 1
        elif k == "caret":
            elems[-1].anchor = True
            i += 1
        elif k == "word":
            i += 1
            if i < len(toks) and toks[i][0] == "lp" and (v in _ARG_DIRECTIVES or v.startswith("custom<")):
                args, i = _parse_args(toks, i + 1)
                elems.append(Directive(v, args))
            else:
                elems.append(Directive(v, []))
        elif k == "lp":
            inner, i = _parse_elems(toks, i + 1, ")")
            i += 1  # ')'
            if i < len(toks) and toks[i][0] == "q":
                i += 1
            elems.append(Group(inner))
        elif k == "colon":
            elems.append(Lit(":"))
            i += 1
        else:
            raise FormatError(f"unexpected {v!r} in format")
    return elems, i


def _parse_args(toks, i):
    args = []
    while toks[i][0] != "rp":
        k, v = toks[i]
        if k == "var":
            args.append(Var(v[1:]))
            i += 1
        elif k == "word":
            i += 1
            if i < len(toks) and toks[i][0] == "lp":
                sub, i = _parse_args(toks, i + 1)
                args.append(Directive(v, sub))
            else:
                args.append(Directive(v, []))
        elif k == "comma":
            i += 1
        elif k == "lit":
            args.append(Lit(v[1:-1]))
            i += 1
        else:
            raise FormatError(f"unexpected {v!r} in directive arguments")
    return args, i + 1


# ------------------------------------------------------------------------------------------------
# code generation


class _Gen:
    def __init__(self, cls: type[Op]) -> None:
        self.cls = cls
        self.ops = {d.name: d for d in cls.operand_defs}
        self.res = {d.name: d for d in cls.result_defs}
        self.regs = {d.name: d for d in cls.region_defs}
        self.props = {d.name: d for d in cls.prop_defs}
        self.succ = getattr(cls, "successor_names", ())
        self.pl: list[str] = []  # parse lines
        self.wl: list[str] = []  # print lines
        self.env: dict[str, Any] = {"cls": cls}
        self.typed: set[str] = set()  # names whose types the format spells
        self.n = 0

    def const(self, obj: Any) -> str:
        self.n += 1
        name = f"_k{self.n}"
        self.env[name] = obj
        return name

    # -- parse ---------------------------------------------------------------------------------
    def p_elems(self, elems: list, ind: str) -> None:
        for e in elems:
            self.p_elem(e, ind)

    def p_elem(self, e, ind: str) -> None:
        L = self.pl.append
        if isinstance(e, Lit):
            t = e.text
            if t in ("", " ", "\\n"):
                return
            if t[0].isalpha() or t[0] == "_":
                L(f"{ind}p.op_keyword({t!r})")
            else:
                L(f"{ind}p.punct({t!r})")
        elif isinstance(e, Var):
            self.p_var(e.name, ind)
        elif isinstance(e, Directive):
            self.p_directive(e, ind)
        elif isinstance(e, Group):
            first = e.elems[0]
            cond = self.p_group_test(first)
            L(f"{ind}if {cond}:")
            # the first element was consumed by the test when it is a literal
            rest = e.elems[1:] if isinstance(first, Lit) and first.text.strip() else e.elems
            anchors = [x for x in e.elems if getattr(x, "anchor", False)]
            for a in anchors:
                if isinstance(a, Var) and a.name in self.props and isinstance(first, Lit) and len(
                        [x for x in e.elems if isinstance(x, Var)]) == 1 and self._is_unit(a.name):
                    L(f"{ind}    props[{self.props[a.name].attr_name!r}] = _unit")
                    self.env["_unit"] = _unit()
            self.p_elems(rest, ind + "    ")
            L(f"{ind}    pass")

    def _type_kind(self, name: str):
        """(classes, static name) when the operand/result's constraint names a builtin type class
        (ODS's cppType, e.g. ::mlir::VectorType), which the generated parser reads with parseType<T>."""
        d = self.ops.get(name) or self.res.get(name)
        return getattr(getattr(d, "constraint", None), "kind", None)

    def _type_cond(self, name: str) -> str:
        """The fast path's test that a cached type fits: a type of the wrong kind takes the general
        path, which reports it."""
        k = self._type_kind(name)
        return f"t_{name} is not None" if k is None else f"isinstance(t_{name}, {self.const(k[0])})"

    def _is_unit(self, name: str) -> bool:
        k = getattr(self.props[name], "kind", None)
        return k is not None and getattr(k, "is_unit", False)

    def p_group_test(self, first) -> str:
        if isinstance(first, Lit):
            t = first.text
            if t[0].isalpha() or t[0] == "_":
                return f"p.try_keyword({t!r})"
            return f"p.try_punct({t!r})"
        if isinstance(first, Var):
            if first.name in self.ops:
                return "p.peek() == '%'"
            if first.name in self.regs:
                return "p.peek() == '{'"
            if first.name in self.props:
                k = self.props[first.name].kind
                return f"{self.const(k)}.can_start(p)"
        if isinstance(first, Directive) and first.name in ("attr-dict", "attr-dict-with-keyword"):
            return "True"
        if isinstance(first, Directive) and first.name == "type":
            return "p.peek() not in (')', ']', '}', '')"
        raise FormatError(f"unsupported optional-group start in {self.cls.name}")

    def p_var(self, name: str, ind: str) -> None:
        L = self.pl.append
        if name in self.ops:
            d = self.ops[name]
            if d.kind == SINGLE:
                L(f"{ind}o_{name} = p.operand()")
            elif d.kind == OPTIONAL:
                L(f"{ind}o_{name} = p.try_operand()")
            else:
                L(f"{ind}o_{name} = p.operand_list()")
        elif name in self.props:
            d = self.props[name]
            if self._is_unit(name):  # a unit attr is spelled by its group's keyword alone
                self.env["_unit"] = _unit()
                L(f"{ind}props[{d.attr_name!r}] = _unit")
                return
            k = self.const(d.kind)
            L(f"{ind}props[{d.attr_name!r}] = {k}.parse(p)")
        elif name in self.regs:
            d = self.regs[name]
            if d.kind == VARIADIC:
                L(f"{ind}regions_{name} = [p.region()]")
                L(f"{ind}while p.try_punct(','): regions_{name}.append(p.region())")
            else:
                L(f"{ind}regions_{name} = [p.region()]")
        elif name == "successors" or name in self.succ:
            L(f"{ind}_b, _a = p.successor(); successors.append(_b); succ_args.extend(_a)")
        elif name in self.res:
            raise FormatError(f"result '{name}' cannot appear in a format")
        else:
            raise FormatError(f"unknown variable ${name} in format of {self.cls.name}")

    def _target(self, arg) -> str:
        if isinstance(arg, Var):
            return arg.name
        if isinstance(arg, Directive) and arg.name in ("operands", "results"):
            return arg.name
        raise FormatError(f"unsupported type() argument in {self.cls.name}")

    def p_directive(self, e: Directive, ind: str) -> None:
        L = self.pl.append
        n = e.name
        if n in ("attr-dict", "attr-dict-with-keyword"):
            fn = "optional_attr_dict" if n == "attr-dict" else "optional_attr_dict_with_keyword"
            if getattr(self.cls, "strict_properties", False):
                # upstream's strict-properties mode: inherent attributes may not hide in the attr-dict
                self.env["_strict"] = _strict_attr_dict
                L(f"{ind}attrs = _strict(cls, p, p.{fn})")
            else:
                L(f"{ind}attrs = p.{fn}()")
        elif n == "prop-dict":
            L(f"{ind}if p.try_punct('<'): props.update(p.attr_dict_body()); p.punct('>')")
        elif n in ("type", "qualified"):
            arg = e.args[0]
            if isinstance(arg, Directive) and arg.name == "type":
                return self.p_directive(arg, ind)
            tgt = self._target(arg)
            self.typed.add(tgt)
            if tgt in ("operands", "results") or self._is_variadic(tgt):
                L(f"{ind}t_{tgt} = p.optional_type_list()")
            elif self._is_optional(tgt):
                L(f"{ind}t_{tgt} = p.try_type()")
            elif self._type_kind(tgt) is not None:
                self.env["_kind_type"] = _kind_type
                L(f"{ind}t_{tgt} = _kind_type(p, cls, {self.const(self._type_kind(tgt))})")
            else:
                L(f"{ind}t_{tgt} = p.type()")
        elif n == "functional-type":
            a, b = (self._target(x) for x in e.args)
            self.typed.update((a, b))
            L(f"{ind}_ft = p.function_type(); t_{a} = list(_ft.inputs); t_{b} = list(_ft.results)")
        elif n.startswith("custom<"):
            hook = "parse_" + n[7:-1]
            names = [self._target(x) if isinstance(x, Var) or x.name in ("operands", "results") else
                     ("type:" + self._target(x.args[0])) for x in e.args]
            for x in names:
                if x.startswith("type:"):
                    self.typed.add(x[5:])
            outs = ", ".join(_custom_var(x, self) for x in names)
            L(f"{ind}_r = cls.{hook}(p, props)")
            if names:
                L(f"{ind}{outs}{',' if len(names) == 1 else ''} = _r")
        elif n in ("operands",):
            L(f"{ind}o_operands = p.operand_list()")
        elif n == "regions":
            L(f"{ind}regions_all = p.comma_list(p.region)")
        elif n == "successors":
            L(f"{ind}_b, _a = p.successor(); successors.append(_b); succ_args.extend(_a)")
        else:
            raise FormatError(f"unsupported directive {n} in {self.cls.name}")

    def _is_variadic(self, name: str) -> bool:
        d = self.ops.get(name) or self.res.get(name)
        return d is not None and d.kind == VARIADIC

    def _is_optional(self, name: str) -> bool:
        d = self.ops.get(name) or self.res.get(name)
        return d is not None and d.kind == OPTIONAL

    def p_finish(self) -> None:
        L = self.pl.append
        cls = self.cls
        # types not spelled by the format are inferred by the class
        L("    types = {}")
        for name in list(self.ops) + list(self.res) + ["operands", "results"]:
            if name in self.typed:
                L(f"    types[{name!r}] = t_{name}")
        if not all(n in self.typed or "operands" in self.typed for n in self.ops) or not all(
                n in self.typed or "results" in self.typed for n in self.res):
            L("    cls.infer_types(types, props, p)")
        # operands
        L("    vals = []")
        if "operands" in self.typed or any(isinstance(x, str) for x in ()):
            pass
        op_names = list(self.ops)
        if "operands" in self.typed:
            L("    _refs = " + " + ".join(_ref_list(n, self.ops[n]) for n in op_names) if op_names else "    _refs = []")
            L("    vals = p.resolve_list(_refs, types['operands'])")
        else:
            for name in op_names:
                d = self.ops[name]
                if d.kind == SINGLE:
                    L(f"    vals.append(p.resolve(o_{name}, types[{name!r}]))")
                elif d.kind == OPTIONAL:
                    L(f"    if o_{name} is not None: vals.append(p.resolve(o_{name}, types[{name!r}]))")
                else:
                    L(f"    vals.extend(p.resolve_list(o_{name}, types[{name!r}]))")
        if len([d for d in self.ops.values() if d.kind != SINGLE]) > 1:
            sizes = ", ".join(
                "1" if d.kind == SINGLE else (f"(0 if o_{n} is None else 1)" if d.kind == OPTIONAL else f"len(o_{n})")
                for n, d in self.ops.items())
            L(f"    props['operandSegmentSizes'] = _seg([{sizes}])")
            self.env["_seg"] = _seg
        L("    vals.extend(succ_args)")
        # results
        if "results" in self.typed:
            L("    rtypes = list(types['results'])")
        else:
            L("    rtypes = []")
            for name, d in self.res.items():
                if d.kind == SINGLE:
                    L(f"    rtypes.append(types[{name!r}])")
                elif d.kind == OPTIONAL:
                    L(f"    if types.get({name!r}) is not None: rtypes.append(types[{name!r}])")
                else:
                    L(f"    rtypes.extend(types[{name!r}])")
        regs = " + ".join(f"regions_{n}" for n in self.regs) if self.regs else "[]"
        L("    for _k, _v in list(attrs.items()):")
        L("        if _k in cls.property_names and _k not in props: props[_k] = attrs.pop(_k)")
        L(f"    op = cls.create(vals, rtypes, props, attrs, {regs}, successors)")
        L("    return op")

    def gen_parse(self, elems: list):
        head = ["def parse(cls, p):"]
        full = self.full_fast_path(elems) or self.typed_values_fast_path(elems)
        if full is not None:
            head.extend(full)
        head += ["    props = {}", "    attrs = {}", "    successors = []", "    succ_args = []"]
        for n, d in self.ops.items():
            if d.kind == OPTIONAL:
                head.append(f"    o_{n} = None")
            elif d.kind == VARIADIC:
                head.append(f"    o_{n} = []")
        for n, d in list(self.ops.items()) + list(self.res.items()):
            if d.kind == VARIADIC:
                head.append(f"    t_{n} = []")
            elif d.kind == OPTIONAL:
                head.append(f"    t_{n} = None")
        for n in self.regs:
            head.append(f"    regions_{n} = []")
        self.pl = head
        fast = None if full is not None else self.fast_path(elems)
        if fast is None:
            self.p_elems(elems, "    ")
        else:
            self.pl.extend(fast)
            self.p_elems(elems, "        ")
        self.p_finish()
        return "\n".join(self.pl)

    # -- fast paths ------------------------------------------------------------------------------
    def _fast_regex(self, elems: list, plain_operands: bool):
        """The regex of the op's plainest spelling (no optional groups, no attr-dict, simple types)
        and what each of its groups captures, or None when the format has other elements.

        With ``plain_operands`` only single operands are accepted."""
        pieces: list[str] = []
        caps: list[tuple[str, str]] = []
        for e in elems:
            if isinstance(e, Lit):
                t = e.text
                if t in ("", " ", "\\n"):
                    continue
                if t[0].isalpha() or t[0] == "_":
                    pieces.append(r"\s*" + re.escape(t) + r"(?![\w$.])")
                else:
                    pieces.append(r"\s*" + re.escape(t))
            elif isinstance(e, Group):
                continue  # absent: the next element (or the end) must follow directly
            elif isinstance(e, Directive) and e.name in ("attr-dict", "attr-dict-with-keyword", "prop-dict"):
                continue
            elif isinstance(e, Var) and e.name in self.ops and self.ops[e.name].kind != OPTIONAL:
                if self.ops[e.name].kind == SINGLE:
                    pieces.append(r"\s*(" + (_SSA_NAME if plain_operands else _SSA) + ")")
                    caps.append(("operand", e.name))
                elif plain_operands:
                    return None
                else:
                    pieces.append(r"\s*((?:" + _SSA + r")(?:\s*,\s*(?:" + _SSA + "))*)?")
                    caps.append(("operands", e.name))
            elif isinstance(e, Directive) and e.name == "type" and isinstance(e.args[0], Var):
                n = e.args[0].name
                d = self.ops.get(n) or self.res.get(n)
                if d is None or d.kind != SINGLE:
                    return None
                pieces.append(r"\s*(" + _SIMPLE_TYPE + ")")
                caps.append(("type", n))
            else:
                return None
        if not caps:
            return None
        return re.compile("".join(pieces) + FAST_END), caps

    def full_fast_path(self, elems: list) -> list[str] | None:
        """The whole op from one regex match of its plainest spelling, for ops whose operands and
        results are all single: operands resolved by name, types inferred, the op built directly.

        Any mismatch (comments, attributes, optional groups present, complex types, a type not
        seen before) falls through to the general code below it, which reports errors;
        resolution errors are raised by the same ``resolve`` in the same order as there."""
        if self.regs or self.succ or any(d.kind != SINGLE for d in list(self.ops.values()) + list(self.res.values())):
            return None
        got = self._fast_regex(elems, plain_operands=True)
        if got is None:
            return None
        rx, caps = got
        spelled = [name for kind, name in caps if kind == "type"]
        names = list(self.ops) + list(self.res)
        if not spelled or any(n not in names for n in spelled):
            return None
        lines = [f"    m = {self.const(rx)}.match(p.src, p.pos)", "    if m is not None:"]
        conds = []
        for i, (kind, name) in enumerate(caps, 1):
            if kind == "type":
                lines.append(f"        t_{name} = _TC.get(m.group({i}))")
                conds.append(self._type_cond(name))
        lines.append(f"        if {' and '.join(conds)}:")
        ind = "            "
        lines.append(f"{ind}p.pos = m.end()")
        missing = [n for n in names if n not in spelled]
        if missing:
            from ..ir.op import SameOperandsAndResultType as _same

            infer = getattr(self.cls.infer_types, "__func__", None)
            if infer is default_infer_types and _same in self.cls.traits:
                # the first spelled type, in the order the general path fills ``types``
                first = next(n for n in names if n in spelled)
                for n in missing:
                    lines.append(f"{ind}t_{n} = t_{first}")
            else:
                lines.append(f"{ind}types = {{{', '.join(f'{n!r}: t_{n}' for n in names if n in spelled)}}}")
                lines.append(f"{ind}cls.infer_types(types, {{}}, p)")
                for n in missing:
                    lines.append(f"{ind}t_{n} = types[{n!r}]")
        # operands: the visible value of that name when its type is the expected one, else
        # ``resolve`` (a forward reference, or the mismatch diagnostic)
        operand_groups = [(i, name) for i, (kind, name) in enumerate(caps, 1) if kind == "operand"]
        if operand_groups:
            lines.append(f"{ind}vis = p.visible")
        for i, name in operand_groups:
            lines.append(f"{ind}x = vis.get(m.group({i}))")
            lines.append(f"{ind}v_{name} = x[0] if x is not None and x[0].type is t_{name} "
                         f"else p.resolve_group(m, {i}, t_{name})")
        vals = [f"v_{n}" for n in self.ops]
        rtypes = [f"t_{n}" for n in self.res]
        # (populated default properties as ``create`` adds them)
        lines.append(f"{ind}return _new_op(cls, ({''.join(v + ', ' for v in vals)}), "
                     f"({''.join(t + ', ' for t in rtypes)}), dict(cls.populated_defaults), {{}})")
        from ..ir.core import new_op
        from .parser import _TYPE_CACHE

        self.env["_TC"] = _TYPE_CACHE
        self.env["_new_op"] = new_op
        return lines

    def typed_values_fast_path(self, elems: list) -> list[str] | None:
        """Terminator-like formats `attr-dict ($values^ `:` type($values))?` (one variadic operand
        group, nothing else): `%a, %b : t1, t2` read and resolved by ``Parser.fast_typed_values``."""
        if self.res or self.regs or self.succ or len(self.ops) != 1 or len(elems) != 2:
            return None
        (name, d), = self.ops.items()
        first, group = elems
        if d.kind != VARIADIC or not (isinstance(first, Directive) and first.name == "attr-dict") \
                or not isinstance(group, Group) or len(group.elems) != 3:
            return None
        var, colon, ty = group.elems
        if not (isinstance(var, Var) and var.name == name and isinstance(colon, Lit) and colon.text == ":"
                and isinstance(ty, Directive) and ty.name == "type" and isinstance(ty.args[0], Var)
                and ty.args[0].name == name):
            return None
        from ..ir.core import new_op

        self.env["_new_op"] = new_op
        return ["    vals = p.fast_typed_values()",
                "    if vals is not None:",
                "        return _new_op(cls, vals, (), dict(cls.populated_defaults), {})"]

    def fast_path(self, elems: list) -> list[str] | None:
        """One regex for the op's plainest spelling (no optional groups, no attr-dict, simple types).

        Most ops in real files are written that way; when the regex matches, the whole custom form
        is consumed by one match instead of a method call per token. Anything else (comments,
        attributes, optional groups present, complex types) falls through to the general code.
        """
        got = self._fast_regex(elems, plain_operands=False)
        if got is None:
            return None
        rx, caps = got
        lines = [f"    m = {self.const(rx)}.match(p.src, p.pos)", "    if m is not None:"]
        conds = []
        for i, (kind, name) in enumerate(caps, 1):
            if kind == "operand":
                lines.append(f"        o_{name} = _ref(m, {i})")
            elif kind == "operands":
                lines.append(f"        o_{name} = _refs(m, {i})")
            else:
                lines.append(f"        t_{name} = _TC.get(m.group({i}))")
                conds.append(self._type_cond(name))
        lines.append(f"        if {' and '.join(conds) or 'True'}:")
        lines.append("            p.pos = m.end()")
        lines.append("        else:")
        lines.append("            m = None")
        lines.append("    if m is None:")
        from .parser import _TYPE_CACHE

        self.env["_TC"] = _TYPE_CACHE
        self.env["_ref"] = _ref
        self.env["_refs"] = _refs
        return lines

    # -- print ---------------------------------------------------------------------------------
    def gen_print(self, elems: list):
        # ``w`` appends to the printer's output list directly (p.out is only swapped between ops)
        self.wl = ["def print(op, p):", "    w = p.out.append", "    names = p.names.values",
                   f"    w(p.op_name({self.cls.name!r}))"]
        self.elided = []
        state = {"space": True, "punct": False}
        self.w_elems(elems, "    ", state)
        return "\n".join(_merge_literal_writes(self.wl))

    def _operand(self, name: str) -> str:
        """Expression for single operand ``name``: a direct index when every operand before it is single."""
        i = _fixed_index(self.cls.operand_defs, name)
        return f"op._uses[{i}].value" if i is not None else f"op.{name}"

    def _result(self, name: str) -> str:
        i = _fixed_index(self.cls.result_defs, name)
        return f"op.results[{i}]" if i is not None else f"op.{name}"

    def _single(self, name: str) -> str:
        return self._operand(name) if name in self.ops else self._result(name)

    def w_elems(self, elems, ind, state):
        for e in elems:
            self.w_elem(e, ind, state)

    def _space_before_elem(self, ind, state):
        if state["space"] or not state["punct"]:
            self.wl.append(f"{ind}w(' ')")
        state["punct"] = False
        state["space"] = True

    def w_elem(self, e, ind, state):
        L = self.wl.append
        if isinstance(e, Lit):
            t = e.text
            if t == "":  # upstream's genSpacePrinter(false): no space, counts as punctuation
                state["space"] = False
                state["punct"] = True
                return
            if t == " ":
                L(f"{ind}w(' ')")
                state["space"] = False
                state["punct"] = False
                return
            if t == "\\n":
                L(f"{ind}p.newline()")
                state["space"] = False
                return
            if state["space"] and _space_before(t, state["punct"]):
                L(f"{ind}w(' ')")
            L(f"{ind}w({t!r})")
            state["space"] = not (len(t) == 1 and t in "<({[")
            state["punct"] = not (t[0] == "_" or t[0].isalpha())
            return
        if isinstance(e, Group):
            anchor = next((x for x in e.elems if getattr(x, "anchor", False)), None)
            if anchor is None:
                anchor = next(x for x in e.elems if isinstance(x, Var))
            L(f"{ind}if {self.w_present(anchor)}:")
            s2 = dict(state)
            self.w_elems(e.elems, ind + "    ", s2)
            L(f"{ind}    pass")
            # upstream assumes the group printed (the state after it is the group's)
            state.update(s2)
            return
        if isinstance(e, Directive) and e.name in ("attr-dict", "attr-dict-with-keyword"):
            el = [d.attr_name for d in self.cls.prop_defs] + [
                x for x in ("operandSegmentSizes", "resultSegmentSizes") if x in self.cls.property_names]
            el += list(getattr(self.cls, "elided_attrs", ()))
            kw = e.name == "attr-dict-with-keyword"
            L(f"{ind}p.op_attr_dict(op, {self.const(frozenset(el))}, {kw})")
            state["punct"] = False
            return
        if isinstance(e, Directive) and e.name == "prop-dict":
            return
        if isinstance(e, Var) and e.name in self.props and self._is_unit(e.name):
            return  # printed by its group's keyword
        self._space_before_elem(ind, state)
        if isinstance(e, Var):
            self.w_var(e.name, ind)
        else:
            self.w_directive(e, ind)

    def w_present(self, anchor) -> str:
        if isinstance(anchor, Var):
            n = anchor.name
            if n in self.ops:
                d = self.ops[n]
                return f"op.{n} is not None" if d.kind == OPTIONAL else f"op.{n}"
            if n in self.props:
                d = self.props[n]
                k = self.const(d.kind)
                dflt = self.const(d.default)
                return f"{k}.present(op.properties.get({d.attr_name!r}), {dflt})"
            if n in self.regs:
                return f"op.{n} is not None and op.{n}.blocks"
        if isinstance(anchor, Directive) and anchor.name == "type":
            t = self._target(anchor.args[0])
            if t == "results":
                return "op.results"
            if t == "operands":
                return "op.num_operands"
            d = self.ops.get(t) or self.res.get(t)
            return f"op.{t} is not None" if d.kind == OPTIONAL else f"op.{t}"
        raise FormatError(f"unsupported optional-group anchor in {self.cls.name}")

    def w_var(self, name, ind):
        L = self.wl.append
        if name in self.ops:
            d = self.ops[name]
            if d.kind == SINGLE:
                L(f"{ind}w(names.get({self._operand(name)}) or '<<UNKNOWN SSA VALUE>>')")
            elif d.kind == OPTIONAL:
                L(f"{ind}if op.{name} is not None: p.value(op.{name})")
            else:
                L(f"{ind}p.values(op.{name})")
        elif name in self.props:
            d = self.props[name]
            L(f"{ind}{self.const(d.kind)}.print(p, op.properties.get({d.attr_name!r}))")
        elif name in self.regs:
            L(f"{ind}p.region(op.{name}, print_entry_args=False)")
        elif name == "successors" or name in self.succ:
            L(f"{ind}p.successor(op.successors[0], op.operands[len(op.operands) - len(op.successor_operands(0)):])")

    def w_directive(self, e, ind):
        L = self.wl.append
        n = e.name
        if n in ("type", "qualified"):
            arg = e.args[0]
            if isinstance(arg, Directive) and arg.name == "type":
                return self.w_directive(arg, ind)
            t = self._target(arg)
            if t == "operands":
                L(f"{ind}p.types(v.type for v in op.operands)")
            elif t == "results":
                L(f"{ind}p.types(op.result_types)")
            else:
                d = self.ops.get(t) or self.res.get(t)
                if d.kind == SINGLE:
                    L(f"{ind}w(p.fmt({self._single(t)}.type))")
                elif d.kind == OPTIONAL:
                    L(f"{ind}if op.{t} is not None: p.type(op.{t}.type)")
                else:
                    L(f"{ind}p.types(v.type for v in op.{t})")
        elif n == "functional-type":
            a, b = (self._target(x) for x in e.args)
            L(f"{ind}p.w(p.fmt(_FT([v.type for v in {_vals(a)}], [v.type for v in {_vals(b)}])))")
            from ..ir.types import FunctionType

            self.env["_FT"] = FunctionType
        elif n.startswith("custom<"):
            L(f"{ind}op.print_{n[7:-1]}(p)")
        elif n == "operands":
            L(f"{ind}p.values(op.operands)")
        elif n == "regions":
            L(f"{ind}for _i, _r in enumerate(op.regions):")
            L(f"{ind}    if _i: w(', ')")
            L(f"{ind}    p.region(_r)")
        elif n == "successors":
            L(f"{ind}w(', '.join(p.block_name(b) for b in op.successors))")
        else:
            raise FormatError(f"unsupported directive {n}")


def _fixed_index(defs, name: str) -> int | None:
    """Position of single definition ``name`` when every definition before it is single too."""
    for i, d in enumerate(defs):
        if d.name == name:
            return i if d.kind == SINGLE else None
        if d.kind != SINGLE:
            return None
    return None


_LITERAL_WRITE = re.compile(r"( *)w\(('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")\)\Z")


def _literal(text: str) -> str:
    """The value of a string literal the generator wrote with ``repr`` (what ``ast.literal_eval``
    returns, without compiling it: a format has dozens, and ``ast`` costs an import)."""
    return text[1:-1].encode("latin-1", "backslashreplace").decode("unicode_escape")


def _merge_literal_writes(lines: list[str]) -> list[str]:
    """Consecutive ``w('x')`` lines at the same indentation become one ``w('xy')``."""
    out: list[str] = []
    run_ind, run = None, []

    def flush():
        if run:
            out.append(f"{run_ind}w({''.join(run)!r})")
            run.clear()

    for line in lines:
        m = _LITERAL_WRITE.match(line)
        if m is not None and (not run or m.group(1) == run_ind):
            run_ind = m.group(1)
            run.append(_literal(m.group(2)))
            continue
        flush()
        if m is not None:
            run_ind = m.group(1)
            run.append(_literal(m.group(2)))
            continue
        out.append(line)
    flush()
    return out


_SSA = r"%(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*)(?:#[0-9]+)?(?![\w$.\-])"
_SSA_NAME = FAST_SSA
_SIMPLE_TYPE = FAST_TYPE


def _ref(m, i: int) -> tuple[str, int, int]:
    """The (name, result index, position) reference of SSA use group ``i`` of a fast-path match."""
    text = m.group(i)
    h = text.find("#")
    if h < 0:
        return (text, 0, m.start(i))
    return (text[:h], int(text[h + 1:]), m.start(i))


def _refs(m, i: int) -> list[tuple[str, int, int]]:
    text = m.group(i)
    if not text:
        return []
    out, base, off = [], m.start(i), 0
    for part in text.split(","):
        name = part.strip()
        pos = base + off + part.find(name)
        off += len(part) + 1
        h = name.find("#")
        out.append((name, 0, pos) if h < 0 else (name[:h], int(name[h + 1:]), pos))
    return out


def _vals(name: str) -> str:
    if name == "operands":
        return "op.operands"
    if name == "results":
        return "op.results"
    return f"op.{name}"


def _custom_var(x: str, g: _Gen) -> str:
    if x.startswith("type:"):
        return "t_" + x[5:]
    if x in g.ops:
        return "o_" + x
    if x in g.props:
        return "_unused_" + x
    if x in g.regs:
        return "regions_" + x
    return "_unused_" + x


def _ref_list(n, d) -> str:
    if d.kind == SINGLE:
        return f"[o_{n}]"
    if d.kind == OPTIONAL:
        return f"([] if o_{n} is None else [o_{n}])"
    return f"o_{n}"


def _seg(sizes):
    from ..ir.attrs import DenseArrayAttr
    from ..ir.types import i32

    return DenseArrayAttr(i32, sizes)


def _strict_attr_dict(cls, p, parse_dict):
    pos = p.skip()
    attrs = parse_dict()
    for k in attrs:
        if k in cls.property_names:
            raise p.error(f"custom op '{cls.name}' inherent attribute '{k}' cannot be parsed from attr-dict "
                          f"when strict properties in assembly format is enabled", pos)
    return attrs


def _unit():
    from ..ir.attrs import unit

    return unit


def _space_before(value: str, last_was_punct: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


def _kind_type(p, cls, kind):
    """upstream's parseCustomTypeWithFallback<T> for a builtin T: any type, then "invalid kind of type
    specified" (naming T and the type when T has a static name) at the type when it is not a T."""
    pos = p.skip()
    t = p.type()
    if not isinstance(t, kind[0]):
        more = f": expected {kind[1]}, but found '{p.fmt_type(t)}'" if kind[1] else ""
        raise p.error(f"custom op '{cls.name}' invalid kind of type specified{more}", pos)
    return t


def compile_format(cls: type[Op]) -> None:
    elems, _ = _parse_elems(_tokenize(cls.assembly_format), 0, None)
    g = _Gen(cls)
    src_parse = g.gen_parse(elems)
    src_print = g.gen_print(elems)
    ns = dict(g.env)
    exec(compile(src_parse + "\n\n" + src_print, f"<format of {cls.name}>", "exec"), ns)
    cls.parse = classmethod(ns["parse"])
    cls.print = ns["print"]
    cls._format_source = src_parse + "\n\n" + src_print


def default_infer_types(cls, types: dict, props: dict, p) -> None:
    """SameOperandsAndResultType: every unspelled operand/result type is the one spelled type."""
    if SameOperandsAndResultType in cls.traits:
        known = next((v for v in types.values() if v is not None and not isinstance(v, list)), None)
        if known is None:
            raise p.error(f"cannot infer types of '{cls.name}'")
        for d in cls.operand_defs + cls.result_defs:
            if d.name not in types:
                types[d.name] = known
        return
    missing = [d.name for d in cls.operand_defs + cls.result_defs if d.name not in types]
    if missing:
        raise p.error(f"'{cls.name}' does not know the types of {missing}")


Op.infer_types = classmethod(default_infer_types)


def _compile_registered(cls: type[Op]) -> None:
    """Give ``cls`` its declarative format's parse/print unless the class writes its own parser.

    The format is compiled on the first parse or print of the op, not at registration: a run meets
    a few dozen of the hundreds of registered ops, and compiling every format at import was most of
    vecir-opt's start-up. The stubs installed here compile ``cls``'s format (replacing themselves)
    and forward the call, so a subclass that inherits them still gets ``cls``'s methods."""
    if cls.assembly_format is not None and "parse" not in cls.__dict__:
        _install_lazy_format(cls)


def _install_lazy_format(cls: type[Op]) -> None:
    def parse(c, p):
        if cls.__dict__["parse"].__func__ is parse:
            compile_format(cls)
        return cls.__dict__["parse"].__get__(None, c)(p)

    def print(op, p):  # noqa: A001 - the op's print method
        if cls.__dict__["print"] is print:
            compile_format(cls)
        return cls.__dict__["print"](op, p)

    cls.parse = classmethod(parse)
    cls.print = print


def compile_all_formats() -> None:
    """Compile every registered op's pending format now (tests use it to check all of them)."""
    for cls in list(OP_REGISTRY.values()):
        f = cls.__dict__.get("print")
        if f is not None and getattr(f, "__qualname__", "").startswith("_install_lazy_format."):
            compile_format(cls)


for _cls in list(OP_REGISTRY.values()):
    _compile_registered(_cls)
REGISTRATION_HOOKS.append(_compile_registered)
