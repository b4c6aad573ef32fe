from decimal import Decimal, ROUND_HALF_UP

NAMES = {True: ("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"),
         False: ("B", "kB", "MB", "GB", "TB", "PB", "EB")}


def format_size(num_bytes, binary=True):
    if type(num_bytes) is not int:
        raise TypeError("num_bytes must be an int")
    if num_bytes < 0:
        raise ValueError("negative size")
    base = 1024 if binary else 1000
    names = NAMES[bool(binary)]
    if num_bytes < base:
        return f"{num_bytes} B"
    exponent = 1
    while True:
        value = Decimal(num_bytes / base**exponent).quantize(Decimal("0.1"), ROUND_HALF_UP)
        if value < base or exponent == len(names) - 1:
            return f"{value} {names[exponent]}"
        exponent += 1
