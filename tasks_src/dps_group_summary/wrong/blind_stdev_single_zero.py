# blind: R7 - a group with a single value gets stdev 0.0 instead of None
# differs on: [('a',5)] -> stdev None expected, gives 0.0
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
            median = round(float(statistics.median(vals)), 4)
            mn = min(vals)
            mx = max(vals)
        else:
            mean = median = mn = mx = None
        if len(vals) >= 2:
            stdev = round(statistics.stdev(vals), 4)
        elif vals:
            stdev = 0.0
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
