from collections import Counter


def chi_square(pairs, correction=False):
    observed = Counter(pairs)
    rows = Counter(a for a, _ in pairs)
    cols = Counter(b for _, b in pairs)
    if len(rows) < 2 or len(cols) < 2:
        raise ValueError("need at least two categories on each side")
    n = len(pairs)
    yates = correction and len(rows) == 2 and len(cols) == 2
    stat = 0.0
    for a, r in rows.items():
        for b, c in cols.items():
            e = r * c / n
            d = abs(observed[a, b] - e)
            if yates:
                d = max(0.0, d - 0.5)
            stat += d * d / e
    return round(stat, 6), len(rows) * len(cols) - 1
