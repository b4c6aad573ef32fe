import bisect


def rate_on_date(rate_card, day):
    entries = sorted(rate_card)
    dates = [d for d, _ in entries]
    if len(set(dates)) != len(dates):
        raise ValueError("duplicate effective date")
    if not entries:
        raise LookupError(day)
    position = bisect.bisect_right(dates, day)
    return entries[position - 1][1]
