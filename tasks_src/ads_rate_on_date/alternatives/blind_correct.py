# blind: correct
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
    idx = bisect.bisect_right(keys, day) - 1
    if idx < 0:
        raise LookupError("no price in effect yet")
    return entries[idx][1]
