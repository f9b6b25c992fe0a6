"""vector.scan lowering (upstream's LowerVectorScan.cpp): a scan becomes a chain of combining ops
on slices of unit size along the scanned dim, stored with insert_strided_slice."""

from __future__ import annotations

from ...dialects.transform import register_pattern_descriptor
from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .lower_contract import _FLOAT_ONLY, _INT_ONLY


class ScanToArithOps(RewritePattern):
    """Slice by slice along the scanned dim:

        %r:2 = vector.scan <add>, %v, %init reduction_dim = 1, inclusive = true : vector<2x3xf32>, vector<2xf32>
      ==> %z = arith.constant dense<0.0> : vector<2x3xf32>
          %s0 = vector.extract_strided_slice %v offsets = [0, 0], sizes = [2, 1], strides = [1, 1]
          %o0 = vector.insert_strided_slice %s0, %z offsets = [0, 0], strides = [1, 1]
          %s1 = ... [0, 1] ...   %a1 = arith.addf %s0, %s1   %o1 = vector.insert_strided_slice %a1, %o0 ...
          ...                    %r#1 = vector.shape_cast %a2 : vector<2x1xf32> to vector<2xf32>

    An exclusive scan starts from the initial value and combines the previous input. Fails for
    kinds that do not apply to the element type."""

    root = "vector.scan"

    def match_and_rewrite(self, op, rw):
        dest_t = op.results[0].type
        is_int = B.is_int(dest_t)
        kind = op.kind.value
        if (is_int and kind in _FLOAT_ONLY) or (not is_int and kind in _INT_ONLY):
            return rw.fail(op, "combining kind does not apply to the element type")
        loc = op.loc
        rw.set_before(op)
        shape = list(dest_t.shape)
        elem = dest_t.element_type
        result = B.zero(rw, loc, VectorType(tuple(shape), elem))
        dim = int(op.reduction_dim.value)
        inclusive = bool(op.inclusive.value)
        init = op.operands[1]
        init_t = init.type
        rank = len(shape)
        offsets, strides, sizes = [0] * rank, [1] * rank, list(shape)
        sizes[dim] = 1
        last_out = last_in = None
        for i in range(shape[dim]):
            offsets[dim] = i
            inp = B.extract_strided_slice(rw, loc, op.operands[0], offsets, sizes, strides)
            if i == 0:
                if inclusive:
                    out = inp
                elif len(init_t.shape) == 0:
                    out = B.broadcast(rw, loc, inp.type, init)
                else:
                    out = B.shape_cast(rw, loc, inp.type, init)
            else:
                out = B.arith_reduction(rw, loc, kind, last_out, inp if inclusive else last_in)
            result = B.insert_strided_slice(rw, loc, out, result, offsets, strides)
            last_out, last_in = out, inp
        if len(init_t.shape) == 0:
            reduction = B.broadcast(rw, loc, init_t, B.extract(rw, loc, last_out, [0]))
        else:
            reduction = B.shape_cast(rw, loc, init_t, last_out)
        rw.replace_op(op, [result, reduction])
        return True


def populate_vector_scan_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorScanLoweringPatterns (`lower_scan`)."""
    B.load_dialects()
    patterns.add(ScanToArithOps)


register_pattern_descriptor("transform.apply_patterns.vector.lower_scan", populate_vector_scan_lowering_patterns)
