// RUN: vecir-opt %s -p 'affine-expand-index-ops' | filecheck %s --check-prefix=ARITH
// RUN: vecir-opt %s -p 'affine-expand-index-ops-as-affine' | filecheck %s --check-prefix=AFFINE

// ARITH-LABEL: func.func @delinearize
// ARITH-DAG:     %[[C0:.*]] = arith.constant 0 : index
// ARITH-DAG:     %[[C8:.*]] = arith.constant 8 : index
// ARITH:         %[[Q:.*]] = arith.floordivsi %arg0, %[[C8]] : index
// ARITH-NEXT:    %[[R:.*]] = arith.remsi %arg0, %[[C8]] : index
// ARITH-NEXT:    %[[N:.*]] = arith.cmpi slt, %[[R]], %[[C0]] : index
// ARITH-NEXT:    %[[F:.*]] = arith.addi %[[R]], %[[C8]] overflow<nsw> : index
// ARITH-NEXT:    %[[M:.*]] = arith.select %[[N]], %[[F]], %[[R]] : index
// ARITH-NEXT:    return %[[Q]], %[[M]]
// AFFINE-DAG:  #[[$Q:.*]] = affine_map<()[s0] -> (s0 floordiv 8)>
// AFFINE-DAG:  #[[$M:.*]] = affine_map<()[s0] -> (s0 mod 8)>
// AFFINE-LABEL: func.func @delinearize
// AFFINE:         affine.apply #[[$Q]]()[%arg0]
// AFFINE-NEXT:    affine.apply #[[$M]]()[%arg0]
func.func @delinearize(%x: index, %n: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (%n, 8) : index, index
  return %0#0, %0#1 : index, index
}

// ARITH-LABEL: func.func @linearize
// ARITH:         %[[S:.*]] = arith.muli %arg0, %{{.*}} overflow<nsw> : index
// ARITH-NEXT:    arith.addi %[[S]], %arg1 overflow<nsw> : index
// AFFINE-LABEL: func.func @linearize
// AFFINE:         affine.apply #{{.*}}()[%arg0, %arg1]
func.func @linearize(%a: index, %b: index) -> index {
  %0 = affine.linearize_index [%a, %b] by (3, 8) : index
  return %0 : index
}
