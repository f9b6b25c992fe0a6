// affine-simplify-with-bounds (tests/unit/test_affine_simplify_with_bounds.py): delinearize of a
// disjoint linearize whose trailing bases have equal products, static and dynamic; expected output
// iree-opt 3.13's.
func.func @merge_tail(%p: index, %q: index, %r: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%p, %q, %r] by (3, 5, 2) : index
  %d:2 = affine.delinearize_index %l into (3, 10) : index, index
  return %d#0, %d#1 : index, index
}
// -----
func.func @split_tail(%p: index, %q: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%p, %q] by (6, 12) : index
  %d:3 = affine.delinearize_index %l into (6, 3, 4) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}
// -----
func.func @merge_dynamic(%p: index, %q: index, %r: index, %n: index) -> (index, index) {
  %n4 = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%n]
  %l = affine.linearize_index disjoint [%p, %q, %r] by (2, %n, 4) : index
  %d:2 = affine.delinearize_index %l into (2, %n4) : index, index
  return %d#0, %d#1 : index, index
}
// -----
func.func @residual_prefix(%a: index, %b: index, %c: index, %e: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c, %e] by (3, 7, 2, 6) : index
  %d:3 = affine.delinearize_index %l into (5, 11, 12) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}
// -----
func.func @unbounded_outer(%a: index, %b: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (6) : index
  %d:3 = affine.delinearize_index %l into (2, 3) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}
// -----
func.func @everything_matched(%a: index, %b: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (4, 9) : index
  %d:3 = affine.delinearize_index %l into (4, 3, 3) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}
// -----
func.func @products_differ(%a: index, %b: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (2, 9) : index
  %d:2 = affine.delinearize_index %l into (2, 8) : index, index
  return %d#0, %d#1 : index, index
}
