// Builtin types and attributes: every form upstream prints, in function signatures and attribute
// dictionaries (round-tripped byte for byte against iree-opt by tests/unit/test_roundtrip_corpus.py).

func.func @ints(%a: index, %b: i1, %c: i3, %d: i17, %e: si8, %f: ui64, %g: i128, %h: si1, %i: ui1, %j: i64) {
  return
}

// -----

func.func @floats(%a: f16, %b: bf16, %c: f32, %d: f64, %e: f80, %f: f128, %g: tf32) {
  return
}

// -----

func.func @small_floats(%a: f8E5M2, %b: f8E4M3FN, %c: f8E5M2FNUZ, %d: f8E4M3FNUZ, %e: f8E4M3B11FNUZ, %f: f8E4M3, %g: f8E3M4, %h: f8E8M0FNU, %i: f6E2M3FN, %j: f6E3M2FN, %k: f4E2M1FN) {
  return
}

// -----

func.func @misc(%a: none, %b: complex<f32>, %c: complex<i32>, %d: tuple<>, %e: tuple<i32, tuple<f32, tuple<>>>, %f: complex<f8E5M2>) {
  return
}

// -----

func.func @fn_types(%a: () -> (), %b: (i32) -> i32, %c: (i32, f32) -> (i32, f32)) -> (() -> ((i32) -> i32)) {
  %0 = "test.op"() : () -> (() -> ((i32) -> i32))
  return %0 : () -> ((i32) -> i32)
}

// -----

func.func @vectors(%a: vector<f32>, %b: vector<4xf32>, %c: vector<2x3x4xi8>, %d: vector<[4]xf32>, %e: vector<2x[4]xf32>, %f: vector<[2]x[4]xi1>, %g: vector<4xindex>, %h: vector<1x1xf16>, %i: vector<4xf8E4M3FN>) {
  return
}

// -----

#map = affine_map<(d0, d1) -> (d1, d0)>
func.func @tensors(%a: tensor<f32>, %b: tensor<?x4xf32>, %c: tensor<?x?x?xi8>, %d: tensor<*xf32>, %e: tensor<?x4xf32, "enc">, %f: tensor<4xf32, 1 : i64>, %g: tensor<0xf32>, %h: tensor<4x0x?xcomplex<f32>>, %i: tensor<4x4xf32, #map>, %j: tensor<4xvector<4xf32>>, %k: tensor<4x!test.foo>, %l: tensor<4xf32, {a = 1}>) {
  return
}

// -----

func.func @memrefs(%a: memref<f32>, %b: memref<4xf32>, %c: memref<?x4xf32>, %d: memref<*xf32>, %e: memref<*xf32, 1>, %f: memref<4xf32, 1>, %g: memref<4xf32, "gpu">, %h: memref<4xf32, 0>) {
  return
}

// -----

func.func @memref_layouts(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %b: memref<4xf32, strided<[1]>>, %c: memref<4x4xf32, strided<[4, 1], offset: 0>>, %d: memref<4x4xf32, strided<[8, 1], offset: 2>>, %e: memref<4xf32, strided<[1], offset: ?>, 3>, %f: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, %g: memref<4xf32, affine_map<(d0) -> (d0)>>, %h: memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 2>, %i: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %j: memref<4xvector<4xf32>>, %l: memref<f32, strided<[]>>, %m: memref<f32, strided<[], offset: 3>>, %n: memref<4xf32, #test.space>, %o: memref<4xf32, {a = 1}>) {
  return
}

// -----

!t = tensor<4xf32>
!v = vector<4xi32>
func.func @type_aliases(%a: !t, %b: !v) -> !t {
  return %a : !t
}

// -----

func.func @opaque_types(%a: !foo.bar, %b: !foo.baz<"x", 1>, %c: !foo<"raw">, %d: !foo.q<i32, [1, 2]>, %e: !foo.bar<>) {
  return
}

// -----

"test.op"() {a = 1, b = -1, c = 0x10, d = 1 : i32, e = -128 : i8, f = 255 : i8, g = 255 : ui8, h = -5 : si8, i = 9223372036854775807, j = -9223372036854775808, k = 18446744073709551615 : i64, l = 170141183460469231731687303715884105727 : i128, m = -170141183460469231731687303715884105728 : i128, n = 340282366920938463463374607431768211455 : ui128, o = 7 : index, p = -7 : index, q = 1 : i1, r = 0 : i1, s = 5 : i3, t = 0xFF : i17, u = 3 : si3, v = 0 : ui1, x = -1 : i1, y = 0x7FFFFFFFFFFFFFFF : i64} : () -> ()

// -----

"test.op"() {a = 1.0, b = -1.5, c = 1.0 : f32, d = 0.1 : f32, e = 0.1 : f64, f = 1.0e10 : f32, g = 1.5e-10, h = -0.0, i = -0.0 : f32, j = 0x7FC00000 : f32, k = 0x7F800000 : f32, l = 0xFF800000 : f32, m = 0x7FF8000000000000 : f64, n = 0x7C00 : f16, o = 0x7FC0 : bf16, p = 0x3C00 : f16, q = 1.0 : bf16, r = 65504.0 : f16, s = 123456789.0 : f32, t = 3.14159 : f16, u = 1.0 : f80, v = 1.0 : f128, w = 0.1 : f128, x = 0.1 : f80, y = 1.0 : tf32, z = 16777217.0 : f32} : () -> ()

// -----

"test.op"() {a = 1.0 : f8E5M2, b = 1.0 : f8E4M3FN, c = 1.0 : f8E5M2FNUZ, d = 1.0 : f8E4M3FNUZ, e = 1.0 : f8E4M3B11FNUZ, f = 1.0 : f8E4M3, g = 1.0 : f8E3M4, h = 1.0 : f8E8M0FNU, i = 1.0 : f6E2M3FN, j = 1.0 : f6E3M2FN, k = 1.0 : f4E2M1FN, l = 0.3 : f8E4M3FN, m = 448.0 : f8E4M3FN, n = 0x7F : f8E4M3FN, o = 0x80 : f8E5M2FNUZ, p = 0xFF : f8E8M0FNU, q = 2.5 : f4E2M1FN, r = 0x0 : f6E3M2FN, s = 1 : i32, t = 0x1 : f32} : () -> ()

// -----

"test.op"() {a = true, b = false, c = unit, d, e = "s", f = "quote\"back\\slash", g = "new\nline\ttab", h = "\00\01\7F\FF", i = "héllo ✓", j = "s" : i32, k = "", l = "\22\5C\0a\0A", m = "with # and @ and }"} : () -> ()

// -----

"test.op"() {a = i32, b = f32, c = vector<4xf32>, d = tensor<?xf32>, e = memref<4xf32>, f = (i32) -> i32, g = index, h = none, i = complex<f32>, j = tuple<i32>, k = !foo.bar, l = () -> ()} : () -> ()

// -----

"test.op"() {a = [], b = [1, 2, 3], c = [[1], [], [[2]]], d = [1 : i32, "s", f32, 1.0, true, unit, @sym, [1.5 : f32]], e = [-1, 0 : index], f = [{}], g = [{a = 1}]} : () -> ()

// -----

"test.op"() {a = array<i1: true, false>, b = array<i8: 1, -2, 127>, c = array<i16: 0>, d = array<i32: 1, 2>, e = array<i64: -9223372036854775808, 9223372036854775807>, f = array<f32: 1.0, 2.5>, g = array<f64: 0.1, -0.0>, h = array<i64>, i = array<f32>, j = array<i1>, k = array<i8: 255>, l = array<i64: 0x10>, n = array<f16: 1.0>, o = array<bf16: 0.1>, p = array<ui8: 1>, q = array<si32: -1>, s = array<f32: 0x7FC00000>} : () -> ()

// -----

"test.op"() {a = {}, b = {z = 1, a = 2}, c = {n = {m = {}}}, d = {"a b" = 1, "x" = 2}, e = {u}, f = {"0a" = 1, "with\"q" = 2, _b = 3, a.b = 4, a$b = 5}} : () -> ()

// -----

"test.op"() {a = @a, b = @a::@b::@c, c = @"sym with space", d = @"a"::@"b c", e = @a.b, f = @_a$, g = @"0x"} : () -> ()

// -----

"test.op"() {"a b" = 1} : () -> ()

// -----

"test.op"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, d = dense<1.5> : vector<2xf32>, e = dense<[true, false]> : tensor<2xi1>, f = dense<true> : tensor<3xi1>, g = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, h = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, i = dense<> : tensor<0xi32>, j = dense<[]> : tensor<0xf32>, k = dense<[[], []]> : tensor<2x0xi32>, l = dense<5> : tensor<i64>, m = dense<[1, 1, 1]> : tensor<3xi32>, n = dense<-0.0> : tensor<2xf32>, o = dense<[0.0, -0.0]> : tensor<2xf32>, p = dense<0x7FC00000> : tensor<2xf32>, q = dense<[1.0, 0x7F800000]> : tensor<2xf32>, r = dense<1> : tensor<2x3xindex>} : () -> ()

// -----

"test.op"() {a = dense<"0x01020304"> : tensor<4xi8>, b = dense<"0x0100000002000000"> : tensor<2xi32>, c = dense<"0x0000803F"> : tensor<4xf32>, d = dense<"0x01000000"> : tensor<i32>, e = dense<"0x0001"> : tensor<2xi1>, f = dense<"0x0000803F00000040"> : tensor<1xcomplex<f32>>, g = dense<"0x0100000001000000"> : tensor<2xi32>} : () -> ()

// -----

"test.op"() {a = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : tensor<20xi32>, b = dense<7> : tensor<1000xi32>} : () -> ()

// -----

"test.op"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<128xi8>} : () -> ()

// -----

"test.op"() {a = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101]> : tensor<101xi32>, b = dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0, 98.0, 99.0, 100.0, 101.0]> : tensor<101xf32>} : () -> ()

// -----

"test.op"() {a = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<100xi32>} : () -> ()

// -----

"test.op"() {a = dense<[1, 2, 3]> : vector<3xi17>, b = dense<[1, -1]> : tensor<2xi128>, c = dense<[1, 2]> : tensor<2xui8>, d = dense<[1.0, 2.0]> : tensor<2xbf16>, e = dense<[1.0, 2.0]> : tensor<2xf16>, f = dense<0.5> : tensor<2xf8E4M3FN>, g = dense<[1.0, 2.0]> : tensor<2xf64>, h = dense<[1, 2]> : tensor<2xsi4>, i = dense<[1.0, 2.0]> : tensor<2xf80>, j = dense<(1.0, 0.0)> : tensor<complex<f64>>} : () -> ()

// -----

"test.op"() {a = loc(unknown), b = loc("f.mlir":1:2), c = loc("name"), d = loc("name"("f":1:2)), e = loc(callsite("a" at "b":1:2)), f = loc(fused["a", "b":1:2]), g = loc(fused<"meta">["a", "b"]), h = loc("f":3), i = loc(callsite(callsite("x" at "y") at "z")), j = loc(fused[]), k = loc(fused["a"]), l = loc(fused<"m">[]), m = loc("n"(unknown)), n = loc("f":1:2 to 3:4), o = loc("f":1:2 to :4), p = loc(fused[unknown, "a", "a"]), q = loc(fused<"m">[fused<"m">["a", "b"], "c"]), r = loc("q\"n"("f\n":1:1))} : () -> ()

// -----

#loc = loc("x":1:1)
#a = 5 : i32
#b = [#a, #a]
"test.op"() {a = #a, b = #b, c = #loc} : () -> ()

// -----

#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#set = affine_set<(d0) : (d0 >= 0)>
#x = affine_map<(d0)[s0] -> (d0 * s0)>
"test.op"() {a = #map1, b = #map, c = [#map, #set, affine_set<(d0, d1) : (d0 - d1 == 0)>], d = #x, e = affine_map<() -> (0)>, f = affine_map<(d0) -> (d0)>, g = {m = #map}} : () -> ()
"test.op"() : () -> memref<4xf32, affine_map<(d0) -> (d0 * 2)>>

// -----

"test.op"() {a = #foo.bar, b = #foo.baz<"x", 1>, c = #foo<"raw">, d = #foo<bar<1>>, e = #foo.q<[1, 2] : i32>, f = #foo.v<{a = 1}>, g = !foo.t, h = #foo.nested<#foo.inner<1>>, i = #foo<"a\"b">, j = #foo.a<()>, k = #foo.s<"->">, l = #foo.z<>, m = #foo.sp<a  b   c>} : () -> ()

// -----

"test.op"() {a = distinct[0]<42 : i32>, b = distinct[1]<unit>, c = distinct[0]<42 : i32>, d = [distinct[5]<"s">]} : () -> ()

// -----

"test.op"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<4xf32>, c = sparse<0, 1.0> : tensor<4xf32>} : () -> ()

// -----

"test.op"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<__elided__> : tensor<4xf32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// -----

func.func @f(%a: tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>, %b: tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>) -> tuple<f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32> {
  %0 = "test.op"() {m = affine_map<(d0) -> (d0)>, t = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>} : () -> tuple<f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32>
  return %0 : tuple<f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32>
}

// -----

func.func @g(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %b: memref<4xf32, affine_map<(d0) -> (d0 + 2)>>, %c: tuple<memref<4xf32, affine_map<(d0) -> (d0 + 3)>>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>) attributes {x = distinct[0]<affine_map<(d0) -> (d0 + 5)>>, y = [affine_set<(d0) : (d0 >= 0)>, affine_map<(d0) -> (d0 + 2)>], z = loc(fused<affine_map<(d0) -> (d0 + 7)>>["a"])} {
  return
}

// -----

"test.op"() {a = distinct[0]<[distinct[1]<1>]>, b = loc(fused<distinct[2]<2>>["q"]), c = distinct[3]<loc("z")>} : () -> ()

// -----

"test.op"() {a = () -> ((i32) -> i32), b = (i32) -> (), c = ((i32) -> i32) -> i32, d = (i32, i64) -> (f32, (f32) -> ())} : () -> ()

// -----

"test.op"() {b = "\\", c = "tab\there", d = "\5c\22"} : () -> ()

// -----

"test.op"() {a = affine_map<(d0, d1)[s0] -> (d0 floordiv 2, d1 mod 4, s0 ceildiv 3, -d0, d0 * -1 + 5)>, b = affine_map<() -> ()>, c = affine_map<(d0)[s0] -> (d0 * s0, s0 mod 3)>, d = affine_map<(d0, d1) -> (d0 + d1 * 2 - 3)>, e = affine_set<() : (0 == 0)>, f = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 + 2 == 0, -d0 + 10 >= 0)>, g = affine_map<(i, j) -> (j, i)>, h = affine_map<(d0)[s0, s1] -> (d0 + s1, s0)>, i = affine_map<(d0) -> ((d0 + 1) floordiv 4 * 4)>} : () -> ()

// -----

"test.op"() {a = 0 : i0, b = array<i8>, c = dense<0> : tensor<2xi0>, k = true, l = {true = 1, i32 = 2, dense = 3, loc = 4}, m = @"sym with space"::@c, n = @a::@"b\"c"} : () -> ()

// -----

!a = i32
!b = !a
!c = tensor<4x!b>
#x = [!c, !b]
func.func private @f(%arg0: !c) attributes {x = #x, y = !b}

// -----

func.func private @g(%arg0: memref<*xf32, "gpu">, %arg1: memref<*xi8, #foo.space<1>>, %arg2: vector<[1]xi1>, %arg3: memref<?x?xf32, strided<[?, ?], offset: ?>, 5>, %arg4: memref<2x3xf32, strided<[3, 1]>>, %arg5: memref<2x3xf32, strided<[3, 1], offset: 0>>, %arg6: memref<2x3xf32, strided<[-3, 0], offset: -1>>, %arg8: memref<4xf32, i32>, %arg9: memref<4 x ? x f32>)

// -----

"test.op"() {a = dense<0x7FF8000000000001> : tensor<2xf64>, b = [0x7FF8000000000001, 0xFFF0000000000000, 1.5], c = dense<[0x7FC00000, 0x7FC00000]> : tensor<2xf32>, d = dense<[0x7FC00000, 0x7FC00001]> : tensor<2xf32>, e = 0xFFC00000 : f32, f = 0x7FFF : bf16, g = dense<[1.0e38, 3.5e38]> : tensor<2xf32>, h = 3.5e38 : f32, i = -1.0e400 : f64, j = 1.0e-50 : f32, k = 4.9e-324, l = 2.2250738585072014e-308, m = 0.1 : f16, n = 100.0 : f8E5M2} : () -> ()

// -----

"test.op"() {a = [true, 1 : i1, -1 : i1], b = dense<> : tensor<0xcomplex<f32>>, c = dense<["a", "a"]> : tensor<2x!foo.s>, d = dense<["a", "b\n"]> : tensor<2x!foo.s>, e = dense<1.5> : tensor<2xf80>, f = dense<1> : tensor<2x3xi1>, g = sparse<[[1]], [true]> : tensor<4xi1>, h = dense<(1.5, -2.0)> : tensor<2xcomplex<f16>>, i = 1.0e4932 : f80, j = 1.0e-4950 : f128, k = 0xFFFF : f16, l = 0x8000 : bf16} : () -> ()
func.func private @h(memref<f32, strided<[], offset: ?>>, vector<[4]x4xf32>, memref<4xf32, strided<[?], offset: 5>>, memref<*xf32, 3>, tensor<*xcomplex<f64>>)
