"""lm-eval task configs (one folder per benchmark) and their thin hooks.

``TASKS_DIR`` is what to pass to ``lm_eval --include_path`` when autoload is
off (``HARDMATH_AUTOLOAD=0``).
"""

from pathlib import Path

TASKS_DIR: str = str(Path(__file__).resolve().parent)
