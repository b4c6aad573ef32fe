# blind: correct


def _norm(query):
    return query.strip().lower()


class SuggestionIndex:
    def __init__(self):
        self._count = {}
        self._last = {}
        self._clock = 0

    def record(self, query):
        q = _norm(query)
        if q == "":
            return
        self._clock += 1
        self._count[q] = self._count.get(q, 0) + 1
        self._last[q] = self._clock

    def uses(self, query):
        return self._count.get(_norm(query), 0)

    def forget(self, query):
        q = _norm(query)
        if q not in self._count:
            raise KeyError(q)
        del self._count[q]
        del self._last[q]

    def suggest(self, prefix, limit=5):
        if limit < 0:
            raise ValueError("limit must be >= 0")
        p = prefix.lower()
        matches = [q for q in self._count if q.startswith(p)]
        matches.sort(key=lambda q: (-self._count[q], -self._last[q]))
        return matches[:limit]
