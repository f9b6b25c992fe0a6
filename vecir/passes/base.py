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
    # upstream's Pass::getName() (the C++ class name: "CSEPass"), shown in IR dumps and timing;
    # defaults to the Python class name
    display_name: ClassVar[str] = ""

    def run(self, op: Operation) -> None:
        raise NotImplementedError

    @classmethod
    def get_display_name(cls) -> str:
        return cls.__dict__.get("display_name") or cls.display_name or cls.__name__

    def can_schedule_on(self, op: Operation) -> bool:
        """Whether this pass may run on ``op`` (default: its ``anchor``, or any op)."""
        return self.anchor is None or op.name == self.anchor

    def run_pipeline(self, pipeline, op: Operation) -> None:
        """Run a nested pipeline (a PassManager, or pipeline text such as ``func.func(cse)`` or
        ``canonicalize,cse``) on ``op`` from inside this pass, with the running pass manager's
        IR printing, timing and verification (upstream's ``Pass::runPipeline``).
        Raises PassFailure (its errors already reported) if the nested pipeline fails."""
        from .manager import run_nested_pipeline

        run_nested_pipeline(self, pipeline, op)

    @classmethod
    def options(cls) -> list[dataclasses.Field]:
        return list(dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else []

    def describe(self) -> str:
        """`name{opt=value ...}` as mlir-opt prints a pipeline: options sorted by name, separated
        by one space; an empty list option prints nothing (upstream keeps its separator)."""
        from .options import format_option_value

        opts = []
        for f in sorted(self.options(), key=lambda f: f.name.replace("_", "-")):
            v = getattr(self, f.name)
            text = format_option_value(v)
            opts.append("" if text is None else f"{f.name.replace('_', '-')}={text}")
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
