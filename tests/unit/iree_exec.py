"""Upstream semantics as executed by IREE: compile vector kernels with iree-compile, run them with
iree-run-module (DESIGN.md, "Oracles").

Each :class:`Kernel` is MLIR text over 1-D vectors: its inputs are ``%arg0 ... %argN`` (read from
tensor arguments with ``vector.transfer_read``) and its results ``%r0 ... %rM`` (written back with
``vector.transfer_write``). Every kernel becomes one ``flow.dispatch.region`` of a single
``@main``, so the code goes through LLVM codegen (IREE's host-side VM arithmetic differs from
MLIR at the edges); all kernels of a batch are compiled and run together, once. Values travel as
``.npy`` files, exactly; element types NumPy cannot hold in ``.npy`` (bf16, f8, i1, odd widths)
should be converted inside the kernel (``arith.bitcast`` to a same-width integer, ``extui``...).

    k = Kernel(args=[np.array([1, 2], np.int32)], body="%r0 = arith.addi %arg0, %arg0 : vector<2xi32>",
               results=["i32"])
    [[out]] = run_kernels([k])
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

_IO_TYPES = {
    np.dtype(np.int8): "i8", np.dtype(np.int16): "i16", np.dtype(np.int32): "i32", np.dtype(np.int64): "i64",
    np.dtype(np.uint8): "i8", np.dtype(np.uint16): "i16", np.dtype(np.uint32): "i32", np.dtype(np.uint64): "i64",
    np.dtype(np.float16): "f16", np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
}
_NP_TYPES = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "f16": np.float16,
             "f32": np.float32, "f64": np.float64}


@functools.cache
def iree_tools() -> tuple[str, str] | None:
    c, r = shutil.which("iree-compile"), shutil.which("iree-run-module")
    return (c, r) if c and r else None


@dataclass
class Kernel:
    args: list[np.ndarray]            # 1-D arrays of equal length; dtypes from _IO_TYPES
    body: str                         # MLIR ops on %arg0.. defining %r0..
    results: list[str]                # element types of %r0.. (i8/i16/i32/i64/f16/f32/f64)
    length: int = field(init=False)

    def __post_init__(self) -> None:
        self.args = [np.ascontiguousarray(a).reshape(-1) for a in self.args]
        self.length = len(self.args[0])
        if any(len(a) != self.length for a in self.args):
            raise ValueError("kernel arguments must have equal lengths")


def _zero(t: str) -> str:
    return f"arith.constant 0.0 : {t}" if t.startswith("f") else f"arith.constant 0 : {t}"


def build_module(kernels: list[Kernel]) -> str:
    params, rets, ret_vals, regions = [], [], [], []
    n_in = 0
    for ki, k in enumerate(kernels):
        n = k.length
        lines = [f"  %k{ki}:{len(k.results)} = flow.dispatch.region -> ("
                 + ", ".join(f"tensor<{n}x{t}>" for t in k.results) + ") {",
                 "    %c0 = arith.constant 0 : index"]
        for ai, a in enumerate(k.args):
            t = _IO_TYPES[a.dtype]
            params.append(f"%in{n_in}: tensor<{n}x{t}>")
            lines.append(f"    %p{ai} = {_zero(t)}")
            lines.append(f"    %arg{ai} = vector.transfer_read %in{n_in}[%c0], %p{ai} {{in_bounds = [true]}} "
                         f": tensor<{n}x{t}>, vector<{n}x{t}>")
            n_in += 1
        lines.extend("    " + l.strip() for l in k.body.strip().splitlines() if l.strip())
        outs = []
        for ri, t in enumerate(k.results):
            lines.append(f"    %e{ri} = tensor.empty() : tensor<{n}x{t}>")
            lines.append(f"    %w{ri} = vector.transfer_write %r{ri}, %e{ri}[%c0] {{in_bounds = [true]}} "
                         f": vector<{n}x{t}>, tensor<{n}x{t}>")
            outs.append(f"%w{ri}")
            rets.append(f"tensor<{n}x{t}>")
            ret_vals.append(f"%k{ki}#{ri}")
        lines.append("    flow.return " + ", ".join(outs) + " : "
                     + ", ".join(f"tensor<{n}x{t}>" for t in k.results))
        lines.append("  }")
        regions.append("\n".join(lines))
    head = f"func.func @main({', '.join(params)}) -> ({', '.join(rets)}) {{"
    tail = f"  return {', '.join(ret_vals)} : {', '.join(rets)}\n}}\n"
    return head + "\n" + "\n".join(regions) + "\n" + tail


def run_kernels(kernels: list[Kernel], timeout: int = 120) -> list[list[np.ndarray]]:
    """Compile and run all kernels at once; returns each kernel's results (NumPy arrays)."""
    tools = iree_tools()
    if tools is None:
        raise RuntimeError("iree-compile/iree-run-module are not installed")
    compile_exe, run_exe = tools
    with tempfile.TemporaryDirectory(prefix="vecir-iree-") as tmp:
        d = Path(tmp)
        src = d / "k.mlir"
        src.write_text(build_module(kernels))
        vmfb = d / "k.vmfb"
        proc = subprocess.run([compile_exe, "--iree-hal-target-device=local",
                               "--iree-hal-local-target-device-backends=llvm-cpu",
                               "--iree-llvmcpu-target-cpu=generic", str(src), "-o", str(vmfb)],
                              capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            raise RuntimeError(f"iree-compile failed:\n{proc.stderr}\n{src.read_text()}")
        cmd = [run_exe, f"--module={vmfb}", "--device=local-task", "--function=main"]
        i = 0
        for k in kernels:
            for a in k.args:
                path = d / f"in{i}.npy"
                np.save(path, a.view(_NP_TYPES[_IO_TYPES[a.dtype]]))
                cmd.append(f"--input=@{path}")
                i += 1
        out = d / "out.npy"
        n_out = sum(len(k.results) for k in kernels)
        cmd += [f"--output=@{out}"] + [f"--output=+{out}"] * (n_out - 1)
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            raise RuntimeError(f"iree-run-module failed:\n{proc.stderr}")
        results = []
        with open(out, "rb") as f:
            for k in kernels:
                results.append([np.load(f) for _ in k.results])
        return results
