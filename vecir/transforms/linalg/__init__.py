"""linalg transformations: tiling into scf.for loops over slices (``tile``), the convolution window
decomposition (``decompose``) and vectorization into vector ops (``vectorize``)."""
