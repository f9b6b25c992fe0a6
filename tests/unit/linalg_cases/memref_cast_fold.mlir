func.func @ops_read_through_casts(%p: memref<3x5xf32>, %q: memref<3x5xf32>, %r: memref<5xf32>, %s: memref<3xf32>) {
  %cp = memref.cast %p : memref<3x5xf32> to memref<?x?xf32>
  %cq = memref.cast %q : memref<3x5xf32> to memref<?x5xf32>
  %cr = memref.cast %r : memref<5xf32> to memref<?xf32>
  %cs = memref.cast %s : memref<3xf32> to memref<?xf32>
  linalg.copy ins(%cp : memref<?x?xf32>) outs(%cq : memref<?x5xf32>)
  linalg.matvec ins(%cp, %cr : memref<?x?xf32>, memref<?xf32>) outs(%cs : memref<?xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cq : memref<?x5xf32>) outs(%cp : memref<?x?xf32>) {
  ^bb0(%i: f32, %o: f32):
    %m = arith.maximumf %i, %o : f32
    linalg.yield %m : f32
  }
  linalg.map { arith.negf } ins(%cq : memref<?x5xf32>) outs(%cq : memref<?x5xf32>)
  linalg.broadcast ins(%cs : memref<?xf32>) outs(%cp : memref<?x?xf32>) dimensions = [1]
  return
}
