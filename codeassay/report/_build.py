"""The report as data: every analysis the inputs allow, in display order, with captions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pandas as pd

from codeassay.report._categories import category_matrix, category_table
from codeassay.report._completeness import completeness_table
from codeassay.report._configurations import (
    configurations_of,
    primary_configurations,
    resolve_configurations,
    resolve_pairs,
)
from codeassay.report._correctness import (
    cochran_table,
    correctness_table,
    pairwise_correctness,
    prompt_correctness,
)
from codeassay.report._frames import OVER_PRESENT_NOTE, PCT, dataset_versions, several_samples
from codeassay.report._pass_at_k import pass_at_k_table
from codeassay.report._quality import (
    findings_table,
    pairwise_quality,
    prompt_quality,
    quality_table,
)
from codeassay.report._regrade import regrade_by_configuration, regrade_summary
from codeassay.report._repair import repair_table
from evaluation._defaults import DEFAULT_K
from evaluation._errors import ResultsFileError
from evaluation._stats import DEFAULT_CONFIDENCE

__all__ = ["Report", "build_report"]


@dataclass(frozen=True)
class Report:
    """Every table of a report, in display order, with its caption, plus global notes."""

    tables: dict[str, pd.DataFrame]
    captions: dict[str, str]
    notes: tuple[str, ...]
    configurations: tuple[str, ...]
    primary: tuple[str, ...]
    pairs: dict[str, tuple[str, str]] = field(default_factory=dict)
    datasets: str = ""
    #: Whether configurations are read over the tasks they have (``--over-present``)
    #: instead of over every task of the dataset.
    over_present: bool = False


_CAPTIONS = {
    "completeness": "Completeness: per configuration, the tasks of the dataset with a result and "
                    "those without; a task without a result counts as a failure in every other "
                    "table. Invalid answers could not be run and are failures already.",
    "correctness": "Hidden-test correctness per configuration, with Wilson {conf:g}% intervals.",
    "cochran": "Cochran's Q across the primary configurations: do they solve the same tasks equally "
               "often? Informative tasks are those some but not all of them solve.",
    "pairwise_correctness": "Pairwise exact McNemar tests between primary configurations; "
                            "diff = a - b (pp) with its {conf:g}% Wald interval from the "
                            "discordant counts; Holm within this family.",
    "prompt_correctness": "Security-focused vs standard prompt within each model: exact "
                          "McNemar, diff = sec - std (pp); Holm within this family.",
    "quality": "Table 3: correctness over all tasks; quality means on the tasks solved by every "
               "configuration. Lower is better except LLOC (context). No composite score.",
    "findings": "Static-analysis finding totals (Bandit by severity, Semgrep), descriptive "
                "only; on the jointly solved tasks and over all passing programs, with the "
                "number of programs each total rests on. Not a measure of security.",
    "pairwise_quality": "Pairwise Wilcoxon signed-rank tests (Pratt zeros, no continuity "
                        "correction) on the jointly solved tasks; rank-biserial > 0 when a is "
                        "larger; Holm per measure. The method beside p says how it was found: "
                        "exact, a permutation over every sign assignment (few pairs with ties "
                        "or zeros), or the normal approximation.",
    "prompt_quality": "Security vs standard prompt on each model's own jointly solved tasks; "
                      "Wilcoxon (Pratt); rank-biserial > 0 when the security prompt's values "
                      "are larger; Holm per measure across models. The method beside p says "
                      "how it was found.",
    "categories": "Table 4: per-category correctness of the primary configurations, mean and "
                  "best-to-worst spread (descriptive).",
    "category_matrix": "Correctness (%) per category and configuration.",
    "repair": "Repair decomposition: hidden-test correctness of the first attempt and of the final "
              "program (descriptive).",
    "regrade": "Audit effect: the same programs graded against two dataset versions.",
    "regrade_by_configuration": "Audit effect per configuration.",
    "pass_at_k": "pass@k (unbiased estimator of Chen et al. 2021), percent.",
}


#: Tables whose numbers change with ``over_present``; their captions then say so.
_DENOMINATOR_TABLES = frozenset({
    "correctness", "cochran", "pairwise_correctness", "prompt_correctness", "quality",
    "categories", "category_matrix", "repair", "regrade", "regrade_by_configuration",
    "pass_at_k"})


def build_report(results: pd.DataFrame, *, initial: pd.DataFrame | None = None,
                 baseline: pd.DataFrame | None = None, regrade: pd.DataFrame | None = None,
                 pairs: Mapping[str, str] | None = None, primary: Sequence[str] | None = None,
                 ks: Sequence[int] = DEFAULT_K, confidence: float = DEFAULT_CONFIDENCE,
                 over_present: bool = False) -> Report:
    """Run every analysis the inputs allow and collect the tables.

    ``results`` are the final results (from :func:`load_results`). ``initial`` adds the
    repair decomposition; ``baseline`` and ``regrade`` together add the audit effect.
    ``pairs`` maps standard to security configurations (default: found by name);
    ``primary`` overrides the configurations compared in the correctness families,
    Table 4 and the regrade spread (default: :func:`primary_configurations`). Every
    table counts a task without a result as a failure; ``over_present`` reads each
    configuration over the tasks it has instead, and the captions of the tables it
    changes say so.
    """
    if (baseline is None) != (regrade is None):
        raise ResultsFileError("the audit effect needs both baseline and regrade results")
    ordered = configurations_of(results)
    found = resolve_pairs(results, pairs)
    main = (resolve_configurations(results, primary) if primary is not None
            else primary_configurations(ordered, found))
    # Table order: the compared configurations first, then the security-prompt partners.
    configs = main + [c for c in ordered if c not in main]
    datasets = dataset_versions(results)
    over = {"over_present": over_present}
    tables: dict[str, pd.DataFrame] = {
        "completeness": completeness_table(results, configs),
        "correctness": correctness_table(results, configs, confidence, **over),
        "cochran": cochran_table(results, main, **over),
        "pairwise_correctness": pairwise_correctness(results, main, confidence, **over),
    }
    if found:
        tables["prompt_correctness"] = prompt_correctness(results, dict(found.values()),
                                                          confidence, **over)
    tables["quality"] = quality_table(results, configs, **over)
    tables["findings"] = findings_table(results, configs)
    tables["pairwise_quality"] = pairwise_quality(results, main, joint_over=configs)
    if found:
        tables["prompt_quality"] = prompt_quality(results, {s: c for s, c in found.values()})
    tables["categories"] = category_table(results, main, **over)
    tables["category_matrix"] = category_matrix(results, configs, **over).reset_index()
    tables["category_matrix"].attrs["percent"] = True
    if initial is not None:
        tables["repair"] = repair_table(initial, results, configs, **over)
    if baseline is not None and regrade is not None:
        regraded = resolve_configurations(regrade, None)
        spread_over = [c for c in main if c in regraded]
        tables["regrade"] = regrade_summary(baseline, regrade, regraded, spread_over, **over)
        tables["regrade_by_configuration"] = regrade_by_configuration(baseline, regrade, regraded,
                                                                      **over)
    if several_samples(results):
        tables["pass_at_k"] = pass_at_k_table(results, ks, configs, **over)
    notes: list[str] = []
    for name, frame in (("final", results), ("initial", initial), ("baseline", baseline),
                        ("regrade", regrade)):
        if frame is not None:
            notes.extend(f"{name} results: {note}" for note in frame.attrs.get("notes", []))
    if results["dataset_hash"].dropna().nunique() > 1:
        notes.append(f"The results were graded against more than one dataset: {datasets}.")
    for table in tables.values():
        notes.extend(table.attrs.get("notes", []))
    captions = {name: _CAPTIONS[name].format(conf=PCT * confidence)
                + (f" {OVER_PRESENT_NOTE}" if over_present and name in _DENOMINATOR_TABLES else "")
                for name in tables}
    return Report(tables, captions, tuple(dict.fromkeys(notes)), tuple(configs), tuple(main), found,
                  datasets, over_present)
