def rank_within_groups(rows):
    groups = {}
    for group, name, score in rows:
        groups.setdefault(group, {})[name] = score
    result = {}
    for group, entries in groups.items():
        ordered = sorted(entries.items(), key=lambda item: (-item[1], item[0]))
        ranked = []
        for position, (name, score) in enumerate(ordered, start=1):
            if ranked and score == ordered[position - 2][1]:
                rank = ranked[-1][1]
            else:
                rank = position
            ranked.append((name, rank))
        result[group] = ranked
    return result
