# blind: R5 - only rejects duplicate dates when their prices differ
# differs on: card [(2024-01-01, 100), (2024-01-01, 100)], day 2024-01-05 returns 100 instead of raising ValueError
import bisect
import datetime


def rate_on_date(rate_card, day):
    dates = list(set(rate_card))
    if len(set(d for d, _ in dates)) != len(dates):
        raise ValueError("duplicate effective_from")
    if not rate_card:
        raise LookupError("empty rate card")
    entries = sorted(rate_card, key=lambda e: e[0])
    keys = [e[0] for e in entries]
    idx = bisect.bisect_right(keys, day) - 1
    if idx < 0:
        raise LookupError("no price in effect yet")
    return entries[idx][1]
