import builtins
import io
import os

import pytest

from solution import verify_checksums

HELLO = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"  # b"hello"
ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"  # b"abc"


def _spy_on_opened_names(monkeypatch):
    opened = []
    real_open, real_os_open = io.open, os.open

    def spy_open(file, *args, **kwargs):
        if not isinstance(file, int):
            opened.append(os.path.basename(os.fsdecode(file)))
        return real_open(file, *args, **kwargs)

    def spy_os_open(path, *args, **kwargs):
        opened.append(os.path.basename(os.fsdecode(path)))
        return real_os_open(path, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", spy_open)
    monkeypatch.setattr(io, "open", spy_open)
    monkeypatch.setattr(os, "open", spy_os_open)
    return opened


def test_crlf_line_endings(tmp_path):
    (tmp_path / "a.txt").write_bytes(b"hello")
    (tmp_path / "b.txt").write_bytes(b"abc")
    sums = tmp_path / "SHA256SUMS"
    sums.write_bytes(f"{HELLO}  a.txt\r\n{ABC}  none.txt\r\n{HELLO}  b.txt\r\n{ABC.upper()}  b.txt.1".encode())
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
    (tmp_path / "tail ").write_bytes(b"abc")
    (tmp_path / "tail").write_bytes(b"hello")
    sums = tmp_path / "sums"
    sums.write_text(f"#{HELLO}  skipped\n{ABC}  sub/my file.txt\n{HELLO}   lead.txt\n{HELLO}  ..hidden\n"
                    f"{ABC}  tail \n{ABC}  sub\n", encoding="utf-8")
    assert verify_checksums(sums) == {"sub/my file.txt": "OK", " lead.txt": "OK", "..hidden": "OK",
                                      "tail ": "OK", "sub": "MISSING"}


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
        f"  {HELLO}  f",         # leading whitespace
        f" # {HELLO}  f",        # "#" not at the start
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


def test_parent_component_anywhere_raises_value_error(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "b.txt").write_bytes(b"hello")
    sums = tmp_path / "sums"
    for name in ["a/../a/b.txt", "a/..", "/tmp", "a/b.txt/../../.."]:
        sums.write_text(f"{HELLO}  {name}\n", encoding="utf-8")
        with pytest.raises(ValueError):
            verify_checksums(sums)


def test_invalid_line_raises_before_any_file_is_read(tmp_path, monkeypatch):
    (tmp_path / "data.bin").write_bytes(b"hello")
    sums = tmp_path / "sums"
    opened = _spy_on_opened_names(monkeypatch)
    for third in ["broken line", f"{HELLO}  x/../../data.bin", f"{ABC}  data.bin"]:
        sums.write_text(f"{HELLO}  data.bin\n{HELLO}  x\n{third}\n", encoding="utf-8")
        with pytest.raises(ValueError):
            verify_checksums(sums)
    assert "data.bin" not in opened


def test_trailing_spaces_belong_to_the_name(tmp_path):
    (tmp_path / "notes").write_bytes(b"hello")
    (tmp_path / "notes  ").write_bytes(b"abc")
    sums = tmp_path / "sums"
    sums.write_bytes(f"{ABC}  notes  \r\n{ABC} *notes\r\n".encode())
    assert verify_checksums(sums) == {"notes  ": "OK", "notes": "FAILED"}


def test_digest_case_is_ignored(tmp_path):
    (tmp_path / "up").write_bytes(b"hello")
    (tmp_path / "mixed").write_bytes(b"abc")
    (tmp_path / "wrong").write_bytes(b"abc")
    sums = tmp_path / "sums"
    mixed = ABC[:32].upper() + ABC[32:]
    sums.write_text(f"{HELLO.upper()}  up\n{mixed} *mixed\n{HELLO.upper()}  wrong\n", encoding="utf-8")
    assert verify_checksums(sums) == {"up": "OK", "mixed": "OK", "wrong": "FAILED"}


def test_unsafe_or_duplicate_name_raises_before_any_file_is_read(tmp_path, monkeypatch):
    (tmp_path / "first.txt").write_bytes(b"abc")
    sums = tmp_path / "sums"
    opened = _spy_on_opened_names(monkeypatch)
    for second in [f"{HELLO}  ../first.txt", f"{HELLO} *first.txt", f"{HELLO}\tfirst.txt"]:
        sums.write_text(f"{ABC}  first.txt\r\n{second}\r\n", encoding="utf-8")
        with pytest.raises(ValueError):
            verify_checksums(sums)
    assert "first.txt" not in opened


def test_directories_are_missing_even_when_nested(tmp_path):
    (tmp_path / "pkg" / "lib").mkdir(parents=True)
    (tmp_path / "pkg" / "lib" / "x.py").write_bytes(b"abc")
    sums = tmp_path / "sums"
    sums.write_text(f"{ABC}  pkg/lib\n{ABC}  pkg/lib/x.py\n{ABC}  pkg\n", encoding="utf-8")
    assert verify_checksums(sums) == {"pkg/lib": "MISSING", "pkg/lib/x.py": "OK", "pkg": "MISSING"}
