# blind: R6 - sorts the caller's card in place
# differs on: card [(2024-02-01, 200), (2024-01-01, 100)] is reordered after the call
import bisect
import datetime


def rate_on_date(rate_card, day):
    dates = [d for d, _ in rate_card]
    if len(set(dates)) != len(dates):
        raise ValueError("duplicate effective_from")
    if not rate_card:
        raise LookupError("empty rate card")
    rate_card.sort(key=lambda e: e[0])
    entries = rate_card
    keys = [e[0] for e in entries]
    idx = bisect.bisect_right(keys, day) - 1
    if idx < 0:
        raise LookupError("no price in effect yet")
    return entries[idx][1]
