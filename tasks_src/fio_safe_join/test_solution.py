import os
from pathlib import PurePosixPath

import pytest

from solution import safe_join


@pytest.fixture
def base(tmp_path):
    root = tmp_path / "data"
    (root / "docs").mkdir(parents=True)
    (root / "docs" / "guide.md").write_text("guide")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_text("secret")
    return root


def real(path):
    return str(path.resolve())


def test_symlink_pointing_outside_is_rejected(base, tmp_path):
    (base / "leak.txt").symlink_to(tmp_path / "outside" / "secret.txt")
    (base / "escape").symlink_to(tmp_path / "outside", target_is_directory=True)
    (base / "alias").symlink_to(base / "docs", target_is_directory=True)
    with pytest.raises(ValueError):
        safe_join(base, "leak.txt")
    with pytest.raises(ValueError):
        safe_join(base, "escape/secret.txt")
    with pytest.raises(ValueError):
        safe_join(base, "escape")
    assert safe_join(base, "alias/guide.md") == real(base) + "/docs/guide.md"
    (tmp_path / "data_x").mkdir()
    (base / "side").symlink_to(tmp_path / "data_x", target_is_directory=True)
    with pytest.raises(ValueError):
        safe_join(base, "side/f.txt")


def test_simple_join_returns_absolute_string(base):
    result = safe_join(base, "docs", "guide.md")
    assert type(result) is str
    assert result == real(base) + "/docs/guide.md"
    assert safe_join(str(base), "docs/guide.md") == real(base) + "/docs/guide.md"


def test_sibling_with_common_prefix_is_outside(base, tmp_path):
    (tmp_path / "data2").mkdir()
    (tmp_path / "data2" / "x.txt").write_text("x")
    with pytest.raises(ValueError):
        safe_join(base, "../data2/x.txt")
    with pytest.raises(ValueError):
        safe_join(base, "../data2")
    assert safe_join(base, "../data/docs") == real(base) + "/docs"


def test_dot_and_dotdot_inside_base_are_allowed(base):
    assert safe_join(base, "docs/../readme.txt") == real(base) + "/readme.txt"
    assert safe_join(base, "./docs/./guide.md") == real(base) + "/docs/guide.md"
    assert safe_join(base, ".") == real(base)
    assert safe_join(base, "docs", "..") == real(base)


def test_absolute_parts_are_rejected_not_stripped(base):
    with pytest.raises(ValueError):
        safe_join(base, "/etc/passwd")
    with pytest.raises(ValueError):
        safe_join(base, "docs", "/guide.md")
    with pytest.raises(ValueError):
        safe_join(base, "//docs")
    with pytest.raises(ValueError):
        safe_join(base, str(base.resolve() / "docs" / "guide.md"))


def test_dotdot_escaping_base_is_rejected(base):
    with pytest.raises(ValueError):
        safe_join(base, "../outside/secret.txt")
    with pytest.raises(ValueError):
        safe_join(base, "docs/../../outside")
    with pytest.raises(ValueError):
        safe_join(base, "docs", "..", "..")


def test_empty_and_nul_parts_are_rejected(base):
    with pytest.raises(ValueError):
        safe_join(base, "")
    with pytest.raises(ValueError):
        safe_join(base, "docs", "")
    with pytest.raises(ValueError):
        safe_join(base, "guide\0.md")
    with pytest.raises(ValueError):
        safe_join(base, "docs", "/tmp")


def test_base_given_through_a_symlink_is_resolved(base, tmp_path):
    link = tmp_path / "current"
    link.symlink_to(base, target_is_directory=True)
    assert safe_join(link, "docs/guide.md") == real(base) + "/docs/guide.md"
    assert safe_join(link) == real(base)
    assert safe_join(str(link), "docs/") == real(base) + "/docs"


def test_dotdot_applies_after_following_links(base, tmp_path):
    (base / "docs" / "deep").mkdir()
    (base / "jump").symlink_to(base / "docs" / "deep", target_is_directory=True)
    assert safe_join(base, "jump/../guide.md") == real(base) + "/docs/guide.md"
    (tmp_path / "outside" / "inner").mkdir()
    (base / "out").symlink_to(tmp_path / "outside" / "inner", target_is_directory=True)
    # Lexically "out/../secret.txt" is inside, but the OS would open outside/secret.txt.
    with pytest.raises(ValueError):
        safe_join(base, "out/../secret.txt")


def test_backslash_is_an_ordinary_character(base):
    assert safe_join(base, "..\\outside") == real(base) + "/..\\outside"
    assert safe_join(base, "a\\b.txt") == real(base) + "/a\\b.txt"


def test_base_errors_and_part_types(base):
    with pytest.raises(FileNotFoundError):
        safe_join(base / "missing", "x")
    with pytest.raises(NotADirectoryError):
        safe_join(base / "docs" / "guide.md", "x")
    with pytest.raises(TypeError):
        safe_join(base, b"docs")
    with pytest.raises(TypeError):
        safe_join(base, "docs", 3)


def test_relative_base_gives_absolute_result(base, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert safe_join("data", "docs") == real(base) + "/docs"
    with pytest.raises(ValueError):
        safe_join("data", "../outside")


def test_missing_components_are_kept(base):
    result = safe_join(base, "new/dir", "file.txt")
    assert result == real(base) + "/new/dir/file.txt"
    assert os.path.exists(result) is False
    assert safe_join(base, "new//dir///") == real(base) + "/new/dir"


def test_dotdot_after_link_uses_the_link_target(base):
    (base / "a" / "b").mkdir(parents=True)
    (base / "ln").symlink_to(base / "a" / "b", target_is_directory=True)
    assert safe_join(base, "ln/../c") == real(base) + "/a/c"
    assert safe_join(base, "ln", "..", "b", "f.txt") == real(base) + "/a/b/f.txt"


def test_base_below_a_symlinked_directory(base, tmp_path):
    (tmp_path / "alias").symlink_to(tmp_path, target_is_directory=True)
    via_link = tmp_path / "alias" / "data"
    assert safe_join(via_link, "docs/guide.md") == real(base) + "/docs/guide.md"
    assert safe_join(via_link) == real(base)
    assert safe_join(str(via_link), "docs", "..") == real(base)


def test_directories_sharing_a_name_prefix_are_outside(base, tmp_path):
    (tmp_path / "database").mkdir()
    (tmp_path / "data-old").mkdir()
    (base / "up").symlink_to(tmp_path / "database", target_is_directory=True)
    for part in ["../database/x", "../data-old", "../data.bak", "up/file"]:
        with pytest.raises(ValueError):
            safe_join(base, part)
    assert safe_join(base, "../data") == real(base)


def test_leaving_and_coming_back_is_allowed(base, tmp_path):
    assert safe_join(base, "../data/docs/../x") == real(base) + "/x"
    assert safe_join(base, "docs", "../../data/docs") == real(base) + "/docs"
    assert safe_join(base, "a/b/../../..", "data") == real(base)
    link = tmp_path / "current"
    link.symlink_to(base, target_is_directory=True)
    assert safe_join(link, "../data/docs") == real(base) + "/docs"


def test_absolute_part_anywhere_is_rejected(base):
    for parts in [("docs", "/etc"), ("///x",), ("/",), ("docs", "guide.md", "/")]:
        with pytest.raises(ValueError):
            safe_join(base, *parts)


def test_relative_link_followed_before_two_dotdots(base):
    (base / "a" / "b").mkdir(parents=True)
    (base / "ln").symlink_to("a/b", target_is_directory=True)
    assert safe_join(base, "ln/../../x") == real(base) + "/x"
    assert safe_join(base, "ln/..") == real(base) + "/a"


def test_invalid_base_or_non_str_part(base, tmp_path):
    with pytest.raises(FileNotFoundError):
        safe_join(str(tmp_path / "nowhere" / "data"))
    (tmp_path / "plain.txt").write_text("x")
    with pytest.raises(NotADirectoryError):
        safe_join(tmp_path / "plain.txt", "docs")
    with pytest.raises(TypeError):
        safe_join(base, "docs", None)
    with pytest.raises(TypeError):
        safe_join(base, PurePosixPath("docs"))
