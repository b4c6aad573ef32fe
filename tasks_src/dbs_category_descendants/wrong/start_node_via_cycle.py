import sqlite3

SQL = """
WITH RECURSIVE tree(id, depth) AS (
    SELECT id, 1 FROM categories WHERE parent_id = :root
    UNION
    SELECT c.id, t.depth + 1 FROM categories AS c JOIN tree AS t ON c.parent_id = t.id
    WHERE t.depth < :limit
)
SELECT c.id, c.name, MIN(t.depth) AS depth
FROM tree AS t JOIN categories AS c ON c.id = t.id
GROUP BY c.id ORDER BY depth, c.name, c.id
"""


def descendants(conn: sqlite3.Connection, node_id, max_depth=None):
    if max_depth is not None and max_depth < 1:
        raise ValueError("max_depth must be at least 1")
    if conn.execute("SELECT 1 FROM categories WHERE id = ?", (node_id,)).fetchone() is None:
        raise KeyError(node_id)
    if max_depth is None:
        (max_depth,) = conn.execute("SELECT COUNT(*) FROM categories").fetchone()
    return [tuple(r) for r in conn.execute(SQL, {"root": node_id, "limit": max_depth})]
