"""Verification: structure (terminators, successors, block arguments), dominance, each op's
``verify_`` and symbol uses. Errors are reported like upstream: ``'op.name' op MESSAGE``
at the op's location."""

from __future__ import annotations

from .core import Block, Operation, Region, Value
from .diagnostics import DiagnosticError
from .op import DIALECTS, IsolatedFromAbove, NoTerminator, SymbolTable, Terminator
from .uniqued import PlainVerifyError, VerifyError


def _fail(op: Operation, message: str, notes=()):
    raise DiagnosticError(op.loc, f"'{op.name}' op {message}", notes, op=op)


def _fail_with(op: Operation, e: VerifyError):
    if getattr(e, "plain", False):  # upstream's op->emitError: no "'op.name' op " prefix
        raise DiagnosticError(op.loc, str(e), op=op)
    _fail(op, str(e))


def verify(root: Operation) -> None:
    """Verify ``root`` and everything nested in it; raises DiagnosticError on the first problem."""
    _verify_op(root)
    _Dominance().op(root)
    _verify_symbols(root)


def _verify_op(op: Operation) -> None:
    cls = type(op)
    for u in op._uses:
        if u.value is None:
            _fail(op, "null operand found")
    if not cls.registered:
        dialect, dot, _ = op.name.partition(".")
        if dot and dialect in DIALECTS:
            _fail_with(op, PlainVerifyError(f"unregistered operation '{op.name}' found in dialect ('{dialect}') "
                                            f"that does not allow unknown operations"))
    else:
        inv = getattr(op, "verify_invariants_", None)  # upstream's OpInvariants: ODS constraints first
        if inv is not None:
            try:
                inv()
            except VerifyError as e:
                _fail_with(op, e)
        # the IsTerminator trait: a terminator ends its block
        if Terminator in cls.traits and op.parent is not None and op.parent.last is not op:
            _fail(op, "must be the last operation in the parent block")
        for t in cls.traits:
            chk = t.check
            if chk is not None:
                try:
                    chk(op)
                except VerifyError as e:
                    _fail(op, str(e))
        try:
            op.verify_()
        except VerifyError as e:
            _fail_with(op, e)
        except DiagnosticError as e:
            _own(e, op)
    for i, r in enumerate(op.regions):
        _verify_region(op, r, i)
    # upstream's verifyRegions (hasRegionVerifier): runs after the nested ops are verified
    verify_regions = getattr(op, "verify_regions_", None)
    if verify_regions is not None and cls.registered:
        try:
            verify_regions()
        except VerifyError as e:
            _fail_with(op, e)
        except DiagnosticError as e:
            _own(e, op)


def _own(e: DiagnosticError, op: Operation):
    """A verifier that raised DiagnosticError itself at ``op``'s location reports about ``op``."""
    if e.diag.op is None and e.diag.loc is op.loc:
        e.diag.op = op
    raise e


def _verify_region(op: Operation, region: Region, index: int) -> None:
    cls = type(op)
    no_term = NoTerminator in cls.traits or not cls.registered
    for b in region.blocks:
        last = b.last
        if last is None:
            if not no_term and cls.registered:
                raise DiagnosticError(op.loc, "empty block: expect at least a terminator")
        o = b.first
        while o is not None:
            for s in o.successors:
                if s.parent is not region:
                    _fail(o, "reference to block defined in another region")
            _verify_op(o)
            o = o.next
        # upstream's verifyOnExit(Block): the terminator is checked after the block's ops are verified
        if last is not None and cls.registered and not no_term:
            lcls = type(last)
            if lcls.registered and Terminator not in lcls.traits:
                raise DiagnosticError(last.loc, "block with no terminator, has " + _op_brief(last), op=last)


def _op_brief(op: Operation) -> str:
    return f"'{op.name}'"


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
            iso = IsolatedFromAbove in type(o).traits
            if iso:
                self.isolated.append(o)
            graph = getattr(o, "graph_regions", False)
            for r in o.regions:
                self.region(r, graph)
            if iso:
                self.isolated.pop()

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
        o = b.first
        while o is not None:
            self.op(o)
            for r in o.results:
                vis[r] = depth
                added.append(r)
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


def _dominance_error(op: Operation, u) -> None:
    v = u.value
    owner = getattr(v, "owner", None)
    if isinstance(owner, Operation):
        note = "operand defined here (op in the same block)" if owner.parent is op.parent else "operand defined here"
        notes = [(owner.loc, note)]
    else:
        notes = []
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

    def walk(op: Operation, table_op: Operation | None) -> None:
        if SymbolTable in type(op).traits:
            table_of(op)
            inner = op
        else:
            inner = table_op
        chk = getattr(op, "verify_symbol_uses", None)
        if chk is not None and table_op is not None:
            try:
                chk(table_of(table_op))
            except VerifyError as e:
                _fail(op, str(e))
        for r in op.regions:
            for b in r.blocks:
                o = b.first
                while o is not None:
                    walk(o, inner)
                    o = o.next

    walk(root, None)


def _nearest_table(op: Operation):
    p = op.parent_op
    while p is not None and SymbolTable not in type(p).traits:
        p = p.parent_op
    return p
