"""`vecir layout`: the ownership picture of a nested layout, and its diagnostics for bad input."""

from __future__ import annotations

import subprocess
import sys

from vecir.tools.main import main

L1 = ("#iree_vector_ext.nested_layout<subgroup_tile = [1], batch_tile = [2], outer_tile = [1], thread_tile = [4], "
      "element_tile = [2], subgroup_strides = [0], thread_strides = [1]>")
L2 = ("#iree_vector_ext.nested_layout<subgroup_tile = [2, 1], batch_tile = [1, 2], outer_tile = [1, 1], "
      "thread_tile = [2, 2], element_tile = [1, 2], subgroup_strides = [1, 0], thread_strides = [2, 1]>")


def test_one_dim_picture(capsys):
    assert main(["layout", L1]) == 0
    head, row = capsys.readouterr().out.splitlines()
    assert head.startswith("// nested_layout<") and head.endswith("vector<16> -> vector<4> per thread; 1 subgroup x 4 threads")
    # element i = (batch * 4 + thread) * 2 + element: its owner is (i // 2) % 4
    assert row.split() == [str((i // 2) % 4) for i in range(16)]


def test_two_dim_picture_names_subgroup_and_thread(capsys):
    assert main(["layout", L2, "--shape", "4x8"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "2 subgroups x 4 threads" in lines[0]
    grid = [line.split() for line in lines[1:]]
    assert len(grid) == 4 and all(len(r) == 8 for r in grid)
    for r in range(4):
        for c in range(8):
            # dim 0: subgroup r // 2 (subgroup stride 1), virtual thread row r % 2 (thread stride 2);
            # dim 1: virtual thread column (c // 2) % 2 (thread stride 1)
            assert grid[r][c] == f"{r // 2}:{(r % 2) * 2 + (c // 2) % 2}"


def test_replicated_and_higher_rank(capsys):
    gap = ("nested_layout<subgroup_tile = [1, 1, 1], batch_tile = [2, 1, 1], outer_tile = [1, 1, 1], "
           "thread_tile = [1, 2, 1], element_tile = [1, 1, 2], subgroup_strides = [0, 0, 0], thread_strides = [0, 2, 0]>")
    assert main(["layout", gap]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "// [0, :, :]" and out[4] == "// [1, :, :]"
    # thread ids 0..3: 0 and 1 own virtual row 0, 2 and 3 own row 1 (stride 2 leaves a gap): marked with *
    assert out[2].split() == ["0*", "0*"] and out[3].split() == ["2*", "2*"]


def test_bad_input_is_a_diagnostic(capsys):
    bad_rank = L1.replace("thread_strides = [1]", "thread_strides = [1, 2]")
    assert main(["layout", bad_rank]) == 1
    assert capsys.readouterr().err == "<layout>:1:31: error: all fields must have the same rank as the layout\n"
    assert main(["layout", L1, "--shape", "8"]) == 1
    assert "error: Vector shape: [8] does not match the layout (nested_layout<" in capsys.readouterr().err
    assert main(["layout", "#iree_vector_ext.nested_layout<subgroup_tile = [1] batch_tile = [1]>"]) == 1
    assert capsys.readouterr().err == "<layout>:1:51: error: expected ','\n"


def test_console_script():
    proc = subprocess.run([sys.executable, "-m", "vecir.tools.main", "layout", L1], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0 and proc.stdout.splitlines()[1].split()[:4] == ["0", "0", "1", "1"]
