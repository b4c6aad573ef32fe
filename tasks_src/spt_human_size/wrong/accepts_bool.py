NAMES = {True: ("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"),
         False: ("B", "kB", "MB", "GB", "TB", "PB", "EB")}


def format_size(num_bytes, binary=True):
    if not isinstance(num_bytes, int):
        raise TypeError("num_bytes must be an int")
    if num_bytes < 0:
        raise ValueError("negative size")
    base = 1024 if binary else 1000
    names = NAMES[bool(binary)]
    if num_bytes < base:
        return f"{num_bytes} B"
    exponent = 1
    while True:
        tenths = (num_bytes * 20 // base**exponent + 1) // 2
        if tenths < base * 10 or exponent == len(names) - 1:
            return f"{tenths // 10}.{tenths % 10} {names[exponent]}"
        exponent += 1
