"""The cf (control flow) dialect: br, cond_br, switch and assert.

Successor operands are ordinary operands of the op in vecir (after the op's own operands), so
`cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : f32)` has operands `(%c, %a, %b)` and, like upstream,
``operandSegmentSizes = array<i32: 1, 1, 1>``. Branch ops answer upstream's BranchOpInterface:
``successor_operands(i)`` (the values passed to successor ``i``), ``successor_operand_range(i)``
(their operand index range), ``erase_successor_operand(i, j)`` (drop one, fixing segment sizes) and
``append_successor_operands(i, values)`` (add some at the end of successor ``i``'s).
"""

from __future__ import annotations

from ...ir import attr_kinds as K
from ...ir.attrs import DenseArrayAttr, DenseElementsAttr, DictionaryAttr, IntegerAttr, StringAttr
from ...ir.constraints import PropertyConversionError
from ...ir.core import Value
from ...ir.op import Op, Pure, Terminator, operand, prop, register_op, var_operand
from ...ir.types import IntegerType, VectorType, i1, i32
from ...ir.uniqued import PlainVerifyError, VerifyError
from ...interp.memory import InterpError

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
            raise PropertyConversionError(f"invalid properties {DictionaryAttr(op.properties)} for op {op.name}: {detail}")


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


def _insert_operands(op, k: int, values) -> None:
    vals = op.operands
    vals[k:k] = values
    op.set_operands(vals)


def _print_attrs(p, op, elided=()) -> None:
    p.op_attr_dict(op, elided)


# ------------------------------------------------------------------------------------------------


@register_op
class BranchOp(Op):
    """`cf.br ^bb1(%a : i32)`"""

    name = "cf.br"
    takes_successors = True
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

    def append_successor_operands(self, i: int, values) -> None:
        _insert_operands(self, self.num_operands, values)

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
    takes_successors = True
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

    def append_successor_operands(self, i: int, values) -> None:
        values = list(values)
        _insert_operands(self, self.successor_operand_range(i)[1], values)
        seg = list(self.properties["operandSegmentSizes"].value)
        seg[1 + i] += len(values)
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
    if w is None or not len(w):  # an empty list means no weights
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
    takes_successors = True
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

    def append_successor_operands(self, i: int, values) -> None:
        values = list(values)
        _insert_operands(self, self.successor_operand_range(i)[1], values)
        seg = list(self.properties["operandSegmentSizes"].value)
        if i == 0:
            seg[1] += len(values)
        else:
            seg[2] += len(values)
            cs = list(self.case_operand_segments.value)
            cs[i - 1] += len(values)
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
        p.op_keyword("default")
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


from . import canonicalize as _canonicalize  # noqa: E402,F401  (attaches the patterns)
