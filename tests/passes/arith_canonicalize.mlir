// FLAGS: --canonicalize
// arith canonicalization patterns (ArithCanonicalization.td, CmpFIntToFPConst, SelectToExtUI, ...) against iree-opt.

func.func @casts(%x: i8, %y: i32, %f: f16, %g: f32, %i: index, %c: i1) -> (i32, i64, i8, i16, i32, f32, f16, index, i32, i64, i32, f32, i1, i1) {
  %0 = arith.extui %x : i8 to i16
  %1 = arith.extsi %0 : i16 to i32
  %2 = arith.extsi %x : i8 to i16
  %3 = arith.extsi %2 : i16 to i64
  %4 = arith.extsi %x : i8 to i32
  %5 = arith.trunci %4 : i32 to i8
  %6 = arith.trunci %4 : i32 to i16
  %7 = arith.extf %f : f16 to f32
  %8 = arith.truncf %7 : f32 to f16
  %9 = arith.index_cast %y : i32 to index
  %10 = arith.index_cast %9 : index to i32
  %11 = arith.extsi %y : i32 to i64
  %12 = arith.index_cast %11 : i64 to index
  %13 = arith.index_cast %12 : index to i64
  %14 = arith.bitcast %y : i32 to f32
  %15 = arith.bitcast %14 : f32 to i32
  %16 = arith.sitofp %x : i8 to f32
  %17 = arith.extui %c : i1 to i32
  %18 = arith.cmpi ne, %17, %y : i32
  %z = arith.constant 0 : i32
  %19 = arith.cmpi ne, %17, %z : i32
  %20 = arith.cmpi eq, %c, %c : i1
  return %1, %3, %5, %6, %10, %16, %8, %12, %15, %13, %17, %16, %19, %20 : i32, i64, i8, i16, i32, f32, f16, index, i32, i64, i32, f32, i1, i1
}

// -----

func.func @selects(%c: i1, %x: i32, %y: i32, %d: i1) -> (i32, i32, i1, i32, i1, i32, i32) {
  %t = arith.constant true
  %o = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %0 = arith.select %c, %o, %z : i32
  %1 = arith.select %c, %z, %o : i32
  %2 = arith.select %c, %d, %c : i1
  %e = arith.cmpi eq, %x, %y : i32
  %3 = arith.select %e, %x, %y : i32
  %n = arith.xori %c, %t : i1
  %4 = arith.select %n, %t, %d : i1
  %5 = arith.select %c, %x, %y : i32
  %6 = arith.select %c, %5, %y : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i1, i32, i1, i32, i32
}

// -----

func.func @arith_patterns(%x: i32, %f: f32, %g: f32) -> (i32, i32, i32, i32, f32, f32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.subi %1, %c1 : i32
  %3 = arith.muli %x, %m1 : i32
  %4 = arith.addi %x, %3 : i32
  %n = arith.negf %f : f32
  %5 = arith.mulf %n, %g : f32
  %nn = arith.negf %g : f32
  %6 = arith.mulf %n, %nn : f32
  %7 = arith.muli %0, %c2 : i32
  %8 = arith.muli %7, %c2 : i32
  return %1, %2, %3, %4, %5, %6, %8 : i32, i32, i32, i32, f32, f32, i32
}

// -----

func.func @f(%x: f32, %v: vector<4xf32>) -> (f32, f32, f32, vector<4xf32>, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.subf %nz, %x fastmath<nnan> : f32
  %1 = arith.subf %z, %x : f32
  %2 = arith.subf %z, %x fastmath<nsz> : f32
  %vz = arith.constant dense<-0.0> : vector<4xf32>
  %3 = arith.subf %vz, %v : vector<4xf32>
  %4 = arith.subf %nz, %x upward : f32
  %n = arith.negf %x : f32
  %5 = arith.addf %x, %n : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, vector<4xf32>, f32, f32
}

// -----

func.func @f(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y fastmath<fast> : f32
  %0 = arith.addf %x, %ny fastmath<nnan> : f32
  %1 = arith.addf %nx, %y : f32
  %2 = arith.subf %x, %ny : f32
  %3 = arith.subf %nx, %y : f32
  %4 = arith.mulf %nx, %y : f32
  %5 = arith.divf %nx, %ny : f32
  %6 = arith.addf %x, %ny upward : f32
  %7 = arith.subf %nx, %ny fastmath<nsz> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @f(%a: i8, %b: i32, %c: i64, %d: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %fa = arith.sitofp %a : i8 to f32
  %fb = arith.uitofp %b : i32 to f32
  %fc = arith.sitofp %c : i64 to f32
  %fd = arith.sitofp %d : i16 to f16
  %c1 = arith.constant 4.4 : f32
  %c2 = arith.constant -4.4 : f32
  %c3 = arith.constant 300.0 : f32
  %c4 = arith.constant 1.0e10 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %c6 = arith.constant 7.0 : f32
  %c7 = arith.constant 2048.5 : f16
  %0 = arith.cmpf olt, %fa, %c1 : f32
  %1 = arith.cmpf ugt, %fa, %c2 : f32
  %2 = arith.cmpf oeq, %fa, %c3 : f32
  %3 = arith.cmpf ule, %fb, %c2 : f32
  %4 = arith.cmpf oge, %fc, %c4 : f32
  %5 = arith.cmpf one, %fa, %c5 : f32
  %6 = arith.cmpf ord, %fa, %c6 : f32
  %7 = arith.cmpf uno, %fa, %c6 : f32
  %8 = arith.cmpf oeq, %fa, %c6 : f32
  %9 = arith.cmpf oge, %fb, %c1 : f32
  %10 = arith.cmpf olt, %fd, %c7 : f16
  %11 = arith.cmpf une, %fa, %c1 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @arith_patterns(%x: i32, %f: f32, %g: f32, %c: i1, %d: i1, %y: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, f32, f32, i32, i32, i32, i1, i32, i8) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %x, %c1 overflow<nsw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw, nuw> : i32
  %2 = arith.subi %1, %c1 : i32
  %3 = arith.muli %x, %m1 : i32
  %4 = arith.addi %x, %3 : i32
  %n = arith.negf %f : f32
  %5 = arith.mulf %n, %g : f32
  %nn = arith.negf %g : f32
  %6 = arith.mulf %n, %nn fastmath<fast> : f32
  %7 = arith.muli %0, %c2 : i32
  %8 = arith.muli %7, %c2 : i32
  %9 = arith.subi %c2, %0 : i32
  %10 = arith.subi %x, %y : i32
  %11 = arith.subi %10, %x : i32
  %e = arith.cmpi slt, %x, %y : i32
  %t = arith.constant true
  %12 = arith.xori %e, %t : i1
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %lo, %hi = arith.mulsi_extended %x, %c1 : i32
  %sh = arith.constant 24 : i32
  %r = arith.shrsi %x, %sh : i32
  %13 = arith.trunci %r : i32 to i8
  return %1, %2, %4, %8, %5, %6, %9, %11, %s, %12, %hi, %13 : i32, i32, i32, i32, f32, f32, i32, i32, i32, i1, i32, i8
}

// -----

func.func @subf(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
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
  %r3 = arith.subf %nz, %x : f32
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
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @f(%x: i32, %c: i1) -> (i32, i32, i32, f32, i32, i32, i64) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %one = arith.constant 1 : i32
  %0 = arith.addi %p, %one : i32
  %1 = arith.muli %p, %x : i32
  %2 = arith.select %c, %p, %x : i32
  %f1 = arith.constant 1.0 : f32
  %3 = arith.addf %pf, %f1 : f32
  %4 = arith.divsi %one, %p : i32
  %5 = arith.bitcast %3 : f32 to i32
  %6 = arith.extsi %p : i32 to i64
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, f32, i32, i32, i64
}
