_COLUMNS = ("id", "name", "price", "stock")


def search_products(conn, name_contains=None, min_price=None, max_price=None,
                    order_by="name", descending=False, limit=20):
    if order_by not in _COLUMNS:
        raise ValueError(order_by)
    if type(limit) is not int or not 1 <= limit <= 100:
        raise ValueError(limit)
    clauses, params = [], []
    if name_contains is not None:
        clauses.append("name LIKE ?")
        params.append(f"%{name_contains}%")
    if min_price is not None:
        clauses.append("price >= ?")
        params.append(min_price)
    if max_price is not None:
        clauses.append("price <= ?")
        params.append(max_price)
    where = " WHERE " + " AND ".join(clauses) if clauses else ""
    direction = "DESC" if descending else "ASC"
    sql = (f"SELECT id, name, price, stock FROM products{where} "
           f"ORDER BY {order_by} {direction}, id ASC LIMIT ?")
    rows = conn.execute(sql, (*params, limit))
    return [dict(zip(_COLUMNS, row)) for row in rows]
