"""Progress bars for long commands: shown on a terminal, quiet when stderr is not one (a log, a
pipe, CI), as lm-eval's own tqdm bars are.
"""

from __future__ import annotations

import sys
from typing import Any


def on_terminal(stream: Any = None) -> bool:
    """Whether ``stream`` (default: stderr, where bars go) is a terminal."""
    stream = sys.stderr if stream is None else stream
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # closed or replaced streams
        return False


def bar(total: int | None, desc: str, *, enabled: bool = True, **kwargs: Any) -> Any:
    """A tqdm bar on stderr, disabled unless ``enabled`` and stderr is a terminal."""
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, disable=not (enabled and on_terminal()), file=sys.stderr, **kwargs)
