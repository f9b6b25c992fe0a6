// Round-trip corpus for the arith dialect: every op, attribute form and constant kind.

func.func @int_binary(%a: i32, %b: i32, %x: index, %y: index, %v: vector<4xi8>, %t: tensor<?x4xi64>) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.remui %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.maxsi %a, %b : i32
  %17 = arith.maxui %a, %b : i32
  %18 = arith.minsi %a, %b : i32
  %19 = arith.minui %a, %b : i32
  %20 = arith.addi %x, %y : index
  %21 = arith.muli %v, %v : vector<4xi8>
  %22 = arith.floordivsi %t, %t : tensor<?x4xi64>
  return %0 : i32
}

// -----

func.func @overflow_and_exact(%a: i64, %b: i64, %v: vector<[4]xi32>) {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.subi %a, %b overflow<nuw> : i64
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i64
  %3 = arith.shli %a, %b overflow<nuw,nsw> : i64
  %4 = arith.addi %a, %b overflow<none> : i64
  %5 = arith.divsi %a, %b exact : i64
  %6 = arith.divui %a, %b exact : i64
  %7 = arith.shrsi %a, %b exact : i64
  %8 = arith.shrui %a, %b exact : i64
  %9 = arith.addi %v, %v overflow<nsw> : vector<[4]xi32>
  %10 = arith.trunci %a overflow<nsw, nuw> : i64 to i32
  %11 = arith.trunci %a overflow<nuw> : i64 to i32
  %12 = arith.addi %a, %b overflow<nsw> {tag = "x"} : i64
  return
}

// -----

func.func @float_binary(%a: f32, %b: f32, %h: vector<4xf16>, %t: tensor<2x?xbf16>, %z: vector<f64>) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %5 = arith.maximumf %a, %b : f32
  %6 = arith.minimumf %a, %b : f32
  %7 = arith.maxnumf %a, %b : f32
  %8 = arith.minnumf %a, %b : f32
  %9 = arith.maximumnumf %a, %b : f32
  %10 = arith.minimumnumf %a, %b : f32
  %11 = arith.negf %a : f32
  %12 = arith.flush_denormals %a : f32
  %13 = arith.addf %h, %h : vector<4xf16>
  %14 = arith.mulf %t, %t : tensor<2x?xbf16>
  %15 = arith.negf %z : vector<f64>
  %16 = arith.divf %z, %z : vector<f64>
  return
}

// -----

func.func @fastmath(%a: f32, %b: f32, %v: vector<[8]xf32>) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.subf %a, %b fastmath<nnan> : f32
  %2 = arith.mulf %a, %b fastmath<nnan,ninf> : f32
  %3 = arith.divf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %4 = arith.remf %a, %b fastmath<afn,reassoc> : f32
  %5 = arith.maximumf %a, %b fastmath<nsz> : f32
  %6 = arith.minnumf %a, %b fastmath<arcp, contract> : f32
  %7 = arith.negf %a fastmath<contract> : f32
  %8 = arith.addf %a, %b fastmath<none> : f32
  %9 = arith.cmpf ogt, %a, %b fastmath<nnan> : f32
  %10 = arith.mulf %v, %v fastmath<fast> : vector<[8]xf32>
  %11 = arith.flush_denormals %a fastmath<ninf> : f32
  %12 = arith.maximumnumf %a, %b fastmath<nsz> : f32
  %13 = arith.addf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract> : f32
  %14 = arith.addf %a, %b fastmath<fast> {tag} : f32
  return
}

// -----

func.func @rounding_modes(%a: f32, %b: f32, %d: f64, %h: f16) {
  %0 = arith.addf %a, %b to_nearest_even : f32
  %1 = arith.subf %a, %b downward : f32
  %2 = arith.mulf %a, %b upward fastmath<fast> : f32
  %3 = arith.divf %a, %b toward_zero : f32
  %4 = arith.addf %a, %b to_nearest_away fastmath<nnan> : f32
  %5 = arith.truncf %d : f64 to f32
  %6 = arith.truncf %d to_nearest_even : f64 to f16
  %7 = arith.truncf %d downward fastmath<contract> : f64 to bf16
  %8 = arith.truncf %a fastmath<fast> : f32 to f16
  %9 = arith.convertf %h : f16 to bf16
  %10 = arith.convertf %h toward_zero : f16 to bf16
  %11 = arith.convertf %h upward fastmath<nsz> : f16 to bf16
  return
}

// -----

func.func @compare(%a: i32, %b: i32, %x: index, %f: f32, %g: f32, %v: vector<4xi64>, %w: tensor<3xf16>, %p: vector<[2]xi1>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi ult, %x, %x : index
  %11 = arith.cmpi eq, %v, %v : vector<4xi64>
  %12 = arith.cmpi "sge", %a, %b : i32
  %13 = arith.cmpi ne, %p, %p : vector<[2]xi1>
  %c0 = arith.cmpf false, %f, %g : f32
  %c1 = arith.cmpf oeq, %f, %g : f32
  %c2 = arith.cmpf ogt, %f, %g : f32
  %c3 = arith.cmpf oge, %f, %g : f32
  %c4 = arith.cmpf olt, %f, %g : f32
  %c5 = arith.cmpf ole, %f, %g : f32
  %c6 = arith.cmpf one, %f, %g : f32
  %c7 = arith.cmpf ord, %f, %g : f32
  %c8 = arith.cmpf ueq, %f, %g : f32
  %c9 = arith.cmpf ugt, %f, %g : f32
  %c10 = arith.cmpf uge, %f, %g : f32
  %c11 = arith.cmpf ult, %f, %g : f32
  %c12 = arith.cmpf ule, %f, %g : f32
  %c13 = arith.cmpf une, %f, %g : f32
  %c14 = arith.cmpf uno, %f, %g : f32
  %c15 = arith.cmpf true, %f, %g : f32
  %c16 = arith.cmpf olt, %w, %w : tensor<3xf16>
  return
}

// -----

func.func @select(%c: i1, %a: i32, %b: i32, %m: vector<4xi1>, %v: vector<4xf32>, %tm: tensor<?x2xi1>, %t: tensor<?x2xi8>, %s: vector<[4]xi1>, %sv: vector<[4]xf16>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %m, %v, %v : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %tm, %t, %t : tensor<?x2xi1>, tensor<?x2xi8>
  %4 = arith.select %c, %t, %t : tensor<?x2xi8>
  %5 = arith.select %s, %sv, %sv : vector<[4]xi1>, vector<[4]xf16>
  %6 = arith.select %c, %c, %c {tag = 1 : i32} : i1
  return
}

// -----

func.func @casts(%i8: i8, %i32: i32, %i64: i64, %ix: index, %f16: f16, %bf: bf16, %f32: f32, %f64: f64, %vi: vector<2x[4]xi16>, %vf: vector<2x[4]xf32>, %t: tensor<?xi32>) {
  %0 = arith.extsi %i8 : i8 to i32
  %1 = arith.extui %i8 : i8 to i64
  %2 = arith.extui %i8 nneg : i8 to i64
  %3 = arith.trunci %i64 : i64 to i8
  %4 = arith.extf %f16 : f16 to f32
  %5 = arith.extf %bf fastmath<contract> : bf16 to f64
  %6 = arith.truncf %f64 : f64 to f16
  %7 = arith.sitofp %i32 : i32 to f32
  %8 = arith.uitofp %i32 : i32 to f64
  %9 = arith.uitofp %i32 nneg : i32 to f16
  %10 = arith.fptosi %f32 : f32 to i64
  %11 = arith.fptoui %f64 : f64 to i8
  %12 = arith.index_cast %i32 : i32 to index
  %13 = arith.index_cast %ix : index to i64
  %14 = arith.index_castui %i32 : i32 to index
  %15 = arith.index_castui %ix nneg : index to i16
  %16 = arith.bitcast %i32 : i32 to f32
  %17 = arith.bitcast %f16 : f16 to bf16
  %18 = arith.bitcast %f64 : f64 to i64
  %19 = arith.extsi %vi : vector<2x[4]xi16> to vector<2x[4]xi32>
  %20 = arith.sitofp %vi : vector<2x[4]xi16> to vector<2x[4]xf32>
  %21 = arith.fptoui %vf : vector<2x[4]xf32> to vector<2x[4]xi16>
  %22 = arith.trunci %t : tensor<?xi32> to tensor<?xi1>
  %23 = arith.index_cast %t : tensor<?xi32> to tensor<?xindex>
  %24 = arith.extui %i8 {tag} : i8 to i16
  return
}

// -----

func.func @memref_casts(%m: memref<4xi32>, %n: memref<?xindex>, %f: memref<2x2xf32>) {
  %0 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %1 = arith.index_castui %n : memref<?xindex> to memref<?xi64>
  %2 = arith.bitcast %f : memref<2x2xf32> to memref<2x2xi32>
  return
}

// -----

func.func @small_floats(%a: f8E4M3FN, %b: f8E5M2, %c: f4E2M1FN, %s: f8E8M0FNU, %v: vector<32xf4E2M1FN>, %vs: vector<32xf8E8M0FNU>, %w: vector<32xbf16>) {
  %0 = arith.extf %a : f8E4M3FN to f32
  %1 = arith.truncf %0 : f32 to f8E5M2
  %2 = arith.scaling_extf %c, %s : f4E2M1FN, f8E8M0FNU to f32
  %3 = arith.scaling_truncf %2, %s : f32, f8E8M0FNU to f4E2M1FN
  %4 = arith.scaling_truncf %2, %s toward_zero fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
  %5 = arith.scaling_extf %v, %vs fastmath<nnan> : vector<32xf4E2M1FN>, vector<32xf8E8M0FNU> to vector<32xbf16>
  %6 = arith.scaling_truncf %w, %vs : vector<32xbf16>, vector<32xf8E8M0FNU> to vector<32xf4E2M1FN>
  %7 = arith.convertf %a : f8E4M3FN to f8E5M2
  %8 = arith.addf %a, %a : f8E4M3FN
  return
}

// -----

func.func @extended(%a: i32, %b: i32, %v: vector<4xi64>, %x: index) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %0:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %1:2 = arith.subui_extended %a, %b : i32, i1
  %2:2 = arith.mulsi_extended %a, %b : i32
  %3:2 = arith.mului_extended %v, %v : vector<4xi64>
  %4:2 = arith.mulsi_extended %x, %x : index
  %5 = arith.addi %sum, %1#0 : i32
  return
}

// -----

func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 0 : index
  %2 = arith.constant -1 : i64
  %3 = arith.constant 1 : i32
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant dense<1> : vector<4xi32>
  %8 = arith.constant dense<[1, 2]> : tensor<2xi8>
  %9 = arith.constant 0x7FC00000 : f32
  %10 = arith.constant 255 : i8
  %11 = arith.constant -128 : i8
  %12 = arith.constant 170141183460469231731687303715884105727 : i128
  %13 = arith.constant 5 : i3
  %14 = arith.constant 0 : i1
  %15 = arith.constant 1 : i1
  %16 = arith.constant dense<true> : vector<2xi1>
  %17 = arith.constant dense<[true, false]> : vector<2xi1>
  %18 = arith.constant dense<0.0> : vector<[4]xf32>
  %19 = arith.constant dense<1.0> : vector<f32>
  %20 = arith.constant 0x7C00 : f16
  %21 = arith.constant -0.0 : bf16
  %22 = arith.constant 1.0e10 : f64
  %23 = arith.constant 0xFF : f8E4M3FN
  %24 = arith.constant 4294967295 : i32
  %25 = arith.constant -9223372036854775808 : index
  %26 = arith.constant 18446744073709551615 : i64
  %27 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %28 = arith.constant 3 : i17
  %29 = arith.constant 0 : index
  %30 = arith.constant dense<"0x01020304"> : tensor<4xi8>
  %31 = arith.constant dense<5> : tensor<0xi32>
  %32 = arith.constant 1 : index
  %33 = arith.constant 0.1 : f64
  %34 = arith.constant -3.4028234663852886E+38 : f32
  %35 = arith.constant 0xFF800000 : f32
  %36 = arith.constant 0x7F800000 : f32
  %37 = arith.constant 1.0e-45 : f32
  %38 = arith.constant dense<[0.5, -2.25, 3.0e5, 1.0e-3]> : vector<4xf64>
  %39 = arith.constant dense<-7> : tensor<2x3xi16>
  %40 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xindex>
  %41 = arith.constant {tag = "c"} 7 : i32
  %42 = arith.constant 340282366920938463463374607431768211455 : i128
  %43 = arith.constant -65504.0 : f16
  %44 = arith.constant 2.0 : f8E5M2
  %45 = arith.constant dense<0x7FC00000> : vector<2xf32>
  %46 = arith.constant 1 : i1
  %47 = arith.constant 8 : i4
  %48 = arith.constant dense<1.0> : tensor<f32>
  %49 = arith.constant 0 : i64
  %50 = arith.constant 0 : i8
  %51 = arith.constant 42 : i64
  return
}

// -----

func.func @constant_names() -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c0_0 = arith.constant 1 : index
  %a = arith.constant 0 : index
  return %c0, %c0_0, %a : index, index, index
}

// -----

func.func @generic_forms(%a: i32, %f: f32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addf"(%f, %f) {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  %2 = "arith.cmpi"(%a, %a) {predicate = 3 : i64} : (i32, i32) -> i1
  %3 = "arith.cmpf"(%f, %f) <{predicate = 9 : i64}> : (f32, f32) -> i1
  %4 = "arith.truncf"(%f) <{roundingmode = 4 : i32}> : (f32) -> f16
  %5 = "arith.divui"(%a, %a) {isExact} : (i32, i32) -> i32
  %6 = "arith.constant"() {value = 3 : i32} : () -> i32
  %7 = "arith.select"(%2, %a, %a) : (i1, i32, i32) -> i32
  %8 = "arith.subi"(%a, %a) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
  %9 = "arith.addf"(%f, %f) {fastmath = #arith.fastmath<fast>, other = #arith.fastmath<nsz>} : (f32, f32) -> f32
  %10 = "arith.extui"(%a) <{nonNeg}> : (i32) -> i64
  %11:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1)
  return
}

// -----

func.func @dynamic_tensors(%a: tensor<?xf32>, %u: tensor<*xi32>) {
  %0 = arith.addf %a, %a : tensor<?xf32>
  %1 = arith.addi %u, %u : tensor<*xi32>
  return
}

// -----

func.func @attr_aliases() attributes {fm = #arith.fastmath<nnan,contract>, ov = #arith.overflow<nuw>} {
  return
}

// -----

func.func @more_constants() {
  %0 = arith.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  %1 = arith.constant 1.0 : f8E4M3FN
  %2 = arith.constant dense<[]> : tensor<0xf32>
  %3 = arith.constant dense<"0x0000803F"> : tensor<1xf32>
  %4 = arith.constant 0.0 : tf32
  %5 = arith.constant 1.0 : f80
  %6 = arith.constant -1 : i1
  %7 = arith.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %8 = arith.constant 0x7FF8000000000001 : f64
  %9 = arith.constant dense<0.1> : vector<2x[3]xbf16>
  return
}

// -----

// OptionalAttr fastmath prints even when it is `none` (DefaultValuedAttr fastmath does not)
func.func @f(%a: f16, %b: f32) {
 %0 = arith.extf %a fastmath<none> : f16 to f32
 %1 = arith.truncf %b fastmath<none> : f32 to f16
 %2 = arith.scaling_extf %a, %a fastmath<none> : f16, f16 to f32
 return }
