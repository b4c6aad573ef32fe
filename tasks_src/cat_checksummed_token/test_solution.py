import pytest

from solution import check_token, generate_token


class Script:
    def __init__(self, *chunks):
        self.chunks = list(chunks)
        self.calls = []

    def __call__(self, n):
        self.calls.append(n)
        return self.chunks.pop(0)


GHP_TOKEN = "ghp_0123456789ABCDEFGHIJKLMNOPQRST37AKbs"
SK_TOKEN = "sk_0123456789ABCDEFGHIJKLMNzzzEc518TuR1"
TOK_TOKEN = "tok_0000000000000000000000000000120gmMSU"


def test_generate_from_one_chunk():
    rand = Script(bytes(range(32)))
    token = generate_token("ghp", rand)
    assert token == GHP_TOKEN
    assert type(token) is str
    assert rand.calls == [32]


def test_generated_token_checks_out():
    rand = Script(bytes(range(32)))
    assert check_token(generate_token("ghp", rand), "ghp") is True
    assert check_token(GHP_TOKEN, "ghp") is True


def test_checksum_is_left_padded_to_six_characters():
    rand = Script(bytes(28) + bytes([1, 2, 3, 4]))
    assert generate_token("tok", rand) == TOK_TOKEN
    assert check_token(TOK_TOKEN, "tok") is True
    assert check_token("tok_000000000000000000000000000012gmMSU", "tok") is False


def test_tampered_tokens_fail():
    assert check_token(SK_TOKEN, "sk") is True
    assert check_token(SK_TOKEN.replace("zzzE", "zzzF"), "sk") is False
    assert check_token(SK_TOKEN[:-1] + "2", "sk") is False
    assert check_token(SK_TOKEN[:-1] + "r", "sk") is False
    assert check_token(SK_TOKEN.lower(), "sk") is False


def test_rejection_sampling_discards_high_bytes_and_refills():
    first = bytes([248, 249, 250, 251, 252, 253, 254, 255]) + bytes(range(62, 86))
    second = bytes([255, 61, 123, 247, 200, 100, 5, 7]) + bytes(24)
    rand = Script(first, second, bytes(32))
    assert generate_token("sk", rand) == SK_TOKEN
    assert rand.calls == [32, 32]


def test_byte_247_is_kept_and_248_discarded():
    rand = Script(bytes([247, 248] * 16), bytes([247]) * 32)
    token = generate_token("ab", rand)
    assert token == "ab_" + "z" * 30 + "3vkIiF"
    assert rand.calls == [32, 32]
    assert check_token(token, "ab") is True


def test_checksum_covers_prefix():
    rand = Script(bytes(range(32)))
    assert generate_token("ab", rand) == "ab_0123456789ABCDEFGHIJKLMNOPQRST3kJngj"
    assert check_token("ab_0123456789ABCDEFGHIJKLMNOPQRST37AKbs", "ab") is False
    assert check_token(GHP_TOKEN, "ab") is False
    assert check_token("ab_0123456789ABCDEFGHIJKLMNOPQRSU3kJngj", "ab") is False
    assert check_token("ab-0123456789ABCDEFGHIJKLMNOPQRST3kJngj", "ab") is False


def test_prefix_and_separator_must_match_exactly():
    assert check_token("ghp-0123456789ABCDEFGHIJKLMNOPQRST37AKbs", "ghp") is False
    assert check_token("xghp_0123456789ABCDEFGHIJKLMNOPQRST37AKbs", "ghp") is False
    assert check_token("gh_p0123456789ABCDEFGHIJKLMNOPQRST37AKbs", "gh") is False
    assert check_token("GHP_0123456789ABCDEFGHIJKLMNOPQRST37AKbs", "ghp") is False


def test_wrong_length_or_characters_fail():
    assert check_token(GHP_TOKEN + "0", "ghp") is False
    assert check_token(GHP_TOKEN[:-1], "ghp") is False
    assert check_token("ghp_0123456789ABCDEFGHIJKLMN-PQRST37AKbs", "ghp") is False
    assert check_token("ghp_0123456789ABCDEFGHIJKLMNéPQRST37AKbs", "ghp") is False
    assert check_token("", "ghp") is False


def test_characters_outside_alphabet_fail_even_with_valid_checksum():
    # each checksum below is the correct one for the 30 characters before it
    assert check_token("ab_------------------------------1q6chm", "ab") is False
    assert check_token("sk_______________________________3s8ARC", "sk") is False
    assert check_token("key_0123456789 1234567890123456780ADS7o", "key") is False


def test_invalid_prefix_raises_value_error():
    for prefix in ("a", "abcdefghi", "Ghp", "gh1", "gh_", "", "ghp\n", "çà"):
        with pytest.raises(ValueError):
            generate_token(prefix, Script(bytes(32)))
        with pytest.raises(ValueError):
            check_token(GHP_TOKEN, prefix)


def test_invalid_prefix_raises_for_both_functions():
    for prefix in ("\u00e9a", "ab\u0251", "\uff41\uff42", "x", "abcdefghij", "AB", "a b", None, b"ab", 12):
        with pytest.raises(ValueError):
            generate_token(prefix, Script(bytes(32)))
        with pytest.raises(ValueError):
            check_token("ab_0123456789ABCDEFGHIJKLMNOPQRST3kJngj", prefix)


def test_non_alphabet_body_with_valid_checksum_rejected():
    # the checksum is the correct one for the 30 characters before it
    token = "ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZ+/=.3a5evr"
    assert check_token(token, "ghp") is False
    assert check_token(token.replace("+/=.", "abcd"), "ghp") is False


def test_checksum_with_two_leading_zeros():
    rand = Script(bytes(28) + bytes([85, 129, 255, 255]))
    token = generate_token("pad", rand)
    assert token == "pad_0000000000000000000000000000N500CLHS"
    assert rand.calls == [32]
    assert check_token(token, "pad") is True
    assert check_token("pad_0000000000000000000000000000N5CLHS", "pad") is False
    assert check_token("pad_0000000000000000000000000000N50CLHS", "pad") is False


def test_prefix_length_bounds_accepted():
    two = generate_token("ab", Script(bytes(range(32))))
    eight = generate_token("abcdefgh", Script(bytes(range(32))))
    assert two.startswith("ab_0123456789ABCDEFGHIJKLMNOPQRST")
    assert len(two) == 39
    assert eight.startswith("abcdefgh_0123456789ABCDEFGHIJKLMNOPQRST")
    assert len(eight) == 45
    assert check_token(eight, "abcdefgh") is True


def test_check_token_never_raises_for_odd_strings():
    for token in ("ab_" + "\u00e9" * 36, "ab_" + "\udc80" * 36, "ab_" + "\u0661" * 36,
                  "\u00e9" * 39, "ab_", "ab_" + "\x00" * 36, "ab_" + "A" * 1000):
        assert check_token(token, "ab") is False


def test_check_token_invalid_prefix_raises_whatever_the_token():
    for token in ("", "\u00e9a_0123456789ABCDEFGHIJKLMNOPQRST37AKbs", GHP_TOKEN, "ab_" + "\u00e9" * 36):
        for prefix in ("\u00e9a", "\u00df\u00e7", "ghp ", "Ab", "abcdefghi"):
            with pytest.raises(ValueError):
                check_token(token, prefix)


def test_second_chunk_only_when_first_runs_out():
    rand = Script(bytes([61] * 29 + [255, 255, 255]), bytes([0]) + bytes([7]) * 31, bytes(32))
    assert generate_token("ab", rand) == "ab_" + "z" * 29 + "01BOfJZ"
    assert rand.calls == [32, 32]
    rand = Script(bytes(range(30)) + bytes([255, 255]), bytes(32))
    assert generate_token("ab", rand) == "ab_0123456789ABCDEFGHIJKLMNOPQRST3kJngj"
    assert rand.calls == [32]


def test_byte_248_discarded_and_rest_of_chunk_ignored():
    rand = Script(bytes([248]) + bytes(29) + bytes([2, 1]), bytes(32))
    token = generate_token("pad", rand)
    assert token == "pad_0000000000000000000000000000020sRiiL"
    assert rand.calls == [32]
