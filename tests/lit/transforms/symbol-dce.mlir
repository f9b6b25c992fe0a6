// RUN: vecir-opt %s -p symbol-dce | filecheck %s

// CHECK-NOT:   @dead
// CHECK-NOT:   @cycle_a
// CHECK-LABEL: func.func private @live()
// CHECK-LABEL: func.func private @live_through_private()
// CHECK-LABEL: func.func @public()
func.func private @dead() {
  return
}
func.func private @live() {
  return
}
func.func private @live_through_private() {
  func.call @live() : () -> ()
  return
}
func.func private @cycle_a() {
  func.call @cycle_b() : () -> ()
  return
}
func.func private @cycle_b() {
  func.call @cycle_a() : () -> ()
  return
}
func.func @public() {
  func.call @live_through_private() : () -> ()
  return
}
