"""`vecir layout`: a picture of which thread owns which element of a vector under a nested layout.

    $ vecir layout '#iree_vector_ext.nested_layout<subgroup_tile = [1], batch_tile = [2], outer_tile = [1],
                    thread_tile = [4], element_tile = [2], subgroup_strides = [0], thread_strides = [1]>'
    // nested_layout<...>: vector<16> -> vector<4> per thread; 1 subgroup x 4 threads
    0 0 1 1 2 2 3 3 0 0 1 1 2 2 3 3

Each cell is the owning thread id (``subgroup:thread`` when there are several subgroups); a 2-D
vector prints as a grid, higher ranks print one grid per leading index. Elements owned by several
threads (strides with gaps) show the lowest owner and a trailing `*`; unowned elements show `.`.
"""

from __future__ import annotations

from vecir._lazy import np

from .layout import NestedLayoutAttr, layout_from_text


def ownership(layout: NestedLayoutAttr) -> tuple[np.ndarray, np.ndarray]:
    """(label of the lowest owner, number of owners) per element."""
    shape = layout.undistributed_shape()
    n_sg, n_t = layout.num_subgroups(), layout.num_threads()
    label = np.full(shape, "", dtype=object)
    count = np.zeros(shape, dtype=np.int64)
    for sg in range(n_sg):
        for t in range(n_t):
            idx = layout.owned_indices(sg, t) if layout.rank else ()
            mine = f"{sg}:{t}" if n_sg > 1 else str(t)
            fresh = count[idx] == 0
            label[idx] = np.where(fresh, mine, label[idx])
            count[idx] += 1
    return label, count


def _cells(label: np.ndarray, count: np.ndarray) -> np.ndarray:
    out = np.empty(label.shape, dtype=object)
    for i in np.ndindex(*label.shape):
        out[i] = "." if count[i] == 0 else label[i] + ("*" if count[i] > 1 else "")
    return out


def _grid(cells: np.ndarray, width: int) -> list[str]:
    if cells.ndim == 0:
        return [str(cells[()])]
    rows = cells.reshape(1, -1) if cells.ndim == 1 else cells
    return [" ".join(str(c).rjust(width) for c in row).rstrip() for row in rows]


def layout_picture(layout: NestedLayoutAttr, shape: tuple[int, ...] | None = None) -> str:
    """The picture; ``shape`` (optional) must be the shape the layout covers."""
    if shape is not None and tuple(shape) != layout.undistributed_shape():
        from .ops_layout import layout_mismatch
        from ...ir.types import VectorType, f32

        msg = layout_mismatch(layout, VectorType(tuple(shape), f32))
        raise ValueError(msg or f"vector shape {list(shape)} does not match the layout")
    whole, part = layout.undistributed_shape(), layout.distributed_shape()
    n_sg, n_t = layout.num_subgroups(), layout.num_threads()
    head = (f"// {layout.stripped()}: vector<{'x'.join(map(str, whole))}> -> vector<{'x'.join(map(str, part))}> "
            f"per thread; {n_sg} subgroup{'s' if n_sg != 1 else ''} x {n_t} thread{'s' if n_t != 1 else ''}")
    cells = _cells(*ownership(layout))
    width = max((len(c) for c in cells.reshape(-1)), default=1)
    lines = [head]
    if cells.ndim <= 2:
        lines += _grid(cells, width)
    else:
        for lead in np.ndindex(*cells.shape[:-2]):
            lines.append(f"// [{', '.join(map(str, lead))}, :, :]")
            lines += _grid(cells[lead], width)
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    """`vecir layout LAYOUT [--shape 64x64]`: prints the picture; bad input is a diagnostic."""
    import sys

    from ...syntax.lexer import ParseError

    usage = "usage: vecir layout '#iree_vector_ext.nested_layout<...>' [--shape DxD...]"
    args, shape = [], None
    it = iter(argv)
    for a in it:
        if a in ("-h", "--help"):
            print(usage)
            return 0
        if a == "--shape" or a.startswith("--shape="):
            text = a.split("=", 1)[1] if "=" in a else next(it, "")
            try:
                shape = tuple(int(x) for x in text.split("x")) if text else ()
            except ValueError:
                print(f"vecir layout: bad --shape '{text}' (expected e.g. 64x64)", file=sys.stderr)
                return 2
            continue
        args.append(a)
    if len(args) != 1:
        print(usage, file=sys.stderr)
        return 2
    try:
        layout = layout_from_text(args[0])
    except ParseError as e:
        text = args[0].strip()
        col = e.pos + 1 + len(args[0]) - len(args[0].lstrip())
        for prefix in ("#iree_vector_ext.", "nested_layout"):  # the parser saw the text after these
            if text.startswith(prefix):
                col += len(prefix)
                text = text[len(prefix):]
        print(f"<layout>:1:{col}: error: {e.message}", file=sys.stderr)
        return 1
    try:
        sys.stdout.write(layout_picture(layout, shape))
    except ValueError as e:
        print(f"<layout>:1:1: error: {e}", file=sys.stderr)
        return 1
    return 0
