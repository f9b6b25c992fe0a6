"""Core IR invariants: use-lists, intrusive op lists, cloning, builders, interning, verification."""

from __future__ import annotations

import pytest

import vecir
from vecir.ir import types as T
from vecir.ir.attrs import ArrayAttr, DenseArrayAttr, FloatAttr, IntegerAttr, StringAttr
from vecir.ir.builder import Builder
from vecir.ir.core import Block, Operation, Region
from vecir.ir.diagnostics import DiagnosticError
from vecir.ir.op import unregistered_op_class
from vecir.ir.uniqued import VerifyError


def make(name="test.op", operands=(), result_types=()):
    cls = unregistered_op_class(name)
    op = cls.__new__(cls)
    Operation.__init__(op, operands, result_types)
    return op


def test_types_are_interned_and_immutable():
    assert T.VectorType((4,), T.f32) is T.VectorType([4], T.f32)
    assert T.VectorType((4,), T.f32) is not T.VectorType((4,), T.f32, (True,))
    assert T.IntegerType(32) is T.i32
    assert str(T.VectorType((2, 4), T.f32, (False, True))) == "vector<2x[4]xf32>"
    assert str(T.MemRefType((T.DYNAMIC, 4), T.f16)) == "memref<?x4xf16>"
    with pytest.raises(AttributeError):
        T.i32.width = 8
    with pytest.raises(VerifyError):
        T.VectorType((0,), T.f32)


def test_attributes_are_interned_and_wrap_integers():
    assert IntegerAttr(255, T.i8) is IntegerAttr(-1, T.i8)
    assert IntegerAttr(255, T.IntegerType(8, 2)).value == 255
    assert str(IntegerAttr(5, T.i32)) == "5 : i32"
    assert str(DenseArrayAttr(T.i64, [1, 2])) == "array<i64: 1, 2>"
    assert FloatAttr(-0.0, T.f32) is not FloatAttr(0.0, T.f32)
    assert str(StringAttr('a"b\n')) == '"a\\22b\\0A"'
    assert ArrayAttr([IntegerAttr(1, T.i64)]) is ArrayAttr((IntegerAttr(1, T.i64),))


def test_use_lists_and_replace_all_uses():
    a = make("test.a", result_types=[T.i32])
    b = make("test.b", result_types=[T.i32])
    user1 = make("test.u", [a.result, a.result])
    user2 = make("test.u", [a.result])
    assert sorted(u.index for u in a.result.uses) == [0, 0, 1]
    a.result.replace_all_uses_with(b.result)
    assert not a.result.has_uses
    assert user1.operands == [b.result, b.result] and user2.operands == [b.result]
    assert len(list(b.result.uses)) == 3
    user1.set_operand(1, a.result)
    assert a.result.has_one_use and len(list(b.result.uses)) == 2
    user1.erase()
    assert not a.result.has_uses and b.result.has_one_use


def test_block_list_insert_erase_move():
    blk = Block()
    ops = [blk.append(make(f"test.o{i}")) for i in range(4)]
    assert [o.name for o in blk.ops] == ["test.o0", "test.o1", "test.o2", "test.o3"]
    ops[3].move_before(ops[0])
    assert [o.name for o in blk.ops] == ["test.o3", "test.o0", "test.o1", "test.o2"]
    ops[1].erase()
    assert [o.name for o in blk.ops] == ["test.o3", "test.o0", "test.o2"] and len(blk) == 3
    ops[3].move_after(ops[2])
    assert [o.name for o in blk.ops] == ["test.o0", "test.o2", "test.o3"]
    assert blk.first is ops[0] and blk.last is ops[3]


def test_clone_remaps_operands_and_nested_regions():
    m = vecir.parse("""
      func.func @f(%a: i32) -> i32 {
        %0 = "test.wrap"(%a) ({
          ^bb0(%x: i32):
            %1 = "test.inner"(%x, %a) : (i32, i32) -> i32
            "test.yield"(%1) : (i32) -> ()
        }) : (i32) -> i32
        return %0 : i32
      }""", allow_unregistered=True)
    fn = m.regions[0].blocks[0].first
    wrap = fn.regions[0].blocks[0].first
    c = wrap.clone()
    inner = c.regions[0].blocks[0].first
    assert inner is not wrap.regions[0].blocks[0].first
    assert inner.operand(0) is c.regions[0].blocks[0].args[0]
    assert inner.operand(1) is fn.regions[0].blocks[0].args[0]


def test_builder_insertion_points():
    blk = Block()
    first = blk.append(make("test.first"))
    b = Builder.at_end(blk)
    last = b.insert(make("test.last"))
    b.set_before(last)
    mid = b.insert(make("test.mid"))
    with b.saved():
        b.set_at_start(blk)
        b.insert(make("test.start"))
    b.insert(make("test.mid2"))
    assert [o.name for o in blk.ops] == ["test.start", "test.first", "test.mid", "test.mid2", "test.last"]


def test_dominance_violation_is_reported():
    src = """func.func @f() {
  "test.use"(%0) : (i32) -> ()
  %0 = "test.def"() : () -> i32
  return
}"""
    with pytest.raises(DiagnosticError) as e:
        vecir.parse(src, "x.mlir", allow_unregistered=True)
    text = e.value.render()
    assert "x.mlir:2:3: error: operand #0 does not dominate this use" in text


def test_undefined_value_is_reported_with_caret():
    with pytest.raises(DiagnosticError) as e:
        vecir.parse("func.func @f() -> i32 {\n  return %x : i32\n}\n", "y.mlir")
    assert e.value.render().splitlines() == [
        "y.mlir:2:10: error: use of undeclared SSA value name", "  return %x : i32", "         ^"]


def test_cfg_dominance_across_blocks():
    ok = """func.func @f(%c: i1) -> i32 {
  %0 = "test.def"() : () -> i32
  "test.br"()[^bb1] : () -> ()
^bb1:
  return %0 : i32
}"""
    vecir.parse(ok, allow_unregistered=True)
    bad = """func.func @f(%c: i1) -> i32 {
  "test.cond"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = "test.def"() : () -> i32
  "test.br"()[^bb2] : () -> ()
^bb2:
  return %0 : i32
}"""
    with pytest.raises(DiagnosticError, match="does not dominate"):
        vecir.parse(bad, allow_unregistered=True)


def test_isolated_from_above_is_enforced():
    src = """func.func @f(%a: i32) {
  "test.region"() ({
    func.func @g() -> i32 {
      return %a : i32
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}"""
    with pytest.raises(DiagnosticError):
        vecir.parse(src, allow_unregistered=True)


def test_duplicate_symbol():
    with pytest.raises(DiagnosticError, match="redefinition of symbol named 'f'"):
        vecir.parse("func.func @f() { return }\nfunc.func @f() { return }\n")


def test_nested_region_cannot_redefine_a_name():
    """Names are unique across a whole isolated region, nested regions included (as upstream)."""
    src = """func.func @f(%a: i32) {
  %x = "test.a"() : () -> i32
  "test.region"() ({
    %x = "test.b"() : () -> i32
    "test.end"() : () -> ()
  }) : () -> ()
  return
}"""
    with pytest.raises(DiagnosticError) as e:
        vecir.parse(src, "r.mlir", allow_unregistered=True)
    lines = e.value.render().splitlines()
    assert lines[0] == "r.mlir:4:5: error: redefinition of SSA value '%x'"
    assert "r.mlir:2:3: note: previously defined here" in lines
