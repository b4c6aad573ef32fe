"""The statistics against hand-worked examples, statsmodels and scipy, edge cases included."""

from __future__ import annotations

import itertools
import math
from itertools import combinations

import numpy as np
import pytest
from scipy import stats
from scipy.special import comb
from statsmodels.stats.contingency_tables import cochrans_q, mcnemar
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint

from evaluation._stats import (
    EXACT_WILCOXON_MAX_N,
    PERMUTATION_WILCOXON_MAX_N,
    cochran_q,
    holm,
    mcnemar_exact,
    pass_at_k,
    wilcoxon_pratt,
    wilson_interval,
)

RNG_SEED = 20260514


@pytest.fixture
def rng() -> np.random.Generator:
    return np.random.default_rng(RNG_SEED)


# ----------------------------------------------------------------------------- pass@k


@pytest.mark.parametrize(("n", "c", "k"), [(1, 0, 1), (1, 1, 1), (10, 3, 1), (10, 3, 5),
                                           (20, 1, 10), (200, 7, 100), (5, 5, 5), (7, 2, 6)])
def test_pass_at_k_equals_binomial_definition(n, c, k):
    expected = 1.0 - comb(n - c, k, exact=True) / comb(n, k, exact=True)
    assert pass_at_k(n, c, k).value == pytest.approx(expected, rel=1e-12, abs=1e-15)


def test_pass_at_k_hand_worked():
    # pass@1 is c/n; with 10 samples, 3 correct, k=5: 1 - C(7,5)/C(10,5) = 1 - 21/252.
    assert pass_at_k(10, 3, 1).value == pytest.approx(0.3)
    assert pass_at_k(10, 3, 5).value == pytest.approx(1 - 21 / 252)
    assert pass_at_k(10, 0, 5).value == 0.0
    assert pass_at_k(10, 6, 5).value == 1.0  # n - c < k: every draw holds a correct one


def test_pass_at_k_is_stable_where_binomials_overflow():
    # C(2000, 1000) overflows a float; the product form does not need it.
    value = pass_at_k(2000, 3, 1000).value
    assert value == pytest.approx(1 - (1000 * 999 * 998) / (2000 * 1999 * 1998), rel=1e-12)


@pytest.mark.parametrize(("n", "c", "k"), [(3, 1, 4), (5, 6, 1), (5, 1, 0), (-1, 0, 1)])
def test_pass_at_k_rejects_impossible_arguments(n, c, k):
    with pytest.raises(ValueError):
        pass_at_k(n, c, k)


def test_pass_at_k_message_names_k_and_n():
    with pytest.raises(ValueError, match=r"k=4 > n=3"):
        pass_at_k(3, 1, 4)


# ----------------------------------------------------------------------------- Wilson


@pytest.mark.parametrize(("k", "n"), [(0, 10), (1, 10), (10, 10), (143, 185), (183, 185),
                                      (5, 7), (0, 1), (1, 1)])
@pytest.mark.parametrize("confidence", [0.95, 0.9, 0.99])
def test_wilson_matches_statsmodels(k, n, confidence):
    low, high = proportion_confint(k, n, alpha=1 - confidence, method="wilson")
    got = wilson_interval(k, n, confidence)
    assert (got.low, got.high) == pytest.approx((low, high), abs=1e-12)
    assert got.proportion == k / n


def test_wilson_hand_worked():
    # 161/185 (GPT-4o, standard prompt, Table 3): written out from the closed form.
    z = 1.959963984540054
    p, n = 161 / 185, 185
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    got = wilson_interval(161, 185)
    assert (got.low, got.high) == pytest.approx((centre - half, centre + half), abs=1e-12)
    assert got.confidence == 0.95


@pytest.mark.parametrize(("k", "n", "confidence"),
                         [(0, 0, 0.95), (3, 2, 0.95), (1, 2, 1.0), (1, 2, 0.0)])
def test_wilson_rejects_bad_input(k, n, confidence):
    with pytest.raises(ValueError):
        wilson_interval(k, n, confidence)


# ----------------------------------------------------------------------------- Cochran


def test_cochran_hand_worked():
    # C = (2, 1, 3), R = (2, 1, 3), N = 6, k = 3:
    # Q = 2 (3 * 14 - 36) / (3 * 6 - 14) = 12 / 4 = 3, df = 2, p = exp(-1.5).
    got = cochran_q([[1, 0, 1], [0, 0, 1], [1, 1, 1]])
    assert got.statistic == pytest.approx(3.0)
    assert got.df == 2
    assert got.pvalue == pytest.approx(math.exp(-1.5))
    assert (got.n_tasks, got.n_configurations, got.n_informative) == (3, 3, 2)
    assert got.defined


@pytest.mark.parametrize("shape", [(30, 2), (185, 7), (50, 4), (12, 14)])
def test_cochran_matches_statsmodels(rng, shape):
    table = (rng.random(shape) < rng.uniform(0.5, 0.95, size=shape[1])).astype(int)
    ref = cochrans_q(table)
    got = cochran_q(table)
    assert got.statistic == pytest.approx(ref.statistic, rel=1e-12)
    assert got.pvalue == pytest.approx(ref.pvalue, rel=1e-10)
    assert got.df == ref.df


def test_cochran_two_columns_is_uncorrected_mcnemar_chi_square():
    # With k = 2, Q = (n10 - n01)^2 / (n10 + n01).
    a = [1] * 10 + [0] * 4 + [1] * 20 + [0] * 6
    b = [0] * 10 + [1] * 4 + [1] * 20 + [0] * 6
    got = cochran_q(np.column_stack([a, b]))
    assert got.statistic == pytest.approx((10 - 4) ** 2 / 14)
    ref = mcnemar(np.array([[20, 10], [4, 6]]), exact=False, correction=False)
    assert got.statistic == pytest.approx(ref.statistic)


def test_cochran_single_configuration_is_undefined_with_p_one():
    got = cochran_q([[1], [0], [1]])
    assert math.isnan(got.statistic) and got.pvalue == 1.0 and got.df == 0
    assert not got.defined


@pytest.mark.parametrize("table", [[[1, 1, 1], [0, 0, 0], [1, 1, 1]], [[1, 1]] * 5, [[0, 0, 0, 0]]])
def test_cochran_without_informative_task_is_undefined_with_p_one(table):
    got = cochran_q(table)
    assert math.isnan(got.statistic) and got.pvalue == 1.0 and got.n_informative == 0
    # statsmodels divides 0 by 0 here; we return the documented answer instead.
    with np.errstate(invalid="ignore", divide="ignore"):
        assert math.isnan(cochrans_q(np.array(table)).statistic)


def test_cochran_identical_non_constant_rows_are_defined():
    # Rows identical to each other but not constant still discriminate columns.
    got = cochran_q([[1, 0, 1]] * 4)
    assert got.statistic == pytest.approx(8.0)  # Q = 2 (3*32 - 64) / (3*8 - 16)
    assert got.pvalue == pytest.approx(stats.chi2.sf(8.0, 2))


@pytest.mark.parametrize("table", [[], [[]], [[1, 0], [1]], [[1, 2]], [[1, float("nan")]],
                                   [["1", 0]]])
def test_cochran_rejects_bad_tables(table):
    with pytest.raises(ValueError):
        cochran_q(table)


# ----------------------------------------------------------------------------- McNemar


def _pairs(n11, n10, n01, n00):
    a = [1] * n11 + [1] * n10 + [0] * n01 + [0] * n00
    b = [1] * n11 + [0] * n10 + [1] * n01 + [0] * n00
    return a, b


def test_mcnemar_reproduces_the_papers_worked_contrast():
    # Section 5.1.1: GPT-4o against GPT-5.6-sol, 161 vs 183 of 185, -11.9 pp [-16.8, -7.0].
    # Totals fix n10 - n01 = -22; the interval's width fixes n10 + n01 = 24.
    got = mcnemar_exact(*_pairs(160, 1, 23, 1))
    assert round(got.risk_difference_pp, 1) == -11.9
    assert (round(got.ci_low_pp, 1), round(got.ci_high_pp, 1)) == (-16.8, -7.0)
    assert (got.n10, got.n01, got.discordant, got.n) == (1, 23, 24, 185)


def test_mcnemar_hand_worked():
    # n10 = 8, n01 = 2, n = 40: exact p = 2 * P(X <= 2 | 10, 1/2) = 2 * 56/1024.
    # diff = 6/40 = 0.15; SE = sqrt(10 - 36/40)/40 = sqrt(9.1)/40.
    got = mcnemar_exact(*_pairs(20, 8, 2, 10))
    assert got.pvalue == pytest.approx(2 * 56 / 1024)
    se = math.sqrt(9.1) / 40
    z = stats.norm.ppf(0.975)
    assert got.risk_difference_pp == pytest.approx(15.0)
    expected = (100 * (0.15 - z * se), 100 * (0.15 + z * se))
    assert (got.ci_low_pp, got.ci_high_pp) == pytest.approx(expected)


@pytest.mark.parametrize("cells", [(20, 8, 2, 10), (160, 1, 23, 1), (50, 0, 7, 3), (5, 3, 3, 5),
                                   (100, 14, 0, 71), (0, 1, 0, 0), (10, 30, 25, 2)])
def test_mcnemar_matches_statsmodels_exact(cells):
    n11, n10, n01, n00 = cells
    ref = mcnemar(np.array([[n11, n10], [n01, n00]]), exact=True)
    got = mcnemar_exact(*_pairs(*cells))
    assert got.pvalue == pytest.approx(ref.pvalue, rel=1e-12)


def test_mcnemar_wald_interval_matches_the_multinomial_variance():
    # Var(p10 - p01) = (p10 + p01 - (p10 - p01)^2) / n for multinomial cell proportions.
    n11, n10, n01, n00 = 30, 9, 3, 8
    n = n11 + n10 + n01 + n00
    p10, p01 = n10 / n, n01 / n
    se = math.sqrt((p10 + p01 - (p10 - p01) ** 2) / n)
    got = mcnemar_exact(*_pairs(n11, n10, n01, n00), confidence=0.9)
    z = stats.norm.ppf(0.95)
    assert got.ci_low_pp == pytest.approx(100 * (p10 - p01 - z * se))
    assert got.ci_high_pp == pytest.approx(100 * (p10 - p01 + z * se))


def test_mcnemar_no_discordant_pairs():
    got = mcnemar_exact([1, 1, 0, 0], [True, True, False, False])
    assert got.pvalue == 1.0 and got.discordant == 0
    assert (got.risk_difference_pp, got.ci_low_pp, got.ci_high_pp) == (0.0, 0.0, 0.0)
    assert mcnemar(np.array([[2, 0], [0, 2]]), exact=True).pvalue == 1.0


def test_mcnemar_is_antisymmetric():
    a, b = _pairs(12, 7, 2, 4)
    ab, ba = mcnemar_exact(a, b), mcnemar_exact(b, a)
    assert ab.pvalue == ba.pvalue
    assert ab.risk_difference_pp == -ba.risk_difference_pp
    assert (ab.ci_low_pp, ab.ci_high_pp) == pytest.approx((-ba.ci_high_pp, -ba.ci_low_pp))


@pytest.mark.parametrize(("a", "b"),
                         [([1, 0], [1]), ([], []), ([1, 2], [1, 0]), ([1, None], [1, 0])])
def test_mcnemar_rejects_bad_input(a, b):
    with pytest.raises(ValueError):
        mcnemar_exact(a, b)


# ----------------------------------------------------------------------------- Holm


def test_holm_hand_worked():
    # Sorted 0.01, 0.03, 0.04, 0.5 -> 4*0.01, 3*0.03, max(0.09, 2*0.04), max(0.09, 0.5).
    assert holm([0.01, 0.04, 0.03, 0.5]) == pytest.approx((0.04, 0.09, 0.09, 0.5))


def test_holm_caps_at_one_and_keeps_order():
    assert holm([0.6, 0.2, 0.9]) == pytest.approx((1.0, 0.6, 1.0))
    assert holm([]) == ()
    assert holm([0.3]) == (0.3,)


def test_holm_matches_statsmodels(rng):
    for m in (2, 7, 21, 50):
        p = rng.random(m) ** 3
        p[: m // 4] = p[0]  # ties
        ref = multipletests(p, method="holm")[1]
        assert holm(p) == pytest.approx(tuple(ref), rel=1e-12)


@pytest.mark.parametrize("bad", [[0.1, float("nan")], [1.2], [-0.1]])
def test_holm_rejects_invalid_pvalues(bad):
    with pytest.raises(ValueError):
        holm(bad)


# ----------------------------------------------------------------------------- Wilcoxon


def test_wilcoxon_pratt_hand_worked():
    # d = (0, 1, -2, 3, 4, 4): Pratt ranks of |d| are 1, 2, 3, 4, 5.5, 5.5.
    # r_plus = 2 + 4 + 5.5 + 5.5 = 17, r_minus = 3; the zero keeps rank 1 but joins neither.
    # With a zero, a tie and six pairs the p-value is the permutation test's, as scipy's
    # automatic choice gives: of the 2**5 sign assignments of the non-zero ranks (the zero's
    # sign changes nothing), those with r_plus >= 17 or <= 3 (sums of {2, 3, 4, 5.5, 5.5}
    # of 20 at most 3 or at least 17): {}, {2}, {3}, and their complements: 6 of 32.
    x = [5, 6, 1, 9, 8, 10]
    y = [5, 5, 3, 6, 4, 6]
    got = wilcoxon_pratt(x, y)
    assert (got.n, got.n_tied, got.n_untied) == (6, 1, 5)
    assert (got.r_plus, got.r_minus, got.statistic) == (17.0, 3.0, 3.0)
    assert got.method == "permutation"
    assert got.pvalue == pytest.approx(6 / 32, rel=1e-12)
    assert got.pvalue == pytest.approx(stats.wilcoxon(x, y, zero_method="pratt", correction=False).pvalue)
    assert got.rank_biserial == pytest.approx((17 - 3) / 20)


@pytest.mark.parametrize("n", [4, 7, PERMUTATION_WILCOXON_MAX_N])
def test_wilcoxon_pratt_small_samples_with_ties_or_zeros_take_every_sign_assignment(rng, n):
    x = np.round(rng.normal(5, 2, n), 0)
    y = np.round(rng.normal(4.5, 2, n), 0)
    y[0] = x[0]  # at least one zero difference
    got = wilcoxon_pratt(x, y)
    assert got.method == "permutation"
    d = x - y
    ranks = stats.rankdata(np.abs(d))
    sums = np.array([ranks[(d * signs) > 0].sum() for signs in itertools.product([1, -1], repeat=n)])
    observed = ranks[d > 0].sum()
    tail = min(np.mean(sums >= observed - 1e-9), np.mean(sums <= observed + 1e-9))
    assert got.pvalue == pytest.approx(min(1.0, 2 * tail), rel=1e-9)
    # scipy's own default (method="auto") gives the same figure.
    assert got.pvalue == pytest.approx(stats.wilcoxon(x, y, zero_method="pratt", correction=False).pvalue)


def test_wilcoxon_pratt_is_asymptotic_with_ties_above_the_permutation_size():
    x = [5, 6, 1, 9, 8, 10] * 3
    y = [5, 5, 3, 6, 4, 6] * 3
    got = wilcoxon_pratt(x, y)
    assert got.n == PERMUTATION_WILCOXON_MAX_N + 5 and got.method == "asymptotic"
    ref = stats.wilcoxon(x, y, zero_method="pratt", correction=False, method="asymptotic")
    assert got.pvalue == pytest.approx(ref.pvalue, rel=1e-12)


def test_wilcoxon_pratt_differs_from_dropping_zeros():
    # The same data under Wilcoxon's convention ranks 1, 2, 3, 4.5, 4.5: r_plus = 12, r_minus = 2.
    x, y = [5, 6, 1, 9, 8, 10], [5, 5, 3, 6, 4, 6]
    assert wilcoxon_pratt(x, y).rank_biserial == pytest.approx(0.7)
    wilcox = stats.wilcoxon(x, y, zero_method="wilcox", correction=False, method="asymptotic")
    assert wilcoxon_pratt(x, y).pvalue != pytest.approx(wilcox.pvalue)


@pytest.mark.parametrize("n", [PERMUTATION_WILCOXON_MAX_N + 1, 30, 120, 185])
def test_wilcoxon_pratt_matches_scipy_and_a_direct_normal_approximation(rng, n):
    x = np.round(rng.normal(5, 2, n), 0)
    y = np.round(rng.normal(4.5, 2, n), 0)  # rounding creates zeros and ties
    got = wilcoxon_pratt(x, y)
    ref = stats.wilcoxon(x, y, zero_method="pratt", correction=False, method="asymptotic")
    assert got.pvalue == pytest.approx(ref.pvalue, rel=1e-12)
    assert got.statistic == ref.statistic
    # An independent z: Pratt ranks, Cureton's adjusted null moments, tie correction.
    d = x - y
    ranks = stats.rankdata(np.abs(d))
    n0 = int(np.sum(d == 0))
    _, counts = np.unique(np.abs(d[d != 0]), return_counts=True)
    mean = (n * (n + 1) - n0 * (n0 + 1)) / 4
    var = (n * (n + 1) * (2 * n + 1) - n0 * (n0 + 1) * (2 * n0 + 1)
           - np.sum(counts**3 - counts) / 2) / 24
    r_plus = ranks[d > 0].sum()
    z = (r_plus - mean) / math.sqrt(var)
    assert got.pvalue == pytest.approx(2 * stats.norm.sf(abs(z)), rel=1e-10)
    assert got.n_tied == n0
    # scipy's one-sided statistic is r_plus; its sign agrees with the effect size's.
    one_sided = stats.wilcoxon(x, y, zero_method="pratt", correction=False,
                               alternative="greater", method="asymptotic")
    assert got.r_plus == one_sided.statistic
    assert np.sign(got.rank_biserial) == np.sign(z)


def test_wilcoxon_pratt_sign_convention():
    x = [3.0, 4.0, 5.0, 7.0, 9.0]
    y = [1.0, 1.0, 1.0, 1.0, 1.0]
    assert wilcoxon_pratt(x, y).rank_biserial == 1.0  # x larger -> positive
    assert wilcoxon_pratt(y, x).rank_biserial == -1.0
    assert wilcoxon_pratt(x, y).pvalue == wilcoxon_pratt(y, x).pvalue


def test_wilcoxon_pratt_exact_for_small_untied_samples():
    x = np.arange(1.0, 11.0)
    y = x - np.array([1.5, -0.5, 2.5, 3.5, -4.5, 5.5, 6.5, 7.5, 8.5, 9.5])
    got = wilcoxon_pratt(x, y)
    assert got.method == "exact"
    ref = stats.wilcoxon(x, y, method="exact")
    assert got.pvalue == pytest.approx(ref.pvalue)
    # r_minus = ranks of 0.5 and 4.5 = 1 + 5 = 6, r_plus = 55 - 6 = 49.
    assert got.rank_biserial == pytest.approx((49 - 6) / 55)


def test_wilcoxon_pratt_large_samples_are_asymptotic(rng):
    n = EXACT_WILCOXON_MAX_N + 1
    x = rng.random(n)
    assert wilcoxon_pratt(x, x + rng.normal(0, 1, n)).method == "asymptotic"


def test_wilcoxon_pratt_all_ties():
    got = wilcoxon_pratt([1.0, 2.0, 3.0], [1.0, 2.0, 3.0])
    assert (got.pvalue, got.rank_biserial, got.statistic, got.method) == (1.0, 0.0, 0.0, "none")
    assert got.n_tied == 3 and got.n_untied == 0


def test_wilcoxon_pratt_single_nonzero_difference_has_no_warning():
    got = wilcoxon_pratt([1.0, 2.0, 5.0], [1.0, 2.0, 3.0])
    assert got.rank_biserial == 1.0 and 0 < got.pvalue <= 1


@pytest.mark.parametrize(("x", "y"),
                         [([1.0], [1.0, 2.0]), ([], []), ([1.0, float("nan")], [1.0, 2.0])])
def test_wilcoxon_pratt_rejects_bad_input(x, y):
    with pytest.raises(ValueError):
        wilcoxon_pratt(x, y)


def test_pairwise_family_end_to_end(rng):
    # Seven configurations, 21 pairwise McNemar tests, Holm within the family: the
    # adjusted values equal statsmodels' on statsmodels' own exact p-values.
    table = (rng.random((185, 7)) < np.linspace(0.75, 0.99, 7)).astype(int)
    ours, theirs = [], []
    for i, j in combinations(range(7), 2):
        ours.append(mcnemar_exact(table[:, i], table[:, j]).pvalue)
        ct = np.array([[np.sum((table[:, i] == u) & (table[:, j] == v)) for v in (1, 0)]
                       for u in (1, 0)])
        theirs.append(mcnemar(ct, exact=True).pvalue)
    assert holm(ours) == pytest.approx(tuple(multipletests(theirs, method="holm")[1]), rel=1e-10)
