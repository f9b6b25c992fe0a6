// FLAGS: --canonicalize
// arith folders (constant folding, identities, trait folds) against iree-opt's canonicalizer.

func.func @int_fold() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.divsi %a, %b : i32
  %3 = arith.divsi %m, %n : i32
  %4 = arith.divui %a, %z : i32
  %5 = arith.remsi %m, %n : i32
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.shli %a, %a : i32
  %9 = arith.shrsi %b, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @int_fold2() -> (i8, i8, i8, i8, i8, i8, i8, i8, i1, i1) {
  %a = arith.constant 100 : i8
  %b = arith.constant -56 : i8
  %s = arith.constant 9 : i8
  %0 = arith.ceildivui %a, %b : i8
  %1 = arith.remui %b, %a : i8
  %2 = arith.maxui %a, %b : i8
  %3 = arith.minsi %a, %b : i8
  %4 = arith.shrui %b, %s : i8
  %5 = arith.xori %a, %b : i8
  %6 = arith.andi %a, %b : i8
  %7 = arith.ori %a, %b : i8
  %8 = arith.cmpi ult, %a, %b : i8
  %9 = arith.cmpi slt, %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i8, i8, i8, i8, i8, i8, i8, i1, i1
}

// -----

func.func @vec_fold() -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<[4]xi16>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<5> : vector<4xi32>
  %c = arith.constant dense<3> : vector<[4]xi16>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.subi %b, %b : vector<4xi32>
  %2 = arith.cmpi sgt, %a, %b : vector<4xi32>
  %3 = arith.muli %c, %c : vector<[4]xi16>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<[4]xi16>
}

// -----

func.func @float_fold() -> (f32, f32, f32, f32, f32, f32, f32, f32, f16, f16) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -0.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %t = arith.constant 3.0 : f32
  %0 = arith.addf %a, %t : f32
  %1 = arith.divf %a, %t : f32
  %2 = arith.maximumf %b, %a : f32
  %3 = arith.minimumf %n, %a : f32
  %4 = arith.maxnumf %n, %a : f32
  %5 = arith.remf %t, %a : f32
  %6 = arith.negf %b : f32
  %7 = arith.mulf %a, %t : f32
  %8 = arith.truncf %a : f32 to f16
  %9 = arith.truncf %1 : f32 to f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f16, f16
}

// -----

func.func @cast_fold() -> (i64, i64, i8, f32, f32, i32, i32, index, i16, f32, i1, i1) {
  %a = arith.constant -5 : i32
  %f = arith.constant -7.9 : f32
  %g = arith.constant 1.0e10 : f32
  %x = arith.constant -1 : index
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.sitofp %a : i32 to f32
  %4 = arith.uitofp %a : i32 to f32
  %5 = arith.fptosi %f : f32 to i32
  %6 = arith.fptosi %g : f32 to i32
  %7 = arith.index_cast %a : i32 to index
  %8 = arith.index_castui %x : index to i16
  %9 = arith.bitcast %a : i32 to f32
  %10 = arith.cmpf olt, %f, %g : f32
  %11 = arith.cmpf uno, %f, %g : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i64, i64, i8, f32, f32, i32, i32, index, i16, f32, i1, i1
}

// -----

func.func @identities(%x: i32, %f: f32, %c: i1, %y: i32) -> (i32, i32, i32, i32, i32, f32, f32, i32, i1, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %fz = arith.constant -0.0 : f32
  %fo = arith.constant 1.0 : f32
  %0 = arith.addi %x, %z : i32
  %1 = arith.muli %x, %o : i32
  %2 = arith.muli %x, %z : i32
  %3 = arith.subi %x, %x : i32
  %4 = arith.divsi %x, %o : i32
  %5 = arith.addf %f, %fz : f32
  %6 = arith.mulf %f, %fo : f32
  %7 = arith.select %c, %x, %x : i32
  %8 = arith.cmpi sle, %x, %x : i32
  %9 = arith.xori %x, %x : i32
  %10 = arith.remui %x, %o : i32
  %11 = arith.maxsi %y, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, f32, f32, i32, i1, i32, i32, i32
}

// -----

func.func @chains(%x: i8, %y: i32) -> (i64, i8, i32, i16) {
  %0 = arith.extui %x : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  %2 = arith.extsi %x : i8 to i32
  %3 = arith.trunci %2 : i32 to i8
  %4 = arith.index_cast %y : i32 to index
  %5 = arith.index_cast %4 : index to i32
  %6 = arith.trunci %y : i32 to i16
  %7 = arith.extsi %6 : i16 to i32
  %8 = arith.trunci %7 : i32 to i16
  return %1, %3, %5, %8 : i64, i8, i32, i16
}

// -----

func.func @more(%x: i32, %c: i1, %v: vector<4xf32>) -> (i1, i32, i32, i1, f32, vector<4xf32>) {
  %t = arith.constant true
  %f = arith.constant false
  %k = arith.constant 5 : i32
  %0 = arith.cmpi slt, %k, %x : i32
  %1 = arith.select %t, %x, %k : i32
  %2 = arith.select %f, %x, %k : i32
  %3 = arith.select %c, %t, %f : i1
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 2.0 : f32
  %4 = arith.addf %a, %b : f32
  %n = arith.negf %v : vector<4xf32>
  %5 = arith.negf %n : vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : i1, i32, i32, i1, f32, vector<4xf32>
}

// -----

func.func @dense_float() -> (vector<4xf32>, vector<[4]xf32>, vector<3xf16>, vector<2xbf16>, vector<4xi32>) {
  %a = arith.constant dense<[1.0, -2.0, 0x7FC00000, 0.5]> : vector<4xf32>
  %b = arith.constant dense<0x7FC00000> : vector<[4]xf32>
  %c = arith.constant dense<[1.0, 65504.0, -0.0]> : vector<3xf16>
  %d = arith.constant dense<[1.5, 3.0]> : vector<2xbf16>
  %0 = arith.mulf %a, %a : vector<4xf32>
  %1 = arith.addf %b, %b : vector<[4]xf32>
  %2 = arith.addf %c, %c : vector<3xf16>
  %3 = arith.mulf %d, %d : vector<2xbf16>
  %4 = arith.bitcast %a : vector<4xf32> to vector<4xi32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<[4]xf32>, vector<3xf16>, vector<2xbf16>, vector<4xi32>
}

// -----

func.func @extended() -> (i32, i1, i32, i32, i32, i32, i8, i1) {
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %sum, %ov = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %ulo, %uhi = arith.mului_extended %a, %b : i32
  %p = arith.constant 3 : i8
  %q = arith.constant 5 : i8
  %d, %br = arith.subui_extended %p, %q : i8, i1
  return %sum, %ov, %lo, %hi, %ulo, %uhi, %d, %br : i32, i1, i32, i32, i32, i32, i8, i1
}

// -----

func.func @wide() -> (i128, i128, i3, i3, i65) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 2 : i128
  %0 = arith.muli %a, %b : i128
  %1 = arith.addi %a, %b : i128
  %c = arith.constant 3 : i3
  %d = arith.constant 2 : i3
  %2 = arith.addi %c, %d : i3
  %3 = arith.muli %c, %c : i3
  %e = arith.constant -1 : i65
  %4 = arith.shrui %e, %e : i65
  return %0, %1, %2, %3, %4 : i128, i128, i3, i3, i65
}

// -----

func.func @lossy() -> (f16, f32, bf16, f16, i8, f8E4M3FN, f64) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 1.0e40 : f64
  %c = arith.constant 2.5 : f32
  %0 = arith.truncf %a : f32 to f16
  %1 = arith.truncf %b : f64 to f32
  %2 = arith.truncf %c : f32 to bf16
  %3 = arith.truncf %a downward : f32 to f16
  %g = arith.constant 300.0 : f32
  %4 = arith.fptosi %g : f32 to i8
  %5 = arith.truncf %c : f32 to f8E4M3FN
  %h = arith.constant 1.5 : f16
  %6 = arith.extf %h : f16 to f64
  return %0, %1, %2, %3, %4, %5, %6 : f16, f32, bf16, f16, i8, f8E4M3FN, f64
}

// -----

func.func @rounding() -> (f32, f32, f32) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 3.0 : f32
  %0 = arith.divf %a, %b upward : f32
  %1 = arith.divf %a, %b downward : f32
  %2 = arith.divf %a, %b : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

func.func @select_dense() -> vector<4xi32> {
  %c = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  %0 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @cmpf_fold() -> (i1, i1, i1, i1) {
  %n = arith.constant 0x7FC00000 : f32
  %a = arith.constant 1.0 : f32
  %z = arith.constant -0.0 : f32
  %p = arith.constant 0.0 : f32
  %0 = arith.cmpf ueq, %n, %a : f32
  %1 = arith.cmpf oeq, %z, %p : f32
  %2 = arith.cmpf one, %n, %n : f32
  %3 = arith.cmpf olt, %z, %p : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @index_fold() -> (index, i32, index, vector<2xindex>) {
  %a = arith.constant -7 : i32
  %0 = arith.index_castui %a : i32 to index
  %x = arith.constant 4294967296 : index
  %1 = arith.index_cast %x : index to i32
  %2 = arith.index_cast %a : i32 to index
  %v = arith.constant dense<[-1, 2]> : vector<2xi8>
  %3 = arith.index_cast %v : vector<2xi8> to vector<2xindex>
  return %0, %1, %2, %3 : index, i32, index, vector<2xindex>
}

// -----

func.func @f(%x: i8) -> (i8, i8, i8, i8, i8, i8, vector<2xi8>) {
 %e = arith.constant -1 : i8
 %b = arith.constant 9 : i8
 %0 = arith.shrui %e, %b : i8
 %1 = arith.shli %e, %b : i8
 %2 = arith.shrsi %e, %b : i8
 %3 = arith.shrui %x, %b : i8
 %4 = arith.shli %x, %b : i8
 %5 = arith.shrsi %x, %b : i8
 %v = arith.constant dense<[1, 9]> : vector<2xi8>
 %w = arith.constant dense<-1> : vector<2xi8>
 %6 = arith.shrui %w, %v : vector<2xi8>
 return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, vector<2xi8>
}

// -----

func.func @f(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8) {
 %0 = arith.shrui %x, %x : i8
 %1 = arith.shli %x, %x : i8
 %2 = arith.shrsi %x, %x : i8
 %e = arith.constant -1 : i8
 %3 = arith.shrsi %e, %y : i8
 %z = arith.constant 0 : i8
 %4 = arith.shrui %z, %y : i8
 %5 = arith.shli %z, %y : i8
 return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}

// -----

func.func @f(%x: vector<4xi8>, %y: tensor<?xi8>, %f: f32) -> (vector<4xi8>, vector<4xi8>, tensor<?xi8>, tensor<?xi8>, f32, f32, f32, f32, f32) {
  %z = arith.constant dense<0> : vector<4xi8>
  %0 = arith.divsi %z, %x : vector<4xi8>
  %1 = arith.divui %x, %x : vector<4xi8>
  %2 = arith.divui %y, %y : tensor<?xi8>
  %3 = arith.remsi %y, %y : tensor<?xi8>
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %4 = arith.addf %f, %pz fastmath<nsz> : f32
  %5 = arith.subf %f, %nz fastmath<nsz> : f32
  %6 = arith.subf %f, %f : f32
  %7 = arith.subf %f, %f fastmath<nnan,ninf> : f32
  %8 = arith.divf %f, %f fastmath<nnan,ninf> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<4xi8>, vector<4xi8>, tensor<?xi8>, tensor<?xi8>, f32, f32, f32, f32, f32
}

// -----

func.func @f(%f: f16, %g: f32, %b: bf16) -> (f16, f16, f32, f32, f16, bf16) {
  %0 = arith.extf %f : f16 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.extf %f fastmath<contract> : f16 to f32
  %3 = arith.truncf %2 fastmath<contract> : f32 to f16
  %4 = arith.truncf %g fastmath<contract> : f32 to f16
  %5 = arith.extf %4 fastmath<contract> : f16 to f32
  %6 = arith.truncf %g : f32 to f16
  %7 = arith.extf %6 : f16 to f32
  %8 = arith.extf %f : f16 to f64
  %9 = arith.truncf %8 : f64 to f16
  %10 = arith.extf %b : bf16 to f64
  %11 = arith.truncf %10 : f64 to bf16
  return %1, %3, %5, %7, %9, %11 : f16, f16, f32, f32, f16, bf16
}

// -----

func.func @f(%g: f32) -> f16 {
 %0 = arith.extf %g : f32 to f64
 %1 = arith.truncf %0 : f64 to f16
 return %1 : f16 }

// -----

func.func @addi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.addi %x, %z : i8
  %r1 = arith.addi %z, %x : i8
  %r2 = arith.addi %x, %o : i8
  %r3 = arith.addi %o, %x : i8
  %r4 = arith.addi %x, %m : i8
  %r5 = arith.addi %m, %x : i8
  %r6 = arith.addi %x, %mn : i8
  %r7 = arith.addi %mn, %x : i8
  %r8 = arith.addi %x, %mx : i8
  %r9 = arith.addi %mx, %x : i8
  %r10 = arith.addi %x, %t : i8
  %r11 = arith.addi %t, %x : i8
  %r12 = arith.addi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @subi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.subi %x, %z : i8
  %r1 = arith.subi %z, %x : i8
  %r2 = arith.subi %x, %o : i8
  %r3 = arith.subi %o, %x : i8
  %r4 = arith.subi %x, %m : i8
  %r5 = arith.subi %m, %x : i8
  %r6 = arith.subi %x, %mn : i8
  %r7 = arith.subi %mn, %x : i8
  %r8 = arith.subi %x, %mx : i8
  %r9 = arith.subi %mx, %x : i8
  %r10 = arith.subi %x, %t : i8
  %r11 = arith.subi %t, %x : i8
  %r12 = arith.subi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @muli(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.muli %x, %z : i8
  %r1 = arith.muli %z, %x : i8
  %r2 = arith.muli %x, %o : i8
  %r3 = arith.muli %o, %x : i8
  %r4 = arith.muli %x, %m : i8
  %r5 = arith.muli %m, %x : i8
  %r6 = arith.muli %x, %mn : i8
  %r7 = arith.muli %mn, %x : i8
  %r8 = arith.muli %x, %mx : i8
  %r9 = arith.muli %mx, %x : i8
  %r10 = arith.muli %x, %t : i8
  %r11 = arith.muli %t, %x : i8
  %r12 = arith.muli %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @divsi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.divsi %x, %z : i8
  %r1 = arith.divsi %z, %x : i8
  %r2 = arith.divsi %x, %o : i8
  %r3 = arith.divsi %o, %x : i8
  %r4 = arith.divsi %x, %m : i8
  %r5 = arith.divsi %m, %x : i8
  %r6 = arith.divsi %x, %mn : i8
  %r7 = arith.divsi %mn, %x : i8
  %r8 = arith.divsi %x, %mx : i8
  %r9 = arith.divsi %mx, %x : i8
  %r10 = arith.divsi %x, %t : i8
  %r11 = arith.divsi %t, %x : i8
  %r12 = arith.divsi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @divui(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.divui %x, %z : i8
  %r1 = arith.divui %z, %x : i8
  %r2 = arith.divui %x, %o : i8
  %r3 = arith.divui %o, %x : i8
  %r4 = arith.divui %x, %m : i8
  %r5 = arith.divui %m, %x : i8
  %r6 = arith.divui %x, %mn : i8
  %r7 = arith.divui %mn, %x : i8
  %r8 = arith.divui %x, %mx : i8
  %r9 = arith.divui %mx, %x : i8
  %r10 = arith.divui %x, %t : i8
  %r11 = arith.divui %t, %x : i8
  %r12 = arith.divui %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ceildivsi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.ceildivsi %x, %z : i8
  %r1 = arith.ceildivsi %z, %x : i8
  %r2 = arith.ceildivsi %x, %o : i8
  %r3 = arith.ceildivsi %o, %x : i8
  %r4 = arith.ceildivsi %x, %m : i8
  %r5 = arith.ceildivsi %m, %x : i8
  %r6 = arith.ceildivsi %x, %mn : i8
  %r7 = arith.ceildivsi %mn, %x : i8
  %r8 = arith.ceildivsi %x, %mx : i8
  %r9 = arith.ceildivsi %mx, %x : i8
  %r10 = arith.ceildivsi %x, %t : i8
  %r11 = arith.ceildivsi %t, %x : i8
  %r12 = arith.ceildivsi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ceildivui(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.ceildivui %x, %z : i8
  %r1 = arith.ceildivui %z, %x : i8
  %r2 = arith.ceildivui %x, %o : i8
  %r3 = arith.ceildivui %o, %x : i8
  %r4 = arith.ceildivui %x, %m : i8
  %r5 = arith.ceildivui %m, %x : i8
  %r6 = arith.ceildivui %x, %mn : i8
  %r7 = arith.ceildivui %mn, %x : i8
  %r8 = arith.ceildivui %x, %mx : i8
  %r9 = arith.ceildivui %mx, %x : i8
  %r10 = arith.ceildivui %x, %t : i8
  %r11 = arith.ceildivui %t, %x : i8
  %r12 = arith.ceildivui %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @floordivsi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.floordivsi %x, %z : i8
  %r1 = arith.floordivsi %z, %x : i8
  %r2 = arith.floordivsi %x, %o : i8
  %r3 = arith.floordivsi %o, %x : i8
  %r4 = arith.floordivsi %x, %m : i8
  %r5 = arith.floordivsi %m, %x : i8
  %r6 = arith.floordivsi %x, %mn : i8
  %r7 = arith.floordivsi %mn, %x : i8
  %r8 = arith.floordivsi %x, %mx : i8
  %r9 = arith.floordivsi %mx, %x : i8
  %r10 = arith.floordivsi %x, %t : i8
  %r11 = arith.floordivsi %t, %x : i8
  %r12 = arith.floordivsi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @remsi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.remsi %x, %z : i8
  %r1 = arith.remsi %z, %x : i8
  %r2 = arith.remsi %x, %o : i8
  %r3 = arith.remsi %o, %x : i8
  %r4 = arith.remsi %x, %m : i8
  %r5 = arith.remsi %m, %x : i8
  %r6 = arith.remsi %x, %mn : i8
  %r7 = arith.remsi %mn, %x : i8
  %r8 = arith.remsi %x, %mx : i8
  %r9 = arith.remsi %mx, %x : i8
  %r10 = arith.remsi %x, %t : i8
  %r11 = arith.remsi %t, %x : i8
  %r12 = arith.remsi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @remui(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.remui %x, %z : i8
  %r1 = arith.remui %z, %x : i8
  %r2 = arith.remui %x, %o : i8
  %r3 = arith.remui %o, %x : i8
  %r4 = arith.remui %x, %m : i8
  %r5 = arith.remui %m, %x : i8
  %r6 = arith.remui %x, %mn : i8
  %r7 = arith.remui %mn, %x : i8
  %r8 = arith.remui %x, %mx : i8
  %r9 = arith.remui %mx, %x : i8
  %r10 = arith.remui %x, %t : i8
  %r11 = arith.remui %t, %x : i8
  %r12 = arith.remui %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @andi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.andi %x, %z : i8
  %r1 = arith.andi %z, %x : i8
  %r2 = arith.andi %x, %o : i8
  %r3 = arith.andi %o, %x : i8
  %r4 = arith.andi %x, %m : i8
  %r5 = arith.andi %m, %x : i8
  %r6 = arith.andi %x, %mn : i8
  %r7 = arith.andi %mn, %x : i8
  %r8 = arith.andi %x, %mx : i8
  %r9 = arith.andi %mx, %x : i8
  %r10 = arith.andi %x, %t : i8
  %r11 = arith.andi %t, %x : i8
  %r12 = arith.andi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ori(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.ori %x, %z : i8
  %r1 = arith.ori %z, %x : i8
  %r2 = arith.ori %x, %o : i8
  %r3 = arith.ori %o, %x : i8
  %r4 = arith.ori %x, %m : i8
  %r5 = arith.ori %m, %x : i8
  %r6 = arith.ori %x, %mn : i8
  %r7 = arith.ori %mn, %x : i8
  %r8 = arith.ori %x, %mx : i8
  %r9 = arith.ori %mx, %x : i8
  %r10 = arith.ori %x, %t : i8
  %r11 = arith.ori %t, %x : i8
  %r12 = arith.ori %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @xori(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.xori %x, %z : i8
  %r1 = arith.xori %z, %x : i8
  %r2 = arith.xori %x, %o : i8
  %r3 = arith.xori %o, %x : i8
  %r4 = arith.xori %x, %m : i8
  %r5 = arith.xori %m, %x : i8
  %r6 = arith.xori %x, %mn : i8
  %r7 = arith.xori %mn, %x : i8
  %r8 = arith.xori %x, %mx : i8
  %r9 = arith.xori %mx, %x : i8
  %r10 = arith.xori %x, %t : i8
  %r11 = arith.xori %t, %x : i8
  %r12 = arith.xori %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @shli(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.shli %x, %z : i8
  %r1 = arith.shli %z, %x : i8
  %r2 = arith.shli %x, %o : i8
  %r3 = arith.shli %o, %x : i8
  %r4 = arith.shli %x, %m : i8
  %r5 = arith.shli %m, %x : i8
  %r6 = arith.shli %x, %mn : i8
  %r7 = arith.shli %mn, %x : i8
  %r8 = arith.shli %x, %mx : i8
  %r9 = arith.shli %mx, %x : i8
  %r10 = arith.shli %x, %t : i8
  %r11 = arith.shli %t, %x : i8
  %r12 = arith.shli %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @shrsi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.shrsi %x, %z : i8
  %r1 = arith.shrsi %z, %x : i8
  %r2 = arith.shrsi %x, %o : i8
  %r3 = arith.shrsi %o, %x : i8
  %r4 = arith.shrsi %x, %m : i8
  %r5 = arith.shrsi %m, %x : i8
  %r6 = arith.shrsi %x, %mn : i8
  %r7 = arith.shrsi %mn, %x : i8
  %r8 = arith.shrsi %x, %mx : i8
  %r9 = arith.shrsi %mx, %x : i8
  %r10 = arith.shrsi %x, %t : i8
  %r11 = arith.shrsi %t, %x : i8
  %r12 = arith.shrsi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @shrui(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.shrui %x, %z : i8
  %r1 = arith.shrui %z, %x : i8
  %r2 = arith.shrui %x, %o : i8
  %r3 = arith.shrui %o, %x : i8
  %r4 = arith.shrui %x, %m : i8
  %r5 = arith.shrui %m, %x : i8
  %r6 = arith.shrui %x, %mn : i8
  %r7 = arith.shrui %mn, %x : i8
  %r8 = arith.shrui %x, %mx : i8
  %r9 = arith.shrui %mx, %x : i8
  %r10 = arith.shrui %x, %t : i8
  %r11 = arith.shrui %t, %x : i8
  %r12 = arith.shrui %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @maxsi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.maxsi %x, %z : i8
  %r1 = arith.maxsi %z, %x : i8
  %r2 = arith.maxsi %x, %o : i8
  %r3 = arith.maxsi %o, %x : i8
  %r4 = arith.maxsi %x, %m : i8
  %r5 = arith.maxsi %m, %x : i8
  %r6 = arith.maxsi %x, %mn : i8
  %r7 = arith.maxsi %mn, %x : i8
  %r8 = arith.maxsi %x, %mx : i8
  %r9 = arith.maxsi %mx, %x : i8
  %r10 = arith.maxsi %x, %t : i8
  %r11 = arith.maxsi %t, %x : i8
  %r12 = arith.maxsi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @maxui(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.maxui %x, %z : i8
  %r1 = arith.maxui %z, %x : i8
  %r2 = arith.maxui %x, %o : i8
  %r3 = arith.maxui %o, %x : i8
  %r4 = arith.maxui %x, %m : i8
  %r5 = arith.maxui %m, %x : i8
  %r6 = arith.maxui %x, %mn : i8
  %r7 = arith.maxui %mn, %x : i8
  %r8 = arith.maxui %x, %mx : i8
  %r9 = arith.maxui %mx, %x : i8
  %r10 = arith.maxui %x, %t : i8
  %r11 = arith.maxui %t, %x : i8
  %r12 = arith.maxui %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @minsi(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.minsi %x, %z : i8
  %r1 = arith.minsi %z, %x : i8
  %r2 = arith.minsi %x, %o : i8
  %r3 = arith.minsi %o, %x : i8
  %r4 = arith.minsi %x, %m : i8
  %r5 = arith.minsi %m, %x : i8
  %r6 = arith.minsi %x, %mn : i8
  %r7 = arith.minsi %mn, %x : i8
  %r8 = arith.minsi %x, %mx : i8
  %r9 = arith.minsi %mx, %x : i8
  %r10 = arith.minsi %x, %t : i8
  %r11 = arith.minsi %t, %x : i8
  %r12 = arith.minsi %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @minui(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %m = arith.constant -1 : i8
  %mn = arith.constant -128 : i8
  %mx = arith.constant 127 : i8
  %t = arith.constant 3 : i8
  %r0 = arith.minui %x, %z : i8
  %r1 = arith.minui %z, %x : i8
  %r2 = arith.minui %x, %o : i8
  %r3 = arith.minui %o, %x : i8
  %r4 = arith.minui %x, %m : i8
  %r5 = arith.minui %m, %x : i8
  %r6 = arith.minui %x, %mn : i8
  %r7 = arith.minui %mn, %x : i8
  %r8 = arith.minui %x, %mx : i8
  %r9 = arith.minui %mx, %x : i8
  %r10 = arith.minui %x, %t : i8
  %r11 = arith.minui %t, %x : i8
  %r12 = arith.minui %x, %x : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @addf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.addf %x, %z : f32
  %r1 = arith.addf %z, %x : f32
  %r2 = arith.addf %x, %nz : f32
  %r3 = arith.addf %nz, %x : f32
  %r4 = arith.addf %x, %o : f32
  %r5 = arith.addf %o, %x : f32
  %r6 = arith.addf %x, %m : f32
  %r7 = arith.addf %m, %x : f32
  %r8 = arith.addf %x, %nan : f32
  %r9 = arith.addf %nan, %x : f32
  %r10 = arith.addf %x, %inf : f32
  %r11 = arith.addf %inf, %x : f32
  %r12 = arith.addf %x, %ninf : f32
  %r13 = arith.addf %ninf, %x : f32
  %r14 = arith.addf %x, %x : f32
  %r15 = arith.addf %x, %x fastmath<fast> : f32
  %r16 = arith.addf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @subf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.subf %x, %z : f32
  %r1 = arith.subf %z, %x : f32
  %r2 = arith.subf %x, %nz : f32
  %r4 = arith.subf %x, %o : f32
  %r5 = arith.subf %o, %x : f32
  %r6 = arith.subf %x, %m : f32
  %r7 = arith.subf %m, %x : f32
  %r8 = arith.subf %x, %nan : f32
  %r9 = arith.subf %nan, %x : f32
  %r10 = arith.subf %x, %inf : f32
  %r11 = arith.subf %inf, %x : f32
  %r12 = arith.subf %x, %ninf : f32
  %r13 = arith.subf %ninf, %x : f32
  %r14 = arith.subf %x, %x : f32
  %r15 = arith.subf %x, %x fastmath<fast> : f32
  %r16 = arith.subf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @mulf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.mulf %x, %z : f32
  %r1 = arith.mulf %z, %x : f32
  %r2 = arith.mulf %x, %nz : f32
  %r3 = arith.mulf %nz, %x : f32
  %r4 = arith.mulf %x, %o : f32
  %r5 = arith.mulf %o, %x : f32
  %r6 = arith.mulf %x, %m : f32
  %r7 = arith.mulf %m, %x : f32
  %r8 = arith.mulf %x, %nan : f32
  %r9 = arith.mulf %nan, %x : f32
  %r10 = arith.mulf %x, %inf : f32
  %r11 = arith.mulf %inf, %x : f32
  %r12 = arith.mulf %x, %ninf : f32
  %r13 = arith.mulf %ninf, %x : f32
  %r14 = arith.mulf %x, %x : f32
  %r15 = arith.mulf %x, %x fastmath<fast> : f32
  %r16 = arith.mulf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @divf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.divf %x, %z : f32
  %r1 = arith.divf %z, %x : f32
  %r2 = arith.divf %x, %nz : f32
  %r3 = arith.divf %nz, %x : f32
  %r4 = arith.divf %x, %o : f32
  %r5 = arith.divf %o, %x : f32
  %r6 = arith.divf %x, %m : f32
  %r7 = arith.divf %m, %x : f32
  %r8 = arith.divf %x, %nan : f32
  %r9 = arith.divf %nan, %x : f32
  %r10 = arith.divf %x, %inf : f32
  %r11 = arith.divf %inf, %x : f32
  %r12 = arith.divf %x, %ninf : f32
  %r13 = arith.divf %ninf, %x : f32
  %r14 = arith.divf %x, %x : f32
  %r15 = arith.divf %x, %x fastmath<fast> : f32
  %r16 = arith.divf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @remf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.remf %x, %z : f32
  %r1 = arith.remf %z, %x : f32
  %r2 = arith.remf %x, %nz : f32
  %r3 = arith.remf %nz, %x : f32
  %r4 = arith.remf %x, %o : f32
  %r5 = arith.remf %o, %x : f32
  %r6 = arith.remf %x, %m : f32
  %r7 = arith.remf %m, %x : f32
  %r8 = arith.remf %x, %nan : f32
  %r9 = arith.remf %nan, %x : f32
  %r10 = arith.remf %x, %inf : f32
  %r11 = arith.remf %inf, %x : f32
  %r12 = arith.remf %x, %ninf : f32
  %r13 = arith.remf %ninf, %x : f32
  %r14 = arith.remf %x, %x : f32
  %r15 = arith.remf %x, %x fastmath<fast> : f32
  %r16 = arith.remf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @maximumf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.maximumf %x, %z : f32
  %r1 = arith.maximumf %z, %x : f32
  %r2 = arith.maximumf %x, %nz : f32
  %r3 = arith.maximumf %nz, %x : f32
  %r4 = arith.maximumf %x, %o : f32
  %r5 = arith.maximumf %o, %x : f32
  %r6 = arith.maximumf %x, %m : f32
  %r7 = arith.maximumf %m, %x : f32
  %r8 = arith.maximumf %x, %nan : f32
  %r9 = arith.maximumf %nan, %x : f32
  %r10 = arith.maximumf %x, %inf : f32
  %r11 = arith.maximumf %inf, %x : f32
  %r12 = arith.maximumf %x, %ninf : f32
  %r13 = arith.maximumf %ninf, %x : f32
  %r14 = arith.maximumf %x, %x : f32
  %r15 = arith.maximumf %x, %x fastmath<fast> : f32
  %r16 = arith.maximumf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @minimumf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.minimumf %x, %z : f32
  %r1 = arith.minimumf %z, %x : f32
  %r2 = arith.minimumf %x, %nz : f32
  %r3 = arith.minimumf %nz, %x : f32
  %r4 = arith.minimumf %x, %o : f32
  %r5 = arith.minimumf %o, %x : f32
  %r6 = arith.minimumf %x, %m : f32
  %r7 = arith.minimumf %m, %x : f32
  %r8 = arith.minimumf %x, %nan : f32
  %r9 = arith.minimumf %nan, %x : f32
  %r10 = arith.minimumf %x, %inf : f32
  %r11 = arith.minimumf %inf, %x : f32
  %r12 = arith.minimumf %x, %ninf : f32
  %r13 = arith.minimumf %ninf, %x : f32
  %r14 = arith.minimumf %x, %x : f32
  %r15 = arith.minimumf %x, %x fastmath<fast> : f32
  %r16 = arith.minimumf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @maxnumf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.maxnumf %x, %z : f32
  %r1 = arith.maxnumf %z, %x : f32
  %r2 = arith.maxnumf %x, %nz : f32
  %r3 = arith.maxnumf %nz, %x : f32
  %r4 = arith.maxnumf %x, %o : f32
  %r5 = arith.maxnumf %o, %x : f32
  %r6 = arith.maxnumf %x, %m : f32
  %r7 = arith.maxnumf %m, %x : f32
  %r8 = arith.maxnumf %x, %nan : f32
  %r9 = arith.maxnumf %nan, %x : f32
  %r10 = arith.maxnumf %x, %inf : f32
  %r11 = arith.maxnumf %inf, %x : f32
  %r12 = arith.maxnumf %x, %ninf : f32
  %r13 = arith.maxnumf %ninf, %x : f32
  %r14 = arith.maxnumf %x, %x : f32
  %r15 = arith.maxnumf %x, %x fastmath<fast> : f32
  %r16 = arith.maxnumf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @minnumf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.minnumf %x, %z : f32
  %r1 = arith.minnumf %z, %x : f32
  %r2 = arith.minnumf %x, %nz : f32
  %r3 = arith.minnumf %nz, %x : f32
  %r4 = arith.minnumf %x, %o : f32
  %r5 = arith.minnumf %o, %x : f32
  %r6 = arith.minnumf %x, %m : f32
  %r7 = arith.minnumf %m, %x : f32
  %r8 = arith.minnumf %x, %nan : f32
  %r9 = arith.minnumf %nan, %x : f32
  %r10 = arith.minnumf %x, %inf : f32
  %r11 = arith.minnumf %inf, %x : f32
  %r12 = arith.minnumf %x, %ninf : f32
  %r13 = arith.minnumf %ninf, %x : f32
  %r14 = arith.minnumf %x, %x : f32
  %r15 = arith.minnumf %x, %x fastmath<fast> : f32
  %r16 = arith.minnumf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @maximumnumf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.maximumnumf %x, %z : f32
  %r1 = arith.maximumnumf %z, %x : f32
  %r2 = arith.maximumnumf %x, %nz : f32
  %r3 = arith.maximumnumf %nz, %x : f32
  %r4 = arith.maximumnumf %x, %o : f32
  %r5 = arith.maximumnumf %o, %x : f32
  %r6 = arith.maximumnumf %x, %m : f32
  %r7 = arith.maximumnumf %m, %x : f32
  %r8 = arith.maximumnumf %x, %nan : f32
  %r9 = arith.maximumnumf %nan, %x : f32
  %r10 = arith.maximumnumf %x, %inf : f32
  %r11 = arith.maximumnumf %inf, %x : f32
  %r12 = arith.maximumnumf %x, %ninf : f32
  %r13 = arith.maximumnumf %ninf, %x : f32
  %r14 = arith.maximumnumf %x, %x : f32
  %r15 = arith.maximumnumf %x, %x fastmath<fast> : f32
  %r16 = arith.maximumnumf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @minimumnumf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %o = arith.constant 1.0 : f32
  %m = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.minimumnumf %x, %z : f32
  %r1 = arith.minimumnumf %z, %x : f32
  %r2 = arith.minimumnumf %x, %nz : f32
  %r3 = arith.minimumnumf %nz, %x : f32
  %r4 = arith.minimumnumf %x, %o : f32
  %r5 = arith.minimumnumf %o, %x : f32
  %r6 = arith.minimumnumf %x, %m : f32
  %r7 = arith.minimumnumf %m, %x : f32
  %r8 = arith.minimumnumf %x, %nan : f32
  %r9 = arith.minimumnumf %nan, %x : f32
  %r10 = arith.minimumnumf %x, %inf : f32
  %r11 = arith.minimumnumf %inf, %x : f32
  %r12 = arith.minimumnumf %x, %ninf : f32
  %r13 = arith.minimumnumf %ninf, %x : f32
  %r14 = arith.minimumnumf %x, %x : f32
  %r15 = arith.minimumnumf %x, %x fastmath<fast> : f32
  %r16 = arith.minimumnumf %x, %z fastmath<fast> : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
