import bisect


def rate_on_date(rate_card, day):
    entries = sorted(rate_card)
    dates = [d for d, _ in entries]
    if len(set(dates)) != len(dates):
        raise ValueError("duplicate effective date")
    position = bisect.bisect_left(dates, day)
    if position == 0:
        raise LookupError(day)
    return entries[position - 1][1]
