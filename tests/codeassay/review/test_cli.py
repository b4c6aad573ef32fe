"""``codeassay review``: export and analyze from the command line; user mistakes without tracebacks."""

from __future__ import annotations

from review_cases import answer_study

from codeassay._cli import main


def test_export_and_analyze_write_their_files(make_client, study_path, store, tmp_path, capsys):
    client = make_client()
    for seed in range(4):
        client.cookies.clear()
        answer_study(client, seed)
    db = str(store.path)
    assert main(["review", "export", str(study_path), "--db", db, "--out", str(tmp_path / "export")]) == 0
    assert "168 ratings" in capsys.readouterr().out
    assert (tmp_path / "export" / "ratings.csv").is_file()
    assert main(["review", "analyze", str(study_path), "--db", db, "--out", str(tmp_path / "analysis")]) == 0
    out = capsys.readouterr().out
    assert "review.html" in out and "note: alignment" in out
    for name in ("friedman.csv", "posthoc.csv", "reliability.csv", "alignment.csv", "review.md", "review.html",
                 "figures/diverging_structure.png", "figures/diverging_comments.png",
                 "figures/diverging_ease_of_use.png"):
        assert (tmp_path / "analysis" / name).is_file(), name
    page = (tmp_path / "analysis" / "review.html").read_text()
    assert "Kendall" in page and "participant 0 on 1" in page


def test_mistakes_are_one_line_messages(study_path, tmp_path, capsys):
    assert main(["review", "export", str(study_path), "--db", str(tmp_path / "none.sqlite"),
                 "--out", str(tmp_path / "x")]) == 2
    assert "no responses file" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("solutions:\n  - model: m\n    folder: nowhere\n")
    assert main(["review", "analyze", str(bad), "--out", str(tmp_path / "y")]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:3: solutions[0].folder: 'nowhere' is not a folder" in err and "Traceback" not in err
