"""Verification: structure (terminators, successors, block arguments), dominance, each op's
``verify_`` and symbol uses. Errors are reported like upstream: ``'op.name' op MESSAGE``
at the op's location."""

from __future__ import annotations

from .core import Block, Operation, Region, Value
from .diagnostics import DiagnosticError
from .op import IsolatedFromAbove, NoTerminator, SymbolTable, Terminator
from .uniqued import VerifyError


def _fail(op: Operation, message: str, notes=()):
    raise DiagnosticError(op.loc, f"'{op.name}' op {message}", notes, op=op)


def _fail_with(op: Operation, e: VerifyError):
    if getattr(e, "plain", False):  # upstream's op->emitError: no "'op.name' op " prefix
        raise DiagnosticError(op.loc, str(e), op=op)
    _fail(op, str(e))


def verify(root: Operation) -> None:
    """Verify ``root`` and everything nested in it; raises DiagnosticError on the first problem."""
    _verify_op(root)
    _verify_symbols(root)


def _verify_op(op: Operation) -> None:
    cls = type(op)
    for u in op._uses:
        if u.value is None:
            _fail(op, "null operand found")
    if cls.registered:
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
    isolated = IsolatedFromAbove in cls.traits
    for bi, b in enumerate(region.blocks):
        if bi > 0 and False:
            pass
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
    if region.blocks and len(region.blocks) > 1:
        _verify_dominance(region)
    else:
        _verify_dominance_single(region)
    if isolated:
        _verify_isolation(op, region)


def _op_brief(op: Operation) -> str:
    return f"'{op.name}'"


def _verify_isolation(op: Operation, region: Region) -> None:
    for inner in region.ops():
        for sub in inner.walk():
            for v in sub.operands:
                blk = v.parent_block
                if blk is None:
                    continue
                r = blk.parent
                while r is not None and r is not region:
                    p = r.parent
                    r = None if p is None or p.parent is None else p.parent.parent
                if r is None:
                    raise DiagnosticError(sub.loc, f"'{sub.name}' op using value defined outside the region",
                                          [(op.loc, "required by region isolation constraints")], op=sub)


def _verify_dominance_single(region: Region) -> None:
    """Within one block, every operand defined in this block must come earlier."""
    for b in region.blocks:
        seen: set = set()
        o = b.first
        while o is not None:
            for u in o._uses:
                v = u.value
                if v.__class__.__name__ == "OpResult" and v.owner.parent is b and v.owner not in seen:
                    _dominance_error(o, u)
            seen.add(o)
            _check_nested_uses(o, b, seen)
            o = o.next


def _check_nested_uses(op: Operation, block: Block, seen: set) -> None:
    """Values of ``block`` used inside ``op``'s regions must be defined before ``op``."""
    if not op.regions:
        return
    for sub in op.walk():
        if sub is op:
            continue
        for u in sub._uses:
            v = u.value
            if v.__class__.__name__ == "OpResult" and v.owner.parent is block and v.owner not in seen:
                _dominance_error(sub, u)


def _dominance_error(op: Operation, u) -> None:
    v = u.value
    raise DiagnosticError(op.loc, f"operand #{u.index} does not dominate this use",
                          [(v.owner.loc, "operand defined here (op in the same block)" if v.owner.parent is op.parent
                            else "operand defined here")], op=op)


def _verify_dominance(region: Region) -> None:
    """CFG regions: compute block dominators (iterative) and check every use."""
    blocks = region.blocks
    idx = {b: i for i, b in enumerate(blocks)}
    preds = {b: [] for b in blocks}
    for b in blocks:
        t = b.last
        if t is not None:
            for s in t.successors:
                if s in preds:
                    preds[s].append(b)
    # reachable set and dominators
    entry = blocks[0]
    reach = {entry}
    stack = [entry]
    while stack:
        b = stack.pop()
        t = b.last
        if t is not None:
            for s in t.successors:
                if s not in reach:
                    reach.add(s)
                    stack.append(s)
    dom = {b: set(reach) for b in reach}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in blocks:
            if b is entry or b not in reach:
                continue
            ps = [dom[p] for p in preds[b] if p in reach]
            new = set.intersection(*ps) if ps else set()
            new = new | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    for b in blocks:
        if b not in reach:
            continue  # upstream does not check unreachable blocks
        seen: set = set()
        o = b.first
        while o is not None:
            for sub in o.walk():
                for u in sub._uses:
                    v = u.value
                    db = v.parent_block
                    if db is None:
                        continue
                    # find the ancestor of db in this region
                    anc = _ancestor_block_in(db, region)
                    if anc is None:
                        continue
                    if anc is b:
                        if v.__class__.__name__ == "OpResult" and v.owner.parent is b and v.owner not in seen:
                            _dominance_error(sub, u)
                    elif anc not in dom[b] or anc not in reach:
                        _dominance_error(sub, u)
            seen.add(o)
            o = o.next


def _ancestor_block_in(b: Block, region: Region) -> Block | None:
    while b is not None:
        if b.parent is region:
            return b
        op = b.parent.parent if b.parent is not None else None
        if op is None:
            return None
        b = op.parent
    return None


def _verify_symbols(root: Operation) -> None:
    """Duplicate symbol names and references from ops that check their symbol uses."""
    for op in root.walk():
        if SymbolTable in type(op).traits:
            table = {}
            for r in op.regions:
                for child in r.ops():
                    name = child.get_attr("sym_name")
                    if name is not None:
                        if name.value in table:
                            raise DiagnosticError(child.loc, f"redefinition of symbol named '{name.value}'",
                                                  [(table[name.value].loc, "see existing symbol definition here")],
                                                  op=child)
                        table[name.value] = child
            for r in op.regions:
                for child in r.ops():
                    for sub in child.walk():
                        chk = getattr(sub, "verify_symbol_uses", None)
                        if chk is not None and _nearest_table(sub) is op:
                            try:
                                chk(table)
                            except VerifyError as e:
                                _fail(sub, str(e))


def _nearest_table(op: Operation):
    p = op.parent_op
    while p is not None and SymbolTable not in type(p).traits:
        p = p.parent_op
    return p
