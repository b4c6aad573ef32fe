# blind: R4 - rounds each quota to the nearest unit instead of distributing leftovers, so totals need not be 100
# differs on: percent_shares({'a':1,'b':1,'c':1}) -> sums to 100 expected (34,33,33); rounding gives 33,33,33
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
    for name in counts:
        if 2 * rems[name] >= total:
            units[name] += 1
    if decimals == 0:
        return {name: int(units[name]) for name in counts}
    scale = 10 ** decimals
    return {name: units[name] / scale for name in counts}
