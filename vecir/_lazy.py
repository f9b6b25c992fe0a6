"""`np`: NumPy, imported on first attribute access.

A parse/verify/print run of a file without dense payloads never touches NumPy, and `import numpy`
is most of vecir-opt's start-up (~0.13 of ~0.17 CPU s). Modules on that path write
`from vecir._lazy import np` instead of `import numpy as np`; the first `np.anything` imports
NumPy and copies its namespace into the proxy, so later lookups are plain module attribute
reads (no per-access cost). Module-level code must not touch `np` (that would import it at
start-up again): build such tables in functools.cache'd functions instead.
"""

from __future__ import annotations

import types


class _LazyNumpy(types.ModuleType):
    def __getattr__(self, name: str):
        import numpy

        if self.__dict__.get("_loaded") is None:
            self.__dict__.update(numpy.__dict__)
            self.__dict__["_loaded"] = True
            if name in self.__dict__:
                return self.__dict__[name]
        return getattr(numpy, name)   # numpy's own lazy attributes (np.testing, ...) and errors

    def __dir__(self):
        import numpy

        return dir(numpy)


np = _LazyNumpy("numpy", "NumPy, imported on first attribute access (vecir._lazy)")


class np_function:
    """A class attribute naming a NumPy function, looked up on first use: `np_fn = np_function("add")`
    reads like `np_fn = staticmethod(np.add)` without importing NumPy when the class is defined."""

    def __init__(self, name: str):
        self.numpy_name = name

    def __set_name__(self, owner, attr: str) -> None:
        self.attr = attr

    def __get__(self, obj, owner=None):
        fn = getattr(np, self.numpy_name)
        if owner is not None and owner.__dict__.get(self.attr) is self:
            setattr(owner, self.attr, staticmethod(fn))   # later reads are plain attribute reads
        return fn


# --------------------------------------------------------------------------- canonicalizers
# What only the rewrite machinery reads (canonicalization patterns a dialect attaches to its op
# classes, its constant materializer) is registered when ``vecir.rewrite`` is first imported, not
# when the dialect is: parsing, verifying and printing never import the rewrite machinery (its
# driver, the pattern modules and `dataclasses`/`inspect` under them are about a quarter of
# vecir-opt's start-up imports). Every reader (the greedy driver, pattern sets, passes) imports
# ``vecir.rewrite`` first, whose ``__init__`` ends by calling ``_rewrite_loaded``.
_PENDING: list | None = []   # None once vecir.rewrite is loaded: registrations then run at once


def when_rewriting(target) -> None:
    """Run ``target`` (a callable, or a module name to import) once ``vecir.rewrite`` is loaded:
    now if it already is. Registrations run in the order they were requested."""
    if _PENDING is None:
        _run(target)
    else:
        _PENDING.append(target)


def _run(target) -> None:
    if isinstance(target, str):
        import importlib

        importlib.import_module(target)
    else:
        target()


def _rewrite_loaded() -> None:
    """Called at the end of ``vecir/rewrite/__init__.py``: runs what was deferred, in order (one
    that loads another dialect runs that dialect's registrations at once, as an eager import did)."""
    global _PENDING
    pending, _PENDING = _PENDING, None
    for target in pending or ():
        _run(target)
