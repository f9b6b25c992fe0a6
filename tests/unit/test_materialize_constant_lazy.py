"""A fold must materialize its constant even when the input names no dialect that can (an
affine.apply folding to 0 in a file without arith): the materializer's dialect is imported on
demand, as upstream loads affine's dependent arith dialect with it. Run in a fresh interpreter
with only the parsed file's dialects loaded; the output is compared with iree-opt's."""

import subprocess
import sys

from tests.unit.oracle import iree_opt

SRC = """func.func @f(%i: index) -> (index, index) {
  %0 = affine.apply affine_map<() -> (0)>()
  %1 = affine.apply affine_map<(d0) -> (d0 * 0 + 3)>(%i)
  return %0, %1 : index, index
}
"""

SCRIPT = """
import sys
from vecir.syntax.parser import parse_module
from vecir.rewrite.driver import CONSTANT_MATERIALIZERS
from vecir.transforms.canonicalize import Canonicalize
m = parse_module(sys.stdin.read(), load_dialects=False)
assert "vecir.dialects.arith" not in sys.modules and not CONSTANT_MATERIALIZERS
from vecir.passes.manager import PassManager
PassManager.parse("builtin.module(canonicalize)").run(m)
print(m)
"""


def test_affine_fold_materializes_arith_constant_without_arith_loaded():
    r = subprocess.run([sys.executable, "-c", SCRIPT], input=SRC, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "affine.apply" not in r.stdout
    assert r.stdout.strip() == iree_opt(SRC, "--canonicalize").strip()
