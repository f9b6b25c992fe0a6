"""Semantics of vector's compute ops against NumPy: reductions of every kind (integers wrap, float
min/max NaN rules), multi_reduction over any dims, outerproduct (2-D and AXPY, with acc and kind)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir


def _run(text: str, *args, vscale: int = 1):
    m = vecir.parse(text)
    return vecir.run(m, "f", *args, vscale=vscale) if vscale != 1 else vecir.run(m, "f", *args)


def _red(kind: str, ty: str, et: str, acc: bool = False) -> str:
    if acc:
        return (f"func.func @f(%v: {ty}, %a: {et}) -> {et} {{\n"
                f"  %0 = vector.reduction <{kind}>, %v, %a : {ty} into {et}\n  return %0 : {et}\n}}")
    return (f"func.func @f(%v: {ty}) -> {et} {{\n"
            f"  %0 = vector.reduction <{kind}>, %v : {ty} into {et}\n  return %0 : {et}\n}}")


INT_REF = {
    "add": lambda v: np.add.reduce(v, dtype=v.dtype),
    "mul": lambda v: np.multiply.reduce(v, dtype=v.dtype),
    "minsi": np.min, "maxsi": np.max,
    "minui": lambda v: np.min(v.view(np.uint8)).view(np.int8) if v.dtype == np.int8 else np.min(v.view(np.uint32)).view(np.int32),
    "maxui": lambda v: np.max(v.view(np.uint8)).view(np.int8) if v.dtype == np.int8 else np.max(v.view(np.uint32)).view(np.int32),
    "and": np.bitwise_and.reduce, "or": np.bitwise_or.reduce, "xor": np.bitwise_xor.reduce,
}


@pytest.mark.parametrize("kind", sorted(INT_REF))
def test_int_reduction_wraps(kind: str) -> None:
    rng = np.random.default_rng(1)
    v = rng.integers(-128, 128, size=16).astype(np.int8)
    with np.errstate(all="ignore"):
        want = np.int8(INT_REF[kind](v))
    got = _run(_red(kind, "vector<16xi8>", "i8"), v)
    assert np.int8(got) == want


@pytest.mark.parametrize("kind,fn", [("add", np.sum), ("mul", np.prod), ("maxnumf", np.max), ("minnumf", np.min),
                                     ("maximumf", np.max), ("minimumf", np.min)])
def test_float_reduction_with_acc(kind: str, fn) -> None:
    v = np.array([1.5, -2.0, 3.25, 0.5], dtype=np.float32)
    a = np.float32(0.75)
    got = _run(_red(kind, "vector<4xf32>", "f32", acc=True), v, a)
    want = fn(np.append(v, a))
    assert np.isclose(got, want)


def test_float_min_max_nan_rules() -> None:
    v = np.array([1.0, np.nan, -3.0, 2.0], dtype=np.float32)
    assert np.isnan(_run(_red("maximumf", "vector<4xf32>", "f32"), v))
    assert _run(_red("maxnumf", "vector<4xf32>", "f32"), v) == 2.0
    assert _run(_red("minimumnumf", "vector<4xf32>", "f32"), v) == -3.0
    z = np.array([0.0, -0.0], dtype=np.float32)
    assert np.signbit(_run(_red("minimumf", "vector<2xf32>", "f32"), z))
    assert not np.signbit(_run(_red("maximumf", "vector<2xf32>", "f32"), z))


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_scalable_reduction(vscale: int) -> None:
    v = np.arange(4 * vscale, dtype=np.int32)
    assert _run(_red("add", "vector<[4]xi32>", "i32"), v, vscale=vscale) == v.sum()


@pytest.mark.parametrize("dims", [[0], [1], [2], [0, 2], [0, 1, 2]])
def test_multi_reduction(dims: list[int]) -> None:
    rng = np.random.default_rng(2)
    src = rng.standard_normal((3, 4, 5)).astype(np.float32)
    keep = [s for i, s in enumerate(src.shape) if i not in dims]
    acc_t = f"vector<{'x'.join(map(str, keep))}xf32>" if keep else "f32"
    acc = rng.standard_normal(keep).astype(np.float32) if keep else np.float32(0.5)
    text = (f"func.func @f(%v: vector<3x4x5xf32>, %a: {acc_t}) -> {acc_t} {{\n"
            f"  %0 = vector.multi_reduction <add>, %v, %a {dims} : vector<3x4x5xf32> to {acc_t}\n"
            f"  return %0 : {acc_t}\n}}")
    got = _run(text, src, acc)
    assert np.allclose(got, src.sum(axis=tuple(dims)) + acc, rtol=1e-5, atol=1e-5)


def test_outerproduct_forms() -> None:
    a = np.array([1, 2, 3], dtype=np.float32)
    b = np.array([4, 5], dtype=np.float32)
    c = np.array([[1, 9], [9, 1], [0, 20]], dtype=np.float32)
    text = """func.func @f(%a: vector<3xf32>, %b: vector<2xf32>, %c: vector<3x2xf32>, %s: f32) -> (vector<3x2xf32>, vector<3x2xf32>, vector<3xf32>) {
  %0 = vector.outerproduct %a, %b, %c : vector<3xf32>, vector<2xf32>
  %1 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<2xf32>
  %2 = vector.outerproduct %a, %s, %a : vector<3xf32>, f32
  return %0, %1, %2 : vector<3x2xf32>, vector<3x2xf32>, vector<3xf32>
}"""
    r0, r1, r2 = _run(text, a, b, c, np.float32(2))
    assert np.array_equal(r0, np.outer(a, b) + c)
    assert np.array_equal(r1, np.maximum(np.outer(a, b), c))
    assert np.array_equal(r2, a * 2 + a)


def test_outerproduct_int_wraps() -> None:
    a = np.array([100, -100], dtype=np.int8)
    text = """func.func @f(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2x2xi8> {
  %0 = vector.outerproduct %a, %b : vector<2xi8>, vector<2xi8>
  return %0 : vector<2x2xi8>
}"""
    with np.errstate(all="ignore"):
        want = np.multiply.outer(a, a).astype(np.int8)
    assert np.array_equal(_run(text, a, a), want)


MEM = """func.func @f(%m: memref<4x6xf32>, %i: index, %j: index, %mask: vector<4xi1>, %p: vector<4xf32>, %iv: vector<4xi32>) -> (vector<2x3xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.load %m[%i, %j] : memref<4x6xf32>, vector<2x3xf32>
  %1 = vector.maskedload %m[%i, %j], %mask, %p : memref<4x6xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %2 = vector.gather %m[%i, %j] [%iv], %mask, %p : memref<4x6xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %3 = vector.expandload %m[%i, %j], %mask, %p : memref<4x6xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0, %1, %2, %3 : vector<2x3xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}"""


def test_loads() -> None:
    from vecir.interp.memory import MemRef

    a = np.arange(24, dtype=np.float32).reshape(4, 6)
    mask = np.array([True, False, True, True])
    p = np.full(4, -1, dtype=np.float32)
    iv = np.array([0, 5, 7, 1], dtype=np.int32)
    r0, r1, r2, r3 = _run(MEM, MemRef.from_array(a), np.int64(1), np.int64(2), mask, p, iv)
    assert np.array_equal(r0, a[1:3, 2:5])
    assert np.array_equal(r1, np.where(mask, a[1, 2:6], p))
    flat = a.reshape(-1)
    assert np.array_equal(r2, np.where(mask, flat[8 + iv], p))
    assert np.array_equal(r3, [8, -1, 9, 10])


STORES = """func.func @f(%m: memref<4x6xf32>, %v: vector<4xf32>, %mask: vector<4xi1>, %iv: vector<4xi32>, %w: vector<2x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  vector.store %w, %m[%c0, %c0] : memref<4x6xf32>, vector<2x2xf32>
  vector.maskedstore %m[%c1, %c1], %mask, %v : memref<4x6xf32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%c2, %c0] [%iv], %mask, %v : memref<4x6xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%c0, %c2], %mask, %v : memref<4x6xf32>, vector<4xi1>, vector<4xf32>
  return
}"""


def test_stores() -> None:
    from vecir.interp.memory import MemRef

    m = MemRef.from_array(np.zeros((4, 6), dtype=np.float32))
    v = np.array([1, 2, 3, 4], dtype=np.float32)
    mask = np.array([True, False, True, True])
    iv = np.array([0, 1, 6, 11], dtype=np.int32)
    w = np.array([[7, 8], [9, 10]], dtype=np.float32)
    _run(STORES, m, v, mask, iv, w)
    want = np.zeros((4, 6), dtype=np.float32)
    want[0:2, 0:2] = w
    want[1, 1:5] = np.where(mask, v, want[1, 1:5])
    flat = want.reshape(-1)
    for k in np.flatnonzero(mask):
        flat[12 + iv[k]] = v[k]
    want[0, 2:5] = v[mask]
    assert np.array_equal(m.to_numpy(), want)


def _ref_read(a, base, shape, results, pad, mask=None):
    """Independent model: element v comes from a[base + sum of v[r] for results r = d_k], else pad."""
    out = np.full(shape, pad, dtype=a.dtype)
    for v in np.ndindex(*shape):
        idx = list(base)
        for r, res in enumerate(results):
            if res is not None:
                idx[res] += v[r]
        if mask is not None and not mask(v):
            continue
        if all(0 <= x < n for x, n in zip(idx, a.shape)):
            out[v] = a[tuple(idx)]
    return out


@pytest.mark.parametrize("i,j", [(0, 0), (2, 3), (3, 5), (5, 7)])
@pytest.mark.parametrize("tensor", [False, True])
def test_transfer_read_permutations_and_out_of_bounds(i: int, j: int, tensor: bool) -> None:
    from vecir.interp.memory import MemRef

    a = np.arange(30, dtype=np.float32).reshape(5, 6)
    st = "tensor<5x6xf32>" if tensor else "memref<5x6xf32>"
    text = f"""func.func @f(%m: {st}, %i: index, %j: index, %p: f32) -> (vector<3x4xf32>, vector<4x3xf32>, vector<2x4xf32>, vector<3xf32>) {{
  %0 = vector.transfer_read %m[%i, %j], %p : {st}, vector<3x4xf32>
  %1 = vector.transfer_read %m[%i, %j], %p {{permutation_map = affine_map<(d0, d1) -> (d1, d0)>}} : {st}, vector<4x3xf32>
  %2 = vector.transfer_read %m[%i, %j], %p {{permutation_map = affine_map<(d0, d1) -> (0, d1)>}} : {st}, vector<2x4xf32>
  %3 = vector.transfer_read %m[%i, %j], %p {{permutation_map = affine_map<(d0, d1) -> (d0)>}} : {st}, vector<3xf32>
  return %0, %1, %2, %3 : vector<3x4xf32>, vector<4x3xf32>, vector<2x4xf32>, vector<3xf32>
}}"""
    src = a if tensor else MemRef.from_array(a)
    r = _run(text, src, np.int64(i), np.int64(j), np.float32(-1))
    assert np.array_equal(r[0], _ref_read(a, (i, j), (3, 4), [0, 1], -1))
    assert np.array_equal(r[1], _ref_read(a, (i, j), (4, 3), [1, 0], -1))
    assert np.array_equal(r[2], _ref_read(a, (i, j), (2, 4), [None, 1], -1))
    assert np.array_equal(r[3], _ref_read(a, (i, j), (3,), [0], -1))


def test_transfer_read_mask_in_source_order() -> None:
    from vecir.interp.memory import MemRef

    a = np.arange(30, dtype=np.float32).reshape(5, 6)
    mask = np.array([[True, False, True], [False, True, True]])  # vector<2x3xi1>: (d0 size 2, d1 size 3)
    text = """func.func @f(%m: memref<5x6xf32>, %mask: vector<2x3xi1>) -> vector<3x2xf32> {
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.5 : f32
  %0 = vector.transfer_read %m[%c1, %c1], %p, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<5x6xf32>, vector<3x2xf32>
  return %0 : vector<3x2xf32>
}"""
    got = _run(text, MemRef.from_array(a), mask)
    want = _ref_read(a, (1, 1), (3, 2), [1, 0], 0.5, mask=lambda v: mask[v[1], v[0]])
    assert np.array_equal(got, want)


@pytest.mark.parametrize("tensor", [False, True])
def test_transfer_write_drops_out_of_bounds(tensor: bool) -> None:
    from vecir.interp.memory import MemRef

    v = np.arange(1, 13, dtype=np.float32).reshape(4, 3)
    st = "tensor<5x6xf32>" if tensor else "memref<5x6xf32>"
    ret = " -> tensor<5x6xf32>" if tensor else ""
    res = "%0 = " if tensor else ""
    tail = "return %0 : tensor<5x6xf32>" if tensor else "return"
    text = f"""func.func @f(%m: {st}, %v: vector<4x3xf32>){ret} {{
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  {res}vector.transfer_write %v, %m[%c3, %c4] {{permutation_map = affine_map<(d0, d1) -> (d1, d0)>}} : vector<4x3xf32>, {st}
  {tail}
}}"""
    a = np.zeros((5, 6), dtype=np.float32)
    want = a.copy()
    for r in range(4):
        for c in range(3):
            x, y = 3 + c, 4 + r
            if x < 5 and y < 6:
                want[x, y] = v[r, c]
    if tensor:
        got = _run(text, a, v)
    else:
        m = MemRef.from_array(a)
        _run(text, m, v)
        got = m.to_numpy()
    assert np.array_equal(got, want)


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_scalable_transfer_read(vscale: int) -> None:
    a = np.arange(10, dtype=np.int32)
    text = """func.func @f(%t: tensor<10xi32>) -> vector<[4]xi32> {
  %c3 = arith.constant 3 : index
  %p = arith.constant -7 : i32
  %0 = vector.transfer_read %t[%c3], %p : tensor<10xi32>, vector<[4]xi32>
  return %0 : vector<[4]xi32>
}"""
    got = _run(text, a, vscale=vscale)
    want = np.full(4 * vscale, -7, dtype=np.int32)
    n = min(4 * vscale, 7)
    want[:n] = a[3:3 + n]
    assert np.array_equal(got, want)


@pytest.mark.parametrize("maps,its,shapes,spec", [
    # matmul
    ("(i, j, k) -> (i, k)|(i, j, k) -> (k, j)|(i, j, k) -> (i, j)", "parallel,parallel,reduction",
     ((2, 4), (4, 3), (2, 3)), "ik,kj->ij"),
    # transposed operands, reduction dim first
    ("(k, i, j) -> (k, i)|(k, i, j) -> (j, k)|(k, i, j) -> (j, i)", "reduction,parallel,parallel",
     ((4, 2), (3, 4), (3, 2)), "ki,jk->ji"),
    # batch matmul with batch dim in the middle
    ("(i, b, j, k) -> (b, i, k)|(i, b, j, k) -> (b, k, j)|(i, b, j, k) -> (b, i, j)",
     "parallel,parallel,parallel,reduction", ((2, 3, 4), (2, 4, 5), (2, 3, 5)), "bik,bkj->bij"),
    # dot product into a scalar, two reduction dims
    ("(i, j) -> (i, j)|(i, j) -> (j, i)|(i, j) -> ()", "reduction,reduction", ((3, 4), (4, 3), ()), "ij,ji->"),
    # free dim only on one side (matrix-vector; a contraction needs a reduction pair, so upstream rejects
    # the all-parallel outer product)
    ("(i, k) -> (i, k)|(i, k) -> (k)|(i, k) -> (i)", "parallel,reduction", ((3, 5), (5,), (3,)), "ik,k->i"),
])
def test_contract_matches_einsum(maps: str, its: str, shapes, spec: str) -> None:
    rng = np.random.default_rng(3)
    la, lb, lc = shapes

    def vt(s):
        return f"vector<{'x'.join(map(str, s))}xf64>" if s else "f64"

    a = rng.standard_normal(la)
    b = rng.standard_normal(lb)
    c = rng.standard_normal(lc) if lc else np.float64(0.25)
    m = ", ".join(f"affine_map<{x}>" for x in maps.split("|"))
    it = ", ".join(f'"{x}"' for x in its.split(","))
    text = f"""func.func @f(%a: {vt(la)}, %b: {vt(lb)}, %c: {vt(lc)}) -> {vt(lc)} {{
  %0 = vector.contract {{indexing_maps = [{m}], iterator_types = [{it}]}} %a, %b, %c : {vt(la)}, {vt(lb)} into {vt(lc)}
  return %0 : {vt(lc)}
}}"""
    got = _run(text, a, b, c)
    assert np.allclose(got, np.einsum(spec, a, b) + c)


def test_contract_int_kind_max_wraps() -> None:
    a = np.array([[100, 2], [3, 4]], dtype=np.int8)
    b = np.array([[2, 1], [1, 1]], dtype=np.int8)
    c = np.zeros((2, 2), dtype=np.int8)
    text = """func.func @f(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> (vector<2x2xi8>, vector<2x2xi8>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8>
  %1 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8>
  return %0, %1 : vector<2x2xi8>, vector<2x2xi8>
}"""
    r0, r1 = _run(text, a, b, c)
    with np.errstate(all="ignore"):
        prod = a[:, :, None].astype(np.int8) * b[None, :, :].astype(np.int8)  # i,k,j
    assert np.array_equal(r0, prod.sum(axis=1, dtype=np.int8))
    assert np.array_equal(r1, np.maximum(prod.max(axis=1), c))


def test_mask_predicates_reduction_and_transfers() -> None:
    from vecir.interp.memory import MemRef

    text = """func.func @f(%v: vector<4xf32>, %m: vector<4xi1>, %mem: memref<6xf32>, %p: vector<4xf32>) -> (f32, vector<4xf32>, vector<4xf32>) {
  %c3 = arith.constant 3 : index
  %pad = arith.constant 9.0 : f32
  %acc = arith.constant 0.5 : f32
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.transfer_read %mem[%c3], %pad : memref<6xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %2 = vector.mask %m, %p { vector.transfer_read %mem[%c3], %pad : memref<6xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %c0 = arith.constant 0 : index
  vector.mask %m { vector.transfer_write %v, %mem[%c0] : vector<4xf32>, memref<6xf32> } : vector<4xi1>
  return %0, %1, %2 : f32, vector<4xf32>, vector<4xf32>
}"""
    v = np.array([1, 2, 4, 8], dtype=np.float32)
    m = np.array([True, False, True, True])
    p = np.full(4, -5, dtype=np.float32)
    a = np.arange(6, dtype=np.float32) * 10
    mem = MemRef.from_array(a)
    r0, r1, r2 = _run(text, v, m, mem, p)
    assert r0 == 0.5 + 1 + 4 + 8
    assert np.array_equal(r1, [30, 9, 50, 9])  # masked-off lane 1 and out-of-bounds lane 3 give padding
    assert np.array_equal(r2, [30, -5, 50, 9])
    want = a.copy()
    want[[0, 2, 3]] = v[[0, 2, 3]]
    assert np.array_equal(mem.to_numpy(), want)


@pytest.mark.parametrize("inclusive", [True, False])
def test_scan(inclusive: bool) -> None:
    src = np.arange(1, 13, dtype=np.int32).reshape(3, 4)
    init = np.array([100, 200, 300], dtype=np.int32)
    flag = "true" if inclusive else "false"
    text = f"""func.func @f(%s: vector<3x4xi32>, %i: vector<3xi32>) -> (vector<3x4xi32>, vector<3xi32>) {{
  %0:2 = vector.scan <add>, %s, %i reduction_dim = 1, inclusive = {flag} : vector<3x4xi32>, vector<3xi32>
  return %0#0, %0#1 : vector<3x4xi32>, vector<3xi32>
}}"""
    out, acc = _run(text, src, init)
    if inclusive:
        want = np.cumsum(src, axis=1, dtype=np.int32)
    else:
        want = np.concatenate([init[:, None], init[:, None] + np.cumsum(src, axis=1)[:, :-1]], axis=1)
    assert np.array_equal(out, want)
    assert np.array_equal(acc, want[:, -1])


def test_masked_contract_ignores_masked_off_products() -> None:
    rng = np.random.default_rng(5)
    a = rng.standard_normal((2, 4))
    b = rng.standard_normal((4, 3))
    c = rng.standard_normal((2, 3))
    mask = rng.random((2, 3, 4)) < 0.5
    text = """func.func @f(%a: vector<2x4xf64>, %b: vector<4x3xf64>, %c: vector<2x3xf64>, %m: vector<2x3x4xi1>) -> vector<2x3xf64> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf64>, vector<4x3xf64> into vector<2x3xf64> } : vector<2x3x4xi1> -> vector<2x3xf64>
  return %0 : vector<2x3xf64>
}"""
    got = _run(text, a, b, c, mask)
    want = np.einsum("ik,kj,ijk->ij", a, b, mask.astype(np.float64)) + c
    assert np.allclose(got, want)


def test_scan_1d_with_0d_initial_value() -> None:
    text = """func.func @f(%s: vector<4xi32>, %i: vector<i32>) -> (vector<4xi32>, vector<i32>) {
  %0:2 = vector.scan <mul>, %s, %i reduction_dim = 0, inclusive = false : vector<4xi32>, vector<i32>
  return %0#0, %0#1 : vector<4xi32>, vector<i32>
}"""
    out, acc = _run(text, np.array([2, 3, 4, 5], dtype=np.int32), np.array(10, dtype=np.int32))
    assert np.array_equal(out, [10, 20, 60, 240])
    assert int(np.asarray(acc)) == 240
