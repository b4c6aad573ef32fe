import hmac

import pytest

import solution
from solution import verify_password

# Stored keys below were derived once with hashlib.pbkdf2_hmac and written in as literals.
HORSE_256 = "pbkdf2_sha256$10000$q9Zp3LxV$Ary7Fiy6M7UP95H/aXqxwKS8B1MZaQb5g4ZEUUXsfMY="
HORSE_512 = ("pbkdf2_sha512$10000$q9Zp3LxV$ibhhihKosNbz6ai12/VGXA9RHZUxuTNItfAXHOG3wYFzsPbr"
             "5jqKEkLjJOrT1vJrhYvoAhlccfkmL00KVKtaRg==")
PW_32 = "pbkdf2_sha256$10000$NaCl$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g="
PW_KEY_32 = bytes.fromhex("a258a1f37f61bb4b7f5f5cfb0d1a956c94a8ebe5b561a0ef6ab367747931dbb8")  # PW_32's key


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


def test_correct_and_wrong_password_sha256():
    result = verify_password("correct horse", HORSE_256)
    assert result is True
    assert verify_password("correct horse ", HORSE_256) is False
    assert verify_password("\uff43orrect horse", HORSE_256) is True
    assert verify_password("Correct horse", HORSE_256) is False


def test_sha512_with_64_byte_key():
    assert verify_password("correct horse", HORSE_512) is True
    assert verify_password("correct hose", HORSE_512) is False


def test_too_few_iterations_refused_but_200000_allowed():
    weak = "pbkdf2_sha256$9999$NaCl$Y8D6J781xEAYoXh6IA34MhN9jb08uxKfRZl9Rj5kyl0="
    with pytest.raises(ValueError):
        verify_password("pw", weak)
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$1$NaCl$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=")
    # 200000 is the largest count allowed: a wrong password there is simply False
    assert verify_password("pw!", "pbkdf2_sha256$200000$NaCl$wtpA0lTjmcLdRoCL37GNNg==") is False


def test_key_length_taken_from_stored_hash():
    assert verify_password("ABC123", "pbkdf2_sha256$10000$NaCl$0nUwmaiiB+5le/QLErvwNw==") is True
    assert verify_password("pw", "pbkdf2_sha256$10000$NaCl$olih839hu0t/X1z7DRqVbJQ=") is True
    assert verify_password("pw", "pbkdf2_sha256$10000$NaCl$olih839hu0t/X1z7DRqVbJSo") is True
    assert verify_password("pw", PW_32) is True
    assert verify_password("pw", PW_32[:-2] + "j=") is True
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$10000$NaCl$olih839hu0t/X1z7DRqV")


def test_password_normalised_to_nfkc():
    stored = "pbkdf2_sha256$10000$s\u00e4lt$rlRJ6Be0nDvGFpZ1dvcn7M+cGltW31V+1vbM7k9LeL8="
    assert verify_password("caf\u00e9 \u00e9t\u00e9", stored) is True
    assert verify_password("cafe\u0301 e\u0301te\u0301", stored) is True
    assert verify_password("cafe ete", stored) is False
    fullwidth = "\uff21\uff22\uff23\uff11\uff12\uff13"
    assert verify_password(fullwidth, "pbkdf2_sha256$10000$NaCl$0nUwmaiiB+5le/QLErvwNw==") is True


def test_malformed_fields_raise():
    bad = [
        "pbkdf2_sha256$10000$NaCl",
        "pbkdf2_sha256$10000$NaCl$olih839hu0t/X1z7DRqVbJQ=$x",
        "pbkdf2_SHA256$10000$NaCl$olih839hu0t/X1z7DRqVbJQ=",
        "sha256$10000$NaCl$olih839hu0t/X1z7DRqVbJQ=",
        "pbkdf2_sha256$+10000$NaCl$olih839hu0t/X1z7DRqVbJQ=",
        "pbkdf2_sha256$10_000$NaCl$olih839hu0t/X1z7DRqVbJQ=",
        "pbkdf2_sha256$ 10000$NaCl$olih839hu0t/X1z7DRqVbJQ=",
        "pbkdf2_sha256$$NaCl$olih839hu0t/X1z7DRqVbJQ=",
        "pbkdf2_sha256$10000$$olih839hu0t/X1z7DRqVbJQ=",
        "",
    ]
    for stored in bad:
        with pytest.raises(ValueError):
            verify_password("pw", stored)


def test_stored_key_length_bounds():
    for encoded in ("", "olih839hu0t/X1z7DRqV", "A" * 87 + "=", "A" * 88):
        with pytest.raises(ValueError):
            verify_password("pw", "pbkdf2_sha256$10000$NaCl$" + encoded)
    # characters outside the alphabet are not skipped to make up a 16-byte key
    for encoded in ("olih839hu0t/X1z7DRqV.bA==", "olih839hu0t/X1z7DRqV\r\nbA==", "olih839hu0t/X1z7DRqVbA==%"):
        with pytest.raises(ValueError):
            verify_password("pw", "pbkdf2_sha256$10000$NaCl$" + encoded)
    assert verify_password("pw", "pbkdf2_sha512$10000$NaCl$" + "A" * 86 + "==") is False


def test_empty_password():
    stored = "pbkdf2_sha256$10000$NaCl$MRQneF3T64vU50Lvtoz145Pq57mm/eFsGl6Y4GKxt6M="
    assert verify_password("", stored) is True
    assert verify_password(" ", stored) is False


def test_hash_must_be_strict_padded_base64():
    for encoded in ("olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g",
                    "olih839hu0t/X1z7DRqVbJSo6-W1YaDvarNndHkx27g=",
                    "olih839hu0t/X1z7 DRqVbJSo6+W1YaDvarNndHkx27g=",
                    "olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g==",
                    "olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=\n",
                    "olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=$",
                    "$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g="):
        with pytest.raises(ValueError):
            verify_password("pw", "pbkdf2_sha256$10000$NaCl$" + encoded)
    assert verify_password("ABC123", "pbkdf2_sha256$10000$NaCl$0nUwmaiiB+5le/QLErvwNx==") is True


def test_iteration_bounds():
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$9999$NaCl$Y8D6J781xEAYoXh6IA34MhN9jb08uxKfRZl9Rj5kyl0=")
    assert verify_password("pw", "pbkdf2_sha256$200000$NaCl$wtpA0lTjmcLdRoCL37GNNg==") is True
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$200001$NaCl$wtpA0lTjmcLdRoCL37GNNg==")
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$99999999999999$NaCl$wtpA0lTjmcLdRoCL37GNNg==")


def test_algorithm_and_salt_are_part_of_the_check():
    as_512 = "pbkdf2_sha512$10000$NaCl$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g="
    assert verify_password("pw", as_512) is False
    assert verify_password("pw", "pbkdf2_sha512$10000$NaCl$/zz0iY/FO29lEPGIn/AYKVRHmz9uzS82Zim8OvAyNsk=") is True
    assert verify_password("pw", "pbkdf2_sha256$10000$NaCl$/zz0iY/FO29lEPGIn/AYKVRHmz9uzS82Zim8OvAyNsk=") is False
    assert verify_password("pw", "pbkdf2_sha256$10000$NaCL$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=") is False
    assert verify_password("pw", "pbkdf2_sha256$10001$NaCl$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=") is False
    for stored in ("pbkdf2_sha1$10000$NaCl$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=",
                   "Pbkdf2_sha256$10000$NaCl$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=",
                   "pbkdf2_sha256$10000$$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g="):
        with pytest.raises(ValueError):
            verify_password("pw", stored)


def test_compatibility_characters_normalised_to_nfkc():
    stored = "pbkdf2_sha256$10000$NaCl$U1iiSJyYGRtM4VSaA8tvyLyf+7tHFKoHus4BFVqvEyM="
    assert verify_password("fine 2", stored) is True
    assert verify_password("\ufb01ne \u00b2", stored) is True
    assert verify_password("\uff46\uff49\uff4e\uff45 \uff12", stored) is True
    assert verify_password("fine 3", stored) is False


def test_iteration_count_must_be_plain_ascii_digits():
    key = "$NaCl$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g="
    for iterations in ("10_000", "+10000", " 10000", "10000 ", "\uff11\uff10\uff10\uff10\uff10",
                       "\u0661\u0660\u0660\u0660\u0660", "1e4", "-10000", "10000.0"):
        with pytest.raises(ValueError):
            verify_password("pw", "pbkdf2_sha256$" + iterations + key)


def test_leading_zeros_in_iterations_allowed():
    assert verify_password("pw", "pbkdf2_sha256$010000$NaCl$olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=") is True
    assert verify_password("pw", "pbkdf2_sha256$0010000$NaCl$olih839hu0t/X1z7DRqVbA==") is True
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$\uff11\uff10\uff10\uff10\uff10$NaCl$olih839hu0t/X1z7DRqVbA==")
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$10 000$NaCl$olih839hu0t/X1z7DRqVbA==")


def test_iteration_range_is_inclusive():
    assert verify_password("pw2", "pbkdf2_sha256$200000$NaCl2$8WH+1eLcxHd06q8AMWBw5g==") is True
    assert verify_password("pw3", "pbkdf2_sha256$200000$NaCl2$8WH+1eLcxHd06q8AMWBw5g==") is False
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$09999$NaCl$Y8D6J781xEAYoXh6IA34MhN9jb08uxKfRZl9Rj5kyl0=")
    with pytest.raises(ValueError):
        verify_password("pw2", "pbkdf2_sha256$200001$NaCl2$8WH+1eLcxHd06q8AMWBw5g==")
    # the bound is only reached by plain digits
    for iterations in ("200000\n", "200_000", "+0200000"):
        with pytest.raises(ValueError):
            verify_password("pw2", "pbkdf2_sha256$" + iterations + "$NaCl2$8WH+1eLcxHd06q8AMWBw5g==")


def test_hash_with_whitespace_or_url_safe_characters_rejected():
    for encoded in ("olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g=\n",
                    "olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g= ",
                    "olih839hu0t/X1z7\tDRqVbJSo6+W1YaDvarNndHkx27g=",
                    "olih839hu0t_X1z7DRqVbJSo6-W1YaDvarNndHkx27g=",
                    "olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g",
                    "olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g===",
                    "=olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27g"):
        with pytest.raises(ValueError):
            verify_password("pw", "pbkdf2_sha256$10000$NaCl$" + encoded)


def test_sixty_four_byte_key_is_the_longest():
    key_64 = ("olih839hu0t/X1z7DRqVbJSo6+W1YaDvarNndHkx27ia83FZhMKBm9iRUGCyMheIDrnHjFxh9vmbt3xC1GPe5g==")
    assert verify_password("pw", "pbkdf2_sha256$10000$NaCl$" + key_64) is True
    assert verify_password("px", "pbkdf2_sha256$10000$NaCl$" + key_64) is False
    with pytest.raises(ValueError):
        verify_password("pw", "pbkdf2_sha256$10000$NaCl$" + key_64[:-2] + "AAA=")


def test_compare_digest_used(monkeypatch):
    calls = spy_compare_digest(monkeypatch)
    assert verify_password("pw", PW_32) is True
    assert calls == [(PW_KEY_32, PW_KEY_32)]


def test_compare_digest_used_for_a_wrong_password(monkeypatch):
    calls = spy_compare_digest(monkeypatch)
    assert verify_password("pw!", PW_32) is False
    assert len(calls) == 1
    assert PW_KEY_32 in calls[0]
    assert [len(x) for x in calls[0]] == [32, 32]
