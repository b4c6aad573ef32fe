class SuggestionIndex:
    def __init__(self):
        self._uses = {}
        self._hidden = set()
        self._tick = 0

    def record(self, query):
        query = query.strip().lower()
        if not query:
            return
        self._tick += 1
        self._hidden.discard(query)
        count, _ = self._uses.get(query, (0, 0))
        self._uses[query] = (count + 1, self._tick)

    def forget(self, query):
        query = query.strip().lower()
        if query not in self._uses or query in self._hidden:
            raise KeyError(query)
        self._hidden.add(query)

    def suggest(self, prefix, limit=5):
        if limit < 0:
            raise ValueError("negative limit")
        prefix = prefix.lower()
        ranked = sorted(
            (-c, -t, q) for q, (c, t) in self._uses.items()
            if q.startswith(prefix) and q not in self._hidden
        )
        return [q for _, _, q in ranked[:limit]]

    def uses(self, query):
        query = query.strip().lower()
        if query in self._hidden:
            return 0
        return self._uses.get(query, (0, 0))[0]
