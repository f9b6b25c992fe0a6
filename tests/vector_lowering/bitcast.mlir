// PASS: vector-lower-bitcast

func.func @bitcast2d(%a: vector<2x4xf32>) -> vector<2x8xf16> {
  %0 = vector.bitcast %a : vector<2x4xf32> to vector<2x8xf16>
  return %0 : vector<2x8xf16>
}
func.func @bitcast1d(%a: vector<4xi32>) -> vector<2xi64> {
  %0 = vector.bitcast %a : vector<4xi32> to vector<2xi64>
  return %0 : vector<2xi64>
}
func.func @bitcast3d(%a: vector<2x2x4xi8>) -> vector<2x2x1xi32> {
  %0 = vector.bitcast %a : vector<2x2x4xi8> to vector<2x2x1xi32>
  return %0 : vector<2x2x1xi32>
}
func.func @bitcast_scal(%a: vector<2x[4]xi32>) -> vector<2x[8]xi16> {
  %0 = vector.bitcast %a : vector<2x[4]xi32> to vector<2x[8]xi16>
  return %0 : vector<2x[8]xi16>
}
