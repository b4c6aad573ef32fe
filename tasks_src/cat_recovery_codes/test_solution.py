import pytest

from solution import RecoveryCodes


def scripted(*hex_chunks):
    """A random_bytes stand-in that returns the given chunks in order and logs each n."""
    queue = [bytes.fromhex(chunk) for chunk in hex_chunks]
    calls = []

    def random_bytes(n):
        calls.append(n)
        return queue.pop(0)

    return random_bytes, calls


def test_generate_formats_codes_from_random_bytes():
    random_bytes, calls = scripted("0123456789", "ffffffffff", "deadbeef42")
    codes = RecoveryCodes(random_bytes).generate(3)
    assert codes == ["04HM-ASW9", "ZZZZ-ZZZZ", "VTPV-XVT2"]
    assert type(codes) is list and all(type(code) is str for code in codes)
    assert calls == [5, 5, 5]


def test_generated_code_can_be_redeemed():
    random_bytes, _ = scripted("0123456789", "5a5a5a5a5a")
    store = RecoveryCodes(random_bytes)
    store.generate(2)
    assert store.remaining() == 2
    assert store.redeem("B9D5-MPJT") is True
    assert store.remaining() == 1


def test_each_code_works_only_once():
    random_bytes, _ = scripted("0123456789", "5a5a5a5a5a")
    store = RecoveryCodes(random_bytes)
    store.generate(2)
    assert store.redeem("04HM-ASW9") is True
    assert store.redeem("04HM-ASW9") is False
    assert store.remaining() == 1
    assert store.redeem("B9D5-MPJT") is True
    assert store.remaining() == 0
    assert store.redeem("B9D5-MPJT") is False


def test_case_hyphens_and_spaces_ignored():
    random_bytes, _ = scripted("0123456789")
    store = RecoveryCodes(random_bytes)
    store.generate(1)
    assert store.redeem(" 04hm asw9 ") is True


def test_confusable_letters_read_as_digits():
    random_bytes, _ = scripted("0842108421", "0000000001", "00000000ff")
    store = RecoveryCodes(random_bytes)
    assert store.generate(3) == ["1111-1111", "0000-0001", "0000-007Z"]
    assert store.redeem("IlLi-1iLI") is True
    assert store.redeem("oOoO-OOOl") is True
    assert store.redeem("O-O-O-O-O-O-7-z") is True
    assert store.remaining() == 0


def test_malformed_input_rejected_without_error():
    random_bytes, _ = scripted("0123456789")
    store = RecoveryCodes(random_bytes)
    store.generate(1)
    for bad in ("", "04HM-ASW", "04HM-ASW99", "04HM_ASW9", "04HM-ASWU", "04HM\u2010ASW9",
                "\uff10\uff14HM-ASW9", "04HM-A\u017fW9"):
        assert store.redeem(bad) is False
    assert store.remaining() == 1


def test_generate_replaces_previous_set():
    random_bytes, _ = scripted("0123456789", "5a5a5a5a5a", "deadbeef42")
    store = RecoveryCodes(random_bytes)
    store.generate(2)
    assert store.redeem("04HM-ASW9") is True
    assert store.generate(1) == ["VTPV-XVT2"]
    assert store.remaining() == 1
    assert store.redeem("B9D5-MPJT") is False
    assert store.redeem("VTPV-XVT2") is True


def test_count_must_be_between_1_and_20():
    random_bytes, _ = scripted()
    store = RecoveryCodes(random_bytes)
    with pytest.raises(ValueError):
        store.generate(0)
    with pytest.raises(ValueError):
        store.generate(21)


def test_duplicate_code_is_drawn_again():
    random_bytes, calls = scripted("0123456789", "0123456789", "ffffffffff")
    store = RecoveryCodes(random_bytes)
    assert store.generate(2) == ["04HM-ASW9", "ZZZZ-ZZZZ"]
    assert calls == [5, 5, 5]
    assert store.remaining() == 2


def test_nothing_redeemable_before_generate():
    random_bytes, calls = scripted()
    store = RecoveryCodes(random_bytes)
    assert store.remaining() == 0
    assert store.redeem("0000-0000") is False
    assert calls == []


def test_bounds_and_leading_zeros():
    chunks = ["00000000%02x" % i for i in range(20)]
    random_bytes, calls = scripted(*chunks)
    store = RecoveryCodes(random_bytes)
    assert store.remaining() == 0
    assert store.redeem("0000-0000") is False
    with pytest.raises(ValueError):
        store.generate(0)
    with pytest.raises(ValueError):
        store.generate(21)
    codes = store.generate(20)
    assert codes[0] == "0000-0000" and codes[1] == "0000-0001" and codes[19] == "0000-000K"
    assert len(codes) == 20 and calls == [5] * 20
    assert store.redeem("0000-000k") is True
    assert store.redeem("0000-000U") is False
    assert store.redeem("0000-00\u00e9K") is False
    assert store.redeem("0000-000\u0131") is False
    assert store.redeem("0000-000i") is True
    assert store.remaining() == 18
    single, _ = scripted("8421084210")
    assert RecoveryCodes(single).generate(1) == ["GGGG-GGGG"]
