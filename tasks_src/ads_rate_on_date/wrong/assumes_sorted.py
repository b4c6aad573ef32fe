def rate_on_date(rate_card, day):
    dates = [d for d, _ in rate_card]
    if len(set(dates)) != len(dates):
        raise ValueError("duplicate effective date")
    price = None
    for effective_from, cents in rate_card:
        if effective_from <= day:
            price = cents
        else:
            break
    if price is None:
        raise LookupError(day)
    return price
