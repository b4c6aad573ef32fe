import bisect


def rate_on_date(rate_card, day):
    entries = sorted(set(rate_card))
    dates = [d for d, _ in entries]
    if len(set(dates)) != len(dates):
        raise ValueError("conflicting prices on one date")
    position = bisect.bisect_right(dates, day)
    if position == 0:
        raise LookupError(day)
    return entries[position - 1][1]
