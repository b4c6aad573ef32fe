import statistics


def group_summary(rows):
    groups = {}
    for group, value in rows:
        groups.setdefault(group, []).append(value)
    summary = {}
    for group in sorted(groups):
        values = [v for v in groups[group] if v is not None]
        stats = {"count": len(values), "missing": len(groups[group]) - len(values)}
        if values:
            stats["mean"] = round(float(statistics.mean(values)), 4)
            stats["median"] = round(float(statistics.median(values)), 4)
            stats["min"], stats["max"] = min(values), max(values)
        else:
            stats.update(mean=None, median=None, min=None, max=None)
        stats["stdev"] = round(statistics.pstdev(values), 4) if len(values) > 1 else None
        summary[group] = stats
    return summary
