"""Parallel loops run in another order under --verify-semantics (vecir/interp/order.py): the
interpreter can run affine.parallel, scf.parallel and scf.forall iterations in order, reversed or in
a seeded random permutation (reductions still combine in lexicographic order), and the checker runs
transformed programs in a non-default order, so a loop with a carried dependence made parallel is a
semantics change while a genuinely parallel loop is not. Expected values come from NumPy."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.interp.engine import run_function
from vecir.interp.order import ParallelOrder
from vecir.passes.base import Pass
from vecir.passes.manager import PassManager, PassManagerFailure
from vecir.passes.semantics import SemanticsChange, SemanticsChecker

KERNELS = (Path(__file__).parent / "affine_pass_cases" / "kernels.mlir").read_text()


def _replacing(text: str) -> Pass:
    """A pass that swaps each function of the payload for the hand-written one of the same name."""

    class _Replace(Pass):
        name = "test-hand-parallel"

        def run(self, op) -> None:
            new = vecir.parse(text)
            block = op.regions[0].blocks[0]
            for f in list(new.regions[0].blocks[0].ops):
                old = next(o for o in block.ops if o.name == "func.func"
                           and o.get_attr("sym_name").value == f.get_attr("sym_name").value)
                block.insert_before(old, f.detach())
                old.erase()
    return _Replace()


def _check(text: str, replacement: str, trials: int = 1):
    """Run the replacing pass on ``text`` under a checker; (checker, SemanticsChange or None)."""
    c = SemanticsChecker(seed=0, trials=trials)
    pm = PassManager("builtin.module")
    pm.add(_replacing(replacement))
    try:
        pm.run(vecir.parse(text), verify_semantics=c, emit_diagnostics=False)
    except (PassManagerFailure, SemanticsChange) as e:
        return c, e
    return c, None


# A[i] = A[i - 1] + B[i]: iteration i reads what iteration i - 1 wrote
SCAN_FOR = """
func.func @scan(%A: memref<12xf32>, %B: memref<12xf32>) {
  affine.for %i = 1 to 12 {
    %p = affine.load %A[%i - 1] : memref<12xf32>
    %b = affine.load %B[%i] : memref<12xf32>
    %s = arith.addf %p, %b : f32
    affine.store %s, %A[%i] : memref<12xf32>
  }
  return
}
"""
SCAN_AFFINE_PARALLEL = SCAN_FOR.replace("affine.for %i = 1 to 12", "affine.parallel (%i) = (1) to (12)")
SCAN_SCF_FORALL = """
func.func @scan(%A: memref<12xf32>, %B: memref<12xf32>) {
  scf.forall (%i) = (1) to (12) step (1) {
    %c1 = arith.constant 1 : index
    %im1 = arith.subi %i, %c1 : index
    %p = memref.load %A[%im1] : memref<12xf32>
    %b = memref.load %B[%i] : memref<12xf32>
    %s = arith.addf %p, %b : f32
    memref.store %s, %A[%i] : memref<12xf32>
  }
  return
}
"""
SCAN_SCF_PARALLEL = """
func.func @scan(%A: memref<12xf32>, %B: memref<12xf32>) {
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.parallel (%i) = (%c1) to (%c12) step (%c1) {
    %im1 = arith.subi %i, %c1 : index
    %p = memref.load %A[%im1] : memref<12xf32>
    %b = memref.load %B[%i] : memref<12xf32>
    %s = arith.addf %p, %b : f32
    memref.store %s, %A[%i] : memref<12xf32>
    scf.reduce
  }
  return
}
"""


def _scan_numpy(a, b, order):
    a = a.copy()
    for i in order:
        a[i] = a[i - 1] + b[i]
    return a


def test_interpreter_orders_of_a_carried_dependence_match_numpy():
    a = np.arange(12, dtype=np.float32) * 10
    b = np.arange(12, dtype=np.float32) + 1
    perm = np.random.default_rng(5).permutation(11) + 1
    for text in (SCAN_AFFINE_PARALLEL, SCAN_SCF_FORALL, SCAN_SCF_PARALLEL):
        m = vecir.parse(text)
        for order, visit in ((None, range(1, 12)), (ParallelOrder("in-order"), range(1, 12)),
                             (ParallelOrder("reverse"), range(11, 0, -1)), (ParallelOrder("random", 5), perm)):
            x = a.copy()
            run_function(m, "scan", [x, b.copy()], parallel_order=order)
            np.testing.assert_array_equal(x, _scan_numpy(a, b, visit), err_msg=f"{text} {order}")
        # vecir.run (vecir-run's path) keeps the lexicographic order
        x = a.copy()
        vecir.run(m, "scan", x, b.copy())
        np.testing.assert_array_equal(x, np.concatenate([[0], np.cumsum(b[1:])]).astype(np.float32))


def test_random_order_is_a_seeded_permutation_of_a_2d_space():
    """Each iteration records when it ran: a permutation of the 3x5 points, the same for one seed."""
    text = """
func.func @when(%T: memref<3x5xi32>, %n: memref<1xi32>) {
  affine.parallel (%i, %j) = (0, 0) to (3, 5) {
    %k = affine.load %n[0] : memref<1xi32>
    affine.store %k, %T[%i, %j] : memref<3x5xi32>
    %one = arith.constant 1 : i32
    %k1 = arith.addi %k, %one : i32
    affine.store %k1, %n[0] : memref<1xi32>
  }
  return
}
"""
    m = vecir.parse(text)

    def when(order):
        t, n = np.zeros((3, 5), np.int32), np.zeros(1, np.int32)
        run_function(m, "when", [t, n], parallel_order=order)
        return t.reshape(-1)

    np.testing.assert_array_equal(when(ParallelOrder("reverse")), np.arange(15)[::-1])
    r1, r2 = when(ParallelOrder("random", 11)), when(ParallelOrder("random", 11))
    np.testing.assert_array_equal(r1, r2)
    want = np.empty(15, np.int64)
    want[np.random.default_rng(11).permutation(15)] = np.arange(15)
    np.testing.assert_array_equal(r1, want)
    assert not np.array_equal(when(ParallelOrder("random", 12)), r1)
    with pytest.raises(ValueError, match="unknown parallel iteration order 'sideways'"):
        ParallelOrder("sideways")


def test_reductions_combine_in_lexicographic_order_in_every_order():
    """float32 sums that depend on association: every order gives the left fold's bits."""
    vals = np.array([1e8, 1, -1e8, 1, 3.5, 1e-3, -7, 2.25e7], np.float32)
    fold = np.float32(0)
    for v in vals:
        fold = np.float32(fold + v)
    affine = """
func.func @sum(%A: memref<8xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    %v = affine.load %A[%i] : memref<8xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
"""
    scf = """
func.func @sum(%A: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> f32 {
    %v = memref.load %A[%i] : memref<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %x: f32):
      %s = arith.addf %l, %x : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
"""
    rev = np.float32(0)
    for v in vals[::-1]:
        rev = np.float32(rev + v)
    assert rev != fold  # the data does tell the orders apart
    for text in (affine, scf):
        m = vecir.parse(text)
        for order in (None, ParallelOrder("reverse"), ParallelOrder("random", 1), ParallelOrder("random", 2)):
            got = run_function(m, "sum", [vals.copy()], parallel_order=order)
            assert np.float32(got).tobytes() == fold.tobytes(), (text, order)


@pytest.mark.parametrize("parallel", [SCAN_AFFINE_PARALLEL, SCAN_SCF_FORALL, SCAN_SCF_PARALLEL],
                         ids=["affine.parallel", "scf.forall", "scf.parallel"])
def test_carried_dependence_made_parallel_is_a_semantics_change(parallel):
    c, err = _check(SCAN_FOR, parallel)
    assert err is not None
    msg = str(err.diag.message if isinstance(err, SemanticsChange) else err)
    case = c.cases[0]
    a, b = case.inputs
    want = _scan_numpy(a, b, range(1, 12))
    have = _scan_numpy(a, b, range(11, 0, -1))
    k = int(np.argwhere(want != have)[0][0])
    assert (f"pass 'test-hand-parallel' changed the result of @scan: memref argument #0 differs at [{k}]: "
            f"{want[k]} vs {have[k]} with parallel loop iterations run in reverse order (inputs: seed 0)") in msg


def test_carried_dependence_found_by_the_random_trial():
    """The second trial runs a random permutation: a dependence on the iteration two earlier that the
    first (reversed) trial also sees; both trials report it, from their own inputs."""
    c, err = _check(SCAN_FOR, SCAN_AFFINE_PARALLEL, trials=2)
    assert err is not None and [case.order[0] for case in c.cases] == ["reverse", "random"]
    # the random trial alone (as if the first trial were dropped) still tells the difference
    fake = SemanticsChecker(seed=0, trials=2)
    fake.begin(vecir.parse(SCAN_FOR), emit_remarks=False)
    fake.cases = fake.cases[1:]
    with pytest.raises(SemanticsChange, match=r"in a random order \(seed 1\) \(inputs: seed 1\)"):
        fake.check(vecir.parse(SCAN_AFFINE_PARALLEL), "hand")


# B[i] = A[i] * 2 + B[i], in place: no iteration touches another's elements
INDEPENDENT_FOR = """
func.func @axpy(%A: memref<6x7xf32>, %B: memref<6x7xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      %a = affine.load %A[%i, %j] : memref<6x7xf32>
      %b = affine.load %B[%i, %j] : memref<6x7xf32>
      %two = arith.constant 2.0 : f32
      %m = arith.mulf %a, %two : f32
      %s = arith.addf %m, %b : f32
      affine.store %s, %B[%i, %j] : memref<6x7xf32>
    }
  }
  return
}
"""
INDEPENDENT_PARALLEL = """
func.func @axpy(%A: memref<6x7xf32>, %B: memref<6x7xf32>) {
  affine.parallel (%i, %j) = (0, 0) to (6, 7) {
    %a = affine.load %A[%i, %j] : memref<6x7xf32>
    %b = affine.load %B[%i, %j] : memref<6x7xf32>
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %a, %two : f32
    %s = arith.addf %m, %b : f32
    affine.store %s, %B[%i, %j] : memref<6x7xf32>
  }
  return
}
"""


def test_genuinely_parallel_loop_is_not_reported():
    c, err = _check(INDEPENDENT_FOR, INDEPENDENT_PARALLEL, trials=3)
    assert err is None and not c.remarks
    assert [case.order[0] for case in c.cases] == ["reverse", "random", "random"]
    a, b = c.cases[0].inputs
    # the reference the reordered runs matched is NumPy's
    assert c.cases[0].expected[1][2].tolist() == (a * 2 + b).tolist()


def test_race_in_the_input_is_remarked_and_checked_in_order():
    """A function that is already order-dependent is not blamed on a later pass."""
    c = SemanticsChecker(seed=0, trials=2)
    m = vecir.parse(SCAN_AFFINE_PARALLEL)
    PassManager.parse("builtin.module(canonicalize,cse)").run(m, verify_semantics=c, emit_diagnostics=False)
    assert [case.order[0] for case in c.cases] == ["in-order", "in-order"]
    assert len(c.remarks) == 2
    assert "@scan: its results depend on the order of parallel loop iterations (run in reverse order, " \
           "inputs: seed 0); --verify-semantics runs them in order" in c.remarks[0].message
    # and the in-order checks still see a wrong pass: the hand-written loop made serial the other way
    c, err = _check(SCAN_AFFINE_PARALLEL, SCAN_FOR.replace("%A[%i - 1]", "%A[%i + 1]").replace(
        "affine.for %i = 1 to 12", "affine.for %i = 0 to 11"))
    assert err is not None


@pytest.mark.parametrize("pipe", ["affine-parallelize", "affine-parallelize{parallel-reductions=true}",
                                  "affine-parallelize{max-nested=1}"])
def test_affine_parallelize_on_the_affine_kernels_passes_in_reversed_and_random_orders(pipe):
    c = SemanticsChecker(seed=0, trials=2)
    m = vecir.parse(KERNELS)
    PassManager.parse(f"builtin.module(func.func({pipe}))").run(m, verify_semantics=c, emit_diagnostics=False)
    made_parallel = {f.get_attr("sym_name").value for f in m.regions[0].blocks[0].ops
                     if any(o.name == "affine.parallel" for o in f.walk())}
    assert len(made_parallel) >= 5, made_parallel
    reordered = [case for case in c.cases if case.name in made_parallel]
    assert reordered and all(case.order[0] != "in-order" for case in reordered)


def test_a_trap_in_the_reordered_run_names_the_order():
    """Iteration i reads A[i + 1] as an index into B<4>, then sets A[i] to 7: serially it always reads
    the 0 stored before the loop, reversed it reads the 7 iteration i + 1 stored - out of bounds."""
    serial = """
func.func @gather(%A: memref<6xindex>, %B: memref<4xi32>) {
  affine.for %i = 0 to 6 {
    %z = arith.constant 0 : index
    affine.store %z, %A[%i] : memref<6xindex>
  }
  affine.for %i = 0 to 5 {
    %p = affine.load %A[%i + 1] : memref<6xindex>
    %v = memref.load %B[%p] : memref<4xi32>
    %c7 = arith.constant 7 : index
    affine.store %c7, %A[%i] : memref<6xindex>
    memref.store %v, %B[%p] : memref<4xi32>
  }
  return
}
"""
    parallel = serial.replace("affine.for %i = 0 to 5", "affine.parallel (%i) = (0) to (5)")
    c, err = _check(serial, parallel)
    assert not c.remarks and err is not None
    msg = str(err.diag.message if isinstance(err, SemanticsChange) else err)
    assert "changed the result of @gather: it now fails with parallel loop iterations run in reverse order: " in msg


# sum of a tensor into a one-element accumulator, sequentially ...
SUM_FOR = """
func.func @total(%t: tensor<8xf32>, %init: tensor<1xf32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a0 = tensor.extract %init[%c0] : tensor<1xf32>
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %a0) -> (f32) {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    %n = arith.addf %a, %x : f32
    scf.yield %n : f32
  }
  %r = tensor.insert %s into %init[%c0] : tensor<1xf32>
  return %r : tensor<1xf32>
}
"""
# ... and split over two threads that both read and write the accumulator: a race (upstream's
# tile_using_forall warns "tiling is not thread safe" when it builds this)
SUM_RACY_FORALL = """
func.func @total(%t: tensor<8xf32>, %init: tensor<1xf32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.forall (%th) in (2) shared_outs(%o = %init) -> (tensor<1xf32>) {
    %base = arith.muli %th, %c4 : index
    %cur = tensor.extract %o[%c0] : tensor<1xf32>
    %s = scf.for %k = %c0 to %c4 step %c1 iter_args(%a = %cur) -> (f32) {
      %idx = arith.addi %base, %k : index
      %x = tensor.extract %t[%idx] : tensor<8xf32>
      %n = arith.addf %a, %x : f32
      scf.yield %n : f32
    }
    %new = tensor.from_elements %s : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %new into %o[0] [1] [1] : tensor<1xf32> into tensor<1xf32>
    }
  }
  return %r : tensor<1xf32>
}
"""


def _partial(init, t) -> np.float32:
    acc = np.float32(init)
    for x in t:
        acc = np.float32(acc + x)
    return acc


def test_forall_iterations_read_the_shared_outputs_as_on_entry():
    """Threads run concurrently, so no iteration sees another's parallel_insert_slice: the racy sum
    keeps only the last-applied thread's partial (thread 1 in order, thread 0 reversed), where a
    sequential reading of the body would have summed everything."""
    t = np.arange(1, 9, dtype=np.float32)
    init = np.array([100], dtype=np.float32)
    m = vecir.parse(SUM_RACY_FORALL)
    got = run_function(m, "total", [t, init])
    assert np.asarray(got).tolist() == [_partial(100, t[4:])]
    got = run_function(m, "total", [t, init], parallel_order=ParallelOrder("reverse"))
    assert np.asarray(got).tolist() == [_partial(100, t[:4])]
    assert np.asarray(run_function(vecir.parse(SUM_FOR), "total", [t, init])).tolist() == [_partial(100, t)]


def test_racy_forall_reduction_is_a_semantics_change():
    c, err = _check(SUM_FOR, SUM_RACY_FORALL)
    assert err is not None
    msg = str(err.diag.message if isinstance(err, SemanticsChange) else err)
    assert "pass 'test-hand-parallel' changed the result of @total" in msg
