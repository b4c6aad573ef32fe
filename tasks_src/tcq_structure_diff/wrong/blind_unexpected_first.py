# blind: R8 - keys only in actual are reported before the keys of expected are processed
# differs on: describe_differences({'b': 1}, {'c': 3}) -> expected ['$.b: missing', '$.c: unexpected']
import math


def _is_num(x):
    return type(x) in (int, float)


def describe_differences(expected: object, actual: object, tol: float = 0.0) -> list[str]:
    if tol < 0:
        raise ValueError("tol must not be negative")
    out = []

    def num_equal(e, a):
        if e == a:
            return True
        if isinstance(e, float) and isinstance(a, float) and math.isnan(e) and math.isnan(a):
            return True
        try:
            return abs(e - a) <= tol
        except OverflowError:
            return False

    def cmp(e, a, path):
        if _is_num(e) and _is_num(a):
            if not num_equal(e, a):
                out.append("%s: expected %r, got %r" % (path, e, a))
            return
        if type(e) is not type(a):
            out.append("%s: expected type %s, got %s" % (path, type(e).__name__, type(a).__name__))
            return
        if isinstance(e, dict):
            for k in a:
                if k not in e:
                    child = path + ("." + k if isinstance(k, str) else "[%r]" % (k,))
                    out.append("%s: unexpected" % child)
            for k in e:
                child = path + ("." + k if isinstance(k, str) else "[%r]" % (k,))
                if k in a:
                    cmp(e[k], a[k], child)
                else:
                    out.append("%s: missing" % child)
            return
        if isinstance(e, (list, tuple)):
            if len(e) != len(a):
                out.append("%s: expected length %d, got %d" % (path, len(e), len(a)))
            for i in range(min(len(e), len(a))):
                cmp(e[i], a[i], "%s[%d]" % (path, i))
            return
        if not (e == a):
            out.append("%s: expected %r, got %r" % (path, e, a))

    cmp(expected, actual, "$")
    return out
