// PASS: vector-unroll{native-shape=4}
// PASS: vector-unroll{native-shape=2}
// INT-RANGE: 0 16

func.func @step() -> vector<8xindex> {
  %0 = vector.step : vector<8xindex>
  return %0 : vector<8xindex>
}
func.func @gather(%m: memref<16xf32>, %idx: vector<8xi32>, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0] [%idx], %mask, %pass : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @reduce(%v: vector<16xi32>, %acc: i32) -> (i32, i32) {
  %0 = vector.reduction <add>, %v, %acc : vector<16xi32> into i32
  %1 = vector.reduction <maxsi>, %v : vector<16xi32> into i32
  return %0, %1 : i32, i32
}
func.func @write_memref(%m: memref<16xf32>, %v: vector<8xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c4] {in_bounds = [true]} : vector<8xf32>, memref<16xf32>
  %r = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<16xf32>, vector<16xf32>
  return %r : vector<16xf32>
}
