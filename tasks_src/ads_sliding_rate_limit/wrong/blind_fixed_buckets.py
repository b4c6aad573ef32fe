# blind: R4 - uses fixed clock buckets t // window instead of a sliding window
# differs on: admit_requests([900, 1100], 1, 1000) returns [True, True] instead of [True, False]
from collections import deque


def admit_requests(timestamps, limit, window):
    if limit < 1:
        raise ValueError("limit must be >= 1")
    if window < 1:
        raise ValueError("window must be >= 1")
    for i in range(1, len(timestamps)):
        if timestamps[i] < timestamps[i - 1]:
            raise ValueError("timestamps must not decrease")
    counts = {}
    result = []
    for t in timestamps:
        bucket = t // window
        if counts.get(bucket, 0) < limit:
            counts[bucket] = counts.get(bucket, 0) + 1
            result.append(True)
        else:
            result.append(False)
    return result
