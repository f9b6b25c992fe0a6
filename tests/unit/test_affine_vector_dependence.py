"""Dependences through the lanes of affine.vector_load/vector_store.  A vector access touches every
lane it moves (its indices anchor it on the memref's trailing dims); iree-opt 3.13's dependence
analysis sees only the element at the indices, so it parallelizes, forwards, tiles and unroll-jams
where another lane carries a dependence, and fuses a producer that then reads what its consumer
already rewrote (UPSTREAM-MISCOMPILES: affine-parallelize, affine-scalrep, affine-loop-tile,
affine-loop-unroll-jam, affine-loop-fusion).  Here vecir keeps each program, iree-opt's output is run
by the interpreter and computes something else, and vector accesses whose lanes do not meet are
still transformed exactly as iree-opt does."""

from __future__ import annotations

import re

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChange, SemanticsChecker
from vecir.syntax.printer import print_op
from vecir.transforms.affine.analysis import check_dependence, is_loop_parallel

from .oracle import iree_opt

# store lanes 4i+2..4i+5, next iteration loads 4i+4..4i+7: carried by %i, distance 1
PARALLEL = """func.func @halves_shift(%A: memref<72xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.vector_load %A[%i * 4] : memref<72xf32>, vector<4xf32>
    %w = arith.mulf %v, %v : vector<4xf32>
    affine.vector_store %w, %A[%i * 4 + 2] : memref<72xf32>, vector<4xf32>
  }
  return
}
"""

# the second store overwrites lanes 2 and 3 of the first: the load must not be forwarded %x
SCALREP = """func.func @overlapping_stores(%A: memref<12xf32>, %x: vector<4xf32>, %y: vector<4xf32>) -> vector<4xf32> {
  affine.vector_store %x, %A[1] : memref<12xf32>, vector<4xf32>
  affine.vector_store %y, %A[3] : memref<12xf32>, vector<4xf32>
  %r = affine.vector_load %A[1] : memref<12xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
"""

# a scalar load forwarded over a vector store covering it, and two scalar loads merged over it
SCALAR_OVER_VECTOR = """func.func @store_under_vector(%A: memref<16xf32>, %x: vector<4xf32>, %s: f32) -> f32 {
  affine.store %s, %A[6] : memref<16xf32>
  affine.vector_store %x, %A[4] : memref<16xf32>, vector<4xf32>
  %r = affine.load %A[6] : memref<16xf32>
  return %r : f32
}
"""
VECTOR_OVER_SCALAR = """func.func @scalar_inside_vector(%A: memref<16xf32>, %x: vector<4xf32>, %s: f32) -> vector<4xf32> {
  affine.vector_store %x, %A[8] : memref<16xf32>, vector<4xf32>
  affine.store %s, %A[10] : memref<16xf32>
  %r = affine.vector_load %A[8] : memref<16xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
"""
LOAD_CSE = """func.func @loads_around_vector(%A: memref<16xf32>, %x: vector<4xf32>) -> (f32, f32) {
  %a = affine.load %A[7] : memref<16xf32>
  affine.vector_store %x, %A[4] : memref<16xf32>, vector<4xf32>
  %b = affine.load %A[7] : memref<16xf32>
  return %a, %b : f32, f32
}
"""

# row i reads lanes 4j+2..4j+5 of row i-1, written at (i-1, j) and (i-1, j+1): distance (1, -1)
STENCIL = """func.func @{name}(%B: memref<17x72xf32>) {{
  affine.for %i = 1 to 17 {{
    affine.for %j = 0 to 16 {{
      %v = affine.vector_load %B[%i - 1, %j * 4 + 2] : memref<17x72xf32>, vector<4xf32>
      %c = arith.constant dense<0.5> : vector<4xf32>
      %w = arith.addf %v, %c : vector<4xf32>
      affine.vector_store %w, %B[%i, %j * 4] : memref<17x72xf32>, vector<4xf32>
    }}
  }}
  return
}}
"""
TILE = STENCIL.format(name="skewed_rows")
UNROLL_JAM = STENCIL.format(name="jammed_rows")

# the producer's iteration i+1 reads lanes 4i+2, 4i+3 of %A, which the consumer's iteration i
# writes: fused at depth 1 the producer would read them overwritten
FUSION = """func.func @reads_before_rewrite(%A: memref<68xf32>, %B: memref<68xf32>) {
  affine.for %i = 1 to 16 {
    %v = affine.vector_load %A[%i * 4 - 2] : memref<68xf32>, vector<4xf32>
    affine.vector_store %v, %B[%i * 4] : memref<68xf32>, vector<4xf32>
  }
  affine.for %i = 1 to 16 {
    %v = affine.vector_load %B[%i * 4] : memref<68xf32>, vector<4xf32>
    %w = arith.mulf %v, %v : vector<4xf32>
    affine.vector_store %w, %A[%i * 4] : memref<68xf32>, vector<4xf32>
  }
  return
}
"""

# the producer's iteration i+1 writes lanes 4i+2, 4i+3 of %C after the consumer's iteration i did:
# fused, the producer's values would be the ones left
FUSION_WAW = """func.func @overwritten_twice(%A: memref<72xf32>, %B: memref<72xf32>, %C: memref<72xf32>) {
  affine.for %i = 1 to 16 {
    %v = affine.vector_load %A[%i * 4] : memref<72xf32>, vector<4xf32>
    affine.vector_store %v, %B[%i * 4] : memref<72xf32>, vector<4xf32>
    affine.vector_store %v, %C[%i * 4 - 2] : memref<72xf32>, vector<4xf32>
  }
  affine.for %i = 1 to 16 {
    %v = affine.vector_load %B[%i * 4] : memref<72xf32>, vector<4xf32>
    %w = arith.addf %v, %v : vector<4xf32>
    affine.vector_store %w, %C[%i * 4] : memref<72xf32>, vector<4xf32>
  }
  return
}
"""

MISCOMPILED = {
    "affine-loop-fusion": (FUSION, "builtin.module(func.func(affine-loop-fusion))"),
    "affine-loop-fusion/write-after-write": (FUSION_WAW, "builtin.module(func.func(affine-loop-fusion))"),
    "affine-parallelize": (PARALLEL, "builtin.module(func.func(affine-parallelize))"),
    "affine-scalrep": (SCALREP, "builtin.module(func.func(affine-scalrep))"),
    "affine-scalrep/scalar-under-vector": (SCALAR_OVER_VECTOR, "builtin.module(func.func(affine-scalrep))"),
    "affine-scalrep/vector-over-scalar": (VECTOR_OVER_SCALAR, "builtin.module(func.func(affine-scalrep))"),
    "affine-scalrep/load-cse": (LOAD_CSE, "builtin.module(func.func(affine-scalrep))"),
    "affine-loop-tile": (TILE, "builtin.module(func.func(affine-loop-tile{tile-size=4}))"),
    "affine-loop-unroll-jam": (UNROLL_JAM, "builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))"),
}


def _run_vecir(text: str, pipe: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(pipe).run(m)
    return print_op(m).strip("\n") + "\n"


def _reverse_parallel_loops(text: str) -> str:
    """affine.parallel's iterations may run in any order: rewrite each 1-D constant-bound
    affine.parallel of ``text`` as an affine.for running them last to first."""
    def repl(mt):
        iv, lo, hi = mt.group(1), int(mt.group(2)), int(mt.group(3))
        return (f"affine.for %rev_{iv[1:]} = {lo} to {hi} {{\n"
                f"      {iv} = affine.apply affine_map<(d0) -> ({hi + lo - 1} - d0)>(%rev_{iv[1:]})")
    out, n = re.subn(r"affine\.parallel \((%\w+)\) = \((-?\d+)\) to \((-?\d+)\) \{", repl, text)
    assert n, "no affine.parallel to reverse"
    return out


@pytest.mark.parametrize("pass_name", sorted(MISCOMPILED))
def test_vecir_keeps_what_iree_opt_miscompiles(pass_name):
    text, pipe = MISCOMPILED[pass_name]
    # vecir leaves the program as it is (printed as iree-opt prints it untouched)
    assert _run_vecir(text, pipe) == iree_opt(text).strip("\n") + "\n"
    theirs = iree_opt(text, "--pass-pipeline=" + pipe)
    assert theirs.strip("\n") != iree_opt(text).strip("\n"), "iree-opt 3.13 transforms it"
    if pass_name == "affine-parallelize":
        assert "affine.parallel" in theirs
        theirs = _reverse_parallel_loops(theirs)
    checker = SemanticsChecker(seed=3, trials=2)
    checker.begin(vecir.parse(text), emit_remarks=False)
    assert checker.cases and not checker.remarks
    with pytest.raises(SemanticsChange, match="changed the result"):
        checker.check(vecir.parse(theirs), pass_name)


def test_reversing_a_truly_parallel_loop_keeps_its_results():
    """The reversed schedule is a fair test: on a loop whose vectors do not overlap it changes nothing."""
    text = PARALLEL.replace("%A[%i * 4 + 2]", "%A[%i * 4]")
    ours = _run_vecir(text, MISCOMPILED["affine-parallelize"][1])
    assert ours == iree_opt(text, "--pass-pipeline=" + MISCOMPILED["affine-parallelize"][1]).strip("\n") + "\n"
    assert "affine.parallel" in ours
    checker = SemanticsChecker(seed=4)
    checker.begin(vecir.parse(text), emit_remarks=False)
    checker.check(vecir.parse(_reverse_parallel_loops(ours)), "reversed")


# lanes that do not meet: vecir transforms exactly as iree-opt does
DISJOINT = {
    # the producer's iteration i reads 4i+2..4i+5, before the consumer's iteration i writes 4i..4i+3
    "affine-loop-fusion": FUSION.replace("%A[%i * 4 - 2]", "%A[%i * 4 + 2]"),
    # vector<2xf32> at 4i and 4i+2: the two halves of each 4-element group never meet
    "affine-parallelize": PARALLEL.replace("vector<4xf32>", "vector<2xf32>"),
    # the second store writes lanes 5..8, after the loaded 1..4
    "affine-scalrep": SCALREP.replace("%A[3]", "%A[5]"),
    # row i reads lanes 4j..4j+3 of row i-1: distance (1, 0)
    "affine-loop-tile": TILE.replace("%j * 4 + 2]", "%j * 4]"),
    # each row reads itself, lanes 4j+2..4j+5 (carried by %j only): %i may be jammed
    "affine-loop-unroll-jam": UNROLL_JAM.replace("%B[%i - 1, %j * 4 + 2]", "%B[%i, %j * 4 + 2]"),
}


# a narrower vector store at the same indices leaves lanes of the first one live: both stay, as in
# iree-opt (a store followed by one of its own type is dead and goes, as in iree-opt)
STORE_PAIRS = """func.func @wide_then_narrow(%A: memref<16xf32>, %x: vector<8xf32>, %y: vector<4xf32>) {
  affine.vector_store %x, %A[2] : memref<16xf32>, vector<8xf32>
  affine.vector_store %y, %A[2] : memref<16xf32>, vector<4xf32>
  return
}
func.func @same_width(%A: memref<16xf32>, %x: vector<4xf32>, %y: vector<4xf32>) {
  affine.vector_store %x, %A[2] : memref<16xf32>, vector<4xf32>
  affine.vector_store %y, %A[2] : memref<16xf32>, vector<4xf32>
  return
}
"""


def test_dead_vector_stores_as_iree_opt():
    pipe = MISCOMPILED["affine-scalrep"][1]
    ours = _run_vecir(STORE_PAIRS, pipe)
    assert ours == iree_opt(STORE_PAIRS, "--pass-pipeline=" + pipe).strip("\n") + "\n"
    assert ours.count("affine.vector_store") == 3
    checker = SemanticsChecker(seed=6, trials=2)
    checker.begin(vecir.parse(STORE_PAIRS), emit_remarks=False)
    checker.check(vecir.parse(ours), "affine-scalrep")


@pytest.mark.parametrize("pass_name", sorted(DISJOINT))
def test_disjoint_lanes_transform_as_iree_opt(pass_name):
    text, pipe = DISJOINT[pass_name], MISCOMPILED[pass_name][1]
    ours = _run_vecir(text, pipe)
    assert ours == iree_opt(text, "--pass-pipeline=" + pipe).strip("\n") + "\n"
    assert ours != iree_opt(text).strip("\n") + "\n", "the pass applies"
    checker = SemanticsChecker(seed=5, trials=2)
    checker.begin(vecir.parse(text), emit_remarks=False)
    checker.check(vecir.parse(ours), pass_name)


def _accesses(text: str):
    m = vecir.parse(text)
    load = next(o for o in m.walk() if o.name == "affine.vector_load")
    store = next(o for o in m.walk() if o.name == "affine.vector_store")
    loop = next(o for o in m.walk() if o.name == "affine.for")
    return m, load, store, loop


def test_distance_through_overlapping_lanes():
    _, load, store, loop = _accesses(PARALLEL)
    r = check_dependence(store, load, 1, compute_components=True)
    assert r.has_dependence
    assert [(c.lb, c.ub) for c in r.components] == [(1, 1)]
    # the load of iteration i reads 4i..4i+3; the store of iteration i' <= i - 1 wrote up to 4i+1,
    # so the load -> store (anti) dependence is within the iteration only ([4i+2, 4i+3])
    assert check_dependence(load, store, 1).has_dependence is False
    assert check_dependence(load, store, 2).has_dependence is True
    assert is_loop_parallel(loop)[0] is False


def test_two_dim_stencil_distance_has_both_signs():
    m = vecir.parse(TILE)
    load = next(o for o in m.walk() if o.name == "affine.vector_load")
    store = next(o for o in m.walk() if o.name == "affine.vector_store")
    r = check_dependence(store, load, 1, compute_components=True)
    assert r.has_dependence
    assert [(c.lb, c.ub) for c in r.components] == [(1, 1), (-1, 0)]


@pytest.mark.parametrize("vec,offset,expected", [
    ("vector<2xf32>", 2, False),         # 4i..4i+1 vs 4i'+2..4i'+3
    ("vector<3xf32>", 2, True),          # 4i+2..4i+4 meets 4(i+1)
    ("vector<[2]xf32>", 2, True),        # scalable: any number of lanes may meet
    ("vector<1xf32>", 2, False),         # one lane is the scalar case
])
def test_lane_widths_decide_the_overlap(vec, offset, expected):
    text = PARALLEL.replace("vector<4xf32>", vec).replace("%i * 4 + 2]", f"%i * 4 + {offset}]")
    _, load, store, loop = _accesses(text)
    assert check_dependence(store, load, 1).has_dependence is expected
    assert is_loop_parallel(loop)[0] is (not expected)


def test_two_dim_vectors_cover_a_box():
    """vector<2x4xf32> at [2i, 4] and at [2i + 1, 7]: rows 2i, 2i+1 vs 2i+1, 2i+2 and columns
    4..7 vs 7..10 meet in one element per pair of consecutive iterations."""
    text = """func.func @box(%A: memref<40x16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.vector_load %A[%i * 2, 4] : memref<40x16xf32>, vector<2x4xf32>
    affine.vector_store %v, %A[%i * 2 + 1, 7] : memref<40x16xf32>, vector<2x4xf32>
  }
  return
}
"""
    _, load, store, _ = _accesses(text)
    r = check_dependence(store, load, 1, compute_components=True)
    assert r.has_dependence and [(c.lb, c.ub) for c in r.components] == [(1, 1)]
    moved = text.replace("%A[%i * 2 + 1, 7]", "%A[%i * 2 + 1, 8]")   # columns 8..11: no element meets
    _, load, store, _ = _accesses(moved)
    assert check_dependence(store, load, 1).has_dependence is False
    assert check_dependence(store, load, 2).has_dependence is False


def test_vector_of_higher_rank_than_the_memref_may_reach_any_later_element():
    """vector<2x4xf32> read from a rank-1 memref (accepted by iree-opt's verifier): its footprint is
    not defined, so every element from its indices on may be touched."""
    text = """func.func @wider(%A: memref<80xf32>, %x: vector<4xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.vector_load %A[%i * 8] : memref<80xf32>, vector<2x4xf32>
    affine.vector_store %x, %A[%i * 8 + 6] : memref<80xf32>, vector<4xf32>
  }
  return
}
"""
    _, load, store, loop = _accesses(text)
    assert check_dependence(load, store, 2).has_dependence is True
    assert is_loop_parallel(loop)[0] is False
