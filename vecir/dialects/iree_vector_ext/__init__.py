"""The iree_vector_ext dialect (seed 002; IREE's Codegen/Dialect/VectorExt as iree-opt 3.13 has it).

``layout``: `#iree_vector_ext.nested_layout<...>` and its thread arithmetic (virtual ids,
distributed shapes, the elements each thread owns); ``ops_layout``: to_layout, to_simd, to_simt;
``ops_transfer``: transfer_gather, transfer_scatter; ``ops_arg_compare``: arg_compare and yield.
"""

import importlib

for _mod in ("layout", "ops_layout", "ops_transfer", "ops_arg_compare", "canonicalize"):
    try:
        importlib.import_module(f"{__name__}.{_mod}")
    except ModuleNotFoundError as _e:
        if _e.name != f"{__name__}.{_mod}":
            raise
