import math


class RunningStats:
    def __init__(self):
        self._count = 0
        self._mean = 0.0
        self._m2 = 0.0  # sum of squared deviations from the current mean
        self._min = self._max = None

    def add(self, x):
        if not math.isfinite(x):
            raise ValueError
        self._count += 1
        delta = x - self._mean
        self._mean += delta / self._count
        self._m2 += delta * (x - self._mean)
        self._min = x if self._min is None or x < self._min else self._min
        self._max = x if self._max is None or x > self._max else self._max

    @property
    def count(self):
        return self._count

    def _require_data(self, value):
        if self._count == 0:
            raise ValueError
        return value

    mean = property(lambda self: self._require_data(self._mean))
    min = property(lambda self: self._require_data(self._min))
    max = property(lambda self: self._require_data(self._max))

    def variance(self, ddof=1):
        if ddof not in (0, 1) or self._count <= ddof:
            raise ValueError
        return self._m2 / (self._count - ddof)

    def stdev(self, ddof=1):
        return math.sqrt(self.variance(ddof))

    def merge(self, other):
        merged = RunningStats()
        n = self._count + other._count
        if n == 0:
            return merged
        delta = other._mean - self._mean
        merged._count = n
        merged._mean = self._mean + delta * other._count / n
        merged._m2 = self._m2 + other._m2
        present = [s for s in (self, other) if s._count]
        merged._min = min(s._min for s in present)
        merged._max = max(s._max for s in present)
        return merged
