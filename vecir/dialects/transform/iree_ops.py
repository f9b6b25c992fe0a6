"""Pattern descriptors iree-opt 3.13 ships that unroll vectors with a fixed native-shape policy.

    transform.apply_patterns to %f {
      transform.apply_patterns.gpu.unroll_vectors_subgroup_mma[16, 16, 8]
    } : !transform.any_op

``unroll_vectors_subgroup_mma [m, n, k]`` (upstream GPU transform ops) runs upstream's
populateVectorUnrollPatterns with the subgroup-MMA native shapes and traversal order; vecir's
equivalent is vecir/transforms/vector/unroll_gpu_mma.py. Generic form:
``"transform.apply_patterns.gpu.unroll_vectors_subgroup_mma"() <{k = 8 : i64, m = 16 : i64, n = 16 : i64}>``.
"""

from __future__ import annotations

from ...ir import attr_kinds as K
from ...ir.attrs import IntegerAttr
from ...ir.op import prop, register_op
from ...ir.types import i64
from ...ir.uniqued import VerifyError
from ...syntax.asm_format import _strict_attr_dict
from .descriptors import PatternDescriptorOp, register_pattern_descriptor


@register_op
class ApplyUnrollVectorsSubgroupMmaOp(PatternDescriptorOp):
    """`transform.apply_patterns.gpu.unroll_vectors_subgroup_mma [m, n, k]`."""

    name = "transform.apply_patterns.gpu.unroll_vectors_subgroup_mma"
    m = prop()
    n = prop()
    k = prop()
    _KEYS = ("m", "n", "k")

    @classmethod
    def parse(cls, p):
        p.punct("[")
        props = {}
        for i, key in enumerate(cls._KEYS):
            if i:
                p.punct(",")
            props[key] = K.I64Attr.parse(p)
        p.punct("]")
        attrs = _strict_attr_dict(cls, p, p.optional_attr_dict)
        return cls.create([], [], props, attrs)

    def verify_invariants_(self):
        from .ops import check_props

        # property conversion takes any IntegerAttr (`true` too); the i64 constraint is ODS's check
        check_props(self, {key: lambda a: isinstance(a, IntegerAttr) for key in self._KEYS})
        for key in self._KEYS:
            a = self.properties.get(key)
            if a is not None and a.type is not i64:
                raise VerifyError(f"attribute '{key}' failed to satisfy constraint: 64-bit signless integer attribute")

    def print(self, p):
        vals = ", ".join(str(self.properties[key].value) for key in self._KEYS)
        p.w(f"{self.name}[{vals}]")
        p.op_attr_dict(self, self.property_names)

    def option_values(self):
        return {key: self.properties[key].value for key in self._KEYS}


register_pattern_descriptor(ApplyUnrollVectorsSubgroupMmaOp.name,
                            "vecir.transforms.vector.unroll_gpu_mma:populate_unroll_vectors_subgroup_mma_patterns")


@register_op
class ApplyUnrollVectorsGpuMmaSyncOp(PatternDescriptorOp):
    """`transform.apply_patterns.iree.unroll_vectors_gpu_mma_sync`: IREE's mma.sync native shapes
    (m16n8k16 for f16, m16n8k8 for f32, ...) with the contraction order of the subgroup-MMA op."""

    name = "transform.apply_patterns.iree.unroll_vectors_gpu_mma_sync"


register_pattern_descriptor(ApplyUnrollVectorsGpuMmaSyncOp.name,
                            "vecir.transforms.vector.unroll_gpu_mma:populate_unroll_vectors_gpu_mma_sync_patterns")


@register_op
class ApplyUnrollVectorsGpuWmmaSyncOp(PatternDescriptorOp):
    """`transform.apply_patterns.iree.unroll_vectors_gpu_wmma_sync`: IREE's wmma native shapes
    (m16n16k16 for f16, m16n16k8 otherwise), reads/elementwise ops shaped by their slices."""

    name = "transform.apply_patterns.iree.unroll_vectors_gpu_wmma_sync"


register_pattern_descriptor(ApplyUnrollVectorsGpuWmmaSyncOp.name,
                            "vecir.transforms.vector.unroll_gpu_mma:populate_unroll_vectors_gpu_wmma_sync_patterns")
