"""transform.foreach_match and transform.collect_matching check the symbols they name as upstream's
verifySymbolUses does: unresolved matchers/actions, matcher/action argument and result counts and type
interfaces (with the "symbol declaration" note), consumed/readonly annotations, and ForeachMatchOp's
own verifier (at least one pair; a repeated matcher warns).

``tests/invalid/transform_match_symbols.mlir`` holds the error chunks, each annotated with iree-opt's
diagnostic; the warning is compared with iree-opt's output below.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from vecir.ir.diagnostics import diagnostic_handler, file_loc
from vecir.ir.verifier import verify
from vecir.syntax.parser import parse_module

from .invalid_corpus import corpus_tests
from .oracle import iree_opt_path

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_match_symbols.mlir")

_REPEATED = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @is_any(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @touch(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    %u = transform.foreach_match in %top @is_any -> @touch, @is_any -> @touch, @is_any -> @touch
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""


def _vecir_warnings(text: str) -> list[str]:
    got = []

    def record(d):
        f = file_loc(d.loc)
        got.append((f.line, f.col, f"{d.severity}: {d.message}"))

    with diagnostic_handler(record):
        verify(parse_module(text, "w.mlir"))
    return got


def test_repeated_matcher_warns_once_per_repeat():
    want = ["warning: matcher @is_any is used more than once, only the first match will apply"] * 2
    assert [w for _, _, w in _vecir_warnings(_REPEATED)] == want


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_repeated_matcher_warning_matches_iree_opt(tmp_path):
    f = tmp_path / "w.mlir"
    f.write_text(_REPEATED)
    # without the flag iree-opt 3.13 overflows its stack: printing the op for the warning's note
    # verifies it again, which warns again
    proc = subprocess.run([iree_opt_path(), "--mlir-print-op-on-diagnostic=false", str(f)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    want = [(int(m.group(1)), int(m.group(2)), m.group(3))
            for m in re.finditer(r"^.*?:(\d+):(\d+): (warning: .*)$", proc.stderr, re.M)]
    assert _vecir_warnings(_REPEATED) == want
