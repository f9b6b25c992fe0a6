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

// -----

func.func @scalable_insert_extract(%f4: vector<4xi32>, %f8: vector<8xi32>, %s4: vector<[4]xi32>, %sv: vector<[8]xi32>) {
  %0 = vector.scalable.insert %f4, %sv[12] : vector<4xi32> into vector<[8]xi32>
  %1 = vector.scalable.insert %f8, %sv[0] : vector<8xi32> into vector<[8]xi32>
  %2 = vector.scalable.insert %s4, %sv[0] : vector<[4]xi32> into vector<[8]xi32>
  %3 = vector.scalable.insert %s4, %sv[4] {tag} : vector<[4]xi32> into vector<[8]xi32>
  %4 = vector.scalable.insert %s4, %s4[0] : vector<[4]xi32> into vector<[4]xi32>
  %5 = vector.scalable.extract %sv[0] : vector<16xi32> from vector<[8]xi32>
  %6 = vector.scalable.extract %sv[0] : vector<[4]xi32> from vector<[8]xi32>
  %7 = vector.scalable.extract %sv[4] {tag} : vector<[4]xi32> from vector<[8]xi32>
  %8 = vector.scalable.extract %s4[0] : vector<[8]xi32> from vector<[4]xi32>
  %9 = "vector.scalable.extract"(%sv) <{pos = 4 : i64}> : (vector<[8]xi32>) -> vector<[4]xi32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#nk = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
// generic form prints the default-valued properties (fastmath<none>, kind add, in_bounds, ...) as upstream
func.func @defaults_and_optional_attrs(%v: vector<4xf32>, %a: f32, %x: vector<4x8xf32>, %y: vector<8x2xf32>, %z: vector<4x2xf32>, %s: vector<4x8xi32>, %i: vector<4xi32>, %m: memref<?x?xf32>, %c0: index, %mm: vector<4x8xi1>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <add>, %v, %a fastmath<none> : vector<4xf32> into f32
  %2 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  %3 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  %4 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>, tag} %x, %y, %z : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  %5:2 = vector.scan <add>, %s, %i reduction_dim = 1, inclusive = false : vector<4x8xi32>, vector<4xi32>
  %6 = vector.transfer_read %m[%c0, %c0], %a : memref<?x?xf32>, vector<4x8xf32>
  %7 = vector.transfer_read %m[%c0, %c0], %a, %mm {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  vector.transfer_write %x, %m[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : vector<4x8xf32>, memref<?x?xf32>
  %8 = vector.multi_reduction <add>, %x, %v [1] : vector<4x8xf32> to vector<4xf32>
  %10 = vector.load %m[%c0, %c0] : memref<?x?xf32>, vector<8xf32>
  %11 = vector.step : vector<4xindex>
  %12 = vector.create_mask %c0, %c0 : vector<4x8xi1>
  %13 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %14 = vector.extract_strided_slice %x offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : vector<4x8xf32> to vector<2x2xf32>
  %15 = vector.transpose %x, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %16 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %17 = vector.fma %v, %v, %v : vector<4xf32>
  return
}

// -----

func.func @scan_int_bool(%s: vector<4x8xi32>, %i: vector<8xi32>) {
  %0:2 = vector.scan <mul>, %s, %i reduction_dim = 0, inclusive = 1 {tag} : vector<4x8xi32>, vector<8xi32>
  return
}
