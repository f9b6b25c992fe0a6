"""`transform.structured.fuse_into_containing_op` as upstream's FuseIntoContainingOp: linalg producers
tiled at an extract_slice inside an scf.forall / scf.for (dynamic shapes included, inits the loop
also carries read from its iter_args), through a shared_out block argument, untileable producers
cloned, multi-result producers with users after the forall given a new shared_out. Each case is
byte-identical to iree-opt 3.13 on the same script and computes what it computed before (and what
NumPy computes)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

T = "tensor<?xf32>"
CEIL = "#cdiv = affine_map<()[s0, s1] -> (s0 ceildiv s1)>\n#mul = affine_map<(d0)[s0] -> (d0 * s0)>\n" \
       "#rest = affine_map<(d0)[s0, s1] -> (-(d0 * s1) + s0, s1)>\n#i1 = affine_map<(d0) -> (d0)>\n"


def _neg(res, src, dst, t=T, rank=1):
    its = ", ".join(['"parallel"'] * rank)
    m = "#i1" if rank == 1 else "#i3"
    return (f"{res} = linalg.generic {{indexing_maps = [{m}, {m}], iterator_types = [{its}]}} ins({src} : {t}) "
            f"outs({dst} : {t}) {{\n  ^bb0(%x: f32, %y: f32):\n    %n = arith.negf %x : f32\n"
            f"    linalg.yield %n : f32\n  }} -> {t}")


def _forall(body_slice_src, consumer_in, shared, extra_ret="", extra_ty=""):
    """A 1-D forall over chunks of %chunk of a ?xf32, negating %src chunk-wise into %shared."""
    return f"""  %c0 = arith.constant 0 : index
  %len = tensor.dim %dst, %c0 : {T}
  %nb = affine.apply #cdiv()[%len, %chunk]
  %r = scf.forall (%i) in (%nb) shared_outs(%o = {shared}) -> ({T}) {{
    %off = affine.apply #mul(%i)[%chunk]
    %sz = affine.min #rest(%i)[%len, %chunk]
    %os = tensor.extract_slice %o[%off] [%sz] [1] : {T} to {T}
    %is = tensor.extract_slice {body_slice_src}[%off] [%sz] [1] : {T} to {T}
    {_neg("%v", consumer_in, "%os")}
    scf.forall.in_parallel {{
      tensor.parallel_insert_slice %v into %o[%off] [%sz] [1] : {T} into {T}
    }}
  }}
  return %r{extra_ret} : {T}{extra_ty}
}}
"""


def _script(producer_match, container="scf.forall", extra=""):
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %p = transform.structured.match {producer_match} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match ops{{["{container}"]}} in %root : (!transform.any_op) -> !transform.any_op
    {extra or "%f, %n = transform.structured.fuse_into_containing_op %p into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)"}
    transform.yield
  }}
}}
"""


FILL_INTO_FORALL = CEIL + f"""func.func @neg_of_fill(%chunk: index, %src: {T}, %dst: {T}) -> {T} {{
  %seven = arith.constant 7.5 : f32
  %filled = linalg.fill ins(%seven : f32) outs(%src : {T}) -> {T}
""" + _forall("%filled", "%is", "%dst") + _script('ops{["linalg.fill"]}')

EMPTY_CLONED = CEIL + f"""func.func @neg_into_empty(%chunk: index, %src: {T}, %dst: {T}) -> {T} {{
  %c0_ = arith.constant 0 : index
  %n0 = tensor.dim %dst, %c0_ : {T}
  %e = tensor.empty(%n0) : {T}
  %c0 = arith.constant 0 : index
  %len = tensor.dim %dst, %c0 : {T}
  %nb = affine.apply #cdiv()[%len, %chunk]
  %r = scf.forall (%i) in (%nb) shared_outs(%o = %dst) -> ({T}) {{
    %off = affine.apply #mul(%i)[%chunk]
    %sz = affine.min #rest(%i)[%len, %chunk]
    %es = tensor.extract_slice %e[%off] [%sz] [1] : {T} to {T}
    %is = tensor.extract_slice %src[%off] [%sz] [1] : {T} to {T}
    {_neg("%v", "%is", "%es")}
    scf.forall.in_parallel {{
      tensor.parallel_insert_slice %v into %o[%off] [%sz] [1] : {T} into {T}
    }}
  }}
  return %r : {T}
}}
""" + _script('ops{["tensor.empty"]}')

# the fill initializes the shared_out: it is tiled on the shared_out's slice
FILL_THROUGH_SHARED_OUT = CEIL + f"""func.func @neg_into_filled(%chunk: index, %src: {T}, %dst: {T}) -> {T} {{
  %two = arith.constant -2.0 : f32
  %filled = linalg.fill ins(%two : f32) outs(%dst : {T}) -> {T}
""" + _forall("%src", "%is", "%filled") + _script('ops{["linalg.fill"]}')

# a two-result producer whose second result is also returned: the forall gets a new shared_out
TWO_RESULTS = CEIL + f"""func.func @sum_and_prod(%chunk: index, %a: {T}, %acc: {T}, %dst: {T}, %other: {T}) -> ({T}, {T}, {T}) {{
  %s:2 = linalg.generic {{indexing_maps = [#i1, #i1, #i1], iterator_types = ["parallel"], prod}} ins(%a : {T}) outs(%acc, %other : {T}, {T}) {{
  ^bb0(%x: f32, %y: f32, %z: f32):
    %p = arith.mulf %x, %y : f32
    %q = arith.subf %p, %z : f32
    linalg.yield %p, %q : f32, f32
  }} -> ({T}, {T})
""" + _forall("%s#0", "%is", "%dst", ", %s#0, %s#1", f", {T}, {T}") + _script("attributes{prod}")

# a row-max reduction producer of a ?x?xf32
ROWMAX = CEIL + f"""#rd2 = affine_map<(d0, d1) -> (d0, d1)>
#rd1 = affine_map<(d0, d1) -> (d0)>
func.func @neg_rowmax(%chunk: index, %m: tensor<?x?xf32>, %init: {T}, %dst: {T}) -> {T} {{
  %mx = linalg.generic {{indexing_maps = [#rd2, #rd1], iterator_types = ["parallel", "reduction"], prod}} ins(%m : tensor<?x?xf32>) outs(%init : {T}) {{
  ^bb0(%x: f32, %y: f32):
    %z = arith.maximumf %x, %y : f32
    linalg.yield %z : f32
  }} -> {T}
""" + _forall("%mx", "%is", "%dst") + _script("attributes{prod}")

# scf.for nest whose iter_args start from the producer's init: the fused tile writes into the iter_arg
T2 = "tensor<?x?xf32>"
NESTED_FOR = f"""#i3 = affine_map<(d0, d1) -> (d0, d1)>
func.func @neg_abs_nest(%a: {T2}, %b: {T2}) -> {T2} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ab = linalg.generic {{indexing_maps = [#i3, #i3], iterator_types = ["parallel", "parallel"], prod}} ins(%a : {T2}) outs(%b : {T2}) {{
  ^bb0(%x: f32, %y: f32):
    %z = math.absf %x : f32
    linalg.yield %z : f32
  }} -> {T2}
  %n0 = tensor.dim %b, %c0 : {T2}
  %n1 = tensor.dim %b, %c1 : {T2}
  %r = scf.for %i = %c0 to %n0 step %c1 iter_args(%t = %b) -> ({T2}) {{
    %r2 = scf.for %j = %c0 to %n1 step %c2 iter_args(%u = %t) -> ({T2}) {{
      %w = affine.min affine_map<(d0)[s0] -> (-d0 + s0, 2)>(%j)[%n1]
      %as = tensor.extract_slice %ab[%i, %j] [1, %w] [1, 1] : {T2} to tensor<1x?xf32>
      %us = tensor.extract_slice %u[%i, %j] [1, %w] [1, 1] : {T2} to tensor<1x?xf32>
      {_neg("%v", "%as", "%us", "tensor<1x?xf32>", 2)}
      %ins = tensor.insert_slice %v into %u[%i, %j] [1, %w] [1, 1] : tensor<1x?xf32> into {T2}
      scf.yield %ins : {T2}
    }}
    scf.yield %r2 : {T2}
  }}
  return %r : {T2}
}}
""" + _script("attributes{prod}", "scf.for", """%loops:2 = transform.split_handle %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f, %n = transform.structured.fuse_into_containing_op %p into %loops#1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)""")

# the same producer twice in the handle: fused once
REPEATED = CEIL + f"""func.func @neg_of_fill_twice(%chunk: index, %src: {T}, %dst: {T}) -> {T} {{
  %seven = arith.constant 3.0 : f32
  %filled = linalg.fill ins(%seven : f32) outs(%src : {T}) -> {T}
""" + _forall("%filled", "%is", "%dst") + _script('ops{["linalg.fill"]}', extra="""%pp = transform.merge_handles %p, %p : !transform.any_op
    %f, %n = transform.structured.fuse_into_containing_op %pp into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)""")

CASES = {"fill_into_forall": FILL_INTO_FORALL, "empty_cloned": EMPTY_CLONED,
         "fill_through_shared_out": FILL_THROUGH_SHARED_OUT, "two_results_new_shared_out": TWO_RESULTS,
         "rowmax_reduction": ROWMAX, "nested_for_iter_args": NESTED_FOR, "repeated_handle": REPEATED}


def _fused(text):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text = CASES[name]
    got = _fused(text)
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


def _inputs(name, n, rng):
    v = lambda *s: rng.integers(-8, 8, s).astype(np.float32)  # noqa: E731
    if name == "two_results_new_shared_out":
        return (3, v(n), v(n), v(n), v(n))
    if name == "rowmax_reduction":
        return (3, v(n, 5), v(n), v(n))
    if name == "nested_for_iter_args":
        return (v(n, 5), v(n, 5))
    return (3, v(n), v(n))


def _numpy(name, args):
    if name == "fill_into_forall":
        return [np.full_like(args[1], -7.5)]
    if name == "repeated_handle":
        return [np.full_like(args[1], -3.0)]
    if name in ("empty_cloned", "fill_through_shared_out"):
        return [-args[1]]
    if name == "two_results_new_shared_out":
        p = args[1] * args[2]
        return [-p, p, p - args[4]]
    if name == "rowmax_reduction":
        return [-np.maximum(args[1].max(axis=1), args[2])]
    return [-np.abs(args[0])]


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("n", [1, 7, 9])
def test_semantics(name, n):
    text = CASES[name]
    fn = text.split("func.func @", 1)[1].split("(", 1)[0]
    args = _inputs(name, n, np.random.default_rng(n))
    want = _numpy(name, args)
    for ir in (text, _fused(text)):
        got = vecir.run(vecir.parse(ir), fn, *args)
        got = list(got) if isinstance(got, (list, tuple)) else [got]
        for g, w in zip(got, want):
            np.testing.assert_array_equal(np.asarray(g), w)
