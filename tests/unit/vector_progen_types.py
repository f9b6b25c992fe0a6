"""Types, values and programs of the random vector program generator (vector_progen.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

FLOAT_KINDS = ["add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"]
INT_KINDS = ["add", "mul", "minsi", "maxsi", "minui", "maxui", "and", "or", "xor"]
FLOAT_BIN = ["addf", "subf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"]
INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"]
# (lhs dims, rhs dims, acc dims, iterator types): the contractions with a kind other than add that
# IREE 3.13's CPU vector lowering (upstream's outer-product / matvec patterns) lowers; any other
# layout with such a kind stays a vector.contract and fails LLVM translation.
NON_ADD_CONTRACT_FORMS = [
    ("0", "0 1", "1", "RP"), ("0", "1 0", "1", "RP"), ("0 1", "0", "1", "RP"), ("0 1", "1", "0", "PR"),
    ("1", "0 1", "0", "PR"), ("1", "1 0", "0", "PR"), ("1 0", "0", "1", "RP"), ("1 0", "1", "0", "PR"),
    ("0 2", "1 2", "0 1", "PPR"), ("0 2", "2 1", "1 0", "PPR"), ("2 0", "1 2", "0 1", "PPR"),
    ("2 0", "1 2", "1 0", "PPR"), ("2 0", "2 1", "1 0", "PPR"),
]
NP_DTYPES = {"f32": np.float32, "i32": np.int32, "i8": np.int8, "i64": np.int64, "i16": np.int16,
             "f16": np.float16}
WIDTH = {"f32": 32, "i32": 32, "i8": 8, "i16": 16, "i64": 64, "f16": 16}
ARITH_ELEMS = ("f32", "f16", "i32", "i8", "i16", "i64")


@dataclass(frozen=True)
class VT:
    """A vector type; `scal[i]` marks a scalable dim whose runtime size is shape[i] * vscale."""
    shape: tuple
    elem: str
    scal: tuple = ()

    def __post_init__(self) -> None:
        if not self.scal:
            object.__setattr__(self, "scal", (False,) * len(self.shape))

    def dims(self, vscale: int | None) -> list[str]:
        if vscale is None:
            return [f"[{d}]" if s else str(d) for d, s in zip(self.shape, self.scal)]
        return [str(d * vscale if s else d) for d, s in zip(self.shape, self.scal)]

    def text(self, vscale: int | None = None) -> str:
        return "vector<" + "".join(d + "x" for d in self.dims(vscale)) + self.elem + ">"

    def np_shape(self, vscale: int = 1) -> tuple:
        return tuple(d * vscale if s else d for d, s in zip(self.shape, self.scal))

    @property
    def numel(self) -> int:
        return int(np.prod(self.shape)) if self.shape else 1

    @property
    def scalable(self) -> bool:
        return any(self.scal)

    def with_(self, shape=None, elem=None, scal=None) -> "VT":
        shape = tuple(self.shape if shape is None else shape)
        scal = tuple(scal) if scal is not None else (self.scal if shape == self.shape else (False,) * len(shape))
        return VT(shape, self.elem if elem is None else elem, scal)


@dataclass(frozen=True)
class TT:
    shape: tuple
    elem: str

    def text(self, vscale: int | None = None) -> str:
        return "tensor<" + "".join(f"{d}x" for d in self.shape) + self.elem + ">"


class VscaleValue:
    """`vector.vscale` in scalable text, the constant vscale in a fixed twin."""

    def text(self, vscale: int | None) -> str:
        return "vector.vscale" if vscale is None else f"arith.constant {vscale} : index"


@dataclass
class Value:
    name: str
    ty: object            # VT, TT or a scalar type name ("f32", "i32", "index", "i1", ...)
    raw: bool = False     # float bits from an integer bitcast: kept out of float arithmetic
    uses: int = 0


@dataclass
class Program:
    seed: int
    params: list
    results: list
    lines: list = field(default_factory=list)
    ops: list = field(default_factory=list)     # names of the ops the generator chose, in order

    def text(self, vscale: int | None = None, name: str = "f") -> str:
        ps = ", ".join(f"{v.name}: {_ty(v.ty, vscale)}" for v in self.params)
        rs = ", ".join(_ty(v.ty, vscale) for v in self.results)
        body = ["  " + "".join(p if isinstance(p, str) else p.text(vscale) for p in line) for line in self.lines]
        ret = "  return " + ", ".join(v.name for v in self.results) + " : " + rs
        return f"func.func @{name}({ps}) -> ({rs}) {{\n" + "\n".join(body + [ret]) + "\n}\n"

    def fixed(self, vscale: int) -> "Program":
        """The fixed twin: every scalable dim fixed to base * vscale, vector.vscale a constant."""
        def fix(v: Value) -> Value:
            t = VT(v.ty.np_shape(vscale), v.ty.elem) if isinstance(v.ty, VT) else v.ty
            return Value(v.name, t, v.raw)
        lines = [["".join(p if isinstance(p, str) else p.text(vscale) for p in line)] for line in self.lines]
        return Program(self.seed, [fix(v) for v in self.params], [fix(v) for v in self.results], lines, self.ops)

    def inputs(self, vscale: int = 1) -> list[np.ndarray]:
        rng = np.random.default_rng(self.seed + 7919)
        return [_random_array(rng, v.ty, vscale) for v in self.params]


def _ty(t, vscale) -> str:
    return t if isinstance(t, str) else t.text(vscale)


def _random_array(rng, t, vscale: int) -> np.ndarray:
    if isinstance(t, str):
        shape, elem = (), t
    else:
        shape, elem = (t.np_shape(vscale) if isinstance(t, VT) else t.shape), t.elem
    dt = NP_DTYPES[elem]
    if elem.startswith("f"):
        return rng.integers(-4, 5, size=shape).astype(dt)
    if elem == "i32" and rng.random() < 0.5:
        return rng.integers(-9, 10, size=shape).astype(dt)
    info = np.iinfo(dt)
    return rng.integers(info.min, info.max, size=shape, dtype=dt, endpoint=True)


def _is_float(e: str) -> bool:
    return e.startswith("f")


def _zero(e: str) -> str:
    return "0.0" if _is_float(e) else "0"
