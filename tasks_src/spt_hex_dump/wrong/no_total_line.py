def hex_dump(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("data must be bytes")
    lines = []
    for offset in range(0, len(data), 16):
        chunk = data[offset:offset + 16]
        hex_column = " ".join(f"{b:02x}" for b in chunk[:8]) + "  " + " ".join(f"{b:02x}" for b in chunk[8:])
        text = "".join(chr(b) if 0x20 <= b <= 0x7E else "." for b in chunk)
        lines.append(f"{offset:08x}  {hex_column:<48}  |{text}|")
    return "\n".join(lines) if lines else "00000000"
