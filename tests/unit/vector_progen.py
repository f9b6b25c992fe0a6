"""Seeded, reproducible random generator of type-correct vector programs (issue 4, item 5).

A :class:`ProgramGen` keeps a pool of typed SSA values and repeatedly picks an op whose operand types
it can supply (from the pool, or by adding a function argument of the needed type), so every
program verifies by construction. A program is one `func.func @f` over vector and tensor
arguments whose results are vectors of i8/i32/i64/f32 (scalars are broadcast to `vector<1xT>`,
i1 vectors widened to i8, index vectors cast to i32) and tensors written by `vector.transfer_write`,
so that the same text can be run by vecir's interpreter and, inside a `flow.dispatch.region`, by IREE.
Ops (FIXED_OPS, by weight): arith elementwise and cmp + select, fma, broadcast, transpose,
shape_cast, extract/insert (static, and dynamic innermost positions), extract/insert_strided_slice,
reduction, multi_reduction, vector.mask around either, contract (any batch/free/reduction dims
with kind add; the other kinds in the layouts IREE lowers), outerproduct (2-D and AXPY), shuffle,
create_mask/constant_mask + select, interleave/deinterleave, from_elements/to_elements, step,
bitcast, gather, transfer_read (minor identity with padding, out-of-bounds dims and masks;
permuted/projected/broadcast maps in bounds, maybe masked) and transfer_write.

    %a0: vector<4x3xf32>, %t0: tensor<5x6xf32>
    %v0 = vector.transfer_read %t0[%c1, %c2], %p {permutation_map = affine_map<(d0, d1) -> (d1, 0)>, ...}
    %v1 = vector.contract {...} %v0, %a0, %acc : ...
    %v2 = vector.multi_reduction <maxsi>, ...

Scalable programs (`scalable=True`) use a subset (elementwise, fma, broadcast, transpose,
shape_cast of fixed leading dims, extract/insert at fixed positions, reductions, multi_reductions,
create_mask + select, step, interleave/deinterleave, masked reductions, transfer_read/transfer_write
with minor identity maps) and print either with scalable dims (`vector<2x[4]xf32>`) or with each scalable
dim fixed to base * vscale (`vector<2x8xf32>` at vscale 2); `vector.vscale` prints as that constant.

Inputs are small integers (also in float vectors) so that float sums and products of the corpus
are exact whatever order a lowering picks; i8 and some i32 inputs span the whole range, so integer
arithmetic wraps.
"""

from __future__ import annotations

import random

import numpy as np

from .vector_progen_transfer import TransferOps
from .vector_progen_types import (ARITH_ELEMS, FLOAT_BIN, FLOAT_KINDS, INT_BIN, INT_KINDS, NON_ADD_CONTRACT_FORMS, NP_DTYPES, TT,
                                  VT, WIDTH, Program, Value, VscaleValue, _is_float, _ty)

__all__ = ["ProgramGen", "Program", "TT", "VT", "Value", "generate"]


class ProgramGen(TransferOps):
    """Builds one program; `gen()` picks `n_ops` ops by weight among those that apply."""

    FIXED_OPS = {
        "elementwise": 6, "cmp_select": 2, "fma": 2, "broadcast": 3, "transpose": 2, "shape_cast": 2,
        "extract": 3, "extract_dyn": 1, "insert": 2, "insert_dyn": 1, "extract_strided_slice": 2,
        "insert_strided_slice": 2, "reduction": 2, "multi_reduction": 3, "contract": 4, "outerproduct": 2,
        "shuffle": 2, "mask_select": 2, "interleave": 1, "deinterleave": 1, "from_elements": 1,
        "to_elements": 1, "step": 1, "bitcast": 1, "transfer_read": 4, "transfer_write": 3,
        "gather": 1, "masked_reduction": 2,
    }
    SCALABLE_OPS = {
        "elementwise": 6, "cmp_select": 1, "fma": 2, "broadcast": 3, "transpose": 1, "shape_cast": 1,
        "extract": 2, "insert": 2, "reduction": 2, "multi_reduction": 2, "mask_select": 2,
        "interleave": 1, "deinterleave": 1, "step": 1, "transfer_read": 4, "transfer_write": 3,
        "masked_reduction": 1,
    }

    def __init__(self, seed: int, n_ops: int = 12, scalable: bool = False):
        self.seed, self.n_ops, self.scalable = seed, n_ops, scalable
        self.rng = random.Random(seed)
        self.elem = self.rng.choice(["f32", "f32", "f32", "i32", "i32", "i8", "i16", "i64"])
        self.params: list[Value] = []
        self.pool: list[Value] = []
        self.lines: list = []
        self.ops: list[str] = []
        self.consts: dict = {}
        self.n = 0

    # ------------------------------------------------------------------ helpers
    def fresh(self, prefix: str = "v") -> str:
        self.n += 1
        return f"%{prefix}{self.n}"

    def emit(self, *parts) -> None:
        self.lines.append(list(parts))

    def define(self, ty, *parts, raw: bool = False) -> Value:
        v = Value(self.fresh(), ty, raw)
        self.emit(v.name, " = ", *parts)
        self.pool.append(v)
        return v

    def use(self, *vals: Value) -> None:
        for v in vals:
            v.uses += 1

    def arg(self, ty) -> Value:
        v = Value(f"%a{len(self.params)}", ty)
        self.params.append(v)
        self.pool.append(v)
        return v

    def const(self, value, ty: str) -> str:
        key = (value, ty)
        if key not in self.consts:
            name = self.fresh("c")
            self.consts[key] = name
            self.lines.insert(0, [f"{name} = arith.constant {value} : {ty}"])
        return self.consts[key]

    def pick(self, pred, make=None) -> Value | None:
        """A pool value satisfying pred (recent ones are likelier), else a new argument of type make()."""
        cands = [v for v in self.pool if pred(v)]
        if cands and (make is None or self.rng.random() < 0.8):
            k = len(cands)
            return cands[min(k - 1, int(k * (1 - self.rng.random() ** 2)))]
        return self.arg(make()) if make is not None else None

    def rand_shape(self, rank: int | None = None, max_numel: int = 48) -> tuple:
        rank = self.rng.randint(1, 3) if rank is None else rank
        while True:
            shape = tuple(self.rng.choice([1, 2, 3, 4, 4, 5, 8]) for _ in range(rank))
            if int(np.prod(shape)) <= max_numel:
                return shape

    def rand_vt(self, elem: str | None = None, rank: int | None = None) -> VT:
        shape = self.rand_shape(rank)
        elem = elem or self.elem
        if self.scalable:
            shape = shape[:-1] + (self.rng.choice([1, 2, 4]),)
            return VT(shape, elem, (False,) * (len(shape) - 1) + (True,))
        return VT(shape, elem)

    def is_vec(self, v: Value, elem=None, rank=None, clean=False) -> bool:
        t = v.ty
        return (isinstance(t, VT) and t.shape != () and (elem is None or t.elem == elem)
                and (rank is None or len(t.shape) == rank) and not (clean and v.raw) and t.elem not in ("index", "i1"))

    def kinds(self, elem: str) -> list[str]:
        return FLOAT_KINDS if _is_float(elem) else INT_KINDS

    def index(self, bound: int) -> str:
        """An index in [0, bound): a constant, or computed from an i32 value (castui + remui)."""
        src = self.pick(lambda v: v.ty == "i32")
        if src is None or self.rng.random() < 0.4:
            return self.const(self.rng.randrange(bound), "index")
        self.use(src)
        i = self.define("index", f"arith.index_castui {src.name} : i32 to index")
        return self.define("index", f"arith.remui {i.name}, {self.const(bound, 'index')} : index").name

    # ------------------------------------------------------------------ ops
    def op_elementwise(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v, clean=True) and v.ty.elem in ARITH_ELEMS,
                      lambda: self.rand_vt())
        b = self.pick(lambda v: v.ty == a.ty and not v.raw, lambda: a.ty)
        if _is_float(a.ty.elem) and self.rng.random() < 0.15:
            self.use(a)
            self.define(a.ty, f"arith.negf {a.name} : ", a.ty)
            return True
        op = self.rng.choice(FLOAT_BIN if _is_float(a.ty.elem) else INT_BIN)
        self.use(a, b)
        self.define(a.ty, f"arith.{op} {a.name}, {b.name} : ", a.ty)
        return True

    def op_cmp_select(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v, clean=True), lambda: self.rand_vt())
        b = self.pick(lambda v: v.ty == a.ty and not v.raw, lambda: a.ty)
        i1 = a.ty.with_(elem="i1")
        if _is_float(a.ty.elem):
            m = self.define(i1, f"arith.cmpf {self.rng.choice(['olt', 'oge', 'oeq', 'une'])}, {a.name}, {b.name} : ", a.ty)
        else:
            m = self.define(i1, f"arith.cmpi {self.rng.choice(['slt', 'ult', 'eq', 'sge'])}, {a.name}, {b.name} : ", a.ty)
        self.use(a, b, m)
        self.define(a.ty, f"arith.select {m.name}, {a.name}, {b.name} : ", i1, ", ", a.ty)
        return True

    def op_fma(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v, "f32", clean=True), lambda: self.rand_vt("f32"))
        b = self.pick(lambda v: v.ty == a.ty and not v.raw, lambda: a.ty)
        c = self.pick(lambda v: v.ty == a.ty and not v.raw, lambda: a.ty)
        self.use(a, b, c)
        self.define(a.ty, f"vector.fma {a.name}, {b.name}, {c.name} : ", a.ty)
        return True

    def op_broadcast(self) -> bool:
        src = self.pick(lambda v: (self.is_vec(v) and v.ty.numel <= 16) or v.ty in ARITH_ELEMS)
        if src is None:
            src = self.arg(self.rand_vt(rank=1))
        st = src.ty
        shape, scal = (st.shape, st.scal) if isinstance(st, VT) else ((), ())
        # stretch unit dims (fixed ones), then prepend 1-2 leading dims
        shape = tuple(self.rng.choice([2, 3]) if d == 1 and not s and self.rng.random() < 0.5 else d
                      for d, s in zip(shape, scal))
        lead = self.rand_shape(self.rng.randint(0 if shape else 1, max(0, min(2, 3 - len(shape)))), 16)
        elem = st.elem if isinstance(st, VT) else st
        rt = VT(lead + shape, elem, (False,) * len(lead) + tuple(scal))
        if rt.numel > 64 or rt == st:
            return False
        self.use(src)
        self.define(rt, f"vector.broadcast {src.name} : ", _ty(st, None) if isinstance(st, str) else st,
                    " to ", rt, raw=src.raw)
        return True

    def op_transpose(self) -> bool:
        src = self.pick(lambda v: self.is_vec(v) and len(v.ty.shape) >= 2, lambda: self.rand_vt(rank=self.rng.randint(2, 3)))
        perm = list(range(len(src.ty.shape)))
        while perm == sorted(perm):
            self.rng.shuffle(perm)
        rt = VT(tuple(src.ty.shape[p] for p in perm), src.ty.elem, tuple(src.ty.scal[p] for p in perm))
        self.use(src)
        self.define(rt, f"vector.transpose {src.name}, {perm} : ", src.ty, " to ", rt, raw=src.raw)
        return True

    def op_shape_cast(self) -> bool:
        src = self.pick(lambda v: self.is_vec(v) and v.ty.elem != "i1", lambda: self.rand_vt())
        st = src.ty
        if st.scalable:
            # only the fixed leading dims change; the trailing scalable dim stays
            if not st.scal[-1] or any(st.scal[:-1]):
                return False
            lead = int(np.prod(st.shape[:-1])) if len(st.shape) > 1 else 1
            shape = self._factor(lead, self.rng.randint(0 if lead == 1 else 1, 2)) + (st.shape[-1],)
            rt = VT(shape, st.elem, (False,) * (len(shape) - 1) + (True,))
        else:
            rt = VT(self._factor(st.numel, self.rng.randint(1, 3)), st.elem)
        if rt == st:
            return False
        self.use(src)
        self.define(rt, f"vector.shape_cast {src.name} : ", st, " to ", rt, raw=src.raw)
        return True

    def _factor(self, n: int, rank: int) -> tuple:
        dims = []
        for _ in range(rank - 1):
            divs = [d for d in range(1, n + 1) if n % d == 0]
            d = self.rng.choice(divs)
            dims.append(d)
            n //= d
        return tuple(dims + [n]) if rank else ()

    def _fixed_prefix(self, t: VT) -> int:
        k = 0
        while k < len(t.shape) and not t.scal[k]:
            k += 1
        return k

    def op_extract(self, dynamic: bool = False) -> bool:
        src = self.pick(lambda v: self.is_vec(v), lambda: self.rand_vt())
        t = src.ty
        kmax = self._fixed_prefix(t)
        if kmax == 0:
            return False
        k = self.rng.randint(1, kmax)
        if dynamic:     # LLVM lowering takes a dynamic position only as the innermost index
            k = len(t.shape)
        pos = [str(self.rng.randrange(d)) for d in t.shape[:k]]
        if dynamic:
            pos[-1] = self.index(t.shape[-1])
        rt = t.with_(shape=t.shape[k:], scal=t.scal[k:]) if k < len(t.shape) else t.elem
        self.use(src)
        rtext = rt if isinstance(rt, VT) else rt
        self.define(rt, f"vector.extract {src.name}[{', '.join(pos)}] : ", rtext, " from ", t, raw=src.raw)
        return True

    def op_extract_dyn(self) -> bool:
        return self.op_extract(dynamic=True)

    def op_insert(self, dynamic: bool = False) -> bool:
        dst = self.pick(lambda v: self.is_vec(v) and v.ty.elem != "i1", lambda: self.rand_vt())
        t = dst.ty
        kmax = self._fixed_prefix(t)
        if kmax == 0:
            return False
        k = len(t.shape) if dynamic else self.rng.randint(1, kmax)
        st = t.with_(shape=t.shape[k:], scal=t.scal[k:]) if k < len(t.shape) else t.elem
        src = self.pick(lambda v: v.ty == st and (isinstance(st, VT) or not v.raw), lambda: st)
        pos = [str(self.rng.randrange(d)) for d in t.shape[:k]]
        if dynamic:
            pos[-1] = self.index(t.shape[-1])
        self.use(src, dst)
        self.define(t, f"vector.insert {src.name}, {dst.name} [{', '.join(pos)}] : ", st, " into ", t,
                    raw=src.raw or dst.raw)
        return True

    def op_insert_dyn(self) -> bool:
        return self.op_insert(dynamic=True)

    def op_extract_strided_slice(self) -> bool:
        src = self.pick(lambda v: self.is_vec(v), lambda: self.rand_vt())
        t = src.ty
        k = self.rng.randint(1, len(t.shape))
        offs, sizes, strides = [], [], []
        for d in t.shape[:k]:
            stride = 1      # upstream: strides confined to [1, 2)
            size = self.rng.randint(1, (d - 1) // stride + 1)
            off = self.rng.randint(0, d - 1 - (size - 1) * stride)
            offs.append(off), sizes.append(size), strides.append(stride)
        rt = t.with_(shape=tuple(sizes) + t.shape[k:])
        self.use(src)
        self.define(rt, f"vector.extract_strided_slice {src.name} offsets = {offs}, sizes = {sizes}, "
                    f"strides = {strides} : ", t, " to ", rt, raw=src.raw)
        return True

    def op_insert_strided_slice(self) -> bool:
        dst = self.pick(lambda v: self.is_vec(v), lambda: self.rand_vt())
        t = dst.ty
        r2 = self.rng.randint(1, len(t.shape))
        lead = len(t.shape) - r2
        sshape, strides = [], []
        for d in t.shape[lead:]:
            stride = 1
            sshape.append(self.rng.randint(1, (d - 1) // stride + 1) if self.rng.random() < 0.7 else 1)
            strides.append(stride)
        st = VT(tuple(sshape), t.elem)
        src = self.pick(lambda v: v.ty == st, lambda: st)
        offs = [self.rng.randrange(d) for d in t.shape[:lead]]
        offs += [self.rng.randint(0, d - 1 - (s - 1) * k) for d, s, k in zip(t.shape[lead:], sshape, strides)]
        self.use(src, dst)
        self.define(t, f"vector.insert_strided_slice {src.name}, {dst.name} offsets = {offs}, "
                    f"strides = {strides} : ", st, " into ", t, raw=src.raw or dst.raw)
        return True

    def op_reduction(self) -> bool:
        src = self.pick(lambda v: self.is_vec(v, rank=1, clean=True) and v.ty.elem in NP_DTYPES,
                        lambda: self.rand_vt(rank=1))
        e = src.ty.elem
        kind = self.rng.choice(self.kinds(e))
        acc = self.pick(lambda v: v.ty == e and not v.raw) if self.rng.random() < 0.5 else None
        self.use(src, *([acc] if acc else []))
        extra = f", {acc.name}" if acc else ""
        self.define(e, f"vector.reduction <{kind}>, {src.name}{extra} : ", src.ty, f" into {e}")
        return True

    def op_multi_reduction(self) -> bool:
        src = self.pick(lambda v: self.is_vec(v, clean=True) and len(v.ty.shape) >= 2 and v.ty.elem in NP_DTYPES,
                        lambda: self.rand_vt(rank=self.rng.randint(2, 3)))
        t = src.ty
        r = len(t.shape)
        dims = sorted(self.rng.sample(range(r), self.rng.randint(1, r)))
        keep = [i for i in range(r) if i not in dims]
        at = VT(tuple(t.shape[i] for i in keep), t.elem, tuple(t.scal[i] for i in keep)) if keep else t.elem
        acc = self.pick(lambda v: v.ty == at and not v.raw, lambda: at)
        kind = self.rng.choice(self.kinds(t.elem))
        self.use(src, acc)
        self.define(at, f"vector.multi_reduction <{kind}>, {src.name}, {acc.name} {dims} : ", t, " to ", at)
        return True

    def op_masked_reduction(self) -> bool:
        """vector.mask around a reduction or multi_reduction (masked-off lanes do not take part)."""
        if self.rng.random() < 0.5:
            src = self.pick(lambda v: self.is_vec(v, rank=1, clean=True) and v.ty.elem in NP_DTYPES,
                            lambda: self.rand_vt(rank=1))
            e = src.ty.elem
            # with an acc: an all-masked reduction without one has no defined value upstream (IREE's
            # single-element lowering selects an undefined value, its vp.reduce lowering the identity)
            acc = self.pick(lambda v: v.ty == e and not v.raw, lambda: VT((1,), e))
            if isinstance(acc.ty, VT):
                self.use(acc)
                acc = self.define(e, f"vector.extract {acc.name}[0] : {e} from ", acc.ty)
            m = self.mask(src.ty)
            self.use(src, m, acc)
            self.define(e, f"vector.mask {m.name} {{ vector.reduction <{self.rng.choice(self.kinds(e))}>, "
                        f"{src.name}, {acc.name} : ", src.ty, f" into {e} }} : ", m.ty, f" -> {e}")
            return True
        src = self.pick(lambda v: self.is_vec(v, clean=True) and len(v.ty.shape) == 2 and v.ty.elem in NP_DTYPES,
                        lambda: self.rand_vt(rank=2))
        t = src.ty
        d = self.rng.randrange(2)
        at = VT((t.shape[1 - d],), t.elem, (t.scal[1 - d],))
        acc = self.pick(lambda v: v.ty == at and not v.raw, lambda: at)
        m = self.mask(t)
        self.use(src, acc, m)
        self.define(at, f"vector.mask {m.name} {{ vector.multi_reduction <{self.rng.choice(self.kinds(t.elem))}>, "
                    f"{src.name}, {acc.name} [{d}] : ", t, " to ", at, " } : ", m.ty, " -> ", at)
        return True

    def op_contract(self) -> bool:
        """Any batch/free/reduction dims in any order with kind add; the other kinds only in the
        matvec/matmul layouts upstream's contraction lowering (used by IREE) handles: see
        NON_ADD_CONTRACT_FORMS."""
        e = self.elem
        kind = "add" if self.rng.random() < 0.5 else self.rng.choice(self.kinds(e)[1:])
        if kind == "add":
            nd = self.rng.randint(2, 4)
            roles = ["red"] + [self.rng.choice(["batch", "lhs", "rhs", "red", "lhs", "rhs"]) for _ in range(nd - 1)]
            self.rng.shuffle(roles)
            lhs = [i for i in range(nd) if roles[i] in ("batch", "lhs", "red")]
            rhs = [i for i in range(nd) if roles[i] in ("batch", "rhs", "red")]
            acc = [i for i in range(nd) if roles[i] != "red"]
            for dl in (lhs, rhs, acc):
                self.rng.shuffle(dl)
        else:
            form = self.rng.choice(NON_ADD_CONTRACT_FORMS)
            lhs, rhs, acc = ([int(d) for d in m.split()] for m in form[:3])
            roles = ["red" if c == "R" else "par" for c in form[3]]
            nd = len(roles)
        sizes = [self.rng.choice([1, 2, 3, 4]) for _ in range(nd)]
        while int(np.prod(sizes)) > 48:
            sizes[sizes.index(max(sizes))] -= 1
        lt, rt = VT(tuple(sizes[i] for i in lhs), e), VT(tuple(sizes[i] for i in rhs), e)
        at = VT(tuple(sizes[i] for i in acc), e) if acc else e
        a = self.pick(lambda v: v.ty == lt and not v.raw, lambda: lt)
        b = self.pick(lambda v: v.ty == rt and not v.raw, lambda: rt)
        c = self.pick(lambda v: v.ty == at and not v.raw, lambda: at)
        ds = ", ".join(f"d{i}" for i in range(nd))
        maps = ", ".join(f"affine_map<({ds}) -> ({', '.join(f'd{i}' for i in m)})>" for m in (lhs, rhs, acc))
        its = ", ".join('"reduction"' if r == "red" else '"parallel"' for r in roles)
        self.use(a, b, c)
        self.define(at, f"vector.contract {{indexing_maps = [{maps}], iterator_types = [{its}], "
                    f"kind = #vector.kind<{kind}>}} {a.name}, {b.name}, {c.name} : ", lt, ", ", rt, " into ",
                    at if isinstance(at, VT) else at)
        return True

    def op_outerproduct(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v, rank=1, clean=True) and v.ty.elem in ARITH_ELEMS,
                      lambda: self.rand_vt(rank=1))
        e = a.ty.elem
        kind = self.rng.choice(self.kinds(e))
        if self.rng.random() < 0.3:     # AXPY form: scalar rhs
            b = self.pick(lambda v: v.ty == e and not v.raw, lambda: VT((1,), e))
            if isinstance(b.ty, VT):
                self.use(b)
                b = self.define(e, f"vector.extract {b.name}[0] : {e} from ", b.ty)
            rt, bt = a.ty, e
        else:
            b = self.pick(lambda v: self.is_vec(v, e, rank=1, clean=True), lambda: self.rand_vt(e, rank=1))
            rt, bt = VT((a.ty.shape[0], b.ty.shape[0]), e), b.ty
        acc = self.pick(lambda v: v.ty == rt and not v.raw) if self.rng.random() < 0.6 else None
        self.use(a, b, *([acc] if acc else []))
        extra = f", {acc.name}" if acc else ""
        self.define(rt, f"vector.outerproduct {a.name}, {b.name}{extra} {{kind = #vector.kind<{kind}>}} : ",
                    a.ty, ", ", bt)
        return True

    def op_shuffle(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v) and v.ty.elem != "i1", lambda: self.rand_vt(rank=1))
        b = self.pick(lambda v: v.ty.__class__ is VT and v.ty.shape[1:] == a.ty.shape[1:] and v.ty.elem == a.ty.elem
                      and len(v.ty.shape) == len(a.ty.shape), lambda: a.ty)
        n = a.ty.shape[0] + b.ty.shape[0]
        mask = [self.rng.randrange(n) for _ in range(self.rng.randint(1, 8))]
        rt = a.ty.with_(shape=(len(mask),) + a.ty.shape[1:])
        if rt.numel > 64:
            return False
        self.use(a, b)
        self.define(rt, f"vector.shuffle {a.name}, {b.name} {mask} : ", a.ty, ", ", b.ty, raw=a.raw or b.raw)
        return True

    def op_mask_select(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v) and v.ty.elem != "i1", lambda: self.rand_vt())
        b = self.pick(lambda v: v.ty == a.ty, lambda: a.ty)
        m = self.mask(a.ty)
        self.use(a, b, m)
        self.define(a.ty, f"arith.select {m.name}, {a.name}, {b.name} : ", m.ty, ", ", a.ty, raw=a.raw or b.raw)
        return True

    def mask(self, t: VT) -> Value:
        mt = t.with_(elem="i1")
        if not t.scalable and self.rng.random() < 0.4:
            sizes = [self.rng.randint(0, d) for d in t.shape]
            if 0 in sizes:      # upstream: a zero size anywhere means all-false, spelled with all zeros
                sizes = [0] * len(sizes)
            return self.define(mt, f"vector.constant_mask {sizes} : ", mt)
        ops = []
        for d, s in zip(t.shape, t.scal):
            if s:   # a bound up to the runtime size: base * vscale, minus something
                vs = self.define("index", VscaleValue())
                full = self.define("index", f"arith.muli {vs.name}, {self.const(d, 'index')} : index")
                k = self.rng.randint(0, d)
                ops.append(self.define("index", f"arith.subi {full.name}, {self.const(k, 'index')} : index").name)
            else:
                ops.append(self.index(d + 1))
        return self.define(mt, f"vector.create_mask {', '.join(ops)} : ", mt)

    def op_interleave(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v) and v.ty.elem != "i1" and v.ty.numel <= 32, lambda: self.rand_vt())
        b = self.pick(lambda v: v.ty == a.ty, lambda: a.ty)
        rt = a.ty.with_(shape=a.ty.shape[:-1] + (2 * a.ty.shape[-1],), scal=a.ty.scal)
        self.use(a, b)
        self.define(rt, f"vector.interleave {a.name}, {b.name} : ", a.ty, " -> ", rt, raw=a.raw or b.raw)
        return True

    def op_deinterleave(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v) and v.ty.elem != "i1" and v.ty.shape[-1] % 2 == 0,
                      lambda: self.rand_vt().with_(shape=None))
        if a.ty.shape[-1] % 2:
            return False
        rt = a.ty.with_(shape=a.ty.shape[:-1] + (a.ty.shape[-1] // 2,), scal=a.ty.scal)
        name = self.fresh()
        self.use(a)
        self.emit(f"{name}:2 = vector.deinterleave {a.name} : ", a.ty, " -> ", rt)
        self.pool += [Value(f"{name}#0", rt, a.raw), Value(f"{name}#1", rt, a.raw)]
        return True

    def op_from_elements(self) -> bool:
        e = self.rng.choice(["f32", "i32", "i8", self.elem])
        rt = VT(self.rand_shape(self.rng.randint(1, 2), 6), e)
        srcs = []
        for _ in range(rt.numel):
            s = self.pick(lambda v: v.ty == e and v not in srcs, lambda: VT((1,), e))
            if isinstance(s.ty, VT):
                self.use(s)
                s = self.define(e, f"vector.extract {s.name}[0] : {e} from ", s.ty)
            srcs.append(s)
        self.use(*srcs)
        self.define(rt, f"vector.from_elements {', '.join(s.name for s in srcs)} : ", rt,
                    raw=any(s.raw for s in srcs))
        return True

    def op_to_elements(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v) and v.ty.numel <= 6 and v.ty.elem != "i1", lambda: self.rand_vt(rank=1))
        if a.ty.numel > 6:
            return False
        name = self.fresh()
        self.use(a)
        n = a.ty.numel
        self.emit(f"{name}:{n} = vector.to_elements {a.name} : ", a.ty) if n > 1 else \
            self.emit(f"{name} = vector.to_elements {a.name} : ", a.ty)
        self.pool += [Value(f"{name}#{i}" if n > 1 else name, a.ty.elem, a.raw) for i in range(n)]
        return True

    def op_step(self) -> bool:
        n = self.rng.choice([2, 4, 8])
        st = VT((n,), "index", (self.scalable,))
        s = self.define(st, "vector.step : ", st)
        e = "i32" if _is_float(self.elem) else self.elem
        it = st.with_(elem=e)
        c = self.define(it, f"arith.index_cast {s.name} : ", st, " to ", it)
        if _is_float(self.elem):
            self.define(it.with_(elem="f32"), f"arith.sitofp {c.name} : ", it, " to ", it.with_(elem="f32"))
        return True

    def op_bitcast(self) -> bool:
        a = self.pick(lambda v: self.is_vec(v) and v.ty.elem in ("f32", "i32", "i8"), lambda: self.rand_vt())
        t = a.ty
        last = t.shape[-1]
        choices = {"f32": ["i32", "i8"], "i32": ["f32", "i8"], "i8": ["i32"] if last % 4 == 0 else []}.get(t.elem, [])
        if not choices:
            return False
        e = self.rng.choice(choices)
        rt = t.with_(shape=t.shape[:-1] + (last * WIDTH[t.elem] // WIDTH[e],), elem=e)
        self.use(a)
        self.define(rt, f"vector.bitcast {a.name} : ", t, " to ", rt, raw=(e == "f32") or a.raw)
        return True

    # ------------------------------------------------------------------ driver
    def gen(self) -> Program:
        table = self.SCALABLE_OPS if self.scalable else self.FIXED_OPS
        names, weights = list(table), list(table.values())
        done = tries = 0
        while done < self.n_ops and tries < 20 * self.n_ops:
            tries += 1
            name = self.rng.choices(names, weights)[0]
            if getattr(self, "op_" + name)():
                self.ops.append(name)
                done += 1
        return Program(self.seed, self.params, self.results(), self.lines, self.ops)

    def results(self) -> list[Value]:
        """Unused values become results, converted to types every runner can exchange."""
        leaves = [v for v in self.pool if v.uses == 0 and v not in self.params and v.ty != "index"
                  and not (isinstance(v.ty, VT) and v.ty.elem == "index")][-8:]
        out = []
        for v in leaves:
            t = v.ty
            if isinstance(t, TT):
                out.append(v)
                continue
            if t == "i1" or (isinstance(t, VT) and t.elem == "i1"):
                nt = "i8" if t == "i1" else t.with_(elem="i8")
                v = self.define(nt, f"arith.extui {v.name} : ", t, " to ", nt)
                t = nt
            if isinstance(t, str) or t.shape == ():
                e = t if isinstance(t, str) else t.elem
                v = self.define(VT((1,), e), f"vector.broadcast {v.name} : ", t, " to ", VT((1,), e))
            out.append(v)
        return out


def generate(seed: int, n_ops: int = 12, scalable: bool = False) -> Program:
    return ProgramGen(seed, n_ops, scalable).gen()
