"""SIMT simulation: which GPU thread an interpreter run stands for, and running a whole workgroup.

The interpreter runs one function on one set of inputs. SIMT code (``iree_vector_ext.to_simt`` /
``to_simd`` and, later, distributed ``gpu`` ops) needs to know *which* thread it is::

    run_function(module, "f", args, simt=SimtContext(subgroup_id=1, thread_id=17))

Ops read it in ``interpret_with(self, ctx, ...)`` as ``ctx.simt``. :func:`simulate_workgroup` runs a
function once per (subgroup, thread) of a layout and reassembles the per-thread results into whole
vectors, so `to_simt` then `to_simd` over all threads can be checked to be the identity.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from vecir._lazy import np


@dataclass(frozen=True)
class SimtContext:
    """One thread of a workgroup: its subgroup id, its thread id within the subgroup, and the layout
    SIMT ops fall back to when the IR does not say which layout a value has (``layout``)."""

    subgroup_id: int = 0
    thread_id: int = 0
    layout: Any = None  # a NestedLayoutAttr, or None


def simulate_workgroup(module, name: str, args: Sequence[Any], layout, *, vscale: int = 1,
                       num_subgroups: int | None = None, num_threads: int | None = None) -> Any:
    """Runs ``name`` once per (subgroup id, thread id) and reassembles each result with ``layout``.

    A result with the layout's distributed shape (or packed distributed shape) is one thread's
    slice: it is written to the elements that thread owns. A result with the undistributed shape is
    the thread's view of the whole vector: only the elements the thread owns are taken from it.
    Anything else must be equal across threads and is returned as is. Subgroup and thread ids range
    over ``layout.num_subgroups()`` and ``layout.num_threads()`` unless given.
    """
    from .engine import run_function
    from .memory import InterpError

    n_sg = layout.num_subgroups() if num_subgroups is None else num_subgroups
    n_t = layout.num_threads() if num_threads is None else num_threads
    whole = layout.undistributed_shape()
    dist = {layout.distributed_shape(), layout.distributed_packed_shape()}
    merged: list | None = None
    single = False
    for sg in range(n_sg):
        for t in range(n_t):
            ctx = SimtContext(sg, t, layout)
            out = run_function(module, name, [np.copy(a) if isinstance(a, np.ndarray) else a for a in args],
                               vscale=vscale, simt=ctx)
            if not isinstance(out, tuple):
                single, out = True, (out,)
            if merged is None:
                merged = [None] * len(out)
            for k, v in enumerate(out):
                a = np.asarray(v)
                if a.shape in dist and (a.shape != whole or layout.rank == 0):
                    if merged[k] is None:
                        merged[k] = np.zeros(whole, dtype=a.dtype)
                    layout.to_simd_into(merged[k], a, sg, t)
                elif a.shape == whole:
                    if merged[k] is None:
                        merged[k] = np.zeros(whole, dtype=a.dtype)
                    idx = layout.owned_indices(sg, t) if layout.rank else ()
                    merged[k][idx] = a[idx]
                elif merged[k] is None:
                    merged[k] = a
                elif not np.array_equal(merged[k], a, equal_nan=True):
                    raise InterpError(f"result #{k} differs between threads and has no layout to reassemble it")
    if merged is None:
        return None
    return merged[0] if single else tuple(merged)
