func.func @ew_bad0(%a: tensor<4xf16>, %b: tensor<4xf16>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <add> ins(%a, %b : tensor<4xf16>, tensor<4xf16>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad1(%a: tensor<4xi8>, %c: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise <add> ins(%a, %a : tensor<4xi8>, tensor<4xi8>) outs(%c : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @ew_bad2(%a: tensor<4xi32>, %c: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise <exp> ins(%a : tensor<4xi32>) outs(%c : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @ew_bad3(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <exp> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad4(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <add> ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad5(%a: tensor<4xf32>, %c: tensor<4xf64>) -> tensor<4xf64> {
  %0 = linalg.elementwise <exp> ins(%a : tensor<4xf32>) outs(%c : tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @ew_bad6(%a: tensor<4xf32>, %c: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.elementwise <exp> ins(%a : tensor<4xf32>) outs(%c : tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @ew_bad7(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <exp> indexing_maps = [affine_map<(d0) -> (d0)>] ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad8(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <foo> ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad9(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad10(%a: f32, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <exp> ins(%a : f32) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad11(%a: tensor<4xi32>, %c: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise <reciprocal> ins(%a : tensor<4xi32>) outs(%c : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @ew_bad12(%a: tensor<4xi1>, %b: tensor<4xf32>, %c: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.elementwise <select> ins(%a, %b, %b : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @ew_bad13(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <select> ins(%a, %b, %b : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad14(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <foo> ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad15(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad16(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <exp> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad17(%a: tensor<4xf32>, %c: tensor<4xf32>) {
  linalg.elementwise <select> ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>)
  return
}
// -----
func.func @ew_bad18(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.elementwise"(%a, %c) <{kind = 3 : i32, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad19(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.elementwise"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad20(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.elementwise"(%a, %c) <{kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad21(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.elementwise"(%a, %c) <{kind = #linalg.elementwise_kind<exp>, indexing_maps = 5, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_bad22(%a: tensor<4x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.elementwise <exp> indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a : tensor<4x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// -----
func.func @ew_bad23(%a: tensor<4x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.elementwise <exp> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>] ins(%a : tensor<4x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// -----
func.func @ew_bad24(%a: tensor<4x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.elementwise <exp> {kind = #linalg.elementwise_kind<log>} ins(%a : tensor<4x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// -----
func.func @ew_bad25(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.elementwise"(%a, %c) <{kind = #linalg.elementwise_kind<exp>, indexing_maps = [5, 6], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
