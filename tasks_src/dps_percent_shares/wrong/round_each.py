def percent_shares(counts, decimals=0):
    if decimals < 0 or any(c < 0 for c in counts.values()):
        raise ValueError("bad input")
    total = sum(counts.values())
    if total == 0:
        raise ValueError("zero total")
    result = {}
    for name, count in counts.items():
        value = round(count * 100 / total, decimals)
        result[name] = int(value) if decimals == 0 else float(value)
    return result
