"""Suggest known commands close to a mistyped one (optimal string alignment distance)."""


def _distance(a, b):
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, rows[i - 2][j - 2] + 1)
            row.append(value)
        rows.append(row)
    return rows[-1][-1]


def suggest_commands(typed, commands, max_distance=2):
    if max_distance < 0:
        raise ValueError
    scored = []
    for command in set(commands):
        distance = _distance(typed.lower(), command.lower())
        if distance <= max_distance:
            scored.append((distance, command))
    return [command for _, command in sorted(scored)]
