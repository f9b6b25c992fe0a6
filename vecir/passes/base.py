"""Passes: a pass is a dataclass whose fields are its options, registered under upstream's name.

    @register_pass("canonicalize")
    @dataclass
    class Canonicalize(Pass):
        max_iterations: int = 10          # CLI: canonicalize{max-iterations=5}
        def run(self, op): ...

A pass runs on one op (the op it is anchored on in the pipeline: a module, a func.func, ...).
It raises ``PassFailure(message, op)`` to fail the pipeline with a diagnostic at ``op``.
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any, ClassVar

from ..ir.core import Operation

# name -> class, or "module:Class" for passes imported on first use
PASS_REGISTRY: dict[str, Any] = {}


class PassFailure(Exception):
    def __init__(self, message: str, op: Operation | None = None) -> None:
        super().__init__(message)
        self.op = op


class Pass:
    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    # op name this pass must be anchored on (None: any op)
    anchor: ClassVar[str | None] = None

    def run(self, op: Operation) -> None:
        raise NotImplementedError

    @classmethod
    def options(cls) -> list[dataclasses.Field]:
        return list(dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else []

    def describe(self) -> str:
        """`name{opt=value ...}` as mlir-opt prints a pipeline."""
        opts = []
        for f in self.options():
            v = getattr(self, f.name)
            if isinstance(v, bool):
                v = "true" if v else "false"
            elif isinstance(v, (list, tuple)):
                v = ",".join(str(x) for x in v)
            opts.append(f"{f.name.replace('_', '-')}={v}")
        return self.name + ("{" + " ".join(opts) + "}" if opts else "")


def register_pass(name: str, summary: str = ""):
    def deco(cls):
        cls.name = name
        if summary:
            cls.summary = summary
        PASS_REGISTRY[name] = cls
        return cls
    return deco


def lookup_pass(name: str):
    entry = PASS_REGISTRY.get(name)
    if isinstance(entry, str):
        mod, _, _ = entry.partition(":")
        importlib.import_module(mod)
        entry = PASS_REGISTRY.get(name)
        if isinstance(entry, str):
            raise KeyError(name)
    return entry
