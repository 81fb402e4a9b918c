"""The checker's version, logged with every hardmath task's config (``checker_version``).

Bump it whenever any verdict on the committed corpora changes (bench/corpora/*.jsonl,
bench/equivalence_heldout.jsonl, the equivalence test fixtures): results graded by two checker
versions are not comparable, and ``hardmath compare`` refuses to gate across them
(``hardmath rescore`` puts old responses on the new checker).
"""

# History (one line per version, newest first):
# 12: a time of day with AM/PM is no ratio; for a one-word gold, the word a last sentence states after a number ("100 days from now it will be Friday"); a decimal comma against a gold in the asked unit (issue 30)
# 11: closing words and checks are no statement; the value said of a restated span; plain lists and mixed numbers in words; a sentence after a marker; money $; a box taken back; concluding counts; one-word statements; Unicode roots take every digit; temperature scales (issue 30, round-4 probes)
# 10: a percent is a fraction of 100 against a fraction or decimal; "no solution" is the empty set (issue 30, principle 2)
# 9: a bare letter claimed at the end of the last sentence or opening the response (issue 30, principle 7); a Chinese statement: its one math span, a long Chinese sentence is prose (principle 8)
# 8: a final sentence is read by its main clause (a reason or condition clause after the value is not); joined spans after a lead-in; plain ratios and mixed numbers (issue 30)
# 7: with the question, a last number that restates one of its numbers gives way to the sentence's new number; a congruence states its residue (issue 30)
# 6: a one-word response is its answer; a clause that says it corrects the answer corrects it; letters, units, wrappers (issue 30, round 4)
# 5: exact identity and relative gaps before SymPy (issue 32); units asked, shared gold/answer stage, joined spans, exp(2) in prose (issue 30)
CHECKER_VERSION = "12"
