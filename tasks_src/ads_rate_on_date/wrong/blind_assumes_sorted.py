# blind: R1 - assumes the card is already sorted by date
# differs on: card [(2024-02-01, 200), (2024-01-01, 100)], day 2024-03-01 returns 100 instead of 200
import bisect
import datetime


def rate_on_date(rate_card, day):
    dates = [d for d, _ in rate_card]
    if len(set(dates)) != len(dates):
        raise ValueError("duplicate effective_from")
    if not rate_card:
        raise LookupError("empty rate card")
    entries = list(rate_card)
    keys = [e[0] for e in entries]
    idx = bisect.bisect_right(keys, day) - 1
    if idx < 0:
        raise LookupError("no price in effect yet")
    return entries[idx][1]
