// PASS: vector-flatten-transfer
// PASS: vector-flatten-transfer{target-vector-bitwidth=32}
// INT-RANGE: 0 2

func.func @read_contig(%m: memref<5x4x3x2xi8>, %i: index, %j: index) -> vector<2x3x2xi8> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i8
  %r = vector.transfer_read %m[%i, %j, %c0, %c0], %p {in_bounds = [true, true, true]} : memref<5x4x3x2xi8>, vector<2x3x2xi8>
  return %r : vector<2x3x2xi8>
}
func.func @write_contig(%v: vector<2x3x2xi8>, %m: memref<5x4x3x2xi8>, %i: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x3x2xi8>, memref<5x4x3x2xi8>
  return
}
func.func @read_partial(%m: memref<5x4x3x2xi8>, %i: index) -> vector<3x2xi8> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i8
  %r = vector.transfer_read %m[%i, %i, %c0, %c0], %p {in_bounds = [true, true]} : memref<5x4x3x2xi8>, vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @vload(%m: memref<5x4x3x2xi8>, %i: index) -> vector<3x2xi8> {
  %c0 = arith.constant 0 : index
  %r = vector.load %m[%i, %i, %c0, %c0] : memref<5x4x3x2xi8>, vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @unit(%a: vector<1x4xf32>, %b: vector<1x4xf32>) -> vector<1x4xf32> {
  %r = arith.addf %a, %b : vector<1x4xf32>
  return %r : vector<1x4xf32>
}
func.func @lead_unit(%m: memref<1x1x3x2xi8>, %v: vector<1x1x3x2xi8>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %c0, %c0, %c0] {in_bounds = [true, true, true, true]} : vector<1x1x3x2xi8>, memref<1x1x3x2xi8>
  return
}
