// PASS: vector-lower-scan

func.func @scan_incl(%v: vector<2x3xf32>, %init: vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>) {
  %0:2 = vector.scan <add>, %v, %init reduction_dim = 1, inclusive = true : vector<2x3xf32>, vector<2xf32>
  return %0#0, %0#1 : vector<2x3xf32>, vector<2xf32>
}
func.func @scan_excl(%v: vector<3x2xi32>, %init: vector<2xi32>) -> (vector<3x2xi32>, vector<2xi32>) {
  %0:2 = vector.scan <mul>, %v, %init reduction_dim = 0, inclusive = false : vector<3x2xi32>, vector<2xi32>
  return %0#0, %0#1 : vector<3x2xi32>, vector<2xi32>
}
func.func @scan_1d(%v: vector<4xf32>, %init: vector<f32>) -> (vector<4xf32>, vector<f32>) {
  %0:2 = vector.scan <maxnumf>, %v, %init reduction_dim = 0, inclusive = true : vector<4xf32>, vector<f32>
  return %0#0, %0#1 : vector<4xf32>, vector<f32>
}
