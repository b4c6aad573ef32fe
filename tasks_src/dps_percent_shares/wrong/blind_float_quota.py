# blind: R6 - computes quotas and fractional parts with floating-point division
# differs on: percent_shares({'a':36,'b':35,'c':12,'d':60,'e':32}, 2) -> d=34.29, e=18.28 expected (exact tie, d<e by name); floats give d=34.28, e=18.29
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
        quota = c * U / total
        q = int(quota // 1)
        units[name] = q
        rems[name] = quota - q
    left = U - sum(units.values())
    order = sorted(counts, key=lambda n: (-rems[n], n))
    for name in order[:left]:
        units[name] += 1
    if decimals == 0:
        return {name: int(units[name]) for name in counts}
    scale = 10 ** decimals
    return {name: units[name] / scale for name in counts}
