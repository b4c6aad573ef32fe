# blind: R1 - a None gap resets the state so the next sample restarts the average
# differs on: ewma([10, None, 20], 0.5) -> [10.0, None, 15.0]; reset gives 20.0
def ewma(values, alpha, decimals=3):
    if not (0 < alpha <= 1):
        raise ValueError("alpha must satisfy 0 < alpha <= 1")
    if decimals < 0:
        raise ValueError("decimals must be >= 0")
    out = []
    state = None
    for x in values:
        if x is None:
            out.append(None)
            state = None
            continue
        if state is None:
            state = float(x)
        else:
            state = alpha * x + (1 - alpha) * state
        out.append(float(round(state, decimals)))
    return out
