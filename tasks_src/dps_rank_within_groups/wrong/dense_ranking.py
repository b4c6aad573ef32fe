def rank_within_groups(rows):
    groups = {}
    for group, name, score in rows:
        entries = groups.setdefault(group, {})
        if name in entries:
            raise ValueError("duplicate")
        entries[name] = score
    result = {}
    for group, entries in groups.items():
        ordered = sorted(entries.items(), key=lambda item: (-item[1], item[0]))
        ranked = []
        rank = 0
        previous = None
        for name, score in ordered:
            if score != previous:
                rank += 1
                previous = score
            ranked.append((name, rank))
        result[group] = ranked
    return result
