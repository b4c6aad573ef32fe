"""``codeassay publish`` against a local fake Hub: upload, tag, reload, refusals and messages.

The real Hub is never contacted: a small HTTP server on 127.0.0.1 (``fake_hub``) answers
the endpoints the real ``huggingface_hub`` client calls. In-process tests point the client
at it through ``huggingface_hub.constants`` (read when ``HfApi`` is created); the reload
through ``datasets`` runs in a subprocess with ``HF_ENDPOINT`` set before import.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from fake_hub import FakeHub, VALID_TOKEN

from codeassay._cli import main
from codeassay._load import load, shipped_dataset_dir
from codeassay._publish import (
    DATASET_PATTERNS,
    LOGIN_HINT,
    PublishError,
    RESULTS_SPLIT,
    PublishPlan,
    plan_results,
    publish_dataset,
    publish_results,
    publish_review,
    version_tag,
)
from dataset_builder import CARD_FILE, MANIFEST_FILE
from evaluation import DatasetError, ResultsFileError, content_hash

REPO_ID = "codeassay-org/codeassay"
REPO_ROOT = Path(__file__).resolve().parents[2]
#: The files of a dataset folder; the package folder also holds Python modules next to them.
DATASET_FILES = (CARD_FILE, "data/tasks/test.parquet", "data/grading/test.parquet",
                 "data/projects/test.parquet", "data/project_grading/test.parquet", MANIFEST_FILE)
#: Bound on the reload subprocess (it imports datasets, slow on a loaded machine).
RELOAD_TIMEOUT_S = 300


@pytest.fixture
def built(tmp_path) -> Path:
    """A copy of the shipped dataset files only: a built folder to publish and to tamper with."""
    folder = tmp_path / "built"
    for name in DATASET_FILES:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shipped_dataset_dir() / name, folder / name)
    return folder


@pytest.fixture
def hub(tmp_path, monkeypatch):
    """A fake Hub that the in-process client talks to, with no cached login token."""
    import huggingface_hub.constants as constants

    with FakeHub() as server:
        # The suite is offline by default; these tests talk to a server on 127.0.0.1 only.
        monkeypatch.setenv("HF_HUB_OFFLINE", "0")
        monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
        monkeypatch.setattr(constants, "HF_HUB_DISABLE_XET", True)
        # What importing huggingface_hub with HF_ENDPOINT set would have computed.
        monkeypatch.setattr(constants, "ENDPOINT", server.endpoint)
        monkeypatch.setattr(constants, "HUGGINGFACE_CO_URL_TEMPLATE",
                            server.endpoint + "/{repo_id}/resolve/{revision}/{filename}")
        monkeypatch.setattr(constants, "HF_TOKEN_PATH", str(tmp_path / "no-token"))
        monkeypatch.setattr(constants, "HF_STORED_TOKENS_PATH", str(tmp_path / "no-stored-tokens"))
        yield server


def _manifest_hash(folder: Path) -> str:
    return json.loads((folder / MANIFEST_FILE).read_text(encoding="utf-8"))["dataset_hash"]


def test_dry_run_of_the_shipped_copy_lists_only_dataset_files_and_needs_no_token(hub, capsys):
    status = main(["publish", "--repo-id", REPO_ID, "--dry-run"])
    out = capsys.readouterr().out
    assert status == 0
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("files ("))
    end = lines.index("card front matter:")
    listed = [line.split()[0] for line in lines[start + 1:end]]
    assert sorted(listed) == sorted(DATASET_FILES)  # no __init__.py or other package files
    assert "tag: v" in out and "dataset_hash: sha256:" in out and "configs:" in out
    assert "nothing was uploaded" in out
    assert hub.requests == []


def test_publish_uploads_the_card_unchanged_in_one_commit_and_tags_it(hub, built):
    outcome = publish_dataset(REPO_ID, folder=built, token=VALID_TOKEN)
    assert outcome.status == "published"
    repo = hub.repo(REPO_ID)
    assert len(repo.commits) == 1
    (commit,) = repo.commits
    files = repo.commits[commit]
    assert sorted(files) == sorted(DATASET_FILES)
    for name in DATASET_FILES:
        assert files[name] == (built / name).read_bytes()
    version = load("tasks", path=built)[0]["dataset_version"]
    assert repo.tags == {version_tag(version): commit}
    assert outcome.tag == f"v{version}" and commit in outcome.commit_url
    assert not repo.private
    assert hub.unknown == []


def test_private_flag_and_explicit_revision(hub, built):
    outcome = publish_dataset(REPO_ID, folder=built, token=VALID_TOKEN, private=True, revision="v9.9.9-rc1")
    assert outcome.tag == "v9.9.9-rc1"
    assert hub.repo(REPO_ID).private
    assert "v9.9.9-rc1" in hub.repo(REPO_ID).tags


def test_publish_into_an_existing_repository(hub, built):
    hub.add_repo(REPO_ID)
    assert publish_dataset(REPO_ID, folder=built, token=VALID_TOKEN).status == "published"
    assert sorted(hub.repo(REPO_ID).files()) == sorted(DATASET_FILES)


def test_republishing_the_same_content_is_a_no_op(hub, built):
    publish_dataset(REPO_ID, folder=built, token=VALID_TOKEN)
    again = publish_dataset(REPO_ID, folder=built, token=VALID_TOKEN)
    assert again.status == "unchanged"
    assert "already holds this content" in again.message and _manifest_hash(built) in again.message
    assert len(hub.repo(REPO_ID).commits) == 1


def test_republishing_a_version_with_other_content_is_refused(hub, built):
    repo = hub.add_repo(REPO_ID)
    manifest = json.loads((built / MANIFEST_FILE).read_text(encoding="utf-8"))
    other = dict(manifest, dataset_hash="sha256:" + "0" * 64)
    oid = hub.commit(repo, {MANIFEST_FILE: json.dumps(other).encode()}, set(), "older upload")
    repo.tags[version_tag(manifest["dataset_version"])] = oid
    with pytest.raises(PublishError, match="never changes") as caught:
        publish_dataset(REPO_ID, folder=built, token=VALID_TOKEN)
    assert "sha256:" + "0" * 64 in str(caught.value) and manifest["dataset_hash"] in str(caught.value)
    assert len(repo.commits) == 1  # nothing was uploaded


def test_missing_token_is_one_line_naming_the_fix(hub, built, capsys):
    status = main(["publish", "--repo-id", REPO_ID, "--folder", str(built)])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "huggingface-cli login" in err and "HF_TOKEN" in err
    assert hub.requests == []


def test_rejected_token_is_one_line_naming_the_fix(hub, built, capsys, monkeypatch):
    monkeypatch.setenv("HF_TOKEN", "hf_revoked_token")
    status = main(["publish", "--repo-id", REPO_ID, "--folder", str(built)])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "rejected the token (401)" in err and LOGIN_HINT in err
    assert (REPO_ID not in {repo_id for _, repo_id in hub.repos})


def test_token_without_write_access_is_one_line_naming_the_fix(hub, built, capsys, monkeypatch):
    hub.read_only_tokens.add("hf_read_only_token")
    monkeypatch.setenv("HF_TOKEN", "hf_read_only_token")
    status = main(["publish", "--repo-id", REPO_ID, "--folder", str(built)])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1 and "rejected the token (403)" in err and LOGIN_HINT in err


def test_cli_publishes_with_the_token_from_the_environment(hub, built, capsys, monkeypatch):
    monkeypatch.setenv("HF_TOKEN", VALID_TOKEN)
    assert main(["publish", "--repo-id", REPO_ID, "--folder", str(built)]) == 0
    out = capsys.readouterr().out
    assert "published CodeAssay" in out and "commit: " in out
    assert main(["publish", "--repo-id", REPO_ID, "--folder", str(built)]) == 0
    assert "nothing uploaded" in capsys.readouterr().out


def test_inconsistent_folders_are_refused_before_any_request(hub, built):
    manifest = json.loads((built / MANIFEST_FILE).read_text(encoding="utf-8"))
    (built / MANIFEST_FILE).write_text(json.dumps(dict(manifest, dataset_hash="sha256:stale")), encoding="utf-8")
    (built / "data" / "notes.txt").write_text("scratch", encoding="utf-8")
    with pytest.raises(DatasetError) as caught:
        publish_dataset(REPO_ID, folder=built, token=VALID_TOKEN)
    message = str(caught.value)
    assert "sha256:stale" in message and "data/notes.txt" in message
    assert hub.requests == []


def test_rows_that_do_not_match_the_card_hash_are_refused(built):
    card = (built / CARD_FILE).read_text(encoding="utf-8")
    real = _manifest_hash(built)
    fake = "sha256:" + "f" * 64
    (built / CARD_FILE).write_text(card.replace(real, fake), encoding="utf-8")
    manifest = json.loads((built / MANIFEST_FILE).read_text(encoding="utf-8"))
    (built / MANIFEST_FILE).write_text(json.dumps(dict(manifest, dataset_hash=fake)), encoding="utf-8")
    with pytest.raises(DatasetError, match=f"grading rows hash to {real}"):
        publish_dataset(REPO_ID, folder=built, dry_run=True)


@pytest.mark.parametrize("repo_id", ["codeassay", "org/bad name", "a/b/c"])
def test_a_bad_repo_id_is_refused_with_its_value(repo_id, built):
    with pytest.raises(PublishError, match="repo-id"):
        publish_dataset(repo_id, folder=built, dry_run=True)


def test_dataset_allow_patterns_cover_exactly_the_dataset_files():
    assert set(DATASET_PATTERNS) == {CARD_FILE, "data/**", MANIFEST_FILE}


# -- results --------------------------------------------------------------------------------

HEADER = {"type": "header", "dataset_version": "0.1.0", "dataset_hash": "sha256:" + "ab" * 32,
          "created": "2026-11-29T12:00:00+00:00", "sandbox": "local",
          "protections": {"network_namespace": True, "unprivileged_uid": False},
          "limits": {"memory_bytes": 1 << 30, "timeout_s": "per task"},
          "quality_gate": "strict", "versions": {"python": "3.11.7", "flake8": "7.5.0"}}


def _results_file(path: Path, header: dict | None = HEADER) -> Path:
    rows = [
        {"task_id": "ads_free_slots", "category": "ADS", "model": "m1", "sample_id": 0, "passed": True,
         "status": "passed", "hidden_passed": 3, "hidden_total": 3, "failed_tests": [],
         "flake8_codes": {"E501": 1}, "lloc": 10, "dataset_version": "0.1.0",
         "dataset_hash": HEADER["dataset_hash"], "attempt": {"n": 1}},
        {"task_id": "ads_free_slots", "category": "ADS", "model": "m2", "sample_id": 0, "passed": False,
         "status": "failed", "hidden_passed": 1, "hidden_total": 3, "failed_tests": ["test_a", "test_b"],
         "dataset_version": "0.1.0", "dataset_hash": HEADER["dataset_hash"]},
    ]
    lines = ([json.dumps(header)] if header else []) + [json.dumps(r) for r in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_results_are_published_as_parquet_with_a_card(hub, tmp_path):
    outcome = publish_results(_results_file(tmp_path / "r.jsonl"), "org/results", token=VALID_TOKEN)
    assert outcome.status == "published"
    files = hub.repo("org/results").files()
    assert sorted(files) == ["README.md", "data/results.parquet", "results_header.json"]
    card = files["README.md"].decode()
    for expected in ("dataset_version: 0.1.0", HEADER["dataset_hash"], "network_namespace", "flake8",
                     "7.5.0", "@misc{codeassay2026", "| `m1` | 1 | 1 | 100.0% |"):
        assert expected in card
    table_path = tmp_path / "results.parquet"
    table_path.write_bytes(files["data/results.parquet"])
    rows = pq.read_table(table_path).to_pylist()
    assert [r["model"] for r in rows] == ["m1", "m2"]
    assert rows[0]["sample_id"] == "0" and json.loads(rows[0]["flake8_codes"]) == {"E501": 1}
    assert json.loads(rows[0]["attempt"]) == {"n": 1} and rows[1]["attempt"] is None  # kept, not dropped
    assert json.loads(files["results_header.json"])["protections"] == HEADER["protections"]


def test_the_results_card_loads_with_datasets(tmp_path):
    import datasets

    folder = tmp_path / "results-folder"
    plan = plan_results(_results_file(tmp_path / "r.jsonl"), "org/r", folder)
    assert plan.version == "0.1.0" and plan.tag is None
    loaded = datasets.load_dataset(str(folder), split=RESULTS_SPLIT)
    assert loaded.num_rows == 2 and loaded[1]["failed_tests"] == ["test_a", "test_b"]
    assert loaded.features["hidden_passed"].dtype == "int32"


def test_results_dry_run_and_refusals(hub, tmp_path, capsys):
    status = main(["publish", "--results", str(_results_file(tmp_path / "r.jsonl")), "--repo-id", "org/r",
                   "--dry-run"])
    out = capsys.readouterr().out
    assert status == 0 and "data/results.parquet" in out and "dataset_hash: sha256:abab" in out
    assert hub.requests == []
    with pytest.raises(ResultsFileError, match="no header line"):
        publish_results(_results_file(tmp_path / "bare.jsonl", header=None), "org/r", dry_run=True)
    with pytest.raises(SystemExit):
        main(["publish", "--results", "r.jsonl", "--repo-id", "org/r", "--revision", "v1.0.0"])


def test_a_review_export_is_published_as_written_in_one_commit(hub, tmp_path):
    from review_cases import write_study

    from codeassay.review import ResponseStore, load_study, write_export

    study = load_study(write_study(tmp_path / "study"))
    store = ResponseStore(tmp_path / "responses.sqlite", study.study_hash)
    participant, _ = store.new_participant([s.id for s in study.solutions])
    store.save_page(participant.id, f"solution:{study.solutions[0].id}", {"names": "4", "comment": "tidy"})
    write_export(study, store, tmp_path / "export")
    store.close()
    folder = tmp_path / "export" / "dataset"
    outcome = publish_review(folder, "org/review", token=VALID_TOKEN)
    assert outcome.status == "published" and study.study_hash in outcome.message
    files = hub.repo("org/review").files()
    assert files == {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    (tmp_path / "ratings.parquet").write_bytes(files["data/ratings.parquet"])
    rows = pq.read_table(tmp_path / "ratings.parquet").to_pylist()
    assert [(r["statement"], r["answer"]) for r in rows] == [("names", 4)]
    assert hub.unknown == []


# -- reading a published version back through datasets -----------------------------------------

_RELOAD = """
import json, sys
import datasets
import codeassay
tasks = datasets.load_dataset(sys.argv[1], "tasks", split="test", revision=sys.argv[2])
grading = codeassay.load("grading", repo_id=sys.argv[1], version=sys.argv[3])
print(json.dumps({"tasks": list(tasks), "grading": list(grading), "version": tasks.info.version and str(tasks.info.version)}))
"""


@pytest.mark.slow
def test_a_published_version_loads_back_through_datasets(hub, built, tmp_path):
    outcome = publish_dataset(REPO_ID, folder=built, token=VALID_TOKEN)
    local_tasks = list(load("tasks", path=built))
    local_grading = list(load("grading", path=built))
    version = local_tasks[0]["dataset_version"]
    env = {key: value for key, value in os.environ.items() if key != "HF_TOKEN"}
    env.update(HF_ENDPOINT=hub.endpoint, HF_HUB_OFFLINE="0", HF_DATASETS_OFFLINE="0", HF_HUB_DISABLE_XET="1",
               HF_HOME=str(tmp_path / "reload-home"), PYTHONPATH=str(REPO_ROOT))
    # Run outside the checkout, so no local folder can shadow the repository name.
    result = subprocess.run([sys.executable, "-c", _RELOAD, REPO_ID, outcome.tag, version], env=env,
                            cwd=tmp_path, capture_output=True, text=True, timeout=RELOAD_TIMEOUT_S)
    assert result.returncode == 0, result.stderr[-2000:]
    loaded = json.loads(result.stdout.strip().splitlines()[-1])
    assert loaded["tasks"] == local_tasks
    assert loaded["grading"] == local_grading
    assert content_hash(loaded["grading"]) == _manifest_hash(built)
    assert loaded["version"] == version
    assert hub.unknown == []


def test_plan_is_returned_for_a_dry_run(built):
    plan = publish_dataset(REPO_ID, folder=built, dry_run=True)
    assert isinstance(plan, PublishPlan)
    assert plan.dataset_hash == _manifest_hash(built) and plan.tag == version_tag(plan.version)
    assert {f.path for f in plan.files} == set(DATASET_FILES)
    assert all(f.size == (built / f.path).stat().st_size for f in plan.files)
