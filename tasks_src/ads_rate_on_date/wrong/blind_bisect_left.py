# blind: R2 - uses bisect_left, so on the exact change day the previous price is returned
# differs on: card [(2024-01-01, 100), (2024-02-01, 200)], day 2024-02-01 returns 100 instead of 200
import bisect
import datetime


def rate_on_date(rate_card, day):
    dates = [d for d, _ in rate_card]
    if len(set(dates)) != len(dates):
        raise ValueError("duplicate effective_from")
    if not rate_card:
        raise LookupError("empty rate card")
    entries = sorted(rate_card, key=lambda e: e[0])
    keys = [e[0] for e in entries]
    idx = bisect.bisect_left(keys, day) - 1
    if idx < 0:
        raise LookupError("no price in effect yet")
    return entries[idx][1]
