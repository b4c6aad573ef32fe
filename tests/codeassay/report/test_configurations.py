"""Prompt pairs found by name and the primary configurations."""

from __future__ import annotations

from codeassay.report import detect_prompt_pairs, primary_configurations


def test_prompt_pairs_and_primary_configurations():
    pairs = detect_prompt_pairs(["alpha-std", "beta-std", "alpha-sec", "beta-sec", "gamma-std"])
    assert pairs == {"alpha": ("alpha-std", "alpha-sec"), "beta": ("beta-std", "beta-sec")}
    primary = primary_configurations(["alpha-std", "alpha-sec", "gamma-std"], pairs)
    assert primary == ["alpha-std", "gamma-std"]
