"""Structural type-conversion patterns: function signatures, and ops whose only change is the types
of their operands/results (func.return, func.call, scf.yield, ...).

    func.func @f(%a: index) -> index { ... return %x : index }
    ==> (index -> i64)
    func.func @f(%a: i64) -> i64 { ... return %x' : i64 }

``populate_function_op_interface_type_conversion_pattern`` is upstream's analogue for func.func-like
ops (anything with a ``function_type`` property and an entry block);
``populate_type_conversion_pattern`` makes any op name type-converted by operand/result remapping;
``populate_scf_structural_type_conversions`` does that for scf's region ops, converting their
blocks' argument types too (loop-carried values, while's before/after arguments).
"""

from __future__ import annotations

from ..ir.attrs import TypeAttr
from ..ir.core import Operation
from ..ir.types import FunctionType
from .conversion import ConversionPattern, ConversionPatternRewriter, OpAdaptor, TypeConverter
from .pattern import PatternSet


class FunctionSignatureConversion(ConversionPattern):
    """Converts a function-like op's `function_type` and its entry block's argument types in place."""

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rw: ConversionPatternRewriter):
        tc = self.type_converter
        ft = op.get_attr("function_type")
        if ft is None or not isinstance(ft.value, FunctionType):
            return rw.fail(op, "not a function-like op")
        sig = tc.convert_signature(ft.value.inputs)
        results = tc.convert_types(ft.value.results)
        if sig is None or results is None:
            return rw.fail(op, "signature types do not convert")
        region = op.regions[0] if op.regions else None
        new_type = FunctionType(sig.converted, results)

        def update() -> None:
            op.properties["function_type"] = TypeAttr(new_type)
        rw.modify_in_place(op, update)
        if region is not None and region.blocks:
            rw.apply_signature_conversion(region.blocks[0], sig)
        return True


class ConvertOperandAndResultTypes(ConversionPattern):
    """Rebuilds an op with its converted operands and result types (its regions move over):

        %r = x.op %a : index -> index    ==>    %r' = x.op %a' : i64 -> i64
    """

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rw: ConversionPatternRewriter):
        results = self.convert_result_types(op)
        if results is None:
            return rw.fail(op, "result types do not convert")
        if adaptor.flat == list(op.operands) and results == list(op.result_types):
            return rw.fail(op, "nothing to convert")
        if len(results) != len(op.results) and op.results:
            return rw.fail(op, "a 1:N result conversion needs a dedicated pattern")
        new = type(op).create(adaptor.flat, results, dict(op.properties), dict(op.attributes),
                              len(op.regions), list(op.successors), op.loc)
        rw.create_before(op, new)
        for old_r, new_r in zip(op.regions, new.regions):
            rw.inline_region_before(old_r, new_r, 0)
        rw.replace_op(op, new.results)
        return True


class ConvertStructuralOpTypes(ConvertOperandAndResultTypes):
    """Like ConvertOperandAndResultTypes, and the entry blocks of the moved regions get converted
    argument types (an scf.for's induction variable and iter_args, an scf.while's arguments):

        %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (index) { ... }
        ==> %r' = scf.for %i' = %lb' to %ub' step %s' iter_args(%acc' = %x') -> (i64) { ... }
    """

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rw: ConversionPatternRewriter):
        results = self.convert_result_types(op)
        tc = self.type_converter
        blocks_legal = all(tc.is_legal(a.type) for r in op.regions for b in r.blocks[:1] for a in b.args)
        if results is None:
            return rw.fail(op, "result types do not convert")
        if adaptor.flat == list(op.operands) and results == list(op.result_types) and blocks_legal:
            return rw.fail(op, "nothing to convert")
        if len(results) != len(op.results):
            return rw.fail(op, "a 1:N result conversion needs a dedicated pattern")
        new = type(op).create(adaptor.flat, results, dict(op.properties), dict(op.attributes),
                              len(op.regions), list(op.successors), op.loc)
        rw.create_before(op, new)
        for old_r, new_r in zip(op.regions, new.regions):
            rw.inline_region_before(old_r, new_r, 0)
            if not rw.convert_region_types(new_r, tc):
                return rw.fail(op, "block argument types do not convert")
        rw.replace_op(op, new.results)
        return True


SCF_STRUCTURAL_OPS = ("scf.for", "scf.if", "scf.while", "scf.execute_region", "scf.index_switch",
                      "scf.yield", "scf.condition")


def populate_scf_structural_type_conversions(patterns: PatternSet, type_converter: TypeConverter) -> None:
    """Type-convert scf's region ops and terminators (upstream's populateSCFStructuralTypeConversions)."""
    for name in SCF_STRUCTURAL_OPS:
        p = ConvertStructuralOpTypes(type_converter=type_converter)
        p.root = name
        patterns.add(p)


def scf_structurally_legal(type_converter: TypeConverter):
    """A dynamic-legality rule for scf ops: operands, results and region arguments of legal types."""
    def legal(op: Operation) -> bool:
        return type_converter.is_legal(op) and all(
            type_converter.is_legal(a.type) for r in op.regions for b in r.blocks[:1] for a in b.args)
    return legal


def populate_function_op_interface_type_conversion_pattern(patterns: PatternSet, type_converter: TypeConverter,
                                                            op_name: str = "func.func", benefit: int = 1) -> None:
    p = FunctionSignatureConversion(benefit, type_converter=type_converter)
    p.root = op_name
    patterns.add(p)


def populate_type_conversion_pattern(patterns: PatternSet, type_converter: TypeConverter, op_name: str,
                                     benefit: int = 1) -> None:
    p = ConvertOperandAndResultTypes(benefit, type_converter=type_converter)
    p.root = op_name
    patterns.add(p)


def populate_return_op_type_conversion_pattern(patterns: PatternSet, type_converter: TypeConverter) -> None:
    populate_type_conversion_pattern(patterns, type_converter, "func.return")


def populate_call_op_type_conversion_pattern(patterns: PatternSet, type_converter: TypeConverter) -> None:
    populate_type_conversion_pattern(patterns, type_converter, "func.call")
