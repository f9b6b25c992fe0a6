"""Verification: structure (terminators, successors, block arguments), dominance, each op's
``verify_`` and symbol uses. Errors are reported like upstream: ``'op.name' op MESSAGE``
at the op's location."""

from __future__ import annotations

from .attrs import unknown_loc
from .constraints import (
    PropertyConversionError, attr_constraint_message, count_message, required_attr_message, required_attrs,
    segment_groups, segment_total_message, stored_prop_message,
)
from .core import Block, Operation, Region, Value
from .diagnostics import DiagnosticError, emit
from .op import DIALECTS, SINGLE, IsolatedFromAbove, NoTerminator, SymbolTable, Terminator
from .uniqued import PlainVerifyError, VerifyError


def _fail(op: Operation, message: str, notes=()):
    raise DiagnosticError(op.loc, f"'{op.name}' op {message}", notes, op=op)


def _fail_with(op: Operation, e: VerifyError):
    if getattr(e, "parse_time", False) or getattr(e, "no_op_note", False):
        # upstream reports it while parsing, or at the op's location only: no "see current operation"
        raise DiagnosticError(op.loc, str(e))
    if getattr(e, "plain", False):  # upstream's op->emitError: no "'op.name' op " prefix
        raise DiagnosticError(op.loc, str(e), op=op)
    _fail(op, str(e))


def verify(root: Operation) -> None:
    """Verify ``root`` and everything nested in it, as upstream's OperationVerifier does.

    Each IsolatedFromAbove op with regions (a function in a module) is verified on its own, after the
    non-isolated ops around it, and reports its first problem; every failing one is reported, in op
    order: the earlier diagnostics go to :func:`emit`, the last one is raised as DiagnosticError::

        module {
          func.func @a ... { error 1 }   // reported
          func.func @b ... { ok }
          func.func @c ... { error 2 ; error 3 }   // error 2 reported, raised
        }

    A problem in a non-isolated op around them (an op at module level) stops before they are verified.
    """
    errors = _verify_op_and_dominance(root)
    if not errors:
        _verify_symbols(root)
        return
    for e in errors[:-1]:
        emit(e.diag)
    raise errors[-1]


class _Failures(Exception):
    """Nested isolated ops failed verification: their errors (DiagnosticError), in op order."""

    def __init__(self, errors: list) -> None:
        super().__init__(errors)
        self.errors = errors


def _verify_op_and_dominance(op: Operation) -> list:
    """upstream's verifyOpAndDominance: the op and its regions, then dominance inside them (nested
    isolated ops excluded: they were verified on their own); the errors, empty when all is fine."""
    try:
        _verify_op(op)
    except DiagnosticError as e:
        return [e]
    except _Failures as f:
        return f.errors
    if op.regions:
        try:
            _Dominance().contained(op)
        except DiagnosticError as e:
            return [_isolation_error(op) or e]
    return []


# Per op class, what verifying one of its ops runs: (registered, verify_invariants_, is a Terminator,
# trait checks, verify_, verify_regions_, verify_by_signature, (has properties, required attribute
# names, verify_structural)). Looked up once per class instead of a getattr per hook per op.
_PLANS: dict[type, tuple] = {}

# Signatures (class, properties, attributes, operand types, result types) of ops whose class says
# its checks depend on nothing else (``Op.verify_by_signature``) and that passed them. Types and
# attributes are interned, so a key is cheap, and a program holds few distinct ones.
_VERIFIED_SIGNATURES: set = set()
_MAX_SIGNATURES = 100000


def _plan(cls: type) -> tuple:
    plan = _PLANS.get(cls)
    if plan is None:
        traits = cls.traits
        own = getattr(cls, "verify_", None)
        if own is not None and getattr(own, "__qualname__", "") == "Op.verify_":
            own = None  # the base class's empty verifier
        plan = _PLANS[cls] = (
            cls.registered, _invariants(cls), Terminator in traits,
            tuple(t.check for t in traits if t.check is not None), own, getattr(cls, "verify_regions_", None),
            bool(getattr(cls, "verify_by_signature", False)),
            _attr_plan(cls) if cls.registered else None)
    return plan


def _invariants(cls: type):
    """The op class's ODS invariants: its ``verify_invariants_`` hook, else the generic
    operand/result type constraints when any ``operand(c)``/``result(c)`` declares one."""
    own = getattr(cls, "verify_invariants_", None)
    if own is not None:
        return own
    from .constraints import TypeConstraint, check_type_constraints

    defs = (*getattr(cls, "operand_defs", ()), *getattr(cls, "result_defs", ()))
    if any(isinstance(d.constraint, TypeConstraint) for d in defs):
        return check_type_constraints
    return None


def _attr_plan(cls: type) -> tuple:
    """(checks its inherent attributes' classes, required attribute names, verify_structural, has
    attribute constraints)."""
    return (bool(cls.prop_defs) or "operandSegmentSizes" in cls.property_names, required_attrs(cls),
            getattr(cls, "verify_structural", None), any(d.check is not None for d in cls.prop_defs))


def _signature(op: Operation):
    """The key of ``op`` in _VERIFIED_SIGNATURES, or None when it has regions or successors (whose
    contents no signature covers)."""
    if op.regions or op.successors:
        return None
    attrs = op.attributes
    return (type(op), tuple(op.properties.items()), tuple(attrs.items()) if attrs else None,
            tuple([u.value.type for u in op._uses]), tuple([r.type for r in op.results]))


def _signature_verified(key) -> bool:
    try:
        return key in _VERIFIED_SIGNATURES
    except TypeError:  # an unhashable property or attribute value: never cached
        return False


# Discardable attributes that a dialect verifies on the op carrying them (upstream's
# Dialect::verifyOperationAttribute), by attribute name: fn(op, attr) raises DiagnosticError. A dialect
# registers its own when imported; the verifier imports a known dialect the first time it meets one
# of its attributes.
ATTRIBUTE_VERIFIERS: dict = {}
_ATTR_DIALECTS_LOADED: set = set()


def _attribute_verifier(name: str):
    fn = ATTRIBUTE_VERIFIERS.get(name)
    if fn is None:
        dialect, dot, _ = name.partition(".")
        if dot and dialect not in _ATTR_DIALECTS_LOADED:
            _ATTR_DIALECTS_LOADED.add(dialect)
            mod = DIALECTS.get(dialect)
            if mod is not None:
                import importlib

                importlib.import_module(mod)
                fn = ATTRIBUTE_VERIFIERS.get(name)
    return fn


def verify_op_only(op: Operation) -> None:
    """The op's own checks without its regions (upstream's ``verify(op, verifyRecursively=false)``)."""
    plan = _PLANS.get(type(op)) or _plan(type(op))
    if plan[0]:
        _verify_own(op, plan)


def _verify_op(op: Operation) -> None:
    cls = type(op)
    for u in op._uses:
        if u.value is None:
            _fail(op, "null operand found")
    attrs = op.attributes
    if attrs:  # the dialects' checks of discardable attributes come before the op's own
        for name, a in attrs.items():
            if "." in name:
                fn = _attribute_verifier(name)
                if fn is not None:
                    fn(op, a)
    plan = _PLANS.get(cls) or _plan(cls)
    registered, _, is_terminator, _, _, verify_regions, by_signature, _ = plan
    if not registered:
        dialect, dot, _ = op.name.partition(".")
        if dot and dialect in DIALECTS:
            _fail_with(op, PlainVerifyError(f"unregistered operation '{op.name}' found in dialect ('{dialect}') "
                                            f"that does not allow unknown operations"))
    else:
        key = _signature(op) if by_signature else None
        if key is None or not _signature_verified(key):
            _verify_own(op, plan)
            if key is not None and len(_VERIFIED_SIGNATURES) < _MAX_SIGNATURES:
                try:
                    _VERIFIED_SIGNATURES.add(key)
                except TypeError:
                    pass
        elif is_terminator and op.parent is not None and op.parent.last is not op:
            _fail(op, "must be the last operation in the parent block")
    if op.regions:
        for r in op.regions:  # upstream checks every region's entry before verifying nested ops
            if len(r.blocks) > 1 or (r.blocks and r.blocks[0].last is not None and r.blocks[0].last.successors):
                _check_entry_has_no_predecessors(op, r.blocks)
        isolated: list = []
        for i, r in enumerate(op.regions):
            _verify_region(op, r, i, isolated)
        if isolated:  # upstream verifies these in parallel and reports all their errors in op order
            errors: list = []
            for o in isolated:
                errors += _verify_op_and_dominance(o)
            if errors:
                raise _Failures(errors)
    # upstream's verifyRegions (hasRegionVerifier): runs after the nested ops are verified
    if verify_regions is not None and registered:
        try:
            try:
                verify_regions(op)
            except VerifyError as e:
                _fail_with(op, e)
            except DiagnosticError as e:
                _own(e, op)
        except DiagnosticError:
            # the IsolatedFromAbove check (a region trait) runs before the op's own region verifier
            # upstream; here it is part of the dominance walk, so it is looked for on failure only
            iso = _isolation_error(op)
            if iso is not None:
                raise iso from None
            raise


def _verify_own(op: Operation, plan: tuple) -> None:
    """The op's own checks, in upstream's order: ODS invariants, the IsTerminator position, the
    traits, then the op's verify_."""
    _, invariants, is_terminator, trait_checks, own, _, _, attr_plan = plan
    _verify_counts(op, attr_plan)
    if invariants is not None:  # upstream's OpInvariants: ODS constraints first
        try:
            invariants(op)
        except VerifyError as e:
            _fail_with(op, e)
    # the IsTerminator trait: a terminator ends its block
    if is_terminator and op.parent is not None and op.parent.last is not op:
        _fail(op, "must be the last operation in the parent block")
    for chk in trait_checks:
        try:
            chk(op)
        except VerifyError as e:
            _fail(op, str(e))
    if own is not None:
        try:
            own(op)
        except VerifyError as e:
            _fail_with(op, e)
        except DiagnosticError as e:
            _own(e, op)


def _verify_counts(op: Operation, attr_plan: tuple) -> None:
    """What upstream checks before the ODS type constraints, in its order, so a malformed generic op
    gets a diagnostic rather than a crash in a later check: its inherent attributes of the wrong
    attribute class (upstream's parser rejects them; here for ops built otherwise), the region/result/
    successor/operand count traits (only for the groups an op class declares), the operandSegmentSizes total,
    the op's structural traits (``verify_structural``: SingleBlock, HasParent, ...), then OpInvariants'
    "requires attribute 'X'" for each required inherent attribute (sorted by name, as upstream) and
    the attribute constraints (``prop(check=...)``)."""
    cls = type(op)
    has_props, required, structural, checked = attr_plan
    if has_props and (op.properties or op.attributes):
        bad = stored_prop_message(op)
        if bad is not None:
            msg, conversion = bad
            if conversion:
                _fail_with(op, PropertyConversionError(msg))
            _fail(op, msg)
    regions = cls.region_defs
    if regions and len(op.regions) != len(regions):
        n = sum(1 for d in regions if d.kind == SINGLE)
        if n == len(regions):
            _fail(op, {1: "requires one region"}.get(n, f"expected {n} regions"))
        if len(op.regions) < n:  # AtLeastNRegions
            _fail(op, f"expected {n} or more regions")
    if cls.result_defs or op.results:  # an op declaring no results has upstream's ZeroResults trait
        msg = count_message("result", cls.result_defs, len(op.results))
        if msg is not None:
            _fail(op, msg)
    if op.successors and not cls.takes_successors:  # ZeroSuccessors
        _fail(op, f"requires 0 successors but found {len(op.successors)}")
    if cls.operand_defs:
        if "operandSegmentSizes" not in cls.property_names:
            msg = count_message("operand", cls.operand_defs, len(op._uses))
        else:  # AtLeastNOperands (when the declared groups are upstream's), then the segment total
            msg = count_message("operand", cls.operand_defs, len(op._uses)) if segment_groups(cls) else None
            msg = msg or segment_total_message(op)
        if msg is not None:
            _fail(op, msg)
    if structural is not None:
        try:
            structural(op)
        except VerifyError as e:
            _fail_with(op, e)
    if required:
        msg = required_attr_message(op)
        if msg is not None:
            _fail(op, msg)
    if checked:
        msg = attr_constraint_message(op)
        if msg is not None:
            _fail(op, msg)


def _own(e: DiagnosticError, op: Operation):
    """A verifier that raised DiagnosticError itself at ``op``'s location reports about ``op``."""
    if e.diag.op is None and e.diag.loc is op.loc:
        e.diag.op = op
    raise e


def _verify_region(op: Operation, region: Region, index: int, isolated: list) -> None:
    """The blocks of ``region`` and their ops; IsolatedFromAbove ops with regions are only collected
    in ``isolated`` (verified after the region, each on its own)."""
    cls = type(op)
    registered = cls.registered
    no_term = NoTerminator in cls.traits or not registered
    for b in region.blocks:
        last = b.last
        if last is None:
            if not no_term and registered:
                raise DiagnosticError(op.loc, "empty block: expect at least a terminator")
        o = b.first
        while o is not None:
            if o.successors:
                for s in o.successors:
                    if s.parent is not region:
                        _fail(o, "reference to block defined in another region")
            if o.regions and IsolatedFromAbove in type(o).traits:
                isolated.append(o)
            else:
                _verify_op(o)
            o = o.next
        # upstream's verifyOnExit(Block): the terminator is checked after the block's ops are verified
        if last is not None and registered and not no_term:
            lcls = type(last)
            if lcls.registered and Terminator not in lcls.traits:
                raise DiagnosticError(last.loc, "block with no terminator, has " + _op_brief(last), op=last)


def _check_entry_has_no_predecessors(op: Operation, blocks: list) -> None:
    entry = blocks[0]
    for b in blocks:
        t = b.last
        if t is not None and t.successors and entry in t.successors:
            raise DiagnosticError(op.loc, "entry block of region may not have predecessors")


def _op_brief(op: Operation) -> str:
    """``op`` as upstream streams an Operation into an error: generic form, local value names, on a
    new line when it spans several."""
    from ..syntax.printer import PrintOptions, print_op_local  # error path only (as Operation.__str__)

    text = print_op_local(op, PrintOptions(generic=True))
    return "\n" + text if "\n" in text else text


# Dominance and isolation -------------------------------------------------------------------------
#
# One walk over the whole tree after every op has verified (upstream checks dominance as a second
# pass too). ``visible`` maps each value that dominates the current point to the number of
# IsolatedFromAbove ops enclosing its definition; a use must find its value there, at the current
# isolation depth. Values leave ``visible`` when their block (or dominator subtree) is done.


class _Dominance:
    __slots__ = ("visible", "isolated")

    def __init__(self) -> None:
        self.visible: dict = {}
        self.isolated: list[Operation] = []

    def check_use(self, user: Operation, u) -> None:
        v = u.value
        d = self.visible.get(v)
        if d is None:
            _dominance_error(user, u)
        if d < len(self.isolated):
            iso = self.isolated[-1]
            raise DiagnosticError(user.loc, f"'{user.name}' op using value defined outside the region",
                                  [(iso.loc, "required by region isolation constraints")], op=user)

    def op(self, o: Operation) -> None:
        for u in o._uses:
            self.check_use(o, u)
        if o.regions:
            self.nested(o)

    def contained(self, o: Operation) -> None:
        """upstream's verifyDominanceOfContainedRegions: the regions of ``o``, where its values are
        not visible; nested IsolatedFromAbove ops are skipped (verified on their own)."""
        if IsolatedFromAbove in type(o).traits:
            self.isolated.append(o)
        graph = getattr(o, "graph_regions", False)
        for r in o.regions:
            self.region(r, graph)

    def nested(self, o: Operation) -> None:
        if IsolatedFromAbove in type(o).traits:
            return
        graph = getattr(o, "graph_regions", False)
        for r in o.regions:
            self.region(r, graph)

    def block(self, b: Block, graph: bool) -> list:
        depth = len(self.isolated)
        vis = self.visible
        added = list(b.args)
        for a in b.args:
            vis[a] = depth
        if graph:  # graph regions (module bodies): no order among the ops
            for o in b.ops:
                for r in o.results:
                    vis[r] = depth
                    added.append(r)
            for o in b.ops:
                self.op(o)
            return added
        # the straight-line walk of ``op`` inlined: a use is fine when its value is visible at this
        # isolation depth (check_use reports the others)
        get = vis.get
        o = b.first
        while o is not None:
            for u in o._uses:
                d = get(u.value)
                if d is None or d < depth:
                    self.check_use(o, u)
            if o.regions:
                self.nested(o)
            results = o.results
            if results:
                for r in results:
                    vis[r] = depth
                added += results
            o = o.next
        return added

    def region(self, region: Region, graph: bool = False) -> None:
        blocks = region.blocks
        if not blocks:
            return
        if len(blocks) == 1:
            self._drop(self.block(blocks[0], graph))
            return
        self._dom_walk(blocks[0], dominator_tree(region))  # unreachable blocks are not checked

    def _dom_walk(self, b: Block, children: dict) -> None:
        added = self.block(b, False)
        for c in children.get(b, ()):
            self._dom_walk(c, children)
        self._drop(added)

    def _drop(self, values: list) -> None:
        vis = self.visible
        for v in values:
            vis.pop(v, None)


def _isolation_error(iso: Operation) -> DiagnosticError | None:
    """upstream's verifyIsIsolatedFromAbove for an IsolatedFromAbove ``iso``, in its order (a region's
    ops, then the regions nested in them, the last found first): the first use of a value defined
    outside ``iso``'s region, or None."""
    if IsolatedFromAbove not in type(iso).traits:
        return None
    for region in iso.regions:
        pending = [region]
        while pending:
            for b in pending.pop().blocks:
                for o in b.ops:
                    for u in o._uses:
                        owner = getattr(u.value, "owner", None)
                        block = owner.parent if isinstance(owner, Operation) else owner
                        at = None if block is None else block.parent
                        if at is None:
                            return DiagnosticError(o.loc, "operation's operand is unlinked", op=o)
                        if at is not region and not _is_proper_ancestor(region, at):
                            return DiagnosticError(o.loc, f"'{o.name}' op using value defined outside the region",
                                                   [(iso.loc, "required by region isolation constraints")], op=o)
                    if o.regions and IsolatedFromAbove not in type(o).traits:
                        pending.extend(o.regions)
    return None


def dominator_tree(region: Region) -> dict:
    """Children of each reachable block in the dominator tree (Cooper-Harvey-Kennedy)."""
    entry = region.blocks[0]
    seen = {entry}
    stack = [(entry, iter(entry.last.successors if entry.last is not None else ()))]
    post = []
    while stack:
        b, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            post.append(b)
        elif nxt not in seen:
            seen.add(nxt)
            stack.append((nxt, iter(nxt.last.successors if nxt.last is not None else ())))
    order = post[::-1]  # reverse post-order
    index = {b: i for i, b in enumerate(order)}
    preds: dict = {b: [] for b in order}
    for b in order:
        if b.last is not None:
            for s in b.last.successors:
                if s in preds:
                    preds[s].append(b)
    idom = {entry: entry}
    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            new = None
            for p in preds[b]:
                if p not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                a, c = p, new
                while a is not c:
                    while index[a] > index[c]:
                        a = idom[a]
                    while index[c] > index[a]:
                        c = idom[c]
                new = a
            if idom.get(b) is not new:
                idom[b] = new
                changed = True
    children: dict = {}
    for b in order[1:]:
        children.setdefault(idom[b], []).append(b)
    return children


def _is_proper_ancestor(outer, region) -> bool:
    """True if ``region`` lies strictly inside ``outer``."""
    while region is not None:
        op = region.parent
        region = None if op is None or op.parent is None else op.parent.parent
        if region is outer:
            return True
    return False


def _relation(use_region, def_region, same_region: str) -> str:
    """How the defining region sits relative to the using one, in upstream's words."""
    if use_region is def_region:
        return same_region
    if _is_proper_ancestor(def_region, use_region):
        return "in a parent region"
    if _is_proper_ancestor(use_region, def_region):
        return "in a child region"
    return "neither in a parent nor in a child region"


def _dominance_error(op: Operation, u) -> None:
    """upstream's diagnoseInvalidOperandDominance: the error at the user, a note where the value
    is defined saying where that is relative to the user."""
    v = u.value
    owner = getattr(v, "owner", None)
    use_block = op.parent
    use_region = use_block.parent
    if isinstance(owner, Operation):
        def_block = owner.parent
        if def_block is use_block:
            where = "op in the same block"
        else:
            where = "op " + _relation(use_region, def_block.parent, "in the same region")
            if where == "op neither in a parent nor in a child region":
                where = "op is neither in a parent nor in a child region"
        notes = [(owner.loc, f"operand defined here ({where})")]
    else:
        def_region = owner.parent
        parent_op = None if def_region is None else def_region.parent
        loc = parent_op.loc if parent_op is not None else unknown_loc
        if def_region is None:
            text = " (block without parent)"
        else:
            index = def_region.blocks.index(owner)
            text = (f"operand defined as a block argument (block #{index} "
                    f"{_relation(use_region, def_region, 'in the same region')})")
        notes = [(loc, text)]
    raise DiagnosticError(op.loc, f"operand #{u.index} does not dominate this use", notes, op=op)


def _verify_symbols(root: Operation) -> None:
    """Duplicate symbol names, then symbol uses checked against their nearest symbol table."""
    tables: dict = {}

    def table_of(op: Operation) -> dict:
        t = tables.get(op)
        if t is None:
            t = tables[op] = {}
            for r in op.regions:
                for child in r.ops():
                    name = child.get_attr("sym_name")
                    if name is not None:
                        if name.value in t:
                            raise DiagnosticError(child.loc, f"redefinition of symbol named '{name.value}'",
                                                  [(t[name.value].loc, "see existing symbol definition here")],
                                                  op=child)
                        t[name.value] = child
        return t

    roles: dict = {}  # op class -> (is a SymbolTable, verify_symbol_uses or None)

    def walk(op: Operation, table_op: Operation | None) -> None:
        cls = type(op)
        role = roles.get(cls)
        if role is None:
            role = roles[cls] = (SymbolTable in cls.traits, getattr(cls, "verify_symbol_uses", None))
        is_table, chk = role
        if is_table:
            table_of(op)
            inner = op
        else:
            inner = table_op
        if chk is not None and table_op is not None:
            try:
                chk(op, table_of(table_op))
            except VerifyError as e:
                _fail_symbol_use(op, e)
        if op.regions:
            for r in op.regions:
                for b in r.blocks:
                    o = b.first
                    while o is not None:
                        walk(o, inner)
                        o = o.next

    walk(root, None)


def _fail_symbol_use(op: Operation, e: VerifyError):
    """Report a verify_symbol_uses error as upstream emits it: ``emitOpError`` (a VerifyError),
    ``emitError`` (PlainVerifyError: no op prefix) or ``mlir::emitError(loc)`` (LocationVerifyError: no
    "see current operation" note), at ``e.at`` when it names another location (the symbol's)."""
    notes = getattr(e, "notes", ())
    at = getattr(e, "at", None)
    if at is not None or getattr(e, "no_op_note", False):
        raise DiagnosticError(at if at is not None else op.loc, str(e), notes)
    if getattr(e, "plain", False):
        raise DiagnosticError(op.loc, str(e), notes, op=op)
    _fail(op, str(e), notes)


def _nearest_table(op: Operation):
    p = op.parent_op
    while p is not None and SymbolTable not in type(p).traits:
        p = p.parent_op
    return p
