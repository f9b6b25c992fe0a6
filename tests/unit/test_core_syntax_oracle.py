"""Core syntax that must print exactly as iree-opt prints it (upstream's mlir/test/IR families):
each case is run through vecir-opt and iree-opt with the same flags, on a file of the same name, and
stdout, stderr and exit code must agree."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .oracle import iree_opt_path

ROOT = Path(__file__).resolve().parents[2]

_REGION_ARG_LOCS = """\
func.func @walk(%n: index, %seed: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  affine.for %row loc("rows") = 0 to 6 step 3 {
  }
  %sum = affine.for %col loc(callsite("cols" at "grid.c":4:2)) = 1 to 9
      iter_args(%carry loc("carry") = %seed) -> (f64) {
    %d = arith.addf %carry, %carry : f64
    affine.yield %d : f64
  }
  %t = scf.for %k = %c0 to %n step %c2 iter_args(%acc loc("acc") = %sum) -> (f64) {
    scf.yield %acc : f64
  }
  scf.parallel (%u loc("u"), %v) = (%c0, %c0) to (%n, %n) step (%c2, %c2) {
  }
  affine.parallel (%w, %z loc("z")) = (0, 0) to (4, 8) {
  }
  scf.forall (%f loc("f")) in (%n) {
  }
  return %t : f64
}
"""

CASES = {
    # region arguments take a trailing location wherever upstream parses them with parseArgument;
    # only affine.for prints its induction variable's
    "region_arg_locs_local": (_REGION_ARG_LOCS, ["--mlir-print-debuginfo", "--mlir-print-local-scope"]),
    "region_arg_locs_aliased": (_REGION_ARG_LOCS, ["--mlir-print-debuginfo"]),
    "region_arg_locs_generic": (_REGION_ARG_LOCS, ["--mlir-print-debuginfo", "--mlir-print-op-generic"]),
    "region_arg_locs_plain": (_REGION_ARG_LOCS, []),
}


def _vecir_opt(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "vecir.tools.opt", *args], capture_output=True, timeout=300,
                          cwd=cwd, env=env)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_iree_opt(name: str, tmp_path: Path) -> None:
    text, flags = CASES[name]
    (tmp_path / "case.mlir").write_text(text)
    want = subprocess.run([iree_opt_path(), "--allow-unregistered-dialect", *flags, "case.mlir"],
                          capture_output=True, cwd=tmp_path, timeout=120)
    got = _vecir_opt(["--allow-unregistered-dialect", *flags, "case.mlir"], tmp_path)
    assert want.returncode == 0, want.stderr.decode()
    assert (got.returncode, got.stdout.decode(), got.stderr.decode()) == \
        (want.returncode, want.stdout.decode(), want.stderr.decode().replace("iree-opt", "vecir-opt"))
