// Round-trip corpus for vector divergences found while writing lowerings: outerproduct's printed kind
// (always with an accumulator, never without), scalable insert/extract, ops with all optional attributes.

func.func @outerproduct_kinds(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %s: f32, %d: vector<4xf32>, %i: vector<4xi32>, %j: vector<[8]xi32>, %k: vector<4x[8]xi32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %b, %c {kind = #vector.kind<mul>} : vector<4xf32>, vector<8xf32>
  %4 = vector.outerproduct %a, %b, %c {kind = #vector.kind<minnumf>} : vector<4xf32>, vector<8xf32>
  %5 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %6 = vector.outerproduct %a, %b, %c {kind = #vector.kind<minimumf>} : vector<4xf32>, vector<8xf32>
  %7 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maximumf>} : vector<4xf32>, vector<8xf32>
  %8 = vector.outerproduct %a, %b {kind = #vector.kind<maximumf>} : vector<4xf32>, vector<8xf32>
  %9 = vector.outerproduct %a, %s : vector<4xf32>, f32
  %10 = vector.outerproduct %a, %s, %d : vector<4xf32>, f32
  %11 = vector.outerproduct %a, %s, %d {kind = #vector.kind<mul>} : vector<4xf32>, f32
  %12 = vector.outerproduct %i, %j, %k {kind = #vector.kind<minui>} : vector<4xi32>, vector<[8]xi32>
  %13 = vector.outerproduct %i, %j, %k {kind = #vector.kind<minsi>} : vector<4xi32>, vector<[8]xi32>
  %14 = vector.outerproduct %i, %j, %k {kind = #vector.kind<maxui>} : vector<4xi32>, vector<[8]xi32>
  %15 = vector.outerproduct %i, %j, %k {kind = #vector.kind<maxsi>} : vector<4xi32>, vector<[8]xi32>
  %16 = vector.outerproduct %i, %j, %k {kind = #vector.kind<and>} : vector<4xi32>, vector<[8]xi32>
  %17 = vector.outerproduct %i, %j, %k {kind = #vector.kind<or>} : vector<4xi32>, vector<[8]xi32>
  %18 = vector.outerproduct %i, %j, %k {kind = #vector.kind<xor>} : vector<4xi32>, vector<[8]xi32>
  %19 = vector.outerproduct %a, %b, %c {zz = 1 : i32} : vector<4xf32>, vector<8xf32>
  %20 = vector.outerproduct %a, %b, %c {aa = 1 : i32, kind = #vector.kind<mul>} : vector<4xf32>, vector<8xf32>
  %21 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> {zz = 2 : i32} : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  return
}
