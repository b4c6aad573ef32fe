def schedule_jobs(jobs):
    names = set()
    for name, arrival, duration, _ in jobs:
        if name in names or arrival < 0 or duration < 1:
            raise ValueError("bad job")
        names.add(name)
    remaining = list(range(len(jobs)))
    schedule, clock = [], 0
    while remaining:
        arrived = [i for i in remaining if jobs[i][1] < clock]
        if not arrived:
            clock = max(clock, min(jobs[i][1] for i in remaining))
            arrived = [i for i in remaining if jobs[i][1] <= clock]
        index = min(arrived, key=lambda i: (jobs[i][3], jobs[i][1], i))
        remaining.remove(index)
        name, _, duration, _ = jobs[index]
        schedule.append((name, clock, clock + duration))
        clock += duration
    return schedule
