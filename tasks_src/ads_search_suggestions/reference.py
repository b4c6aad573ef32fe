"""Autocomplete suggestions ranked by use count, then by recency of the last use."""


class SuggestionIndex:
    def __init__(self):
        # normalised query -> use count; re-inserted on every use, so the dict's
        # order runs from the least to the most recently used query
        self._uses = {}

    @staticmethod
    def _normalise(query):
        return query.strip().lower()

    def record(self, query):
        query = self._normalise(query)
        if query:
            count = self._uses.pop(query, 0)
            self._uses[query] = count + 1

    def uses(self, query):
        return self._uses.get(self._normalise(query), 0)

    def forget(self, query):
        del self._uses[self._normalise(query)]

    def suggest(self, prefix, limit=5):
        if limit < 0:
            raise ValueError(f"limit must not be negative, got {limit}")
        prefix = prefix.lower()
        matches = [query for query in reversed(self._uses) if query.startswith(prefix)]
        matches.sort(key=lambda query: self._uses[query], reverse=True)  # stable: recency kept
        return matches[:limit]
