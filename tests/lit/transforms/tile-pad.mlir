// RUN: vecir-opt %s --transform-interpreter --split-input-file | filecheck %s
// RUN: vecir-opt %s --transform-interpreter --split-input-file --verify-semantics --verify-semantics-trials=3 -o %t

// tensor.pad tiled by tile_using_for and tile_using_forall (upstream's TilingInterface model of the
// pad): the loops run over the pad's result shape into a tensor.empty, and each tile pads a clamped
// slice of the source by the tile's share of the low/high padding, under an scf.if that generates a
// tile of the padding value when the slice is empty. The CHECK lines are iree-opt 3.13's output.

// CHECK-DAG: #[[MIN:.*]] = affine_map<(d0) -> (-d0 + 9, 4)>
// CHECK-DAG: #[[LOW:.*]] = affine_map<(d0) -> (0, -d0 + 3)>
// CHECK-DAG: #[[OFF:.*]] = affine_map<(d0) -> (d0 - 3, 0)>
// CHECK-DAG: #[[CLAMP:.*]] = affine_map<(d0) -> (d0, 5)>
// CHECK-DAG: #[[LEN:.*]] = affine_map<(d0, d1, d2) -> (-d0 + 5, d1 - d2)>
// CHECK-DAG: #[[POS:.*]] = affine_map<(d0) -> (d0, 0)>
// CHECK-DAG: #[[HIGH:.*]] = affine_map<(d0, d1, d2) -> (-d0 + d1 - d2)>
// CHECK-LABEL: func.func @pad_row(
// CHECK-SAME:      %[[V:.*]]: tensor<5xf32>) -> tensor<9xf32> {
// CHECK:         %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<9xf32>
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[E]]) -> (tensor<9xf32>) {
// CHECK:           %[[SZ:.*]] = affine.min #[[MIN]](%[[I]])
// CHECK:           %[[NLOW:.*]] = affine.max #[[LOW]](%[[I]])
// CHECK:           %[[O:.*]] = affine.max #[[OFF]](%[[I]])
// CHECK-NEXT:      %[[NOFF:.*]] = affine.min #[[CLAMP]](%[[O]])
// CHECK:           %[[L:.*]] = affine.min #[[LEN]](%[[NOFF]], %[[SZ]], %[[NLOW]])
// CHECK-NEXT:      %[[NLEN:.*]] = affine.max #[[POS]](%[[L]])
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[EMPTY:.*]] = arith.cmpi eq, %[[NLEN]], %[[Z]] : index
// CHECK:           %[[NHIGH:.*]] = affine.apply #[[HIGH]](%[[NLOW]], %[[SZ]], %[[NLEN]])
// CHECK-NEXT:      %[[T:.*]] = scf.if %[[EMPTY]] -> (tensor<?xf32>) {
// CHECK-NEXT:        %[[G:.*]] = tensor.generate %[[SZ]] {
// CHECK:               tensor.yield %[[CST]] : f32
// CHECK:             scf.yield %[[G]] : tensor<?xf32>
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %[[S:.*]] = tensor.extract_slice %[[V]][%[[NOFF]]] [%[[NLEN]]] [1] : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT:        %[[P:.*]] = tensor.pad %[[S]] low[%[[NLOW]]] high[%[[NHIGH]]] {
// CHECK:               tensor.yield %[[CST]] : f32
// CHECK-NEXT:        } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:        scf.yield %[[P]] : tensor<?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[INS:.*]] = tensor.insert_slice %[[T]] into %[[ACC]][%[[I]]] [%[[SZ]]] [1] : tensor<?xf32> into tensor<9xf32>
// CHECK-NEXT:      scf.yield %[[INS]] : tensor<9xf32>
// CHECK:         return %[[R]] : tensor<9xf32>
func.func @pad_row(%v: tensor<5xf32>) -> tensor<9xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.pad %v low[3] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<5xf32> to tensor<9xf32>
  return %0 : tensor<9xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loop = transform.structured.tile_using_for %pad tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Two threads over the padded columns (rows untiled): each thread's tile is 4x5, so the pad of the
// slice is cast back to the static tile type and written with parallel_insert_slice.
// CHECK-LABEL: func.func @pad_cols_by_threads(
// CHECK-SAME:      %[[M:.*]]: tensor<4x6xi32>) -> tensor<4x10xi32> {
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x10xi32>
// CHECK-NEXT:    %[[R:.*]] = scf.forall (%[[T:.*]]) in (2) shared_outs(%[[OUT:.*]] = %[[E]]) -> (tensor<4x10xi32>) {
// CHECK-NEXT:      %[[COL:.*]] = affine.apply #{{.*}}(%[[T]])
// CHECK:           %[[NLOW:.*]] = affine.max #{{.*}}(%[[T]])
// CHECK:           %[[NOFF:.*]] = affine.min #{{.*}}(%{{.*}})
// CHECK:           %[[NLEN:.*]] = affine.max #{{.*}}(%{{.*}})
// CHECK:           %[[EMPTY:.*]] = arith.cmpi eq, %[[NLEN]], %{{.*}} : index
// CHECK-NEXT:      %[[TILE:.*]] = scf.if %[[EMPTY]] -> (tensor<4x5xi32>) {
// CHECK-NEXT:        %[[G:.*]] = tensor.generate  {
// CHECK:             } : tensor<4x5xi32>
// CHECK-NEXT:        scf.yield %[[G]] : tensor<4x5xi32>
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %[[S:.*]] = tensor.extract_slice %[[M]][0, %[[NOFF]]] [4, %[[NLEN]]] [1, 1] : tensor<4x6xi32> to tensor<4x?xi32>
// CHECK-NEXT:        %[[P:.*]] = tensor.pad %[[S]] low[0, %[[NLOW]]] high[0, 0] {
// CHECK:             } : tensor<4x?xi32> to tensor<4x?xi32>
// CHECK-NEXT:        %[[C:.*]] = tensor.cast %[[P]] : tensor<4x?xi32> to tensor<4x5xi32>
// CHECK-NEXT:        scf.yield %[[C]] : tensor<4x5xi32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %[[TILE]] into %[[OUT]][0, %[[COL]]] [4, 5] [1, 1] : tensor<4x5xi32> into tensor<4x10xi32>
// CHECK:         return %[[R]] : tensor<4x10xi32>
func.func @pad_cols_by_threads(%m: tensor<4x6xi32>) -> tensor<4x10xi32> {
  %c9 = arith.constant 9 : i32
  %0 = tensor.pad %m low[0, 4] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c9 : i32
  } : tensor<4x6xi32> to tensor<4x10xi32>
  return %0 : tensor<4x10xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %pad num_threads [0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Dynamic rows and high padding, a padding value from outside: the result shape is reified (source
// dim + high) once for the tensor.empty and once for the loop bound, and the tile clamp composes it.
// CHECK-DAG: #[[SUM:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #[[TMIN:.*]] = affine_map<(d0)[s0, s1] -> (-d0 + s0 + s1, 2)>
// CHECK-LABEL: func.func @pad_dyn_high(
// CHECK-SAME:      %[[M:.*]]: tensor<?x3xf32>, %[[H:.*]]: index, %[[FILL:.*]]: f32) -> tensor<?x3xf32> {
// CHECK:         %[[D:.*]] = tensor.dim %[[M]], %{{.*}} : tensor<?x3xf32>
// CHECK-NEXT:    %[[N:.*]] = affine.apply #[[SUM]]()[%[[D]], %[[H]]]
// CHECK-NEXT:    %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x3xf32>
// CHECK:         %[[D1:.*]] = tensor.dim %[[M]], %{{.*}} : tensor<?x3xf32>
// CHECK-NEXT:    %[[UB:.*]] = affine.apply #[[SUM]]()[%[[D1]], %[[H]]]
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[UB]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[E]]) -> (tensor<?x3xf32>) {
// CHECK-NEXT:      %[[SZ:.*]] = affine.min #[[TMIN]](%[[I]])[%[[D1]], %[[H]]]
// CHECK:           scf.if %{{.*}} -> (tensor<?x3xf32>) {
// CHECK:             tensor.generate %[[SZ]] {
// CHECK:               tensor.yield %[[FILL]] : f32
// CHECK:           } else {
// CHECK:             tensor.extract_slice %[[M]][%{{.*}}, 0] [%{{.*}}, 3] [1, 1] : tensor<?x3xf32> to tensor<?x3xf32>
// CHECK:             tensor.pad %{{.*}} low[0, 0] high[%{{.*}}, 0] {
// CHECK:               tensor.yield %[[FILL]] : f32
// CHECK:           tensor.insert_slice %{{.*}} into %[[ACC]][%[[I]], 0] [%[[SZ]], 3] [1, 1] : tensor<?x3xf32> into tensor<?x3xf32>
// CHECK:         return %[[R]] : tensor<?x3xf32>
func.func @pad_dyn_high(%m: tensor<?x3xf32>, %h: index, %fill: f32) -> tensor<?x3xf32> {
  %0 = tensor.pad %m low[0, 0] high[%h, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %fill : f32
  } : tensor<?x3xf32> to tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loop = transform.structured.tile_using_for %pad tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
