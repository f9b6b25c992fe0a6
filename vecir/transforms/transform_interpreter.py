"""transform-interpreter: run a transform script (`transform.named_sequence @__transform_main`) on
the payload IR that contains it, as upstream's `--transform-interpreter` does.

    module {
      func.func @f(...) { ... vector.contract ... }                       <- payload
      module attributes {transform.with_named_sequence} {
        transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
          %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
          transform.apply_patterns to %f {
            transform.apply_patterns.vector.lower_contraction lowering_strategy = outerproduct
          } : !transform.any_op
          transform.yield
        }
      }
    }

Control ops: `transform.sequence` runs its body on the handles it binds, dropping silenceable
failures under failures(suppress) (the failed op's results become empty); `transform.alternatives`
tries each region on clones of its scope and keeps the first that succeeds; `transform.include`,
`foreach`, `foreach_match` and `collect_matching` call named sequences.

The entry block argument maps to the pass's anchor op (the whole module); each transform op maps
its result handles to lists of payload ops (or parameters: lists of attributes). Handles follow
payload ops that patterns replace by an op of the same name; erased ops drop out of their handles.
The script stays in the output, as upstream leaves it.

Extending it: a pattern set joins `transform.apply_patterns` with one
``register_pattern_descriptor(op_name, populate)`` line (vecir/dialects/transform/descriptors.py);
a transform op of another dialect extension gives itself a meaning with
``apply_transform(self, interp)`` (read handles with ``interp.state.get(v)``, bind results with
``interp.state.set(v, payload_ops, self)``, fail with ``TransformFailure``) and declares the
operands it consumes in ``consumed_operands`` so that stale handles are reported as upstream does.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any, Callable

from ..dialects.transform import match_ops as M
from ..dialects.transform import ops as T
from ..dialects.transform import sequence_ops as S
from ..dialects.transform.descriptors import (
    PATTERN_DESCRIPTORS, PatternDescriptorOp, call_populate, lookup_pattern_descriptor,
)
from ..ir.attrs import unit
from ..ir.core import Operation
from ..ir.op import OP_REGISTRY, IsolatedFromAbove, LoopLike
from ..passes.base import Pass, PassFailure, register_pass
from ..rewrite import PatternSet, apply_patterns_greedily
from ..rewrite.driver import is_trivially_dead
from .transform_state import HandleOps, TransformFailure, TransformState, _HandleTracker  # noqa: F401 (re-exported)


# -- the pattern-descriptor registry: entries vecir provides itself --------------------------------
# (pattern modules register themselves with register_pattern_descriptor; these defaults name the
# populate functions that predate the registry, imported only when a script uses them)
_DEFAULT_DESCRIPTORS = {
    "transform.apply_patterns.canonicalization":
        ("vecir.transforms.canonicalize:populate_canonicalization_patterns", {}),
    "transform.apply_patterns.vector.lower_contraction":
        ("vecir.transforms.vector.lower_contract:populate_vector_contract_lowering_patterns",
         {"disable_outer_product_lowering": True}),
    "transform.apply_patterns.vector.lower_outerproduct":
        ("vecir.transforms.vector.lower_outerproduct:populate_vector_outer_product_lowering_patterns", {}),
}
for _name, _entry in _DEFAULT_DESCRIPTORS.items():
    PATTERN_DESCRIPTORS.setdefault(_name, _entry)
_imported_transforms = False


def _populate_for(desc: Operation) -> Callable[..., None] | None:
    """The populate function registered for a descriptor op; on a miss, import every module under
    vecir.transforms once (their ``register_pattern_descriptor`` lines run on import) and retry."""
    global _imported_transforms
    found = lookup_pattern_descriptor(desc.name)
    if found is None and not _imported_transforms:
        _imported_transforms = True
        import importlib
        import pkgutil

        from .. import transforms

        for info in pkgutil.walk_packages(transforms.__path__, transforms.__name__ + "."):
            try:
                importlib.import_module(info.name)
            except Exception:  # a module being written by someone else must not break the interpreter
                continue
        found = lookup_pattern_descriptor(desc.name)
    return found


_FROZEN_SETS: dict[tuple, Any] = {}


class Interpreter(HandleOps):
    """Runs transform ops one after the other; ``apply_<op class name>`` gives each op its meaning."""

    def __init__(self, root: Operation, out=None) -> None:
        self.state = TransformState(root)
        self.out = out or sys.stdout
        self.symbols: dict[str, T.NamedSequenceOp] = {}
        self.detached_scopes: set[Operation] = set()  # clones an alternative is being tried on

    # -- sequences ------------------------------------------------------------------------------
    def run_sequence(self, seq: T.NamedSequenceOp, args: list[list[Any]]) -> list[list[Any]]:
        if seq.is_declaration:
            raise TransformFailure(f"unresolved external named sequence @{seq.sym}", seq)
        block = seq.regions[0].blocks[0]
        for a, payload in zip(block.args, args):
            self.state.handles[a] = list(payload)
        return self.run_block(block)

    def run_block(self, block, suppress: bool = False) -> list[list[Any]]:
        """Run the ops of ``block`` and return what its yield forwards. With ``suppress`` (a sequence's
        failures(suppress)) a silenceable failure is dropped: the failed op's results become empty."""
        for op in list(block.ops):
            if isinstance(op, T.YieldOp):
                return [self.state.get(v) for v in op.operands]
            if not suppress:
                self.run_op(op)
                continue
            try:
                self.run_op(op)
            except TransformFailure as e:
                if not e.silenceable:
                    raise
                for r in op.results:
                    self.state.handles[r] = []
        return []

    def run_op(self, op: Operation) -> None:
        fn = getattr(self, "apply_" + type(op).__name__, None)
        if fn is None and hasattr(op, "apply_transform"):  # ops of dialect extensions (linalg's)
            fn = lambda o: o.apply_transform(self)  # noqa: E731
        if fn is None:
            raise TransformFailure(f"'{op.name}' is not supported by vecir's transform interpreter", op)
        self._check_not_invalidated(op)
        doomed = self._handles_consumed_by(op)
        fn(op)
        self.state.invalid.update(doomed)

    def apply_SequenceOp(self, op: S.SequenceOp) -> None:
        block = op.regions[0].blocks[0]
        bound = [self.state.get(v) for v in op.operands] if op.operands else [[self.state.root]]
        for a, payload in zip(block.args, bound):
            self.state.handles[a] = list(payload)
        results = self.run_block(block, suppress=op.suppresses_failures)
        for r, vals in zip(op.results, results):
            self.state.set(r, vals, op)

    def apply_AlternativesOp(self, op: S.AlternativesOp) -> None:
        """Each alternative runs on clones of the scope ops; the first that succeeds replaces the
        originals with its clones, a silenceable failure moves on to the next one."""
        originals = self.state.get(op.operand(0)) if op.operands else [self.state.root]
        for o in originals:
            if o is op or o.is_ancestor_of(op):
                raise TransformFailure("scope must not contain the transforms being applied", op,
                                       notes=[(o.loc, "scope")])
            if IsolatedFromAbove not in type(o).traits:
                raise TransformFailure("only isolated-from-above ops can be alternative scopes", op,
                                       notes=[(o.loc, "scope")])
        for r in op.regions:
            clones = [o.clone() for o in originals]
            block = r.blocks[0]
            if block.args:
                self.state.handles[block.args[0]] = list(clones)
            self.detached_scopes.update(clones)
            try:
                results = self.run_block(block)
            except TransformFailure as e:
                if not e.silenceable:
                    raise
                continue
            finally:
                self.detached_scopes.difference_update(clones)
            for o, c in zip(originals, clones):
                o.parent.insert_before(o, c)
                self.state.replace_payload(o, c)
                o.erase()
            for res, vals in zip(op.results, results):
                self.state.set(res, vals, op)
            return
        raise TransformFailure("all alternatives failed", op, silenceable=True)

    def lookup(self, op: Operation, name: str) -> T.NamedSequenceOp:
        seq = self.symbols.get(name)
        if seq is None:
            raise TransformFailure(f"could not find a nested named sequence with name: {name}", op)
        return seq

    # -- matching and navigation ----------------------------------------------------------------
    def apply_MatchOp(self, op: M.MatchOp) -> None:
        names = op.op_names()
        names = set(names) if names is not None else None
        want_attrs = op.op_attrs.as_dict() if op.op_attrs is not None else {}
        iface = None if op.interface is None else M.MATCH_INTERFACES[op.interface.value]
        res_type = op.filter_result_type.value if op.filter_result_type is not None else None
        opnd_types = [a.value for a in op.filter_operand_types.value] if op.filter_operand_types is not None else None
        found = []
        targets = self.state.get(op.target)
        if len(targets) != 1:
            raise TransformFailure("requires exactly one target handle", op)
        wrong_operand_count = False
        for target in targets:
            for o in target.walk(post_order=True):
                if names is not None and o.name not in names:
                    continue
                if iface == "LoopLikeInterface" and LoopLike not in type(o).traits:
                    continue
                if iface == "LinalgOp" and not M.is_linalg_op(o):
                    continue
                if iface == "TilingInterface" and not (M.is_linalg_op(o) or o.name == "tensor.pad"):
                    continue
                if any(o.get_attr(k) is not v for k, v in want_attrs.items()):
                    continue
                if res_type is not None and (len(o.results) != 1 or o.results[0].type is not res_type):
                    continue
                if opnd_types is not None:
                    ts = [v.type for v in o.operands]
                    if len(opnd_types) == 1 and not all(t is opnd_types[0] for t in ts):
                        continue
                    if len(opnd_types) != 1 and len(ts) != len(opnd_types):
                        wrong_operand_count = True
                        continue
                    if len(opnd_types) != 1 and ts != opnd_types:
                        continue
                found.append(o)
        if wrong_operand_count:
            raise TransformFailure("If filter_operand_types contains more than a type, then it must contain as much "
                                   "types as the number of operands in the target ops", op)
        self.state.set(op.results[0], found, op)

    def apply_GetParentOp(self, op: M.GetParentOp) -> None:
        want = op.op_name.value if op.op_name is not None else None
        isolated = op.isolated_from_above is not None
        out = []
        for target in self.state.get(op.target):
            cur = target
            for _ in range(op.nth_parent.value):
                cur = cur.parent_op
                while cur is not None and ((isolated and IsolatedFromAbove not in type(cur).traits)
                                           or (want is not None and cur.name != want)):
                    cur = cur.parent_op
                if cur is None:
                    break
            if cur is None:
                if op.allow_empty_results is not None:
                    continue
                raise TransformFailure("could not find a parent op that matches all requirements", op,
                                       silenceable=True, notes=[(target.loc, "target op")])
            if op.deduplicate is not None and cur in out:
                continue
            out.append(cur)
        self.state.set(op.results[0], out, op)

    def apply_MatchOperationNameOp(self, op: M.MatchOperationNameOp) -> None:
        names = {a.value for a in op.op_names.value}
        for p in self.state.get(op.operand(0)):
            if p.name not in names:
                raise TransformFailure("wrong operation name", op, silenceable=True)

    def apply_MatchOperationEmptyOp(self, op: M.MatchOperationEmptyOp) -> None:
        if self.state.get(op.operand(0)):
            raise TransformFailure("operation is not empty", op, silenceable=True)

    def _try_matcher(self, matcher: T.NamedSequenceOp, payload: Operation) -> list[list[Any]] | None:
        try:
            return self.run_sequence(matcher, [[payload]])
        except TransformFailure as e:
            if e.silenceable:
                return None
            raise

    def apply_CollectMatchingOp(self, op: M.CollectMatchingOp) -> None:
        matcher = self.lookup(op, op.matcher.root)
        collected: list[list[Any]] = [[] for _ in op.results]
        for root in self.state.get(op.root):
            for o in root.walk():
                got = self._try_matcher(matcher, o)
                if got is not None:
                    for acc, vals in zip(collected, got):
                        acc.extend(vals)
        for r, vals in zip(op.results, collected):
            self.state.set(r, vals, op)

    def apply_ForeachMatchOp(self, op: M.ForeachMatchOp) -> None:
        pairs = [(self.lookup(op, m.root), self.lookup(op, a.root))
                 for m, a in zip(op.matchers.value, op.actions.value)]
        roots = self.state.get(op.root)
        for root in roots:
            for o in list(root.walk()):
                if o is root and op.restrict_root is None:
                    continue
                if o.parent is None and o is not root:
                    continue  # erased by an earlier action
                for matcher, action in pairs:
                    got = self._try_matcher(matcher, o)
                    if got is not None:
                        self.run_sequence(action, got)
                        break
        self.state.set(op.results[0], roots, op)
        for r in op.results[1:]:
            self.state.set(r, [], op)

    # -- transformations ------------------------------------------------------------------------
    def _payload_apart(self, op: Operation, targets: list[Operation]) -> None:
        """Upstream refuses to transform a payload op that contains the running transform op."""
        for t in targets:
            if t is op or t.is_ancestor_of(op):
                raise TransformFailure("cannot apply transform to itself (or one of its ancestors)", op,
                                       notes=[(t.loc, "target payload op")])

    def apply_ApplyPatternsOp(self, op: T.ApplyPatternsOp) -> None:
        collected, key = [], []
        for desc in op.regions[0].ops():
            found = _populate_for(desc) if isinstance(desc, PatternDescriptorOp) else None
            if found is None:
                raise TransformFailure(f"no patterns are registered for '{desc.name}' in vecir (hook a "
                                       "populate function in with register_pattern_descriptor)", desc)
            fn, fixed = found
            options = desc.option_values()
            collected.append((fn, options, fixed))
            key.append((desc.name, id(fn), tuple(sorted(options.items())), tuple(sorted(fixed.items()))))
        # the same descriptors freeze to the same set (freezing expands trait patterns over all ops)
        cache_key = (tuple(key), len(OP_REGISTRY))
        frozen = _FROZEN_SETS.get(cache_key)
        if frozen is None:
            ps = PatternSet()
            for fn, options, fixed in collected:
                call_populate(fn, ps, options, fixed)
            frozen = ps.freeze()
            if len(_FROZEN_SETS) > 64:
                _FROZEN_SETS.clear()
            _FROZEN_SETS[cache_key] = frozen
        max_it = op.max_iterations.value
        config = {"max_iterations": 10 if max_it < 0 else max_it, "max_rewrites": op.max_num_rewrites.value,
                  "top_down": False, "region_simplification": "aggressive"}
        tracker = _HandleTracker(self.state)
        self._payload_apart(op, self.state.get(op.target))
        for target in list(self.state.get(op.target)):
            if target.parent is None and target is not self.state.root and target not in self.detached_scopes:
                continue
            for _ in range(10):
                ok = apply_patterns_greedily(target, frozen, listener=tracker, **config)
                if not ok:
                    # upstream reports it at the payload op the patterns ran on
                    raise TransformFailure("greedy pattern application failed", target, silenceable=True)
                if op.apply_cse is None or not _cse(target):
                    break

    def apply_ApplyCSEOp(self, op: T.ApplyCSEOp) -> None:
        self._payload_apart(op, self.state.get(op.target))
        for target in self.state.get(op.target):
            _cse(target)

    def apply_ApplyDCEOp(self, op: T.ApplyDCEOp) -> None:
        self._payload_apart(op, self.state.get(op.target))
        for target in self.state.get(op.target):
            for o in list(target.walk(post_order=True)):
                if o is not target and o.parent is not None and is_trivially_dead(o):
                    self.state.replace_payload(o, None)
                    o.erase()

    def apply_ApplyLICMOp(self, op: T.ApplyLICMOp) -> None:
        from .licm import move_loop_invariant_code

        for target in self.state.get(op.target):
            if LoopLike not in type(target).traits:
                raise TransformFailure("transform applied to the wrong op kind", op,
                                       notes=[(target.loc, "when applied to this op")])
            move_loop_invariant_code(target)

    def apply_ApplyRegisteredPassOp(self, op: T.ApplyRegisteredPassOp) -> None:
        from ..passes.base import lookup_pass
        from ..passes.options import OptionError, make_pass

        name = op.pass_name.value
        try:
            cls = lookup_pass(name)
        except KeyError:
            cls = None
        if cls is None:
            raise TransformFailure(f"unknown pass or pass pipeline: {name}", op)
        dynamic = [list(self.state.get(v)) for v in op.dynamic_options]
        try:
            pass_ = make_pass(cls, op.option_text(dynamic))
        except OptionError as e:
            raise TransformFailure(str(e), op) from None
        targets = self.state.get(op.target)
        self._payload_apart(op, targets)
        for t in targets:
            try:
                pass_.run(t)
            except PassFailure as e:
                raise TransformFailure(str(e) or f"pass '{name}' failed", op) from None
        self.state.set(op.results[0], targets, op)

    def apply_IncludeOp(self, op: T.IncludeOp) -> None:
        seq = self.lookup(op, op.target.root)
        try:
            results = self.run_sequence(seq, [self.state.get(v) for v in op.operands])
        except TransformFailure as e:
            if e.silenceable and op.failure_propagation_mode.value == 2:
                results = [[] for _ in op.results]
            else:
                raise
        for r, vals in zip(op.results, results):
            self.state.set(r, vals, op)

    def apply_PrintOp(self, op: T.PrintOp) -> None:
        from ..syntax.printer import print_op, print_op_local

        name = op.properties.get("name")
        head = "[[[ IR printer: " + (name.value + " " if name is not None and name.value else "")
        self.out.write(head + ("]]]\n" if op.operands else "top-level ]]]\n"))
        targets = self.state.get(op.operand(0)) if op.operands else [self.state.root]
        for t in targets:
            # a top-level op prints with its alias definitions and a trailing newline of its own, as
            # upstream's printer does
            self.out.write(print_op(t) + "\n" if t.parent is None else print_op_local(t) + "\n")

    def apply_AnnotateOp(self, op: T.AnnotateOp) -> None:
        value = unit
        if len(op.operands) > 1:
            params = self.state.get(op.operand(1))
            if len(params) != 1:
                raise TransformFailure("expected a single parameter value", op)
            value = params[0]
        key = op.properties["name"].value
        for t in self.state.get(op.target):
            t.attributes[key] = value


def _cse(target: Operation) -> bool:
    """CSE on ``target``'s regions; whether it erased anything."""
    from .cse import CSE

    before = sum(1 for _ in target.walk())
    CSE().run(target)
    return sum(1 for _ in target.walk()) != before


def find_entry_point(root: Operation, name: str) -> T.NamedSequenceOp | None:
    for o in root.walk():
        if isinstance(o, T.NamedSequenceOp) and o.sym == name:
            return o
    return None


# id(payload root) -> (root, transform library modules transform-preload-library loaded for it)
_PRELOADED: dict[int, tuple[Operation, list[Operation]]] = {}


def _preloaded_for(op: Operation) -> list[Operation]:
    entry = _PRELOADED.get(id(op))
    return entry[1] if entry is not None and entry[0] is op else []


def run_transform_script(root: Operation, entry_point: str = "__transform_main", out=None,
                         libraries: list[Operation] = ()) -> None:
    """Run the named sequence ``entry_point`` found in ``root`` (else in ``libraries``) on ``root``;
    raises TransformFailure."""
    entry = find_entry_point(root, entry_point)
    for lib in libraries:
        if entry is None:
            entry = find_entry_point(lib, entry_point)
    if entry is None:
        raise TransformFailure(f"could not find a nested named sequence with name: {entry_point}", root,
                               pass_level=True)
    interp = Interpreter(root, out)
    table = entry.parent_op
    if table is not None:
        for o in table.regions[0].ops():
            if isinstance(o, T.NamedSequenceOp):
                interp.symbols[o.sym] = o
    n_args = len(entry.type.inputs)
    if n_args != 1:
        raise TransformFailure("expected the entry point to have exactly one argument (the payload root)", entry)
    interp.run_sequence(entry, [[root]])


@register_pass("transform-interpreter", "transform dialect interpreter")
@dataclass
class TransformInterpreter(Pass):
    display_name = "InterpreterPass"
    entry_point: str = "__transform_main"
    debug_payload_root_tag: str = ""
    debug_bind_trailing_args: tuple = ()
    disable_expensive_checks: bool = False

    def run(self, op: Operation) -> None:
        root = op
        if self.debug_payload_root_tag:
            root = next((o for o in op.walk() if (a := o.get_attr("transform.target_tag")) is not None
                         and getattr(a, "value", None) == self.debug_payload_root_tag), None)
            if root is None:
                raise PassFailure(f"could not find the operation with transform.target_tag=\""
                                  f"{self.debug_payload_root_tag}\" attribute", op)
        try:
            run_transform_script(root, self.entry_point, libraries=_preloaded_for(op))
        except TransformFailure as e:
            if e.pass_level:  # about the pass's own op (no entry point): a pass failure, as upstream
                raise PassFailure(str(e), e.op) from None
            # a transform op failed: the interpreter reports it at the transform op, with its notes
            from ..ir.diagnostics import DiagnosticError

            err = DiagnosticError(e.loc if e.loc is not None else e.op.loc, str(e), e.notes)
            err.diag.severity = e.severity
            raise err from None


@register_pass("transform-preload-library", "preload transform dialect library")
@dataclass
class TransformPreloadLibrary(Pass):
    """Parses transform scripts from files so that a later transform-interpreter on the same module
    can run a named sequence they define (a script kept apart from the payload)."""

    display_name = "PreloadLibraryPass"
    transform_library_paths: tuple = ()

    def run(self, op: Operation) -> None:
        import os

        import vecir
        from ..ir.diagnostics import DiagnosticError

        libs = []
        for path in self.transform_library_paths:
            files = ([os.path.join(path, f) for f in sorted(os.listdir(path)) if f.endswith(".mlir")]
                     if os.path.isdir(path) else [path])
            for f in files:
                if not os.path.isfile(f):
                    from ..ir.attrs import FileLineColLoc

                    raise DiagnosticError(FileLineColLoc(f, 0, 0), f"'{f}' is neither a file nor a directory")
                with open(f) as fh:
                    libs.append(vecir.parse(fh.read(), f))  # a DiagnosticError is reported as it is
        _PRELOADED.clear()  # one payload at a time: drop libraries loaded for earlier modules
        _PRELOADED[id(op)] = (op, libs)
