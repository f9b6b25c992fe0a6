// FLAGS: --cse
func.func @swapped_int(%p: i16, %q: i16) -> (i16, i16, i16) {
  %0 = arith.muli %p, %q : i16
  %1 = arith.muli %q, %p : i16
  %2 = arith.xori %q, %p : i16
  %3 = arith.xori %p, %q : i16
  %4 = arith.addi %0, %2 : i16
  %5 = arith.addi %3, %1 : i16
  return %4, %5, %1 : i16, i16, i16
}

func.func @swapped_float(%x: vector<3xf32>, %y: vector<3xf32>) -> (vector<3xf32>, vector<3xf32>) {
  %0 = arith.addf %y, %x : vector<3xf32>
  %1 = arith.addf %x, %y : vector<3xf32>
  %2 = arith.maximumf %x, %0 : vector<3xf32>
  %3 = arith.maximumf %1, %x : vector<3xf32>
  return %2, %3 : vector<3xf32>, vector<3xf32>
}

func.func @not_commutative(%p: i16, %q: i16) -> (i16, i16) {
  %0 = arith.subi %p, %q : i16
  %1 = arith.subi %q, %p : i16
  return %0, %1 : i16, i16
}

func.func @swapped_in_loop(%p: i16, %q: i16, %n: index) -> i16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %p) -> (i16) {
    %0 = arith.andi %acc, %q : i16
    %1 = arith.andi %q, %acc : i16
    %2 = arith.ori %0, %1 : i16
    scf.yield %2 : i16
  }
  return %s : i16
}
