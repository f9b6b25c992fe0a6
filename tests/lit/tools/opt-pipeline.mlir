// RUN: vecir-opt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' | filecheck %s
// RUN: vecir-opt %s -p 'func.func(cse),symbol-dce' | filecheck %s
// RUN: vecir-opt %s -p 'builtin.module(func.func(cse),symbol-dce)' | filecheck %s
// RUN: vecir-opt %s --cse --symbol-dce | filecheck %s
// RUN: vecir-opt %s --symbol-dce --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP
// RUN: vecir-opt %s -p 'func.func(print-ir{label=hello})' 2>&1 >/dev/null | filecheck %s --check-prefix=PRINTIR
// RUN: vecir-opt %s --print-ir='label="a b"' 2>&1 >/dev/null | filecheck %s --check-prefix=QUOTED
// RUN: vecir-opt %s -p 'builtin.module()' | filecheck %s --check-prefix=EMPTY

// The private function is dead: symbol-dce removes it whichever way the pipeline is spelled.
// CHECK-LABEL: func.func @live
// CHECK-NOT: @dead

// DUMP:      Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   symbol-dce
// DUMP-NEXT: )

// print-ir prints each function with local scope, as op->dump() does.
// PRINTIR:      {{^}}// -----// IR Dump hello //----- //
// PRINTIR-NEXT: func.func @live() {
// PRINTIR:      {{^}}// -----// IR Dump hello //----- //
// PRINTIR-NEXT: func.func private @dead() {

// QUOTED: {{^}}// -----// IR Dump a b //----- //
// QUOTED-NEXT: module {

// EMPTY: func.func private @dead
func.func @live() {
  return
}
func.func private @dead() {
  return
}
