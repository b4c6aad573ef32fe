def schedule_jobs(jobs):
    names = set()
    for name, arrival, duration, _ in jobs:
        if name in names or arrival < 0 or duration < 1:
            raise ValueError("bad job")
        names.add(name)
    schedule, clock = [], 0
    for name, arrival, duration, _ in sorted(jobs, key=lambda job: (job[1], job[3])):
        clock = max(clock, arrival)
        schedule.append((name, clock, clock + duration))
        clock += duration
    return schedule
