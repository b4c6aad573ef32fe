def hex_dump(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("data must be bytes")
    lines = []
    for offset in range(0, len(data), 16):
        chunk = data[offset:offset + 16]
        groups = [" ".join(f"{b:02x}" for b in chunk[i:i + 8]) for i in (0, 8)]
        hex_column = "  ".join(g for g in groups if g)
        text = "".join(chr(b) if 0x20 <= b <= 0x7E else "." for b in chunk)
        lines.append(f"{offset:08x}  {hex_column}  |{text}|")
    lines.append(f"{len(data):08x}")
    return "\n".join(lines)
