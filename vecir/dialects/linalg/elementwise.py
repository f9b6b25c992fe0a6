"""linalg.elementwise: one op for the elementwise functions upstream once spelled as separate named
ops (linalg.add, linalg.exp, ...; iree-opt 3.13 has none of those), chosen by
`#linalg.elementwise_kind<...>`.

    %s = linalg.elementwise <add> ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>)
           outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
    %e = linalg.elementwise <exp> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
           ins(%v : tensor<8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>

The kind fixes the arity (25 unary, 10 binary, `select` ternary) and the implied region: one op on
the input block arguments, of their element type, yielded as is (no casts: a differing output
element type is the yield's verifier error, as upstream). `indexing_maps` defaults to identities
of the output's rank and is printed only when it differs. The region is built as upstream's
RegionBuilderHelper does (unary: math/arith ops whatever the type, so a non-float input is the
payload op's own verifier error; binary: arith on floats, on integers, or/and on i1); where
iree-opt 3.13 crashes (unsigned kinds on floats, sub/div on i1, index or mixed inputs) vecir
reports an error instead.
"""

from __future__ import annotations

from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, FloatAttr, IntegerAttr
from ...ir.constraints import array_attr, array_of, stored_as
from ...ir.op import OP_REGISTRY, prop, register_op
from ...ir.types import FloatType, IntegerType
from ...syntax.lexer import ParseError
from ...syntax.parser import ATTR_PARSERS
from .attrs import _LinalgEnumAttr
from .named import BodyBuildError, NamedOp
from .structured import VariadicIO, elem_of, maps_attr, new_body, rank_of, segments

UNARY = {"exp": "math.exp", "log": "math.log", "abs": "math.absf", "ceil": "math.ceil", "floor": "math.floor",
         "negf": "arith.negf", "reciprocal": None, "round": "math.round", "sqrt": "math.sqrt",
         "rsqrt": "math.rsqrt", "square": None, "tanh": "math.tanh", "erf": "math.erf", "sin": "math.sin",
         "cos": "math.cos", "tan": "math.tan", "acos": "math.acos", "acosh": "math.acosh", "asin": "math.asin",
         "asinh": "math.asinh", "atan": "math.atan", "atanh": "math.atanh", "log10": "math.log10",
         "log1p": "math.log1p", "log2": "math.log2"}
# kind -> (float op, integer op, i1 op); None where upstream has no such operation
BINARY = {"add": ("arith.addf", "arith.addi", "arith.ori"), "sub": ("arith.subf", "arith.subi", None),
          "mul": ("arith.mulf", "arith.muli", "arith.andi"), "div": ("arith.divf", "arith.divsi", None),
          "div_unsigned": (None, "arith.divui", None), "max_signed": ("arith.maximumf", "arith.maxsi", "arith.maxsi"),
          "min_signed": ("arith.minimumf", "arith.minsi", "arith.minsi"),
          "max_unsigned": (None, "arith.maxui", "arith.maxui"), "min_unsigned": (None, "arith.minui", "arith.minui"),
          "powf": ("math.powf", "math.powf", "math.powf")}
_UNSIGNED_FLOAT = {"div_unsigned": "unsigned division", "max_unsigned": "unsigned max", "min_unsigned": "unsigned min"}


class ElementwiseKindAttr(_LinalgEnumAttr):
    """`#linalg.elementwise_kind<add>`: the function linalg.elementwise applies."""

    __slots__ = ()
    MNEMONIC = "elementwise_kind"
    CPP_NAME = "::mlir::linalg::ElementwiseKind"
    ATTR_DEF = "ElementwiseKindAttr"
    NAMES = tuple(UNARY) + tuple(BINARY) + ("select",)

    def arity(self) -> int:
        return 1 if self.value in UNARY else 3 if self.value == "select" else 2


ATTR_PARSERS["linalg.elementwise_kind"] = ElementwiseKindAttr.parse_attr


def _emit(block, name, operands, result_type, props=None):
    op = OP_REGISTRY[name].create(list(operands), [result_type], props or {})
    block.append(op)
    return op.results[0]


def build_elementwise_body(block, kind: str) -> None:
    """The region of `linalg.elementwise <kind>` on ``block`` (arguments: inputs, then the init)."""
    args = list(block.args)
    a = args[0] if args else None
    if kind in UNARY:
        t = a.type
        if kind == "reciprocal":
            one = FloatAttr(1.0, t) if isinstance(t, FloatType) else IntegerAttr(1, t)
            c = _emit(block, "arith.constant", [], t, {"value": one})
            r = _emit(block, "arith.divf", [c, a], t)
        elif kind == "square":
            r = _emit(block, "arith.mulf", [a, a], t)
        else:
            r = _emit(block, UNARY[kind], [a], t)
    elif kind == "select":
        r = _emit(block, "arith.select", args[:3], args[1].type)
    else:
        x, y = args[0], args[1]
        sx, sy = x.type, y.type
        fl = isinstance(sx, FloatType) and isinstance(sy, FloatType)
        integer = isinstance(sx, IntegerType) and isinstance(sy, IntegerType)
        if not (fl or integer) or sx is not sy:
            raise BodyBuildError("Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or "
                                 f"allInteger, got '{sx}' and '{sy}'")
        f_op, i_op, b_op = BINARY[kind]
        if fl:
            name = f_op
            if name is None:
                raise BodyBuildError(f"unsupported operation: {_UNSIGNED_FLOAT[kind]} not allowed for floating "
                                     f"point values")
        elif sx.width == 1:
            name = b_op
            if name is None:
                raise BodyBuildError(f"unsupported operation: {kind} with bools")
        else:
            name = i_op
        r = _emit(block, name, [x, y], sx)
    block.append(OP_REGISTRY["linalg.yield"].create([r]))


@register_op
class ElementwiseOp(VariadicIO, NamedOp):
    """init[...] = kind(inputs[...]...) through `indexing_maps` (identities by default)."""

    name = "linalg.elementwise"
    kind = prop(storage=stored_as(ElementwiseKindAttr), desc="allowed 32-bit signless integer cases: 0, 1, 2, 3, "
                "4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, "
                "30, 31, 32, 33, 34, 35")
    indexing_maps = prop(optional=True, storage=array_attr, check=array_of(stored_as(AffineMapAttr)),
                         desc="AffineMap array attribute")
    ELIDED = ("operandSegmentSizes", "kind", "indexing_maps")

    def arity(self) -> int:
        k = self.properties.get("kind")
        return k.arity() if isinstance(k, ElementwiseKindAttr) else 0

    def default_maps(self) -> list:
        r = rank_of(self.outputs[0].type) if self.outputs else 0
        return [AffineMap.identity(r)] * len(self.operands)

    def indexing_maps_list(self):
        m = self.properties.get("indexing_maps")  # absent (generic form): no maps, as upstream
        return [] if m is None else [x.value for x in m.value]

    def iterator_type_names(self):
        r = rank_of(self.outputs[0].type) if self.outputs else 0
        return ["parallel"] * r

    def build_body(self, block) -> None:
        build_elementwise_body(block, self.kind.value)

    @classmethod
    def parse(cls, p):
        start = p.pos
        name_pos = start - len(cls.name)
        p.skip()
        if not p.src.startswith("<", p.pos):
            raise p.error("expected '<'", p.wrong_token_pos(p.skip()))
        kind = ElementwiseKindAttr.parse_stripped(p)
        props = {"kind": kind}
        if p.try_keyword("indexing_maps"):
            p.punct("=")
            props["indexing_maps"] = p.attr()
        attrs = p.optional_attr_dict()
        for k in props:
            if k in attrs:  # reported at the op, as upstream's NamedAttrList merge
                raise p.error(f"custom op '{cls.name}' attribute '{k}' occurs more than once in the attribute list",
                              name_pos)
        if "indexing_maps" in attrs:
            props["indexing_maps"] = attrs.pop("indexing_maps")
        ins, outs = cls.parse_ins_outs(p)
        types = cls.parse_result_types(p)
        n, want = len(ins) + len(outs), kind.arity() + 1
        if n != want:
            q = p.skip()
            raise ParseError(f"custom op '{cls.name}' [parseNamedStructuredOpRegion] ods-gen generated region "
                             f"expects {want} args, got {n}", q,
                             followups=[(q, f"custom op '{cls.name}' unable to parse elemwise op")])
        props["operandSegmentSizes"] = segments(len(ins), len(outs))
        if "indexing_maps" not in props:
            r = rank_of(outs[0].type)
            props["indexing_maps"] = maps_attr([AffineMap.identity(r)] * n)
        region = new_body([elem_of(v.type) for v in ins + outs])
        op = cls.create(ins + outs, types, props, attrs, [region])
        try:
            op.build_body(region.blocks[0])
        except BodyBuildError as e:
            raise p.error(f"custom op '{cls.name}' {e}", start) from None
        return op

    def print(self, p):
        p.w(f"{self.name} <{self.kind.value}>")
        maps = self.properties.get("indexing_maps")
        if maps is not None and self.indexing_maps_list() != self.default_maps():
            p.w(" indexing_maps = ")
            p.attr(maps)
        p.op_attr_dict(self, self.ELIDED)
        self.print_ins_outs(p)
        self.print_result_types(p)

    def compute(self, ctx, ins, outs):
        from .structured import run_region_loops

        return run_region_loops(self, ctx, ins, outs)

