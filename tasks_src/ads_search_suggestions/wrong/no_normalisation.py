class SuggestionIndex:
    def __init__(self):
        self._uses = {}
        self._tick = 0

    def record(self, query):
        if not query.strip():
            return
        self._tick += 1
        count, _ = self._uses.get(query, (0, 0))
        self._uses[query] = (count + 1, self._tick)

    def forget(self, query):
        del self._uses[query]

    def suggest(self, prefix, limit=5):
        if limit < 0:
            raise ValueError("negative limit")
        ranked = sorted((-c, -t, q) for q, (c, t) in self._uses.items() if q.lower().startswith(prefix.lower()))
        return [q for _, _, q in ranked[:limit]]

    def uses(self, query):
        return self._uses.get(query, (0, 0))[0]
