# blind: R5 - when the baseline stdev is 0 every reading is treated as normal
# differs on: flag_anomalies([5,5,6], 2, 3) -> [2] expected, gives []
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
            anomalous = False
        else:
            anomalous = abs(x - m) / s > threshold
        if anomalous:
            flagged.append(i)
        else:
            baseline.append(x)
            baseline.popleft()
    return flagged
