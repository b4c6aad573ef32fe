# blind: R1 - cohort start uses int() truncation toward zero for negative signup days
# differs on: signups={'u':-3}, events=[], period=7 -> {-7:[100.0]} expected, truncation gives {0:[100.0]}
def retention_table(signups, events, period):
    if period < 1:
        raise ValueError("period must be >= 1")
    cohort_of = {}
    members = {}
    for user, s in signups.items():
        c = int(s / period) * period
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
            if k == 0:
                a = n
            else:
                a = len(active.get(c, {}).get(k, ()))
            row.append(round(100 * a / n, 1))
        result[c] = row
    return result
