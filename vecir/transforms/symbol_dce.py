"""symbol-dce: erase private symbols that no live symbol or non-symbol op references (upstream's SymbolDCE)."""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.attrs import ArrayAttr, DictionaryAttr, SymbolRefAttr, TypeAttr
from ..ir.core import Operation
from ..ir.op import SymbolTable
from ..passes.base import Pass, register_pass


def symbol_refs(op: Operation):
    """Root names of every SymbolRefAttr in ``op``'s own attributes (nested arrays/dicts included)."""
    stack = list(op.properties.values()) + list(op.attributes.values())
    while stack:
        a = stack.pop()
        if isinstance(a, SymbolRefAttr):
            yield a.root
        elif isinstance(a, ArrayAttr):
            stack.extend(a.value)
        elif isinstance(a, DictionaryAttr):
            stack.extend(v for _, v in a.value)


def _is_private(op: Operation) -> bool:
    vis = op.get_attr("sym_visibility")
    return vis is not None and vis.value in ("private", "nested")


def symbol_dce(table_op: Operation) -> int:
    """Erase dead private symbols directly in ``table_op``; returns how many were erased."""
    syms: dict[str, Operation] = {}
    for r in table_op.regions:
        for op in r.ops():
            name = op.get_attr("sym_name")
            if name is not None:
                syms[name.value] = op
    live: set[str] = set()
    work: list[Operation] = []
    for r in table_op.regions:
        for op in r.ops():
            name = op.get_attr("sym_name")
            if name is None or not _is_private(op):
                work.append(op)
                if name is not None:
                    live.add(name.value)
    while work:
        op = work.pop()
        for inner in op.walk():
            for ref in symbol_refs(inner):
                if ref not in live and ref in syms:
                    live.add(ref)
                    work.append(syms[ref])
    erased = 0
    for name, op in syms.items():
        if name not in live:
            op.erase()
            erased += 1
    # nested symbol tables
    for r in table_op.regions:
        for op in r.ops():
            if SymbolTable in type(op).traits:
                erased += symbol_dce(op)
    return erased


@register_pass("symbol-dce", "Eliminate dead symbols")
@dataclass
class SymbolDCE(Pass):
    display_name = "SymbolDCEPass"

    def run(self, op: Operation) -> None:
        symbol_dce(op)
