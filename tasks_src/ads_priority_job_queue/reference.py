"""Non-preemptive single-worker simulation of a priority job queue."""
import heapq


def schedule_jobs(jobs):
    names = set()
    for name, arrival, duration, _ in jobs:
        if name in names or arrival < 0 or duration < 1:
            raise ValueError
        names.add(name)
    by_arrival = sorted(range(len(jobs)), key=lambda i: jobs[i][1])
    waiting = []  # heap of (priority, arrival, input position)
    schedule = []
    clock = taken = 0
    while taken < len(jobs) or waiting:
        if not waiting:
            clock = max(clock, jobs[by_arrival[taken]][1])  # idle until the next arrival
        while taken < len(jobs) and jobs[by_arrival[taken]][1] <= clock:
            index = by_arrival[taken]
            heapq.heappush(waiting, (jobs[index][3], jobs[index][1], index))
            taken += 1
        _, _, index = heapq.heappop(waiting)
        name, _, duration, _ = jobs[index]
        schedule.append((name, clock, clock + duration))
        clock += duration
    return schedule
