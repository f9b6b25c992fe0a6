// RUN: vecir-run %s --function=add --input="2x3xf32=1 2 3 4 5 6" --input="2x3xf32=1" | filecheck %s --check-prefix=ADD
// RUN: vecir-run --module=%s --function=scalars --input=3 --input=2.5 --input=7 | filecheck %s --check-prefix=SCALAR
// RUN: vecir-run %s --function=scalars --input=i32=-4 --input=f32=0.1 --input=1 --output=- --output= --output=@%t.npy | filecheck %s --check-prefix=OUTPUT
// RUN: vecir-run %s --function=add --input="2x3xf32=[1 2 3][4 5 6]" --input="2x3xf32=0" --output_max_element_count=4 | filecheck %s --check-prefix=ELIDE
// RUN: vecir-run %s --function=vec --input="4xi32=1 2 3 4" | filecheck %s --check-prefix=VEC
// RUN: cat %s | vecir-run - --function=add --input="2x3xf32=1" --input="2x3xf32=2" | filecheck %s --check-prefix=STDIN

// Results print as iree-run-module prints them.

// ADD:      EXEC @add
// ADD-NEXT: result[0]: hal.buffer_view
// ADD-NEXT: 2x3xf32=[2 3 4][5 6 7]

// SCALAR:      EXEC @scalars
// SCALAR-NEXT: result[0]: i32=3
// SCALAR-NEXT: result[1]: f32=2.5
// SCALAR-NEXT: result[2]: i64=7

// OUTPUT:      EXEC @scalars
// OUTPUT-NEXT: i32=-4
// OUTPUT-NOT:  result

// ELIDE: 2x3xf32=[1 2 3][4...]{{$}}

// VEC:      EXEC @vec
// VEC-NEXT: result[0]: hal.buffer_view
// VEC-NEXT: 4xi32=2 4 6 8

// STDIN: 2x3xf32=[3 3 3][3 3 3]

func.func @add(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = arith.addf %a, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @scalars(%a: i32, %b: f32, %c: index) -> (i32, f32, index) {
  return %a, %b, %c : i32, f32, index
}

func.func @vec(%a: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.addi %a, %a : vector<4xi32>
  return %0 : vector<4xi32>
}
