import hmac

import pytest

import solution
from solution import RecoveryCodes

# SHA-256 of the ASCII symbols 04HMASW9, 00000001 and 04HMASW8
DIGEST_04HM = "19954118d34e28c41657fd3d649a01207ccdfdff3f1a2c512107e7632e5f36a7"
DIGEST_0001 = "ae5ce162888ee3ebe974976cac5ab94a3f55049f8515884883d579fb3fa378d2"  # 00000001
DIGEST_WRONG = "25b6e8434609fd72551c96f183984e765cc7d0d1ca0978fa27143c224e725f29"


def scripted(*hex_chunks):
    """A random_bytes stand-in that returns the given chunks in order and logs each n."""
    queue = [bytes.fromhex(chunk) for chunk in hex_chunks]
    calls = []

    def random_bytes(n):
        calls.append(n)
        return queue.pop(0)

    return random_bytes, calls


def reachable(root):
    """Every object reachable from ``root`` through attributes and containers."""
    seen, stack, found = set(), [root], []
    while stack:
        obj = stack.pop()
        if id(obj) in seen or callable(obj):
            continue
        seen.add(id(obj))
        found.append(obj)
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        elif not isinstance(obj, (str, bytes, bytearray, int, float)):
            stack.extend(getattr(obj, "__dict__", {}).values())
            for cls in type(obj).__mro__:
                slots = getattr(cls, "__slots__", ())
                for slot in [slots] if isinstance(slots, str) else slots:
                    stack.append(getattr(obj, slot, None))
    return found


def holds_text(store, text):
    """Whether ``text`` (as str or ASCII bytes) appears anywhere inside ``store``."""
    for obj in reachable(store):
        if isinstance(obj, str) and text in obj:
            return True
        if isinstance(obj, (bytes, bytearray)) and text.encode() in obj:
            return True
    return False


def spy_compare_digest(monkeypatch):
    """Record every hmac.compare_digest call (also when imported by name)."""
    calls = []
    real = hmac.compare_digest

    def spy(a, b):
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)
    if hasattr(solution, "compare_digest"):
        monkeypatch.setattr(solution, "compare_digest", spy)
    return calls


def as_hex(value):
    return value.hex() if isinstance(value, (bytes, bytearray)) else value


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
    assert store.redeem("b9d5mpjt") is False
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
    with pytest.raises(ValueError):
        store.generate(0)


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
    assert store.redeem("0000\n0002") is False
    assert store.redeem("\t0000-0003") is False
    assert store.remaining() == 18
    single, _ = scripted("8421084210")
    assert RecoveryCodes(single).generate(1) == ["GGGG-GGGG"]


def test_l_mapped_and_other_whitespace_kept():
    random_bytes, _ = scripted("0000000001", "0123456789")
    store = RecoveryCodes(random_bytes)
    store.generate(2)
    assert store.redeem("0000\t0001") is False
    assert store.redeem("0000-000L") is True
    assert store.redeem("04HM\nASW9") is False
    assert store.redeem("04HM\r\nASW9") is False
    assert store.remaining() == 1


def test_normalisation_drops_only_ascii_hyphens_and_spaces():
    random_bytes, _ = scripted("0123456789")
    store = RecoveryCodes(random_bytes)
    store.generate(1)
    for bad in ("04HM\tASW9", "04HMASW9\n", "\v04HM-ASW9", "04HM\fASW9", "04HM.ASW9", "04HM+ASW9",
                "04HM\u00a0ASW9", "04HM-A\u017fW9"):
        assert store.redeem(bad) is False
    assert store.remaining() == 1
    assert store.redeem("04hm - asw9") is True


def test_duplicate_drawn_again_within_one_call():
    random_bytes, calls = scripted("ffffffffff", "0000000000", "ffffffffff", "0000000000", "0000000001")
    store = RecoveryCodes(random_bytes)
    assert store.generate(3) == ["ZZZZ-ZZZZ", "0000-0000", "0000-0001"]
    assert calls == [5, 5, 5, 5, 5]
    assert store.remaining() == 3


def test_codes_are_stored_only_as_digests():
    random_bytes, _ = scripted("0123456789", "5a5a5a5a5a")
    store = RecoveryCodes(random_bytes)
    store.generate(2)
    for text in ("04HM-ASW9", "04HMASW9", "B9D5-MPJT", "B9D5MPJT", "04HM", "MPJT"):
        assert holds_text(store, text) is False
    assert store.redeem("04HM-ASW9") is True


def test_new_set_invalidates_unused_codes():
    random_bytes, _ = scripted("0123456789", "5a5a5a5a5a", "ffffffffff")
    store = RecoveryCodes(random_bytes)
    store.generate(2)
    assert store.generate(1) == ["ZZZZ-ZZZZ"]
    assert store.remaining() == 1
    assert store.redeem("04HM-ASW9") is False
    assert store.redeem("B9D5-MPJT") is False
    assert store.remaining() == 1


def test_digests_compared_with_compare_digest(monkeypatch):
    random_bytes, _ = scripted("0123456789", "0000000001")
    store = RecoveryCodes(random_bytes)
    store.generate(2)
    calls = spy_compare_digest(monkeypatch)
    assert store.redeem("oooo oool") is True
    pairs = [[as_hex(x) for x in call] for call in calls]
    assert [DIGEST_0001, DIGEST_0001] in pairs


def test_no_code_kept_in_plain_text():
    random_bytes, _ = scripted("0123456789")
    store = RecoveryCodes(random_bytes)
    assert store.generate(1) == ["04HM-ASW9"]
    assert holds_text(store, "04HMASW9") is False
    assert holds_text(store, "04HM-ASW9") is False
    assert holds_text(store, "ASW9") is False


def test_regenerating_revokes_used_and_unused_codes():
    random_bytes, calls = scripted("0123456789", "5a5a5a5a5a", "ffffffffff", "ffffffffff", "0000000001")
    store = RecoveryCodes(random_bytes)
    store.generate(2)
    assert store.redeem("B9D5-MPJT") is True
    assert store.generate(2) == ["ZZZZ-ZZZZ", "0000-0001"]
    assert calls == [5, 5, 5, 5, 5]
    assert store.redeem("04HM-ASW9") is False
    assert store.redeem("B9D5-MPJT") is False
    assert store.remaining() == 2
    assert store.redeem("0000-0001") is True


def test_wrong_code_compared_with_compare_digest(monkeypatch):
    random_bytes, _ = scripted("0123456789")
    store = RecoveryCodes(random_bytes)
    store.generate(1)
    calls = spy_compare_digest(monkeypatch)
    assert store.redeem("04HM-ASW8") is False
    assert [sorted(as_hex(x) for x in call) for call in calls] == [sorted([DIGEST_04HM, DIGEST_WRONG])]
