"""The statistics on fixed data, checked against scipy and against figures worked out by hand."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
from scipy import stats

from codeassay.review import analyze, cronbach_alpha, kendalls_w

PARTICIPANTS = 8


def tables_for(study, answer, *, kind="human", rater="", first_participant=1, participants=PARTICIPANTS):
    """Export-shaped tables where ``answer(participant, solution_index, statement)`` gives each answer."""
    ratings = []
    ins = study.instrument
    for p in range(first_participant, first_participant + participants):
        for i, s in enumerate(study.solutions):
            for c, st in ins.statements():
                value = answer(p, i, st.id)
                ratings.append({"participant": p, "rater_kind": kind, "rater": rater, "solution": s.id,
                                "model": s.model, "position": i + 1, "category": c.id, "statement": st.id,
                                "reverse": st.reverse, "answer": value, "label": ins.scale[value - 1]})
    return {"ratings": ratings, "profiles": [], "comments": [], "choices": [], "participants": [],
            "model_pages": []}


def fixed_answers(seed=7):
    rng = random.Random(seed)
    table = {}

    def answer(p, i, statement):
        # Solution 3 tends to be liked more, solution 1 less: a real effect plus noise.
        key = (p, i, statement)
        if key not in table:
            table[key] = min(5, max(1, 2 + i + rng.choice([-1, 0, 0, 1])))
        return table[key]
    return answer


def category_matrix(study, answer, category):
    """participants x solutions mean category score, reverse-scored, computed independently."""
    cat = next(c for c in study.instrument.categories if c.id == category)
    out = np.zeros((PARTICIPANTS, len(study.solutions)))
    for row, p in enumerate(range(1, PARTICIPANTS + 1)):
        for i in range(len(study.solutions)):
            values = [6 - answer(p, i, s.id) if s.reverse else answer(p, i, s.id) for s in cat.statements]
            out[row, i] = sum(values) / len(values)
    return out


def test_cronbach_alpha_matches_the_hand_computation():
    # Item variances 5/3, 1/3, 10/3 (sum 16/3); totals 6, 8, 12, 14 have variance 40/3;
    # alpha = 3/2 * (1 - (16/3) / (40/3)) = 0.9.
    assert cronbach_alpha([[2, 3, 4, 5], [3, 3, 4, 4], [1, 2, 4, 5]]) == pytest.approx(0.9)
    assert math.isnan(cronbach_alpha([[1, 2, 3]]))


def test_kendalls_w_matches_its_definition_without_ties():
    ranks = np.array([[1, 2, 3, 4], [1, 3, 2, 4], [2, 1, 3, 4]])  # 3 raters, 4 objects
    m, n = ranks.shape
    totals = ranks.sum(axis=0)
    s = ((totals - totals.mean()) ** 2).sum()
    by_hand = 12 * s / (m ** 2 * (n ** 3 - n))
    chi2 = stats.friedmanchisquare(*ranks.T).statistic
    assert kendalls_w(chi2, m, n) == pytest.approx(by_hand)


def test_friedman_and_holm_corrected_wilcoxon_match_scipy(study):
    answer = fixed_answers()
    result = analyze(study, tables_for(study, answer))
    ids = [s.id for s in study.solutions]
    for category in ("structure", "comments", "ease_of_use"):
        matrix = category_matrix(study, answer, category)
        expected = stats.friedmanchisquare(*matrix.T)
        row = result.friedman.set_index("category").loc[category]
        assert row["statistic"] == pytest.approx(expected.statistic)
        assert row["pvalue"] == pytest.approx(expected.pvalue)
        assert row["kendalls_w"] == pytest.approx(expected.statistic / (PARTICIPANTS * 2))
        raw = [stats.wilcoxon(matrix[:, a], matrix[:, b], zero_method="pratt").pvalue
               for a, b in [(0, 1), (0, 2), (1, 2)]]
        # Holm by hand: sort ascending, multiply by 3, 2, 1, keep monotone, cap at 1.
        order = np.argsort(raw)
        holm, running = [0.0] * 3, 0.0
        for rank, i in enumerate(order):
            running = max(running, min(1.0, (3 - rank) * raw[i]))
            holm[i] = running
        pairs = result.posthoc[result.posthoc["category"] == category]
        assert list(zip(pairs["solution_a"], pairs["solution_b"])) == [(ids[0], ids[1]), (ids[0], ids[2]),
                                                                       (ids[1], ids[2])]
        assert list(pairs["pvalue"]) == pytest.approx(raw)
        assert list(pairs["pvalue_holm"]) == pytest.approx(holm)


def test_spearman_alignment_matches_scipy(study):
    answer = fixed_answers()
    result = analyze(study, tables_for(study, answer))
    overall = [np.mean([category_matrix(study, answer, c.id)[:, i] for c in study.instrument.categories])
               for i in range(3)]
    # Participants weigh equally, so the mean over (participant, category) scores is the overall mean.
    figures = [s.figures["quality_issues"] for s in study.solutions]
    expected = stats.spearmanr(figures, overall)
    row = result.alignment[(result.alignment["figure"] == "quality_issues") &
                           (result.alignment["human_score"] == "all")].iloc[0]
    assert row["spearman_rho"] == pytest.approx(expected.statistic)
    assert row["pvalue"] == pytest.approx(expected.pvalue)
    assert any("few solutions" in note or "so few" in note for note in result.notes)


def test_distribution_median_and_iqr(study):
    values = {1: 1, 2: 2, 3: 4, 4: 5}
    result = analyze(study, tables_for(study, lambda p, i, s: values[p], participants=4))
    row = result.distributions[(result.distributions["solution"] == "model-1") &
                               (result.distributions["statement"] == "names")].iloc[0]
    assert (row["n"], row["n_1"], row["n_2"], row["n_3"], row["n_4"], row["n_5"]) == (4, 1, 1, 0, 1, 1)
    assert (row["median"], row["q1"], row["q3"], row["iqr"]) == (3.0, 1.75, 4.25, 2.5)


def test_negative_statement_is_reverse_scored(study):
    # Everyone agrees strongly with everything: the negative statement counts as 1.
    result = analyze(study, tables_for(study, lambda p, i, s: 5))
    scores = result.category_scores.set_index(["solution", "category"])
    assert scores.loc[("model-1", "comments"), "mean"] == pytest.approx((5 * 4 + 1) / 5)
    assert scores.loc[("model-1", "structure"), "mean"] == 5.0


def test_cronbach_alpha_per_category_uses_reverse_scored_items(study):
    answer = fixed_answers(3)
    result = analyze(study, tables_for(study, answer))
    cat = next(c for c in study.instrument.categories if c.id == "comments")
    items = [[6 - answer(p, i, s.id) if s.reverse else answer(p, i, s.id)
              for p in range(1, PARTICIPANTS + 1) for i in range(3)] for s in cat.statements]
    row = result.reliability.set_index("category").loc["comments"]
    assert row["ratings"] == PARTICIPANTS * 3
    assert row["cronbach_alpha"] == pytest.approx(cronbach_alpha(items))


def test_models_are_never_pooled_with_people(study):
    people = tables_for(study, fixed_answers())
    model = tables_for(study, lambda p, i, s: 1, kind="model", rater="judge", first_participant=100,
                       participants=1)
    people_only = analyze(study, people)
    both = analyze(study, {k: people[k] + model[k] for k in people})
    assert both.participants == people_only.participants == PARTICIPANTS
    assert both.friedman.equals(people_only.friedman)
    row = both.model_agreement.iloc[0]
    assert row["rater"] == "judge" and row["ratings"] == 3 * 14
    assert 0 <= row["exact_agreement"] <= row["within_one"] <= 1
    assert row["krippendorff_alpha_with_model"] < row["krippendorff_alpha_people"]


def test_too_few_participants_gives_a_note_not_a_test(study):
    result = analyze(study, tables_for(study, fixed_answers(), participants=2))
    assert result.friedman["statistic"].isna().all()
    assert any("need at least" in note for note in result.notes)
