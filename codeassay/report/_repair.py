"""The repair decomposition: the first attempt against the final program, per configuration."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pandas as pd

from codeassay.report._configurations import resolve_configurations
from codeassay.report._frames import PCT, match_programs, rows_frame, with_notes

__all__ = ["repair_table"]


def repair_table(initial: pd.DataFrame, final: pd.DataFrame,
                 configurations: Sequence[str] | None = None, *,
                 over_present: bool = False) -> pd.DataFrame:
    """Repair decomposition: hidden-test correctness of the first attempt and of the final program.

    Programs are matched on (model, task_id, sample_id); a program one side lacks, and a
    task of the dataset with no program on either side, count as failed (``over_present``:
    only programs on both sides are compared; see :func:`match_programs`).
    ``fail_to_pass`` counts programs the repair turned from failing to passing the
    hidden tests and ``pass_to_fail`` the reverse. ``repaired`` counts the final programs
    the engine marked as repaired (NaN when the results do not say). Descriptive, not
    tested.
    """
    configs = resolve_configurations(final, configurations)
    both, notes = match_programs(initial, final, "initial", "final", over_present)
    rows = []
    for config in configs:
        own = both[both["model"] == config]
        n = len(own)
        before, after = int(own["passed_left"].sum()), int(own["passed_right"].sum())
        marked = (final.loc[final["model"] == config, "repaired"].dropna()
                  if "repaired" in final.columns else ())
        rows.append({"configuration": config, "n_programs": n,
                     "repaired": int(sum(bool(v) for v in marked)) if len(marked) else math.nan,
                     "initial_pct": PCT * before / n if n else math.nan,
                     "final_pct": PCT * after / n if n else math.nan,
                     "gain_pp": PCT * (after - before) / n if n else math.nan,
                     "fail_to_pass": int((~own["passed_left"] & own["passed_right"]).sum()),
                     "pass_to_fail": int((own["passed_left"] & ~own["passed_right"]).sum())})
    columns = ("configuration", "n_programs", "repaired", "initial_pct", "final_pct", "gain_pp",
               "fail_to_pass", "pass_to_fail")
    return with_notes(rows_frame(rows, columns), notes)
