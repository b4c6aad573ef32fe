def _distance(a, b):
    # Full Damerau-Levenshtein (Lowrance-Wagner), which lets swapped pairs be edited again.
    inf = len(a) + len(b)
    last_row = {}
    d = [[inf] * (len(b) + 2) for _ in range(len(a) + 2)]
    for i in range(len(a) + 1):
        d[i + 1][1] = i
    for j in range(len(b) + 1):
        d[1][j + 1] = j
    for i in range(1, len(a) + 1):
        last_col = 0
        for j in range(1, len(b) + 1):
            k = last_row.get(b[j - 1], 0)
            l = last_col
            cost = 1
            if a[i - 1] == b[j - 1]:
                cost = 0
                last_col = j
            d[i + 1][j + 1] = min(
                d[i][j] + cost,
                d[i + 1][j] + 1,
                d[i][j + 1] + 1,
                d[k][l] + (i - k - 1) + 1 + (j - l - 1),
            )
        last_row[a[i - 1]] = i
    return d[len(a) + 1][len(b) + 1]


def suggest_commands(typed, commands, max_distance=2):
    if max_distance < 0:
        raise ValueError("max_distance must be >= 0")
    scored = {(_distance(typed.lower(), c.lower()), c) for c in commands}
    return [c for dist, c in sorted(scored) if dist <= max_distance]
