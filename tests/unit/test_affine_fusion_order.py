"""affine-loop-fusion after a fusion has rewritten the graph: which producer is tried next and what
the cost model then allows, as iree-opt 3.13 decides (affine_pass_cases/fusion_order.mlir, own
kernels): cyclic producers (a private buffer left by an earlier fusion) fuse with compute tolerance
0, and under maximal fusion a cyclic producer whose slice adds computation ends the attempts on its
consumer; the default tolerance is upstream's 0.30f; a slice union needs each slice's constant
extent; several producer stores fuse within the tolerance; nests in a loop body are costed as
nests.  Each option set is compared with iree-opt and every function is interpreted before and
after."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt

TEXT = (Path(__file__).parent / "affine_pass_cases" / "fusion_order.mlir").read_text()
OPTIONS = ["", "compute-tolerance=0.5", "maximal=true", "mode=producer", "mode=sibling",
           "compute-tolerance=0.0", "fast-mem-space=2 local-buf-threshold=1", "compute-tolerance=0.3"]


def _pipe(opts: str) -> str:
    return "builtin.module(affine-loop-fusion" + ("{" + opts + "}" if opts else "") + ")"


def _fused(text: str, opts: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(_pipe(opts)).run(m)
    return print_op(m).strip("\n") + "\n"


def _function(out: str, name: str) -> str:
    return out.split(f"@{name}(")[1].split("func.func")[0]


@pytest.mark.parametrize("opts", OPTIONS)
def test_fusion_order_matches_iree_opt(opts):
    assert _fused(TEXT, opts) == iree_opt(TEXT, "--pass-pipeline=" + _pipe(opts)).strip("\n") + "\n"


@pytest.mark.parametrize("opts", OPTIONS)
def test_fusion_order_keeps_results(opts):
    before = vecir.parse(TEXT)
    after = vecir.parse(_fused(TEXT, opts))
    rng = np.random.default_rng(11)
    for fn in (o for o in before.walk() if o.name == "func.func"):
        name = fn.get_attr("sym_name").value
        args = [_input(a.type, rng) for a in fn.regions[0].blocks[0].args]
        copies = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
        vecir.run(before, name, *args)
        vecir.run(after, name, *copies)
        for x, y in zip(args, copies):
            np.testing.assert_array_equal(x, y, err_msg=f"{name} {opts}")


def _input(ty, rng):
    if not hasattr(ty, "shape"):
        return 6                                        # an index argument
    if str(ty.element_type).startswith("i"):
        return rng.integers(-9, 9, size=ty.shape).astype(np.int32)
    return rng.uniform(-2, 2, size=ty.shape).astype(np.float32)


def test_a_cyclic_producer_under_maximal_fusion_stops_its_consumer():
    """The second producer reads back its one-element buffer (a cyclic dependence) and its slice
    adds computation: upstream returns from the consumer, so the first producer, fusable on its
    own, stays apart too; without maximal fusion the tolerance drops to 0 for that producer only."""
    fn = _function(_fused(TEXT, "maximal=true"), "cyclic_producer_stops_maximal")
    assert fn.count("affine.for") == 3
    fn = _function(_fused(TEXT, ""), "cyclic_producer_stops_maximal")
    assert fn.count("affine.for") == 2


def test_the_default_tolerance_is_a_float_widened_to_double():
    """104 / 80 - 1 = 0.30000000000000004 is within 0.30f = 0.30000001192... but not within 0.3."""
    assert "memref<2xf32>" in _function(_fused(TEXT, ""), "thirty_percent_more")      # fused
    assert "memref<2xf32>" not in _function(_fused(TEXT, "compute-tolerance=0.3"), "thirty_percent_more")


def test_slice_unions_need_a_constant_extent_in_each_slice():
    out = _fused(TEXT, "maximal=true")
    even = _function(out, "union_even_window")
    assert "affine.for %arg4 = 0 to 6" in even            # the union [0, 6): the whole producer
    shifted = _function(out, "union_shifted_window")        # [j + 3, 6) has no constant extent
    assert shifted.split("affine.for")[1].startswith(" %arg3 = 0 to 6 {\n      %0 = affine.load %arg0")


def test_nests_in_a_loop_body_fuse_only_under_maximal_fusion():
    assert _function(_fused(TEXT, ""), "nests_in_a_loop_body").count("affine.for") == 3
    fused = _function(_fused(TEXT, "maximal=true"), "nests_in_a_loop_body")
    assert fused.count("affine.for") == 2 and "memref<1x7xf32>" in fused
