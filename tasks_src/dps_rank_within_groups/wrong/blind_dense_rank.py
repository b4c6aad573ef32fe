# blind: R2 - uses dense ranking (1,2,2,3) instead of competition ranking (1,2,2,4)
# differs on: [('g','a',90),('g','b',80),('g','c',80),('g','d',70)] -> d has rank 4 expected, gives 3
def rank_within_groups(rows):
    groups = {}
    seen = set()
    for group, name, score in rows:
        if (group, name) in seen:
            raise ValueError("duplicate entry %r" % ((group, name),))
        seen.add((group, name))
        groups.setdefault(group, []).append((name, score))
    out = {}
    for group, entries in groups.items():
        ordered = sorted(entries, key=lambda e: (-e[1], e[0]))
        result = []
        prev_score = None
        rank = 0
        for pos, (name, score) in enumerate(ordered, start=1):
            if prev_score is None or score != prev_score:
                rank += 1
                prev_score = score
            result.append((name, rank))
        out[group] = result
    return out
