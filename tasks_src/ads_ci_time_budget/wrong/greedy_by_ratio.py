def pick_suites(suites, budget):
    if budget < 0:
        raise ValueError("negative budget")
    for runtime, value in suites.values():
        if runtime < 0 or value < 0:
            raise ValueError("negative runtime or value")

    def ratio(name):
        runtime, value = suites[name]
        return value / runtime if runtime else float("inf")

    chosen, used, total = [], 0, 0
    for name in sorted(suites, key=ratio, reverse=True):
        runtime, value = suites[name]
        if used + runtime <= budget:
            chosen.append(name)
            used += runtime
            total += value
    return total, sorted(chosen)
