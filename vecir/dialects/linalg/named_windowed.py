"""linalg's windowed named ops besides conv_1d_nwc_wcf / conv_2d_nhwc_hwcf: the single-channel
(conv_1d/2d/3d, no strides or dilations), channel-first,
grouped and quantized (_q) convolutions, the depthwise convolutions and the poolings (upstream's
OpDSL ops of core_named_ops.py), each described by one row of a table.

    %d = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
           ins(%x, %k : tensor<1x9x4xf32>, tensor<3x4xf32>) outs(%y : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %p = linalg.pooling_nhwc_max ins(%x, %w : tensor<1x6x6x3xf32>, tensor<2x2xf32>)
           outs(%y : tensor<1x5x5x3xf32>) -> tensor<1x5x5x3xf32>

A row gives the loops (upstream's `domain`, reduction loops listed apart), each operand's index
expressions and the body. An index is a loop name or `out*win`, the window expression
`out * stride + win * dilation` (the i-th window expression of the input takes strides[i] and
dilations[i]). Bodies, as OpDSL builds them: `mul` is `out + cast(in) * cast(filter)` (the
convolutions), `add`/`max`/`min` reduce `cast(in)` into `out` (the poolings; the filter only gives
the window sizes, its block argument is unused); `unsigned` casts and compares unsigned; the _q
ops take two scalar zero points after the filter: `out + (cast(in) - cast(in_zp)) * (cast(filter)
- cast(filter_zp))`.

Semantics run the op's own region on NumPy arrays: for every point of the reduction loops the
operands are gathered over the whole output, so the body's ops (casts included) give the values.
"""

from __future__ import annotations

import itertools

from vecir._lazy import np

from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.op import OP_REGISTRY, register_op
from ...ir.types import FloatType, IntegerType
from .named import BodyBuildError, _binary, _ConvOp, cast_to, mul_add_body
from .structured import runtime_loop_ranges

_POOL_FNS = {  # body kind -> (float op, signed integer op, unsigned integer op)
    "add": ("arith.addf", "arith.addi", "arith.addi"),
    "max": ("arith.maximumf", "arith.maxsi", "arith.maxui"),
    "min": ("arith.minimumf", "arith.minsi", "arith.minui"),
}


def pool_body(block, kind: str, unsigned: bool = False) -> None:
    """`out = kind(out, cast(in))`, OpDSL's ReduceFn / `+=` on one cast input."""
    a, _, c = block.args
    t = c.type
    v = cast_to(block, a, t, unsigned)
    if kind == "add":
        r = _binary(block, c, v, "arith.addf", "arith.addi", "arith.ori")
    else:
        fl, si, ui = _POOL_FNS[kind]
        if unsigned and not (isinstance(t, IntegerType) and isinstance(v.type, IntegerType)):
            raise BodyBuildError(f"unsupported operation: unsigned {kind} not on uint")
        if isinstance(t, FloatType) and isinstance(v.type, FloatType):
            name = fl
        elif isinstance(t, IntegerType) and isinstance(v.type, IntegerType):
            name = ui if unsigned else si
        else:
            raise BodyBuildError(f"Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or "
                                 f"allInteger, got '{t}' and '{v.type}'")
        r = OP_REGISTRY[name].create([c, v], [t])
        block.append(r)
        r = r.results[0]
    block.append(OP_REGISTRY["linalg.yield"].create([r]))


def quantized_body(block) -> None:
    """`out + (cast(in) - cast(in_zp)) * (cast(filter) - cast(filter_zp))`, OpDSL's _q convolutions."""
    a, b, za, zb, c = block.args
    t = c.type
    x = _binary(block, cast_to(block, a, t), cast_to(block, za, t), "arith.subf", "arith.subi", "arith.subi")
    y = _binary(block, cast_to(block, b, t), cast_to(block, zb, t), "arith.subf", "arith.subi", "arith.subi")
    m = _binary(block, x, y, "arith.mulf", "arith.muli", "arith.andi")
    r = _binary(block, c, m, "arith.addf", "arith.addi", "arith.ori")
    block.append(OP_REGISTRY["linalg.yield"].create([r]))


class WindowedOp(_ConvOp):
    """A windowed named op given by its table row (module docstring)."""

    LOOPS: tuple = ()  # parallel loops, then reduction loops, in the domain's order
    REDUCTIONS: frozenset = frozenset()
    INDICES: tuple = ()  # (input, filter, output): each a tuple of "loop" or "out*win"
    BODY = "mul"
    UNSIGNED = False
    QUANTIZED = False  # the _q ops: two scalar zero points after the filter (inputs 2 and 3)

    WINDOW_ATTRS = True  # strides / dilations (linalg.conv_1d/2d/3d have none: unit strides)

    @classmethod
    def prop_names(cls):
        return ("dilations", "strides") if cls.WINDOW_ATTRS else ()

    @classmethod
    def bad_prop(cls, props):
        return super().bad_prop(props) if cls.WINDOW_ATTRS else None

    def compute_maps(self):
        strides, dilations = self.stride_values(), self.dilation_values()
        pos = {name: k for k, name in enumerate(self.LOOPS)}
        n = len(self.LOOPS)
        maps, spatial = [], 0
        for k, idx in enumerate(self.INDICES):
            exprs = []
            for s in idx:
                if "*" in s:
                    o, w = s.split("*")
                    exprs.append(dim(pos[o]) * strides[spatial] + dim(pos[w]) * dilations[spatial])
                    spatial += 1
                else:
                    exprs.append(dim(pos[s]))
            maps.append(AffineMap(n, 0, exprs))
        if self.QUANTIZED:  # the zero points are scalars
            maps[2:2] = [AffineMap(n, 0, []), AffineMap(n, 0, [])]
        return maps

    def iterator_type_names(self):
        return ["reduction" if x in self.REDUCTIONS else "parallel" for x in self.LOOPS]

    def build_body(self, block) -> None:
        if self.QUANTIZED:
            quantized_body(block)
        elif self.BODY == "mul":
            mul_add_body(block, unsigned=self.UNSIGNED)
        else:
            pool_body(block, self.BODY, unsigned=self.UNSIGNED)

    def compute(self, ctx, ins, outs):
        return run_windowed(self, ctx, ins, outs)


def run_windowed(op, ctx, ins, outs) -> list:
    """The op's region run on arrays: one run per point of the reduction loops, each operand gathered
    over the output's index space (every parallel loop indexes the output)."""
    out = outs[0]
    maps = op.indexing_maps_list()
    ranges = runtime_loop_ranges(op, list(ins) + list(outs))
    its = op.iterator_type_names()
    red = [d for d, t in enumerate(its) if t == "reduction"]
    out_dims = [e.position for e in maps[-1].results]
    grids = np.meshgrid(*[np.arange(ranges[d]) for d in out_dims], indexing="ij") if out_dims else []
    acc = out.copy()
    with np.errstate(all="ignore"):
        for point in itertools.product(*(range(ranges[d]) for d in red)):
            dims = [0] * len(its)
            for d, g in zip(out_dims, grids):
                dims[d] = g
            for d, v in zip(red, point):
                dims[d] = v
            args = []
            for a, m in zip(ins, maps):
                idx = tuple(e.evaluate(dims, ()) for e in m.results)
                args.append(np.broadcast_to(a[idx], out.shape) if idx else np.broadcast_to(a, out.shape))
            acc = np.asarray(ctx.run(0, args + [acc])[0]).astype(out.dtype, copy=False).reshape(out.shape)
    return [acc]


def _define(name, loops, reductions, indices, body="mul", unsigned=False, quantized=False, window_attrs=True):
    spatial = sum(1 for s in indices[0] if "*" in s)
    cls = type(f"{name.title().replace('_', '')}Op", (WindowedOp,), {
        "name": f"linalg.{name}", "LOOPS": tuple(loops.split()), "REDUCTIONS": frozenset(reductions.split()),
        "INDICES": tuple(tuple(x.split()) for x in indices), "BODY": body, "UNSIGNED": unsigned, "QUANTIZED": quantized,
        "N_INPUTS": 4 if quantized else 2, "WINDOW_ATTRS": window_attrs,
        "SPATIAL": spatial, "__module__": __name__,
        "__doc__": f"{' '.join(indices[2].split())} from in[{indices[0]}], filter[{indices[1]}]: {body}"})
    register_op(cls)
    globals()[cls.__name__] = cls
    return cls


# single-channel convolutions (no strides or dilations)
_define("conv_1d", "ow kw", "kw", ("ow*kw", "kw", "ow"), window_attrs=False)
_define("conv_2d", "oh ow kh kw", "kh kw", ("oh*kh ow*kw", "kh kw", "oh ow"), window_attrs=False)
_define("conv_3d", "od oh ow kd kh kw", "kd kh kw", ("od*kd oh*kh ow*kw", "kd kh kw", "od oh ow"),
        window_attrs=False)

# convolutions with the channels first
_define("conv_1d_ncw_fcw", "n f ow c kw", "c kw", ("n c ow*kw", "f c kw", "n f ow"))
_define("conv_2d_nchw_fchw", "n f oh ow c kh kw", "c kh kw", ("n c oh*kh ow*kw", "f c kh kw", "n f oh ow"))
_define("conv_2d_nhwc_fhwc", "n oh ow f kh kw c", "kh kw c", ("n oh*kh ow*kw c", "f kh kw c", "n oh ow f"))
_define("conv_3d_ndhwc_dhwcf", "n od oh ow f kd kh kw c", "kd kh kw c",
        ("n od*kd oh*kh ow*kw c", "kd kh kw c f", "n od oh ow f"))
_define("conv_3d_ncdhw_fcdhw", "n f od oh ow c kd kh kw", "c kd kh kw",
        ("n c od*kd oh*kh ow*kw", "f c kd kh kw", "n f od oh ow"))

# grouped convolutions
_define("conv_2d_ngchw_fgchw", "n g fg oh ow c kh kw", "c kh kw", ("n g c oh*kh ow*kw", "fg g c kh kw", "n g fg oh ow"))
_define("conv_2d_ngchw_gfchw", "n g fg oh ow c kh kw", "c kh kw", ("n g c oh*kh ow*kw", "g fg c kh kw", "n g fg oh ow"))
_define("conv_2d_nhwgc_gfhwc", "n oh ow g fg kh kw c", "kh kw c", ("n oh*kh ow*kw g c", "g fg kh kw c", "n oh ow g fg"))

# quantized convolutions: (in - in_zp) * (filter - filter_zp)
_define("conv_2d_nhwc_hwcf_q", "n oh ow f kh kw c", "kh kw c", ("n oh*kh ow*kw c", "kh kw c f", "n oh ow f"),
        quantized=True)
_define("conv_2d_nhwc_fhwc_q", "n oh ow f kh kw c", "kh kw c", ("n oh*kh ow*kw c", "f kh kw c", "n oh ow f"),
        quantized=True)
_define("conv_2d_nchw_fchw_q", "n f oh ow c kh kw", "c kh kw", ("n c oh*kh ow*kw", "f c kh kw", "n f oh ow"),
        quantized=True)
_define("conv_2d_ngchw_gfchw_q", "n g fg oh ow c kh kw", "c kh kw",
        ("n g c oh*kh ow*kw", "g fg c kh kw", "n g fg oh ow"), quantized=True)
_define("conv_2d_nhwgc_gfhwc_q", "n oh ow g fg kh kw c", "kh kw c",
        ("n oh*kh ow*kw g c", "g fg kh kw c", "n oh ow g fg"), quantized=True)
_define("conv_3d_ndhwc_dhwcf_q", "n od oh ow f kd kh kw c", "kd kh kw c",
        ("n od*kd oh*kh ow*kw c", "kd kh kw c f", "n od oh ow f"), quantized=True)
_define("depthwise_conv_2d_nhwc_hwc_q", "n oh ow ic kh kw", "kh kw", ("n oh*kh ow*kw ic", "kh kw ic", "n oh ow ic"),
        quantized=True)
_define("depthwise_conv_2d_nhwc_hwcm_q", "n oh ow ic cm kh kw", "kh kw",
        ("n oh*kh ow*kw ic", "kh kw ic cm", "n oh ow ic cm"), quantized=True)

# depthwise convolutions (channel multiplier 1, or `m`)
_define("depthwise_conv_1d_nwc_wc", "n ow ic kw", "kw", ("n ow*kw ic", "kw ic", "n ow ic"))
_define("depthwise_conv_1d_ncw_cw", "n ow ic kw", "kw", ("n ic ow*kw", "ic kw", "n ic ow"))
_define("depthwise_conv_1d_nwc_wcm", "n ow ic cm kw", "kw", ("n ow*kw ic", "kw ic cm", "n ow ic cm"))
_define("depthwise_conv_2d_nhwc_hwc", "n oh ow ic kh kw", "kh kw", ("n oh*kh ow*kw ic", "kh kw ic", "n oh ow ic"))
_define("depthwise_conv_2d_nchw_chw", "n oh ow ic kh kw", "kh kw", ("n ic oh*kh ow*kw", "ic kh kw", "n ic oh ow"))
_define("depthwise_conv_2d_nhwc_hwcm", "n oh ow ic cm kh kw", "kh kw",
        ("n oh*kh ow*kw ic", "kh kw ic cm", "n oh ow ic cm"))
_define("depthwise_conv_3d_ndhwc_dhwc", "n od oh ow kd kh kw ic", "kd kh kw",
        ("n od*kd oh*kh ow*kw ic", "kd kh kw ic", "n od oh ow ic"))
_define("depthwise_conv_3d_ncdhw_cdhw", "n od oh ow kd kh kw ic", "kd kh kw",
        ("n ic od*kd oh*kh ow*kw", "ic kd kh kw", "n ic od oh ow"))
_define("depthwise_conv_3d_ndhwc_dhwcm", "n od oh ow cm kd kh kw ic", "kd kh kw",
        ("n od*kd oh*kh ow*kw ic", "kd kh kw ic cm", "n od oh ow ic cm"))

# poolings
for _kind, _unsigned, _suffix in (("add", False, "sum"), ("max", False, "max"), ("min", False, "min"),
                                  ("max", True, "max_unsigned"), ("min", True, "min_unsigned")):
    _define(f"pooling_nwc_{_suffix}", "n ow c kw", "kw", ("n ow*kw c", "kw", "n ow c"), _kind, _unsigned)
    _define(f"pooling_nhwc_{_suffix}", "n oh ow c kh kw", "kh kw", ("n oh*kh ow*kw c", "kh kw", "n oh ow c"),
            _kind, _unsigned)
    if not _unsigned:
        _define(f"pooling_ndhwc_{_suffix}", "n od oh ow c kd kh kw", "kd kh kw",
                ("n od*kd oh*kh ow*kw c", "kd kh kw", "n od oh ow c"), _kind)
for _kind, _suffix in (("add", "sum"), ("max", "max")):
    _define(f"pooling_ncw_{_suffix}", "n c ow kw", "kw", ("n c ow*kw", "kw", "n c ow"), _kind)
    _define(f"pooling_nchw_{_suffix}", "n c oh ow kh kw", "kh kw", ("n c oh*kh ow*kw", "kh kw", "n c oh ow"), _kind)
