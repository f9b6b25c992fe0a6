"""Dialect conversion: a small real conversion (arith on index -> arith on i64, with function
signatures), partial and full modes, rollback of failed patterns, materializations and their
reconciliation, and upstream's diagnostics through vecir-opt."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest

import vecir
from vecir.ir.attrs import IntegerAttr
from vecir.ir.types import i64, index
from vecir.ir.verifier import verify
from vecir.passes.base import Pass, PassFailure, register_pass
from vecir.rewrite import PatternSet, RewritePattern
from vecir.rewrite.conversion import CAST, ConversionPattern, ConversionTarget, TypeConverter
from vecir.rewrite.conversion_driver import (
    ConversionFailure, apply_full_conversion, apply_partial_conversion, reconcile_unrealized_casts,
)
from vecir.rewrite.conversion_patterns import (
    populate_function_op_interface_type_conversion_pattern, populate_return_op_type_conversion_pattern,
    populate_scf_structural_type_conversions, scf_structurally_legal,
)
from vecir.tools import opt as opt_tool

ARITH_ON_INDEX = ("arith.addi", "arith.subi", "arith.muli", "arith.constant")


def index_to_i64() -> TypeConverter:
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: i64 if t is index else None)
    return tc


class ArithOnIndexToI64(ConversionPattern):
    """%r = arith.addi %a, %b : index   ==>   %r = arith.addi %a', %b' : i64"""

    def match_and_rewrite(self, op, adaptor, rw):
        results = self.convert_result_types(op)
        if results == list(op.result_types) and list(adaptor.operands) == list(op.operands):
            return rw.fail(op, "no index types")
        props = dict(op.properties)
        if op.name == "arith.constant":
            props["value"] = IntegerAttr(props["value"].value, i64)
        rw.replace_op_with_new(op, type(op).create(list(adaptor.operands), results, props, dict(op.attributes),
                                                   loc=op.loc))
        return True


def setup(names=ARITH_ON_INDEX):
    tc = index_to_i64()
    ps = PatternSet()
    for n in names:
        p = ArithOnIndexToI64(type_converter=tc)
        p.root = n
        ps.add(p)
    populate_function_op_interface_type_conversion_pattern(ps, tc)
    populate_return_op_type_conversion_pattern(ps, tc)
    target = ConversionTarget()
    target.add_dynamically_legal_dialect("arith", lambda op: tc.is_legal(op))
    target.add_dynamically_legal_op("func.func", lambda op: tc.is_signature_legal(op.type))
    target.add_dynamically_legal_op("func.return", lambda op: tc.is_legal(op))
    target.add_legal_op("builtin.module")
    return tc, ps, target


POLY = """
func.func @poly(%a: index, %b: index) -> index {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %0 = arith.muli %a, %c3 : index
  %1 = arith.subi %0, %b : index
  %2 = arith.addi %1, %c7 : index
  return %2 : index
}
"""


def _types(m) -> set[str]:
    return {str(v.type) for op in m.walk() for v in (*op.operands, *op.results)}


def test_full_conversion_index_to_i64_keeps_semantics() -> None:
    a, b = np.int64(11), np.int64(-4)
    before = vecir.parse(POLY)
    want = vecir.run(before, "poly", a, b)
    assert int(want) == int(a) * 3 - int(b) + 7          # NumPy/Python reference
    _, ps, target = setup()
    m = vecir.parse(POLY)
    apply_full_conversion(m, target, ps.freeze())
    verify(m)
    assert "index" not in _types(m)
    assert not any(op.name == CAST for op in m.walk())   # the casts cancelled out
    assert int(vecir.run(m, "poly", a, b)) == int(want)
    assert "func.func @poly(%arg0: i64, %arg1: i64) -> i64" in str(m)


def test_partial_conversion_bridges_unknown_ops_with_casts() -> None:
    src = """
    func.func @f(%a: index) -> index {
      %0 = arith.addi %a, %a : index
      %1 = "test.opaque"(%0) : (index) -> index
      %2 = arith.muli %1, %1 : index
      return %2 : index
    }"""
    _, ps, target = setup()
    m = vecir.parse(src, allow_unregistered=True)
    left = apply_partial_conversion(m, target, ps.freeze())
    verify(m)
    assert [op.name for op in left] == ["test.opaque"]
    opaque = next(op for op in m.walk() if op.name == "test.opaque")
    # its operand is materialized back to index, its result to i64 for the converted user
    src_cast = opaque.operands[0].defining_op
    assert src_cast.name == CAST and src_cast.operands[0].type is i64 and src_cast.results[0].type is index
    user = next(iter(opaque.results[0].uses)).owner
    assert user.name == CAST and user.results[0].type is i64
    assert all(op.results[0].type is i64 for op in m.walk() if op.name in ("arith.addi", "arith.muli"))


def test_full_conversion_failure_is_reported_and_undone() -> None:
    src = POLY.replace("%2 = arith.addi %1, %c7 : index", "%2 = arith.divui %1, %c7 : index")
    _, ps, target = setup()
    m = vecir.parse(src)
    text = str(m)
    with pytest.raises(ConversionFailure) as e:
        apply_full_conversion(m, target, ps.freeze())
    assert str(e.value) == "failed to legalize operation 'arith.divui': %4 = \"arith.divui\"(%3, %1) : (index, index) -> index"
    assert e.value.op.name == "arith.divui"
    assert str(m) == text                                # everything rolled back
    verify(m)


@pytest.mark.parametrize("explicit", [False, True], ids=["dynamically-illegal", "marked-illegal"])
def test_partial_conversion_fails_on_explicitly_illegal_ops(explicit: bool) -> None:
    """arith.divui on index has no pattern: the arith rule finds it not legal (dynamically illegal),
    or it is marked illegal outright; either way partial conversion fails and undoes everything."""
    src = POLY.replace("%2 = arith.addi %1, %c7 : index", "%2 = arith.divui %1, %c7 : index")
    _, ps, target = setup()
    if explicit:
        target.add_illegal_op("arith.divui")
    m = vecir.parse(src)
    text = str(m)
    with pytest.raises(ConversionFailure) as e:
        apply_partial_conversion(m, target, ps.freeze())
    assert str(e.value).startswith("failed to legalize operation 'arith.divui' that was explicitly marked illegal: ")
    assert str(m) == text


class CreateThenGiveUp(RewritePattern):
    """Creates ops, then fails: everything it did must disappear."""
    root = "arith.addi"
    benefit = 5

    def match_and_rewrite(self, op, rw):
        from vecir.dialects.arith import ConstantOp

        rw.set_before(op)
        rw.insert(ConstantOp.create([], [index], {"value": IntegerAttr(1, index)}))
        rw.modify_in_place(op, lambda: op.attributes.__setitem__("touched", IntegerAttr(1, i64)))
        return rw.fail(op, "changed my mind")


class CreateIllegal(RewritePattern):
    """Rewrites to an op the target forbids and nobody converts: must be rolled back."""
    root = "arith.addi"
    benefit = 3

    def match_and_rewrite(self, op, rw):
        from vecir.dialects.arith import SubIOp

        new = SubIOp.create(list(op.operands), list(op.result_types))
        new.attributes["forbidden"] = IntegerAttr(1, i64)
        rw.replace_op_with_new(op, new)
        return True


def test_rollback_of_failed_patterns_then_next_pattern_applies() -> None:
    tc, ps, target = setup()
    ps.add(CreateThenGiveUp(), CreateIllegal())
    target.add_dynamically_legal_op("arith.subi", lambda op: "forbidden" not in op.attributes and tc.is_legal(op))
    m = vecir.parse(POLY)
    apply_full_conversion(m, target, ps.freeze())
    verify(m)
    text = str(m)
    assert "touched" not in text and "forbidden" not in text
    assert text.count("arith.constant") == 2 and "index" not in text
    assert int(vecir.run(m, "poly", np.int64(2), np.int64(5))) == 2 * 3 - 5 + 7


def test_block_signature_conversion_in_nested_region() -> None:
    src = """
    func.func @loop(%n: index) -> index {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
        %s = arith.addi %acc, %i : index
        scf.yield %s : index
      }
      return %r : index
    }"""
    _, ps, target = setup()
    m = vecir.parse(src)
    apply_partial_conversion(m, target, ps.freeze())
    verify(m)
    # scf is not part of the conversion: its values stay index, bridged by casts both ways
    assert int(vecir.run(m, "loop", np.int64(5))) == 10


def test_scf_structural_conversion_converts_loop_carried_values() -> None:
    src = """
    func.func @loop(%n: index) -> index {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
        %s = arith.addi %acc, %i : index
        %big = arith.cmpi sgt, %s, %n : index
        %t = scf.if %big -> (index) {
          scf.yield %n : index
        } else {
          scf.yield %s : index
        }
        scf.yield %t : index
      }
      return %r : index
    }"""
    tc, ps, target = setup(ARITH_ON_INDEX + ("arith.cmpi",))
    populate_scf_structural_type_conversions(ps, tc)
    target.add_dynamically_legal_dialect("scf", scf_structurally_legal(tc))
    for n in (3, 5, 9):
        m = vecir.parse(src)
        ref = int(vecir.run(m, "loop", np.int64(n)))
        # Python reference of the loop: a running sum clamped at n
        acc = 0
        for i in range(n):
            acc = min(acc + i, n)
        assert ref == acc
        apply_full_conversion(m, target, ps.freeze())
        verify(m)
        assert "index" not in _types(m) and CAST not in str(m)
        assert int(vecir.run(m, "loop", np.int64(n))) == acc


def test_reconcile_keeps_casts_that_still_bridge_types() -> None:
    m = vecir.parse("""
    func.func @f(%a: i64) -> i32 {
      %0 = builtin.unrealized_conversion_cast %a : i64 to index
      %1 = builtin.unrealized_conversion_cast %0 : index to i32
      %2 = builtin.unrealized_conversion_cast %a : i64 to index
      %3 = builtin.unrealized_conversion_cast %2 : index to i64
      return %1 : i32
    }""")
    reconcile_unrealized_casts([op for op in m.walk() if op.name == CAST])
    assert str(m).count("unrealized_conversion_cast") == 2


@register_pass("test-index-to-i64-conversion", "test only: arith on index -> arith on i64")
@dataclass
class _IndexToI64Pass(Pass):
    full: bool = False

    def run(self, op):
        _, ps, target = setup()
        try:
            (apply_full_conversion if self.full else apply_partial_conversion)(op, target, ps.freeze())
        except ConversionFailure as e:
            raise PassFailure(str(e), e.op) from None


def test_vecir_opt_reports_failed_legalization(tmp_path, capsys) -> None:
    f = tmp_path / "in.mlir"
    f.write_text(POLY.lstrip().replace("%2 = arith.addi %1, %c7 : index", "%2 = arith.divui %1, %c7 : index"))
    rc = opt_tool.main([str(f), "--test-index-to-i64-conversion=full=true"])
    err = capsys.readouterr().err
    assert rc == 1
    assert f"{f}:6:8: error: failed to legalize operation 'arith.divui': " in err
    assert "note: see current operation" in err and "Traceback" not in err
    rc = opt_tool.main([str(_write(tmp_path, POLY)), "--test-index-to-i64-conversion"])
    out = capsys.readouterr().out
    assert rc == 0 and "arith.muli %arg0, %c3_i64 : i64" in out


def _write(tmp_path, text):
    p = tmp_path / "ok.mlir"
    p.write_text(text)
    return p


# -- 1:N: a vector<4xf32> becomes two vector<2xf32> halves ----------------------------------------

class SplitElementwise(ConversionPattern):
    """%r = arith.addf %a, %b : vector<4xf32>
    ==> %r0 = arith.addf %a0, %b0 : vector<2xf32> ; %r1 = arith.addf %a1, %b1 : vector<2xf32>"""

    def match_and_rewrite(self, op, adaptor, rw):
        if any(len(r) != 2 for r in adaptor.ranges):
            return rw.fail(op, "operands are not split in halves")
        half = adaptor.ranges[0][0].type
        lo = rw.create_before(op, type(op).create([r[0] for r in adaptor.ranges], [half], dict(op.properties)))
        hi = rw.create_before(op, type(op).create([r[1] for r in adaptor.ranges], [half], dict(op.properties)))
        rw.replace_op_with_multiple(op, [[lo.results[0], hi.results[0]]])
        return True


def test_one_to_many_vector_split_keeps_semantics() -> None:
    from vecir.ir.types import VectorType, f32

    v4, v2 = VectorType((4,), f32), VectorType((2,), f32)
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: [v2, v2] if t is v4 else None)
    ps = PatternSet()
    for n in ("arith.addf", "arith.mulf"):
        p = SplitElementwise(type_converter=tc)
        p.root = n
        ps.add(p)
    populate_function_op_interface_type_conversion_pattern(ps, tc)
    populate_return_op_type_conversion_pattern(ps, tc)
    target = ConversionTarget()
    target.add_dynamically_legal_dialect("arith", lambda op: tc.is_legal(op))
    target.add_dynamically_legal_op("func.func", lambda op: tc.is_signature_legal(op.type))
    target.add_dynamically_legal_op("func.return", lambda op: tc.is_legal(op))
    target.add_legal_op("builtin.module")
    m = vecir.parse("""
    func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
      %0 = arith.addf %a, %b : vector<4xf32>
      %1 = arith.mulf %0, %a : vector<4xf32>
      return %1 : vector<4xf32>
    }""")
    apply_full_conversion(m, target, ps.freeze())
    verify(m)
    text = str(m)
    assert CAST not in text and "vector<4xf32>" not in text
    assert "func.func @f(%arg0: vector<2xf32>, %arg1: vector<2xf32>, %arg2: vector<2xf32>, %arg3: vector<2xf32>)" in text
    a = np.array([1.0, -2.0, 3.5, 0.25], dtype=np.float32)
    b = np.array([4.0, 0.5, -1.0, 2.0], dtype=np.float32)
    lo, hi = vecir.run(m, "f", a[:2], a[2:], b[:2], b[2:])
    np.testing.assert_array_equal(np.concatenate([lo, hi]), (a + b) * a)


class EraseRegionOp(ConversionPattern):
    """scf.execute_region { ... } whose result is unused: erased with everything inside."""

    def match_and_rewrite(self, op, adaptor, rw):
        if any(r.first_use is not None for r in op.results):
            return rw.fail(op, "result in use")
        rw.erase_op(op)
        return True


def test_ops_nested_in_erased_ops_are_not_visited() -> None:
    """An op whose ancestor a pattern erased is gone: no pattern runs on it, nothing fails on it."""
    tc, ps, target = setup()
    p = EraseRegionOp(type_converter=tc)
    p.root = "scf.execute_region"
    ps.add(p)
    target.add_illegal_op("scf.execute_region")
    target.add_illegal_op("arith.divui")             # only inside the erased region
    m = vecir.parse("""
    func.func @f(%a: index) -> index {
      %unused = scf.execute_region -> index {
        %q = arith.divui %a, %a : index
        scf.yield %q : index
      }
      %0 = arith.addi %a, %a : index
      return %0 : index
    }""")
    apply_full_conversion(m, target, ps.freeze())
    verify(m)
    assert "execute_region" not in str(m) and "divui" not in str(m)
    assert int(vecir.run(m, "f", np.int64(21))) == 42


class InlineThenGiveUp(RewritePattern):
    """Inlines an execute_region's body before it, then fails: the body must go back."""
    root = "scf.execute_region"
    benefit = 10

    def match_and_rewrite(self, op, rw):
        body = op.regions[0].blocks[0]
        rw.inline_block_before(body, op)
        return rw.fail(op, "changed my mind")


def test_rollback_restores_moved_ops() -> None:
    tc, ps, target = setup()
    ps.add(InlineThenGiveUp())
    src = """
    func.func @f(%a: index) -> index {
      %r = scf.execute_region -> index {
        %q = arith.addi %a, %a : index
        scf.yield %q : index
      }
      return %r : index
    }"""
    m = vecir.parse(src)
    target.add_legal_dialect("scf")
    target.add_dynamically_legal_op("scf.execute_region", lambda op: False)
    with pytest.raises(ConversionFailure):
        apply_full_conversion(m, target, ps.freeze())
    verify(m)
    assert str(m) == str(vecir.parse(src))


def test_adaptor_names_operand_groups() -> None:
    """adaptor.<operand name> gives the converted value of that operand (arith.addi: lhs, rhs)."""
    seen = {}

    class Spy(ArithOnIndexToI64):
        def match_and_rewrite(self, op, adaptor, rw):
            if op.name == "arith.addi":
                seen["lhs"], seen["rhs"] = adaptor.lhs, adaptor.rhs
            return super().match_and_rewrite(op, adaptor, rw)

    tc, _, target = setup(())
    ps = PatternSet()
    for n in ARITH_ON_INDEX:
        p = Spy(type_converter=tc)
        p.root = n
        ps.add(p)
    populate_function_op_interface_type_conversion_pattern(ps, tc)
    populate_return_op_type_conversion_pattern(ps, tc)
    m = vecir.parse(POLY)
    apply_full_conversion(m, target, ps.freeze())
    assert seen["lhs"].type is i64 and seen["rhs"].type is i64
    assert seen["rhs"].defining_op.name == "arith.constant"
