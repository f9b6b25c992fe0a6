"""A deliberately wrong pass for the --verify-semantics lit tests (loaded with --load-pass-plugin):
``test-swap-sub-operands`` swaps the operands of every arith.subi / arith.subf, so `a - b` becomes
`b - a`.

    %d = arith.subi %a, %b : i32   ->   %d = arith.subi %b, %a : i32
"""

from vecir.passes.base import Pass, register_pass


@register_pass("test-swap-sub-operands", "Swap the operands of subtractions (a wrong pass, for tests)")
class SwapSubOperands(Pass):
    def run(self, op) -> None:
        for sub in op.walk():
            if sub.name in ("arith.subi", "arith.subf"):
                a, b = sub.operands
                sub.set_operands([b, a])
