"""Cases of the vector lowering families (tests/vector_lowering/*.mlir) and how to run them (helpers, no tests).

Each case file starts with one or more `// PASS: <vecir pass>{<options>}` lines; every `// -----`
chunk is lowered by each of those passes. ``transform_op`` turns a pass into the
`transform.apply_patterns.vector.*` descriptor applying the same pattern set upstream, so the
same chunk can be run through `iree-opt --transform-interpreter`.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

import vecir
from vecir.ir.types import FloatType, IntegerType, IndexType, VectorType
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

CASE_DIR = Path(__file__).parent.parent / "vector_lowering"
CASE_FILES = sorted(CASE_DIR.glob("*.mlir"))

# vecir pass -> (transform descriptor, {vecir option: transform attribute}), value spellings mapped
TRANSFORM_OPS = {
    "vector-lower-contraction": ("lower_contraction", {"lowering-strategy": "lowering_strategy"}),
    "vector-lower-outerproduct": ("lower_outerproduct", {}),
    "vector-lower-transpose": ("lower_transpose", {"lowering-strategy": "lowering_strategy"}),
    "vector-lower-broadcast": ("lower_broadcast", {}),
    "vector-lower-shape-cast": ("lower_shape_cast", {}),
    "vector-reorder-multi-reduction-dims": ("reorder_multi_reduction_dims", {"lowering-strategy": "lowering_strategy"}),
    "vector-multi-reduction-flattening": ("multi_reduction_flattening", {"lowering-strategy": "lowering_strategy"}),
    "vector-multi-reduction-unrolling": ("multi_reduction_unrolling", {"lowering-strategy": "lowering_strategy"}),
    # upstream's pass runs three pattern sets one after the other: three apply_patterns
    "lower-vector-multi-reduction": (["reorder_multi_reduction_dims", "multi_reduction_flattening",
                                      "multi_reduction_unrolling"], {"lowering-strategy": "lowering_strategy"}),
    "vector-lower-masks": ("lower_masks", {}),
    "vector-lower-masked-transfers": ("lower_masked_transfers", {}),
    "vector-lower-scan": ("lower_scan", {}),
    "vector-lower-gather": ("lower_gather", {}),
    "vector-lower-interleave": ("lower_interleave", {}),
    "vector-interleave-to-shuffle": ("interleave_and_deinterleave_to_shuffle", {}),
    "vector-lower-bitcast": ("lower_bitcast", {}),
    "vector-lower-step": ("lower_step index_bitwidth = 64", {}),
    "vector-cast-away-leading-one-dim": ("cast_away_vector_leading_one_dim", {}),
    "vector-drop-unit-dims-with-shape-cast": ("drop_unit_dims_with_shape_cast", {}),
    "vector-unroll-from-elements": ("unroll_from_elements", {}),
    "vector-rank-reducing-subview": ("rank_reducing_subview_patterns", {}),
    "vector-fold-arith-extension": ("fold_arith_extension", {}),
    "vector-rewrite-narrow-types": ("rewrite_narrow_types", {}),
    "vector-drop-inner-most-unit-dims": ("drop_inner_most_unit_dims_from_xfer_ops", {}),
    "vector-sink-mem-ops": ("sink_mem_ops", {}),
    "vector-elementwise-to-vector": ("elementwise_to_vector", {}),
    "vector-materialize-masks": ("materialize_masks", {}),
    "vector-reduction-to-contract": ("reduction_to_contract", {}),
    "vector-unroll-to-elements": ("unroll_to_elements", {}),
    "vector-transfer-permutation-lowering": ("transfer_permutation_patterns", {}),
    "vector-lower-transfer": ("lower_transfer", {"max-transfer-rank": "max_transfer_rank"}),
    "vector-split-transfer-full-partial": ("split_transfer_full_partial",
                                           {"split-transfer-strategy": "split_transfer_strategy"}),
    "vector-flatten-transfer": ("flatten_vector_transfer_ops", {"target-vector-bitwidth": "target_vector_bitwidth"}),
    "convert-vector-to-scf": ("transfer_to_scf", {"target-rank": "max_transfer_rank", "full-unroll": "full_unroll"}),
    # transform ops of their own (not pattern descriptors): script lines applied to the functions %f
    "hoist-redundant-vector-transfers": (
        "transform.structured.hoist_redundant_vector_transfers %f : (!transform.any_op) -> !transform.any_op", {}),
    "hoist-redundant-vector-broadcasts": (
        "transform.structured.hoist_redundant_vector_broadcasts %f : (!transform.any_op) -> !transform.any_op", {}),
    "loop-invariant-subset-hoisting": (
        "transform.loop.hoist_loop_invariant_subsets %l : !transform.any_op", {}),
    "transfer-forwarding": ("transform.memref.erase_dead_alloc_and_stores %f : (!transform.any_op) -> ()", {}),
}
VALUE_SPELLING = {"inner-parallel": "innerparallel", "inner-reduction": "innerreduction",
                  "linalg-copy": '"linalg-copy"', "vector-transfer": '"vector-transfer"'}


def passes_of(text: str) -> list[str]:
    return [line[len("// PASS:"):].strip() for line in text.splitlines() if line.startswith("// PASS:")]


def upstream_miscompiles(text: str) -> list[str]:
    """Passes whose upstream output for this file is known to be wrong (`// UPSTREAM-MISCOMPILES:`)."""
    key = "// UPSTREAM-MISCOMPILES:"
    return [line[len(key):].strip() for line in text.splitlines() if line.startswith(key)]


def semantics_only(text: str) -> list[str]:
    """Passes of this file with no upstream counterpart to compare with (`// SEMANTICS-ONLY:`)."""
    key = "// SEMANTICS-ONLY:"
    return [line[len(key):].strip() for line in text.splitlines() if line.startswith(key)]


def chunks_of(text: str) -> list[str]:
    return [c for c in text.split("// -----") if "func.func" in c]


def transform_ops(pass_text: str) -> list[str]:
    """The descriptor op(s) of a pass, each applied by its own `transform.apply_patterns`."""
    m = re.fullmatch(r"([\w-]+)(?:\{(.*)\})?", pass_text)
    name, opts = m.group(1), m.group(2) or ""
    ops, attr_names = TRANSFORM_OPS[name]
    out = []
    for op in [ops] if isinstance(ops, str) else ops:
        if op.startswith("transform."):  # unit options of transform ops follow the handle
            for kv in opts.split():
                k, _, v = kv.partition("=")
                if v == "true":
                    op = op.replace(" %f ", f" %f {k.replace('-', '_')} ", 1)
            out.append(op)
            continue
        parts = [f"transform.apply_patterns.vector.{op}"]
        for kv in opts.split():
            k, _, v = kv.partition("=")
            parts.append(f"{attr_names[k]} = {VALUE_SPELLING.get(v, v)}")
        out.append(" ".join(parts))
    return out


def _apply(op: str) -> str:
    if not op.startswith("transform.apply_patterns."):  # a transform op of its own
        loops = "%l = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> " \
                "!transform.any_op\n    " if "%l" in op else ""
        return f"\n    {loops}{op}"
    return f"""
    transform.apply_patterns to %f {{
      {op}
    }} : !transform.any_op"""


def transform_script(pass_text: str) -> str:
    applies = "".join(_apply(op) for op in transform_ops(pass_text))
    return f"""
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op{applies}
    transform.yield
  }}
}}
"""


def strip_transform_module(text: str) -> str:
    """iree-opt's output without the nested `module attributes {transform.with_named_sequence}`."""
    out, skipping = [], False
    for line in text.splitlines():
        if line.startswith("  module attributes {transform.with_named_sequence}"):
            skipping = True
            continue
        if skipping:
            if line == "  }":
                skipping = False
            continue
        out.append(line)
    return "\n".join(out).rstrip("\n") + "\n"


def run_vecir_pass(chunk: str, pass_text: str):
    m = vecir.parse(chunk)
    PassManager.parse(f"builtin.module({pass_text})").run(m)
    return m


def run_vecir_transform_script(text: str):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return m


def print_module(m) -> str:
    return print_op(m).strip("\n") + "\n"


def int_range(text: str) -> tuple[int, int]:
    """`// INT-RANGE: lo hi` in a case file bounds its random integers (e.g. gather indices)."""
    for line in text.splitlines():
        if line.startswith("// INT-RANGE:"):
            lo, hi = line[len("// INT-RANGE:"):].split()
            return int(lo), int(hi)
    return -8, 8


def random_value(t, rng: np.random.Generator, vscale: int, ints: tuple[int, int] = (-8, 8)):
    """A random runtime value of type ``t``: floats in [-2, 2), integers in ``ints``, random bools;
    vectors, ranked tensors and memrefs of those (a dynamic size is 7)."""
    from vecir.ir.dtypes import numpy_dtype
    from vecir.ir.types import MemRefType, RankedTensorType

    e = t.element_type if isinstance(t, (VectorType, MemRefType, RankedTensorType)) else t
    if isinstance(t, VectorType):
        shape = t.concrete_shape(vscale)
    elif isinstance(t, (MemRefType, RankedTensorType)):
        shape = tuple(d if d >= 0 else 7 for d in t.shape)
    else:
        shape = ()
    if isinstance(e, FloatType):
        v = rng.uniform(-2, 2, size=shape)
    elif isinstance(e, IntegerType) and e.width == 1:
        v = rng.integers(0, 2, size=shape).astype(bool)
    elif isinstance(e, (IntegerType, IndexType)):
        v = rng.integers(ints[0], ints[1], size=shape)
        if isinstance(e, IntegerType) and e.width < 64:  # wrap into the type (i4: -8..7)
            m = 1 << e.width
            v = np.mod(v, m)
            v = np.where(v >= m // 2, v - m, v)
    else:
        raise TypeError(f"no random values of {t}")
    return np.asarray(v, dtype=numpy_dtype(e))


def functions(m) -> list:
    return [o for o in m.walk() if o.name == "func.func"]


def func_types(f):
    ft = f.get_attr("function_type") or f.properties.get("function_type")
    t = ft.value if hasattr(ft, "value") else ft
    return list(t.inputs), list(t.results)
