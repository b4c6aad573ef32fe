"""Keyset (cursor) pagination of events, newest first."""

_FIRST_PAGE = "SELECT id, created_at, name FROM events ORDER BY created_at DESC, id DESC LIMIT ?"
_NEXT_PAGE = ("SELECT id, created_at, name FROM events "
              "WHERE created_at < ? OR (created_at = ? AND id < ?) "
              "ORDER BY created_at DESC, id DESC LIMIT ?")


def fetch_page(conn, after, limit):
    if type(limit) is not int or limit < 1:
        raise ValueError  # limit must be a positive int
    wanted = limit + 1  # the extra row only tells whether another page exists
    if after is None:
        rows = conn.execute(_FIRST_PAGE, (wanted,)).fetchall()
    else:
        created_at, last_id = after
        rows = conn.execute(_NEXT_PAGE, (created_at, created_at, last_id, wanted)).fetchall()
    page = rows[:limit]
    next_cursor = (page[-1][1], page[-1][0]) if len(rows) == wanted else None
    return page, next_cursor
