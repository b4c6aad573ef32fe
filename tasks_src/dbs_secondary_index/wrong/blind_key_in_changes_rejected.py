# blind: R7 - rejects any changes dict containing the key field, even with the same value
# differs on: update(1, {'id': 1, 'name': 'x'}) raises ValueError instead of updating
import copy


class IndexedTable:
    def __init__(self, key, indexed=(), unique=()):
        self._key = key
        self._indexed = list(dict.fromkeys(indexed))
        self._unique = list(dict.fromkeys(unique))
        self._fields = set(self._indexed) | set(self._unique)
        self._rows = {}
        self._index = {f: {} for f in self._fields}

    def _add_to_index(self, kv, row):
        for f in self._fields:
            if f in row:
                self._index[f].setdefault(row[f], set()).add(kv)

    def _remove_from_index(self, kv, row):
        for f in self._fields:
            if f in row:
                bucket = self._index[f].get(row[f])
                if bucket is not None:
                    bucket.discard(kv)
                    if not bucket:
                        del self._index[f][row[f]]

    def _check_unique(self, kv, row):
        for f in self._unique:
            if f not in row or row[f] is None:
                continue
            holders = self._index[f].get(row[f], set())
            if any(h != kv for h in holders):
                raise ValueError("unique index violated on %r" % (f,))

    def insert(self, row):
        if self._key not in row:
            raise ValueError("row lacks the key field")
        kv = row[self._key]
        if kv in self._rows:
            raise ValueError("duplicate key")
        new = copy.deepcopy(dict(row))
        for f in self._unique:
            if f not in new or new[f] is None:
                continue
            if self._index[f].get(new[f]):
                raise ValueError("unique index violated on %r" % (f,))
        self._rows[kv] = new
        self._add_to_index(kv, new)

    def update(self, key_value, changes):
        if key_value not in self._rows:
            raise KeyError(key_value)
        old = self._rows[key_value]
        if self._key in changes:
            raise ValueError("cannot change the key")
        new = dict(old)
        new.update(copy.deepcopy(dict(changes)))
        new[self._key] = old[self._key]
        self._check_unique(key_value, new)
        self._remove_from_index(key_value, old)
        self._rows[key_value] = new
        self._add_to_index(key_value, new)

    def delete(self, key_value):
        if key_value not in self._rows:
            return False
        row = self._rows.pop(key_value)
        self._remove_from_index(key_value, row)
        return True

    def find(self, field, value):
        if field == self._key:
            keys = [value] if value in self._rows else []
        elif field in self._fields:
            keys = list(self._index[field].get(value, ()))
        else:
            raise ValueError("field is not indexed: %r" % (field,))
        keys.sort()
        return [copy.deepcopy(self._rows[k]) for k in keys]
