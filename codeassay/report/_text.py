"""Rendering a table to text: CSV at full precision, Markdown and LaTeX rounded for reading."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from codeassay.report._load import QUALITY_MEASURES

__all__ = ["display_frame", "csv_table", "markdown_table", "latex_table"]


#: Display names of columns in the rendered tables, with their units (CSV keeps the
#: machine names). A column not listed keeps its name (a configuration's, in the category
#: matrix).
_LABELS = {
    "configuration": "Configuration", "configurations": "Configurations", "model": "Model",
    "category": "Category", "name": "Name", "measure": "Measure", "note": "Note",
    "n_dataset": "Tasks in dataset", "n_graded": "Tasks graded", "n_missing": "Tasks missing",
    "n_programs": "Programs", "n_invalid": "Invalid answers",
    "n_tasks": "Tasks", "n_passed": "Solved", "correctness_pct": "Correct (%)",
    "ci_low_pct": "CI low (%)", "ci_high_pct": "CI high (%)",
    "n_informative": "Informative tasks", "q": "Q", "df": "df",
    "a": "A", "b": "B", "a_pct": "A correct (%)", "b_pct": "B correct (%)",
    "a_only": "Only A solves", "b_only": "Only B solves",
    "diff_pp": "Difference (pp)", "ci_low_pp": "CI low (pp)", "ci_high_pp": "CI high (pp)",
    "p": "p", "p_holm": "p (Holm)", "significant": "Significant",
    "standard": "Standard prompt", "security": "Security prompt",
    "std_pct": "Standard correct (%)", "sec_pct": "Security correct (%)",
    "sec_only": "Only security solves", "std_only": "Only standard solves",
    "n_joint": "Jointly solved tasks", "mean_a": "Mean A", "mean_b": "Mean B",
    "std_mean": "Mean standard", "sec_mean": "Mean security", "mean_diff": "Security − standard",
    "n_pairs": "Pairs", "n_tied": "Tied pairs", "statistic": "W", "method": "p from",
    "rank_biserial": "Rank-biserial r",
    "mean_pct": "Mean correct (%)", "spread_pp": "Best − worst (pp)", "best": "Best",
    "worst": "Worst",
    "repaired": "Marked repaired", "initial_pct": "First attempt correct (%)",
    "final_pct": "Final correct (%)", "gain_pp": "Gain (pp)", "fail_to_pass": "Fail → pass",
    "pass_to_fail": "Pass → fail", "changed": "Labels changed", "changed_pct": "Changed (%)",
    "baseline_pct": "Baseline correct (%)", "regrade_pct": "Regrade correct (%)",
    "baseline_spread_pp": "Baseline spread (pp)", "regrade_spread_pp": "Regrade spread (pp)",
    "baseline_dataset": "Baseline dataset", "regrade_dataset": "Regrade dataset",
    "change_pp": "Change (pp)", "samples_min": "Fewest samples", "samples_max": "Most samples",
    **QUALITY_MEASURES,
    "bandit_low": "Bandit low", "bandit_medium": "Bandit medium", "bandit_high": "Bandit high",
    "semgrep_findings": "Semgrep", "measured": "Programs",
}
#: Column-name prefixes that group columns under a heading; the label is the rest's.
COLUMN_GROUPS = {"joint_": "On the jointly solved tasks", "all_": "Over all passing programs"}
#: How a method of finding a p-value reads in a table.
_METHODS = {"exact": "exact", "permutation": "permutation", "asymptotic": "normal approx.",
            "none": "-"}
#: p-values below this are shown as ``<0.001`` rather than rounded to zero.
_P_FLOOR = 0.001
#: Columns of means shown with two decimals (their tools' units are small numbers).
_TWO_DECIMALS = ("mean_a", "mean_b", "std_mean", "sec_mean", "mean_diff", "rank_biserial",
                 *QUALITY_MEASURES)


def column_label(column: str) -> tuple[str, str]:
    """(group heading or "", label) of a column in the rendered tables."""
    for prefix, group in COLUMN_GROUPS.items():
        if column.startswith(prefix):
            return group, _LABELS.get(column[len(prefix):], column)
    if column.startswith("pass_at_") and column.endswith("_pct"):
        return "", f"pass@{column[len('pass_at_'):-len('_pct')]} (%)"
    return "", _LABELS.get(column, column)


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
        if column == "lloc":
            return f"{value:.1f}"
        if column in _TWO_DECIMALS:
            return f"{value:.2f}"
        if (column.endswith(("_pct", "_pp")) or column in ("q", "statistic")
                or column.startswith("pass_at_")):
            return f"{value:.1f}"
        if column.startswith(tuple(COLUMN_GROUPS)):
            return f"{value:.0f}"
        return default.format(value)
    if column == "measure":
        return QUALITY_MEASURES.get(str(value), str(value))
    if column == "method":
        return _METHODS.get(str(value), str(value))
    return str(value)


def display_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """Rounded text for reading, under the display labels (group headings joined to the
    label with ": "); a table whose cells are all percentages says so in attrs, and
    columns meant for the CSV only (``attrs["csv_only"]``) are left out."""
    default = "{:.1f}" if frame.attrs.get("percent") else "{:.2f}"
    hidden = set(frame.attrs.get("csv_only", ()))
    shown = {}
    for c in frame.columns:
        if c in hidden:
            continue
        group, label = column_label(str(c))
        shown[f"{group}: {label}" if group else label] = [
            _format_cell(str(c), v, default) for v in frame[c]]
    return pd.DataFrame(shown)


def csv_table(frame: pd.DataFrame) -> str:
    """The table as CSV: full precision, machine column names, no index."""
    return frame.to_csv(index=False)


def markdown_table(frame: pd.DataFrame) -> str:
    """The table as a Markdown pipe table of :func:`display_frame`'s text."""
    shown = display_frame(frame)
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


def latex_table(frame: pd.DataFrame, caption: str, label: str) -> str:
    """The table as a LaTeX ``table`` (booktabs rules), labelled ``tab:<label>``."""
    shown = display_frame(frame)
    spec = "l" * len(shown.columns)
    lines = [r"\begin{table}", r"\centering", rf"\caption{{{_latex_escape(caption)}}}",
             rf"\label{{tab:{label}}}", rf"\begin{{tabular}}{{{spec}}}", r"\toprule",
             " & ".join(_latex_escape(c) for c in shown.columns) + r" \\", r"\midrule"]
    lines += [" & ".join(_latex_escape(v) for v in row) + r" \\"
              for row in shown.itertuples(index=False)]
    lines += [r"\bottomrule", r"\end{tabular}", r"\end{table}"]
    return "\n".join(lines) + "\n"
