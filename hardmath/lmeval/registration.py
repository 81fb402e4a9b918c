"""One explicit, idempotent :func:`register` of hardmath's lm-eval filters, metrics and aggregations.

Nothing registers at import, nor when lm-eval starts: :func:`register` is called by every task
hook module (``lm_eval_tasks/*/utils.py``), which lm-eval imports only when it loads one of
hardmath's tasks (as lm-eval's own filters register when their module is imported); calling it
again is a no-op. A task of your own that uses ``hardmath_grade`` calls it in its ``utils.py``. A name already taken in lm-eval's shared registry by a different
object (another plugin's ``correct``, say) raises :class:`RegistrationConflict` instead of
silently leaving the other object in place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

FILTERS = {"hardmath_grade": "GradeFilter", "hardmath_extract": "ExtractFilter"}
# name -> (function, higher is better, aggregation); max_length is None when the backend cannot
# tell, so its YAMLs aggregate it with hardmath_mean (skips None)
METRICS = {
    "correct": ("correct", True, "mean"),
    "no_answer": ("no_answer", False, "mean"),
    "max_length": ("max_length", False, "hardmath_mean"),
}
OUTPUT_TYPE = "generate_until"  # the request type of every task that uses METRICS


class RegistrationConflict(RuntimeError):
    """An lm-eval registry name hardmath needs is taken by another object."""


def _describe(obj: Any) -> str:
    return f"{getattr(obj, '__module__', '?')}.{getattr(obj, '__qualname__', repr(obj))}"


def _same(current: Any, ours: Any) -> bool:
    """The same object, or the same definition (a module imported twice, e.g. reloaded)."""
    return current is ours or (callable(current) and _describe(current) == _describe(ours))


def _free(registry: Any, name: str, ours: Any, kind: str) -> bool:
    """True when ``name`` is free; False when it already holds ``ours``; raises on a conflict."""
    from hardmath.lmeval.compat import registered

    if name not in registry:
        return True
    current = registered(kind, name)
    if _same(current, ours):
        return False
    raise RegistrationConflict(
        f"lm-eval {kind} name {name!r} is already registered to {_describe(current)}; hardmath needs it "
        f"for {_describe(ours)}. Another installed plugin uses the same name: uninstall it, or run its "
        f"tasks and hardmath's in separate lm_eval runs (hardmath registers only when one of its tasks loads)."
    )


def aggregations() -> dict[str, Callable[[list], Any]]:
    """Every aggregation hardmath registers: the generic ones, teacher forcing's, each benchmark's."""
    from hardmath import benchmarks
    from hardmath.lmeval import aggregations as generic

    found = {
        "hardmath_mean": generic.mean_present,
        "hardmath_count": generic.count_present,
        "hardmath_tf_ratio": generic.ratio,
        "hardmath_tf_exp_ratio": generic.exp_ratio,
    }
    for bench in benchmarks.all_benchmarks():
        for name, fn in bench.aggregations().items():
            if name in found:
                raise RegistrationConflict(f"aggregation {name!r} of benchmark {bench.name} is declared twice")
            found[name] = fn
    return found


def register() -> None:
    """Register hardmath's filters, metrics and aggregations with lm-eval (idempotent). Model-side
    additions are not made here: the task classes that need them install them when built.
    """
    import lm_eval.api.metrics  # noqa: F401 - registers the "mean" aggregation
    from lm_eval.api.registry import register_aggregation, register_filter, register_metric

    from hardmath.lmeval import filters
    from hardmath.lmeval.compat import lm_eval_registry

    aggregation_registry, filter_registry, metric_registry = (
        lm_eval_registry(kind) for kind in ("aggregation", "filter", "metric")
    )

    for name, fn in aggregations().items():
        if _free(aggregation_registry, name, fn, "aggregation"):
            register_aggregation(name)(fn)
    for name, cls_name in FILTERS.items():
        cls = getattr(filters, cls_name)
        if _free(filter_registry, name, cls, "filter"):
            register_filter(name)(cls)
    for name, (fn_name, higher, agg) in METRICS.items():
        fn = getattr(filters, fn_name)
        if _free(metric_registry, name, fn, "metric"):
            # output_type: lm-eval 0.5.0.dev1 builds a Metric for one output type (its default,
            # multiple_choice, refuses a generate_until task); 0.4.x ignores the keyword
            register_metric(metric=name, higher_is_better=higher, aggregation=agg, output_type=OUTPUT_TYPE)(fn)
