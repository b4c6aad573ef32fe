"""Readable differences between nested expected/actual values."""
import math

NUMBERS = (int, float)


def _is_number(value):
    return isinstance(value, NUMBERS) and not isinstance(value, bool)


def describe_differences(expected, actual, tol=0.0):
    if tol < 0:
        raise ValueError(f"tol must not be negative, got {tol}")
    messages = []

    def child(path, key):
        return f"{path}.{key}" if isinstance(key, str) else f"{path}[{key!r}]"

    def compare(e, a, path):
        if _is_number(e) and _is_number(a):
            equal = e == a or abs(e - a) <= tol or (math.isnan(e) and math.isnan(a))
            if not equal:
                messages.append(f"{path}: expected {e!r}, got {a!r}")
        elif type(e) is not type(a):
            messages.append(f"{path}: expected type {type(e).__name__}, got {type(a).__name__}")
        elif isinstance(e, dict):
            for key in e:
                if key in a:
                    compare(e[key], a[key], child(path, key))
                else:
                    messages.append(f"{child(path, key)}: missing")
            messages.extend(f"{child(path, key)}: unexpected" for key in a if key not in e)
        elif isinstance(e, (list, tuple)):
            if len(e) != len(a):
                messages.append(f"{path}: expected length {len(e)}, got {len(a)}")
                return
            for index, (x, y) in enumerate(zip(e, a)):
                compare(x, y, f"{path}[{index}]")
        elif e != a:
            messages.append(f"{path}: expected {e!r}, got {a!r}")

    compare(expected, actual, "$")
    return messages
