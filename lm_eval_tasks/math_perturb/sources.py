"""MATH-Perturb's datasets (Huang et al., 2025): the perturbed problems (pinned files of
github.com/Kaffaljidhmah2/MATH-Perturb) and the MATH problems they perturb (local copy only).
"""

from __future__ import annotations

from hardmath.data import Source, github_file

MATHP_REPO = "Kaffaljidhmah2/MATH-Perturb"
MATHP_COMMIT = "df4840f680fce405c9449008564574961c7f4df1"
_FIELDS = {
    "problem_id": int,
    "problem": str,
    "answer": (str, int, float),
    "level": str,
    "type": str,
    "original_split": str,
}

SOURCES = [
    *(
        Source(
            f"math_perturb_{kind}",
            f"math_perturb/math_perturb_{kind}.jsonl",
            github_file(MATHP_REPO, MATHP_COMMIT, f"math_perturb/math_perturb_{kind}.jsonl"),
            sha,
            dict(_FIELDS),
            rows=279,
            rows_sha256=rows_sha,
        )
        for kind, sha, rows_sha in (
            (
                "simple",
                "2130821d4235dc1f5d962bee7f84a096651bf98fcb17b6dcfd3d0a48875ba5bb",
                "bbd4dc80b41512ab6415b4313313cb00d67e0a3388626d62bf9dbb8db3ec6d5b",
            ),
            (
                "hard",
                "418ca51e02f3b639a919dda72b5201ce35ac6c6d7d31c3231735beb4ea012dd7",
                "77ee8c4f2145b0f4d6b6713f2a337be51f33eeb1f3b54348ba5864a90cbb8750",
            ),
        )
    ),
    Source(
        "math",
        "math/math_full.jsonl",
        None,
        None,
        {"unique_id": str, "split": str, "problem": str, "solution": str, "level": str, "type": str},
        rows=12500,
        file_sha256="1fc651b66ad4e0388f7d72c7c2b3672f502fc145cea0411cce82fe494387e1c6",
        rows_sha256="b19a44fea3e67052f98dcb4a508bd5f017cc69eb7bb57368582dcf8d1b6de127",
    ),
]
