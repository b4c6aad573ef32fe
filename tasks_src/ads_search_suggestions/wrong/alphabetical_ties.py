from collections import Counter


class SuggestionIndex:
    def __init__(self):
        self._counts = Counter()

    def record(self, query):
        query = query.strip().lower()
        if query:
            self._counts[query] += 1

    def forget(self, query):
        del self._counts[query.strip().lower()]

    def suggest(self, prefix, limit=5):
        if limit < 0:
            raise ValueError("negative limit")
        prefix = prefix.lower()
        matches = sorted((-c, q) for q, c in self._counts.items() if q.startswith(prefix))
        return [q for _, q in matches[:limit]]

    def uses(self, query):
        return self._counts.get(query.strip().lower(), 0)
