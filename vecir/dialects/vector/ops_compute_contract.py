"""vector.contract: a generalized contraction over indexing maps and iterator types.

Semantics: the elementwise products lhs * rhs over the iteration space (dim sizes from the operand
shapes through the maps) are reduced over the dims the accumulator's map drops, with the op's kind
(`add` sums), and combined into the accumulator with the kind; integers wrap in the element type.
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir.affine_expr import AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, DictionaryAttr, StringAttr
from ...ir.constraints import array_attr, array_of, stored_as
from ...ir.op import Pure, Op, operand, prop, register_op, result
from ...ir.types import IntegerType, VectorType, i1
from ...interp.memory import InterpError
from ...ir.uniqued import VerifyError
from ..arith.attrs import FASTMATH_NONE, FastMathAttr
from .attrs import KIND_ADD, CombiningKindAttr, IteratorTypeAttr, combine, kind_supports


def _fmt(t) -> str:
    return t.render()


def _shape(t):
    return tuple(t.shape) if isinstance(t, VectorType) else ()


_EMPTY_MAP = AffineMap(0, 0, [])


@register_op
class ContractionOp(Op):
    name = "vector.contract"
    traits = frozenset({Pure})
    lhs = operand()
    rhs = operand()
    acc = operand()
    result_ = result()
    indexing_maps = prop(storage=array_attr)
    iterator_types = prop(storage=array_attr, check=array_of(stored_as(IteratorTypeAttr)),
                          desc="Iterator type should be an enum.")
    kind = prop(default=KIND_ADD, populate=True, storage=stored_as(CombiningKindAttr),
                desc="Kind of combining function for contractions and reductions")
    fastmath = prop(default=FASTMATH_NONE, populate=True, storage=stored_as(FastMathAttr),
                    desc="Floating point fast math flags")

    TRAIT_NAMES = ("indexing_maps", "iterator_types", "kind", "fastmath")

    @classmethod
    def parse(cls, p):
        name_at = p.pos - len(cls.name)
        q = p.skip()
        trait = p.attr()
        if not isinstance(trait, DictionaryAttr):
            raise p.error("expected an attribute dictionary", q)
        props = {}
        extra = {}
        if not isinstance(dict(trait.value).get("iterator_types"), ArrayAttr):
            raise p.error(f'custom op \'{cls.name}\' expected "iterator_types" array attribute', q)
        for k, v in trait.value:
            if k == "iterator_types":
                its = []
                for x in v.value:
                    if isinstance(x, StringAttr) and x.value in IteratorTypeAttr.NAMES:
                        its.append(IteratorTypeAttr(x.value))
                    else:
                        raise p.error(f"custom op '{cls.name}' unexpected iterator_type ({getattr(x, 'value', '')})", q)
                props[k] = ArrayAttr(its)
            elif k in cls.TRAIT_NAMES:
                props[k] = v
            else:
                extra[k] = v
        refs = [p.operand()]
        for _ in range(2):
            p.punct(",")
            refs.append(p.operand())
        masks = []  # upstream's parseTrailingOperandList (the removed masked form)
        while p.try_punct(","):
            masks.append(p.operand())
        attrs = p.optional_attr_dict()
        attrs = {**extra, **attrs}
        p.punct(":")
        tl = p.type()
        p.punct(",")
        tr = p.type()
        while p.try_punct(","):  # upstream parses a type list and reads only the first two
            p.type()             # (the mask types of the removed masked form)
        p.op_keyword("into")
        ta = p.type()
        vals = p.resolve_list(refs, [tl, tr, ta])
        if "kind" not in props:
            props["kind"] = KIND_ADD
        if masks:
            if len(masks) != 2:
                raise p.error(f"custom op '{cls.name}' expected zero or exactly 2 vector mask operands", name_at)
            # upstream resolves them as i1 vectors of the operands' shapes; the verifier then rejects
            # the extra operands
            vals += [p.resolve(m, t.with_element_type(i1) if isinstance(t, VectorType) else i1)
                     for m, t in zip(masks, (tl, tr))]
        return cls.create(vals, [ta], props, attrs)

    def print(self, p):
        p.w("vector.contract")
        d = {"indexing_maps": self.indexing_maps,
             "iterator_types": ArrayAttr([StringAttr(x.value) for x in self.iterator_types.value])}
        d["kind"] = self.kind if self.kind is not None else KIND_ADD
        fm = self.fastmath
        if isinstance(fm, FastMathAttr) and fm.flags != 0:
            d["fastmath"] = fm
        p.attr_dict(d)
        p.w(" ")
        p.values([self.lhs, self.rhs, self.acc])
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.lhs.type)
        p.w(", ")
        p.type(self.rhs.type)
        p.w(" into ")
        p.type(self.result_.type)

    def _maps(self):
        # upstream reads an element that is not an affine map as the empty map () -> ()
        return [m.value if isinstance(m, AffineMapAttr) else _EMPTY_MAP for m in self.indexing_maps.value]

    def verify_(self):
        lt, rt, at, res = self.lhs.type, self.rhs.type, self.acc.type, self.result_.type

        def elem(t):
            return t.element_type if isinstance(t, VectorType) else t

        # ODS's element-type traits, in declaration order
        if elem(lt) is not elem(rt):
            raise VerifyError("failed to verify that lhs and rhs have same element type")
        if elem(res) is not elem(at):
            raise VerifyError("failed to verify that third operand acc and result have same element type")
        maps = self._maps()
        its = [x.value for x in self.iterator_types.value]
        le = lt.element_type
        if isinstance(le, IntegerType) and not le.is_signless:
            raise VerifyError("only supports signless integer types")
        if len(maps) != 3:
            raise VerifyError("expected an indexing map for each vector operand")
        n = len(its)
        for i, (m, t) in enumerate(zip(maps, (lt, rt, at))):
            if m.num_symbols != 0:
                raise VerifyError(f"expected indexing map {i} to have no symbols")
            if m.num_dims != n:
                raise VerifyError(f"expected indexing map {i} to have {n} number of inputs")
            if m.num_results != len(_shape(t)):
                raise VerifyError(f"expected indexing map {i} to have {len(_shape(t))} number of outputs")
            if not m.is_projected_permutation():
                raise VerifyError(f"expected indexing map {i} to be a projected permutation of its inputs")
        # upstream's getContractingDimMap / getBatchDimMap: (lhs, rhs) result positions of each
        # reduction / parallel iterator that both maps use
        def dim_map(kind):
            out = []
            for d, it in enumerate(its):
                if it != kind:
                    continue
                li = next((r for r, e in enumerate(maps[0].results)
                           if isinstance(e, AffineDimExpr) and e.position == d), -1)
                ri = next((r for r, e in enumerate(maps[1].results)
                           if isinstance(e, AffineDimExpr) and e.position == d), -1)
                if li >= 0 and ri >= 0:
                    out.append((li, ri))
            return out

        contracting, batch = dim_map("reduction"), dim_map("parallel")
        if not contracting:
            raise VerifyError("expected at least one contracting dimension pair")
        for pairs, what in ((contracting, "contracting"), (batch, "batch")):
            if any(lt.shape[i] != rt.shape[j] for i, j in pairs):
                raise VerifyError(f"invalid {what} dimension map")
        # upstream's verifyOutputShape
        lc = {i for i, _ in contracting}
        rc = {j for _, j in contracting} | {j for _, j in batch}
        free = [i for i in range(len(lt.shape)) if i not in lc] + [j for j in range(len(rt.shape)) if j not in rc]
        if not free:
            if isinstance(res, VectorType) or isinstance(at, VectorType):
                raise VerifyError("invalid accumulator/result vector shape")
        else:
            if not (isinstance(res, VectorType) and isinstance(at, VectorType)):
                raise VerifyError("invalid accumulator/result vector shape")
            used = {e.position for m in maps[:2] for e in m.results if isinstance(e, AffineDimExpr)}
            if len(used) != n:
                raise VerifyError("expected all dimensions to be either a LHS or a RHS dimension")
            extent: dict[int, int] = {}
            for m, t in ((maps[0], lt), (maps[1], rt)):
                for r, e in enumerate(m.results):
                    extent.setdefault(e.position, t.shape[r])
            want = VectorType(tuple(extent[e.position] for e in maps[2].results), res.element_type, res.scalable)
            if res is not want or at is not want:
                raise VerifyError(f"invalid accumulator/result vector shape, expected: '{_fmt(want)}'")
        et = at.element_type if isinstance(at, VectorType) else at
        if not kind_supports(self.kind.value, et):
            raise VerifyError("unsupported contraction type")

    def interpret_masked(self, mask, passthru, lhs, rhs, acc, *, vscale=1):
        """Under vector.mask: the mask spans the iteration space; masked-off products are ignored."""
        return self.interpret(lhs, rhs, acc, vscale=vscale, mask=mask)

    def interpret(self, lhs, rhs, acc, *, vscale=1, mask=None):
        maps = self._maps()
        its = [x.value for x in self.iterator_types.value]
        n = len(its)
        letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[:n]
        lhs, rhs = np.asarray(lhs), np.asarray(rhs)
        acc_a = np.asarray(acc)
        dt = acc_a.dtype

        def sub(m):
            return "".join(letters[e.position] for e in m.results)

        sl, sr, sa = sub(maps[0]), sub(maps[1]), sub(maps[2])
        # dims of the iteration space kept in the full product: all dims appearing in lhs/rhs
        full = "".join(sorted(set(sl) | set(sr), key=letters.index))
        lhs_c = lhs.astype(dt) if lhs.dtype != dt and dt != np.bool_ else lhs
        rhs_c = rhs.astype(dt) if rhs.dtype != dt and dt != np.bool_ else rhs
        with np.errstate(all="ignore"):
            prod = np.einsum(f"{sl},{sr}->{full}", lhs_c, rhs_c) if dt != np.bool_ else \
                np.einsum(f"{sl},{sr}->{full}", lhs_c.astype(np.int8), rhs_c.astype(np.int8)).astype(bool)
        prod = np.asarray(prod, dtype=dt)
        if mask is not None:
            from .ops_compute import neutral

            if len(full) != n:
                raise InterpError("masked contraction with a dim used only by the accumulator")
            prod = np.where(np.asarray(mask, dtype=bool), prod, neutral(self.kind.value, dt))
        # reduce dims of `full` that are not in the acc, with the kind (add for `add`)
        red_axes = tuple(i for i, c in enumerate(full) if c not in sa)
        kind = self.kind.value
        from .attrs import reduce_axis

        r = reduce_axis("add" if kind == "add" else kind, prod, red_axes) if red_axes else prod
        kept = "".join(c for c in full if c in sa)
        if kept != sa:
            r = np.einsum(f"{kept}->{sa}", r) if kept else r
        out = combine(kind, acc_a, np.asarray(r, dtype=dt))
        return out if isinstance(self.result_.type, VectorType) else np.asarray(out, dtype=dt)[()]
