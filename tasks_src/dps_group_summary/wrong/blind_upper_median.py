# blind: R5 - for an even count takes the upper middle value instead of averaging the two
# differs on: [('a',1),('a',2)] -> median 1.5 expected, gives 2.0
import statistics


def group_summary(rows):
    groups = {}
    for g, v in rows:
        groups.setdefault(g, []).append(v)
    out = {}
    for g in sorted(groups):
        vals = [v for v in groups[g] if v is not None]
        missing = len(groups[g]) - len(vals)
        if vals:
            mean = round(float(statistics.mean(vals)), 4)
            median = round(float(statistics.median_high(vals)), 4)
            mn = min(vals)
            mx = max(vals)
        else:
            mean = median = mn = mx = None
        if len(vals) >= 2:
            stdev = round(statistics.stdev(vals), 4)
        else:
            stdev = None
        out[g] = {
            "count": len(vals),
            "missing": missing,
            "mean": mean,
            "median": median,
            "stdev": stdev,
            "min": mn,
            "max": mx,
        }
    return out
