import statistics


def flag_anomalies(values, window, threshold):
    if window < 2 or threshold <= 0:
        raise ValueError("bad arguments")
    flagged = []
    for i in range(window, len(values)):
        recent = values[i - window + 1:i + 1]
        mean = statistics.fmean(recent)
        spread = statistics.pstdev(recent)
        if spread > 0 and abs(values[i] - mean) / spread > threshold:
            flagged.append(i)
    return flagged
