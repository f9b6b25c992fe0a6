"""tensor transformations outside canonicalization: ``fold_empty`` (tensor.empty folded through
reshapes, slices and concats; upstream's populateFoldTensorEmptyPatterns)."""
