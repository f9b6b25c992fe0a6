"""Reductions of products as contractions, and transposes and broadcasts folded into contraction maps
(upstream's MultiReduceToContract, CombineContractBroadcastMask, CombineContractABTranspose and
CombineContractResultTranspose: populateVectorReductionToContractPatterns; descriptor
`transform.apply_patterns.vector.reduction_to_contract`, pass ``vector-reduction-to-contract``).

    %p = arith.mulf %a, %b : vector<2x3x4xf32>
    %r = vector.multi_reduction <add>, %p, %acc [1] : vector<2x3x4xf32> to vector<2x4xf32>
  ==>
    %r = vector.contract {maps (d0,d1,d2) -> (d0,d1,d2) twice, -> (d0,d2); ["parallel", "reduction",
           "parallel"]} %a, %b, %acc

    vector.contract {maps ...} (vector.transpose %x, P), ...     ==>  vector.contract {map o P^-1} %x, ...
    vector.transpose (vector.contract .. (vector.transpose %acc, P)), P^-1  ==>  contract on %acc

    vector.contract {maps ...} (vector.broadcast %x : vector<8xf32> to vector<2x8xf32>), ...
  ==> vector.contract with the broadcast dims composed away (and unused iteration dims, unit in the
      mask, dropped; the mask shape_cast along)

Unlike upstream (iree-opt 3.13 rebuilds the contracts with the default `add` kind, turning a
`maxnumf` contraction into a sum) the rebuilt contracts keep their combining kind.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_expr import AffineDimExpr
from ...ir.affine_map import AffineMap, compress_dims, get_unused_dims, inverse_permutation
from ...ir.attrs import AffineMapAttr, ArrayAttr
from ...ir.types import VectorType
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass


def _iterators(names):
    from ...dialects.vector.attrs import IteratorTypeAttr

    return ArrayAttr([IteratorTypeAttr(n) for n in names])


def _contract(rw, op, lhs, rhs, acc, maps, iterators, kind, result_type):
    props = {"indexing_maps": ArrayAttr([AffineMapAttr(m) for m in maps]), "iterator_types": iterators,
             "kind": kind}
    return B.emit(rw, "vector.contract", [lhs, rhs, acc], [result_type], props, loc=op.loc).results[0]


class MultiReduceToContract(RewritePattern):
    """vector.multi_reduction <add> of an arith.mulf/muli -> vector.contract."""

    root = "vector.multi_reduction"

    def match_and_rewrite(self, op, rw):
        if op.kind.value != "add":
            return rw.fail(op, "not an add reduction")
        mul = op.source.defining_op
        if mul is None or mul.name not in ("arith.mulf", "arith.muli"):
            return rw.fail(op, "not a reduction of a product")
        rank = len(op.source.type.shape)
        red = set(int(d) for d in op.reduction_dims.value)
        src_map = AffineMap.identity(rank)
        dst_map = AffineMap.get(rank, 0, [AffineDimExpr(d) for d in range(rank) if d not in red])
        its = ["reduction" if d in red else "parallel" for d in range(rank)]
        rw.set_before(op)
        r = _contract(rw, op, mul.operands[0], mul.operands[1], op.acc, [src_map, src_map, dst_map],
                      _iterators(its), B.kind_attr("add"), op.results[0].type)
        rw.replace_op(op, [r])
        return True


class CombineContractABTranspose(RewritePattern):
    """Transposed contract operands are read untransposed through the composed maps."""

    root = "vector.contract"

    def match_and_rewrite(self, op, rw):
        maps = list(op._maps())
        operands = [op.lhs, op.rhs]
        changed = False
        for i in range(2):
            t = operands[i].defining_op
            if t is None or t.name != "vector.transpose":
                continue
            perm = AffineMap.permutation([int(p) for p in t.permutation.value])
            maps[i] = inverse_permutation(perm).compose(maps[i])
            operands[i] = t.operands[0]
            changed = True
        if not changed:
            return rw.fail(op, "no transposed operand")
        rw.set_before(op)
        r = _contract(rw, op, operands[0], operands[1], op.acc, maps, op.iterator_types, op.kind,
                      op.results[0].type)
        rw.replace_op(op, [r])
        return True


class CombineContractResultTranspose(RewritePattern):
    """transpose(contract(.., transpose(acc))) with inverse permutations -> contract on acc."""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        c = op.operands[0].defining_op
        if c is None or c.name != "vector.contract" or len(list(c.results[0].uses)) != 1:
            return rw.fail(op, "not the single use of a contract")
        at = c.acc.defining_op
        if at is None or at.name != "vector.transpose":
            return rw.fail(op, "the accumulator is not transposed")
        maps = list(c._maps())
        acc_perm = AffineMap.permutation([int(p) for p in at.permutation.value])
        res_perm = AffineMap.permutation([int(p) for p in op.permutation.value])
        if inverse_permutation(acc_perm) is not res_perm:
            return rw.fail(op, "the transposes are not inverse")
        maps[2] = res_perm.compose(maps[2])
        rw.set_before(op)
        r = _contract(rw, c, c.lhs, c.rhs, at.operands[0], maps, c.iterator_types, c.kind, op.results[0].type)
        rw.replace_op(op, [r])
        return True


class CombineContractBroadcastMask(RewritePattern):
    """Broadcast contract operands are read unbroadcast through the composed maps (upstream's
    maskable CombineContractBroadcastMask): only leading broadcast dims, never a non-unit one on a
    reduction; iteration dims no operand uses any more are dropped (unit mask dims only)."""

    root = "vector.contract"

    def match_and_rewrite(self, op, rw):
        maps = list(op._maps())
        its = [it.value for it in op.iterator_types.value]
        operands = [op.lhs, op.rhs]
        changed = False
        for i in range(2):
            bc = operands[i].defining_op
            if bc is None or bc.name != "vector.broadcast":
                continue
            st, rt = bc.operands[0].type, bc.results[0].type
            if not isinstance(st, VectorType) or len(st.shape) == len(rt.shape):
                continue
            diff = len(rt.shape) - len(st.shape)
            if any(d != rt.shape[diff + k] for k, d in enumerate(st.shape)):
                continue  # an inner dim is stretched
            if any(rt.shape[k] != 1 and its[maps[i].get_dim_position(k)] == "reduction" for k in range(diff)):
                continue
            bmap = AffineMap.get(len(rt.shape), 0, [AffineDimExpr(k + diff) for k in range(len(st.shape))])
            maps[i] = bmap.compose(maps[i])
            operands[i] = bc.operands[0]
            changed = True
        if not changed:
            return rw.fail(op, "no foldable broadcast operand")
        unused = get_unused_dims(maps)
        maps = [compress_dims(m, unused) for m in maps]
        new_its = [it for k, it in enumerate(its) if not unused[k]]
        mask_op = B.masking_op(op)
        if mask_op is not None:
            mt = mask_op.operands[0].type
            if any(unused[k] and mt.shape[k] != 1 for k in range(len(unused))):
                return rw.fail(op, "cannot drop a non-unit mask dim")
        if not any(it == "reduction" and _result_index(maps[0], k) is not None
                   and _result_index(maps[1], k) is not None for k, it in enumerate(new_its)):
            return rw.fail(op, "no reduction dim on both sides is left")
        if any(get_unused_dims([maps[0], maps[1]])):
            return rw.fail(op, "an iteration dim would be used by neither operand")
        rw.set_before(mask_op or op)
        new = B.emit(rw, "vector.contract", [operands[0], operands[1], op.acc], [op.results[0].type],
                     {"indexing_maps": ArrayAttr([AffineMapAttr(m) for m in maps]),
                      "iterator_types": _iterators(new_its), "kind": op.kind}, loc=op.loc)
        if mask_op is not None:
            mask = mask_op.operands[0]
            n = sum(unused)
            if n:
                mask = B.shape_cast(rw, op.loc, VectorType(mt.shape[n:], mt.element_type, mt.scalable[n:]), mask)
            new = B.mask_operation(rw, new, mask)
        rw.replace_op(mask_op or op, [new.results[0]])
        return True


def _result_index(m: AffineMap, dim: int):
    for r, e in enumerate(m.results):
        if isinstance(e, AffineDimExpr) and e.position == dim:
            return r
    return None


def populate_vector_reduction_to_contract_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorReductionToContractPatterns."""
    B.load_dialects()
    patterns.add(MultiReduceToContract, CombineContractBroadcastMask, CombineContractABTranspose,
                 CombineContractResultTranspose)


register_pattern_descriptor("transform.apply_patterns.vector.reduction_to_contract",
                            populate_vector_reduction_to_contract_patterns)


@register_pass("vector-reduction-to-contract",
               "Turn add-reductions of products into vector.contract and fold transposes into its maps "
               "(transform.apply_patterns.vector.reduction_to_contract)")
@dataclass
class VectorReductionToContract(ScriptLikePass):
    def populate(self, ps):
        populate_vector_reduction_to_contract_patterns(ps)
