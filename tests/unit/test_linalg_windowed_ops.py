"""The channel-first, depthwise and pooling named ops (vecir/dialects/linalg/named_windowed.py):
custom form, generic form and `--linalg-generalize-named-ops` byte-identical to iree-opt for every
op on f32, mixed-width integer (memref) and f16->f32 operands; upstream's body-building error for
an unsigned pooling on floats; interpreter results equal to a loop-by-loop NumPy model."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import vecir
from vecir.dialects.linalg import named_windowed as nw
from vecir.ir.op import OP_REGISTRY

from .oracle import needs_iree_opt, same_as_iree_opt

OPS = sorted(n for n, c in OP_REGISTRY.items() if isinstance(c, type) and issubclass(c, nw.WindowedOp))
_KINDS = {"n": 2, "c": 3, "ic": 2, "f": 2, "cm": 2, "g": 2, "fg": 3}


def _sizes(cls):
    return {x: 3 if x.startswith("o") else 2 if x.startswith("k") else _KINDS[x] for x in cls.LOOPS}


def _shapes(cls, stride, dil):
    size = _sizes(cls)
    out = []
    for idx in cls.INDICES:
        dims = []
        for x in idx:
            if "*" in x:
                o, k = x.split("*")
                dims.append((size[o] - 1) * stride + (size[k] - 1) * dil + 1)
            else:
                dims.append(size[x])
        out.append(dims)
    return out


def _func(name, cls, stride, dil, elems, memref=False):
    kind = "memref" if memref else "tensor"
    ts = [f"{kind}<{'x'.join(map(str, s))}x{e}>" for s, e in zip(_shapes(cls, stride, dil), elems)]
    attrs = (f"{{dilations = dense<{dil}> : tensor<{cls.SPATIAL}xi64>, strides = dense<{stride}> : "
             f"tensor<{cls.SPATIAL}xi64>}}")
    zp, zp_types, zp_args = "", "", ""
    if cls.QUANTIZED:  # the zero points: i32 scalars
        zp, zp_types, zp_args = ", %zx, %zk", ", i32, i32", ", %zx: i32, %zk: i32"
    call = f"{cls.name} {attrs} ins(%x, %k{zp} : {ts[0]}, {ts[1]}{zp_types}) outs(%y : {ts[2]})"
    if memref:
        return f"func.func @{name}(%x: {ts[0]}, %k: {ts[1]}{zp_args}, %y: {ts[2]}) {{\n  {call}\n  return\n}}\n"
    return (f"func.func @{name}(%x: {ts[0]}, %k: {ts[1]}{zp_args}, %y: {ts[2]}) -> {ts[2]} {{\n"
            f"  %r = {call} -> {ts[2]}\n  return %r : {ts[2]}\n}}\n")


def _module(op_name):
    cls = OP_REGISTRY[op_name]
    if cls.UNSIGNED:
        variants = [(1, 1, ("i16", "i16", "i32"), False), (2, 1, ("i8", "i8", "i32"), True)]
    else:
        variants = [(1, 1, ("f32", "f32", "f32"), False), (2, 1, ("i8", "i8", "i32"), True),
                    (1, 2, ("f16", "f16", "f32"), False)]
    return "\n".join(_func(f"v{j}", cls, s, d, e, m) for j, (s, d, e, m) in enumerate(variants))


@needs_iree_opt
@pytest.mark.parametrize("flags", [(), ("--mlir-print-op-generic",), ("--linalg-generalize-named-ops",)],
                         ids=["custom", "generic", "generalized"])
@pytest.mark.parametrize("op_name", OPS)
def test_printing_matches_iree_opt(op_name, flags):
    same_as_iree_opt(_module(op_name), *flags)


@needs_iree_opt
@pytest.mark.parametrize("op_name", ["linalg.pooling_nwc_max_unsigned", "linalg.pooling_nhwc_min_unsigned"])
def test_unsigned_pooling_on_floats_is_rejected_as_upstream(op_name):
    cls = OP_REGISTRY[op_name]
    out = same_as_iree_opt(_func("u", cls, 1, 1, ("f32", "f32", "f32")))
    assert "not on uint" in out


# An independent model: the ops' index expressions as written in OpDSL, run point by point.
# (loops, input, filter, output, combine)
MODEL = {
    "linalg.depthwise_conv_1d_nwc_wc": ("n ow ic kw", "n ow*kw ic", "kw ic", "n ow ic", "mul"),
    "linalg.depthwise_conv_1d_ncw_cw": ("n ow ic kw", "n ic ow*kw", "ic kw", "n ic ow", "mul"),
    "linalg.depthwise_conv_2d_nhwc_hwc": ("n oh ow ic kh kw", "n oh*kh ow*kw ic", "kh kw ic", "n oh ow ic", "mul"),
    "linalg.depthwise_conv_2d_nhwc_hwcm": ("n oh ow ic cm kh kw", "n oh*kh ow*kw ic", "kh kw ic cm",
                                           "n oh ow ic cm", "mul"),
    "linalg.conv_2d": ("oh ow kh kw", "oh*kh ow*kw", "kh kw", "oh ow", "mul"),
    "linalg.conv_1d_ncw_fcw": ("n f ow c kw", "n c ow*kw", "f c kw", "n f ow", "mul"),
    "linalg.conv_2d_nchw_fchw": ("n f oh ow c kh kw", "n c oh*kh ow*kw", "f c kh kw", "n f oh ow", "mul"),
    "linalg.pooling_nwc_sum": ("n ow c kw", "n ow*kw c", "kw", "n ow c", "add"),
    "linalg.pooling_nwc_max": ("n ow c kw", "n ow*kw c", "kw", "n ow c", "max"),
    "linalg.pooling_nwc_min_unsigned": ("n ow c kw", "n ow*kw c", "kw", "n ow c", "umin"),
    "linalg.pooling_nhwc_min": ("n oh ow c kh kw", "n oh*kh ow*kw c", "kh kw", "n oh ow c", "min"),
    "linalg.pooling_nhwc_max_unsigned": ("n oh ow c kh kw", "n oh*kh ow*kw c", "kh kw", "n oh ow c", "umax"),
    "linalg.pooling_nchw_sum": ("n c oh ow kh kw", "n c oh*kh ow*kw", "kh kw", "n c oh ow", "add"),
    "linalg.conv_2d_ngchw_gfchw": ("n g fg oh ow c kh kw", "n g c oh*kh ow*kw", "g fg c kh kw", "n g fg oh ow", "mul"),
    "linalg.depthwise_conv_2d_nhwc_hwc_q": ("n oh ow ic kh kw", "n oh*kh ow*kw ic", "kh kw ic", "n oh ow ic", "mulq"),
    "linalg.pooling_ndhwc_max": ("n od oh ow c kd kh kw", "n od*kd oh*kh ow*kw c", "kd kh kw", "n od oh ow c",
                                 "max"),
}


def _model(spec, x, k, y, stride, dil):
    loops, xi, ki, yi, comb = spec
    names = loops.split()
    out = y.astype(np.int64 if y.dtype.kind in "iu" else np.float64).copy()
    sizes = {}
    for arr, idx in ((y, yi), (k, ki)):
        for n, s in zip(idx.split(), arr.shape):
            sizes[n] = s
    for pt in itertools.product(*(range(sizes[n]) for n in names)):
        v = dict(zip(names, pt))

        def at(idx):
            return tuple(v[a] * stride + v[b] * dil if "*" in t else v[t]
                         for t in idx.split() for a, b in [t.split("*") if "*" in t else (t, t)])
        xv, yo = x[at(xi)], at(yi)
        if comb == "mulq":  # zero points 3 (input) and -2 (filter)
            out[yo] += (int(xv) - 3) * (int(k[at(ki)]) + 2) if y.dtype.kind in "iu" else \
                (float(xv) - 3) * (float(k[at(ki)]) + 2)
        elif comb == "mul":
            out[yo] += int(xv) * int(k[at(ki)]) if y.dtype.kind in "iu" else float(xv) * float(k[at(ki)])
        elif comb == "add":
            out[yo] += xv
        elif comb in ("max", "min"):
            out[yo] = (max if comb == "max" else min)(out[yo], xv)
        else:  # unsigned: the input zero-extended, compared as unsigned 32-bit
            u = int(xv) & (0xFF if x.dtype == np.int8 else 0xFFFF)
            out[yo] = (max if comb == "umax" else min)(int(out[yo]) & 0xFFFFFFFF, u)
    if y.dtype.kind in "iu":
        return (out & 0xFFFFFFFF).astype(np.uint32).view(np.int32).astype(y.dtype)
    return out.astype(y.dtype)


@pytest.mark.parametrize("op_name,elem", [(n, e) for n in sorted(MODEL) for e in ("f32", "i8")
                                          if e == "i8" or not OP_REGISTRY[n].UNSIGNED])  # unsigned: integers only
def test_semantics_match_numpy_model(op_name, elem):
    cls = OP_REGISTRY[op_name]
    stride, dil = (2, 1 + (len(op_name) % 2)) if cls.WINDOW_ATTRS else (1, 1)  # conv_1d/2d/3d: unit windows
    elems = ("f32", "f32", "f32") if elem == "f32" else ("i8", "i8", "i32")
    text = _func("w", cls, stride, dil, elems)
    rng = np.random.default_rng(len(op_name))
    shapes = _shapes(cls, stride, dil)
    if elem == "f32":
        x, k, y = (rng.integers(-6, 7, s).astype(np.float32) for s in shapes)
    else:
        x, k = (rng.integers(-128, 128, s).astype(np.int8) for s in shapes[:2])
        y = rng.integers(-300, 300, shapes[2]).astype(np.int32)
    zps = (np.int32(3), np.int32(-2)) if cls.QUANTIZED else ()
    got = np.asarray(vecir.run(vecir.parse(text), "w", x, k, *zps, y.copy()))
    np.testing.assert_array_equal(got, _model(MODEL[op_name], x, k, y, stride, dil))


@needs_iree_opt
@pytest.mark.parametrize("op_name,shapes", [
    ("linalg.conv_1d_ncw_fcw", ("1x2x7xf32", "3x2x2xf32", "1x3x3xf32")),  # the windows reach row 7
    ("linalg.pooling_nhwc_sum", ("1x4x5x2xf32", "2x2xf32", "1x3x3x2xf32")),  # columns: rows 3 and 4 only
])
def test_input_too_small_for_the_windows(op_name, shapes):
    """upstream's 'greater than or equal to' check of a window dimension (all loop ranges static)."""
    x, k, y = shapes
    text = (f"func.func @t(%x: tensor<{x}>, %k: tensor<{k}>, %y: tensor<{y}>) -> tensor<{y}> {{\n"
            f"  %r = {op_name} {{strides = dense<{'[2, 1]' if 'nhwc' in op_name else 3}> : "
            f"tensor<{2 if 'nhwc' in op_name else 1}xi64>}} ins(%x, %k : tensor<{x}>, tensor<{k}>) "
            f"outs(%y : tensor<{y}>) -> tensor<{y}>\n  return %r : tensor<{y}>\n}}\n")
    assert "greater than or equal to" in same_as_iree_opt(text)
