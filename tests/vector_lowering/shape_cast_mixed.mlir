// PASS: vector-lower-shape-cast
// SEMANTICS-ONLY: vector-lower-shape-cast
// Seed 003's casts between fixed-length n-D vectors and 1-D scalable vectors go through the flat
// fixed-length vector (then lowered as any fixed cast), leaving the trivial 1-D fixed <-> scalable
// cast; iree-opt 3.13 rejects mixed casts, so these run only through the interpreter (vscale 1, 2, 4).

func.func @gemm_operands(%a: vector<2x8xi8>, %b: vector<8x2xi8>) -> (vector<[16]xi8>, vector<[16]xi8>) {
  %sa = vector.shape_cast %a : vector<2x8xi8> to vector<[16]xi8>
  %sb = vector.shape_cast %b : vector<8x2xi8> to vector<[16]xi8>
  return %sa, %sb : vector<[16]xi8>, vector<[16]xi8>
}

func.func @accumulator_round_trip(%c: vector<2x2xi32>) -> vector<2x2xi32> {
  %sc = vector.shape_cast %c : vector<2x2xi32> to vector<[4]xi32>
  %r = vector.shape_cast %sc : vector<[4]xi32> to vector<2x2xi32>
  return %r : vector<2x2xi32>
}
