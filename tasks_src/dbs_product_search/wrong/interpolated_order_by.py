import sqlite3

_COLUMNS = ("id", "name", "price", "stock")


def search_products(conn, name_contains=None, min_price=None, max_price=None,
                    order_by="name", descending=False, limit=20):
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 100:
        raise ValueError("bad limit")
    clauses, params = [], []
    if name_contains is not None:
        clauses.append("instr(lower(name), lower(?)) > 0")
        params.append(name_contains)
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
    try:
        rows = conn.execute(sql, (*params, limit)).fetchall()
    except sqlite3.OperationalError as exc:
        raise ValueError(str(exc))
    return [dict(zip(_COLUMNS, row)) for row in rows]
