"""The scf dialect: structured control flow (for, while, if, index_switch, execute_region,
parallel + reduce, forall + in_parallel) with upstream's custom syntax, verifiers and
interpreter semantics.

Modules: ``terminators`` (yield, condition), ``loops`` (for, while), ``branches`` (if,
index_switch, execute_region), ``parallel`` (parallel, reduce, reduce.return, forall,
forall.in_parallel), ``common`` (shared verifier and syntax helpers).
"""

from __future__ import annotations

from .branches import ExecuteRegionOp, IfOp, IndexSwitchOp
from .loops import ForOp, WhileOp
from .parallel import ForallOp, InParallelOp, ParallelOp, ReduceOp, ReduceReturnOp
from .terminators import ConditionOp, YieldOp
from vecir._lazy import when_rewriting  # noqa: E402

when_rewriting("vecir.dialects.scf.canonicalize")  # attaches the patterns once vecir.rewrite loads

__all__ = ["ConditionOp", "ExecuteRegionOp", "ForOp", "ForallOp", "IfOp", "InParallelOp", "IndexSwitchOp",
           "ParallelOp", "ReduceOp", "ReduceReturnOp", "WhileOp", "YieldOp"]
