# blind: R5 - stores the rounded value as the state, so rounding error propagates
# differs on: ewma([0, 1, 1], 0.5, 0) -> [0.0, 0.0, 1.0] (state 0.75 -> round 1.0); rounded state gives [0.0, 0.0, 0.0]
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
        state = round(state, decimals)
        out.append(float(state))
    return out
