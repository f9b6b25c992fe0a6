"""The cf (control flow) dialect: br, cond_br, switch and assert.

Successor operands are ordinary operands of the op in vecir (after the op's own operands), so
`cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : f32)` has operands `(%c, %a, %b)` and, like upstream,
``operandSegmentSizes = array<i32: 1, 1, 1>``. Branch ops answer upstream's BranchOpInterface:
``successor_operands(i)`` (the values passed to successor ``i``), ``successor_operand_range(i)``
(their operand index range) and ``erase_successor_operand(i, j)`` (drop one, fixing segment sizes).
"""

from __future__ import annotations

from ..ir import attr_kinds as K
from ..ir.attrs import DenseArrayAttr, DenseElementsAttr, DictionaryAttr, IntegerAttr, StringAttr
from ..ir.core import Value
from ..ir.op import Op, Pure, Terminator, operand, prop, register_op, var_operand
from ..ir.types import IntegerType, VectorType, i1, i32
from ..ir.uniqued import PlainVerifyError, VerifyError
from ..interp.memory import InterpError

# ------------------------------------------------------------------------------------------------
# shared checks


def _is_i1(t) -> bool:
    return t is i1


def _check_zero_results(op) -> None:
    if op.results:
        raise VerifyError("requires zero results")


def _check_successor_count(op, n: int) -> None:
    if len(op.successors) != n:
        noun = "successor" if n == 1 else "successors"
        raise VerifyError(f"requires {n} {noun} but found {len(op.successors)}")


def _check_segments(op, name: str, what: str, expected: int, total: int) -> list[int]:
    sizes = op.properties.get(name)
    vals = [] if sizes is None else list(sizes.value)
    if sizes is not None and len(vals) != expected:
        raise VerifyError(f"'{name}' attribute for specifying {what} segments must have {expected} elements, "
                          f"but got {len(vals)}")
    if sum(vals) != total:
        raise VerifyError(f"{what} count ({total}) does not match with the total size ({sum(vals)}) "
                          f"specified in attribute '{name}'")
    return vals


def _i32_array(a) -> bool:
    return isinstance(a, DenseArrayAttr) and a.element_type is i32


def _check_props(op, checks) -> None:
    """Upstream's property conversion (done while parsing the generic form): each (name, ok(attr), size)
    check fails with `invalid properties {...} for op NAME: ...`."""
    for name, ok, size in checks:
        a = op.properties.get(name)
        if a is None:
            continue
        detail = None
        if not ok(a):
            detail = f"Invalid attribute `{name}` in property conversion: {a}"
        elif size is not None and len(a) != size:
            detail = f"for `{name}`: size mismatch in attribute conversion: {len(a)} vs {size}"
        if detail is not None:
            raise PlainVerifyError(f"invalid properties {DictionaryAttr(op.properties)} for op {op.name}: {detail}")


def verify_successor_operands(op) -> None:
    """BranchOpInterface: each successor gets as many values as it has arguments, of the same types.

    Upstream reports these with ``emitError`` (no `'op' op` prefix): PlainVerifyError."""
    for i, b in enumerate(op.successors):
        vals = op.successor_operands(i)
        if len(vals) != len(b.args):
            raise PlainVerifyError(f"branch has {len(vals)} operands for successor #{i}, but target block "
                                 f"has {len(b.args)}")
        for j, (v, a) in enumerate(zip(vals, b.args)):
            if v.type is not a.type:
                raise PlainVerifyError(f"type mismatch for bb argument #{j} of successor #{i}")


def _erase_operand(op, k: int) -> None:
    vals = op.operands
    del vals[k]
    op.set_operands(vals)


def _print_attrs(p, op, elided=()) -> None:
    p.op_attr_dict(op, elided)


# ------------------------------------------------------------------------------------------------


@register_op
class BranchOp(Op):
    """`cf.br ^bb1(%a : i32)`"""

    name = "cf.br"
    traits = frozenset({Pure, Terminator})
    destOperands = var_operand()

    @classmethod
    def build_br(cls, dest, args=()) -> "BranchOp":
        return cls.create(list(args), [], successors=[dest])

    @property
    def dest(self):
        return self.successors[0]

    def successor_operands(self, i: int) -> list[Value]:
        return self.operands

    def successor_operand_range(self, i: int) -> tuple[int, int]:
        return 0, self.num_operands

    def erase_successor_operand(self, i: int, j: int) -> None:
        _erase_operand(self, j)

    @classmethod
    def parse(cls, p):
        b, args = p.successor()
        attrs = p.optional_attr_dict()
        return cls.create(args, [], {}, attrs, 0, [b])

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.successor(self.successors[0], self.operands)
        _print_attrs(p, self)

    def verify_(self):
        _check_zero_results(self)
        _check_successor_count(self, 1)
        verify_successor_operands(self)

    def interpret_branch(self, *args):
        return 0, list(args)


@register_op
class CondBranchOp(Op):
    """`cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2`"""

    name = "cf.cond_br"
    traits = frozenset({Pure, Terminator})
    condition = operand()
    trueDestOperands = var_operand()
    falseDestOperands = var_operand()
    branch_weights = prop(K.DenseI32Array, optional=True)

    @classmethod
    def build_cond_br(cls, cond, true_dest, true_args, false_dest, false_args, weights=None) -> "CondBranchOp":
        props = {} if weights is None else {"branch_weights": DenseArrayAttr(i32, weights)}
        return cls.build(operands={"condition": cond, "trueDestOperands": list(true_args),
                                   "falseDestOperands": list(false_args)},
                         props=props, successors=[true_dest, false_dest])

    @property
    def true_dest(self):
        return self.successors[0]

    @property
    def false_dest(self):
        return self.successors[1]

    def successor_operands(self, i: int) -> list[Value]:
        return self.trueDestOperands if i == 0 else self.falseDestOperands

    def successor_operand_range(self, i: int) -> tuple[int, int]:
        seg = self.properties["operandSegmentSizes"].value
        lo = seg[0] + (seg[1] if i == 1 else 0)
        return lo, lo + seg[1 + i]

    def erase_successor_operand(self, i: int, j: int) -> None:
        lo, _ = self.successor_operand_range(i)
        _erase_operand(self, lo + j)
        seg = list(self.properties["operandSegmentSizes"].value)
        seg[1 + i] -= 1
        self.properties["operandSegmentSizes"] = DenseArrayAttr(i32, seg)

    @classmethod
    def parse(cls, p):
        c = p.operand()
        props = {}
        if p.try_keyword("weights"):
            p.punct("(")
            props["branch_weights"] = K.DenseI32Array.parse(p)
            p.punct(")")
        p.punct(",")
        tb, targs = p.successor()
        p.punct(",")
        fb, fargs = p.successor()
        attrs = p.optional_attr_dict()
        for k in list(attrs):
            if k in cls.property_names:
                props[k] = attrs.pop(k)
        cond = p.resolve(c, i1)
        props["operandSegmentSizes"] = DenseArrayAttr(i32, [1, len(targs), len(fargs)])
        return cls.create([cond, *targs, *fargs], [], props, attrs, 0, [tb, fb])

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.condition)
        w = self.branch_weights
        if w is not None:
            p.w(" weights(")
            K.DenseI32Array.print(p, w)
            p.w(")")
        p.w(", ")
        p.successor(self.successors[0], self.trueDestOperands)
        p.w(", ")
        p.successor(self.successors[1], self.falseDestOperands)
        _print_attrs(p, self, ("branch_weights", "operandSegmentSizes"))

    def verify_invariants_(self):
        _check_props(self, (("branch_weights", _i32_array, None), ("operandSegmentSizes", _i32_array, 3)))
        _check_zero_results(self)
        _check_successor_count(self, 2)
        _check_segments(self, "operandSegmentSizes", "operand", 3, self.num_operands)
        c = self.operand(0).type
        if not _is_i1(c):
            raise VerifyError(f"operand #0 must be 1-bit signless integer, but got '{c}'")

    def verify_(self):
        verify_successor_operands(self)
        _verify_branch_weights(self)

    def interpret_branch(self, cond, *args):
        n_true = self.properties["operandSegmentSizes"][1]
        if cond:
            return 0, list(args[:n_true])
        return 1, list(args[n_true:])


def _verify_branch_weights(op) -> None:
    """WeightedBranchOpInterface."""
    w = op.properties.get("branch_weights")
    if w is None:
        return
    if len(w) != len(op.successors):
        raise PlainVerifyError(f"expects number of branch weights to match number of successors: "
                               f"{len(w)} vs {len(op.successors)}")
    if all(x == 0 for x in w.value):
        raise PlainVerifyError("branch weights cannot all be zero")


def _int_elements(a) -> bool:
    return isinstance(a, DenseElementsAttr) and isinstance(a.type.element_type, IntegerType)


def _sext(v: int, width: int) -> int:
    v &= (1 << width) - 1
    return v - (1 << width) if v >> (width - 1) else v


@register_op
class SwitchOp(Op):
    """```
    cf.switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb2,
      43: ^bb3(%b : f32)
    ]
    ```"""

    name = "cf.switch"
    traits = frozenset({Pure, Terminator})
    flag = operand()
    defaultOperands = var_operand()
    caseOperands = var_operand()
    case_values = prop(optional=True)
    case_operand_segments = prop(K.DenseI32Array)

    @classmethod
    def build_switch(cls, flag, default_dest, default_args, cases) -> "SwitchOp":
        """``cases``: a list of (value, block, args)."""
        t = flag.type
        props = {"case_operand_segments": DenseArrayAttr(i32, [len(a) for _, _, a in cases])}
        if cases:
            props["case_values"] = DenseElementsAttr(VectorType((len(cases),), t),
                                                     [IntegerAttr(v, t).value for v, _, _ in cases])
        return cls.build(operands={"flag": flag, "defaultOperands": list(default_args),
                                   "caseOperands": [v for _, _, a in cases for v in a]},
                         props=props, successors=[default_dest, *(b for _, b, _ in cases)])

    @property
    def default_dest(self):
        return self.successors[0]

    def case_value_list(self) -> list[int]:
        """The case values, sign-extended to Python ints (as upstream prints them)."""
        cv = self.case_values
        if cv is None:
            return []
        t = cv.type.element_type
        vals = cv.to_numpy().reshape(-1).tolist()
        return [_sext(int(v), t.width) for v in vals]

    def case_operands(self, i: int) -> list[Value]:
        segs = self.case_operand_segments.value
        cases = self.caseOperands
        lo = sum(segs[:i])
        return cases[lo:lo + segs[i]]

    def successor_operands(self, i: int) -> list[Value]:
        return self.defaultOperands if i == 0 else self.case_operands(i - 1)

    def successor_operand_range(self, i: int) -> tuple[int, int]:
        seg = self.properties["operandSegmentSizes"].value
        if i == 0:
            return seg[0], seg[0] + seg[1]
        cs = self.case_operand_segments.value
        lo = seg[0] + seg[1] + sum(cs[:i - 1])
        return lo, lo + cs[i - 1]

    def erase_successor_operand(self, i: int, j: int) -> None:
        lo, _ = self.successor_operand_range(i)
        _erase_operand(self, lo + j)
        seg = list(self.properties["operandSegmentSizes"].value)
        if i == 0:
            seg[1] -= 1
        else:
            seg[2] -= 1
            cs = list(self.case_operand_segments.value)
            cs[i - 1] -= 1
            self.properties["case_operand_segments"] = DenseArrayAttr(i32, cs)
        self.properties["operandSegmentSizes"] = DenseArrayAttr(i32, seg)

    @classmethod
    def parse(cls, p):
        fref = p.operand()
        p.punct(":")
        q = p.skip()
        t = p.type()
        if not isinstance(t, IntegerType):
            raise p.error(f"custom op '{cls.name}' invalid kind of type specified: expected builtin.integer, "
                          f"but found '{t}'", q)
        p.punct(",")
        p.punct("[")
        p.keyword("default")
        p.punct(":")
        db, dargs = p.successor()
        values, blocks, case_args = [], [], []
        while p.try_punct(","):
            values.append(p.int())
            p.punct(":")
            b, args = p.successor()
            blocks.append(b)
            case_args.append(args)
        p.punct("]")
        attrs = p.optional_attr_dict()
        props = {"case_operand_segments": DenseArrayAttr(i32, [len(a) for a in case_args])}
        if values:
            props["case_values"] = DenseElementsAttr(VectorType((len(values),), t),
                                                     [IntegerAttr(v, t).value for v in values])
        for k in list(attrs):
            if k in cls.property_names:
                props[k] = attrs.pop(k)
        flat = [v for a in case_args for v in a]
        props["operandSegmentSizes"] = DenseArrayAttr(i32, [1, len(dargs), len(flat)])
        return cls.create([p.resolve(fref, t), *dargs, *flat], [], props, attrs, 0, [db, *blocks])

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.flag)
        p.w(" : ")
        p.type(self.flag.type)
        p.w(", [")
        p.newline()
        p.w("  default: ")
        p.successor(self.successors[0], self.defaultOperands)
        if self.case_values is not None:
            for i, v in enumerate(self.case_value_list()):
                p.w(",")
                p.newline()
                p.w(f"  {v}: ")
                p.successor(self.successors[i + 1], self.case_operands(i))
            p.newline()
        p.w("]")
        _print_attrs(p, self, ("case_values", "case_operand_segments", "operandSegmentSizes"))

    def verify_invariants_(self):
        _check_props(self, (("case_values", _int_elements, None), ("case_operand_segments", _i32_array, None),
                            ("operandSegmentSizes", _i32_array, 3)))
        _check_zero_results(self)
        if not self.successors:
            raise VerifyError("requires at least 1 successors but found 0")
        if "case_operand_segments" not in self.properties:
            raise VerifyError("requires attribute 'case_operand_segments'")
        _check_segments(self, "operandSegmentSizes", "operand", 3, self.num_operands)
        ft = self.flag.type
        if not (isinstance(ft, IntegerType) and ft.signedness == 0):
            raise VerifyError(f"operand #0 must be signless integer, but got '{ft}'")

    def verify_(self):
        sizes = self.properties["operandSegmentSizes"].value
        ft = self.flag.type
        segs = self.case_operand_segments.value
        if sum(segs) != sizes[2]:
            raise VerifyError(f"caseOperands count ({sizes[2]}) does not match with the total size ({sum(segs)}) "
                              f"specified in attribute 'case_operand_segments'")
        cv = self.case_values
        n_cases = len(self.successors) - 1
        if cv is not None or n_cases:
            if cv is None:
                raise VerifyError("number of case values (0) should match number of case destinations "
                                  f"({n_cases})")
            et = cv.type.element_type
            if et is not ft:
                raise VerifyError(f"'flag' type ('{ft}') should match case value type ('{et}')")
            if cv.type.num_elements != n_cases:
                raise VerifyError(f"number of case values ({cv.type.num_elements}) should match number of "
                                  f"case destinations ({n_cases})")
        if len(segs) != n_cases and n_cases:
            raise VerifyError(f"number of case operand segments ({len(segs)}) should match number of case "
                              f"destinations ({n_cases})")
        verify_successor_operands(self)

    def interpret_branch(self, flag, *args):
        segs = self.properties["operandSegmentSizes"].value
        n_default = segs[1]
        width = self.flag.type.width
        x = _sext(int(flag), width)
        for i, v in enumerate(self.case_value_list()):
            if v == x:
                cs = self.case_operand_segments.value
                lo = n_default + sum(cs[:i])
                return i + 1, list(args[lo:lo + cs[i]])
        return 0, list(args[:n_default])


@register_op
class AssertOp(Op):
    """`cf.assert %ok, "message"`: at run time, stops with the message when %ok is false."""

    name = "cf.assert"
    arg = operand()
    msg = prop(K.StrAttr)

    @classmethod
    def build_assert(cls, cond, message: str) -> "AssertOp":
        return cls.create([cond], [], {"msg": StringAttr(message)})

    @classmethod
    def parse(cls, p):
        c = p.operand()
        p.punct(",")
        props = {"msg": K.StrAttr.parse(p)}
        attrs = p.optional_attr_dict()
        for k in list(attrs):
            if k in cls.property_names:
                props[k] = attrs.pop(k)
        return cls.create([p.resolve(c, i1)], [], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.arg)
        p.w(", ")
        p.attr(self.msg)
        _print_attrs(p, self, ("msg",))

    def verify_invariants_(self):
        _check_props(self, (("msg", lambda a: isinstance(a, StringAttr) and a.type is None, None),))
        _check_zero_results(self)
        if self.num_operands != 1:
            raise VerifyError("requires a single operand")
        if self.properties.get("msg") is None:
            raise VerifyError("requires attribute 'msg'")
        t = self.arg.type
        if not _is_i1(t):
            raise VerifyError(f"operand #0 must be 1-bit signless integer, but got '{t}'")

    def interpret(self, ok, *, vscale=1):
        if not ok:
            raise InterpError(self.msg.value)


# ------------------------------------------------------------------------------------------------
# canonicalization (upstream's ControlFlowOps.cpp patterns, in upstream's order)

from ..rewrite.driver import constant_value  # noqa: E402
from ..rewrite.pattern import RewritePattern  # noqa: E402


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
        from .arith import SelectOp

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
        from .arith import ConstantOp
        from ..ir.attrs import BoolAttr

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
