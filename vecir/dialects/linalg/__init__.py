"""The linalg dialect subset: structured ops on tensors and memrefs (generic, fill, copy, transpose,
matmul, batch_matmul, conv_1d_nwc_wcf, conv_2d_nhwc_hwcf) with linalg.yield and linalg.index.

``structured`` holds the shared syntax, interface verifiers and loop-nest semantics; ``named`` the
named ops (implicit regions); ``generic`` the generic op and its region ops;
``transform_ops`` the transform.structured.* ops that tile/decompose/vectorize from scripts,
``fuse_transform_ops`` the ones that fuse producers into tile loops."""

from . import attrs, fuse_transform_ops, generic, map_reduce, named, named_contractions, structured, transform_ops  # noqa: F401

named._register_erase_dead()
