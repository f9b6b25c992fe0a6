// Malformed pipelines are reported as upstream reports them (<unknown>:0 diagnostics quoting the
// pipeline text), and the input is left alone.

// RUN: not vecir-opt %s --pass-pipeline='cse' 2>&1 | filecheck %s --check-prefix=WRAP
// WRAP: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not vecir-opt %s --pass-pipeline='builtin.module(cse))' 2>&1 | filecheck %s --check-prefix=EXTRA
// EXTRA:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA-NEXT: {{^}}cse){{$}}
// EXTRA-NEXT: {{^}}   ^{{$}}

// RUN: not vecir-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | filecheck %s --check-prefix=UNBAL
// UNBAL: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline

// RUN: not vecir-opt %s -p 'cse,no-such-pass' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: {{^}}cse,no-such-pass{{$}}
// UNKNOWN-NEXT: {{^}}    ^{{$}}

// RUN: not vecir-opt %s -p 'cse{foo=1}' 2>&1 | filecheck %s --check-prefix=NOOPT
// NOOPT:      <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// NOOPT-EMPTY:
// NOOPT-NEXT: failed to add `cse` with options `foo=1`

// RUN: not vecir-opt %s -p 'func.func(canonicalize{max-iterations=abc})' 2>&1 | filecheck %s --check-prefix=BADVAL
// BADVAL:      vecir-opt: for the --max-iterations option: 'abc' value invalid for long argument!
// BADVAL-NEXT: <unknown>:0: error:
// BADVAL-NEXT: failed to add `canonicalize` with options `max-iterations=abc`
// BADVAL-NEXT: failed to add `func.func` with options `` to inner pipeline

// RUN: not vecir-opt %s -p 'canonicalize{top-down=maybe}' 2>&1 | filecheck %s --check-prefix=BADBOOL
// BADBOOL: vecir-opt: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1

// RUN: not vecir-opt %s -p 'cse{' 2>&1 | filecheck %s --check-prefix=BRACE
// BRACE: error: missing closing '}' while processing pass options

// RUN: not vecir-opt %s --pass-pipeline='func.func(cse)' 2>&1 | filecheck %s --check-prefix=ANCHOR
// ANCHOR: opt-pipeline-errors.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op

// RUN: not vecir-opt %s --cse=x 2>&1 | filecheck %s --check-prefix=FLAG
// FLAG:      <unknown>:0: error: <Pass-Options-Parser>: no such option x
// FLAG-EMPTY:
// FLAG-NEXT: <unknown>:0: error: failed to add `cse` with options `x`

// RUN: not vecir-opt %s --cse -p 'cse' 2>&1 | filecheck %s --check-prefix=MIX
// MIX: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// RUN: not vecir-opt %s --no-such-flag 2>&1 | filecheck %s --check-prefix=CLI
// CLI: vecir-opt: Unknown command line argument '--no-such-flag'.  Try: 'vecir-opt --help'

func.func @f() {
  return
}
