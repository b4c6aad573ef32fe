# blind: correct
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
        s = statistics.pstdev(baseline)
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
