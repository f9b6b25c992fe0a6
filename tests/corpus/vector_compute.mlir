// Round-trip corpus for vector's compute ops: reductions, outerproduct, kinds and iterator types.

func.func @reductions(%v: vector<4xf32>, %a: f32, %i: vector<8xi32>, %b: i32, %s: vector<[4]xf16>, %h: f16) -> f32 {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %v, %a : vector<4xf32> into f32
  %2 = vector.reduction <minnumf>, %v fastmath<nnan,ninf> : vector<4xf32> into f32
  %3 = vector.reduction <maxnumf>, %v, %a fastmath<fast> : vector<4xf32> into f32
  %4 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
  %5 = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  %6 = vector.reduction <minimumnumf>, %v : vector<4xf32> into f32
  %7 = vector.reduction <maximumnumf>, %v : vector<4xf32> into f32
  %8 = vector.reduction <add>, %i, %b : vector<8xi32> into i32
  %9 = vector.reduction <minui>, %i : vector<8xi32> into i32
  %10 = vector.reduction <minsi>, %i : vector<8xi32> into i32
  %11 = vector.reduction <maxui>, %i : vector<8xi32> into i32
  %12 = vector.reduction <maxsi>, %i : vector<8xi32> into i32
  %13 = vector.reduction <and>, %i : vector<8xi32> into i32
  %14 = vector.reduction <or>, %i {tag = 1 : i32} : vector<8xi32> into i32
  %15 = vector.reduction <xor>, %i : vector<8xi32> into i32
  %16 = vector.reduction <add>, %s, %h : vector<[4]xf16> into f16
  return %0 : f32
}

// -----

func.func @multi_reductions(%v: vector<4x8x2xf32>, %a: vector<8xf32>, %b: vector<4x2xf32>, %c: f32, %i: vector<2x[4]xi8>, %j: vector<[4]xi8>) {
  %0 = vector.multi_reduction <add>, %v, %b [1] : vector<4x8x2xf32> to vector<4x2xf32>
  %1 = vector.multi_reduction <maximumf>, %v, %a [0, 2] : vector<4x8x2xf32> to vector<8xf32>
  %2 = vector.multi_reduction <mul>, %v, %c [0, 1, 2] : vector<4x8x2xf32> to f32
  %3 = vector.multi_reduction <xor>, %i, %j {tag} [0] : vector<2x[4]xi8> to vector<[4]xi8>
  %4 = vector.multi_reduction <add>, %v, %v [] : vector<4x8x2xf32> to vector<4x8x2xf32>
  return
}

// -----

func.func @outerproducts(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %s: f32, %i: vector<4xi32>, %j: i32, %k: vector<[4]xf32>, %l: vector<[8]xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %s : vector<4xf32>, f32
  %3 = vector.outerproduct %a, %s, %a {kind = #vector.kind<mul>, foo} : vector<4xf32>, f32
  %4 = vector.outerproduct %i, %j : vector<4xi32>, i32
  %5 = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
  %6 = vector.outerproduct %k, %l : vector<[4]xf32>, vector<[8]xf32>
  %7 = vector.outerproduct %a, %l : vector<4xf32>, vector<[8]xf32>
  return
}

// -----

func.func @attributes() attributes {kinds = [#vector.kind<add>, #vector.kind<mul>, #vector.kind<minui>, #vector.kind<minsi>, #vector.kind<minnumf>, #vector.kind<maxui>, #vector.kind<maxsi>, #vector.kind<maxnumf>, #vector.kind<and>, #vector.kind<or>, #vector.kind<xor>, #vector.kind<maximumf>, #vector.kind<minimumf>, #vector.kind<maximumnumf>, #vector.kind<minimumnumf>], its = [#vector.iterator_type<parallel>, #vector<iterator_type<reduction>>]} {
  return
}

// -----

func.func @memory_ops(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>, %idx: vector<4xi32>, %t: tensor<8x8xf32>) {
  %0 = vector.load %m[%i, %i] : memref<8x8xf32>, vector<4xf32>
  vector.store %v, %m[%i, %i] : memref<8x8xf32>, vector<4xf32>
  %1 = "vector.load"(%m, %i, %i) <{nontemporal = true, alignment = 16 : i64}> : (memref<8x8xf32>, index, index) -> vector<4xf32>
  %2 = vector.maskedload %m[%i, %i], %mask, %v : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
  %3 = vector.gather %m[%i, %i] [%idx], %mask, %v : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i, %i] [%idx], %mask, %v : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %4 = vector.expandload %m[%i, %i], %mask, %v : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i, %i], %mask, %v : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
  %5 = vector.gather %t[%i, %i] [%idx], %mask, %v : tensor<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

#map = affine_map<(d0, d1) -> (d1, d0)>
func.func @transfers(%m: memref<8x8xf32>, %i: index, %pad: f32, %t: tensor<?x8xf32>, %mask: vector<2x4xi1>, %v: vector<4x2xf32>) -> tensor<?x8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<8x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<8x8xf32>, vector<4x2xf32>
  %3 = vector.transfer_read %t[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : tensor<?x8xf32>, vector<4x2xf32>
  %4 = vector.transfer_read %m[%i, %i], %pad, %mask {permutation_map = #map} : memref<8x8xf32>, vector<4x2xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4x2xf32>, memref<8x8xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {permutation_map = #map, in_bounds = [false, true], foo} : vector<4x2xf32>, memref<8x8xf32>
  %5 = vector.transfer_write %v, %t[%i, %i] : vector<4x2xf32>, tensor<?x8xf32>
  %6 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32>, vector<4xf32>
  return %5 : tensor<?x8xf32>
}

// -----

#matmat_accesses = [
  affine_map<(i, j, k) -> (i, k)>,
  affine_map<(i, j, k) -> (k, j)>,
  affine_map<(i, j, k) -> (i, j)>
]
#matmat_trait = {
  indexing_maps = #matmat_accesses,
  iterator_types = ["parallel", "parallel", "reduction"]
}
func.func @contracts(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>, %x: vector<4xf32>, %s: f32) -> vector<2x3xf32> {
  %0 = vector.contract #matmat_trait %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %x, %x, %s : vector<4xf32>, vector<4xf32> into f32
  %2 = vector.contract {indexing_maps = #matmat_accesses, iterator_types = ["parallel", "parallel", "reduction"], foo, kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

// types after the first two (the acc's, or the old mask types) are read and ignored, as upstream
func.func @contract_extra_types(%p: vector<3x5xi16>, %q: vector<5xi16>, %r: vector<3xi16>) -> vector<3xi16> {
  %0 = vector.contract {indexing_maps = [affine_map<(u, v) -> (u, v)>, affine_map<(u, v) -> (v)>, affine_map<(u, v) -> (u)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %p, %q, %r : vector<3x5xi16>, vector<5xi16>, vector<3xi16> into vector<3xi16>
  %1 = vector.contract {indexing_maps = [affine_map<(u, v) -> (u, v)>, affine_map<(u, v) -> (v)>, affine_map<(u, v) -> (u)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<mul>} %p, %q, %0 : vector<3x5xi16>, vector<5xi16>, vector<3x5xi1>, vector<5xi1> into vector<3xi16>
  return %1 : vector<3xi16>
}

// -----

func.func @mask_and_scan(%v: vector<8xf32>, %m: vector<8xi1>, %a: f32, %mem: memref<8xf32>, %i: index, %p: vector<8xf32>, %s: vector<4x8xi32>, %init: vector<4xi32>) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %1 = vector.mask %m, %p { vector.transfer_read %mem[%i], %a : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.transfer_write %v, %mem[%i] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  %2:2 = vector.scan <add>, %s, %init reduction_dim = 1, inclusive = true : vector<4x8xi32>, vector<4xi32>
  %3 = vector.mask %m { vector.yield %a : f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// -----

func.func @masked_more(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>, %m3: vector<2x3x4xi1>, %mem: memref<?xf32>, %i: index, %iv: vector<4xi32>, %m: vector<4xi1>, %p: vector<4xf32>, %x: vector<4xf32>, %s: f32) -> vector<2x3xf32> {
  %0 = vector.mask %m3 { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32> } : vector<2x3x4xi1> -> vector<2x3xf32>
  %1 = vector.mask %m { vector.gather %mem[%i] [%iv], %m, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %2 = vector.mask %m { vector.outerproduct %x, %s, %p {kind = #vector.kind<add>} : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  %3 = vector.mask %m { vector.multi_reduction <add>, %x, %s [0] : vector<4xf32> to f32 } : vector<4xi1> -> f32
  %4 = vector.mask %m { vector.yield %x : vector<4xf32> } {foo} : vector<4xi1> -> vector<4xf32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @contract_fastmath(%x: vector<4xf32>, %s: f32) -> f32 {
  %1 = "vector.contract"(%x, %x, %s) <{fastmath = #arith.fastmath<fast>, indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return %1 : f32
}

// -----

// sources of vectors: the default permutation map covers only the leading dims of the vector
func.func @transfer_vector_elements(%m: memref<6x5xvector<3xf32>>, %t: tensor<7xvector<2x3xf32>>, %i: index, %p: vector<3xf32>, %q: vector<2x3xf32>) -> tensor<7xvector<2x3xf32>> {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<6x5xvector<3xf32>>, vector<4x3xf32>
  %1 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false]} : memref<6x5xvector<3xf32>>, vector<2x4x3xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<4x3xf32>, memref<6x5xvector<3xf32>>
  %2 = vector.transfer_read %t[%i], %q : tensor<7xvector<2x3xf32>>, vector<2x3xf32>
  %3 = vector.transfer_write %2, %t[%i] : vector<2x3xf32>, tensor<7xvector<2x3xf32>>
  return %3 : tensor<7xvector<2x3xf32>>
}

// -----

// a combining kind written as a full attribute (or an alias of one) parses as its short form
#prod_kind = #vector.kind<mul>
func.func @kinds_full_form(%v: vector<3x6xi32>, %acc: vector<3xi32>, %w: vector<6xi32>, %s: i32) -> (vector<3xi32>, i32) {
  %0 = vector.multi_reduction #vector.kind<maxsi>, %v, %acc [1] : vector<3x6xi32> to vector<3xi32>
  %1 = vector.reduction #prod_kind, %w, %s : vector<6xi32> into i32
  return %0, %1 : vector<3xi32>, i32
}

// -----

// a transfer whose map only broadcasts takes a one-element mask (masks are never 0-d)
func.func @broadcast_only_transfer_mask(%t: tensor<3x7xi8>, %i: index, %k: vector<1xi1>) -> vector<2x5xi8> {
  %p = arith.constant 9 : i8
  %0 = vector.transfer_read %t[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (0, 0)>} : tensor<3x7xi8>, vector<2x5xi8>
  %1 = vector.mask %k { vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, 0)>} : tensor<3x7xi8>, vector<2x5xi8> } : vector<1xi1> -> vector<2x5xi8>
  %2 = arith.addi %0, %1 : vector<2x5xi8>
  return %2 : vector<2x5xi8>
}
