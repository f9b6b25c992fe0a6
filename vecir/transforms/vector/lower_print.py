"""vector.print of a vector lowered to loops printing scalars (upstream's DecomposePrintOpConversion
in VectorToSCF.cpp, part of the `transfer_to_scf` pattern set and of convert-vector-to-scf).

    vector.print %v : vector<2x3xf32>
  ==>
    %f = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>      (rank > 1 only)
    vector.print punctuation <open>
    scf.for %i = %c0 to %c2 step %c1 {
      vector.print punctuation <open>
      scf.for %j = %c0 to %c3 step %c1 {
        %e = vector.extract %f[%j + %i * 3] : f32 from vector<6xf32>
        vector.print %e : f32 punctuation <no_punctuation>
        scf.if (%j < 2) { vector.print punctuation <comma> }
      }
      vector.print punctuation <close>
      scf.if (%i < 1) { vector.print punctuation <comma> }
    }
    vector.print punctuation <close>
    vector.print                                                        (the op's own punctuation)

Integers narrower than a power of two of at least 8 bits are extended first (extui for i1 and
unsigned types, extsi otherwise; unsigned/signed types go through a signless bitcast). A scalable
dim loops up to `N * vector.vscale`. Fails for scalars, strings, punctuation-only prints and
scalable vectors of rank > 1.
"""

from __future__ import annotations

from ...ir.attrs import IntegerAttr
from ...ir.types import UNSIGNED, IntegerType, VectorType, i1, i64, index
from ...rewrite.pattern import RewritePattern
from . import _build as B


def _legal_width(width: int) -> int:
    """llvm::NextPowerOf2(max(8, width) - 1): 1..8 -> 8, 9..16 -> 16, 32 -> 32, 33 -> 64."""
    n = max(8, width) - 1
    p = 1
    while p <= n:
        p <<= 1
    return p


def _print(rw, loc, punctuation: str, source=None):
    from ...dialects.vector.ops_core_misc import PunctuationAttr

    return B.emit(rw, "vector.print", [source] if source is not None else [], [],
                  {"punctuation": PunctuationAttr(punctuation)}, loc=loc)


class DecomposePrintOpConversion(RewritePattern):
    """See the module docstring."""

    root = "vector.print"

    def match_and_rewrite(self, op, rw):
        if not op.operands:
            return rw.fail(op, "nothing to print element by element")
        vt = op.operands[0].type
        if not isinstance(vt, VectorType):
            return rw.fail(op, "not a vector")
        if len(vt.shape) > 1 and any(vt.scalable):
            return rw.fail(op, "scalable vectors of rank > 1 are not supported")
        loc = op.loc
        rw.set_before(op)
        value = op.operands[0]
        et = vt.element_type
        if isinstance(et, IntegerType):
            width = et.width
            legal = IntegerType(_legal_width(width), et.signedness)
            signless_src = vt.with_element_type(IntegerType(width))
            signless_dst = vt.with_element_type(IntegerType(legal.width))
            if value.type is not signless_src:
                value = B.emit(rw, "vector.bitcast", [value], [signless_src], loc=loc).results[0]
            if signless_dst is not signless_src:
                ext = "arith.extui" if width == 1 or et.signedness == UNSIGNED else "arith.extsi"
                value = B.emit(rw, ext, [value], [signless_dst], loc=loc).results[0]
            target = vt.with_element_type(legal)
            if value.type is not target:
                value = B.emit(rw, "vector.bitcast", [value], [target], loc=loc).results[0]
            vt = target
        shape = list(vt.shape) if vt.shape else [1]
        scalable = list(vt.scalable) if vt.shape else [False]
        if len(vt.shape) > 1:
            flat = 1
            for s in shape:
                flat *= s
            value = B.shape_cast(rw, loc, VectorType((flat,), vt.element_type), value)
        first_close = None
        ivs = []
        for d, size in enumerate(shape):
            lb = B.index_const(rw, loc, 0)
            ub = B.index_const(rw, loc, size)
            step = B.index_const(rw, loc, 1)
            if scalable[d]:
                vscale = B.emit(rw, "vector.vscale", [], [index], loc=loc).results[0]
                ub = B.binary(rw, loc, "arith.muli", ub, vscale)
            last = B.binary(rw, loc, "arith.subi", ub, step)
            _print(rw, loc, "open")
            loop = rw.insert(B.op_class("scf.for").build_for(lb, ub, step, loc=loc))
            close = _print(rw, loc, "close")
            first_close = first_close or close
            iv = loop.regions[0].blocks[0].args[0]
            ivs.append(iv)
            rw.set_at_start(loop.regions[0].blocks[0])
            not_last = B.emit(rw, "arith.cmpi", [iv, last], [i1], {"predicate": IntegerAttr(6, i64)},  # ult
                              loc=loc).results[0]
            if_op = rw.insert(B.op_class("scf.if").build_if(not_last, loc=loc))
            with rw.saved():
                rw.set_before(if_op.regions[0].blocks[0].last)
                _print(rw, loc, "comma")
            rw.set_at_start(loop.regions[0].blocks[0])
        if len(vt.shape) == 0:
            element = B.extract(rw, loc, value, [])
        else:
            flat_index = None
            stride = 1
            for d in range(len(shape) - 1, -1, -1):
                c = B.index_const(rw, loc, stride)
                term = B.binary(rw, loc, "arith.muli", c, ivs[d])
                flat_index = term if flat_index is None else B.binary(rw, loc, "arith.addi", flat_index, term)
                stride *= shape[d]
            element = B.extract(rw, loc, value, [flat_index])
        _print(rw, loc, "no_punctuation", element)
        rw.set_after(first_close)
        _print(rw, loc, op.properties["punctuation"].value)
        rw.erase_op(op)
        return True
