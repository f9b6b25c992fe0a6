// Round-trip corpus for iree_vector_ext (seed 002 as iree-opt 3.13 prints it): nested layouts,
// to_layout / to_simt / to_simd, transfer_gather / transfer_scatter, arg_compare.

// The seed's full example: vector<64x64xf16> distributed to 2 subgroups x 64 threads, vector<2x16> each.
#seed = #iree_vector_ext.nested_layout<subgroup_tile = [2, 1], batch_tile = [2, 4], outer_tile = [1, 1], thread_tile = [16, 4], element_tile = [1, 4], subgroup_strides = [1, 0], thread_strides = [1, 16]>
func.func @seed_example(%a: vector<64x64xf16>) -> vector<2x16xf16> {
  %0 = iree_vector_ext.to_layout %a to layout(#seed) : vector<64x64xf16>
  %1 = iree_vector_ext.to_simt %0 : vector<64x64xf16> -> vector<2x16xf16>
  return %1 : vector<2x16xf16>
}

// -----

// Strides of unit tiles are normalized to 0; two layouts get #nested, #nested1.
func.func @two_layouts(%m: memref<32x32xf16>, %t: tensor<4x?xf16>) -> (vector<32x32xf16>, vector<32x32xf16>, tensor<4x?xf16>) {
  %cst = arith.constant 0.0 : f16
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %cst {in_bounds = [true, true]} : memref<32x32xf16>, vector<32x32xf16>
  %0 = iree_vector_ext.to_layout %v to layout(#iree_vector_ext.nested_layout<subgroup_tile = [1, 1], batch_tile = [2, 4], outer_tile = [4, 1], thread_tile = [4, 2], element_tile = [1, 4], subgroup_strides = [3, 3], thread_strides = [1, 4]>) : vector<32x32xf16>
  %1 = iree_vector_ext.to_layout %v to layout(#iree_vector_ext.nested_layout<subgroup_tile = [1, 1], batch_tile = [4, 2], outer_tile = [1, 4], thread_tile = [2, 4], element_tile = [4, 1], subgroup_strides = [0, 0], thread_strides = [8, 2]>) {tag} : vector<32x32xf16>
  %2 = iree_vector_ext.to_layout %t to layout(#iree_vector_ext.nested_layout<subgroup_tile = [1, 1], batch_tile = [1, 2], outer_tile = [1, 1], thread_tile = [4, 1], element_tile = [1, 4], subgroup_strides = [0, 0], thread_strides = [1, 0]>) : tensor<4x?xf16>
  return %0, %1, %2 : vector<32x32xf16>, vector<32x32xf16>, tensor<4x?xf16>
}

// -----

// shared_memory_conversion is an optional attribute of any kind, printed as a property.
#l1 = #iree_vector_ext.nested_layout<subgroup_tile = [1], batch_tile = [2], outer_tile = [1], thread_tile = [32], element_tile = [2], subgroup_strides = [0], thread_strides = [1]>
func.func @shared_memory(%a: vector<128xf32>, %m: memref<128xf32>) -> (vector<128xf32>, vector<128xf32>, memref<128xf32>) {
  %0 = iree_vector_ext.to_layout %a to layout(#l1) <shared_memory_conversion = unit> : vector<128xf32>
  %1 = iree_vector_ext.to_layout %a to layout(#l1) <{shared_memory_conversion = 3 : i32}> {note = "x"} : vector<128xf32>
  %2 = iree_vector_ext.to_layout %m to layout(#l1) : memref<128xf32>
  return %0, %1, %2 : vector<128xf32>, vector<128xf32>, memref<128xf32>
}

// -----

// Scalable and 0-D vectors, layouts used as plain attributes, broadcast (stride-0) levels.
func.func @misc(%s: vector<4x[8]xf16>, %z: vector<f16>) -> (vector<4x[8]xf16>, vector<f16>) {
  %0 = iree_vector_ext.to_layout %s to layout(#iree_vector_ext.nested_layout<subgroup_tile = [1, 1], batch_tile = [1, 2], outer_tile = [1, 1], thread_tile = [4, 1], element_tile = [1, 4], subgroup_strides = [0, 0], thread_strides = [2, 0]>) : vector<4x[8]xf16>
  %1 = iree_vector_ext.to_layout %z to layout(#iree_vector_ext.nested_layout<subgroup_tile = [], batch_tile = [], outer_tile = [], thread_tile = [], element_tile = [], subgroup_strides = [], thread_strides = []>) : vector<f16>
  "test.op"() {a = #iree_vector_ext.nested_layout<subgroup_tile = [4], batch_tile = [1], outer_tile = [2], thread_tile = [8], element_tile = [2], subgroup_strides = [64], thread_strides = [1]>, b = [#iree_vector_ext.nested_layout<subgroup_tile = [1], batch_tile = [1], outer_tile = [1], thread_tile = [1], element_tile = [1], subgroup_strides = [7], thread_strides = [9]>]} : () -> ()
  return %0, %1 : vector<4x[8]xf16>, vector<f16>
}

// -----

func.func @simt_simd(%v: vector<64x64xf16>, %p: vector<2x4x1x1x1x4xf16>) -> (vector<64x64xf16>, vector<64x64xf16>) {
  %0 = iree_vector_ext.to_simt %v : vector<64x64xf16> -> vector<2x16xf16>
  %1 = iree_vector_ext.to_simd %0 : vector<2x16xf16> -> vector<64x64xf16>
  %2 = iree_vector_ext.to_simd %p {tag = 1 : i32} : vector<2x4x1x1x1x4xf16> -> vector<64x64xf16>
  %3 = iree_vector_ext.to_simt %v : vector<64x64xf16> -> vector<f16>
  return %1, %2 : vector<64x64xf16>, vector<64x64xf16>
}

// -----

func.func @gathers(%t: tensor<4096x64xf16>, %m: memref<4096x512x8xf16>, %i128: vector<128xindex>, %i64: vector<64xindex>, %i2: vector<128x64xindex>, %mask: vector<128x64xi1>, %s: index, %i16: vector<16xindex>) -> (vector<128x64xf16>, vector<128x64xf16>, vector<128x64xf16>, vector<16x8xf16>) {
  %cst = arith.constant 0.0 : f16
  %c0 = arith.constant 0 : index
  %0 = iree_vector_ext.transfer_gather %t[%c0, %c0] [%i64 : vector<64xindex>], %cst <indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, s0)>, affine_map<(d0, d1)[s0] -> (d1)>]> : tensor<4096x64xf16>, vector<128x64xf16>
  %1 = iree_vector_ext.transfer_gather %t[%c0, %c0] [%i128, %i2 : vector<128xindex>, vector<128x64xindex>], %cst, %mask <indexing_maps = [affine_map<(d0, d1)[s0, s1] -> (s0, s1)>, affine_map<(d0, d1)[s0, s1] -> (d0)>, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>]> {tag} : tensor<4096x64xf16>, vector<128x64xf16>, vector<128x64xi1>
  %2 = iree_vector_ext.transfer_gather %t[%s, %c0] [%s : index], %cst <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> ()>]> : tensor<4096x64xf16>, vector<128x64xf16>
  %3 = iree_vector_ext.transfer_gather %m[%c0, %c0, %c0] [%i16 : vector<16xindex>], %cst <indexing_maps = [affine_map<(d0, d1)[s0] -> (0, s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>]> : memref<4096x512x8xf16>, vector<16x8xf16>
  return %0, %1, %2, %3 : vector<128x64xf16>, vector<128x64xf16>, vector<128x64xf16>, vector<16x8xf16>
}

// -----

func.func @gather_no_offsets(%t: tensor<f32>, %z: vector<f32>) -> vector<4xf32> {
  %cst = arith.constant 1.0 : f32
  %0 = iree_vector_ext.transfer_gather %t[], %cst <indexing_maps = [affine_map<(d0) -> ()>]> : tensor<f32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @scatters(%v: vector<16x8xf16>, %t: tensor<4096x8xf16>, %m: memref<4096x8xf16>, %idx: vector<16xindex>, %mask: vector<16x8xi1>, %s: index) -> tensor<4096x8xf16> {
  %c0 = arith.constant 0 : index
  %0 = iree_vector_ext.transfer_scatter %v into %t[%c0, %c0] [%idx : vector<16xindex>] <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>]> : vector<16x8xf16>, tensor<4096x8xf16> -> tensor<4096x8xf16>
  iree_vector_ext.transfer_scatter %v into %m[%c0, %c0] [%idx : vector<16xindex>], %mask <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>, affine_map<(d0, d1)[s0] -> (d0, d1)>]> : vector<16x8xf16>, memref<4096x8xf16>, vector<16x8xi1>
  iree_vector_ext.transfer_scatter %v into %m[%s, %c0] <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]> {tag = 2 : i64} : vector<16x8xf16>, memref<4096x8xf16>
  return %0 : tensor<4096x8xf16>
}

// -----

func.func @arg_compares(%v: vector<4x128xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>, %pv: vector<4x128xi32>, %b: index, %w: vector<8xi8>, %x: vector<i8>, %y: vector<index>) -> (vector<4xf32>, vector<4xi32>, vector<4xf32>, vector<4xi32>, vector<i8>, vector<index>) {
  %0:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x128xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %c: f32):
    %cmp = arith.cmpf ogt, %a, %c : f32
    iree_vector_ext.yield %cmp : i1
  } -> vector<4xf32>, vector<4xi32>
  %1:2 = iree_vector_ext.arg_compare {tag} dimension(1) ins(%v, %pv : vector<4x128xf32>, vector<4x128xi32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %c: f32):
    %cmp = arith.cmpf olt, %a, %c : f32
    iree_vector_ext.yield %cmp : i1
  } -> vector<4xf32>, vector<4xi32>
  %2:2 = iree_vector_ext.arg_compare dimension(0) ins(%w : vector<8xi8>) inits(%x, %y : vector<i8>, vector<index>) index_base(%b : index) {
  ^bb0(%a: i8, %c: i8):
    %cmp = arith.cmpi sgt, %a, %c : i8
    iree_vector_ext.yield %cmp : i1
  } -> vector<i8>, vector<index>
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : vector<4xf32>, vector<4xi32>, vector<4xf32>, vector<4xi32>, vector<i8>, vector<index>
}
