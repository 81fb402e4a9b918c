"""What a result is comparable with (hardmath.versions): the data digest and the stamp."""

from __future__ import annotations

from hardmath.equivalence.version import CHECKER_VERSION
from hardmath.versions import documents_digest, stamp


def test_digest_follows_the_documents_not_their_key_order():
    rows = {"test": [{"a": 1, "b": "x"}, {"a": 2, "b": "y"}]}
    same = {"test": [{"b": "x", "a": 1}, {"b": "y", "a": 2}]}
    assert documents_digest(rows) == documents_digest(same)
    assert documents_digest(rows) != documents_digest({"test": rows["test"][:1]})
    assert documents_digest(rows) != documents_digest({"test": [{"a": 1, "b": "x"}, {"a": 2, "b": "z"}]})
    assert documents_digest(rows) != documents_digest({"train": rows["test"]})


def test_stamp_keeps_the_metadata_and_adds_checker_and_data():
    meta = stamp({"version": 1.2, "data_dir": "d"}, {"test": [{"a": 1}]})
    assert meta["version"] == 1.2 and meta["data_dir"] == "d"
    assert meta["checker_version"] == CHECKER_VERSION and len(meta["data_digest"]) == 64
