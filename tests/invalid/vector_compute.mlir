func.func @a(%v: vector<4x4xf32>) -> f32 {
  // expected-error @below {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
  return %0 : f32
}

// -----

func.func @b(%v: vector<4xf32>) -> f32 {
  // expected-error @below {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return %0 : f32
}

// -----

func.func @c(%v: vector<4xf32>) -> f64 {
  // expected-error @below {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return %0 : f64
}

// -----

func.func @d(%v: vector<4xi32>, %a: i64) -> i32 {
  // expected-error @below {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%v, %a) <{kind = #vector.kind<add>}> : (vector<4xi32>, i64) -> i32
  return %0 : i32
}

// -----

func.func @e(%v: vector<4x8xf32>, %a: vector<8xf32>) -> vector<8xf32> {
  // expected-error @below {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @g(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @below {{'vector.multi_reduction' op reduction dimension out of range: 2}}
  %0 = vector.multi_reduction <add>, %v, %a [2] : vector<4x8xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @h(%v: vector<4x8xf32>, %a: vector<4xf64>) -> vector<4xf64> {
  // expected-error @below {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x8xf32>, vector<4xf64>) -> vector<4xf64>
  return %0 : vector<4xf64>
}

// -----

func.func @j(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @below {{'vector.multi_reduction' op duplicate reduction dimension: 1}}
  %0 = vector.multi_reduction <add>, %v, %a [1, 1] : vector<4x8xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @k(%v: vector<4xi32>) -> i64 {
  // expected-error @below {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xi32> into i64
  return %0 : i64
}

// -----

func.func @o1(%a: vector<4x2xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %a, %b : vector<4x2xf32>, vector<8xf32>
  return
}

// -----

func.func @o2(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x4xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @o3(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<8x4xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<8x8xf32>
  return
}

// -----

func.func @o4(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf64>) {
  // expected-error @below {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf64>) -> vector<4x8xf32>
  return
}

// -----

func.func @o5(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @o6(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = vector.outerproduct %a, %b : vector<[4]xf32>, vector<8xf32>
  return
}

// -----

func.func @o7(%a: vector<4xf32>, %b: f32) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x2xf32>
  return
}

// -----

func.func @o8(%a: vector<4xf32>, %b: vector<8x2xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8x2xf32>) -> vector<4x8xf32>
  return
}
