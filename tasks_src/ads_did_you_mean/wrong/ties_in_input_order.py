def _distance(a, b):
    d = [[i + j if i == 0 or j == 0 else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


def suggest_commands(typed, commands, max_distance=2):
    if max_distance < 0:
        raise ValueError("max_distance must be >= 0")
    unique = list(dict.fromkeys(commands))
    distances = {c: _distance(typed.lower(), c.lower()) for c in unique}
    return sorted((c for c in unique if distances[c] <= max_distance),
                  key=distances.get)
