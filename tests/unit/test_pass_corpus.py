"""Pass outputs equal upstream's: each file in tests/passes names its flags on the first line
(`// FLAGS: --canonicalize`); every `// -----` chunk is run through vecir-opt's pass manager and
through iree-opt with the same flags, and the printed results must be byte-identical."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt_chunks, split_chunks

FILES = sorted((Path(__file__).parent.parent / "passes").glob("*.mlir"))


def _flags(text: str) -> list[str]:
    first = text.splitlines()[0]
    assert first.startswith("// FLAGS:"), "first line must be `// FLAGS: ...`"
    return shlex.split(first[len("// FLAGS:"):])


def _pipeline(flags: list[str]) -> str:
    passes = []
    for f in flags:
        assert f.startswith("--")
        name, _, opts = f[2:].partition("=")
        passes.append(name + ("{" + opts + "}" if opts else ""))
    return "builtin.module(" + ",".join(passes) + ")"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_pass_matches_iree_opt(path: Path) -> None:
    text = path.read_text()
    flags = _flags(text)
    expected = iree_opt_chunks(text, *flags)
    chunks = split_chunks(text)
    assert len(chunks) == len(expected)
    for i, (chunk, want) in enumerate(zip(chunks, expected)):
        m = vecir.parse(chunk, allow_unregistered=True)
        PassManager.parse(_pipeline(flags)).run(m)
        got = print_op(m).strip("\n") + "\n"
        assert got == want, f"chunk {i} of {path.name} differs:\n--- vecir\n{got}--- iree-opt\n{want}"
