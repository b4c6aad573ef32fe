# blind: R6 - does not reject decreasing timestamps
# differs on: admit_requests([5, 3], 2, 10) returns [True, True] instead of raising ValueError
from collections import deque


def admit_requests(timestamps, limit, window):
    if limit < 1:
        raise ValueError("limit must be >= 1")
    if window < 1:
        raise ValueError("window must be >= 1")
    admitted = deque()
    result = []
    for t in timestamps:
        while admitted and admitted[0] <= t - window:
            admitted.popleft()
        if len(admitted) < limit:
            admitted.append(t)
            result.append(True)
        else:
            result.append(False)
    return result
