func.func @a(%x: memref<5x5xf32>, %y: memref<5x5xf32>, %z: memref<5x5xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %y : memref<5x5xf32>, memref<5x5xf32>) outs(%z : memref<5x5xf32>)
  return
}
// -----
func.func @b(%x: memref<3xf32>, %y: memref<5x7xf32>, %z: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %y : memref<3xf32>, memref<5x7xf32>) outs(%z : memref<3x7xf32>)
  return
}
// -----
func.func @c(%x: memref<5xf32>, %y: memref<5x7xf32>, %z: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %y : memref<5xf32>, memref<5x7xf32>) outs(%z : memref<3x7xf32>)
  return
}
// -----
func.func @d(%x: memref<2x3x5xf32>, %y: memref<2x5x4xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>] ins(%x, %y : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @e(%x: memref<2x3x5xf32>, %y: memref<2x5x4xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%x, %y : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @f(%x: memref<2xf32>, %y: memref<2x5x4xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%x, %y : memref<2xf32>, memref<2x5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @g(%x: memref<3x2x5xf32>, %y: memref<2x5x4xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, b, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%x, %y : memref<3x2x5xf32>, memref<2x5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @h(%x: memref<2x3x5xf32>, %y: memref<2x5x4xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m)>] ins(%x, %y : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @i(%x: memref<2x3x5xf32>, %y: memref<2x5x4xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, k)>] ins(%x, %y : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @j(%x: memref<2x3x5x5xf32>, %y: memref<2x5x4xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%x, %y : memref<2x3x5x5xf32>, memref<2x5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @k(%x: memref<2x3x5xf32>, %y: memref<5x4xf32>, %z: memref<2x3x4xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<2x3x5xf32>, memref<5x4xf32>) outs(%z : memref<2x3x4xf32>)
  return
}
// -----
func.func @l(%x: memref<2x3x5xf32>, %y: memref<2x5x4xf32>, %z: memref<2x3x4xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (n, k, b)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%z : memref<2x3x4xf32>)
  return
}
// -----
func.func @m(%x: memref<5x3xf32>, %y: memref<5x4xf32>, %z: memref<3x4xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %y : memref<5x3xf32>, memref<5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @n(%x: memref<2x5x3xf32>, %y: memref<2x4x5xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%x, %y : memref<2x5x3xf32>, memref<2x4x5xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @o(%x: memref<5xf32>, %y: memref<2x5x4xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%x, %y : memref<5xf32>, memref<2x5x4xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @ok_or_bad_a(%x: memref<5x3xf32>, %y: memref<5x5xf32>, %z: memref<3x5xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k + 0, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %y : memref<5x3xf32>, memref<5x5xf32>) outs(%z : memref<3x5xf32>)
  return
}
// -----
func.func @ok_or_bad_b(%x: memref<2x5xf32>, %y: memref<5x4xf32>, %z: memref<2x3x4xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<2x5xf32>, memref<5x4xf32>) outs(%z : memref<2x3x4xf32>)
  return
}
// -----
func.func @ok_or_bad_c(%x: memref<3x5xf32>, %y: memref<2x4x5xf32>, %z: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%x, %y : memref<3x5xf32>, memref<2x4x5xf32>) outs(%z : memref<3x4xf32>)
  return
}
// -----
func.func @ok_or_bad_d(%x: memref<2x3x5xf32>, %y: memref<2x5xf32>, %z: memref<2x3xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k)>, affine_map<(b, m, n, k) -> (b, m)>] ins(%x, %y : memref<2x3x5xf32>, memref<2x5xf32>) outs(%z : memref<2x3xf32>)
  return
}
// -----
func.func @ok_or_bad_e(%x: memref<2x3x5xf32>, %y: memref<2x5x4xf32>, %z: memref<2x3x4xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, n, m)>] ins(%x, %y : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%z : memref<2x3x4xf32>)
  return
}
// -----
func.func @ok_or_bad_f(%x: memref<5xf32>, %y: memref<5xf32>, %z: memref<3x4xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %y : memref<5xf32>, memref<5xf32>) outs(%z : memref<3x4xf32>)
  return
}
