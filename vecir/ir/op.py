"""Declaring ops: operand/result/attribute/region descriptors, traits and the op registry.

An op is one class (DESIGN.md E1)::

    @register_op
    class AddFOp(Op):
        name = "arith.addf"
        lhs = operand(); rhs = operand(); result = result()
        fastmath = prop(default=...)
        traits = frozenset({Pure, SameOperandsAndResultType})
        assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"

Descriptors know their position among the op's operands (results, regions); with one variadic
group the sizes are derived from the total count, with several the op carries
``operandSegmentSizes`` (``resultSegmentSizes``) like upstream's AttrSizedOperandSegments.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar

from .attrs import Attr, DenseArrayAttr
from .core import Operation, Region, Value, new_op
from .types import i32
from .uniqued import VerifyError

# ------------------------------------------------------------------------------------------------
# Traits are plain marker objects (and optionally checks).


class Trait:
    __slots__ = ("name", "check")

    def __init__(self, name: str, check: Callable[[Operation], None] | None = None) -> None:
        self.name = name
        self.check = check

    def __repr__(self) -> str:
        return self.name


def _same_operands_and_result_type(op: Operation) -> None:
    tys = [v.type for v in op.operands] + [r.type for r in op.results]
    if not op._uses or not op.results or any(t is not tys[0] for t in tys):  # (upstream wants 1+ of each)
        # upstream compares element types and shape compatibility (tensor<?xf32> ~ tensor<4xf32>)
        from .constraints import verify_same_operands_and_result_type

        verify_same_operands_and_result_type(op)


def _same_type_operands(op: Operation) -> None:
    tys = [v.type for v in op.operands]
    if tys and any(t is not tys[0] for t in tys):
        raise VerifyError("requires all operands to have the same type")


Pure = Trait("Pure")
Terminator = Trait("Terminator")
IsolatedFromAbove = Trait("IsolatedFromAbove")
SymbolTable = Trait("SymbolTable")


def _symbol_in_table(op: Operation) -> None:
    """SymbolOpInterface's verifier: the visibility is one of upstream's three (verifySymbol), and a
    symbol sits directly in a symbol table (a func.func inside a func.func, even in the generic form,
    is an error)."""
    vis = op.properties.get("sym_visibility")
    if vis is None:
        vis = op.attributes.get("sym_visibility")
    if vis is not None and getattr(vis, "value", None) not in ("public", "private", "nested"):
        from .attrs import StringAttr

        if not isinstance(vis, StringAttr):
            raise VerifyError(f"requires visibility attribute 'sym_visibility' to be a string attribute, but got {vis}")
        raise VerifyError(f'visibility expected to be one of ["public", "private", "nested"], but got {vis}')
    parent = op.parent_op
    if parent is not None and SymbolTable not in type(parent).traits:
        raise VerifyError("symbol's parent must have the SymbolTable trait")


Symbol = Trait("Symbol", _symbol_in_table)
AffineScope = Trait("AffineScope")
NoTerminator = Trait("NoTerminator")
SingleBlock = Trait("SingleBlock")
ReturnLike = Trait("ReturnLike")
ConstantLike = Trait("ConstantLike")
Commutative = Trait("Commutative")
Idempotent = Trait("Idempotent")
Involution = Trait("Involution")
Elementwise = Trait("Elementwise")
Scalarizable = Trait("Scalarizable")
Vectorizable = Trait("Vectorizable")
Tensorizable = Trait("Tensorizable")
AutomaticAllocationScope = Trait("AutomaticAllocationScope")
RecursiveMemoryEffects = Trait("RecursiveMemoryEffects")
MemoryRead = Trait("MemoryRead")
MemoryWrite = Trait("MemoryWrite")
MemoryAlloc = Trait("MemoryAlloc")
MemoryFree = Trait("MemoryFree")
LoopLike = Trait("LoopLike")
HasParent = Trait("HasParent")
SameOperandsAndResultType = Trait("SameOperandsAndResultType", _same_operands_and_result_type)
SameTypeOperands = Trait("SameTypeOperands", _same_type_operands)


# ------------------------------------------------------------------------------------------------
# Descriptors

SINGLE, OPTIONAL, VARIADIC = 0, 1, 2


class _Slot:
    """Common part of operand/result/region descriptors."""

    kind = SINGLE
    group = ""  # "operand" | "result" | "region"

    def __init__(self, kind: int = SINGLE, constraint: Any = None) -> None:
        self.kind = kind
        self.constraint = constraint
        self.name = ""
        self.index = 0
        # position when every definition before this one (in all classes using it) is single
        self.fixed: int | None = None

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name


class OperandDef(_Slot):
    group = "operand"

    def __get__(self, op, owner=None):
        if op is None:
            return self
        f = self.fixed
        if f is not None and f >= 0:
            return op._uses[f].value
        lo, hi = op._segment(self)
        uses = op._uses
        if self.kind == SINGLE:
            return uses[lo].value
        if self.kind == OPTIONAL:
            return uses[lo].value if hi > lo else None
        return [uses[i].value for i in range(lo, hi)]


class ResultDef(_Slot):
    group = "result"

    def __get__(self, op, owner=None):
        if op is None:
            return self
        f = self.fixed
        if f is not None and f >= 0:
            return op.results[f]
        lo, hi = op._segment(self)
        if self.kind == SINGLE:
            return op.results[lo]
        if self.kind == OPTIONAL:
            return op.results[lo] if hi > lo else None
        return op.results[lo:hi]


class RegionDef(_Slot):
    group = "region"

    def __get__(self, op, owner=None):
        if op is None:
            return self
        lo, hi = op._segment(self)
        if self.kind == VARIADIC:
            return op.regions[lo:hi]
        return op.regions[lo] if hi > lo else None


class PropDef:
    """An inherent attribute. ``default`` is used when absent (and then elided when printing).

    ``populate=True`` is upstream's DefaultValuedAttr: the default is stored in the op when the
    attribute is absent (``populateDefaultProperties``), so the generic form always prints it.
    """

    def __init__(self, default: Any = None, optional: bool = False, name: str | None = None,
                 kind: Any = None, populate: bool = False, storage: Any = None, desc: str | None = None,
                 check: Any = None) -> None:
        from .attr_kinds import AnyAttr

        self.kind = AnyAttr if kind is None else kind
        # upstream's storage class (a predicate on attributes) and constraint summary, where the
        # kind (which says how the custom form spells the attribute) does not give them
        self.storage = storage if storage is not None else getattr(self.kind, "storage", None)
        self.desc = desc if desc is not None else getattr(storage, "desc", None) or getattr(self.kind, "desc", None)
        self.check = check  # ODS's attribute constraint beyond the storage class (elements of an array)
        self.default = default
        self.optional = optional or default is not None
        self.attr_name = name
        self.name = ""
        self.populate = populate and default is not None

    def __set_name__(self, owner, name):
        self.name = name
        if self.attr_name is None:
            self.attr_name = name

    def __get__(self, op, owner=None):
        if op is None:
            return self
        v = op.properties.get(self.attr_name)
        if v is None:
            v = op.attributes.get(self.attr_name, self.default)
        return v

    def __set__(self, op, value):
        if value is None:
            op.properties.pop(self.attr_name, None)
        else:
            op.properties[self.attr_name] = value


def operand(constraint: Any = None) -> Any:
    return OperandDef(SINGLE, constraint)


def opt_operand(constraint: Any = None) -> Any:
    return OperandDef(OPTIONAL, constraint)


def var_operand(constraint: Any = None) -> Any:
    return OperandDef(VARIADIC, constraint)


def result(constraint: Any = None) -> Any:
    return ResultDef(SINGLE, constraint)


def opt_result(constraint: Any = None) -> Any:
    return ResultDef(OPTIONAL, constraint)


def var_result(constraint: Any = None) -> Any:
    return ResultDef(VARIADIC, constraint)


def region() -> Any:
    return RegionDef(SINGLE)


def var_region() -> Any:
    return RegionDef(VARIADIC)


def prop(kind: Any = None, default: Any = None, optional: bool = False, name: str | None = None,
         populate: bool = False, storage: Any = None, desc: str | None = None, check: Any = None) -> Any:
    """An inherent attribute; ``kind`` (attr_kinds) says how the custom form spells it.

    ``populate=True``: store ``default`` when absent (upstream DefaultValuedAttr, printed in generic form).
    ``storage`` (a predicate on attributes) and ``desc`` override the kind's storage class and ODS
    summary (ir/constraints.py checks them: upstream's property conversion and verifyInherentAttrs);
    ``check`` is the rest of the ODS constraint (``attribute 'X' failed to satisfy constraint: desc``)."""
    return PropDef(default, optional, name, kind, populate, storage, desc, check)


# ------------------------------------------------------------------------------------------------


class OpMeta(type):
    """Gives every op class empty ``__slots__`` so ops stay dict-free."""

    def __new__(mcls, name, bases, ns, **kw):
        ns.setdefault("__slots__", ())
        return super().__new__(mcls, name, bases, ns, **kw)


_OWN_DEFS: dict[type, tuple] = {}


def _own_defs(klass: type) -> tuple:
    """(name, descriptor) pairs a class body declares, computed once per class (op classes share
    long MROs of plain methods, and scanning them for every subclass was a visible start-up cost)."""
    d = _OWN_DEFS.get(klass)
    if d is None:
        d = _OWN_DEFS[klass] = tuple((k, v) for k, v in vars(klass).items() if isinstance(v, (_Slot, PropDef)))
    return d


class Op(Operation, metaclass=OpMeta):
    """Base of registered ops. Subclasses set ``name`` and declare descriptors."""

    __slots__ = ()
    operand_defs: ClassVar[tuple[OperandDef, ...]] = ()
    result_defs: ClassVar[tuple[ResultDef, ...]] = ()
    region_defs: ClassVar[tuple[RegionDef, ...]] = ()
    prop_defs: ClassVar[tuple[PropDef, ...]] = ()
    assembly_format: ClassVar[str | None] = None
    # set by the assembly-format compiler (or by hand-written parse/print)
    _fmt_parse: ClassVar[Any] = None
    _fmt_print: ClassVar[Any] = None
    # (attr name, default) of DefaultValuedAttr-like properties, stored when absent
    populated_defaults: ClassVar[tuple] = ()
    # the dialect prefix that may be omitted in the op's custom form (`func.return` -> `return`)
    default_dialect: ClassVar[str | None] = None
    # name of the SSA value upstream gives the result (OpAsmOpInterface getAsmResultNames)
    result_name: ClassVar[str | None] = None
    # True when everything verify_invariants_, the traits and verify_ check depends only on the op's
    # class, properties, attributes, operand types and result types (not on its parent, neighbours,
    # operands' defining ops or regions): the verifier then runs them once per distinct signature.
    verify_by_signature: ClassVar[bool] = False
    # the op has successors (cf's branches); the others have upstream's ZeroSuccessors trait
    takes_successors: ClassVar[bool] = False

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        ops, res, regs, props = [], [], [], []
        seen = set()
        for klass in reversed(cls.__mro__):
            for k, v in _own_defs(klass):
                if k in seen:  # overridden in a subclass: drop the old definition
                    ops = [d for d in ops if d.name != k]
                    res = [d for d in res if d.name != k]
                    regs = [d for d in regs if d.name != k]
                    props = [d for d in props if d.name != k]
                seen.add(k)
                if isinstance(v, OperandDef):
                    ops.append(v)
                elif isinstance(v, ResultDef):
                    res.append(v)
                elif isinstance(v, RegionDef):
                    regs.append(v)
                else:
                    props.append(v)
        cls.operand_defs, cls.result_defs, cls.region_defs, cls.prop_defs = (
            tuple(ops), tuple(res), tuple(regs), tuple(props))
        for defs in (ops, res):
            fixed = True
            for i, d in enumerate(defs):
                fixed = fixed and d.kind == SINGLE
                pos = i if fixed else -1
                d.fixed = pos if d.fixed is None or d.fixed == pos else -1
        names = [p.attr_name for p in props]
        if sum(d.kind != SINGLE for d in ops) > 1:
            names.append("operandSegmentSizes")
        if sum(d.kind != SINGLE for d in res) > 1:
            names.append("resultSegmentSizes")
        cls.property_names = tuple(names) + tuple(n for n in cls.__dict__.get("extra_property_names", ()))
        cls.populated_defaults = tuple((p.attr_name, p.default) for p in props if p.populate)
        cls._segment_cache = {}

    # segments --------------------------------------------------------------------------------
    def _segment(self, d: _Slot) -> tuple[int, int]:
        cls = type(self)
        if d.group == "operand":
            defs, total, seg_attr = cls.operand_defs, len(self._uses), "operandSegmentSizes"
        elif d.group == "result":
            defs, total, seg_attr = cls.result_defs, len(self.results), "resultSegmentSizes"
        else:
            defs, total, seg_attr = cls.region_defs, len(self.regions), None
        return _segment_bounds(self, defs, d, total, seg_attr)

    def operand_group(self, name: str) -> list[Value]:
        d = getattr(type(self), name)
        lo, hi = self._segment(d)
        return [u.value for u in self._uses[lo:hi]]

    # construction ------------------------------------------------------------------------------
    @classmethod
    def create(cls, operands=(), result_types=(), properties=None, attributes=None, regions=0,
               successors=(), loc=None) -> "Op":
        """Build from flat lists; adds operandSegmentSizes when the op needs them and none was given."""
        if cls.populated_defaults:
            properties = populate_default_props(cls, properties)
        if not regions and not successors and loc is None and operands.__class__ in _SEQUENCES \
                and result_types.__class__ in _SEQUENCES:  # most ops: without __init__'s conversions
            return new_op(cls, operands, result_types, {} if properties is None else properties,
                          {} if attributes is None else attributes)
        op = cls.__new__(cls)
        Operation.__init__(op, operands, result_types, properties, attributes, regions, successors, loc)
        return op

    @classmethod
    def build(cls, *, operands: dict | None = None, results: dict | None = None, props: dict | None = None,
              attributes: dict | None = None, regions: int | list = None, successors=(), loc=None) -> "Op":
        """Build from per-descriptor values: ``build(operands={"lhs": a, "rhs": b}, results={"result": t})``.

        Variadic groups take lists, optional groups take a value or None. Segment sizes are added
        when the op has several variadic groups.
        """
        operands = operands or {}
        results = results or {}
        flat_ops, op_sizes = _flatten(cls.operand_defs, operands)
        flat_res, res_sizes = _flatten(cls.result_defs, results)
        properties = {k: v for k, v in (props or {}).items() if v is not None}
        if "operandSegmentSizes" in cls.property_names:
            properties["operandSegmentSizes"] = DenseArrayAttr(i32, op_sizes)
        if "resultSegmentSizes" in cls.property_names:
            properties["resultSegmentSizes"] = DenseArrayAttr(i32, res_sizes)
        if regions is None:
            regions = len(cls.region_defs)
        return cls.create(flat_ops, flat_res, properties, dict(attributes or {}), regions, successors, loc)

    def verify_(self) -> None:
        pass


_SEQUENCES = (list, tuple)


def populate_default_props(cls, properties: dict | None) -> dict:
    """``properties`` with the class's populated defaults filled in where absent (in place)."""
    if properties is None:
        properties = {}
    for k, v in getattr(cls, "populated_defaults", ()):
        if k not in properties:
            properties[k] = v
    return properties


def _flatten(defs, values: dict) -> tuple[list, list[int]]:
    flat, sizes = [], []
    for d in defs:
        v = values.get(d.name)
        if d.kind == SINGLE:
            if v is None:
                raise TypeError(f"missing value for '{d.name}'")
            flat.append(v)
            sizes.append(1)
        elif d.kind == OPTIONAL:
            if v is not None:
                flat.append(v)
            sizes.append(0 if v is None else 1)
        else:
            v = list(v or ())
            flat.extend(v)
            sizes.append(len(v))
    return flat, sizes


def _segment_bounds(op: Op, defs, d, total: int, seg_attr: str | None) -> tuple[int, int]:
    n_var = 0
    for x in defs:
        if x.kind != SINGLE:
            n_var += 1
    if n_var == 0:
        i = defs.index(d)
        return i, i + 1
    if n_var > 1 and seg_attr is not None:
        sizes = op.properties.get(seg_attr)
        if sizes is None:
            raise VerifyError(f"missing segment sizes attribute '{seg_attr}'")
        lo = 0
        for x, n in zip(defs, sizes.value):
            if x is d:
                return lo, lo + n
            lo += n
        raise KeyError(d.name)
    # one variadic group (or regions): it takes whatever the single ones leave
    var_size = total - (len(defs) - n_var)
    lo = 0
    for x in defs:
        n = 1 if x.kind == SINGLE else var_size
        if x is d:
            return lo, lo + n
        lo += n
    raise KeyError(d.name)


# ------------------------------------------------------------------------------------------------
# Registry

class _OpRegistry(dict):
    """op name -> class. Indexing a name whose dialect is not imported yet imports it (dialects
    register lazily); ``get`` and ``in`` see only what is registered."""

    def __missing__(self, name: str):
        cls = lookup_op(name)
        if cls is None:
            raise KeyError(name)
        return cls


OP_REGISTRY: dict[str, type[Operation]] = _OpRegistry()
DIALECTS: dict[str, str] = {}  # dialect name -> module that defines it (imported lazily)
# dialect name -> other modules that register ops in its namespace (`transform.structured.*` ops
# live with linalg), imported when the dialect's own module does not know an op name
DIALECT_COMPANIONS: dict[str, tuple[str, ...]] = {}


# Called with each op class as it is registered. The syntax layer installs its assembly-format
# compiler here when it is imported (and compiles the classes registered before), so ir/ never
# imports syntax/.
REGISTRATION_HOOKS: list = []


def register_op(cls: type[Op]) -> type[Op]:
    OP_REGISTRY[cls.name] = cls
    for hook in REGISTRATION_HOOKS:
        hook(cls)
    return cls


_UNREGISTERED: dict[str, type[Operation]] = {}


class UnregisteredOp(Operation):
    __slots__ = ()
    registered = False
    # as upstream's DominanceInfo, a single-block region of an unknown op may be a graph region (a value
    # used before its definition); one with several blocks has SSA dominance
    graph_regions = True


def unregistered_op_class(name: str) -> type[Operation]:
    cls = _UNREGISTERED.get(name)
    if cls is None:
        cls = type("UnregisteredOp", (UnregisteredOp,), {"__slots__": (), "name": name})
        _UNREGISTERED[name] = cls
    return cls


def lookup_op(name: str) -> type[Operation] | None:
    """The class registered for ``name``, importing its dialect on first use (dialects register
    lazily: a run imports only the dialects its input and passes name)."""
    cls = OP_REGISTRY.get(name)
    if cls is None:
        dialect = name.split(".", 1)[0]
        mod = DIALECTS.get(dialect)
        if mod is not None:
            import importlib

            importlib.import_module(mod)
            cls = OP_REGISTRY.get(name)
            if cls is None:
                for extra in DIALECT_COMPANIONS.get(dialect, ()):
                    importlib.import_module(extra)
                cls = OP_REGISTRY.get(name)
    return cls


def new_region_with_block(arg_types=()) -> Region:
    from .core import Block

    return Region([Block(arg_types)])
