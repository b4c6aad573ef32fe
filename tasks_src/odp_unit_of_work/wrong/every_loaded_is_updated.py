import copy


class UnitOfWork:
    def __init__(self, store):
        self._store = store
        self._objects = {}  # key -> working object handed out (loaded or added)
        self._clean = {}    # key -> state of a loaded object when loaded or last committed
        self._removed = set()

    def get(self, key):
        if key not in self._objects:
            if key in self._removed or key not in self._store:
                raise KeyError(key)
            self._clean[key] = copy.deepcopy(self._store[key])
            self._objects[key] = copy.deepcopy(self._store[key])
        return self._objects[key]

    def add(self, key, record):
        if not isinstance(record, dict):
            raise TypeError
        if key in self._store or key in self._objects:
            raise ValueError
        self._objects[key] = record

    def remove(self, key):
        if key in self._objects and key not in self._clean:  # added in this unit
            del self._objects[key]
            return
        if key in self._removed or key not in self._store:
            raise KeyError(key)
        self._objects.pop(key, None)
        self._clean.pop(key, None)
        self._removed.add(key)

    def commit(self):
        inserted = sorted(key for key in self._objects if key not in self._clean)
        updated = sorted(self._clean)
        deleted = sorted(self._removed)
        for key in inserted + updated:
            self._store[key] = copy.deepcopy(self._objects[key])
            self._clean[key] = copy.deepcopy(self._objects[key])
        for key in deleted:
            del self._store[key]
        self._removed.clear()
        return {"inserted": inserted, "updated": updated, "deleted": deleted}

    def rollback(self):
        self._objects.clear()
        self._clean.clear()
        self._removed.clear()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, traceback):
        if exc_type is None:
            self.commit()
        else:
            self.rollback()
