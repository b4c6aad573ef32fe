class SuggestionIndex:
    def __init__(self):
        self._uses = {}
        self._tick = 0

    def record(self, query):
        query = query.strip().lower()
        if not query:
            return
        self._tick += 1
        count, first = self._uses.get(query, (0, self._tick))
        self._uses[query] = (count + 1, first)

    def forget(self, query):
        del self._uses[query.strip().lower()]

    def suggest(self, prefix, limit=5):
        if limit < 0:
            raise ValueError("negative limit")
        prefix = prefix.lower()
        ranked = sorted((-c, -t, q) for q, (c, t) in self._uses.items() if q.startswith(prefix))
        return [q for _, _, q in ranked[:limit]]

    def uses(self, query):
        return self._uses.get(query.strip().lower(), (0, 0))[0]
