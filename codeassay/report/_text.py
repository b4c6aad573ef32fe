"""Rendering a table to text: CSV at full precision, Markdown and LaTeX rounded for reading."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from codeassay.report._load import QUALITY_MEASURES

__all__ = ["display_frame", "csv_table", "markdown_table", "latex_table"]


#: Display names of columns in the rendered tables (CSV keeps the machine names).
_LABELS = {
    "configuration": "Configuration", "n_tasks": "N tasks", "n_passed": "N passed",
    "correctness_pct": "Correct (%)", "ci_low_pct": "CI low (%)", "ci_high_pct": "CI high (%)",
    "n_joint": "N joint", "diff_pp": "Diff (pp)", "ci_low_pp": "CI low (pp)",
    "ci_high_pp": "CI high (pp)",
    "p_holm": "p (Holm)", "rank_biserial": "Rank-biserial", "n_pairs": "N pairs", "n_tied": "Tied",
    "mean_pct": "Mean (%)", "spread_pp": "Spread (pp)", "n_informative": "Informative tasks",
    "a_pct": "a (%)", "b_pct": "b (%)", "std_pct": "std (%)", "sec_pct": "sec (%)",
    "n_dataset": "Tasks in dataset", "n_graded": "Tasks graded", "n_missing": "Tasks missing",
    "n_programs": "Programs", "n_invalid": "Invalid answers",
    **QUALITY_MEASURES,
}
#: p-values below this are shown as ``<0.001`` rather than rounded to zero.
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


def display_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """Rounded text for reading; a table whose cells are all percentages says so in attrs,
    and columns meant for the CSV only (``attrs["csv_only"]``) are left out."""
    default = "{:.1f}" if frame.attrs.get("percent") else "{:.2f}"
    hidden = set(frame.attrs.get("csv_only", ()))
    return pd.DataFrame({_LABELS.get(str(c), str(c)):
                         [_format_cell(str(c), v, default) for v in frame[c]]
                         for c in frame.columns if c not in hidden})


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
