"""Every registered op, written in the generic form with the wrong shape, gets a diagnostic.

For each op class in the registry (all dialects, with their companion modules) a handful of
malformed generic forms are parsed, verified and printed: no operands and no results, the wrong
number of operands, operands and results of an unexpected type (scalars, memrefs, masks, 0-d
vectors, tensors, transform handles), empty / missing / extra regions, successors,
and each inherent attribute given as an attribute of another kind (in ``<{...}>`` and in the
attr-dict). vecir must answer each with a DiagnosticError that has a file location (or accept the
op), never with another exception: upstream reports all of them as diagnostics (ODS's count,
"requires attribute" and property-conversion checks run before an op's own verifier).

The messages themselves are compared with iree-opt in tests/invalid/generic_malformed.mlir.
"""

from __future__ import annotations

import importlib

import pytest

from vecir.dialects import load_all
from vecir.ir.diagnostics import DiagnosticError, file_loc
from vecir.ir.op import DIALECT_COMPANIONS, OP_REGISTRY
from vecir.ir.verifier import verify
from vecir.syntax.parser import parse_module

# attributes of every kind the parser knows, to put where an inherent attribute is expected
WRONG_KIND_ATTRS = ('"s"', "unit", "5 : i32", "[1, 2]", "array<i64: 1>", "array<i32: 1, 2>", "@sym",
                    "f32", "affine_map<(d0) -> (d0)>", "dense<1> : vector<2xi32>", "{a = 1}")


def _all_ops() -> list[str]:
    load_all()
    for mods in DIALECT_COMPANIONS.values():
        for m in mods:
            importlib.import_module(m)
    return sorted(OP_REGISTRY)


OPS = _all_ops()


def _malformed(name: str) -> list[str]:
    """Generic forms of op ``name`` with the wrong counts, types, regions or attribute kinds."""
    cls = OP_REGISTRY[name]
    n, nres = len(cls.operand_defs), len(cls.result_defs)
    ops, tys = ", ".join(["%b"] * n), ", ".join(["f32"] * n)
    res = ", ".join(["vector<4xf32>"] * nres)
    out = [
        f'"{name}"() : () -> ()',
        f'"{name}"(%a) : (i32) -> ()',
        f'"{name}"(%a, %a, %a) : (i32, i32, i32) -> (f32, f32)',
        f'"{name}"({ops}) : ({tys}) -> ({res})',
        f'"{name}"({ops}) ({{}}) : ({tys}) -> ({res})',
        f'"{name}"({ops}) ({{\n^bb0:\n}}) : ({tys}) -> ({res})',
        f'"{name}"({ops}) ({{\n^bb0(%x: index):\n  "test.op"() : () -> ()\n}}, {{}}) : ({tys}) -> ({res})',
        f'"{name}"({ops}) ({{}}, {{}}, {{}}) : ({tys}) -> ({res})',
        f'"{name}"(%i, %i) : (index, index) -> index',
        f'"{name}"({ops}) [^bb1] : ({tys}) -> ({res})\n^bb1:',  # a successor (ends the entry block)
        f'"{name}"() [^bb1, ^bb1] : () -> ()\n^bb1:',
    ]
    for t in OTHER_TYPES:  # every operand and result of one (often wrong) kind
        k = ", ".join([t] * n)
        out.append(f'"{name}"({", ".join([TYPED_ARGS[t]] * n)}) : ({k}) -> ({", ".join([t] * nres)})')
        out.append(f'"{name}"({", ".join([TYPED_ARGS[t]] * (n + 1))}) : ({", ".join([t] * (n + 1))}) -> ({t})')
    for d in cls.prop_defs:
        for bad in WRONG_KIND_ATTRS:
            out.append(f'"{name}"({ops}) <{{{d.attr_name} = {bad}}}> : ({tys}) -> ({res})')
            out.append(f'"{name}"({ops}) {{{d.attr_name} = {bad}}} : ({tys}) -> ({res})')
    return out


# values of other kinds, as arguments of the enclosing function
OTHER_TYPES = ("memref<4xf32>", "vector<4xi1>", "vector<f32>", "tensor<?xf32>", "!transform.any_op")
TYPED_ARGS = {t: f"%t{k}" for k, t in enumerate(OTHER_TYPES)}


def _wrap(op_text: str) -> str:
    body = op_text.replace("\n", "\n  ")
    args = "".join(f", {v}: {t}" for t, v in TYPED_ARGS.items())
    return f"func.func @f(%a: i32, %b: f32, %i: index{args}) {{\n  {body}\n  return\n}}\n"


def _outcome(text: str) -> str | None:
    """None when ``text`` parses, verifies and prints or is rejected with a located diagnostic; else
    what went wrong."""
    try:
        module = parse_module(text, "fuzz.mlir", allow_unregistered=True)
        verify(module)
        str(module)
    except DiagnosticError as e:
        loc = file_loc(e.diag.loc)
        if loc is None or loc.line == 0:
            return f"diagnostic without a location: {e.diag.message}"
        return None
    except Exception as e:  # noqa: BLE001 - the failure this test looks for
        return f"{type(e).__name__}: {e}"
    return None


def test_every_op_is_covered() -> None:
    # every dialect module registered its ops (a smoke check that the list is not empty or partial)
    dialects = {n.split(".", 1)[0] for n in OPS}
    assert {"affine", "arith", "func", "linalg", "memref", "scf", "tensor", "transform", "vector"} <= dialects
    assert len(OPS) > 300


@pytest.mark.parametrize("dialect", sorted({n.split(".", 1)[0] for n in OPS}))
def test_malformed_generic_ops_get_diagnostics(dialect: str) -> None:
    failures = []
    for name in OPS:
        if name.split(".", 1)[0] != dialect:
            continue
        for form in _malformed(name):
            for text in (_wrap(form), form + "\n"):  # inside a function and at module level
                why = _outcome(text)
                if why is not None:
                    failures.append(f"{form!r}: {why}")
    assert not failures, f"{len(failures)} malformed ops crashed:\n" + "\n".join(failures[:40])
