"""`#iree_vector_ext.nested_layout<...>` (seed 002, IREE's NestedLayoutAttr) and its thread arithmetic.

A rank-n layout views each vector dim i as five nested tiles, outermost first::

    dim_i = subgroup_tile[i] x batch_tile[i] x outer_tile[i] x thread_tile[i] x element_tile[i]

so element index ``x`` along dim i decomposes as
``x = (((vsg * B + b) * O + o) * T + vt) * E + e`` where ``vsg``/``vt`` are the *virtual* subgroup and
thread ids along that dim (seed formula)::

    virtual_subgroup_id[i] = (subgroup_id / subgroup_stride[i]) % subgroup_tile[i]
    virtual_thread_id[i]   = (thread_id   / thread_stride[i])   % thread_tile[i]

A stride of 0 means "not distributed on this level": the virtual id is 0 (IREE's
``basisFromSizesStrides`` treats such a dim as size 1). One thread owns ``B*O*E`` elements per dim,
stored in its distributed vector at local index ``(b * O + o) * E + e`` (the seed's
``vector<2x16>`` for its 64x64 example), or packed as ``[B..., O..., E...]`` (IREE's
``getDistributedShape``, rank 3n).
"""

from __future__ import annotations

import math
from typing import Sequence

from vecir._lazy import np

from ...ir.attrs import Attr
from ...ir.uniqued import VerifyError
from ...syntax.parser import ATTR_PARSERS
from ...syntax.printer import ALIAS_MARKERS

FIELDS = ("subgroup_tile", "batch_tile", "outer_tile", "thread_tile", "element_tile", "subgroup_strides",
          "thread_strides")


class NestedLayoutAttr(Attr):
    """Interned; like IREE's ``NestedLayoutAttr::get``, the stride of a dim whose tile is 1 is 0."""

    __slots__ = FIELDS

    @classmethod
    def normalize(cls, subgroup_tile, batch_tile, outer_tile, thread_tile, element_tile, subgroup_strides,
                  thread_strides):
        vals = [tuple(int(x) for x in v) for v in (subgroup_tile, batch_tile, outer_tile, thread_tile,
                                                     element_tile, subgroup_strides, thread_strides)]
        if len({len(v) for v in vals}) == 1:  # ranks agree: unit tiles get stride 0
            vals[5] = tuple(0 if t == 1 else s for t, s in zip(vals[0], vals[5]))
            vals[6] = tuple(0 if t == 1 else s for t, s in zip(vals[3], vals[6]))
        return tuple(vals)

    def verify_(self) -> None:
        rank = len(self.subgroup_tile)
        if any(len(getattr(self, f)) != rank for f in FIELDS):
            raise VerifyError("all fields must have the same rank as the layout")

    # -- text -------------------------------------------------------------------------------------
    def stripped(self) -> str:
        body = ", ".join(f"{f} = [{', '.join(map(str, getattr(self, f)))}]" for f in FIELDS)
        return f"nested_layout<{body}>"

    def render(self, p=None) -> str:
        return "#iree_vector_ext." + self.stripped()

    def alias_base(self) -> str:
        return "nested"

    # -- shapes -----------------------------------------------------------------------------------
    @property
    def rank(self) -> int:
        return len(self.batch_tile)

    def undistributed_shape(self) -> tuple[int, ...]:
        """The vector shape the layout covers (per dim, the product of the five tiles)."""
        return tuple(math.prod(t) for t in zip(self.subgroup_tile, self.batch_tile, self.outer_tile,
                                                self.thread_tile, self.element_tile))

    def undistributed_packed_shape(self) -> tuple[int, ...]:
        """``[subgroup..., batch..., outer..., thread..., element...]`` (rank 5n)."""
        return self.subgroup_tile + self.batch_tile + self.outer_tile + self.thread_tile + self.element_tile

    def distributed_shape(self) -> tuple[int, ...]:
        """One thread's vector: per dim, batch * outer * element (the seed's 64x64 example: (2, 16))."""
        return tuple(b * o * e for b, o, e in zip(self.batch_tile, self.outer_tile, self.element_tile))

    def distributed_packed_shape(self) -> tuple[int, ...]:
        """IREE's getDistributedShape: ``[batch..., outer..., element...]`` (rank 3n)."""
        return self.batch_tile + self.outer_tile + self.element_tile

    # -- ids --------------------------------------------------------------------------------------
    @staticmethod
    def _virtual(linear: int, tiles: Sequence[int], strides: Sequence[int]) -> tuple[int, ...]:
        return tuple(0 if s == 0 else (linear // s) % t for t, s in zip(tiles, strides))

    def virtual_subgroup_ids(self, subgroup_id: int) -> tuple[int, ...]:
        return self._virtual(subgroup_id, self.subgroup_tile, self.subgroup_strides)

    def virtual_thread_ids(self, thread_id: int) -> tuple[int, ...]:
        return self._virtual(thread_id, self.thread_tile, self.thread_strides)

    def subgroup_id_of(self, virtual_ids: Sequence[int]) -> int:
        """The smallest subgroup id with these virtual ids: ``sum_i(stride[i] * virtual_id[i])``.
        For gap-free strides this equals the seed's formula, which also takes ``% prod(tile)``."""
        return sum(s * v for s, v in zip(self.subgroup_strides, virtual_ids))

    def thread_id_of(self, virtual_ids: Sequence[int]) -> int:
        return sum(s * v for s, v in zip(self.thread_strides, virtual_ids))

    @staticmethod
    def _span(tiles: Sequence[int], strides: Sequence[int]) -> int:
        return max([t * s for t, s in zip(tiles, strides) if s] or [1])

    def num_subgroups(self) -> int:
        """Linear subgroup ids needed before the virtual ids repeat (max of stride * tile)."""
        return self._span(self.subgroup_tile, self.subgroup_strides)

    def num_threads(self) -> int:
        """Linear thread ids (per subgroup) needed before the virtual ids repeat."""
        return self._span(self.thread_tile, self.thread_strides)

    @staticmethod
    def _basis_ok(tiles: Sequence[int], strides: Sequence[int]) -> bool:
        """IREE's basisFromSizesStrides succeeds: sorted by stride, each stride is a multiple of the
        product of the sizes below it (levels may leave gaps, never overlap)."""
        below = 1
        for s, t in sorted(zip(strides, tiles)):
            if s == 0:
                continue
            if s % below:
                return False
            below = s * t
        return True

    def strides_consistent(self) -> bool:
        return self._basis_ok(self.subgroup_tile, self.subgroup_strides) and \
            self._basis_ok(self.thread_tile, self.thread_strides)

    def distributes_all(self) -> bool:
        """Every dim with a tile > 1 on the subgroup/thread level has a nonzero stride (else only
        virtual id 0 of it is owned by anyone)."""
        return all(s or t == 1 for t, s in zip(self.subgroup_tile + self.thread_tile,
                                                 self.subgroup_strides + self.thread_strides))

    # -- ownership --------------------------------------------------------------------------------
    def dim_indices(self, subgroup_id: int, thread_id: int) -> list[np.ndarray]:
        """Per dim, the global indices a thread owns, in its local (distributed) order."""
        vsg = self.virtual_subgroup_ids(subgroup_id)
        vt = self.virtual_thread_ids(thread_id)
        out = []
        for i in range(self.rank):
            b = np.arange(self.batch_tile[i])[:, None, None]
            o = np.arange(self.outer_tile[i])[None, :, None]
            e = np.arange(self.element_tile[i])[None, None, :]
            x = (((vsg[i] * self.batch_tile[i] + b) * self.outer_tile[i] + o) * self.thread_tile[i] + vt[i]) \
                * self.element_tile[i] + e
            out.append(x.reshape(-1))
        return out

    def owned_indices(self, subgroup_id: int, thread_id: int) -> tuple[np.ndarray, ...]:
        """A NumPy index (``vector[idx]`` has the distributed shape) of the elements the thread owns."""
        return np.ix_(*self.dim_indices(subgroup_id, thread_id))

    def owned_flat(self, subgroup_id: int, thread_id: int) -> np.ndarray:
        """The owned elements as flat (row-major) indices into the undistributed vector."""
        if self.rank == 0:
            return np.zeros(1, dtype=np.int64)
        return np.ravel_multi_index(self.owned_indices(subgroup_id, thread_id),
                                    self.undistributed_shape()).reshape(-1)

    def to_simt(self, vector: np.ndarray, subgroup_id: int, thread_id: int, packed: bool = False) -> np.ndarray:
        """One thread's slice of ``vector`` (distributed shape, or packed ``[B.., O.., E..]``)."""
        v = np.asarray(vector)
        part = v[self.owned_indices(subgroup_id, thread_id)] if self.rank else v.reshape(())
        return self._pack(part) if packed else part.copy()

    def to_simd_into(self, out: np.ndarray, part: np.ndarray, subgroup_id: int, thread_id: int) -> None:
        """Writes one thread's slice back into the whole vector ``out``."""
        part = np.asarray(part)
        if self.rank == 0:
            out[()] = part.reshape(())
            return
        if part.shape != self.distributed_shape():
            part = self._unpack(part)
        out[self.owned_indices(subgroup_id, thread_id)] = part

    def _pack(self, part: np.ndarray) -> np.ndarray:
        n = self.rank
        split = [x for i in range(n) for x in (self.batch_tile[i], self.outer_tile[i], self.element_tile[i])]
        perm = [3 * i + k for k in range(3) for i in range(n)]
        return part.reshape(split).transpose(perm).copy()

    def _unpack(self, packed: np.ndarray) -> np.ndarray:
        n = self.rank
        perm = [k * n + i for i in range(n) for k in range(3)]
        return np.asarray(packed).reshape(self.distributed_packed_shape()).transpose(perm).reshape(
            self.distributed_shape())

    def valid_for(self, shape: Sequence[int]) -> bool:
        return tuple(shape) == self.undistributed_shape()


def parse_nested_layout(p) -> NestedLayoutAttr:
    """After `#iree_vector_ext.nested_layout`: `<subgroup_tile = [...], ..., thread_strides = [...]>`."""
    start = p.skip()
    p.punct("<")
    vals = []
    for k, f in enumerate(FIELDS):
        if k:
            p.punct(",")
        p.keyword(f)
        p.punct("=")
        p.punct("[")
        xs: list[int] = []
        if not p.try_punct("]"):
            xs.append(p.int())
            while p.try_punct(","):
                xs.append(p.int())
            p.punct("]")
        vals.append(xs)
    p.punct(">")
    try:
        return NestedLayoutAttr(*vals)
    except VerifyError as e:
        raise p.error(str(e), start) from None


def layout_from_text(text: str) -> NestedLayoutAttr:
    """Parses `#iree_vector_ext.nested_layout<...>` (or the bare `nested_layout<...>`/`<...>` body)."""
    from ...syntax.parser import Parser

    t = text.strip()
    if t.startswith("#iree_vector_ext."):
        t = t[len("#iree_vector_ext."):]
    if t.startswith("nested_layout"):
        t = t[len("nested_layout"):]
    p = Parser(t, "<layout>")
    attr = parse_nested_layout(p)
    if not p.at_end():
        raise p.error("unexpected text after the layout")
    return attr


ATTR_PARSERS["iree_vector_ext.nested_layout"] = parse_nested_layout
if "nested_layout<" not in ALIAS_MARKERS:
    ALIAS_MARKERS.append("nested_layout<")
