// PASS: vector-rewrite-narrow-types
// INT-RANGE: -128 128
// Sub-byte integers through whole bytes: bitcasts of truncations and zero extensions of bitcasts
// become shuffle / and / shift / or steps on the wide vector; aligned i2 and i4 extensions and
// i4 truncations go through vector<..xi8> with interleave / deinterleave; sub-byte transposes
// transpose the i8 sign extension. Random inputs cover every bit pattern of i8 and narrower
// arguments (wrapped into i2 / i4 / i6), so all sign bits are exercised.

func.func @pack_i6_into_i16(%v: vector<8xi32>) -> vector<3xi16> {
  %t = arith.trunci %v : vector<8xi32> to vector<8xi6>
  %b = vector.bitcast %t : vector<8xi6> to vector<3xi16>
  return %b : vector<3xi16>
}

// -----

func.func @pack_i3_into_bytes(%v: vector<8xi8>) -> vector<3xi8> {
  %t = arith.trunci %v : vector<8xi8> to vector<8xi3>
  %b = vector.bitcast %t : vector<8xi3> to vector<3xi8>
  return %b : vector<3xi8>
}

// -----

func.func @unpack_i6_zero_extended(%v: vector<3xi8>) -> vector<4xi32> {
  %b = vector.bitcast %v : vector<3xi8> to vector<4xi6>
  %e = arith.extui %b : vector<4xi6> to vector<4xi32>
  return %e : vector<4xi32>
}

// -----

func.func @unpack_i6_then_narrow(%v: vector<6xi16>) -> vector<16xi8> {
  %b = vector.bitcast %v : vector<6xi16> to vector<16xi6>
  %e = arith.extui %b : vector<16xi6> to vector<16xi8>
  return %e : vector<16xi8>
}

// -----

func.func @widen_i4_rows(%v: vector<3x6xi4>) -> vector<3x6xi16> {
  %e = arith.extsi %v : vector<3x6xi4> to vector<3x6xi16>
  return %e : vector<3x6xi16>
}

// -----

func.func @widen_i4_unsigned(%v: vector<10xi4>) -> vector<10xi64> {
  %e = arith.extui %v : vector<10xi4> to vector<10xi64>
  return %e : vector<10xi64>
}

// -----

func.func @crumbs_to_half(%v: vector<12xi2>) -> vector<12xf16> {
  %e = arith.uitofp %v : vector<12xi2> to vector<12xf16>
  return %e : vector<12xf16>
}

// -----

func.func @signed_crumbs_to_float(%v: vector<2x4xi2>) -> (vector<2x4xf32>, vector<2x4xi8>) {
  %f = arith.sitofp %v : vector<2x4xi2> to vector<2x4xf32>
  %i = arith.extsi %v : vector<2x4xi2> to vector<2x4xi8>
  return %f, %i : vector<2x4xf32>, vector<2x4xi8>
}

// -----

func.func @narrow_rows_to_i4(%v: vector<2x10xi16>) -> vector<2x10xi4> {
  %t = arith.trunci %v : vector<2x10xi16> to vector<2x10xi4>
  return %t : vector<2x10xi4>
}

// -----

func.func @transpose_crumbs(%v: vector<4x8xi2>) -> vector<8x4xi2> {
  %t = vector.transpose %v, [1, 0] : vector<4x8xi2> to vector<8x4xi2>
  return %t : vector<8x4xi2>
}

// -----

func.func @transpose_bits(%v: vector<3x5xi1>) -> vector<5x3xi1> {
  %t = vector.transpose %v, [1, 0] : vector<3x5xi1> to vector<5x3xi1>
  return %t : vector<5x3xi1>
}

// -----

func.func @left_alone(%a: vector<5xi4>, %b: vector<6xi8>, %c: vector<4xi16>, %d: vector<6xi4>) -> (vector<5xi32>, vector<6xi2>, vector<4xi12>, vector<6xi7>) {
  // odd i4 count (no whole bytes), truncation to i2, 12-bit bitcast result, i7 extension
  %0 = arith.extsi %a : vector<5xi4> to vector<5xi32>
  %1 = arith.trunci %b : vector<6xi8> to vector<6xi2>
  %2 = arith.trunci %c : vector<4xi16> to vector<4xi6>
  %3 = vector.bitcast %2 : vector<4xi6> to vector<2xi12>
  %4 = vector.bitcast %3 : vector<2xi12> to vector<4xi6>
  %5 = vector.bitcast %4 : vector<4xi6> to vector<2xi12>
  %6 = vector.shuffle %5, %5 [0, 1, 1, 0] : vector<2xi12>, vector<2xi12>
  %7 = arith.extsi %d : vector<6xi4> to vector<6xi7>
  return %0, %1, %6, %7 : vector<5xi32>, vector<6xi2>, vector<4xi12>, vector<6xi7>
}

// -----

func.func @scalable_left_alone(%v: vector<[8]xi4>) -> vector<[8]xi8> {
  %e = arith.extsi %v : vector<[8]xi4> to vector<[8]xi8>
  return %e : vector<[8]xi8>
}
