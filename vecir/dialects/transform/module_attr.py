"""What the transform dialect checks on an op carrying `transform.with_named_sequence` (upstream's
TransformDialect::verifyOperationAttribute), before the op itself and its body are verified:

* the op is a symbol table ('"transform.with_named_sequence" attribute can only be attached to
  operations with symbol tables');
* every callable (func.func, transform.named_sequence, ...) and call (func.call, transform.include,
  ...) nested in it is verified on its own, without its body, in post-order: their errors come
  before any other in the module, and a named sequence's warnings are reported again when the body
  is verified, as iree-opt reports them twice;
* the call graph has no cycle ('recursion not allowed in named sequences', a note at each other
  callable of the cycle; payload functions count too).
"""

from __future__ import annotations

from ...ir.diagnostics import DiagnosticError
from ...ir.op import SymbolTable
from ...ir.verifier import ATTRIBUTE_VERIFIERS, verify_op_only

# CallableOpInterface ops, and CallOpInterface ops with the property naming their callee
CALLABLES = frozenset({"func.func", "transform.named_sequence", "llvm.func", "gpu.func"})
CALLS = {"func.call": "callee", "transform.include": "target", "llvm.call": "callee"}


def _post_order(op):
    for r in op.regions:
        for b in r.blocks:
            for child in b.ops:
                yield from _post_order(child)
                yield child


def verify_with_named_sequence(op, attr) -> None:
    if SymbolTable not in getattr(type(op), "traits", ()):
        raise DiagnosticError(op.loc, '"transform.with_named_sequence" attribute can only be attached to operations '
                              'with symbol tables')
    nested = list(_post_order(op))
    for o in nested:  # call graph construction assumes valid calls and callables
        if o.name in CALLABLES or o.name in CALLS:
            verify_op_only(o)
    _verify_no_recursion(op, nested)


def _callee(call, table: dict):
    ref = call.properties.get(CALLS[call.name]) or call.attributes.get(CALLS[call.name])
    root = getattr(ref, "root", None)
    if root is None or getattr(ref, "nested", ()):
        return None
    return table.get(root)


def _verify_no_recursion(op, nested: list) -> None:
    """detail::verifyNoRecursionInCallGraph: Tarjan's SCCs of the call graph from its external node
    (the callables in order), as llvm::scc_iterator lists them; the first one with a cycle fails, at
    its first node, with a note at each other."""
    table = {}
    for r in op.regions:
        for b in r.blocks:
            for child in b.ops:
                name = child.get_attr("sym_name")
                if child.name in CALLABLES and name is not None:
                    table[name.value] = child
    callables = [o for o in nested if o.name in CALLABLES]
    if not callables:
        return
    edges: dict = {c: [] for c in callables}
    for c in callables:
        for o in _post_order(c):
            if o.name in CALLS:
                callee = _callee(o, table)
                if callee is not None:
                    edges[c].append(callee)
    index: dict = {}
    low: dict = {}
    stack: list = []
    on_stack: set = set()
    counter = [0]

    def visit(v) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            scc = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                scc.append(w)
                if w is v:
                    break
            if len(scc) > 1 or v in edges.get(v, ()):
                raise DiagnosticError(scc[0].loc, "recursion not allowed in named sequences",
                                      [(o.loc, "operation on recursion stack") for o in scc[1:]])

    for c in callables:
        if c not in index:
            visit(c)


ATTRIBUTE_VERIFIERS["transform.with_named_sequence"] = verify_with_named_sequence
