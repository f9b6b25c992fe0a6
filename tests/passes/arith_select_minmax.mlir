// FLAGS: --canonicalize
// select of an integer comparison of its own operands -> minsi/maxsi/minui/maxui (iree-opt 3.13 --canonicalize); cmpf and eq/ne stay.

func.func @f(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, i32, f32) {
  %c = arith.cmpi slt, %a, %b : i32
  %0 = arith.select %c, %a, %b : i32
  %d = arith.cmpi ugt, %a, %b : i32
  %1 = arith.select %d, %a, %b : i32
  %e = arith.cmpi sge, %a, %b : i32
  %2 = arith.select %e, %b, %a : i32
  %f = arith.cmpf olt, %x, %y : f32
  %3 = arith.select %f, %x, %y : f32
  return %0, %1, %2, %3 : i32, i32, i32, f32
}

// -----

func.func @g(%a: i32, %b: i32, %va: vector<4xi32>, %vb: vector<4xi32>, %i: index, %j: index) -> (i32, i32, i32, i32, vector<4xi32>, index, i1, i32, i32) {
  %c = arith.cmpi slt, %a, %b : i32
  %0 = arith.select %c, %b, %a : i32
  %d = arith.cmpi ule, %a, %b : i32
  %1 = arith.select %d, %a, %b : i32
  %e = arith.cmpi eq, %a, %b : i32
  %2 = arith.select %e, %a, %b : i32
  %f = arith.cmpi ne, %a, %b : i32
  %3 = arith.select %f, %a, %b : i32
  %g = arith.cmpi sgt, %va, %vb : vector<4xi32>
  %4 = arith.select %g, %va, %vb : vector<4xi1>, vector<4xi32>
  %h = arith.cmpi uge, %i, %j : index
  %5 = arith.select %h, %j, %i : index
  %k = arith.cmpi slt, %a, %b : i32
  %6 = arith.select %k, %a, %b : i32
  %c5 = arith.constant 5 : i32
  %l = arith.cmpi slt, %a, %c5 : i32
  %7 = arith.select %l, %a, %c5 : i32
  %g2 = arith.cmpi sgt, %va, %vb : vector<4xi32>
  %s = vector.extract %g2[0] : i1 from vector<4xi1>
  %8 = arith.select %s, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %k, %6, %7 : i32, i32, i32, i32, vector<4xi32>, index, i1, i32, i32
}

// -----

func.func @h(%p: i1, %q: i1, %a: i32) -> (i1, i1, i32) {
  %c = arith.cmpi slt, %p, %q : i1
  %0 = arith.select %c, %p, %q : i1
  %c5 = arith.constant 5 : i32
  %d = arith.cmpi slt, %c5, %a : i32
  %1 = arith.select %d, %c5, %a : i32
  %e = arith.cmpi ult, %p, %q : i1
  %2 = arith.select %e, %q, %p : i1
  return %0, %2, %1 : i1, i1, i32
}
