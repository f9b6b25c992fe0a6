"""The IR's core objects: values with linked use-lists, operations in intrusive block lists, regions.

Everything hot has ``__slots__``. An op's operands are :class:`Use` records threaded into their
value's doubly linked use-list, so set_operand, erase and replace_all_uses_with cost O(1) per use;
ops in a block are a doubly linked list, so insert, erase and move are O(1).
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterable, Iterator, Sequence

from .attrs import Attr, unknown_loc
from .types import Type


class Value:
    __slots__ = ("type", "first_use", "name_hint")

    def __init__(self, type: Type) -> None:
        self.type = type
        self.first_use: Use | None = None
        self.name_hint: str | None = None

    # use-list -------------------------------------------------------------------------------
    def _link(self, u: "Use") -> None:
        u.value = self
        u.prev = None
        u.next = nxt = self.first_use
        if nxt is not None:
            nxt.prev = u
        self.first_use = u

    def _unlink(self, u: "Use") -> None:
        if u.prev is None:
            self.first_use = u.next
        else:
            u.prev.next = u.next
        if u.next is not None:
            u.next.prev = u.prev
        u.prev = u.next = None

    @property
    def uses(self) -> Iterator["Use"]:
        u = self.first_use
        while u is not None:
            nxt = u.next
            yield u
            u = nxt

    @property
    def users(self) -> Iterator["Operation"]:
        return (u.owner for u in self.uses)

    @property
    def has_uses(self) -> bool:
        return self.first_use is not None

    @property
    def has_one_use(self) -> bool:
        u = self.first_use
        return u is not None and u.next is None

    def replace_all_uses_with(self, new: "Value") -> None:
        if new is self:
            return
        while (u := self.first_use) is not None:
            self._unlink(u)
            new._link(u)

    def replace_uses_if(self, new: "Value", pred) -> None:
        for u in list(self.uses):
            if pred(u):
                self._unlink(u)
                new._link(u)

    @property
    def defining_op(self) -> "Operation | None":
        return None

    @property
    def parent_block(self) -> "Block | None":
        raise NotImplementedError


class OpResult(Value):
    __slots__ = ("owner", "index")

    def __init__(self, type: Type, owner: "Operation", index: int) -> None:
        self.type = type
        self.first_use = None
        self.name_hint = None
        self.owner = owner
        self.index = index

    @property
    def defining_op(self) -> "Operation":
        return self.owner

    @property
    def parent_block(self) -> "Block | None":
        return self.owner.parent

    def __repr__(self) -> str:
        return f"<OpResult #{self.index} of {self.owner.name}: {self.type}>"


class BlockArgument(Value):
    __slots__ = ("owner", "index", "_loc")

    def __init__(self, type: Type, owner: "Block", index: int, loc: Attr | None = None) -> None:
        Value.__init__(self, type)
        self.owner = owner
        self.index = index
        self._loc = loc

    @property
    def loc(self) -> Attr | None:
        loc = self._loc
        if loc.__class__ is LazyLoc:  # a parsed argument's position, made a location on first use
            loc = self._loc = loc.resolve(loc.pos)
        return loc

    @loc.setter
    def loc(self, loc: Attr | None) -> None:
        self._loc = loc

    @property
    def parent_block(self) -> "Block":
        return self.owner

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}: {self.type}>"


class Use:
    """One operand slot of ``owner``; a node of ``value``'s use-list."""

    __slots__ = ("value", "owner", "index", "prev", "next")

    def __init__(self, owner: "Operation", index: int, value: Value | None = None) -> None:
        """A use of ``value`` (linked at the head of its use-list) by operand ``index`` of ``owner``."""
        self.owner = owner
        self.index = index
        self.value = value
        self.prev = None
        if value is None:
            self.next = None
            return
        self.next = nxt = value.first_use
        if nxt is not None:
            nxt.prev = self
        value.first_use = self


class LazyLoc:
    """A parsed op's source position whose location attribute is built on first use (most parsed
    ops never need theirs): ``resolve(pos)`` returns the FileLineColLoc."""

    __slots__ = ("resolve", "pos")

    def __init__(self, resolve, pos: int) -> None:
        self.resolve = resolve
        self.pos = pos


def new_op(cls: type, operands: Sequence[Value], result_types: Sequence[Type], properties: dict,
           attributes: dict) -> "Operation":
    """What ``cls(operands, result_types, properties, attributes)`` builds (no regions, successors
    or location yet), without ``Operation.__init__``'s conversions: the parser's fast paths build
    most parsed ops through it. Keep it in step with ``Operation.__init__``."""
    op = cls.__new__(cls)
    n = len(operands)  # (no comprehension for the usual few values: a call each in Python 3.11)
    if n == 1:
        op._uses = [Use(op, 0, operands[0])]
    elif n == 2:
        op._uses = [Use(op, 0, operands[0]), Use(op, 1, operands[1])]
    elif n == 3:
        op._uses = [Use(op, 0, operands[0]), Use(op, 1, operands[1]), Use(op, 2, operands[2])]
    else:
        op._uses = [Use(op, i, v) for i, v in enumerate(operands)]
    if len(result_types) == 1:
        op.results = [OpResult(result_types[0], op, 0)]
    else:
        op.results = [OpResult(t, op, i) for i, t in enumerate(result_types)]
    op.properties = properties
    op.attributes = attributes
    op.regions = []
    op.successors = []
    op.parent = op.prev = op.next = None
    op._loc = unknown_loc
    return op


class Operation:
    """An operation. Registered ops subclass it (one class per op, holding everything about it)."""

    name: ClassVar[str] = ""
    traits: ClassVar[frozenset] = frozenset()
    # names of inherent attributes (printed in `<{...}>` in the generic form)
    property_names: ClassVar[tuple[str, ...]] = ()
    registered: ClassVar[bool] = True

    __slots__ = ("_uses", "results", "properties", "attributes", "regions", "successors",
                 "parent", "prev", "next", "_loc")

    def __init__(self, operands: Sequence[Value] = (), result_types: Sequence[Type] = (),
                 properties: dict[str, Attr] | None = None, attributes: dict[str, Attr] | None = None,
                 regions: Sequence["Region"] | int = 0, successors: Sequence["Block"] = (),
                 loc: Attr | None = None) -> None:
        self._uses = [Use(self, i, v) for i, v in enumerate(operands)]
        self.results = [OpResult(t, self, i) for i, t in enumerate(result_types)]
        self.properties = {} if properties is None else properties
        self.attributes = {} if attributes is None else attributes
        if isinstance(regions, int):
            regions = [Region() for _ in range(regions)]
        self.regions = list(regions)
        for r in self.regions:
            r.parent = self
        self.successors = list(successors)
        self.parent: Block | None = None
        self.prev: Operation | None = None
        self.next: Operation | None = None
        self._loc = unknown_loc if loc is None else loc

    @property
    def loc(self) -> Attr:
        loc = self._loc
        if loc.__class__ is LazyLoc:
            loc = self._loc = loc.resolve(loc.pos)
        return loc

    @loc.setter
    def loc(self, loc: Attr) -> None:
        self._loc = loc

    # operands ---------------------------------------------------------------------------------
    @property
    def operands(self) -> list[Value]:
        return [u.value for u in self._uses]

    @property
    def num_operands(self) -> int:
        return len(self._uses)

    def operand(self, i: int) -> Value:
        return self._uses[i].value

    def set_operand(self, i: int, v: Value) -> None:
        u = self._uses[i]
        u.value._unlink(u)
        v._link(u)

    def set_operands(self, values: Sequence[Value]) -> None:
        for u in self._uses:
            u.value._unlink(u)
        uses = []
        for i, v in enumerate(values):
            u = Use(self, i)
            v._link(u)
            uses.append(u)
        self._uses = uses

    @property
    def operand_uses(self) -> list[Use]:
        return self._uses

    # results ----------------------------------------------------------------------------------
    @property
    def result(self) -> OpResult:
        """The single result (ops with exactly one result)."""
        return self.results[0]

    @property
    def result_types(self) -> list[Type]:
        return [r.type for r in self.results]

    def replace_all_uses_with(self, values: Sequence[Value] | "Operation") -> None:
        if isinstance(values, Operation):
            values = values.results
        for r, v in zip(self.results, values, strict=True):
            r.replace_all_uses_with(v)

    @property
    def use_empty(self) -> bool:
        return all(r.first_use is None for r in self.results)

    # attributes -------------------------------------------------------------------------------
    def get_attr(self, name: str, default: Any = None) -> Any:
        v = self.properties.get(name)
        if v is None:
            v = self.attributes.get(name, default)
        return v

    def set_attr(self, name: str, value: Attr) -> None:
        if name in self.property_names:
            self.properties[name] = value
        else:
            self.attributes[name] = value

    # traits -----------------------------------------------------------------------------------
    @classmethod
    def has_trait(cls, trait: Any) -> bool:
        return trait in cls.traits

    # structure --------------------------------------------------------------------------------
    @property
    def parent_region(self) -> "Region | None":
        b = self.parent
        return None if b is None else b.parent

    @property
    def parent_op(self) -> "Operation | None":
        b = self.parent
        if b is None or b.parent is None:
            return None
        return b.parent.parent

    def ancestors(self) -> Iterator["Operation"]:
        op = self.parent_op
        while op is not None:
            yield op
            op = op.parent_op

    def is_ancestor_of(self, other: "Operation") -> bool:
        while other is not None:
            if other is self:
                return True
            other = other.parent_op
        return False

    def is_before_in_block(self, other: "Operation") -> bool:
        op = self.next
        while op is not None:
            if op is other:
                return True
            op = op.next
        return False

    def walk(self, *, post_order: bool = False) -> Iterator["Operation"]:
        """All ops nested in (and including) this one, pre-order unless ``post_order``."""
        if not post_order:
            yield self
        for r in self.regions:
            for b in r.blocks:
                op = b.first
                while op is not None:
                    nxt = op.next
                    yield from op.walk(post_order=post_order)
                    op = nxt
        if post_order:
            yield self

    def detach(self) -> "Operation":
        b = self.parent
        if b is not None:
            b._unlink_op(self)
        return self

    def erase(self) -> None:
        """Remove from the block and drop all operand uses (results must be unused)."""
        self.detach()
        self.drop_all_references()

    def drop_all_references(self) -> None:
        for u in self._uses:
            if u.value is not None:
                u.value._unlink(u)
                u.value = None
        for r in self.regions:
            for b in r.blocks:
                for op in b.ops:
                    op.drop_all_references()
        self.successors = []

    def move_before(self, other: "Operation") -> None:
        self.detach()
        other.parent.insert_before(other, self)

    def move_after(self, other: "Operation") -> None:
        self.detach()
        other.parent.insert_after(other, self)

    def clone(self, mapping: dict | None = None) -> "Operation":
        """A deep copy; operands are remapped through ``mapping`` (which is filled with the new results)."""
        if mapping is None:
            mapping = {}
        new = object.__new__(type(self))
        Operation.__init__(new, [mapping.get(v, v) for v in self.operands], self.result_types,
                           dict(self.properties), dict(self.attributes), 0,
                           [mapping.get(b, b) for b in self.successors], self.loc)
        for old_r, new_r in zip(self.results, new.results):
            new_r.name_hint = old_r.name_hint
            mapping[old_r] = new_r
        for r in self.regions:
            nr = Region()
            new.regions.append(nr)
            nr.parent = new
            r.clone_into(nr, mapping)
        return new

    def __repr__(self) -> str:
        return f"<{self.name} op>"

    def __str__(self) -> str:
        from ..syntax.printer import print_op

        return print_op(self)

    # hooks for subclasses -----------------------------------------------------------------------
    def verify_(self) -> None:
        """Op-specific checks; raise VerifyError with upstream's text."""


class Block:
    __slots__ = ("args", "first", "last", "parent", "_len")

    def __init__(self, arg_types: Iterable[Type] = (), arg_locs: Iterable[Attr] | None = None) -> None:
        locs = list(arg_locs) if arg_locs is not None else None
        self.args = [BlockArgument(t, self, i, locs[i] if locs else None) for i, t in enumerate(arg_types)]
        self.first: Operation | None = None
        self.last: Operation | None = None
        self.parent: Region | None = None
        self._len = 0

    # arguments ----------------------------------------------------------------------------------
    def add_argument(self, type: Type, loc: Attr | None = None) -> BlockArgument:
        a = BlockArgument(type, self, len(self.args), loc)
        self.args.append(a)
        return a

    def insert_argument(self, index: int, type: Type, loc: Attr | None = None) -> BlockArgument:
        a = BlockArgument(type, self, index, loc)
        self.args.insert(index, a)
        for i, x in enumerate(self.args):
            x.index = i
        return a

    def erase_argument(self, index: int) -> None:
        a = self.args.pop(index)
        assert a.first_use is None, "erasing a block argument that still has uses"
        for i, x in enumerate(self.args):
            x.index = i

    # op list ------------------------------------------------------------------------------------
    @property
    def ops(self) -> Iterator[Operation]:
        op = self.first
        while op is not None:
            nxt = op.next
            yield op
            op = nxt

    def __len__(self) -> int:
        return self._len

    @property
    def is_empty(self) -> bool:
        return self.first is None

    @property
    def terminator(self) -> Operation | None:
        return self.last

    def append(self, op: Operation) -> Operation:
        assert op.parent is None, "op is already in a block"
        op.parent = self
        op.prev = last = self.last
        op.next = None
        if last is None:
            self.first = op
        else:
            last.next = op
        self.last = op
        self._len += 1
        return op

    def insert_before(self, anchor: Operation | None, op: Operation) -> Operation:
        if anchor is None:
            return self.append(op)
        assert op.parent is None, "op is already in a block"
        op.parent = self
        op.next = anchor
        op.prev = p = anchor.prev
        anchor.prev = op
        if p is None:
            self.first = op
        else:
            p.next = op
        self._len += 1
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        return self.insert_before(anchor.next, op)

    def prepend(self, op: Operation) -> Operation:
        return self.insert_before(self.first, op)

    def _unlink_op(self, op: Operation) -> None:
        p, n = op.prev, op.next
        if p is None:
            self.first = n
        else:
            p.next = n
        if n is None:
            self.last = p
        else:
            n.prev = p
        op.parent = op.prev = op.next = None
        self._len -= 1

    # structure ----------------------------------------------------------------------------------
    @property
    def parent_op(self) -> Operation | None:
        return None if self.parent is None else self.parent.parent

    @property
    def is_entry(self) -> bool:
        return self.parent is not None and self.parent.blocks[0] is self

    def predecessors(self) -> list["Block"]:
        """Blocks whose terminator branches here, in block order (computed on demand)."""
        preds = []
        if self.parent is None:
            return preds
        for b in self.parent.blocks:
            t = b.last
            if t is not None:
                for s in t.successors:
                    if s is self:
                        preds.append(b)
        return preds

    def __repr__(self) -> str:
        return f"<Block with {len(self.args)} args, {self._len} ops>"


class Region:
    __slots__ = ("blocks", "parent")

    def __init__(self, blocks: Iterable[Block] = ()) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for b in blocks:
            self.add_block(b)

    def add_block(self, b: Block) -> Block:
        b.parent = self
        self.blocks.append(b)
        return b

    def insert_block(self, index: int, b: Block) -> Block:
        b.parent = self
        self.blocks.insert(index, b)
        return b

    @property
    def entry(self) -> Block | None:
        return self.blocks[0] if self.blocks else None

    @property
    def is_empty(self) -> bool:
        return not self.blocks

    def ops(self) -> Iterator[Operation]:
        for b in self.blocks:
            yield from b.ops

    def clone_into(self, dest: "Region", mapping: dict) -> None:
        new_blocks = []
        for b in self.blocks:
            nb = Block([a.type for a in b.args], [a.loc for a in b.args])
            for a, na in zip(b.args, nb.args):
                mapping[a] = na
                na.name_hint = a.name_hint
            mapping[b] = nb
            new_blocks.append(nb)
        for b, nb in zip(self.blocks, new_blocks):
            for op in b.ops:
                nb.append(op.clone(mapping))
            dest.add_block(nb)
        # successors that pointed at blocks cloned later in this region
        for nb in new_blocks:
            for op in nb.ops:
                if op.successors:
                    op.successors = [mapping.get(s, s) for s in op.successors]

    def take_body(self, other: "Region") -> None:
        """Move all blocks of ``other`` into this (empty) region."""
        for b in other.blocks:
            b.parent = self
        self.blocks.extend(other.blocks)
        other.blocks = []
