"""hardmath: hard math-reasoning benchmarks for lm-evaluation-harness.

Sub-packages: ``hardmath.equivalence`` (answer extraction + equivalence),
``hardmath.variations`` (functional variation engine), ``hardmath.lm_eval_tasks``
(one folder per benchmark: task configs, hooks, analysis, report) and ``hardmath.lmeval``
(the one seam to lm-eval's internals). Importing this package is cheap on purpose: the
site-packages ``.pth`` hook imports it at every interpreter start.

In the repository the first three sit at the root (``equivalence/`` ...); installs, editable ones
included, map them under ``hardmath`` (``setup.py``'s ``package_dir``). Run the code and the tests
from an install (``pip install -e ".[test]"``), never from the bare checkout.
"""

__version__ = "0.1.0"
