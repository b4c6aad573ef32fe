"""0/1 knapsack: the most valuable set of test suites within a time budget."""


def pick_suites(suites, budget):
    if budget < 0:
        raise ValueError
    # best[used] = (value, names) of the best selection found using exactly `used` seconds
    best = {0: (0, [])}
    for name, (runtime, value) in suites.items():
        if runtime < 0 or value < 0:
            raise ValueError
        for used, (total, names) in list(best.items()):  # snapshot: each suite once
            target = used + runtime
            if target <= budget and (target not in best or best[target][0] < total + value):
                best[target] = (total + value, names + [name])
    value, names = max(best.values())  # highest value; ties fall to the name lists
    return value, sorted(names)
