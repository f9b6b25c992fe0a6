// Core syntax and structure errors of the generic parser and verifier (upstream's mlir/test/IR
// invalid*.mlir families), each checked with `iree-opt --verify-diagnostics --split-input-file
// --allow-unregistered-dialect`.

func.func @loop_back_to_entry(%n: i1) {
  // expected-error @below {{entry block of region may not have predecessors}}
  "region.holder"() ({
  ^head:
    "pre.step"() : () -> ()
    cf.br ^next
  ^next:
    cf.cond_br %n, ^head, ^next
  }) : () -> ()
  return
}

// -----

// expected-error @below {{entry block of region may not have predecessors}}
func.func @entry_branches_to_itself() {
^start:
  "self.jump"()[^start] : () -> ()
}
