"""Publishing to the Hugging Face Hub: the dataset folder exactly as built, and results files.

The dataset goes up with ``HfApi.upload_folder`` in one commit, then the commit is tagged
``v<version>``. ``push_to_hub`` is not used because it rewrites an existing card and drops
keys the loader relies on (``version``, ``default: true``); uploading the files that were
built and tested keeps the card byte for byte. A published version never changes: the
tag of a version that is already on the Hub is only accepted again when the content
hash is identical, and then nothing is uploaded.

Before anything leaves the machine the folder is checked for consistency (card, manifest
and parquet rows agree on version and content hash), so a stale or hand-edited folder
cannot be published under a version it does not hold.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from dataset_builder import CARD_FILE, GRADING_CONFIG, MANIFEST_FILE, TASKS_CONFIG
from evaluation import CodeAssayError, DatasetError, ResultsFileError, content_hash, read_results

__all__ = [
    "PublishError",
    "PublishFile",
    "PublishPlan",
    "PublishOutcome",
    "DATASET_PATTERNS",
    "RESULTS_PATTERNS",
    "RESULTS_SPLIT",
    "RESULTS_DATA_FILE",
    "RESULTS_HEADER_FILE",
    "REPO_TYPE",
    "TAG_PREFIX",
    "LOGIN_HINT",
    "version_tag",
    "verify_dataset_folder",
    "plan_dataset",
    "publish_dataset",
    "plan_results",
    "publish_results",
    "REVIEW_PATTERNS",
    "plan_review",
    "publish_review",
]

#: Files of a dataset folder that are uploaded (the package folder also holds Python modules).
DATASET_PATTERNS = (CARD_FILE, "data/**", MANIFEST_FILE)
#: Every repository CodeAssay writes is a dataset repository.
REPO_TYPE = "dataset"
#: Tags are ``v`` + the semantic version, e.g. ``v0.1.0``: what ``load(version=...)`` asks for.
TAG_PREFIX = "v"
#: What to do when the Hub has no usable token.
LOGIN_HINT = "run `huggingface-cli login` (or `hf auth login`) or set HF_TOKEN to a token with write access"
#: HTTP statuses that mean the token is missing, invalid or lacks the right.
AUTH_STATUSES = (401, 403)
#: Results repositories: one parquet file, the run's header as JSON, and the card.
RESULTS_DATA_FILE = "data/results.parquet"
RESULTS_HEADER_FILE = "results_header.json"
RESULTS_PATTERNS = (CARD_FILE, "data/**", RESULTS_HEADER_FILE)
#: Review study exports (``codeassay review export``): the card and one parquet file per table.
REVIEW_PATTERNS = (CARD_FILE, "data/**")
#: The card key under which a review export records its study's content hash.
REVIEW_CARD_KEY = "codeassay_review"
#: The split the Hub's viewer and ``load_dataset`` pick by default for a results table.
RESULTS_SPLIT = "train"
#: Header keys of a results file copied into the results card's front matter.
_RESULTS_HEADER_KEYS = ("dataset_version", "dataset_hash", "created", "sandbox", "quality_gate")

#: Bytes per kilobyte in printed sizes.
KIB = 1024

Status = Literal["published", "unchanged"]


class PublishError(CodeAssayError):
    """Publishing failed or was refused: no token, a rejected token, or a version clash."""


@dataclass(frozen=True)
class PublishFile:
    """One file that will be uploaded, by its path in the repository."""

    path: str
    size: int


@dataclass(frozen=True)
class PublishPlan:
    """What a publication would upload, worked out without touching the network."""

    kind: Literal["dataset", "results", "review"]
    repo_id: str
    folder: Path
    version: str
    dataset_hash: str
    tag: str | None
    files: tuple[PublishFile, ...]
    front_matter: str

    def describe(self) -> str:
        """Human-readable summary: target, files with sizes, and the card's front matter."""
        total = sum(f.size for f in self.files)
        target = f"{self.repo_id} (dataset repository)"
        if self.kind == "review":
            lines = [f"would publish the responses of a review study (study {self.dataset_hash}) to {target}"]
        else:
            lines = [f"would publish {self.kind} of CodeAssay {self.version} ({self.dataset_hash}) to {target}"]
        if self.tag:
            lines.append(f"tag: {self.tag}")
        lines.append(f"files ({len(self.files)}, {_size(total)}):")
        lines += [f"  {f.path}  {_size(f.size)}" for f in self.files]
        lines += ["card front matter:", "---", self.front_matter.rstrip("\n"), "---"]
        return "\n".join(lines)


@dataclass(frozen=True)
class PublishOutcome:
    """The result of a publication: what happened, and where."""

    status: Status
    repo_id: str
    tag: str | None
    message: str
    commit_url: str | None = None


def _size(n: int) -> str:
    """Bytes as ``812 B``, ``7.6 KB`` or ``41.1 MB``."""
    if n < KIB:
        return f"{n} B"
    if n < KIB * KIB:
        return f"{n / KIB:.1f} KB"
    return f"{n / (KIB * KIB):.1f} MB"


def version_tag(version: str) -> str:
    """The Hub tag of a dataset version: ``0.1.0`` -> ``v0.1.0``."""
    return f"{TAG_PREFIX}{version}"


def _matching_files(folder: Path, patterns: Sequence[str]) -> tuple[PublishFile, ...]:
    """The files ``upload_folder`` will send, found with the same pattern filter it uses."""
    from huggingface_hub.utils import filter_repo_objects

    paths = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    chosen = filter_repo_objects(paths, allow_patterns=list(patterns))
    return tuple(PublishFile(path, (folder / path).stat().st_size) for path in chosen)


def _split_card(card: Path) -> tuple[str, dict]:
    """The YAML front matter of a card, as text and parsed."""
    import yaml

    try:
        text = card.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DatasetError(f"{card}: the dataset card is missing; build the folder with `codeassay build`") from None
    if not text.startswith("---\n") or "\n---" not in text[4:]:
        raise DatasetError(f"{card}: no YAML front matter between '---' lines")
    front = text[4:text.index("\n---", 4) + 1]
    try:
        data = yaml.safe_load(front)
    except yaml.YAMLError as exc:
        raise DatasetError(f"{card}: the front matter is not valid YAML: {exc}") from None
    if not isinstance(data, dict):
        raise DatasetError(f"{card}: the front matter is not a mapping")
    return front, data


def _load_rows(folder: Path, config: str) -> list[dict]:
    from codeassay._load import load

    try:
        return list(load(config, path=folder))
    except CodeAssayError:
        raise
    except Exception as exc:  # datasets raises many types for a broken folder; report, do not crash
        raise DatasetError(f"{folder}: the {config!r} config cannot be loaded: {exc}") from None


def verify_dataset_folder(folder: str | Path) -> tuple[str, str, str]:
    """Check that a built folder is consistent; return (version, content hash, front matter).

    The card's ``version`` and ``dataset_hash`` must match the manifest, every config's
    ``version``, every row's ``dataset_version`` and the hash recomputed from the grading
    rows as ``datasets`` loads them; both configs and the manifest must list the same
    tasks, the public columns must agree, and ``data/`` may hold only the files the card
    declares. Raises :class:`DatasetError` listing every problem found.
    """
    folder = Path(folder)
    card = folder / CARD_FILE
    front, meta = _split_card(card)
    version, card_hash = meta.get("version"), meta.get("dataset_hash")
    if not version or not card_hash:
        raise DatasetError(f"{card}: front matter lacks 'version' or 'dataset_hash'; rebuild with `codeassay build`")
    problems: list[str] = []
    manifest_path = folder / MANIFEST_FILE
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DatasetError(f"{manifest_path}: the split manifest is missing; rebuild with `codeassay build`") from None
    except ValueError as exc:
        raise DatasetError(f"{manifest_path}: not valid JSON: {exc}") from None
    if manifest.get("dataset_version") != version:
        problems.append(f"{MANIFEST_FILE}: dataset_version is {manifest.get('dataset_version')!r} "
                        f"but the card says {version!r}")
    if manifest.get("dataset_hash") != card_hash:
        problems.append(f"{MANIFEST_FILE}: dataset_hash is {manifest.get('dataset_hash')!r} "
                        f"but the card says {card_hash!r}")
    declared = set()
    for config in meta.get("configs") or []:
        if config.get("version") != version:
            problems.append(f"{CARD_FILE}: config {config.get('config_name')!r} has version "
                            f"{config.get('version')!r} but the card says {version!r}")
        declared |= {entry["path"] for entry in config.get("data_files") or [] if isinstance(entry, dict)}
    stray = [f.path for f in _matching_files(folder, ("data/**",)) if f.path not in declared]
    if stray:
        problems.append(f"data/ holds files the card does not declare: {', '.join(stray)}")

    grading = _load_rows(folder, GRADING_CONFIG)
    tasks = _load_rows(folder, TASKS_CONFIG)
    wrong = sorted({str(row.get("dataset_version")) for row in grading + tasks} - {version})
    if wrong:
        problems.append(f"rows carry dataset_version {', '.join(wrong)} but the card says {version!r}")
    recomputed = content_hash(grading)
    if recomputed != card_hash:
        problems.append(f"the grading rows hash to {recomputed} but the card says {card_hash}; "
                        "the parquet files changed after the build: rebuild with `codeassay build`")
    grading_ids = [row["task_id"] for row in grading]
    if [row["task_id"] for row in tasks] != grading_ids:
        problems.append(f"the {TASKS_CONFIG!r} and {GRADING_CONFIG!r} configs hold different tasks")
    else:
        differing = [t["task_id"] for t, g in zip(tasks, grading) if t != {k: g.get(k) for k in t}]
        if differing:
            problems.append(f"public columns differ between the configs for {', '.join(differing)}")
    if sorted(manifest.get("tasks") or {}) != sorted(grading_ids):
        problems.append(f"{MANIFEST_FILE}: lists other tasks than the {GRADING_CONFIG!r} config")
    if meta.get("num_tasks") is not None and meta["num_tasks"] != len(grading_ids):
        problems.append(f"{CARD_FILE}: num_tasks is {meta['num_tasks']} but the data holds {len(grading_ids)}")
    if problems:
        raise DatasetError(f"{folder} is not consistent, nothing was published:\n" + "\n".join(problems))
    return str(version), str(card_hash), front


def plan_dataset(repo_id: str, folder: str | Path | None = None, revision: str | None = None) -> PublishPlan:
    """Verify a built dataset folder (default: the copy shipped in the package) and list its upload."""
    from codeassay._load import shipped_dataset_dir

    folder = Path(folder) if folder is not None else shipped_dataset_dir()
    if not folder.is_dir():
        raise DatasetError(f"{folder}: not a folder; give the output folder of `codeassay build`")
    version, dataset_hash, front = verify_dataset_folder(folder)
    return PublishPlan("dataset", repo_id, folder, version, dataset_hash, revision or version_tag(version),
                       _matching_files(folder, DATASET_PATTERNS), front)


# -- talking to the Hub --------------------------------------------------------------------

def _check_repo_id(repo_id: str) -> None:
    """A Hub dataset id is ``ORG/NAME``; say so before any work is done."""
    from huggingface_hub.errors import HFValidationError
    from huggingface_hub.utils import validate_repo_id

    try:
        validate_repo_id(repo_id)
    except HFValidationError as exc:
        raise PublishError(f"--repo-id {repo_id!r} is not a Hub repository id: {exc}") from None
    if "/" not in repo_id:
        raise PublishError(f"--repo-id {repo_id!r} needs the owner: ORG/NAME or USER/NAME")


def _api(token: str | None, endpoint: str | None):
    """A client with a token from the argument, HF_TOKEN or the login cache, or a clear error."""
    from huggingface_hub import HfApi, get_token

    token = token or get_token()
    if not token:
        raise PublishError(f"no Hugging Face token found; {LOGIN_HINT}")
    return HfApi(endpoint=endpoint, token=token)


@contextmanager
def _hub_errors(repo_id: str, action: str) -> Iterator[None]:
    """Turn the client's exceptions into one-line :class:`PublishError` messages."""
    import httpx2
    from huggingface_hub.errors import HfHubHTTPError, OfflineModeIsEnabled

    try:
        yield
    except OfflineModeIsEnabled:
        raise PublishError(f"cannot publish while HF_HUB_OFFLINE is set; unset it to reach the Hub "
                           f"({action} {repo_id})") from None
    except HfHubHTTPError as exc:
        status = exc.response.status_code if exc.response is not None else None
        if status in AUTH_STATUSES:
            raise PublishError(f"the Hub rejected the token ({status}) while {action} {repo_id}; "
                               f"{LOGIN_HINT}") from None
        server = exc.server_message or str(exc).splitlines()[0]
        raise PublishError(f"the Hub answered {status} while {action} {repo_id}: {server}") from None
    except httpx2.HTTPError as exc:
        raise PublishError(f"cannot reach the Hub while {action} {repo_id}: {exc}") from None


def _published_hash(api, repo_id: str, tag: str) -> str | None:
    """Content hash at ``tag`` in the repository, or None when the tag does not exist."""
    from huggingface_hub.errors import EntryNotFoundError, LocalEntryNotFoundError

    refs = api.list_repo_refs(repo_id, repo_type=REPO_TYPE)
    if tag not in {ref.name for ref in refs.tags}:
        return None
    try:
        path = api.hf_hub_download(repo_id, MANIFEST_FILE, repo_type=REPO_TYPE, revision=tag)
        return str(json.loads(Path(path).read_text(encoding="utf-8")).get("dataset_hash"))
    except LocalEntryNotFoundError as exc:
        # The client reports a failed download as "not in the local cache"; say what happened.
        cause = exc.__cause__ or exc
        raise PublishError(f"cannot read {MANIFEST_FILE} at tag {tag} of {repo_id}: {cause}") from None
    except (EntryNotFoundError, ValueError):
        return "unknown (the tag holds no readable manifest)"


def publish_dataset(repo_id: str, *, folder: str | Path | None = None, revision: str | None = None,
                    private: bool = False, dry_run: bool = False, token: str | None = None,
                    endpoint: str | None = None) -> PublishOutcome | PublishPlan:
    """Publish a built dataset folder to ``repo_id`` on the Hub and tag it.

    The folder (default: the copy shipped in the package) is verified first. The repository
    is created if needed; README.md, ``data/**`` and the manifest are uploaded in one commit,
    which is then tagged ``revision`` (default ``v<version>``). If the tag exists already,
    identical content makes this a no-op and different content is refused. With
    ``dry_run`` the plan is returned and nothing is sent (no token needed).
    """
    # A bad id or a missing token is found before the (slower) verification.
    _check_repo_id(repo_id)
    api = None if dry_run else _api(token, endpoint)
    plan = plan_dataset(repo_id, folder, revision)
    if api is None:
        return plan
    tag = plan.tag or version_tag(plan.version)
    with _hub_errors(repo_id, "creating"):
        api.create_repo(repo_id, repo_type=REPO_TYPE, private=private, exist_ok=True)
    with _hub_errors(repo_id, "reading the tags of"):
        published = _published_hash(api, repo_id, tag)
    if published == plan.dataset_hash:
        return PublishOutcome("unchanged", repo_id, tag,
                              f"{repo_id}@{tag} already holds this content ({plan.dataset_hash}); "
                              "nothing uploaded")
    if published is not None:
        raise PublishError(
            f"{repo_id} already has tag {tag} with content {published}, but this folder is "
            f"{plan.dataset_hash}; a published version never changes: bump tasks_src/VERSION, "
            "rebuild and publish the new version")
    with _hub_errors(repo_id, "uploading to"):
        commit = api.upload_folder(
            repo_id=repo_id, repo_type=REPO_TYPE, folder_path=plan.folder,
            allow_patterns=list(DATASET_PATTERNS),
            commit_message=f"CodeAssay {plan.version}",
            commit_description=f"Dataset version {plan.version}, content hash {plan.dataset_hash}.")
    with _hub_errors(repo_id, f"tagging {tag} in"):
        # Tag the commit just made, not the branch head, which someone else may have moved.
        api.create_tag(repo_id, repo_type=REPO_TYPE, tag=tag, revision=commit.oid,
                       tag_message=f"CodeAssay {plan.version} ({plan.dataset_hash})")
    return PublishOutcome("published", repo_id, tag,
                          f"published CodeAssay {plan.version} ({plan.dataset_hash}) to {repo_id}, "
                          f"tag {tag}: {len(plan.files)} file(s) in one commit", commit.commit_url)


# -- results --------------------------------------------------------------------------------

def _results_table(rows: Sequence[Mapping]):
    """The results rows as an Arrow table with the engine's result schema.

    Columns the schema does not know (added by other tools) are kept as JSON text, so
    publishing never drops data.
    """
    import pyarrow as pa
    from datasets import Features, Value

    from evaluation._result_features import RESULT_FEATURES

    extra = sorted({key for row in rows for key in row} - set(RESULT_FEATURES))
    features = Features({**RESULT_FEATURES, **{key: Value("string") for key in extra}})
    prepared = []
    for row in rows:
        item = {column: row.get(column) for column in RESULT_FEATURES}
        item["sample_id"] = None if row.get("sample_id") is None else str(row["sample_id"])
        codes = row.get("flake8_codes")
        item["flake8_codes"] = codes if codes is None or isinstance(codes, str) else json.dumps(codes, sort_keys=True)
        for key in extra:
            item[key] = None if row.get(key) is None else json.dumps(row[key], sort_keys=True, ensure_ascii=False)
        prepared.append(item)
    try:
        return pa.Table.from_pylist(prepared, schema=features.arrow_schema), features
    except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
        raise ResultsFileError(f"a result row does not fit the results schema: {exc}") from None


def _results_card(header: Mapping, rows: Sequence[Mapping], features, source_name: str, repo_id: str) -> str:
    from datasets.info import DatasetInfo, DatasetInfosDict
    from datasets.utils.metadata import MetadataConfigs
    from huggingface_hub import DatasetCardData

    from dataset_builder._card import CITATION_BIBTEX

    models = sorted({str(row.get("model")) for row in rows})
    data = DatasetCardData(pretty_name="CodeAssay results", tags=["codeassay", "benchmark-results", "code-generation"],
                           size_categories=["n<1K" if len(rows) < 1000 else "1K<n<10K" if len(rows) < 10_000
                                            else "10K<n<100K"])
    DatasetInfosDict({"default": DatasetInfo(features=features, config_name="default")}).to_dataset_card_data(data)
    MetadataConfigs({"default": {"data_files": [{"split": RESULTS_SPLIT, "path": RESULTS_DATA_FILE}]}}
                    ).to_dataset_card_data(data)
    data["benchmark"] = "CodeAssay"
    for key in _RESULTS_HEADER_KEYS:
        if header.get(key) is not None:
            data[key] = header[key]
    data["models"] = models
    data["num_results"] = len(rows)

    per_model = []
    for model in models:
        mine = [r for r in rows if str(r.get("model")) == model]
        passed = sum(1 for r in mine if r.get("passed") is True)
        per_model.append(f"| `{model}` | {len(mine)} | {passed} | {passed / len(mine):.1%} |")
    protections = header.get("protections") or {}
    limits = header.get("limits") or {}
    versions = header.get("versions") or {}

    def table(mapping: Mapping, what: str) -> str:
        if not mapping:
            return f"_The results file does not record {what}._"
        body = "\n".join(f"| `{k}` | {json.dumps(v) if not isinstance(v, str) else v} |"
                         for k, v in sorted(mapping.items()))
        return f"| name | value |\n|---|---|\n{body}"

    gate = header.get("quality_gate")
    quality = ("Code properties (flake8, radon, bandit, semgrep) were not measured in this run."
               if gate is None else
               f"Code properties (flake8, radon, bandit, semgrep) were measured with quality gate `{gate}`\n"
               "(`strict`: only programs that pass); they are never combined into one score.")
    version, dataset_hash = header.get("dataset_version"), header.get("dataset_hash")
    body = f"""# CodeAssay results

Programs graded on the hidden tests of **CodeAssay {version}** (content hash `{dataset_hash}`),
published from `{source_name}`. The hash identifies the exact ground truth: results are
comparable only with results that carry the same hash.

| model | programs | passed | pass rate |
|---|---|---|---|
{chr(10).join(per_model)}

{quality}

## How the programs were run

Sandbox: `{header.get('sandbox')}`, graded {header.get('created') or 'at an unrecorded time'}.

Protections active during grading:

{table(protections, 'its protections')}

Limits per run:

{table(limits, 'its limits')}

## Tool versions

{table(versions, 'tool versions')}

The full header of the results file is in `{RESULTS_HEADER_FILE}`.

## Loading

```python
from datasets import load_dataset

results = load_dataset("{repo_id}", split="{RESULTS_SPLIT}")
```

## How to cite

Cite the benchmark, name its version ({version}) and content hash, and the models evaluated:

```bibtex
{CITATION_BIBTEX}
```
"""
    return f"---\n{data.to_yaml()}\n---\n\n{body}"


def _read_results_checked(path: Path) -> tuple[dict, list[dict]]:
    header, rows = read_results(path)
    if header is None:
        raise ResultsFileError(f"{path}: no header line, so the benchmark version and hash are unknown; "
                               "publish a results file written by `codeassay evaluate`")
    for key in ("dataset_version", "dataset_hash"):
        if not header.get(key):
            raise ResultsFileError(f"{path}: the header has no {key!r}")
    if not rows:
        raise ResultsFileError(f"{path}: holds no result rows")
    for number, row in enumerate(rows, start=1):
        if row.get("dataset_hash") not in (None, header["dataset_hash"]):
            raise ResultsFileError(f"{path}: result row {number} ({row.get('model')}, {row.get('task_id')}) "
                                   f"was graded against {row.get('dataset_hash')}, the header says "
                                   f"{header['dataset_hash']}")
    return header, rows


def plan_results(results: str | Path, repo_id: str, out: str | Path) -> PublishPlan:
    """Write the results dataset folder (parquet, header, card) into ``out`` and list its upload."""
    import pyarrow.parquet as pq

    results, out = Path(results), Path(out)
    header, rows = _read_results_checked(results)
    table, features = _results_table(rows)
    (out / RESULTS_DATA_FILE).parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(table, out / RESULTS_DATA_FILE)
    (out / RESULTS_HEADER_FILE).write_text(json.dumps(header, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    (out / CARD_FILE).write_text(_results_card(header, rows, features, results.name, repo_id), encoding="utf-8")
    front, _ = _split_card(out / CARD_FILE)
    return PublishPlan("results", repo_id, out, str(header["dataset_version"]), str(header["dataset_hash"]),
                       None, _matching_files(out, RESULTS_PATTERNS), front)


def publish_results(results: str | Path, repo_id: str, *, private: bool = False, dry_run: bool = False,
                    token: str | None = None, endpoint: str | None = None) -> PublishOutcome | PublishPlan:
    """Publish a results file as a dataset: parquet of the rows plus a generated card.

    The card records the benchmark version and content hash from the results header,
    the sandbox protections, limits and tool versions, and how to cite. Everything is
    uploaded in one commit; with ``dry_run`` the plan is returned and nothing is sent.
    """
    _check_repo_id(repo_id)
    api = None if dry_run else _api(token, endpoint)
    with tempfile.TemporaryDirectory(prefix="codeassay-results-") as tmp:
        plan = plan_results(results, repo_id, tmp)
        if api is None:
            return plan  # its folder is gone; the plan lists what would have been uploaded
        with _hub_errors(repo_id, "creating"):
            api.create_repo(repo_id, repo_type=REPO_TYPE, private=private, exist_ok=True)
        with _hub_errors(repo_id, "uploading to"):
            commit = api.upload_folder(
                repo_id=repo_id, repo_type=REPO_TYPE, folder_path=tmp, allow_patterns=list(RESULTS_PATTERNS),
                commit_message=f"Results on CodeAssay {plan.version}",
                commit_description=f"Graded against CodeAssay {plan.version}, content hash {plan.dataset_hash}.")
    return PublishOutcome("published", repo_id, None,
                          f"published {Path(results).name} (graded on CodeAssay {plan.version}, "
                          f"{plan.dataset_hash}) to {repo_id}", commit.commit_url)


def plan_review(folder: str | Path, repo_id: str) -> PublishPlan:
    """Check a review export's dataset folder and list what would be uploaded."""
    folder = Path(folder)
    if not (folder / CARD_FILE).is_file():
        raise DatasetError(f"{folder}: no {CARD_FILE}; publish the dataset/ folder that "
                           "`codeassay review export` wrote")
    front, data = _split_card(folder / CARD_FILE)
    info = data.get(REVIEW_CARD_KEY)
    if not isinstance(info, dict) or not info.get("study_hash"):
        raise DatasetError(f"{folder / CARD_FILE}: not a review export (its card has no {REVIEW_CARD_KEY}); "
                           "write it with `codeassay review export` and publish its dataset/ folder")
    files = _matching_files(folder, REVIEW_PATTERNS)
    if not any(f.path.startswith("data/") for f in files):
        raise DatasetError(f"{folder}: no data/ files to publish")
    return PublishPlan("review", repo_id, folder, "review", str(info["study_hash"]), None, files, front)


def publish_review(folder: str | Path, repo_id: str, *, private: bool = False, dry_run: bool = False,
                   token: str | None = None, endpoint: str | None = None) -> PublishOutcome | PublishPlan:
    """Publish the dataset folder of a review study export (card and parquet) in one commit."""
    _check_repo_id(repo_id)
    plan = plan_review(folder, repo_id)
    if dry_run:
        return plan
    api = _api(token, endpoint)
    with _hub_errors(repo_id, "creating"):
        api.create_repo(repo_id, repo_type=REPO_TYPE, private=private, exist_ok=True)
    with _hub_errors(repo_id, "uploading to"):
        commit = api.upload_folder(repo_id=repo_id, repo_type=REPO_TYPE, folder_path=str(plan.folder),
                                   allow_patterns=list(REVIEW_PATTERNS),
                                   commit_message="Review study responses",
                                   commit_description=f"Anonymous responses of the review study {plan.dataset_hash}.")
    return PublishOutcome("published", repo_id, None, f"published the review study responses in {plan.folder} "
                                                      f"(study {plan.dataset_hash}) to {repo_id}", commit.commit_url)
