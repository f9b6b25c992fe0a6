// FLAGS: --canonicalize
// Transform ops that only read handles / payload and produce handles are trivially dead when their
// results are unused; ops that change the payload or call other sequences stay.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @navigation_only(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %f <isolated_from_above> : (!transform.any_op) -> !transform.any_op
    %c = transform.cast %p : !transform.any_op to !transform.op<"builtin.module">
    %m = transform.merge_handles %f, %p : !transform.any_op
    %a, %b = transform.split_handle %m : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r = transform.get_result %a[0] : (!transform.any_op) -> !transform.any_value
    %o = transform.get_operand %a[all] : (!transform.any_op) -> !transform.any_value
    %u = transform.get_consumers_of_result %b[0] : (!transform.any_op) -> !transform.any_op
    %d = transform.get_defining_op %r : (!transform.any_value) -> !transform.any_op
    %n = transform.num_associations %d : (!transform.any_op) -> !transform.param<i64>
    %s = transform.select "arith.addi" in %u : (!transform.any_op) -> !transform.any_op
    %k = transform.param.constant 7 : i64 -> !transform.param<i64>
    transform.yield
  }

  transform.named_sequence @matcher(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.match.operation_empty %op : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  transform.named_sequence @kept(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %unused = transform.collect_matching @matcher in %root : (!transform.any_op) -> !transform.any_op
    %k = transform.param.constant 3 : i64 -> !transform.param<i64>
    transform.annotate %f "tag" = %k : !transform.any_op, !transform.param<i64>
    transform.apply_dce to %f : !transform.any_op
    transform.apply_licm to %f : !transform.any_op
    %dead = transform.foreach %f : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      %q = transform.get_parent_op %x : (!transform.any_op) -> !transform.any_op
      transform.yield %q : !transform.any_op
    }
    transform.foreach %f : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "in_loop" : !transform.any_op
    }
    %i = transform.include @matcher failures(propagate) (%f) : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
  %0 = transform.sequence %f : !transform.any_op -> !transform.any_op failures(suppress) {
  ^bb1(%x: !transform.any_op):
    %p = transform.get_parent_op %x : (!transform.any_op) -> !transform.any_op
    transform.yield %p : !transform.any_op
  }
  transform.sequence %f : !transform.any_op failures(propagate) {
  ^bb1(%x: !transform.any_op):
    transform.annotate %x "kept" : !transform.any_op
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
  %c = transform.cast %f : !transform.any_op to !transform.op<"func.func">
}
