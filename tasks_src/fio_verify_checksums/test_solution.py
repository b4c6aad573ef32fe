import pytest

from solution import verify_checksums

HELLO = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"  # b"hello"
ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"  # b"abc"


def test_crlf_line_endings(tmp_path):
    (tmp_path / "a.txt").write_bytes(b"hello")
    (tmp_path / "b.txt").write_bytes(b"abc")
    sums = tmp_path / "SHA256SUMS"
    sums.write_bytes(f"{HELLO}  a.txt\r\n{ABC}  none.txt\r\n{HELLO}  b.txt\r\n{ABC}  b.txt.1".encode())
    (tmp_path / "b.txt.1").write_bytes(b"abc")
    assert list(verify_checksums(sums).items()) == [
        ("a.txt", "OK"), ("none.txt", "MISSING"), ("b.txt", "FAILED"), ("b.txt.1", "OK")
    ]


def test_ok_failed_and_missing(tmp_path):
    (tmp_path / "good.txt").write_bytes(b"hello")
    (tmp_path / "bad.txt").write_bytes(b"hello!")
    sums = tmp_path / "sums.txt"
    sums.write_text(f"{HELLO}  good.txt\n{HELLO}  bad.txt\n{ABC}  gone.txt\n", encoding="utf-8")
    result = verify_checksums(str(sums))
    assert result == {"good.txt": "OK", "bad.txt": "FAILED", "gone.txt": "MISSING"}
    assert type(result) is dict


def test_unsafe_names_raise_value_error(tmp_path):
    (tmp_path / "ok.txt").write_bytes(b"hello")
    sums = tmp_path / "sums"
    for name in ["../outside.txt", "/etc/hostname", "sub/../../x", ".."]:
        sums.write_text(f"{HELLO}  ok.txt\n{HELLO}  {name}\n", encoding="utf-8")
        with pytest.raises(ValueError):
            verify_checksums(sums)


def test_binary_marker_and_uppercase_digest(tmp_path):
    (tmp_path / "img.bin").write_bytes(b"abc")
    sums = tmp_path / "sums"
    sums.write_text(f"{ABC.upper()} *img.bin", encoding="utf-8")
    assert verify_checksums(sums) == {"img.bin": "OK"}


def test_names_with_spaces_and_subdirectories(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "my file.txt").write_bytes(b"abc")
    (tmp_path / " lead.txt").write_bytes(b"hello")
    (tmp_path / "..hidden").write_bytes(b"hello")
    sums = tmp_path / "sums"
    sums.write_text(f"#{HELLO}  skipped\n{ABC}  sub/my file.txt\n{HELLO}   lead.txt\n{HELLO}  ..hidden\n",
                    encoding="utf-8")
    assert verify_checksums(sums) == {"sub/my file.txt": "OK", " lead.txt": "OK", "..hidden": "OK"}


def test_comments_and_blank_lines_ignored_order_kept(tmp_path):
    (tmp_path / "z.txt").write_bytes(b"abc")
    (tmp_path / "a.txt").write_bytes(b"hello")
    sums = tmp_path / "sums"
    sums.write_text(f"# generated\n\n{ABC}  z.txt\n   \n{HELLO}  a.txt\n\n", encoding="utf-8")
    assert list(verify_checksums(sums).items()) == [("z.txt", "OK"), ("a.txt", "OK")]


def test_malformed_lines_raise_value_error(tmp_path):
    (tmp_path / "f").write_bytes(b"hello")
    sums = tmp_path / "sums"
    bad_lines = [
        f"{HELLO} f",            # single space
        f"{HELLO[:-1]}  f",      # 63 digits
        f"{HELLO}0  f",          # 65 digits
        f"{HELLO[:-1]}g  f",     # not hexadecimal
        f"{HELLO}  ",            # empty name
        "not a checksum line",
    ]
    for bad in bad_lines:
        sums.write_text(f"{HELLO}  f\n{bad}\n", encoding="utf-8")
        with pytest.raises(ValueError):
            verify_checksums(sums)


def test_directory_counts_as_missing(tmp_path):
    (tmp_path / "data").mkdir()
    sums = tmp_path / "sums"
    sums.write_text(f"{HELLO}  data\n", encoding="utf-8")
    assert verify_checksums(sums) == {"data": "MISSING"}


def test_duplicate_name_raises_value_error(tmp_path):
    sums = tmp_path / "sums"
    sums.write_text(f"{HELLO}  f.txt\n{ABC}  *f.txt\n{ABC} *f.txt\n", encoding="utf-8")
    with pytest.raises(ValueError):
        verify_checksums(sums)


def test_names_resolved_against_sums_file_directory(tmp_path):
    release = tmp_path / "release"
    release.mkdir()
    (release / "app.tar").write_bytes(b"abc")
    (tmp_path / "app.tar").write_bytes(b"hello")
    sums = release / "SHA256SUMS"
    sums.write_text(f"{ABC}  app.tar\n", encoding="utf-8")
    assert verify_checksums(sums) == {"app.tar": "OK"}


def test_lone_carriage_return_is_part_of_the_name(tmp_path):
    # Only "\n" and "\r\n" end a line; a "\r" elsewhere belongs to the file name.
    (tmp_path / "odd\rname.txt").write_bytes(b"hello")
    (tmp_path / "café.txt").write_bytes(b"abc")
    sums = tmp_path / "sums"
    sums.write_bytes(f"{HELLO}  odd\rname.txt\r\n{ABC}  café.txt\n".encode("utf-8"))
    assert verify_checksums(sums) == {"odd\rname.txt": "OK", "café.txt": "OK"}
