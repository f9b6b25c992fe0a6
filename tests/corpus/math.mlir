func.func @f(%a: f32, %b: f32, %c: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.absf %a : f32
  %1 = math.absi %i : i32
  %2 = math.atan %a fastmath<fast> : f32
  %3 = math.atan2 %a, %b fastmath<nnan,ninf> : f32
  %4 = math.cbrt %a : f32
  %5 = math.ceil %a : f32
  %6 = math.copysign %a, %b : f32
  %7 = math.cos %a : f32
  %8 = math.cosh %a : f32
  %9 = math.sin %a : f32
  %10 = math.sinh %a : f32
  %11 = math.tan %a : f32
  %12 = math.tanh %a : f32
  %13 = math.acos %a : f32
  %14 = math.asin %a : f32
  %15 = math.acosh %a : f32
  %16 = math.asinh %a : f32
  %17 = math.atanh %a : f32
  %18 = math.ctlz %i : i32
  %19 = math.cttz %i : i32
  %20 = math.ctpop %i : i32
  %21 = math.erf %a : f32
  %22 = math.erfc %a : f32
  %23 = math.exp %a : f32
  %24 = math.exp2 %a : f32
  %25 = math.expm1 %a : f32
  %26 = math.floor %a : f32
  %27 = math.fma %a, %b, %c : f32
  %28 = math.fpowi %a, %i : f32, i32
  %29 = math.ipowi %i, %i : i32
  %30 = math.isfinite %a : f32
  %31 = math.isinf %a : f32
  %32 = math.isnan %a : f32
  %33 = math.isnormal %a : f32
  %34 = math.log %a : f32
  %35 = math.log10 %a : f32
  %36 = math.log1p %a : f32
  %37 = math.log2 %a : f32
  %38 = math.powf %a, %b : f32
  %39 = math.round %a : f32
  %40 = math.roundeven %a : f32
  %41 = math.rsqrt %a : f32
  %42 = math.sqrt %a : f32
  %43 = math.trunc %a : f32
  %44 = math.clampf %a to [%b, %c] : f32
  %45:2 = math.sincos %a : f32
  %46 = math.isnan %v : vector<4xf32>
  return
}
// -----
func.func @f(%a: f32, %b: f32, %c: f32, %i: i32, %t: tensor<2x?xf64>, %v: vector<[4]xf16>, %vi: vector<4xi32>, %vs: vector<[4]xi32>) {
  %44 = math.clampf %a to [%b, %c] fastmath<fast> : f32
  %45:2 = math.sincos %a fastmath<nnan> : f32
  %s:2 = math.sincos %t : tensor<2x?xf64>
  %28 = math.fpowi %a, %i fastmath<contract,afn> {x = 1} : f32, i32
  %29 = math.fpowi %v, %vs : vector<[4]xf16>, vector<[4]xi32>
  %30 = math.isnan %t fastmath<reassoc> : tensor<2x?xf64>
  %31 = math.fma %a, %b, %c fastmath<nsz,arcp> : f32
  %32 = math.absf %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
  %33 = math.ipowi %vi, %vi : vector<4xi32>
  %34 = math.ctlz %vi : vector<4xi32>
  return
}
// -----
func.func @generic(%a: f32, %h: f16, %b: bf16, %t: tensor<*xf64>, %i: index, %vi: vector<2x[4]xi16>) {
  %0 = "math.absf"(%a) : (f32) -> f32
  %1 = "math.absf"(%a) <{fastmath = #arith.fastmath<fast>}> {tag} : (f32) -> f32
  %2 = math.absf %a {foo} : f32
  %3 = math.absf %a fastmath<none> : f32
  %4 = math.sin %h fastmath<afn,contract> : f16
  %5 = math.exp %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : bf16
  %6 = math.tanh %t : tensor<*xf64>
  %7 = math.ctlz %i : index
  %8 = math.ctpop %vi : vector<2x[4]xi16>
  %9 = math.ipowi %i, %i {x = "y"} : index
  %10 = math.isinf %t : tensor<*xf64>
  %11 = "math.isnormal"(%h) : (f16) -> i1
  %12 = math.fpowi %a, %i : f32, index
  %s, %c = math.sincos %h : f16
  %sin:2 = "math.sincos"(%a) : (f32) -> (f32, f32)
  %13 = math.clampf %b to [%b, %b] {a, b = 2} : bf16
  %14 = math.roundeven %a fastmath<"nnan"> : f32
  return
}
// -----
func.func @shadow(%sin: f32) -> (f32, f32, f32, f32) {
  %sin_0, %cos = math.sincos %sin : f32
  %x:2 = math.sincos %sin_0 : f32
  return %sin_0, %cos, %x#0, %x#1 : f32, f32, f32, f32
}
