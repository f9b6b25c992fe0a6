// PASS: convert-vector-to-scf
// PASS: convert-vector-to-scf{full-unroll=true target-rank=0}
// vector.print of vectors becomes loops printing scalars with the punctuation ops in between;
// odd integer widths are extended first (extsi, extui for i1/unsigned), scalars, strings and
// scalable vectors of rank > 1 are left alone.

func.func @print_ops(%a: vector<3x2xf32>, %b: vector<i16>, %c: vector<5xi3>, %d: vector<2xi1>, %e: vector<2x2x2xi64>, %f: vector<[2]xf32>, %g: vector<2x[2]xf32>, %s: f32) {
  vector.print %a : vector<3x2xf32>
  vector.print %b : vector<i16> punctuation <comma>
  vector.print %c : vector<5xi3>
  vector.print %d : vector<2xi1>
  vector.print %e : vector<2x2x2xi64> punctuation <no_punctuation>
  vector.print %f : vector<[2]xf32>
  vector.print %g : vector<2x[2]xf32>
  vector.print %s : f32
  vector.print str "done"
  return
}
func.func @print_unsigned(%u: vector<3xui7>, %w: vector<2xsi12>) {
  vector.print %u : vector<3xui7>
  vector.print %w : vector<2xsi12>
  return
}
