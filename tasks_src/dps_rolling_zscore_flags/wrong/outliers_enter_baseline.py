import statistics
from collections import deque


def flag_anomalies(values, window, threshold):
    if window < 2 or threshold <= 0:
        raise ValueError
    baseline = deque(maxlen=window)  # the last `window` readings that were not flagged
    flagged = []
    for i, x in enumerate(values):
        if len(baseline) == window:
            mean = statistics.fmean(baseline)
            spread = statistics.pstdev(baseline)
            anomalous = x != mean if spread == 0 else abs(x - mean) / spread > threshold
            if anomalous:
                flagged.append(i)
        baseline.append(x)
    return flagged
