// RUN: vecir-opt %s --mlir-print-debuginfo --allow-unregistered-dialect | filecheck %s
// RUN: vecir-opt %s --mlir-print-debuginfo --allow-unregistered-dialect | vecir-opt --mlir-print-debuginfo --allow-unregistered-dialect | filecheck %s
// RUN: vecir-opt %s --mlir-print-debuginfo --mlir-print-local-scope --allow-unregistered-dialect | filecheck %s --check-prefix=LOCAL

// Locations print as iree-opt prints them: argument locations inline (they still get a non-deferred
// alias, printed at the top), op locations as `#locN` aliases defined after the module, numbered by
// nesting depth and first use; the implicit module is at file:0:0.

// CHECK:      #loc1 = loc("x.py":3:4)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc("x.py":3:4)) -> i32 {
// CHECK-NEXT:     %0 = "t.op"(%arg0) : (i32) -> i32 loc(#loc6)
// CHECK-NEXT:     %1 = "t.op"(%0) : (i32) -> i32 loc(#loc2)
// CHECK-NEXT:     %2 = "t.op"(%1) : (i32) -> i32 loc(#loc7)
// CHECK-NEXT:     return %2 : i32 loc(#loc5)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}opt-debuginfo.mlir":0:0)
// CHECK-NEXT: #loc2 = loc("a.py":1:2)
// CHECK-NEXT: #loc3 = loc("b.py":3:4)
// CHECK-NEXT: #loc4 = loc("c.py":5:6)
// CHECK-NEXT: #loc5 = loc("{{.*}}opt-debuginfo.mlir":[[# @LINE + 14]]:3)
// CHECK-NEXT: #loc6 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: #loc7 = loc(callsite(#loc4 at #loc2))

// LOCAL:      module {
// LOCAL-NEXT:   func.func @f(%arg0: i32 loc("x.py":3:4)) -> i32 {
// LOCAL-NEXT:     %0 = "t.op"(%arg0) : (i32) -> i32 loc(fused["a.py":1:2, "b.py":3:4])
// LOCAL:        } loc("x.py":3:4)
// LOCAL-NEXT: } loc("{{.*}}opt-debuginfo.mlir":0:0)

func.func @f(%a: i32 loc("x.py":3:4)) -> i32 {
  %0 = "t.op"(%a) : (i32) -> i32 loc(fused["a.py":1:2, unknown, "b.py":3:4])
  %1 = "t.op"(%0) : (i32) -> i32 loc("a.py":1:2)
  %2 = "t.op"(%1) : (i32) -> i32 loc(callsite("c.py":5:6 at "a.py":1:2))
  return %2 : i32
} loc("x.py":3:4)
