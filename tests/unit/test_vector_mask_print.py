"""vector.mask prints its result types as upstream's MaskOp::print: comma-separated after `->`, no
parentheses, also for several results (a form upstream's own parser then rejects; vecir matches both)."""

from __future__ import annotations

import subprocess
import sys

from .oracle import iree_opt

SRC = """func.func @two_results(%m: vector<5xi1>, %x: vector<5xi8>, %y: vector<5xi8>) -> (vector<5xi8>, vector<5xi8>) {
  %0:2 = vector.mask %m { vector.yield %x, %y : vector<5xi8>, vector<5xi8> } : vector<5xi1> -> (vector<5xi8>, vector<5xi8>)
  return %0#0, %0#1 : vector<5xi8>, vector<5xi8>
}
func.func @one_result(%m: vector<5xi1>, %x: vector<5xi8>) -> vector<5xi8> {
  %0 = vector.mask %m { vector.yield %x : vector<5xi8> } : vector<5xi1> -> vector<5xi8>
  return %0 : vector<5xi8>
}
"""


def _vecir_opt(text: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "vecir.tools.opt", "-"], input=text, capture_output=True,
                          text=True, timeout=120)


def test_mask_result_types_print_as_upstream():
    got = _vecir_opt(SRC)
    assert got.returncode == 0, got.stderr
    assert got.stdout == iree_opt(SRC)
    assert "-> vector<5xi8>, vector<5xi8>" in got.stdout
