"""The export: CSV files and a datasets folder holding exactly what was posted."""

from __future__ import annotations

import csv

from review_cases import answer_study

from codeassay.review import write_export


def test_export_writes_csv_and_a_loadable_dataset(make_client, study, store, tmp_path):
    client = make_client()
    sessions = []
    for seed in range(3):
        client.cookies.clear()  # a new participant in a fresh browser
        sessions.append(answer_study(client, seed))
    summary = write_export(study, store, tmp_path / "export")
    assert summary["ratings"] == 3 * 3 * 14 and summary["comments"] == 9 and summary["choices"] == 3
    with (tmp_path / "export" / "ratings.csv").open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    posted = set()
    for s in sessions:
        p = store.participant(s.token)
        for number, answers in s.ratings.items():
            posted |= {(str(p.id), p.order[number - 1], k, str(v)) for k, v in answers.items()}
    assert {(r["participant"], r["solution"], r["statement"], r["answer"]) for r in rows} == posted
    import datasets

    ratings = datasets.load_dataset(str(tmp_path / "export" / "dataset"), "ratings", split="train")
    assert ratings.num_rows == len(rows) and ratings.features["answer"].dtype == "int64"
    comments = datasets.load_dataset(str(tmp_path / "export" / "dataset"), "comments", split="train")
    assert sorted(comments["comment"]) == sorted(t for s in sessions for t in s.comments.values())
    card = (tmp_path / "export" / "dataset" / "README.md").read_text()
    assert "comment_generated" in card and "reverse-scored" in card


def test_the_dataset_folder_is_what_the_publish_command_uploads(make_client, study, store, tmp_path, capsys):
    from codeassay._cli import main

    answer_study(make_client(), 1)
    write_export(study, store, tmp_path / "export")
    assert main(["publish", "--review", str(tmp_path / "export" / "dataset"), "--repo-id", "org/review",
                 "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert f"study {study.study_hash}" in out and "data/ratings.parquet" in out and "README.md" in out
    assert main(["publish", "--review", str(tmp_path), "--repo-id", "org/review", "--dry-run"]) == 2
    assert "publish the dataset/ folder" in capsys.readouterr().err
