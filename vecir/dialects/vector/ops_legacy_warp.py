"""vector.warp_execute_on_lane_0 (seed 001; upstream moved it to gpu.warp_execute_on_lane_0), in the
syntax of its last vector-dialect version:

    %r = vector.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) -> (vector<1xf32>) {
    ^bb0(%arg : vector<128xi32>):
      ...
      vector.yield %x : vector<32xf32>
    }

Semantics, as upstream documents them: every lane of the warp reaches the op; the region runs once, on
lane 0 (`laneid == 0`). A distributed operand (its type differs from the region argument's) is gathered
from all lanes: each dimension whose sizes differ is split into expanded/distributed blocks, the lane id
is delinearized over those block counts (row-major, innermost fastest), and lane l contributes the block
at its coordinates (for one distributed dim: lane l holds elements [l*d, (l+1)*d), upstream's "vector<64xf32>
on 32 lanes: lane 0 holds elements 0 and 1"). An operand of the region argument's own type is uniform:
the region sees lane 0's value, as it sees lane 0's values of anything captured from above. Yielded values
are distributed the same way: each lane receives its block of the result, or the whole value when the
result type equals the yielded type.

The interpreter runs this two ways:

* ``run_warp(module, "f", lane_args, warp_size)`` runs a function once per lane (one thread per lane);
  the threads meet at each warp op, lane 0 runs the region on the gathered values, and every lane takes
  its part of the results: the SIMT view.
* a plain ``vecir-run``/``vecir.run`` is a single lane: ``laneid`` says which; its uniform operands are
  the warp's values, so the region runs and the lane receives its block of each result. A distributed
  operand needs the other lanes' values, and is an error there.
"""

from __future__ import annotations

import threading

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import IntegerAttr
from ...ir.op import Op, operand, prop, region, register_op, var_operand, var_result
from ...ir.types import VectorType, i64, index
from ...ir.uniqued import VerifyError
from .._ods import I64_ATTR, INDEX, verify_ods, verify_single_block
from .ops_compute_mask import YieldOp


def _check_distributed(expanded, distributed, warp_size: int) -> None:
    """upstream's verifyDistributedType."""
    if expanded is distributed:
        return
    if not isinstance(expanded, VectorType) or not isinstance(distributed, VectorType):
        raise VerifyError("expected vector type for distributed operands.")
    if len(expanded.shape) != len(distributed.shape) or expanded.element_type is not distributed.element_type:
        raise VerifyError("expected distributed vectors to have same rank and element type.")
    scale = 1
    for i, (e, d) in enumerate(zip(expanded.shape, distributed.shape)):
        if e == d:
            continue
        if e % d != 0:
            raise VerifyError(f"expected expanded vector dimension #{i} ({e}) to be a multipler of the "
                              f"distributed vector dimension ({d})")
        scale *= e // d
    if scale != warp_size:
        raise VerifyError(f"incompatible distribution dimensions from '{expanded}' to '{distributed}' with "
                          f"warp size = {warp_size}")


def lane_block(full_shape, part_shape, lane: int) -> tuple:
    """The index (tuple of slices) of lane ``lane``'s block of a value distributed from ``full_shape``
    to ``part_shape``: the lane id delinearized over the per-dim block counts, innermost fastest."""
    counts = [e // d for e, d in zip(full_shape, part_shape)]
    coords = []
    for c in reversed(counts):
        coords.append(lane % c)
        lane //= c
    coords.reverse()
    return tuple(slice(k * d, (k + 1) * d) for k, d in zip(coords, part_shape))


_LANE = threading.local()   # .warp (a _Warp) and .lane while run_warp runs this thread


class _Warp:
    def __init__(self, n: int) -> None:
        self.n = n
        self.barrier = threading.Barrier(n, timeout=120)
        self.inbox: list = [None] * n
        self.outbox = None
        self.error: BaseException | None = None


@register_op
class WarpExecuteOnLane0Op(Op):
    """`vector.warp_execute_on_lane_0(%laneid)[32] args(...) -> (...) { ... vector.yield ... }`."""

    name = "vector.warp_execute_on_lane_0"
    laneid = operand(INDEX)
    args = var_operand()
    warp_size = prop(I64_ATTR)
    results_ = var_result()
    warpRegion = region()

    @classmethod
    def parse(cls, p):
        from ..scf.common import name_pos
        npos = name_pos(p, cls)
        loc = p.loc_at(npos)
        p.punct("(")
        lane = p.operand()
        p.punct(")")
        p.punct("[")
        n = p.int()
        p.punct("]")
        refs, types, rtypes = [], [], []
        if p.try_keyword("args"):
            p.punct("(")
            refs.append(p.operand())
            while p.try_punct(","):
                refs.append(p.operand())
            p.punct(":")
            types = p.type_list()
            p.punct(")")
            if len(refs) != len(types):
                raise p.error(f"{len(refs)} operands present, but expected {len(types)}")
        if p.try_punct("->"):
            p.punct("(")
            rtypes = p.type_list()
            p.punct(")")
        reg = p.region()
        attrs = p.optional_attr_dict()
        if "warp_size" in attrs:
            raise p.error(f"custom op '{cls.name}' attribute 'warp_size' occurs more than once in the attribute "
                          f"list", npos)
        from ..scf.common import ensure_terminator
        ensure_terminator(reg, YieldOp, loc)
        vals = [p.resolve(lane, index), *p.resolve_list(refs, types)]
        return cls.create(vals, rtypes, {"warp_size": IntegerAttr(n, i64)}, attrs, [reg])

    def print(self, p):
        p.w(p.op_name(self.name) + "(")
        p.value(self.laneid)
        p.w(f")[{int(self.properties['warp_size'].value)}]")
        if self.args:
            p.w(" args(")
            p.values(self.args)
            p.w(" : ")
            p.types([v.type for v in self.args])
            p.w(")")
        if self.results:
            p.w(" -> (")
            p.types([r.type for r in self.results])
            p.w(")")
        p.w(" ")
        p.region(self.regions[0], print_entry_args=True, print_terminator=bool(self.results))
        p.op_attr_dict(self, ("warp_size",))

    def verify_structural(self) -> None:
        """SingleBlockImplicitTerminator<"vector::YieldOp">."""
        from ..scf.common import check_implicit_terminator

        verify_single_block(self)
        check_implicit_terminator(self, "vector.yield")

    def verify_(self):
        verify_ods(self, self.verify_structural)
        if not self.regions[0].blocks:
            raise VerifyError("expects a non-empty block")
        block = self.regions[0].blocks[0]
        last = block.last
        if len(self.args) != len(block.args):
            raise VerifyError("expected same number op arguments and block arguments.")
        if len(last.operands) != len(self.results):
            raise VerifyError("expected same number of yield operands and return values.")
        n = int(self.properties["warp_size"].value)
        for barg, arg in zip(block.args, self.args):
            _check_distributed(barg.type, arg.type, n)
        for y, res in zip(last.operands, self.results):
            _check_distributed(y.type, res.type, n)

    # -- semantics ---------------------------------------------------------------------------------

    def _lane(self, laneid) -> int:
        n = int(self.properties["warp_size"].value)
        lane = int(laneid)
        if not 0 <= lane < n:
            raise InterpError(f"laneid {lane} is outside [0, {n})")
        return lane

    def _full_args(self, per_lane: list, vscale: int) -> list:
        """Region arguments from every lane's operands (lane 0's for uniform ones)."""
        out = []
        block = self.regions[0].blocks[0]
        for k, (barg, arg) in enumerate(zip(block.args, self.args)):
            if barg.type is arg.type:
                out.append(per_lane[0][k])
                continue
            full_shape = barg.type.concrete_shape(vscale)
            parts = [np.asarray(lane_args[k]) for lane_args in per_lane]
            full = np.empty(full_shape, dtype=parts[0].dtype)
            for lane, part in enumerate(parts):
                full[lane_block(full_shape, part.shape, lane)] = part
            out.append(full)
        return out

    def _distribute(self, values: list, lane: int, vscale: int) -> list:
        out = []
        term = self.regions[0].blocks[0].last
        for y, res, v in zip(term.operands, self.results, values):
            if y.type is res.type:
                out.append(v)
                continue
            v = np.asarray(v)
            out.append(np.array(v[lane_block(v.shape, res.type.concrete_shape(vscale), lane)]))
        return out

    def interpret_with(self, ctx, laneid, *args):
        lane = self._lane(laneid)
        warp = getattr(_LANE, "warp", None)
        if warp is None:
            return self._single_lane(ctx, lane, list(args))
        if lane != _LANE.lane:
            raise InterpError(f"laneid {lane} differs from the simulated lane {_LANE.lane}")
        if warp.n != int(self.properties["warp_size"].value):
            raise InterpError(f"warp size {self.properties['warp_size'].value} differs from the simulated warp of "
                              f"{warp.n} lanes")
        warp.inbox[lane] = list(args)
        warp.barrier.wait()
        if lane == 0:
            try:
                warp.outbox = ctx.run(0, self._full_args(warp.inbox, ctx.vscale))
                warp.error = None
            except BaseException as e:  # handed to every lane below
                warp.outbox, warp.error = None, e
        warp.barrier.wait()
        res, err = warp.outbox, warp.error
        warp.barrier.wait()          # every lane has read the results before the next warp op
        if err is not None:
            raise err if lane == 0 else InterpError("lane 0 failed in the warp region")
        return self._pack(self._distribute(res, lane, ctx.vscale))

    def _single_lane(self, ctx, lane: int, args: list):
        block = self.regions[0].blocks[0]
        for k, (barg, arg) in enumerate(zip(block.args, self.args)):
            if barg.type is not arg.type:
                raise InterpError(f"distributed operand #{k + 1} needs the values of every lane: run the function "
                                  f"through vecir.dialects.vector.ops_legacy_warp.run_warp")
        return self._pack(self._distribute(ctx.run(0, args), lane, ctx.vscale))

    def _pack(self, values: list):
        if not self.results:
            return None
        return values[0] if len(values) == 1 else tuple(values)


def run_warp(module, name: str, lane_args: list, warp_size: int, vscale: int = 1) -> list:
    """Run function ``name`` once per lane (``lane_args[l]`` are lane l's arguments) as one warp: threads
    meet at each warp_execute_on_lane_0, whose region lane 0 runs. Returns each lane's results."""
    from ...interp.engine import Interpreter

    if len(lane_args) != warp_size:
        raise ValueError(f"expected arguments for {warp_size} lanes, got {len(lane_args)}")
    warp = _Warp(warp_size)
    results: list = [None] * warp_size
    errors: list = [None] * warp_size

    def lane_main(lane: int) -> None:
        _LANE.warp, _LANE.lane = warp, lane
        try:
            out = Interpreter(module, vscale).call(name, lane_args[lane])
            results[lane] = out[0] if len(out) == 1 else (tuple(out) if out else None)
        except threading.BrokenBarrierError:
            errors[lane] = InterpError(f"lane {lane}: another lane failed or diverged")
        except BaseException as e:
            errors[lane] = e
            warp.barrier.abort()
        finally:
            _LANE.warp = None

    threads = [threading.Thread(target=lane_main, args=(k,), daemon=True) for k in range(warp_size)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    first = next((e for e in errors if e is not None and not isinstance(e, InterpError)), None)
    first = first or next((e for e in errors if e is not None), None)
    if first is not None:
        raise first
    return results


__all__ = ["WarpExecuteOnLane0Op", "run_warp", "lane_block"]
