import pytest

from solution import strip_ansi

ESC = "\x1b"


def test_non_colour_csi_sequences():
    assert strip_ansi(ESC + "[2K" + ESC + "[1Gdone") == "done"
    assert strip_ansi(ESC + "[?25lhidden" + ESC + "[?25h") == "hidden"
    assert strip_ansi("a" + ESC + "[1 qb") == "ab"
    assert strip_ansi(ESC + "[38;2;255;0;0mX" + ESC + "[m") == "X"


def test_colour_codes_removed():
    result = strip_ansi(ESC + "[1;31mred" + ESC + "[0m text")
    assert result == "red text"
    assert type(result) is str


def test_osc_with_string_terminator():
    link = ESC + "]8;;https://example.org" + ESC + "\\docs" + ESC + "]8;;" + ESC + "\\"
    assert strip_ansi("see " + link + "!") == "see docs!"
    with pytest.raises(ValueError):
        strip_ansi(ESC + "]8;;https://x.org" + ESC + "[0m" + ESC + "\\")


def test_private_and_extended_parameters():
    text = ESC + "[<0;12;5Ma" + ESC + "[=1cb" + ESC + "[4:3mc" + ESC + "[>1ud"
    assert strip_ansi(text) == "abcd"


def test_invalid_escape_characters_raise():
    for text in [ESC + "\n", ESC + "\u00e9", ESC + "\x7f", ESC + "]0;a" + ESC + "X\x07", ESC + "(]",
                 ESC + "[1;2\x7fz", ESC + "[5\u00e9x"]:
        with pytest.raises(ValueError):
            strip_ansi(text)


def test_osc_with_bel_terminator():
    assert strip_ansi(ESC + "]0;build #42\x07output") == "output"
    assert strip_ansi("\x07ring" + ESC + "]2;t\x07\x07\t\r\n") == "\x07ring\x07\t\r\n"


def test_other_escapes_removed():
    assert strip_ansi("a" + ESC + "Mb" + ESC + "7c" + ESC + "8d") == "abcd"
    assert strip_ansi(ESC + "c" + ESC + "(Bx" + ESC + "\\y") == "xy"


def test_csi_intermediate_characters():
    assert strip_ansi("x" + ESC + "[2 qy" + ESC + "[!pz" + ESC + "[1$}") == "xyz"


def test_incomplete_sequences_raise():
    for text in ["abc" + ESC, ESC + "[31", ESC + "[31\nx", ESC + "]0;title", ESC + "(", ESC + "[1;"]:
        with pytest.raises(ValueError):
            strip_ansi(text)


def test_other_escapes_with_digit_or_symbol_final():
    text = "a" + ESC + "7b" + ESC + "8c" + ESC + "=d" + ESC + ">e" + ESC + "#8f"
    assert strip_ansi(text) == "abcdef"


def test_bel_outside_osc_and_adjacent_sequences():
    assert strip_ansi("\x07" + ESC + "[1m" + ESC + "[4mA\x07") == "\x07A\x07"
    assert strip_ansi((ESC + "[0m") * 3) == ""


def test_unterminated_or_broken_sequences_raise():
    for text in [ESC + "[31\nx", "x" + ESC, ESC + "[?25", ESC + "]title", ESC + "]a" + ESC + "b\x07", ESC + "(",
                 ESC + "[1;2 \x7f"]:
        with pytest.raises(ValueError):
            strip_ansi(text)


def test_plain_text_and_controls_kept():
    text = "a\tb\r\n\x07c [31m ]0;"
    assert strip_ansi(text) == text
    assert strip_ansi("") == ""


def test_sequences_between_lines_keep_newlines():
    assert strip_ansi("a" + ESC + "[K\n" + ESC + "[2Kb\r\n") == "a\nb\r\n"


def test_cursor_and_mode_sequences():
    assert strip_ansi(ESC + "[?1049hA" + ESC + '[0"pB' + ESC + "[>c") == "AB"
    assert strip_ansi("p" + ESC + "[=7;1 tq") == "pq"


def test_osc_hyperlink_with_bel():
    assert strip_ansi(ESC + "]8;;https://a.example\x07link" + ESC + "]8;;\x07.") == "link."


def test_truncated_sequences_at_end_raise():
    for text in ["done" + ESC + "[", "x" + ESC + "[?", "log" + ESC + "[38;5;", "y" + ESC + "[1 "]:
        with pytest.raises(ValueError):
            strip_ansi(text)


def test_escape_with_bad_follower_raises():
    for text in [ESC + " ", "a" + ESC + "\x00b", ESC + "\tx"]:
        with pytest.raises(ValueError):
            strip_ansi(text)


def test_charset_and_keypad_escapes():
    assert strip_ansi("q" + ESC + "(0r" + ESC + "=s" + ESC + "#3t" + ESC + ")1u") == "qrstu"
