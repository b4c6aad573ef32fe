# blind: R3 - period 0 counts only users who have an event in period 0
# differs on: signups={'u':0,'v':0}, events=[('u',1)], period=7 -> {0:[100.0]} expected, gives [50.0]
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
        k = (d - s) // period
        c = cohort_of[user]
        active.setdefault(c, {}).setdefault(k, set()).add(user)
        if k > maxk[c]:
            maxk[c] = k
    result = {}
    for c in sorted(members):
        n = len(members[c])
        row = []
        for k in range(maxk[c] + 1):
            a = len(active.get(c, {}).get(k, ()))
            row.append(round(100 * a / n, 1))
        result[c] = row
    return result
