import pytest

from solution import hkdf

IKM = bytes.fromhex("0b" * 22)
SALT = bytes.fromhex("000102030405060708090a0b0c")
INFO = bytes.fromhex("f0f1f2f3f4f5f6f7f8f9")


def test_rfc5869_case1_sha256_with_salt_and_info():
    okm = hkdf(IKM, 42, SALT, INFO)
    assert type(okm) is bytes
    assert okm.hex() == ("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c"
                         "5db02d56ecc4c5bf34007208d5b887185865")


def test_rfc5869_case3_defaults_no_salt_no_info():
    okm = hkdf(IKM, 42)
    assert type(okm) is bytes
    assert okm.hex() == ("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879e"
                         "c3454e5f3c738d2d9d201395faa4b61a96c8")


def test_rfc5869_case4_sha1():
    okm = hkdf(bytes.fromhex("0b" * 11), 42, SALT, INFO, "sha1")
    assert okm.hex() == ("085a01ea1b10f36933068b56efa5ad81a4f14b822f5b0915"
                         "68a9cdd4f155fda2c22e422478d305f3f896")


def test_rfc5869_case7_sha1_empty_salt():
    okm = hkdf(bytes.fromhex("0c" * 22), 42, hash_name="sha1")
    assert okm.hex() == ("2c91117204d745f3500d636a62f64f0ab3bae548aa53d423"
                         "b0d1f27ebba6f5e5673a081d70cce7acfc48")


def test_short_outputs_are_prefixes_across_block_boundary():
    assert hkdf(IKM, 1) == bytes.fromhex("8d")
    assert hkdf(IKM, 32).hex() == ("8da4e775a563c18f715f802a063c5a31"
                                   "b8a11f5c5ee1879ec3454e5f3c738d2d")
    assert hkdf(IKM, 33).hex() == ("8da4e775a563c18f715f802a063c5a31"
                                   "b8a11f5c5ee1879ec3454e5f3c738d2d9d")


def test_sha512_two_blocks():
    okm = hkdf(b"secret key material", 70, b"salt", b"ctx", "sha512")
    assert okm.hex() == ("22ddc90f15031405e7098e27467e996c7ef3668544861040"
                         "f50d0fea183f53b187e0f63df9de6b6ea511e29f261581f6"
                         "0a11f5a93b8a014d5c2f99d09c052dc2c3ce9730981b")


def test_maximum_length_per_hash_and_one_more():
    for name, maximum, tail in (("sha1", 5100, "7d2f3f978792dcdb"),
                                ("sha256", 8160, "8c8ea05f96cfe1ec"),
                                ("sha512", 16320, "4a06d68f8a6a40b4")):
        okm = hkdf(b"x", maximum, hash_name=name)
        assert len(okm) == maximum
        assert okm[-8:].hex() == tail
        with pytest.raises(ValueError):
            hkdf(b"x", maximum + 1, hash_name=name)
        with pytest.raises(ValueError):
            hkdf(b"x", 0, hash_name=name)


def test_length_bounds_for_the_default_hash():
    with pytest.raises(ValueError):
        hkdf(IKM, 0)
    with pytest.raises(ValueError):
        hkdf(IKM, -5)
    with pytest.raises(ValueError):
        hkdf(IKM, 8161)
    okm = hkdf(IKM, 8160)
    assert len(okm) == 8160
    assert okm[-8:].hex() == "47aae9cd77993ea6"


def test_non_bytes_arguments_raise_type_error():
    with pytest.raises(TypeError):
        hkdf("key", 16)
    with pytest.raises(TypeError):
        hkdf(IKM, 16, salt="")
    with pytest.raises(TypeError):
        hkdf(IKM, 16, info="")
    with pytest.raises(TypeError):
        hkdf(bytearray(IKM), 16)
    with pytest.raises(TypeError):
        hkdf(IKM, 16, salt=bytearray(SALT))


def test_unsupported_hash_names_rejected():
    for name in ("md5", "SHA256", "sha-256", "sha384", ""):
        with pytest.raises(ValueError):
            hkdf(IKM, 16, hash_name=name)


def test_validation_order_hash_before_type_before_length():
    with pytest.raises(ValueError):
        hkdf("key", 0, hash_name="md5")
    with pytest.raises(ValueError):
        hkdf("key", 16, hash_name="SHA256")
    with pytest.raises(TypeError):
        hkdf("key", 0)
    with pytest.raises(TypeError):
        hkdf(IKM, 0, info=bytearray())


def test_info_and_salt_both_affect_output():
    base = hkdf(b"k", 16, b"s", b"i")
    assert hkdf(b"k", 16, b"s", b"j") != base
    assert hkdf(b"k", 16, b"t", b"i") != base
    assert hkdf(b"k", 16, b"", b"i") == hkdf(b"k", 16, bytes(32), b"i")
    assert hkdf(b"k", 16, b"", b"i", "sha512") == hkdf(b"k", 16, bytes(64), b"i", "sha512")


def test_hash_name_must_match_exactly():
    for name in ("SHA256", "Sha1", "SHA512", " sha256", "sha256\n", None, b"sha256", ["sha256"]):
        with pytest.raises(ValueError):
            hkdf(b"k", 16, hash_name=name)


def test_bytearray_memoryview_and_str_raise_type_error():
    with pytest.raises(TypeError):
        hkdf(bytearray(b"k"), 16)
    with pytest.raises(TypeError):
        hkdf(b"k", 16, salt=bytearray())
    with pytest.raises(TypeError):
        hkdf(b"k", 16, info=bytearray(b"ctx"))
    with pytest.raises(TypeError):
        hkdf(memoryview(b"k"), 16)
    with pytest.raises(TypeError):
        hkdf("", 16)


def test_length_zero_and_above_maximum_rejected_with_salt_and_info():
    for name, maximum in (("sha1", 5100), ("sha256", 8160), ("sha512", 16320)):
        with pytest.raises(ValueError):
            hkdf(IKM, 0, SALT, INFO, name)
        with pytest.raises(ValueError):
            hkdf(IKM, -1, SALT, INFO, name)
        with pytest.raises(ValueError):
            hkdf(IKM, maximum + 1, SALT, INFO, name)


def test_types_checked_before_length():
    with pytest.raises(TypeError):
        hkdf("k", 0)
    with pytest.raises(TypeError):
        hkdf(b"k", 10 ** 6, info=bytearray())
    with pytest.raises(ValueError):
        hkdf("k", 0, hash_name="SHA1")


def test_types_checked_before_length_for_every_argument():
    with pytest.raises(TypeError):
        hkdf(bytearray(b"k"), -1)
    with pytest.raises(TypeError):
        hkdf(b"k", 0, salt="s")
    with pytest.raises(TypeError):
        hkdf(b"k", 9000, "", b"", "sha1")


def test_sha1_and_sha512_outputs_are_prefixes():
    long_sha1 = hkdf(IKM, 41, SALT, b"", "sha1")
    assert long_sha1.hex() == ("35d53ad24988e8ade941fc167f3e635dc36bc7b2159be6268b7e17cb"
                               "4c522357c216861ef2e8422a21")
    assert hkdf(IKM, 20, SALT, b"", "sha1") == long_sha1[:20]
    assert hkdf(IKM, 21, SALT, b"", "sha1") == long_sha1[:21]
    long_sha512 = hkdf(IKM, 65, b"", b"label", "sha512")
    assert long_sha512.hex() == ("3502fa084578beeb112e18124b16ecd105fe039498fb301807ffc400"
                                 "2669d30c62b95a687f06641ecf0eb504a1899e20dabb17bcadc9eea6"
                                 "bca634b22bb25ef784")
    assert hkdf(IKM, 64, b"", b"label", "sha512") == long_sha512[:64]
