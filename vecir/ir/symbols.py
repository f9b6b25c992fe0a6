"""Symbol tables: ops with the SymbolTable trait map `sym_name`s of their direct children to ops."""

from __future__ import annotations

from .attrs import StringAttr, SymbolRefAttr
from .core import Operation
from .op import SymbolTable as SymbolTableTrait


class SymbolTable:
    """The symbols directly inside ``op`` (a module or another SymbolTable op)."""

    def __init__(self, op: Operation) -> None:
        self.op = op
        self.table: dict[str, Operation] = {}
        for r in op.regions:
            for child in r.ops():
                name = child.get_attr("sym_name")
                if isinstance(name, StringAttr):
                    self.table.setdefault(name.value, child)

    def lookup(self, name: str) -> Operation | None:
        return self.table.get(name)

    def __contains__(self, name: str) -> bool:
        return name in self.table

    def insert(self, op: Operation) -> str:
        """Append ``op`` to the table's body, renaming it (`name_0`, ...) if the name is taken."""
        name = op.get_attr("sym_name").value
        base, n = name, 0
        while name in self.table:
            name = f"{base}_{n}"
            n += 1
        if name != base:
            op.set_attr("sym_name", StringAttr(name))
        self.op.regions[0].blocks[0].append(op)
        self.table[name] = op
        return name

    def erase(self, op: Operation) -> None:
        self.table.pop(op.get_attr("sym_name").value, None)
        op.erase()


def nearest_symbol_table(op: Operation) -> Operation | None:
    p = op.parent_op
    while p is not None and SymbolTableTrait not in type(p).traits:
        p = p.parent_op
    return p


def lookup_symbol(from_op: Operation, ref: str | SymbolRefAttr) -> Operation | None:
    """Resolve ``ref`` (`@a` or `@a::@b`) starting at the symbol table nearest to ``from_op``."""
    if isinstance(ref, str):
        ref = SymbolRefAttr(ref)
    table_op = nearest_symbol_table(from_op)
    while table_op is not None:
        found = SymbolTable(table_op).lookup(ref.root)
        if found is not None:
            for name in ref.nested:
                found = SymbolTable(found).lookup(name)
                if found is None:
                    return None
            return found
        table_op = nearest_symbol_table(table_op)
    return None
