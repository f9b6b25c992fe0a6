"""The linalg dialect subset: structured ops on tensors and memrefs (generic, fill, copy, transpose,
matmul, batch_matmul, batch_reduce_matmul, dot, matvec, vecmat, batch_matvec, batch_vecmat,
conv_1d_nwc_wcf, conv_2d_nhwc_hwcf and the other convolutions, depthwise convolutions and poolings,
elementwise, map, reduce, broadcast) with linalg.yield and linalg.index.

``structured`` holds the shared syntax, interface verifiers and loop-nest semantics; ``named`` the
named ops (implicit regions), ``named_contractions`` the other contractions, ``named_windowed`` the
other windowed ops (one table row per convolution / pooling), ``elementwise`` the
elementwise op, ``map_reduce`` map/reduce/broadcast; ``generic`` the generic op and its region ops;
``transform_ops`` the transform.structured.* ops that tile/decompose/vectorize from scripts,
``fuse_transform_ops`` the ones that fuse producers into tile loops."""

from . import (attrs, elementwise, fuse_transform_ops, generic, map_reduce, named, named_contractions,  # noqa: F401
               named_windowed, structured, transform_ops)

from . import tile_forall_transform_op  # noqa: F401,E402

named._register_erase_dead()
