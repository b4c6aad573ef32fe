def pick_suites(suites, budget):
    if budget < 0:
        raise ValueError("negative budget")
    best = [(0, [])] * (budget + 1)
    for name, (runtime, value) in suites.items():
        if runtime < 0 or value < 0:
            raise ValueError("negative runtime or value")
        for used in range(runtime, budget + 1):
            total, names = best[used - runtime]
            if total + value > best[used][0]:
                best[used] = (total + value, names + [name])
    value, names = max(best, key=lambda entry: entry[0])
    return value, sorted(set(names))
