import pytest

from solution import compact_selection

TREE = [
    "src/app/main.py",
    "src/app/util.py",
    "src/lib/io.py",
    "src/README.md",
    "docs/index.md",
    "docs/api/ref.md",
    "setup.py",
]


def test_fully_selected_directory_replaces_its_files():
    assert compact_selection(TREE, ["src/app/util.py", "src/app/main.py"]) == ["src/app/"]


def test_nothing_selected():
    result = compact_selection(TREE, [])
    assert result == []
    assert type(result) is list


def test_highest_fully_selected_directory_wins():
    selected = ["src/app/main.py", "src/app/util.py", "src/lib/io.py", "src/README.md"]
    assert compact_selection(TREE, selected) == ["src/"]
    assert compact_selection(TREE, TREE) == ["docs/", "setup.py", "src/"]


def test_outer_directory_beats_inner_full_directory():
    assert compact_selection(["a/b/x", "a/c"], ["a/c", "a/b/x"]) == ["a/"]
    tree = ["p/q/r/s.txt", "p/q/t.txt", "p/u.txt"]
    assert compact_selection(tree, ["p/q/t.txt", "p/q/r/s.txt"]) == ["p/q/"]


def test_selected_path_outside_tree_raises_value_error():
    with pytest.raises(ValueError):
        compact_selection(TREE, ["src/app/main.py", "src/app/missing.py"])
    with pytest.raises(ValueError):
        compact_selection(TREE, ["src/app"])


def test_unknown_selected_path_raises_value_error():
    with pytest.raises(ValueError):
        compact_selection(["a/x"], ["b"])
    with pytest.raises(ValueError):
        compact_selection(["a/x"], ["a/x", "a/"])
    with pytest.raises(ValueError):
        compact_selection([], ["a"])


def test_directory_names_are_whole_segments():
    assert compact_selection(["app/x.py", "application/y.py"], ["app/x.py"]) == ["app/"]
    tree = ["lib/a.py", "lib/b.py", "library/c.py"]
    assert compact_selection(tree, ["lib/a.py", "lib/b.py"]) == ["lib/"]


def test_prefix_named_sibling_directory_is_separate():
    assert compact_selection(["lib/a", "library/b"], ["lib/a"]) == ["lib/"]
    tree = ["src/a.py", "src2/b.py", "src/c.py"]
    assert compact_selection(tree, ["src/a.py", "src/c.py"]) == ["src/"]


def test_repeated_tree_paths_do_not_block_collapse():
    tree = ["a/x", "a/x", "a/y", "b"]
    assert compact_selection(tree, ["a/y", "a/x"]) == ["a/"]


def test_repeats_in_either_list_mean_nothing():
    tree = TREE + ["src/app/main.py"]
    selected = ["src/app/main.py", "src/app/main.py", "src/app/util.py"]
    assert compact_selection(tree, selected) == ["src/app/"]


def test_entries_sorted_and_files_kept_when_siblings_unselected():
    selected = ["src/README.md", "setup.py", "docs/index.md"]
    assert compact_selection(TREE, selected) == ["docs/index.md", "setup.py", "src/README.md"]


def test_everything_selected_keeps_root_uncollapsed():
    assert compact_selection(["a.txt", "b/c.txt"], ["b/c.txt", "a.txt"]) == ["a.txt", "b/"]
    assert compact_selection(["only.txt"], ["only.txt"]) == ["only.txt"]


def test_inputs_unchanged_after_collapse():
    tree = ["z/b.txt", "z/a.txt", "z/b.txt", "y.txt"]
    selected = ["z/b.txt", "z/a.txt", "z/b.txt"]
    assert compact_selection(tree, selected) == ["z/"]
    assert tree == ["z/b.txt", "z/a.txt", "z/b.txt", "y.txt"]
    assert selected == ["z/b.txt", "z/a.txt", "z/b.txt"]


def test_inputs_not_modified():
    tree = list(TREE)
    selected = ["src/app/main.py", "src/app/util.py"]
    compact_selection(tree, selected)
    assert tree == TREE
    assert selected == ["src/app/main.py", "src/app/util.py"]


def test_deep_chain_collapses_to_highest_full_level():
    tree = ["a/b/c/d.txt", "a/e.txt"]
    assert compact_selection(tree, ["a/b/c/d.txt"]) == ["a/b/"]
    assert compact_selection(tree, ["a/e.txt", "a/b/c/d.txt"]) == ["a/"]


def test_single_file_directory_collapses():
    result = compact_selection(TREE, ["src/app/main.py", "src/lib/io.py", "docs/api/ref.md"])
    assert result == ["docs/api/", "src/app/main.py", "src/lib/"]


def test_directory_is_not_a_prefix_of_a_longer_name():
    tree = ["docs/a.md", "docs/b.md", "docs-old/c.md"]
    assert compact_selection(tree, ["docs/b.md", "docs/a.md"]) == ["docs/"]
    tree = ["src/io/x.py", "src/iox/y.py"]
    assert compact_selection(tree, ["src/io/x.py"]) == ["src/io/"]


def test_empty_tree_and_selection():
    result = compact_selection([], [])
    assert result == []
    assert type(result) is list


def test_selected_path_differing_from_tree_paths_raises_value_error():
    tree = ["Readme.md", "src/a.py"]
    with pytest.raises(ValueError):
        compact_selection(tree, ["README.md"])
    with pytest.raises(ValueError):
        compact_selection(tree, ["src/a.py", "src/a.pyc"])


def test_partially_selected_parent_with_full_subdirectories():
    tree = ["web/css/a.css", "web/css/b.css", "web/js/app.js", "web/index.html"]
    selected = ["web/css/b.css", "web/css/a.css", "web/js/app.js"]
    assert compact_selection(tree, selected) == ["web/css/", "web/js/"]
