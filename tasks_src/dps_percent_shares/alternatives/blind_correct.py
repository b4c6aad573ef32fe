# blind: correct
def percent_shares(counts, decimals=0):
    if decimals < 0:
        raise ValueError("decimals must be >= 0")
    for v in counts.values():
        if v < 0:
            raise ValueError("negative count")
    total = sum(counts.values())
    if total == 0:
        raise ValueError("total is 0")
    U = 100 * 10 ** decimals
    units = {}
    rems = {}
    for name, c in counts.items():
        q, r = divmod(c * U, total)
        units[name] = q
        rems[name] = r  # fractional part = r / total, same denominator
    left = U - sum(units.values())
    order = sorted(counts, key=lambda n: (-rems[n], n))
    for name in order[:left]:
        units[name] += 1
    if decimals == 0:
        return {name: int(units[name]) for name in counts}
    scale = 10 ** decimals
    return {name: units[name] / scale for name in counts}
