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


def test_prefix_length_bounds_accepted():
    two = generate_token("ab", Script(bytes(range(32))))
    eight = generate_token("abcdefgh", Script(bytes(range(32))))
    assert two.startswith("ab_0123456789ABCDEFGHIJKLMNOPQRST")
    assert len(two) == 39
    assert eight.startswith("abcdefgh_0123456789ABCDEFGHIJKLMNOPQRST")
    assert len(eight) == 45
    assert check_token(eight, "abcdefgh") is True


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


def test_byte_247_is_kept_and_248_discarded():
    rand = Script(bytes([247, 248] * 16), bytes([247]) * 32)
    token = generate_token("ab", rand)
    assert token == "ab_" + "z" * 30 + "3vkIiF"
    assert rand.calls == [32, 32]
    assert check_token(token, "ab") is True


def test_invalid_prefix_raises_value_error():
    for prefix in ("a", "abcdefghi", "Ghp", "gh1", "gh_", "", "ghp\n", "çà"):
        with pytest.raises(ValueError):
            generate_token(prefix, Script(bytes(32)))
        with pytest.raises(ValueError):
            check_token(GHP_TOKEN, prefix)
