"""Percentages that add up to 100, by the largest remainder method."""


def percent_shares(counts, decimals=0):
    if decimals < 0:
        raise ValueError
    if any(count < 0 for count in counts.values()):
        raise ValueError
    total = sum(counts.values())
    if total == 0:
        raise ValueError
    units = 100 * 10**decimals
    shares, remainders = {}, {}
    for name, count in counts.items():
        shares[name], remainders[name] = divmod(count * units, total)
    left = units - sum(shares.values())
    for name in sorted(counts, key=lambda name: (-remainders[name], name))[:left]:
        shares[name] += 1
    if decimals == 0:
        return shares
    return {name: share / 10**decimals for name, share in shares.items()}
