import io
import os
import tarfile

import pytest

from solution import safe_extract


def make_tar(path, members, mode="w"):
    """members: list of (name, kind, payload); kind is file, dir, symlink, hardlink, fifo, chr, blk."""
    with tarfile.open(path, mode) as tar:
        for name, kind, payload in members:
            info = tarfile.TarInfo(name)
            if kind == "file":
                info.size = len(payload)
                tar.addfile(info, io.BytesIO(payload))
                continue
            info.type = {
                "dir": tarfile.DIRTYPE,
                "symlink": tarfile.SYMTYPE,
                "hardlink": tarfile.LNKTYPE,
                "fifo": tarfile.FIFOTYPE,
                "chr": tarfile.CHRTYPE,
                "blk": tarfile.BLKTYPE,
            }[kind]
            if kind in ("symlink", "hardlink"):
                info.linkname = payload
            tar.addfile(info)
    return path


def listing(root):
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            found.append(os.path.relpath(os.path.join(dirpath, name), root))
    return sorted(found)


def test_traversal_and_absolute_names_are_skipped(tmp_path):
    archive = make_tar(tmp_path / "evil.tar", [
        ("ok.txt", "file", b"fine"),
        ("../escape.txt", "file", b"bad"),
        ("/abs/passwd", "file", b"bad"),
        ("docs/../../up.txt", "file", b"bad"),
        ("docs/../inside.txt", "file", b"still skipped"),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["../escape.txt", "/abs/passwd", "docs/../../up.txt", "docs/../inside.txt"]
    assert listing(dest) == ["ok.txt"]
    assert (dest / "ok.txt").read_bytes() == b"fine"
    assert sorted(os.listdir(tmp_path)) == ["evil.tar", "out"]


def test_plain_archive_is_extracted(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("pkg", "dir", None),
        ("pkg/__init__.py", "file", b""),
        ("pkg/core.py", "file", b"print('hi')\n"),
    ])
    dest = tmp_path / "out"
    result = safe_extract(str(archive), str(dest))
    assert type(result) is list
    assert result == []
    assert listing(dest) == ["pkg", "pkg/__init__.py", "pkg/core.py"]
    assert (dest / "pkg" / "core.py").read_bytes() == b"print('hi')\n"


def test_links_and_special_files_are_skipped(tmp_path):
    (tmp_path / "secret").write_bytes(b"top secret")
    archive = make_tar(tmp_path / "links.tar", [
        ("link", "symlink", str(tmp_path / "secret")),
        ("rel_link", "symlink", "../secret"),
        ("data.txt", "file", b"data"),
        ("hard", "hardlink", "data.txt"),
        ("pipe", "fifo", None),
        ("tty", "chr", None),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["link", "rel_link", "hard", "pipe", "tty"]
    assert listing(dest) == ["data.txt"]
    assert (tmp_path / "secret").read_bytes() == b"top secret"


def test_destination_is_created_with_parents(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [("x.txt", "file", b"x")])
    dest = tmp_path / "deep" / "er" / "out"
    assert safe_extract(archive, dest) == []
    assert (dest / "x.txt").read_bytes() == b"x"


def test_files_get_missing_parent_directories(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("empty/dir", "dir", None),
        ("a/b/c/deep.txt", "file", b"deep"),
        ("a/b", "dir", None),
        ("a/b/other.txt", "file", b"other"),
    ])
    dest = tmp_path / "out"
    dest.mkdir()
    assert safe_extract(archive, dest) == []
    assert listing(dest) == ["a", "a/b", "a/b/c", "a/b/c/deep.txt", "a/b/other.txt", "empty", "empty/dir"]
    assert (dest / "a" / "b" / "c" / "deep.txt").read_bytes() == b"deep"


def test_compressed_archives_are_detected(tmp_path):
    archive = make_tar(tmp_path / "a.tar.gz", [("z.txt", "file", b"zipped"), ("../bad", "file", b"")], mode="w:gz")
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["../bad"]
    assert (dest / "z.txt").read_bytes() == b"zipped"


def test_skipped_names_keep_archive_order_and_duplicates(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("z_link", "symlink", "target"),
        ("m.txt", "file", b"first"),
        ("/b", "file", b""),
        ("z_link", "symlink", "target"),
        ("m.txt", "file", b"second"),
        ("a/../..", "dir", None),
        ("c_hard", "hardlink", "m.txt"),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["z_link", "/b", "z_link", "a/../..", "c_hard"]
    assert (dest / "m.txt").read_bytes() == b"second"
    assert listing(dest) == ["m.txt"]


def test_errors_for_missing_or_invalid_archives(tmp_path):
    with pytest.raises(FileNotFoundError):
        safe_extract(tmp_path / "absent.tar", tmp_path / "out")
    bogus = tmp_path / "bogus.tar"
    bogus.write_bytes(b"this is not a tar archive at all" * 20)
    with pytest.raises(tarfile.ReadError):
        safe_extract(bogus, tmp_path / "out2")


def test_dotdot_lookalikes_are_ordinary_names(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("..hidden", "file", b"1"),
        ("dir/...", "file", b"2"),
        ("x..y/file", "file", b"3"),
        ("./dot.txt", "file", b"4"),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == []
    assert listing(dest) == ["..hidden", "dir", "dir/...", "dot.txt", "x..y", "x..y/file"]
    assert sorted(os.listdir(tmp_path)) == ["a.tar", "out"]


def test_parent_component_is_skipped_even_inside_dest(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("a/../b.txt", "file", b"1"),
        ("a/c.txt", "file", b"2"),
        ("a/b/../d.txt", "file", b"3"),
        ("..", "dir", None),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["a/../b.txt", "a/b/../d.txt", ".."]
    assert listing(dest) == ["a", "a/c.txt"]
    assert sorted(os.listdir(tmp_path)) == ["a.tar", "out"]


def test_existing_files_are_replaced(tmp_path):
    dest = tmp_path / "out"
    (dest / "conf").mkdir(parents=True)
    (dest / "conf" / "app.ini").write_bytes(b"old settings that are longer")
    (dest / "keep.txt").write_bytes(b"untouched")
    archive = make_tar(tmp_path / "a.tar", [("conf/app.ini", "file", b"new"), ("conf", "dir", None)])
    assert safe_extract(archive, dest) == []
    assert (dest / "conf" / "app.ini").read_bytes() == b"new"
    assert (dest / "keep.txt").read_bytes() == b"untouched"


def test_hard_links_and_devices_are_skipped(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("real.txt", "file", b"real"),
        ("alias.txt", "hardlink", "real.txt"),
        ("dir", "dir", None),
        ("dir/link", "symlink", "../real.txt"),
        ("dir/disk", "blk", None),
        ("dir/queue", "fifo", None),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["alias.txt", "dir/link", "dir/disk", "dir/queue"]
    assert listing(dest) == ["dir", "real.txt"]


def test_absolute_names_are_not_rerooted(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("/etc/cron.d/job", "file", b"evil"),
        ("/srv", "dir", None),
        ("etc/ok.conf", "file", b"ok"),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["/etc/cron.d/job", "/srv"]
    assert listing(dest) == ["etc", "etc/ok.conf"]


def test_skipped_names_in_archive_order_not_sorted(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("z/../a", "file", b""),
        ("/abs/file", "file", b"x"),
        ("b_link", "symlink", "z"),
        ("keep", "file", b"k"),
        ("a_pipe", "fifo", None),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["z/../a", "/abs/file", "b_link", "a_pipe"]
    assert listing(dest) == ["keep"]


def test_dotdot_components_in_directory_members(tmp_path):
    archive = make_tar(tmp_path / "a.tar", [
        ("x/..", "dir", None),
        ("x/./../y", "dir", None),
        ("x/../x/y.txt", "file", b"y"),
        ("x/y.txt", "file", b"ok"),
    ])
    dest = tmp_path / "out"
    assert safe_extract(archive, dest) == ["x/..", "x/./../y", "x/../x/y.txt"]
    assert listing(dest) == ["x", "x/y.txt"]
    assert (dest / "x" / "y.txt").read_bytes() == b"ok"


def test_later_member_replaces_earlier_and_existing_file(tmp_path):
    dest = tmp_path / "out"
    dest.mkdir()
    (dest / "data.bin").write_bytes(b"previous content")
    archive = make_tar(tmp_path / "a.tar", [
        ("data.bin", "file", b"v1"),
        ("notes.txt", "file", b"first version"),
        ("notes.txt", "file", b"second"),
    ])
    assert safe_extract(str(archive), dest) == []
    assert (dest / "data.bin").read_bytes() == b"v1"
    assert (dest / "notes.txt").read_bytes() == b"second"


def test_missing_or_non_tar_archive_raises(tmp_path):
    with pytest.raises(FileNotFoundError):
        safe_extract(str(tmp_path / "nowhere" / "a.tar.gz"), tmp_path / "out")
    empty = tmp_path / "empty.tar"
    empty.write_bytes(b"")
    with pytest.raises(tarfile.ReadError):
        safe_extract(empty, tmp_path / "out2")
