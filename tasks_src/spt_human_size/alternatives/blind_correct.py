# blind: correct
_BINARY_UNITS = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
_DECIMAL_UNITS = ["B", "kB", "MB", "GB", "TB", "PB", "EB"]


def format_size(num_bytes: int, binary: bool = True) -> str:
    if isinstance(num_bytes, bool) or not isinstance(num_bytes, int):
        raise TypeError("num_bytes must be an int")
    if num_bytes < 0:
        raise ValueError("num_bytes must be >= 0")
    base = 1024 if binary else 1000
    units = _BINARY_UNITS if binary else _DECIMAL_UNITS
    if num_bytes < base:
        return f"{num_bytes} B"
    idx = 1
    while idx < len(units) - 1 and base ** (idx + 1) <= num_bytes:
        idx += 1
    while True:
        unit_size = base ** idx
        # tenths, rounded half up, from the exact quotient
        tenths = (num_bytes * 20 + unit_size) // (2 * unit_size)
        if tenths >= base * 10 and idx < len(units) - 1:
            idx += 1
            continue
        break
    return f"{tenths // 10}.{tenths % 10} {units[idx]}"
