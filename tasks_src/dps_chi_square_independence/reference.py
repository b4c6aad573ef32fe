"""Pearson's chi-square statistic for independence, with optional Yates correction."""
from collections import Counter


def chi_square(pairs, correction=False):
    observed = Counter(pairs)
    rows = Counter(a for a, _ in pairs)
    cols = Counter(b for _, b in pairs)
    if len(rows) < 2 or len(cols) < 2:
        raise ValueError
    total = len(pairs)
    yates = correction and len(rows) == 2 and len(cols) == 2
    statistic = 0.0
    for a, row_total in rows.items():
        for b, col_total in cols.items():
            expected = row_total * col_total / total
            diff = abs(observed[a, b] - expected)  # a Counter gives 0 for unseen cells
            if yates:
                diff = max(0.0, diff - 0.5)
            statistic += diff ** 2 / expected
    return round(statistic, 6), (len(rows) - 1) * (len(cols) - 1)
