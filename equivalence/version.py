"""The checker's version, logged with every hardmath task's config (``checker_version``).

Bump it whenever any verdict on the committed corpora changes (bench/corpora/*.jsonl,
bench/equivalence_heldout.jsonl, the equivalence test fixtures): results graded by two checker
versions are not comparable, and ``hardmath compare`` refuses to gate across them
(``hardmath rescore`` puts old responses on the new checker).
"""
CHECKER_VERSION = "5"  # 5: equal by exact identity and apart relatively at any size, before SymPy (issue 32)
