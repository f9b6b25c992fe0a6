// transform.foreach_match / collect_matching symbol-use checks (upstream's verifySymbolUses): each chunk
// carries iree-opt's diagnostic (checked by tests/unit/test_transform_match_symbols_invalid.py).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{unresolved matcher symbol @nope}}
    transform.foreach_match in %root @nope -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{unresolved action symbol @nope}}
    transform.foreach_match in %root @m -> @nope : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence @m(%a: !transform.any_op) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @m -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{the number of operands (1) doesn't match the number of matcher arguments (2) for @m}}
    transform.foreach_match in %root @m -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @m(%a: !transform.any_op {transform.consumed}) -> !transform.any_op {
    transform.foreach_match in %a @m2 -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @m2(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.foreach_match' op does not expect matcher symbol to consume its operand #0}}
    transform.foreach_match in %root @m -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}, %p: !transform.any_value {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %q = transform.param.constant 3 : i64 -> !transform.param<i64>
    // expected-error @below {{mismatching type interfaces for operand and matcher argument #1 of matcher @m}}
    transform.foreach_match in %root, %q @m -> @act : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{mismatching number of matcher results and action arguments between @m (1) and @act (2)}}
    transform.foreach_match in %root @m -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_value {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{mismatching type interfaces for matcher result and action argument #0of matcher @m and action @act}}
    transform.foreach_match in %root @m -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{the number of action results (0) for @act doesn't match the number of extra op results (1)}}
    transform.foreach_match in %root @m -> @act : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) -> !transform.param<i64> {
    %c = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.yield %c : !transform.param<i64>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{mismatching type interfaces for action result #0 of action @act and op result}}
    transform.foreach_match in %root @m -> @act : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.foreach_match' op expected at least one match/action pair}}
    "transform.foreach_match"(%root) <{matchers = [], actions = []}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @fm(%a: i32) { return }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{unresolved matcher symbol @fm}}
    %x = transform.collect_matching @fm in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the matcher to take one operation handle argument}}
    %x = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.consumed}) -> !transform.any_op {
    transform.foreach_match in %a @m2 -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @m2(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @act(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the matcher argument to be marked readonly}}
    %x = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the matcher to yield as many values as op has results (2), got 1}}
    %x, %y = transform.collect_matching @m in %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{mismatching type interfaces for matcher result and op result #0}}
    %x = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
