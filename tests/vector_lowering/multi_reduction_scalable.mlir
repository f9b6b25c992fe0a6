// PASS: lower-vector-multi-reduction{lowering-strategy=inner-parallel}
// PASS: lower-vector-multi-reduction{lowering-strategy=inner-reduction}
// UPSTREAM-MISCOMPILES: lower-vector-multi-reduction{lowering-strategy=inner-parallel}
// (after the transpose the scalable dim is the reduced outer one; upstream unrolls only its base
// size, so for vscale > 1 the other slices are dropped: vecir keeps the 2-D multi_reduction instead)

func.func @scalable(%v: vector<2x[4]xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x[4]xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
