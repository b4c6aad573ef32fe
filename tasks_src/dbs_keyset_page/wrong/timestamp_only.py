def fetch_page(conn, after, limit):
    if type(limit) is not int or limit < 1:
        raise ValueError("limit must be a positive int")
    if after is None:
        rows = conn.execute("SELECT id, created_at, name FROM events "
                            "ORDER BY created_at DESC, id DESC LIMIT ?", (limit + 1,)).fetchall()
    else:
        rows = conn.execute("SELECT id, created_at, name FROM events WHERE created_at < ? "
                            "ORDER BY created_at DESC, id DESC LIMIT ?", (after[0], limit + 1)).fetchall()
    page = rows[:limit]
    return page, ((page[-1][1], page[-1][0]) if len(rows) > limit else None)
