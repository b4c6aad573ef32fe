# blind: R3 - uses LIKE '%text%' without escaping, so '_' and '%' act as wildcards
# differs on: search_products(conn, name_contains='_') returns every product (with a name of length >= 1) instead of only names containing '_'
import sqlite3

_COLUMNS = ("id", "name", "price", "stock")


def search_products(conn, name_contains=None, min_price=None, max_price=None,
                    order_by="name", descending=False, limit=20):
    if not isinstance(order_by, str) or order_by not in _COLUMNS:
        raise ValueError("invalid order_by")
    if not isinstance(limit, int) or isinstance(limit, bool) or not (1 <= limit <= 100):
        raise ValueError("invalid limit")
    column = _COLUMNS[_COLUMNS.index(order_by)]
    where = []
    params = []
    if name_contains is not None:
        where.append("name LIKE ?")
        params.append("%" + name_contains + "%")
    if min_price is not None:
        where.append("price >= ?")
        params.append(min_price)
    if max_price is not None:
        where.append("price <= ?")
        params.append(max_price)
    sql = "SELECT id, name, price, stock FROM products"
    if where:
        sql += " WHERE " + " AND ".join(where)
    direction = "DESC" if descending else "ASC"
    sql += " ORDER BY %s %s, id ASC LIMIT ?" % (column, direction)
    params.append(limit)
    rows = conn.execute(sql, params).fetchall()
    return [{"id": r[0], "name": r[1], "price": r[2], "stock": r[3]} for r in rows]
