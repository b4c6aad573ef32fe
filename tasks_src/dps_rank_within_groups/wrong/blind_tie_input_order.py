# blind: R4 - tied entries keep input order instead of ascending name order
# differs on: [('g','b',5),('g','a',5)] -> [('a',1),('b',1)] expected
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
        ordered = sorted(entries, key=lambda e: -e[1])
        result = []
        prev_score = None
        rank = 0
        for pos, (name, score) in enumerate(ordered, start=1):
            if prev_score is None or score != prev_score:
                rank = pos
                prev_score = score
            result.append((name, rank))
        out[group] = result
    return out
