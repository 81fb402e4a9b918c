"""Every shell command in the README and docs/ pages refers to what exists, and the blocks marked
``<!-- runnable -->`` run.

Each ```bash block is split into simple commands (continuations joined, comments dropped). A
``hardmath`` command must parse with hardmath's own argument parser; an ``lm_eval`` / ``lm-eval``
command may only use flags the installed lm-eval accepts; ``pip install`` may only name extras
that pyproject.toml declares and constraint files that exist; ``python FILE`` needs the file.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pytest

from hardmath import cli

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
BLOCK = re.compile(r"(?:^(<!--[^\n]*-->)\n)?^```bash\n(.*?)^```", re.MULTILINE | re.DOTALL)
SEPARATORS = {"&&", "||", ";", "|"}


@dataclass
class Block:
    page: Path
    marker: str
    text: str

    def __str__(self) -> str:
        return f"{self.page.relative_to(REPO)}: {self.text.splitlines()[0]}"


def blocks() -> list[Block]:
    found = []
    for page in PAGES:
        for marker, text in BLOCK.findall(page.read_text(encoding="utf-8")):
            found.append(Block(page, marker, text))
    return found


def commands(text: str) -> list[list[str]]:
    """The simple commands of a shell block, ``$(...)`` and variables left as words."""
    joined = re.sub(r"\\\n\s*", " ", text)
    out = []
    for line in joined.splitlines():
        lexer = shlex.shlex(line, posix=True, punctuation_chars=";&|")
        lexer.whitespace_split = True
        lexer.commenters = "#"
        words: list[str] = []
        for word in lexer:
            if word in SEPARATORS:
                out.append(words)
                words = []
            else:
                words.append(word)
        out.append(words)
    cleaned = []
    for words in out:
        while words and re.match(r"^[A-Z_][A-Z0-9_]*=", words[0]):  # VAR=value prefixes
            words = words[1:]
        if words:
            cleaned.append(words)
    return cleaned


@lru_cache(maxsize=1)
def lm_eval_flags() -> set[str]:
    def flags(*argv: str) -> set[str]:
        run = subprocess.run(
            [sys.executable, "-m", "lm_eval", *argv, "--help"], capture_output=True, text=True, timeout=300
        )
        return set(re.findall(r"(?<![\w-])--[a-z][a-z_-]*", run.stdout)) if run.returncode == 0 else set()

    return flags("run") or flags()


def pyproject_extras() -> set[str]:
    """The extras pyproject.toml declares (the keys of ``[project.optional-dependencies]``)."""
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split("[project.optional-dependencies]", 1)[1].split("\n[", 1)[0]
    return set(re.findall(r"^([A-Za-z0-9_-]+)\s*=", section, re.MULTILINE))


def check(words: list[str]) -> None:
    head = words[0]
    if head == "hardmath":
        args = [w.replace("$", "") for w in words[1:]]
        cli.build_parser(args).parse_args(args)  # SystemExit(2) on an unknown flag or command
    elif head in ("lm_eval", "lm-eval"):
        known = lm_eval_flags()
        unknown = [w for w in words[1:] if w.startswith("--") and w.split("=")[0] not in known]
        assert not unknown, f"lm_eval has no flag {unknown}"
    elif head == "pip" and words[1:2] == ["install"]:
        for word in words[2:]:
            for extras in re.findall(r"^\.\[([\w,]+)\]$", word):
                assert set(extras.split(",")) <= pyproject_extras(), word
        for i, word in enumerate(words):
            if word == "-c":
                assert (REPO / words[i + 1]).is_file(), words[i + 1]
    elif head in ("python", "nice") and len(words) > 1:
        script = next((w for w in words[1:] if w.endswith((".py", ".sh"))), None)
        if script and words[1] not in ("-c", "-m"):
            assert (REPO / script).is_file(), script
    elif head.startswith(("bench/", "tests/")):
        assert (REPO / head).is_file(), head


def test_pages_have_shell_blocks():
    found = blocks()
    assert any(b.page.name == "README.md" for b in found)
    assert any(b.marker == "<!-- runnable -->" for b in found)


@pytest.mark.parametrize("block", blocks(), ids=str)
def test_commands_refer_to_what_exists(block):
    for words in commands(block.text):
        check(words)


def test_check_catches_a_wrong_command():
    assert {"--tasks", "--log_samples", "--include_path"} <= lm_eval_flags()
    assert {"gguf", "plot", "vllm", "bench", "test"} <= pyproject_extras()
    with pytest.raises(SystemExit):
        check(["hardmath", "rescore", "runs/", "--out", "x", "--no-such-flag"])
    with pytest.raises(AssertionError):
        check(["lm_eval", "--tasks", "harp_default", "--no_such_flag"])
    with pytest.raises(AssertionError):
        check(["pip", "install", ".[nosuchextra]"])
    with pytest.raises(AssertionError):
        check(["python", "bench/no_such_script.py"])


@pytest.mark.parametrize("block", [b for b in blocks() if b.marker == "<!-- runnable -->"], ids=str)
def test_runnable_blocks_run(block, tmp_path):
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.pop("HARDMATH_DATA_DIR", None)
    run = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", block.text],  # noqa: S607 - the PATH's bash, as a reader's
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, (run.stdout[-2000:], run.stderr[-2000:])
    assert "Traceback" not in run.stderr


def test_relative_links_point_at_files():
    for page in PAGES:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if not re.match(r"^[a-z]+://", target):
                assert (page.parent / target).exists(), f"{page.relative_to(REPO)} links to missing {target}"
