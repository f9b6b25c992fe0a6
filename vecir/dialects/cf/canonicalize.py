"""cf canonicalization patterns (upstream's ControlFlowOps.cpp), attached to the op classes in
upstream's order. Each pattern's docstring sketches the rewrite."""

from __future__ import annotations

from ...ir.attrs import IntegerAttr
from ...ir.core import Value
from ...rewrite.driver import constant_value
from ...rewrite.pattern import RewritePattern
from . import AssertOp, BranchOp, CondBranchOp, SwitchOp



def _const_int(v: Value):
    a = constant_value(v)
    return a.value if isinstance(a, IntegerAttr) else None


def _collapse_branch(successor, operands: list[Value]):
    """``collapseBranch``: if ``successor`` only forwards to another block with a cf.br, return the
    final (block, operands); None when it cannot be collapsed."""
    term = successor.last
    if term is None or successor.first is not term or not isinstance(term, BranchOp):
        return None
    for a in successor.args:
        if any(u.owner is not term for u in a.uses):
            return None
    dest = term.successors[0]
    if dest is successor:  # an infinite loop
        return None
    if not successor.args:
        return dest, list(term.operands)
    out = []
    for v in term.operands:
        if getattr(v, "owner", None) is successor and v in successor.args:
            out.append(operands[successor.args.index(v)])
        else:
            out.append(v)
    return dest, out


def _single_pred_edge(block) -> bool:
    return len(block.predecessors()) == 1


class EraseTrueAssert(RewritePattern):
    """`cf.assert %true, "..."` ==> (erased)"""

    root = "cf.assert"

    def match_and_rewrite(self, op, rw):
        if _const_int(op.operand(0)) != 1:
            return rw.fail(op, "condition is not constant true")
        rw.erase_op(op)
        return True


class SimplifyBrToBlockWithSinglePred(RewritePattern):
    """`cf.br ^bb1(%a)` where ^bb1 has no other predecessor ==> ^bb1's ops inlined, %arg -> %a"""

    root = "cf.br"

    def match_and_rewrite(self, op, rw):
        succ, block = op.successors[0], op.parent
        if succ is block or not _single_pred_edge(succ):
            return rw.fail(op, "successor has other predecessors")
        rw.inline_block_before(succ, op, op.operands)
        rw.erase_op(op)
        rw.erase_block(succ)
        return True


class SimplifyPassThroughBr(RewritePattern):
    """`cf.br ^bb1` with `^bb1: cf.br ^bbN(...)` ==> `cf.br ^bbN(...)`"""

    root = "cf.br"

    def match_and_rewrite(self, op, rw):
        dest = op.successors[0]
        if dest is op.parent:
            return rw.fail(op, "branch to its own block")
        c = _collapse_branch(dest, op.operands)
        if c is None:
            return rw.fail(op, "successor is not a pass-through block")
        rw.replace_op_with_new(op, BranchOp.build_br(c[0], c[1]))
        return True


class SimplifyConstCondBranchPred(RewritePattern):
    """`cf.cond_br %true, ^a, ^b` ==> `cf.br ^a` (and %false ==> ^b)"""

    root = "cf.cond_br"

    def match_and_rewrite(self, op, rw):
        c = _const_int(op.operand(0))
        if c is None:
            return rw.fail(op, "condition is not constant")
        i = 0 if c != 0 else 1
        rw.replace_op_with_new(op, BranchOp.build_br(op.successors[i], op.successor_operands(i)))
        return True


class SimplifyPassThroughCondBranch(RewritePattern):
    """`cf.cond_br %c, ^a, ^b` with ^a/^b only forwarding ==> branch to their destinations"""

    root = "cf.cond_br"

    def match_and_rewrite(self, op, rw):
        t = _collapse_branch(op.successors[0], op.trueDestOperands)
        f = _collapse_branch(op.successors[1], op.falseDestOperands)
        if t is None and f is None:
            return rw.fail(op, "no successor is a pass-through block")
        t = t or (op.successors[0], op.trueDestOperands)
        f = f or (op.successors[1], op.falseDestOperands)
        w = op.branch_weights
        rw.replace_op_with_new(op, CondBranchOp.build_cond_br(op.operand(0), t[0], t[1], f[0], f[1],
                                                              None if w is None else w.value))
        return True


class SimplifyCondBranchIdenticalSuccessors(RewritePattern):
    """`cf.cond_br %c, ^a(%x), ^a(%y)` ==> `%s = arith.select %c, %x, %y ; cf.br ^a(%s)`"""

    root = "cf.cond_br"
    generates = ("arith.select", "cf.br")

    def match_and_rewrite(self, op, rw):
        dest = op.successors[0]
        if dest is not op.successors[1]:
            return rw.fail(op, "successors differ")
        tv, fv = op.trueDestOperands, op.falseDestOperands
        if tv == fv:
            rw.replace_op_with_new(op, BranchOp.build_br(dest, tv))
            return True
        preds = dest.predecessors()
        if any(p is not op.parent for p in preds):  # getUniquePredecessor
            return rw.fail(op, "successor has other predecessors")
        from ..arith import SelectOp

        merged = []
        for a, b in zip(tv, fv):
            if a is b:
                merged.append(a)
            else:
                sel = rw.create_before(op, SelectOp.create([op.operand(0), a, b], [a.type], loc=op.loc))
                merged.append(sel.results[0])
        rw.replace_op_with_new(op, BranchOp.build_br(dest, merged))
        return True


class SimplifyCondBranchFromCondBranchOnSameCondition(RewritePattern):
    """A cond_br whose only predecessor branched on the same condition ==> `cf.br` to the known side"""

    root = "cf.cond_br"

    def match_and_rewrite(self, op, rw):
        block = op.parent
        preds = block.predecessors()
        if len(preds) != 1:
            return rw.fail(op, "no single predecessor")
        pt = preds[0].last
        if not isinstance(pt, CondBranchOp) or pt.operand(0) is not op.operand(0):
            return rw.fail(op, "predecessor does not branch on the same condition")
        i = 0 if block is pt.successors[0] else 1
        rw.replace_op_with_new(op, BranchOp.build_br(op.successors[i], op.successor_operands(i)))
        return True


class CondBranchTruthPropagation(RewritePattern):
    """In a successor reached only from this cond_br, uses of the condition become constants"""

    root = "cf.cond_br"
    generates = ("arith.constant",)

    def match_and_rewrite(self, op, rw):
        from ...ir.attrs import BoolAttr
        from ..arith import ConstantOp

        cond = op.operand(0)
        replaced = False
        for i, value in ((0, True), (1, False)):
            dest = op.successors[i]
            if not _single_pred_edge(dest):
                continue
            const = None
            for u in list(cond.uses):
                if u.owner.parent is dest:
                    if const is None:
                        const = rw.create_before(op, ConstantOp.build_constant(BoolAttr(value), op.loc)).results[0]
                    u.owner.set_operand(u.index, const)
                    rw.listener.notify_modified(u.owner)
                    replaced = True
        return replaced or rw.fail(op, "no use of the condition in a single-predecessor successor")


def _new_switch(op, default, default_args, cases):
    return SwitchOp.build_switch(op.flag, default, default_args, cases)


def _cases(op):
    return [(v, op.successors[i + 1], op.case_operands(i)) for i, v in enumerate(op.case_value_list())]


class SimplifySwitchWithOnlyDefault(RewritePattern):
    """`cf.switch %f : i32, [default: ^a]` ==> `cf.br ^a`"""

    root = "cf.switch"

    def match_and_rewrite(self, op, rw):
        if len(op.successors) != 1:
            return rw.fail(op, "switch has cases")
        rw.replace_op_with_new(op, BranchOp.build_br(op.successors[0], op.defaultOperands))
        return True


class DropSwitchCasesThatMatchDefault(RewritePattern):
    """Cases that go where the default goes (with the same operands) are dropped"""

    root = "cf.switch"

    def match_and_rewrite(self, op, rw):
        d, dargs = op.successors[0], op.defaultOperands
        cases = _cases(op)
        keep = [c for c in cases if not (c[1] is d and c[2] == dargs)]
        if len(keep) == len(cases):
            return rw.fail(op, "no case matches the default")
        rw.replace_op_with_new(op, _new_switch(op, d, dargs, keep))
        return True


def _fold_switch(op, rw, value: int) -> None:
    mask = (1 << op.flag.type.width) - 1
    for v, b, args in _cases(op):
        if (v & mask) == (value & mask):
            rw.replace_op_with_new(op, BranchOp.build_br(b, args))
            return
    rw.replace_op_with_new(op, BranchOp.build_br(op.successors[0], op.defaultOperands))


class SimplifyConstSwitchValue(RewritePattern):
    """`cf.switch %c42` ==> `cf.br` to the matching case (or the default)"""

    root = "cf.switch"

    def match_and_rewrite(self, op, rw):
        c = _const_int(op.flag)
        if c is None:
            return rw.fail(op, "flag is not constant")
        _fold_switch(op, rw, c)
        return True


class SimplifyPassThroughSwitch(RewritePattern):
    """Cases (and the default) that land in pass-through blocks go to the final destination"""

    root = "cf.switch"

    def match_and_rewrite(self, op, rw):
        changed = False
        cases = []
        for v, b, args in _cases(op):
            c = _collapse_branch(b, args)
            if c is not None:
                changed = True
                b, args = c
            cases.append((v, b, args))
        d, dargs = op.successors[0], op.defaultOperands
        c = _collapse_branch(d, dargs)
        if c is not None:
            changed = True
            d, dargs = c
        if not changed:
            return rw.fail(op, "no successor is a pass-through block")
        rw.replace_op_with_new(op, _new_switch(op, d, dargs, cases))
        return True


class SimplifySwitchFromSwitchOnSameCondition(RewritePattern):
    """A switch reached only through a case of a switch on the same flag ==> `cf.br`"""

    root = "cf.switch"

    def match_and_rewrite(self, op, rw):
        block = op.parent
        preds = block.predecessors()
        if len(preds) != 1:
            return rw.fail(op, "no single predecessor")
        ps = preds[0].last
        if not isinstance(ps, SwitchOp) or ps.flag is not op.flag or ps.successors[0] is block:
            return rw.fail(op, "predecessor is not a case of a switch on the same flag")
        dests = ps.successors[1:]
        if block in dests:
            _fold_switch(op, rw, ps.case_value_list()[dests.index(block)])
        else:
            rw.replace_op_with_new(op, BranchOp.build_br(op.successors[0], op.defaultOperands))
        return True


class SimplifySwitchFromDefaultSwitchOnSameCondition(RewritePattern):
    """A switch reached only as the default of a switch on the same flag drops impossible cases"""

    root = "cf.switch"

    def match_and_rewrite(self, op, rw):
        block = op.parent
        preds = block.predecessors()
        if len(preds) != 1:
            return rw.fail(op, "no single predecessor")
        ps = preds[0].last
        if not isinstance(ps, SwitchOp) or ps.flag is not op.flag or ps.successors[0] is not block:
            return rw.fail(op, "predecessor's default is not this block")
        mask = (1 << op.flag.type.width) - 1
        impossible = {v & mask for v, b, _ in _cases(ps) if b is not block}
        cases = _cases(op)
        keep = [c for c in cases if (c[0] & mask) not in impossible]
        if len(keep) == len(cases):
            return rw.fail(op, "no case is impossible")
        rw.replace_op_with_new(op, _new_switch(op, op.successors[0], op.defaultOperands, keep))
        return True


AssertOp.canonicalization_patterns = (EraseTrueAssert,)
BranchOp.canonicalization_patterns = (SimplifyBrToBlockWithSinglePred, SimplifyPassThroughBr)
CondBranchOp.canonicalization_patterns = (
    SimplifyConstCondBranchPred, SimplifyPassThroughCondBranch, SimplifyCondBranchIdenticalSuccessors,
    SimplifyCondBranchFromCondBranchOnSameCondition, CondBranchTruthPropagation)
SwitchOp.canonicalization_patterns = (
    SimplifySwitchWithOnlyDefault, DropSwitchCasesThatMatchDefault, SimplifyConstSwitchValue,
    SimplifyPassThroughSwitch, SimplifySwitchFromSwitchOnSameCondition, SimplifySwitchFromDefaultSwitchOnSameCondition)
