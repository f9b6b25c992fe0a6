"""Building scf ops from Python (the classmethod builders), verifying, printing and running them."""

from __future__ import annotations

import numpy as np

import vecir
from vecir.dialects.arith.ops_int import AddIOp, MulIOp
from vecir.dialects.arith.ops_misc import ConstantOp
from vecir.dialects.builtin import ModuleOp
from vecir.dialects.func import FuncOp, ReturnOp
from vecir.dialects.scf import ForOp, ForallOp, IfOp, ParallelOp, ReduceOp, WhileOp, YieldOp
from vecir.dialects.scf.parallel import ReduceReturnOp
from vecir.dialects.scf.terminators import ConditionOp
from vecir.ir.attrs import IntegerAttr
from vecir.ir.builder import Builder
from vecir.ir.types import FunctionType, index, i1, i64
from vecir.ir.verifier import verify


def _func(name, ins, outs):
    m = ModuleOp.build_empty()
    f = FuncOp.build_func(name, FunctionType(ins, outs))
    m.block.append(f)
    return m, f, Builder.at_end(f.entry)


def test_build_for_with_iter_args_and_if():
    m, f, b = _func("f", [index], [index])
    n = f.entry.args[0]
    c0 = b.insert(ConstantOp.build_constant(IntegerAttr(0, index))).result
    c1 = b.insert(ConstantOp.build_constant(IntegerAttr(1, index))).result
    loop = b.insert(ForOp.build_for(c0, n, c1, [c0]))
    body = Builder.at_end(loop.regions[0].blocks[0])
    iv, acc = loop.regions[0].blocks[0].args
    s = body.insert(AddIOp.create([acc, iv], [index])).result
    body.insert(YieldOp.build_yield([s]))
    b.insert(ReturnOp.create([loop.results[0]]))
    verify(m)
    text = str(m)
    assert "scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0) -> (index) {" in text
    assert vecir.run(vecir.parse(text), "f", 10) == 45
    assert vecir.run(m, "f", 10) == 45


def test_build_if_while_parallel_forall_verify_and_print_like_parsed():
    m, f, b = _func("g", [i1, index], [])
    c, n = f.entry.args
    b.insert(IfOp.build_if(c, with_else=True))
    w = b.insert(WhileOp.build_while([n], [n.type]))
    before, after = w.regions[0].blocks[0], w.regions[1].blocks[0]
    Builder.at_end(before).insert(ConditionOp.build_condition(c, [before.args[0]]))
    Builder.at_end(after).insert(YieldOp.build_yield([after.args[0]]))
    p = b.insert(ParallelOp.build_parallel([n], [n], [n]))
    assert p.regions[0].blocks[0].last.name == "scf.reduce"
    b.insert(ForallOp.build_forall([0, n], [4, n], [1, 2]))
    b.insert(ReturnOp.create([]))
    verify(m)
    text = str(m)
    assert str(vecir.parse(text)) == text
    assert "scf.forall (%arg2, %arg3) = (0, %arg1) to (4, %arg1) step (1, 2) {" in text


def test_build_parallel_reduction_runs():
    m, f, b = _func("r", [index], [i64])
    n = f.entry.args[0]
    c0 = b.insert(ConstantOp.build_constant(IntegerAttr(0, index))).result
    c1 = b.insert(ConstantOp.build_constant(IntegerAttr(1, index))).result
    one = b.insert(ConstantOp.build_constant(IntegerAttr(1, i64))).result
    p = b.insert(ParallelOp.build_parallel([c0], [n], [c1], [one]))
    body = Builder.at_end(p.regions[0].blocks[0])
    from vecir.dialects.arith.ops_cast import IndexCastOp

    iv = p.regions[0].blocks[0].args[0]
    v = body.insert(IndexCastOp.create([iv], [i64])).result
    v1 = body.insert(AddIOp.create([v, one], [i64])).result
    red = body.insert(ReduceOp.build_reduce([v1]))
    rb = red.regions[0].blocks[0]
    prod = Builder.at_end(rb).insert(MulIOp.create(list(rb.args), [i64])).result
    Builder.at_end(rb).insert(ReduceReturnOp.create([prod]))
    b.insert(ReturnOp.create([p.results[0]]))
    verify(m)
    assert vecir.run(m, "r", 6) == int(np.prod(np.arange(1, 7)))
