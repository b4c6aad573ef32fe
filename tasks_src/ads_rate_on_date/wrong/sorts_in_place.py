def rate_on_date(rate_card, day):
    rate_card.sort()
    price = None
    previous = None
    for effective_from, cents in rate_card:
        if effective_from == previous:
            raise ValueError("duplicate effective date")
        previous = effective_from
        if effective_from <= day:
            price = cents
    if price is None:
        raise LookupError(day)
    return price
