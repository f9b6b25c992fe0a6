"""Invalid input for the seed vector ops upstream removed (ops_legacy*.py): every verifier rule has a chunk
in ``tests/invalid/vector_legacy.mlir``.

iree-opt no longer parses these ops, so the file is checked three ways: ``vecir-opt --verify-diagnostics
--split-input-file`` accepts it as a whole; each chunk reports exactly its annotated diagnostics on the
annotated lines; and the warp_execute_on_lane_0 chunks, renamed to today's gpu.warp_execute_on_lane_0,
give the same diagnostics at the same line:column in iree-opt (upstream moved the op with its verifier).
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from .invalid_corpus import INVALID_DIR, chunks, expected, iree_opt_diagnostics, vecir_diagnostics
from .oracle import iree_opt_path

FILE = INVALID_DIR / "vector_legacy.mlir"
CHUNKS = chunks(FILE.read_text())


def _name(chunk: str) -> str:
    m = re.search(r"func\.func @(\w+)", chunk)
    return m.group(1) if m else "chunk"


def test_verify_diagnostics_accepts_the_file() -> None:
    proc = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "--verify-diagnostics",
                           "--split-input-file", str(FILE)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-4000:]


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[_name(c) for _, c in CHUNKS])
def test_diagnostic_matches_annotation(index: int) -> None:
    offset, chunk = CHUNKS[index]
    got = sorted((line, kind, msg) for line, _, kind, msg in vecir_diagnostics(FILE, offset, chunk))
    want = expected(offset, chunk)
    assert want, "every chunk annotates the error it expects"
    assert got == want


# gpu.warp_execute_on_lane_0 checks its terminator with its own message since the move
_GPU_DIFFERS = {"warp_wrong_terminator"}


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_warp_chunks_match_iree_opt_gpu_op(tmp_path) -> None:
    picked = [(o, c) for o, c in CHUNKS if "@warp_" in c and _name(c) not in _GPU_DIFFERS]
    assert len(picked) >= 8
    # keep every chunk on its own lines: pad with the lines of the chunks left out
    lines = FILE.read_text().split("\n")
    keep = set()
    for o, c in picked:
        keep.update(range(o, o + c.count("\n") + 1))
    text = "\n".join(l if (i in keep or l.startswith("// -----")) else "" for i, l in enumerate(lines))
    gpu = tmp_path / "gpu.mlir"
    gpu.write_text(text.replace("vector.warp_execute_on_lane_0", "gpu.warp_execute_on_lane_0")
                   .replace("vector.yield", "gpu.yield"))
    want = [(l, c, k, m.replace("gpu.", "vector.")) for l, c, k, m in iree_opt_diagnostics(gpu, True)]
    got = [d for o, c in picked for d in vecir_diagnostics(FILE, o, c)]
    assert sorted(got) == sorted(want)
