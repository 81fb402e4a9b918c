"""Write bench/corpora/dev_formats.jsonl: a development corpus of today's response formats.

Written by us (hardmath developers) for issue 21, while building the response stage, so it is a
development set, not a held-out one: chat templates, reasoning traces, answer containers,
markdown, Unicode math, numbers in words, other languages' answer markers and units, each with
near-misses labeled false. Run: python bench/corpora/make_dev_formats.py
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).resolve().with_name("dev_formats.jsonl")
T, F = True, False

CASES: dict[str, list[tuple[str, str, bool, str]]] = {
    "chat_templates": [
        ("<|im_start|>assistant\nAdding, $3+4=7$, so the answer is $\\boxed{7}$.<|im_end|>", "7", T, "ChatML"),
        ("<|im_start|>assistant\nAdding, the answer is $\\boxed{8}$.<|im_end|>", "7", F, "ChatML, wrong"),
        ("<|start_header_id|>assistant<|end_header_id|>\n\nThe total is $\\boxed{91}$.<|eot_id|>", "91", T, "Llama 3"),
        (
            "<|start_header_id|>assistant<|end_header_id|>\n\nThe total is $\\boxed{19}$.<|eot_id|>",
            "91",
            F,
            "Llama 3, wrong",
        ),
        ("<start_of_turn>model\nSo $x = \\frac{3}{2}$.<end_of_turn>", "\\frac32", T, "Gemma"),
        ("<start_of_turn>model\nSo $x = \\frac{2}{3}$.<end_of_turn>", "\\frac32", F, "Gemma, wrong"),
        ("The answer is $\\boxed{12}$.</s>", "12", T, "EOS token"),
        ("<|assistant|>\nHence the answer is 15.<|end|>", "15", T, "Phi"),
        ("<｜Assistant｜>The answer is $\\boxed{42}$.<｜end▁of▁sentence｜>", "42", T, "DeepSeek tokens"),
        ("[INST] Compute 6*7. [/INST] The answer is 42.", "42", T, "Llama 2 [INST]"),
        (
            "<|im_start|>user\nWhat is 2^5?<|im_end|>\n<|im_start|>assistant\n$2^5 = \\boxed{32}$<|im_end|>",
            "32",
            T,
            "echoed prompt",
        ),
        (
            "<|im_start|>user\nThe answer is 32, right?<|im_end|>\n<|im_start|>assistant\nNo: it is $\\boxed{64}$.<|im_end|>",
            "32",
            F,
            "the user's number is not the answer",
        ),
        (
            "The answer is $\\boxed{5}$.<|im_end|>\n<|im_start|>user\nAre you sure it is not 6?<|im_end|>",
            "5",
            T,
            "a new user turn ends it",
        ),
        (
            "The answer is $\\boxed{5}$.<|im_end|>\n<|im_start|>user\nAre you sure it is not 6?<|im_end|>",
            "6",
            F,
            "a new user turn ends it, wrong",
        ),
        ("So the answer is $\\boxed{20}$<|endoftext|><|endoftext|><|endoftext|>", "20", T, "padding tokens"),
        ("<|im_start|>assistant\n<|im_start|>assistant\nThe answer is 9.", "9", T, "header twice"),
        ("<|im_start|>assistant\n<|im_end|>", "9", F, "empty turn"),
    ],
    "reasoning_traces": [
        ("<think>\nMaybe 5? No: 3 + 4 = 7.\n</think>\n\nThe answer is $\\boxed{7}$.", "7", T, "closed trace"),
        (
            "<think>\nIt is \\boxed{7}.\n</think>\n\nThe answer is $\\boxed{8}$.",
            "7",
            F,
            "right answer only in the trace",
        ),
        ("<think>\nI think the answer is \\boxed{5}. Hmm, let me double check", "5", F, "unfinished trace"),
        ("<think>\nI think the answer is \\boxed{5}. Hmm, let me double check", "6", F, "unfinished trace, wrong"),
        (
            "Let me see... maybe \\boxed{2}.\n</think>\n\nFinal answer: $\\boxed{4}$",
            "4",
            T,
            "opening tag in the prompt",
        ),
        (
            "Let me see... maybe \\boxed{4}.\n</think>\n\nFinal answer: $\\boxed{2}$",
            "4",
            F,
            "opening tag in the prompt, wrong",
        ),
        ("<think>The sum is \\boxed{10}.</think>", "10", F, "nothing after the trace"),
        ("<thinking>\n2*6 = 12\n</thinking>\nAnswer: 12", "12", T, "thinking tag"),
        ("<reasoning>\nTry 11.\n</reasoning>\n<answer>\n13\n</answer>", "13", T, "reasoning + answer tags"),
        ("<reasoning>\nTry 11.\n</reasoning>\n<answer>\n13\n</answer>", "11", F, "reasoning + answer tags, decoy"),
        (
            "<|begin_of_thought|>\nsum is 9\n<|end_of_thought|>\n\nThe answer is $\\boxed{9}$",
            "9",
            T,
            "begin_of_thought",
        ),
        ("<think>\nfirst pass: 3\n</think>\n<think>\nsecond pass: 4\n</think>\nSo $\\boxed{4}$.", "4", T, "two traces"),
        (
            "<think>\nfirst pass: 3\n</think>\nSo $\\boxed{4}$.\n<think>\nwait, maybe",
            "4",
            F,
            "a second trace never closes",
        ),
    ],
    "containers": [
        ("<answer>\\frac{1}{2}</answer>", "\\frac12", T, "answer tag"),
        ("<answer>\\frac{1}{3}</answer>", "\\frac12", F, "answer tag, wrong"),
        ("Reasoning: 6 per box.\n<answer>Tuesday</answer>", "\\text{Tuesday}", T, "text in an answer tag"),
        (
            "<answer>\nThe roots are $x=2$ and $x=3$, so $\\boxed{2, 3}$.\n</answer>",
            "2,3",
            T,
            "tag with a solution inside",
        ),
        ("<final_answer>36</final_answer>", "36", T, "final_answer tag"),
        ('{"reasoning": "6 times 7", "answer": "42"}', "42", T, "JSON answer field"),
        ('{"reasoning": "6 times 7 is 42", "answer": "24"}', "42", F, "JSON answer field, wrong"),
        ('```json\n{"answer": "\\\\frac{3}{4}"}\n```', "\\frac34", T, "JSON in a fence, escaped LaTeX"),
        ('{"answer": "\\frac{3}{4}"}', "\\frac34", T, "JSON with raw LaTeX"),
        ('{"final_answer": 17}', "17", T, "JSON number"),
        ("```\n128\n```", "128", T, "code fence"),
        ("```python\nprint(2**7)\n```\nOutput: `128`\n\nThe answer is `128`.", "128", T, "code then inline code"),
        ("Natalia sold 48/2 = 24 clips in May.\n48 + 24 = 72\n#### 72", "72", T, "GSM8K"),
        ("Natalia sold 48/2 = 24 clips in May.\n48 + 24 = 72\n#### 74", "72", F, "GSM8K, wrong"),
        ("#### 42", "42", T, "GSM8K line only"),
        ("#### 1,250", "1250", T, "GSM8K thousands"),
        ("#### Step 1\nWe add: 3 + 4.\n#### Step 2\nThe answer is 7.", "7", T, "#### headings are not answers"),
    ],
    "markdown": [
        ("### Solution\nWe add.\n\n### Final Answer\n\n$\\frac{3}{4}$", "\\frac34", T, "Final Answer heading"),
        ("### Final Answer\n\n$\\frac{3}{5}$", "\\frac34", F, "Final Answer heading, wrong"),
        ("## Final Answer\nThe answer is $\\boxed{12}$", "12", T, "heading then statement"),
        ("**Final Answer**\n\n12", "12", T, "bold heading"),
        ("**Final Answer:** $12$", "12", T, "bold label"),
        ("**Final Answer:** $13$", "12", F, "bold label, wrong"),
        ("Therefore, the area is **48**.", "48", T, "bold bare answer"),
        ("Therefore, the area is **84**.", "48", F, "bold bare answer, wrong"),
        ("*The answer is 7.*", "7", T, "italic statement"),
        ("So the answer is ***7***.", "7", T, "bold italic"),
        ("- The first root is 2.\n- The answer is **5**.", "5", T, "bullets"),
        ("1. Compute the sum.\n2. The answer is $\\boxed{30}$.", "30", T, "numbered list"),
        ("The answer is $x^2$, i.e. x**2.", "x^2", T, "x**2 is a power, not bold"),
        ("> **Answer:** 64", "64", T, "quote + bold"),
        ("| n | value |\n|---|---|\n| 3 | 9 |\n\n**Answer:** 9", "9", T, "table then answer"),
    ],
    "unicode": [
        ("The answer is $１２$.", "12", T, "full-width digits"),
        ("The answer is $２１$.", "12", F, "full-width digits, wrong"),
        ("The minimum is −4", "-4", T, "U+2212 minus"),
        ("The minimum is −4", "4", F, "U+2212 minus is a sign"),
        ("... $\\emptyset$", "∅", T, "empty set gold in Unicode"),
        ("The solution set is ∅.", "\\emptyset", T, "empty set answer in Unicode"),
        ("The answer is 2π.", "2\\pi", T, "pi"),
        ("The answer is 2π.", "\\pi", F, "pi, wrong"),
        ("So x = √2.", "\\sqrt{2}", T, "square root"),
        ("So x = √3.", "\\sqrt{2}", F, "square root, wrong"),
        ("The answer is ∛8 = 2.", "2", T, "cube root"),
        ("The answer is $x²+1$.", "x^2+1", T, "superscript"),
        ("The answer is $x³+1$.", "x^2+1", F, "superscript, wrong"),
        ("The answer is ½.", "\\frac12", T, "vulgar fraction"),
        ("The answer is 2¼.", "\\frac94", T, "mixed vulgar fraction"),
        ("The angle is 45°.", "45", T, "degree sign"),
        ("The answer is $x ≥ 3$.", "[3,\\infty)", T, "ge"),
        ("The answer is $x ≤ 3$.", "[3,\\infty)", F, "le, wrong"),
        ("The answer is 6 × 7 = 42.", "42", T, "times"),
        ("The answer is $(−1, ２)$.", "(-1,2)", T, "mixed Unicode pair"),
        ("The answer is (−∞, 0) ∪ (1, ∞).", "(-\\infty,0)\\cup(1,\\infty)", T, "union, infinity"),
        ("The answer is (−∞, 0) ∪ (1, ∞).", "(-\\infty,0)\\cup(2,\\infty)", F, "union, wrong"),
        ("The answer is ±3.", "\\pm 3", T, "plus-minus"),
        ("The answer is 12÷4 = 3.", "3", T, "division sign"),
        ("The answer is $a₁ = 5$.", "5", T, "subscript"),
        ("The answer is （３，４）.", "(3,4)", T, "full-width parentheses"),
    ],
    "number_words": [
        ("There are twenty-one apples.", "21", T, "hyphenated"),
        ("There are twenty-two apples.", "21", F, "hyphenated, wrong"),
        ("So she ate three eighths of the pie.", "\\frac38", T, "fraction in words"),
        ("So she ate three fifths of the pie.", "\\frac38", F, "fraction in words, wrong"),
        ("The answer is $\\text{twelve}$.", "12", T, "in \\text{}"),
        ("\\boxed{\\text{one half}}", "\\frac12", T, "fraction in a box"),
        ("The answer is minus seven.", "-7", T, "minus"),
        ("The total is one hundred and five.", "105", T, "and inside"),
        ("The total is one hundred and fifteen.", "105", F, "and inside, wrong"),
        ("The answer is two thousand twenty-four.", "2024", T, "thousand"),
        ("The answer is zero.", "0", T, "zero"),
        ("The probability is one quarter.", "0.25", T, "quarter"),
    ],
    "languages": [
        ("所以答案是42。", "42", T, "zh"),
        ("所以答案是24。", "42", F, "zh, wrong"),
        ("最终答案：$\\frac{1}{2}$", "\\frac12", T, "zh final"),
        ("答案为 $\\boxed{7}$。", "7", T, "zh box"),
        ("因此，答案是 $x=3$。", "3", T, "zh assignment"),
        ("答えは42です。", "42", T, "ja"),
        ("よって、答えは $24$ です。", "42", F, "ja, wrong"),
        ("따라서 답은 42입니다.", "42", T, "ko"),
        ("최종 답: 42", "42", T, "ko final"),
        ("따라서 정답은 24입니다.", "42", F, "ko, wrong"),
        ("La réponse est 42.", "42", T, "fr"),
        ("Réponse : $\\frac{3}{4}$", "\\frac34", T, "fr colon"),
        ("La réponse finale est 24.", "42", F, "fr, wrong"),
        ("La respuesta es 42.", "42", T, "es"),
        ("Respuesta final: 17", "17", T, "es final"),
        ("A resposta é 42.", "42", T, "pt"),
        ("A resposta final é 24.", "42", F, "pt, wrong"),
        ("Die Antwort ist 42.", "42", T, "de"),
        ("Die endgültige Antwort lautet $\\sqrt{2}$.", "\\sqrt2", T, "de lautet"),
        ("Ergebnis: 24", "42", F, "de, wrong"),
        ("Ответ: 42.", "42", T, "ru"),
        ("Окончательный ответ: $\\frac{1}{3}$", "\\frac13", T, "ru final"),
        ("Ответ: 24.", "42", F, "ru, wrong"),
    ],
    "units": [
        ("The answer is 5cm.", "5", T, "glued unit, one side"),
        ("The answer is 12kg.", "12\\text{ kg}", T, "glued unit, both sides"),
        ("The answer is 12kg.", "12\\text{ g}", F, "glued unit, other scale"),
        ("The answer is 12kg.", "12000\\text{ g}", T, "glued unit, converted"),
        ("He drives at 60 miles per hour.", "60", T, "unit in words"),
        ("He drives at 60 miles per hour.", "60\\text{ mph}", T, "unit in words = mph"),
        ("He drives at 60 miles per hour.", "60\\text{ km/h}", F, "mph is not km/h"),
        ("The speed is 10 meters per second.", "36\\text{ km/h}", T, "m/s to km/h"),
        ("The perimeter is **26 mm**.", "26\\text{ cm}", F, "mm is not cm"),
        ("The perimeter is **26 cm**.", "26\\text{ cm}", T, "cm"),
        ("The perimeter is **260 mm**.", "26\\text{ cm}", T, "mm converted"),
        ("The area is 50 cm^2.", "50\\text{ cm}^2", T, "area"),
        ("The area is 50 cm.", "50\\text{ cm}^2", F, "length is not area"),
        ("It takes 90 min.", "1.5\\text{ hours}", T, "minutes to hours"),
        ("It takes 90 min.", "90\\text{ hours}", F, "min is not hours"),
        ("The tank holds 3 liters.", "3\\text{ L}", T, "liters"),
        ("The tank holds 3 liters.", "3\\text{ mL}", F, "liters not mL"),
        ("Final Answer: $7\\,\\mathrm{km}$", "7000\\text{ m}", T, "\\mathrm unit"),
        ("Final Answer: $7\\,\\mathrm{km}$", "7\\text{ m}", F, "\\mathrm unit, wrong scale"),
        ("The cost is 15 dollars.", "15", T, "dollars, one side"),
    ],
    "combined": [
        (
            "<|im_start|>assistant\n<think>\nmaybe \\boxed{3}\n</think>\n\n### Final Answer\n\n**$\\boxed{−4}$**<|im_end|>",
            "-4",
            T,
            "chat + trace + heading + bold + Unicode",
        ),
        (
            "<|im_start|>assistant\n<think>\nmaybe \\boxed{-4}\n</think>\n\n### Final Answer\n\n**$\\boxed{4}$**<|im_end|>",
            "-4",
            F,
            "chat + trace, decoy is the gold",
        ),
        ("<think>\n好的，我们计算。\n</think>\n\n所以答案是 $\\boxed{１５}$。", "15", T, "trace + zh + full-width"),
        (
            '<think>\nLet me compute.\n</think>\n<answer>\n{"answer": "\\\\frac{5}{6}"}\n</answer>',
            "\\frac56",
            T,
            "trace + tag + JSON",
        ),
        ("<think>\nLet me compute.\n</think>\n```\n#### 250\n```", "250", T, "trace + fence + GSM8K"),
        ("<start_of_turn>model\n**Answer:** twenty-five<end_of_turn>", "25", T, "Gemma + bold + words"),
        ("<start_of_turn>model\n**Answer:** twenty-six<end_of_turn>", "25", F, "Gemma + bold + words, wrong"),
        ("<|im_start|>assistant\nLa respuesta es **5 cm**.<|im_end|>", "5\\text{ cm}", T, "chat + es + bold + unit"),
        (
            "<|im_start|>assistant\nLa respuesta es **5 mm**.<|im_end|>",
            "5\\text{ cm}",
            F,
            "chat + es + bold + unit, wrong",
        ),
        (
            "<think>\nthe answer is \\boxed{7}\n</think>\nThe answer is \\boxed{7}. Wait, actually \\boxed{8}.",
            "7",
            F,
            "self-correction after the trace",
        ),
        ("<think>\n...\n</think>\n\n- Area: **12 cm²**", "12\\text{ cm}^2", T, "bullet + bold + superscript unit"),
        ("<think>\n...\n</think>\n\n- Area: **12 cm²**", "12\\text{ cm}", F, "area is not length"),
    ],
    "one_word": [  # a response that is one word is its answer, as that word is as a gold (issue 30, principle 4)
        ("Tuesday", "Tuesday", T, "a day"),
        ("Tuesday", "Monday", F, "a day, wrong"),
        ("yes.", "Yes", T, "full stop, another case"),
        ("yes", "no", F, "yes for no"),
        ("**even**", "\\text{even}", T, "bold, gold in \\text"),
        ("odd", "\\text{even}", F, "odd for even"),
        ("<think>\nThe third day after Saturday.\n</think>\nTuesday", "Tuesday", T, "after a trace"),
        ("<think>\nThe third day after Saturday.\n</think>\nWednesday", "Tuesday", F, "after a trace, wrong"),
        ("Dienstag", "Dienstag", T, "de"),
        ("星期三", "星期二", F, "zh, wrong"),
    ],
}


def rows() -> list[dict]:
    out = []
    for category, cases in CASES.items():
        for i, (response, gold, label, note) in enumerate(cases, 1):
            out.append(
                {
                    "id": f"fmt-{category}-{i:03d}",
                    "category": category,
                    "response": response,
                    "gold": gold,
                    "label": label,
                    "note": note,
                }
            )
    return out


def main() -> None:
    tmp = OUT.with_name(OUT.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(OUT)
    data = rows()
    print(f"wrote {len(data)} cases ({sum(not r['label'] for r in data) / len(data):.1%} false) to {OUT}")


if __name__ == "__main__":
    main()
