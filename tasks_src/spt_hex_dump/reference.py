"""Canonical hex + ASCII dump of binary data."""

LINE_BYTES = 16


def hex_dump(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError
    lines = []
    for offset in range(0, len(data), LINE_BYTES):
        chunk = data[offset:offset + LINE_BYTES]
        left = " ".join(f"{byte:02x}" for byte in chunk[:8])
        right = " ".join(f"{byte:02x}" for byte in chunk[8:])
        hex_column = f"{left}  {right}"  # trailing spaces vanish into the padding
        text = "".join(chr(byte) if 0x20 <= byte <= 0x7E else "." for byte in chunk)
        lines.append(f"{offset:08x}  {hex_column:<48}  |{text}|")
    lines.append(f"{len(data):08x}")
    return "\n".join(lines)
