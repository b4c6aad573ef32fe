"""The prose of the dataset card (everything below the YAML front matter)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from evaluation import CANARY_GUID, CATEGORIES, CATEGORY_NAMES

__all__ = ["card_body", "CITATION_BIBTEX"]

CITATION_BIBTEX = """@misc{codeassay2026,
  title  = {CodeAssay: A Multi-Metric Benchmark with Audited Ground Truth for LLM Code Generation},
  author = {{The CodeAssay authors}},
  year   = {2026},
  note   = {Dataset and evaluation harness}
}"""

_FIELDS = """| field | config | meaning |
|---|---|---|
| `task_id` | both | unique id, prefixed with the category code |
| `title` | both | short name of the task |
| `category` | both | one of the ten categories (ClassLabel) |
| `difficulty` | both | `easy`, `medium` or `hard`, as judged by the author |
| `description` | both | complete statement of the task: inputs, outputs, errors, edge cases |
| `signature` | both | the signature of the entry point |
| `entry_point` | both | the function or class the tests import from `solution` |
| `public_tests` | both | the public half of the pytest suite (shown to a model) |
| `public_test_names` | both | its test functions, in source order |
| `dataset_version` | both | semantic version of the dataset |
| `canary` | both | canary string for excluding this data from training corpora |
| `hidden_tests` | grading | the hidden half of the suite: the only tests that grade |
| `hidden_test_names` | grading | its test functions, in source order |
| `full_tests` / `full_test_names` | grading | the whole suite (the union of both halves) |
| `reference_solution` | grading | the audited reference solution module |
| `timeout_s` | both | wall timeout of one run, derived from the reference's test time |
| `requirements` | grading | third-party packages the task needs (normally none) |
| `notes` | grading | author's notes, e.g. known equivalent mutants |
| `spec` | grading | the description's requirements (`id`, `text`), for a task traced to its tests |
| `checks` | grading | per test function, the requirement ids it checks (hidden and public both check each) |
| `reference_*` | grading | code properties of the reference (flake8, radon, bandit) |
| `mutation_score_*`, `mutants` | grading | mutmut score of the full suite and of the hidden subset |
| `statement_coverage`, `branch_coverage` | grading | coverage of the reference under the full suite |
"""


def card_body(grading_rows: Sequence[Mapping], *, version: str, dataset_hash: str, changelog: str) -> str:
    """Markdown of the card: what the data is, how to load it, its fields and its limits."""
    counts = Counter(CATEGORIES[row["category"]] for row in grading_rows)
    n_public = sum(len(row["public_test_names"]) for row in grading_rows)
    n_hidden = sum(len(row["hidden_test_names"]) for row in grading_rows)
    categories = "\n".join(f"| {code} | {CATEGORY_NAMES[code]} | {counts.get(code, 0)} |" for code in CATEGORIES)
    changes = changelog.strip() or "- No changes recorded."
    return f"""# CodeAssay

CodeAssay is a Python benchmark for code written by large language models, with audited
ground truth and a held-out test split. Every task has a natural-language description,
a signature, an audited reference solution and a pytest suite split deterministically into
**public tests** (which a model may see, and which drive one repair attempt) and **hidden
tests** (used only for grading). A program counts as correct only when it passes every
hidden test.

Version **{version}**, {len(grading_rows)} tasks, {n_public} public and {n_hidden} hidden test
functions. Content hash of the grading config: `{dataset_hash}`.

## Loading

```python
from datasets import load_dataset

tasks = load_dataset("codeassay", "tasks", split="test")      # what a model may see
grading = load_dataset("codeassay", "grading", split="test")  # adds hidden tests and references
```

The default config, `tasks`, deliberately leaves the hidden tests out, so a harness that
feeds its rows into a prompt cannot leak them by accident. Grade with the `codeassay`
package (`codeassay evaluate predictions.jsonl`), which runs the hidden tests in a sandbox.

## Categories

| code | category | tasks |
|---|---|---|
{categories}

## Fields

{_FIELDS}
## How the split is made

Top-level test functions are taken in source order and assigned alternately, starting
with the hidden subset, so where the count is odd the extra one is hidden. The module
preamble (imports, helpers, fixtures) is copied into both files so each runs on its own.
Every task keeps at least two tests on each side. `test_split_manifest.json` lists the
names on each side.

## Creation and audit

Tasks are written from a ten-category taxonomy, not adapted from HumanEval, MBPP or other
benchmarks. Every build checks that each reference passes its full, public and hidden
files and that each task's plausible wrong solutions (kept with the sources) fail the
hidden subset. Mutation analysis with mutmut and coverage of the references are
measured per task and published in the grading config.

## Limitations

- Correctness is judged by tests; a suite that kills most mutants is still not a proof.
- The code properties are single-tool proxies (flake8, radon, bandit); they are reported
  separately and never combined into a score.
- Hidden tests are hidden from models, not secret: they are in this dataset. Contamination
  of future training data is possible; the canary below helps corpus builders exclude it.

Canary: `{CANARY_GUID}`

## Changelog

{changes}

## Citation

```bibtex
{CITATION_BIBTEX}
```
"""
