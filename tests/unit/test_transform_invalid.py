"""Malformed transform scripts give upstream's diagnostics (text and position, compared with
iree-opt chunk by chunk), never a Python traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from .oracle import iree_opt_path

BAD = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{5} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["a"]} in %arg0 : (!transform.any_op, i32) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.get_parent_op %arg0 <nth_parent = x> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.annotate %arg0 5 : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.foreach_match in %arg0 @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %x = transform.param.constant 4 -> !transform.param<f32>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %x = "transform.structured.match"(%arg0) <{ops = 3 : i64}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    "transform.apply_patterns.vector.lower_contraction"() <{lowering_strategy = 9 : i32}> : () -> ()
    transform.yield
  }
}
"""


def _errors(cmd: list[str]) -> list[str]:
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert "Traceback" not in r.stderr
    return [line for line in r.stderr.splitlines() if ": error: " in line]


def test_malformed_scripts_match_iree_opt(tmp_path: Path) -> None:
    f = tmp_path / "bad.mlir"
    f.write_text(BAD)
    theirs = _errors([iree_opt_path(), "--split-input-file", str(f)])
    ours = _errors([sys.executable, "-m", "vecir.tools.opt", "--split-input-file", str(f)])
    assert len(theirs) == BAD.count("// -----") + 1
    assert ours == theirs


# transform.sequence / transform.alternatives verifiers and parse errors
BAD_CONTROL = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %r = transform.sequence %arg0 : !transform.any_op -> !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %r = transform.alternatives %arg0 : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.sequence failures(propagate) {
    ^bb0(%x: !transform.any_op):
    }
    transform.yield
  }
}
// -----
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  transform.sequence failures(suppress) {
  ^bb1(%y: !transform.any_op):
  }
}
// -----
transform.sequence failures(propagate) {
}
// -----
transform.sequence failures(propagate) {
^bb0(%x: i32):
}
// -----
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op, %y: i32):
}
// -----
transform.sequence failures(maybe) {
^bb0(%x: !transform.any_op):
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.sequence %arg0 : !transform.op<"func.func"> failures(propagate) {
    ^bb0(%x: !transform.any_op):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.sequence %arg0 : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op, %y: !transform.any_op):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    transform.alternatives %arg0 : !transform.any_op {
      transform.yield
    }
    transform.yield
  }
}
// -----
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  %c = arith.constant 1 : i32
}
"""


def test_malformed_control_ops_match_iree_opt(tmp_path: Path) -> None:
    """Whole diagnostics (notes included) equal iree-opt's; the last chunk is valid and printed."""
    f = tmp_path / "bad.mlir"
    f.write_text(BAD_CONTROL)
    theirs = subprocess.run([iree_opt_path(), "--split-input-file", f.name], capture_output=True, text=True,
                            timeout=300, cwd=tmp_path)
    ours = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "--split-input-file", f.name],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert "Traceback" not in ours.stderr
    assert theirs.stderr.count(": error: ") == BAD_CONTROL.count("// -----")
    assert (ours.returncode, ours.stdout, ours.stderr) == (theirs.returncode, theirs.stdout, theirs.stderr)
