// PASS: vector-lower-contraction{lowering-strategy=outerproduct}
// PASS: vector-lower-contraction{lowering-strategy=parallelarith}
// PASS: vector-lower-contraction{lowering-strategy=dot}
// UPSTREAM-MISCOMPILES: vector-lower-contraction{lowering-strategy=dot}
// (upstream's dot lowering unrolls the base size of the scalable n dim: for vscale > 1 the other
// slices of the result are zero + acc; vecir leaves the contract alone instead)

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @scalable_n(%a: vector<2x3xf32>, %b: vector<3x[4]xf32>, %c: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x[4]xf32> into vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
