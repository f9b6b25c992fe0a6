"""linalg's fixed-map contractions (upstream's OpDSL ops dot, matvec, vecmat, batch_matvec and
batch_vecmat) and linalg.batch_reduce_matmul (an `indexing_maps` property like matmul).

    %d = linalg.dot ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%acc : tensor<f32>) -> tensor<f32>
    %v = linalg.matvec ins(%m, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
    %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xi8>, tensor<2x8x5xi8>)
           outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>

Each is `out += cast(lhs) * cast(rhs)` (the region matmul has). The OpDSL ops' maps are fixed and,
as upstream, memoized in the discardable attribute `linalg.memoized_indexing_maps` the first time
they are computed (so the generic form shows it after verification); a `cast` attribute on them is
an ordinary discardable attribute. batch_reduce_matmul stores `cast` as a property but, like
iree-opt 3.13, builds its region with signed casts whatever it says.
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.op import register_op
from .named import NamedOp, _BatchVariantMatmul, mul_add_body
from .structured import MEMOIZED, VariadicIO, maps_attr

_LETTERS = "abcdefghij"


def _einsum_accumulate(op, ins, outs, maps):
    """outs[0] + sum over the reduction loops of cast(lhs) * cast(rhs), by the op's maps."""
    a, b = op.cast_input(0, ins[0]), op.cast_input(1, ins[1])
    subs = ["".join(_LETTERS[e.position] for e in m.results) for m in maps]
    with np.errstate(all="ignore"):
        prod = np.einsum(f"{subs[0]},{subs[1]}->{subs[2]}", a, b)
        return [np.asarray(outs[0] + prod).astype(outs[0].dtype)]


class _FixedMapContraction(VariadicIO, NamedOp):
    """An OpDSL contraction: maps given by `EXPRS` (loop dims per operand), memoized on first use."""

    N_LOOPS = 1
    EXPRS: tuple = ()
    ITERATORS: tuple = ()

    def compute_maps(self) -> list:
        return [AffineMap(self.N_LOOPS, 0, [dim(i) for i in r]) for r in self.EXPRS]

    def indexing_maps_list(self):
        memo = self.attributes.get(MEMOIZED)
        if memo is not None:
            return [m.value for m in memo.value]
        return self.compute_maps()

    def iterator_type_names(self):
        return list(self.ITERATORS)

    def verify_(self):
        super().verify_()
        if MEMOIZED not in self.attributes:  # upstream memoizes the maps when they are first computed
            self.attributes[MEMOIZED] = maps_attr(self.compute_maps())

    def compute(self, ctx, ins, outs):
        return _einsum_accumulate(self, ins, outs, self.indexing_maps_list())


@register_op
class DotOp(_FixedMapContraction):
    """out[] += x[k] * y[k]; loops (k)."""

    name = "linalg.dot"
    EXPRS = ((0,), (0,), ())
    ITERATORS = ("reduction",)


@register_op
class MatvecOp(_FixedMapContraction):
    """y[i] += A[i, k] * x[k]; loops (i, k)."""

    name = "linalg.matvec"
    N_LOOPS = 2
    EXPRS = ((0, 1), (1,), (0,))
    ITERATORS = ("parallel", "reduction")


@register_op
class VecmatOp(_FixedMapContraction):
    """y[j] += x[k] * A[k, j]; loops (j, k)."""

    name = "linalg.vecmat"
    N_LOOPS = 2
    EXPRS = ((1,), (1, 0), (0,))
    ITERATORS = ("parallel", "reduction")


@register_op
class BatchMatvecOp(_FixedMapContraction):
    """y[b, i] += A[b, i, k] * x[b, k]; loops (b, i, k)."""

    name = "linalg.batch_matvec"
    N_LOOPS = 3
    EXPRS = ((0, 1, 2), (0, 2), (0, 1))
    ITERATORS = ("parallel", "parallel", "reduction")


@register_op
class BatchVecmatOp(_FixedMapContraction):
    """y[b, j] += x[b, k] * A[b, k, j]; loops (b, j, k)."""

    name = "linalg.batch_vecmat"
    N_LOOPS = 3
    EXPRS = ((0, 2), (0, 2, 1), (0, 1))
    ITERATORS = ("parallel", "parallel", "reduction")


@register_op
class BatchReduceMatmulOp(_BatchVariantMatmul):
    """C[m, n] += sum over b, k of A[b, m, k] * B[b, k, n]; loops (b, m, n, k)."""

    name = "linalg.batch_reduce_matmul"
    N_LOOPS = 4
    DEFAULT_EXPRS = ((0, 1, 3), (0, 3, 2), (1, 2))
    ITERATORS = ("reduction", "parallel", "parallel", "reduction")
    OUT_DIMS = (1, 2)

    def build_body(self, block) -> None:
        mul_add_body(block)  # iree-opt 3.13 ignores `cast` here: the inputs are always sign-extended

    def compute(self, ctx, ins, outs):
        return _einsum_accumulate(self, ins, outs, self.indexing_maps_list())
