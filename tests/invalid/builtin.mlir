// Malformed builtin types and attributes, each with upstream's first diagnostic
// (tests/unit/test_builtin_invalid.py; iree-opt --verify-diagnostics --split-input-file accepts it).

// expected-error @below {{vector types must have positive constant sizes but got 0}}
func.func private @f(%a: vector<0xf32>)

// -----

// expected-error @below {{expected non-function type}}
func.func private @f(%a: vector<?xf32>)

// -----

// expected-error @below {{expected non-function type}}
func.func private @f(%a: vector<4x?xf32>)

// -----

// expected-error @below {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%a: vector<4xtensor<4xf32>>)

// -----

// expected-error @below {{expected '>' in vector type}}
func.func private @f(%a: vector<4xf32)

// -----

// expected-error @below {{expected '>' in vector type}}
func.func private @f(%a: vector<[4]x[4]xf32]>)

// -----

// expected-error @below {{missing ']' closing scalable dimension}}
func.func private @f(%a: vector<[4xf32>)

// -----

// expected-error @below {{vector types must have positive constant sizes but got 4, 0}}
func.func private @f(%a: vector<4x[0]xf32>)

// -----

// expected-error @below {{integer bitwidth is limited to 16777215 bits}}
func.func private @f(%a: i16777216)

// -----

// expected-error @below {{integer bitwidth is limited to 16777215 bits}}
func.func private @f(%a: i16777217)

// -----

// expected-error @below {{expected '>' in tensor type}}
func.func private @f(%a: tensor<4xf32)

// -----

// expected-error @below {{expected non-function type}}
func.func private @f(%a: tensor<-1xf32>)

// -----

// expected-error @below {{expected 'x' in dimension list}}
func.func private @f(%a: tensor<4x4>)

// -----

// expected-error @below {{invalid tensor element type}}
func.func private @f(%a: tensor<4xnone>)

// -----

// expected-error @below {{invalid tensor element type}}
func.func private @f(%a: tensor<4x(i32) -> i32>)

// -----

// expected-error @below {{cannot apply encoding to unranked tensor}}
func.func private @f(%a: tensor<*xf32, "enc">)

// -----

// expected-error @below {{invalid dimension}}
func.func private @f(%a: tensor<9223372036854775808xf32>)

// -----

// expected-error @below {{multiple memory spaces specified in memref type}}
func.func private @f(%a: memref<4xf32, 7, 8>)

// -----

// expected-error @below {{memref layout mismatch between rank and affine map: 1 != 2}}
func.func private @f(%a: memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

// expected-error @below {{expected the number of strides to match the rank}}
func.func private @f(%a: memref<4xf32, strided<[1, 1]>>)

// -----

// expected-error @below {{cannot have affine map for unranked memref type}}
func.func private @f(%a: memref<*xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error @below {{expected memory space to be last in memref type}}
func.func private @f(%a: memref<4xf32, 1, affine_map<(d0) -> (d0)>>)

// -----

// expected-error @below {{expected ',' or '>' in memref type}}
func.func private @f(%a: memref<4xf32 1>)

// -----

// expected-error @below {{invalid memref element type}}
func.func private @f(%a: memref<4xnone>)

// -----

// expected-error @below {{expected a 64-bit signed integer or '?'}}
func.func private @f(%a: memref<4xf32, strided<[1], offset: x>>)

// -----

// expected-error @below {{expected ']'}}
func.func private @f(%a: memref<4xf32, strided<[?x]>>)

// -----

// expected-error @below {{invalid element type for complex}}
func.func private @f(%a: complex<index>)

// -----

// expected-error @below {{expected '>' in complex type}}
func.func private @f(%a: complex<f32)

// -----

// expected-error @below {{expected '>' in tuple type}}
func.func private @f(%a: tuple<i32)

// -----

// expected-error @below {{expected '->' in function type}}
func.func private @f(%a: (i32))

// -----

// expected-error @below {{expected non-function type}}
func.func private @f(%a: (i32) -> )

// -----

// expected-error @below {{undefined symbol alias id 'undefined'}}
func.func private @f(%a: !undefined)

// -----

// expected-error @below {{expected non-function type}}
func.func private @f(%a: f33)

// -----

// expected-error @below {{expected '"' in string literal}}
func.func private @f(%a: !foo<"x)

// -----

// expected-error @below {{expected '"' in string literal}}
"test.op"() {a = "unterminated} : () -> ()

// -----

// expected-error @below {{unknown escape in string literal}}
"test.op"() {a = "bad \q escape"} : () -> ()

// -----

// expected-error @below {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @below {{expected integer elements, but parsed floating-point}}
"test.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{integer constant out of range for type}}
"test.op"() {a = dense<256> : tensor<2xi8>} : () -> ()

// -----

// expected-error @below {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"test.op"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{elements literal type must have static shape}}
"test.op"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @below {{elements literal must be a shaped type}}
"test.op"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error @below {{elements hex data size is invalid for provided type: 'tensor<i8>'}}
"test.op"() {a = dense<"0x0100"> : tensor<i8>} : () -> ()

// -----

// expected-error @below {{expected string containing hex digits starting with `0x`}}
"test.op"() {a = dense<"0xZZ"> : tensor<1xi8>} : () -> ()

// -----

// expected-error @below {{parsed 1 elements, but type ('complex<i32>') expected 2 elements}}
"test.op"() {a = dense<1> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{expected unsigned integer elements, but parsed negative value}}
"test.op"() {a = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = -129 : i8} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 1 : si1} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = -0 : i32} : () -> ()

// -----

// expected-error @below {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 9223372036854775808 : index} : () -> ()

// -----

// expected-error @below {{floating point value not valid for specified type}}
"test.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @below {{unexpected decimal integer literal for a floating point value}}
// expected-note @below {{add a trailing dot to make the literal a float}}
"test.op"() {a = 1 : f32} : () -> ()

// -----

// expected-error @below {{hexadecimal float literal should not have a leading minus}}
"test.op"() {a = -0x1 : f32} : () -> ()

// -----

// expected-error @below {{hexadecimal float constant out of range for type}}
"test.op"() {a = 0x100000000 : f32} : () -> ()

// -----

// expected-error @below {{integer literal not valid for specified type}}
"test.op"() {a = 1 : none} : () -> ()

// -----

// expected-error @below {{negative floating point literal for a type with no signed representation}}
"test.op"() {a = -1.5 : f8E8M0FNU} : () -> ()

// -----

// expected-error @below {{expected constant integer or floating point value}}
"test.op"() {a = -x} : () -> ()

// -----

// expected-error @below {{undefined symbol alias id 'undefined'}}
"test.op"() {a = #undefined} : () -> ()

// -----

// expected-error @below {{integer constant out of range}}
"test.op"() {a = array<i8: 256>} : () -> ()

// -----

// expected-error @below {{expected 'true' or 'false' values for i1 type}}
"test.op"() {a = array<i1: 1>} : () -> ()

// -----

// expected-error @below {{unexpected decimal integer literal for a floating point value}}
// expected-note @below {{add a trailing dot to make the literal a float}}
"test.op"() {a = array<f32: 1>} : () -> ()

// -----

// expected-error @below {{expected integer or float type, got: 'index'}}
"test.op"() {a = array<index: 1>} : () -> ()

// -----

// expected-error @below {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<i4: 1>} : () -> ()

// -----

// expected-error @below {{expected ':' after dense array type}}
"test.op"() {a = array<i32 1>} : () -> ()

// -----

// expected-error @below {{expected ',' or ']'}}
"test.op"() {a = [1, 2} : () -> ()

// -----

// expected-error @below {{expected '}' in attribute dictionary}}
"test.op"() {a = {b = 1} : () -> ()

// -----

// expected-error @below {{duplicate key 'a' in dictionary attribute}}
"test.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @below {{expected valid attribute name}}
"test.op"() {"" = 1} : () -> ()

// -----

// expected-error @below {{@ identifier expected to start with letter or '_'}}
"test.op"() {a = @} : () -> ()

// -----

// expected-error @below {{expected nested symbol reference identifier}}
"test.op"() {a = @a::b} : () -> ()

// -----

// expected-error @below {{expected integer line number in FileLineColRange}}
"test.op"() {a = loc("f":)} : () -> ()

// -----

// expected-error @below {{expected 'at' in callsite location}}
"test.op"() {a = loc(callsite("a"))} : () -> ()

// -----

// expected-error @below {{expected location instance}}
"test.op"() {a = loc(x)} : () -> ()

// -----

// expected-error @below {{referenced attribute does not match previous definition: 1 : i64}}
"test.op"() {a = distinct[0]<1>, b = distinct[0]<2>} : () -> ()

// -----

// expected-error @below {{expected distinct ID}}
"test.op"() {a = distinct[x]<1>} : () -> ()

// -----

// expected-error @below {{unbalanced '<' character in pretty dialect name}}
"test.op"() {a = #foo.bar<1} : () -> ()

// -----

// expected-error @below {{sparse index #0 is not contained within the value shape, with index=[0, 5], and type='tensor<3x4xi32>'}}
"test.op"() {a = sparse<[[0, 5]], [1]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error @below {{use of undeclared identifier}}
"test.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @below {{expected '>'}}
"test.op"() {a = strided<[1], offset: 1, 2>} : () -> ()

// -----

// expected-error @below {{`dense_resource` expected a shaped type}}
"test.op"() {a = dense_resource<a> : i32} : () -> ()

// -----

// expected-error @below {{expected '}' in attribute dictionary}}
"test.op"() {a = 1e5} : () -> ()

// -----

// expected-error @below {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1

// -----

// expected-error @below {{undefined symbol alias id 'a'}}
"test.op"() {a = #a} : () -> ()

// -----

// expected-error @below {{expected attribute value}}
#a = 

// -----

// expected-error @below {{expected non-function type}}
!t = #map

// -----

// expected-error @below {{undefined symbol alias id 'set'}}
"test.op"() {a = affine_set<(d0) : (d0 >= 0)>} : () -> (memref<4xf32, #set>)

// -----

#a = 1
// expected-error @below {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

!a = i32
// expected-error @below {{redefinition of type alias id 'a'}}
!a = i64

// -----

#map = affine_map<(d0) -> (d0)>
// expected-error @below {{expected non-function type}}
!t = #map

// -----

// expected-error @below {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0)[s0] -> (s0 mod d0)>} : () -> ()

// -----

// expected-error @below {{expected '>' in tensor type}}
func.func private @f(%a: tensor<2xf32, strided<[1]>>)

// -----

// expected-error @below {{expected '>' in tensor type}}
func.func private @f(%a: tensor<2xf32, array<i32: 1>>)

// -----

// expected-error @below {{expected '=' in attribute alias definition}}
#a 1

// -----

// expected-error @below {{expected '=' in type alias definition}}
!a i32

// -----

// expected-error @below {{type names with a '.' are reserved for dialect-defined names}}
!a.b = i32

// -----

// expected-error @below {{expected ','}}
"test.op"() {a = strided<[1] offset: 1>} : () -> ()

// -----

// expected-error @below {{expected 'offset' after comma}}
"test.op"() {a = strided<[1], offst: 1>} : () -> ()

// -----

// expected-error @below {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[9223372036854775808]>} : () -> ()

// -----

// expected-error @below {{expected '['}}
"test.op"() {a = strided<>} : () -> ()

// -----

// expected-error @below {{expected list element}}
func.func private @f(%a: memref<4xf32,>)

// -----

// expected-error @below {{@ identifier expected to start with letter or '_'}}
"test.op"() {a = @0} : () -> ()

// -----

// expected-error @below {{expected '}' in attribute dictionary}}
"test.op"() {a = @a-b} : () -> ()

// -----

// expected-error @below {{invalid dimension}}
func.func private @f(%a: vector<[x]xf32>)

// -----

// expected-error @below {{invalid integer width}}
func.func private @f(%a: i4294967296)

// -----

// expected-error @below {{unbalanced '(' character in pretty dialect name}}
"test.op"() {a = #foo.bar<(1>} : () -> ()

// -----

// expected-error @below {{invalid attribute name}}
"test.op"() {a = # foo} : () -> ()

// -----

// expected-error @below {{expected either integer or `:` post `to` in FileLineColRange}}
"test.op"() {a = loc("f":1:2 to)} : () -> ()

// -----

// expected-error @below {{expected '>' after fused location metadata}}
"test.op"() {a = loc(fused<"m" ["a"])} : () -> ()

// -----

// expected-error @below {{expected ')' in inline location}}
"test.op"() {a = loc(callsite("a" at "b")} : () -> ()

// -----

// expected-error @below {{expected ')' in inline location}}
"test.op"() {a = loc("a"("b")} : () -> ()

// -----

// expected-error @below {{expected ',' between complex elements}}
"test.op"() {a = dense<(1 2)> : tensor<complex<i32>>} : () -> ()

// -----

// expected-error @below {{expected string token, got 1}}
"test.op"() {a = dense<[1, 2]> : tensor<2x!foo.s>} : () -> ()

// -----

// expected-error @below {{elements literal type must have static shape}}
"test.op"() {a = dense<1> : tensor<*xi32>} : () -> ()

// -----

// expected-error @below {{expected i1 type for 'true' or 'false' values}}
"test.op"() {a = dense<true> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[1, [2]]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{negative floating point literal for a type with no signed representation}}
"test.op"() {a = dense<-1.0> : tensor<2xf8E8M0FNU>} : () -> ()

// -----

// expected-error @below {{inferred shape of elements literal ([1]) does not match type ([2])}}
"test.op"() {a = dense<[(1, 2)]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{expected shape ([3, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])}}
"test.op"() {a = sparse<[[0, 0], [1, 2]], [1]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error @below {{expected identifier key for 'resource' entry}}
"test.op"() {a = dense_resource<1> : tensor<1xi8>} : () -> ()

// -----

"test.op"() {a = dense_resource<a> : tensor<1xi8>} : () -> ()
// expected-error @below {{expected hex string blob for key 'a' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { a: "0x01" } } #-}

// -----

"test.op"() {a = dense_resource<a> : tensor<1xi8>} : () -> ()
// expected-error @below {{dialect 'foo' is unknown}}
{-# dialect_resources: { foo: { a: "0x01000000" } } #-}

// -----

"test.op"() {a = dense_resource<a> : tensor<1xi8>} : () -> ()
// expected-error @below {{unknown key 'other' in file metadata dictionary}}
{-# other: {} #-}

// -----

// expected-error @below {{expected '>' to close distinct attribute}}
"test.op"() {a = distinct[0]<1} : () -> ()

// -----

// expected-error @below {{expected integer literal}}
"test.op"() {a = array<i32: 1,>} : () -> ()

// -----

// expected-error @below {{expected '}' in attribute dictionary}}
"test.op"() {a = 1.0e} : () -> ()

// -----

// expected-error @below {{expected '}' in attribute dictionary}}
"test.op"() {a = 0xi32} : () -> ()

// -----

// expected-error @below {{floating point value not valid for specified type}}
"test.op"() {a = 1.0 : index} : () -> ()

// -----

// expected-error @below {{integer literal not valid for specified type}}
"test.op"() {a = 1 : vector<4xi32>} : () -> ()

// -----

// expected-error @below {{expected non-function type}}
func.func private @f(%a: vector<4xf32> , %b: tensor<)

// -----

// expected-error @below {{unknown attribute `foo` in dialect `arith`}}
func.func private @f() attributes {a = #arith.foo}

// -----

// expected-error @below {{dialect 'arith' provides no type parsing hook}}
func.func private @f(%a: !arith.foo)

// -----

// expected-error @below {{dialect 'builtin' provides no attribute parsing hook}}
func.func private @f() attributes {a = #builtin.foo}

// -----

// expected-error @below {{expected valid keyword}}
func.func private @f() attributes {a = #arith<"fastmath<fast>">}

// -----

// expected-error @below {{undefined symbol alias id 'arith'}}
func.func private @f() attributes {a = #arith < fastmath<fast>>}

// -----

// expected-error @below {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%a: vector<2xcomplex<f16>>)

// -----

// expected-error @below {{unknown escape in string literal}}
"test.op"() {a = "bad\vchar"} : () -> ()

// -----

func.func @name_a_store(%buf: memref<3xi8>, %v: i8, %i: index) {
  // expected-error @below {{cannot name an operation with no results}}
  %r = memref.store %v, %buf[%i] : memref<3xi8>
  return
}

// -----

func.func @name_generic_void(%v: i8) {
  // expected-error @below {{cannot name an operation with no results}}
  %a, %b = "test.sink"(%v) : (i8) -> ()
  return
}
