"""vector.mask + vector.yield (predication of one maskable op) and vector.scan.

Masked semantics: the region's maskable op runs with the mask; its class gives
``interpret_masked(mask, passthru, *operands, vscale)`` (reduction, multi_reduction,
transfer_read, transfer_write). Masked-off lanes of a read take the pass-through (or padding),
masked-off lanes of a write are dropped, masked-off elements of a reduction are ignored.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir import attr_kinds as K
from ...ir.affine_expr import AffineDimExpr
from ...ir.attrs import BoolAttr, IntegerAttr
from ...ir.core import Block, Region
from ...ir.op import Pure, Terminator, Op, operand, opt_operand, prop, region, register_op, result, var_operand, \
    var_result
from ...ir.op import RecursiveMemoryEffects, SingleBlock
from ...ir.types import VectorType, i1, i64
from ...ir.uniqued import VerifyError
from .attrs import CombiningKind, combine, kind_supports
from .ops_core import _kw, parse_strict_attr_dict


@register_op
class YieldOp(Op):
    name = "vector.yield"
    traits = frozenset({Pure, Terminator})
    operands_ = var_operand()
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


# the ops implementing upstream's MaskableOpInterface (checked against iree-opt 3.13: load/store,
# maskedload/store, expandload/compressstore, scatter, fma, broadcast and non-vector ops are rejected)
_MASKABLE = frozenset({"vector.transfer_read", "vector.transfer_write", "vector.reduction",
                       "vector.multi_reduction", "vector.outerproduct", "vector.contract", "vector.gather"})
# of those, the ones whose supportsPassthru() is true
_SUPPORTS_PASSTHRU = frozenset({"vector.transfer_read"})


def expected_mask_type(op) -> VectorType | None:
    """upstream's MaskableOpInterface::getExpectedMaskType of a maskable op (None: not modelled)."""
    n = op.name
    if n in ("vector.reduction", "vector.multi_reduction"):
        st = op.operands[0].type
        return st.with_element_type(i1) if isinstance(st, VectorType) else None
    if n in ("vector.transfer_read", "vector.transfer_write"):
        from .ops_compute_transfer import mask_type_for
        return mask_type_for(op.vector_type(), op.permutation_map.value)
    if n == "vector.contract":
        maps = op._maps()
        if len(maps) < 2 or maps[1].num_dims != maps[0].num_dims:
            return None  # malformed maps: the contract's own verifier reports them (upstream crashes)
        shape, scal = [None] * maps[0].num_dims, [False] * maps[0].num_dims
        for m, t in ((maps[0], op.lhs.type), (maps[1], op.rhs.type)):
            if not isinstance(t, VectorType) or len(m.results) > len(t.shape):
                return None
            for r, e in enumerate(m.results):
                if not isinstance(e, AffineDimExpr):
                    return None
                shape[e.position], scal[e.position] = t.shape[r], t.scalable[r]
        return VectorType(tuple(shape), i1, tuple(scal)) if None not in shape else None
    if n == "vector.outerproduct":
        rt = op.results[0].type
        return rt.with_element_type(i1) if isinstance(rt, VectorType) else None
    if n == "vector.gather":
        return op.results[0].type.with_element_type(i1)
    return None


@register_op
class MaskOp(Op):
    name = "vector.mask"
    # as upstream: the masked op's effects (a dead pure mask is erased); SingleBlockImplicitTerminator
    traits = frozenset({RecursiveMemoryEffects, SingleBlock})
    mask = operand()
    passthru = opt_operand()
    results_ = var_result()
    maskRegion = region()

    @classmethod
    def parse(cls, p):
        name_at = p.pos - len(cls.name)
        q = p.skip()
        m = p.operand()
        pt = None
        if p.try_punct(","):
            pt = p.operand()
        reg = p.region()
        attrs = p.optional_attr_dict()
        p.punct(":")
        mt = p.type()
        rtypes = []
        if p.try_punct("->"):  # upstream's parseOptionalArrowTypeList: `-> t` or `-> (t, ...)`, `-> ()` too
            rtypes = p.result_type_list()
        if not reg.blocks:
            reg.add_block(Block())
        b = reg.blocks[0]
        last = b.last
        if last is None or Terminator not in type(last).traits:
            vals = list(last.results) if last is not None else []
            b.append(YieldOp.create(vals, [], {}, {}))
        vals = [p.resolve(m, mt)]
        if pt is not None:
            if not rtypes:
                raise p.error(f"custom op '{cls.name}' expects a result if passthru operand is provided", name_at)
            vals.append(p.resolve(pt, rtypes[0]))
        op = cls.create(vals, rtypes, {}, attrs, regions=[reg])
        return op

    def verify_invariants_(self):
        """ODS: the mask's type, then SizedRegion<1> and SingleBlockImplicitTerminator."""
        mt = self.mask.type
        if not (isinstance(mt, VectorType) and mt.element_type is i1 and mt.shape):  # VectorOfNonZeroRankOf<[I1]>
            raise VerifyError(f"operand #0 must be vector of 1-bit signless integer values, but got '{mt}'")
        if len(self.maskRegion.blocks) != 1:
            raise VerifyError("region #0 ('maskRegion') failed to verify constraint: region with 1 blocks")
        if self.maskRegion.blocks[0].first is None:
            raise VerifyError("expects a non-empty block")

    def fold(self, consts):
        """upstream's MaskOp::fold: an empty mask without passthru is its yielded values; an all-true
        mask's maskable op moves out in front of it (the then empty vector.mask is dead)."""
        b = self.maskRegion.blocks[0] if self.maskRegion.blocks else None
        if b is None or b.first is None:
            return None
        if b.first is b.last:
            if self.passthru is not None or not self.results:
                return None
            return list(b.last.operands)
        from .canonicalize_common import MaskFormat, mask_format

        if mask_format(self.mask) is not MaskFormat.ALL_TRUE:
            return None
        inner = b.first
        inner.detach()
        self.parent.insert_before(self, inner)
        return list(inner.results) if self.results else self

    def verify_(self):
        """upstream's MaskOp::verify: the region's shape, the terminator, then the maskable op's
        results, the expected mask type and the passthru."""
        b = self.maskRegion.blocks[0] if self.maskRegion.blocks else None
        body = [] if b is None else list(b.ops)
        if not body:
            raise VerifyError("expects a terminator within the mask region")
        if len(body) > 2:
            raise VerifyError("expects only one operation to mask")
        term = body[-1]
        if term.name != "vector.yield":
            raise VerifyError("expects a terminator within the mask region")
        if len(term.operands) != len(self.results):
            raise VerifyError("expects number of results to match mask region yielded values")
        if len(body) == 1:
            return
        inner = body[0]
        if inner.name not in _MASKABLE:
            raise VerifyError("expects a MaskableOpInterface within the mask region")
        if len(inner.results) != len(self.results):
            raise VerifyError("expects number of results to match maskable operation number of results")
        if list(inner.results) != list(term.operands):
            raise VerifyError("expects all the results from the MaskableOpInterface to match all the values "
                              "returned by the terminator")
        if [r.type for r in self.results] != [r.type for r in inner.results]:
            raise VerifyError("expects result type to match maskable operation result type")
        if sum(isinstance(r.type, VectorType) for r in inner.results) > 1:
            raise VerifyError("multiple vector results not supported")
        want = expected_mask_type(inner)
        if want is not None and self.mask.type is not want:
            raise VerifyError(f"expects a '{want.render()}' mask for the maskable operation")
        if self.passthru is not None:
            if inner.name not in _SUPPORTS_PASSTHRU:
                raise VerifyError("doesn't expect a passthru argument for this maskable operation")
            if len(inner.results) != 1:
                raise VerifyError("expects result when passthru argument is provided")
            if self.passthru.type is not inner.results[0].type:
                raise VerifyError("expects passthru type to match result type")

    def _inner(self):
        b = self.maskRegion.blocks[0] if self.maskRegion.blocks else None
        if b is None:
            return None
        first = b.first
        return None if first is None or Terminator in type(first).traits else first

    def print(self, p):
        p.w("vector.mask ")
        p.value(self.mask)
        if self.passthru is not None:
            p.w(", ")
            p.value(self.passthru)
        p.w(" { ")
        inner = self._inner()
        term = self.maskRegion.blocks[0].last
        implicit = inner is not None and list(term.operands) == list(inner.results)
        if inner is not None and implicit:
            if getattr(inner, "print", None) is not None:
                inner.print(p)
            else:
                p.generic_op(inner)
        else:
            term.print(p)
        p.w(" }")
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.mask.type)
        if self.results:  # upstream prints the result types comma-separated, without parentheses
            p.w(" -> ")
            p.types([r.type for r in self.results])

    def interpret_with(self, ctx, mask, passthru=None):
        inner = self._inner()
        term = self.maskRegion.blocks[0].last
        if inner is None:
            return _pack(self, [ctx.env[v] for v in term.operands])
        fn = getattr(inner, "interpret_masked", None)
        if fn is None:
            raise InterpError(f"masked '{inner.name}' has no reference semantics")
        args = [ctx.env[v] for v in inner.operands]
        out = fn(np.asarray(mask, dtype=bool), passthru, *args, vscale=ctx.vscale)
        rs = list(inner.results)
        vals = [out] if len(rs) == 1 else list(out or ())
        for r, v in zip(rs, vals):
            ctx.env[r] = v
        return _pack(self, [ctx.env[v] for v in term.operands])


def _pack(op, vals):
    if not op.results:
        return None
    return vals[0] if len(op.results) == 1 else tuple(vals)


@register_op
class ScanOp(Op):
    """`vector.scan <add>, %src, %init reduction_dim = 1, inclusive = true : vector<4x8xi32>, vector<4xi32>`.

    Like upstream's lowering: inclusive out[0] = src[0], out[i] = out[i-1] <kind> src[i]; exclusive
    out[0] = init, out[i] = out[i-1] <kind> src[i-1]; the second result is out[last]."""

    name = "vector.scan"
    traits = frozenset({Pure})
    source = operand()
    initial_value = operand()
    dest = result()
    accumulated_value = result()
    kind = prop(CombiningKind)
    reduction_dim = prop(K.I64Attr)
    inclusive = prop()

    def asm_result_names(self):
        return ["dest", "accumulated_value"]

    @classmethod
    def parse(cls, p):
        kind = CombiningKind.parse(p)
        p.punct(",")
        s = p.operand()
        p.punct(",")
        i = p.operand()
        _kw(p, cls, "reduction_dim")  # keyword and attribute errors carry upstream's "custom op" prefix,
        p.punct("=")                  # punctuation errors do not
        q = p.skip()
        rd = p.attr(i64)
        if not isinstance(rd, IntegerAttr) or rd.type is not i64:
            raise p.error(f"custom op '{cls.name}' invalid kind of attribute specified", q)
        p.punct(",")
        _kw(p, cls, "inclusive")
        p.punct("=")
        q = p.skip()
        inc = p.attr(i1)
        if not isinstance(inc, IntegerAttr) or inc.type is not i1:
            raise p.error(f"custom op '{cls.name}' invalid kind of attribute specified", q)
        attrs = parse_strict_attr_dict(p, cls, cls.property_names)
        p.punct(":")
        st = p.type()
        p.punct(",")
        it = p.type()
        vals = [p.resolve(s, st), p.resolve(i, it)]
        props = {"kind": kind, "reduction_dim": rd, "inclusive": inc}
        return cls.create(vals, [st, it], props, attrs)

    def print(self, p):
        p.w(f"vector.scan {self.kind.stripped()}, ")
        p.values([self.source, self.initial_value])
        p.w(f" reduction_dim = {self.reduction_dim.value}, inclusive = ")
        p.attr(self.inclusive)
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.source.type)
        p.w(", ")
        p.type(self.initial_value.type)

    def verify_(self):
        st, it = self.source.type, self.initial_value.type
        rank = len(st.shape)
        d = self.reduction_dim.value
        if d >= rank:
            raise VerifyError(f"reduction dimension {d} has to be less than {rank}")
        want = tuple(s for k, s in enumerate(st.shape) if k != d)
        ishape = tuple(it.shape) if isinstance(it, VectorType) else ()
        if ishape != want:
            raise VerifyError(f"incompatible input/initial value shapes")
        et = st.element_type
        if not kind_supports(self.kind.value, et):
            raise VerifyError(f"unsupported reduction type '{et.render()}' for kind '{self.kind.value}'")

    def interpret(self, src, init, *, vscale=1):
        src = np.asarray(src)
        d = self.reduction_dim.value
        kind = self.kind.value
        inc = bool(self.inclusive.value)
        x = np.moveaxis(src, d, 0)
        out = np.empty_like(x)
        n = x.shape[0]
        init = np.asarray(init, dtype=src.dtype)
        for k in range(n):
            if k == 0:
                out[0] = x[0] if inc else init
            else:
                out[k] = combine(kind, out[k - 1], x[k] if inc else x[k - 1])
        acc = np.asarray(out[n - 1], dtype=src.dtype)
        return np.moveaxis(out, 0, d), (acc if isinstance(self.initial_value.type, VectorType) else acc[()])
