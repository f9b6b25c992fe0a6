"""Valid ops with one inherent attribute replaced by a malformed one get a diagnostic, never a crash.

Every chunk of the round-trip corpora (tests/corpus) is parsed and printed in the generic form (which
vecir prints as iree-opt does), then each property of each op is replaced, one at a time, by a value
of the same family that is wrong for the op (an empty or over-long array, a map of another arity,
out-of-range integers, an attribute of another kind). Parsing, verifying and printing each variant
must end in a located DiagnosticError or succeed: upstream reports all of these as diagnostics
(property conversion, attribute constraints, the ops' own verifiers).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from vecir.ir.diagnostics import DiagnosticError
from vecir.syntax.parser import parse_module
from vecir.syntax.printer import PrintOptions, print_op

from .invalid_corpus import chunks
from .test_malformed_custom_ops import check_located_diagnostics

CORPUS = sorted((Path(__file__).parent.parent / "corpus").glob("*.mlir"))

# the replacements for a property whose value starts like the key (first match wins)
REPLACEMENTS = (
    ("array<i64", ("array<i64>", "array<i64: -1>", "array<i64: 0, 0, 0, 0, 0, 0, 0>")),
    ("array<i32", ("array<i32>", "array<i32: -3, 9>")),
    ("array<i1", ("array<i1>", "array<i1: true, true, true, true, true>")),
    ("affine_map", ("affine_map<() -> ()>", "affine_map<(d0) -> (d0, d0)>", "affine_map<(d0, d1, d2, d3) -> (d3)>",
                    "affine_map<(d0)[s0] -> (s0)>")),
    ("[", ("[]", "[1, 2]", '["a"]', "[affine_map<(d0) -> (d0)>]", "[true, true, true, true, true]")),
    ("dense<", ("dense<1> : vector<3xi32>", "dense<> : tensor<0xi32>")),
    ("#", ("#vector.kind<xor>", "#arith.fastmath<fast>", "5 : i64")),
    ('"', ('""', "unit")),
    ("@", ("@nonexistent", "@a::@b", '"f"')),
    ("(", ("() -> ()", "(i32) -> (f32, f32)")),
)
INTEGER = re.compile(r"-?\d+ : (i\d+|index)$")
INTEGER_REPLACEMENTS = ("-1 : {t}", "0 : {t}", "4611686018427387904 : i64", "unit")


def _split_top(body: str) -> list[str]:
    """The comma-separated entries of a property dictionary's body (nesting and strings respected)."""
    out, depth, cur, in_str, i = [], 0, "", False, 0
    while i < len(body):
        c = body[i]
        cur += c
        if in_str:
            if c == "\\":
                cur += body[i + 1]
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in "<[({":
            depth += 1
        elif c in ">])}" and not (c == ">" and body[i - 1] == "-"):
            depth -= 1
        elif c == "," and depth == 0:
            out.append(cur[:-1])
            cur = ""
        i += 1
    out.append(cur)
    return [e.strip() for e in out if e.strip()]


def _props_span(line: str) -> tuple[int, int] | None:
    start = line.find("<{")
    if start < 0:
        return None
    depth, i, in_str = 0, start, False
    while i < len(line):
        c = line[i]
        if in_str:
            if c == "\\":
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in "<[({":
            depth += 1
        elif c in ">])}" and not (c == ">" and line[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return start, i + 1
        i += 1
    return None


def _replacements(value: str) -> tuple[str, ...]:
    m = INTEGER.match(value)
    if m:
        return tuple(r.format(t=m.group(1)) for r in INTEGER_REPLACEMENTS)
    for prefix, reps in REPLACEMENTS:
        if value.startswith(prefix):
            return reps
    return ()


def _variants(path: Path) -> list[str]:
    """Each generic-form chunk of ``path`` with one property of one op replaced (each op name and
    property once per file, to keep the test fast)."""
    out, seen = [], set()
    for _, chunk in chunks(path.read_text()):
        if not chunk.strip():
            continue
        try:
            text = print_op(parse_module(chunk, path.name, allow_unregistered=True), PrintOptions(generic=True))
        except DiagnosticError:  # a chunk some other test expects to fail
            continue
        lines = text.split("\n")
        for li, line in enumerate(lines):
            m = re.search(r'"([a-z_]+\.[\w.]+)"\(', line)
            span = _props_span(line) if m else None
            if span is None:
                continue
            entries = _split_top(line[span[0] + 2:span[1] - 2])
            for k, entry in enumerate(entries):
                key, eq, value = entry.partition("=")
                key, value = key.strip(), value.strip()
                if not eq or key == "operandSegmentSizes" or (m.group(1), key) in seen:
                    continue
                seen.add((m.group(1), key))
                for rep in _replacements(value):
                    new = entries[:k] + [f"{key} = {rep}"] + entries[k + 1:]
                    lines2 = list(lines)
                    lines2[li] = line[:span[0]] + "<{" + ", ".join(new) + "}>" + line[span[1]:]
                    out.append("\n".join(lines2))
    return out


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_malformed_properties_get_diagnostics(path: Path) -> None:
    check_located_diagnostics(_variants(path))
