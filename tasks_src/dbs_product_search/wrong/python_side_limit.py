_COLUMNS = ("id", "name", "price", "stock")


def search_products(conn, name_contains=None, min_price=None, max_price=None,
                    order_by="name", descending=False, limit=20):
    if order_by not in _COLUMNS:
        raise ValueError(order_by)
    if not isinstance(limit, int) or not 0 < limit < 100:
        raise ValueError(limit)
    rows = conn.execute("SELECT id, name, price, stock FROM products").fetchall()
    found = []
    for row in rows:
        item = dict(zip(_COLUMNS, row))
        if name_contains is not None and name_contains.lower() not in item["name"].lower():
            continue
        if min_price is not None and item["price"] < min_price:
            continue
        if max_price is not None and item["price"] > max_price:
            continue
        found.append(item)
    found.sort(key=lambda item: item["id"])
    found.sort(key=lambda item: item[order_by], reverse=descending)
    return found[:limit]
