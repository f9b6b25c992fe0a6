"""The transform dialect (upstream's Transform dialect subset used by vector scripts).

``types`` (handle and parameter types), ``ops`` (named_sequence, structured.match, apply_patterns,
include, foreach_match, ...) and ``descriptors`` (the `transform.apply_patterns.*` ops and the
pattern-descriptor registry: ``register_pattern_descriptor``). The interpreter that runs scripts is
vecir/transforms/transform_interpreter.py.
"""

from . import descriptors, handle_ops, match_ops, ops, types  # noqa: F401  (register the types and ops)
from . import hoisting_ops  # noqa: F401,E402  (hoisting / transfer-forwarding transform ops)
from . import sequence_ops  # noqa: F401,E402  (transform.sequence, transform.alternatives)
from . import affine_ops  # noqa: F401,E402  (transform.affine.super_vectorize)
from . import iree_ops  # noqa: F401,E402  (descriptors with a fixed unroll policy: gpu.unroll_vectors_subgroup_mma)
from . import module_attr  # noqa: F401,E402  (verifies the transform.with_named_sequence attribute)
from .descriptors import PATTERN_DESCRIPTORS, lookup_pattern_descriptor, register_pattern_descriptor

__all__ = ["PATTERN_DESCRIPTORS", "lookup_pattern_descriptor", "register_pattern_descriptor"]
