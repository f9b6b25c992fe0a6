"""transform.sequence and transform.alternatives (and the handle ops used inside them) run by
`vecir-opt --transform-interpreter` give byte-identical stdout, stderr and exit codes to
`iree-opt --transform-interpreter` (iree-base-compiler 3.13): failure propagation modes, suppressed
silenceable failures, definite failures, alternatives tried on clones of their scope, handle
invalidation by a consumed scope."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .oracle import iree_opt_path

# payloads shared by several cases (each case's text is what both tools read)
ADDI_PAYLOAD = """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
"""

STRUCTURED_PAYLOAD = """func.func @f(%A: tensor<4x8xf32>, %B: tensor<8x4xf32>, %C: tensor<4x4xf32>, %x: f32) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %f = linalg.fill {tag} ins(%x : f32) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : tensor<4x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %s = arith.addf %o, %fi : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %g) -> (tensor<4x4xf32>) {
    %p = tensor.pad %acc low[0, 0] high[0, 0] {
    ^bb0(%a: index, %b: index):
      tensor.yield %x : f32
    } : tensor<4x4xf32> to tensor<4x4xf32>
    scf.yield %p : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}
"""

VECTOR_PAYLOAD = """func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %a, %b : vector<4xf32>
  %1 = arith.mulf %0, %b : vector<4xf32>
  %s = arith.constant 0.0 : f32
  %2 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %1, %a, %s : vector<4xf32>, vector<4xf32> into f32
  %3 = vector.broadcast %2 : f32 to vector<4xf32>
  return %3 : vector<4xf32>
}
"""


def _main(body: str) -> str:
    """A transform module whose @__transform_main runs BODY, then yields."""
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {\n"
            + body + "    transform.yield\n  }\n}\n")


CASES = {
    # a sequence whose body consumes its block argument consumes its operand: upstream reports the
    # stale handle as invalidated by the sequence
    "seq_consumes": ADDI_PAYLOAD + _main("""\
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %a = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.sequence %f : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      %g = transform.apply_registered_pass "canonicalize" to %x : (!transform.any_op) -> !transform.any_op
    }
    transform.annotate %a "stale" : !transform.any_op
"""),
    # structured.match's interface (LinalgOp: structured ops only; TilingInterface: also tensor.pad),
    # attribute, result-type and operand-type filters; a matched top-level module prints its aliases
    "match_filters": STRUCTURED_PAYLOAD + _main("""\
    %a = transform.structured.match interface{LinalgOp} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %a name = "linalg" : !transform.any_op
    %b = transform.structured.match interface{TilingInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %b name = "tiling" : !transform.any_op
    %c = transform.structured.match interface{LoopLikeInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %c name = "loops" : !transform.any_op
    %d = transform.structured.match attributes {tag} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %d name = "tag" : !transform.any_op
    %e = transform.structured.match ops{["arith.constant"]} filter_result_type = index in %arg0 : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %e : (!transform.any_op) -> !transform.param<i64>
    transform.print %e name = "idx" : !transform.any_op
    %h2 = transform.structured.match filter_operand_types = [i32] in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %h2 name = "i32" : !transform.any_op
    %h3 = transform.structured.match ops{["linalg.generic", "scf.for"]} interface{LoopLikeInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %h3 name = "both" : !transform.any_op
"""),
    # more than one type in filter_operand_types needs as many operands on every visited op
    "match_operand_count": STRUCTURED_PAYLOAD + _main("""\
    %a = transform.structured.match interface{LinalgOp} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %a name = "linalg" : !transform.any_op
    %b = transform.structured.match interface{TilingInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %b name = "tiling" : !transform.any_op
    %c = transform.structured.match interface{LoopLikeInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %c name = "loops" : !transform.any_op
    %d = transform.structured.match attributes {tag} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %d name = "tag" : !transform.any_op
    %e = transform.structured.match ops{["arith.constant"]} filter_result_type = index in %arg0 : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %e : (!transform.any_op) -> !transform.param<i64>
    transform.print %e name = "idx" : !transform.any_op
    %h = transform.structured.match filter_operand_types = [f32, f32] in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %h name = "ff" : !transform.any_op
    %h2 = transform.structured.match filter_operand_types = [i32] in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %h2 name = "i32" : !transform.any_op
    %h3 = transform.structured.match ops{["linalg.generic", "scf.for"]} interface{LoopLikeInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %h3 name = "both" : !transform.any_op
"""),
    # structured.match needs exactly one target payload op
    "match_one_target": STRUCTURED_PAYLOAD + _main("""\
    %two = transform.structured.match ops{["linalg.fill", "linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %z = transform.structured.match ops{["arith.addf"]} in %two : (!transform.any_op) -> !transform.any_op
    %a = transform.structured.match interface{LinalgOp} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %a name = "linalg" : !transform.any_op
    %b = transform.structured.match interface{TilingInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %b name = "tiling" : !transform.any_op
    %c = transform.structured.match interface{LoopLikeInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %c name = "loops" : !transform.any_op
    %d = transform.structured.match attributes {tag} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %d name = "tag" : !transform.any_op
    %e = transform.structured.match ops{["arith.constant"]} filter_result_type = index in %arg0 : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %e : (!transform.any_op) -> !transform.param<i64>
    transform.print %e name = "idx" : !transform.any_op
    %h = transform.structured.match filter_operand_types = [f32, f32] in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %h name = "ff" : !transform.any_op
    %h2 = transform.structured.match filter_operand_types = [i32] in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %h2 name = "i32" : !transform.any_op
    %h3 = transform.structured.match ops{["linalg.generic", "scf.for"]} interface{LoopLikeInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %h3 name = "both" : !transform.any_op
"""),
    # get_parent_op options, merge_handles (deduplicate), split_handle options, foreach with results
    # over an include, a suppressed include failure, apply_licm and apply_dce
    "handle_ops_tour": """func.func @f(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %k = arith.constant 7 : i32
    %m = arith.muli %k, %k : i32
    %dead = arith.addi %m, %m : i32
    %s = arith.addi %acc, %m : i32
    scf.yield %s : i32
  }
  %x = arith.addi %r, %a : i32
  %y = arith.addi %x, %a : i32
  return %y : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @tagit(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.annotate %h "tagged" : !transform.any_op
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @fails(%h: !transform.any_op {transform.readonly}) {
    %a, %b = transform.split_handle %h : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %p1 = transform.get_parent_op %adds : (!transform.any_op) -> !transform.any_op
    transform.print %p1 name = "parents" : !transform.any_op
    %p2 = transform.get_parent_op %adds <deduplicate> : (!transform.any_op) -> !transform.any_op
    transform.print %p2 name = "dedup" : !transform.any_op
    %p3 = transform.get_parent_op %adds <isolated_from_above, deduplicate> : (!transform.any_op) -> !transform.any_op
    %p4 = transform.get_parent_op %adds <nth_parent = 2, allow_empty_results> : (!transform.any_op) -> !transform.any_op
    %n4 = transform.num_associations %p4 : (!transform.any_op) -> !transform.param<i64>
    transform.annotate %p3 "nparents" = %n4 : !transform.any_op, !transform.param<i64>
    %m = transform.merge_handles %p1, %p2 : !transform.any_op
    %md = transform.merge_handles deduplicate %p1, %p2 : !transform.any_op
    %nm = transform.num_associations %m : (!transform.any_op) -> !transform.param<i64>
    %nmd = transform.num_associations %md : (!transform.any_op) -> !transform.param<i64>
    transform.annotate %p3 "merged" = %nm : !transform.any_op, !transform.param<i64>
    transform.annotate %p3 "merged_dedup" = %nmd : !transform.any_op, !transform.param<i64>
    %s:2 = transform.split_handle %adds overflow_result = 1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.annotate %s#1 "overflow" : !transform.any_op
    %t:6 = transform.split_handle %adds fail_on_payload_too_small = false : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.annotate %t#5 "never" : !transform.any_op
    %r = transform.foreach %adds : !transform.any_op -> !transform.any_op {
    ^bb0(%e: !transform.any_op):
      %q = transform.include @tagit failures(propagate) (%e) : (!transform.any_op) -> !transform.any_op
      transform.yield %q : !transform.any_op
    }
    %nr = transform.num_associations %r : (!transform.any_op) -> !transform.param<i64>
    transform.annotate %p3 "foreach" = %nr : !transform.any_op, !transform.param<i64>
    transform.include @fails failures(suppress) (%adds) : (!transform.any_op) -> ()
    %loops = transform.structured.match ops{["scf.for"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_licm to %loops : !transform.any_op
    transform.apply_dce to %p3 : !transform.any_op
    transform.print %p3 name = "final" : !transform.any_op
    transform.yield
  }
}
""",
    # every alternative fails silenceably: 'all alternatives failed' at the alternatives op
    "alt_all_fail": VECTOR_PAYLOAD + _main("""\
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.alternatives %f : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      %c = transform.structured.match ops{["arith.addf"]} in %x : (!transform.any_op) -> !transform.any_op
      %p = transform.get_parent_op %c <op_name = "scf.for"> : (!transform.any_op) -> !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      %a, %b = transform.split_handle %x : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
"""),
    # the first alternative rewrites its clone then fails; the second runs on a fresh clone and replaces the function
    "alt_fallback": VECTOR_PAYLOAD + _main("""\
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %g = transform.alternatives %f : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.apply_patterns to %x {
        transform.apply_patterns.vector.lower_contraction lowering_strategy = outerproduct
      } : !transform.any_op
      %c = transform.structured.match ops{["vector.contract"]} in %x : (!transform.any_op) -> !transform.any_op
      %p = transform.get_parent_op %c <op_name = "scf.for"> : (!transform.any_op) -> !transform.any_op
      transform.yield %x : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      transform.apply_patterns to %x {
        transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
      } : !transform.any_op
      transform.annotate %x "second" : !transform.any_op
      transform.yield %x : !transform.any_op
    }
    transform.print %g name = "chosen" : !transform.any_op
"""),
    # a scope containing the script is a definite failure with a 'scope' note
    "alt_scope_self": """func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %a, %b : vector<4xf32>
  %1 = arith.mulf %0, %b : vector<4xf32>
  %s = arith.constant 0.0 : f32
  %2 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %1, %a, %s : vector<4xf32>, vector<4xf32> into f32
  %3 = vector.broadcast %2 : f32 to vector<4xf32>
  return %3 : vector<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.alternatives %arg0 : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.yield
    }
    transform.yield
  }
}
""",
    # suppressed failures go on, alternatives consume their scope (a later use of a handle nested in it is reported)
    "seq_alt_basic": """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r = transform.sequence %f : !transform.any_op -> !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "inseq" : !transform.any_op
      %p = transform.get_parent_op %x <op_name = "scf.for"> : (!transform.any_op) -> !transform.any_op
      transform.annotate %x "after" : !transform.any_op
      transform.yield %x : !transform.any_op
    }
    transform.sequence %arg0 : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      %m = transform.structured.match ops{["arith.muli"]} in %x : (!transform.any_op) -> !transform.any_op
      transform.annotate %m "mul" : !transform.any_op
    }
    %fn = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %alt = transform.alternatives %fn : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      %p = transform.get_parent_op %x <op_name = "scf.for"> : (!transform.any_op) -> !transform.any_op
      transform.annotate %x "alt1" : !transform.any_op
      transform.yield %x : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "alt2" : !transform.any_op
      transform.yield %x : !transform.any_op
    }
    transform.print %alt : !transform.any_op
    transform.print %r : !transform.any_op
    transform.yield
  }
}
""",
    # a definite failure (stale handle) is not suppressed by failures(suppress)
    "seq_definite": VECTOR_PAYLOAD + _main("""\
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.sequence %f : !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
      %c = transform.structured.match ops{["arith.addf"]} in %x : (!transform.any_op) -> !transform.any_op
      %g = transform.apply_registered_pass "canonicalize" to %x : (!transform.any_op) -> !transform.any_op
      transform.annotate %c "stale" : !transform.any_op
    }
"""),
    # extra bindings with a parameter, a suppressing sequence nested in a propagating one, foreach + include, merge_handles
    "seq_nested": """func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %a, %b : vector<4xf32>
  %1 = arith.mulf %0, %b : vector<4xf32>
  %s = arith.constant 0.0 : f32
  %2 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %1, %a, %s : vector<4xf32>, vector<4xf32> into f32
  %3 = vector.broadcast %2 : f32 to vector<4xf32>
  return %3 : vector<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @mark(%h: !transform.any_op {transform.readonly}) {
    transform.annotate %h "marked" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %adds = transform.structured.match ops{["arith.addf", "arith.mulf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %n = transform.param.constant 7 : i64 -> !transform.param<i64>
    %r:2 = transform.sequence %f, %adds, %n : (!transform.any_op, !transform.any_op, !transform.param<i64>) -> !transform.any_op, !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op, %y: !transform.any_op, %p: !transform.param<i64>):
      transform.annotate %y "seven" = %p : !transform.any_op, !transform.param<i64>
      %s = transform.sequence %y : !transform.any_op -> !transform.any_op failures(suppress) {
      ^bb1(%z: !transform.any_op):
        %a, %b, %c = transform.split_handle %z : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
        transform.annotate %z "not reached" : !transform.any_op
        yield %a : !transform.any_op
      }
      transform.foreach %y : !transform.any_op {
      ^bb2(%e: !transform.any_op):
        transform.include @mark failures(propagate) (%e) : (!transform.any_op) -> ()
      }
      %m = transform.merge_handles %s, %y : !transform.any_op
      yield %x, %m : !transform.any_op, !transform.any_op
    }
    transform.print %r#1 name = "merged" : !transform.any_op
    transform.print %r#0 : !transform.any_op
    transform.yield
  }
}
""",
    # a silenceable failure leaves a propagating sequence and aborts the script (upstream's split_handle text)
    "seq_propagate": VECTOR_PAYLOAD + _main("""\
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.sequence %f : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "before" : !transform.any_op
      %a, %b = transform.split_handle %x : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.annotate %x "after" : !transform.any_op
    }
"""),
    # get_parent_op's failure with its 'target op' note, propagated out of a sequence
    "seq_propagate_note": ADDI_PAYLOAD + _main("""\
    %f = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r = transform.sequence %f : !transform.any_op -> !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      %p = transform.get_parent_op %x <op_name = "scf.for"> : (!transform.any_op) -> !transform.any_op
      transform.annotate %x "after" : !transform.any_op
      transform.yield %p : !transform.any_op
    }
"""),
    # a suppressed failure empties the failed op's results; the body goes on
    "seq_suppress_print": ADDI_PAYLOAD + _main("""\
    %f = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r = transform.sequence %f : !transform.any_op -> !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
      %p = transform.get_parent_op %x <op_name = "scf.for"> : (!transform.any_op) -> !transform.any_op
      transform.annotate %x "after" : !transform.any_op
      transform.print %p name = "p" : !transform.any_op
      transform.yield %p : !transform.any_op
    }
    transform.print %r : !transform.any_op
"""),
    # split_handle's message names an op-result handle by its defining op in generic form
    "split": """func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
  %1 = arith.addf %0, %a : f32
  %2 = arith.addf %1, %a : f32
  return %2 : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["arith.addf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.sequence %f : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      %a, %b = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %a, %b, %c, %d = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
""",
}


def _run(tool: list[str], path: Path) -> tuple[int, str, str]:
    r = subprocess.run([*tool, path.name, "--transform-interpreter"], capture_output=True, text=True, timeout=300,
                       cwd=path.parent)
    return r.returncode, r.stdout, r.stderr


@pytest.mark.parametrize("name", sorted(CASES))
def test_control_ops_match_iree_opt(tmp_path: Path, name: str) -> None:
    f = tmp_path / f"{name}.mlir"
    f.write_text(CASES[name])
    theirs = _run([iree_opt_path()], f)
    ours = _run([sys.executable, "-m", "vecir.tools.opt"], f)
    assert "Traceback" not in ours[2]
    assert ours == theirs
