"""What every analysis of the report shares.

One program per configuration and task (the first sample), the tasks x configurations
matrix of outcomes, the notes an analysis attaches to its frame, Holm over one family of
tests, and the matching of the same programs across two results (repair, regrade).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pandas as pd

from evaluation._stats import holm

__all__ = [
    "ALPHA",
    "PCT",
    "sample_order",
    "first_samples",
    "outcome_matrix",
    "several_samples",
    "sample_note",
    "missing_notes",
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


def outcome_matrix(results: pd.DataFrame, configurations: Sequence[str]) -> pd.DataFrame:
    """Tasks x configurations of 1.0 / 0.0, NaN where the configuration lacks the task."""
    first = first_samples(results)
    first = first[first["model"].isin(configurations)]
    wide = first.pivot(index="task_id", columns="model", values="passed")
    wide = wide.reindex(columns=list(configurations)).astype(float)
    return wide.sort_index()


def several_samples(results: pd.DataFrame) -> bool:
    """Whether some configuration has more than one program for some task."""
    return bool((results.groupby(["model", "task_id"]).size() > 1).any())


def sample_note(results: pd.DataFrame) -> list[str]:
    """The note saying which sample the paired analyses use, when there are several."""
    if several_samples(results):
        return ["Several samples per task: correctness tests and quality comparisons use the "
                "sample with the smallest sample_id per configuration and task; pass@k uses all."]
    return []


#: Tasks listed by name in a note before the rest are only counted.
_TASKS_SHOWN = 10


def missing_notes(outcomes: pd.DataFrame) -> list[str]:
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


def match_programs(left: pd.DataFrame, right: pd.DataFrame, left_name: str,
                   right_name: str) -> tuple[pd.DataFrame, list[str]]:
    """The programs of both results, matched on (model, task_id, sample_id), with their
    ``passed_left`` / ``passed_right``; and a note per side on the programs left unmatched."""
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


def dataset_versions(frame: pd.DataFrame) -> str:
    """The dataset versions (and shortened hashes) the results were graded against."""
    pairs = frame[["dataset_version", "dataset_hash"]].drop_duplicates()
    shown = [f"{v if isinstance(v, str) else '?'} "
             f"({h[:_HASH_SHOWN] if isinstance(h, str) else '?'})"
             for v, h in pairs.itertuples(index=False)]
    return "; ".join(shown)
