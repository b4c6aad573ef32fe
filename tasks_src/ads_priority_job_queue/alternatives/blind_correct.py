# blind: correct
import heapq


def schedule_jobs(jobs):
    names = set()
    for name, arrival, duration, priority in jobs:
        if name in names:
            raise ValueError("duplicate job name: %r" % (name,))
        names.add(name)
        if arrival < 0:
            raise ValueError("negative arrival")
        if duration < 1:
            raise ValueError("duration must be >= 1")
    pending = sorted(range(len(jobs)), key=lambda i: (jobs[i][1], i))
    heap = []
    result = []
    t = 0
    k = 0
    n = len(pending)
    while k < n or heap:
        while k < n and jobs[pending[k]][1] <= t:
            i = pending[k]
            heapq.heappush(heap, (jobs[i][3], jobs[i][1], i))
            k += 1
        if not heap:
            t = jobs[pending[k]][1]
            continue
        _, _, i = heapq.heappop(heap)
        name, arrival, duration, priority = jobs[i]
        result.append((name, t, t + duration))
        t += duration
    return result
