// FLAGS: --canonicalize
func.func @bcast_to_shape_cast(%a: vector<4xf32>) -> vector<1x4xf32> {
  %0 = vector.broadcast %a : vector<4xf32> to vector<1x4xf32>
  return %0 : vector<1x4xf32>
}
// -----
func.func @bcast_of_shape_cast(%a: vector<4xf32>) -> vector<3x1x4xf32> {
  %0 = vector.shape_cast %a : vector<4xf32> to vector<1x4xf32>
  %1 = vector.broadcast %0 : vector<1x4xf32> to vector<3x1x4xf32>
  return %1 : vector<3x1x4xf32>
}
// -----
func.func @shape_cast_of_bcast(%a: f32, %b: vector<4xf32>) -> (vector<8xf32>, vector<1x4xf32>, vector<2x2xf32>) {
  %0 = vector.broadcast %a : f32 to vector<2x4xf32>
  %1 = vector.shape_cast %0 : vector<2x4xf32> to vector<8xf32>
  %2 = vector.broadcast %b : vector<4xf32> to vector<1x1x4xf32>
  %3 = vector.shape_cast %2 : vector<1x1x4xf32> to vector<1x4xf32>
  %4 = vector.broadcast %b : vector<4xf32> to vector<1x4xf32>
  %5 = vector.shape_cast %4 : vector<1x4xf32> to vector<2x2xf32>
  return %1, %3, %5 : vector<8xf32>, vector<1x4xf32>, vector<2x2xf32>
}
// -----
func.func @shape_cast_const(%a: f32) -> (vector<8xf32>, vector<4xi32>) {
  %c = arith.constant dense<2.0> : vector<2x4xf32>
  %0 = vector.shape_cast %c : vector<2x4xf32> to vector<8xf32>
  %d = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %1 = vector.shape_cast %d : vector<2x2xi32> to vector<4xi32>
  return %0, %1 : vector<8xf32>, vector<4xi32>
}
// -----
func.func @transpose_chain(%a: vector<2x3x4xf32>) -> (vector<4x2x3xf32>, vector<2x3x4xf32>) {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [2, 1, 0] : vector<3x2x4xf32> to vector<4x2x3xf32>
  %2 = vector.transpose %1, [1, 2, 0] : vector<4x2x3xf32> to vector<2x3x4xf32>
  return %1, %2 : vector<4x2x3xf32>, vector<2x3x4xf32>
}
// -----
func.func @transpose_splat(%a: f32) -> vector<4x2xf32> {
  %0 = vector.broadcast %a : f32 to vector<2x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %1 : vector<4x2xf32>
}
// -----
func.func @transpose_bcast(%a: vector<4xf32>, %b: vector<2x1xf32>) -> (vector<4x2xf32>, vector<1x3x2xf32>, vector<4x3xf32>) {
  %0 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %2 = vector.broadcast %b : vector<2x1xf32> to vector<3x2x1xf32>
  %3 = vector.transpose %2, [2, 0, 1] : vector<3x2x1xf32> to vector<1x3x2xf32>
  %c = vector.broadcast %b : vector<2x1xf32> to vector<2x1xf32>
  %4 = vector.broadcast %a : vector<4xf32> to vector<3x4xf32>
  %5 = vector.transpose %4, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  return %1, %3, %5 : vector<4x2xf32>, vector<1x3x2xf32>, vector<4x3xf32>
}
// -----
func.func @transpose_shape_cast(%a: vector<4x1xf32>, %b: vector<1x4x1xf32>) -> (vector<1x4xf32>, vector<4xf32>) {
  %0 = vector.transpose %a, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  %1 = vector.shape_cast %b : vector<1x4x1xf32> to vector<4x1xf32>
  %2 = vector.transpose %1, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  %3 = vector.shape_cast %2 : vector<1x4xf32> to vector<4xf32>
  return %0, %3 : vector<1x4xf32>, vector<4xf32>
}
// -----
func.func @transpose_mask(%a: index, %b: index) -> (vector<4x2xi1>, vector<4x2xi1>) {
  %0 = vector.create_mask %a, %b : vector<2x4xi1>
  %1 = vector.transpose %0, [1, 0] : vector<2x4xi1> to vector<4x2xi1>
  %2 = vector.constant_mask [1, 3] : vector<2x4xi1>
  %3 = vector.transpose %2, [1, 0] : vector<2x4xi1> to vector<4x2xi1>
  return %1, %3 : vector<4x2xi1>, vector<4x2xi1>
}
// -----
func.func @shape_cast_mask_trailing(%a: index, %b: index) -> (vector<4xi1>, vector<4xi1>, vector<4x2xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %a, %c1 : vector<4x1xi1>
  %1 = vector.shape_cast %0 : vector<4x1xi1> to vector<4xi1>
  %2 = vector.create_mask %c1, %a, %c1 : vector<1x4x1xi1>
  %3 = vector.shape_cast %2 : vector<1x4x1xi1> to vector<4xi1>
  %4 = vector.create_mask %a, %c1, %b : vector<4x1x2xi1>
  %5 = vector.shape_cast %4 : vector<4x1x2xi1> to vector<4x2xi1>
  %6 = vector.create_mask %b, %a : vector<1x4xi1>
  %7 = vector.shape_cast %6 : vector<1x4xi1> to vector<4xi1>
  %8 = vector.create_mask %a, %c2 : vector<4x1xi1>
  %9 = vector.shape_cast %8 : vector<4x1xi1> to vector<4xi1>
  %10 = vector.constant_mask [3, 1] : vector<4x1xi1>
  %11 = vector.shape_cast %10 : vector<4x1xi1> to vector<4xi1>
  %12 = vector.constant_mask [1, 3] : vector<1x4xi1>
  %13 = vector.shape_cast %12 : vector<1x4xi1> to vector<4xi1>
  return %1, %3, %5, %7, %9, %11, %13 : vector<4xi1>, vector<4xi1>, vector<4x2xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}
// -----
func.func @transpose_bcast_groups(%a: vector<1x4xf32>, %s: f32, %b: vector<2x1xf32>, %c: vector<4x1xf32>) -> (vector<4x1xf32>, vector<1x2x3xf32>, vector<3x1x2xf32>, vector<1x4x3xf32>) {
  %0 = vector.broadcast %a : vector<1x4xf32> to vector<1x4xf32>
  %1 = vector.transpose %a, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %2 = vector.broadcast %b : vector<2x1xf32> to vector<1x2x3xf32>
  %3 = vector.transpose %2, [0, 1, 2] : vector<1x2x3xf32> to vector<1x2x3xf32>
  %4 = vector.broadcast %b : vector<2x1xf32> to vector<3x2x1xf32>
  %5 = vector.transpose %4, [0, 2, 1] : vector<3x2x1xf32> to vector<3x1x2xf32>
  %6 = vector.broadcast %c : vector<4x1xf32> to vector<1x4x3xf32>
  %7 = vector.transpose %6, [0, 1, 2] : vector<1x4x3xf32> to vector<1x4x3xf32>
  %8 = vector.broadcast %c : vector<4x1xf32> to vector<3x4x1xf32>
  %9 = vector.transpose %8, [2, 1, 0] : vector<3x4x1xf32> to vector<1x4x3xf32>
  return %1, %3, %5, %9 : vector<4x1xf32>, vector<1x2x3xf32>, vector<3x1x2xf32>, vector<1x4x3xf32>
}
// -----
func.func @transpose_bcast_leading(%b: vector<4xf32>) -> (vector<2x3x4xf32>, vector<3x2x4xf32>) {
  %0 = vector.broadcast %b : vector<4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<3x2x4xf32> to vector<2x3x4xf32>
  %2 = vector.broadcast %b : vector<4xf32> to vector<1x3x2x4xf32>
  %3 = vector.shape_cast %2 : vector<1x3x2x4xf32> to vector<3x2x4xf32>
  return %1, %3 : vector<2x3x4xf32>, vector<3x2x4xf32>
}
// -----
func.func @shape_cast_fold_sources(%b: vector<4xf32>, %c: vector<2x4xf32>, %d: vector<1x4xf32>) -> (vector<1x4xf32>, vector<4x2xf32>, vector<4xf32>, vector<2x1x4xf32>) {
  %0 = vector.transpose %d, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %1 = vector.shape_cast %0 : vector<4x1xf32> to vector<1x4xf32>
  %2 = vector.transpose %c, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %3 = vector.shape_cast %2 : vector<4x2xf32> to vector<8xf32>
  %4 = vector.shape_cast %3 : vector<8xf32> to vector<4x2xf32>
  %5 = vector.broadcast %b : vector<4xf32> to vector<1x4xf32>
  %6 = vector.shape_cast %5 : vector<1x4xf32> to vector<4xf32>
  %7 = vector.broadcast %d : vector<1x4xf32> to vector<2x4xf32>
  %8 = vector.shape_cast %7 : vector<2x4xf32> to vector<2x1x4xf32>
  return %1, %4, %6, %8 : vector<1x4xf32>, vector<4x2xf32>, vector<4xf32>, vector<2x1x4xf32>
}
// -----
func.func @bcast_unit_dims(%b: vector<4xf32>, %s: vector<[4]xf32>, %t: vector<1xf32>) -> (vector<1x[4]xf32>, vector<1x1xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %s : vector<[4]xf32> to vector<1x[4]xf32>
  %1 = vector.broadcast %t : vector<1xf32> to vector<1x1xf32>
  %2 = vector.shape_cast %b : vector<4xf32> to vector<1x4xf32>
  %3 = vector.broadcast %2 : vector<1x4xf32> to vector<2x4xf32>
  return %0, %1, %3 : vector<1x[4]xf32>, vector<1x1xf32>, vector<2x4xf32>
}
// -----
func.func @bcast_of_reshape_neg(%b: vector<2x2xf32>) -> (vector<3x4xf32>) {
  %2 = vector.shape_cast %b : vector<2x2xf32> to vector<1x4xf32>
  %3 = vector.broadcast %2 : vector<1x4xf32> to vector<3x4xf32>
  return %3 : vector<3x4xf32>
}
// -----
func.func @shape_cast_bcast_leading(%d: vector<1x4xf32>, %e: vector<4x1xf32>) -> (vector<3x1x4xf32>, vector<1x3x4xf32>, vector<1x4x3xf32>, vector<12xf32>) {
  %0 = vector.broadcast %d : vector<1x4xf32> to vector<3x4xf32>
  %1 = vector.shape_cast %0 : vector<3x4xf32> to vector<3x1x4xf32>
  %2 = vector.shape_cast %0 : vector<3x4xf32> to vector<1x3x4xf32>
  %3 = vector.broadcast %e : vector<4x1xf32> to vector<4x3xf32>
  %4 = vector.shape_cast %3 : vector<4x3xf32> to vector<1x4x3xf32>
  %5 = vector.shape_cast %0 : vector<3x4xf32> to vector<12xf32>
  return %1, %2, %4, %5 : vector<3x1x4xf32>, vector<1x3x4xf32>, vector<1x4x3xf32>, vector<12xf32>
}
// -----
func.func @shape_cast_mask_lead_trail(%a: index, %b: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %c1, %c1, %a : vector<1x1x4xi1>
  %1 = vector.shape_cast %0 : vector<1x1x4xi1> to vector<4xi1>
  %2 = vector.create_mask %c1, %a : vector<1x4xi1>
  %3 = vector.shape_cast %2 : vector<1x4xi1> to vector<4xi1>
  %4 = vector.constant_mask [1, 3, 1] : vector<1x4x1xi1>
  %5 = vector.shape_cast %4 : vector<1x4x1xi1> to vector<4xi1>
  return %1, %3, %5 : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
// -----
func.func @shape_cast_mask_leading_c1(%a: index, %b: index) -> (vector<4xi1>) {
  %c1 = arith.constant 1 : index
  %2 = vector.create_mask %c1, %a : vector<1x4xi1>
  %3 = vector.shape_cast %2 : vector<1x4xi1> to vector<4xi1>
  return %3 : vector<4xi1>
}
// -----
func.func @sb(%a: vector<1xf32>, %b: vector<2xf32>, %c: vector<1x1xf32>, %d: vector<2x1xf32>, %e: vector<1x4xf32>, %f: vector<4xf32>) -> (vector<12xf32>, vector<6xf32>, vector<2x2xf32>, vector<1x2x3xf32>, vector<3x4xf32>, vector<4x1xf32>, vector<2x3x1xf32>, vector<3x1x4xf32>) {
  %0 = vector.broadcast %a : vector<1xf32> to vector<4x3xf32>
  %1 = vector.shape_cast %0 : vector<4x3xf32> to vector<12xf32>
  %2 = vector.broadcast %b : vector<2xf32> to vector<3x2xf32>
  %3 = vector.shape_cast %2 : vector<3x2xf32> to vector<6xf32>
  %4 = vector.broadcast %c : vector<1x1xf32> to vector<4x1x1xf32>
  %5 = vector.shape_cast %4 : vector<4x1x1xf32> to vector<2x2xf32>
  %6 = vector.broadcast %d : vector<2x1xf32> to vector<2x3xf32>
  %7 = vector.shape_cast %6 : vector<2x3xf32> to vector<1x2x3xf32>
  %8 = vector.broadcast %e : vector<1x4xf32> to vector<1x3x4xf32>
  %9 = vector.shape_cast %8 : vector<1x3x4xf32> to vector<3x4xf32>
  %10 = vector.broadcast %f : vector<4xf32> to vector<1x4xf32>
  %11 = vector.shape_cast %10 : vector<1x4xf32> to vector<4x1xf32>
  %12 = vector.broadcast %a : vector<1xf32> to vector<2x3xf32>
  %13 = vector.shape_cast %12 : vector<2x3xf32> to vector<2x3x1xf32>
  %14 = vector.broadcast %e : vector<1x4xf32> to vector<3x4xf32>
  %15 = vector.shape_cast %14 : vector<3x4xf32> to vector<3x1x4xf32>
  return %1, %3, %5, %7, %9, %11, %13, %15 : vector<12xf32>, vector<6xf32>, vector<2x2xf32>, vector<1x2x3xf32>, vector<3x4xf32>, vector<4x1xf32>, vector<2x3x1xf32>, vector<3x1x4xf32>
}

// -----

// canonicalization composes transposes in a row (identity: the source itself)
func.func @compose_transposes(%x: vector<2x5x3xi8>, %y: vector<4x6xf16>) -> (vector<5x2x3xi8>, vector<4x6xf16>) {
  %0 = vector.transpose %x, [2, 0, 1] : vector<2x5x3xi8> to vector<3x2x5xi8>
  %1 = vector.transpose %0, [2, 1, 0] : vector<3x2x5xi8> to vector<5x2x3xi8>
  %2 = vector.transpose %y, [1, 0] : vector<4x6xf16> to vector<6x4xf16>
  %3 = vector.transpose %2, [1, 0] : vector<6x4xf16> to vector<4x6xf16>
  return %1, %3 : vector<5x2x3xi8>, vector<4x6xf16>
}
