"""Functional variation engine: a template + a seed -> a concrete (problem, solution, answer).

Text fields use placeholders in double square brackets: ``[[n]]`` is replaced by the
variable's (possibly renamed) symbol, a constant's value, or a derived string. The seed
:data:`Original` reproduces the published problem; any other seed (an int) gives a new,
deterministic snapshot: every variable renamed, a rephrased statement, and for
``kind="constant"`` templates new constants with the answer computed from them.

A constant template's snapshots are *new*: their constants are never the published ones and never
give the published answer (:meth:`Template.is_new`), and seeds ``0..DISTINCT_SEEDS-1`` (every
task's default snapshots) take distinct constants from one shuffled walk over the template's
constant combinations until its new instances run out (:meth:`Template.constants_for`).
"""

from __future__ import annotations

import enum
import math
import random
import re
from dataclasses import dataclass, field
from functools import cached_property
from itertools import islice
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Mapping, Sequence

PLACEHOLDER = re.compile(r"\[\[([A-Za-z_][A-Za-z0-9_]*)\]\]")
_COMMAND_END = re.compile(r"\\[A-Za-z]+$")  # text ends in a LaTeX command name
_LETTER = re.compile(r"(?<![\\A-Za-z])([A-Za-z])(?![A-Za-z])")
# Letters never used as new names: e (Euler), i (imaginary unit), d (dx), o/O/l (look like 0/1),
# I (identity / integrals), E (expectation), P (probability).
_RESERVED = set("deiolIOEP")
LOWER_POOL = [c for c in "abcfghjkmnpqrstuvwxyz" if c not in _RESERVED]
UPPER_POOL = [c for c in "ABCDFGHJKLMNQRSTUVWXYZ" if c not in _RESERVED]

CHANGES: Final = ("names", "wording", "numbers")
"""What a snapshot may change against the published problem (:attr:`Template.changes`)."""
DISTINCT_SEEDS: Final = 100
"""Seeds ``0..DISTINCT_SEEDS-1`` of a constant template take distinct constants (while it has that
many new instances); any other seed draws its constants on its own."""
ENUMERATE_UP_TO: Final = 50_000
"""A constant space this small is walked as a full shuffle (exact: it ends); a larger one by
independent draws, ending after ``_TRIES`` draws in a row bring nothing new."""
_TRIES: Final = 2000


class TemplateError(ValueError):
    """A template is inconsistent (unknown placeholder, impossible constraint, bad range)."""


class OriginalSeed(enum.Enum):
    """Type of the one seed that selects the published problem (see :data:`Original`)."""

    ORIGINAL = "original"

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return "Original"


Original: Final = OriginalSeed.ORIGINAL
"""The seed of the published problem: ``template.snapshot(Original)``. Its text form, in
snapshot files and logged documents, is ``"original"`` (:func:`parse_seed` reads it back)."""
Seed = int | OriginalSeed


def parse_seed(value: int | str) -> Seed:
    """A seed from its text form (CLI argument, snapshot file, logged document): an integer
    or ``"original"``; anything else is a ``ValueError``.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if value == Original.value:
        return Original
    if isinstance(value, str) and re.fullmatch(r"\s*-?[0-9]+\s*", value):
        return int(value)
    raise ValueError(f'a seed is an integer or "original", got {value!r}')


def _check_seed(name: str, seed: object) -> None:
    if not (seed is Original or (isinstance(seed, int) and not isinstance(seed, bool))):
        raise TypeError(
            f"{name}: a seed is an int or variations.Original, got {seed!r} "
            f'(parse text such as "original" with variations.parse_seed)'
        )


@dataclass(frozen=True)
class IntRange:
    """An integer constant drawn uniformly from ``lo..hi`` (inclusive), skipping ``exclude``."""

    lo: int
    hi: int
    original: int
    exclude: tuple[int, ...] = ()

    def values(self) -> list[int]:
        return [v for v in range(self.lo, self.hi + 1) if v not in self.exclude]


@dataclass(frozen=True)
class Choice:
    """A constant drawn from an explicit list of values."""

    options: tuple[Any, ...]
    original: Any

    def values(self) -> list[Any]:
        return list(self.options)


@dataclass(frozen=True)
class Snapshot:
    """One concrete instance of a template."""

    template: str
    seed: Seed
    kind: str
    problem: str
    solution: str
    answer: str
    params: dict[str, Any]

    changes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed if isinstance(self.seed, int) else str(self.seed)  # Original -> "original"
        return {
            "template": self.template,
            "seed": seed,
            "kind": self.kind,
            "problem": self.problem,
            "solution": self.solution,
            "answer": self.answer,
            "params": {k: v if isinstance(v, (int, str, float)) else str(v) for k, v in self.params.items()},
            "changes": list(self.changes),
        }


@dataclass(frozen=True)
class Template:
    """A published problem written so that code can vary it.

    name: unique id naming the problem it comes from, e.g. ``putnam_1962_a5`` (PutnamBench; its
    module is ``templates/y1962.py``) or ``harp_2019_aime_i_14`` (HARP). kind: ``"variable"`` (renames + rephrasing) or ``"constant"`` (also
    new constants). statements: the original statement first, then
    rephrasings (>= 1). solution: a worked solution with the same placeholders. variables:
    placeholder -> original symbol (one letter). constants: placeholder -> IntRange/Choice.
    answer: placeholder text, or a function of params returning the LaTeX answer.
    derived: params -> extra placeholder strings (values shown in the solution).
    constraint: params -> bool, rejects invalid constant combinations.
    value / check: for constant templates, the closed form and an independent computation
    (brute force or exact on small instances) that must agree: ``check(params) == value(params)``.
    answer_band: a snapshot's answer keeps the original's form and its numerator's and
    denominator's digits within this many of the original's (an AIME template's integer answer also
    stays in 0..999); ``None``: no such guard (:meth:`Template.is_typical`). problem_key: params ->
    the parameters that determine the problem (two draws with the same key are one problem, e.g.
    x and y swapped); default: all constants. inert: constant -> why it never moves the answer
    (declared, so ``numbers`` is not claimed for it). guessable: why one answer is right for at
    least 25% of instances (the report can flag such variations; empty: none is). atypical: why the
    original is not a typical member of its family (:func:`hardmath.variations.typicality.typicality`
    finds misses) and no sound re-parameterization makes it one; the variation reports name such
    templates and also compare over typical originals only (empty: the original is typical).
    source: the benchmark's own fields for the problem (HARP: ``problem_id``, ``level``,
    ``subject``); the engine only carries them. ranges: why the drawn constants keep the
    problem well-posed and of the same difficulty (same method, no degenerate case). keeps_answer:
    why every draw keeps the published answer (it does not depend on the constants); only such a
    template's snapshots may give it (docs/variations.md lists them).
    """

    name: str
    kind: str
    statements: Sequence[str]
    solution: str
    answer: str | Callable[[Mapping[str, Any]], str]
    variables: Mapping[str, str] = field(default_factory=dict)
    constants: Mapping[str, IntRange | Choice] = field(default_factory=dict)
    derived: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None
    constraint: Callable[[Mapping[str, Any]], bool] | None = None
    value: Callable[[Mapping[str, Any]], Any] | None = None
    check: Callable[[Mapping[str, Any]], Any] | None = None
    source: Mapping[str, Any] = field(default_factory=dict)
    ranges: str = ""
    keeps_answer: str = ""
    answer_band: int | None = 1
    problem_key: Callable[[Mapping[str, Any]], Any] | None = None
    inert: Mapping[str, str] = field(default_factory=dict)
    guessable: str = ""
    atypical: str = ""

    # ------------------------------------------------------------------ params
    def original_params(self) -> dict[str, Any]:
        return {**dict(self.variables), **{k: c.original for k, c in self.constants.items()}}

    def _taken_letters(self) -> set[str]:
        text = " ".join([*self.statements, self.solution, self.answer if isinstance(self.answer, str) else ""])
        return set(_LETTER.findall(PLACEHOLDER.sub(" ", text)))

    def _rename(self, rng: random.Random) -> dict[str, str]:
        taken = self._taken_letters() | set(self.variables.values())
        names: dict[str, str] = {}
        for key, old in self.variables.items():
            pool = UPPER_POOL if old.isupper() else LOWER_POOL
            free = [c for c in pool if c not in taken and c != old and c not in names.values()]
            if not free:
                raise TemplateError(f"{self.name}: no free letter to rename {old!r}")
            names[key] = rng.choice(free)
        return names

    def _names_in(self, statement: str) -> bool:
        return any(m.group(1) in self.variables for m in PLACEHOLDER.finditer(statement))

    @property
    def changes(self) -> tuple[str, ...]:
        """What every snapshot changes, from :data:`CHANGES`: ``names`` (a renamed variable appears
        in every statement), ``wording`` (a rephrased statement), ``numbers`` (new constants that
        give a new answer: constant templates that do not keep the published answer).
        """
        names = bool(self.variables) and all(self._names_in(s) for s in self.statements[1:] or self.statements)
        return self._changes(names)

    def _changes(self, names: bool) -> tuple[str, ...]:
        numbers = self.kind == "constant" and bool(self.constants) and not self.keeps_answer
        flags = (names, len(self.statements) > 1, numbers)
        return tuple(c for c, on in zip(CHANGES, flags, strict=True) if on)

    def answer_for(self, constants: Mapping[str, Any]) -> str:
        """The answer (with the published names) that these constants give."""
        return self._answer({**self.variables, **constants})

    def _answer(self, params: Mapping[str, Any], full: Mapping[str, Any] | None = None) -> str:
        """The answer for ``params`` (``full``: params with the derived values, when known)."""
        full = self._with_derived(params) if full is None else full
        return self.answer(full) if callable(self.answer) else self.render(self.answer, full)

    def _with_derived(self, params: Mapping[str, Any]) -> dict[str, Any]:
        return {**params, **(self.derived(params) if self.derived is not None else {})}

    @cached_property
    def _published(self) -> tuple[dict[str, Any], str, Any]:
        original = {k: c.original for k, c in self.constants.items()}
        value = self.value({**self.variables, **original}) if self.value is not None else None
        return original, self.answer_for(original), value

    def gives_published_answer(self, constants: Mapping[str, Any]) -> bool:
        """Whether these constants give the published answer: the same text, or the same ``value``."""
        _, answer, value = self._published
        if self.answer_for(constants) == answer:
            return True
        return self.value is not None and self.value({**self.variables, **constants}) == value

    def is_new(self, constants: Mapping[str, Any]) -> bool:
        """Constants a snapshot may take: they meet the constraint, are not the published ones, and
        do not give the published answer.
        """
        if dict(constants) == self._published[0]:
            return False
        if self.constraint is not None and not self.constraint(constants):
            return False
        if self.keeps_answer:
            return True
        return not self.gives_published_answer(constants) and self.is_typical(constants)

    def is_typical(self, constants: Mapping[str, Any]) -> bool:
        """Whether these constants give an answer of the original's size (:attr:`answer_band`): the
        same form, numerator and denominator digits within the band, and for an AIME template with
        an integer answer an integer in 0..999.
        """
        if self.answer_band is None:
            return True
        from .typicality import answer_shape, in_aime_range, is_aime

        published = self._published[1]
        answer = self.answer_for(constants)
        if is_aime(self) and in_aime_range(published) and not in_aime_range(answer):
            return False
        want, got = answer_shape(published), answer_shape(answer)
        band = self.answer_band
        return (
            got.form == want.form
            and abs(got.numerator - want.numerator) <= band
            and abs(got.denominator - want.denominator) <= band
        )

    def key_of(self, constants: Mapping[str, Any]) -> str:
        """The problem these constants pose (:attr:`problem_key`): draws with one key are one problem."""
        if self.problem_key is not None:
            return repr(self.problem_key(constants))
        return repr(sorted(constants.items()))

    def new_instances(self, limit: int = DISTINCT_SEEDS) -> list[dict[str, Any]]:
        """The first ``limit`` distinct new constant combinations of the template's walk (the
        constants of seeds ``0..limit-1``), or all of them when it has fewer.
        """
        return [dict(c) for c in self._walk.take(limit)] if self.constants else []

    def space_size(self) -> int:
        """How many constant combinations the ranges allow (before the constraint)."""
        return math.prod(len(c.values()) for c in self.constants.values())

    def draws(self, rng: random.Random) -> Iterator[dict[str, Any]]:
        """Endless independent draws of every constant from its range (constraint not applied)."""
        spaces = {k: c.values() for k, c in self.constants.items()}
        while True:
            yield {k: rng.choice(v) for k, v in spaces.items()}

    def candidates(self, rng: random.Random) -> Iterator[dict[str, Any]]:
        """Constant combinations in ``rng``'s order: a full shuffle of a space of at most
        :data:`ENUMERATE_UP_TO` combinations (it ends), else endless independent draws.
        """
        keys = list(self.constants)
        spaces = [self.constants[k].values() for k in keys]
        total = self.space_size()
        if total > ENUMERATE_UP_TO:
            yield from self.draws(rng)
            return
        order = list(range(total))
        rng.shuffle(order)
        for index in order:
            drawn = {}
            for k, v in zip(reversed(keys), reversed(spaces), strict=True):
                index, digit = divmod(index, len(v))
                drawn[k] = v[digit]
            yield {k: drawn[k] for k in keys}

    @cached_property
    def _walk(self) -> _Walk:
        return _Walk(self)

    def constants_for(self, seed: int, rng: random.Random) -> dict[str, Any]:
        """A constant template's constants for ``seed``: the ``seed``-th new instance of its walk for
        ``0 <= seed < DISTINCT_SEEDS`` (the walk's instances in turn again once they run out), else
        the first new instance among independent draws from ``rng``.
        """
        if not self.constants:
            return {}
        if 0 <= seed < DISTINCT_SEEDS:
            return dict(self._walk.get(seed))
        for drawn in islice(self.draws(rng), _TRIES):
            if self.is_new(drawn):
                return drawn
        raise TemplateError(f"{self.name}: no valid constants found in {_TRIES} draws")

    def params_for(self, seed: Seed) -> dict[str, Any]:
        """The variable names and constants a seed selects (:data:`Original`: the published ones)."""
        _check_seed(self.name, seed)
        if seed is Original:
            return self.original_params()
        rng = random.Random(f"{self.name}:{seed}")
        params = self._rename(rng)
        params.update(
            self.constants_for(seed, rng)
            if self.kind == "constant"
            else {k: c.original for k, c in self.constants.items()}
        )
        params["__statement__"] = rng.randrange(1, len(self.statements)) if len(self.statements) > 1 else 0
        return params

    # ------------------------------------------------------------------ render
    def render(self, text: str, params: Mapping[str, Any]) -> str:
        r"""Fill the placeholders; a value that would fuse with a preceding LaTeX command
        (``\cdots[[x]]`` -> ``\cdotsx``) is separated from it by a space.
        """

        def sub(m: re.Match) -> str:
            key = m.group(1)
            if key not in params:
                raise TemplateError(f"{self.name}: unknown placeholder [[{key}]]")
            value = str(params[key])
            if value[:1].isalpha() and _COMMAND_END.search(text, 0, m.start()):
                return " " + value
            return value

        return PLACEHOLDER.sub(sub, text)

    def snapshot(self, seed: Seed = Original) -> Snapshot:
        """Deterministic concrete instance for ``seed`` (:data:`Original` gives the original)."""
        params = self.params_for(seed)
        statement = self.statements[params.pop("__statement__", 0)]
        full = self._with_derived(params)
        return Snapshot(
            self.name,
            seed,
            self.kind,
            self.render(statement, full),
            self.render(self.solution, full),
            self._answer(params, full),
            params,
            self._changes(self._names_in(statement)),
        )


class _Walk:
    """One template's new instances in the order of its seeded :meth:`Template.candidates`, each
    once, found lazily (seed ``k`` needs only the first ``k + 1``).
    """

    def __init__(self, template: Template) -> None:
        self._template = template
        self._source = template.candidates(random.Random(f"{template.name}:constants"))
        self._endless = template.space_size() > ENUMERATE_UP_TO
        self._seen: set[str] = set()
        self.found: list[dict[str, Any]] = []
        self.ended = False

    def take(self, count: int) -> list[dict[str, Any]]:
        """The first ``count`` new instances (fewer if the walk ends first)."""
        while len(self.found) < count and not self.ended:
            self._advance()
        return self.found[:count]

    def get(self, index: int) -> dict[str, Any]:
        if not self.take(index + 1):
            raise TemplateError(f"{self._template.name}: no valid constants found")
        return self.found[index % len(self.found)]

    def _advance(self) -> None:
        for misses, drawn in enumerate(self._source, 1):
            key = self._template.key_of(drawn)
            if key not in self._seen:
                self._seen.add(key)
                if self._template.is_new(drawn):
                    self.found.append(drawn)
                    return
            if misses >= _TRIES and self._endless:
                break
        self.ended = True
