// RUN: vecir-opt %s --lower-affine | filecheck %s
// RUN: vecir-opt %s --lower-affine | vecir-run - --function=div_mod --input=index=-7 | filecheck %s --check-prefix=EXEC

// floordiv, ceildiv and mod by a positive constant, expanded as upstream does so that negative
// values round the right way: -7 floordiv 4 = -2, -7 ceildiv 4 = -1, -7 mod 4 = 1.
// CHECK-LABEL: func.func @div_mod
// CHECK-SAME:    (%[[X:.*]]: index)
// CHECK:         %[[NEG:.*]] = arith.cmpi slt, %[[X]], %{{.*}} : index
// CHECK:         %[[Q:.*]] = arith.divsi %{{.*}}, %{{.*}} : index
// CHECK:         %[[FLOOR:.*]] = arith.select %[[NEG]], %{{.*}}, %[[Q]] : index
// CHECK:         %[[NONPOS:.*]] = arith.cmpi sle, %[[X]], %{{.*}} : index
// CHECK:         arith.divsi
// CHECK:         %[[CEIL:.*]] = arith.select %[[NONPOS]], %{{.*}}, %{{.*}} : index
// CHECK:         %[[REM:.*]] = arith.remsi %[[X]], %{{.*}} : index
// CHECK:         %[[MOD:.*]] = arith.select %{{.*}}, %{{.*}}, %[[REM]] : index
// CHECK:         return %[[FLOOR]], %[[CEIL]], %[[MOD]] : index, index, index
// EXEC: result[0]: {{.*}}=-2
// EXEC: result[1]: {{.*}}=-1
// EXEC: result[2]: {{.*}}=1
func.func @div_mod(%i: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  return %0, %1, %2 : index, index, index
}

// A max lower bound and a min upper bound become arith.maxsi / arith.minsi, the loop an scf.for
// with the same step and iter_args, affine.load a memref.load.
// CHECK-LABEL: func.func @loop
// CHECK:         %[[LB:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// CHECK:         %[[UB:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[C2]] iter_args(%[[A:.*]] = %{{.*}}) -> (f32) {
// CHECK-NEXT:      memref.load %{{.*}}[%[[I]]] : memref<20xf32>
// CHECK-NOT:     affine.
func.func @loop(%A: memref<20xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%n] to min affine_map<()[s0] -> (20, s0 + 8)>()[%n] step 2 iter_args(%a = %z) -> f32 {
    %v = affine.load %A[%i] : memref<20xf32>
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
