# blind: R5 - looks up the price before checking for duplicate dates
# differs on: card [(2024-01-01, 1), (2024-01-01, 2)], day 2023-01-01 raises LookupError instead of ValueError
import bisect
import datetime


def rate_on_date(rate_card, day):
    if not rate_card:
        raise LookupError("empty rate card")
    entries = sorted(rate_card, key=lambda e: e[0])
    keys = [e[0] for e in entries]
    idx = bisect.bisect_right(keys, day) - 1
    if idx < 0:
        raise LookupError("no price in effect yet")
    if len(set(keys)) != len(keys):
        raise ValueError("duplicate effective_from")
    return entries[idx][1]
