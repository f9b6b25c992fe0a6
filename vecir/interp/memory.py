"""The interpreter's memory model: a memref is a view (offset, sizes, strides) into a flat NumPy buffer.

Every access is bounds-checked against both the view's sizes and the underlying allocation, so a
bad index raises :class:`InterpError` naming the op and index instead of corrupting memory.
"""

from __future__ import annotations

from typing import Sequence

from vecir._lazy import np


class InterpError(Exception):
    """A runtime error of the interpreted program (out-of-bounds access, failed assert, ...)."""


class NumpyQuiet:
    """``active`` is True while an interpreter run holds ``np.errstate(all="ignore")`` (entered once
    in Interpreter.call), so an op's interpret can skip entering it again; an op interpreted on its
    own (tests, folds) still enters it itself."""

    active = False


class Buffer:
    """One allocation: a flat NumPy array and whether it is still live."""

    __slots__ = ("data", "live", "name")

    def __init__(self, data: np.ndarray, name: str = "") -> None:
        self.data = data
        self.live = True
        self.name = name


class MemRef:
    """A strided view of a Buffer: element (i0, i1, ...) is at offset + sum(ik * strides[k])."""

    __slots__ = ("buffer", "offset", "shape", "strides", "type")

    def __init__(self, buffer: Buffer, offset: int, shape: Sequence[int], strides: Sequence[int], type=None) -> None:
        self.buffer = buffer
        self.offset = int(offset)
        self.shape = tuple(int(s) for s in shape)
        self.strides = tuple(int(s) for s in strides)
        self.type = type

    @classmethod
    def alloc(cls, shape: Sequence[int], dtype, type=None, fill=None) -> "MemRef":
        n = 1
        for s in shape:
            n *= s
        data = np.zeros(n, dtype=dtype) if fill is None else np.full(n, fill, dtype=dtype)
        return cls(Buffer(data), 0, shape, contiguous_strides(shape), type)

    @classmethod
    def from_array(cls, arr: np.ndarray, type=None) -> "MemRef":
        """Wraps a copy of ``arr`` (C order)."""
        a = np.ascontiguousarray(arr).reshape(-1).copy()
        return cls(Buffer(a), 0, arr.shape, contiguous_strides(arr.shape), type)

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def dtype(self):
        return self.buffer.data.dtype

    def _check_live(self, what: str) -> None:
        if not self.buffer.live:
            raise InterpError(f"{what}: access to deallocated memref")

    def linear_index(self, idx: Sequence[int], what: str = "access") -> int:
        if len(idx) != len(self.shape):
            raise InterpError(f"{what}: expected {len(self.shape)} indices, got {len(idx)}")
        off = self.offset
        for i, (x, n, s) in enumerate(zip(idx, self.shape, self.strides)):
            x = int(x)
            if x < 0 or x >= n:
                raise InterpError(f"{what}: index {list(map(int, idx))} out of bounds for memref of shape "
                                  f"{list(self.shape)} (dimension {i})")
            off += x * s
        if off < 0 or off >= self.buffer.data.size:
            raise InterpError(f"{what}: index {list(map(int, idx))} is outside the allocation")
        return off

    def load(self, idx: Sequence[int], what: str = "load"):
        self._check_live(what)
        v = self.buffer.data[self.linear_index(idx, what)]
        return v.copy() if isinstance(v, np.ndarray) else v  # a vector element is a copy, not a view

    def store(self, idx: Sequence[int], value, what: str = "store") -> None:
        self._check_live(what)
        self.buffer.data[self.linear_index(idx, what)] = value

    def in_bounds(self, idx: Sequence[int]) -> bool:
        return all(0 <= int(x) < n for x, n in zip(idx, self.shape))

    def _view_bounds_ok(self) -> bool:
        if any(n == 0 for n in self.shape):
            return True
        lo = hi = self.offset
        for n, s in zip(self.shape, self.strides):
            if s >= 0:
                hi += (n - 1) * s
            else:
                lo += (n - 1) * s
        return lo >= 0 and hi < self.buffer.data.size

    def to_numpy(self, what: str = "read") -> np.ndarray:
        """A copy of the viewed elements as an n-D array."""
        self._check_live(what)
        if not self._view_bounds_ok():
            raise InterpError(f"{what}: memref view (offset {self.offset}, sizes {list(self.shape)}, strides "
                              f"{list(self.strides)}) exceeds its allocation of {self.buffer.data.size} elements")
        data = self.buffer.data
        item = data.itemsize
        view = np.lib.stride_tricks.as_strided(data[self.offset:] if self.offset < data.size else data[:0],
                                               shape=self.shape, strides=[s * item for s in self.strides],
                                               writeable=False)
        return np.array(view)

    def write_numpy(self, arr: np.ndarray, what: str = "write") -> None:
        """Store ``arr`` (same shape) into the viewed elements."""
        self._check_live(what)
        if tuple(arr.shape) != self.shape:
            raise InterpError(f"{what}: shape {list(arr.shape)} does not match memref shape {list(self.shape)}")
        if not self._view_bounds_ok():
            raise InterpError(f"{what}: memref view exceeds its allocation")
        idx = np.indices(self.shape).reshape(len(self.shape), -1) if self.shape else np.zeros((0, 1), dtype=np.int64)
        lin = self.offset + (np.asarray(self.strides, dtype=np.int64)[:, None] * idx).sum(axis=0) if self.shape \
            else np.array([self.offset])
        self.buffer.data[lin] = np.asarray(arr, dtype=self.dtype).reshape(-1)

    def view(self, offset: int, shape: Sequence[int], strides: Sequence[int], type=None) -> "MemRef":
        return MemRef(self.buffer, offset, shape, strides, type)

    def __repr__(self) -> str:
        return f"MemRef(shape={self.shape}, strides={self.strides}, offset={self.offset})"


def contiguous_strides(shape: Sequence[int]) -> tuple[int, ...]:
    strides = []
    acc = 1
    for d in reversed(shape):
        strides.append(acc)
        acc *= d
    return tuple(reversed(strides))
