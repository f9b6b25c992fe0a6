// PASS: vector-materialize-masks
// INT-RANGE: 0 9
// 0-d and 1-D create_mask become index comparisons; 1-D transfers that may run out of bounds get
// the in-bounds mask (and-ed with their own) and in_bounds = [true]. n-D and scalable masks stay.

func.func @masks(%n: index, %k: index) -> (vector<6xi1>, vector<i1>, vector<2x3xi1>, vector<[2]xi1>) {
  %0 = vector.create_mask %n : vector<6xi1>
  %1 = vector.create_mask %k : vector<i1>
  %2 = vector.create_mask %n, %k : vector<2x3xi1>
  %3 = vector.create_mask %k : vector<[2]xi1>
  return %0, %1, %2, %3 : vector<6xi1>, vector<i1>, vector<2x3xi1>, vector<[2]xi1>
}
func.func @transfers(%m: memref<3x7xi32>, %i: index, %j: index, %k: vector<4xi1>, %v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, memref<3x7xi32>) {
  %c1 = arith.constant 1 : index
  %p = arith.constant -5 : i32
  %a = vector.transfer_read %m[%c1, %j], %p : memref<3x7xi32>, vector<4xi32>
  %b = vector.transfer_read %m[%c1, %i], %p, %k : memref<3x7xi32>, vector<4xi32>
  vector.transfer_write %v, %m[%c1, %j] : vector<4xi32>, memref<3x7xi32>
  return %a, %b, %m : vector<4xi32>, vector<4xi32>, memref<3x7xi32>
}
