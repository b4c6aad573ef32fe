def pick_suites(suites, budget):
    if budget < 0:
        raise ValueError("negative budget")
    best = {0: (0, [])}
    for name, (runtime, value) in suites.items():
        if runtime < 0 or value < 0:
            raise ValueError("negative runtime or value")
        for used, (total, names) in list(best.items()):
            target = used + runtime
            if target <= budget and (target not in best or best[target][0] < total + value):
                best[target] = (total + value, names + [name])
    return max(best.values(), key=lambda entry: entry[0])
