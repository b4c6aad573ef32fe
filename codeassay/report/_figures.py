"""The report's figures as PNG bytes, drawn with matplotlib's Agg canvas (no pyplot)."""

from __future__ import annotations

import io
import math
from collections.abc import Callable

import numpy as np

from codeassay.report._build import Report
from codeassay.report._load import QUALITY_MEASURES
from evaluation._errors import MissingDependencyError

__all__ = ["FIGURE_DPI", "FIGURE_CAPTIONS", "FIGURE_READING", "draw_figures", "figure_class", "png_bytes"]


#: Resolution of the PNG figures embedded in the HTML page and written next to it.
FIGURE_DPI = 120


def figure_class() -> Callable[..., object]:
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


def png_bytes(figure) -> bytes:
    """The figure as PNG bytes at the report's resolution."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=FIGURE_DPI, bbox_inches="tight")
    return buffer.getvalue()


def _plain_numbers():
    """A tick formatter writing each value as a plain number."""
    from matplotlib.ticker import FuncFormatter

    return FuncFormatter(lambda value, _: f"{value:g}")


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
    panels = zip(np.atleast_1d(axes), QUALITY_MEASURES.items(), "abcdefgh")
    for ax, (measure, title), letter in panels:
        title = f"({letter}) {title}"
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
                # Plain numbers (6, 10, 40), not powers of ten (6 x 10^0, 4 x 10^1).
                ax.yaxis.set_major_formatter(_plain_numbers())
                ax.yaxis.set_minor_formatter(_plain_numbers())
            else:
                ax.set_yscale("symlog", linthresh=0.1)
                ax.set_title(title + " (symlog)", fontsize=9)
    handles, labels = np.atleast_1d(axes)[0].get_legend_handles_labels()
    figure.legend(handles, labels, loc="lower center", ncol=2, fontsize=8,
                  bbox_to_anchor=(0.5, -0.08))
    n_joint = int(quality["n_joint"].iloc[0]) if len(quality) else 0
    figure.suptitle(f"Figure 2: code properties per model on the {n_joint} jointly solved tasks "
                    "(means; lower is better, LLOC is context)",
                    fontsize=10)
    return png_bytes(figure)


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
    return png_bytes(figure)


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
    return png_bytes(figure)


def draw_figures(report: Report) -> dict[str, bytes]:
    """PNG bytes of each figure by name; the quality figure only when some task is joint.

    Raises :class:`~evaluation.MissingDependencyError` without matplotlib.
    """
    make = figure_class()
    figures = {"correctness": _correctness_figure(report, make),
               "categories": _category_figure(report, make)}
    if report.tables["quality"]["n_joint"].max() > 0:
        figures["quality"] = _quality_figure(report, make)
    return figures


#: Caption of each figure, under it in the HTML page and as its alt text in Markdown.
FIGURE_CAPTIONS = {
    "correctness": "Figure 1: hidden-test correctness per configuration with 95% Wilson intervals.",
    "quality": "Figure 2: code properties per model under the standard (solid) and security-focused "
               "(hatched) prompt, means over the jointly solved tasks; style on a log axis in (a), "
               "without whitespace-only codes in (b).",
    "categories": "Figure 3: correctness per category and configuration (%).",
}
#: One line per figure on how to read it, after its caption.
FIGURE_READING = {
    "correctness": "each dot is the share of the dataset's tasks a configuration solves, and its "
                   "bar the range the true share plausibly lies in; overlapping bars do not "
                   "settle a comparison, the paired McNemar tests below do.",
    "quality": "one group of bars per model, one panel per measure, each in its own unit; a "
               "shorter bar is better in every panel but (e), the program length, which is "
               "context; compare bars within a panel, never across panels.",
    "categories": "each cell is a configuration's share of a category's tasks solved; dark cells "
                  "are weak spots, and rows mixing dark and bright cells are the categories where "
                  "configurations disagree most (Table 4's spread).",
}
