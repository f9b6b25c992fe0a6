// --verify-semantics: passes that keep what each public function computes pass (exit 0, the
// output is printed); a function the checker cannot run on random inputs gets a remark instead.

// RUN: vecir-opt %s --verify-semantics --verify-semantics-trials=3 -p 'vector-lower-contraction,vector-lower-outerproduct,vector-lower-transpose,lower-vector-multi-reduction,canonicalize,cse' 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix=REMARK --input-file=%t.err

// CHECK-LABEL: func.func @matmul
// CHECK-NOT:   vector.contract
// CHECK-LABEL: func.func @reduce_transpose
// CHECK-NOT:   vector.multi_reduction
// CHECK-LABEL: func.func @dynamic

// REMARK:     opt-verify-semantics.mlir:[[# @LINE + 17]]:1: remark: @dynamic is not checked by --verify-semantics: cannot synthesize an argument of dynamic shape in tensor<?xf32>
// REMARK-NOT: error

func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %r : vector<2x4xf32>
}

func.func @reduce_transpose(%v: vector<3x5xi32>, %acc: vector<5xi32>) -> vector<5xi32> {
  %t = vector.transpose %v, [1, 0] : vector<3x5xi32> to vector<5x3xi32>
  %r = vector.multi_reduction <add>, %t, %acc [1] : vector<5x3xi32> to vector<5xi32>
  return %r : vector<5xi32>
}

func.func @dynamic(%t: tensor<?xf32>) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}
