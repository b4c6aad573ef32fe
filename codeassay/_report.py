"""The paper's analyses from results files: tables, figures and one static HTML page.

Input is one or more results JSONL files written by the grading engine, one row per
graded program (rows whose ``type`` is ``"header"`` are metadata and skipped). Every
analysis function takes the :func:`load_results` frame and returns a
:class:`pandas.DataFrame`; what an analysis had to leave out (a task missing from a
configuration, a quality value that was not measured) is listed in the frame's
``attrs["notes"]`` and repeated in every rendered report, never dropped silently.

The protocol is codeassay-paper section 4.3: correctness per configuration with Wilson
intervals; Cochran's Q and pairwise exact McNemar tests with Holm correction within each
family; quality measures compared only on tasks every compared configuration solved,
with Wilcoxon signed-rank tests (Pratt zeros) and the matched-pairs rank-biserial
correlation, Holm per measure. Measures are reported each in its own unit; there is no
composite score.

Configuration names that share a prefix and end in ``-std`` / ``-sec`` are read as one
model under the standard and the security-focused prompt. The *primary*
configurations (the paper's RQ1 and RQ3 set) are then the standard-prompt ones plus any
configuration without a partner; without such pairs every configuration is primary.
"""

from __future__ import annotations

import base64
import html
import io
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

import numpy as np
import pandas as pd

from evaluation._defaults import CATEGORIES, CATEGORY_NAMES, DEFAULT_K
from evaluation._errors import MissingDependencyError, ResultsFileError
from evaluation._stats import (
    DEFAULT_CONFIDENCE,
    cochran_q,
    holm,
    mcnemar_exact,
    pass_at_k,
    wilcoxon_pratt,
    wilson_interval,
)

__all__ = [
    "ALPHA",
    "STANDARD_SUFFIX",
    "SECURITY_SUFFIX",
    "QUALITY_MEASURES",
    "FINDING_COUNTS",
    "REQUIRED_FIELDS",
    "Report",
    "load_results",
    "detect_prompt_pairs",
    "primary_configurations",
    "correctness_table",
    "cochran_table",
    "pairwise_correctness",
    "prompt_correctness",
    "joint_tasks",
    "quality_table",
    "findings_table",
    "pairwise_quality",
    "prompt_quality",
    "category_table",
    "category_matrix",
    "repair_table",
    "regrade_by_configuration",
    "regrade_summary",
    "pass_at_k_table",
    "build_report",
    "write_report",
]

#: Level at which an adjusted p-value is marked significant in the tables.
ALPHA = 0.05
#: Suffix of a configuration run under the standard prompt.
STANDARD_SUFFIX = "-std"
#: Suffix of the same model run under the security-focused prompt.
SECURITY_SUFFIX = "-sec"

#: Quality measures of Table 3, in its column order, with their display names. Lower is
#: better for all but LLOC, which is context rather than a quality measure.
QUALITY_MEASURES: dict[str, str] = {
    "flake8_per_100_lloc": "Style /100 LLOC (all codes)",
    "flake8_nows_per_100_lloc": "Style /100 LLOC (excl. whitespace)",
    "cc_mean": "Complexity (mean)",
    "cc_max": "Complexity (max)",
    "lloc": "LLOC",
}
#: Static-analysis finding counts, reported descriptively and never tested or combined.
FINDING_COUNTS: tuple[str, ...] = ("bandit_low", "bandit_medium", "bandit_high", "semgrep_findings")
#: Fields every result row must carry.
REQUIRED_FIELDS: tuple[str, ...] = ("task_id", "model", "sample_id", "category", "passed", "status")
#: Fields recorded when present and left empty otherwise.
_OPTIONAL_TEXT: tuple[str, ...] = ("dataset_version", "dataset_hash")
#: Row type of the metadata lines at the top of a results file.
_HEADER_TYPE = "header"
#: Status of a program that passed every hidden test (the only passing status).
_PASSED_STATUS = "passed"
#: Percent per unit proportion.
_PCT = 100.0
#: Leading characters of a dataset hash shown in the rendered reports.
_HASH_SHOWN = 12
#: Resolution of the PNG figures embedded in the HTML page and written next to it.
FIGURE_DPI = 120


# ============================================================================ loading


def _sample_key(value: object) -> str:
    # JSON text keeps 1 and "1" apart and gives null a key, so joins on it are exact.
    return json.dumps(value, sort_keys=True)


def _sample_order(value: object) -> tuple[int, float | str]:
    """Numbers first in numeric order, then everything else by text; null first of all."""
    if value is None:
        return (0, 0.0)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return (1, float(value))
    return (2, str(value))


def _number(value: object, where: str, name: str) -> float:
    if value is None:
        return math.nan
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ResultsFileError(f"{where}: {name}: expected a number or null, got {value!r}")
    return float(value)


def _read_rows(path: Path) -> tuple[list[dict], list[str]]:
    """The checked result rows of one file, and notes on what was skipped."""
    rows: list[dict] = []
    notes: list[str] = []
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or exc
        raise ResultsFileError(f"{path}: cannot read results: {reason}") from exc
    lines = text.split("\n")
    # The engine appends one line per program as it finishes, so a run that was killed
    # can leave a last line without its newline; its own reader ignores that line too.
    if lines[-1].strip():
        notes.append(f"{path}:{len(lines)}: last line is incomplete (cut mid-write) and was "
                     "ignored.")
    for line_no, line in enumerate(lines[:-1], start=1):
        where = f"{path}:{line_no}"
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ResultsFileError(f"{where}: not a JSON object: {exc.msg}") from exc
        if not isinstance(row, dict):
            raise ResultsFileError(f"{where}: expected a JSON object, got {type(row).__name__}")
        if row.get("type") == _HEADER_TYPE:
            continue
        missing = [name for name in REQUIRED_FIELDS if name not in row]
        if missing:
            raise ResultsFileError(f"{where}: missing field(s) {', '.join(missing)}")
        for name in ("task_id", "model", "status", "category"):
            if not isinstance(row[name], str) or not row[name]:
                raise ResultsFileError(
                    f"{where}: {name}: expected a non-empty string, got {row[name]!r}")
        if not isinstance(row["passed"], bool):
            raise ResultsFileError(
                f"{where}: passed: expected true or false, got {row['passed']!r}")
        if row["passed"] != (row["status"] == _PASSED_STATUS):
            # Verdicts fail closed; a row that contradicts itself is not trusted either way.
            raise ResultsFileError(
                f"{where}: passed is {row['passed']} but status is {row['status']!r}")
        record = {
            "task_id": row["task_id"],
            "model": row["model"],
            "sample_id": row["sample_id"],
            "sample_key": _sample_key(row["sample_id"]),
            "category": row["category"],
            "passed": row["passed"],
            "status": row["status"],
        }
        for name in (*QUALITY_MEASURES, *FINDING_COUNTS):
            record[name] = _number(row.get(name), where, name)
        for name in _OPTIONAL_TEXT:
            value = row.get(name)
            record[name] = None if value is None else str(value)
        repaired = row.get("repaired")
        if repaired is not None and not isinstance(repaired, bool):
            raise ResultsFileError(f"{where}: repaired: expected true, false or null, "
                                   f"got {repaired!r}")
        record["repaired"] = repaired
        record["_where"] = where
        rows.append(record)
    return rows, notes


def load_results(paths: str | Path | Iterable[str | Path]) -> pd.DataFrame:
    """Read and check results JSONL files into one frame, one row per graded program.

    Header rows are skipped, and so is a last line cut mid-write (the frame's
    ``attrs["notes"]`` says so). Every other row needs :data:`REQUIRED_FIELDS`, a
    boolean ``passed`` that agrees with ``status``, and numbers or nulls in the quality
    and finding columns (a missing column reads as null). A category outside the
    taxonomy (another benchmark's) is kept and noted. Two rows for the same (model,
    task_id, sample_id) are an error, whichever files they come from, and so is a task
    filed under two categories. Raises :class:`~evaluation.ResultsFileError` naming
    the file and line.
    """
    if isinstance(paths, (str, Path)):
        paths = [paths]
    paths = [Path(p) for p in paths]
    if not paths:
        raise ResultsFileError("no results file given")
    rows: list[dict] = []
    notes: list[str] = []
    for path in paths:
        file_rows, file_notes = _read_rows(path)
        rows.extend(file_rows)
        notes.extend(file_notes)
    if not rows:
        raise ResultsFileError(f"no result rows in {', '.join(str(p) for p in paths)}")
    frame = pd.DataFrame(rows)
    duplicated = frame.duplicated(["model", "task_id", "sample_key"], keep=False)
    if duplicated.any():
        first = frame[duplicated].iloc[0]
        same = ((frame.model == first.model) & (frame.task_id == first.task_id)
                & (frame.sample_key == first.sample_key))
        places = frame.loc[same, "_where"]
        raise ResultsFileError(
            f"program graded twice: model {first.model!r}, task {first.task_id!r}, sample "
            f"{first.sample_id!r} at {' and '.join(places)}")
    categories = frame.groupby("task_id")["category"].nunique()
    if (categories > 1).any():
        task = categories[categories > 1].index[0]
        seen = sorted(frame.loc[frame.task_id == task, "category"].unique())
        raise ResultsFileError(
            f"task {task!r} is filed under several categories: {', '.join(seen)}")
    foreign = sorted(set(frame["category"]) - set(CATEGORIES))
    if foreign:
        notes.append(f"Categories outside the CodeAssay taxonomy: {', '.join(foreign)}.")
    return _with_notes(frame.drop(columns="_where").reset_index(drop=True), notes)


# ============================================================================ configurations


def _appearance(results: pd.DataFrame) -> list[str]:
    return [str(m) for m in pd.unique(results["model"])]


def detect_prompt_pairs(configurations: Iterable[str]) -> dict[str, tuple[str, str]]:
    """Standard/security pairs by name: ``{"gpt4o": ("gpt4o-std", "gpt4o-sec"), ...}``.

    A pair is a configuration ending in :data:`STANDARD_SUFFIX` and one with the same
    prefix ending in :data:`SECURITY_SUFFIX`.
    """
    names = list(configurations)
    present = set(names)
    pairs: dict[str, tuple[str, str]] = {}
    for name in names:
        if name.endswith(STANDARD_SUFFIX):
            model = name[: -len(STANDARD_SUFFIX)]
            if model + SECURITY_SUFFIX in present:
                pairs[model] = (name, model + SECURITY_SUFFIX)
    return pairs


def _pairs_from(mapping: Mapping[str, str], present: Sequence[str]) -> dict[str, tuple[str, str]]:
    pairs: dict[str, tuple[str, str]] = {}
    for standard, security in mapping.items():
        for name in (standard, security):
            if name not in present:
                raise ResultsFileError(
                    f"prompt pair {standard!r} -> {security!r}: configuration {name!r} is not "
                    f"in the results (present: {', '.join(present)})")
        label = (standard[: -len(STANDARD_SUFFIX)] if standard.endswith(STANDARD_SUFFIX)
                 else standard)
        pairs[label] = (standard, security)
    return pairs


def primary_configurations(configurations: Sequence[str],
                           pairs: Mapping[str, tuple[str, str]]) -> list[str]:
    """The configurations compared with each other: all but the security-prompt members of pairs."""
    security = {sec for _, sec in pairs.values()}
    return [c for c in configurations if c not in security]


def _resolve(results: pd.DataFrame, configurations: Sequence[str] | None) -> list[str]:
    present = _appearance(results)
    if configurations is None:
        return present
    unknown = [c for c in configurations if c not in present]
    if unknown:
        raise ResultsFileError(
            f"configuration(s) {', '.join(map(repr, unknown))} not in the results "
            f"(present: {', '.join(present)})")
    return list(dict.fromkeys(configurations))


# ============================================================================ helpers


def _first_samples(results: pd.DataFrame) -> pd.DataFrame:
    """One program per (configuration, task): the one with the smallest sample id."""
    if not results.duplicated(["model", "task_id"]).any():
        return results
    order = results["sample_id"].map(_sample_order)
    ranked = results.assign(_order=order).sort_values(["model", "task_id", "_order"], kind="stable")
    return ranked.drop_duplicates(["model", "task_id"], keep="first").drop(columns="_order")


def _outcomes(results: pd.DataFrame, configurations: Sequence[str]) -> pd.DataFrame:
    """Tasks x configurations of 1.0 / 0.0, NaN where the configuration lacks the task."""
    first = _first_samples(results)
    first = first[first["model"].isin(configurations)]
    wide = first.pivot(index="task_id", columns="model", values="passed")
    wide = wide.reindex(columns=list(configurations)).astype(float)
    return wide.sort_index()


def _several_samples(results: pd.DataFrame) -> bool:
    return bool((results.groupby(["model", "task_id"]).size() > 1).any())


def _sample_note(results: pd.DataFrame) -> list[str]:
    if _several_samples(results):
        return ["Several samples per task: correctness tests and quality comparisons use the "
                "sample with the smallest sample_id per configuration and task; pass@k uses all."]
    return []


#: Tasks listed by name in a note before the rest are only counted.
_TASKS_SHOWN = 10


def _missing_notes(outcomes: pd.DataFrame) -> list[str]:
    """One note per configuration lacking tasks, worded the same wherever it is raised."""
    notes = []
    for config in outcomes.columns:
        missing = outcomes.index[outcomes[config].isna()].tolist()
        if missing:
            more = " ..." if len(missing) > _TASKS_SHOWN else ""
            shown = ", ".join(missing[:_TASKS_SHOWN]) + more
            notes.append(f"{config} has no result for {len(missing)} task(s) ({shown}): its "
                         "correctness is over the tasks it has, and every paired test and joint "
                         "set that includes it drops those tasks.")
    return notes


def _with_notes(frame: pd.DataFrame, notes: Sequence[str]) -> pd.DataFrame:
    frame.attrs["notes"] = list(dict.fromkeys(notes))
    return frame


def _holm_column(pvalues: Sequence[float]) -> list[float]:
    """Holm over the defined p-values of a family; undefined ones stay NaN and outside it."""
    values = list(pvalues)
    index = [i for i, p in enumerate(values) if not math.isnan(p)]
    adjusted = holm([values[i] for i in index])
    out = [math.nan] * len(values)
    for i, p in zip(index, adjusted):
        out[i] = p
    return out


def _frame(rows: list[dict], columns: Sequence[str]) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=list(columns))


# ============================================================================ correctness


_CORRECTNESS_COLUMNS = ("configuration", "n_tasks", "n_passed", "correctness_pct", "ci_low_pct",
                        "ci_high_pct")


def correctness_table(results: pd.DataFrame, configurations: Sequence[str] | None = None,
                      confidence: float = DEFAULT_CONFIDENCE) -> pd.DataFrame:
    """Hidden-test correctness per configuration with its Wilson score interval (percent).

    Each configuration is scored over the tasks it has results for (``n_tasks``); a
    missing task is not counted as a failure, and the notes say which are missing.
    """
    configs = _resolve(results, configurations)
    outcomes = _outcomes(results, configs)
    rows = []
    for config in configs:
        column = outcomes[config].dropna()
        n, k = int(column.size), int(column.sum())
        interval = wilson_interval(k, n, confidence)
        rows.append({"configuration": config, "n_tasks": n, "n_passed": k,
                     "correctness_pct": _PCT * interval.proportion,
                     "ci_low_pct": _PCT * interval.low, "ci_high_pct": _PCT * interval.high})
    notes = _sample_note(results) + _missing_notes(outcomes)
    return _with_notes(_frame(rows, _CORRECTNESS_COLUMNS), notes)


def cochran_table(results: pd.DataFrame,
                  configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Cochran's Q across the configurations, on the tasks every one of them has results for.

    Q is reported as NaN with p = 1 when it is undefined (one configuration, or no task
    that some but not all configurations solve); the ``note`` column says which.
    """
    configs = _resolve(results, configurations)
    outcomes = _outcomes(results, configs)
    complete = outcomes.dropna()
    notes = _missing_notes(outcomes)
    columns = ("configurations", "n_tasks", "n_informative", "q", "df", "p", "note")
    if complete.empty:
        row = {"configurations": ", ".join(configs), "n_tasks": 0, "n_informative": 0,
               "q": math.nan, "df": len(configs) - 1, "p": math.nan,
               "note": "no task has results for every configuration"}
        return _with_notes(_frame([row], columns), notes)
    result = cochran_q(complete.to_numpy(dtype=int))
    note = ""
    if result.df == 0:
        note = "undefined: a single configuration"
    elif not result.defined:
        note = "undefined: every task solved by all configurations or by none"
    row = {"configurations": ", ".join(configs), "n_tasks": result.n_tasks,
           "n_informative": result.n_informative, "q": result.statistic, "df": result.df,
           "p": result.pvalue, "note": note}
    return _with_notes(_frame([row], columns), notes)


_MCNEMAR_COLUMNS = ("n_tasks", "a_pct", "b_pct", "a_only", "b_only", "diff_pp", "ci_low_pp",
                    "ci_high_pp", "p", "p_holm", "significant")


def _mcnemar_rows(outcomes: pd.DataFrame, contrasts: Sequence[tuple[str, str]],
                  confidence: float) -> list[dict]:
    rows = []
    for a, b in contrasts:
        joint = outcomes[[a, b]].dropna()
        row: dict = {"n_tasks": len(joint)}
        if joint.empty:
            row.update(a_pct=math.nan, b_pct=math.nan, a_only=0, b_only=0, diff_pp=math.nan,
                       ci_low_pp=math.nan, ci_high_pp=math.nan, p=math.nan)
        else:
            res = mcnemar_exact(joint[a].astype(int).tolist(), joint[b].astype(int).tolist(),
                                confidence)
            row.update(a_pct=_PCT * (res.n11 + res.n10) / res.n,
                       b_pct=_PCT * (res.n11 + res.n01) / res.n,
                       a_only=res.n10, b_only=res.n01, diff_pp=res.risk_difference_pp,
                       ci_low_pp=res.ci_low_pp, ci_high_pp=res.ci_high_pp, p=res.pvalue)
        rows.append(row)
    for row, adjusted in zip(rows, _holm_column([r["p"] for r in rows])):
        row["p_holm"] = adjusted
        row["significant"] = bool(adjusted <= ALPHA) if not math.isnan(adjusted) else False
    return rows


def pairwise_correctness(results: pd.DataFrame, configurations: Sequence[str] | None = None,
                         confidence: float = DEFAULT_CONFIDENCE) -> pd.DataFrame:
    """Exact McNemar test for every pair of configurations, Holm within this family.

    Each pair is compared on the tasks both have results for (``n_tasks``). ``a_only``
    and ``b_only`` are the discordant counts (tasks only ``a`` / only ``b`` solves);
    ``diff_pp`` is a minus b in percentage points with its Wald interval at
    ``confidence``.
    """
    configs = _resolve(results, configurations)
    outcomes = _outcomes(results, configs)
    contrasts = list(combinations(configs, 2))
    rows = _mcnemar_rows(outcomes, contrasts, confidence)
    for row, (a, b) in zip(rows, contrasts):
        row["a"], row["b"] = a, b
    notes = _missing_notes(outcomes)
    return _with_notes(_frame(rows, ("a", "b", *_MCNEMAR_COLUMNS)), notes)


def _resolve_pairs(results: pd.DataFrame,
                   pairs: Mapping[str, str] | None) -> dict[str, tuple[str, str]]:
    present = _appearance(results)
    return detect_prompt_pairs(present) if pairs is None else _pairs_from(pairs, present)


def prompt_correctness(results: pd.DataFrame, pairs: Mapping[str, str] | None = None,
                       confidence: float = DEFAULT_CONFIDENCE) -> pd.DataFrame:
    """Within each model, security-focused against standard prompt: exact McNemar, own Holm family.

    ``pairs`` maps a standard configuration to its security counterpart; by default they
    are found by name (:func:`detect_prompt_pairs`). ``diff_pp`` is security minus
    standard; ``sec_only`` / ``std_only`` are the discordant counts.
    """
    found = _resolve_pairs(results, pairs)
    configs = [c for pair in found.values() for c in pair]
    outcomes = _outcomes(results, configs)
    contrasts = [(sec, std) for std, sec in found.values()]
    rows = _mcnemar_rows(outcomes, contrasts, confidence)
    out = []
    for row, (model, (std, sec)) in zip(rows, found.items()):
        out.append({"model": model, "standard": std, "security": sec, "n_tasks": row["n_tasks"],
                    "std_pct": row["b_pct"], "sec_pct": row["a_pct"], "sec_only": row["a_only"],
                    "std_only": row["b_only"], "diff_pp": row["diff_pp"],
                    "ci_low_pp": row["ci_low_pp"],
                    "ci_high_pp": row["ci_high_pp"], "p": row["p"], "p_holm": row["p_holm"],
                    "significant": row["significant"]})
    columns = ("model", "standard", "security", "n_tasks", "std_pct", "sec_pct", "sec_only",
               "std_only", "diff_pp", "ci_low_pp", "ci_high_pp", "p", "p_holm", "significant")
    notes = _missing_notes(outcomes)
    if not found:
        notes.append("No standard/security prompt pairs (names ending in "
                     f"{STANDARD_SUFFIX!r} / {SECURITY_SUFFIX!r}), so no prompt contrast.")
    return _with_notes(_frame(out, columns), notes)


# ============================================================================ quality


def joint_tasks(results: pd.DataFrame, configurations: Sequence[str] | None = None) -> list[str]:
    """Tasks solved by every one of the configurations (a task one of them lacks is not joint)."""
    configs = _resolve(results, configurations)
    outcomes = _outcomes(results, configs)
    solved = outcomes.fillna(0.0).eq(1.0).all(axis=1)
    return outcomes.index[solved].tolist()


def _passed_first(results: pd.DataFrame) -> dict[str, pd.DataFrame]:
    """Per quality or finding column, tasks x configurations of the passing programs' values."""
    first = _first_samples(results)
    passed = first[first["passed"]]
    columns = [*QUALITY_MEASURES, *FINDING_COUNTS]
    if passed.empty:
        return {column: pd.DataFrame(dtype=float) for column in columns}
    wide = passed.set_index(["task_id", "model"])[columns].unstack("model").astype(float)
    return {column: wide[column] for column in columns}


def _values(passed: Mapping[str, pd.DataFrame], config: str, tasks: Sequence[str] | None,
            column: str) -> pd.Series:
    """``column`` of ``config``'s passing programs on ``tasks`` (all its tasks when None)."""
    table = passed[column]
    if config not in table.columns:
        return pd.Series(math.nan, index=pd.Index(list(tasks or []), dtype=object), dtype=float)
    values = table[config]
    return values.dropna() if tasks is None else values.reindex(list(tasks))


def _joint_notes(results: pd.DataFrame, configs: Sequence[str], tasks: Sequence[str]) -> list[str]:
    outcomes = _outcomes(results, configs)
    notes = [f"Quality is compared on the {len(tasks)} task(s) solved by all {len(configs)} "
             f"configuration(s) ({', '.join(configs)})."]
    notes += _missing_notes(outcomes)
    return notes


def _missing_value_notes(passed: pd.DataFrame, configs: Sequence[str], tasks: Sequence[str],
                         columns: Iterable[str]) -> list[str]:
    notes = []
    for config in configs:
        for column in columns:
            missing = int(_values(passed, config, tasks, column).isna().sum())
            if missing:
                notes.append(f"{config}: {column} not measured for {missing} of {len(tasks)} joint "
                             "task(s); those values are dropped, not imputed.")
    return notes


def quality_table(results: pd.DataFrame,
                  configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Table 3: correctness over all tasks, and quality means on the jointly solved tasks.

    The jointly solved tasks are those every listed configuration solves
    (:func:`joint_tasks`). Each measure keeps its tool's unit; a value that was not
    measured is dropped from its mean and counted in the notes.
    """
    configs = _resolve(results, configurations)
    joint = joint_tasks(results, configs)
    correct = correctness_table(results, configs).set_index("configuration")
    passed = _passed_first(results)
    rows = []
    for config in configs:
        row = {"configuration": config, "correctness_pct": correct.loc[config, "correctness_pct"],
               "n_passed": int(correct.loc[config, "n_passed"]), "n_joint": len(joint)}
        for measure in QUALITY_MEASURES:
            values = _values(passed, config, joint, measure).dropna()
            row[measure] = float(values.mean()) if len(values) else math.nan
        rows.append(row)
    notes = (_joint_notes(results, configs, joint)
             + _missing_value_notes(passed, configs, joint, QUALITY_MEASURES))
    columns = ("configuration", "correctness_pct", "n_passed", *QUALITY_MEASURES, "n_joint")
    return _with_notes(_frame(rows, columns), notes)


def findings_table(results: pd.DataFrame,
                   configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Static-analysis finding totals per configuration, descriptive only.

    Totals on the jointly solved tasks (``joint_*``) and over every passing program
    (``all_*``); ``*_measured`` counts the programs each total rests on. The tools are
    never combined and these counts are not a measure of security.
    """
    configs = _resolve(results, configurations)
    joint = joint_tasks(results, configs)
    passed = _passed_first(results)
    rows = []
    for config in configs:
        row: dict = {"configuration": config}
        for count in FINDING_COUNTS:
            for prefix, tasks in (("joint", joint), ("all", None)):
                values = _values(passed, config, tasks, count).dropna()
                row[f"{prefix}_{count}"] = float(values.sum()) if len(values) else math.nan
        row["joint_measured"] = int(_values(passed, config, joint, FINDING_COUNTS[0]).notna().sum())
        row["all_measured"] = int(_values(passed, config, None, FINDING_COUNTS[0]).size)
        rows.append(row)
    columns = ("configuration", *(f"joint_{c}" for c in FINDING_COUNTS), "joint_measured",
               *(f"all_{c}" for c in FINDING_COUNTS), "all_measured")
    notes = _missing_value_notes(passed, configs, joint, FINDING_COUNTS)
    return _with_notes(_frame(rows, columns), notes)


_WILCOXON_COLUMNS = ("n_pairs", "n_tied", "statistic", "p", "p_holm", "significant",
                     "rank_biserial", "method")


def _wilcoxon_row(x: pd.Series, y: pd.Series) -> tuple[float, float, dict]:
    """Means of ``x`` and ``y`` over the complete pairs, and the test on those pairs."""
    both = pd.concat([x, y], axis=1).dropna()
    if both.empty:
        return math.nan, math.nan, {"n_pairs": 0, "n_tied": 0, "statistic": math.nan, "p": math.nan,
                                    "rank_biserial": math.nan, "method": "none"}
    xs, ys = both.iloc[:, 0].to_numpy(), both.iloc[:, 1].to_numpy()
    res = wilcoxon_pratt(xs, ys)
    return float(xs.mean()), float(ys.mean()), {
        "n_pairs": res.n, "n_tied": res.n_tied, "statistic": res.statistic, "p": res.pvalue,
        "rank_biserial": res.rank_biserial, "method": res.method}


def _holm_by_measure(rows: list[dict]) -> None:
    for measure in QUALITY_MEASURES:
        family = [r for r in rows if r["measure"] == measure]
        for row, adjusted in zip(family, _holm_column([r["p"] for r in family])):
            row["p_holm"] = adjusted
            row["significant"] = bool(adjusted <= ALPHA) if not math.isnan(adjusted) else False


def pairwise_quality(results: pd.DataFrame, configurations: Sequence[str] | None = None,
                     joint_over: Sequence[str] | None = None) -> pd.DataFrame:
    """Wilcoxon signed-rank (Pratt) for every pair of configurations on every quality measure.

    Every pair is tested on the same tasks: those solved by all of ``joint_over``
    (default: the compared configurations; the paper's RQ1 uses all fourteen, a
    superset of the seven compared), less any task whose measure is missing for either
    side. ``mean_a`` / ``mean_b`` are over the tested pairs. Holm runs per measure over
    the pairs. ``rank_biserial`` is positive when ``a`` has the larger values (for all
    measures but LLOC, the worse ones).
    """
    configs = _resolve(results, configurations)
    over = configs if joint_over is None else _resolve(results, joint_over)
    joint = joint_tasks(results, over)
    passed = _passed_first(results)
    rows = []
    for measure in QUALITY_MEASURES:
        for a, b in combinations(configs, 2):
            x, y = _values(passed, a, joint, measure), _values(passed, b, joint, measure)
            mean_a, mean_b, test = _wilcoxon_row(x, y)
            rows.append({"measure": measure, "a": a, "b": b, "mean_a": mean_a, "mean_b": mean_b,
                         **test})
    _holm_by_measure(rows)
    notes = _joint_notes(results, over, joint)
    columns = ("measure", "a", "b", "mean_a", "mean_b", *_WILCOXON_COLUMNS)
    return _with_notes(_frame(rows, columns), notes)


def prompt_quality(results: pd.DataFrame, pairs: Mapping[str, str] | None = None) -> pd.DataFrame:
    """Within each model, security against standard prompt on every quality measure.

    Each model uses its own jointly solved set (tasks both of its configurations
    solve), so sets differ between models and from Table 3's. Holm runs per measure
    across the models. ``rank_biserial`` is positive when the security-prompt values
    are larger; ``mean_diff`` is security minus standard.
    """
    found = _resolve_pairs(results, pairs)
    passed = _passed_first(results)
    rows = []
    notes = []
    for model, (std, sec) in found.items():
        joint = joint_tasks(results, [std, sec])
        notes.append(f"{model}: prompt comparison on the {len(joint)} task(s) both {std} and "
                     f"{sec} solve.")
        for measure in QUALITY_MEASURES:
            x, y = _values(passed, sec, joint, measure), _values(passed, std, joint, measure)
            sec_mean, std_mean, test = _wilcoxon_row(x, y)
            rows.append({"measure": measure, "model": model, "n_joint": len(joint),
                         "std_mean": std_mean, "sec_mean": sec_mean,
                         "mean_diff": sec_mean - std_mean,
                         **test})
    _holm_by_measure(rows)
    if not found:
        notes.append("No standard/security prompt pairs, so no prompt comparison of quality.")
    columns = ("measure", "model", "n_joint", "std_mean", "sec_mean", "mean_diff",
               *_WILCOXON_COLUMNS)
    return _with_notes(_frame(rows, columns), notes)


# ============================================================================ categories


def category_matrix(results: pd.DataFrame,
                    configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Correctness (percent) per category and configuration.

    Rows follow the taxonomy's order; categories outside it follow, sorted.
    """
    configs = _resolve(results, configurations)
    first = _first_samples(results)
    first = first[first["model"].isin(configs)]
    table = first.pivot_table(index="category", columns="model", values="passed", aggfunc="mean")
    present = ([c for c in CATEGORIES if c in table.index]
               + sorted(c for c in table.index if c not in CATEGORIES))
    table = table.reindex(index=present, columns=configs).astype(float) * _PCT
    table.index.name, table.columns.name = "category", None
    return _with_notes(table, [])


def category_table(results: pd.DataFrame,
                   configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Table 4: per category, mean correctness across configurations and best-to-worst spread.

    Descriptive, not tested (paper section 4.3). Sorted by spread, widest first.
    """
    configs = _resolve(results, configurations)
    matrix = category_matrix(results, configs)
    tasks = _first_samples(results).groupby("category")["task_id"].nunique()
    rows = []
    for category, values in matrix.iterrows():
        values = values.dropna()
        rows.append({"category": category, "name": CATEGORY_NAMES.get(category, category),
                     "n_tasks": int(tasks.get(category, 0)), "mean_pct": float(values.mean()),
                     "spread_pp": float(values.max() - values.min()),
                     "best": str(values.idxmax()), "worst": str(values.idxmin())})
    frame = _frame(rows, ("category", "name", "n_tasks", "mean_pct", "spread_pp", "best", "worst"))
    frame = frame.sort_values(["spread_pp", "mean_pct"], ascending=[False, True], kind="stable")
    notes = []
    if matrix.isna().any().any():
        notes.append("Some configurations have no task in some category; their means and spreads "
                     "use the configurations that do.")
    return _with_notes(frame.reset_index(drop=True), notes)


# ============================================================================ repair


def _match(left: pd.DataFrame, right: pd.DataFrame, left_name: str,
           right_name: str) -> tuple[pd.DataFrame, list[str]]:
    keys = ["model", "task_id", "sample_key"]
    merged = left[keys + ["passed"]].merge(right[keys + ["passed"]], on=keys, how="outer",
                                           suffixes=("_left", "_right"), indicator=True)
    notes = []
    sides = (("left_only", left_name, right_name), ("right_only", right_name, left_name))
    for side, name, other in sides:
        unmatched = merged[merged["_merge"] == side]
        if len(unmatched):
            by_model = unmatched.groupby("model").size()
            detail = ", ".join(f"{m}: {n}" for m, n in by_model.items())
            notes.append(f"{len(unmatched)} program(s) in the {name} results have no "
                         f"counterpart in the {other} results and are left out ({detail}).")
    both = merged[merged["_merge"] == "both"].drop(columns="_merge")
    both = both.astype({"passed_left": bool, "passed_right": bool})
    return both, notes


def repair_table(initial: pd.DataFrame, final: pd.DataFrame,
                 configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Repair decomposition: hidden-test correctness of the first attempt and of the final program.

    Programs are matched on (model, task_id, sample_id); ``fail_to_pass`` counts
    programs the repair turned from failing to passing the hidden tests and
    ``pass_to_fail`` the reverse. ``repaired`` counts the final programs the engine
    marked as repaired (NaN when the results do not say). Descriptive, not tested.
    """
    configs = _resolve(final, configurations)
    both, notes = _match(initial, final, "initial", "final")
    rows = []
    for config in configs:
        own = both[both["model"] == config]
        n = len(own)
        before, after = int(own["passed_left"].sum()), int(own["passed_right"].sum())
        marked = (final.loc[final["model"] == config, "repaired"].dropna()
                  if "repaired" in final.columns else ())
        rows.append({"configuration": config, "n_programs": n,
                     "repaired": int(sum(bool(v) for v in marked)) if len(marked) else math.nan,
                     "initial_pct": _PCT * before / n if n else math.nan,
                     "final_pct": _PCT * after / n if n else math.nan,
                     "gain_pp": _PCT * (after - before) / n if n else math.nan,
                     "fail_to_pass": int((~own["passed_left"] & own["passed_right"]).sum()),
                     "pass_to_fail": int((own["passed_left"] & ~own["passed_right"]).sum())})
    columns = ("configuration", "n_programs", "repaired", "initial_pct", "final_pct", "gain_pp",
               "fail_to_pass", "pass_to_fail")
    return _with_notes(_frame(rows, columns), notes)


# ============================================================================ regrade


def _versions(frame: pd.DataFrame) -> str:
    pairs = frame[["dataset_version", "dataset_hash"]].drop_duplicates()
    shown = [f"{v if isinstance(v, str) else '?'} "
             f"({h[:_HASH_SHOWN] if isinstance(h, str) else '?'})"
             for v, h in pairs.itertuples(index=False)]
    return "; ".join(shown)


def regrade_by_configuration(baseline: pd.DataFrame, regrade: pd.DataFrame,
                             configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """The same programs graded twice: correctness per configuration and label changes.

    Programs are matched on (model, task_id, sample_id); ``pass_to_fail`` counts
    programs that pass the baseline suite and fail the regrade suite.
    """
    configs = _resolve(regrade, configurations)
    both, notes = _match(baseline, regrade, "baseline", "regrade")
    rows = []
    for config in configs:
        own = both[both["model"] == config]
        n = len(own)
        rows.append({"configuration": config, "n_programs": n,
                     "baseline_pct": _PCT * own["passed_left"].mean() if n else math.nan,
                     "regrade_pct": _PCT * own["passed_right"].mean() if n else math.nan,
                     "pass_to_fail": int((own["passed_left"] & ~own["passed_right"]).sum()),
                     "fail_to_pass": int((~own["passed_left"] & own["passed_right"]).sum())})
    frame = _frame(rows, ("configuration", "n_programs", "baseline_pct", "regrade_pct",
                          "pass_to_fail", "fail_to_pass"))
    frame["change_pp"] = frame["regrade_pct"] - frame["baseline_pct"]
    return _with_notes(frame, notes)


def regrade_summary(baseline: pd.DataFrame, regrade: pd.DataFrame,
                    configurations: Sequence[str] | None = None,
                    spread_over: Sequence[str] | None = None) -> pd.DataFrame:
    """The audit effect in one row: labels changed each way, aggregate correctness and spread.

    Aggregate correctness is over every matched program of the configurations; the
    best-to-worst spread is over ``spread_over`` (default: the primary configurations).
    """
    configs = _resolve(regrade, configurations)
    per_config = regrade_by_configuration(baseline, regrade, configs)
    both, notes = _match(baseline, regrade, "baseline", "regrade")
    both = both[both["model"].isin(configs)]
    if spread_over is None:
        spread_over = primary_configurations(configs, detect_prompt_pairs(configs))
    outside = [c for c in spread_over if c not in configs]
    if outside:
        raise ResultsFileError(f"spread over {', '.join(map(repr, outside))}: not among the "
                               f"regraded configurations ({', '.join(configs)})")
    spread = per_config.set_index("configuration").loc[list(spread_over)]
    n = len(both)
    changed_down = int((both["passed_left"] & ~both["passed_right"]).sum())
    changed_up = int((~both["passed_left"] & both["passed_right"]).sum())
    row = {"n_programs": n, "changed": changed_down + changed_up,
           "changed_pct": _PCT * (changed_down + changed_up) / n if n else math.nan,
           "pass_to_fail": changed_down, "fail_to_pass": changed_up,
           "baseline_pct": _PCT * both["passed_left"].mean() if n else math.nan,
           "regrade_pct": _PCT * both["passed_right"].mean() if n else math.nan,
           "baseline_spread_pp": spread["baseline_pct"].max() - spread["baseline_pct"].min(),
           "regrade_spread_pp": spread["regrade_pct"].max() - spread["regrade_pct"].min(),
           "baseline_dataset": _versions(baseline), "regrade_dataset": _versions(regrade)}
    notes.append(f"Best-to-worst spread over {', '.join(spread_over)}.")
    hashes = set(baseline["dataset_hash"].dropna())
    if hashes and hashes == set(regrade["dataset_hash"].dropna()):
        notes.append("Baseline and regrade results carry the same dataset hash: this is a regrade "
                     "against the same ground truth.")
    return _with_notes(pd.DataFrame([row]), notes)


# ============================================================================ pass@k


def pass_at_k_table(results: pd.DataFrame, ks: Sequence[int] = DEFAULT_K,
                    configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Unbiased pass@k (percent) per configuration, averaged over its tasks.

    A ``pass_at_<k>_pct`` cell is filled only when every task of the configuration
    has at least ``k`` samples; otherwise it is NaN, because averaging over the tasks
    that happen to have enough samples would change the task set with k.
    """
    configs = _resolve(results, configurations)
    counts = results.groupby(["model", "task_id"])["passed"].agg(["size", "sum"])
    rows = []
    for config in configs:
        own = counts.loc[config]
        row: dict = {"configuration": config, "n_tasks": len(own),
                     "samples_min": int(own["size"].min()),
                     "samples_max": int(own["size"].max())}
        for k in ks:
            if row["samples_min"] >= k:
                values = [pass_at_k(int(n), int(c), k).value
                          for n, c in own.itertuples(index=False)]
                row[f"pass_at_{k}_pct"] = _PCT * float(np.mean(values))
            else:
                row[f"pass_at_{k}_pct"] = math.nan
        rows.append(row)
    frame = _frame(rows, ("configuration", "n_tasks", "samples_min", "samples_max",
                          *(f"pass_at_{k}_pct" for k in ks)))
    keep = [c for c in frame.columns if not c.startswith("pass_at_") or frame[c].notna().any()]
    notes = ["pass@k is the unbiased estimator of Chen et al. (2021), averaged over tasks; "
             "a k is shown only for configurations with at least k samples of every task."]
    return _with_notes(frame[keep].copy(), notes)


# ============================================================================ the report


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


_CAPTIONS = {
    "correctness": "Hidden-test correctness per configuration, with Wilson {conf:g}% intervals.",
    "cochran": "Cochran's Q across the primary configurations (tasks present for all of them).",
    "pairwise_correctness": "Pairwise exact McNemar tests between primary configurations; "
                            "diff = a - b (pp) with its {conf:g}% Wald interval from the "
                            "discordant counts; Holm within this family.",
    "prompt_correctness": "Security-focused vs standard prompt within each model: exact "
                          "McNemar, diff = sec - std (pp); Holm within this family.",
    "quality": "Table 3: correctness over all tasks; quality means on the tasks solved by every "
               "configuration. Lower is better except LLOC (context). No composite score.",
    "findings": "Static-analysis finding totals (Bandit by severity, Semgrep), descriptive "
                "only; on the jointly solved tasks and over all passing programs.",
    "pairwise_quality": "Pairwise Wilcoxon signed-rank tests (Pratt zeros, no continuity "
                        "correction) on the jointly solved tasks; rank-biserial > 0 when a is "
                        "larger; Holm per measure.",
    "prompt_quality": "Security vs standard prompt on each model's own jointly solved tasks; "
                      "Wilcoxon (Pratt); rank-biserial > 0 when the security prompt's values "
                      "are larger; Holm per measure across models.",
    "categories": "Table 4: per-category correctness of the primary configurations, mean and "
                  "best-to-worst spread (descriptive).",
    "category_matrix": "Correctness (%) per category and configuration.",
    "repair": "Repair decomposition: hidden-test correctness of the first attempt and of the final "
              "program (descriptive).",
    "regrade": "Audit effect: the same programs graded against two dataset versions.",
    "regrade_by_configuration": "Audit effect per configuration.",
    "pass_at_k": "pass@k (unbiased estimator of Chen et al. 2021), percent.",
}


def build_report(results: pd.DataFrame, *, initial: pd.DataFrame | None = None,
                 baseline: pd.DataFrame | None = None, regrade: pd.DataFrame | None = None,
                 pairs: Mapping[str, str] | None = None, primary: Sequence[str] | None = None,
                 ks: Sequence[int] = DEFAULT_K, confidence: float = DEFAULT_CONFIDENCE) -> Report:
    """Run every analysis the inputs allow and collect the tables.

    ``results`` are the final results (from :func:`load_results`). ``initial`` adds the
    repair decomposition; ``baseline`` and ``regrade`` together add the audit effect.
    ``pairs`` maps standard to security configurations (default: found by name);
    ``primary`` overrides the configurations compared in the correctness families,
    Table 4 and the regrade spread (default: :func:`primary_configurations`).
    """
    if (baseline is None) != (regrade is None):
        raise ResultsFileError("the audit effect needs both baseline and regrade results")
    ordered = _appearance(results)
    found = _resolve_pairs(results, pairs)
    main = (_resolve(results, primary) if primary is not None
            else primary_configurations(ordered, found))
    # Table order: the compared configurations first, then the security-prompt partners.
    configs = main + [c for c in ordered if c not in main]
    datasets = _versions(results)
    tables: dict[str, pd.DataFrame] = {
        "correctness": correctness_table(results, configs, confidence),
        "cochran": cochran_table(results, main),
        "pairwise_correctness": pairwise_correctness(results, main, confidence),
    }
    if found:
        tables["prompt_correctness"] = prompt_correctness(results, dict(found.values()),
                                                          confidence)
    tables["quality"] = quality_table(results, configs)
    tables["findings"] = findings_table(results, configs)
    tables["pairwise_quality"] = pairwise_quality(results, main, joint_over=configs)
    if found:
        tables["prompt_quality"] = prompt_quality(results, {s: c for s, c in found.values()})
    tables["categories"] = category_table(results, main)
    tables["category_matrix"] = category_matrix(results, configs).reset_index()
    tables["category_matrix"].attrs["percent"] = True
    if initial is not None:
        tables["repair"] = repair_table(initial, results, configs)
    if baseline is not None and regrade is not None:
        regraded = _resolve(regrade, None)
        spread_over = [c for c in main if c in regraded]
        tables["regrade"] = regrade_summary(baseline, regrade, regraded, spread_over)
        tables["regrade_by_configuration"] = regrade_by_configuration(baseline, regrade, regraded)
    if _several_samples(results):
        tables["pass_at_k"] = pass_at_k_table(results, ks, configs)
    notes: list[str] = []
    for name, frame in (("final", results), ("initial", initial), ("baseline", baseline),
                        ("regrade", regrade)):
        if frame is not None:
            notes.extend(f"{name} results: {note}" for note in frame.attrs.get("notes", []))
    if results["dataset_hash"].dropna().nunique() > 1:
        notes.append(f"The results were graded against more than one dataset: {datasets}.")
    for table in tables.values():
        notes.extend(table.attrs.get("notes", []))
    captions = {name: _CAPTIONS[name].format(conf=_PCT * confidence) for name in tables}
    return Report(tables, captions, tuple(dict.fromkeys(notes)), tuple(configs), tuple(main), found,
                  datasets)


# ============================================================================ rendering


#: Display names of columns in the rendered tables (CSV keeps the machine names).
_LABELS = {
    "configuration": "Configuration", "n_tasks": "N tasks", "n_passed": "N passed",
    "correctness_pct": "Correct (%)", "ci_low_pct": "CI low (%)", "ci_high_pct": "CI high (%)",
    "n_joint": "N joint", "diff_pp": "Diff (pp)", "ci_low_pp": "CI low (pp)",
    "ci_high_pp": "CI high (pp)",
    "p_holm": "p (Holm)", "rank_biserial": "Rank-biserial", "n_pairs": "N pairs", "n_tied": "Tied",
    "mean_pct": "Mean (%)", "spread_pp": "Spread (pp)", "n_informative": "Informative tasks",
    "a_pct": "a (%)", "b_pct": "b (%)", "std_pct": "std (%)", "sec_pct": "sec (%)",
    **QUALITY_MEASURES,
}
_P_FLOOR = 0.001


def _format_cell(column: str, value: object, default: str = "{:.2f}") -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if isinstance(value, (bool, np.bool_)):
        return "yes" if value else "no"
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    if isinstance(value, (float, np.floating)):
        if column in ("p", "p_holm"):
            return f"<{_P_FLOOR:.3f}" if value < _P_FLOOR else f"{value:.3f}"
        if (column.endswith(("_pct", "_pp")) or column in ("q", "lloc")
                or column.startswith("pass_at_")):
            return f"{value:.1f}"
        if column == "statistic":
            return f"{value:.1f}"
        if column.startswith(("joint_", "all_")):
            return f"{value:.0f}"
        return default.format(value)
    return str(value)


def _display(frame: pd.DataFrame) -> pd.DataFrame:
    """Rounded text for reading; a table whose cells are all percentages says so in attrs."""
    default = "{:.1f}" if frame.attrs.get("percent") else "{:.2f}"
    return pd.DataFrame({_LABELS.get(str(c), str(c)):
                         [_format_cell(str(c), v, default) for v in frame[c]]
                         for c in frame.columns})


def _markdown(frame: pd.DataFrame) -> str:
    shown = _display(frame)
    escape = lambda text: str(text).replace("|", "\\|")  # noqa: E731
    lines = ["| " + " | ".join(escape(c) for c in shown.columns) + " |",
             "|" + "|".join("---" for _ in shown.columns) + "|"]
    lines += ["| " + " | ".join(escape(v) for v in row) + " |"
              for row in shown.itertuples(index=False)]
    return "\n".join(lines) + "\n"


_LATEX_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#",
                  "_": r"\_", "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\^{}",
                  "<": r"\textless{}", ">": r"\textgreater{}"}


def _latex_escape(text: str) -> str:
    return "".join(_LATEX_SPECIAL.get(ch, ch) for ch in text)


def _latex(frame: pd.DataFrame, caption: str, label: str) -> str:
    shown = _display(frame)
    spec = "l" * len(shown.columns)
    lines = [r"\begin{table}", r"\centering", rf"\caption{{{_latex_escape(caption)}}}",
             rf"\label{{tab:{label}}}", rf"\begin{{tabular}}{{{spec}}}", r"\toprule",
             " & ".join(_latex_escape(c) for c in shown.columns) + r" \\", r"\midrule"]
    lines += [" & ".join(_latex_escape(v) for v in row) + r" \\"
              for row in shown.itertuples(index=False)]
    lines += [r"\bottomrule", r"\end{tabular}", r"\end{table}"]
    return "\n".join(lines) + "\n"


# ============================================================================ figures


def _figure_class() -> Callable[..., object]:
    """matplotlib's ``Figure`` bound to the Agg canvas; no pyplot, so no global backend state."""
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError as exc:
        raise MissingDependencyError("matplotlib", "report",
                                     "Drawing the report's figures") from exc

    def make(**kwargs: object):
        figure = Figure(**kwargs)
        FigureCanvasAgg(figure)
        return figure

    return make


def _png(figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=FIGURE_DPI, bbox_inches="tight")
    return buffer.getvalue()


#: Hatch marking the security-prompt bars (the paper's Figure 2 hatches them).
_SECURITY_HATCH = "///"


def _quality_figure(report: Report, make) -> bytes:
    """Figure 2: mean of each quality measure per model, standard and security side by side."""
    quality = report.tables["quality"].set_index("configuration")
    secure = {sec for _, sec in report.pairs.values()}
    groups = [(label, std, sec) for label, (std, sec) in report.pairs.items()]
    paired = {c for _, std, sec in groups for c in (std, sec)}
    groups += [(c, c, None) for c in report.configurations if c not in paired and c not in secure]
    figure = make(figsize=(3.2 * len(QUALITY_MEASURES), 3.8 + 0.1 * len(groups)))
    axes = figure.subplots(1, len(QUALITY_MEASURES))
    width = 0.4
    for ax, (measure, title) in zip(np.atleast_1d(axes), QUALITY_MEASURES.items()):
        positions = np.arange(len(groups))
        std_values = [quality.loc[std, measure] for _, std, _ in groups]
        sec_values = [quality.loc[sec, measure] if sec else math.nan for _, _, sec in groups]
        ax.bar(positions - width / 2, std_values, width, label="standard", color="tab:blue",
               edgecolor="black")
        ax.bar(positions + width / 2, sec_values, width, label="security-focused", color="white",
               edgecolor="tab:blue", hatch=_SECURITY_HATCH)
        ax.set_xticks(positions, [g[0] for g in groups], rotation=45, ha="right")
        ax.set_title(title, fontsize=9)
        if measure == "flake8_per_100_lloc":
            values = [v for v in std_values + sec_values if not math.isnan(v)]
            # A log axis cannot show a zero mean; symlog keeps it visible and says so.
            if values and min(values) > 0:
                ax.set_yscale("log")
            else:
                ax.set_yscale("symlog", linthresh=0.1)
                ax.set_title(title + " (symlog)", fontsize=9)
    handles, labels = np.atleast_1d(axes)[0].get_legend_handles_labels()
    figure.legend(handles, labels, loc="lower center", ncol=2, fontsize=8,
                  bbox_to_anchor=(0.5, -0.08))
    n_joint = int(quality["n_joint"].iloc[0]) if len(quality) else 0
    figure.suptitle(f"Quality on the {n_joint} jointly solved tasks "
                    "(lower is better; LLOC is context)",
                    fontsize=10)
    return _png(figure)


def _correctness_figure(report: Report, make) -> bytes:
    table = report.tables["correctness"]
    figure = make(figsize=(6.5, 0.45 * len(table) + 1.2))
    ax = figure.subplots()
    y = np.arange(len(table))[::-1]
    value = table["correctness_pct"].to_numpy()
    err = np.vstack([value - table["ci_low_pct"].to_numpy(),
                     table["ci_high_pct"].to_numpy() - value])
    ax.errorbar(value, y, xerr=err, fmt="o", color="tab:blue", capsize=3)
    ax.set_yticks(y, table["configuration"].tolist())
    ax.set_xlabel("hidden-test correctness (%) with Wilson interval")
    ax.set_xlim(max(0.0, float(np.nanmin(table["ci_low_pct"])) - 5), 100.5)
    ax.grid(axis="x", alpha=0.3)
    return _png(figure)


def _category_figure(report: Report, make) -> bytes:
    matrix = report.tables["category_matrix"].set_index("category")
    figure = make(figsize=(1.0 + 0.75 * len(matrix.columns), 0.45 * len(matrix) + 1.8))
    ax = figure.subplots()
    image = ax.imshow(matrix.to_numpy(dtype=float), cmap="viridis", vmin=0, vmax=100, aspect="auto")
    ax.set_xticks(range(len(matrix.columns)), matrix.columns.tolist(), rotation=45, ha="right")
    ax.set_yticks(range(len(matrix.index)), matrix.index.tolist())
    for (i, j), value in np.ndenumerate(matrix.to_numpy(dtype=float)):
        if not math.isnan(value):
            ax.text(j, i, f"{value:.0f}", ha="center", va="center", fontsize=7,
                    color="white" if value < 60 else "black")
    figure.colorbar(image, ax=ax, label="correctness (%)")
    return _png(figure)


def _figures(report: Report) -> dict[str, bytes]:
    make = _figure_class()
    figures = {"correctness": _correctness_figure(report, make),
               "categories": _category_figure(report, make)}
    if report.tables["quality"]["n_joint"].max() > 0:
        figures["quality"] = _quality_figure(report, make)
    return figures


_FIGURE_CAPTIONS = {
    "correctness": "Correctness per configuration with Wilson intervals.",
    "quality": "Quality measures per model, standard (solid) and security-focused (hatched) "
               "prompt, means over the jointly solved tasks; style on a log axis.",
    "categories": "Correctness per category and configuration.",
}


def _html(report: Report, figures: Mapping[str, bytes]) -> str:
    parts = ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
             "<title>CodeAssay report</title>",
             "<style>body{font-family:sans-serif;max-width:1200px;margin:2em auto;padding:0 1em}"
             "table{border-collapse:collapse;font-size:0.85em;margin-bottom:0.5em}"
             "th,td{border:1px solid #bbb;padding:2px 6px;text-align:right}"
             "th{background:#eee}td:first-child{text-align:left}img{max-width:100%}"
             "figcaption,.caption{color:#444;font-size:0.9em}</style></head><body>",
             "<h1>CodeAssay report</h1>",
             f"<p>Dataset: {html.escape(report.datasets or 'not recorded')}. Configurations: "
             f"{html.escape(', '.join(report.configurations))}. Compared (primary): "
             f"{html.escape(', '.join(report.primary))}.</p>"]
    if report.notes:
        items = "".join(f"<li>{html.escape(n)}</li>" for n in report.notes)
        parts.append(f"<h2>Notes</h2><ul>{items}</ul>")
    if figures:
        parts.append("<h2>Figures</h2>")
        for name, png in figures.items():
            encoded = base64.b64encode(png).decode("ascii")
            parts.append(f"<figure><img alt=\"{html.escape(name)}\" "
                         f"src=\"data:image/png;base64,{encoded}\">"
                         f"<figcaption>{html.escape(_FIGURE_CAPTIONS[name])}</figcaption></figure>")
    parts.append("<h2>Tables</h2>")
    for name, table in report.tables.items():
        parts.append(f"<h3 id=\"{name}\">{html.escape(name)}</h3>"
                     f"<p class=\"caption\">{html.escape(report.captions[name])}</p>")
        parts.append(_display(table).to_html(index=False, escape=True, border=0))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def write_report(report: Report, out: str | Path, *, figures: bool = True) -> list[Path]:
    """Write tables (CSV, Markdown, LaTeX), figures (PNG), ``report.md`` and ``report.html``.

    CSV keeps full precision and machine column names; the other formats are rounded
    for reading. With ``figures=False`` matplotlib is not needed. Returns the paths
    written. Raises :class:`~evaluation.MissingDependencyError` when figures are asked
    for and matplotlib is missing, before anything is written.
    """
    drawn = _figures(report) if figures else {}
    out = Path(out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ResultsFileError(
            f"{out}: cannot create the report folder: {exc.strerror or exc}") from exc
    written: list[Path] = []

    def emit(name: str, data: str | bytes) -> None:
        path = out / name
        try:
            if isinstance(data, bytes):
                path.write_bytes(data)
            else:
                path.write_text(data, encoding="utf-8")
        except OSError as exc:
            raise ResultsFileError(f"{path}: cannot write: {exc.strerror or exc}") from exc
        written.append(path)

    markdown = ["# CodeAssay report", "",
                f"Dataset: {report.datasets or 'not recorded'}. Configurations: "
                f"{', '.join(report.configurations)}. Compared (primary): "
                f"{', '.join(report.primary)}.", ""]
    if report.notes:
        markdown += ["## Notes", ""] + [f"- {n}" for n in report.notes] + [""]
    for name, table in report.tables.items():
        emit(f"{name}.csv", table.to_csv(index=False))
        emit(f"{name}.md", f"{report.captions[name]}\n\n{_markdown(table)}")
        emit(f"{name}.tex", _latex(table, report.captions[name], name))
        markdown += [f"## {name}", "", report.captions[name], "", _markdown(table)]
    for name, png in drawn.items():
        emit(f"{name}.png", png)
        markdown += [f"![{_FIGURE_CAPTIONS[name]}]({name}.png)", ""]
    emit("report.md", "\n".join(markdown))
    emit("report.html", _html(report, drawn))
    return written
