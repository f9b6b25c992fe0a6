// PASS: vector-lower-shape-cast
// (casts that need vector.scalable.extract/insert of scalable subvectors are left out: vecir's
// scalable.insert/extract verifiers accept only fixed-length subvectors for now)

func.func @same_trail(%a: vector<2x3x[4]xf32>) -> vector<6x[4]xf32> {
  %0 = vector.shape_cast %a : vector<2x3x[4]xf32> to vector<6x[4]xf32>
  return %0 : vector<6x[4]xf32>
}
func.func @lead1(%a: vector<1x4xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %a : vector<1x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @add1(%a: vector<2x3xf32>) -> vector<1x1x2x3xf32> {
  %0 = vector.shape_cast %a : vector<2x3xf32> to vector<1x1x2x3xf32>
  return %0 : vector<1x1x2x3xf32>
}
func.func @gcd1(%a: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.shape_cast %a : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @flatten(%a: vector<2x3x4xf32>) -> vector<24xf32> {
  %0 = vector.shape_cast %a : vector<2x3x4xf32> to vector<24xf32>
  return %0 : vector<24xf32>
}
func.func @unflatten(%a: vector<12xi8>) -> vector<3x4xi8> {
  %0 = vector.shape_cast %a : vector<12xi8> to vector<3x4xi8>
  return %0 : vector<3x4xi8>
}
func.func @generic(%a: vector<2x2x3x4x7xi8>) -> vector<8x6x7xi8> {
  %0 = vector.shape_cast %a : vector<2x2x3x4x7xi8> to vector<8x6x7xi8>
  return %0 : vector<8x6x7xi8>
}
func.func @g2(%a: vector<4x6xf32>) -> vector<6x4xf32> {
  %0 = vector.shape_cast %a : vector<4x6xf32> to vector<6x4xf32>
  return %0 : vector<6x4xf32>
}
