"""Places where vecir's diagnostics used to differ from iree-opt's.

tests/invalid/upstream_parity.mlir holds the cases the invalid-corpus harness can compare (messages
and line:column against the annotations and iree-opt); the tool-level behaviour (how
--split-input-file treats a marker on the first line, which diagnostics carry upstream's "see
current operation" note) is checked here by running vecir-opt, and against iree-opt where installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .invalid_corpus import corpus_tests
from .oracle import iree_opt_path

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("upstream_parity.mlir")

ROOT = Path(__file__).resolve().parents[2]


def _vecir_opt(path: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(path), *args], capture_output=True,
                          text=True, timeout=120, env=env, cwd=path.parent)


def _iree_opt(path: Path, *args: str) -> subprocess.CompletedProcess | None:
    exe = iree_opt_path()
    if exe is None:
        return None
    return subprocess.run([exe, str(path), *args], capture_output=True, text=True, timeout=120, cwd=path.parent)


# A marker on the first line: upstream splits on "// ---", takes an empty first piece for "no chunk
# yet", so the first chunk is "--\n..." and fails to parse at column 7; a marker right after it ends
# that chunk, and a trailing marker leaves an empty last chunk.
LEADING_MARKER = {
    "leading.mlir": "// -----\nfunc.func @lone() {\n  return\n}\n",
    "two_leading.mlir": "// -----\n// -----\nfunc.func @second() {\n  return\n}\n// -----\n",
}


@pytest.mark.parametrize("name", sorted(LEADING_MARKER))
def test_split_input_file_with_a_marker_on_the_first_line(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_text(LEADING_MARKER[name])
    got = _vecir_opt(path, "--split-input-file")
    assert got.returncode == 1
    assert f"{name}:1:7: error: expected operation name in quotes" in got.stderr
    if name == "two_leading.mlir":  # (the failed first chunk), the function's chunk, the empty last one
        assert got.stdout == ("// -----\nmodule {\n  func.func @second() {\n    return\n  }\n}\n\n"
                              "// -----\nmodule {\n}\n\n")
    else:
        assert got.stdout == ""
    want = _iree_opt(path, "--split-input-file")
    if want is not None:
        assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout, want.stderr)


# Upstream converts the generic form's `<{...}>` while parsing: a property of the wrong attribute
# kind is a parse error, with no "see current operation" note (transform ops gave one).
WRONG_KIND_PROPS = """func.func @f(%h: !transform.any_op) {
  "transform.annotate"(%h) <{name = 5}> : (!transform.any_op) -> ()
  return
}
// -----
func.func @f(%h: !transform.any_op) {
  %0 = "transform.split_handle"(%h) <{pass_through_empty_handle = 3 : i32}> : (!transform.any_op) -> !transform.any_op
  return
}
// -----
func.func @f(%h: !transform.any_op) {
  %0 = "transform.get_consumers_of_result"(%h) <{result_number = "a"}> : (!transform.any_op) -> !transform.any_op
  return
}
// -----
func.func @f(%h: !transform.any_op) {
  "transform.include"(%h) <{target = "a"}> : (!transform.any_op) -> ()
  return
}
"""


def test_wrong_kind_properties_have_no_current_operation_note(tmp_path: Path) -> None:
    path = tmp_path / "props.mlir"
    path.write_text(WRONG_KIND_PROPS)
    got = _vecir_opt(path, "--split-input-file")
    errors = [line for line in got.stderr.splitlines() if ": error: " in line]
    assert len(errors) == 4 and all("invalid properties" in e for e in errors)
    assert "see current operation" not in got.stderr
    want = _iree_opt(path, "--split-input-file")
    if want is not None:
        assert got.stderr == want.stderr
