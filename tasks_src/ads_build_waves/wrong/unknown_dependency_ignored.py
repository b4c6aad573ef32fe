def build_waves(steps):
    remaining = {step: {d for d in deps if d in steps} for step, deps in steps.items()}
    finished = set()
    waves = []
    while remaining:
        wave = sorted(step for step, deps in remaining.items() if deps <= finished)
        if not wave:
            raise ValueError("cycle")
        for step in wave:
            del remaining[step]
        finished.update(wave)
        waves.append(wave)
    return waves
