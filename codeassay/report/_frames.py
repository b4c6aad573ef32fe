"""What every analysis of the report shares.

One program per configuration and task (the first sample), the tasks of the dataset the
results were graded against, the tasks x configurations matrix of outcomes, the notes an
analysis attaches to its frame, Holm over one family of tests, and the matching of the
same programs across two results (repair, regrade).

The denominator is the dataset: a task without a result for a configuration counts as a
failure of that configuration in every table, paired test and joint set. With
``over_present`` an analysis reads each configuration over the tasks it has instead, as
the tables' notes and captions then say.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pandas as pd

from evaluation._stats import holm
from evaluation._summary import named_tasks

__all__ = [
    "ALPHA",
    "PCT",
    "OVER_PRESENT_NOTE",
    "sample_order",
    "first_samples",
    "dataset_tasks",
    "outcome_matrix",
    "scored",
    "several_samples",
    "sample_note",
    "denominator_notes",
    "with_notes",
    "holm_column",
    "rows_frame",
    "match_programs",
    "dataset_versions",
]


#: Level at which an adjusted p-value is marked significant in the tables.
ALPHA = 0.05
#: Percent per unit proportion.
PCT = 100.0
#: Leading characters of a dataset hash shown in the rendered reports.
_HASH_SHOWN = 12
#: What a table computed with ``over_present`` says about itself.
OVER_PRESENT_NOTE = ("Over the tasks each configuration has (--over-present): a task without a "
                     "result is left out, not counted as failed.")


def sample_order(value: object) -> tuple[int, float | str]:
    """Numbers first in numeric order, then everything else by text; null first of all."""
    if value is None:
        return (0, 0.0)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return (1, float(value))
    return (2, str(value))


def first_samples(results: pd.DataFrame) -> pd.DataFrame:
    """One program per (configuration, task): the one with the smallest sample id."""
    if not results.duplicated(["model", "task_id"]).any():
        return results
    order = results["sample_id"].map(sample_order)
    ranked = results.assign(_order=order).sort_values(["model", "task_id", "_order"], kind="stable")
    return ranked.drop_duplicates(["model", "task_id"], keep="first").drop(columns="_order")


def dataset_tasks(results: pd.DataFrame) -> dict[str, str]:
    """Task id -> category of every task the results were graded against, sorted by id.

    The list :func:`~codeassay.report.load_results` read from the results files' headers
    (``attrs["dataset_tasks"]``), plus every task present in the rows; a frame without
    that list (built by hand) has the tasks present.
    """
    tasks = dict(results.attrs.get("dataset_tasks") or {})
    for task_id, category in zip(results["task_id"], results["category"]):
        tasks.setdefault(task_id, category)
    return dict(sorted(tasks.items()))


def outcome_matrix(results: pd.DataFrame, configurations: Sequence[str]) -> pd.DataFrame:
    """Tasks of the dataset x configurations of 1.0 / 0.0, NaN where the configuration lacks
    the task (see :func:`scored`)."""
    first = first_samples(results)
    first = first[first["model"].isin(configurations)]
    wide = first.pivot(index="task_id", columns="model", values="passed")
    wide = wide.reindex(index=list(dataset_tasks(results)), columns=list(configurations))
    wide.index.name = "task_id"
    return wide.astype(float)


def scored(outcomes: pd.DataFrame, over_present: bool) -> pd.DataFrame:
    """The outcomes an analysis counts: a missing result is a failure (0.0), or with
    ``over_present`` stays NaN, to be left out."""
    return outcomes if over_present else outcomes.fillna(0.0)


def several_samples(results: pd.DataFrame) -> bool:
    """Whether some configuration has more than one program for some task."""
    return bool((results.groupby(["model", "task_id"]).size() > 1).any())


def sample_note(results: pd.DataFrame) -> list[str]:
    """The note saying which sample the paired analyses use, when there are several."""
    if several_samples(results):
        return ["Several samples per task: correctness tests and quality comparisons use the "
                "sample with the smallest sample_id per configuration and task; pass@k uses all."]
    return []


def denominator_notes(outcomes: pd.DataFrame, over_present: bool = False) -> list[str]:
    """One note per configuration lacking tasks, worded the same wherever it is raised, and
    with ``over_present`` the note saying how the table reads."""
    notes = []
    for config in outcomes.columns:
        missing = outcomes.index[outcomes[config].isna()].tolist()
        if not missing:
            continue
        lacks = (f"{config} has no result for {len(missing)} of {len(outcomes)} task(s) "
                 f"({named_tasks(missing)})")
        if over_present:
            notes.append(f"{lacks}: left out (--over-present), so its correctness is over the "
                         "tasks it has, and every paired test and joint set that includes it "
                         "drops those tasks.")
        else:
            notes.append(f"{lacks}: each counts as a failure in every table, paired test and "
                         "joint set.")
    return notes + ([OVER_PRESENT_NOTE] if over_present else [])


def with_notes(frame: pd.DataFrame, notes: Sequence[str]) -> pd.DataFrame:
    """``frame`` with ``notes`` (duplicates dropped, order kept) in ``attrs["notes"]``."""
    frame.attrs["notes"] = list(dict.fromkeys(notes))
    return frame


def holm_column(pvalues: Sequence[float]) -> list[float]:
    """Holm over the defined p-values of a family; undefined ones stay NaN and outside it."""
    values = list(pvalues)
    index = [i for i, p in enumerate(values) if not math.isnan(p)]
    adjusted = holm([values[i] for i in index])
    out = [math.nan] * len(values)
    for i, p in zip(index, adjusted):
        out[i] = p
    return out


def rows_frame(rows: list[dict], columns: Sequence[str]) -> pd.DataFrame:
    """A table of ``rows`` with exactly ``columns``, in that order (also when empty)."""
    return pd.DataFrame(rows, columns=list(columns))


def match_programs(left: pd.DataFrame, right: pd.DataFrame, left_name: str, right_name: str,
                   over_present: bool = False) -> tuple[pd.DataFrame, list[str]]:
    """The programs of both results, matched on (model, task_id, sample_id), with their
    ``passed_left`` / ``passed_right``; and notes on the programs one side lacks.

    A program one side lacks counts as failed on that side, and a task of either
    dataset that a configuration has no program for on either side counts as one
    program failed on both, so every configuration is read over the whole dataset. With
    ``over_present`` the programs one side lacks are left out instead.
    """
    keys = ["model", "task_id", "sample_key"]
    merged = left[keys + ["passed"]].merge(right[keys + ["passed"]], on=keys, how="outer",
                                           suffixes=("_left", "_right"), indicator=True)
    notes = []
    fate = "are left out" if over_present else "count as failed there"
    sides = (("left_only", left_name, right_name), ("right_only", right_name, left_name))
    for side, name, other in sides:
        unmatched = merged[merged["_merge"] == side]
        if len(unmatched):
            by_model = unmatched.groupby("model").size()
            detail = ", ".join(f"{m}: {n}" for m, n in by_model.items())
            notes.append(f"{len(unmatched)} program(s) in the {name} results have no "
                         f"counterpart in the {other} results and {fate} ({detail}).")
    if over_present:
        both = merged[merged["_merge"] == "both"].drop(columns="_merge")
        return both.astype({"passed_left": bool, "passed_right": bool}), notes + [OVER_PRESENT_NOTE]
    both = merged.drop(columns="_merge").fillna({"passed_left": False, "passed_right": False})
    universe = {**dataset_tasks(left), **dataset_tasks(right)}
    have = set(zip(both["model"], both["task_id"]))
    absent = [{"model": model, "task_id": task, "sample_key": "null", "passed_left": False,
               "passed_right": False}
              for model in pd.unique(both["model"]) for task in universe if (model, task) not in have]
    if absent:
        by_model = pd.DataFrame(absent).groupby("model").size()
        detail = ", ".join(f"{m}: {n}" for m, n in by_model.items())
        notes.append(f"{len(absent)} task(s) have no program in either the {left_name} or the "
                     f"{right_name} results and count as failed in both ({detail}).")
        both = pd.concat([both, pd.DataFrame(absent)], ignore_index=True)
    return both.astype({"passed_left": bool, "passed_right": bool}), notes


def dataset_versions(frame: pd.DataFrame) -> str:
    """The dataset versions (and shortened hashes) the results were graded against."""
    pairs = frame[["dataset_version", "dataset_hash"]].drop_duplicates()
    shown = [f"{v if isinstance(v, str) else '?'} "
             f"({h[:_HASH_SHOWN] if isinstance(h, str) else '?'})"
             for v, h in pairs.itertuples(index=False)]
    return "; ".join(shown)
