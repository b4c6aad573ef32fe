"""The responses as tables: CSV files and a ``datasets`` folder (parquet + card).

Participants appear only as numbers. The tables are long (one row per answer), so
nothing is lost when a participant skipped an optional question:

- ``ratings``: one row per statement rated: participant, rater kind and name, solution,
  model, the position the solution was shown at, category, statement, whether it is
  reverse-scored, the answer (1 = the scale's most negative label) and its label;
- ``profiles``: one row per profile question answered;
- ``comments``: one row per comment left on a solution;
- ``choices``: the solution each participant would rather work on;
- ``participants``: kind, rater, whether they finished, the order they saw;
- ``model_pages``: what each model reviewer answered on each page, refusals included.
"""

from __future__ import annotations

import csv
from pathlib import Path

from codeassay.review._storage import CHOICE_PAGE, PROFILE_PAGE, ResponseStore
from codeassay.review._study import Study

__all__ = ["EXPORT_TABLES", "export_tables", "write_export", "ExportSummary", "DATASET_CARD"]

#: The tables of an export and their columns, in order.
EXPORT_TABLES: dict[str, tuple[str, ...]] = {
    "ratings": ("participant", "rater_kind", "rater", "solution", "model", "position", "category",
                "statement", "reverse", "answer", "label"),
    "profiles": ("participant", "question", "answer"),
    "comments": ("participant", "rater_kind", "rater", "solution", "model", "comment"),
    "choices": ("participant", "rater_kind", "rater", "solution", "model"),
    "participants": ("participant", "rater_kind", "rater", "finished", "order"),
    "model_pages": ("participant", "rater", "page", "status", "raw"),
}
DATASET_CARD = "README.md"
_SOLUTION_PREFIX = "solution:"


def export_tables(study: Study, store: ResponseStore) -> dict[str, list[dict]]:
    """Every table of the export, as lists of rows (dicts keyed by the columns)."""
    ins = study.instrument
    category_of = {s.id: (c.id, s) for c, s in ins.statements()}
    models = {s.id: s.model for s in study.solutions}
    people = {p.id: p for p in store.participants()}
    tables: dict[str, list[dict]] = {name: [] for name in EXPORT_TABLES}
    for p in people.values():
        tables["participants"].append({"participant": p.id, "rater_kind": p.kind, "rater": p.rater or "",
                                       "finished": p.finished, "order": " ".join(p.order)})
    for pid, page, item, value in store.all_answers():
        p = people[pid]
        who = {"participant": pid, "rater_kind": p.kind, "rater": p.rater or ""}
        if page == PROFILE_PAGE:
            tables["profiles"].append({"participant": pid, "question": item, "answer": value})
        elif page == CHOICE_PAGE:
            tables["choices"].append({**who, "solution": value, "model": models.get(value, "")})
        elif page.startswith(_SOLUTION_PREFIX):
            sid = page[len(_SOLUTION_PREFIX):]
            if item == "comment":
                tables["comments"].append({**who, "solution": sid, "model": models.get(sid, ""), "comment": value})
            elif item in category_of:
                category, statement = category_of[item]
                answer = int(value)
                tables["ratings"].append({
                    **who, "solution": sid, "model": models.get(sid, ""),
                    "position": p.order.index(sid) + 1 if sid in p.order else 0, "category": category,
                    "statement": item, "reverse": statement.reverse, "answer": answer,
                    "label": ins.scale[answer - 1]})
    for pid, page, status, raw in store.all_pages():
        if people[pid].kind == "model":
            tables["model_pages"].append({"participant": pid, "rater": people[pid].rater or "", "page": page,
                                          "status": status, "raw": raw or ""})
    # Order each table by participant, then by its other columns, for a stable file.
    order = {s.id: i for i, (_, s) in enumerate(ins.statements())}
    tables["ratings"].sort(key=lambda r: (r["participant"], r["position"], order[r["statement"]]))
    return tables


class ExportSummary(dict):
    """Rows written per table; ``str()`` gives a one-line account."""

    def __str__(self) -> str:
        return ", ".join(f"{n} {name}" for name, n in self.items())


def write_export(study: Study, store: ResponseStore, out: str | Path) -> ExportSummary:
    """Write ``<table>.csv`` for every table and a dataset folder ``dataset/`` (parquet per
    table, a card with one config per table) that ``datasets.load_dataset`` reads and the
    publish command uploads."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    out = Path(out)
    data = out / "dataset" / "data"
    data.mkdir(parents=True, exist_ok=True)
    tables = export_tables(study, store)
    summary = ExportSummary()
    for name, rows in tables.items():
        columns = EXPORT_TABLES[name]
        with (out / f"{name}.csv").open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=columns, lineterminator="\n")
            writer.writeheader()
            writer.writerows(rows)
        pq.write_table(pa.Table.from_pylist(rows, schema=_schema(name)), data / f"{name}.parquet")
        summary[name] = len(rows)
    (out / "dataset" / DATASET_CARD).write_text(_card(study, summary), encoding="utf-8")
    return summary


def _schema(name: str):
    import pyarrow as pa

    types = {"participant": pa.int64(), "position": pa.int64(), "reverse": pa.bool_(), "finished": pa.bool_()}
    if name == "ratings":
        types["answer"] = pa.int64()  # elsewhere an answer is the text of an option
    return pa.schema([(c, types.get(c, pa.string())) for c in EXPORT_TABLES[name]])


def _card(study: Study, summary: ExportSummary) -> str:
    import yaml

    from codeassay._publish import REVIEW_CARD_KEY

    front = {"configs": [{"config_name": name, "data_files": [{"split": "train", "path": f"data/{name}.parquet"}],
                          **({"default": True} if name == "ratings" else {})} for name in EXPORT_TABLES],
             "tags": ["code-review", "likert", "codeassay"], "pretty_name": study.instrument.texts["title"],
             REVIEW_CARD_KEY: {"study_hash": study.study_hash}}
    scale = "; ".join(f"{i} = {label}" for i, label in enumerate(study.instrument.scale, start=1))
    statements = "\n".join(f"- `{s.id}` ({c.id}{', reverse-scored' if s.reverse else ''}): {s.text}"
                           for c, s in study.instrument.statements())
    tables = "\n".join(f"- `{name}` ({n} rows): {', '.join(EXPORT_TABLES[name])}" for name, n in summary.items())
    return (f"---\n{yaml.safe_dump(front, sort_keys=False)}---\n\n# {study.instrument.texts['title']}: responses\n\n"
            "Anonymous answers to a structured code review of generated programs, collected with "
            "`codeassay review`. Participants appear only as numbers; rater_kind tells people from "
            "models asked the same questions.\n\n"
            f"Study content hash: `{study.study_hash}`\n\n## Scale\n\n{scale}\n\n## Statements\n\n{statements}\n\n"
            f"## Tables\n\n{tables}\n")
