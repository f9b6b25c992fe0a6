// RUN: vecir-opt %s -p 'vector-rewrite-narrow-types' | filecheck %s
// RUN: vecir-opt %s -p 'vector-rewrite-narrow-types' --verify-semantics --verify-semantics-trials=4 -o /dev/null

// An aligned i4 zero extension reads the bytes: low nibbles masked, high nibbles shifted down,
// interleaved back into element order, then one i8 -> i32 extension.
// CHECK-LABEL: func.func @nibbles_to_words
//   CHECK-DAG:   %[[FOUR:.+]] = arith.constant dense<4> : vector<2x2xi8>
//   CHECK-DAG:   %[[LOW_MASK:.+]] = arith.constant dense<15> : vector<2x2xi8>
//       CHECK:   %[[BYTES:.+]] = vector.bitcast %arg0 : vector<2x4xi4> to vector<2x2xi8>
//       CHECK:   %[[LO:.+]] = arith.andi %[[BYTES]], %[[LOW_MASK]] : vector<2x2xi8>
//       CHECK:   %[[HI:.+]] = arith.shrui %[[BYTES]], %[[FOUR]] : vector<2x2xi8>
//       CHECK:   %[[I8:.+]] = vector.interleave %[[LO]], %[[HI]] : vector<2x2xi8> -> vector<2x4xi8>
//       CHECK:   arith.extui %[[I8]] : vector<2x4xi8> to vector<2x4xi32>
func.func @nibbles_to_words(%v: vector<2x4xi4>) -> vector<2x4xi32> {
  %e = arith.extui %v : vector<2x4xi4> to vector<2x4xi32>
  return %e : vector<2x4xi32>
}

// Sign-extending a bitcast is left alone (iree-opt's shuffle rewrite would sign-extend from bit 7
// of the container, not from the i6 sign bit).
// CHECK-LABEL: func.func @fields_sign_extended
//       CHECK:   vector.bitcast %arg0 : vector<3xi8> to vector<4xi6>
//       CHECK:   arith.extsi %{{.+}} : vector<4xi6> to vector<4xi16>
//   CHECK-NOT:   vector.shuffle
func.func @fields_sign_extended(%v: vector<3xi8>) -> vector<4xi16> {
  %b = vector.bitcast %v : vector<3xi8> to vector<4xi6>
  %e = arith.extsi %b : vector<4xi6> to vector<4xi16>
  return %e : vector<4xi16>
}
