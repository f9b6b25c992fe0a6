"""The printer: custom and generic forms, SSA naming and alias hoisting exactly as upstream prints.

SSA numbering follows upstream's SSANameState: the values of a region are numbered first, block by
block; nested regions then start from the counters the enclosing region ended with (so sibling
regions reuse numbers), and names chosen by ops (``%c0``, ``%cst``, ``%alloc``) are uniqued with a
``_N`` suffix from a shared conflict counter.

Aliases (``#map``, ``#set``) are found by printing once in collect mode when the IR holds any
aliasable attribute, then numbered in upstream's order (by kind name, first encounter first).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

from ..ir.attrs import (
    AffineMapAttr, Attr, DictionaryAttr, DistinctAttr, IntegerSetAttr, LocationAttr, UnitAttr,
    render_attr_entries, unknown_loc,
)
from ..ir.core import Block, BlockArgument, Operation, Region, Value
from ..ir.types import FunctionType, TupleType, Type, render_result_types

_NAME_OK = re.compile(r"[A-Za-z_$.\-][\w$.\-]*\Z")

# Substrings of the printed text of every type/attribute that has, or contains, something upstream
# hoists into an alias (builtin: affine maps `#map`, integer sets `#set`, locations `#loc`,
# distinct attributes `#distinct`, tuples of more than 16 types `!tuple`). Objects whose text has
# none of them are printed from their cached text; dialects with aliased attributes add theirs.
ALIAS_MARKERS: list[str] = ["affine_map<", "affine_set<", "loc(", "distinct[", "tuple<", "dense_resource<"]
_MARKED: dict[Any, bool] = {}
# Text of the types/attributes without alias markers (the printer writes them as they are). They
# are interned, so one dict lookup by identity replaces str() and the marker test.
_PLAIN: dict[Any, str] = {}


def _is_marked(x: Any, s: str) -> bool:
    m = _MARKED.get(x)
    if m is None:
        m = _MARKED[x] = any(k in s for k in ALIAS_MARKERS)
    return m


def alias_base(x: Any) -> str | None:
    """The alias name upstream's OpAsmDialectInterface gives ``x`` (None: never aliased)."""
    if isinstance(x, AffineMapAttr):
        return "map"
    if isinstance(x, IntegerSetAttr):
        return "set"
    if isinstance(x, LocationAttr):
        return "loc"
    if isinstance(x, DistinctAttr):
        return None if isinstance(x.referenced, UnitAttr) else "distinct"
    if isinstance(x, TupleType):
        return "tuple" if len(x.types) > 16 else None
    fn = getattr(x, "alias_base", None)
    return fn() if fn is not None else None


class PrintOptions:
    """``generic``: --mlir-print-op-generic; ``debuginfo``: --mlir-print-debuginfo (locations, with
    ``#loc`` aliases as upstream); ``local_scope``: --mlir-print-local-scope (no alias hoisting)."""

    __slots__ = ("generic", "debuginfo", "pretty_debuginfo", "local_scope")

    def __init__(self, generic: bool = False, debuginfo: bool = False, local_scope: bool = False) -> None:
        self.generic = generic
        self.debuginfo = debuginfo
        self.pretty_debuginfo = False
        self.local_scope = local_scope


# op class -> its asm_result_names (OpAsmOpInterface::getAsmResultNames) or None
_RESULT_NAMERS: dict[type, Any] = {}


class _Names:
    """SSA value and block names for everything under one root op."""

    def __init__(self, root: Operation, generic: bool = False) -> None:
        self.generic = generic
        self.values: dict[Value, str] = {}
        self.blocks: dict[Block, str] = {}
        self.block_order: dict[Block, int] = {}
        self.next_value = 0
        self.next_arg = 0
        self.next_conflict = 0
        self._number(root)

    def _unique(self, name: str, used: list[set]) -> str:
        if not any(name in s for s in used):
            used[-1].add(name)
            return name
        while True:
            probe = f"{name}_{self.next_conflict}"
            self.next_conflict += 1
            if not any(probe in s for s in used):
                used[-1].add(probe)
                return probe

    def _number_op(self, op: Operation, used: list[set]) -> None:
        results = op.results
        if not results:
            return
        hint = None
        if not self.generic:
            cls = type(op)
            getter = _RESULT_NAMERS.get(cls, False)
            if getter is False:
                getter = _RESULT_NAMERS[cls] = getattr(cls, "asm_result_names", None)
            if getter is not None:
                hint = getter(op)
        if hint:
            names = self.values
            for r, h in zip(results, hint):
                if h is None:
                    continue
                names[r] = "%" + self._unique(_sanitize(h), used)
            # upstream's result groups: a group starts at result 0 and at each named result; an
            # unnamed result is `%group#k` of the group it falls in (printed `%group:n`), and an
            # unnamed result 0 takes a fresh number
            if results[0] not in names:
                names[results[0]] = f"%{self.next_value}"
                self.next_value += 1
            base, start = names[results[0]], 0
            for i in range(1, len(results)):
                r = results[i]
                if i < len(hint) and hint[i] is not None:
                    base, start = names[r], i
                else:
                    names[r] = f"{base}#{i - start}"
                    if i == start + 1:  # a group of several results: its first one is `%group#0`
                        names[results[start]] = f"{base}#0"
            return
        n = self.next_value
        self.next_value += 1
        base = f"%{n}"
        if len(results) == 1:
            self.values[results[0]] = base
        else:
            for r in results:
                self.values[r] = f"{base}#{r.index}"

    def _number_region(self, region: Region, used: list[set]) -> None:
        for i, b in enumerate(region.blocks):
            self.blocks[b] = f"^bb{i}"
            self.block_order[b] = i
            entry = i == 0
            # OpAsmOpInterface::getAsmBlockArgumentNames (linalg's `%in`, `%out`)
            hint = None if self.generic or not entry else getattr(region.parent, "asm_block_arg_names", None)
            hint = hint(region) if hint is not None else None
            for k, a in enumerate(b.args):
                if hint is not None and k < len(hint) and hint[k]:
                    self.values[a] = "%" + self._unique(_sanitize(hint[k]), used)
                elif entry:
                    self.values[a] = f"%arg{self.next_arg}"
                    self.next_arg += 1
                else:
                    self.values[a] = f"%{self.next_value}"
                    self.next_value += 1
            # the usual op, one result and no asm_result_names, inline: what _number_op does for it
            op = b.first
            values, namers, generic = self.values, _RESULT_NAMERS, self.generic
            while op is not None:
                res = op.results
                if res:
                    if len(res) == 1 and (generic or namers.get(type(op), False) is None):
                        values[res[0]] = f"%{self.next_value}"
                        self.next_value += 1
                    else:
                        self._number_op(op, used)
                op = op.next

    def _number(self, root: Operation) -> None:
        used: list[set] = [set()]
        self._number_op(root, used)
        stack = [(r, self.next_value, self.next_arg, self.next_conflict, 1) for r in root.regions]
        while stack:
            region, nv, na, nc, depth = stack.pop()
            if not self.generic:  # custom form: sibling regions restart from the parent's counters
                self.next_value, self.next_arg, self.next_conflict = nv, na, nc
            del used[depth:]
            used.append(set())
            self._number_region(region, used)
            for b in region.blocks:
                op = b.first
                while op is not None:
                    if op.regions:
                        for r in op.regions:
                            stack.append((r, self.next_value, self.next_arg, self.next_conflict, depth + 1))
                    op = op.next


def _sanitize(name: str) -> str:
    if _NAME_OK.match(name) and not name[0].isdigit():
        return name
    out = "".join(c if (c.isalnum() or c in "_$.-") else "_" for c in name)
    if not out or out[0].isdigit():
        out = "_" + out
    return out


class Printer:
    """Writes IR text. Op printers call :meth:`w` and the typed helpers below."""

    def __init__(self, root: Operation, options: PrintOptions | None = None) -> None:
        self.opts = options or PrintOptions()
        self.names = _Names(root, self.opts.generic)
        self.dialects: list[str | None] = ["builtin"]  # the default dialect at the top level
        self.out: list[str] = []
        self.indent = 0
        self.aliases: dict[Any, str] | None = None  # attr -> alias name
        self.collecting: _AliasCollector | None = None  # the first (alias-collecting) pass
        self.loc_visits: _AliasCollector | None = None  # the same, when op locations are printed
        self.distinct_ids: dict[Any, int] = {}  # distinct[N] numbered in print order
        self.resources: dict[str, None] = {}  # dense_resource keys, in first-use order

    # basic output ------------------------------------------------------------------------------
    def w(self, s: str) -> None:
        self.out.append(s)

    def fmt(self, x: Any) -> str:
        """Text of a type or attribute, with aliases substituted."""
        try:
            s = _PLAIN.get(x)
        except TypeError:  # not a type or attribute
            return str(x)
        if s is not None:
            return s
        s = str(x)
        m = _MARKED.get(x)
        if m is None:
            m = _is_marked(x, s)
        if not m:
            _PLAIN[x] = s
            return s
        if self.collecting is not None:
            self.collecting.visit(x, False)
            return s
        if self.aliases:
            a = self.aliases.get(x)
            if a is not None:
                return a
        return x.render(self)

    def use_resource(self, key: str) -> None:
        if self.collecting is None:
            self.resources[key] = None

    def distinct_id(self, x: Any) -> int:
        """`distinct[N]`: numbered in the order the printer first writes them, as upstream."""
        ids = self.distinct_ids
        n = ids.get(x)
        if n is None:
            n = ids[x] = len(ids)
        return n

    def alias_of(self, x: Any) -> str | None:
        if self.aliases is None:
            return None
        return self.aliases.get(x)

    def type(self, t: Type) -> None:
        self.out.append(self.fmt(t))

    def attr(self, a: Attr) -> None:
        self.out.append(self.fmt(a))

    def value(self, v: Value) -> None:
        self.out.append(self.names.values.get(v) or "<<UNKNOWN SSA VALUE>>")

    def value_name(self, v: Value) -> str:
        return self.names.values.get(v) or "<<UNKNOWN SSA VALUE>>"

    def values(self, vs: Iterable[Value]) -> None:
        self.out.append(", ".join(self.value_name(v) for v in vs))

    def types(self, ts: Iterable[Type]) -> None:
        self.out.append(", ".join(self.fmt(t) for t in ts))

    def block_name(self, b: Block) -> str:
        return self.names.blocks.get(b, "^INVALIDBLOCK")

    def successor(self, b: Block, args: Sequence[Value] = ()) -> None:
        self.w(self.block_name(b))
        if args:
            self.w("(")
            self.values(args)
            self.w(" : ")
            self.types(v.type for v in args)
            self.w(")")

    def attr_dict(self, attrs: dict, elided: Iterable[str] = (), with_keyword: bool = False) -> None:
        """` {a = 1, b}` (leading space) for the entries not elided; nothing when empty."""
        el = set(elided)
        items = sorted((k, v) for k, v in attrs.items() if k not in el)
        if not items:
            return
        self.w(" attributes {" if with_keyword else " {")
        self.w(render_attr_entries(items, self))
        self.w("}")

    def op_attr_dict(self, op: Operation, elided: Iterable[str] = (), with_keyword: bool = False) -> None:
        """Properties and discardable attributes together, as a custom format's attr-dict prints them."""
        if not op.attributes:  # the common case: nothing but elided properties
            for k in op.properties:
                if k not in elided:
                    break
            else:
                return
        if op.properties:
            merged = dict(op.properties)
            merged.update(op.attributes)
        else:
            merged = op.attributes
        self.attr_dict(merged, elided, with_keyword)

    def newline(self) -> None:
        self.out.append(_newline(self.indent))

    # regions and blocks ------------------------------------------------------------------------
    def op_name(self, name: str) -> str:
        """The op name as printed: without the enclosing op's default dialect prefix."""
        d = self.dialects[-1]
        if d is not None and name.startswith(d) and name[len(d):len(d) + 1] == "." and name.count(".") == 1:
            return name[len(d) + 1:]
        return name

    def region(self, region: Region, print_entry_args: bool = True, print_empty_block: bool = False,
               print_terminator: bool = True) -> None:
        self.dialects.append(getattr(region.parent, "default_dialect", None))
        try:
            self._region(region, print_entry_args, print_empty_block, print_terminator)
        finally:
            self.dialects.pop()

    def _region(self, region, print_entry_args, print_empty_block, print_terminator) -> None:
        self.w("{")
        self.indent += 1
        nl = _newline(self.indent)
        plain = self.loc_visits is None and not self.opts.generic and not self.opts.debuginfo
        blocks = region.blocks
        for i, b in enumerate(blocks):
            print_label = i > 0 or (print_entry_args and b.args) or (
                print_empty_block and b.first is None)
            if print_label:
                self._block_label(b)
            op = b.first
            while op is not None:
                if not print_terminator and op is b.last and i == len(blocks) - 1 and op.has_trait_terminator():
                    break
                if plain:  # what operation() does for an op with at most one result, inline
                    res = op.results
                    if not res:
                        self.out.append(nl)
                    elif len(res) == 1:
                        self.out.append(nl + self.names.values.get(res[0], "<<UNKNOWN SSA VALUE>>") + " = ")
                    else:
                        self.out.append(nl)
                        self.result_prefix(op)
                    printer = getattr(op, "print", None)
                    if printer is not None:
                        printer(self)
                    else:
                        self.generic_op(op)
                else:
                    self.out.append(nl)
                    self.operation(op)
                op = op.next
        self.indent -= 1
        self.newline()
        self.w("}")

    def _block_label(self, b: Block) -> None:
        self.out.append("\n" + "  " * (self.indent - 1))
        self.w(self.block_name(b))
        if b.args:
            self.w("(")
            parts = []
            for a in b.args:
                s = f"{self.value_name(a)}: {self.fmt(a.type)}"
                if self.opts.debuginfo:
                    s += " " + self.loc_text(a.loc or unknown_loc)  # never an alias, as upstream
                parts.append(s)
            self.w(", ".join(parts))
            self.w(")")
        self.w(":")
        region = b.parent
        if region is not None:
            preds = b.predecessors()
            if not preds:
                if not b.is_entry:
                    self.w("  // no predecessors")
            elif len(preds) == 1:  # upstream getSinglePredecessor: exactly one edge
                self.w("  // pred: " + self.block_name(preds[0]))
            else:
                order = self.names.block_order
                preds = sorted(preds, key=lambda x: order.get(x, 0))
                self.w(f"  // {len(preds)} preds: " + ", ".join(self.block_name(p) for p in preds))

    # operations ---------------------------------------------------------------------------------
    def result_prefix(self, op: Operation) -> None:
        res = op.results
        if not res:
            return
        names = self.names.values
        if len(res) == 1:
            self.out.append(names.get(res[0], "<<UNKNOWN SSA VALUE>>") + " = ")
            return
        # groups of consecutive results sharing a name root print as `%0:2`
        groups: list[tuple[str, int]] = []
        for r in res:
            n = names.get(r, "")
            root = n.split("#", 1)[0]
            if groups and groups[-1][0] == root and "#" in n:
                groups[-1] = (root, groups[-1][1] + 1)
            else:
                groups.append((root, 1))
        self.out.append(", ".join(g if c == 1 else f"{g}:{c}" for g, c in groups) + " = ")

    def operation(self, op: Operation) -> None:
        if self.loc_visits is not None:  # upstream visits an op's location before the op itself
            self.loc_visits.visit(op.loc or unknown_loc, deferrable=True)
        res = op.results
        if res:
            if len(res) == 1:
                self.out.append(self.names.values.get(res[0], "<<UNKNOWN SSA VALUE>>") + " = ")
            else:
                self.result_prefix(op)
        printer = None if self.opts.generic else getattr(op, "print", None)
        if printer is not None:
            printer(self)
        else:
            self.generic_op(op)
        if self.opts.debuginfo:
            self.w(" " + self.op_loc_text(op.loc))

    def generic_op(self, op: Operation) -> None:
        from ..ir.attrs import escape_string

        self.w(escape_string(op.name))
        self.w("(")
        self.values(op.operands)
        self.w(")")
        if op.successors:
            # successor operands are part of the operands in vecir's model
            self.w("[" + ", ".join(self.block_name(b) for b in op.successors) + "]")
        if self.collecting is not None and (op.regions or op.properties or op.attributes):
            # upstream's alias collection visits a generic op's regions, then its operand and result
            # types, before its attributes (a dry run: the collecting pass's text is kept when nothing
            # gets an alias)
            out, self.out = self.out, []
            for r in op.regions:
                self.region(r, print_entry_args=True, print_empty_block=True)
            self.fmt(FunctionType([v.type for v in op.operands], op.result_types))
            self.out = out
        if op.properties:
            self.w(" <{" + render_attr_entries(sorted(op.properties.items()), self) + "}>")
        if op.regions:
            self.w(" (")
            for i, r in enumerate(op.regions):
                if i:
                    self.w(", ")
                self.region(r, print_entry_args=True, print_empty_block=True)
            self.w(")")
        self.attr_dict(op.attributes)
        self.w(" : ")
        self.w(self.fmt(FunctionType([v.type for v in op.operands], op.result_types)))

    # locations ----------------------------------------------------------------------------------
    def loc_text(self, loc: Attr) -> str:
        """`loc(...)` of a block or region argument: printed inline (upstream allows no alias
        there, though it still creates one), nested locations may use aliases."""
        if loc is None:
            loc = unknown_loc
        if self.loc_visits is not None:
            self.loc_visits.visit(loc, deferrable=False)
        return loc.render(self)

    def op_loc_text(self, loc: Attr) -> str:
        """`loc(#locN)` (or inline) after an operation."""
        if loc is None:
            loc = unknown_loc
        a = self.alias_of(loc)
        if a is not None:
            return f"loc({a})"
        return loc.render(self)


_NEWLINES: list[str] = []


def _newline(indent: int) -> str:
    """A line break and the indentation of level ``indent`` (one string per level, built once)."""
    while len(_NEWLINES) <= indent:
        _NEWLINES.append("\n" + "  " * len(_NEWLINES))
    return _NEWLINES[indent]


def _has_terminator(op: Operation) -> bool:
    from ..ir.op import Terminator

    return Terminator in type(op).traits


Operation.has_trait_terminator = _has_terminator  # type: ignore[attr-defined]


class _ChildRecorder:
    """Stands in for the printer while an object renders itself, recording the types and
    attributes it prints through ``fmt`` / ``alias_of`` (its children, in print order)."""

    __slots__ = ("children",)

    def __init__(self) -> None:
        self.children: list = []

    def fmt(self, x: Any) -> str:
        self.children.append(x)
        return str(x)

    def alias_of(self, x: Any) -> str:
        self.children.append(x)
        return ""  # as if aliased: the child's own children are its business

    def distinct_id(self, x: Any) -> int:
        return 0


class _AliasCollector:
    """Upstream's AliasInitializer: every type/attribute the printer would print is visited (an
    op's location before the op and deferrable; everything else not deferrable); children are
    visited first-come-first-numbered, and an object's depth is one more than its deepest aliased
    descendant's (1 for an aliased leaf, 0 for an unaliased one)."""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        # obj -> [depth, deferrable, children, alias base or None, is_type]
        self.entries: dict[Any, list] = {}

    def visit(self, x: Any, deferrable: bool) -> int:
        e = self.entries.get(x)
        if e is not None:
            if not deferrable:
                self._non_deferrable(e)
            return e[0]
        base = alias_base(x)
        e = self.entries[x] = [1 if base else 0, deferrable, [], base, isinstance(x, Type)]
        rec = _ChildRecorder()
        x.render(rec)
        depth = 0
        for k in rec.children:
            if not _is_marked(k, str(k)):
                continue
            depth = max(depth, self.visit(k, deferrable))
            e[2].append(k)
        if depth:
            e[0] = depth + 1
        return e[0]

    def _non_deferrable(self, e: list) -> None:
        if not e[1]:
            return
        e[1] = False
        for k in e[2]:
            self._non_deferrable(self.entries[k])


def _alias_names(collector: _AliasCollector) -> tuple[dict, list, list]:
    """Number aliases like upstream: stable-sorted by (depth, types first, name), numbered per name.

    Returns (obj -> alias, the aliases printed before the op, those deferred to after it)."""
    items = [(depth, not is_type, base, x, deferrable)
             for x, (depth, deferrable, _, base, is_type) in collector.entries.items() if base]
    items.sort(key=lambda it: (it[0], it[1], it[2]))
    counts: dict[str, int] = {}
    out: dict = {}
    top: list = []
    deferred: list = []
    for depth, is_attr, base, x, deferrable in items:
        n = counts.get(base, 0)
        counts[base] = n + 1
        sigil = "#" if is_attr else "!"
        out[x] = f"{sigil}{base}" if n == 0 else f"{sigil}{base}{n}"
        (deferred if deferrable else top).append(x)
    return out, top, deferred


def _alias_definitions(p: "Printer", attrs: list) -> str:
    lines = []
    for x in attrs:
        lines.append(f"{p.aliases[x]} = {x.render(p)}\n")
    return "".join(lines)


def print_op(op: Operation, options: PrintOptions | None = None, *, top_level: bool = True) -> str:
    """Print ``op`` (usually a module) with its alias definitions, ending in a newline.

    With ``options.local_scope`` (or for a nested op, see :func:`print_op_local`) nothing is hoisted
    into aliases."""
    opts = options or PrintOptions()
    if opts.local_scope:
        return print_op_local(op, opts) + "\n"
    p = Printer(op, opts)
    collector = p.collecting = _AliasCollector()
    if opts.debuginfo:
        p.loc_visits = collector
    p.operation(op)
    if not collector.entries:
        return "".join(p.out) + "\n"
    aliases, top, deferred = _alias_names(collector)
    p.collecting = None
    p.loc_visits = None
    p.aliases = aliases
    p.out = []
    head = _alias_definitions(p, top)
    p.operation(op)
    text = head + "".join(p.out) + "\n" + _alias_definitions(p, deferred)
    if p.resources:
        from ..ir.resources import resource_section

        text += resource_section(p.resources)
    return text


def print_op_local(op: Operation, options: PrintOptions | None = None) -> str:
    """``op`` printed with upstream's local scope (what ``op->dump()``, IR dumps of nested ops and the
    'see current operation' notes print): values are named as in the nearest isolated-from-above
    ancestor (or ``op`` itself), attributes and locations are printed inline; no trailing newline."""
    from ..ir.op import IsolatedFromAbove

    root = op
    while not (IsolatedFromAbove in type(root).traits) and root.parent_op is not None:
        root = root.parent_op
    p = Printer(root, options)
    p.operation(op)
    return "".join(p.out)
