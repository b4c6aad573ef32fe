def fetch_page(conn, after, limit):
    if type(limit) is not int or limit < 1:
        raise ValueError("limit must be a positive int")
    if after is None:
        rows = conn.execute("SELECT id, created_at, name FROM events "
                            "ORDER BY created_at DESC, id DESC LIMIT ?", (limit,)).fetchall()
    else:
        rows = conn.execute("SELECT id, created_at, name FROM events "
                            "WHERE created_at < ? OR (created_at = ? AND id < ?) "
                            "ORDER BY created_at DESC, id DESC LIMIT ?",
                            (after[0], after[0], after[1], limit)).fetchall()
    return rows, ((rows[-1][1], rows[-1][0]) if len(rows) == limit else None)
