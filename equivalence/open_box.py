r"""A response that stops inside a box it opened: ``... we get 150.\n\nSo the final answer is $\boxed{150`` (a small
model that ends its turn before the closing brace).

The box is closed when its content restates, as written, the value the sentence before it ends on: the model said
the value in full and stopped while boxing it. Otherwise the box stays open and unread, since a text cut off inside a
box may have lost the value's last characters (``\boxed{1`` of ``\boxed{12}``).
"""

from __future__ import annotations

import re

MAX_CONTENT = 120  # characters an open box's content may have
RESTATED_WITHIN = 300  # characters before the box the restated value is looked for in
_OPEN_BOX = re.compile(rf"\\(?:boxed|fbox)\s*\{{([^\n]{{1,{MAX_CONTENT}}})$")


def closed_box(text: str) -> str:
    """``text`` with a box it ends inside closed, where its content restates the value stated just before; else as is."""
    tail = text.rstrip()
    m = _OPEN_BOX.search(tail, max(0, len(tail) - MAX_CONTENT - 16))
    if m is None:
        return text
    content = m.group(1).strip()
    if not content or content.count("{") != content.count("}") or "\\boxed" in content:
        return text
    before = tail[max(0, m.start() - RESTATED_WITHIN) : m.start()]
    if not re.search(r"(?<![\w.])" + re.escape(content) + r"\$?\s*[.。]", before):
        return text
    line = tail[tail.rfind("\n") + 1 :]
    return tail + "}" + ("$" if line.count("$") % 2 else "")
