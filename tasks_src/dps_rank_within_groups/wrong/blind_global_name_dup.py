# blind: R8 - rejects a name repeated in different groups (duplicate check on name only)
# differs on: [('g1','a',1),('g2','a',2)] -> valid, raises ValueError
def rank_within_groups(rows):
    groups = {}
    seen = set()
    for group, name, score in rows:
        if name in seen:
            raise ValueError("duplicate entry %r" % ((group, name),))
        seen.add(name)
        groups.setdefault(group, []).append((name, score))
    out = {}
    for group, entries in groups.items():
        ordered = sorted(entries, key=lambda e: (-e[1], e[0]))
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
