"""Price in effect on a day, from an unordered history of price changes."""

import bisect


def rate_on_date(rate_card, day):
    entries = sorted(rate_card)
    dates = [effective_from for effective_from, _ in entries]
    for earlier, later in zip(dates, dates[1:]):
        if earlier == later:
            raise ValueError(f"two rate card entries take effect on {later}")
    position = bisect.bisect_right(dates, day)
    if position == 0:
        raise LookupError(f"no price in effect on {day}")
    return entries[position - 1][1]
