// RUN: vecir-opt %s --no-implicit-module --allow-unregistered-dialect | filecheck %s
// RUN: not vecir-opt %s --no-implicit-module --allow-unregistered-dialect -p 'cse' 2>&1 | filecheck %s --check-prefix=ANCHOR
// RUN: not vecir-opt %s --no-implicit-module --allow-unregistered-dialect --cse 2>&1 | filecheck %s --check-prefix=UNREG
// RUN: not vecir-opt %S/Inputs/invalid.mlir --no-implicit-module 2>&1 | filecheck %s --check-prefix=COUNT

// Without the implicit module the single top-level op is the root, whatever it is.
// CHECK: "test.top"() ({
// ANCHOR: error: can't run 'builtin.module' pass manager on 'test.top' op
// UNREG: error: 'test.top' op trying to schedule a pass on an unregistered operation
// COUNT: invalid.mlir:2:3: error: 'func.return' op

"test.top"() ({
  "test.inner"() : () -> ()
}) : () -> ()
