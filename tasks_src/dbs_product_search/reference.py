"""A product search with optional filters and a whitelisted sort column."""

_COLUMNS = ("id", "name", "price", "stock")
# instr() rather than LIKE: LIKE would treat % and _ in the search text as wildcards.
_FILTERS = ("instr(lower(name), lower(?)) > 0", "price >= ?", "price <= ?")
_DIRECTIONS = {False: "ASC", True: "DESC"}
_AND = " AND "
_QUERY = ("SELECT id, name, price, stock FROM products WHERE {where} "
          "ORDER BY {column} {direction}, id ASC LIMIT ?")


def search_products(conn, name_contains=None, min_price=None, max_price=None,
                    order_by="name", descending=False, limit=20):
    # The sort column cannot be a query parameter, so only whitelisted names reach the SQL.
    if order_by not in _COLUMNS:
        raise ValueError
    if type(limit) is not int or not 1 <= limit <= 100:
        raise ValueError
    arguments = (name_contains, min_price, max_price)
    used = [(clause, value) for clause, value in zip(_FILTERS, arguments) if value is not None]
    where = _AND.join(clause for clause, _ in used) or "1"
    sql = _QUERY.format(where=where, column=order_by, direction=_DIRECTIONS[bool(descending)])
    rows = conn.execute(sql, [value for _, value in used] + [limit])
    return [dict(zip(_COLUMNS, row)) for row in rows]
