// PASS: vector-lower-contraction{lowering-strategy=parallelarith}
// SEMANTICS-ONLY: vector-lower-contraction{lowering-strategy=parallelarith}
// (upstream's elementwise lowering drops the scalable flags of the broadcast it builds and fails to
// verify: 'vector.broadcast' op dimension mismatch ([4] vs. 4); vecir keeps them)

func.func @pa(%a: vector<2x1xf32>, %b: vector<1x[4]xf32>, %c: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xf32>, vector<1x[4]xf32> into vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
