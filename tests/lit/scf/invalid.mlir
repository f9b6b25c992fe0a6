// The invalid-input cases of tests/invalid/scf.mlir (each annotated with upstream's diagnostic).
// RUN: vecir-opt --verify-diagnostics --split-input-file --allow-unregistered-dialect %S/../../invalid/scf.mlir
