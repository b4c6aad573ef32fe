import copy
import re

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _identifier(name):
    if not isinstance(name, str) or not IDENTIFIER.fullmatch(name):
        raise ValueError(f"invalid identifier {name!r}")
    return name


class Query:
    def __init__(self, table):
        self.table = _identifier(table)
        self.columns = []
        self.conditions = []
        self.params = []
        self.ordering = []
        self.row_limit = None

    def _copy(self):
        return copy.copy(self)

    def select(self, *columns):
        new = self._copy()
        new.columns.extend(map(_identifier, columns))
        return new

    def where(self, condition, *params):
        if condition.count("?") != len(params):
            raise ValueError("placeholder count mismatch")
        new = self._copy()
        new.conditions.append(condition)
        new.params.extend(params)
        return new

    def order_by(self, column, descending=False):
        new = self._copy()
        new.ordering.append(_identifier(column) + (" DESC" if descending else ""))
        return new

    def limit(self, n):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError("invalid limit")
        new = self._copy()
        new.row_limit = n
        return new

    def build(self):
        sql = f"SELECT {', '.join(self.columns) or '*'} FROM {self.table}"
        if self.conditions:
            sql += " WHERE " + " AND ".join(f"({c})" for c in self.conditions)
        if self.ordering:
            sql += " ORDER BY " + ", ".join(self.ordering)
        if self.row_limit is not None:
            sql += f" LIMIT {self.row_limit}"
        return sql, tuple(self.params)
