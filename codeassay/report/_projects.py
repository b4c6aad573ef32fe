"""The project view: the methodology paper's Table 1 per model and attempt, and the
checkpoint x attempt matrix, from the results of ``codeassay project evaluate``.

Table 1's columns: whether the attempt ran (as generated, and after the fix rounds), how
many errors of each class were met on the way (one per round that ended in that class),
the quality figures of the final files (code smells, technical-debt ratio, the three A-E
ratings) and the checkpoints passed out of all. The fix-round budget is a column too: a
table mixing budgets says so in every row.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from pathlib import Path

from codeassay.project._layout import RESULTS_FILE
from evaluation import ResultsFileError
from evaluation.projects import ERROR_CLASSES

__all__ = ["load_project_results", "project_table", "checkpoint_matrix", "write_project_report",
           "PROJECT_RESULTS_FILE", "TABLE1_COLUMNS"]

#: The results file ``codeassay project evaluate`` writes into a run folder.
PROJECT_RESULTS_FILE = RESULTS_FILE
#: Table 1's columns, in order.
TABLE1_COLUMNS = ("fix_rounds", "runnable_initial", "runnable",
                  *(f"{cls}_errors" for cls in ERROR_CLASSES),
                  "code_smells", "debt_ratio", "maintainability", "reliability", "security",
                  "checkpoints_passed")


def load_project_results(paths: Iterable[str | Path]):
    """One row per graded attempt, from run folders or their ``results.jsonl`` files."""
    import pandas as pd

    rows = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            path = path / PROJECT_RESULTS_FILE
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise ResultsFileError(f"{path}: cannot be read ({exc.strerror}); run `codeassay project "
                                   "evaluate` on the run folder first") from None
        latest = {}
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                latest[row["key"]] = row
            except (ValueError, KeyError, TypeError) as exc:
                raise ResultsFileError(f"{path}:{number}: not a project results row ({exc})") from None
        rows.extend(latest.values())
    if not rows:
        raise ResultsFileError("no project results in the files given")
    return pd.DataFrame(rows).sort_values(["project_id", "model", "attempt"]).reset_index(drop=True)


def project_table(frame):
    """Table 1: one row per project, model and attempt (``v1``, ``v2``, ...)."""
    import pandas as pd

    records = []
    for row in frame.to_dict("records"):
        quality = row.get("quality") or {}
        record = {"project": row["project_id"], "model": row["model"], "attempt": f"v{row['attempt']}",
                  "fix_rounds": row["fix_rounds"], "runnable_initial": "yes" if row["runnable_initial"] else "no",
                  "runnable": "yes" if row["runnable"] else "no"}
        record.update({f"{cls}_errors": int(row["errors"].get(cls, 0)) for cls in ERROR_CLASSES})
        record.update({"code_smells": quality.get("code_smells"), "debt_ratio": quality.get("debt_ratio"),
                       "maintainability": quality.get("maintainability_rating"),
                       "reliability": quality.get("reliability_rating"),
                       "security": quality.get("security_rating"),
                       "checkpoints_passed": f"{row['checkpoints_passed']}/{row['checkpoints_total']}"})
        records.append(record)
    return pd.DataFrame(records).set_index(["project", "model", "attempt"])


def checkpoint_matrix(frame):
    """1 where an attempt (column ``model vN``) passed a checkpoint (row ``project/name``), else 0."""
    import pandas as pd

    cells: dict[str, dict[str, int]] = {}
    for row in frame.to_dict("records"):
        column = f"{row['model']} v{row['attempt']}"
        for name, outcome in row["checkpoints"].items():
            cells.setdefault(f"{row['project_id']}/{name}", {})[column] = int(outcome == "passed")
    matrix = pd.DataFrame(cells).T.fillna(0).astype(int)
    return matrix.reindex(sorted(matrix.columns), axis=1)


def _markdown(data) -> str:
    """A pipe table (pandas' own needs the optional tabulate package)."""
    flat = data.reset_index()
    header = [str(c) for c in flat.columns]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join("" if v is None else str(v) for v in row) + " |" for row in flat.itertuples(index=False)]
    return "\n".join(lines) + "\n"


def _figure(matrix, path: Path) -> None:
    from codeassay.report._figures import figure_class, png_bytes

    figure = figure_class()(figsize=(1.2 + 0.9 * len(matrix.columns), 1.0 + 0.45 * len(matrix.index)))
    ax = figure.add_subplot()
    values = matrix.to_numpy()
    ax.imshow(values, cmap="Greens", vmin=0, vmax=1, aspect="auto")
    ax.set_xticks(range(len(matrix.columns)), labels=list(matrix.columns), rotation=30, ha="right")
    ax.set_yticks(range(len(matrix.index)), labels=list(matrix.index))
    for i in range(values.shape[0]):
        for j in range(values.shape[1]):
            ax.text(j, i, "pass" if values[i, j] else "fail", ha="center", va="center", fontsize=8,
                    color="white" if values[i, j] else "black")
    ax.set_title("Checkpoints passed per attempt")
    figure.tight_layout()
    path.write_bytes(png_bytes(figure))


def write_project_report(frame, out: str | Path, *, figures: bool = True) -> list[Path]:
    """Write Table 1 and the checkpoint matrix (CSV, Markdown, a PNG figure and an HTML page)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    table, matrix = project_table(frame), checkpoint_matrix(frame)
    written = []
    for name, data in (("project_table1", table), ("checkpoint_matrix", matrix)):
        data.to_csv(out / f"{name}.csv")
        (out / f"{name}.md").write_text(_markdown(data), encoding="utf-8")
        written += [out / f"{name}.csv", out / f"{name}.md"]
    figure = ""
    if figures:
        _figure(matrix, out / "checkpoint_matrix.png")
        written.append(out / "checkpoint_matrix.png")
        figure = ('<figure><img src="checkpoint_matrix.png" alt="checkpoint by attempt matrix">'
                  "<figcaption>Each row is a checkpoint file of a project, each column one attempt of "
                  "one model; a green cell means every test of that checkpoint passed on the files the "
                  "attempt's final program wrote.</figcaption></figure>")
    page = ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>CodeAssay projects</title>"
            "<style>body{font-family:sans-serif;max-width:1200px;margin:2em auto}table{border-collapse:"
            "collapse}td,th{border:1px solid #ccc;padding:4px 8px}img{max-width:100%}</style></head><body>"
            "<h1>Project track</h1><h2>Table 1: attempts</h2><p>Runnable: the program exited 0 and wrote "
            "every checkpoint file (as generated, and after the fix rounds). Error columns count the rounds "
            "that ended in each class. Ratings follow SQALE with SonarQube's thresholds, computed from "
            "pylint and bandit (see the README).</p>"
            + table.to_html(escape=True) + "<h2>Checkpoints by attempt</h2>" + figure
            + matrix.to_html(escape=True) + f"<p>{html.escape(str(len(frame)))} attempt(s).</p></body></html>")
    (out / "project_report.html").write_text(page, encoding="utf-8")
    written.append(out / "project_report.html")
    return written
