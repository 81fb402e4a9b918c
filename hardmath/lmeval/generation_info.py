"""What a backend said about one generation (:class:`GenerationInfo`), and the text that stands in for
a reply the backend could not read (:func:`backend_error_text`, read back by :func:`backend_error_of`).

No lm-eval import: the grade filter, the task class and the backend wrappers share these.
"""

from __future__ import annotations

import dataclasses
from typing import Any

# The text a tracked request gets instead of a reply the backend could not read (an error body, a bad
# choice, a list for a text): never a response of the model, and recognisable in any log or cache.
BACKEND_ERROR_PREFIX = "[hardmath: backend error] "


@dataclasses.dataclass(frozen=True)
class GenerationInfo:
    """What the backend said about one generation (None: it cannot tell).

    ``note``: what was odd about the reply although it could be read (a token count or finish
    reason recorded as unknown); ``error``: why the reply could not be read at all (no response).
    """

    max_length: bool | None = None
    tokens: int | None = None
    note: str | None = None
    error: str | None = None


UNKNOWN = GenerationInfo()


def backend_error_text(what: str) -> str:
    """The text that stands in for an unreadable reply, saying why in one line."""
    return BACKEND_ERROR_PREFIX + " ".join(what.split())[:300]


def backend_error_of(response: Any) -> str | None:
    """Why ``response`` is no response of the model (the backend could not read the server's reply),
    from what the backend recorded or from its stand-in text (e.g. a cached one); None for a response.
    """
    error = getattr(response, "error", None)
    if isinstance(error, str):
        return error
    if isinstance(response, str) and response.startswith(BACKEND_ERROR_PREFIX):
        return response[len(BACKEND_ERROR_PREFIX) :] or "unreadable reply"
    return None
