import pytest

from solution import hex_dump


def test_short_line_is_padded():
    expected = (
        "00000000  48 65 6c 6c 6f 2c 20 77  6f 72 6c 64 21 0a        |Hello, world!.|\n"
        "0000000e"
    )
    assert hex_dump(b"Hello, world!\n") == expected


def test_full_line():
    result = hex_dump(b"ABCDEFGHIJKLMNOP")
    assert result == (
        "00000000  41 42 43 44 45 46 47 48  49 4a 4b 4c 4d 4e 4f 50  |ABCDEFGHIJKLMNOP|\n"
        "00000010"
    )
    assert type(result) is str


def test_seventeen_bytes_wrap():
    expected = (
        "00000000  41 42 43 44 45 46 47 48  49 4a 4b 4c 4d 4e 4f 50  |ABCDEFGHIJKLMNOP|\n"
        "00000010  51" + " " * 48 + "|Q|\n"
        "00000011"
    )
    assert hex_dump(b"ABCDEFGHIJKLMNOPQ") == expected


def test_empty_data():
    assert hex_dump(b"") == "00000000"


def test_non_printable_bytes_are_dots():
    data = bytes([0x00, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0xE9, 0xFF])
    expected = "00000000  00 1f 20 7e 7f 80 e9 ff" + " " * 27 + "|.. ~....|\n00000008"
    assert hex_dump(data) == expected


def test_bytearray_accepted():
    assert hex_dump(bytearray(b"\n")) == "00000000  0a" + " " * 48 + "|.|\n00000001"


def test_offsets_and_repeated_lines():
    lines = hex_dump(b"\x00" * 40).split("\n")
    zeros = "00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00"
    assert lines == [
        "00000000  " + zeros + "  |................|",
        "00000010  " + zeros + "  |................|",
        "00000020  00 00 00 00 00 00 00 00" + " " * 25 + "  |........|",
        "00000028",
    ]
    assert hex_dump(bytearray(16)) == "00000000  " + zeros + "  |................|\n00000010"


def test_other_types_raise_type_error():
    for value in ["abc", [1, 2], None, 5]:
        with pytest.raises(TypeError):
            hex_dump(value)


def test_nine_bytes_show_group_gap():
    expected = "00000000  31 32 33 34 35 36 37 38  39" + " " * 21 + "  |123456789|\n00000009"
    assert hex_dump(b"123456789") == expected


def test_space_and_tilde_are_printable():
    assert hex_dump(b" ~\x7f") == "00000000  20 7e 7f" + " " * 40 + "  | ~.|\n00000003"


def test_bytearray_over_two_lines():
    expected = (
        "00000000  30 31 32 33 34 35 36 37  38 39 61 62 63 64 65 66  |0123456789abcdef|\n"
        "00000010  58 59" + " " * 43 + "  |XY|\n"
        "00000012"
    )
    assert hex_dump(bytearray(b"0123456789abcdefXY")) == expected
    for value in ["0123456789abcdefXY", memoryview(b"XY")]:
        with pytest.raises(TypeError):
            hex_dump(value)


def test_latin1_bytes_are_dots():
    assert hex_dump(bytes([0xA0, 0xE9, 0x20, 0x09])) == "00000000  a0 e9 20 09" + " " * 37 + "  |.. .|\n00000004"
