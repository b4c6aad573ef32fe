"""Column types of a results table, so every results Dataset has the same schema."""

from __future__ import annotations

from datasets import Features, List, Value

__all__ = ["RESULT_FEATURES"]

RESULT_FEATURES = Features({
    "task_id": Value("string"),
    "category": Value("string"),
    "model": Value("string"),
    "sample_id": Value("string"),
    "repaired": Value("bool"),
    "passed": Value("bool"),
    "status": Value("string"),
    "hidden_passed": Value("int32"),
    "hidden_total": Value("int32"),
    "failed_tests": List(Value("string")),
    "failure_excerpt": Value("string"),
    "detail": Value("string"),
    "duration_s": Value("float64"),
    "quality_gate": Value("string"),
    "lloc": Value("int64"),
    "flake8_violations": Value("int64"),
    "flake8_per_100_lloc": Value("float64"),
    "flake8_nows_violations": Value("int64"),
    "flake8_nows_per_100_lloc": Value("float64"),
    "flake8_codes": Value("string"),
    "cc_mean": Value("float64"),
    "cc_max": Value("int64"),
    "cc_module": Value("int64"),
    "bandit_low": Value("int64"),
    "bandit_medium": Value("int64"),
    "bandit_high": Value("int64"),
    "bandit_tests": List(Value("string")),
    "semgrep_findings": Value("int64"),
    "quality_error": Value("string"),
    "dataset_version": Value("string"),
    "dataset_hash": Value("string"),
})
