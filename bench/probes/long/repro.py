"""Minimal repros distilled from the long-response probe's failures.

Run:  python bench/probes/long/repro.py

Each case is (name, response, gold, question, expected); prints ok/FAIL per case. A FAIL is a known
limit of the checker (see docs/checker.md), not a broken script.
"""

from hardmath.equivalence import grade

F = lambda n: ("Check: 12 + 30 = 42. " * 400)[:n]
W = lambda n: ("This is a sentence of words. " * 400)[:n]
R = [
    # A: answer-is statement followed by > ~4,000 chars
    ("A1", "So the answer is 54.\n\n" + W(4100) + "\n\nEverything is consistent.", "54", None, True),
    ("A2", "The answer is $54$.\n\n" + W(4100) + "\n\nSo 3 + 4 = 7 ✓.", "54", None, True),
    ("A3", "The answer is $44$.\n\n" + W(4100) + "\n\nBrute force: exactly 54 of them ✓.", "54", None, False),
    ("A4", "La réponse est 54.\n\n" + W(4100) + "\n\nTout est cohérent.", "54", None, True),
    ("A0ctl", "The final answer is $54$.\n\n" + W(4100) + "\n\nEverything is consistent.", "54", None, True),
    # B: unmarked final statement after an earlier box
    (
        "B1",
        "So the answer is $\\boxed{85}$.\n\nWait, I counted the multiples of 6 twice: 51 + 34 - 17 = 68.\n\nSo the count is $68$.",
        "68",
        None,
        True,
    ),
    (
        "B2",
        "So the answer is $\\boxed{68}$.\n\nWait, maybe I should not subtract: 51 + 34 = 85.\n\nSo the count is $85$.",
        "68",
        None,
        False,
    ),
    (
        "B3",
        "There are $\\left\\lfloor 100/3 \\right\\rfloor = \\boxed{33}$ multiples of 3.\n\nSo the count is $47$.",
        "47",
        None,
        True,
    ),
    # C: unmarked final answer followed by a check / chatter / closing words
    ("C1", "Therefore, the solution is $x = -1$.\n\nSo 36 = 36 ✓.", "-1", None, True),
    ("C2", "So the count is $87$.\n\nI hope this helps!", "87", None, True),
    ("C3", "So the count is $82$.\n\nSo 123 + 82 - 41 = 164 ✓.", "164", None, False),
    ("C4", "So the remainder is $4$.\n\nLet me know if you'd like to try 200 or 300 instead.", "4", None, True),
    # D: trailing clause / restated givens in the last sentence
    (
        "D1",
        "Hence 45 three-digit integers have digit sum 19, out of 900.",
        "45",
        "How many three-digit positive integers have digits whose sum is $19$?",
        True,
    ),
    (
        "D2",
        "So the first 43 terms add up to 7267, the last of them being 337.",
        "7267",
        "Find the sum of the first $43$ terms of the arithmetic sequence $1, 9, 17, \\ldots$.",
        True,
    ),
    (
        "D3",
        "Hence 104 of the integers from 1 to 224 are divisible by 3 or 5.",
        "104",
        "How many positive integers less than or equal to $224$ are divisible by $3$ or $5$?",
        True,
    ),
    (
        "D4",
        "So $x = -8$ is the solution of $4(x + 2) - 16 = 6x + 8$.",
        "-8",
        "Solve for $x$: $4(x + 2) - 16 = 6x + 8$.",
        True,
    ),
    # E: currency dollar signs read as math delimiters
    ("E1", "She will still owe $250, since she has repaid $720 so far.", "250", None, True),
    ("E2", "So Janeth still owes $570 of the $1675.", "570", None, True),
    # F: multi-part answers in prose / labelled equations
    ("F1", "So the GCD is 11 and the LCM is 748.", "11, 748", None, True),
    ("F2", "(a) $\\gcd(42, 175) = 7$\n(b) $\\operatorname{lcm}(42, 175) = 1050$", "7, 1050", None, True),
    (
        "F3",
        "So the solutions are $x = 1$ and $x = 2$.\n\nLet's verify: $1^2 - 3(1) + 2 = 0$ ✓ and $2^2 - 3(2) + 2 = 0$ ✓.",
        "1, 2",
        None,
        True,
    ),
    # G: list label with colon read as a ratio
    ("G1", "To summarize:\n\n- Coefficient of x: 5\n- **x: 5**", "5", None, True),
]
for name, r, g, q, exp in R:
    v = grade(r, g, question=q)
    print(
        f"{name:6s} expected={exp!s:5s} got={bool(v)!s:5s} {'FAIL' if bool(v) != exp else 'ok  '} answer={v.answer!r} status={v.status} reason={v.reason!r}"
    )
