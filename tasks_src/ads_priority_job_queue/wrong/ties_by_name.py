import heapq


def schedule_jobs(jobs):
    names = set()
    for name, arrival, duration, _ in jobs:
        if name in names or arrival < 0 or duration < 1:
            raise ValueError("bad job")
        names.add(name)
    pending = sorted(jobs, key=lambda job: job[1])
    waiting, schedule, clock, taken = [], [], 0, 0
    while taken < len(pending) or waiting:
        if not waiting:
            clock = max(clock, pending[taken][1])
        while taken < len(pending) and pending[taken][1] <= clock:
            name, arrival, duration, priority = pending[taken]
            heapq.heappush(waiting, (priority, arrival, name, duration))
            taken += 1
        _, _, name, duration = heapq.heappop(waiting)
        schedule.append((name, clock, clock + duration))
        clock += duration
    return schedule
