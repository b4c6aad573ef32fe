# blind: R1 - clones share the where/params lists and append to them in place, so siblings see each other's conditions
# differs on: base = Q('t').where('x = ?', 1); base.where('y = ?', 2); base.build() -> expected only (x = ?) and (1,)
import re

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _check(name):
    if not isinstance(name, str) or _IDENT.fullmatch(name) is None:
        raise ValueError("invalid identifier: %r" % (name,))
    return name


class Query:
    def __init__(self, table: str) -> None:
        self._table = _check(table)
        self._columns = ()
        self._wheres = []
        self._params = []
        self._order = ()
        self._limit = None

    def _clone(self, **changes):
        q = Query.__new__(Query)
        q._table = self._table
        q._columns = self._columns
        q._wheres = self._wheres
        q._params = self._params
        q._order = self._order
        q._limit = self._limit
        for k, v in changes.items():
            setattr(q, "_" + k, v)
        return q

    def select(self, *columns: str) -> "Query":
        for c in columns:
            _check(c)
        return self._clone(columns=self._columns + tuple(columns))

    def where(self, condition: str, *params: object) -> "Query":
        if condition.count("?") != len(params):
            raise ValueError("placeholder count does not match parameters")
        q = self._clone()
        q._wheres.append(condition)
        q._params.extend(params)
        return q

    def order_by(self, column: str, descending: bool = False) -> "Query":
        _check(column)
        return self._clone(order=self._order + ((column, bool(descending)),))

    def limit(self, n: int) -> "Query":
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError("limit must be an int >= 0")
        return self._clone(limit=n)

    def build(self) -> tuple:
        parts = ["SELECT", ", ".join(self._columns) if self._columns else "*", "FROM", self._table]
        if self._wheres:
            parts.append("WHERE")
            parts.append(" AND ".join("(%s)" % c for c in self._wheres))
        if self._order:
            parts.append("ORDER BY")
            parts.append(", ".join(c + (" DESC" if d else "") for c, d in self._order))
        if self._limit is not None:
            parts.append("LIMIT %d" % self._limit)
        return " ".join(parts), tuple(self._params)
