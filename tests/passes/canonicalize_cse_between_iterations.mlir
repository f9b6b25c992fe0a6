// FLAGS: "--canonicalize=cse-between-iterations=true"
func.func @cse_enables_fold(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
// -----
func.func @cse_then_xor(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.xori %0, %1 : i32
  %3 = arith.addi %2, %0 : i32
  return %3, %1 : i32, i32
}
// -----
func.func @cse_vectors(%v: vector<4xf32>, %s: f32) -> vector<4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %s : f32 to vector<4xf32>
  %2 = arith.subf %0, %1 : vector<4xf32>
  %3 = arith.addf %v, %2 : vector<4xf32>
  %4 = vector.extract %1[0] : f32 from vector<4xf32>
  %5 = vector.broadcast %4 : f32 to vector<4xf32>
  %6 = arith.cmpf oeq, %5, %0 : vector<4xf32>
  %7 = arith.select %6, %3, %v : vector<4xi1>, vector<4xf32>
  return %7 : vector<4xf32>
}
// -----
func.func @cse_in_scf(%c: i1, %a: index, %b: index) -> index {
  %0 = scf.if %c -> index {
    %1 = arith.addi %a, %b : index
    scf.yield %1 : index
  } else {
    %2 = arith.addi %a, %b : index
    scf.yield %2 : index
  }
  %3 = arith.addi %a, %b : index
  %4 = arith.subi %0, %3 : index
  return %4 : index
}
// -----
func.func @cse_blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %b : i32
  %2 = arith.subi %1, %0 : i32
  return %2 : i32
^bb2:
  return %0 : i32
}
