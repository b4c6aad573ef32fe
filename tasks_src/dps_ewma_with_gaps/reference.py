"""Exponentially weighted moving average that skips missing samples."""


def ewma(values, alpha, decimals=3):
    if not 0 < alpha <= 1:
        raise ValueError
    if decimals < 0:
        raise ValueError
    state = None
    smoothed = []
    for x in values:
        if x is None:
            smoothed.append(None)
            continue
        state = float(x) if state is None else alpha * x + (1 - alpha) * state
        smoothed.append(round(state, decimals))
    return smoothed
