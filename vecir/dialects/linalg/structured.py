"""The structured-op machinery shared by every linalg op: `ins(...) outs(...)` syntax, the
DestinationStyle and LinalgStructured interface verifiers (upstream's text and order), and the
interpretation of an op as a loop nest over its iteration space.

    %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
                       outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>

A structured op has inputs and inits (outputs); on tensors it has one result per init (the updated
init), on memrefs none (the inits are written in place). Its iteration space has one loop per
iterator type; operand k is accessed at `indexing_maps[k](loop indices)`. Each point runs the
region (block args: one scalar per operand; `linalg.yield` gives the new init values).
"""

from __future__ import annotations

import itertools

from vecir._lazy import np

from ...interp.memory import InterpError, MemRef
from ...ir.affine_expr import AffineDimExpr
from ...ir.attrs import AffineMapAttr, ArrayAttr, DenseArrayAttr
from ...ir.core import Block, Region
from ...ir.dtypes import numpy_dtype
from ...ir.op import Op, SingleBlock, var_operand, var_result
from ...ir.types import MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType, i32
from ...ir.uniqued import VerifyError

MEMOIZED = "linalg.memoized_indexing_maps"


def segments(n_in: int, n_out: int) -> DenseArrayAttr:
    return DenseArrayAttr(i32, (n_in, n_out))


def is_shaped(t) -> bool:
    return isinstance(t, (RankedTensorType, MemRefType))


_LINALG_SHAPED = (RankedTensorType, MemRefType, UnrankedTensorType, UnrankedMemRefType)


def elem_of(t):
    """The type of an operand's block argument: the element type of a tensor or memref, else the
    type itself (a vector operand is a scalar to linalg: its block argument is the vector)."""
    return t.element_type if isinstance(t, _LINALG_SHAPED) else t


def rank_of(t) -> int:
    """An operand's rank in the iteration space: 0 for a scalar (a vector included)."""
    return len(t.shape) if isinstance(t, (RankedTensorType, MemRefType)) else 0


def shape_of(t) -> tuple:
    return tuple(t.shape) if isinstance(t, (RankedTensorType, MemRefType)) else ()


class StructuredOp(Op):
    """Base of linalg's structured ops. Subclasses give `indexing_maps_list()`, `iterator_type_names()`
    and (named ops) `build_body(block)` for the implicit region. Subclasses declare the operands
    (`VariadicIO` for the usual `inputs`/`outputs` groups)."""

    # SingleBlockImplicitTerminator<YieldOp> upstream: e.g. the inliner puts no multi-block callee
    # into a body
    traits = frozenset({SingleBlock})
    has_segments = True  # transpose has exactly one input and one init: no operandSegmentSizes

    # -- accessors -------------------------------------------------------------------------------
    @property
    def dps_inputs(self) -> list:
        return list(self.inputs)

    @property
    def dps_inits(self) -> list:
        return list(self.outputs)

    @property
    def body_block(self) -> Block:
        return self.regions[0].blocks[0]

    def indexing_maps_list(self) -> list:
        raise NotImplementedError

    def iterator_type_names(self) -> list[str]:
        raise NotImplementedError

    @property
    def num_loops(self) -> int:
        return len(self.iterator_type_names())

    def has_pure_tensor_semantics(self) -> bool:
        return all(not isinstance(v.type, MemRefType) for v in self.operands) and all(
            isinstance(v.type, RankedTensorType) for v in self.outputs)

    def has_pure_buffer_semantics(self) -> bool:
        return all(not isinstance(v.type, RankedTensorType) for v in self.operands)

    def memory_effect_free(self) -> bool:
        """On tensors a structured op has no memory effects (only its region's, which are pure
        arith/math here); on buffers it reads its inputs and writes its inits."""
        if not self.has_pure_tensor_semantics():
            return False
        from ...rewrite.driver import is_memory_effect_free

        return all(is_memory_effect_free(o) for r in self.regions for o in r.ops())

    def asm_block_arg_names(self, region):
        """Upstream names the block arguments `%in` (inputs) and `%out` (inits)."""
        return ["in"] * len(self.inputs) + ["out"] * len(self.outputs)

    def static_loop_ranges(self) -> list[int]:
        """The size of each loop (upstream's getStaticLoopRanges): the operand dimension that a map
        result equal to the loop's dim reads."""
        n = self.num_loops
        sizes = [None] * n
        for v, m in zip(self.operands, self.indexing_maps_list()):
            shape = shape_of(v.type)
            for r, e in enumerate(m.results):
                if isinstance(e, AffineDimExpr) and sizes[e.position] is None and r < len(shape):
                    sizes[e.position] = shape[r]
        return [s if s is not None else 1 for s in sizes]

    # -- syntax ----------------------------------------------------------------------------------
    @classmethod
    def parse_ins_outs(cls, p):
        """`ins(%a, %b : ta, tb)? outs(%c : tc)?` -> (inputs, outputs) as Values."""
        ins, outs = [], []
        for kw, into in (("ins", ins), ("outs", outs)):
            if p.try_keyword(kw):
                p.punct("(")
                refs = p.operand_list()
                p.punct(":")
                types = p.type_list()
                p.punct(")")
                into.extend(p.resolve_list(refs, types))
        return ins, outs

    def print_ins_outs(self, p) -> None:
        if self.inputs:
            p.w(" ins(")
            p.values(self.inputs)
            p.w(" : ")
            p.types(v.type for v in self.inputs)
            p.w(")")
        if self.outputs:
            p.w(" outs(")
            p.values(self.outputs)
            p.w(" : ")
            p.types(v.type for v in self.outputs)
            p.w(")")

    @staticmethod
    def parse_result_types(p) -> list:
        if p.try_punct("->"):
            return p.result_type_list()
        return []

    def print_result_types(self, p) -> None:
        if len(self.results) == 1:
            p.w(" -> ")
            p.type(self.results[0].type)
        elif self.results:
            p.w(" -> (")
            p.types(r.type for r in self.results)
            p.w(")")

    def operand_props(self) -> dict:
        return {"operandSegmentSizes": segments(len(self.inputs), len(self.outputs))} if self.has_segments else {}

    # -- verification ----------------------------------------------------------------------------
    def verify_(self):
        if len(self.regions) != 1 or len(self.regions[0].blocks) != 1:
            raise VerifyError("expects to have 1 region with 1 block")
        self.verify_destination_style()

    def verify_destination_style(self) -> None:
        """DestinationStyleOpInterface's verifier."""
        if not (self.has_pure_tensor_semantics() or self.has_pure_buffer_semantics()):
            raise VerifyError("expected to have pure tensor or buffer semantics")
        tensor_inits = [v for v in self.outputs if isinstance(v.type, RankedTensorType)]
        if len(tensor_inits) != len(self.results):
            raise VerifyError(f"expected the number of tensor results ({len(self.results)}) to be equal to the "
                              f"number of output tensors ({len(tensor_inits)})")
        for i, (v, r) in enumerate(zip(tensor_inits, self.results)):
            if v.type is not r.type:
                k = len(self.inputs) + i
                raise VerifyError(f"expected type of operand #{k} ('{v.type.render()}') to match type of "
                                  f"corresponding result ('{r.type.render()}')")

    def verify_regions_(self):
        self.verify_structured_interface()

    def verify_structured_interface(self) -> None:
        """LinalgStructuredInterface's verifier (verifyStructuredOpInterface), in upstream's order."""
        maps = self.indexing_maps_list()
        n_ops = len(self.operands)
        if len(maps) != n_ops:
            raise VerifyError(f"expected the number of indexing_map ({len(maps)}) to be equal to the number "
                              f"of input/output operands ({n_ops})")
        n_loops = self.num_loops
        if len({m.num_dims for m in maps}) == 1 and not self._invertible(maps):
            raise VerifyError(f"invalid indexing maps are non-invertible: ({_concat_text(maps)})")
        for k, (v, m) in enumerate(zip(self.operands, maps)):
            if m.num_symbols != 0:
                raise VerifyError(f"unexpected symbols in indexing_map #{k}")
            if m.num_dims != n_loops:
                raise VerifyError(f"expected indexing_map #{k} to have {n_loops} dim(s) to match the number of "
                                  f"loops")
            r = rank_of(v.type)
            if m.num_results != r:
                raise VerifyError(f"expected operand #{k} rank ({r}) to match the result rank of indexing_map "
                                  f"({m.num_results})")
        ranges = self.static_loop_ranges()
        # the largest index a map's non-dim result reaches (all loop ranges static, as upstream)
        last = [r - 1 for r in ranges] if all(r >= 0 for r in ranges) else None
        for k, (v, m) in enumerate(zip(self.operands, maps)):
            shape = shape_of(v.type)
            for d, e in enumerate(m.results):
                if not isinstance(e, AffineDimExpr):
                    if last is None or shape[d] <= 0:
                        continue
                    want = max(e.evaluate([0] * len(last)), e.evaluate(last)) + 1
                    if want > shape[d]:
                        raise VerifyError(f"inferred input/output operand #{k} has shape's dimension #{d} to be "
                                          f"greater than or equal to {want}, but found {shape[d]}")
                    continue
                want, got = ranges[e.position], shape[d]
                if want >= 0 and got >= 0 and want != got:
                    raise VerifyError(f"inferred input/output operand #{k} has shape's dimension #{d} to be "
                                      f"{want}, but found {got}")
        block = self.body_block
        if len(block.args) != n_ops:
            raise VerifyError("expected as many non-induction variable region arguments as the number of "
                              "input/output operands")
        for k, (v, a) in enumerate(zip(self.operands, block.args)):
            want = elem_of(v.type)
            if a.type is not want:
                raise VerifyError(f"expected type of bb argument #{k} ('{a.type.render()}') to match element or "
                                  f"self type of the corresponding operand ('{want.render()}')")

    @staticmethod
    def _invertible(maps) -> bool:
        """Every loop appears as a plain dim result of some map (upstream inverts the concatenated maps)."""
        if not maps:
            return True
        n = maps[0].num_dims
        seen = set()
        for m in maps:
            for e in m.results:
                if isinstance(e, AffineDimExpr):
                    seen.add(e.position)
        return all(d in seen for d in range(n))

    # -- semantics -------------------------------------------------------------------------------
    def interpret_with(self, ctx, *vals):
        arrays = [v.to_numpy() if isinstance(v, MemRef) else np.asarray(v) for v in vals]
        n_in = len(self.inputs)
        outs = self.compute(ctx, arrays[:n_in], [a.copy() for a in arrays[n_in:]])
        results = []
        for v, t, o in zip(vals[n_in:], (x.type for x in self.outputs), outs):
            if isinstance(v, MemRef):
                v.write_numpy(o)
            else:
                results.append(o.astype(numpy_dtype(t.element_type), copy=False))
        if not results:
            return None
        return results[0] if len(results) == 1 else tuple(results)

    def compute(self, ctx, ins: list, outs: list) -> list:
        """Run the region at every point of the iteration space (NumPy fast paths in subclasses)."""
        return run_region_loops(self, ctx, ins, outs)


class VariadicIO:
    """The operand groups of most structured ops: variadic inputs and inits, one result per tensor init."""

    inputs = var_operand()
    outputs = var_operand()
    results_ = var_result()


def run_region_loops(op, ctx, ins, outs) -> list:
    maps = op.indexing_maps_list()
    ranges = runtime_loop_ranges(op, ins + outs)
    n_in = len(ins)
    all_arrays = ins + outs
    for point in itertools.product(*(range(n) for n in ranges)):
        args = []
        for a, m in zip(all_arrays, maps):
            idx = m.evaluate(point) if m.num_results else ()
            args.append(a[idx] if a.ndim else a[()])
        _CURRENT.append(point)
        try:
            vals = ctx.run(0, args)
        finally:
            _CURRENT.pop()
        for k, v in enumerate(vals):
            m = maps[n_in + k]
            o = outs[k]
            idx = m.evaluate(point) if m.num_results else ()
            o[idx] = v
    return outs


_CURRENT: list = []  # the iteration-space point being run (read by linalg.index)


def current_point():
    if not _CURRENT:
        raise InterpError("linalg.index outside of a running linalg op")
    return _CURRENT[-1]


def runtime_loop_ranges(op, arrays) -> list[int]:
    n = op.num_loops
    sizes = [None] * n
    for a, m in zip(arrays, op.indexing_maps_list()):
        for r, e in enumerate(m.results):
            if isinstance(e, AffineDimExpr) and sizes[e.position] is None:
                sizes[e.position] = a.shape[r]
    return [s if s is not None else 1 for s in sizes]


def _concat_text(maps) -> str:
    from ...ir.affine_map import AffineMap

    results = [e for m in maps for e in m.results]
    text = str(AffineMap(maps[0].num_dims, 0, results))
    return text


def maps_attr(maps) -> ArrayAttr:
    return ArrayAttr([AffineMapAttr(m) for m in maps])


def new_body(types) -> Region:
    return Region([Block(list(types))])
