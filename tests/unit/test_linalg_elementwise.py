"""linalg.elementwise (`<kind>`, optional `indexing_maps`).

Every kind on f32, i32 and f16 tensors prints as iree-opt 3.13 prints it, in the custom and the
generic form and after linalg-generalize-named-ops (the implied region: math/arith op per kind,
no casts); invalid inputs give iree-opt's diagnostics; the element-type combinations that crash
iree-opt 3.13 give a located error; tiling, vectorizing and the affine-loop lowering agree with
iree-opt and keep the results; the interpreter agrees with NumPy."""

from __future__ import annotations

import math
import pathlib
import sys

import numpy as np
import pytest

import vecir
from vecir.dialects.linalg.elementwise import BINARY, UNARY
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import TRANSFORM_ON_MATCHED, needs_iree_opt, run_tool, same_as_iree_opt

CASES = pathlib.Path(__file__).parent / "linalg_cases"
# combinations iree-opt 3.13 crashes on (an assertion in its region builder)
CRASHING = {("div_unsigned", "f32"), ("max_unsigned", "f32"), ("min_unsigned", "f32"),
            ("div_unsigned", "f16"), ("max_unsigned", "f16"), ("min_unsigned", "f16")}


def _kernel(kind: str, t: str, shape: str = "3x5") -> str:
    ty = f"tensor<{shape}x{t}>"
    if kind in UNARY:
        args, ins, tys = f"%x: {ty}", "%x", ty
    elif kind == "select":
        cty = f"tensor<{shape}xi1>"
        args, ins, tys = f"%p: {cty}, %x: {ty}, %y: {ty}", "%p, %x, %y", f"{cty}, {ty}, {ty}"
    else:
        args, ins, tys = f"%x: {ty}, %y: {ty}", "%x, %y", f"{ty}, {ty}"
    return (f"func.func @ew_{kind}({args}, %o: {ty}) -> {ty} {{\n"
            f"  %r = linalg.elementwise <{kind}> ins({ins} : {tys}) outs(%o : {ty}) -> {ty}\n"
            f"  return %r : {ty}\n}}\n")


def _all_kinds() -> str:
    kinds = list(UNARY) + list(BINARY) + ["select"]
    return "// -----\n".join(_kernel(k, t) for t in ("f32", "i32", "f16") for k in kinds if (k, t) not in CRASHING)


@needs_iree_opt
@pytest.mark.parametrize("flags", [("--mlir-print-op-generic",), ("--linalg-generalize-named-ops",)])
def test_every_kind_prints_as_iree_opt(flags) -> None:
    out = same_as_iree_opt(_all_kinds(), *flags)
    # the integer unary kinds build float math ops: the payload op's verifier rejects them
    assert out.count("must be floating-point-like, but got 'i32'") == 26
    assert "arith.maxsi" in out and "math.powf" in out and "arith.select" in out


OWN = """func.func @maps(%a: tensor<4x6xf32>, %row: tensor<6xf32>, %t: tensor<6x4xf32>, %o: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %s = linalg.elementwise <sub> indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>] ins(%a, %row : tensor<4x6xf32>, tensor<6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e = linalg.elementwise <exp> indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>] {tag} ins(%t : tensor<6x4xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %s, %e : tensor<4x6xf32>, tensor<4x6xf32>
}
// -----
func.func @buffers(%a: memref<?x8xi16>, %b: memref<?x8xi16>, %c: memref<?x8xi16>, %z: memref<bf16>, %w: memref<bf16>) {
  linalg.elementwise <min_unsigned> ins(%a, %b : memref<?x8xi16>, memref<?x8xi16>) outs(%c : memref<?x8xi16>)
  linalg.elementwise <reciprocal> ins(%z : memref<bf16>) outs(%w : memref<bf16>)
  return
}
// -----
func.func @bools(%p: tensor<5xi1>, %q: tensor<5xi1>, %o: tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
  %a = linalg.elementwise <add> ins(%p, %q : tensor<5xi1>, tensor<5xi1>) outs(%o : tensor<5xi1>) -> tensor<5xi1>
  %m = linalg.elementwise <mul> ins(%p, %q : tensor<5xi1>, tensor<5xi1>) outs(%o : tensor<5xi1>) -> tensor<5xi1>
  return %a, %m : tensor<5xi1>, tensor<5xi1>
}
"""


@needs_iree_opt
@pytest.mark.parametrize("flags", [(), ("--mlir-print-op-generic",), ("--linalg-generalize-named-ops",),
                                   ("--convert-linalg-to-affine-loops",), ("--canonicalize",)])
def test_maps_buffers_and_bools_as_iree_opt(flags) -> None:
    out = same_as_iree_opt(OWN, *flags)
    assert "error" not in out
    if not flags:
        assert out.count("indexing_maps = [") == 2 and "{tag}" in out


@needs_iree_opt
def test_diagnostics_as_iree_opt() -> None:
    out = same_as_iree_opt((CASES / "elementwise_invalid.mlir").read_text())
    assert out.count(": error:") == 32


@pytest.mark.parametrize("kind,t,message", [
    ("div_unsigned", "f32", "unsupported operation: unsigned division not allowed for floating point values"),
    ("max_unsigned", "bf16", "unsupported operation: unsigned max not allowed for floating point values"),
    ("sub", "i1", "unsupported operation: sub with bools"),
    ("div", "i1", "unsupported operation: div with bools"),
    ("add", "index", "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got "
                     "'index' and 'index'"),
])
def test_where_iree_opt_crashes_vecir_reports(kind: str, t: str, message: str) -> None:
    got = run_tool([sys.executable, "-m", "vecir.tools.opt"], _kernel(kind, t))
    assert got[0] == 1 and "Traceback" not in got[2]
    assert got[2].startswith(f"<stdin>:2:26: error: custom op 'linalg.elementwise' {message}\n")


KERNEL = """func.func @f(%a: tensor<6x10xf32>, %b: tensor<10xf32>, %o: tensor<6x10xf32>) -> tensor<6x10xf32> {
  %r = linalg.elementwise <powf> indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>] ins(%a, %b : tensor<6x10xf32>, tensor<10xf32>) outs(%o : tensor<6x10xf32>) -> tensor<6x10xf32>
  return %r : tensor<6x10xf32>
}
"""


@needs_iree_opt
@pytest.mark.parametrize("body", [
    "%t, %l:2 = transform.structured.tile_using_for %m tile_sizes [4, 4] : (!transform.any_op) -> "
    "(!transform.any_op, !transform.any_op, !transform.any_op)",
    "transform.structured.vectorize %m : !transform.any_op",
    "transform.structured.vectorize %m vector_sizes [8, 16] : !transform.any_op"], ids=["tile", "vec", "vec_masked"])
def test_tile_and_vectorize_as_iree_opt_and_keep_results(body: str) -> None:
    text = KERNEL + TRANSFORM_ON_MATCHED.format(op="linalg.elementwise", body=body)
    out = same_as_iree_opt(text, "--transform-interpreter")
    assert ("linalg.elementwise <powf>" in out) if "tile" in body else ("math.powf %" in out)
    m = vecir.parse(text)
    checker = SemanticsChecker(seed=3, trials=2)
    PassManager.parse("builtin.module(transform-interpreter)").run(m, verify_semantics=checker, emit_diagnostics=False)
    assert checker.cases and not checker.remarks, checker.remarks


def _erf(x):
    return np.vectorize(math.erf)(x.astype(np.float64))


FLOAT_REF = {"exp": np.exp, "log": np.log, "abs": np.abs, "ceil": np.ceil, "floor": np.floor, "negf": np.negative,
             "reciprocal": lambda x: 1 / x, "round": lambda x: np.sign(x) * np.floor(np.abs(x) + 0.5),
             "sqrt": np.sqrt, "rsqrt": lambda x: 1 / np.sqrt(x), "square": lambda x: x * x, "tanh": np.tanh,
             "erf": _erf, "sin": np.sin, "cos": np.cos, "tan": np.tan, "acos": np.arccos, "acosh": np.arccosh,
             "asin": np.arcsin, "asinh": np.arcsinh, "atan": np.arctan, "atanh": np.arctanh, "log10": np.log10,
             "log1p": np.log1p, "log2": np.log2, "add": np.add, "sub": np.subtract, "mul": np.multiply,
             "div": np.divide, "max_signed": np.maximum, "min_signed": np.minimum, "powf": np.power}
INT_REF = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": lambda a, b: np.trunc(a / b).astype(a.dtype),
           "div_unsigned": lambda a, b: (a.view(np.uint32) // b.view(np.uint32)).view(np.int32),
           "max_signed": np.maximum, "min_signed": np.minimum,
           "max_unsigned": lambda a, b: np.maximum(a.view(np.uint32), b.view(np.uint32)).view(np.int32),
           "min_unsigned": lambda a, b: np.minimum(a.view(np.uint32), b.view(np.uint32)).view(np.int32)}


def _inputs(kind: str, rng, n: int):
    if kind in ("acosh",):
        return [rng.uniform(1.1, 4, (3, 5)).astype(np.float32) for _ in range(n)]
    if kind in ("acos", "asin", "atanh"):
        return [rng.uniform(-0.9, 0.9, (3, 5)).astype(np.float32) for _ in range(n)]
    if kind in ("log", "sqrt", "rsqrt", "log10", "log2", "log1p", "powf"):
        return [rng.uniform(0.2, 3, (3, 5)).astype(np.float32) for _ in range(n)]
    return [rng.uniform(-3, 3, (3, 5)).astype(np.float32) for _ in range(n)]


@pytest.mark.parametrize("kind", sorted(FLOAT_REF))
def test_float_kinds_match_numpy(kind: str) -> None:
    m = vecir.parse(_kernel(kind, "f32"))
    rng = np.random.default_rng(len(kind))
    ins = _inputs(kind, rng, 1 if kind in UNARY else 2)
    out = np.zeros((3, 5), np.float32)
    got = vecir.run(m, f"ew_{kind}", *ins, out)
    np.testing.assert_allclose(got, FLOAT_REF[kind](*ins).astype(np.float32), rtol=2e-6, atol=1e-6)


@pytest.mark.parametrize("kind", sorted(INT_REF))
def test_integer_kinds_match_numpy(kind: str) -> None:
    m = vecir.parse(_kernel(kind, "i32"))
    rng = np.random.default_rng(len(kind) + 100)
    a = rng.integers(-2**31, 2**31, (3, 5)).astype(np.int32)
    b = rng.integers(1, 2**31, (3, 5)).astype(np.int32) * rng.choice([-1, 1], (3, 5)).astype(np.int32)
    got = vecir.run(m, f"ew_{kind}", a, b, np.zeros((3, 5), np.int32))
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(got, INT_REF[kind](a, b))


def test_select_and_broadcast_maps_match_numpy() -> None:
    rng = np.random.default_rng(6)
    m = vecir.parse(_kernel("select", "f32"))
    p = rng.integers(0, 2, (3, 5)).astype(bool)
    x, y = rng.standard_normal((3, 5)).astype(np.float32), rng.standard_normal((3, 5)).astype(np.float32)
    np.testing.assert_array_equal(vecir.run(m, "ew_select", p, x, y, np.zeros((3, 5), np.float32)), np.where(p, x, y))
    m = vecir.parse(OWN.split("// -----")[0])
    a, row = rng.standard_normal((4, 6)).astype(np.float32), rng.standard_normal(6).astype(np.float32)
    t, o = rng.standard_normal((6, 4)).astype(np.float32), np.zeros((4, 6), np.float32)
    s, e = vecir.run(m, "maps", a, row, t, o)
    np.testing.assert_allclose(s, a - row, rtol=1e-6)
    np.testing.assert_allclose(e, np.exp(t.T), rtol=1e-6)
