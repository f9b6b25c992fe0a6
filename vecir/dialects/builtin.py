"""The builtin dialect: module and unrealized_conversion_cast."""

from __future__ import annotations

from ..ir import attr_kinds as K
from ..ir.core import Block, Region
from ..ir.op import (
    AffineScope, IsolatedFromAbove, NoTerminator, Op, Pure, SingleBlock, SymbolTable, prop, region,
    register_op, var_operand, var_result,
)
from ..ir.uniqued import VerifyError


@register_op
class ModuleOp(Op):
    name = "builtin.module"
    traits = frozenset({IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable, AffineScope})
    sym_name = prop(K.SymbolName, optional=True)
    sym_visibility = prop(K.StrAttr, optional=True)
    body = region()
    graph_regions = True  # RegionKind::Graph: no dominance order among the module's ops
    default_dialect = "builtin"

    @classmethod
    def build_empty(cls, name: str | None = None) -> "ModuleOp":
        from ..ir.attrs import StringAttr

        props = {"sym_name": StringAttr(name)} if name else {}
        return cls.create(properties=props, regions=[Region([Block()])])

    @property
    def block(self) -> Block:
        return self.regions[0].blocks[0]

    @classmethod
    def parse(cls, p):
        props = {}
        sym = p.try_symbol()
        if sym is not None:
            from ..ir.attrs import StringAttr

            props["sym_name"] = StringAttr(sym)
        attrs = p.optional_attr_dict_with_keyword()
        r = p.region(isolated=True)
        if not r.blocks:
            r.add_block(Block())
        return cls.create(properties=props, attributes=attrs, regions=[r])

    def print(self, p):
        p.w(p.op_name("builtin.module"))
        if self.sym_name is not None:
            p.w(" ")
            K.SymbolName.print(p, self.sym_name)
        p.attr_dict(self.attributes, with_keyword=True)
        p.w(" ")
        p.region(self.regions[0], print_entry_args=False)

    def verify_(self):
        r = self.regions[0]
        if len(r.blocks) > 1:  # the SingleBlock trait, then ODS's SizedRegion<1>
            raise VerifyError("expects region #0 to have 0 or 1 blocks")
        if not r.blocks:
            raise VerifyError("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
        for k in self.attributes:
            if "." not in k:
                raise VerifyError(f"can only contain attributes with dialect-prefixed names, found: '{k}'")
        if r.blocks[0].args:
            raise VerifyError("expected body to have no arguments")

    def interpret_module(self):  # pragma: no cover - modules are not executed as ops
        raise NotImplementedError


@register_op
class UnrealizedConversionCastOp(Op):
    name = "builtin.unrealized_conversion_cast"
    traits = frozenset({Pure})
    inputs = var_operand()
    outputs = var_result()
    assembly_format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"

    def verify_(self):
        if not self.results:
            raise VerifyError("expected at least one result for cast operation")

    def interpret(self, *args, vscale=1):
        if len(args) == len(self.results):
            return args[0] if len(args) == 1 else tuple(args)
        raise NotImplementedError("unrealized_conversion_cast with differing arity has no semantics")
