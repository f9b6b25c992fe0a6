// FLAGS: --symbol-dce
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
func.func private @dead_cycle_a() {
  func.call @dead_cycle_b() : () -> ()
  return
}
func.func private @dead_cycle_b() {
  func.call @dead_cycle_a() : () -> ()
  return
}
func.func @public() {
  func.call @live_through_private() : () -> ()
  return
}
memref.global "private" @unused_global : memref<4xf32> = dense<0.0>
memref.global "private" @used_global : memref<4xf32> = dense<1.0>
func.func @uses_global() -> memref<4xf32> {
  %0 = memref.get_global @used_global : memref<4xf32>
  return %0 : memref<4xf32>
}
