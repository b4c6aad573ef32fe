"""Descendants of a node in an adjacency-list table via a recursive CTE."""
import sqlite3

EXISTS_SQL = "SELECT 1 FROM categories WHERE id = ?"
COUNT_SQL = "SELECT COUNT(*) FROM categories"
BAD_DEPTH = "max_depth must be at least 1"

# Each (id, depth) pair is produced once (UNION), and the depth bound stops cycles:
# a node's smallest depth can never exceed the number of rows in the table.
DESCENDANTS_SQL = """
WITH RECURSIVE tree(id, depth) AS (
    SELECT id, 1 FROM categories WHERE parent_id = :root
    UNION
    SELECT c.id, t.depth + 1
    FROM categories AS c JOIN tree AS t ON c.parent_id = t.id
    WHERE t.depth < :limit
)
SELECT c.id, c.name, MIN(t.depth) AS depth
FROM tree AS t JOIN categories AS c ON c.id = t.id
WHERE c.id != :root
GROUP BY c.id
ORDER BY depth, c.name, c.id
"""


def descendants(conn: sqlite3.Connection, node_id, max_depth=None):
    if max_depth is not None and max_depth < 1:
        raise ValueError(BAD_DEPTH)
    if conn.execute(EXISTS_SQL, (node_id,)).fetchone() is None:
        raise KeyError(node_id)
    if max_depth is None:
        (max_depth,) = conn.execute(COUNT_SQL).fetchone()
    rows = conn.execute(DESCENDANTS_SQL, {"root": node_id, "limit": max_depth})
    return [(row[0], row[1], row[2]) for row in rows]
