# blind: correct
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
            state = float(x)
        else:
            state = alpha * x + (1 - alpha) * state
        out.append(float(round(state, decimals)))
    return out
