"""The audit effect: the same programs graded against two dataset versions."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pandas as pd

from codeassay.report._configurations import (
    detect_prompt_pairs,
    primary_configurations,
    resolve_configurations,
)
from codeassay.report._frames import PCT, dataset_versions, match_programs, rows_frame, with_notes
from evaluation._errors import ResultsFileError

__all__ = ["regrade_by_configuration", "regrade_summary"]


def regrade_by_configuration(baseline: pd.DataFrame, regrade: pd.DataFrame,
                             configurations: Sequence[str] | None = None, *,
                             over_present: bool = False) -> pd.DataFrame:
    """The same programs graded twice: correctness per configuration and label changes.

    Programs are matched on (model, task_id, sample_id); a program one side lacks counts
    as failed there (``over_present``: it is left out; see
    :func:`~codeassay.report._frames.match_programs`). ``pass_to_fail`` counts programs
    that pass the baseline suite and fail the regrade suite.
    """
    configs = resolve_configurations(regrade, configurations)
    both, notes = match_programs(baseline, regrade, "baseline", "regrade", over_present)
    rows = []
    for config in configs:
        own = both[both["model"] == config]
        n = len(own)
        rows.append({"configuration": config, "n_programs": n,
                     "baseline_pct": PCT * own["passed_left"].mean() if n else math.nan,
                     "regrade_pct": PCT * own["passed_right"].mean() if n else math.nan,
                     "pass_to_fail": int((own["passed_left"] & ~own["passed_right"]).sum()),
                     "fail_to_pass": int((~own["passed_left"] & own["passed_right"]).sum())})
    frame = rows_frame(rows, ("configuration", "n_programs", "baseline_pct", "regrade_pct",
                              "pass_to_fail", "fail_to_pass"))
    frame["change_pp"] = frame["regrade_pct"] - frame["baseline_pct"]
    return with_notes(frame, notes)


def regrade_summary(baseline: pd.DataFrame, regrade: pd.DataFrame,
                    configurations: Sequence[str] | None = None,
                    spread_over: Sequence[str] | None = None, *,
                    over_present: bool = False) -> pd.DataFrame:
    """The audit effect in one row: labels changed each way, aggregate correctness and spread.

    Aggregate correctness is over every matched program of the configurations (programs
    matched as in :func:`regrade_by_configuration`); the best-to-worst spread is over
    ``spread_over`` (default: the primary configurations).
    """
    configs = resolve_configurations(regrade, configurations)
    per_config = regrade_by_configuration(baseline, regrade, configs, over_present=over_present)
    both, notes = match_programs(baseline, regrade, "baseline", "regrade", over_present)
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
           "changed_pct": PCT * (changed_down + changed_up) / n if n else math.nan,
           "pass_to_fail": changed_down, "fail_to_pass": changed_up,
           "baseline_pct": PCT * both["passed_left"].mean() if n else math.nan,
           "regrade_pct": PCT * both["passed_right"].mean() if n else math.nan,
           "baseline_spread_pp": spread["baseline_pct"].max() - spread["baseline_pct"].min(),
           "regrade_spread_pp": spread["regrade_pct"].max() - spread["regrade_pct"].min(),
           "baseline_dataset": dataset_versions(baseline),
           "regrade_dataset": dataset_versions(regrade)}
    notes.append(f"Best-to-worst spread over {', '.join(spread_over)}.")
    hashes = set(baseline["dataset_hash"].dropna())
    if hashes and hashes == set(regrade["dataset_hash"].dropna()):
        notes.append("Baseline and regrade results carry the same dataset hash: this is a regrade "
                     "against the same ground truth.")
    return with_notes(pd.DataFrame([row]), notes)
