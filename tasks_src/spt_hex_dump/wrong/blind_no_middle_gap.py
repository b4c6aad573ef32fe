# blind: R3 - separates all bytes by single spaces, without the extra space after the 8th byte
# differs on: hex_dump(bytes(range(16))) -> hex column '00 01 ... 07 08 ...' (47 wide + pad) instead of '... 07  08 ...'


def hex_dump(data: bytes) -> str:
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("data must be bytes or bytearray")
    data = bytes(data)
    lines = []
    for offset in range(0, len(data), 16):
        chunk = data[offset:offset + 16]
        first = " ".join(format(b, "02x") for b in chunk[:8])
        second = " ".join(format(b, "02x") for b in chunk[8:])
        hex_col = first + (" " + second if second else "")
        hex_col = hex_col.ljust(48)
        text = "".join(chr(b) if 0x20 <= b <= 0x7E else "." for b in chunk)
        lines.append(f"{format(offset, '08x')}  {hex_col}  |{text}|")
    lines.append(format(len(data), "08x"))
    return "\n".join(lines)
