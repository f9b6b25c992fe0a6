"""Builders with insertion points (upstream's OpBuilder).

    b = Builder.at_end(block)          # or before(op) / after(op) / at_start(block)
    c = b.insert(ConstantOp.create(...))
    with b.saved():                    # restore the insertion point afterwards
        b.set_before(other)
        ...
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from .core import Block, Operation


class InsertionPoint:
    """Insert before ``anchor`` in ``block`` (``anchor`` None: at the end)."""

    __slots__ = ("block", "anchor")

    def __init__(self, block: Block, anchor: Operation | None = None) -> None:
        self.block = block
        self.anchor = anchor

    @classmethod
    def before(cls, op: Operation) -> "InsertionPoint":
        return cls(op.parent, op)

    @classmethod
    def after(cls, op: Operation) -> "InsertionPoint":
        return cls(op.parent, op.next)

    @classmethod
    def at_end(cls, block: Block) -> "InsertionPoint":
        return cls(block, None)

    @classmethod
    def at_start(cls, block: Block) -> "InsertionPoint":
        return cls(block, block.first)


class Builder:
    """Inserts ops at an insertion point; ``listener`` (if any) hears about every inserted op."""

    def __init__(self, ip: InsertionPoint | None = None, listener=None) -> None:
        self.ip = ip
        self.listener = listener

    @classmethod
    def at_end(cls, block: Block) -> "Builder":
        return cls(InsertionPoint.at_end(block))

    @classmethod
    def at_start(cls, block: Block) -> "Builder":
        return cls(InsertionPoint.at_start(block))

    @classmethod
    def before(cls, op: Operation) -> "Builder":
        return cls(InsertionPoint.before(op))

    @classmethod
    def after(cls, op: Operation) -> "Builder":
        return cls(InsertionPoint.after(op))

    def set_before(self, op: Operation) -> None:
        self.ip = InsertionPoint.before(op)

    def set_after(self, op: Operation) -> None:
        self.ip = InsertionPoint.after(op)

    def set_at_end(self, block: Block) -> None:
        self.ip = InsertionPoint.at_end(block)

    def set_at_start(self, block: Block) -> None:
        self.ip = InsertionPoint.at_start(block)

    def insert(self, op: Operation) -> Operation:
        ip = self.ip
        if ip is None:
            raise RuntimeError("builder has no insertion point")
        ip.block.insert_before(ip.anchor, op)
        if self.listener is not None:
            self.listener.notify_inserted(op)
        return op

    def create(self, cls, *args, **kw) -> Operation:
        """``cls.build(...)``/``cls.create(...)``-style construction, then insertion."""
        factory = kw.pop("_factory", None)
        op = (factory or cls.build)(*args, **kw)
        return self.insert(op)

    @contextmanager
    def saved(self) -> Iterator["Builder"]:
        old = self.ip
        try:
            yield self
        finally:
            self.ip = old
