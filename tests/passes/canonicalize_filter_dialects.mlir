// FLAGS: --canonicalize=filter-dialects=scf
// Only scf's patterns run: arith's AddIAddConstant must not fire, while folds still do.
func.func @only_scf(%a: i32, %b: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c0 : i32
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  %s = arith.select %b, %r, %r : i32
  return %s : i32
}
