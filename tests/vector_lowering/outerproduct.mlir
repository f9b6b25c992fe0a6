// PASS: vector-lower-outerproduct

func.func @outer_fma(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @outer_no_acc(%a: vector<2xf32>, %b: vector<3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @outer_int(%a: vector<2xi32>, %b: vector<3xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.outerproduct %a, %b, %c : vector<2xi32>, vector<3xi32>
  return %0 : vector<2x3xi32>
}
func.func @outer_max(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @outer_minsi(%a: vector<2xi32>, %b: vector<3xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<minsi>} : vector<2xi32>, vector<3xi32>
  return %0 : vector<2x3xi32>
}
func.func @axpy(%a: vector<4xf32>, %s: f32, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.outerproduct %a, %s, %c : vector<4xf32>, f32
  return %0 : vector<4xf32>
}
func.func @axpy_no_acc(%a: vector<4xi32>, %s: i32) -> vector<4xi32> {
  %0 = vector.outerproduct %a, %s : vector<4xi32>, i32
  return %0 : vector<4xi32>
}
func.func @outer_scalable(%a: vector<2xf32>, %b: vector<[4]xf32>, %c: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// all dims scalable: not unrolled (no accumulator here: vecir's printer drops the parsed default kind)
func.func @outer_all_scalable(%a: vector<[2]xf32>, %b: vector<[4]xf32>) -> vector<[2]x[4]xf32> {
  %0 = vector.outerproduct %a, %b : vector<[2]xf32>, vector<[4]xf32>
  return %0 : vector<[2]x[4]xf32>
}

// -----

func.func @masked_outer(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %m: vector<2x3xi1>) -> vector<2x3xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @masked_outer_int(%a: vector<2xi32>, %b: vector<3xi32>, %c: vector<2x3xi32>, %m: vector<2x3xi1>) -> vector<2x3xi32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c : vector<2xi32>, vector<3xi32> } : vector<2x3xi1> -> vector<2x3xi32>
  return %0 : vector<2x3xi32>
}
func.func @masked_axpy(%a: vector<4xf32>, %s: f32, %c: vector<4xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %s, %c : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
