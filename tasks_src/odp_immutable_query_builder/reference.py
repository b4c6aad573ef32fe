"""An immutable fluent builder for SELECT statements."""
import re
from dataclasses import dataclass, replace

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _identifier(name):
    if not isinstance(name, str) or not IDENTIFIER.fullmatch(name):
        raise ValueError(f"invalid identifier {name!r}")
    return name


@dataclass(frozen=True)
class Query:
    table: str
    columns: tuple = ()
    conditions: tuple = ()
    params: tuple = ()
    ordering: tuple = ()
    row_limit: int | None = None

    def __post_init__(self):
        _identifier(self.table)

    def select(self, *columns):
        return replace(self, columns=self.columns + tuple(map(_identifier, columns)))

    def where(self, condition, *params):
        if condition.count("?") != len(params):
            raise ValueError(f"{condition!r} does not have one ? per parameter")
        return replace(self, conditions=self.conditions + (condition,), params=self.params + params)

    def order_by(self, column, descending=False):
        key = _identifier(column) + (" DESC" if descending else "")
        return replace(self, ordering=self.ordering + (key,))

    def limit(self, n):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"invalid limit {n!r}")
        return replace(self, row_limit=n)

    def build(self):
        sql = f"SELECT {', '.join(self.columns) or '*'} FROM {self.table}"
        if self.conditions:
            sql += " WHERE " + " AND ".join(f"({c})" for c in self.conditions)
        if self.ordering:
            sql += " ORDER BY " + ", ".join(self.ordering)
        if self.row_limit is not None:
            sql += f" LIMIT {self.row_limit}"
        return sql, self.params
