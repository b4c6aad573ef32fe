def schedule_jobs(jobs):
    names = set()
    for name, arrival, duration, _ in jobs:
        if name in names or arrival < 0 or duration < 1:
            raise ValueError("bad job")
        names.add(name)
    schedule, clock = [], 0
    order = sorted(range(len(jobs)), key=lambda i: (jobs[i][3], jobs[i][1], i))
    for index in order:
        name, arrival, duration, _ = jobs[index]
        clock = max(clock, arrival)
        schedule.append((name, clock, clock + duration))
        clock += duration
    return schedule
