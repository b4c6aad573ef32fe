def retention_table(signups, events, period):
    if period < 1:
        raise ValueError
    active = {user: {0} for user in signups}  # every user is active in period 0
    for user, day in events:
        if user not in signups or day < signups[user]:
            raise ValueError
        cohort_start = signups[user] // period * period
        active[user].add((day - cohort_start) // period)
    cohorts = {}
    for user, day in signups.items():
        cohorts.setdefault(day // period * period, []).append(active[user])
    table = {}
    for start in sorted(cohorts):
        members = cohorts[start]
        last = max(max(periods) for periods in members)
        table[start] = [round(100 * sum(k in periods for periods in members) / len(members), 1)
                        for k in range(last + 1)]
    return table
