"""arith's canonicalization patterns (upstream's ArithCanonicalization.td and ArithOps.cpp).

Each op class lists its patterns in ``canonicalization_patterns`` in upstream's registration
order. Constant operands are matched like DRR's ``ConstantLikeMatcher``: an ``APIntAttr`` operand
is a scalar integer constant, ``AnyAttr`` + IsScalarOrSplat... accepts splats too.
"""

from __future__ import annotations

from ...ir.attrs import DenseElementsAttr, IntegerAttr
from ...ir.types import IntegerType, ShapedType, i1
from ...rewrite.driver import constant_value
from ...rewrite.pattern import RewritePattern
from . import ops_cast as C
from . import ops_float as FL
from . import ops_int as I
from . import ops_misc as M
from .attrs import CMPI_PREDICATES, OVERFLOW_NONE, IntegerOverflowAttr
from .base import elem, is_all_ones, splat_float, splat_int, zero_attr
from .numerics import int_width


def _def(v, cls):
    op = v.defining_op
    return op if isinstance(op, cls) else None


def _apint(v) -> IntegerAttr | None:
    """DRR ``ConstantLikeMatcher APIntAttr``: a scalar integer constant."""
    a = constant_value(v)
    return a if isinstance(a, IntegerAttr) and not isinstance(a.type, ShapedType) else None


def _const(rw, anchor, attr):
    return rw.create_before(anchor, M.ConstantOp.build_constant(attr, anchor.loc)).results[0]


def _merge(a, b) -> IntegerOverflowAttr:
    return IntegerOverflowAttr(a.flags & b.flags)


def _binary(rw, anchor, cls, lhs, rhs, props=None):
    op = cls.create([lhs, rhs], [anchor.results[0].type], dict(props or {}), loc=anchor.loc)
    return rw.create_before(anchor, op)


def _int(t, v):
    return IntegerAttr(v, t)


class _Pattern(RewritePattern):
    def match_and_rewrite(self, op, rw):
        new = self.rewrite(op, rw)
        if new is None:
            return False
        if not isinstance(new, (list, tuple)):
            new = [new]
        rw.replace_op(op, [v.results[0] if hasattr(v, "results") else v for v in new])
        return True


# addi ---------------------------------------------------------------------------------------


class AddIAddConstant(_Pattern):
    """addi(addi(x, c0), c1) -> addi(x, c0 + c1)"""
    root = "arith.addi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.lhs, I.AddIOp), _apint(op.rhs)
        c0 = inner and _apint(inner.rhs)
        if not (inner and c0 and c1):
            return None
        t = op.result.type
        c = _const(rw, op, _int(t, c0.value + c1.value))
        return _binary(rw, op, I.AddIOp, inner.lhs, c, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


class AddISubConstantRHS(_Pattern):
    """addi(subi(x, c0), c1) -> addi(x, c1 - c0)"""
    root = "arith.addi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.lhs, I.SubIOp), _apint(op.rhs)
        c0 = inner and _apint(inner.rhs)
        if not (inner and c0 and c1):
            return None
        c = _const(rw, op, _int(op.result.type, c1.value - c0.value))
        return _binary(rw, op, I.AddIOp, inner.lhs, c, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


class AddISubConstantLHS(_Pattern):
    """addi(subi(c0, x), c1) -> subi(c0 + c1, x)"""
    root = "arith.addi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.lhs, I.SubIOp), _apint(op.rhs)
        c0 = inner and _apint(inner.lhs)
        if not (inner and c0 and c1):
            return None
        c = _const(rw, op, _int(op.result.type, c0.value + c1.value))
        return _binary(rw, op, I.SubIOp, c, inner.rhs, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


def _is_minus_one(v) -> bool:
    return is_all_ones(constant_value(v))


class AddIMulNegativeOneRhs(_Pattern):
    """addi(x, muli(y, -1)) -> subi(x, y)"""
    root = "arith.addi"

    def rewrite(self, op, rw):
        mul = _def(op.rhs, I.MulIOp)
        if mul is None or not _is_minus_one(mul.rhs):
            return None
        return _binary(rw, op, I.SubIOp, op.lhs, mul.lhs)


class AddIMulNegativeOneLhs(_Pattern):
    """addi(muli(x, -1), y) -> subi(y, x)"""
    root = "arith.addi"

    def rewrite(self, op, rw):
        mul = _def(op.lhs, I.MulIOp)
        if mul is None or not _is_minus_one(mul.rhs):
            return None
        return _binary(rw, op, I.SubIOp, op.rhs, mul.lhs)


# subi ---------------------------------------------------------------------------------------


class SubIRHSAddConstant(_Pattern):
    """subi(addi(x, c0), c1) -> addi(x, c0 - c1)"""
    root = "arith.subi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.lhs, I.AddIOp), _apint(op.rhs)
        c0 = inner and _apint(inner.rhs)
        if not (inner and c0 and c1):
            return None
        c = _const(rw, op, _int(op.result.type, c0.value - c1.value))
        return _binary(rw, op, I.AddIOp, inner.lhs, c)


class SubILHSAddConstant(_Pattern):
    """subi(c1, addi(x, c0)) -> subi(c1 - c0, x)"""
    root = "arith.subi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.rhs, I.AddIOp), _apint(op.lhs)
        c0 = inner and _apint(inner.rhs)
        if not (inner and c0 and c1):
            return None
        c = _const(rw, op, _int(op.result.type, c1.value - c0.value))
        return _binary(rw, op, I.SubIOp, c, inner.lhs, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


class SubIRHSSubConstantRHS(_Pattern):
    """subi(subi(x, c0), c1) -> subi(x, c0 + c1)"""
    root = "arith.subi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.lhs, I.SubIOp), _apint(op.rhs)
        c0 = inner and _apint(inner.rhs)
        if not (inner and c0 and c1):
            return None
        c = _const(rw, op, _int(op.result.type, c0.value + c1.value))
        return _binary(rw, op, I.SubIOp, inner.lhs, c, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


class SubIRHSSubConstantLHS(_Pattern):
    """subi(subi(c0, x), c1) -> subi(c0 - c1, x)"""
    root = "arith.subi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.lhs, I.SubIOp), _apint(op.rhs)
        c0 = inner and _apint(inner.lhs)
        if not (inner and c0 and c1):
            return None
        c = _const(rw, op, _int(op.result.type, c0.value - c1.value))
        return _binary(rw, op, I.SubIOp, c, inner.rhs, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


class SubILHSSubConstantRHS(_Pattern):
    """subi(c1, subi(x, c0)) -> subi(c0 + c1, x)"""
    root = "arith.subi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.rhs, I.SubIOp), _apint(op.lhs)
        c0 = inner and _apint(inner.rhs)
        if not (inner and c0 and c1):
            return None
        c = _const(rw, op, _int(op.result.type, c0.value + c1.value))
        return _binary(rw, op, I.SubIOp, c, inner.lhs, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


class SubILHSSubConstantLHS(_Pattern):
    """subi(c1, subi(c0, x)) -> addi(x, c1 - c0)"""
    root = "arith.subi"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.rhs, I.SubIOp), _apint(op.lhs)
        c0 = inner and _apint(inner.lhs)
        if not (inner and c0 and c1):
            return None
        c = _const(rw, op, _int(op.result.type, c1.value - c0.value))
        return _binary(rw, op, I.AddIOp, inner.rhs, c, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


class SubISubILHSRHSLHS(_Pattern):
    """subi(subi(a, b), a) -> subi(0, b)"""
    root = "arith.subi"

    def rewrite(self, op, rw):
        inner = _def(op.lhs, I.SubIOp)
        if inner is None or inner.lhs is not op.rhs:
            return None
        z = zero_attr(inner.rhs.type)
        if z is None:
            return None
        c = _const(rw, op, z)
        return _binary(rw, op, I.SubIOp, c, inner.rhs, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


class MulIMulIConstant(_Pattern):
    """muli(muli(x, c0), c1) -> muli(x, c0 * c1)"""
    root = "arith.muli"

    def rewrite(self, op, rw):
        inner, c1 = _def(op.lhs, I.MulIOp), _apint(op.rhs)
        c0 = inner and _apint(inner.rhs)
        t = op.result.type
        if not (inner and c0 and c1) or c0.type is not t or c1.type is not t:
            return None
        c = _const(rw, op, _int(t, c0.value * c1.value))
        return _binary(rw, op, I.MulIOp, inner.lhs, c, {"overflowFlags": _merge(inner.overflowFlags, op.overflowFlags)})


# extended arithmetic --------------------------------------------------------------------------


class _ExtendedToBinary(_Pattern):
    """addui_extended / mul[su]i_extended whose second result is unused -> [addi/muli, x]"""
    new_cls = None

    def rewrite(self, op, rw):
        if op.results[1].has_uses:
            return None
        new = self.new_cls.create([op.lhs, op.rhs], [op.results[0].type], {}, loc=op.loc)
        rw.create_before(op, new)
        return [new.results[0], op.lhs]


class AddUIExtendedToAddI(_ExtendedToBinary):
    root = "arith.addui_extended"
    new_cls = I.AddIOp


class MulSIExtendedToMulI(_ExtendedToBinary):
    root = "arith.mulsi_extended"
    new_cls = I.MulIOp


class MulUIExtendedToMulI(_ExtendedToBinary):
    root = "arith.mului_extended"
    new_cls = I.MulIOp


class MulSIExtendedRHSOne(_Pattern):
    """mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]"""
    root = "arith.mulsi_extended"

    def rewrite(self, op, rw):
        v = splat_int(constant_value(op.rhs))
        if v != 1 or _width(op.lhs) == 1:  # IsScalarOrSplatOne: strictly positive 1 (not i1's -1)
            return None
        z = zero_attr(op.lhs.type)
        if z is None:
            return None
        from ...ir.constraints import i1_same_shape
        from ...ir.types import i64

        c = _const(rw, op, z)
        cmp = M.CmpIOp.create([op.lhs, c], [i1_same_shape(op.lhs.type)], {"predicate": IntegerAttr(2, i64)},
                              loc=op.loc)
        rw.create_before(op, cmp)
        ext = C.ExtSIOp.create([cmp.results[0]], [op.lhs.type], {}, loc=op.loc)
        rw.create_before(op, ext)
        return [op.lhs, ext.results[0]]


# bitwise ----------------------------------------------------------------------------------------

_INVERSE = {"eq": "ne", "ne": "eq", "slt": "sge", "sle": "sgt", "sgt": "sle", "sge": "slt", "ult": "uge",
            "ule": "ugt", "ugt": "ule", "uge": "ult"}


class XOrINotCmpI(_Pattern):
    """xori(cmpi(pred, a, b), true) -> cmpi(~pred, a, b)"""
    root = "arith.xori"

    def rewrite(self, op, rw):
        cmp = _def(op.lhs, M.CmpIOp)
        c = _apint(op.rhs)
        if cmp is None or c is None or c.type is not i1 or c.value != 1:
            return None
        from ...ir.types import i64

        pred = IntegerAttr(CMPI_PREDICATES.index(_INVERSE[cmp.predicate_name]), i64)
        new = M.CmpIOp.create([cmp.lhs, cmp.rhs], [op.result.type], {"predicate": pred}, loc=op.loc)
        return rw.create_before(op, new)


def _of_ext(ext_cls, bin_cls, root_name):
    class OfExt(_Pattern):
        root = root_name

        def rewrite(self, op, rw):
            a, b = _def(op.lhs, ext_cls), _def(op.rhs, ext_cls)
            if a is None or b is None or a.in_.type is not b.in_.type:
                return None
            inner = bin_cls.create([a.in_, b.in_], [a.in_.type], {}, loc=op.loc)
            rw.create_before(op, inner)
            return rw.create_before(op, ext_cls.create([inner.results[0]], [op.result.type], {}, loc=op.loc))

    return OfExt


XOrIOfExtUI = type("XOrIOfExtUI", (_of_ext(C.ExtUIOp, I.XOrIOp, "arith.xori"),), {})
XOrIOfExtSI = type("XOrIOfExtSI", (_of_ext(C.ExtSIOp, I.XOrIOp, "arith.xori"),), {})
AndOfExtUI = type("AndOfExtUI", (_of_ext(C.ExtUIOp, I.AndIOp, "arith.andi"),), {})
AndOfExtSI = type("AndOfExtSI", (_of_ext(C.ExtSIOp, I.AndIOp, "arith.andi"),), {})
OrOfExtUI = type("OrOfExtUI", (_of_ext(C.ExtUIOp, I.OrIOp, "arith.ori"),), {})
OrOfExtSI = type("OrOfExtSI", (_of_ext(C.ExtSIOp, I.OrIOp, "arith.ori"),), {})


def _cmpi_of_ext(ext_cls):
    class CmpIOfExt(_Pattern):
        """cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b)"""
        root = "arith.cmpi"

        def rewrite(self, op, rw):
            a, b = _def(op.lhs, ext_cls), _def(op.rhs, ext_cls)
            if a is None or b is None or a.in_.type is not b.in_.type or op.predicate_name not in ("eq", "ne"):
                return None
            new = M.CmpIOp.create([a.in_, b.in_], [op.result.type], {"predicate": op.predicate}, loc=op.loc)
            return rw.create_before(op, new)

    return CmpIOfExt


CmpIExtSI = type("CmpIExtSI", (_cmpi_of_ext(C.ExtSIOp),), {})
CmpIExtUI = type("CmpIExtUI", (_cmpi_of_ext(C.ExtUIOp),), {})


# select -----------------------------------------------------------------------------------------


def _select(rw, op, c, a, b):
    return rw.create_before(op, M.SelectOp.create([c, a, b], [op.result.type], {}, loc=op.loc))


class RedundantSelectFalse(_Pattern):
    """select(p, a, select(p, b, c)) -> select(p, a, c)"""
    root = "arith.select"

    def rewrite(self, op, rw):
        inner = _def(op.false_value, M.SelectOp)
        if inner is None or inner.condition is not op.condition:
            return None
        return _select(rw, op, op.condition, op.true_value, inner.false_value)


class RedundantSelectTrue(_Pattern):
    """select(p, select(p, a, b), c) -> select(p, a, c)"""
    root = "arith.select"

    def rewrite(self, op, rw):
        inner = _def(op.true_value, M.SelectOp)
        if inner is None or inner.condition is not op.condition:
            return None
        return _select(rw, op, op.condition, inner.true_value, op.false_value)


class SelectNotCond(_Pattern):
    """select(not(p), a, b) -> select(p, b, a)"""
    root = "arith.select"

    def rewrite(self, op, rw):
        x = _def(op.condition, I.XOrIOp)
        if x is None or not isinstance(constant_value(x.rhs), IntegerAttr) or not _is_minus_one(x.rhs):
            return None
        return _select(rw, op, x.lhs, op.false_value, op.true_value)


def _is_i1(v, value) -> bool:
    a = _apint(v)
    return a is not None and a.type is i1 and a.value == value


class SelectI1ToNot(_Pattern):
    """select(p, false, true) -> xori(p, true)"""
    root = "arith.select"

    def rewrite(self, op, rw):
        if not (_is_i1(op.true_value, 0) and _is_i1(op.false_value, 1)):
            return None
        c = _const(rw, op, IntegerAttr(1, i1))
        return _binary(rw, op, I.XOrIOp, op.condition, c)


class SelectToExtUI(_Pattern):
    """select(p, 1, 0) -> extui(p); select(p, 0, 1) -> extui(xori(p, 1)) (integer results but i1)"""
    root = "arith.select"

    def rewrite(self, op, rw):
        t = op.result.type
        if not isinstance(t, IntegerType) or t.width == 1:
            return None
        tv, fv = constant_value(op.true_value), constant_value(op.false_value)
        if splat_int(tv) == 1 and splat_int(fv) == 0:
            return rw.create_before(op, C.ExtUIOp.create([op.condition], [t], {}, loc=op.loc))
        if splat_int(tv) == 0 and splat_int(fv) == 1:
            ct = op.condition.type
            one = _const(rw, op, IntegerAttr(1, ct))
            x = rw.create_before(op, I.XOrIOp.create([op.condition, one], [ct], {}, loc=op.loc))
            return rw.create_before(op, C.ExtUIOp.create([x.results[0]], [t], {}, loc=op.loc))
        return None


# casts ------------------------------------------------------------------------------------------


def _recast(cls, src_cls, root_name, doc):
    class Recast(_Pattern):
        __doc__ = doc
        root = root_name

        def rewrite(self, op, rw):
            inner = _def(op.in_, src_cls)
            if inner is None:
                return None
            return rw.create_before(op, cls.create([inner.in_], [op.out.type], {}, loc=op.loc))

    return Recast


IndexCastOfExtSI = type("IndexCastOfExtSI", (_recast(C.IndexCastOp, C.ExtSIOp, "arith.index_cast",
                                                     "index_cast(extsi(x)) -> index_cast(x)"),), {})
IndexCastUIOfExtUI = type("IndexCastUIOfExtUI", (_recast(C.IndexCastUIOp, C.ExtUIOp, "arith.index_castui",
                                                         "index_castui(extui(x)) -> index_castui(x)"),), {})
BitcastOfBitcast = type("BitcastOfBitcast", (_recast(C.BitcastOp, C.BitcastOp, "arith.bitcast",
                                                     "bitcast(bitcast(x)) -> bitcast(x)"),), {})
ExtSIOfExtUI = type("ExtSIOfExtUI", (_recast(C.ExtUIOp, C.ExtUIOp, "arith.extsi",
                                             "extsi(extui(x)) -> extui(x)"),), {})


def _width(v) -> int:
    return int_width(elem(v.type))


class _TruncIOfExt(_Pattern):
    """trunci(ext(x)) -> ext(x) when only extension bits are truncated"""
    ext_cls = None

    def rewrite(self, op, rw):
        ext = _def(op.in_, self.ext_cls)
        if ext is None:
            return None
        if not (_width(ext.out) > _width(op.out) > _width(ext.in_) > 0):
            return None
        return rw.create_before(op, self.ext_cls.create([ext.in_], [op.out.type], {}, loc=op.loc))


class TruncIExtSIToExtSI(_TruncIOfExt):
    root = "arith.trunci"
    ext_cls = C.ExtSIOp


class TruncIExtUIToExtUI(_TruncIOfExt):
    root = "arith.trunci"
    ext_cls = C.ExtUIOp


class TruncIShrSIToTrunciShrUI(_Pattern):
    """trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is exactly the truncated width"""
    root = "arith.trunci"

    def rewrite(self, op, rw):
        sh = _def(op.in_, I.ShRSIOp)
        if sh is None:
            return None
        c = constant_value(sh.rhs)
        v = splat_int(c)
        if v is None or _width(sh.lhs) - _width(op.out) != v:
            return None
        cst = _const(rw, op, c)
        shr = rw.create_before(op, I.ShRUIOp.create([sh.lhs, cst], [sh.lhs.type], {}, loc=op.loc))
        return rw.create_before(op, C.TruncIOp.create([shr.results[0]], [op.out.type],
                                                      {"overflowFlags": op.overflowFlags}, loc=op.loc))


class _TruncFOfIToFP(_Pattern):
    """truncf(itofp(x)) -> itofp(x) with the default rounding mode"""
    src_cls = None

    def rewrite(self, op, rw):
        fp = _def(op.in_, self.src_cls)
        if fp is None or op.roundingmode is not None:
            return None
        return rw.create_before(op, self.src_cls.create([fp.in_], [op.out.type], {}, loc=op.loc))


class TruncFSIToFPToSIToFP(_TruncFOfIToFP):
    root = "arith.truncf"
    src_cls = C.SIToFPOp


class TruncFUIToFPToUIToFP(_TruncFOfIToFP):
    root = "arith.truncf"
    src_cls = C.UIToFPOp


# floats -----------------------------------------------------------------------------------------


def _of_negf(cls, root_name):
    class OfNegF(_Pattern):
        """op(negf(x), negf(y)) -> op(x, y), keeping the fast-math flags"""
        root = root_name

        def rewrite(self, op, rw):
            a, b = _def(op.lhs, FL.NegFOp), _def(op.rhs, FL.NegFOp)
            if a is None or b is None or a.operand_.type is not b.operand_.type:
                return None
            return _binary(rw, op, cls, a.operand_, b.operand_, {"fastmath": op.fastmath})

    return OfNegF


MulFOfNegF = type("MulFOfNegF", (_of_negf(FL.MulFOp, "arith.mulf"),), {})
DivFOfNegF = type("DivFOfNegF", (_of_negf(FL.DivFOp, "arith.divf"),), {})


def _float_props(op):
    props = {"fastmath": op.fastmath}
    if op.roundingmode is not None:
        props["roundingmode"] = op.roundingmode
    return props


class AddFOfNegFRhs(_Pattern):
    """addf(x, negf(y)) -> subf(x, y)"""
    root = "arith.addf"

    def rewrite(self, op, rw):
        n = _def(op.rhs, FL.NegFOp)
        if n is None:
            return None
        return _binary(rw, op, FL.SubFOp, op.lhs, n.operand_, _float_props(op))


class AddFOfNegFLhs(_Pattern):
    """addf(negf(x), y) -> subf(y, x)"""
    root = "arith.addf"

    def rewrite(self, op, rw):
        n = _def(op.lhs, FL.NegFOp)
        if n is None:
            return None
        return _binary(rw, op, FL.SubFOp, op.rhs, n.operand_, _float_props(op))


class SubFOfNegZero(_Pattern):
    """subf(-0.0, x) -> negf(x) (default rounding mode only)"""
    root = "arith.subf"

    def rewrite(self, op, rw):
        import numpy as np

        c = splat_float(constant_value(op.lhs))
        if c is None or c != 0 or not np.signbit(c) or op.roundingmode is not None:
            return None
        new = FL.NegFOp.create([op.rhs], [op.result.type], {"fastmath": op.fastmath}, loc=op.loc)
        return rw.create_before(op, new)


I.AddIOp.canonicalization_patterns = (AddIAddConstant, AddISubConstantRHS, AddISubConstantLHS,
                                      AddIMulNegativeOneRhs, AddIMulNegativeOneLhs)
I.SubIOp.canonicalization_patterns = (SubIRHSAddConstant, SubILHSAddConstant, SubIRHSSubConstantRHS,
                                      SubIRHSSubConstantLHS, SubILHSSubConstantRHS, SubILHSSubConstantLHS,
                                      SubISubILHSRHSLHS)
I.MulIOp.canonicalization_patterns = (MulIMulIConstant,)
I.AddUIExtendedOp.canonicalization_patterns = (AddUIExtendedToAddI,)
I.MulSIExtendedOp.canonicalization_patterns = (MulSIExtendedToMulI, MulSIExtendedRHSOne)
I.MulUIExtendedOp.canonicalization_patterns = (MulUIExtendedToMulI,)
I.XOrIOp.canonicalization_patterns = (XOrINotCmpI, XOrIOfExtUI, XOrIOfExtSI)
I.AndIOp.canonicalization_patterns = (AndOfExtUI, AndOfExtSI)
I.OrIOp.canonicalization_patterns = (OrOfExtUI, OrOfExtSI)
M.CmpIOp.canonicalization_patterns = (CmpIExtSI, CmpIExtUI)
M.SelectOp.canonicalization_patterns = (RedundantSelectFalse, RedundantSelectTrue, SelectNotCond, SelectI1ToNot,
                                        SelectToExtUI)
C.IndexCastOp.canonicalization_patterns = (IndexCastOfExtSI,)
C.IndexCastUIOp.canonicalization_patterns = (IndexCastUIOfExtUI,)
C.BitcastOp.canonicalization_patterns = (BitcastOfBitcast,)
C.ExtSIOp.canonicalization_patterns = (ExtSIOfExtUI,)
C.TruncIOp.canonicalization_patterns = (TruncIExtSIToExtSI, TruncIExtUIToExtUI, TruncIShrSIToTrunciShrUI)
C.TruncFOp.canonicalization_patterns = (TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP)
FL.MulFOp.canonicalization_patterns = (MulFOfNegF,)
FL.DivFOp.canonicalization_patterns = (DivFOfNegF,)
FL.AddFOp.canonicalization_patterns = (AddFOfNegFRhs, AddFOfNegFLhs)
FL.SubFOp.canonicalization_patterns = (SubFOfNegZero,)


# cmpf(sitofp/uitofp(x), c) -> cmpi ---------------------------------------------------------------

_CMPF_TO_CMPI = {"ueq": "eq", "oeq": "eq", "ugt": "gt", "ogt": "gt", "uge": "ge", "oge": "ge", "ult": "lt",
                 "olt": "lt", "ule": "le", "ole": "le", "une": "ne", "one": "ne"}


def _ilogb(v) -> int | float:
    """APFloat's ilogb of a finite non-zero Fraction (the exponent of its leading bit)."""
    num, den = abs(v.numerator), v.denominator
    e = num.bit_length() - den.bit_length()
    if (num << -e if e < 0 else num) < (den << e if e > 0 else den):
        e -= 1
    return e


class CmpFIntToFPConst(_Pattern):
    """cmpf(pred, [su]itofp(x), c) -> cmpi(pred', x, int(c)) or a constant, when the integer
    conversion cannot change the comparison (upstream's CmpFIntToFPConst, ported from LLVM's
    InstCombine)."""
    root = "arith.cmpf"

    def rewrite(self, op, rw):
        from fractions import Fraction

        from ...ir import floatfmt as F
        from ...ir.attrs import FloatAttr
        from ...ir.types import i64
        from .numerics import RNE, round_exact

        flt = constant_value(op.rhs)
        if not isinstance(flt, FloatAttr):
            return None
        rhs_f = flt.value
        if rhs_f != rhs_f:  # NaN
            return None
        kind = flt.type.kind
        sem = F.semantics(kind)
        mantissa = sem.precision
        lhs_op = op.lhs.defining_op
        if isinstance(lhs_op, C.SIToFPOp):
            unsigned = False
        elif isinstance(lhs_op, C.UIToFPOp):
            unsigned = True
        else:
            return None
        int_val = lhs_op.in_
        int_t = int_val.type
        if not isinstance(int_t, IntegerType):
            return None
        w = int_t.width
        value_bits = w if unsigned else w - 1
        inf = rhs_f in (float("inf"), float("-inf"))
        rhs = None if inf else Fraction(rhs_f)
        if w > mantissa:
            if inf:
                if sem.max_exponent < value_bits:
                    return None
            elif rhs != 0 and mantissa <= _ilogb(rhs) <= value_bits:
                return None
        pred = op.predicate_name
        if pred == "ord":
            return _const(rw, op, IntegerAttr(1, i1))
        if pred == "uno":
            return _const(rw, op, IntegerAttr(0, i1))
        if pred not in _CMPF_TO_CMPI:
            return None
        rel = _CMPF_TO_CMPI[pred]
        ipred = rel if rel in ("eq", "ne") else ("u" if unsigned else "s") + rel

        def as_float(n: int) -> float:
            return F.bits_to_float(round_exact(n, kind, RNE), kind)

        def result(value: bool):
            return _const(rw, op, IntegerAttr(1 if value else 0, i1))

        big = as_float((1 << w) - 1 if unsigned else (1 << (w - 1)) - 1)
        if big < rhs_f:
            return result(ipred in ("ne", "ult" if unsigned else "slt", "ule" if unsigned else "sle"))
        small = as_float(0 if unsigned else -(1 << (w - 1)))
        if small > rhs_f:
            return result(ipred in ("ne", "ugt" if unsigned else "sgt", "uge" if unsigned else "sge"))
        # now rhs is finite and within the integer range, but may be fractional
        t = int(rhs)  # toward zero
        lo, hi = (0, (1 << w) - 1) if unsigned else (-(1 << (w - 1)), (1 << (w - 1)) - 1)
        if not lo <= t <= hi:
            return None  # opInvalidOp
        if rhs != 0 and Fraction(as_float(t)) != rhs:
            neg = rhs < 0
            if ipred == "ne":
                return result(True)
            if ipred == "eq":
                return result(False)
            if ipred == "ule":
                if neg:
                    return result(False)
            elif ipred == "sle":
                if neg:
                    ipred = "slt"
            elif ipred == "ult":
                if neg:
                    return result(False)
                ipred = "ule"
            elif ipred == "slt":
                if not neg:
                    ipred = "sle"
            elif ipred == "ugt":
                if neg:
                    return result(True)
            elif ipred == "sgt":
                if neg:
                    ipred = "sge"
            elif ipred == "uge":
                if neg:
                    return result(True)
                ipred = "ugt"
            elif ipred == "sge":
                if not neg:
                    ipred = "sgt"
        c = _const(rw, op, IntegerAttr(t, int_t))
        new = M.CmpIOp.create([int_val, c], [op.result.type], {"predicate": IntegerAttr(CMPI_PREDICATES.index(ipred),
                                                                                          i64)}, loc=op.loc)
        return rw.create_before(op, new)


M.CmpFOp.canonicalization_patterns = (CmpFIntToFPConst,)
