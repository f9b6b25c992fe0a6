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
