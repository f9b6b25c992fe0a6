"""Affine transformations: ``lower_affine`` (affine -> scf + arith + memref + vector)."""
