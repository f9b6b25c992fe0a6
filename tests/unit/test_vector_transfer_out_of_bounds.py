"""Out-of-bounds accesses of vector memory ops in the interpreter, against upstream's contracts.

vector.transfer_read/write: an `in_bounds = true` vector dim promises that every lane that accesses the
source stays inside it along that dim, and a non-vector source dim must always be in bounds; breaking
either is undefined behaviour, which the interpreter reports (InterpError) instead of dropping the lanes.
Lanes out of bounds along an `in_bounds = false` dim read the padding / are not written, and masked-off
lanes (mask operand or enclosing vector.mask) never access memory. maskedload/maskedstore, gather/scatter
and expandload/compressstore: an active lane out of bounds is undefined behaviour, a masked-off one is not.
Valid cases are compared with an independent NumPy model.
"""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp.memory import InterpError, MemRef


def _run(text: str, *args, vscale: int = 1):
    return vecir.run(vecir.parse(text), "f", *args, vscale=vscale)


def _read_model(a, base, vshape, dims, pad, strict=(), mask=None):
    """NumPy model of a transfer_read: dims[r] is the source dim of vector dim r (None: broadcast).
    Returns the vector, or raises AssertionError naming the UB when an accessed lane leaves the
    source along a dim in ``strict`` (source dims) or a non-vector dim is out of range."""
    out = np.full(vshape, pad, dtype=a.dtype)
    for v in np.ndindex(*vshape):
        if mask is not None and not mask(v):
            continue
        idx = list(base)
        for r, d in enumerate(dims):
            if d is not None:
                idx[d] += v[r]
        inside = [0 <= x < n for x, n in zip(idx, a.shape)]
        loose = [d for d in dims if d is not None and d not in strict]
        if not all(inside[d] for d in loose):
            continue
        if not all(inside):
            return "UB"
        out[v] = a[tuple(idx)]
    return out


# ------------------------------------------------------------------------------------------------
# transfer_read


READ_1D = """func.func @f(%m: {st}, %i: index) -> vector<4xf32> {{
  %p = arith.constant -1.0 : f32
  %0 = vector.transfer_read %m[%i], %p {{in_bounds = [{ib}]}} : {st}, vector<4xf32>
  return %0 : vector<4xf32>
}}"""


@pytest.mark.parametrize("tensor", [False, True])
@pytest.mark.parametrize("i", [0, 2, 3, 5, -1])
def test_read_in_bounds_true_past_the_end_is_ub(tensor: bool, i: int) -> None:
    a = np.arange(7, dtype=np.float32) * 1.5
    st = "tensor<7xf32>" if tensor else "memref<7xf32>"
    src = a if tensor else MemRef.from_array(a)
    want = _read_model(a, [i], (4,), [0], -1.0, strict=(0,))
    text = READ_1D.format(st=st, ib="true")
    if isinstance(want, str):
        with pytest.raises(InterpError, match=r"vector.transfer_read: index -?\d+ is out of bounds for source "
                                              r"dimension 0 of size 7 \(along vector dimension 0, which is marked "
                                              r"in_bounds"):
            _run(text, src, np.int64(i))
    else:
        assert np.array_equal(_run(text, src, np.int64(i)), want)
    # the same read marked in_bounds = false reads the padding for the lanes outside
    got = _run(READ_1D.format(st=st, ib="false"), src, np.int64(i))
    assert np.array_equal(got, _read_model(a, [i], (4,), [0], -1.0))


def test_read_error_names_the_index_and_is_located() -> None:
    text = READ_1D.format(st="memref<7xf32>", ib="true")
    with pytest.raises(InterpError) as e:
        _run(text, MemRef.from_array(np.zeros(7, np.float32)), np.int64(5))
    msg = str(e.value)
    assert "'vector.transfer_read' op" in msg
    assert "index 7 is out of bounds for source dimension 0 of size 7" in msg
    assert "lane [2]" in msg


@pytest.mark.parametrize("tensor", [False, True])
def test_read_masked_off_lanes_never_count(tensor: bool) -> None:
    a = np.arange(6, dtype=np.float32) + 10
    st = "tensor<6xf32>" if tensor else "memref<6xf32>"
    src = a if tensor else MemRef.from_array(a)
    text = f"""func.func @f(%m: {st}, %i: index, %n: index) -> (vector<4xf32>, vector<4xf32>) {{
  %p = arith.constant 0.5 : f32
  %mask = vector.create_mask %n : vector<4xi1>
  %0 = vector.transfer_read %m[%i], %p, %mask {{in_bounds = [true]}} : {st}, vector<4xf32>
  %1 = vector.mask %mask {{ vector.transfer_read %m[%i], %p {{in_bounds = [true]}} : {st}, vector<4xf32> }} : vector<4xi1> -> vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}}"""
    for i, n in [(4, 2), (5, 1), (9, 0), (2, 4)]:
        want = _read_model(a, [i], (4,), [0], 0.5, strict=(0,), mask=lambda v: v[0] < n)
        r0, r1 = _run(text, src, np.int64(i), np.int64(n))
        assert np.array_equal(r0, want) and np.array_equal(r1, want)
    for i, n in [(4, 3), (3, 4)]:  # one active lane past the end
        with pytest.raises(InterpError, match="index 6 is out of bounds for source dimension 0 of size 6"):
            _run(text, src, np.int64(i), np.int64(n))


def test_read_under_vector_mask_with_passthru_still_checks_active_lanes() -> None:
    text = """func.func @f(%m: memref<6xf32>, %i: index, %mask: vector<4xi1>) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %pt = arith.constant dense<7.0> : vector<4xf32>
  %0 = vector.mask %mask, %pt { vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<6xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}"""
    a = np.arange(6, dtype=np.float32)
    m = MemRef.from_array(a)
    mask = np.array([True, False, True, False])
    got = _run(text, m, np.int64(3), mask)  # lanes 1 and 3 (indices 4 and 6) are masked off
    assert np.array_equal(got, np.array([3, 7, 5, 7], np.float32))
    with pytest.raises(InterpError, match="index 7 is out of bounds"):
        _run(text, m, np.int64(5), mask)


def test_read_2d_permuted_checks_the_right_source_dim() -> None:
    """vector dim 0 walks source dim 1 (in bounds), vector dim 1 walks source dim 0 (may run out)."""
    a = np.arange(20, dtype=np.int32).reshape(4, 5)
    text = """func.func @f(%m: memref<4x5xi32>, %i: index, %j: index) -> vector<3x2xi32> {
  %p = arith.constant -9 : i32
  %0 = vector.transfer_read %m[%i, %j], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x5xi32>, vector<3x2xi32>
  return %0 : vector<3x2xi32>
}"""
    m = MemRef.from_array(a)
    for i, j in [(0, 0), (3, 2), (2, 1), (4, 4), (7, 3), (3, 3), (-1, 1)]:
        want = _read_model(a, [i, j], (3, 2), [1, 0], -9, strict=(1,))
        if isinstance(want, str):
            with pytest.raises(InterpError, match=r"source dimension 1 of size 5 \(along vector dimension 0"):
                _run(text, m, np.int64(i), np.int64(j))
        else:
            assert np.array_equal(_run(text, m, np.int64(i), np.int64(j)), want), (i, j)


def test_read_lane_outside_a_false_dim_is_not_accessed() -> None:
    """Rows past the end (in_bounds = false) read the padding even where the in_bounds column would
    also be outside: those lanes never touch memory (VectorToSCF guards the row)."""
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    text = """func.func @f(%m: tensor<3x4xf32>, %i: index, %j: index) -> vector<2x3xf32> {
  %p = arith.constant 0.25 : f32
  %0 = vector.transfer_read %m[%i, %j], %p {in_bounds = [false, true]} : tensor<3x4xf32>, vector<2x3xf32>
  return %0 : vector<2x3xf32>
}"""
    got = _run(text, a, np.int64(3), np.int64(2))  # every row outside: all padding
    assert np.array_equal(got, np.full((2, 3), 0.25, np.float32))
    got = _run(text, a, np.int64(2), np.int64(1))  # row 2 in bounds, row 3 padding
    assert np.array_equal(got, _read_model(a, [2, 1], (2, 3), [0, 1], 0.25, strict=(1,)))
    with pytest.raises(InterpError, match=r"index 4 is out of bounds for source dimension 1 of size 4"):
        _run(text, a, np.int64(2), np.int64(2))  # row 2 exists, its column 4 does not


@pytest.mark.parametrize("tensor", [False, True])
def test_non_vector_dim_must_be_in_bounds(tensor: bool) -> None:
    a = np.arange(15, dtype=np.float32).reshape(3, 5)
    st = "tensor<3x5xf32>" if tensor else "memref<3x5xf32>"
    src = a if tensor else MemRef.from_array(a)
    text = f"""func.func @f(%m: {st}, %i: index, %j: index, %mask: vector<4xi1>) -> vector<4xf32> {{
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %j], %p, %mask : {st}, vector<4xf32>
  return %0 : vector<4xf32>
}}"""
    full = np.ones(4, dtype=bool)
    assert np.array_equal(_run(text, src, np.int64(2), np.int64(3), full),
                          _read_model(a, [2, 3], (4,), [1], 0.0))
    with pytest.raises(InterpError, match=r"index 3 is out of bounds for source dimension 0 of size 3 "
                                          r"\(a non-vector dimension"):
        _run(text, src, np.int64(3), np.int64(0), full)
    # no lane accesses memory: every lane masked off, or outside along the in_bounds = false dim
    assert np.array_equal(_run(text, src, np.int64(3), np.int64(0), np.zeros(4, bool)), np.zeros(4, np.float32))
    assert np.array_equal(_run(text, src, np.int64(-2), np.int64(5), full), np.zeros(4, np.float32))


def test_broadcast_dim_has_no_source_index() -> None:
    a = np.arange(6, dtype=np.float32)
    text = """func.func @f(%m: memref<6xf32>, %i: index) -> vector<5x2xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %p {in_bounds = [true, true], permutation_map = affine_map<(d0) -> (0, d0)>} : memref<6xf32>, vector<5x2xf32>
  return %0 : vector<5x2xf32>
}"""
    got = _run(text, MemRef.from_array(a), np.int64(4))
    assert np.array_equal(got, np.broadcast_to(a[4:6], (5, 2)))
    with pytest.raises(InterpError, match="along vector dimension 1"):
        _run(text, MemRef.from_array(a), np.int64(5))


@pytest.mark.parametrize("vscale", [1, 2, 3])
def test_scalable_read_in_bounds_depends_on_vscale(vscale: int) -> None:
    a = np.arange(10, dtype=np.int32)
    text = """func.func @f(%t: tensor<10xi32>) -> vector<[4]xi32> {
  %c2 = arith.constant 2 : index
  %p = arith.constant -7 : i32
  %0 = vector.transfer_read %t[%c2], %p {in_bounds = [true]} : tensor<10xi32>, vector<[4]xi32>
  return %0 : vector<[4]xi32>
}"""
    if 2 + 4 * vscale <= 10:
        assert np.array_equal(_run(text, a, vscale=vscale), a[2:2 + 4 * vscale])
    else:
        with pytest.raises(InterpError, match="index 10 is out of bounds for source dimension 0 of size 10"):
            _run(text, a, vscale=vscale)


def test_scalable_masked_read_stays_in_bounds_at_any_vscale() -> None:
    a = np.arange(10, dtype=np.int32)
    text = """func.func @f(%t: tensor<10xi32>, %i: index) -> vector<[4]xi32> {
  %p = arith.constant -7 : i32
  %c10 = arith.constant 10 : index
  %n = arith.subi %c10, %i : index
  %mask = vector.create_mask %n : vector<[4]xi1>
  %0 = vector.transfer_read %t[%i], %p, %mask {in_bounds = [true]} : tensor<10xi32>, vector<[4]xi32>
  return %0 : vector<[4]xi32>
}"""
    for vscale in (1, 2, 4):
        n = 4 * vscale
        got = _run(text, a, np.int64(7), vscale=vscale)
        assert np.array_equal(got, _read_model(a, [7], (n,), [0], -7, strict=(0,), mask=lambda v: 7 + v[0] < 10))


# ------------------------------------------------------------------------------------------------
# transfer_write


@pytest.mark.parametrize("tensor", [False, True])
def test_write_in_bounds_true_past_the_end_is_ub(tensor: bool) -> None:
    st = "tensor<3x5xf32>" if tensor else "memref<3x5xf32>"
    res, ret, tail = ("%0 = ", " -> tensor<3x5xf32>", "return %0 : tensor<3x5xf32>") if tensor else ("", "", "return")
    text = f"""func.func @f(%m: {st}, %v: vector<2x4xf32>, %i: index, %j: index){ret} {{
  {res}vector.transfer_write %v, %m[%i, %j] {{in_bounds = [false, true]}} : vector<2x4xf32>, {st}
  {tail}
}}"""
    v = np.arange(1, 9, dtype=np.float32).reshape(2, 4)

    def go(i, j):
        a = np.zeros((3, 5), np.float32)
        if tensor:
            return _run(text, a, v, np.int64(i), np.int64(j))
        m = MemRef.from_array(a)
        _run(text, m, v, np.int64(i), np.int64(j))
        return m.to_numpy()

    want = np.zeros((3, 5), np.float32)
    want[2, 1:5] = v[0]  # row 3 is outside along the in_bounds = false dim: not written
    assert np.array_equal(go(2, 1), want)
    with pytest.raises(InterpError, match=r"vector.transfer_write: index 5 is out of bounds for source dimension 1 "
                                          r"of size 5 \(along vector dimension 1"):
        go(0, 2)


def test_write_masked_and_under_vector_mask() -> None:
    text = """func.func @f(%m: memref<6xf32>, %t: tensor<6xf32>, %v: vector<4xf32>, %i: index, %mask: vector<4xi1>) -> tensor<6xf32> {
  vector.transfer_write %v, %m[%i], %mask {in_bounds = [true]} : vector<4xf32>, memref<6xf32>
  %0 = vector.mask %mask { vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<6xf32> } : vector<4xi1> -> tensor<6xf32>
  return %0 : tensor<6xf32>
}"""
    v = np.array([1, 2, 3, 4], np.float32)
    mask = np.array([True, True, False, False])
    m = MemRef.from_array(np.zeros(6, np.float32))
    got = _run(text, m, np.zeros(6, np.float32), v, np.int64(4), mask)
    want = np.array([0, 0, 0, 0, 1, 2], np.float32)
    assert np.array_equal(got, want) and np.array_equal(m.to_numpy(), want)
    with pytest.raises(InterpError, match="vector.transfer_write: index 6 is out of bounds"):
        _run(text, m, np.zeros(6, np.float32), v, np.int64(5), mask)


def test_scalable_write_in_bounds() -> None:
    text = """func.func @f(%m: memref<8xi32>, %v: vector<[2]xi32>) {
  %c4 = arith.constant 4 : index
  vector.transfer_write %v, %m[%c4] {in_bounds = [true]} : vector<[2]xi32>, memref<8xi32>
  return
}"""
    m = MemRef.from_array(np.zeros(8, np.int32))
    _run(text, m, np.array([5, 6, 7, 8], np.int32), vscale=2)
    assert np.array_equal(m.to_numpy(), np.array([0, 0, 0, 0, 5, 6, 7, 8], np.int32))
    with pytest.raises(InterpError, match="index 8 is out of bounds for source dimension 0 of size 8"):
        _run(text, m, np.arange(6, dtype=np.int32), vscale=3)


# ------------------------------------------------------------------------------------------------
# the other vector memory ops: an active lane out of bounds is UB, a masked-off one is not


def test_maskedload_and_maskedstore() -> None:
    text = """func.func @f(%m: memref<2x5xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %pt = arith.constant dense<-1.0> : vector<4xf32>
  %0 = vector.maskedload %m[%c1, %i], %mask, %pt : memref<2x5xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%c1, %i], %mask, %v : memref<2x5xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}"""
    a = np.arange(10, dtype=np.float32).reshape(2, 5)
    v = np.array([10, 20, 30, 40], np.float32)
    mask = np.array([True, True, False, False])
    m = MemRef.from_array(a)
    got = _run(text, m, np.int64(3), mask, v)  # lanes 2, 3 (columns 5, 6) masked off
    assert np.array_equal(got, np.array([8, 9, -1, -1], np.float32))
    want = a.copy()
    want[1, 3:5] = [10, 20]
    assert np.array_equal(m.to_numpy(), want)
    with pytest.raises(InterpError, match=r"vector.maskedload: index \[1, 5\] out of bounds"):
        _run(text, m, np.int64(4), mask, v)


def test_expandload_and_compressstore() -> None:
    text = """func.func @f(%m: memref<6xi32>, %i: index, %mask: vector<4xi1>, %v: vector<4xi32>) -> vector<4xi32> {
  %pt = arith.constant dense<0> : vector<4xi32>
  %0 = vector.expandload %m[%i], %mask, %pt : memref<6xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.compressstore %m[%i], %mask, %v : memref<6xi32>, vector<4xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}"""
    a = np.arange(6, dtype=np.int32) + 1
    mask = np.array([False, True, False, True])
    m = MemRef.from_array(a)
    got = _run(text, m, np.int64(4), mask, np.array([7, 8, 9, 10], np.int32))  # two active lanes: 4, 5
    assert np.array_equal(got, np.array([0, 5, 0, 6], np.int32))
    assert np.array_equal(m.to_numpy(), np.array([1, 2, 3, 4, 8, 10], np.int32))
    with pytest.raises(InterpError, match=r"vector.expandload: index \[6\] out of bounds"):
        _run(text, m, np.int64(5), mask, np.zeros(4, np.int32))


def test_vector_load_store_out_of_bounds_is_ub() -> None:
    text = """func.func @f(%m: memref<3x4xf32>, %i: index) -> vector<3xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.load %m[%c0, %i] : memref<3x4xf32>, vector<3xf32>
  vector.store %0, %m[%c0, %i] : memref<3x4xf32>, vector<3xf32>
  return %0 : vector<3xf32>
}"""
    m = MemRef.from_array(np.arange(12, dtype=np.float32).reshape(3, 4))
    assert np.array_equal(_run(text, m, np.int64(1)), np.array([1, 2, 3], np.float32))
    with pytest.raises(InterpError, match=r"vector.load: index \[0, 4\] out of bounds"):
        _run(text, m, np.int64(2))  # does not wrap into row 1


GATHER = """func.func @f(%m: memref<4x4xf32>, %iv: vector<4xindex>, %mask: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[1, 1] [3, 2] [1, 1] : memref<4x4xf32> to memref<3x2xf32, strided<[4, 1], offset: 5>>
  %pt = arith.constant dense<-1.0> : vector<4xf32>
  %0 = vector.gather %s[%c0, %c0] [%iv], %mask, %pt : memref<3x2xf32, strided<[4, 1], offset: 5>>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %s[%c0, %c0] [%iv], %mask, %v : memref<3x2xf32, strided<[4, 1], offset: 5>>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}"""


def test_gather_scatter_stay_inside_a_strided_view() -> None:
    """Offsets are linear on the base's buffer (upstream's LLVM lowering adds them to the element
    pointer); a lane whose element is not one of the view's (the gap between two rows of a subview,
    past its end) is out of bounds for the base, which is undefined behaviour."""
    text = GATHER
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    v = np.array([100, 200, 300, 400], np.float32)
    m = MemRef.from_array(a)
    # view rows 1..3, columns 1..2: buffer offsets 5, 6 | 9, 10 | 13, 14; offsets 0, 1, 4, 9 from [0, 0]
    iv = np.array([0, 1, 4, 9], np.int64)
    got = _run(text, m, iv, np.array([True, True, True, True]), v)
    assert np.array_equal(got, np.array([5, 6, 9, 14], np.float32))
    want = a.copy()
    want.reshape(-1)[[5, 6, 9, 14]] = v
    assert np.array_equal(m.to_numpy(), want)
    m = MemRef.from_array(a)
    # offset 2 is buffer element 7, column 3 of the parent: outside the 3x2 view
    for iv, mask in [(np.array([0, 2, 4, 5], np.int64), np.array([True, True, False, False])),
                     (np.array([0, 1, 10, 5], np.int64), np.array([True, False, True, False]))]:
        with pytest.raises(InterpError, match="vector.gather: offset .* is out of bounds for the base"):
            _run(text, m, iv, mask, v)
    # the same lanes masked off: no access, the pass-through
    got = _run(text, m, np.array([0, 2, 10, -3], np.int64), np.array([True, False, False, False]), v)
    assert np.array_equal(got, np.array([5, -1, -1, -1], np.float32))


def test_scatter_active_lane_outside_is_ub() -> None:
    text = """func.func @f(%m: memref<2x3xi32>, %iv: vector<3xindex>, %mask: vector<3xi1>, %v: vector<3xi32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c1, %c0] [%iv], %mask, %v : memref<2x3xi32>, vector<3xindex>, vector<3xi1>, vector<3xi32>
  return
}"""
    m = MemRef.from_array(np.zeros((2, 3), np.int32))
    _run(text, m, np.array([-3, 2, 3], np.int64), np.array([True, True, False]), np.array([1, 2, 3], np.int32))
    assert np.array_equal(m.to_numpy(), np.array([[1, 0, 0], [0, 0, 2]], np.int32))
    with pytest.raises(InterpError, match="vector.scatter: offset 3 of lane 2 is out of bounds for the base"):
        _run(text, m, np.array([-3, 2, 3], np.int64), np.array([True, True, True]), np.array([1, 2, 3], np.int32))


@pytest.mark.parametrize("tensor", [False, True])
def test_scatter_colliding_lanes_later_wins(tensor: bool) -> None:
    st = "tensor<5xi32>" if tensor else "memref<5xi32>"
    res, ret, tail = ("%0 = ", " -> tensor<5xi32>", "return %0 : tensor<5xi32>") if tensor else ("", "", "return")
    arrow = " -> tensor<5xi32>" if tensor else ""
    text = f"""func.func @f(%m: {st}, %iv: vector<5xindex>, %mask: vector<5xi1>, %v: vector<5xi32>){ret} {{
  %c0 = arith.constant 0 : index
  {res}vector.scatter %m[%c0] [%iv], %mask, %v : {st}, vector<5xindex>, vector<5xi1>, vector<5xi32>{arrow}
  {tail}
}}"""
    iv = np.array([1, 3, 1, 3, 9], np.int64)  # lane 4 is masked off and would be past the end
    mask = np.array([True, True, True, False, False])
    v = np.array([10, 20, 30, 40, 50], np.int32)
    want = np.zeros(5, np.int32)
    for k in range(5):  # in lane order
        if mask[k]:
            want[iv[k]] = v[k]
    if tensor:
        got = _run(text, np.zeros(5, np.int32), iv, mask, v)
    else:
        m = MemRef.from_array(np.zeros(5, np.int32))
        _run(text, m, iv, mask, v)
        got = m.to_numpy()
    assert np.array_equal(got, want)
