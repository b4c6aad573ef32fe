"""Human-readable byte counts with exact half-up rounding."""

UNITS = {
    True: (1024, ("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB")),
    False: (1000, ("B", "kB", "MB", "GB", "TB", "PB", "EB")),
}


def format_size(num_bytes, binary=True):
    if type(num_bytes) is not int:
        raise TypeError
    if num_bytes < 0:
        raise ValueError
    base, names = UNITS[bool(binary)]
    if num_bytes < base:
        return f"{num_bytes} B"
    exponent = 1
    while True:
        # value in tenths of the unit, rounded half up, in exact integer arithmetic
        tenths = (num_bytes * 20 // base**exponent + 1) // 2
        if tenths < base * 10 or exponent == len(names) - 1:
            break
        exponent += 1
    return f"{tenths // 10}.{tenths % 10} {names[exponent]}"
