import math


class RunningStats:
    def __init__(self):
        self._n = 0
        self._sum = 0.0
        self._sumsq = 0.0
        self._min = self._max = None

    def add(self, x):
        if not math.isfinite(x):
            raise ValueError("value must be finite")
        self._n += 1
        self._sum += x
        self._sumsq += x * x
        if self._min is None or x < self._min:
            self._min = x
        if self._max is None or x > self._max:
            self._max = x

    @property
    def count(self):
        return self._n

    @property
    def mean(self):
        if not self._n:
            raise ValueError("empty")
        return self._sum / self._n

    @property
    def min(self):
        if not self._n:
            raise ValueError("empty")
        return self._min

    @property
    def max(self):
        if not self._n:
            raise ValueError("empty")
        return self._max

    def variance(self, ddof=1):
        if ddof not in (0, 1) or self._n <= ddof:
            raise ValueError("not enough data")
        return (self._sumsq - self._sum ** 2 / self._n) / (self._n - ddof)

    def stdev(self, ddof=1):
        return math.sqrt(max(self.variance(ddof), 0.0))

    def merge(self, other):
        out = RunningStats()
        out._n = self._n + other._n
        out._sum = self._sum + other._sum
        out._sumsq = self._sumsq + other._sumsq
        mins = [s._min for s in (self, other) if s._n]
        maxs = [s._max for s in (self, other) if s._n]
        out._min = min(mins) if mins else None
        out._max = max(maxs) if maxs else None
        return out
