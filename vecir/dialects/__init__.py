"""Dialects: one module per dialect. ``load_all`` registers every op (``parse_module`` calls it, and
passes rely on it); each dialect is also imported on its own the first time the parser
(``ir.op.lookup_op``, the attribute and type hooks) or ``OP_REGISTRY[name]`` meets its namespace,
which is all that vecir-opt without passes does (a faster start)."""

from __future__ import annotations

import importlib

from ..ir.op import DIALECT_COMPANIONS, DIALECTS
from ..syntax.parser import DIALECT_MODULES

_MODULES = {
    "builtin": "vecir.dialects.builtin",
    "func": "vecir.dialects.func",
    "arith": "vecir.dialects.arith",
    "math": "vecir.dialects.math",
    "memref": "vecir.dialects.memref",
    "tensor": "vecir.dialects.tensor",
    "scf": "vecir.dialects.scf",
    "cf": "vecir.dialects.cf",
    "ub": "vecir.dialects.ub",
    "vector": "vecir.dialects.vector",
    "transform": "vecir.dialects.transform",
    "iree_vector_ext": "vecir.dialects.iree_vector_ext",
    "affine": "vecir.dialects.affine",
    "linalg": "vecir.dialects.linalg",
}
DIALECTS.update(_MODULES)
DIALECT_MODULES.update(_MODULES)
DIALECT_COMPANIONS.update({"transform": ("vecir.dialects.linalg",)})  # transform.structured.*
_loaded = False


def load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for mod in _MODULES.values():
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as e:  # a dialect module not written yet
            if e.name != mod:
                raise
