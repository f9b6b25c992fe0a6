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

_NESTED_MEMREFS = """\
func.func private @views(memref<3xmemref<*xi16>>, memref<*xmemref<*xf64>>, memref<*xmemref<2x?xbf16>>)
"""

_SIGNALING_NANS = """\
"keep.bits"() {
  f32s = dense<[0x7FA00001, 0.5, 0xFF800003]> : tensor<3xf32>,
  f32splat = dense<0x7F800010> : vector<4xf32>,
  f16s = dense<[[0x7C02, 0xFD00], [0x7E00, 1.0]]> : tensor<2x2xf16>,
  bf16s = dense<[0x7F82, 0xFF90]> : tensor<2xbf16>,
  many = dense<[0x7F800001, 0x7F800002, 0x7F800003, 0x7F800004, 0x7F800005, 0x7F800006, 0x7F800007, 0x7F800008,
                0x7F800009, 0x7F80000A, 0x7F80000B, 0x7F80000C, 0x7F80000D, 0x7F80000E, 0x7F80000F, 0x7F800010,
                0x7F800011]> : tensor<17xf32>,
  scattered = sparse<[[0], [2]], [0x7F800005, 0x7FC00000]> : tensor<4xf32>
} : () -> ()
"""

_UNKNOWN_OP_REGIONS = """\
func.func @wrapped(%p: i16) -> i16 {
  %out = "shell.body"() ({
    %late = "shell.use"(%sum, %twice) : (i16, i16) -> i16
    %sum = arith.addi %p, %p : i16
    %twice = arith.addi %p, %p : i16
    "shell.yield"(%late) : (i16) -> ()
  }) : () -> i16
  "shell.cfg"() ({
    %head = arith.muli %p, %p : i16
    "shell.goto"()[^tail] : () -> ()
  ^tail:
    %again = arith.muli %p, %p : i16
    "shell.end"(%head, %again) : (i16, i16) -> ()
  }) : () -> ()
  return %out : i16
}
"""

_TYPE_FIRST_DENSE = """\
func.func @typed_first() -> tensor<2x3xi16> {
  %c = arith.constant dense<tensor<2x3xi16> : [[7 : i16, -1 : i16, 0 : i16], [3 : i16, 3 : i16, 9 : i16]]>
  "hold.attrs"() {
    splat = dense<vector<4xf64> : 2.5 : f64>,
    scalable = dense<vector<[2]xi8> : 1 : i8>,
    flags = dense<tensor<3xi1> : [true, false, true]>,
    idx = dense<memref<2xindex> : [6 : index, 8 : index]>,
    none = dense<tensor<0x2xbf16> : []>,
    rank0 = dense<tensor<f16> : -0.0 : f16>
  } : () -> ()
  return %c : tensor<2x3xi16>
}
"""

CASES = {
    # region arguments take a trailing location wherever upstream parses them with parseArgument;
    # only affine.for prints its induction variable's
    "region_arg_locs_local": (_REGION_ARG_LOCS, ["--mlir-print-debuginfo", "--mlir-print-local-scope"]),
    "region_arg_locs_aliased": (_REGION_ARG_LOCS, ["--mlir-print-debuginfo"]),
    "region_arg_locs_generic": (_REGION_ARG_LOCS, ["--mlir-print-debuginfo", "--mlir-print-op-generic"]),
    "region_arg_locs_plain": (_REGION_ARG_LOCS, []),
    # any memref, ranked or not, is a valid memref element type
    "nested_memrefs": (_NESTED_MEMREFS, []),
    # signaling NaN elements of float dense/sparse attributes print with the bits they were given
    "signaling_nans": (_SIGNALING_NANS, []),
    "signaling_nans_generic": (_SIGNALING_NANS, ["--mlir-print-op-generic"]),
    # a single-block region of an unregistered op may use values before their definition (a graph
    # region, which CSE treats as such); one with several blocks has SSA dominance, and CSE works there
    "unknown_op_regions": (_UNKNOWN_OP_REGIONS, []),
    "unknown_op_regions_cse": (_UNKNOWN_OP_REGIONS, ["--cse"]),
    # dense<SHAPED_TYPE : elements> (elements as attributes of the element type) prints literal-first
    "type_first_dense": (_TYPE_FIRST_DENSE, []),
    "type_first_dense_generic": (_TYPE_FIRST_DENSE, ["--mlir-print-op-generic"]),
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
