def fetch_page(conn, after, limit):
    if type(limit) is not int or limit < 1:
        raise ValueError("limit must be a positive int")
    if after is None:
        after = ("\uffff", 2 ** 62)
    rows = conn.execute("SELECT id, created_at, name FROM events WHERE created_at <= ? AND id < ? "
                        "ORDER BY created_at DESC, id DESC LIMIT ?", (after[0], after[1], limit + 1)).fetchall()
    page = rows[:limit]
    return page, ((page[-1][1], page[-1][0]) if len(rows) > limit else None)
