r"""The rendered prompts equal the paper's Appendix B.2 text (seed 000, HARP paper).

The appendix prints the prompts as the authors' Python source: ``\$`` is a LaTeX-escaped ``$``,
``\n`` and ``\\`` are string escapes, ``{{answer}}`` a ``str.format`` escape. :func:`paper`
decodes exactly that notation; nothing else is changed. (The Llama prompt's ``## Step``
markers are the ones in the paper's second version / Meta's prompt; the first version's text
extraction dropped them as Markdown headings. The MCQ system prompt was printed wrapped at
60 columns; its line breaks are joined with spaces.)
"""

from __future__ import annotations

import json
import re

import pytest

from hardmath.lmeval.compat import gen_prefix

GEMINI_SYS = r'You are a math expert. Solve the following math Problem, thinking step by step. At the end of the Solution, when you give your final answer, write it in the form "Final Answer: The final answer is \$answer\$. I hope it is correct."'
CLAUDE_SYS = r'Solve the following math problem using LaTeX. The last line of your response should be of the form "Answer:\n\$ANSWER" (without quotes) where \$ANSWER is the answer to the problem in LaTeX. Remember to put your answer on its own line after "Answer:", and you do not need to use a \\boxed command.'
O1_USER = r"""Solve the following math problem. The last line of your response should be of the form "Answer:\n\$ANSWER" (without quotes) where \$ANSWER is the answer to the problem. Remember to put your answer on its own line after "Answer:", and you do not need to use a \\boxed command.

{problem}"""
GPT4O_SYS = "You are a helpful assistant."
LLAMA_USER = r"""Solve the following math problem efficiently and clearly:

- For simple problems (2 steps or fewer):
Provide a concise solution with minimal explanation.

- For complex problems (3 steps or more):
Use this step-by-step format:

## Step 1: [Concise description]
[Brief explanation and calculations]

## Step 2: [Concise description]
[Brief explanation and calculations]

...

Regardless of the approach, always conclude with:

Therefore, the final answer is: $\\boxed{{answer}}$. I hope it is correct.

Where [answer] is just the final number or expression that solves the problem.

Problem: {problem}"""
MINERVA_SYS = r'You are a math expert. I am going to give you a series of demonstrations of math Problems and Solutions. When you respond, respond only with the Solution of the final Problem, thinking step by step. At the end of the Solution, when you give your final answer, write it in the form "Final Answer: The final answer is \$answer\$. I hope it is correct."'
MCQ_GEMINI_SYS = """You are a math expert. Solve the following math Problem,
thinking step by step. End the Solution with the final
answer in the form "Final Answer: The final answer is ?.
I hope it is correct.", where ? is replaced by one of
the letters A, B, C, D or E.""".replace("\n", " ")
MCQ_LLAMA_USER = """Solve the following math problem efficiently and clearly:

- For simple problems (2 steps or fewer):
Provide a concise solution with minimal explanation.

- For complex problems (3 steps or more):
Use this step-by-step format:

## Step 1: [Concise description]
[Brief explanation and calculations]

## Step 2: [Concise description]
[Brief explanation and calculations]

...

Regardless of the approach, always conclude with:

Therefore, the final answer is: ?. I hope it is correct.

Where ? is replaced by one of the letters A, B, C, D or E.

Problem: {problem}"""


def paper(text: str, **fields: str) -> str:
    """Decode the appendix's source notation, then fill ``{problem}``."""
    text = re.sub(r"\\(\\|n|\$)", lambda m: {"\\": "\\", "n": "\n", "$": "$"}[m.group(1)], text)
    return text.replace("{{", "\0").replace("}}", "\1").format(**fields).replace("\0", "{").replace("\1", "}")


# The authors' prompts.py ends the Llama templates with a newline after "Problem: {problem}"
# (issue 22; the appendix's typesetting cannot show a trailing newline), so they do here too.
LLAMA_USER += "\n"
MCQ_LLAMA_USER += "\n"

# task -> (system prompt, user template, assistant prefix, num_fewshot)
EXPECTED = {
    "harp_default": (GEMINI_SYS, "Problem:\n{problem}", "Solution:", 0),
    "harp_default_claude": (CLAUDE_SYS, "Problem:\n{problem}", "Solution:", 0),
    "harp_default_llama": (None, LLAMA_USER, None, 0),
    "harp_default_o1": (None, O1_USER, None, 0),
    "harp_default_gpt4o": (GPT4O_SYS, O1_USER, None, 0),
    "harp_default_minerva": (MINERVA_SYS, "Problem:\n{problem}", "Solution:", 4),
    "harp_mcq": (MCQ_GEMINI_SYS, "Problem:\n{problem}", "Solution:", 0),
    "harp_mcq_llama": (None, MCQ_LLAMA_USER, None, 0),
}


@pytest.fixture(scope="module")
def tasks(shared_data):
    from conftest import load_tasks, own_task_manager

    names = list(EXPECTED) + ["harp_mcq_dot", "harp_mcq_shuffle_2"]
    return load_tasks(own_task_manager(data_dir=str(shared_data)), names)


def _first(task) -> dict:
    return next(iter(task.test_docs()))


def _chat(task, doc) -> list[dict]:
    def capture(messages, add_generation_prompt=True):
        return json.dumps({"messages": messages, "add_generation_prompt": add_generation_prompt})

    n = EXPECTED.get(task.config.task, (None, None, None, 0))[3]
    out = json.loads(
        task.fewshot_context(
            doc,
            n,
            apply_chat_template=True,
            fewshot_as_multiturn=True,
            chat_template=capture,
            gen_prefix=gen_prefix(task, doc),
        )
    )
    return out


@pytest.mark.parametrize("name", list(EXPECTED))
def test_chat_turns_match_paper(tasks, name):
    task = tasks[name]
    system, user, prefix, shots = EXPECTED[name]
    doc = _first(task)
    problem = doc.get("problem_with_choices", doc["problem"])
    out = _chat(task, doc)
    msgs = out["messages"]
    if system is None:
        assert msgs[0]["role"] == "user"
    else:
        # character-exact: the YAML description's "\n\n" separates it from the problem in a
        # plain-text prompt only; the system turn is the authors' system prompt itself
        assert msgs[0] == {"role": "system", "content": paper(system)}
        msgs = msgs[1:]
    assert len(msgs) == 2 * shots + 1 + (prefix is not None)
    assert msgs[2 * shots] == {"role": "user", "content": paper(user, problem=problem)}
    if prefix is None:
        assert out["add_generation_prompt"] is True
    else:
        assert msgs[-1] == {"role": "assistant", "content": prefix}
        assert out["add_generation_prompt"] is False  # the model continues after "Solution:"


def test_minerva_exemplar_turns(tasks):
    from hardmath.lm_eval_tasks.harp.prompts import MINERVA_4SHOT

    msgs = _chat(tasks["harp_default_minerva"], _first(tasks["harp_default_minerva"]))["messages"][1:]
    for i, (problem, solution) in enumerate(MINERVA_4SHOT):
        assert msgs[2 * i] == {"role": "user", "content": "Problem:\n" + problem}
        assert msgs[2 * i + 1] == {"role": "assistant", "content": "Solution:\n" + solution}
        assert solution.endswith("I hope it is correct.") and "Final Answer: The final answer is $" in solution


def test_plain_text_prompts(tasks):
    t = tasks["harp_default"]
    doc = _first(t)
    assert t.fewshot_context(doc, 0, gen_prefix=gen_prefix(t, doc)) == (
        paper(GEMINI_SYS) + "\n\nProblem:\n" + doc["problem"] + "\nSolution:"
    )
    t = tasks["harp_default_llama"]
    assert t.fewshot_context(doc, 0, gen_prefix=gen_prefix(t, doc)) == paper(LLAMA_USER, problem=doc["problem"])


def test_mcq_choice_blocks(tasks):
    doc = _first(tasks["harp_mcq_dot"])
    assert doc["problem_with_choices"].endswith(
        "\nA. "
        + doc["choices"]["A"]
        + "\nB. "
        + doc["choices"]["B"]
        + "\nC. "
        + doc["choices"]["C"]
        + "\nD. "
        + doc["choices"]["D"]
        + "\nE. "
        + doc["choices"]["E"]
    )
    paren = _first(tasks["harp_mcq"])
    assert paren["problem_with_choices"] == paren["problem"] + "\n" + "\n".join(
        f"({k}) {paren['choices'][k]}" for k in "ABCDE"
    )
