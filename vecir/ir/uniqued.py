"""Interning for types and attributes: constructing the same thing twice returns the same object.

Equality is identity, hashing is by id, and each distinct object is verified once, when it first
enters its class's table (DESIGN.md, "Types and attributes are interned").
"""

from __future__ import annotations

from typing import Any, ClassVar


class VerifyError(Exception):
    """A type, attribute or op is not well formed; the message is upstream's diagnostic text."""


class PlainVerifyError(VerifyError):
    """An op verifier's error that upstream emits with ``op->emitError`` (no ``'op.name' op`` prefix)."""

    plain = True


class LocationVerifyError(PlainVerifyError):
    """A verifier's error that upstream emits with ``mlir::emitError(op->getLoc())`` (as
    emitSilenceableError does): no op prefix and no "see current operation" note."""

    no_op_note = True


class Uniqued:
    """Base of every interned object.

    Subclasses declare their parameters as ``__slots__`` and may define a static ``normalize``
    that turns constructor arguments into the canonical parameter tuple, and ``verify_`` that
    raises :class:`VerifyError` before a malformed object enters the table.
    """

    __slots__ = ("__weakref__", "_str")
    _table: ClassVar[dict]
    _params: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls._table = {}
        own = tuple(s for s in cls.__dict__.get("__slots__", ()) if s not in ("__weakref__", "_str"))
        cls._params = cls._params + own if own else cls._params

    @classmethod
    def normalize(cls, *params: Any) -> tuple:
        return params

    def __new__(cls, *params: Any) -> Any:
        key = cls.normalize(*params)
        obj = cls._table.get(key)
        if obj is None:
            obj = object.__new__(cls)
            setter = object.__setattr__
            for slot, v in zip(cls._params, key):
                setter(obj, slot, v)
            setter(obj, "_str", None)
            obj.verify_()
            cls._table[key] = obj
        return obj

    @classmethod
    def intern_trusted(cls, key: tuple) -> Any:
        """The object for an already-normalized, known-valid parameter tuple (hot paths such as the
        parser's source locations): no normalize, no verify_."""
        obj = cls._table.get(key)
        if obj is None:
            obj = object.__new__(cls)
            setter = object.__setattr__
            for slot, v in zip(cls._params, key):
                setter(obj, slot, v)
            setter(obj, "_str", None)
            cls._table[key] = obj
        return obj

    def __init__(self, *params: Any) -> None:
        pass

    def verify_(self) -> None:
        pass

    def __setattr__(self, k: str, v: Any) -> None:
        raise AttributeError(f"{type(self).__name__} objects are immutable")

    def __reduce__(self):
        return (type(self), tuple(getattr(self, p) for p in self._params))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def params(self) -> tuple:
        return tuple(getattr(self, p) for p in self._params)

    def __str__(self) -> str:
        s = self._str
        if s is None:
            s = self.render()
            object.__setattr__(self, "_str", s)
        return s

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)})"

    def render(self) -> str:
        raise NotImplementedError
