def build_waves(steps):
    for deps in steps.values():
        for dep in deps:
            if dep not in steps:
                raise KeyError(dep)
    remaining = {step: set(deps) for step, deps in steps.items()}
    finished = set()
    waves = []
    while remaining:
        wave = [step for step, deps in remaining.items() if deps <= finished]
        if not wave:
            raise ValueError("cycle")
        for step in wave:
            del remaining[step]
        finished.update(wave)
        waves.append(wave)
    return waves
