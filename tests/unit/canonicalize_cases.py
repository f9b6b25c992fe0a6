"""Shared by the tests of canonicalization patterns: vecir's `canonicalize` on a text, and the cases of
a case file picked by function name."""

from __future__ import annotations

import vecir
from vecir.passes import PassManager
from vecir.syntax.printer import print_op


def canonicalize(text: str, allow_unregistered: bool = False) -> str:
    """The text after `builtin.module(canonicalize)`, printed."""
    m = vecir.parse(text, allow_unregistered=allow_unregistered)
    PassManager.parse("builtin.module(canonicalize)").run(m)
    return print_op(m)


def chunk_named(chunks: list[str], name: str) -> str:
    """The chunk that defines `@name(`."""
    return next(c for c in chunks if f"@{name}(" in c)


def canonicalize_changes(chunk: str, seed: int) -> bool:
    """Canonicalize ``chunk`` with the semantics checker on (2 random trials from ``seed``), assert the
    results were compared and kept; returns whether the printed module changed."""
    from vecir.passes.semantics import SemanticsChecker

    m = vecir.parse(chunk)
    before = str(m)
    checker = SemanticsChecker(seed=seed, trials=2)
    PassManager.parse("builtin.module(canonicalize)").run(m, verify_semantics=checker)
    assert checker.cases and not checker.remarks, checker.remarks
    return str(m) != before
