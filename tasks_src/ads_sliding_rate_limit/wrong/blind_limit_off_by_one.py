# blind: R1 - admits while the count is <= limit (one extra request)
# differs on: admit_requests([0, 0], 1, 10) returns [True, True] instead of [True, False]
from collections import deque


def admit_requests(timestamps, limit, window):
    if limit < 1:
        raise ValueError("limit must be >= 1")
    if window < 1:
        raise ValueError("window must be >= 1")
    for i in range(1, len(timestamps)):
        if timestamps[i] < timestamps[i - 1]:
            raise ValueError("timestamps must not decrease")
    admitted = deque()
    result = []
    for t in timestamps:
        while admitted and admitted[0] <= t - window:
            admitted.popleft()
        if len(admitted) <= limit:
            admitted.append(t)
            result.append(True)
        else:
            result.append(False)
    return result
