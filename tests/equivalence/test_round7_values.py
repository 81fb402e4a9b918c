r"""Round 7 (issue 39, blind set F's dev split): when two values or forms are equal. Each class is
generated over several phrasings and notations, each with wrong twins that must stay wrong. Cases
written for this test (none copied from a probe set).
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import is_equivalent

EQUAL, DIFFERS = "equal", "differs"


def _status(answer: str, gold: str) -> str:
    return is_equivalent(answer, gold).status


# --- Roman-numeral statements named by a noun or followed by a predicate (equivalence/qualified.py)

ROMAN_GOLDS = {
    ("I", "II"): ["\\text{I and II}", "\\text{I and II only}", "I, II"],
    ("II", "III"): ["\\text{II and III only}", "II, III"],
}
ROMAN_PHRASES = [
    "Quadrants <a> and <b>",
    "\\text{Quadrants <a> and <b>}",
    "quadrants <a> and <b> only",
    "Only <a> and <b> hold.",
    "Statements <a> and <b> are true",
    "options <a> and <b> are correct.",
    "the <oa> and <ob> quadrants",
    "<OA> and <ob> quadrant",
]
_ORD = {"I": "first", "II": "second", "III": "third"}


def _roman(phrase: str, a: str, b: str) -> str:
    fields = {"<a>": a, "<b>": b, "<oa>": _ORD[a], "<ob>": _ORD[b], "<OA>": _ORD[a].capitalize()}
    for key, value in fields.items():
        phrase = phrase.replace(key, value)
    return phrase


@pytest.mark.parametrize("phrase", ROMAN_PHRASES)
@pytest.mark.parametrize("pair, gold", [(p, g) for p, golds in ROMAN_GOLDS.items() for g in golds])
def test_roman_numerals_with_a_noun_equal_the_list(phrase, pair, gold):
    assert _status(_roman(phrase, *pair), gold) == EQUAL


@pytest.mark.parametrize("phrase", ROMAN_PHRASES)
@pytest.mark.parametrize("wrong, gold", [(("I", "III"), "\\text{I and II}"), (("I", "II"), "\\text{II and III only}")])
def test_other_numerals_with_a_noun_stay_wrong(phrase, wrong, gold):
    assert _status(_roman(phrase, *wrong), gold) == DIFFERS


@pytest.mark.parametrize(
    "answer", ["not I and II", "all but I", "except III", "Quadrants I or II", "neither I nor II", "quadrant I"]
)
def test_negations_hedges_and_parts_of_a_roman_list_stay_wrong(answer):
    assert _status(answer, "\\text{I and II}") == DIFFERS


# --- a worded gold with a leading copula or a trailing "only"

COPULA_GOLDS = ["\\text{is }{{{v}}}", "\\text{is {v}}", "\\text{equals }{v}", "\\text{would be }{v}"]


@pytest.mark.parametrize("gold", COPULA_GOLDS)
@pytest.mark.parametrize("value", ["35", "-4", "3.5"])
def test_a_leading_copula_is_no_part_of_a_gold(gold, value):
    g = gold.replace("{v}", value)
    assert _status(value, g) == EQUAL
    assert _status("36", g) == DIFFERS


ONLY_GOLDS = ["\\text{10 or 100, only}", "\\text{10 or 100 only}", "\\text{10 and 100, only}"]


@pytest.mark.parametrize("gold", ONLY_GOLDS)
@pytest.mark.parametrize("answer", ["x\\in\\{10,100\\}", "x=10 \\text{ or } x=100", "100, 10", "\\{10, 100\\}"])
def test_a_trailing_only_is_no_part_of_a_list(gold, answer):
    assert _status(answer, gold) == EQUAL


@pytest.mark.parametrize("gold", ONLY_GOLDS)
@pytest.mark.parametrize("answer", ["10", "x\\in\\{10,1000\\}", "100", "\\{1, 10, 100\\}"])
def test_part_of_a_list_or_another_list_stays_wrong(gold, answer):
    assert _status(answer, gold) == DIFFERS


# --- two bounds in words are an interval

CLOSED_WORDS = [
    "\\text{at least }{a}\\text{ and no more than }{b}",
    "\\text{at least {a} and at most {b}}",
    "\\text{no less than {a} and no more than {b}}",
    "\\text{between {a} and {b} inclusive}",
    "\\text{from {a} to {b}, inclusive}",
]


@pytest.mark.parametrize("words", CLOSED_WORDS)
@pytest.mark.parametrize("a, b", [("3", "35"), ("-2", "7")])
def test_two_bounds_in_words_are_a_closed_interval(words, a, b):
    gold = words.replace("{a}", a).replace("{b}", b)
    for answer in (f"{a} \\le p \\le {b}", f"[{a}, {b}]", f"{a}\\leq x\\leq {b}"):
        assert _status(answer, gold) == EQUAL, answer
    for answer in (f"{a} < p < {b}", f"[{a}, {b})", f"p \\ge {a}", f"{a} \\le p \\le {int(b) + 1}"):
        assert _status(answer, gold) == DIFFERS, answer


@pytest.mark.parametrize("a, b", [("3", "35"), ("0", "1")])
def test_strict_bounds_in_words_are_an_open_interval(a, b):
    gold = f"\\text{{more than {a} and less than {b}}}"
    assert _status(f"{a} < x < {b}", gold) == EQUAL
    assert _status(f"{a} \\le x \\le {b}", gold) == DIFFERS


def test_generated_cases_are_distinct():
    phrases = {_roman(p, *pair) for p, pair in itertools.product(ROMAN_PHRASES, ROMAN_GOLDS)}
    assert len(phrases) == len(ROMAN_PHRASES) * len(ROMAN_GOLDS)


# --- abbreviated scale words after a number in digits (equivalence/lexicon_numbers_scales.py)

SCALED = [  # (answer, its value)
    ("36 млн", 36 * 10**6),
    ("36 млн.", 36 * 10**6),
    ("2,5 млрд", 25 * 10**8),
    ("5 тыс.", 5000),
    ("36 миллионов", 36 * 10**6),
    ("4 млн", 4 * 10**6),  # Ukrainian writes the same abbreviation
    ("12 тис.", 12000),
    ("2,5 Mio.", 25 * 10**5),
    ("12 Mrd.", 12 * 10**9),
    ("3 Md", 3 * 10**9),
    ("7 milliards", 7 * 10**9),
    ("3 mln", 3 * 10**6),
    ("3 mld", 3 * 10**9),
    ("3 bn", 3 * 10**9),
    ("1.5 bn", 15 * 10**8),
    ("8 tys.", 8000),
    ("9 jt", 9 * 10**6),
    ("3億", 3 * 10**8),
    ("2 tỷ", 2 * 10**9),
    ("\\$36M", 36 * 10**6),
    ("\\$5k", 5000),
    ("€2bn", 2 * 10**9),
    ("US$2bn", 2 * 10**9),
    ("\\textdollar 2.5M", 25 * 10**5),
]


@pytest.mark.parametrize("answer, value", SCALED)
def test_an_abbreviated_scale_multiplies_the_number(answer, value):
    assert _status(answer, str(value)) == EQUAL
    assert _status(answer, str(value // 1000)) == DIFFERS  # a thousand times too small
    assert _status(answer, str(value * 10)) == DIFFERS


@pytest.mark.parametrize(
    "answer, gold",
    [
        ("5k", "5000"),  # no currency sign: k may be a variable
        ("$36M$", "36000000"),  # math: 36 times M
        ("36 M", "36000000"),
        ("3 mil", "3000000"),
    ],
)
def test_a_letter_that_may_be_a_variable_is_no_scale(answer, gold):
    assert _status(answer, gold) == DIFFERS


# --- angles in degrees, minutes and seconds; feet and inches marks (equivalence/marks.py)

DMS = [  # (written forms of one angle, its decimal degrees, a wrong decimal)
    (
        ["137^\\circ 30'", "137°30′", "137° 30' 0\"", "137^{\\circ}30^{\\prime}", "137 degrees 30 minutes"],
        "137.5",
        "137.3",
    ),
    (["10°20′30″", "10^\\circ 20' 30''", "10^{\\circ}\\,20'\\,30''"], "\\frac{1241}{120}", "10.2030"),
    (["45°15'", "45^\\circ 15^\\prime"], "45.25", "45.15"),
]


@pytest.mark.parametrize("forms, degrees, wrong", DMS)
def test_degrees_minutes_seconds_equal_the_decimal_degrees_both_ways(forms, degrees, wrong):
    for form in forms:
        for decimal in (degrees, f"{degrees}^\\circ", f"{degrees}°"):
            assert _status(form, decimal) == EQUAL, (form, decimal)
            assert _status(decimal, form) == EQUAL, (decimal, form)
        assert _status(form, wrong) == DIFFERS, form
        assert _status(f"{wrong}^\\circ", form) == DIFFERS, form


PRIMES = [  # (gold with marks, equal answers, wrong answers)
    ("16''", ["16 inches", "16", "16 in", "\\frac{4}{3} feet"], ["16 feet", "16 cm", "17 inches"]),
    ('16"', ["16 inches", "16"], ["16 feet", "15"]),
    ("5'", ["5 feet", "5", "60 inches", "5 ft"], ["5 inches", "5 m", "6"]),
    ("5'6\"", ["5 feet 6 inches", "5.5 feet", "66 inches", "5.5"], ["5.6 feet", "56 inches", "5 feet 5 inches"]),
]


@pytest.mark.parametrize("gold, equal, wrong", PRIMES)
def test_primes_after_a_number_are_feet_and_inches(gold, equal, wrong):
    for answer in equal:
        assert _status(answer, gold) == EQUAL, answer
    for answer in wrong:
        assert _status(answer, gold) == DIFFERS, answer


@pytest.mark.parametrize("answer, gold", [("f'(x)", "f(x)"), ("a'", "a"), ("(x^2)'", "x^2"), ("y'", "y")])
def test_a_prime_after_a_name_is_no_unit(answer, gold):
    assert _status(answer, gold) != EQUAL


# --- compound quantities against a single unit; money in cents and dollars

COMPOUND = [  # (compound, its value in the leading unit, wrong values)
    ("3 minutes 45 seconds", ["3 \\frac{3}{4}", "3.75", "\\frac{15}{4}"], ["3.45", "345", "3"]),
    ("2 h 30 min", ["2.5", "2\\frac12"], ["2.3", "230"]),
    ("2 hours and 30 minutes", ["2.5", "\\frac52"], ["2.3"]),
    ("1 ft 6 in", ["1.5"], ["1.6", "16"]),
    ("5 feet 6 inches", ["5.5"], ["5.6", "56"]),
    ("1 h, 2 min and 30 s", ["\\frac{25}{24}"], ["1.0230", "62.5"]),
]


@pytest.mark.parametrize("compound, equal, wrong", COMPOUND)
def test_a_compound_quantity_is_its_value_in_its_leading_unit(compound, equal, wrong):
    for gold in equal:
        assert _status(compound, gold) == EQUAL, gold
        assert _status(gold, compound) == EQUAL, gold
    for gold in wrong:
        assert _status(compound, gold) == DIFFERS, gold


@pytest.mark.parametrize("lead", ["Route B is quicker by **{}**.", "It takes {} in total.", "Answer: {}"])
def test_a_compound_quantity_is_read_whole_from_a_sentence(lead):
    from hardmath.equivalence import grade

    assert grade(lead.format("3 minutes 45 seconds"), "$3 \\frac{3}{4}$").status == EQUAL
    assert grade(lead.format("3 minutes 45 seconds"), "$45$").status == DIFFERS
    assert grade(lead.format("4 minutes 45 seconds"), "$3 \\frac{3}{4}$").status == DIFFERS


MONEY = [  # (gold in dollars, equal amounts, wrong amounts)
    ("\\$2.50", ["250¢", "250 cents", "2 dollars and 50 cents", "\\$2.50", "2.5"], ["25¢", "250 dollars", "2.05"]),
    ("\\textdollar 2.50", ["250¢", "2 dollars 50 cents"], ["2 dollars 5 cents", "205¢"]),
    ("US$3", ["300¢", "300 cents", "3 dollars"], ["3 cents", "30¢"]),
    ("75 cents", ["\\$0.75", "75¢", "0.75 dollars"], ["\\$75", "7.5 dollars"]),
]


@pytest.mark.parametrize("gold, equal, wrong", MONEY)
def test_cents_and_dollars_are_one_measure(gold, equal, wrong):
    for answer in equal:
        assert _status(answer, gold) == EQUAL, answer
    for answer in wrong:
        assert _status(answer, gold) == DIFFERS, answer


# --- repeating decimals with a combining overline or a decimal comma (equivalence/notation.py)

O, M = "\u0305", "\u0304"  # combining overline, combining macron
REPEATING = [  # (written forms, the exact value, wrong values)
    ([f"0.1{O}6{O}", f"0.1{M}6{M}", "0.(16)", "0,(16)"], "\\frac{16}{99}", ["\\frac16", "0.16"]),
    ([f"0.16{O}", f"0,16{O}", "0.1(6)", "0,1(6)", f"0.16{M}"], "\\frac16", ["\\frac{16}{99}", "0.16"]),
    ([f"0.3{O}", "0,(3)", f"0,3{M}"], "\\frac13", ["0.3", "\\frac{3}{10}"]),
    ([f"11,1{O} \\%", f"11.1{O}\\%", f"11,1{O}%"], "11\\frac{1}{9} \\%", ["11.1\\%", "11\\frac{1}{10}\\%"]),
]


@pytest.mark.parametrize("forms, exact, wrong", REPEATING)
def test_a_marked_period_is_a_repeating_decimal(forms, exact, wrong):
    for form in forms:
        assert _status(form, exact) == EQUAL, form
        for other in wrong:
            assert _status(form, other) == DIFFERS, (form, other)


# --- a worded answer in another language's words or script (equivalence/lexicon_kinds.py, words.py)

KIND_WORDS = [  # (answer word, its English, an opposite word of the same language)
    ("无理数", "irrational", "有理数"),
    ("無理数", "irrational", "有理数"),
    ("偶数", "even", "奇数"),
    ("짝수", "even", "홀수"),
    ("иррациональное", "irrational", "рациональное"),
    ("чётное", "even", "нечётное"),
    ("impair", "odd", "pair"),
    ("irracional", "irrational", "racional"),
    ("gerade", "even", "ungerade"),
    ("dispari", "odd", "pari"),
    ("ganjil", "odd", "genap"),
    ("số chẵn", "even", "số lẻ"),
    ("زوجي", "even", "فردي"),
    ("अपरिमेय", "irrational", "परिमेय"),
    ("asal", "prime", "bileşik"),
]


@pytest.mark.parametrize("word, english, opposite", KIND_WORDS)
def test_a_kind_word_of_another_language_is_the_english_gold(word, english, opposite):
    from hardmath.equivalence import grade

    for gold in (f"\\text{{{english}}}", english, f"$\\text{{{english}}}$"):
        assert grade(word, gold).status == EQUAL, gold
        assert grade(opposite, gold).status == DIFFERS, gold


CLOSING = [  # (a last sentence that ends on a word of another language, the gold, a wrong twin's word)
    ("所以两根为**{}**。", "irrational", "无理数", "有理数"),
    ("因此和为{}。", "even", "偶数", "奇数"),
    ("したがって1月1日は**{}**です。", "Wednesday", "水曜日", "木曜日"),
    ("따라서 합은 {}입니다.", "even", "짝수", "홀수"),
    ("Le nombre est {}.", "even", "pair", "impair"),
    ("Die Summe ist {}.", "odd", "ungerade", "gerade"),
    ("Сумма {}.", "even", "четная", "нечетная"),
    ("Por lo tanto, las raíces son {}.", "irrational", "irracionales", "racionales"),
]


@pytest.mark.parametrize("sentence, english, word, wrong", CLOSING)
def test_a_last_sentence_ending_on_a_word_of_another_language_states_it(sentence, english, word, wrong):
    from hardmath.equivalence import grade

    trace = "The discriminant is 8, so we check 2 cases.\n\n"
    gold = f"$\\text{{{english}}}$"
    assert grade(trace + sentence.format(word), gold).status == EQUAL
    assert grade(trace + sentence.format(wrong), gold).status == DIFFERS


@pytest.mark.parametrize(
    "sentence", ["所以两根不是无理数。", "Le nombre n'est pas pair.", "Die Summe ist nicht gerade."]
)
def test_a_negated_closing_word_states_nothing(sentence):
    from hardmath.equivalence import grade

    assert grade(sentence, "$\\text{" + ("irrational" if "无" in sentence else "even") + "}$").status != EQUAL


def test_a_dollar_amount_with_grouped_thousands_keeps_its_digits():
    from hardmath.equivalence import grade

    question = "How many dollars is the car worth now?"
    for written in ("\\$19{,}600", "\\$19,600", "\\$19\\,600", "\\textdollar 19{,}600"):
        assert grade(f"The answer is $\\boxed{{{written}}}$.", "19600", question=question).status == EQUAL
        assert grade(f"The answer is $\\boxed{{{written}}}$.", "19", question=question).status == DIFFERS
    assert _status("1960000¢", "\\$19{,}600") == EQUAL
    assert _status("196000¢", "\\$19{,}600") == DIFFERS


# --- sentences that state a worded value (equivalence/qualified.py, sentences.py)

NO_SOLUTION = [
    "The equation has **no real solutions**.",
    "There are no real roots.",
    "So the equation has no real roots.",
    "Therefore, it has no integer solutions.",
    "The polynomial has no real zeros.",
]


@pytest.mark.parametrize("sentence", NO_SOLUTION)
@pytest.mark.parametrize(
    "gold", ["$\\text{no root}$", "\\emptyset", "\\text{no solution}", "\\text{No real solutions}"]
)
def test_a_sentence_saying_there_is_no_solution_is_the_empty_set(sentence, gold):
    from hardmath.equivalence import grade

    assert grade("We square both sides and compare.\n\n" + sentence, gold).status == EQUAL
    twin = sentence.replace("no real", "two real").replace("no integer", "two integer")
    assert grade("We square both sides and compare.\n\n" + twin, gold).status != EQUAL


ROMAN_SENTENCES = [  # a last sentence that names Roman-numeral statements
    "so the region lies above the $x$-axis: quadrants **{}** only.",
    "**Only {} hold.**",
    "Therefore, statements {} are true.",
    "The region lies in quadrants {}.",
    "Hence options {} are correct.",
]


@pytest.mark.parametrize("sentence", ROMAN_SENTENCES)
def test_roman_numerals_named_in_the_last_sentence_are_the_answer(sentence):
    from hardmath.equivalence import grade

    trace = "Checking each statement in turn.\n\n"
    assert grade(trace + sentence.format("I and II"), "$\\text{I and II}$").status == EQUAL
    assert grade(trace + sentence.format("II and III"), "$\\text{II and III only}$").status == EQUAL
    assert grade(trace + sentence.format("I and III"), "$\\text{I and II}$").status == DIFFERS
    assert grade(trace + sentence.format("I or II"), "$\\text{I and II}$").status != EQUAL


@pytest.mark.parametrize("sentence", ["I checked all cases.", "So I think it is $5$.", "I and my friend agree: 5."])
def test_the_pronoun_i_is_no_roman_numeral(sentence):
    from hardmath.equivalence import grade

    assert grade(sentence, "$\\text{I}$").status != EQUAL


ELLIPSIS = [  # (a decimal whose period is written twice or more before an ellipsis, the exact value, wrong values)
    ("0.333...", "\\frac13", ["\\frac{333}{1000}", "\\frac{3}{10}"]),
    ("0.1666…", "\\frac16", ["\\frac{1666}{10000}", "\\frac17"]),
    ("0.0833\\ldots", "\\frac{1}{12}", ["\\frac{1}{11}"]),
    ("0.4545...", "\\frac{5}{11}", ["\\frac{45}{100}", "\\frac{4}{9}"]),
    ("1.142857142857...", "\\frac{8}{7}", ["\\frac{9}{7}"]),
    ("0,333...", "\\frac13", ["\\frac{3}{10}"]),
]


@pytest.mark.parametrize("written, exact, wrong", ELLIPSIS)
def test_a_repeated_ending_before_an_ellipsis_is_a_repeating_decimal(written, exact, wrong):
    assert _status(written, exact) == EQUAL
    for other in wrong:
        assert _status(written, other) == DIFFERS, other


@pytest.mark.parametrize(
    "written, decimal, status",
    [
        ("0.333...", "0.333", EQUAL),  # the digits given, against a decimal cut at the same place
        ("0.1666...", "0.1666", EQUAL),
        ("0.333...", "0.3333", DIFFERS),
        ("3.14159...", "\\pi", DIFFERS),  # no repeated ending: a decimal cut off
        ("2.71828...", "e", DIFFERS),
    ],
)
def test_a_cut_decimal_stays_its_digits(written, decimal, status):
    assert _status(written, decimal) == status


NUMBERED = [  # a last sentence that names numbered statements after a noun
    "**Correct statements: ({a}) and ({b}) only.**",
    "Therefore statements ({a}) and ({b}) are true.",
    "Only options ({a}) and ({b}) hold.",
]


@pytest.mark.parametrize("sentence", NUMBERED)
@pytest.mark.parametrize("gold", ["$\\text{Only }4\\text{ and }5$", "4, 5", "\\text{4 and 5 only}"])
def test_numbered_statements_after_a_noun_are_the_answer(sentence, gold):
    from hardmath.equivalence import grade

    trace = "Checking each statement.\n\n"
    assert grade(trace + sentence.format(a=4, b=5), gold).status == EQUAL
    assert grade(trace + sentence.format(a=3, b=5), gold).status == DIFFERS


@pytest.mark.parametrize(
    "text", ["Combining (1) and (2), the answer is 7.", "By (I) and (II) we get 7.", "From (1) and (2): 7."]
)
def test_cited_equations_before_a_value_are_no_answer(text):
    from hardmath.equivalence import grade

    assert grade(text, "7").status == EQUAL
    assert grade(text, "\\text{I and II}").status != EQUAL


# --- a value read aloud in words (equivalence/spoken.py)

SPOKEN = [  # (words, the value, wrong values: among them what the last number alone would give)
    ("the square root of 2", "\\sqrt{2}", ["2", "\\sqrt3"]),
    ("square root of 2", "\\sqrt2", ["2"]),
    ("cube root of 27", "3", ["27", "9"]),
    ("3 over 4", "\\frac34", ["4", "\\frac43"]),
    ("3 divided by 4", "0.75", ["4", "\\frac43"]),
    ("negative 5", "-5", ["5"]),
    ("minus 7", "-7", ["7"]),
    ("5 squared", "25", ["5", "10"]),
    ("2 cubed", "8", ["2", "6"]),
    ("2 to the power of 10", "1024", ["10", "20"]),
    ("2 to the 10th power", "2^{10}", ["10", "2^9"]),
    ("pi over 4", "\\frac{\\pi}{4}", ["4", "\\frac{\\pi}{3}"]),
    ("2 times pi", "2\\pi", ["\\pi", "2"]),
    ("2 plus the square root of 3", "2+\\sqrt3", ["3", "2-\\sqrt3"]),
]
LEADS = ["{}", "Answer: {}", "The answer is {}.", "So the side length is {}.", "**Final answer:** {}"]


@pytest.mark.parametrize("lead", LEADS)
@pytest.mark.parametrize("words, value, wrong", SPOKEN)
def test_a_value_read_aloud_is_its_math(lead, words, value, wrong):
    from hardmath.equivalence import grade

    response = lead.format(words)
    assert grade(response, value).status == EQUAL, response
    for other in wrong:
        assert grade(response, other).status == DIFFERS, (response, other)


@pytest.mark.parametrize(
    "text, gold", [("2 to 3", "2^3"), ("square feet", "2"), ("the power of 2", "2"), ("2 and 3", "2^3")]
)
def test_words_that_say_no_operation_are_no_value(text, gold):
    assert _status(text, gold) != EQUAL


PERCENT_COMMA = [  # (a percent with a decimal comma, equal golds, wrong golds)
    ("12,5 %", ["12.5\\%", "\\frac18", "12.5"], ["12.6\\%", "125", "\\frac15"]),
    ("12,5\\,\\%", ["12.5\\%", "0.125"], ["1.25\\%"]),
    ("37,5%", ["37.5\\%", "\\frac38"], ["\\frac37", "375\\%"]),
    ("0,5 %", ["0.5\\%", "\\frac{1}{200}"], ["5\\%", "\\frac{1}{20}"]),
]


@pytest.mark.parametrize("answer, equal, wrong", PERCENT_COMMA)
def test_a_percent_with_a_decimal_comma_is_a_decimal_percent(answer, equal, wrong):
    for gold in equal:
        assert _status(answer, gold) == EQUAL, gold
    for gold in wrong:
        assert _status(answer, gold) == DIFFERS, gold


MIXED_WORDS = [  # (a mixed number in words, its value, wrong values: the and-joined misreading among them)
    ("two and a half", "\\frac52", ["2", "\\frac32"]),
    ("two and three quarters", "\\frac{11}{4}", ["\\frac54", "\\frac34"]),
    ("one and one third", "\\frac43", ["\\frac23", "1"]),
    ("2 and a half", "2.5", ["2", "3"]),
]


@pytest.mark.parametrize("words, value, wrong", MIXED_WORDS)
def test_a_mixed_number_in_words_is_a_whole_and_a_fraction(words, value, wrong):
    assert _status(words, value) == EQUAL
    for other in wrong:
        assert _status(words, other) == DIFFERS, other


@pytest.mark.parametrize(
    "sentence, gold, wrong",
    [
        ("The angle is 137°30′.", "137.5", "137.3"),
        ("The angle is $137^\\circ 30'$.", "137.5^\\circ", "137.3"),
        ("The height is 5'6\".", "5.5", "6"),
        ("It is 16'' tall.", "16 \\text{ in}", "16 \\text{ ft}"),
        ("It is 16″ tall.", "16", "17"),
    ],
)
def test_a_mark_after_a_number_in_a_sentence_is_read_with_it(sentence, gold, wrong):
    from hardmath.equivalence import grade

    assert grade(sentence, gold).status == EQUAL
    assert grade(sentence, wrong).status == DIFFERS


PERCENT_WORDS = [  # (a percent in words of a lexicon language, equal golds, wrong golds)
    ("50 Prozent", ["50\\%", "\\frac12"], ["40\\%", "5\\%"]),
    ("12,5 pour cent", ["12.5\\%", "\\frac18"], ["125\\%", "\\frac15"]),
    ("50 por ciento", ["50\\%", "0.5"], ["\\frac13"]),
    ("50 процентов", ["50\\%"], ["40\\%"]),
    ("yüzde 50", ["50\\%"], ["5\\%"]),
    ("百分之50", ["50\\%"], ["5\\%"]),
    ("50 percent", ["50\\%", "\\frac12"], ["\\frac14"]),
]


@pytest.mark.parametrize("answer, equal, wrong", PERCENT_WORDS)
def test_a_percent_in_words_is_a_percent(answer, equal, wrong):
    for gold in equal:
        assert _status(answer, gold) == EQUAL, gold
    for gold in wrong:
        assert _status(answer, gold) == DIFFERS, gold


@pytest.mark.parametrize(
    "answer, gold, status",
    [
        ("3.6 x 10^7", "36000000", EQUAL),
        ("2x10^3", "2000", EQUAL),
        ("2x10^3", "20", DIFFERS),
        ("137 degrees and 30 minutes", "137.5", EQUAL),
        ("137°, 30'", "137.5", EQUAL),
        ("137 degrees and 30 minutes", "137.3", DIFFERS),
    ],
)
def test_an_x_before_a_power_of_ten_and_worded_minutes(answer, gold, status):
    assert _status(answer, gold) == status


@pytest.mark.parametrize(
    "answer, gold, wrong",
    [
        ("1'000'000", "1000000", "1000"),
        ("1’000", "1000", "1"),
        ("2'500.75", "2500.75", "2.5"),
        ("1,00,000", "100000", "1000"),
        ("12,34,56,789", "123456789", "1234"),
    ],
)
def test_digits_grouped_by_apostrophes_or_in_the_indian_way_are_one_number(answer, gold, wrong):
    assert _status(answer, gold) == EQUAL
    assert _status(answer, wrong) == DIFFERS


@pytest.mark.parametrize(
    "sentence",
    [
        "Statements I and II are false.",
        "All except I and II hold.",
        "Neither I nor II holds.",
        "Statements I and II are not correct.",
        "I and II fail.",
    ],
)
def test_denied_roman_statements_are_no_answer(sentence):
    from hardmath.equivalence import grade

    assert grade("Checking each statement.\n\n" + sentence, "$\\text{I and II}$").status != EQUAL


def test_a_denied_statement_in_an_earlier_clause_leaves_the_later_one():
    from hardmath.equivalence import grade

    text = "Checking each statement.\n\nStatement I is false, so only II holds."
    assert grade(text, "$\\text{II}$").status == EQUAL
    assert grade(text, "$\\text{I}$").status == DIFFERS


@pytest.mark.parametrize("sentence", ["This completes part I.", "This completes case II.", "See item III."])
def test_a_numeral_naming_a_part_of_the_work_is_no_answer(sentence):
    from hardmath.equivalence import grade

    gold = "$\\text{" + sentence.rstrip(".").split()[-1] + "}$"
    assert grade("So $x = 5$.\n\n" + sentence, gold).status != EQUAL


@pytest.mark.parametrize(
    "words, gold, wrong",
    [
        ("fifty percent", "50\\%", "40\\%"),
        ("twenty-five percent", "25\\%", "20\\%"),
        ("vingt pour cent", "20\\%", "25\\%"),
        ("fünfzig Prozent", "50\\%", "15\\%"),
    ],
)
def test_a_number_in_words_before_a_percent_word_is_a_percent(words, gold, wrong):
    assert _status(words, gold) == EQUAL
    assert _status(words, wrong) == DIFFERS


@pytest.mark.parametrize(
    "sentence",
    [
        "There are infinitely many such integers.",
        "So there are infinitely many solutions.",
        "Therefore, infinitely many.",
    ],
)
def test_a_last_sentence_saying_infinitely_many_states_infinity(sentence):
    from hardmath.equivalence import grade

    text = "Both inequalities hold for every $n \\ge 6$.\n\n" + sentence
    assert grade(text, "\\infty").status == EQUAL
    assert grade(text, "6").status == DIFFERS
    finite = text.replace("infinitely", "finitely")
    assert grade(finite, "\\infty").status != EQUAL
