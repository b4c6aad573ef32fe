# blind: R5 - on ties min keeps the value added last (uses <=)
# differs on: add(2); add(2.0) -> min should be int 2, gives float 2.0
import math
from fractions import Fraction


class RunningStats:
    def __init__(self):
        self._n = 0
        self._s1 = Fraction(0)
        self._s2 = Fraction(0)
        self._min = None
        self._max = None

    def add(self, x):
        if isinstance(x, float) and not math.isfinite(x):
            raise ValueError("value must be finite")
        fx = Fraction(x)
        self._n += 1
        self._s1 += fx
        self._s2 += fx * fx
        if self._min is None or x <= self._min:
            self._min = x
        if self._max is None or x > self._max:
            self._max = x
        return None

    @property
    def count(self):
        return self._n

    @property
    def mean(self):
        if self._n == 0:
            raise ValueError("empty")
        return float(self._s1 / self._n)

    @property
    def min(self):
        if self._n == 0:
            raise ValueError("empty")
        return self._min

    @property
    def max(self):
        if self._n == 0:
            raise ValueError("empty")
        return self._max

    def variance(self, ddof=1):
        if ddof not in (0, 1) or isinstance(ddof, bool):
            raise ValueError("ddof must be 0 or 1")
        if self._n <= ddof:
            raise ValueError("not enough values")
        ss = self._s2 - self._s1 * self._s1 / self._n
        return float(ss / (self._n - ddof))

    def stdev(self, ddof=1):
        return math.sqrt(self.variance(ddof))

    def merge(self, other):
        r = RunningStats()
        r._n = self._n + other._n
        r._s1 = self._s1 + other._s1
        r._s2 = self._s2 + other._s2
        mins = [v for v in (self._min, other._min) if v is not None]
        maxs = [v for v in (self._max, other._max) if v is not None]
        if mins:
            m = mins[0]
            for v in mins[1:]:
                if v < m:
                    m = v
            r._min = m
        if maxs:
            m = maxs[0]
            for v in maxs[1:]:
                if v > m:
                    m = v
            r._max = m
        return r
