// FLAGS: --inline=default-pipeline=
func.func @clamp_low(%v: i64, %lo: i64) -> i64 {
  %lt = arith.cmpi slt, %v, %lo : i64
  cf.cond_br %lt, ^low, ^keep
^low:
  return %lo : i64
^keep:
  return %v : i64
}

func.func @spliced_into_caller(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  %r = func.call @clamp_low(%s, %b) : (i64, i64) -> i64
  %t = arith.muli %r, %a : i64
  return %t : i64
}

func.func @kept_in_single_block_region(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.if %c -> i64 {
    %x = func.call @clamp_low(%a, %b) : (i64, i64) -> i64
    scf.yield %x : i64
  } else {
    scf.yield %b : i64
  }
  return %r : i64
}

func.func @inlined_into_execute_region(%a: i64, %b: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %x = func.call @clamp_low(%a, %b) : (i64, i64) -> i64
    scf.yield %x : i64
  }
  return %r : i64
}

func.func @has_foreign_op(%v: i64) -> i64 {
  %w = "ext.opaque"(%v) : (i64) -> i64
  return %w : i64
}

func.func @foreign_callee_kept(%v: i64) -> i64 {
  %r = func.call @has_foreign_op(%v) : (i64) -> i64
  return %r : i64
}

// -----

func.func @step_twice(%v: index) -> index {
  cf.br ^next(%v : index)
^next(%w: index):
  %u = arith.addi %w, %w : index
  return %u : index
}

func.func @kept_in_affine_for(%buf: memref<6xindex>) {
  affine.for %i = 0 to 6 {
    %r = func.call @step_twice(%i) : (index) -> index
    affine.store %r, %buf[%i] : memref<6xindex>
  }
  return
}

func.func @kept_in_alloca_scope(%v: index) -> index {
  %r = memref.alloca_scope -> (index) {
    %x = func.call @step_twice(%v) : (index) -> index
    memref.alloca_scope.return %x : index
  }
  return %r : index
}

// a linalg body is a single block (SingleBlockImplicitTerminator upstream): the multi-block callee
// stays a call there
func.func private @floor_at(%v: i64, %lo: i64) -> i64 {
  %lt = arith.cmpi slt, %v, %lo : i64
  cf.cond_br %lt, ^low, ^keep
^low:
  return %lo : i64
^keep:
  return %v : i64
}

func.func @kept_in_linalg_body(%x: tensor<3xi64>, %lo: tensor<3xi64>) -> tensor<3xi64> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<3xi64>) outs(%lo : tensor<3xi64>) {
  ^bb0(%v: i64, %l: i64):
    %c = func.call @floor_at(%v, %l) : (i64, i64) -> i64
    linalg.yield %c : i64
  } -> tensor<3xi64>
  return %r : tensor<3xi64>
}
