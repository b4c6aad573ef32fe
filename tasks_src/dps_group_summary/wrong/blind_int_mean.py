# blind: R4 - rounds statistics.mean without float(), so int data can give an int mean
# differs on: [('a',2),('a',4)] -> mean 3.0 (float) expected, gives int 3
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
            mean = round(statistics.mean(vals), 4)
            median = round(float(statistics.median(vals)), 4)
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
