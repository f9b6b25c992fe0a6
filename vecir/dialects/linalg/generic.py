"""linalg.generic, linalg.yield and linalg.index.

    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
           ins(%a : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %d = arith.subf %out, %in : f32
      linalg.yield %d : f32
    } -> tensor<4x16xf32>

The custom form spells iterator types as strings; the generic form as `#linalg.iterator_type<...>`.
Trait attributes (doc, indexing_maps, iterator_types, library_call) go in the leading dictionary,
everything else after `attrs =`.
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir import attr_kinds as K
from ...ir.attrs import AffineMapAttr, ArrayAttr, IntegerAttr, StringAttr
from ...ir.constraints import array_attr, array_of, stored_as
from ...ir.op import Op, Pure, ReturnLike, Terminator, prop, register_op, result, var_operand
from ...ir.types import i64, index
from ...ir.uniqued import VerifyError
from .attrs import IteratorTypeAttr
from .canonicalize import EraseIdentityGeneric
from .structured import StructuredOp, VariadicIO, current_point, elem_of

TRAIT_NAMES = ("doc", "indexing_maps", "iterator_types", "library_call")


@register_op
class GenericOp(VariadicIO, StructuredOp):
    name = "linalg.generic"
    indexing_maps = prop(storage=array_attr, check=array_of(stored_as(AffineMapAttr)), desc="AffineMap array attribute")
    iterator_types = prop(storage=array_attr, check=array_of(stored_as(IteratorTypeAttr)),
                          desc="Iterator type should be an enum.")
    doc = prop(optional=True, storage=stored_as(StringAttr), desc="string attribute")
    library_call = prop(optional=True, storage=stored_as(StringAttr), desc="string attribute")
    canonicalization_patterns = (EraseIdentityGeneric,)

    def indexing_maps_list(self) -> list:
        return [m.value for m in self.indexing_maps.value]

    def iterator_type_names(self) -> list[str]:
        return [x.value for x in self.iterator_types.value]

    @classmethod
    def build_generic(cls, inputs, outputs, maps, iterators, result_types=None, attrs=None, loc=None):
        """A generic op with an empty entry block (one argument per operand element); the caller fills
        the body, ending in linalg.yield."""
        from .structured import maps_attr, new_body, segments

        if result_types is None:
            result_types = [v.type for v in outputs if not _is_memref(v.type)]
        props = {"indexing_maps": maps_attr(maps),
                 "iterator_types": ArrayAttr([IteratorTypeAttr(x) for x in iterators]),
                 "operandSegmentSizes": segments(len(inputs), len(outputs))}
        body = new_body([elem_of(v.type) for v in list(inputs) + list(outputs)])
        return cls.create(list(inputs) + list(outputs), list(result_types), props, dict(attrs or {}), [body],
                          loc=loc)

    @classmethod
    def parse(cls, p):
        q = p.skip()
        if p.peek() == "#":  # the trait dictionary may be an attribute alias (upstream's parseAttribute)
            from ...ir.attrs import DictionaryAttr

            a = p.attr()
            if not isinstance(a, DictionaryAttr):
                raise p.error(f"custom op '{cls.name}' invalid kind of attribute specified", q)
            d = dict(a.value)
        else:
            d = p.optional_attr_dict()
        props, attrs = {}, {}
        for k, v in d.items():
            if k == "iterator_types":
                if not isinstance(v, ArrayAttr):
                    raise p.error(f"custom op '{cls.name}' expected \"iterator_types\" array attribute", q)
                its = []
                for x in v.value:
                    if isinstance(x, StringAttr) and x.value in IteratorTypeAttr.NAMES:
                        its.append(IteratorTypeAttr(x.value))
                    elif isinstance(x, IteratorTypeAttr):
                        its.append(x)
                    else:
                        raise p.error(f"custom op '{cls.name}' unexpected iterator_type "
                                      f"({getattr(x, 'value', '')})", p.skip())
                props[k] = ArrayAttr(its)
            elif k in TRAIT_NAMES:
                props[k] = v
            else:
                attrs[k] = v
        if "iterator_types" not in props:
            raise p.error(f"custom op '{cls.name}' expected \"iterator_types\" array attribute", q)
        ins, outs = cls.parse_ins_outs(p)
        if p.try_keyword("attrs"):
            p.punct("=")
            attrs.update(p.optional_attr_dict())
        r = p.region()
        if not r.blocks:
            from ...ir.core import Block
            r.add_block(Block())
        types = cls.parse_result_types(p)
        from .structured import segments

        props["operandSegmentSizes"] = segments(len(ins), len(outs))
        return cls.create(ins + outs, types, props, attrs, [r])

    def print(self, p):
        p.w(self.name)
        d = {"indexing_maps": self.indexing_maps,
             "iterator_types": ArrayAttr([StringAttr(x.value) for x in self.iterator_types.value])}
        if self.doc is not None:
            d["doc"] = self.doc
        if self.library_call is not None:
            d["library_call"] = self.library_call
        p.attr_dict(dict(sorted(d.items())))
        self.print_ins_outs(p)
        if self.attributes:
            p.w(" attrs = ")
            p.attr_dict(self.attributes)
        p.w(" ")
        p.region(self.regions[0])
        self.print_result_types(p)

    def verify_(self):
        super().verify_()
        for k, m in enumerate(self.indexing_maps.value):
            if not isinstance(m, AffineMapAttr):
                raise VerifyError("expected indexing_maps to be an array of affine maps")


def _is_memref(t) -> bool:
    from ...ir.types import MemRefType

    return isinstance(t, MemRefType)


def _parent_linalg(op):
    parent = op.parent_op
    if not isinstance(parent, StructuredOp):
        raise VerifyError("expected parent op with LinalgOp interface")
    return parent


@register_op
class YieldOp(Op):
    """`linalg.yield %v : f32`: the new values of the inits at the current point."""

    name = "linalg.yield"
    traits = frozenset({Pure, ReturnLike, Terminator})
    values = var_operand()

    @classmethod
    def parse(cls, p):
        vals = []
        if p.peek() == "%":
            refs = p.operand_list()
            attrs = p.optional_attr_dict()
            p.punct(":")
            types = p.type_list()
            vals = p.resolve_list(refs, types)
        else:
            attrs = p.optional_attr_dict()
        return cls.create(vals, [], {}, attrs)

    def print(self, p):
        p.w(self.name)
        if self.operands:
            p.w(" ")
            p.values(self.operands)
        p.op_attr_dict(self)
        if self.operands:
            p.w(" : ")
            p.types(v.type for v in self.operands)

    def verify_(self):
        parent = _parent_linalg(self)
        inits = parent.dps_inits
        if len(self.operands) != len(inits):
            raise VerifyError(f"expected number of yield values ({len(self.operands)}) to match the number of "
                              f"inits / outs operands of the enclosing LinalgOp ({len(inits)})")
        for k, (v, init) in enumerate(zip(self.operands, inits)):
            want = elem_of(init.type)
            if v.type is not want:
                raise VerifyError(f"type of yield operand {k + 1} ('{v.type.render()}') doesn't match the element "
                                  f"type of the enclosing linalg.generic op ('{want.render()}')")


@register_op
class IndexOp(Op):
    """`%i = linalg.index 0 : index`: the current value of loop `dim` of the enclosing op."""

    name = "linalg.index"
    traits = frozenset({Pure})
    dim = prop()
    result = result()

    @classmethod
    def build_index(cls, dim: int, loc=None):
        return cls.create([], [index], {"dim": IntegerAttr(dim, i64)}, loc=loc)

    @classmethod
    def parse(cls, p):
        d = K.I64Attr.parse(p)
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = p.type()
        return cls.create([], [t], {"dim": d}, attrs)

    def print(self, p):
        p.w(f"{self.name} {self.dim.value}")
        p.op_attr_dict(self, ("dim",))
        p.w(" : ")
        p.type(self.result.type)

    def verify_invariants_(self):
        from ..transform.ops import check_props  # upstream's property conversion: any IntegerAttr

        check_props(self, {"dim": lambda a: isinstance(a, IntegerAttr)})

    def fold(self, consts):
        """The index of a loop of static size 1 is always 0 (upstream's IndexOp::fold)."""
        parent = self.parent_op
        if not isinstance(parent, StructuredOp) or not isinstance(self.dim, IntegerAttr):
            return None
        from ...ir.affine import AffineDimExpr

        d = self.dim.value
        for v, m in zip(parent.operands, parent.indexing_maps_list()):  # the first operand size of loop d
            shape = getattr(v.type, "shape", ())
            for r, e in enumerate(m.results):
                if isinstance(e, AffineDimExpr) and e.position == d and r < len(shape):
                    return IntegerAttr(0, index) if shape[r] == 1 else None
        return None

    def verify_(self):
        d = self.dim
        if not (isinstance(d, IntegerAttr) and d.type is i64 and d.value >= 0):
            raise VerifyError("attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute "
                              "whose minimum value is 0")
        parent = _parent_linalg(self)
        n = parent.num_loops
        if self.dim.value >= n:
            raise VerifyError(f"expected dim ({self.dim.value}) to be lower than the number of loops ({n}) of "
                              f"the enclosing LinalgOp")

    def interpret(self, *, vscale=1):
        return np.int64(current_point()[self.dim.value])
