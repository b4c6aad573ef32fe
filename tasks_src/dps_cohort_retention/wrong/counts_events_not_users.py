def retention_table(signups, events, period):
    if period < 1:
        raise ValueError("period must be positive")
    hits = {}
    last = {}
    for user, day in events:
        if user not in signups or day < signups[user]:
            raise ValueError("bad event")
        k = (day - signups[user]) // period
        start = signups[user] // period * period
        if k > 0:
            hits[start, k] = hits.get((start, k), 0) + 1
        last[start] = max(last.get(start, 0), k)
    sizes = {}
    for user, day in signups.items():
        start = day // period * period
        sizes[start] = sizes.get(start, 0) + 1
    table = {}
    for start in sorted(sizes):
        row = [100.0]
        for k in range(1, last.get(start, 0) + 1):
            row.append(round(100 * hits.get((start, k), 0) / sizes[start], 1))
        table[start] = row
    return table
