# blind: R3 - uses the sample standard deviation (divisor window - 1) for the baseline
# differs on: flag_anomalies([0,2,3.3], 2, 2) -> [2] expected (pstdev 1, z=2.3); sample stdev 1.414 gives z=1.63 -> []
import statistics
from collections import deque


def flag_anomalies(values, window, threshold):
    if window < 2:
        raise ValueError("window must be >= 2")
    if threshold <= 0:
        raise ValueError("threshold must be > 0")
    baseline = deque()
    flagged = []
    for i, x in enumerate(values):
        if len(baseline) < window:
            baseline.append(x)
            continue
        m = statistics.mean(baseline)
        s = statistics.stdev(baseline)
        if s == 0:
            anomalous = x != m
        else:
            anomalous = abs(x - m) / s > threshold
        if anomalous:
            flagged.append(i)
        else:
            baseline.append(x)
            baseline.popleft()
    return flagged
