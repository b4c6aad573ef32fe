# blind: correct
import copy


class UnitOfWork:
    def __init__(self, store: dict) -> None:
        self._store = store
        self._working = {}
        self._snapshot = {}
        self._added = {}
        self._removed = set()

    def get(self, key: str) -> dict:
        if key in self._removed:
            raise KeyError(key)
        if key in self._added:
            return self._added[key]
        if key in self._working:
            return self._working[key]
        if key not in self._store:
            raise KeyError(key)
        record = self._store[key]
        self._working[key] = copy.deepcopy(record)
        self._snapshot[key] = copy.deepcopy(record)
        return self._working[key]

    def add(self, key: str, record: dict) -> None:
        if not isinstance(record, dict):
            raise TypeError("record must be a dict")
        if key in self._store or key in self._added:
            raise ValueError("key %r already exists" % (key,))
        self._added[key] = record

    def remove(self, key: str) -> None:
        if key in self._added:
            del self._added[key]
            return
        if key in self._removed or key not in self._store:
            raise KeyError(key)
        self._removed.add(key)
        self._working.pop(key, None)
        self._snapshot.pop(key, None)

    def commit(self) -> dict:
        inserted, updated, deleted = [], [], []
        for key, obj in self._working.items():
            if obj != self._snapshot[key]:
                self._store[key] = copy.deepcopy(obj)
                self._snapshot[key] = copy.deepcopy(obj)
                updated.append(key)
        for key, obj in self._added.items():
            self._store[key] = copy.deepcopy(obj)
            self._working[key] = obj
            self._snapshot[key] = copy.deepcopy(obj)
            inserted.append(key)
        for key in self._removed:
            if key in self._store:
                del self._store[key]
            deleted.append(key)
        self._added = {}
        self._removed = set()
        return {"inserted": sorted(inserted), "updated": sorted(updated), "deleted": sorted(deleted)}

    def rollback(self) -> None:
        self._working = {}
        self._snapshot = {}
        self._added = {}
        self._removed = set()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            self.rollback()
            return False
        self.commit()
        return False
