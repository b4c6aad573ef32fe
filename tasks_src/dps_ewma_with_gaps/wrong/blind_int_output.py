# blind: R4 - returns round() result without float conversion; an int first sample yields an int
# differs on: ewma([10], 0.5) -> [10.0] expected as float, gives int 10
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
            state = x
        else:
            state = alpha * x + (1 - alpha) * state
        out.append(round(state, decimals))
    return out
