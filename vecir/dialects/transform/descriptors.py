"""Pattern descriptor ops (`transform.apply_patterns.*`) and the registry that gives them patterns.

A descriptor op names a pattern set inside `transform.apply_patterns`:

    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
      transform.apply_patterns.canonicalization
    } : !transform.any_op

Every descriptor iree-opt 3.13 knows for vector (and the few generic ones) is declared here with its
options, so scripts parse, verify and print exactly as upstream even when vecir has no patterns
for them yet. A transform module hooks its patterns in with one line:

    register_pattern_descriptor("transform.apply_patterns.vector.lower_contraction",
                                populate_vector_contract_lowering_patterns)

The populate function is called as ``populate(patterns, options)``: ``options`` is a
:class:`DescriptorOptions` holding the descriptor op's options as Python values, readable as
attributes or as a mapping (enum options as their keyword: ``options.lowering_strategy == "dot"``,
integers as int, booleans as bool); the ``fixed_options`` given at registration are passed as
keyword arguments (``register_pattern_descriptor(name, populate, disable_outer_product_lowering=True)``
calls ``populate(patterns, options, disable_outer_product_lowering=True)``). A populate function
taking only ``patterns`` is called as ``populate(patterns, **fixed_options)``. ``"module:function"``
strings are accepted too (imported on first use). Applying a descriptor nobody registered is a
diagnostic, not a crash.
"""

from __future__ import annotations

import importlib
import re
from typing import Any, Callable

from ...ir.attrs import BoolAttr, IntegerAttr
from ...ir.op import Op, register_op
from ...ir.types import IntegerType, i32, i64
from ...syntax.asm_format import _strict_attr_dict

# op name -> (populate function or "module:function", fixed keyword options)
PATTERN_DESCRIPTORS: dict[str, tuple[Any, dict]] = {}


def register_pattern_descriptor(op_name: str, populate: Callable[..., None] | str, **fixed_options: Any) -> None:
    """Make ``transform.apply_patterns`` collect ``populate(patterns, **options)`` for ``op_name``."""
    PATTERN_DESCRIPTORS[op_name] = (populate, fixed_options)


class DescriptorOptions(dict):
    """A descriptor op's options: ``options.lowering_strategy`` or ``options["lowering_strategy"]``."""

    def __getattr__(self, key: str) -> Any:
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None


def call_populate(fn: Callable[..., None], patterns, options: dict, fixed: dict | None = None) -> None:
    """``fn(patterns, DescriptorOptions(options), **fixed)``, or ``fn(patterns, **fixed)`` if it takes
    one positional argument."""
    fixed = fixed or {}
    import inspect

    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        params = []
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if len(positional) >= 2 or any(p.kind == p.VAR_POSITIONAL for p in params) or not params:
        fn(patterns, DescriptorOptions(options), **fixed)
    else:
        fn(patterns, **fixed)


def lookup_pattern_descriptor(op_name: str) -> tuple[Callable[..., None], dict] | None:
    entry = PATTERN_DESCRIPTORS.get(op_name)
    if entry is None:
        return None
    fn, fixed = entry
    if isinstance(fn, str):
        mod, _, attr = fn.partition(":")
        fn = getattr(importlib.import_module(mod), attr)
        PATTERN_DESCRIPTORS[op_name] = (fn, fixed)
    return fn, fixed


# ------------------------------------------------------------------------------------------------
# option kinds: how an option is stored (generic form), spelled (custom form) and handed to populate


class _Enum:
    def __init__(self, names: tuple[str, ...], default: str) -> None:
        self.names = names          # by stored integer value
        self.default = names.index(default)

    def attr(self, v: int) -> IntegerAttr:
        return IntegerAttr(v, i32)

    def parse(self, p, op_name: str, key: str) -> IntegerAttr:
        q = p.skip()
        word = p.try_bare_id()
        if word is None:
            word = p.try_string()
        if word not in self.names:
            raise p.error(f"custom op '{op_name}' expected string or keyword containing one of the following "
                          f"enum values for attribute '{key}' [{', '.join(self.names)}]", q)
        return self.attr(self.names.index(word))

    def accepts(self, a) -> bool:
        return isinstance(a, IntegerAttr) and a.type is i32 and 0 <= a.value < len(self.names)

    def render(self, a: IntegerAttr) -> str:
        word = self.names[a.value]
        return word if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", word) else f'"{word}"'

    def python(self, a: IntegerAttr) -> str:
        return self.names[a.value]


class _Int:
    def __init__(self, type: IntegerType, default: int) -> None:
        self.type = type
        self.default = default

    def attr(self, v: int) -> IntegerAttr:
        return IntegerAttr(v, self.type)

    def parse(self, p, op_name: str, key: str) -> IntegerAttr:
        return self.attr(p.int())

    def accepts(self, a) -> bool:
        return isinstance(a, IntegerAttr) and a.type is self.type

    def render(self, a: IntegerAttr) -> str:
        return str(a.value)

    def python(self, a: IntegerAttr) -> int:
        return a.value


class _Bool(_Int):
    def __init__(self, default: bool) -> None:
        self.default = int(default)

    def attr(self, v: int) -> IntegerAttr:
        return BoolAttr(bool(v))

    def accepts(self, a) -> bool:
        return isinstance(a, IntegerAttr) and a.type.width == 1

    def parse(self, p, op_name: str, key: str) -> IntegerAttr:
        q = p.skip()
        if p.try_keyword("true"):
            return self.attr(1)
        if p.try_keyword("false"):
            return self.attr(0)
        raise p.error("expected 'true' or 'false'", q)

    def render(self, a: IntegerAttr) -> str:
        return "true" if a.value else "false"

    def python(self, a: IntegerAttr) -> bool:
        return bool(a.value)


CONTRACT_LOWERING = ("dot", "llvmintr", "outerproduct", "parallelarith")
TRANSPOSE_LOWERING = ("eltwise", "llvmintr", "shuffle_1d", "shuffle_16x16")
MULTI_REDUCTION_LOWERING = ("innerparallel", "innerreduction")
TRANSFER_SPLIT = ("none", "vector-transfer", "linalg-copy", "force-in-bounds")


class PatternDescriptorOp(Op):
    """A `transform.apply_patterns.*` op: options printed `key = value` in declaration order, each
    elided when it equals its default (upstream's DefaultValuedAttr in an optional group)."""

    is_pattern_descriptor = True
    options: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def parse(cls, p):
        props = {}
        progress = True
        while progress:  # upstream's oilist: options in any order, each at most once
            progress = False
            for key, kind in cls.options:
                if key not in props and p.try_keyword(key):
                    p.punct("=")
                    props[key] = kind.parse(p, cls.name, key)
                    progress = True
        for key, kind in cls.options:
            if kind.default is None and key not in props:
                raise p.error(f"custom op '{cls.name}' expected '{key}'")
        attrs = _strict_attr_dict(cls, p, p.optional_attr_dict)
        return cls.create([], [], props, attrs)

    def verify_invariants_(self):
        from .ops import check_props

        check_props(self, {key: kind.accepts for key, kind in self.options})

    def print(self, p):
        p.w(self.name)
        for key, kind in self.options:
            a = self.properties.get(key)
            if a is not None and (kind.default is None or a.value != kind.default):
                p.w(f" {key} = {kind.render(a)}")
        p.op_attr_dict(self, self.property_names)

    def option_values(self) -> dict[str, Any]:
        """The options as Python values (defaults filled in)."""
        out = {}
        for key, kind in self.options:
            a = self.properties.get(key)
            if a is not None:
                out[key] = kind.python(a)
        return out


def _descriptor(op_name: str, *options: tuple[str, Any]) -> type[PatternDescriptorOp]:
    from ...ir.op import prop

    ns: dict[str, Any] = {"name": op_name, "options": options, "__doc__": f"`{op_name}`"}
    for key, kind in options:
        ns[key] = prop() if kind.default is None else prop(default=kind.attr(kind.default), populate=True)
    cls_name = "".join(w.capitalize() for w in re.split(r"[._]", op_name.removeprefix("transform."))) + "Op"
    return register_op(type(cls_name, (PatternDescriptorOp,), ns))


_V = "transform.apply_patterns.vector."
VECTOR_DESCRIPTORS = [
    _descriptor(_V + "cast_away_vector_leading_one_dim"),
    _descriptor(_V + "drop_inner_most_unit_dims_from_xfer_ops"),
    _descriptor(_V + "drop_unit_dims_with_shape_cast"),
    _descriptor(_V + "elementwise_to_vector"),
    _descriptor(_V + "flatten_vector_transfer_ops",
                ("target_vector_bitwidth", _Int(IntegerType(32, 2), 4294967295))),
    _descriptor(_V + "fold_arith_extension"),
    _descriptor(_V + "interleave_and_deinterleave_to_shuffle"),
    _descriptor(_V + "lower_bitcast"),
    _descriptor(_V + "lower_broadcast"),
    _descriptor(_V + "lower_contraction", ("lowering_strategy", _Enum(CONTRACT_LOWERING, "outerproduct"))),
    _descriptor(_V + "lower_create_mask"),
    _descriptor(_V + "lower_gather"),
    _descriptor(_V + "lower_interleave"),
    _descriptor(_V + "lower_masked_transfers"),
    _descriptor(_V + "lower_masks"),
    _descriptor(_V + "lower_outerproduct"),
    _descriptor(_V + "lower_scan"),
    _descriptor(_V + "lower_shape_cast"),
    _descriptor(_V + "lower_step", ("index_bitwidth", _Int(i64, None))),
    _descriptor(_V + "lower_transfer", ("max_transfer_rank", _Int(i64, 1))),
    _descriptor(_V + "lower_transpose", ("lowering_strategy", _Enum(TRANSPOSE_LOWERING, "eltwise")),
                ("avx2_lowering_strategy", _Bool(False))),
    _descriptor(_V + "materialize_masks"),
    _descriptor(_V + "multi_reduction_flattening",
                ("lowering_strategy", _Enum(MULTI_REDUCTION_LOWERING, "innerparallel"))),
    _descriptor(_V + "multi_reduction_unrolling",
                ("lowering_strategy", _Enum(MULTI_REDUCTION_LOWERING, "innerparallel"))),
    _descriptor(_V + "rank_reducing_subview_patterns"),
    _descriptor(_V + "reduction_to_contract"),
    _descriptor(_V + "reorder_multi_reduction_dims",
                ("lowering_strategy", _Enum(MULTI_REDUCTION_LOWERING, "innerparallel"))),
    _descriptor(_V + "rewrite_narrow_types"),
    _descriptor(_V + "sink_mem_ops"),
    _descriptor(_V + "sink_ops"),
    _descriptor(_V + "split_transfer_full_partial",
                ("split_transfer_strategy", _Enum(TRANSFER_SPLIT, "linalg-copy"))),
    _descriptor(_V + "transfer_permutation_patterns"),
    _descriptor(_V + "transfer_to_scf", ("max_transfer_rank", _Int(i64, 1)), ("full_unroll", _Bool(False))),
    _descriptor(_V + "unroll_from_elements"),
    _descriptor(_V + "unroll_to_elements"),
]

_SINGLE_USE = ("fold_single_use_only", _Bool(False))
OTHER_DESCRIPTORS = [_descriptor("transform.apply_patterns.canonicalization")] + [
    _descriptor("transform.apply_patterns." + name, *options) for name, *options in (
        ("linalg.data_layout_propagation", ("poison_padding", _Bool(False))),
        ("linalg.decompose_pack_unpack",), ("linalg.decompose_pad",), ("linalg.erase_unnecessary_inputs",),
        ("linalg.erase_unused_operands_and_results",), ("linalg.extract_slice_sinking",),
        ("linalg.fold_add_into_dest",), ("linalg.fold_pack_unpack_into_empty", _SINGLE_USE),
        ("linalg.fold_unit_extent_dims_via_reshapes",), ("linalg.fold_unit_extent_dims_via_slices",),
        ("linalg.pad_vectorization",), ("linalg.swap_extract_slice_with_fill",), ("linalg.tiling_canonicalization",),
        ("memref.alloc_to_alloca",), ("memref.expand_ops",), ("memref.expand_strided_metadata",),
        ("memref.extract_address_computations",), ("memref.fold_memref_alias_ops",),
        ("memref.resolve_ranked_shaped_type_result_dims",), ("scf.for_loop_canonicalization",),
        ("tensor.bubble_up_extract_slice",), ("tensor.decompose_concat",),
        ("tensor.drop_redundant_insert_slice_rank_expansion",), ("tensor.fold_into_pack_and_unpack",),
        ("tensor.fold_tensor_empty", _SINGLE_USE), ("tensor.fold_tensor_subset_ops",),
        ("tensor.fold_tensor_subset_ops_into_vector_transfers",), ("tensor.merge_consecutive_insert_extract_slice",),
        ("tensor.reassociative_reshape_folding",), ("tensor.rewrite_as_constant",),
    )
]
