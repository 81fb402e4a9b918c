"""HARP's datasets (Yue et al., 2024): pinned files of github.com/aadityasingh/HARP."""

from __future__ import annotations

from hardmath.data import Source, github_file

HARP_REPO = "aadityasingh/HARP"
HARP_COMMIT = "31e5e8f865540374c772fb0c238fb422c3cc3b2c"
HARP_PROOF_COMMIT = "dac2734ff6443bcaf3bbdcb10f13cf21ae9729c2"
_FIELDS = {"year": (str, int), "contest": str, "number": (int, str), "level": int, "subject": str, "problem": str}

SOURCES = [
    Source(
        "harp_default",
        "harp/harp_default.jsonl",
        github_file(HARP_REPO, HARP_COMMIT, "HARP.jsonl.zip"),
        "67d1d89c3137ccce37e2da49b768757680a6efa7630380f7c73ff1e46aeef019",
        {**_FIELDS, "answer": str, "solution_1": str},
        rows=4780,
        member="HARD-Math.jsonl",
        file_sha256="14dce2a0cbc97307b7c02b92e7de26b0a2d68c0198b21b6eabdc70056a652bf8",
        rows_sha256="8d69b6d228ef01b2e4a2341a4955b7583f03b9810f50ae4be3bc337500fc368e",
    ),
    Source(
        "harp_mcq",
        "harp/harp_mcq.jsonl",
        github_file(HARP_REPO, HARP_COMMIT, "HARP_mcq.jsonl.zip"),
        "803927c65c44eecdc05161c60f5b912c78d4c5da141ff2978cb0063552786ab6",
        {**_FIELDS, "answer": str, "choices": dict, "answer_choice": str},
        rows=4110,
        member="HARD-Math_mcq.jsonl",
        file_sha256="f6066523f89fb0d8239627c7c6882569ef47a99576de75dc8436d265b3729c3f",
        rows_sha256="88085f9b1dc8ff52153da35a3bfdcfb8cbed7bfbe61cd3221701a8c6d1efc615",
    ),
    Source(
        "harp_proof_based",
        "harp/harp_proof_based.jsonl",
        github_file(HARP_REPO, HARP_PROOF_COMMIT, "HARP_proof-based.jsonl.zip"),
        "c50e24a4f639e1f3c2e0dbd0a944e9bc1cb0f19288bd1cb53722d2a96fe417b9",
        {**_FIELDS, "solution_1": str},
        rows=310,
        file_sha256="3d8b564da64947478f08fdc4f9ef6086de9bf10cbc95966ee9e0c523948a0d70",
        rows_sha256="3a84545eac1a6dce610a76d67d99e996e514ceee3d6c2c7e0965757cb966507c",
    ),
]
