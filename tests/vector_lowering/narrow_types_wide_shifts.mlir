// PASS: vector-rewrite-narrow-types
// UPSTREAM-MISCOMPILES: vector-rewrite-narrow-types
// INT-RANGE: -128 128
// iree-opt 3.13 rewrites these bitcasts with shuffle steps whose results are wrong:
// a result element wider than the shuffled element needs shifts by the element width or more
// (poison: the upper bits are lost), and a sign extension of a bitcast gets the narrow value
// zero-extended in the container and sign-extends from the container's top bit. vecir leaves them.

func.func @pack_crumbs_into_i16(%v: vector<16xi8>) -> vector<2xi16> {
  %t = arith.trunci %v : vector<16xi8> to vector<16xi2>
  %b = vector.bitcast %t : vector<16xi2> to vector<2xi16>
  return %b : vector<2xi16>
}

// -----

func.func @sign_extend_i6_fields(%v: vector<3xi8>) -> vector<4xi16> {
  %b = vector.bitcast %v : vector<3xi8> to vector<4xi6>
  %e = arith.extsi %b : vector<4xi6> to vector<4xi16>
  return %e : vector<4xi16>
}

// -----

func.func @zero_extend_halfwords(%v: vector<6xi8>) -> vector<3xi32> {
  %b = vector.bitcast %v : vector<6xi8> to vector<3xi16>
  %e = arith.extui %b : vector<3xi16> to vector<3xi32>
  return %e : vector<3xi32>
}
