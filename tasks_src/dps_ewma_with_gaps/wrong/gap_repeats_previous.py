def ewma(values, alpha, decimals=3):
    if not 0 < alpha <= 1:
        raise ValueError("alpha must be in (0, 1]")
    if decimals < 0:
        raise ValueError("decimals must not be negative")
    state = None
    out = []
    for x in values:
        if x is None:
            out.append(None if state is None else round(state, decimals))
            continue
        state = float(x) if state is None else alpha * x + (1 - alpha) * state
        out.append(round(state, decimals))
    return out
