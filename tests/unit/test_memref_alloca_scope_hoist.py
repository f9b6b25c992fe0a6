"""memref.alloca_scope canonicalization (upstream's AllocaScopeInliner + AllocaScopeHoister) compared with
iree-opt --canonicalize, and hoisted kernels interpreted before and after."""

from __future__ import annotations

import numpy as np
import pytest

import vecir

from .canonicalize_cases import canonicalize
from .oracle import iree_opt, iree_opt_path, split_chunks

CASES = """func.func @loop_body_scope(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %buf = memref.alloca() : memref<8xf32>
      %dyn = memref.alloca(%n) : memref<?xf32>
      %loc = memref.alloca(%i) : memref<?xf32>
      %v = memref.load %m[%i] : memref<?xf32>
      memref.store %v, %buf[%c0] : memref<8xf32>
      memref.store %v, %dyn[%c0] : memref<?xf32>
      memref.store %v, %loc[%c0] : memref<?xf32>
      "test.use"(%buf, %dyn, %loc) : (memref<8xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

// -----

func.func @scope_not_last(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %buf = memref.alloca() : memref<4xi32>
      "test.use"(%buf) : (memref<4xi32>) -> ()
    }
    "test.after"() : () -> ()
  }
  return
}

// -----

func.func @inner_if_not_last(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      memref.alloca_scope {
        %buf = memref.alloca() : memref<2xf64>
        "test.use"(%buf) : (memref<2xf64>) -> ()
      }
    }
    "test.mid"() : () -> ()
  }
  return
}

// -----

func.func @two_ifs_and_nested_scope(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      memref.alloca_scope {
        %buf = memref.alloca() : memref<2xf64>
        %inner = memref.alloca_scope -> (memref<3xi8>) {
          %b2 = memref.alloca() : memref<3xi8>
          "test.use"(%b2) : (memref<3xi8>) -> ()
          memref.alloca_scope.return %b2 : memref<3xi8>
        }
        "test.use"(%buf, %inner) : (memref<2xf64>, memref<3xi8>) -> ()
      }
    }
  }
  return
}

// -----

func.func @unregistered_region_terminator(%k: index) {
  "test.wrap"() ({
    memref.alloca_scope {
      %buf = memref.alloca(%k) : memref<?xi16>
      "test.use"(%buf) : (memref<?xi16>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @operand_defined_inside(%c: i1, %k: index) {
  scf.if %c {
    %twice = arith.addi %k, %k : index
    memref.alloca_scope {
      %a = memref.alloca(%twice) : memref<?xf32>
      %b = memref.alloca(%k) : memref<?xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}
"""


def _canonicalize(text: str) -> str:
    return canonicalize(text, allow_unregistered=True)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("i", range(len(split_chunks(CASES))))
def test_alloca_scope_canonicalization_matches_iree_opt(i):
    chunk = split_chunks(CASES)[i]
    assert _canonicalize(chunk).strip() == iree_opt(chunk, "--canonicalize").strip()


def test_hoisted_allocas_leave_the_scope():
    out = _canonicalize(split_chunks(CASES)[3])
    head = out.split("scf.if")[0]
    assert "memref.alloca() : memref<2xf64>" in head and "memref.alloca() : memref<3xi8>" in head
    # an alloca sized by a value computed inside the hoisting range stays; the other one moves
    out = _canonicalize(split_chunks(CASES)[5])
    head, body = out.split("scf.if", 1)
    assert "memref.alloca(%arg1)" in head and "memref.alloca(%0)" in body


KERNEL = """
func.func @f(%c: i1, %d: i1, %x: f32, %k: index, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    scf.if %d {
      memref.alloca_scope {
        %t = memref.alloca(%k) : memref<?xf32>
        memref.store %x, %t[%c0] : memref<?xf32>
        %v = memref.load %t[%c0] : memref<?xf32>
        %w = arith.mulf %v, %v : f32
        memref.store %w, %out[%c0] : memref<1xf32>
      }
    }
  }
  return
}
"""


def test_hoisted_kernel_computes_the_same():
    text = _canonicalize(KERNEL)
    assert text.index("memref.alloca(%arg3)") < text.index("scf.if")
    if iree_opt_path() is not None:
        assert text.strip() == iree_opt(KERNEL, "--canonicalize").strip()
    for mod in (vecir.parse(KERNEL), vecir.parse(text)):
        for c, d, x in ((True, True, 3.0), (True, False, 2.5), (False, True, -1.5)):
            out = np.ones(1, dtype=np.float32)
            vecir.run(mod, "f", c, d, np.float32(x), 4, out)
            assert out[0] == (np.float32(x * x) if c and d else np.float32(1.0))
