"""cse treats a commutative op's operands as a multiset, as upstream's OperationEquivalence:
`muli %a, %b` and `muli %b, %a` are one value; a non-commutative op with swapped operands is not.
The output is compared with iree-opt in tests/passes/cse_commutative.mlir; here the rewritten
functions are run against the originals on random inputs."""

from __future__ import annotations

from pathlib import Path

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

SRC = (Path(__file__).parent.parent / "passes" / "cse_commutative.mlir").read_text()


def test_commutative_cse_keeps_results():
    m = vecir.parse(SRC)
    checker = SemanticsChecker()
    PassManager.parse_short("cse").run(m, verify_semantics=checker, emit_diagnostics=False)
    text = str(m)
    assert text.count("arith.muli") == 1 and text.count("arith.xori") == 1
    assert text.count("arith.subi") == 2
    assert text.count("arith.andi") == 1
