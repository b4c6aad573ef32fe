# blind: R2 - initializes the state at 0 so the first sample is smoothed as alpha * x
# differs on: ewma([10], 0.5) -> [10.0] expected, gives [5.0]
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
            continue
        if state is None:
            state = 0.0
        state = alpha * x + (1 - alpha) * state
        out.append(float(round(state, decimals)))
    return out
