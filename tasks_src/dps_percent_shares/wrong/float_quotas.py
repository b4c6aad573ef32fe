import math


def percent_shares(counts, decimals=0):
    if decimals < 0 or any(c < 0 for c in counts.values()):
        raise ValueError("bad input")
    total = sum(counts.values())
    if total == 0:
        raise ValueError("zero total")
    units = 100 * 10**decimals
    quotas = {name: count / total * units for name, count in counts.items()}
    shares = {name: math.floor(q) for name, q in quotas.items()}
    left = units - sum(shares.values())
    order = sorted(counts, key=lambda name: (-(quotas[name] - shares[name]), name))
    for name in order[:left]:
        shares[name] += 1
    if decimals == 0:
        return shares
    return {name: share / 10**decimals for name, share in shares.items()}
