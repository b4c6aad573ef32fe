# blind: R2 - period index counted from the cohort start instead of the user's own signup day
# differs on: signups={'u':3}, events=[('u',8)], period=7 -> {0:[100.0]} (k=0 from signup) but k=1 from cohort start
def retention_table(signups, events, period):
    if period < 1:
        raise ValueError("period must be >= 1")
    cohort_of = {}
    members = {}
    for user, s in signups.items():
        c = (s // period) * period
        cohort_of[user] = c
        members.setdefault(c, set()).add(user)
    active = {}  # cohort -> {k: set(users)}
    maxk = {c: 0 for c in members}
    for user, d in events:
        if user not in signups:
            raise ValueError("unknown user %r" % (user,))
        s = signups[user]
        if d < s:
            raise ValueError("event before signup")
        k = (d - c) // period
        c = cohort_of[user]
        active.setdefault(c, {}).setdefault(k, set()).add(user)
        if k > maxk[c]:
            maxk[c] = k
    result = {}
    for c in sorted(members):
        n = len(members[c])
        row = []
        for k in range(maxk[c] + 1):
            if k == 0:
                a = n
            else:
                a = len(active.get(c, {}).get(k, ()))
            row.append(round(100 * a / n, 1))
        result[c] = row
    return result
