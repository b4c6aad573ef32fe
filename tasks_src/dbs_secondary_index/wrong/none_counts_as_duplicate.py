import copy


class IndexedTable:
    def __init__(self, key, indexed=(), unique=()):
        self._key = key
        self._unique = set(unique)
        self._rows = {}
        # field -> value -> set of key values holding that value
        self._indexes = {field: {} for field in (*indexed, *unique)}

    def _check_unique(self, row, own_key):
        for field in self._unique:
            value = row.get(field)
            holders = self._indexes[field].get(value, set()) - {own_key}
            if field in row and holders:
                raise ValueError

    def _index(self, row, operation):
        for field, index in self._indexes.items():
            if field in row:
                operation(index.setdefault(row[field], set()), row[self._key])

    def insert(self, row):
        if self._key not in row or row[self._key] in self._rows:
            raise ValueError
        self._check_unique(row, row[self._key])
        self._rows[row[self._key]] = stored = copy.deepcopy(row)
        self._index(stored, set.add)

    def update(self, key_value, changes):
        old = self._rows[key_value]
        new = {**old, **copy.deepcopy(changes)}
        if new[self._key] != key_value:
            raise ValueError
        self._check_unique(new, key_value)
        self._index(old, set.discard)
        self._rows[key_value] = new
        self._index(new, set.add)

    def delete(self, key_value):
        row = self._rows.pop(key_value, None)
        if row is None:
            return False
        self._index(row, set.discard)
        return True

    def find(self, field, value):
        if field == self._key:
            keys = {value} & self._rows.keys()
        elif field in self._indexes:
            keys = self._indexes[field].get(value, set())
        else:
            raise ValueError
        return [copy.deepcopy(self._rows[key]) for key in sorted(keys)]
