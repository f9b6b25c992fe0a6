"""lit configuration: `.mlir` tests under tests/lit, run with lit's internal shell.

RUN lines may use `vecir-opt`, `vecir-run` (this checkout's tools, run by the Python that runs lit),
`filecheck` (the PyPI FileCheck port; `FileCheck` is an alias) and `not` (lit's builtin).
"""

import os
import sys

import lit.formats

config.name = "vecir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")
config.excludes = ["Output", "Inputs", "lit.cfg.py"]

_root = os.path.dirname(os.path.dirname(config.test_source_root))
_py = '"' + sys.executable + '"'
config.environment["PYTHONPATH"] = _root + os.pathsep + os.environ.get("PYTHONPATH", "")
for _var in ("HOME", "TMPDIR", "PATH"):
    if _var in os.environ:
        config.environment[_var] = os.environ[_var]


def _filecheck() -> str:
    import shutil

    exe = shutil.which("filecheck")
    return exe if exe else _py + " -m filecheck"


# longest names first: substitutions are applied in order
config.substitutions.append((r"\bvecir-opt\b", _py + " -m vecir.tools.opt"))
config.substitutions.append((r"\bvecir-run\b", _py + " -m vecir.tools.run"))
config.substitutions.append((r"\bFileCheck\b", _filecheck()))
config.substitutions.append((r"\bfilecheck\b", _filecheck()))
