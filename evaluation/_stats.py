"""The statistics of the paper's protocol (codeassay-paper section 4.3), as pure functions.

Each function takes plain numbers or sequences and returns a frozen dataclass (or a
tuple of floats), so the report layer decides how to lay results out. scipy supplies
every distribution and test it has; what scipy lacks (Cochran's Q, Holm, the paired
Wald interval, the rank-biserial correlation) is written out here with its formula.

Degenerate inputs have one documented answer each instead of a ``nan`` p-value or a
warning: a test with nothing to test (a single configuration, no informative task, no
discordant pair, no non-zero difference) reports ``p = 1.0``, the p-value of observing
no evidence at all, so a Holm family that contains it stays well defined.

Invalid arguments (a negative count, a value that is not 0/1, sequences of different
lengths) raise :class:`ValueError`; callers that read user files check them first.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np
from scipy import stats

__all__ = [
    "DEFAULT_CONFIDENCE",
    "EXACT_WILCOXON_MAX_N",
    "PERMUTATION_WILCOXON_MAX_N",
    "PassAtK",
    "WilsonInterval",
    "CochranQ",
    "McNemar",
    "WilcoxonPratt",
    "pass_at_k",
    "wilson_interval",
    "cochran_q",
    "mcnemar_exact",
    "holm",
    "wilcoxon_pratt",
]

#: Confidence level of every interval unless the caller asks for another (paper 4.3.1).
DEFAULT_CONFIDENCE = 0.95
#: Largest number of pairs for which the Wilcoxon p-value uses the exact null
#: distribution (and then only without zero or tied differences); scipy uses the same
#: size for its own automatic choice, and the paper's sets are all above it.
EXACT_WILCOXON_MAX_N = 50
#: Largest number of pairs with zero or tied differences for which the Wilcoxon p-value
#: comes from every one of the 2**n sign assignments (an exact permutation test on the
#: ranks the data have); above it the normal approximation is used, and ``method`` says so.
#: scipy's own automatic choice uses the same size (2**13 is below its default number of
#: resamples, so its permutation test there is exhaustive and deterministic too).
PERMUTATION_WILCOXON_MAX_N = 13
#: Percentage points per unit of proportion.
_PP = 100.0


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class PassAtK:
    """pass@k for one task: ``n`` samples, ``c`` of them correct, budget ``k``."""

    n: int
    c: int
    k: int
    value: float


@dataclass(frozen=True)
class WilsonInterval:
    """A proportion with its Wilson score interval (both ends as proportions in [0, 1])."""

    successes: int
    n: int
    proportion: float
    low: float
    high: float
    confidence: float


@dataclass(frozen=True)
class CochranQ:
    """Cochran's Q over a tasks x configurations table of 0/1 outcomes.

    ``statistic`` is ``nan`` and ``pvalue`` is 1.0 when Q is undefined: a single
    configuration (``df == 0``) or no informative task (every task solved by all
    configurations or by none, so the denominator of Q is zero). ``n_informative``
    counts the tasks whose row is not constant; only they carry information.
    """

    statistic: float
    df: int
    pvalue: float
    n_tasks: int
    n_configurations: int
    n_informative: int

    @property
    def defined(self) -> bool:
        """Whether Q could be computed (see the class docstring for when it cannot)."""
        return not math.isnan(self.statistic)


@dataclass(frozen=True)
class McNemar:
    """Exact McNemar test of two paired 0/1 vectors ``a`` and ``b``.

    ``n10`` counts pairs where ``a`` is 1 and ``b`` is 0 (``a`` wins), ``n01`` the
    reverse. ``risk_difference_pp`` is ``100 * (mean(a) - mean(b))``; the Wald interval
    around it is built from the discordant counts (see :func:`mcnemar_exact`).
    """

    n: int
    n11: int
    n10: int
    n01: int
    n00: int
    pvalue: float
    risk_difference_pp: float
    ci_low_pp: float
    ci_high_pp: float
    confidence: float

    @property
    def discordant(self) -> int:
        """Number of pairs whose outcomes differ; the exact test uses only these."""
        return self.n10 + self.n01


@dataclass(frozen=True)
class WilcoxonPratt:
    """Paired Wilcoxon signed-rank test (Pratt zeros, no continuity correction).

    ``statistic`` is scipy's two-sided statistic ``min(r_plus, r_minus)``; ``r_plus``
    and ``r_minus`` are the signed rank sums, ranks taken over all ``|x - y|``
    including zeros (Pratt). ``rank_biserial`` is positive when ``x`` tends to exceed
    ``y``. ``method`` says how the p-value was found: ``"exact"`` (the exact null
    distribution, no zero or tied difference), ``"permutation"`` (every sign assignment
    of the ranks the data have, with zeros or ties), ``"asymptotic"`` (normal, with
    Cureton's adjustment for zeros and the usual tie correction: an approximation), or
    ``"none"`` when every pair is tied and nothing was tested.
    """

    n: int
    n_tied: int
    statistic: float
    r_plus: float
    r_minus: float
    pvalue: float
    rank_biserial: float
    method: Literal["exact", "permutation", "asymptotic", "none"]

    @property
    def n_untied(self) -> int:
        """Pairs whose difference is not zero."""
        return self.n - self.n_tied


# --------------------------------------------------------------------------- helpers


def _check_confidence(confidence: float) -> float:
    confidence = float(confidence)
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must lie strictly between 0 and 1, got {confidence!r}")
    return confidence


def _z(confidence: float) -> float:
    """Two-sided standard-normal quantile for ``confidence`` (1.959964 for 0.95)."""
    return float(stats.norm.ppf(0.5 + confidence / 2.0))


def _count(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{name} must be an integer, got {value!r}")
    if value < 0:
        raise ValueError(f"{name} must not be negative, got {value!r}")
    return int(value)


def _binary(values: Sequence[object], name: str) -> np.ndarray:
    """``values`` as an int array of 0/1; bools and 0/1 numbers accepted, nothing else."""
    array = np.asarray(values, dtype=object)
    if array.ndim != 1:
        raise ValueError(f"{name} must be one-dimensional, got shape {array.shape}")
    out = np.empty(array.shape, dtype=np.int64)
    for i, value in enumerate(array):
        # Equality with 0 or 1 admits bools and numpy scalars; nan, None and text fail it.
        if value not in (0, 1):
            raise ValueError(f"{name}[{i}] must be 0 or 1, got {value!r}")
        out[i] = int(value)
    return out


# --------------------------------------------------------------------------- pass@k


def pass_at_k(n: int, c: int, k: int) -> PassAtK:
    """Unbiased pass@k estimate for one task from ``n`` samples of which ``c`` pass.

    The estimator is the one of Chen et al. (2021), "Evaluating Large Language Models
    Trained on Code", ``1 - C(n - c, k) / C(n, k)``: the probability that at least one
    of ``k`` samples drawn without replacement from the ``n`` is correct. It is computed
    in their numerically stable product form ``1 - prod_{i=n-c+1}^{n} (1 - k / i)``,
    which never forms the binomial coefficients. The benchmark-level pass@k is the mean
    of this value over tasks.

    Raises :class:`ValueError` when ``k > n`` (the estimator needs at least ``k``
    samples), when ``k < 1``, or when ``c`` is not between 0 and ``n``.
    """
    n, c, k = _count(n, "n"), _count(c, "c"), _count(k, "k")
    if k < 1:
        raise ValueError(f"k must be at least 1, got {k}")
    if k > n:
        raise ValueError(f"pass@k needs at least k samples: k={k} > n={n}")
    if c > n:
        raise ValueError(f"c (correct samples) cannot exceed n (samples): c={c} > n={n}")
    if n - c < k:
        # Every draw of k samples contains a correct one.
        return PassAtK(n, c, k, 1.0)
    value = 1.0 - float(np.prod(1.0 - k / np.arange(n - c + 1, n + 1)))
    return PassAtK(n, c, k, value)


# --------------------------------------------------------------------------- Wilson


def wilson_interval(successes: int, n: int,
                    confidence: float = DEFAULT_CONFIDENCE) -> WilsonInterval:
    """Wilson score interval for a binomial proportion (no continuity correction).

    With ``p = successes / n`` and ``z`` the two-sided normal quantile, the interval is
    ``(p + z^2/2n +- z sqrt(p(1-p)/n + z^2/4n^2)) / (1 + z^2/n)``; scipy's
    ``binomtest(...).proportion_ci(method="wilson")`` computes it. Unlike the Wald
    interval it stays inside [0, 1] and does not collapse at 0 or ``n`` successes.

    Raises :class:`ValueError` for ``n == 0`` (no proportion to estimate) or
    ``successes > n``.
    """
    successes, n = _count(successes, "successes"), _count(n, "n")
    confidence = _check_confidence(confidence)
    if n == 0:
        raise ValueError("a Wilson interval needs at least one trial, got n=0")
    if successes > n:
        raise ValueError(f"successes cannot exceed n: {successes} > {n}")
    ci = stats.binomtest(successes, n).proportion_ci(confidence_level=confidence, method="wilson")
    return WilsonInterval(successes, n, successes / n, float(ci.low), float(ci.high), confidence)


# --------------------------------------------------------------------------- Cochran


def cochran_q(table: Sequence[Sequence[object]] | np.ndarray) -> CochranQ:
    """Cochran's Q test that k related binary outcomes share one success probability.

    ``table`` has one row per task and one column per configuration, entries 0/1 (or
    bools); it must be complete, so a task missing for any configuration has to be
    dropped by the caller first. With column totals ``C_j``, row totals ``R_i`` and
    grand total ``N``,

        Q = (k - 1) (k sum C_j^2 - N^2) / (k N - sum R_i^2),

    referred to a chi-square distribution with ``k - 1`` degrees of freedom (Cochran
    1950). scipy has no Cochran's Q, hence the formula here.

    Q is undefined for a single configuration (``df = 0``) and when no task
    discriminates (every row all 0 or all 1: the fraction is 0/0). Both cases return
    ``statistic = nan`` and ``pvalue = 1.0``; the result's ``defined`` says which
    happened. Raises :class:`ValueError` for an empty table, a ragged one, or an entry
    that is not 0/1.
    """
    rows = [list(row) for row in table]
    if not rows or not rows[0]:
        raise ValueError("Cochran's Q needs at least one task and one configuration")
    width = len(rows[0])
    for i, row in enumerate(rows):
        if len(row) != width:
            raise ValueError(f"table row {i} has {len(row)} entries, expected {width}")
    data = np.vstack([_binary(row, f"table[{i}]") for i, row in enumerate(rows)])
    n_tasks, k = data.shape
    row_totals = data.sum(axis=1)
    informative = int(np.count_nonzero((row_totals > 0) & (row_totals < k)))
    df = k - 1
    if df == 0 or informative == 0:
        return CochranQ(math.nan, df, 1.0, n_tasks, k, informative)
    col_totals = data.sum(axis=0).astype(float)
    grand = float(row_totals.sum())
    numerator = df * (k * float(np.sum(col_totals**2)) - grand**2)
    denominator = k * grand - float(np.sum(row_totals.astype(float) ** 2))
    q = numerator / denominator
    return CochranQ(float(q), df, float(stats.chi2.sf(q, df)), n_tasks, k, informative)


# --------------------------------------------------------------------------- McNemar


def mcnemar_exact(a: Sequence[object], b: Sequence[object],
                  confidence: float = DEFAULT_CONFIDENCE) -> McNemar:
    """Exact McNemar test and paired risk difference of two 0/1 vectors over the same tasks.

    Only discordant pairs carry information: under the null hypothesis each of the
    ``d = n10 + n01`` discordant pairs favours ``a`` with probability 1/2, so the
    two-sided p-value is that of an exact binomial test of ``n10`` successes in ``d``
    trials (``scipy.stats.binomtest``). With no discordant pair there is nothing to
    test and ``pvalue`` is 1.0.

    The risk difference is ``(n10 - n01) / n``, reported in percentage points, with the
    Wald interval for paired proportions computed from the discordant counts:

        SE = sqrt(n10 + n01 - (n10 - n01)^2 / n) / n,   CI = diff +- z SE

    (Agresti, Categorical Data Analysis, section 10.1). The interval is the textbook
    one and is not clipped to [-100, 100]; with no discordant pair it is [0, 0].

    Raises :class:`ValueError` when the vectors differ in length, are empty, or hold a
    value other than 0/1.
    """
    confidence = _check_confidence(confidence)
    x, y = _binary(a, "a"), _binary(b, "b")
    if x.shape != y.shape:
        raise ValueError(f"paired vectors differ in length: {x.size} and {y.size}")
    n = int(x.size)
    if n == 0:
        raise ValueError("McNemar's test needs at least one pair")
    n11 = int(np.count_nonzero((x == 1) & (y == 1)))
    n10 = int(np.count_nonzero((x == 1) & (y == 0)))
    n01 = int(np.count_nonzero((x == 0) & (y == 1)))
    n00 = n - n11 - n10 - n01
    discordant = n10 + n01
    pvalue = 1.0 if discordant == 0 else float(stats.binomtest(n10, discordant, 0.5).pvalue)
    diff = (n10 - n01) / n
    # max() guards the rounding of a variance that is exactly zero when every
    # discordant pair points the same way and covers all n pairs.
    se = math.sqrt(max(discordant - (n10 - n01) ** 2 / n, 0.0)) / n
    half = _z(confidence) * se
    return McNemar(n, n11, n10, n01, n00, pvalue, _PP * diff, _PP * (diff - half),
                   _PP * (diff + half), confidence)


# --------------------------------------------------------------------------- Holm


def holm(pvalues: Sequence[float]) -> tuple[float, ...]:
    """Holm-Bonferroni adjusted p-values, in the order given.

    Sorting the ``m`` p-values ascending, the j-th smallest (1-based) is adjusted to
    ``max_{i <= j} min(1, (m - i + 1) p_(i))``: monotone in the original order of
    significance and capped at 1. A hypothesis is rejected at level alpha exactly when
    its adjusted p-value is at most alpha. Ties keep their input order, which does not
    change any adjusted value. scipy has no Holm (only Benjamini-Hochberg/Yekutieli).

    An empty family gives an empty tuple. Raises :class:`ValueError` for a p-value that
    is ``nan`` or outside [0, 1].
    """
    values = [float(p) for p in pvalues]
    for i, p in enumerate(values):
        if not 0.0 <= p <= 1.0:  # also rejects nan
            raise ValueError(f"p-value {i} must lie in [0, 1], got {p!r}")
    m = len(values)
    order = sorted(range(m), key=lambda i: values[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * values[i]))
        adjusted[i] = running
    return tuple(adjusted)


# --------------------------------------------------------------------------- Wilcoxon


def wilcoxon_pratt(x: Sequence[float], y: Sequence[float]) -> WilcoxonPratt:
    """Two-sided paired Wilcoxon signed-rank test of ``x`` against ``y``, Pratt zeros.

    Differences ``d = x - y`` are ranked by ``|d|`` over all pairs, zeros included
    (Pratt 1959); zero differences then drop out of both signed rank sums ``r_plus``
    and ``r_minus`` but keep the ranks they took. The test is scipy's
    ``wilcoxon(zero_method="pratt", correction=False)``, with the p-value its current
    automatic choice gives: exact when there are at most :data:`EXACT_WILCOXON_MAX_N`
    pairs and no zero or tied difference (the exact null distribution assumes distinct
    non-zero ranks); with zeros or ties and at most :data:`PERMUTATION_WILCOXON_MAX_N`
    pairs, a permutation test over all 2**n sign assignments of the ranks the data have
    (exact for them, and deterministic); otherwise the normal approximation. ``method``
    records which, so a table can state the approximation beside the figure.

    The effect size is the matched-pairs rank-biserial correlation under the same
    convention (Kerby 2014's simple difference formula on Pratt ranks):

        r = (r_plus - r_minus) / (r_plus + r_minus)

    Under Pratt's method the null mean of ``r_plus`` is ``(r_plus + r_minus) / 2``
    (Cureton 1967), so ``r`` is zero exactly where the statistic sits at its null
    mean, has the sign of the test's z statistic, and is +1 (-1) when every non-zero
    difference is positive (negative), i.e. ``x`` exceeds (falls short of) ``y``.

    Tied pairs (``d == 0``) are counted in ``n_tied``. When every pair is tied nothing
    is tested: ``pvalue`` is 1.0, ``rank_biserial`` 0.0, both rank sums and the
    statistic 0.0, and ``method`` is ``"none"``.

    Raises :class:`ValueError` for sequences of different lengths, no pairs, or a
    value that is not finite (drop missing values before calling).
    """
    xs = np.asarray(x, dtype=float)
    ys = np.asarray(y, dtype=float)
    if xs.ndim != 1 or ys.ndim != 1 or xs.shape != ys.shape:
        raise ValueError(
            f"paired samples must be 1-D and equally long, got {xs.shape} and {ys.shape}")
    n = int(xs.size)
    if n == 0:
        raise ValueError("the Wilcoxon signed-rank test needs at least one pair")
    if not (np.all(np.isfinite(xs)) and np.all(np.isfinite(ys))):
        raise ValueError("paired samples must be finite; drop missing values first")
    d = xs - ys
    zero = d == 0
    n_tied = int(np.count_nonzero(zero))
    if n_tied == n:
        return WilcoxonPratt(n, n_tied, 0.0, 0.0, 0.0, 1.0, 0.0, "none")
    ranks = stats.rankdata(np.abs(d))
    r_plus = float(ranks[d > 0].sum())
    r_minus = float(ranks[d < 0].sum())
    has_ties = np.unique(np.abs(d[~zero])).size < n - n_tied
    method: Literal["exact", "permutation", "asymptotic"]
    if n <= EXACT_WILCOXON_MAX_N and n_tied == 0 and not has_ties:
        method, how = "exact", "exact"
    elif n <= PERMUTATION_WILCOXON_MAX_N:
        # n_resamples above 2**n: scipy enumerates every sign assignment instead of sampling.
        method, how = "permutation", stats.PermutationMethod(n_resamples=2**n)
    else:
        method, how = "asymptotic", "asymptotic"
    res = stats.wilcoxon(xs, ys, zero_method="pratt", correction=False,
                         alternative="two-sided", method=how)
    rank_biserial = (r_plus - r_minus) / (r_plus + r_minus)
    return WilcoxonPratt(n, n_tied, float(res.statistic), r_plus, r_minus,
                         min(1.0, float(res.pvalue)), rank_biserial, method)
