func.func @poison() -> (i32, vector<4xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<4xf32>
  %2 = ub.poison : tensor<?xf32>
  %3 = ub.poison <#ub.poison> : index
  %4 = ub.poison {a} : memref<2xf32>
  %5 = "ub.poison"() : () -> f32
  %6 = "ub.poison"() <{value = #ub.poison}> {b = 1 : i32} : () -> vector<[4]xi1>
  return %0, %1 : i32, vector<4xf32>
}
// -----
%p = ub.poison : !llvm.ptr
%q = ub.poison : tuple<i32, f32>
