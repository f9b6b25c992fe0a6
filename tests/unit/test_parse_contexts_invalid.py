"""Parser errors worded with their context as upstream's parser words them: the generic form's
operand list, a declarative format's optional operand list, affine map and integer set delimiters,
a dictionary's missing attribute name (at the end of the previous token), a dialect attribute's
unbalanced body (upstream scans the body before the dialect parses it), and keywords of a custom op
(OpAsmParser::parseKeyword names the op). ``tests/invalid/parse_contexts.mlir`` is accepted by
`iree-opt --verify-diagnostics`; vecir must report the same diagnostics at the same line:column."""

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("parse_contexts.mlir")


def test_errors_at_the_end_of_the_buffer_match_iree_opt() -> None:
    """Where the text stops mid-construct: upstream's tensor literal parser points at the last
    character, a missing token backs up to the previous token, a string lexer error sits at the end."""
    import subprocess
    import sys

    import pytest

    from .oracle import iree_opt_path

    if iree_opt_path() is None:
        pytest.skip("iree-opt is not installed")
    texts = ['"test.op"() {a = dense<[1, ', '"test.op"() {a = dense<\n\n', '"test.op"() {a = 2 : i8, \n\n',
             '"test.op"() {a = "unterminated', "func.func @f(%x: i32"]
    for text in texts:
        args = ["--allow-unregistered-dialect", "-"]
        want = subprocess.run([iree_opt_path(), *args], input=text, capture_output=True, text=True, timeout=60)
        got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", *args], input=text, capture_output=True,
                             text=True, timeout=60)
        assert want.returncode == 1
        assert got.stderr.splitlines()[0] == want.stderr.splitlines()[0], text
