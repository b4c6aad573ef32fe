# blind: R6 - returns a next cursor whenever the page is full, even if nothing follows
# differs on: 2 events, fetch_page(conn, None, 2) returns a cursor instead of None
import sqlite3


def fetch_page(conn, after, limit):
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise ValueError("limit must be an int >= 1")
    if after is None:
        cur = conn.execute(
            "SELECT id, created_at, name FROM events ORDER BY created_at DESC, id DESC LIMIT ?",
            (limit + 1,),
        )
    else:
        created_at, event_id = after
        cur = conn.execute(
            "SELECT id, created_at, name FROM events "
            "WHERE created_at < ? OR (created_at = ? AND id < ?) "
            "ORDER BY created_at DESC, id DESC LIMIT ?",
            (created_at, created_at, event_id, limit + 1),
        )
    fetched = [(int(r[0]), r[1], r[2]) for r in cur.fetchall()]
    rows = fetched[:limit]
    if len(rows) == limit:
        last = rows[-1]
        return rows, (last[1], last[0])
    return rows, None
