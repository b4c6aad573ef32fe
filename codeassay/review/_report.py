"""Writing the analysis: a CSV per table, diverging stacked bar charts, Markdown and HTML.

The charts put the disagreeing answers left of zero and the agreeing ones right of it,
the middle answer split across zero (the usual way to draw Likert answers), one chart
per category with a bar per statement and solution. Negatively worded statements are
drawn as answered and labelled as such; their reverse-scoring applies to the scores.
"""

from __future__ import annotations

import html
import math
from pathlib import Path

from codeassay.review._analysis import Analysis

__all__ = ["write_analysis", "ANALYSIS_PAGE", "ANALYSIS_MARKDOWN", "FIGURES_DIR"]

ANALYSIS_PAGE = "review.html"
ANALYSIS_MARKDOWN = "review.md"
FIGURES_DIR = "figures"
_DIVERGING_COLOURS = ("#b2182b", "#ef8a62", "#d9d9d9", "#67a9cf", "#2166ac")


def write_analysis(analysis: Analysis, out: str | Path, *, figures: bool = True) -> list[Path]:
    """Write every table as CSV, the figures (with ``figures``; needs matplotlib), a Markdown
    summary and an HTML page into ``out``; returns the files written."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, frame in analysis.tables().items():
        path = out / f"{name}.csv"
        frame.to_csv(path, index=False)
        written.append(path)
    charts = _charts(analysis, out / FIGURES_DIR) if figures else []
    written += charts
    md = out / ANALYSIS_MARKDOWN
    md.write_text(_markdown(analysis, charts, out), encoding="utf-8")
    page = out / ANALYSIS_PAGE
    page.write_text(_html(analysis, charts, out), encoding="utf-8")
    return [*written, md, page]


def _charts(analysis: Analysis, folder: Path) -> list[Path]:
    # matplotlib's Figure on the Agg canvas, as the main report draws: no pyplot, so
    # nothing changes the backend or the figure registry of the process that called us.
    from codeassay.report._figures import figure_class

    make_figure = figure_class()
    from matplotlib import colormaps

    folder.mkdir(parents=True, exist_ok=True)
    points = len(analysis.scale)
    middle = points // 2 if points % 2 else None
    colours = _DIVERGING_COLOURS if points == len(_DIVERGING_COLOURS) else \
        [colormaps["RdBu"](i / max(points - 1, 1)) for i in range(points)]
    written = []
    dist = analysis.distributions
    for category in analysis.categories:
        rows = dist[dist["category"] == category.id]
        if rows.empty:
            continue
        labels, shares = [], []
        for _, row in rows.iterrows():
            n = row["n"]
            share = [100.0 * row[f"n_{v}"] / n if n else 0.0 for v in range(1, points + 1)]
            flag = " (negative)" if row["reverse"] else ""
            labels.append(f"{row['statement']}{flag} - {row['solution']}")
            shares.append(share)
        fig = make_figure(figsize=(10, 0.38 * len(labels) + 1.6))
        ax = fig.subplots()
        for i, share in enumerate(shares):
            neg = sum(share[:points // 2]) + (share[middle] / 2 if middle is not None else 0.0)
            left = -neg
            for value, (v, colour) in enumerate(zip(share, colours)):
                ax.barh(i, v, left=left, color=colour, edgecolor="white", linewidth=0.5,
                        label=analysis.scale[value] if i == 0 else None)
                left += v
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_yticks(range(len(labels)), labels, fontsize=8)
        ax.invert_yaxis()
        ax.set_xlim(-100, 100)
        ax.set_xlabel("share of answers (%): disagreement left of 0, agreement right")
        ax.set_title(category.title)
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12 - 0.6 / max(len(labels), 1)), ncol=points,
                  fontsize=7, frameon=False)
        fig.tight_layout()
        path = folder / f"diverging_{category.id}.png"
        fig.savefig(path, dpi=110)
        written.append(path)
    return written


def _fmt(value) -> str:
    if isinstance(value, float):
        return "" if math.isnan(value) else f"{value:.3g}" if abs(value) < 1000 else f"{value:.0f}"
    return str(value)


def _md_table(frame) -> str:
    if frame is None or frame.empty:
        return "(none)\n"
    head = "| " + " | ".join(map(str, frame.columns)) + " |"
    rule = "|" + "---|" * len(frame.columns)
    body = ["| " + " | ".join(_fmt(v).replace("|", "\\|").replace("\n", " ") for v in row) + " |"
            for row in frame.itertuples(index=False)]
    return "\n".join([head, rule, *body]) + "\n"


_SECTIONS = (
    ("category_scores", "Category scores per solution",
     "Mean of each participant's answers in the category (the negatively worded statement reverse-scored), "
     "summarised over participants."),
    ("friedman", "Friedman's test across solutions",
     "Over the participants who rated every solution; Kendall's W runs from 0 (no agreement on the order "
     "of the solutions) to 1 (all rank them alike)."),
    ("posthoc", "Pairwise Wilcoxon signed-rank tests",
     "Pratt's treatment of zero differences; p-values Holm-corrected within each category."),
    ("reliability", "Cronbach's alpha per category", "Internal consistency of each category's statements."),
    ("alignment", "Alignment with the automated figures",
     "Spearman's rank correlation over the solutions between the people's mean scores and each figure. "
     "With few solutions this describes, it does not prove."),
    ("choices", "Which solution would people rather work on", ""),
    ("distributions", "Answers per statement and solution",
     "Counts per answer (n_1 = the most negative), median and interquartile range."),
    ("comments", "Comments", "As written by the participants."),
    ("profiles", "Participants' profiles", "Optional answers; counts per answer."),
    ("model_agreement", "Model reviewers compared with people",
     "Exact and within-one agreement with the people's median answer; Krippendorff's alpha (ordinal) of "
     "the people alone and with the model added as one more rater."),
)


def _markdown(analysis: Analysis, charts: list[Path], out: Path) -> str:
    parts = [f"# Review study\n\n{analysis.participants} participant(s) (people; model reviewers are "
             "reported only in their own section).\n"]
    if analysis.notes:
        parts.append("Notes:\n\n" + "\n".join(f"- {n}" for n in analysis.notes) + "\n")
    for chart in charts:
        parts.append(f"![{chart.stem}]({chart.relative_to(out).as_posix()})\n")
    tables = analysis.tables()
    for name, title, text in _SECTIONS:
        parts.append(f"## {title}\n\n{text}\n\n{_md_table(tables[name])}")
    return "\n".join(parts)


def _html_table(frame) -> str:
    if frame is None or frame.empty:
        return "<p>(none)</p>"
    head = "".join(f'<th scope="col">{html.escape(str(c))}</th>' for c in frame.columns)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(_fmt(v))}</td>" for v in row) + "</tr>"
                   for row in frame.itertuples(index=False))
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _html(analysis: Analysis, charts: list[Path], out: Path) -> str:
    notes = "".join(f"<li>{html.escape(n)}</li>" for n in analysis.notes)
    images = "".join(f'<figure><img src="{html.escape(c.relative_to(out).as_posix())}" '
                     f'alt="Diverging stacked bars of the answers, {html.escape(c.stem)}"></figure>'
                     for c in charts)
    tables = analysis.tables()
    sections = "".join(f"<section><h2>{html.escape(title)}</h2><p>{html.escape(text)}</p>"
                       f"{_html_table(tables[name])}</section>" for name, title, text in _SECTIONS)
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Review study</title>"
            "<style>body{font-family:system-ui,sans-serif;max-width:75rem;margin:auto;padding:1rem}"
            "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .4rem;vertical-align:top}"
            "img{max-width:100%}</style></head><body>"
            f"<h1>Review study</h1><p>{analysis.participants} participant(s).</p><ul>{notes}</ul>{images}{sections}"
            "</body></html>\n")
