"""`transform.structured.tile_using_forall` (upstream's TileUsingForallOp): tile payload linalg ops
with one scf.forall, by a number of threads or by tile sizes.

    %tiled, %forall = transform.structured.tile_using_forall %m num_threads [10, %p, 0]
                        (mapping = [#gpu.thread<y>, #gpu.thread<x>])
                        : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %m tile_sizes *(%sizes) : (...) -> (...)

The clauses are an oilist (each at most once, any order; printed num_threads first); a list is
upstream's PackedOrDynamicIndexList (`[4, %h]` or `*(%h)`). The mapping is any array of dialect
attributes: vecir has no gpu dialect, so `#gpu.thread<x>` is read as an opaque dialect attribute
(with -allow-unregistered-dialect). The work is vecir/transforms/linalg/tile_forall.py.
"""

from __future__ import annotations

from ...ir.attrs import DenseArrayAttr, OpaqueAttr
from ...ir.constraints import TransformParamOrOpHandle, TypeConstraint, array_attr, array_of, dense_array, stored_as
from ...ir.op import Op, operand, opt_operand, prop, register_op, result, var_operand
from ...ir.types import i32, i64
from ..transform.ops import CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD, _functional_type, _print_functional_type, _strict
from ..transform.types import AnyOpType, OperationType
from .transform_ops import _failure

_OP_HANDLE = TypeConstraint(lambda t: isinstance(t, (AnyOpType, OperationType)), "TransformHandleTypeInterface instance")


@register_op
class TileUsingForallOp(Op):
    name = "transform.structured.tile_using_forall"
    traits = CONSUMES_AND_PRODUCES_HANDLES_MODIFIES_PAYLOAD
    consumed_operands = (0,)
    target = operand(_OP_HANDLE)
    num_threads = var_operand(TransformParamOrOpHandle)
    tile_sizes = var_operand(TransformParamOrOpHandle)
    packed_num_threads = opt_operand(TransformParamOrOpHandle)
    packed_tile_sizes = opt_operand(TransformParamOrOpHandle)
    tiled_op = result(_OP_HANDLE)
    forall_op = result(_OP_HANDLE)
    static_num_threads = prop(optional=True, storage=dense_array(i64))  # DefaultValued DenseI64ArrayAttr
    static_tile_sizes = prop(optional=True, storage=dense_array(i64))
    mapping = prop(optional=True, storage=array_attr, check=array_of(stored_as(OpaqueAttr)),
                   desc="Device Mapping array attribute")
    extra_property_names = ("operandSegmentSizes",)
    _CLAUSES = ("num_threads", "tile_sizes")

    def asm_result_names(self):
        return ["tiled_op", "forall_op"]

    @classmethod
    def parse(cls, p):
        from ..scf.common import name_pos
        from .transform_ops import _next_oilist_clause, _parse_dynamic_index_list

        npos = name_pos(p, cls)
        ref = p.operand()
        props, seen = {}, set()
        refs = {"num_threads": [], "tile_sizes": []}
        packed = {"num_threads": [], "tile_sizes": []}
        while True:
            kw = _next_oilist_clause(p, cls, seen, npos)
            if kw is None:
                break
            if p.try_punct("*"):  # parsePackedOrDynamicIndexList
                p.punct("(")
                packed[kw].append(p.operand())
                p.punct(")")
                values = ()
            else:
                rs, values, _ = _parse_dynamic_index_list(p, cls.name)
                refs[kw].extend(rs)
            props["static_" + kw] = DenseArrayAttr(i64, tuple(values))
        if p.try_punct("("):
            p.op_keyword("mapping")
            p.punct("=")
            props["mapping"] = p.attr()
            p.punct(")")
        props["operandSegmentSizes"] = DenseArrayAttr(i32, (1, len(refs["num_threads"]), len(refs["tile_sizes"]),
                                                            len(packed["num_threads"]), len(packed["tile_sizes"])))
        attrs = _strict(cls, p)
        p.punct(":")
        all_refs = [ref] + refs["num_threads"] + refs["tile_sizes"] + packed["num_threads"] + packed["tile_sizes"]
        ft = _functional_type(p, len(all_refs), operand_pos=npos)
        return cls.create([p.resolve(r, t) for r, t in zip(all_refs, ft.inputs)], list(ft.results), props, attrs)

    def _static(self, key) -> list:
        a = self.properties.get(key)
        return list(a.value) if a is not None else []

    def print(self, p):
        from .transform_ops import _print_dynamic_index_list

        p.w(self.name + " ")
        p.value(self.operand(0))
        for kw, dyn, packed in (("num_threads", self.num_threads, self.packed_num_threads),
                                ("tile_sizes", self.tile_sizes, self.packed_tile_sizes)):
            if packed is not None:
                p.w(f" {kw} *(")
                p.value(packed)
                p.w(")")
            elif self._static("static_" + kw):
                p.w(f" {kw} ")
                _print_dynamic_index_list(p, self.properties["static_" + kw], None, dyn)
        if self.properties.get("mapping") is not None:
            p.w("(mapping = ")
            p.attr(self.properties["mapping"])
            p.w(")")
        p.op_attr_dict(self, ("static_num_threads", "static_tile_sizes", "mapping", "operandSegmentSizes"))
        _print_functional_type(p, self)

    def verify_invariants_(self):
        from ...ir.constraints import check_type_constraints

        check_type_constraints(self)

    def verify_(self):
        from ...ir.uniqued import VerifyError

        from ...ir.types import DYNAMIC

        for kw, dyn in (("num_threads", self.num_threads), ("tile_sizes", self.tile_sizes)):
            n = sum(1 for x in self._static("static_" + kw) if x == DYNAMIC)
            if n != len(dyn):  # (iree-opt 3.13 crashes on such generic-form input)
                raise VerifyError(f"expected {n} dynamic {kw} values to match the dynamic entries of static_{kw}, "
                                  f"found {len(dyn)}")
        threads = int(bool(self._static("static_num_threads"))) + int(self.packed_num_threads is not None)
        if threads > 1:
            raise VerifyError("num_threads and packed_num_threads are mutually exclusive")
        sizes = int(bool(self._static("static_tile_sizes"))) + int(self.packed_tile_sizes is not None)
        if sizes > 1:
            raise VerifyError("tile_sizes and packed_tile_sizes are mutually exclusive")
        if threads == 0 and sizes == 0:
            raise VerifyError("either (packed_)num_threads or (packed_)tile_sizes must be specified")

    def apply_transform(self, interp) -> None:
        from ...transforms.linalg.tile import PadTilingError, TilingError
        from ...transforms.linalg.tile_forall import tile_using_forall
        from ...transforms.transform_state import TransformFailure
        from .fuse_transform_ops import unpack_single_index_results
        from .structured import StructuredOp

        threads = unpack_single_index_results(self, interp, self._static("static_num_threads"), self.num_threads,
                                              self.packed_num_threads)
        sizes = unpack_single_index_results(self, interp, self._static("static_tile_sizes"), self.tile_sizes,
                                            self.packed_tile_sizes)
        foralls, tiled = [], []
        for target in list(interp.state.get(self.target)):
            if not isinstance(target, StructuredOp) and target.name != "tensor.pad":
                raise TransformFailure("only TilingInterface ops are supported", self, silenceable=True,
                                       notes=[(target.loc, "target op")])
            try:
                res = tile_using_forall(target, sizes, threads if threads else None, self.properties.get("mapping"))
            except PadTilingError as e:  # upstream's errors at the pad, then its default silenceable failure
                from ...ir.diagnostics import emit

                for d in e.diagnostics():
                    emit(d)
                raise TransformFailure(f"{self.name} failed to apply", self, silenceable=True,
                                       notes=[(target.loc, "when applied to this op")])
            except TilingError as e:
                raise _failure(str(e), self, silenceable=True)
            # (with all sizes 0 the op stays; upstream then reads the first of no loops, undefined)
            interp.state.replace_payload(target, res.tiled_op)
            foralls.extend(res.loops[:1])
            tiled.append(res.tiled_op)
        interp.state.set(self.results[1], foralls, self)
        interp.state.set(self.results[0], tiled, self)
