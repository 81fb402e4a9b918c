"""Variation templates. Putnam: one module per Putnam year (``y1980.py``: the ``putnam_1980_*``
templates). HARP: the subpackage ``harp/`` (one module per HARP level). Each module defines
``TEMPLATES: list[Template]``.
"""
