"""Property tests (hypothesis, derandomized) of affine maps, integer sets and the dimension/symbol
rules against iree-opt 3.13:

1. random affine maps (dims, symbols, constants, +, -, *, mod, floordiv, ceildiv, negation, large
   and negative constants, semi-affine products and divisions by symbols) as attributes: vecir
   prints what iree-opt prints, diagnostics included;
2. random integer sets (equalities, inequalities, empty and universe sets) as attributes and in
   affine.if, printed as parsed and after --canonicalize;
3. chains of affine.apply / affine.min / affine.max on arguments, constants, loop IVs and earlier
   results through --canonicalize;
4. values placed at random in dimension and symbol positions (loop IVs, values defined in loops and
   non-affine regions, memref.dim of dynamic sizes, applies of symbols, non-index values): the same
   diagnostics, location and wording;
5. the printed (simplified) map, read back and interpreted by affine.apply, gives the value of the
   original expression under MLIR's floordiv/ceildiv/mod semantics.

Hypothesis (derandomized, generate phase only) draws the cases one example each; a test then
compares them all in one `--split-input-file` input, so it costs one iree-opt and one vecir-opt run
(a whole batch per example would overrun hypothesis' choice buffer and make it retry for minutes).
The regression cases below each pin one divergence the properties found.
"""

from __future__ import annotations

import sys

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import vecir

from .oracle import needs_iree_opt, run_tool, iree_opt_path

SPLIT = "// -----\n"
VECIR = [sys.executable, "-m", "vecir.tools.opt"]


def draw_cases(strategy, n: int) -> list:
    """``n`` examples of ``strategy``, the same ones on every run (derandomized, no database)."""
    cases = []

    @settings(max_examples=n, derandomize=True, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def collect(case):
        cases.append(case)

    collect()
    return cases


# -- expression trees -------------------------------------------------------------------------
# ("d", i) | ("s", i) | ("c", v) | ("neg", a) | (op, a, b) with op in + - * floordiv ceildiv mod.
# The right operand of *, floordiv, ceildiv and mod is dim-free (constant or symbolic), as affine
# (and semi-affine) expressions require.

_CONSTS = (0, 1, -1, 2, 3, -4, 7, 16, -1000003, 123456789)


@st.composite
def exprs(draw, nd: int, ns: int, positive_divisors: bool = False, non_affine: bool = False, depth: int = 3,
          dims: bool = True):
    """Trees of affine and semi-affine expressions over nd dims and ns symbols, at most ``depth``
    operators deep (non_affine: also products of two dim-dependent expressions, which the parser
    rejects; dims=False: dim-free, a valid right operand of * and the divisions)."""
    if depth == 0 or draw(st.integers(0, 9)) < 3:
        kinds = ["c"] + (["d", "d"] if dims and nd else []) + (["s"] if ns else [])
        k = draw(st.sampled_from(kinds))
        if k == "c":
            return ("c", draw(st.sampled_from(_CONSTS)))
        return (k, draw(st.integers(0, (nd if k == "d" else ns) - 1)))
    sub = lambda **kw: draw(exprs(nd, ns, positive_divisors, non_affine, depth - 1, **{"dims": dims, **kw}))
    op = draw(st.sampled_from(["+", "-", "*", "*", "floordiv", "ceildiv", "mod", "neg"]
                              + (["dim*dim"] if non_affine else [])))
    if op == "neg":
        return ("neg", sub())
    if op in ("+", "-"):
        return (op, sub(), sub())
    if op == "dim*dim":
        return ("*", sub(), sub())
    if op == "*":
        pair = (sub(), sub(dims=False))
        return ("*", *(pair if draw(st.booleans()) else pair[::-1]))
    consts = [1, 2, 3, 4, 8, 16] if positive_divisors else [1, 2, 3, 4, 8, -2, -3, -5]
    if ns and draw(st.integers(0, 3)) == 0:
        divisor = ("s", draw(st.integers(0, ns - 1)))
    else:
        divisor = ("c", draw(st.sampled_from(consts)))
    return (op, sub(), divisor)


_MUL_LEVEL = ("*", "floordiv", "ceildiv", "mod")


def render(t, parens: bool) -> str:
    """Text of a tree: every compound operand in parentheses, or (parens=False) only where MLIR's
    precedence needs them (left-associative + - and * floordiv ceildiv mod)."""
    k = t[0]
    if k == "d":
        return f"d{t[1]}"
    if k == "s":
        return f"s{t[1]}"
    if k == "c":
        return str(t[1])
    if k == "neg":
        return f"-({render(t[1], parens)})"
    a, b = t[1], t[2]
    la, lb = render(a, parens), render(b, parens)
    if parens:
        return f"({la}) {k} ({lb})"
    if len(a) == 3 and not (k in ("+", "-") or a[0] in _MUL_LEVEL):
        la = f"({la})"
    if a[0] == "c" and a[1] < 0 or a[0] == "neg":
        la = f"({la})"
    if len(b) == 3 or b[0] == "neg" or (b[0] == "c" and b[1] < 0 and k in ("+", "-")):
        lb = f"({lb})"
    return f"{la} {k} {lb}"


class Undefined(Exception):
    pass


def evaluate(t, dims, syms) -> int:
    """MLIR's value of a tree: floordiv/ceildiv round toward -inf/+inf, mod is non-negative for a
    positive divisor; a zero divisor or a non-positive mod divisor is undefined."""
    k = t[0]
    if k == "d":
        return dims[t[1]]
    if k == "s":
        return syms[t[1]]
    if k == "c":
        return t[1]
    if k == "neg":
        return -evaluate(t[1], dims, syms)
    a, b = evaluate(t[1], dims, syms), evaluate(t[2], dims, syms)
    if k == "+":
        return a + b
    if k == "-":
        return a - b
    if k == "*":
        return a * b
    if b == 0 or (k == "mod" and b < 0):
        raise Undefined
    if k == "floordiv":
        return a // b
    if k == "ceildiv":
        return -(-a // b)
    return a - (a // b) * b


def _ids(n: int, prefix: str) -> str:
    return ", ".join(f"{prefix}{i}" for i in range(n))


def map_text(nd: int, ns: int, results: list[str]) -> str:
    syms = f"[{_ids(ns, 's')}]" if ns else ""
    return f"({_ids(nd, 'd')}){syms} -> ({', '.join(results)})"


@st.composite
def maps(draw):
    nd, ns = draw(st.integers(0, 3)), draw(st.integers(0, 2))
    non_affine = draw(st.integers(0, 9)) == 0
    trees = draw(st.lists(exprs(nd, ns, non_affine=non_affine), min_size=0, max_size=3))
    parens = draw(st.booleans())
    return map_text(nd, ns, [render(t, parens) for t in trees])


@st.composite
def integer_sets(draw):
    nd, ns = draw(st.integers(0, 3)), draw(st.integers(0, 2))
    cons = []
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["expr", "expr", "expr", "empty", "universe"]))
        if kind == "empty":
            cons.append(draw(st.sampled_from(["1 == 0", "-1 >= 0", "5 == 0"])))
        elif kind == "universe":
            cons.append(draw(st.sampled_from(["0 == 0", "0 >= 0", "3 >= 0"])))
        else:
            lhs = render(draw(exprs(nd, ns)), draw(st.booleans()))
            rhs = draw(st.one_of(st.just("0"), st.integers(-5, 5).map(str),
                                 exprs(nd, ns).map(lambda t: render(t, True))))
            cons.append(f"{lhs} {draw(st.sampled_from(['>=', '==']))} {rhs}")
    syms = f"[{_ids(ns, 's')}]" if ns else ""
    return nd, ns, f"({_ids(nd, 'd')}){syms} : ({', '.join(cons)})"


# -- batch comparison ------------------------------------------------------------------------

def _compare_batch(chunks: list[str], *flags: str) -> None:
    """vecir-opt and iree-opt on all chunks in one run each: same exit code, same diagnostics and,
    chunk by chunk, the same printed IR (the failing chunk is named)."""
    text = "\n// -----\n".join(chunks)
    want = run_tool([iree_opt_path()], text, "--allow-unregistered-dialect", *flags)
    got = run_tool(VECIR, text, "--allow-unregistered-dialect", *flags)
    assert got[2] == want[2], "diagnostics differ"
    assert got[0] == want[0]
    w, g = want[1].split(SPLIT), got[1].split(SPLIT)
    assert len(g) == len(w)
    for chunk, a, b in zip(chunks, w, g):
        assert b == a, f"input:\n{chunk}\niree-opt:\n{a}\nvecir:\n{b}"


# -- 1. maps ------------------------------------------------------------------------------------

@needs_iree_opt
def test_random_maps_print_as_iree_opt():
    batch = draw_cases(maps(), 400)
    _compare_batch([f'"test.op"() {{m = affine_map<{m}>}} : () -> ()' for m in batch])


# -- 2. integer sets ----------------------------------------------------------------------------

@needs_iree_opt
def test_random_integer_sets_print_as_iree_opt():
    batch = draw_cases(integer_sets(), 300)
    _compare_batch([f'"test.op"() {{s = affine_set<{s}>}} : () -> ()' for _, _, s in batch])


def _if_func(k: int, nd: int, ns: int, s: str) -> str:
    args = ", ".join(f"%a{i}: index" for i in range(nd + ns))
    dops = ", ".join(f"%a{i}" for i in range(nd))
    sops = ", ".join(f"%a{nd + i}" for i in range(ns))
    return (f"func.func @if{k}({args}) {{\n  affine.if affine_set<{s}>({dops})[{sops}] {{\n"
            f"    \"test.then\"() : () -> ()\n  }} else {{\n    \"test.else\"() : () -> ()\n  }}\n  return\n}}")


@needs_iree_opt
def test_random_affine_if_canonicalizes_as_iree_opt():
    chunks = [_if_func(k, nd, ns, s) for k, (nd, ns, s) in enumerate(draw_cases(integer_sets(), 200))]
    _compare_batch(chunks)
    _compare_batch(chunks, "--canonicalize")


# -- 3. affine.apply / min / max chains through --canonicalize ---------------------------------

@st.composite
def apply_chains(draw) -> str:
    """A function computing affine.apply/min/max results from arguments, constants, a loop IV and
    earlier results; symbol operands are drawn from values valid as symbols where they are used."""
    lines = ["func.func @chain(%a0: index, %a1: index, %a2: index) -> (index, index, index) {"]
    values, symbols = ["%a0", "%a1", "%a2"], {"%a0", "%a1", "%a2"}
    for c in range(draw(st.integers(0, 3))):
        lines.append(f"  %c{c} = arith.constant {draw(st.integers(-6, 12))} : index")
        values.append(f"%c{c}")
        symbols.add(f"%c{c}")
    in_loop = draw(st.booleans())
    indent = "    " if in_loop else "  "
    if in_loop:
        lines.append(f"  affine.for %i = 0 to {draw(st.integers(1, 20))} {{")
        values.append("%i")
    results = []
    for j in range(draw(st.integers(1, 5))):
        nd, ns = draw(st.integers(0, 3)), draw(st.integers(0, 2))
        kind = draw(st.sampled_from(["apply", "apply", "min", "max"]))
        n = 1 if kind == "apply" else draw(st.integers(1, 3))
        body = [render(draw(exprs(nd, ns, depth=2)), draw(st.booleans())) for _ in range(n)]
        dim_ops = [draw(st.sampled_from(values)) for _ in range(nd)]
        sym_ops = [draw(st.sampled_from(sorted(symbols))) for _ in range(ns)]
        lines.append(f"{indent}%r{j} = affine.{kind} affine_map<{map_text(nd, ns, body)}>"
                     f"({', '.join(dim_ops)})[{', '.join(sym_ops)}]")
        values.append(f"%r{j}")
        results.append(f"%r{j}")
        if not in_loop and all(o in symbols for o in dim_ops):
            symbols.add(f"%r{j}")
    if in_loop:
        lines.append(f'{indent}"test.use"({", ".join(results)}) : ({", ".join(["index"] * len(results))}) -> ()')
        lines += ["  }", "  return %a0, %a1, %a2 : index, index, index", "}"]
    else:
        outs = [draw(st.sampled_from(results)) for _ in range(3)]
        lines += [f"  return {', '.join(outs)} : index, index, index", "}"]
    return "\n".join(lines)


@needs_iree_opt
def test_random_apply_min_max_chains_canonicalize_as_iree_opt():
    chunks = draw_cases(apply_chains(), 300)
    _compare_batch(chunks, "--canonicalize")


# -- 4. dimension and symbol rules ---------------------------------------------------------------

_REGIONS = {
    "none": ([], []),
    "affine.for": (["affine.for %i = 0 to 10 {"], ["}"]),
    "affine.parallel": (["affine.parallel (%i) = (0) to (10) {"], ["}"]),
    "scf.for": (["scf.for %i = %c0 to %n step %c4 {"], ["}"]),
    "affine.if": (["affine.if affine_set<(d0) : (d0 >= 0)>(%n) {"], ["}"]),
    "scf.execute_region": (["scf.execute_region {"], ["  scf.yield", "}"]),
}

_USES = {
    "apply": ["%z = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>({d0})[{s0}]"],
    "min": ["%z = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1)>({d0})[{s0}]"],
    "max": ["%z = affine.max affine_map<(d0)[s0] -> (d0 floordiv 2, s0)>({d0})[{s0}]"],
    "load": ["%z = affine.load %m[{d0} + symbol({s0}), {d1}] : memref<?x8xf32>"],
    "store": ["%f = arith.constant 1.0 : f32", "affine.store %f, %m[{d0}, symbol({s0}) + 1] : memref<?x8xf32>"],
    "vector_load": ["%z = affine.vector_load %m[{d0}, {s0}] : memref<?x8xf32>, vector<4xf32>"],
    "prefetch": ["affine.prefetch %m[{d0}, {d1}], read, locality<3>, data : memref<?x8xf32>"],
    "for": ["affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>({d0})[{s0}] to {s1} {{", "}}"],
    "parallel": ["affine.parallel (%j) = ({d0}) to (symbol({s0})) {{", "}}"],
    "if": ["affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>({d0})[{s0}] {{", "}}"],
}


@st.composite
def rule_cases(draw) -> str:
    """One affine op whose dimension and symbol operands are drawn from values of every kind:
    top-level arguments, constants, memref.dim and applies of symbols (valid symbols), a loop IV
    and applies of it (valid dims), values defined inside a loop or a non-affine region, memref.dim
    of a buffer allocated there, and an i32 (not index)."""
    lines = ["func.func @rules(%n: index, %m: memref<?x8xf32>, %x: i32, %k: index) {",
             "  %c0 = arith.constant 0 : index", "  %c4 = arith.constant 4 : index",
             "  %dn = memref.dim %m, %c0 : memref<?x8xf32>",
             "  %sym = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]",
             "  %xi = arith.index_cast %x : i32 to index"]
    pool = ["%n", "%c4", "%dn", "%sym", "%k", "%xi"]
    region = draw(st.sampled_from(sorted(_REGIONS)))
    opening, closing = _REGIONS[region]
    indent = "    " if opening else "  "
    lines += ["  " + o for o in opening]
    if opening:
        lines += [f"{indent}%t = arith.addi %n, %c4 : index",
                  f"{indent}%buf = memref.alloc(%t) : memref<?xf32>",
                  f"{indent}%db = memref.dim %buf, %c0 : memref<?xf32>",
                  f"{indent}%dm = memref.dim %m, %c0 : memref<?x8xf32>"]
        pool += ["%t", "%db", "%dm"]
        if "%i" in opening[0]:
            lines += [f"{indent}%ai = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)",
                      f"{indent}%as = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%t]"]
            pool += ["%i", "%ai", "%as"]
    pick = lambda: draw(st.sampled_from(pool + ["%x"] if draw(st.integers(0, 11)) == 0 else pool))
    names = {"d0": pick(), "d1": pick(), "s0": pick(), "s1": pick()}
    use = _USES[draw(st.sampled_from(sorted(_USES)))]
    lines += [indent + u.format(**names) for u in use]
    lines += ["  " + c for c in closing]
    lines += ["  return", "}"]
    return "\n".join(lines)


@needs_iree_opt
def test_random_dim_symbol_placements_diagnose_as_iree_opt():
    _compare_batch(draw_cases(rule_cases(), 400))


# -- 5. semantics of the printed map -------------------------------------------------------------

@st.composite
def evaluation_cases(draw):
    nd, ns = draw(st.integers(1, 3)), draw(st.integers(0, 2))
    tree = draw(exprs(nd, ns, positive_divisors=True))
    dims = [draw(st.integers(-40, 40)) for _ in range(nd)]
    syms = [draw(st.integers(1, 9)) for _ in range(ns)]  # symbols may divide: positive
    return nd, ns, tree, dims, syms, draw(st.booleans())


def test_printed_map_evaluates_like_the_original_expression():
    """Interpret `affine.apply` of the map vecir prints (read back), and of the map --canonicalize
    simplifies (composition, flattening, semi-affine rules), on the drawn operands; both must give
    the original tree's value."""
    from vecir.passes.manager import PassManager

    funcs, expected = [], []
    for k, (nd, ns, tree, dims, syms, parens) in enumerate(draw_cases(evaluation_cases(), 400)):
        try:
            value = evaluate(tree, dims, syms)
        except Undefined:  # a symbol divisor that is zero or negative for these values
            continue
        args = ", ".join(f"%v{i}: index" for i in range(nd + ns))
        dops = ", ".join(f"%v{i}" for i in range(nd))
        sops = ", ".join(f"%v{nd + i}" for i in range(ns))
        funcs.append(f"func.func @e{k}({args}) -> index {{\n"
                     f"  %r = affine.apply affine_map<{map_text(nd, ns, [render(tree, parens)])}>({dops})[{sops}]\n"
                     "  return %r : index\n}")
        expected.append((f"e{k}", dims + syms, value))
    printed = vecir.parse(str(vecir.parse("module {\n" + "\n".join(funcs) + "\n}")))
    canonical = vecir.parse(str(printed))
    PassManager.parse("builtin.module(canonicalize)").run(canonical)
    for module in (printed, canonical):
        got = [(name, args, int(vecir.run(module, name, *args))) for name, args, _ in expected]
        assert got == expected


# -- regression cases ----------------------------------------------------------------------------

MIN_MAX_SYMBOL_AFTER_CONSTANT_DIM = """func.func @pick_symbol(%lo: index, %hi: index) -> (index, index, index) {
  %c9 = arith.constant 9 : index
  %a = affine.min affine_map<(d0)[s0] -> (s0)>(%c9)[%hi]
  %b = affine.max affine_map<(d0, d1)[s0] -> (s0)>(%lo, %c9)[%hi]
  %c = affine.min affine_map<(d0)[s0] -> (d0)>(%lo)[%c9]
  return %a, %b, %c : index, index, index
}
"""


@needs_iree_opt
def test_min_max_of_a_symbol_after_a_constant_dim_canonicalize_as_iree_opt():
    # affine.min/max folded `(d0)[s0] -> (s0)` with a constant d0 to its operand 0 (d0's value, 9)
    # instead of s0's; upstream's fold only takes operand 0 for the single result d0
    _compare_batch([MIN_MAX_SYMBOL_AFTER_CONSTANT_DIM], "--canonicalize")


def test_min_max_of_a_symbol_after_a_constant_dim_keep_their_values():
    from vecir.passes.manager import PassManager

    module = vecir.parse(MIN_MAX_SYMBOL_AFTER_CONSTANT_DIM)
    before = [int(v) for v in vecir.run(module, "pick_symbol", 3, 40)]
    PassManager.parse("builtin.module(canonicalize)").run(module)
    after = [int(v) for v in vecir.run(module, "pick_symbol", 3, 40)]
    assert before == after == [40, 40, 3]


APPLY_UNDEFINED_ON_CONSTANTS = """func.func @undefined(%x: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c6)[%c0]
  %b = affine.apply affine_map<() -> (11 mod -4)>()
  %c = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0 + 1)>(%c6)[%c0]
  %d = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%x)[%c0]
  %e = affine.min affine_map<(d0)[s0] -> (d0 mod s0, 2)>(%c6)[%c0]
  return %a, %b, %c, %d, %e : index, index, index, index, index
}
"""


@needs_iree_opt
def test_apply_folds_undefined_constant_division_to_poison_as_iree_opt():
    # affine.apply of a mod by a non-positive constant or a division by zero on constant operands
    # folds to ub.poison upstream; vecir left the apply in place. affine.min/max do not fold.
    _compare_batch([APPLY_UNDEFINED_ON_CONSTANTS], "--canonicalize")
