"""Comparing affine-super-vectorize's output with iree-opt 3.13's where vecir is deliberately safer.

iree-opt writes whole vectors past a loop's last iteration and marks transfers in bounds from the
memref's shape alone.  vecir masks such writes (vector.create_mask of the iterations left) and
clears in_bounds where lanes past the loop's end may leave the memref.  ``upstream_form`` undoes
exactly those two differences, so a test can check that everything else is byte-identical."""

from __future__ import annotations

import vecir
from vecir.ir.attrs import ArrayAttr, BoolAttr, DenseArrayAttr
from vecir.ir.types import i32
from vecir.syntax.printer import print_op

TRANSFERS = ("vector.transfer_read", "vector.transfer_write")
_MASK_ARITH = ("vector.create_mask", "affine.apply", "affine.min", "arith.constant")


def _erase_if_dead(op) -> None:
    if op is None or op.name not in _MASK_ARITH or any(r.has_uses for r in op.results):
        return
    producers = [v.defining_op for v in op.operands]
    op.erase()
    for p in producers:
        _erase_if_dead(p)


def upstream_form(text: str) -> tuple[str, list[tuple[bool, ...]]]:
    """(``text`` reprinted with transfer masks dropped, together with the create_mask ops and index
    arithmetic only they used, and every in_bounds cleared; the in_bounds flags, in op order)."""
    m = vecir.parse(text)
    flags = []
    for op in list(m.walk()):
        if op.name not in TRANSFERS:
            continue
        ib = op.properties["in_bounds"].value
        flags.append(tuple(bool(b.value) for b in ib))
        op.properties["in_bounds"] = ArrayAttr([BoolAttr(False)] * len(ib))
        segs = list(op.properties["operandSegmentSizes"].value)
        if segs[-1]:
            mask = op.operands[-1].defining_op
            op.set_operands(op.operands[:-1])
            op.properties["operandSegmentSizes"] = DenseArrayAttr(i32, segs[:-1] + [0])
            _erase_if_dead(mask)
    return print_op(m), flags


def assert_upstream_or_safer(got: str, want: str, what: str) -> bool:
    """``got`` (vecir) equals ``want`` (iree-opt), or differs only by masked writes and in_bounds
    flags vecir does not claim; returns whether it differs at all."""
    if got == want:
        return False
    g, g_flags = upstream_form(got)
    w, w_flags = upstream_form(want)
    assert g == w, f"{what}: vecir's output differs from iree-opt's beyond masks and in_bounds"
    for a, b in zip(g_flags, w_flags):
        assert all(b_ or not a_ for a_, b_ in zip(a, b)), f"{what}: vecir marks in bounds what iree-opt does not"
    return True
