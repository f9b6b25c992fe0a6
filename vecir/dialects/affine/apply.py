"""affine.apply, affine.min and affine.max: one affine map applied to index operands.

    %r = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %m = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir.affine import AffineDimExpr, AffineMap, AffineSymbolExpr
from ...ir.attrs import AffineMapAttr, IntegerAttr
from ...ir.op import Op, Pure, prop, register_op, result, var_operand
from ...ir.types import IndexType, index
from ...ir.uniqued import VerifyError
from ..scf.common import name_pos, op_error
from ._common import check_map_props, map_attr, parse_dim_and_symbol_list, print_dim_and_symbol_list


def _check_map_prop(op, name: str = "map") -> AffineMap:
    a = op.properties.get(name)
    if a is None:
        raise VerifyError(f"requires attribute '{name}'")
    if not isinstance(a, AffineMapAttr):
        raise VerifyError(f"attribute '{name}' failed to satisfy constraint: AffineMap attribute")
    return a.value


def _check_index_values(op, values, start: int, what: str) -> None:
    for i, v in enumerate(values):
        if not isinstance(v.type, IndexType):
            raise VerifyError(f"{what} #{start + i} must be variadic of index, but got '{v.type}'")


def index_values(operands) -> list[int]:
    return [int(x) for x in operands]


class _MapOp(Op):
    """Common syntax of apply/min/max: `#map(%dims)[%syms] attr-dict`."""

    map = prop()
    map_operands = var_operand()
    result_ = result()

    @classmethod
    def build_map_op(cls, amap: AffineMap, operands, loc=None):
        return cls.create(list(operands), [index], {"map": AffineMapAttr(amap)}, {}, loc=loc)

    @property
    def affine_map(self) -> AffineMap:
        return map_attr(self)

    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        pos = p.skip()
        a = p.attr()
        if not isinstance(a, AffineMapAttr):
            raise op_error(p, cls, "invalid kind of attribute specified", pos)
        operands, nd = parse_dim_and_symbol_list(p)
        attrs = p.optional_attr_dict()
        return cls._from_parsed(p, npos, a, operands, nd, attrs)

    @classmethod
    def _from_parsed(cls, p, npos, a, operands, nd, attrs):
        return cls.create(operands, [index], {"map": a}, attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.w(p.fmt(self.properties["map"]))
        print_dim_and_symbol_list(p, self.operands, self.affine_map.num_dims)
        p.op_attr_dict(self, ("map",))

    def verify_invariants_(self):
        check_map_props(self)
        _check_map_prop(self)
        _check_index_values(self, self.operands, 0, "operand")
        if not isinstance(self.results[0].type, IndexType):
            raise VerifyError(f"result #0 must be index, but got '{self.results[0].type}'")

    def verify_(self):
        m = self.affine_map
        if self.num_operands != m.num_inputs:
            raise VerifyError("operand count and affine map dimension and symbol count must match")

    def _values(self, operands) -> tuple[int, ...]:
        m = self.affine_map
        ops = index_values(operands)
        return m.evaluate(ops[:m.num_dims], ops[m.num_dims:])


@register_op
class ApplyOp(_MapOp):
    name = "affine.apply"
    traits = frozenset({Pure})

    @classmethod
    def _from_parsed(cls, p, npos, a, operands, nd, attrs):
        m = a.value
        if m.num_dims != nd or nd + m.num_symbols != len(operands):
            raise op_error(p, cls, "dimension or symbol index mismatch", npos)
        return cls.create(operands, [index] * len(m.results), {"map": a}, attrs)

    def verify_(self):
        super().verify_()
        m = self.affine_map
        if len(m.results) != 1:
            raise VerifyError("mapping must produce one value")
        # valid dims may not stand in symbol positions (other values may: apply is also used
        # outside affine code)
        from ...ir.uniqued import PlainVerifyError
        from ._common import get_affine_scope, is_valid_dim, is_valid_symbol

        scope = get_affine_scope(self)
        for v in self.operands[m.num_dims:]:
            if is_valid_dim(v, scope) and not is_valid_symbol(v, scope):
                raise PlainVerifyError("dimensional operand cannot be used as a symbol")

    def fold(self, consts):
        m = self.affine_map
        e = m.results[0]
        if type(e) is AffineDimExpr:
            return self.operand(e.position)
        if type(e) is AffineSymbolExpr:
            return self.operand(m.num_dims + e.position)
        vals = [c.value if isinstance(c, IntegerAttr) else None for c in consts]
        results = m.constant_fold_or_poison(vals)
        if results == "poison":  # x floordiv 0, x mod -2 on constants: ub.poison, as upstream
            from ..ub import POISON

            return POISON
        if results is None:
            return None
        return IntegerAttr(results[0], index)

    def interpret(self, *operands, vscale=1):
        return np.int64(self._values(operands)[0])


class _MinMaxOp(_MapOp):
    traits = frozenset({Pure})
    pick = min

    def verify_(self):
        super().verify_()
        if not self.affine_map.results:
            raise VerifyError("affine map expect at least one result")

    def fold(self, consts):
        m = self.affine_map
        vals = [c.value if isinstance(c, IntegerAttr) else None for c in consts]
        folded, results = m.partial_constant_fold(vals)
        # upstream's foldMinMaxOp asks `isSymbolIdentity()`, which (as AffineMap.cpp writes it)
        # holds for one symbol and the single result `d0`, and then returns operand 0, the value of
        # d0; a real symbol identity like (d0)[s0] -> (s0) is left to the canonicalization patterns
        # (returning operand 0 for it would give d0's value instead of s0's)
        if (folded.num_symbols == 1 and len(folded.results) == 1
                and type(folded.results[0]) is AffineDimExpr and folded.results[0].position == 0):
            return self.operand(0)
        if results is None:
            if folded is m:
                return None
            self.properties["map"] = AffineMapAttr(folded)
            return self.results[0]
        if not results:
            return None
        return IntegerAttr(type(self).pick(results), index)

    def interpret(self, *operands, vscale=1):
        vals = self._values(operands)
        if not vals:
            raise_empty(self)
        return np.int64(type(self).pick(vals))


def raise_empty(op):
    from ...interp.memory import InterpError

    raise InterpError(f"{op.name} of a map without results")


@register_op
class MinOp(_MinMaxOp):
    name = "affine.min"
    pick = min


@register_op
class MaxOp(_MinMaxOp):
    name = "affine.max"
    pick = max
