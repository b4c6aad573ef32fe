def _distance(a, b):
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def suggest_commands(typed, commands, max_distance=2):
    if max_distance < 0:
        raise ValueError("max_distance must be >= 0")
    found = {c for c in commands if _distance(typed.lower(), c.lower()) <= max_distance}
    return sorted(found, key=lambda c: (_distance(typed.lower(), c.lower()), c))
